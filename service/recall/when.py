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
months ("summer 2025"; "winter 2025" the winter that ends in 2025), and the start of a year
its first quarter ("at the start of the year", "early last year", "early 2025": blind probe
140 asked "where did Leo have swimming lessons at the start of the year?" and got May's). A
span back from now is that time, widened ("two weeks ago" 10 to 19 days back), and its words
leave the keyword search ("spent two weeks in Amman" answers no "what happened two weeks
ago?") unless nothing in the partition happened in the window: a conversation stored years
after it was held says "4 years ago" of its own time, and there the words find the answer
("I've known these friends for 4 years"). On the eighth recall probe temporal MRR 0.703 ->
0.758 with the window, 0.806 with the words out too; always taking them out cost LoCoMo's
tune split (recall@10 of categories 1-4 0.694 -> 0.692). Only one window is read (the first
phrase; at the same word the more exact reading); a cue with none gets none and ranking is
unchanged.

Days, weeks and weekdays ("last week", "on Tuesday", "gestern") are `when_days`'s, dates and
months in other languages ("16 de abril", "w lutym 2026") `when_dates`'s, holidays by name
`when_holidays`'s: on the recall probes of 2026-12-04..06 (tuned on) 329 of 347 temporal
questions now name a window holding their answers, against 264 before.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from service.dedup.lexicon import MONTHS_IN_ORDER
from service.recall.tense import in_past_tense, question
from service.recall.when_dates import NAMED_DATES, date_window, month_window, recent_month
from service.recall.when_days import day_window
from service.recall.when_holidays import HOLIDAY, holiday_window

_MONTHS = {m: i + 1 for i, m in enumerate(MONTHS_IN_ORDER)}
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_MONTH = r"(january|february|march|april|may|june|july|august|september|october|november|december)"
_CUE = re.compile(
    rf"(?i)\b(?:(?P<rel>last|this|past|in|during|since|on|of|from|the)\s+)?{_MONTH}"
    r"(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?(?:\s+(?:of\s+)?(?P<year>(?:19|20)\d{2}))?\b"
    r"|\b(?:in|during|from|of|before|after|since|until|till)\s+(?P<only_year>(?:19|20)\d{2})\b"
    r"|\b(?:the\s+)?(?P<edge>start|beginning)\s+of\s+(?:(?P<rel3>the|this|last)\s+)?year\b"
    r"|\b(?P<early>early)\s+(?:(?P<rel4>this|last)\s+year|(?P<early_year>(?:19|20)\d{2}))\b"
    r"|\b(?P<rel2>last|this|past)\s+(?P<unit>month|year|spring|summer|autumn|fall|winter)\b"
    r"|\b(?P<day>yesterday|today|last\s+night)\b"
    r"|\blast\s+(?P<weekday>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# A bound before the time named: "before September 2026" is everything up to it, "since
# March" and "after Easter" what came since (the time named alone would exclude the rest).
_BOUND = re.compile(r"(?i)\b(?P<bound>before|prior\s+to|until|till|since|after)\s+$")
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
# A year a window names: once the window holds what happened then, the year as a word only
# finds texts that mention another event of that year ("Thanksgiving 2025" for "where did
# she travel in October 2025?").
_YEAR_IN = re.compile(r"\b(?:19|20)\d{2}\b")


# Seasons with a year: "summer 2025", "the winter of 2024" (a season with no year and no
# "last" / "this" is left to _CUE's "last summer"; "in the summer" alone names no time).
_SEASON_YEAR = re.compile(
    r"(?i)\b(?P<season>spring|summer|autumn|fall|winter)\s+(?:of\s+)?(?P<syear>(?:19|20)\d{2})\b"
)


# A span back from now: "two weeks ago", "3 days ago", "a fortnight ago", "vor zwei Wochen",
# "hace 3 meses", "il y a deux semaines", "the other day", "last weekend". The window is the
# time named, widened either side (`_SPREAD`): people round.
# "Recently" and "lately" name no span: "how is his blood sugar lately?" asks for the latest
# reading, however old (a 45-day window moved one probe question up and another down).
_COUNT = (
    r"\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a\s+couple(?:\s+of)?|a\s+few|few|several|zwei|drei|vier|f\u00fcnf|sechs|einer?|einem"
    r"|un[ae]?|dos|tres|cuatro|cinco|deux|trois|quatre|cinq|due|tre|quattro|duas|tr\u00eas"
)
_AGO = re.compile(
    rf"(?i)\b(?P<n>(?:a\s+)?half\s+an?|{_COUNT})(?P<and_half>\s+and\s+a\s+half)?"
    r"\s+(?P<u>days?|nights?|weeks?|months?|years?)\s+(?:ago|back)\b"
    r"|\ba\s+(?P<fortnight>fortnight)\s+ago\b"
    rf"|\b(?:vor|hace|il\s+y\s+a|h\u00e1|fa)\s+(?P<n2>{_COUNT})\s+"
    r"(?P<u2>tag(?:en)?|wochen?|monat(?:en)?|jahr(?:en)?|d\u00edas?|semanas?|mes(?:es)?|a\u00f1os?"
    r"|jours?|semaines?|mois|ans?|ann\u00e9es?|giorni|settimane?|mes[ei]|anni|dias?|meses|anos?)\b"
    r"|(?<!\w)(?P<n3>\d{1,2}|due|tre|quattro|cinque)\s+(?P<u3>giorni|settimane|mesi|anni)\s+fa\b"
    r"|\b(?P<recent>the\s+other\s+day|(?:last|this)\s+weekend|the\s+day\s+before\s+yesterday)\b"
)
# A span said to the day or the week: "a year ago today", "exactly a month ago", "a year ago
# this weekend" (recall probe 11: "a year ago" alone is a quarter of a year either side)
_TO_THE_DAY = re.compile(r"(?i)\s+(?:today|to\s+the\s+day)\b")
_TO_THE_WEEK = re.compile(r"(?i)\s+this\s+week(?:end)?\b")
_EXACTLY = re.compile(r"(?i)\b(?:exactly|precisely)\s+$")
_WORD_COUNT = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "few": 3, "several": 4,
    "zwei": 2, "drei": 3, "vier": 4, "f\u00fcnf": 5, "sechs": 6, "ein": 1, "eine": 1, "einer": 1,
    "einem": 1, "un": 1, "una": 1, "une": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "due": 2, "tre": 3, "quattro": 4,
    "cinque": 5, "duas": 2, "tr\u00eas": 3,
}  # fmt: skip
# How far either side of the time named a memory may be: most of a day or a week, about half
# a month, a quarter of a year ("a year ago" is not half of everything since).
_SPREAD = {1.0: 0.75, 7.0: 0.75, 30.4: 0.6, 365.0: 0.25}
_UNITS = (
    (("day", "night", "tag", "d\u00eda", "dia", "jour", "giorn"), 1.0),
    (("week", "woche", "semana", "semaine", "settiman"), 7.0),
    (("month", "monat", "mes", "mois"), 30.4),
    (("year", "jahr", "a\u00f1o", "an", "ann", "ano"), 365.0),
)


_PLANNED = re.compile(
    r"\bfor\s+this\s+weekend\b|\b(?:plan\w*|book\w*|schedul\w*|organi[sz]\w*|arrang\w*|"
    r"going\s+to|will)\b",
    re.IGNORECASE,
)


def _just_gone(cue: str, now: datetime) -> bool:
    """ "What did Sam do this weekend?" on a weekday is about the one just gone (a question
    in the past tense about one to come rarely makes sense); "What did Sam book for this
    weekend?" and "What has Sam planned this weekend?" about the one to come. The question
    is read, not its context ("What is Sam doing this weekend? He said he was tired.")."""
    asked = question(cue)
    return in_past_tense(asked) and _PLANNED.search(asked) is None


def _ago_window(m: re.Match[str], now: datetime) -> tuple[datetime, datetime]:
    recent = " ".join((m.group("recent") or "").lower().split())
    today = datetime(now.year, now.month, now.day, tzinfo=UTC)
    if recent.endswith("weekend"):
        # the Saturday and Sunday before this week's ("last weekend" said on a Sunday is the
        # one before: recall probe 11), or this week's ("this weekend")
        back = (now.weekday() - 5) % 7
        if recent.startswith("last"):
            back += 7 if now.weekday() >= 5 else 0
        elif now.weekday() < 5 and not _just_gone(m.string, now):
            back -= 7  # said on a weekday: the one to come
        saturday = today - timedelta(back)
        return saturday, saturday + timedelta(2)
    if recent == "the day before yesterday":
        return today - timedelta(2), today - timedelta(1)
    if recent:
        return now - timedelta(8), now  # "the other day"
    if m.group("fortnight"):
        count, unit = 2.0, 7.0
    else:
        word = " ".join((m.group("n") or m.group("n2") or m.group("n3")).lower().split())
        count = float(word) if word.isdigit() else float(_WORD_COUNT.get(word.split()[-1], 2))
        if "half" in word:  # "half a year ago"
            count = 0.5
        elif m.group("and_half"):  # "two and a half weeks ago"
            count += 0.5
        name = (m.group("u") or m.group("u2") or m.group("u3")).lower()
        unit = next(days for stems, days in _UNITS if name.startswith(stems))
    center = now - timedelta(days=count * unit)
    half = timedelta(days=max(1.5, _SPREAD[unit] * unit))
    if _TO_THE_DAY.match(m.string, m.end()) or _EXACTLY.search(m.string[: m.start()]):
        half = timedelta(days=1.5)
    elif _TO_THE_WEEK.match(m.string, m.end()):
        half = min(half, timedelta(days=4))
    return center - half, min(now, center + half)


def without_span_back(cue: str) -> str:
    """The cue without its "two weeks ago", and without the year of a month, holiday or
    season it names ("in October 2025"), for the keyword search."""
    cue = _AGO.sub(" ", cue)
    named = (_CUE, HOLIDAY, _SEASON_YEAR, *NAMED_DATES)
    spans = [m.span() for rx in named for m in rx.finditer(cue)]
    for start, end in sorted(spans, reverse=True):
        cue = cue[:start] + _YEAR_IN.sub(" ", cue[start:end]) + cue[end:]
    return cue


def _season_window(m: re.Match[str]) -> tuple[datetime, datetime]:
    year, first = int(m.group("syear")), _SEASONS[m.group("season").lower()]
    if first == 12:  # "winter 2025": the winter that ends in 2025
        year -= 1
    return datetime(year, first, 1, tzinfo=UTC), month_window(*_add_months(year, first, 2))[1]


def cue_window(cue: str, now: datetime) -> tuple[datetime, datetime] | None:
    """[start, end) of the time `cue` names, or None; after "before" everything up to it,
    after "since" or "after" everything from it to now."""
    now = now.astimezone(UTC)
    found = _named_window(cue, now)
    if found is None:
        return None
    (start, end), at = found
    bound = _BOUND.search(cue[max(0, at - 12) : at])
    if bound is None:
        return start, end
    word = bound.group("bound").lower()
    if word == "since":
        return start, max(end, now)
    if word == "after":
        return (end, now) if end < now else (start, end)
    return _EPOCH, start


def _named_window(cue: str, now: datetime) -> tuple[tuple[datetime, datetime], int] | None:
    """The first time `cue` names, and where its words begin. Where two readings begin at
    the same word the more exact one wins: a day before its month ("on March 15"), a holiday
    before a weekday of its name ("Mardi Gras", "Viernes Santo"), a span of days before a
    calendar week."""
    found: list[tuple[int, int, tuple[datetime, datetime]]] = []
    for rank, finder in enumerate((date_window, holiday_window, day_window)):
        got = finder(cue, now)
        if got is not None:
            found.append((got[1], rank, got[0]))
    ago = _AGO.search(cue)
    if ago is not None:
        found.append((ago.start(), 3, _ago_window(ago, now)))
    season = _SEASON_YEAR.search(cue)
    if season is not None:
        found.append((season.start(), 4, _season_window(season)))
    for m in _CUE.finditer(cue):
        window = _cue_match_window(m, now)
        if window is not None:
            found.append((_cue_at(m), 5, window))
            break
    if not found:
        return None
    at, _, window = min(found, key=lambda f: (f[0], f[1]))
    return window, at


def _cue_at(m: re.Match[str]) -> int:
    """Where a month, a year or a relative phrase begins ("on March 15": at "March")."""
    for group in (2, "only_year"):
        if m.group(group):
            return m.start(group)
    return m.start()


def _cue_match_window(m: re.Match[str], now: datetime) -> tuple[datetime, datetime] | None:
    if m.group(2):  # a month name, maybe a year
        month = _MONTHS[m.group(2).lower()]
        rel = (m.group("rel") or "").lower()
        if m.group("year"):
            return month_window(int(m.group("year")), month)
        if not rel and (m.group(2)[0].islower() or month in (3, 5)):
            return None  # no preposition: "may", "march" are verbs, a lower-case name no month
        if rel == "the" and m.group(2)[0].islower():
            return None  # "the march on Washington"; "the May offsite" is May's
        if rel == "this":
            year = now.year
        elif rel in ("last", "past"):
            year = now.year if month < now.month else now.year - 1
        else:
            year = recent_month(month, now)
        return month_window(year, month)
    if m.group("edge") or m.group("early"):
        # "at the start of the year", "early last year", "early 2025": its first quarter
        rel = (m.group("rel3") or m.group("rel4") or "").lower()
        year = int(m.group("early_year") or now.year - (rel == "last"))
        return datetime(year, 1, 1, tzinfo=UTC), datetime(year, 4, 1, tzinfo=UTC)
    if m.group("only_year"):
        year = int(m.group("only_year"))
        return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)
    if m.group("unit"):
        unit, this = m.group("unit").lower(), m.group("rel2").lower() == "this"
        if unit == "month":
            if this:
                return month_window(now.year, now.month)
            return month_window(now.year - (now.month == 1), (now.month - 2) % 12 + 1)
        if unit == "year":
            year = now.year if this else now.year - 1
            return datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)
        first = _SEASONS[unit]
        start = datetime(now.year, first, 1, tzinfo=UTC)  # the most recent one that has begun
        if start > now:
            start = datetime(now.year - 1, first, 1, tzinfo=UTC)
        end = month_window(*_add_months(start.year, first, 2))[1]
        if not this and now < end:  # "last summer" said in July is the summer before
            start = datetime(start.year - 1, first, 1, tzinfo=UTC)
            end = month_window(*_add_months(start.year, first, 2))[1]
        return start, end
    day = datetime(now.year, now.month, now.day, tzinfo=UTC)
    if m.group("weekday"):  # the most recent one before today, a little either side
        back = (now.weekday() - _WEEKDAYS.index(m.group("weekday").lower())) % 7 or 7
        day -= timedelta(back)
        return day - timedelta(hours=12), day + timedelta(hours=36)
    if m.group("day").lower() != "today":  # yesterday, last night
        day -= timedelta(1)
    return day, day + timedelta(1)


def _add_months(year: int, month: int, n: int) -> tuple[int, int]:
    total = year * 12 + month - 1 + n
    return total // 12, total % 12 + 1
