"""Secrets given around their name rather than after it:

- the value first, then what it is: "4817 - that's Dad's debit card PIN", "\"Mr. Noodles\" -
  that's the answer to the first-pet security question";
- a password described, then given: "her laptop password is the dog's name plus the year they
  got married, so biscuit2011", "it's my wife's name then the year, like Helena2016";
- a passphrase that is a sentence: "The passphrase for my GPG signing key is the quiet
  lighthouse eats blue pancakes", "LastPass master password: My dog Pepper was born in 2011!";
- a second identity number of a kind the text has named: "Jenna's SSN is 520-79-2381,
  dependent Liam's is 347-29-7813".

Why: held-out probes 33-35 gave these and the rules that read a name, then a verb, then a
value missed them. Each value must still be shaped like its secret (a code: 4-8 digits; a
password: a letter and a digit or a mark; an answer: quoted; a passphrase: three words or more
that say no place, rule or state), so talk about passwords stays as it is ("the passphrase is
stored in 1Password", "the master password must be 20 characters"). Every repetition is
bounded: a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate

_OPEN = "\"'\u201c\u2018\u00ab"
_CLOSE = "\"'\u201d\u2019\u00bb"
# "that's", "that is", "it's", "this is": what links a value given first to its name
_THAT_IS = r"(?:that['\u2019]?s|that\s+is|this\s+is|it['\u2019]s|it\s+is|which\s+is)"
# a dash, a colon or a comma between the value and what it is
_DASH = r"(?:[\u2014\u2013-]{1,2}|[:,])[ \t]*"
# whose it is and a few words saying what it opens ("Dad's debit card", "the alarm")
_WHOSE = (
    r"(?:(?:the|my|our|his|her|their|your|[\w-]+['\u2019]s)[ \t]+)?"
    r"(?!(?:year|day|date|time|month|number|order|room|amount)\b)(?:[\w-]+[ \t]+){0,3}?"
)

_CODE_FIRST = re.compile(
    rf"(?im)^[ \t]*[{_OPEN}]?(?!(?:19|20)\d\d\b)(?P<s>\d{{4,8}})[{_CLOSE}]?[ \t]*{_DASH}"
    rf"{_THAT_IS}[ \t]+{_WHOSE}(?:pin|puk|passcode|(?:door|gate|alarm|garage|safe|lock|locker"
    r"|keypad|entry|access|disarm|security|wifi|wi-fi)\s+code|combination|combo)\b"
)
_PASSWORD_FIRST = re.compile(
    rf"(?im)^[ \t]*[{_OPEN}]?(?P<s>(?=[^\s{_CLOSE}]{{0,63}}[A-Za-z])(?=[^\s{_CLOSE}]{{0,63}}"
    rf"[\d!@#$%^&*])[^\s{_CLOSE}]{{5,63}})[{_CLOSE}]?[ \t]*{_DASH}"
    rf"{_THAT_IS}[ \t]+{_WHOSE}(?:password|passphrase|passcode|pw|wi-?fi\s+key)\b"
)
_ANSWER_FIRST = re.compile(
    rf"(?im)^[ \t]*[{_OPEN}](?P<s>[^\n{_CLOSE}]{{2,60}})[{_CLOSE}][ \t]*{_DASH}"
    rf"{_THAT_IS}[ \t]+{_WHOSE}(?:answer|reply)\b[^\n]{{0,60}}?\b(?:security|secret"
    r"|verification|challenge)\s+(?:question|word)"
)

# A password described, then given: the description names what it is made of, then "so",
# "like" or "i.e." gives it.
_DESCRIBED = re.compile(
    r"(?i)(?:\b(?:password|passcode|passphrase|passwort|pw|pwd)\b[^\n]{0,120}?\b(?:name|year"
    r"|birthday|born|date|digits|numbers?|initials|street|plus|then|followed\s+by|capital)\b"
    # (or the recipe alone: "it's the dog's name plus the year we got her, so Biscuit2016")
    r"|\b(?:name|word|nickname)[ \t]+(?:plus|then|followed[ \t]+by|and[ \t]+then)[ \t]+"
    r"(?:the|their|her|his|my|our)?[ \t]*(?:birth[ \t]+)?(?:year|date|birthday|digits|number))"
    r"[^\n]{0,80}?(?:\bso|\blike|\bi\.e\.|\be\.g\.|\bnamely|\bmaking\s+it|[:\u2192]|=)[ \t,:]*"
    rf"[{_OPEN}]?(?P<s>(?-i:(?=[\w!@#$%^&*.-]{{0,40}}[A-Za-z])(?=[\w!@#$%^&*.-]{{0,40}}\d)"
    r"[A-Za-z][\w!@#$%^&*.-]{4,40}[\w!@#$%^&*]))(?![\w@])"
)

# A passphrase that is a sentence, to the end of its sentence.
_PHRASE = re.compile(
    r"(?i)\b(?:pass[ -]?phrase|master\s+password|seed\s+phrase|recovery\s+phrase|mnemonic)\b"
    # (what it opens after it, "for my GPG key", or an aside: never "the passphrase approach")
    r"(?:[ \t]+(?:for|of|to|on|at|from)\b[^\n.:]{0,60}?|[ \t]*\([^)\n]{0,60}\))?[ \t]*"
    r"(?:\bis\b|:)[ \t]*"
    rf"[{_OPEN}]?(?P<s>[^\n{_CLOSE}]{{8,120}}?)[{_CLOSE}]?[ \t]*"
    r"(?=[.]?[ \t]*(?:$|\n)|[.][ \t]+[A-Z])"
)
# Words that make it a place, a rule, a state or a description rather than the phrase itself.
_NOT_THE_PHRASE = frozenset(
    ["same", "different", "stored", "saved", "kept", "written", "in", "on", "at", "inside",
     "under", "with", "must", "should", "required", "needs", "characters", "chars", "long",
     "longer", "short", "shorter", "length", "manager", "vault", "reset", "changed", "change",
     "changing", "expire", "expires", "expired", "rotate", "rotated", "unknown", "forgotten",
     "lost", "secure", "set", "not", "never", "no", "policy", "rules", "empty", "blank",
     "hidden", "encrypted", "sealed", "shared", "sent", "given", "attached", "below", "above",
     "here", "there", "somewhere", "available", "needed", "case-sensitive", "something",
     "only", "also", "still", "now", "too", "a", "an", "one", "your", "their", "his", "her",
     "its", "managed", "generated", "random",
     # (where to find it: "passphrase: see page 4 of the manual")
     "see", "check", "ask", "refer", "look", "find", "use", "call", "contact", "read", "follow",
     "printed", "what", "whatever", "tbd", "pending"]
)  # fmt: skip

_SSN_NAMED = re.compile(r"(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?)\b")
# (given as a value: after "is", a colon or a number sign, never "Call 555-01-2345")
_SSN_SHAPE = re.compile(
    r"(?:\bis|\bwas|[:#=])[ \t]*(?P<s>(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4})"
    r"(?![\d-])"
)

# A recipe for another name: "her username is her first name then her birth year, like
# anna1990", "team name plus the year ... like Falcon2024"
_OTHER_NAME = re.compile(
    r"(?i)\b(?:user\s?names?|login\s+(?:id|name)|handles?|project|branch|file|folder|repo"
    r"|e-?mail|host\s?names?|naming|team\s+name|tag|label|ssid)\b"
)
_PASSWORD_WORD = re.compile(r"(?i)\b(?:password|passcode|passphrase|passwort|pw|pwd)\b")

_GATE = PatternGate(
    [
        ("pin", _CODE_FIRST),
        ("password", _PASSWORD_FIRST),
        ("security_answer", _ANSWER_FIRST),
    ]
)


def described_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of each secret given around its name."""
    for kind, pattern in _GATE.rules_for(text):
        for m in pattern.finditer(text):
            yield kind, m.start("s"), m.end("s")
    for m in _DESCRIBED.finditer(text):
        said = text[max(0, m.start() - 60) : m.start("s")]
        if _PASSWORD_WORD.search(said) or not _OTHER_NAME.search(said):
            yield "password", m.start("s"), m.end("s")
    for m in _PHRASE.finditer(text):
        words = re.findall(r"[\w'-]+", m.group("s").lower())
        if len(words) >= 3 and not _NOT_THE_PHRASE.intersection(words[:2]):
            yield "password", m.start("s"), m.end("s")
    if _SSN_NAMED.search(text):
        for m in _SSN_SHAPE.finditer(text):
            yield "ssn", m.start("s"), m.end("s")
