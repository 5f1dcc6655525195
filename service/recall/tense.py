"""Whether a cue is told in the past tense: "Where did Lena live before?" asks for an earlier
state, "Where does Pat live? I'm posting it before Friday" does not (`rivals.py`), and "What
did Sam do this weekend?" asked on a Monday means the weekend just gone (`when.py`)."""

from __future__ import annotations

import re

PAST_VERB = re.compile(
    r"\b(?:did|didn'?t|was|wasn'?t|were|weren'?t|had|hadn'?t|went|drove|rode|ate|bought|sold|"
    r"got|took|came|became|began|paid|made|kept|held|knew|wore|ran|grew|spent|left|met|saw|"
    r"broke|fell|lost|won|found|thought|brought|caught|chose|flew|forgot|rang|rose|sat|"
    r"slept|stole|stood|threw|woke|wrote|sang|swam|felt|heard|meant|sent|lent|built|"
    r"[a-z]{2,}[^\We]ed)\b",
    re.IGNORECASE,
)


def in_past_tense(text: str) -> bool:
    return PAST_VERB.search(text[:2000]) is not None
