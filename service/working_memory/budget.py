"""Fitting a brief into a token budget, counted with the embedding model's own tokenizer.

Two passes, greedy: first each section fills up to its share of the budget, best lines first
(score times novelty, the share of the line's words not yet in the brief); then whatever is
left goes to the remaining lines of any section that add the most per token (score times the
number of words new to the brief, per token of the line). Values are re-evaluated lazily as
the brief grows, so a line that repeats what is already there gives way to one that adds
something; below `min_novelty` a line is skipped. The rendered text is counted as a whole at the
end and trimmed from the least valuable line if the sum of the parts was off: the budget is
never exceeded.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from service.loop_domain import Section
from service.ports import Tokenizer
from service.working_memory.rank import SELECTION_ORDER, SHARES, Item


def _header(section: Section) -> str:
    return f"## {section.title}"


def render(title: str, chosen: Sequence[Item]) -> str:
    lines = [title]
    for section in Section:
        items = sorted((i for i in chosen if i.section is section), key=lambda i: i.order)
        if items:
            lines.append(_header(section))
            lines.extend(f"- {i.text}" for i in items)
    return "\n".join(lines)


def _novelty(item: Item, seen: set[str]) -> float:
    if not item.words or item.section is Section.LEFT_OFF:
        return 1.0
    return len(item.words - seen) / len(item.words)


def fit(
    title: str,
    items: Sequence[Item],
    budget: int,
    tokenizer: Tokenizer,
    *,
    min_novelty: float,
) -> tuple[list[Item], str, int]:
    """(chosen items, rendered text, its token count <= budget)."""
    counts = tokenizer.count_tokens([title, *(f"- {i.text}" for i in items)])
    used = counts[0]
    for item, n in zip(items, counts[1:], strict=True):
        item.tokens = n
    headers = dict(zip(Section, tokenizer.count_tokens([_header(s) for s in Section]), strict=True))
    chosen: list[Item] = []
    seen: set[str] = set()
    open_sections: set[Section] = set()
    spent = dict.fromkeys(Section, 0)

    def cost(item: Item) -> int:
        return item.tokens + (0 if item.section in open_sections else headers[item.section])

    def worth(item: Item, dense: bool) -> float:
        if not dense:
            return item.score * _novelty(item, seen)
        return item.score * len(item.words - seen) / max(1, item.tokens)

    def take(pool: list[Item], cap: dict[Section, int] | None) -> None:
        nonlocal used
        dense = cap is None
        heap = [(-worth(i, dense), k, i) for k, i in enumerate(pool)]
        heapq.heapify(heap)
        while heap:
            _, k, item = heapq.heappop(heap)
            value = worth(item, dense)
            if heap and value < -heap[0][0]:
                heapq.heappush(heap, (-value, k, item))  # lazy: worth less now, look again
                continue
            if _novelty(item, seen) < min_novelty:
                continue
            c = cost(item)
            if used + c > budget:
                continue
            if cap is not None and spent[item.section] + c > cap[item.section]:
                continue
            chosen.append(item)
            seen.update(item.words)
            open_sections.add(item.section)
            spent[item.section] += c
            used += c

    caps = {s: int(SHARES[s] * budget) for s in Section}
    for section in SELECTION_ORDER:
        take([i for i in items if i.section is section], caps)
    taken = {id(i) for i in chosen}
    take([i for i in items if id(i) not in taken], None)
    text = render(title, chosen)
    total = tokenizer.count_tokens([text])[0]
    while total > budget and chosen:  # the parts' sum was off: drop the least valuable line
        chosen.remove(min(chosen, key=lambda i: i.score))
        text = render(title, chosen)
        total = tokenizer.count_tokens([text])[0]
    if total > budget:  # not even the title fits
        return [], "", 0
    return chosen, text, total
