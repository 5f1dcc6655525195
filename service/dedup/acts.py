"""Three look-alikes that are two things, not one changed value (a blind dedup probe of
2026-12-07, 360 pairs: 5 of 165 look-alike pairs were superseded, hiding a fact that can
still be true):

- a particle after a verb names another action, not an opposite value: "Jamie checks in at
  the hotel on June 10" / "checks out of the hotel on June 10" (the copula's "the heating is
  on / off" is still one value changed);
- a name the indefinite article brings in is another thing's name: "Luca has a golden
  retriever named Biscuit" / "... named Cookie" ("her dog is called Rex" stays one slot);
- another amount in a past one-off act is another act, or a correction, never a state the
  later one ends: "Tara donated $100" / "$1,000", "ordered 2" / "20 boxes" (a date, a
  month, or a one-off event such as being born still changes the value).
"""

from __future__ import annotations

from service.dedup.align import ONE_OFF, Parsed, Tok
from service.dedup.order import day_or_month

_NAMING = frozenset(["named", "called"])
# Bounds and stances: one side only, or one for another, change the claim ("at" / "after
# school", "over 18" / "under 18"); a bound is a value either way
BOUNDS = frozenset(["r:over", "r:under", "r:against", "r:after", "r:befor"])


def introduced(p: Parsed, i: int) -> bool:
    """Token `i` names a thing the indefinite article brought in ("has a dog named Rex"),
    not the value of an attribute ("her dog is called Rex")."""
    w = p.raw_low
    if i < 1 or w[i - 1] not in _NAMING:
        return False
    return any(x in ("a", "an", "another") for x in w[max(0, i - 6) : i - 1]) and not any(
        x in ("is", "was", "'s") for x in w[max(0, i - 3) : i - 1]
    )


# Verbs whose "in" and "out" are two acts of a visit or a session ("checks in" / "checks
# out", "logs in" / "out"). With any verb, "opted in" / "opted out" and "turned on" / "off"
# were kept as two where the later is the user's new choice (a review of the first version).
_SESSION_VERBS = frozenset(
    [
        "check",
        "checks",
        "checked",
        "log",
        "logs",
        "logged",
        "sign",
        "signs",
        "signed",
        "clock",
        "clocks",
        "clocked",
        "punch",
        "punches",
        "punched",
    ]
)


def another_action(x: Parsed, a: Tok, y: Parsed, b: Tok) -> bool:
    """Opposite particles ("in" / "out") right after a verb of a visit or session: two
    actions, unless both follow the copula or are bounds."""
    if a.kind != "rel" or b.kind != "rel" or {a.key, b.key} & BOUNDS:
        return False
    if not (_after_verb(x, a) and _after_verb(y, b)):
        return False
    return not (_after_copula(x, a) and _after_copula(y, b))


def _after_verb(p: Parsed, t: Tok) -> bool:
    return t.raw >= 1 and p.raw_low[t.raw - 1] in _SESSION_VERBS


def another_amount(x: Parsed, y: Parsed, nums: list[Tok]) -> bool:
    """Both texts tell a past act without the copula, and only an amount differs that is no
    date or month, in an act that is not a one-off such as being born."""
    return (
        x.tense == y.tense == "past"
        and x.copula < 0
        and y.copula < 0
        and not any(occasion(t) or t.key.startswith("n:mo:") for t in nums)
        and not (x.lemmas | y.lemmas) & ONE_OFF
    )


def done_and_coming(x: Parsed, y: Parsed, nums: list[Tok]) -> bool:
    """One text tells a past occasion and the other one still to come, on another date:
    "had a dentist appointment on April 5" / "has a dentist appointment on May 5" are two
    appointments (s130 blind probe), not one moved (a move is read as an update before the
    alignment, "was moved to May 12"); a one-off such as a wedding still changes its date."""
    return (
        {x.tense, y.tense} == {"past", "present"}
        and any(occasion(t) for t in nums)
        and not (x.lemmas | y.lemmas) & ONE_OFF
    )


def occasion(t: Tok) -> bool:
    """A weekday, a month or a year: when something happened."""
    if day_or_month(t):
        return True
    try:
        return t.kind == "num" and 1900 <= float(t.key[2:]) <= 2100
    except ValueError:
        return False


def _after_copula(p: Parsed, t: Tok) -> bool:
    return p.copula >= 0 and p.copula == t.raw - 1
