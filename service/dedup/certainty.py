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
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")

# English present perfect ("has been", "have worked") against the simple past of the same
# verb ("was", "worked"): one says it still holds, the other that it is over.
_PERFECT = re.compile(
    r"(?i)\b(?:has|have|'s|\u2019s|'ve|\u2019ve)\s+(?:(?:always|just|already|now|since)\s+)?"
    r"(been|[a-z]+ed)\b"
)
_WAS = re.compile(r"(?i)\b(?:was|were)\b")


def guesses(text: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(text.lower()) if w in _GUESS)


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
    if guesses(a) != guesses(b):
        return "certainty"
    pa, pb = _PERFECT.findall(a), _PERFECT.findall(b)
    if bool(pa) != bool(pb) and (_past_of(pa, b) if pa else _past_of(pb, a)):
        return "still holds / is over"
    return ""
