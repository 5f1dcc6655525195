"""One value of a class traded for another, told with "now": an update, whatever the verb.

Why: "Mike supports Arsenal" / "Mike supports Chelsea now", "I follow Ferrari in F1" / "I now
follow McLaren in F1", "I play guitar in a band" / "I now play drums in the band" were kept as
two: the alignment reads one name or instrument traded for another after a verb that may
hold several values ("supports", "plays", "follows") as another thing, both true, which it is
without a word of change ("Mike supports Arsenal" / "His brother supports Chelsea", "Lucy
plays tennis" / "Lucy plays golf too"). "Now" in the newer text only, and no word of addition
("now also", "too"), says the newer value took the older one's place (blind update probe
s170-w2). A habit's time of day or vehicle was read this way before
(`service.dedup.schedule.now_another_way`); this reads any class.

The traded word must be a value: after the first word of the statement (the subject's), so
"Mom uses an Android phone" / "Dad uses an Android phone now" stays two; or the holder of a
role named with "the" ("Kevin is the team lead" / "Laura is the team lead now": a role one
person holds), not "a" ("Kevin is a team lead" / "Laura is a team lead now"). Never a
language, nor anyone of what one has several of at once (`lexicon.SEVERAL_AT_ONCE`): "Anna
now speaks Spanish" adds to "Anna speaks French", "Sarah is now friends with Tom" to "...
with Ana" (the language of replies is read by `service.dedup.replies`).
"""

from __future__ import annotations

from service.dedup.align import Parsed, Tok
from service.dedup.leftovers import word_class
from service.dedup.lexicon import SEVERAL_AT_ONCE

_NOW_WORDS = frozenset(["now", "nowadays", "lately", "currently"])
_ADDED = frozenset(
    ["also", "too", "another", "second", "sometimes", "occasionally", "both", "additionally"]
)


def now_one_for_another(x: Parsed, a: Tok, y: Parsed, b: Tok) -> bool:
    """Whether the newer `x` says "now" (the older `y` not) of its word `a` traded for the
    older's `b` (of a shared class), `a` and `b` each a value of the same statement."""
    new_words, old_words = set(x.raw_low), set(y.raw_low)
    if not new_words & _NOW_WORDS or old_words & _NOW_WORDS or new_words & _ADDED:
        return False
    if old_words & _ADDED or "language" in word_class(a) & word_class(b):
        return False  # (one speaks several: "Anna now speaks Spanish" adds to "speaks French")
    if any(_singular(w) in SEVERAL_AT_ONCE for w in (*x.raw_low, *y.raw_low)):
        return False
    if _after_the_subject(x, a) and _after_the_subject(y, b):
        return True
    return _holds_the_role(x, a) and _holds_the_role(y, b)


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _after_the_subject(p: Parsed, t: Tok) -> bool:
    first = min(u.raw for u in p.toks)
    return t.raw > first and (p.copula < 0 or t.raw > p.copula)


def _holds_the_role(p: Parsed, t: Tok) -> bool:
    """ "Laura is the team lead": the subject, a name, of "is the <role>"."""
    c = p.copula
    return (
        (t.kind == "name" or t.cap)
        and 0 <= t.raw < c
        and c + 1 < len(p.raw_low)
        and p.raw_low[c + 1] == "the"
    )
