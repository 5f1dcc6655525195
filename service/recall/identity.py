"""A "Who is Abena?" cue wants the memory that says who she is, not any memory that names her.

Why: every memory about a person the peer knows names her, and the one that says who she is
("Kofi's girlfriend Abena is a pharmacist in Bradford", "Ines hired Marta as the new studio
assistant") is often no closer to the bare question than what she did ("Kofi and Abena got
engaged in Accra" 0.604 against 0.596; "Marta now runs the Tuesday class" 0.58 against 0.53).
A question of a name alone asks nothing about now either, yet rivals in time order lifted
"Kofi and Abena moved to a flat" over the introduction (blind probe 180). So for a cue that
is "Who is <Name>?" and no more, rivals are left alone and, among the first hits, one that
introduces the name (a relation or a role before it, "<Name> is a ...", "<Name>, a ...",
"<Name> as the ...") goes above the others within `margin` of its score; which hits come back
never changes, only their order.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from service.domain import Hit

# how far below another hit an introduction may be and still go above it (as a reason for a
# "why" cue, `reasons.py`)
MARGIN = 0.1

# "Who is Abena?", "who's Mrs. Alvarez", "Who was Pieter Smit?": a name and nothing else
_WHO = re.compile(
    r"^\W*(?i:who)(?:\s+is|\s+was|['\u2019]s)\s+"
    r"(?P<name>(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[^\W\d_][\w'\u2019-]*(?:\s+[^\W\d_][\w'\u2019-]*){0,2})"
    r"\s*\??\s*$"
)

# what may stand before or after the name to say who it is
_DET = r"(?:a|an|the|his|her|their|my|our|its|[A-Z][\w-]*['\u2019]s)"


def who_is(cue: str) -> str:
    """The name a "Who is <Name>?" cue asks about, or '' for any other cue."""
    m = _WHO.match(cue.strip()[:200])
    if m is None:
        return ""
    name = m.group("name")
    # each word a capital's ("Élodie", "Łukasz" too), and a name, not a role in capitals: "Who
    # is CEO?" asks who holds it now, which the rivals in time order answer (review s180)
    words = name.split()
    if not all(w[0].isupper() for w in words) or not any(c.islower() for c in words[-1]):
        return ""
    return name


@lru_cache(maxsize=256)
def _introduction(name: str) -> re.Pattern[str]:
    n = re.escape(name)
    return re.compile(
        # a relation or role before it: "Kofi's girlfriend Abena", "her boyfriend Ruben",
        # "Maya's mortgage advisor is Pieter Smit"
        # (not "the Tuesday class with Marta": no preposition between)
        rf"{_DET}\s+(?:(?!(?:with|and|to|for|from|by|at|in|on|of|about)\s)[\w-]+\s+){{1,2}}"
        rf"(?:is\s+|was\s+)?{n}\b(?!-\w)"
        # ... or after it: "Abena is a pharmacist", "Rui, a ceramics student", "Marta as
        # the new studio assistant", "Mrs. Alvarez (piano teacher)"
        # (not another name that holds it: "Anna-Lena", "Mary-Anna")
        rf"|(?<![\w-]){n}(?:\s+(?:is|was)\s+|,\s+|\s+as\s+){_DET}\s|(?<![\w-]){n}\s+\("
    )


def introduces(text: str, name: str) -> bool:
    """`text` says who `name` is, not only something about them."""
    return _introduction(name).search(text[:2000]) is not None


def introduction_first(hits: list[Hit], name: str, margin: float = MARGIN) -> list[Hit]:
    """`hits` (best first) with the best-ranked hit that introduces `name` lifted above the
    hits within `margin` above it (component `introduces` = 1)."""
    for i, h in enumerate(hits):
        if not introduces(h.memory.content, name):
            continue
        above = [j for j in range(i) if hits[j].score - h.score <= margin]
        if not above:
            return hits
        top = hits[above[0]].score
        lifted = dataclasses.replace(
            h, score=max(h.score, top + 1e-6), components={**h.components, "introduces": 1.0}
        )
        return sorted([*hits[:i], lifted, *hits[i + 1 :]], key=lambda x: -x.score)
    return hits
