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
    r"|as\s+a\s+result|weil|porque|parce\s+que|perch[e\u00e9]"
    # a purpose with its subject between: "so Sofia can have a yard", "so they could save"
    r"|so\s+(?:[\w-]+\s+){1,2}(?:can|could|will|would|might)\b)(?!\w)"
)
# A choice said to be made: it often carries its reason in other words ("decided to move to
# Hamburg, Jonas got an offer"), but not always ("made an offer on a house in Lakewood" is a
# decision and no reason): half the lift, so the memory that says why passes it
_CHOICE = re.compile(r"(?i)(?<!\w)(?:decided|decision|chose|opted)(?!\w)")


def asks_why(cue: str) -> bool:
    return _WHY.search(cue[:2000]) is not None


def gives_reason(hit: Hit) -> float:
    """1 for a memory that says why ("because", "so that", "so she can"), 0.5 for a choice
    without a reason word (a decision, "decided"), else 0."""
    text = hit.memory.content[:2000]
    if _REASON.search(text) is not None:
        return 1.0
    if hit.memory.kind == "decision" or _CHOICE.search(text) is not None:
        return 0.5
    return 0.0


def reasons_first(hits: list[Hit], margin: float) -> list[Hit]:
    """`hits` (best first, for a "why" cue) with each reason-giving hit lifted by `margin`
    times its `gives_reason`; that share is its `reason` component."""
    lifted = []
    for h in hits:
        share = gives_reason(h)
        lifted.append(
            dataclasses.replace(
                h, score=h.score + share * margin, components={**h.components, "reason": share}
            )
            if share
            else h
        )
    return sorted(lifted, key=lambda h: -h.score)
