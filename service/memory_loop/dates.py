"""Relative time said in a turn, pinned to the calendar ("yesterday" -> "yesterday (7 May 2023)").

A brief is read weeks or months after the words were said: "yesterday" or "last year" in an
extracted fact or a summary would then point at the wrong day. Each clear relative expression
is annotated with the date it meant, computed from the turn's own time; vague ones ("a while
ago", "soon") are left alone rather than guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from service.month_names import MONTH_FORMS

# The attribute a stored turn keeps its transcript's time zone in: its relative dates are read
# in the speaker's day, at extraction and again when consolidation summarises it.
TIME_ZONE = "time_zone"


def zone(name: str) -> tzinfo | None:
    """The IANA zone of that name, or None for "" and names the system does not know."""
    if not name:
        return None
    try:
        return ZoneInfo(name)
    except (ValueError, OSError, ZoneInfoNotFoundError):
        return None


def local_time(at: datetime, time_zone: str) -> datetime:
    """`at` in the speaker's zone: "yesterday" said at 23:30 in New York is the day before
    New York's, which UTC had already moved past (a memory-loop review of 2026-12-07)."""
    found = zone(time_zone)
    return at.astimezone(found) if found is not None else at


_DAY = timedelta(days=1)
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
}


def day(at: datetime) -> str:
    """`7 May 2023`: the form every brief and summary uses."""
    return f"{at.day} {at:%B %Y}"


