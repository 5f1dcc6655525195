# ruff: noqa: RUF001, RUF003
# (month and weekday names in Cyrillic and Turkish: letters that look like Latin ones)
"""Dates and months a cue names in the languages users write in: "on 3 December",
"16 de abril de 2026", "3. Dezember", "14 listopada", "w lutym 2026", "en août", "1月",
"2026-03-14", "February-March 2026".

Why: the recall probes ask about a day or a month in the user's other language as often as
in English ("Was ist am 3. Dezember passiert?", "co się działo w lutym 2026?"), and
`service.recall.when` read English month names only, and a day as its whole month. A day
named is that day (a little either side: a memory of an evening is often stored the next
morning); a day with no year is this year's, or last year's when this year's is months
away (a day just ahead is still this year's: "what's planned for 14 December?" finds
nothing that happened then, and lifts nothing).

`dateparser` was measured for this (2026-12-06): 35-80 ms a cue with its language
detection, 1.2-2.5 ms with five languages named, and it read "do" and "się" as dates and
"last week" as none; Recall's own budget is ~5 ms, so the forms are listed here.

A month word of another language needs a sign that it is one (a day, a year or a
preposition before it): "mai" is Italian for "never", "mars" a planet, "ocak" a stove.
English month names alone stay `service.recall.when`'s (with its rules for "may", "march").
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from functools import lru_cache

from service.month_names import MONTH_FORMS, MONTH_OF, MONTH_WORDS

Window = tuple[datetime, datetime]

# English names (and their short forms) are `service.recall.when`'s when they stand alone
_ENGLISH = frozenset(MONTH_FORMS[m].split()[0] for m in MONTH_FORMS) | {
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
}  # fmt: skip
_MONTH = MONTH_WORDS
_YEAR = r"(?:19|20)\d{2}"
_DAY = r"(?:[12]\d|3[01]|0?[1-9])"
# a day before the month: "3 December", "16 de abril", "3. Dezember", "le 14 juillet", "14th
# of June"; after it: "December 14th", "Dec. 3", "abril 16" (no year taken for a day)
_DAY_MONTH = re.compile(
    rf"(?i)(?<![\w.,/:-])(?P<d>{_DAY})(?:st|nd|rd|th|er|º|°|\.)?\s*(?:de\s+|of\s+|-)?"
    rf"(?P<m>{_MONTH})\.?(?!\w)(?:\s*(?:de\s+|del\s+|,\s*)?(?P<y>{_YEAR})(?!\d))?"
    rf"|(?<!\w)(?P<m2>{_MONTH})\.?\s+(?P<d2>{_DAY})(?:st|nd|rd|th)?(?![\d:.,]\d|\w)"
    rf"(?:,?\s*(?P<y2>{_YEAR})(?!\d))?"
)
# a month of another language with its year or a preposition: "w lutym 2026", "en août",
# "im Oktober", "a marzo 2025", "în martie"; a range "February–March 2026"
_PREP = (
    r"en|em|in|im|w|we|v|ve|i|u|au|à|a|ad|nel|nel\s+mese\s+di|durante|desde|seit|depuis|od|op"
    r"|pe|în|во|в|у"
)
_MONTH_YEAR = re.compile(
    rf"(?i)(?<!\w)(?:(?P<prep>{_PREP})\s+)?"
    rf"(?:(?P<m1>{_MONTH})\.?\s*(?:[-\u2013\u2014/]|to|till|until|bis|a|au|al|do|tot)\s*)?"
    rf"(?P<m>{_MONTH})\.?(?!\w)(?:\s*(?:de\s+|del\s+|of\s+|,\s*)?(?P<y>{_YEAR})(?!\d))?"
)
# numbers: "2026-03-14", "14.03.2026", "14/03/2026" (a slash only when its order is clear)
_NUMERIC = re.compile(
    rf"(?<![\d.\-/])(?P<iy>{_YEAR})-(?P<im>0?[1-9]|1[0-2])-(?P<id>{_DAY})(?![\d\-])"
    rf"|(?<![\d./])(?P<dd>{_DAY})\.(?P<dm>0?[1-9]|1[0-2])\.(?P<dy>{_YEAR})(?![\d.]\d)"
    rf"|(?<![\d./])(?P<a>\d{{1,2}})/(?P<b>\d{{1,2}})/(?P<sy>{_YEAR})(?![\d/])"
)
# Chinese, Japanese and Korean: "2026年3月", "3月14日", "1月の", "3월 14일"
_CJK = re.compile(
    rf"(?:(?P<y>{_YEAR})\s*[年년]\s*)?(?P<m>1[0-2]|0?[1-9])\s*[月월](?:\s*(?P<d>{_DAY})\s*[日일])?"
)


# runs of letters: what a cue must hold for a pattern here to be worth running
LETTERS = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)
def cue_words(cue: str) -> frozenset[str]:
    """The cue's words, lower case: read once for the date, day and holiday finders, which
    each run their patterns only when the cue holds one of their words (Recall's hot path)."""
    return frozenset(LETTERS.findall(cue.lower()))


# the forms that name a month by its word (`without_span_back` takes their year out)
NAMED_DATES = (_DAY_MONTH, _MONTH_YEAR)


def _day_window(year: int, month: int, day: int, now: datetime, dated: bool) -> Window | None:
    try:
        at = datetime(year, month, day, tzinfo=UTC)
    except ValueError:  # "31 June"
        return None
    if not dated and at - now > timedelta(days=92):
        at = at.replace(year=year - 1)  # no year and months ahead: last year's
    return at - timedelta(hours=12), at + timedelta(hours=36)


def month_window(year: int, month: int) -> Window:
    start = datetime(year, month, 1, tzinfo=UTC)
    return start, datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)


