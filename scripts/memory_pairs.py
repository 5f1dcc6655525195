"""The memory-domain dev set (tests/data/memory_pairs.jsonl) and how the decision is scored on it.

Each line is a pair of short memories about a person or team: `a` is the stored entry, `b`
the new write, `label` what should happen (merge / supersede / keep-both), `category` the
kind of difference (tests/data/README.md lists them), `split` tune or test. The decision is
`service.dedup.judge`, the function the write path calls; a verdict maps to an outcome as the
write path applies it (service/reconcile.py): DUPLICATE -> merge, CONTRADICTION -> supersede
(or a conflict link when the stored entry has higher trust; all pairs here share one origin),
DISTINCT -> keep both.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from service.dedup import Relation, Verdict

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "tests" / "data" / "memory_pairs.jsonl"
LABELS = ("merge", "supersede", "keep-both")
OUTCOME = {
    Relation.DUPLICATE: "merge",
    Relation.CONTRADICTION: "supersede",
    Relation.DISTINCT: "keep-both",
}


@dataclass(frozen=True, slots=True)
class Pair:
    a: str
    b: str
    label: str
    category: str
    split: str


def load(path: Path = DEFAULT_PATH, split: str | None = None) -> list[Pair]:
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            pairs.append(Pair(row["a"], row["b"], row["label"], row["category"], row["split"]))
    return [p for p in pairs if split is None or p.split == split]


@dataclass
class MemoryScores:
    """The acceptance numbers of issue 10 for one split, and the per-category outcomes."""

    pairs: int
    merge_recall: float  # merge-labelled pairs merged
    wrong_merges: int  # keep-both or supersede pairs merged (target 0)
    paraphrases_superseded: float  # merge-labelled pairs superseded (target <= 0.02)
    keep_both_superseded: float  # keep-both pairs superseded (target <= 0.02)
    contradictions_superseded: float  # supersede-labelled pairs superseded (target >= 0.80)
    accuracy: float
    categories: dict[str, dict[str, int]] = field(default_factory=dict)
    errors: list[dict[str, str]] = field(default_factory=list)


def score(pairs: Sequence[Pair], verdicts: Sequence[Verdict]) -> MemoryScores:
    got = [OUTCOME[v.relation] for v in verdicts]
    by_label: dict[str, Counter[str]] = defaultdict(Counter)
    categories: dict[str, dict[str, int]] = {}
    errors = []
    for p, g, v in zip(pairs, got, verdicts, strict=True):
        by_label[p.label][g] += 1
        cat = categories.setdefault(p.category, {"pairs": 0, "right": 0})
        cat["pairs"] += 1
        cat["right"] += g == p.label
        cat[f"{p.label}->{g}"] = cat.get(f"{p.label}->{g}", 0) + 1
        if g != p.label:
            errors.append({"category": p.category, "label": p.label, "got": g, "a": p.a,
                           "b": p.b, "reason": v.reason})  # fmt: skip

    def share(label: str, outcome: str) -> float:
        total = sum(by_label[label].values())
        return by_label[label][outcome] / total if total else 0.0

    return MemoryScores(
        pairs=len(pairs),
        merge_recall=share("merge", "merge"),
        wrong_merges=by_label["keep-both"]["merge"] + by_label["supersede"]["merge"],
        paraphrases_superseded=share("merge", "supersede"),
        keep_both_superseded=share("keep-both", "supersede"),
        contradictions_superseded=share("supersede", "supersede"),
        accuracy=sum(g == p.label for p, g in zip(pairs, got, strict=True)) / max(len(pairs), 1),
        categories=categories,
        errors=errors,
    )


def print_report(name: str, sc: MemoryScores, *, show_errors: bool = False) -> None:
    print(
        f"\n{name}: {sc.pairs} pairs, accuracy {sc.accuracy:.3f} | merge recall "
        f"{sc.merge_recall:.3f} (>= 0.80) | wrong merges {sc.wrong_merges} (0) | paraphrases "
        f"superseded {sc.paraphrases_superseded:.3f} (<= 0.02) | keep-both superseded "
        f"{sc.keep_both_superseded:.3f} (<= 0.02) | contradictions superseded "
        f"{sc.contradictions_superseded:.3f} (>= 0.80)"
    )
    print(f"  {'category':<22}{'pairs':>6}{'right':>6}   outcomes (label->decision)")
    for cat, c in sc.categories.items():
        outcomes = ", ".join(f"{k} {v}" for k, v in sorted(c.items()) if "->" in k)
        print(f"  {cat:<22}{c['pairs']:>6}{c['right']:>6}   {outcomes}")
    for e in sc.errors if show_errors else ():
        print(f"  x {e['category']}: {e['label']} -> {e['got']}: {e['a']!r} / {e['b']!r}")
        print(f"      [{e['reason']}]")


def as_json(sc: MemoryScores) -> dict[str, Any]:
    return asdict(sc)
