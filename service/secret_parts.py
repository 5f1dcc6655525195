"""A secret given in parts: "the first half is fR1Rry+ and the second is V3k5HZf", "first two
digits are 77, last two are 01", "Passwort hat zwei Teile: vorne eD2iz, hinten 337!",
"Part 1: ... Part 2: ...". Each part alone is too short or too plain for the other rules, and
a redaction of one half leaves the other in the memory.

Only when the text names a secret (password, code, PIN, key...) and each part reads as one:
letters with a digit or a symbol, or digits where the parts are digits ("first two digits
are 77"). "The first half is over" or "the second part is easy" give no such value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_chat import common_words

_NAMES_A_SECRET = re.compile(
    r"(?i)\b(?:pass(?:word|code|phrase)?|pw|pwd|pin|code|key|secret|token|combo|combination"
    r"|door|gate|alarm|safe|lock|padlock|locker|keypad"
    r"|passwort|kennwort|contrase\u00f1a|senha|mot\s+de\s+passe|wachtwoord|has\u0142o"
    r"|\u043f\u0430\u0440\u043e\u043b\u044c|\u043a\u043e\u0434)"
)
_PART = (
    r"(?:(?:first|second|last|other|1st|2nd)\s+(?:half|part|bit|piece|chunk)"
    # (a password sent in two messages: "First half: ... Second message, an hour later: ...")
    r"|(?:first|second|next|other|last|1st|2nd)\s+(?:message|text|sms|line)"
    # (its two ends: "starts with 'Falcon' and ends with '_92q'", the German "f\u00e4ngt mit 81
    # an und h\u00f6rt mit 43 auf", held-out probe 43)
    r"|(?:starts?|begins?|ends?)\s+with|f\u00e4ngt\s+mit|h\u00f6rt\s+mit|endet\s+mit"
    # (or its digits said in turn: "starts 27 \u2026 then 14 \u2026 ends 33", probe 246)
    r"|(?:starts|begins|then|ends)(?=\s+\d)"
    r"|empieza\s+(?:por|con)|termina\s+(?:en|con)|commence\s+par|finit\s+par"
    r"|(?:first|last)\s+(?:two|three|four|2|3|4)(?:\s+(?:digits|characters|chars))?"
    r"|(?:part|teil|parte|partie)\s*[12]|(?:the\s+)?(?:second|other|rest|ending)"
    r"|vorne|hinten|erste\s+h\u00e4lfte|zweite\s+h\u00e4lfte|primera\s+mitad|segunda\s+mitad"
    r"|premi\u00e8re\s+moiti\u00e9|seconde\s+moiti\u00e9|deuxi\u00e8me\s+moiti\u00e9)"
)
# letters with a digit or a symbol, two to four digits (a code's digits), or a capitalised word
_VALUE = (
    r"(?P<v>(?=[!-~]*[A-Za-z])(?=[!-~]*[\d!@#$%^&*+])[!-~]{4,40}?|\d{2,4}[!@#$%^&*]?"
    # (words joined by dashes, in quotes: "the first half is 'marlin-ochre'", probe 40)
    r"|(?<=['\"`])[a-z]{3,20}(?:-[a-z]{3,20}){1,3}(?=['\"`])"
    r"|(?-i:[A-Z][a-z]{3,20})"
    # (a lower-case word, counted beside a part that reads as one: "The first half is plover.
    # The second half is 7731K.", held-out probe 44)
    r"|(?!(?:half|part|piece|chunk|pass\w*|code|key|secret|token|combo|combination)\b)"
    r"(?-i:[a-z]{4,20}))"
)
_GIVEN = re.compile(
    # ("the first half of the vault password is ...": whose part it is may come between)
    rf"(?i)(?<!\w){_PART}(?:\s+of\s+(?:(?:the|my|our|his|her|their)(?:\s+[\w-]+){{1,3}}?|it))?"
    # (an aside between dashes: "the second half — I'll say it separately — is ...")
    r"(?:\s*[\u2014\u2013]\s[^\u2014\u2013\n]{1,80}?\s[\u2014\u2013])?"
    # (or after a comma, before a colon: "Second message, an hour later: ...")
    r"(?:,[^,:\n]{1,40}(?=:))?"
    # (or ", which is": "Raj holds the second half, which is 'midnight-quarry-19'", probe 45)
    r"(?:,\s*which)?"
    # (or what it equals, then the value: "the second half is the same as his shirt number,
    # 52", probe 240)
    r"(?:\s+is\s+the\s+same\s+as\s+(?:his|her|my|their|our|the)(?:\s+[\w'-]+){1,3},)?"
    rf"\s*(?:is|are|was|were|ist|sind|es|est|=|:|->)?\s*[\"'`]?{_VALUE}"
    # (a mark ends the value only before a space: "Kayak!93" is one value, not "Kayak")
    r"[\"'`]?(?=\s|[,.;!)](?:\s|$)|$)"
)

# parts of digits only ("last two are 01") where the text says they are a code's digits, or
# names a PIN ("the PIN in two halves ... First half: 83. Second half: 51.", probe 43)
_DIGITS_NAMED = re.compile(
    r"(?i)digit|ziffer|cifra|chiffre|\u0446\u0438\u0444\u0440|\b(?-i:PIN)\b|\bpin\s+code\b"
)
# ... or the text names what only digits open: a combination lock, a key safe, a locker
# ("luggage locker ..., combo first half 58, second half 13", "Key safe by the bins: first bit
# is 381, the rest is 509", probes 238-242), and the parts are no counts (below). Named as the
# thing only: rugby's "our lock", "a safe lead", "the locker room", "a lock screen", "a
# combination of" and a "combo guard" are not (the tenth session's review).
_LOCK_NAMED = re.compile(
    r"(?i)\b(?:combo[^\S\n]+lock|combination[^\S\n]+lock|padlock|(?:bike|bicycle|luggage|gym"
    r"|cable|suitcase|locker|u)[^\S\n]+lock|key[^\S\n]*safe|keysafe|lockbox|key[^\S\n]*box"
    r"|locker(?![^\S\n]+room))\b(?!-)"
)
# what a count has after it: "first half 45 points" is no part of a code
_COUNTED = re.compile(r"[^\S\n]+(?!(?:and|then|but|or|und|y|et|e)\b)[^\W\d_]")


def split_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """Every part of a secret given in two or more parts."""
    if not _NAMES_A_SECRET.search(text):
        yield from _unnamed_halves(text)
        return
    digits_named = _DIGITS_NAMED.search(text) is not None
    lock_named = not digits_named and _LOCK_NAMED.search(text) is not None
    given = list(_GIVEN.finditer(text))
    found = [
        m
        for m in given
        if _reads_as_part(m.group("v"))
        and (
            not m.group("v").isdigit()
            or digits_named
            or (lock_named and not _COUNTED.match(text, m.end("v")))
        )
    ]
    if not found:
        return
    # A part that is a capitalised word counts beside one that reads as a part (probe 32:
    # "the first half of the vault password is Glacier and the second half is #Orbit51"):
    # "the first half is over" has no such word, nor a second part shaped like a secret.
    found += [
        m
        for m in given
        if _WORD_PART.fullmatch(m.group("v"))
        and m not in found
        and (not m.group("v").islower() or m.group("v") not in common_words())
    ]
    if len(found) < 2:  # one "part" alone is no secret in parts
        return
    for m in found:
        yield "password", m.start("v"), m.end("v")


# a word of four letters or more: "Glacier", "plover", never "The"
_WORD_PART = re.compile(r"[A-Z]?[a-z]{3,20}")


def _reads_as_part(value: str) -> bool:
    return not value.isalpha() and value.lower() not in ("1st", "2nd")


# Halves given with no secret named ("first half is Tr0ub4, second half is dor&3", session
# 180's second probe): the text says only that there are halves, so each half must read as a
# password alone: a letter and a digit, and a mark (not a dash) or both cases. A match's
# halves ("first half was 1-0"), a year's ("second half is up 20%", "Q3-2024") or a plane's
# ("A320") have no such part.
_HALVES = re.compile(r"(?i)\b(?:first|second|other|last|1st|2nd)\s+(?:half|part)\b")
_STRONG = re.compile(
    r"(?=.{0,39}\d)(?=.{0,39}[^\W\d_])(?=.{0,39}(?:[^\w\s-]|_|[a-z].{0,38}[A-Z]|[A-Z].{0,38}[a-z]))"
    r".{4,40}"
)


def _unnamed_halves(text: str) -> Iterator[tuple[str, int, int]]:
    if not _HALVES.search(text):
        return
    found = [m for m in _GIVEN.finditer(text) if _STRONG.fullmatch(m.group("v"))]
    if len(found) >= 2:
        for m in found:
            yield "password", m.start("v"), m.end("v")