def recent_month(month: int, now: datetime) -> int:
    """The year of the most recent `month` up to now's."""
    return now.year if month <= now.month else now.year - 1


def _month(word: str) -> int:
    return MONTH_OF[word.lower().rstrip(".")]


def _named_day(m: re.Match[str], now: datetime) -> Window | None:
    if m.group("d"):
        day, month, year = m.group("d"), m.group("m"), m.group("y")
    else:
        day, month, year = m.group("d2"), m.group("m2"), m.group("y2")
        if month.lower() in ("may", "march", "mar") and month[0].islower():
            return None  # "may 3 of us come?", "march 4 miles"
    dated = year is not None
    return _day_window(int(year) if dated else now.year, _month(month), int(day), now, dated)


def _month_in(m: re.Match[str], now: datetime) -> Window | None:
    month = _month(m.group("m"))
    if not m.group("y"):  # a preposition and a month of another language, no year
        if not m.group("prep") or m.group("m1") or m.group("m").lower() in _ENGLISH:
            return None
        return month_window(recent_month(month, now), month)
    year = int(m.group("y"))
    if m.group("m1"):  # a range of months in one year
        first = _month(m.group("m1"))
        if first <= month:
            return month_window(year, first)[0], month_window(year, month)[1]
    return month_window(year, month)


def _numeric(m: re.Match[str], now: datetime) -> Window | None:
    if m.group("iy"):
        return _day_window(int(m.group("iy")), int(m.group("im")), int(m.group("id")), now, True)
    if m.group("dy"):
        return _day_window(int(m.group("dy")), int(m.group("dm")), int(m.group("dd")), now, True)
    a, b = int(m.group("a")), int(m.group("b"))
    if (a > 12) == (b > 12):
        return None  # 03/04/2026: March or April, said nowhere
    day, month = (a, b) if a > 12 else (b, a)
    return _day_window(int(m.group("sy")), month, day, now, True)


def _cjk(m: re.Match[str], now: datetime) -> Window | None:
    month = int(m.group("m"))
    if m.group("d"):
        year = int(m.group("y") or now.year)
        return _day_window(year, month, int(m.group("d")), now, m.group("y") is not None)
    return month_window(int(m.group("y")) if m.group("y") else recent_month(month, now), month)


def date_window(cue: str, now: datetime) -> tuple[Window, int] | None:
    """The first day or month `cue` names in any of the forms above, as (window, where its
    words begin); the earliest wins, a day before the month it is in."""
    digits = any(ch.isdigit() for ch in cue)
    named = not MONTH_OF.keys().isdisjoint(cue_words(cue))
    if not (digits or named):
        return None  # most cues: no pattern is run
    found: list[tuple[int, int, Window]] = []
    for rank, (rx, read, needs) in enumerate(
        (
            (_NUMERIC, _numeric, digits),
            (_DAY_MONTH, _named_day, digits and named),
            (_CJK, _cjk, digits),
            (_MONTH_YEAR, _month_in, named),
        )
    ):
        for m in rx.finditer(cue) if needs else ():
            window = read(m, now)
            if window is not None:
                found.append((m.start(), rank, window))
                break
    if not found:
        return None
    at, _, window = min(found)
    return window, at
