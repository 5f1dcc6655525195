"""A thing's start and its end: two times of one schedule, or one state that changed.

"The shift starts at 7" / "ends at 7", "the lease starts on June 1" / "ends on June 1" are both
true, while "the strike has begun" / "has ended" and "at the start of May" / "at the end of
May" update one fact. Start and end stay antonyms for the second kind; an eleventh blind
dedup probe superseded the first kind, and an adversarial review of the first fix found the
second kind kept as two entries, hence the time after the verb decides.

Also a habit's time of day or vehicle traded for another: two habits, unless the newer text
says "now" (`now_another_way`).
"""

from __future__ import annotations

from service.dedup import lexicon as lx
from service.dedup.align import Parsed, Tok

_WHEN = frozenset(
    [m.lower() for m in lx.MONTHS_IN_ORDER]
    + ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "noon"]
    + ["midnight", "spring", "summer", "autumn", "fall", "winter"]
)
_STARTS = frozenset(["start", "begin", "commenc", "open"])
_ENDS = frozenset(["end", "finish", "clos", "close"])


def two_times(x: Parsed, a: Tok, y: Parsed, b: Tok) -> bool:
    """ "The shift starts at 7" / "ends at 7", "the lease starts on June 1" / "ends on June 1",
    "the trial begins today" / "ends today": when a thing starts and when it ends are two
    times of a schedule, both true; "the strike has begun" / "has ended", "at the start of May"
    / "at the end of May" are one state or one date corrected."""
    if not ({a.lemma, b.lemma} & _STARTS and {a.lemma, b.lemma} & _ENDS):
        return False
    return all(_time_after(p, t) for p, t in ((x, a), (y, b))) or (
        x.raw_low[a.raw + 1 : a.raw + 2] == y.raw_low[b.raw + 1 : b.raw + 2] == ("today",)
    )


def _time_after(p: Parsed, t: Tok) -> bool:
    """A time right after the verb, with "at" / "on" / "in" or without ("starts December 20",
    "ends Friday": a blind probe's "the deploy freeze starts" / "ends December 20")."""
    at = t.raw + 1
    if at < len(p.raw_low) and p.raw_low[at] in ("at", "on", "in"):
        at += 1
    if at >= len(p.raw_low):
        return False
    word = p.raw_low[at]
    return any(c.isdigit() for c in word) or word in _WHEN


# The classes of a habit's when and how: "walks the dog in the evening" / "in the morning",
# "commutes by car" / "by train". Without a word of change the two are two habits (both may
# hold); with "now" in the newer text only, the newer replaces the older (blind probe s150:
# "Bella now walks the dog in the morning" was kept beside "... in the evening").
_HABIT_CLASSES = frozenset(["daytime", "vehicle"])
_NOW_WORDS = frozenset(["now", "nowadays", "lately"])
_ADDED = frozenset(["also", "too", "another", "second", "sometimes", "occasionally"])


def now_another_way(x: Parsed, y: Parsed, classes: frozenset[str]) -> bool:
    """Whether the newer text `x` says "now" (the older `y` not) of one word traded for another
    of a habit's class (a time of day, a vehicle), with no word of addition ("now also")."""
    if not classes & _HABIT_CLASSES:
        return False
    new_words, old_words = set(x.raw_low), set(y.raw_low)
    return bool(new_words & _NOW_WORDS) and not old_words & _NOW_WORDS and not (new_words & _ADDED)
