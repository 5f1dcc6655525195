"""Fit the dedup paraphrase head (service/dedup/paraphrase.py) and choose its threshold.

    python scripts/train_paraphrase_head.py --data ../shared/data
    python scripts/train_paraphrase_head.py --data ../shared/data --out /tmp/head.json --hold 63,64

Learned from: the dedup probes in tests/data/dedup_probes.jsonl (blind memory-style pairs,
duplicate / update / distinct, written by reviewers who had not seen the rules), the tune half
of tests/data/memory_pairs.jsonl, and STS-B train (a pair scored >= 4 is a duplicate). Only
the pairs the rules leave undecided are learned from: the judge is run with a recording head,
so the inputs are exactly what the write path will ask about.

The threshold: each probe is scored by a head fitted without it (leave one probe out), STS-B
dev by the final head; the threshold is the highest score any update or near-miss of the
probes or any STS-B dev pair scored <= 2.5 got (among those the hard differences of
`kept_apart` let through), plus `--margin`, and never under `--floor`. Both are there because
the probes are one kind of text: on the MSC personas (casual first-person statements, not
learned from, read only to check the merges a head adds) heads fitted like this scored
look-alikes the guards do not name at 0.80-0.89 ("I have a jaguar car" / "Has a Corvette"
0.88, "Has blue eyes" / "My skin is bluish" 0.89) while the probes' worst near-miss scored
0.65-0.85 depending on the guards; from 0.90 up every merge it added there was right. A
pair with a note ("Allergy: shellfish") gets its own threshold by the same rule over such
pairs, under the same floor: a first version left notes without it (0.80), and two blind
probes of look-alikes told in two forms, written later, had a note merged with its
look-alike at 0.80-0.89 ("Feature flag new-checkout: enabled in staging" / "... enabled in
production." 0.84, "ETL jobs owner: data team" / "my team owns the ETL jobs" 0.89).

STS-B test, MSRP and the memory test half are never read here (scripts/eval_dedup.py reports
them). Deterministic: the same data gives the same
file. About a minute on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts import memory_pairs  # noqa: E402
from scripts.datasets import stsb_pairs  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service.app import build_embedder  # noqa: E402
from service.dedup import Relation, judge  # noqa: E402
from service.dedup.paraphrase import (  # noqa: E402
    DEFAULT_PATH,
    ParaphraseHead,
    form,
    kept_apart,
)
from service.ports import Embedder  # noqa: E402
from service.settings import Settings  # noqa: E402

PROBES = ROOT / "tests" / "data" / "dedup_probes.jsonl"
DUPLICATE_SCORE = 4.0
HARMFUL_SCORE = 2.5
GRID = tuple(round(0.70 + 0.01 * i, 2) for i in range(30))  # 0.70 .. 0.99 (the table)
C = 10.0  # inverse L2 strength, chosen by leave-one-probe-out on the probes


@dataclass
class Recorder:
    """A head that merges nothing and keeps what the judge asked it."""

    name: str = "recorder"
    asked: list[npt.NDArray[np.float64]] = field(default_factory=list)

    def threshold_for(self, note: bool) -> float:
        return 2.0

    def probability(self, x: npt.NDArray[np.float64]) -> float:
        self.asked.append(x)
        return 0.0


@dataclass(frozen=True, slots=True)
class Row:
    source: str  # probe id, "memory-tune", "stsb-train", "stsb-dev"
    a: str
    b: str
    duplicate: bool
    harmful: bool  # a pair that must never merge (an update, a near-miss, STS-B <= 2.5)


def load_rows(data: Path, hold: set[str], probes: Path = PROBES) -> list[Row]:
    rows = []
    for line in probes.read_text(encoding="utf-8").splitlines():
        x = json.loads(line)
        if x["probe"] not in hold:
            dup = x["label"] == "duplicate"
            rows.append(Row(x["probe"], x["a"], x["b"], dup, not dup))
    for p in memory_pairs.load(split="tune"):
        rows.append(Row("memory-tune", p.a, p.b, p.label == "merge", p.label != "merge"))
    for split in ("train", "dev"):
        for a, b, score in stsb_pairs(data / "stsbenchmark" / f"sts-{split}.csv"):
            rows.append(
                Row(f"stsb-{split}", a, b, score >= DUPLICATE_SCORE, score <= HARMFUL_SCORE)
            )
    return rows


def undecided(rows: list[Row], embedder: Embedder) -> tuple[list[int], npt.NDArray[np.float64]]:
    """The rows the judge would ask a head about, and the inputs it would give it."""
    texts = sorted({t for r in rows for t in (r.a, r.b)})
    vectors = embedder.embed_documents(texts)
    at = {t: i for i, t in enumerate(texts)}
    kept: list[int] = []
    inputs: list[npt.NDArray[np.float64]] = []
    for i, r in enumerate(progress_bar(rows, desc="judging", unit="pair")):
        u, v = vectors[at[r.b]], vectors[at[r.a]]
        recorder = Recorder()
        verdict = judge(r.b, r.a, float(u @ v), vectors=(u, v), head=recorder)
        if recorder.asked and verdict.relation is Relation.DISTINCT:
            kept.append(i)
            inputs.append(recorder.asked[-1])
    return kept, np.vstack(inputs)


def fit(x: npt.NDArray[np.float64], y: npt.NDArray[np.bool_]) -> LogisticRegression:
    return LogisticRegression(C=C, max_iter=5000).fit(x, y)


def choose_threshold(
    scores: npt.NDArray[np.float64], rows: list[Row], margin: float, floor: float
) -> tuple[float, float, list[dict[str, Any]]]:
    """The highest score of a pair that must not merge, plus the margin, at least the floor,
    for pairs with no note; the same for pairs with a note; and the table of what each grid
    threshold would merge (pairs with no note)."""
    guarded = np.array([not kept_apart(r.b, r.a) for r in rows])  # (told_differently: judged)
    note = np.array(["note" in (form(r.a), form(r.b)) for r in rows])
    dup = np.array([r.duplicate for r in rows])
    harm = np.array([r.harmful for r in rows])
    probe = np.array([not r.source.startswith(("stsb", "memory")) for r in rows])
    stsb_dev = np.array([r.source == "stsb-dev" for r in rows])
    table = []
    for t in GRID:
        merged = guarded & ~note & (scores >= t)
        p_merged = merged & probe
        right = int(np.sum(p_merged & dup))
        wrong = int(np.sum(p_merged & harm))
        table.append(
            {
                "threshold": t,
                "probe_merges": int(np.sum(p_merged)),
                "probe_right": right,
                "probe_wrong": wrong,
                "stsb_dev_merges": int(np.sum(merged & stsb_dev)),
                "stsb_dev_harmful": int(np.sum(merged & stsb_dev & harm)),
            }
        )
    must_not = guarded & ((probe & harm) | (stsb_dev & harm))
    worst = float(np.max(scores[must_not & ~note], initial=0.5))
    worst_note = float(np.max(scores[must_not & note], initial=0.5))
    general = min(max(round(worst + margin, 2), floor), 0.99)
    return general, min(max(round(worst_note + margin, 2), floor), 0.99), table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    ap.add_argument("--out", type=Path, default=DEFAULT_PATH)
    ap.add_argument("--probes", type=Path, default=PROBES, help="labelled probe pairs (JSON lines)")
    ap.add_argument("--hold", default="", help="probe ids to leave out entirely (held out)")
    ap.add_argument("--margin", type=float, default=0.06)
    ap.add_argument("--floor", type=float, default=0.90)
    args = ap.parse_args()
    started = time.perf_counter()
    hold = {h for h in args.hold.split(",") if h}
    rows = load_rows(args.data, hold, args.probes)
    embedder = build_embedder(Settings())
    index, x = undecided(rows, embedder)
    asked = [rows[i] for i in index]
    y = np.array([r.duplicate for r in asked])
    train = np.array([r.source != "stsb-dev" for r in asked])
    probes = sorted({r.source for r in asked if not r.source.startswith(("stsb", "memory"))})
    scores = np.zeros(len(asked))
    for probe in progress_bar(probes, desc="leave one probe out", unit="fit"):
        out = np.array([r.source == probe for r in asked])
        scores[out] = fit(x[train & ~out], y[train & ~out]).predict_proba(x[out])[:, 1]
    final = fit(x[train], y[train])
    dev = ~train
    scores[dev] = final.predict_proba(x[dev])[:, 1]
    threshold, note_threshold, table = choose_threshold(scores, asked, args.margin, args.floor)
    head = ParaphraseHead(
        model=embedder.model_id,
        weights=final.coef_[0].astype(np.float64),
        bias=float(final.intercept_[0]),
        threshold=threshold,
        note_threshold=note_threshold,
    )
    provenance = {
        "script": "scripts/train_paraphrase_head.py",
        "probes": probes,
        "held_out": sorted(hold),
        "undecided_pairs": int(np.sum(train)),
        "duplicates_among_them": int(np.sum(y & train)),
        "C": C,
        "margin": args.margin,
        "floor": args.floor,
    }
    args.out.write_text(head.to_json(provenance) + "\n", encoding="utf-8")
    header = ("threshold", "probe merges", "right", "wrong", "STS-B dev", "harmful")
    print(" ".join(f"{h:>9}" for h in header))
    for row in table:
        mark = " <" if abs(row["threshold"] - threshold) < 0.005 else ""
        cells = [f"{row['threshold']:>9.2f}"] + [f"{row[k]:>9}" for k in list(row)[1:]]
        print(" ".join(cells) + mark)
    print(
        f"{len(asked)} undecided pairs of {len(rows)}; threshold {threshold} "
        f"(with a note {note_threshold}); "
        f"wrote {args.out} in {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
