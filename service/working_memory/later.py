"""Of two lines of a brief about the same thing, the later one leads; a plan called off since
is no longer an open thread.

Why: dedup supersedes an old value only when it is sure the new text updates it. Extracted
memories are whole sentences ("Dana loves sushi, especially the nigiri near her office" /
"Dana hates sushi now after the food poisoning"), so it is rarely sure, and both stay live.
A brief built from both showed the January preference under "Preferences and facts" and, at
300 tokens, left March's out (a memory-loop review of 2026-12-07). Recall already orders such
rivals by time (`service/recall/rivals.py`); a brief does the same with the same settings:
within a section, a line that happened later than a higher-scored one, whose vector is close
to it (`rival_similarity`) and whose score is within `rival_margin` of it, takes that line's
score plus a hair; a later line that announces a change (`changes.py`) reaches further
(`rival_change_margin` / `rival_change_similarity`, and it must stand out from the other
lines by `rival_change_specificity`, as memories of one person all share the name).

Only the order changes within a section, which is what decides who gets the budget; nothing
is dropped here. The exception is a plan, commitment or decision that a later line calls off
("We cancelled the Lisbon trip", "not going to run the half marathon after all"): it moves
from "Open threads" or "Decisions" to the background, where history goes.

The same exclusions as Recall's: an operator's line is passed only by another operator's,
a line that contradicts another (`conflicts_with`) stays below it, and turns and summaries
are episodes, each true when it was said.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence

import numpy as np

from service.domain import Origin
from service.loop_domain import Section
from service.memory_loop.dates import day
from service.ports import Vector
from service.recall.changes import announces_change
from service.recall.rivals import MIN_GAP
from service.settings import RecallSettings
from service.working_memory.rank import DERIVED_KINDS, TURN, Item

# Lines compared pairwise: the best this many by score (a brief of the largest budget holds
# fewer lines; a peer with 10,000 facts would otherwise cost a 10,000 x 10,000 product).
MOST = 300
REORDERED = (Section.FOCUS, Section.FACTS)
CALLED_OFF = (Section.OPEN, Section.DECISIONS)

_CANCEL = re.compile(
    r"\b(?:cancel(?:l?ed|s)?|called off|call(?:ing)? off|scrapped|dropped the idea|"
    r"(?:not|n't) (?:going|gonna|planning) to\b.*\b(?:after all|any ?more)|"
    r"(?:changed (?:my|our|his|her|their) mind)|no longer (?:going|planning|doing))\b",
    re.IGNORECASE,
)


def calls_off(text: str) -> bool:
    """The text says a plan is off ("We cancelled the Lisbon holiday")."""
    return _CANCEL.search(text[:2000]) is not None


def later_first(
    items: Sequence[Item], vectors: Mapping[str, Vector], s: RecallSettings
) -> list[Item]:
    """`items` with later rivals lifted within their section and called-off plans moved to
    the background (new `Item`s where anything changed)."""
    pool = sorted(
        (
            i
            for i in items
            if i.memory is not None
            and i.memory.kind != TURN
            and i.memory.kind not in DERIVED_KINDS
            and i.memory.id in vectors
            and (i.section in REORDERED or i.section in CALLED_OFF)
        ),
        key=lambda i: -i.score,
    )[:MOST]
    if len(pool) < 2 or s.rival_margin <= 0:
        return list(items)
    rows = np.stack([_unit(vectors[i.memory.id]) for i in pool if i.memory is not None])
    cosines = rows @ rows.T
    floor = min(s.rival_similarity, s.rival_change_similarity)
    changed: dict[int, Item] = {}
    above: dict[int, Item] = {}  # per later line: the best earlier line it may pass
    for a, b in np.argwhere(cosines >= floor).tolist():
        earlier, later = pool[a], pool[b]
        if a == b or not _may_pass(earlier, later):
            continue
        cosine = float(cosines[a, b])
        if earlier.section in CALLED_OFF:
            if cosine >= s.rival_change_similarity and calls_off(_text(later)):
                changed[a] = _called_off(changed.get(a, earlier), later)
            continue
        if later.section is not earlier.section:
            continue
        gap = earlier.score - later.score
        near = cosine >= s.rival_similarity and gap <= s.rival_margin
        change = (
            cosine >= s.rival_change_similarity
            and gap <= s.rival_change_margin
            and announces_change(_text(later))
            and _stands_out(cosines, b, a, s.rival_change_specificity)
        )
        if gap >= 0 and (near or change) and (b not in above or earlier.score > above[b].score):
            above[b] = earlier
    for b, earlier in above.items():  # scores as ranked: lifts never add up past one margin
        if b not in changed:
            changed[b] = _lifted(pool[b], earlier)
    if not changed:
        return list(items)
    swap = {id(pool[k]): item for k, item in changed.items()}
    return [swap.get(id(i), i) for i in items]


def _may_pass(earlier: Item, later: Item) -> bool:
    old, new = earlier.memory, later.memory
    if old is None or new is None or new.occurred_at - old.occurred_at < MIN_GAP:
        return False
    if new.conflicts_with == old.id:
        return False
    return not (old.origin is Origin.OPERATOR and new.origin is not Origin.OPERATOR)


def _lifted(item: Item, above: Item) -> Item:
    score = max(item.score, above.score + 1e-6)
    when = day(above.memory.occurred_at) if above.memory is not None else ""
    return dataclasses.replace(
        item,
        score=score,
        order=(-score,),
        why=f"{item.why}; later than a like line ({when})",
    )


def _called_off(item: Item, by: Item) -> Item:
    when = day(by.memory.occurred_at) if by.memory is not None else ""
    return dataclasses.replace(
        item,
        section=Section.BACKGROUND,
        order=(item.memory.occurred_at.timestamp(), float(item.memory.position))
        if item.memory is not None
        else item.order,
        why=f"called off since ({when}); {item.why}",
    )


def _text(item: Item) -> str:
    return item.memory.content if item.memory is not None else item.text


def _stands_out(cosines: np.ndarray, row: int, rival: int, by: float) -> bool:
    """`row` is closer to `rival` than to the other lines on average by `by` (with fewer
    than three others there is no telling)."""
    n = int(cosines.shape[0])
    if n - 2 < 3:
        return False
    others = float(cosines[row].sum()) - float(cosines[row, row]) - float(cosines[row, rival])
    return float(cosines[row, rival]) - others / (n - 2) >= by


def _unit(v: Vector) -> np.ndarray:
    row = np.asarray(v, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(row))
    return row / norm if norm > 0 else row
