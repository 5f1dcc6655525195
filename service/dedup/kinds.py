"""Values that look alike but are not two values of one slot (s140 blind probe).

`compare` reads one number traded for another as a changed value, and one name traded for
another in a one-valued slot ("works at X") as another value of it; both supersede. Two
shapes broke that:

- a weekday against a clock time ("no meetings on Fridays" / "no meetings before 10am"):
  another dimension of time, so two rules that both hold, not one moved;
- a short all-capitals form against a longer name it may abbreviate ("works at MSFT" /
  "works at Microsoft"): perhaps the same value, so no change can be read from it;
- a range read as one value on one side against its ends read apart on the other ("3 to 5
  percent" / "three percent to five percent" in MSRP): the tokeniser's miss, no change.
"""

from __future__ import annotations

import re

from service.dedup.align import Tok

__all__ = ["abbreviates", "range_against_numbers", "weekday_against_time"]


def _is_weekday(t: Tok) -> bool:
    return t.key.startswith("n:wd:")


def weekday_against_time(only_x: list[Tok], only_y: list[Tok]) -> bool:
    """One side changes only weekdays and the other only other numbers (a clock time, a
    date, an amount): "on Fridays" / "before 10am" say when in two dimensions, both true.
    Two weekdays ("Tuesdays" / "Thursdays") are still one value changed."""
    nx = [t for t in only_x if t.kind == "num"]
    ny = [t for t in only_y if t.kind == "num"]
    if not (nx and ny):
        return False
    wx = {_is_weekday(t) for t in nx}
    wy = {_is_weekday(t) for t in ny}
    return len(wx) == len(wy) == 1 and wx != wy


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(c in it for c in short)


def abbreviates(a: Tok, b: Tok, new: str, old: str) -> bool:
    """One word is written in capitals in its text and its letters run, in order, through the
    other, longer word from its first letter: "MSFT" / "Microsoft", "GOOG" / "Google". It may
    name the same thing, so the pair is no value changed. Capitals only: "Rome" /
    "Romeoville" are two places."""
    for short, long, text in ((a, b, new), (b, a, old), (a, b, old), (b, a, new)):
        s, w = short.lemma, long.lemma
        if not (2 <= len(s) < len(w) and s[0] == w[0] and _subsequence(s, w)):
            continue
        if re.search(rf"(?<![\w-]){re.escape(s.upper())}(?![\w-])", text):
            return True
    return False


def range_against_numbers(only_x: list[Tok], only_y: list[Tok]) -> bool:
    """A range ("n:3-5") on one side only, against two or more numbers on the other: the same
    range perhaps written so that its ends were read apart, so no value is seen changed."""

    def ranges(toks: list[Tok]) -> int:
        return sum(t.kind == "num" and "-" in t.key.removeprefix("n:-") for t in toks)

    def count(toks: list[Tok]) -> int:
        return sum(t.kind == "num" for t in toks)

    rx, ry = ranges(only_x), ranges(only_y)
    return bool(rx and not ry and count(only_y) >= 2) or bool(ry and not rx and count(only_x) >= 2)