def _month(at: datetime, delta: int) -> str:
    index = at.year * 12 + at.month - 1 + delta
    return datetime(index // 12, index % 12 + 1, 1).strftime("%B %Y")


def _weekday(at: datetime, name: str, direction: int) -> str:
    """The named weekday strictly before (direction -1) or after (+1) `at`."""
    target = WEEKDAYS.index(name.lower())
    step = 1
    while (at + timedelta(days=direction * step)).weekday() != target:
        step += 1
    return day(at + timedelta(days=direction * step))


def _ago(at: datetime, count: str, unit: str) -> str:
    n = int(count) if count.isdigit() else _NUMBERS.get(count.lower(), 0)
    if not n or n > 100:
        return ""
    unit = unit.lower().rstrip("s")
    if unit == "year":
        return str(at.year - n)
    if unit == "month":
        return _month(at, -n)
    if unit == "week":
        return f"the week of {day(at - timedelta(weeks=n))}"
    return day(at - timedelta(days=n))


_N = r"(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
_WD = "|".join(WEEKDAYS)
_RULES: list[tuple[re.Pattern[str], Callable[[datetime, re.Match[str]], str]]] = [
    (re.compile(r"\byesterday\b", re.I), lambda at, m: day(at - timedelta(days=1))),
    (re.compile(r"\blast night\b", re.I), lambda at, m: day(at - timedelta(days=1))),
    (
        re.compile(r"\b(today|tonight|this (?:morning|afternoon|evening))\b", re.I),
        lambda at, m: day(at),
    ),
    (re.compile(r"\btomorrow\b", re.I), lambda at, m: day(at + timedelta(days=1))),
    (re.compile(r"\blast weekend\b", re.I), lambda at, m: f"the weekend before {day(at)}"),
    (re.compile(r"\bthis weekend\b", re.I), lambda at, m: f"the weekend of {day(at)}"),
    (re.compile(r"\blast week\b", re.I), lambda at, m: f"the week before {day(at)}"),
    (re.compile(r"\bnext week\b", re.I), lambda at, m: f"the week after {day(at)}"),
    (re.compile(r"\blast month\b", re.I), lambda at, m: _month(at, -1)),
    (re.compile(r"\bthis month\b", re.I), lambda at, m: _month(at, 0)),
    (re.compile(r"\bnext month\b", re.I), lambda at, m: _month(at, 1)),
    (re.compile(r"\blast year\b", re.I), lambda at, m: str(at.year - 1)),
    (re.compile(r"\bthis year\b", re.I), lambda at, m: str(at.year)),
    (re.compile(r"\bnext year\b", re.I), lambda at, m: str(at.year + 1)),
    (
        re.compile(rf"\blast ({_WD})\b", re.I),
        lambda at, m: _weekday(at, m.group(1), -1),
    ),
    (
        re.compile(rf"\bnext ({_WD})\b", re.I),
        lambda at, m: _weekday(at, m.group(1), 1),
    ),
    (
        re.compile(rf"\b{_N} (years?|months?|weeks?|days?) ago\b", re.I),
        lambda at, m: _ago(at, m.group(1), m.group(2)),
    ),
]


def pin_dates(text: str, at: datetime) -> str:
    """`text` with each clear relative time expression followed by its date in brackets."""
    spans: list[tuple[int, int, str]] = []
    for pattern, resolve in _RULES:
        for m in pattern.finditer(text):
            if any(s < m.end() and m.start() < e for s, e, _ in spans):
                continue  # an earlier rule already pinned an overlapping phrase
            value = resolve(at, m)
            if value:
                spans.append((m.start(), m.end(), value))
    for _start, end, value in sorted(spans, reverse=True):  # right to left: offsets hold
        if text[end : end + 2] == " (":
            continue  # already annotated (an idempotent second pass)
        text = f"{text[:end]} ({value}){text[end:]}"
    return text


# (English full names: the first form of each month in `service.month_names`)
_MONTHS = [MONTH_FORMS[n].split()[0] for n in range(1, 13)]
_MONTH_RE = "|".join(name.capitalize() for name in _MONTHS)
# "18 September 2026" (as pinned above), "December 1", "1 December": full month names,
# capitalised ("may" is a verb)
_DAY_MONTH = re.compile(rf"\b([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)? ({_MONTH_RE})(?: (\d{{4}}))?\b")
_MONTH_DAY = re.compile(
    rf"\b({_MONTH_RE}) ([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?:,? (\d{{4}}))?\b"
)


# A month or a year as pinned above ("next month (February 2025)", "next year (2026)"), or
# said with its year: "in March 2027", "by 2030".
_MONTH_YEAR = re.compile(rf"\b({_MONTH_RE}) (\d{{4}})\b")
_YEAR = re.compile(r"\((\d{4})\)|\b(?:in|by|during|until|before) (\d{4})\b")


def named_days(text: str, said: datetime) -> list[datetime]:
    """The calendar days a text names ("on 18 September 2026", "before December 1"), each as
    the start of that day in `said`'s zone; a day without a year is the first one on or after
    the day it was said (plans name days ahead). A month or a year named without a day counts
    as its last day ("next month (February 2025)" is 28 February 2025): a plan for a month is
    over when the month is."""
    out = []
    days = [*_DAY_MONTH.finditer(text), *_MONTH_DAY.finditer(text)]
    found = [(m.group(1), m.group(2), m.group(3)) for m in _DAY_MONTH.finditer(text)]
    found += [(m.group(2), m.group(1), m.group(3)) for m in _MONTH_DAY.finditer(text)]
    start = said.replace(hour=0, minute=0, second=0, microsecond=0)
    for m in _MONTH_YEAR.finditer(text):
        if not any(
            d.start() <= m.start() < d.end() or m.start() <= d.start() < m.end() for d in days
        ):
            number = _MONTHS.index(m.group(1).lower()) + 1
            first_next = datetime(int(m.group(2)) + number // 12, number % 12 + 1, 1)
            out.append(start.replace(year=first_next.year, month=first_next.month, day=1) - _DAY)
    for m in _YEAR.finditer(text):
        whole = int(m.group(1) or m.group(2))
        if 1900 <= whole <= 2199:
            out.append(start.replace(year=whole, month=12, day=31))
    for d, month, year in found:
        number = _MONTHS.index(month.lower()) + 1
        years = [int(year)] if year else [start.year, start.year + 1]
        for y in years:
            try:
                at = start.replace(year=y, month=number, day=int(d))
            except ValueError:
                break  # 31 June: no such day
            if year or at >= start:
                out.append(at)
                break
    return out
