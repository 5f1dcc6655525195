"""A "why" cue wants the memory that gives the reason, not the one that reports the event.

Why: "Why did Lena's family relocate to Hamburg?" is as close to "Lena's family moved into
their new flat in Hamburg" as to "Lena and Jonas decided to move to Hamburg because Jonas got
an offer", and the event often says more of the cue's words. On a blind recall probe (11)
the reason ranked second behind the event for 10 of 29 "why" questions. Among the first hits,
one that gives a reason (a decision, or "because", "so that", "due to" ...) within `margin`
of the hits above it goes first; which hits come back never changes, only their order.
"""

from __future__ import annotations

import dataclasses
import re

from service.domain import Hit

_WHY = re.compile(
    r"(?i)(?<!\w)(?:why|how\s+come|for\s+what\s+reason|what\s+(?:was|is|were)\s+the\s+reasons?"
    r"|warum|wieso|weshalb|por\s*qu[e\u00e9]|pourquoi|perch[e\u00e9]|por\s+que)(?!\w)"
)
_REASON = re.compile(
    r"(?i)(?<!\w)(?:because|since|due\s+to|so\s+that|in\s+order\s+to|to\s+avoid|reasons?"
    r"|as\s+a\s+result|weil|porque|parce\s+que|perch[e\u00e9]|decided|decision|chose|opted)(?!\w)"
)


def asks_why(cue: str) -> bool:
    return _WHY.search(cue[:2000]) is not None


def gives_reason(hit: Hit) -> bool:
    return hit.memory.kind == "decision" or _REASON.search(hit.memory.content[:2000]) is not None


def reasons_first(hits: list[Hit], margin: float) -> list[Hit]:
    """`hits` (best first, for a "why" cue) with each reason-giving hit lifted by `margin`;
    the lift is its `reason` component."""
    lifted = [
        dataclasses.replace(h, score=h.score + margin, components={**h.components, "reason": 1.0})
        if gives_reason(h)
        else h
        for h in hits
    ]
    return sorted(lifted, key=lambda h: -h.score)
