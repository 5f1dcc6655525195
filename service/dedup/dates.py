"""Times and dates written in numbers, rewritten the way the analysis reads them: "4pm" is
"16:00", "02:00" is "2:00", "2025-06-30" and "30/06/2025" are "June 30 2025", "03/2027" is
"March 2027". Two texts that name one time or date in different notations then compare as
the same words; a changed time or date stays a changed number.
"""

from __future__ import annotations

import re

from service.dedup import lexicon as lx
from service.month_names import MONTH_OF, MONTH_WORDS

# "4pm", "2 AM", "11:30 a.m.": the 24-hour clock, so "at 4pm" is "at 16:00".
_TWELVE_HOUR = re.compile(
    r"(?i)(?<![\d.,$\u20ac\u00a3])\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\b\.?"
)
# "02:00" is "2:00"
_CLOCK_ZERO = re.compile(r"(?<![\d:.])0(\d:\d{2})\b")
# A slashed date whose day and month could trade places stays as written, and a date inside
# a name is part of it ("backup-2025-06-30.tar" is a file, another date another file).
_ISO_DATE = re.compile(r"(?<![\w./-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\w/-]|\.\w)")
_NUMERIC_DATE = re.compile(r"(?<![\w./-])(\d{1,2})([/.])(\d{1,2})\2(\d{4})(?![\w/-]|\.\w)")
# "28/02/25": a slashed date with a two-digit year is the same date with four ("28/02/2025",
# dedup probe 131); a dotted one may be a version ("1.2.25") and stays
_PIVOT = 40  # "03/04/65" is 1965, "28/02/25" 2025: notes name birthdays and near dates
_SHORT_YEAR = re.compile(r"(?<![\w./-])(\d{1,2})/(\d{1,2})/(\d{2})(?![\w/-]|\.\w)")
# A span of clock times, however it is joined: "19:00-00:00", "from 7pm to 11pm", "7pm until
# midnight" all read "19:00 until ..." (dedup probe 131)
_CLOCK_SPAN = re.compile(
    r"(?i)(?:\bfrom\s+)?(?<![\w:.])(\d{1,2}:\d{2})\s*(?:[-\u2013\u2014]|\s(?:to|until|till|til)\s)\s*"
    r"(\d{1,2}:\d{2}|midnight|noon)(?![\w:])"
)
# "03/2027" (an expiry, a start): a month and a year, "March 2027"
_MONTH_YEAR = re.compile(r"(?<![\w./-])(0?[1-9]|1[0-2])/((?:19|20)\d{2})(?![\w/-]|\.\w)")


# A range of days in one month, written short: "May 6-8" is "May 6 to May 8", "6-8 May" is
# "6 May to 8 May" (so the two notations of one range are one text).
_MONTH = (
    r"(?i:(january|february|march|april|may|june|july|august|september|october|november"
    r"|december))"
)
_DAYS_AFTER_MONTH = re.compile(
    rf"\b{_MONTH}\s+(\d{{1,2}})\s*[-\u2013\u2014]\s*(\d{{1,2}})\b(?![-:/\d]|\.\d)"
)
_DAYS_BEFORE_MONTH = re.compile(
    rf"(?<![\d./:-])\b(\d{{1,2}})\s*[-\u2013\u2014]\s*(\d{{1,2}})\s+{_MONTH}\b"
)


def _days_after_month(m: re.Match[str]) -> str:
    month, first, last = m.groups()
    return f"{month} {first} to {month} {last}" if int(first) < int(last) else m.group(0)


def _days_before_month(m: re.Match[str]) -> str:
    first, last, month = m.groups()
    return f"{first} {month} to {last} {month}" if int(first) < int(last) else m.group(0)


# A clock time of the morning is one before noon: "9:15 in the morning" is "9:15 am", "six in
# the evening" "six pm" (the clock rules below then read either the same).
_HOURS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve"]  # fmt: skip
_OF_THE_DAY = re.compile(
    rf"(?i)\b(\d{{1,2}}(?::[0-5]\d)?|{'|'.join(_HOURS)})\s+in\s+the\s+(morning|afternoon|evening)\b"
)


def _of_the_day(m: re.Match[str]) -> str:
    hour = m.group(1).lower()
    hour = str(_HOURS.index(hour) + 1) if hour in _HOURS else hour
    return f"{hour} {'am' if m.group(2).lower() == 'morning' else 'pm'}"


def times_and_dates(s: str) -> str:
    s = _OF_THE_DAY.sub(_of_the_day, s)
    s = _DAYS_AFTER_MONTH.sub(_days_after_month, s)
    s = _DAYS_BEFORE_MONTH.sub(_days_before_month, s)
    s = _TWELVE_HOUR.sub(_clock24, s)
    s = _CLOCK_ZERO.sub(r"\1", s)
    s = _CLOCK_SPAN.sub(r"\1 until \2", s)
    s = _SHORT_YEAR.sub(lambda m: f"{m[1]}/{m[2]}/{'19' if int(m[3]) > _PIVOT else '20'}{m[3]}", s)
    s = _ISO_DATE.sub(_iso_date, s)
    s = _NUMERIC_DATE.sub(_numeric_date, s)
    return _MONTH_YEAR.sub(lambda m: _month_year(m, s), s)


