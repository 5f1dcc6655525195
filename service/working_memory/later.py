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
is dropped here. A line passed so by one that restates it is shown only beside it
(`Item.passed_by`): when the later line did not fit, the earlier took its place (at 500
tokens "The webshop uses npm: install with `npm install`" without the longer "We moved the
webshop from npm to pnpm: ...", a project review of 2026-12-07). The exception is a plan,
commitment or decision that a later line calls off ("We cancelled the Lisbon trip", "not
going to run the half marathon after all"): it moves from "Open threads" or "Decisions" to
the background, where history goes.

The same exclusions as Recall's: an operator's line is passed only by another operator's,
a line that contradicts another (`conflicts_with`) stays below it, and turns and summaries
are episodes, each true when it was said.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Mapping, Sequence

import numpy as np

from service.domain import Origin
from service.loop_domain import Section
from service.memory_loop.dates import day
from service.ports import Vector
from service.recall.changes import announces_change
from service.recall.rivals import MIN_GAP
from service.recall.terms import terms
from service.settings import RecallSettings
from service.working_memory.rank import DERIVED_KINDS, TURN, Item

# Lines compared pairwise: the best this many by score (a brief of the largest budget holds
# fewer lines; a peer with 10,000 facts would otherwise cost a 10,000 x 10,000 product).
MOST = 300
REORDERED = (Section.FOCUS, Section.FACTS)
RESTATED = 0.5  # share of an earlier line's own words a later one repeats to be its update
CALLED_OFF = (Section.OPEN, Section.DECISIONS)

# The person (a name, or we / I / they) calls the plan off themselves: "Dana cancelled the
# Lisbon trip", "We called off the party", "Dana is not going to run the half marathon after
# all", "Dana changed her mind about the move". A question about cancelling, a plan to
# cancel something, or someone else's cancellation ("Dana's landlord cancelled her old
# booking") is not the plan called off (a review of this session's own change).
_CANCEL = re.compile(
    r"^(?:the user|[A-Z][\w'-]*|we|i|they|he|she)(?: and (?:[A-Z][\w'-]*|(?:his|her|their|"
    r"my|our) \w+))? (?:has |have |had |just |finally |already )*(?:cancell?ed|canceled|"
    r"called off|scrapped|dropped (?:the|our|their|his|her|my) (?:plan|idea|trip))\b"
    r"|\b(?:was|were|has been|have been|got) (?:cancell?ed|canceled|called off|scrapped)\b"
    r"|\b(?:is|are|am|'m|'re) not (?:going|gonna|planning) to\b.*\bafter all\b"
    r"|\bchanged (?:my|our|his|her|their) minds? about\b|\bno longer (?:going|planning) to\b",
    re.IGNORECASE,
)
# kinds that never call a plan off: a question, another plan or a note
_NOT_A_CANCELLATION = frozenset({"question", "commitment", "note", "reminder", "todo", TURN})


def calls_off(text: str, kind: str = "fact") -> bool:
    """The line says its person called a plan off ("We cancelled the Lisbon holiday")."""
    return kind not in _NOT_A_CANCELLATION and _CANCEL.search(text[:2000]) is not None


def later_first(
    items: Sequence[Item], vectors: Mapping[str, Vector], s: RecallSettings
) -> list[Item]:
    """`items` with later rivals lifted within their section and called-off plans moved to
    the background (new `Item`s where anything changed). The pairs are found with array
    masks over the best `MOST` lines (a Python loop over every pair with a regex in it took
    0.3-0.45 s for lines all about one person)."""
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
    n = len(pool)
    if n < 2 or s.rival_margin <= 0:
        return list(items)
    memories = [i.memory for i in pool if i.memory is not None]
    rows = np.stack([_unit(vectors[m.id]) for m in memories])
    cos = rows @ rows.T
    at = np.array([m.occurred_at.timestamp() for m in memories])
    operator = np.array([m.origin is Origin.OPERATOR for m in memories])
    section = np.array([list(Section).index(i.section) for i in pool])
    score = np.array([i.score for i in pool])
    # [a, b]: b happened later than a, may pass it, and is close enough to be its rival
    base = (at[None, :] - at[:, None] >= MIN_GAP.total_seconds()) & ~(
        operator[:, None] & ~operator[None, :]
    )
    base &= cos >= min(s.rival_similarity, s.rival_change_similarity)
    np.fill_diagonal(base, False)
    in_called = np.isin(section, [list(Section).index(x) for x in CALLED_OFF])
    words = [frozenset(terms(m.content)) for m in memories]
    off = np.array([calls_off(m.content, m.kind) for m in memories])
    called = base & in_called[:, None] & off[None, :] & (cos >= s.rival_change_similarity)
    gap = score[:, None] - score[None, :]
    reorder = np.isin(section, [list(Section).index(x) for x in REORDERED])
    announces = np.array([announces_change(m.content) for m in memories])
    stands = np.zeros_like(base)
    if n - 2 >= 3:  # closer to its rival than to the other lines on average, by `by`
        others = (cos.sum(axis=1)[None, :] - np.diag(cos)[None, :] - cos) / (n - 2)
        stands = cos - others >= s.rival_change_specificity
    near = (cos >= s.rival_similarity) & (gap <= s.rival_margin)
    change = (cos >= s.rival_change_similarity) & (gap <= s.rival_change_margin)
    change &= announces[None, :] & stands
    lift = base & (section[:, None] == section[None, :]) & reorder[:, None] & (gap >= 0)
    lift &= near | change
    changed: dict[int, Item] = {}
    # the plan's own words, not only the person's name, which most lines share
    seen = Counter(w for ws in words for w in ws)
    common = {w for w, k in seen.items() if k >= 3 and k * 2 > n}
    for a, b in np.argwhere(called).tolist():
        if memories[b].conflicts_with != memories[a].id and (words[a] & words[b]) - common:
            changed[a] = _called_off(changed.get(a, pool[a]), pool[b])
    above: dict[int, int] = {}  # per later line: the best earlier line it may pass
    for a, b in np.argwhere(lift).tolist():
        if memories[b].conflicts_with == memories[a].id:
            continue
        if b not in above or score[a] > score[above[b]]:
            above[b] = a
    for b, a in above.items():  # scores as ranked: lifts never add up past one margin
        if b not in changed:
            changed[b] = _lifted(pool[b], pool[a])
    # an earlier line a later rival ranks above (lifted, or on its own score) waits for it
    rival = (cos >= s.rival_similarity) | (
        (cos >= s.rival_change_similarity) & announces[None, :] & stands
    )
    passes = base & (section[:, None] == section[None, :]) & reorder[:, None]
    passes &= lift | (rival & (gap < 0))
    best: dict[int, int] = {}  # per earlier line: its best-scored later rival restating it
    for a, b in np.argwhere(passes).tolist():
        if (
            memories[b].conflicts_with != memories[a].id
            and _restates(words[b], words[a] - common)
            and (a not in best or score[b] > score[best[a]])
        ):
            best[a] = b
    for a, b in best.items():  # (after the lifts, which replace the items they lift)
        if a not in changed or not changed[a].passed_by:
            changed[a] = dataclasses.replace(changed.get(a, pool[a]), passed_by=memories[b].id)
    if not changed:
        return list(items)
    swap = {id(pool[k]): item for k, item in changed.items()}
    return [swap.get(id(i), i) for i in items]


def _restates(later: frozenset[str], earlier: frozenset[str]) -> bool:
    """The later line says again most of what the earlier says ("We moved the webshop from
    npm to pnpm: install with `pnpm install`, build with `pnpm build`" of "The webshop uses
    npm: install with `npm install`..."), so the earlier is its older version; two lines
    that only share a topic ("John loves basketball" / "John loves playing pro ball") are
    both worth a place (on LoCoMo, a brief that kept either only beside the other lost
    answers at 1,000 tokens)."""
    return bool(earlier) and len(later & earlier) >= RESTATED * len(earlier)


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


def _unit(v: Vector) -> np.ndarray:
    row = np.asarray(v, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(row))
    return row / norm if norm > 0 else row
