"""The time a cue asks about: "what did Raj do last July?", "in March 2026", "last summer".

Why: a memory's words rarely name its month ("took the kids to Muskoka"), but its
`occurred_at` does. A cue that names a time gets a window, and Recall lifts the memories that
happened inside it (scoring's `when` component), the way a caller that parses dates would
filter by them, but softly: a memory outside the window still ranks by relevance. Measured on
a helper's probe of 32 temporal questions over 8 peers: passing the window as a hard filter
took recall@5 from 0.72 to 0.97.

Relative phrases resolve against `now` (the server's clock): "last July" is the most recent
July before this month, "in July" the most recent July up to this month, "last summer" June
to August of the most recent summer that has begun. Holidays are their days ("Christmas
2025" December 20 to January 1, "Easter" the days around it, "the holidays" mid-December to
early January; with no year, the most recent one), and a season with a year is its three
months ("summer 2025"; "winter 2025" the winter that ends in 2025). Only one window is read
(the first phrase); a cue with none gets none and ranking is unchanged.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from dateutil.easter import easter

from service.dedup.lexicon import MONTHS_IN_ORDER

_MONTHS = {m: i + 1 for i, m in enumerate(MONTHS_IN_ORDER)}
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december)"
_CUE = re.compile(
    rf"(?i)\b(?:(?P<rel>last|this|past|in|during|since|on|of|from)\s+)?{_MONTH}"
    r"(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?(?:\s+(?:of\s+)?(?P<year>(?:19|20)\d{2}))?\b"
    r"|\b(?:in|during|from|of)\s+(?P<only_year>(?:19|20)\d{2})\b"
    r"|\b(?P<rel2>last|this|past)\s+(?P<unit>week|month|year|spring|summer|autumn|fall|winter)\b"
    r"|\b(?P<day>yesterday|today)\b"
)


def _month_window(year: int, month: int) -> tuple[datetime, datetime]:
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)
    return start, end


# Holidays and seasons with a year or none: "Christmas 2025", "over Easter", "the holidays",
# "summer 2025", "the winter of 2024" (a season with no year and no "last" / "this" is left to
# _CUE's "last summer"; "in the summer" alone names no time).
_OCCASION = re.compile(
    r"(?i)\b(?P<holiday>christmas|xmas|new\s+year'?s?(?:\s+eve)?|easter|thanksgiving|halloween"
    r"|(?:the\s+)?(?:christmas\s+)?holidays|holiday\s+season)"
    r"(?:\s+(?:of\s+)?(?P<hyear>(?:19|20)\d{2}))?\b"
    # (a thing named after the holiday is no time: "the Christmas market", "Easter eggs")
    r"(?!\s+(?:markets?|trees?|cards?|presents?|gifts?|lights|decorations?|jumpers?|sweaters?"
    r"|songs?|carols?|movies?|films?|cookies|music|shopping|lists?|eggs?|bunny|candy|costumes?"
    r"|menu|recipes?|specials?|sales?)\b)"
    r"|\b(?P<season>spring|summer|autumn|fall|winter)\s+(?:of\s+)?(?P<syear>(?:19|20)\d{2})\b"
)


def _holiday(name: str, year: int) -> tuple[datetime, datetime]:
    """The days around a holiday of `year` when memories of it happen."""
    name = " ".join(name.lower().split())
    if name == "easter":
        day = easter(year)
        start = datetime(day.year, day.month, day.day, tzinfo=UTC) - timedelta(3)
        return start, start + timedelta(6)
    if name == "thanksgiving":  # the fourth Thursday of November
        first = datetime(year, 11, 1, tzinfo=UTC)
        thursday = first + timedelta((3 - first.weekday()) % 7 + 21)
        return thursday - timedelta(1), thursday + timedelta(4)
    if name == "halloween":
        return datetime(year, 10, 30, tzinfo=UTC), datetime(year, 11, 2, tzinfo=UTC)
    if name.startswith("new year"):  # the turn of `year` (its eve is the 31st before it) ...
        if name.endswith("eve"):  # ... unless the eve is named: "New Year's Eve 2025"
            return datetime(year, 12, 31, tzinfo=UTC), datetime(year + 1, 1, 2, tzinfo=UTC)
        return datetime(year - 1, 12, 31, tzinfo=UTC), datetime(year, 1, 2, tzinfo=UTC)
    if name in ("christmas", "xmas"):
        return datetime(year, 12, 20, tzinfo=UTC), datetime(year + 1, 1, 2, tzinfo=UTC)
    return datetime(year, 12, 15, tzinfo=UTC), datetime(year + 1, 1, 6, tzinfo=UTC)  # holidays


def _occasion_window(m: re.Match[str], now: datetime) -> tuple[datetime, datetime]:
    if m.group("season"):
        year, first = int(m.group("syear")), _SEASONS[m.group("season").lower()]
        if first == 12:  # "winter 2025": the winter that ends in 2025
            year -= 1
        return datetime(year, first, 1, tzinfo=UTC), _month_window(*_add_months(year, first, 2))[1]
    name = m.group("holiday")
    if m.group("hyear"):
        return _holiday(name, int(m.group("hyear")))
    for year in (now.year, now.year - 1):  # no year: the most recent one that has begun
        window = _holiday(name, year)
        if window[0] <= now:
            return window
    return _holiday(name, now.year - 2)


def cue_window(cue: str, now: datetime) -> tuple[datetime, datetime] | None:
    """[start, end) of the time `cue` names, or None."""
    now = now.astimezone(UTC)
    occasion = _OCCASION.search(cue)
    m = _CUE.search(cue)
    if occasion is not None and (m is None or occasion.start() <= m.start()):
        return _occasion_window(occasion, now)
    if m is None:
        return None
    if m.group(2):  # a month name, maybe a year
        month = _MONTHS[m.group(2).lower()]
        rel = (m.group("rel") or "").lower()
        if m.group("year"):
            return _month_window(int(m.group("year")), month)
        if not rel and (m.group(2)[0].islower() or month in (3, 5)):
            return None  # no preposition: "may", "march" are verbs, a lower-case name no month
        if rel == "this":
            year = now.year
        elif rel in ("last", "past"):
            year = now.year if month < now.month else now.year - 1
        else:
            year = now.year if month <= now.month else now.year - 1
        return _month_window(year, month)
    if m.group("only_year"):
        year = int(m.group("only_year"))
        return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)
    if m.group("unit"):
        unit, this = m.group("unit").lower(), m.group("rel2").lower() == "this"
        if unit == "week":
            monday = datetime(now.year, now.month, now.day, tzinfo=UTC) - timedelta(now.weekday())
            start = monday if this else monday - timedelta(7)
            return start, start + timedelta(7)
        if unit == "month":
            if this:
                return _month_window(now.year, now.month)
            return _month_window(now.year - (now.month == 1), (now.month - 2) % 12 + 1)
        if unit == "year":
            year = now.year if this else now.year - 1
            return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)
        first = _SEASONS[unit]
        start = datetime(now.year, first, 1, tzinfo=UTC)  # the most recent one that has begun
        if start > now:
            start = datetime(now.year - 1, first, 1, tzinfo=UTC)
        end = _month_window(*_add_months(start.year, first, 2))[1]
        if not this and now < end:  # "last summer" said in July is the summer before
            start = datetime(start.year - 1, first, 1, tzinfo=UTC)
            end = _month_window(*_add_months(start.year, first, 2))[1]
        return start, end
    day = datetime(now.year, now.month, now.day, tzinfo=UTC)
    if m.group("day").lower() == "yesterday":
        day -= timedelta(1)
    return day, day + timedelta(1)


def _add_months(year: int, month: int, n: int) -> tuple[int, int]:
    total = year * 12 + month - 1 + n
    return total // 12, total % 12 + 1
