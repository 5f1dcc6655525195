"""How a number in a memory is read: its value, and whether a span around it is one value.

Split from `service.dedup.align` (which tokenises and parses) so the rules about amounts sit
together. The s140 blind probe added:

- a range is one value: "2-3 days", "two to three days", "$3k-5k", "3,000 to 5,000
  dollars" before a unit, and "Aug 5-16" after a month, were read as a code ("room 12-14")
  and so kept as two when the range changed ("takes 2-3 days" / "takes 4-5 days");
- a day of the month before a month name in any language the month lists know ("15 de
  marzo", "10. Mai", "15 March") is a date, not a room number;
- "Q3" at the end of a phrase ("planned for Q3") is a quarter of the year, a time; before a
  noun it still names which thing ("the Q3 budget" / "the Q4 budget" are two budgets).

A time zone traded after the same clock time ("9am PT" / "9am ET") was tried as a time
changed and dropped: a held-out probe labels "a call at 9am PST" / "at 9am EST" two calls.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from service.dedup.text import SIGN, sign_word
from service.dedup.words import NUMW
from service.month_names import MONTH_FORMS

__all__ = [
    "CURRENCY",
    "after_a_quarter",
    "before_a_month",
    "is_version",
    "join_ranges",
    "number",
    "range_ends",
    "signs",
    "times",
]

CURRENCY = {"$": "dollar", "€": "euro", "£": "pound", "¥": "yen"}
_NUMBER = re.compile(r"[$€£]?(\d+(?:[.,]\d+)*)(k|st|nd|rd|th|s)?")
_RANGE = re.compile(r"[$€£]?(\d+(?:[.,]\d+)*k?)[-\u2013\u2014](\d+(?:[.,]\d+)*k?)")
_MONTH_WORDS = frozenset(w for forms in MONTH_FORMS.values() for w in forms.split())


def signs(s: str) -> str:
    """Currency signs as words: "$500" stays for the token rules (read as "500 dollar"), any
    other sign, or one not before a number ("900 \u20ac", "5$", "\u20b95,000"), becomes its word."""

    def word(m: re.Match[str]) -> str:
        sign = m.group(0)
        if sign in CURRENCY and s[m.end() : m.end() + 1].isdigit():
            return sign
        return f" {sign_word(sign)} "

    return SIGN.sub(word, s)


def number(t: str) -> float | None:
    """The value of a number token ("2", "two", "twenty-four", "1,950", "60k", "3rd")."""
    tl = t.lower()
    if tl in NUMW and tl not in ("first", "second"):
        return float(NUMW[tl])
    if "-" in tl and all(p in NUMW for p in tl.split("-")):  # twenty-four
        return float(sum(NUMW[p] for p in tl.split("-")))
    m = _NUMBER.fullmatch(tl.lstrip("#"))
    if not m:
        return None
    try:
        v = float(m.group(1).replace(",", "")) if "," in m.group(1) else float(m.group(1))
    except ValueError:
        return None
    return v * 1000 if m.group(2) == "k" else v


def range_ends(t: str) -> tuple[float, float] | None:
    """The two ends of a range token ("2-3", "3000-5k"), low before high; None for anything
    else, a code like "12-14" included when the ends do not rise."""
    m = _RANGE.fullmatch(t)
    if not m:
        return None
    lo, hi = number(m.group(1)), number(m.group(2))
    if lo is None or hi is None:
        return None
    return (lo, hi) if lo < hi else None


_NUMBER_WORD = r"\b(?:" + "|".join(sorted(NUMW, key=len, reverse=True)) + r")\b"
# "2 to 3 days", "two to three days", "three percent to five percent", "between 3,000 and
# 5,000 dollars": a range in words. (Never from inside a number: with a start after each ","
# of "1,000,000.1,000,000..." each try read the rest of the run, 5.6 s on 16 KB.)
_TO_RANGE = re.compile(
    rf"(?i)(?<![\w.,:/-])(?:between\s+)?([$€£]?)(\d+(?:[.,]\d+)*k?|{_NUMBER_WORD})(?:\s+([a-z]+))??"
    rf"\s*(?:to|and|[-\u2013\u2014])\s*[$€£]?(\d+(?:[.,]\d+)*k?|{_NUMBER_WORD})"
    r"(?=(?:\s+([a-z]+))?)"
)


def join_ranges(s: str, is_unit: Callable[[str], bool]) -> str:
    """ "2 to 3 days" -> "2-3 days" when a unit follows (`is_unit(word)`) or a currency sign
    leads, and the ends rise: the range reads as one value, as "2-3 days" does. "and" only
    after "between"."""

    def join(m: re.Match[str]) -> str:
        if " and" in m.group(0).lower() and not m.group(0).lower().startswith("between"):
            return m.group(0)
        lo, hi = number(m.group(2)), number(m.group(4))
        told_in = m.group(1) or (m.group(5) and is_unit(m.group(5)))
        if lo is None or hi is None or lo >= hi or not told_in:
            return m.group(0)
        if m.group(3) and m.group(3).lower() != (m.group(5) or "").lower():
            return m.group(0)  # "3 percent to 5 percent" joins; "3 kids to 5 days" does not
        return f"{m.group(1)}{lo:g}-{hi:g}"

    return _TO_RANGE.sub(join, s)


# words that may follow a time without naming a thing by it ("by Q2 and ...", "for Q3 this year")
_AFTER_A_TIME = frozenset(["and", "or", "this", "next", "last", "at", "the", "of", "in", "to"])


_TIME_PREPOSITIONS = frozenset(
    ["for", "by", "in", "on", "at", "to", "until", "till", "before", "after"]
)  # ("planned for" reads "on")


def before_a_month(lows: list[str], i: int) -> bool:
    """The number at i is a day of the month: a month name follows, at once or after "de",
    "of" or a full stop ("15 March", "15 de marzo", "10. Mai")."""
    nxt = [w for w in lows[i + 1 : i + 3] if w != "."]
    if not nxt:
        return False
    if nxt[0] in _MONTH_WORDS:
        return True
    return len(nxt) > 1 and nxt[0] in ("de", "of", "del") and nxt[1] in _MONTH_WORDS


def after_a_quarter(lows: list[str], i: int) -> bool:
    """ "planned for Q3", "slipped to Q3": the number after a lone "Q" is a quarter of the
    year (1-4), when a preposition of time leads it and no noun follows ("the Q3 budget"
    names which budget; "the end of Q3" / "of the fourth quarter" is left as it was, a test
    of probe 36 keeps those two)."""
    if i < 2 or lows[i - 1] != "q" or lows[i] not in ("1", "2", "3", "4"):
        return False
    if lows[i - 2] not in _TIME_PREPOSITIONS:
        return False
    return i + 1 >= len(lows) or not lows[i + 1].isalpha() or lows[i + 1] in _AFTER_A_TIME


_DECIMAL = re.compile(r"\d{1,3}\.\d{1,3}")


def is_version(before: str, prev: str, t: str) -> bool:
    """ "Python 3.11", "TypeScript 5.3": a number with one dot right after a capitalised word
    is a version of what it names, a value ("Uses Python 3.11" / "Python 3.12" is an upgrade),
    where "room 12" / "room 14" name two rooms. Only where a value goes, after a verb or a
    preposition (`before`, the word before the name): a name that opens the clause, bare or
    after "the", is its subject, and the number says which one the rest is said of ("Clause
    4.1 says ..." / "Clause 4.2 says ...", "Milestone 1.2 is done": two clauses, two
    milestones, as `service.dedup.which` reads "The 10am meeting")."""
    return (
        bool(_DECIMAL.fullmatch(t))
        and prev[:1].isupper()
        and prev.isalpha()
        and prev.lower() not in _NUMBERED_PLACES
        and before.isalpha()
        and before.lower() not in _DETERMINERS
    )


_DETERMINERS = frozenset(["the", "a", "an", "this", "that", "these", "those", "my", "our",
                          "your", "his", "her", "their", "its", "each", "every"])  # fmt: skip


# things numbered "3.11" that are places, not versions: "Room 3.11" / "Room 3.12" are two rooms
_NUMBERED_PLACES = frozenset(
    ["room", "rooms", "building", "floor", "gate", "platform", "flight", "ward", "bay", "unit",
     "suite", "office", "hall", "lab", "section", "table", "seat", "row", "lecture", "chapter",
     "page", "step", "exercise", "figure", "task", "item", "level", "stage", "phase", "lot"]
)  # fmt: skip


def times(t: str) -> bool:
    """ "3x": a count of times (the lexicon writes German "dreimal" so), not a code like "3B"."""
    return re.fullmatch(r"\d{1,2}[xX]", t) is not None
