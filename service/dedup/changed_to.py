"""A thing of the user's set to a new amount, time or date by a change told as an act: "I
lowered my screen time goal to 2 hours" after "My daily screen time goal is 3 hours", "I
changed my alarm to 6:00" after "The user's morning alarm is set for 6:30", "My flight got
rebooked for May 6" after "The user's flight is on May 4", "I refinanced my mortgage to
5.1%" after "My mortgage rate is 6.5%".

Why a module of its own: `service.dedup.updates` reads such a change when the thing is the
older text's whole subject; these name it shorter or longer ("my alarm" / "the user's morning
alarm", "my mortgage" / "my mortgage rate"), and held-out probe s180 had them kept as two.
Read here, and only here: the thing the newer text changes is the user's (or a thing named
alone), its words all stand in the older text's subject, which says at most two words more;
the new value is the whole rest of the newer text, a time, a date, an amount of money, a
percentage or a number with its unit; the older text is one short clause that holds exactly
one value of that kind, another one, at its end. Anything else is left to the rules before.
"""

from __future__ import annotations

import re

_VERBS = (
    r"changed|switched|set|reset|moved|lowered|raised|increased|decreased|reduced|cut|bumped"
    r"|pushed|refinanced|rebooked|rescheduled|upped|adjusted|updated|extended|shortened"
)
_OWNER = r"(?:my|the\s+user's|user's|our|the)"
_ACT = re.compile(
    rf"(?i)^\W*(?:the\s+user|i|we)\s+(?:(?:just|recently|finally|have|has|had|'ve)\s+)*"
    rf"(?:{_VERBS})\s+{_OWNER}\s+(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,3}}?)"
    r"\s+(?:back\s+|up\s+|down\s+)?(?:to|for|until)\s+(?P<new>[^,;]+)$"
)
_DONE = re.compile(
    rf"(?i)^\W*{_OWNER}\s+(?P<thing>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){{0,3}}?)\s+"
    r"(?:got|was|were|has\s+been|have\s+been|is|'s)\s+(?:just\s+|now\s+)?"
    rf"(?:{_VERBS})(?:\s+(?:back|up|down|forward))?\s+(?:to|for|until)\s+"
    r"(?P<new>[^,;]+)$"
)
_OLD = re.compile(rf"(?i)^\W*{_OWNER}\s+(?P<subject>(?:[a-z][\w'-]*\s+){{1,5}}?)(?=is\b|are\b)")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# (kind, pattern) in the order tried; a value is the whole match, read in lower case
_KINDS = (
    (
        "date",
        re.compile(
            rf"\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}"
        ),
    ),
    ("day", re.compile(rf"\b{_DAY}s?\b")),
    (
        "time",
        re.compile(
            r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b|\bnoon\b|\bmidnight\b"
        ),
    ),
    (
        "money",
        re.compile(
            r"[$£€]\s?\d[\d,.]*\s*[km]?\b|(?<![\d,.])\d[\d,.]*+\s*(?:dollars|euros|pounds)\b"
        ),
    ),
    ("percent", re.compile(r"\b\d+(?:\.\d+)?\s*(?:%|percent\b)")),
    ("measure", re.compile(r"\b\d+(?:\.\d+)?\s*(?P<unit>[a-z]+)\b")),
)
# The words of the older subject that make its thing another one than the newer text's: an
# owner ("my son's bedtime", "the user's brother's rent") or an occasion ("my weekend alarm",
# "my summer hours"): "I moved my bedtime to 11pm" is not the son's, "I changed my alarm to
# 6:00" not the weekend one (review s180)
_OTHER_THING = re.compile(
    r"(?i)^(?:[\w-]+['\u2019]s?|[\w-]+s['\u2019]|weekends?|weekdays?|workdays?|holidays?"
    r"|vacations?|summer|winter|spring|autumn|fall|school|work|travel|night|weeknight"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)$"
)
_ONLY_VALUE_AROUND = re.compile(
    r"(?i)^\W*+(?:(?:a|per|each)\s+(?:day|week|month|year|night)\W*+)?(?:now\W*+)?$"
)


def _values(text: str) -> list[tuple[str, str]]:
    """(kind, value) of each value in `text`, each span read once, in the order of `_KINDS`."""
    low = text.lower()
    out: list[tuple[str, str]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _KINDS:
        for m in pattern.finditer(low):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            taken.append(m.span())
            unit = m.groupdict().get("unit")
            out.append(
                (f"measure:{unit.rstrip('s')}" if unit else kind, " ".join(m.group().split()))
            )
    return out


def _told(value: str) -> str:
    """The new value as told, without the blanks and the one mark that end the sentence (read
    so, not by a lazy pattern before `\\s*[.!]?$`, whose scan of a run of blanks is quadratic)."""
    value = value.rstrip()
    return value[:-1].rstrip() if value.endswith((".", "!")) else value


def changed_to(new: str, old: str) -> str:
    """'changed to <value>' when `new` sets the older text's thing to another value, else ''."""
    m = _ACT.match(new) or _DONE.match(new)
    if m is not None:
        said = _told(m.group("new"))
    if m is None or len(old.split()) > 14 or re.search(r"[;]|\.\s+\w", old.strip()):
        return ""
    told = _values(said)
    if len(told) != 1:
        return ""
    kind, value = told[0]
    rest = said.lower().replace(value, " ", 1)
    if not _ONLY_VALUE_AROUND.match(rest):
        return ""  # "to 7:00 on weekends": a value for another case
    o = _OLD.match(old)
    if o is None:
        return ""
    thing = m.group("thing").lower().split()
    subject = o.group("subject").lower().split()
    if not set(thing) <= set(subject) or len(subject) > len(thing) + 2:
        return ""
    if any(_OTHER_THING.match(w) for w in subject if w not in thing):
        return ""  # "my son's bedtime", "my weekend alarm": another one's, another occasion's
    before = [v for k, v in _values(old) if k == kind]
    if len(before) != 1 or before[0] == value:
        return ""
    if not _ONLY_VALUE_AROUND.match(old.lower().rpartition(before[0])[2]):
        return ""  # "The price is $15 for students": the value of one case
    return f"changed to {value}"
