"""How sure a statement is, and whether it still holds: two things a merge would lose that
the alignment reads past. "Probably" and "definitely" are both hedges to it (words that add no
fact), so "is definitely coming" / "is probably coming" merged; and "was vegetarian for ten
years" / "has been vegetarian for ten years" aligned as one statement, though the first has
ended and the second goes on (held-out dedup probe 41's two false merges)."""

from __future__ import annotations

import re

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


def guesses(text: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(text.lower()) if w in _GUESS)


def _sure(text: str) -> bool:
    return any(w in _SURE for w in _WORD.findall(text.lower()))


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
    ga, gb = guesses(a), guesses(b)
    if (ga and _sure(b)) or (gb and _sure(a)):
        return "certainty"
    pa, pb = _PERFECT.findall(a), _PERFECT.findall(b)
    if (
        bool(pa) != bool(pb)
        and _STRETCH.search(a)
        and _STRETCH.search(b)
        and (_past_of(pa, b) if pa else _past_of(pb, a))
    ):
        return "still holds / is over"
    return ""
