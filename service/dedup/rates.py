"""Rates and how often: amounts told per day, week or month, and acts done daily or weekly.

`rate_apart` and `rate_apart_only` came from `service.dedup.diff` (amounts at a rate). The
s140 blind probe added `how_often`: the same act at another frequency ("backs up the
database daily" / "hourly", "the team retro is every other week" / "every week") is one
habit changed, an update, where it was kept as two (the rate words were unknown words
traded, and "every other" a qualifier like "some" / "most").
"""

from __future__ import annotations

from service.dedup.align import DURATION, Parsed, Tok, lemma
from service.dedup.words import WEEK

__all__ = ["how_often", "rate_apart", "rate_apart_only"]

_RATE_UNITS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week",
               "monthly": "month", "yearly": "year", "quarterly": "quarter"}  # fmt: skip


def rate_apart(
    x: Parsed, only_x: list[Tok], y: Parsed, only_y: list[Tok]
) -> tuple[list[Tok], list[Tok]]:
    """The leftovers without an amount whose rate one text says with the number and the
    other with a word elsewhere: "Rent is $1,850 per month" / "Monthly rent: $1850"."""
    only_x, only_y = list(only_x), list(only_y)
    for mine, theirs, other in ((only_x, only_y, y), (only_y, only_x, x)):
        for t in [t for t in mine if t.kind == "num" and "/" in t.key]:
            amount, rate = t.key.split("/", 1)
            same = next((u for u in theirs if u.kind == "num" and u.key == amount), None)
            if same is not None and any(u.key == _RATE_UNITS.get(rate) for u in other.toks):
                mine.remove(t)
                theirs.remove(same)
                theirs[:] = [u for u in theirs if u.key != _RATE_UNITS.get(rate)]
    return only_x, only_y


def rate_apart_only(only_x: list[Tok], only_y: list[Tok]) -> tuple[str, str] | None:
    """Amounts told at another rate, or with a rate on one side only: the same amounts with a
    rate added restrict them ("$1,950 a month" / "$1,950"); at another rate they are another
    thing ("$15 a month" / "$15 a year"), and so are other amounts at another rate (two changes,
    as "a number and another word" are)."""
    nx = [t.key for t in only_x if t.kind == "num"]
    ny = [t.key for t in only_y if t.kind == "num"]
    rates_x = sorted(k.partition("/")[2] for k in nx)
    rates_y = sorted(k.partition("/")[2] for k in ny)
    if rates_x == rates_y or not (nx and ny) or not any((*rates_x, *rates_y)):
        return None
    if sorted(k.partition("/")[0] for k in nx) != sorted(k.partition("/")[0] for k in ny):
        return ("entity", "a number and another rate")
    if all(rates_x) and all(rates_y):
        return ("entity", "another rate")
    return ("addition", "restricts: a rate")


# how often an act is done, as the text says it after the lexicon's phrases ("once a week" is
# "weekly", "every week" too)
_HOW_OFTEN = frozenset(["hourly", "daily", "nightly", "weekly", "monthly", "yearly", "quarterly"])


def _adverb(p: Parsed, t: Tok) -> bool:
    """A rate word said of the act, not naming a thing: "backs up daily", not "the daily
    standup" / "the weekly standup", which may be two meetings."""
    word = p.raw_low[t.raw]
    return word in _HOW_OFTEN and not any(
        u.raw == t.raw + 1 and u.kind in ("word", "name") for u in p.toks
    )


def _a_time(word: str) -> bool:
    return lemma(word) in DURATION or word.removesuffix("s") in WEEK


def _every_other(p: Parsed) -> bool:
    """ "alternate" (the lexicon's "every other", "fortnightly") before a time: how often."""
    low = p.raw_low
    return any(
        w == "alternate" and k + 1 < len(low) and _a_time(low[k + 1]) for k, w in enumerate(low)
    )


def how_often(x: Parsed, a: Tok | None, y: Parsed, b: Tok | None) -> str:
    """What changed in how often the same act is done, or "" if that is not what changed:
    two rate words traded (`a` / `b`), or "every other" on one side only (no words given)."""
    if a is not None and b is not None:
        if _adverb(x, a) and _adverb(y, b):
            return f"how often: {x.raw_low[a.raw]} / {y.raw_low[b.raw]}"
        return ""
    if (x.quals ^ y.quals) == {"alternate"} and (_every_other(x) or _every_other(y)):
        return "how often: every other"
    return ""
