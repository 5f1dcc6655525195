"""How sure a statement is, and whether it still holds: two things a merge would lose that
the alignment reads past. "Probably" and "definitely" are both hedges to it (words that add no
fact), so "is definitely coming" / "is probably coming" merged; and "was vegetarian for ten
years" / "has been vegetarian for ten years" aligned as one statement, though the first has
ended and the second goes on (held-out dedup probe 41's two false merges)."""

from __future__ import annotations

import re
from functools import lru_cache

# Words that make a statement a guess, in the languages the dedup probes cover. Words of
# emphasis ("really", "definitely") are no guess: "is really coming" / "is coming" still merge.
_GUESS = frozenset(
    [
        "probably",
        "maybe",
        "perhaps",
        "possibly",
        "likely",
        "unlikely",
        "presumably",
        "supposedly",
        "allegedly",
        "wahrscheinlich",
        "vielleicht",
        "vermutlich",
        "eventuell",
        "probablement",
        "peut-être",
        "probablemente",
        "quizás",
        "quizá",
        "posiblemente",
        "probabilmente",
        "forse",
        "provavelmente",
        "talvez",
        "possivelmente",
        "waarschijnlijk",
        "misschien",
        "mogelijk",
    ]
)
# ... against a word that says it is sure. A guess beside a plain statement still merges ("Ben
# probably drives a Corolla" / "Ben drives a Corolla", an earlier probe's duplicate): only a
# guess against certainty said outright is two memories.
_SURE = frozenset(
    [
        "definitely",
        "certainly",
        "surely",
        "undoubtedly",
        "bestimmt",
        "definitiv",
        "certainement",
        "s\u00fbrement",
        "d\u00e9finitivement",
        "definitivamente",
        "sicuramente",
        "certamente",
        "beslist",
    ]
)
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")

# English present perfect ("has been", "have worked") against the simple past of the same
# verb ("was", "worked") over a stretch of time ("for ten years", "since 2019"): one says it
# still holds, the other that it is over. Not a passive ("has been published" / "was
# published": one finished event), nor without the stretch ("has visited" / "visited").
_PERFECT = re.compile(
    r"(?i)\b(?:has|have|'s|\u2019s|'ve|\u2019ve)\s+(?:(?:always|just|already|now)\s+)?"
    r"(been(?!\s+[a-z]+ed\b)|[a-z]+ed)\b"
)
_STRETCH = re.compile(r"(?i)\b(?:for|since)\b")
_WAS = re.compile(r"(?i)\b(?:was|were)\b")


@lru_cache(maxsize=8192)
def _marks(text: str) -> tuple[frozenset[str], bool, tuple[str, ...], bool]:
    """A text's guesses, whether it says it is sure, its perfect participles, whether it
    names a stretch of time (cached: each write is judged against several neighbours)."""
    words = _WORD.findall(text.lower())
    return (
        frozenset(w for w in words if w in _GUESS),
        any(w in _SURE for w in words),
        tuple(_PERFECT.findall(text)),
        _STRETCH.search(text) is not None,
    )


def clear_marks() -> None:
    """Drops the texts held by the cache (Forget)."""
    _marks.cache_clear()


def _past_of(perfect: list[str], other: str) -> bool:
    for participle in perfect:
        if participle.lower() == "been":
            if _WAS.search(other):
                return True
        elif re.search(rf"(?i)(?<!\bhas )(?<!\bhave )(?<!\bhad )\b{participle}\b", other):
            return True
    return False


def told_apart(a: str, b: str) -> str:
    """Why two texts are two statements although their words align, or ''."""
    ga, sure_a, pa, stretch_a = _marks(a)
    gb, sure_b, pb, stretch_b = _marks(b)
    if (ga and sure_b) or (gb and sure_a):
        return "certainty"
    if (
        bool(pa) != bool(pb)
        and stretch_a
        and stretch_b
        and (_past_of(list(pa), b) if pa else _past_of(list(pb), a))
    ):
        return "still holds / is over"
    return ""
