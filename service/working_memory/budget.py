"""Fitting a brief into a token budget, counted with the embedding model's own tokenizer.

Two passes, greedy: first each section fills up to its share of the budget, best lines first
(score times novelty, the share of the line's words not yet in the brief); then whatever is
left goes to the remaining lines of any section that add the most per token (score times the
number of words new to the brief, per token of the line). Values are re-evaluated lazily as
the brief grows, so a line that repeats what is already there gives way to one that adds
something; below `min_novelty` a line is skipped.

Lines are costed with their date; in the text a run of same-day lines in a section shows the
date once, and the tokens so saved are given back and the choice made again (a few rounds).
The rendered text is counted as a whole and trimmed from the least valuable line if the sum
of the parts was off: the budget is never exceeded (a brief that cannot fit its title is
empty).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from service.loop_domain import Section
from service.ports import Tokenizer
from service.working_memory.rank import SELECTION_ORDER, SHARES, Item

# In the second pass a line's score is lifted by this before it multiplies the new words per
# token: the score orders lines of one density, density decides between very different ones.
DENSITY_FLOOR = 0.5
ROUNDS = 3

Fitted = tuple[list[Item], str, dict[int, str], int]


def _header(section: Section) -> str:
    return f"## {section.title}"


def render(title: str, chosen: Sequence[Item]) -> tuple[str, dict[int, str]]:
    """The brief's text, and each chosen item's line as shown (keyed by `id(item)`): within a
    section, a line's date is shown when it differs from the line before."""
    lines = [title]
    shown: dict[int, str] = {}
    for section in Section:
        items = sorted((i for i in chosen if i.section is section), key=lambda i: i.order)
        if items:
            lines.append(_header(section))
        last = ""
        for item in items:
            shown[id(item)] = item.full if item.date != last else item.text
            last = item.date
            lines.append(f"- {shown[id(item)]}")
    return "\n".join(lines), shown


def fit(
    title: str,
    items: Sequence[Item],
    budget: int,
    tokenizer: Tokenizer,
    *,
    min_novelty: float,
) -> Fitted:
    """(chosen items, rendered text, each item's line as shown, token count <= budget)."""
    counts = tokenizer.count_tokens([title, *(f"- {i.full}" for i in items)])
    for item, n in zip(items, counts[1:], strict=True):
        item.tokens = n
    headers = dict(zip(Section, tokenizer.count_tokens([_header(s) for s in Section]), strict=True))
    best: Fitted = ([], "", {}, 0)
    allowance = budget
    for _ in range(ROUNDS):
        chosen = _choose(items, allowance, counts[0], headers, min_novelty)
        text, shown = render(title, chosen)
        total = tokenizer.count_tokens([text])[0]
        while total > budget and chosen:  # the parts' sum was off: drop the least valuable
            chosen.remove(min(chosen, key=lambda i: i.score))
            text, shown = render(title, chosen)
            total = tokenizer.count_tokens([text])[0]
        if total <= budget and len(chosen) >= len(best[0]):
            best = (chosen, text, shown, total)
        if budget - total < 10:
            break
        allowance += budget - total
    return best


def _novelty(item: Item, seen: set[str]) -> float:
    if not item.words or item.section is Section.LEFT_OFF:
        return 1.0
    return len(item.words - seen) / len(item.words)


def _choose(
    items: Sequence[Item],
    budget: int,
    title_tokens: int,
    headers: dict[Section, int],
    min_novelty: float,
) -> list[Item]:
    used = title_tokens
    chosen: list[Item] = []
    seen: set[str] = set()
    shown: set[str] = set()  # memory ids chosen
    open_sections: set[Section] = set()
    spent = dict.fromkeys(Section, 0)

    def cost(item: Item) -> int:
        return item.tokens + (0 if item.section in open_sections else headers[item.section])

    def worth(item: Item, dense: bool) -> float:
        if not dense:
            return item.score * _novelty(item, seen)
        return (DENSITY_FLOOR + item.score) * len(item.words - seen) / max(1, item.tokens)

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
            if item.passed_by and item.passed_by not in shown:
                continue  # never a line in place of the later one that passed it
            c = cost(item)
            if used + c > budget:
                continue
            if cap is not None and spent[item.section] + c > cap[item.section]:
                continue
            chosen.append(item)
            if item.memory is not None:
                shown.add(item.memory.id)
            seen.update(item.words)
            open_sections.add(item.section)
            spent[item.section] += c
            used += c

    caps = {s: int(SHARES[s] * budget) for s in Section}
    for section in SELECTION_ORDER:
        take([i for i in items if i.section is section], caps)
    taken = {id(i) for i in chosen}
    take([i for i in items if id(i) not in taken], None)
    return chosen
