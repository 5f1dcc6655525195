"""Holidays and festivals a cue names, as the days memories of them happen on.

Why: "What did Raj's family do for Diwali 2025?", "¿Qué pasó en Nochebuena?", "Where was
David on Canada Day?" name a time as surely as "in March" does, and a memory of the day
rarely says the holiday's name ("lit diyas with the cousins"). The recall probes of
2026-12-04..06 asked about 20 holidays by name in six languages; the parser knew five
(Christmas, New Year, Easter, Thanksgiving, Halloween), in English only.

With a year ("Christmas 2025", "Thanksgiving in 2025") the holiday of that year; with "last
year" after it the one before this year's; with no year the most recent one that has begun.
Holidays whose date moves with a lunar calendar (Diwali, Lunar New Year) are read from a
table of their dates; years outside it name no window rather than a wrong one.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from dateutil.easter import easter

from service.recall.when_dates import LETTERS, cue_words

Window = tuple[datetime, datetime]

# Each name: how its days are found (`_days`). Ordered longest first in the pattern, so
# "christmas eve" is read before "christmas" and "canadian thanksgiving" before "thanksgiving".
_NAMES: dict[str, str] = {
    # the turn of the year and Christmas
    "new year's eve": "nye", "new years eve": "nye", "new year eve": "nye", "nye": "nye",
    "hogmanay": "nye", "silvester": "nye", "sylwester": "nye", "nochevieja": "nye",
    "saint-sylvestre": "nye", "la saint-sylvestre": "nye", "oudejaarsavond": "nye",
    "réveillon du nouvel an": "nye", "new year's day": "new year", "new year's": "new year",
    "new years": "new year", "new year": "new year", "neujahr": "new year",
    "año nuevo": "new year", "jour de l'an": "new year", "nouvel an": "new year",
    "capodanno": "new year", "ano novo": "new year", "nowy rok": "new year",
    "christmas eve": "christmas eve", "nochebuena": "christmas eve",
    "heiligabend": "christmas eve", "wigilia": "christmas eve", "veille de noël": "christmas eve",
    "vigilia di natale": "christmas eve", "kerstavond": "christmas eve",
    "christmas": "christmas", "xmas": "christmas", "navidad": "christmas", "noël": "christmas",
    "weihnachten": "christmas", "natale": "christmas", "no natal": "christmas",
    "kerstmis": "christmas", "kerst": "christmas", "boże narodzenie": "christmas",
    "vánoce": "christmas", "boxing day": "boxing day",
    "the christmas holidays": "holidays", "christmas holidays": "holidays",
    "the holidays": "holidays", "holiday season": "holidays",
    # Easter and the days that move with it
    "easter": "easter", "pascua": "easter", "semana santa": "easter", "pâques": "easter",
    "ostern": "easter", "pasqua": "easter", "páscoa": "easter", "pasen": "easter",
    "wielkanoc": "easter", "påsk": "easter", "good friday": "good friday",
    "viernes santo": "good friday", "karfreitag": "good friday", "vendredi saint": "good friday",
    "carnaval": "carnival", "karneval": "carnival",
    "fasching": "carnival", "mardi gras": "carnival", "shrove tuesday": "carnival",
    "pancake day": "carnival", "pentecost": "pentecost", "whitsun": "pentecost",
    "pfingsten": "pentecost", "pentecôte": "pentecost", "pentecostés": "pentecost",
    # days that fall on a weekday of a month
    "thanksgiving": "thanksgiving", "canadian thanksgiving": "thanksgiving ca",
    "black friday": "black friday", "cyber monday": "cyber monday",
    "mother's day": "mother's day", "mothers day": "mother's day", "muttertag": "mother's day",
    "father's day": "father's day", "fathers day": "father's day",
    "memorial day": "memorial day", "labor day": "labor day", "labour day": "labor day",
    # days of a fixed date
    "halloween": "10-31", "valentine's day": "02-14", "valentines day": "02-14",
    "valentine's": "02-14", "san valentín": "02-14", "saint-valentin": "02-14",
    "valentinstag": "02-14", "walentynki": "02-14", "san valentino": "02-14",
    "st patrick's day": "03-17", "st. patrick's day": "03-17", "saint patrick's day": "03-17",
    "st paddy's day": "03-17", "paddy's day": "03-17", "canada day": "07-01",
    "fourth of july": "07-04", "4th of july": "07-04", "independence day": "independence",
    "bastille day": "07-14", "king's day": "04-27", "kings day": "04-27",
    "koningsdag": "04-27", "may day": "05-01", "guy fawkes night": "11-05",
    "bonfire night": "11-05", "all saints' day": "11-01", "all saints day": "11-01",
    "toussaint": "11-01", "allerheiligen": "11-01", "todos los santos": "11-01",
    "ognissanti": "11-01", "wszystkich świętych": "11-01",
    "day of the dead": "dead", "día de muertos": "dead", "día de los muertos": "dead",
    "dia de los muertos": "dead", "dia de muertos": "dead",
    "midsummer": "midsummer", "midsommar": "midsummer", "juhannus": "midsummer",
    "sankthans": "midsummer", "noche de san juan": "midsummer",
    "día de san juan": "midsummer", "la saint-jean": "midsummer", "nit de sant joan": "midsummer",
    "obon": "obon",
    # the lunar calendars (`_LUNAR`)
    "diwali": "diwali", "deepavali": "diwali", "lunar new year": "lunar new year",
    "chinese new year": "lunar new year", "tết": "lunar new year", "seollal": "lunar new year",
}  # fmt: skip

# Diwali (its main day, Lakshmi Puja) and the first day of the lunar new year.
_LUNAR: dict[str, dict[int, tuple[int, int]]] = {
    "diwali": {
        2020: (11, 14), 2021: (11, 4), 2022: (10, 24), 2023: (11, 12), 2024: (10, 31),
        2025: (10, 20), 2026: (11, 8), 2027: (10, 29), 2028: (10, 17), 2029: (11, 5),
        2030: (10, 26),
    },
    "lunar new year": {
        2020: (1, 25), 2021: (2, 12), 2022: (2, 1), 2023: (1, 22), 2024: (2, 10),
        2025: (1, 29), 2026: (2, 17), 2027: (2, 6), 2028: (1, 26), 2029: (2, 13),
        2030: (2, 3),
    },
}  # fmt: skip

# "Mexican Independence Day" is not the Fourth of July.
_INDEPENDENCE = {"mexican": (9, 16), "mexico's": (9, 16), "indian": (8, 15), "india's": (8, 15)}
_THINGS = (
    # a thing named after the holiday is no time: "the Christmas market", "Easter eggs"
    r"markets?|trees?|cards?|presents?|gifts?|lights|decorations?|jumpers?|sweaters?|songs?"
    r"|carols?|movies?|films?|cookies|music|shopping|lists?|eggs?|bunny|candy|costumes?|menu"
    r"|recipes?|specials?|sales?|playlist|resolutions?|part(?:y|ies)|plans?|menus|concerts?"
    r"|fairs?"
)


def _forms(name: str) -> str:
    """`name` as a pattern: any apostrophe, any space between its words."""
    return re.escape(name).replace("'", "['\u2019]").replace("\\ ", r"\s+")


HOLIDAY = re.compile(
    r"(?i)(?<!\w)(?:(?P<nation>" + "|".join(_INDEPENDENCE) + r")\s+)?"
    r"(?P<name>" + "|".join(_forms(n) for n in sorted(_NAMES, key=len, reverse=True)) + r")"
    r"(?:\s*(?:,|of|in|de|del|di|w|im)?\s*(?P<year>(?:19|20)\d{2})(?!\d)"
    r"|\s+(?P<last>last\s+year|this\s+year|l'année\s+dernière|el\s+año\s+pasado"
    r"|l'anno\s+scorso|letztes\s+jahr|vorig\s+jaar|w\s+zeszłym\s+roku))?"
    r"(?!\w)"
)
_THING = re.compile(rf"(?i)\s+(?:{_THINGS})\b")
_LAST = re.compile(r"(?i)\blast\s+$")


# Days on the n-th weekday of a month: (month, weekday with 0 = Monday, n; -1 the last)
_NTH_WEEKDAY = {
    "thanksgiving ca": (10, 0, 2), "mother's day": (5, 6, 2), "father's day": (6, 6, 3),
    "memorial day": (5, 0, -1), "labor day": (9, 0, 1),
}  # fmt: skip


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> datetime:
    """The n-th `weekday` (0 = Monday) of a month; n = -1 the last."""
    if n < 0:
        nxt = datetime(year + (month == 12), month % 12 + 1, 1, tzinfo=UTC)
        last = nxt - timedelta(1)
        return last - timedelta((last.weekday() - weekday) % 7)
    first = datetime(year, month, 1, tzinfo=UTC)
    return first + timedelta((weekday - first.weekday()) % 7 + 7 * (n - 1))


def _around(day: datetime, before: int = 1, after: int = 2) -> Window:
    return day - timedelta(before), day + timedelta(after)


def _days(kind: str, year: int, nation: str) -> Window | None:
    """The days around a holiday of `year` when memories of it happen."""

    def at(month: int, day: int) -> datetime:
        return datetime(year, month, day, tzinfo=UTC)

    if kind in ("easter", "good friday", "carnival", "pentecost"):
        e = easter(year)
        sunday = datetime(e.year, e.month, e.day, tzinfo=UTC)
        if kind == "easter":
            return sunday - timedelta(3), sunday + timedelta(3)
        if kind == "good friday":
            return _around(sunday - timedelta(2))
        if kind == "carnival":  # the week up to Shrove Tuesday
            return sunday - timedelta(53), sunday - timedelta(45)
        return _around(sunday + timedelta(49))
    if kind in ("thanksgiving", "black friday", "cyber monday"):
        thursday = _nth_weekday(year, 11, 3, 4)
        if kind == "black friday":
            return _around(thursday + timedelta(1), 0, 1)
        if kind == "cyber monday":
            return _around(thursday + timedelta(4), 0, 1)
        return thursday - timedelta(1), thursday + timedelta(4)
    if kind in _NTH_WEEKDAY:
        month, weekday, n = _NTH_WEEKDAY[kind]
        return _around(_nth_weekday(year, month, weekday, n))
    if kind == "nye":  # the eve of `year`'s end ("New Year's Eve 2025" is 2025-12-31)
        return at(12, 31), at(12, 31) + timedelta(2)
    if kind == "new year":  # the turn into `year`
        return at(1, 1) - timedelta(1), at(1, 1) + timedelta(1)
    if kind == "christmas":
        return at(12, 20), at(12, 20) + timedelta(13)
    if kind == "christmas eve":
        return _around(at(12, 24), 1, 2)
    if kind == "boxing day":
        return _around(at(12, 26), 1, 2)
    if kind == "holidays":
        return at(12, 15), at(12, 15) + timedelta(22)
    if kind == "dead":
        return at(10, 31), at(11, 3)
    if kind == "midsummer":
        return at(6, 19), at(6, 27)
    if kind == "obon":
        return at(8, 12), at(8, 17)
    if kind == "independence":
        month, day = _INDEPENDENCE.get(nation, (7, 4))
        return _around(at(month, day))
    if kind in _LUNAR:
        date = _LUNAR[kind].get(year)
        return _around(at(*date), 2, 4) if date else None
    month, day = (int(part) for part in kind.split("-"))
    if kind == "10-31":  # Halloween night runs into the next day
        return at(10, 30), at(11, 2)
    return _around(at(month, day))


# the words a cue must hold for a holiday to be looked for (less the short and the common
# ones, which never name a holiday alone: "day", "new")
_TRIGGERS = frozenset(
    w for w in LETTERS.findall(" ".join(_NAMES).lower()) if len(w) > 2 or not w.isascii()
) - {"day", "the", "new", "eve"}


def holiday_window(cue: str, now: datetime) -> tuple[Window, int] | None:
    """The first holiday `cue` names, as (window, where its words begin)."""
    if _TRIGGERS.isdisjoint(cue_words(cue)):
        return None  # most cues: the pattern is not run
    for m in HOLIDAY.finditer(cue):
        name = " ".join(m.group("name").lower().replace("\u2019", "'").split())
        kind = _NAMES.get(name)
        if kind is None:
            continue
        if not m.group("year") and _THING.match(cue, m.end()):
            continue  # "the Christmas market" (but "Thanksgiving 2025 plans" are that one's)
        nation = (m.group("nation") or "").lower()
        if m.group("year"):
            window = _days(kind, int(m.group("year")), nation)
        elif m.group("last"):
            this = m.group("last").lower().startswith("this")
            window = _days(kind, now.year - (0 if this else 1), nation)
        else:  # no year: the most recent one that has begun ("last Christmas" is that one)
            window = None
            for year in (now.year, now.year - 1, now.year - 2):
                found = _days(kind, year, nation)
                if found is not None and found[0] <= now:
                    window = found
                    break
        if window is not None:
            start = m.start()
            before = _LAST.search(cue[max(0, start - 6) : start])
            return window, start - (len(before.group()) if before else 0)
    return None