# Before "03/2027": a date's words ("expires 03/2027", "since 3/2024"), not a number's
# ("Sprint 12/2024", "Ley 3/2018", "Issue 3/2021", "odds 1/2000": an adversarial review's)
_DATE_WORDS = frozenset(
    ["expires", "expiry", "exp", "expiring", "expired", "since", "from", "until", "till",
     "valid", "in", "on", "by", "due", "started", "starts", "start", "ends", "end", "born",
     "thru", "through"]
)  # fmt: skip


def _month_year(m: re.Match[str], s: str) -> str:
    before = s[max(0, m.start() - 20) : m.start()].split()
    if not before or before[-1].lower().rstrip(":,") not in _DATE_WORDS:
        return m.group(0)
    return f"{lx.MONTHS_IN_ORDER[int(m.group(1)) - 1].capitalize()} {m.group(2)}"


def _clock24(m: re.Match[str]) -> str:
    hour, minute, half = int(m.group(1)), m.group(2) or "00", m.group(3).lower()
    if not 1 <= hour <= 12 or int(minute) > 59:  # "10.99pm" is a price a month
        return m.group(0)
    hour = hour % 12 + (12 if half == "p" else 0)
    return f"{hour}:{minute}"


def _as_words(year: int, month: int, day: int, written: str) -> str:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return written
    return f"{lx.MONTHS_IN_ORDER[month - 1].capitalize()} {day} {year}"


def _iso_date(m: re.Match[str]) -> str:
    return _as_words(int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(0))


def _numeric_date(m: re.Match[str]) -> str:
    a, b, year = int(m.group(1)), int(m.group(3)), int(m.group(4))
    if m.group(2) == "." or (a > 12 and b <= 12):  # 30.06.2025, 30/06/2025: the day first
        return _as_words(year, b, a, m.group(0))
    if b > 12 and a <= 12:  # 06/30/2025
        return _as_words(year, a, b, m.group(0))
    return m.group(0)


# A day and month in numbers, no year ("30/09", "14.11."), against the other text's date in
# words ("30 September", "Nov 14"): the same date when one reading (day first or month first)
# is that one, so "Dentist 30/09" and "Dentist on September 30" compare as one (the dedup
# probes of 2026-12-06 left such pairs as two). Never rewritten without a named date to agree
# with: "1/2" alone is a half.
_SHORT_NUMERIC = re.compile(
    r"(?<![\w./:-])(\d{1,2})(?:/(\d{1,2})|\.(\d{1,2})\.?)(?![\w/:-]|\.\d|\d)"
)
# ... in any of the languages the month names are known in ("12 novembre", "5 maja", "3.
# Dezember", "Nov 14")
_NAMED_MONTH = rf"({MONTH_WORDS})\.?"
_NAMED_DATE = re.compile(
    rf"(?i)(?<![\w.,/-])(\d{{1,2}})(?:st|nd|rd|th|er|\.)?(?:\s+of|\s+de)?\s+{_NAMED_MONTH}(?!\w)"
    rf"|(?<!\w){_NAMED_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?(?![\w:])"
)


def _named_dates(s: str) -> dict[tuple[int, int], str]:
    """(month, day) of every date `s` writes with its month's name, and how it writes it."""
    out: dict[tuple[int, int], str] = {}
    for m in _NAMED_DATE.finditer(s):
        day, name = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        month = MONTH_OF.get(name.lower().rstrip("."))
        if month is not None and 1 <= int(day) <= 31:
            out.setdefault((month, int(day)), m.group(0))
    return out


# A full date whose day and month could trade places ("02/09/2024": 2 September or February
# 9), left as written by `times_and_dates`: one reading may be the other text's date in words.
_AMBIGUOUS_DATE = re.compile(r"(?<![\w./:-])(\d{1,2})/(\d{1,2})/((?:19|20)\d{2})(?![\w/-]|\.\w)")


def dated_alike(new: str, old: str) -> tuple[str, str]:
    """Each text's short numeric date written as the other text writes that date in words."""
    return _dated_as(new, _named_dates(old)), _dated_as(old, _named_dates(new))


def _dated_as(s: str, named: dict[tuple[int, int], str]) -> str:
    if not named:
        return s

    def as_named(a: int, b: int, either: bool) -> str | None:
        """The other text's own words for day a of month b (or, `either`, day b of a)."""
        for month, day in ((b, a), (a, b)) if either else ((b, a),):
            if (month, day) in named:
                return named[month, day]
        return None

    def words(m: re.Match[str]) -> str:
        found = as_named(int(m.group(1)), int(m.group(2) or m.group(3)), bool(m.group(2)))
        return found or m.group(0)

    def full(m: re.Match[str]) -> str:
        found = as_named(int(m.group(1)), int(m.group(2)), True)
        return f"{found} {m.group(3)}" if found else m.group(0)

    return _SHORT_NUMERIC.sub(words, _AMBIGUOUS_DATE.sub(full, s))
