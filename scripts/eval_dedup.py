"""Dedup quality: the write-path decision on the memory-domain dev set, STS-B and MSRP.

    python scripts/eval_dedup.py --data ../shared/data

Memory domain (tests/data/memory_pairs.jsonl, issue 10): per category and for the tune and
test halves, merge recall, merges of keep-both / supersede pairs, paraphrases superseded,
keep-both pairs superseded and contradictions superseded (scripts/memory_pairs.py).

Runs `service.dedup.judge` — the exact function the write path calls — on every STS-B and
MSRP pair (the first sentence is the stored entry, the second the new write) and reports
precision, recall, F1 and harmful merges per split, next to cosine >= 0.85 / 0.90 / 0.95 on
the same pairs; with --pair-model also the decision with the dedup cross-encoder
(scripts/train_pair_model.py). STS-B: a duplicate is a pair scored >= 4.0; a merge of a pair
scored < 2.5 is harmful. MSRP (lenient paraphrase labels) is a looser second view.
Thresholds were chosen on STS-B train/dev and MSRP val only; test is reported, never tuned.

    python scripts/eval_dedup.py --splits --probe PROBE.json [PROBE.json ...]
    python scripts/eval_dedup.py --splits --msc-neighbours 3

A probe is a JSON list (or JSON lines) of {"a", "b", "label"} with label duplicate, update or
distinct (a look-alike): per label, how many pairs merged, superseded or stayed two, with the
shipped decision and with the rules alone (no paraphrase head).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from embeddings.pair_model import CrossEncoderScorer, ScoreTable  # noqa: E402
from scripts import memory_pairs  # noqa: E402
from scripts.datasets import msc_personas, msrp_pairs, stsb_pairs  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service.app import build_embedder, build_paraphrase_head  # noqa: E402
from service.dedup import Relation, Thresholds, Verdict, judge  # noqa: E402
from service.dedup.paraphrase import PairHead  # noqa: E402
from service.ports import Embedder, PairScorer  # noqa: E402
from service.settings import Settings  # noqa: E402

DUPLICATE_SCORE = 4.0
HARMFUL_SCORE = 2.5
BASELINES = (0.85, 0.90, 0.95)


@dataclass
class Scores:
    pairs: int
    positives: int
    merged: int
    precision: float
    recall: float
    f1: float
    harmful: int | None
    contradictions: int


def score(
    merged: np.ndarray, positive: np.ndarray, harmful: np.ndarray | None, contradictions: int = 0
) -> Scores:
    tp = int(np.sum(merged & positive))
    n_merged = int(np.sum(merged))
    precision = tp / n_merged if n_merged else 1.0
    recall = tp / int(np.sum(positive)) if np.sum(positive) else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return Scores(
        pairs=len(merged),
        positives=int(np.sum(positive)),
        merged=n_merged,
        precision=precision,
        recall=recall,
        f1=f1,
        harmful=None if harmful is None else int(np.sum(merged & harmful)),
        contradictions=contradictions,
    )


@dataclass(frozen=True, slots=True)
class PairVectors:
    """Each pair's two vectors, first texts in `a`, second in `b`."""

    a: np.ndarray
    b: np.ndarray

    @property
    def cos(self) -> np.ndarray:
        return np.asarray(np.einsum("ij,ij->i", self.a, self.b), dtype=np.float64)


def embed_pairs(embedder: Embedder, pairs: Sequence[tuple[str, str]]) -> PairVectors:
    texts = sorted({t for pair in pairs for t in pair})
    vectors = np.asarray(embedder.embed_documents(texts))
    row = {t: i for i, t in enumerate(texts)}
    return PairVectors(
        vectors[[row[a] for a, _ in pairs]].reshape(len(pairs), -1),
        vectors[[row[b] for _, b in pairs]].reshape(len(pairs), -1),
    )


def pair_cosines(embedder: Embedder, pairs: list[tuple[str, str]]) -> np.ndarray:
    return embed_pairs(embedder, pairs).cos


def decide(
    pairs: list[tuple[str, str]],
    cos: np.ndarray,
    thresholds: Thresholds,
    pair: PairScorer | None = None,
    *,
    vectors: PairVectors | None = None,
    head: PairHead | None = None,
) -> list[Verdict]:
    """The write-path decision per pair: the first text is the stored entry, the second the
    new write (with the paraphrase head when both `vectors` and `head` are given)."""
    return [
        judge(
            b,
            a,
            float(c),
            thresholds=thresholds,
            pair=pair,
            vectors=(vectors.b[i], vectors.a[i]) if vectors is not None else None,
            head=head,
        )
        for i, ((a, b), c) in enumerate(zip(pairs, cos, strict=True))
    ]


def evaluate(
    embedder: Embedder,
    pairs: list[tuple[str, str]],
    positive: np.ndarray,
    harmful: np.ndarray | None,
    thresholds: Thresholds,
    pair: CrossEncoderScorer | None = None,
    head: PairHead | None = None,
) -> dict[str, Scores]:
    vectors = embed_pairs(embedder, pairs)
    cos = vectors.cos
    start = time.perf_counter()
    verdicts = decide(pairs, cos, thresholds, vectors=vectors, head=head)
    per_pair_us = (time.perf_counter() - start) / max(len(pairs), 1) * 1e6
    out = {"memcue": outcome(verdicts, positive, harmful)}
    print(f"  decision cost: {per_pair_us:.0f} us per pair (vectors given)")
    if head is not None:  # what the rules alone decide, for comparison
        out["memcue rules only"] = outcome(decide(pairs, cos, thresholds), positive, harmful)
    if pair is not None:
        start = time.perf_counter()
        table = ScoreTable(pair, pairs)
        out["memcue+pair"] = outcome(decide(pairs, cos, thresholds, table), positive, harmful)
        per_pair_ms = (time.perf_counter() - start) / max(len(pairs), 1) * 1e3
        print(f"  pair model: {per_pair_ms:.1f} ms per pair (batched, both orders)")
    for t in BASELINES:
        out[f"cosine>={t:.2f}"] = score(cos >= t, positive, harmful)
    return out


OUTCOMES = {
    Relation.DUPLICATE: "merged",
    Relation.CONTRADICTION: "superseded",
    Relation.DISTINCT: "kept both",
}


def probe_report(
    path: Path,
    embedder: Embedder,
    thresholds: Thresholds,
    pair: PairScorer | None,
    head: PairHead | None,
) -> dict[str, dict[str, dict[str, int]]]:
    """Per label, the outcomes of one labelled probe, with the shipped decision and with the
    rules alone; printed as a table."""
    text = path.read_text(encoding="utf-8").strip()
    rows = json.loads(text) if text.startswith("[") else [json.loads(x) for x in text.splitlines()]
    pairs = [(r["a"], r["b"]) for r in rows]
    vectors = embed_pairs(embedder, pairs)
    methods = {"memcue": decide(pairs, vectors.cos, thresholds, pair, vectors=vectors, head=head)}
    if head is not None:
        methods["memcue rules only"] = decide(pairs, vectors.cos, thresholds, pair)
    out: dict[str, dict[str, dict[str, int]]] = {}
    print(f"\n{path}: {len(rows)} pairs")
    print(
        f"  {'method':<18}{'label':<11}{'pairs':>6}{'merged':>8}{'superseded':>12}{'kept both':>11}"
    )
    for method, verdicts in methods.items():
        table: dict[str, dict[str, int]] = {}
        for r, v in zip(rows, verdicts, strict=True):
            cell = table.setdefault(r["label"], dict.fromkeys(OUTCOMES.values(), 0))
            cell[OUTCOMES[v.relation]] += 1
        for label in sorted(table):
            c = table[label]
            print(
                f"  {method:<18}{label:<11}{sum(c.values()):>6}{c['merged']:>8}"
                f"{c['superseded']:>12}{c['kept both']:>11}"
            )
        out[method] = table
    return out


def nearest_pairs(vectors: np.ndarray, k: int, floor: float) -> list[tuple[int, int]]:
    """Each text with its `k` nearest other texts at cosine >= `floor`, as (i, j), i < j."""
    found: set[tuple[int, int]] = set()
    for start in range(0, len(vectors), 2048):
        sims = vectors[start : start + 2048] @ vectors.T
        rows = np.arange(sims.shape[0])
        sims[rows, start + rows] = -1.0
        for r, cols in enumerate(np.argpartition(-sims, k, axis=1)[:, :k]):
            found.update(
                (min(start + r, int(j)), max(start + r, int(j)))
                for j in cols
                if sims[r, j] >= floor
            )
    return sorted(found)


def head_only_merges(
    embedder: Embedder, texts: list[str], k: int, thresholds: Thresholds, head: PairHead
) -> tuple[int, list[tuple[str, str, str]]]:
    """What the paraphrase head merges beyond the rules among near neighbours: every text
    against its `k` nearest, of any speaker (a harsher test than one peer's writes, where
    look-alikes are rarer). Returns (pairs judged, [(older, newer, reason)])."""
    vectors = np.asarray(embedder.embed_documents(texts), dtype=np.float32)
    pairs = nearest_pairs(vectors, k, thresholds.paraphrase_floor)
    merged = []
    for i, j in progress_bar(pairs, desc="MSC neighbours", unit="pair"):
        old, new = texts[i], texts[j]
        cosine = float(vectors[i] @ vectors[j])
        if judge(new, old, cosine, thresholds=thresholds).relation is not Relation.DISTINCT:
            continue
        verdict = judge(
            new, old, cosine, thresholds=thresholds, vectors=(vectors[j], vectors[i]), head=head
        )
        if verdict.relation is Relation.DUPLICATE:
            merged.append((old, new, verdict.reason))
    return len(pairs), merged


def outcome(verdicts: list[Verdict], positive: np.ndarray, harmful: np.ndarray | None) -> Scores:
    merged = np.array([v.relation is Relation.DUPLICATE for v in verdicts])
    contradictions = sum(v.relation is Relation.CONTRADICTION for v in verdicts)
    return score(merged, positive, harmful, contradictions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument(
        "--splits",
        nargs="*",
        default=[
            "mem-tune",
            "mem-test",
            "sts-train",
            "sts-dev",
            "sts-test",
            "msrp-val",
            "msrp-test",
        ],
    )
    parser.add_argument("--memory", type=Path, default=memory_pairs.DEFAULT_PATH)
    parser.add_argument("--probe", type=Path, nargs="*", default=[], help="labelled pair files")
    parser.add_argument("--errors", action="store_true", help="list the memory pairs decided wrong")
    parser.add_argument(
        "--msc-neighbours",
        type=int,
        default=0,
        metavar="K",
        help="list what the paraphrase head merges beyond the rules among each MSC persona "
        "text and its K nearest texts (3: ~70,000 pairs, ~4 minutes)",
    )
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "eval_dedup.json")
    parser.add_argument(
        "--pair-model",
        type=Path,
        default=None,
        help="also report the decision with this cross-encoder (scripts/train_pair_model.py)",
    )
    parser.add_argument(
        "--backend",
        choices=["onnx-int8", "torch"],
        default=None,
        help="MiniLM backend (default: the service's, MEMCUE_EMBEDDING_BACKEND or onnx-int8)",
    )
    args = parser.parse_args()
    settings = Settings(embedding_threads=1)
    if args.backend:
        settings.embedding_backend = args.backend
    # The model the service serves (the int8 export by default), so the figures are the
    # service's own decisions, not the torch reference's.
    embedder = build_embedder(settings)
    print(f"embedder: {embedder.model_id}")
    thresholds = Thresholds()
    pair = CrossEncoderScorer(args.pair_model) if args.pair_model else None
    head = build_paraphrase_head(settings, embedder)
    print(f"paraphrase head: {'on' if head else 'off'}")
    report: dict[str, dict[str, Scores]] = {}
    memory: dict[str, memory_pairs.MemoryScores] = {}
    for split in args.splits:
        corpus, _, name = split.partition("-")
        if corpus == "mem":
            mem = memory_pairs.load(args.memory, name)
            vectors = embed_pairs(embedder, [(p.a, p.b) for p in mem])
            verdicts = decide(
                [(p.a, p.b) for p in mem], vectors.cos, thresholds, vectors=vectors, head=head
            )
            memory[split] = memory_pairs.score(mem, verdicts)
            memory_pairs.print_report(split, memory[split], show_errors=args.errors)
            continue
        if not args.data.exists():
            print(f"skipped {split}: {args.data} not found (pass --data PATH)")
            continue
        if corpus == "sts":
            path = args.data / "stsbenchmark" / f"sts-{name}.csv"
            if not path.exists():
                continue
            rows = stsb_pairs(path)
            pairs = [(a, b) for a, b, _ in rows]
            s = np.array([x for _, _, x in rows])
            print(f"{split}: {len(pairs)} pairs")
            report[split] = evaluate(
                embedder, pairs, s >= DUPLICATE_SCORE, s < HARMFUL_SCORE, thresholds, pair, head
            )
        else:
            path = args.data / "msrp" / f"msr-para-{name}.tsv"
            if not path.exists():
                continue
            mrows = msrp_pairs(path)
            pairs = [(a, b) for a, b, _ in mrows]
            labels = np.array([y == 1 for _, _, y in mrows])
            print(f"{split}: {len(pairs)} pairs")
            report[split] = evaluate(embedder, pairs, labels, None, thresholds, pair, head)

    probes = {
        str(path): probe_report(path, embedder, thresholds, pair, head) for path in args.probe
    }
    msc: dict[str, object] = {}
    if args.msc_neighbours and head is not None:
        texts = msc_personas(args.data / "msc" / "msc_personas_all.json")
        judged, merged = head_only_merges(embedder, texts, args.msc_neighbours, thresholds, head)
        print(
            f"\nMSC neighbours: {judged} pairs, {len(merged)} merged by the head beyond the rules"
        )
        for old, new, reason in merged:
            print(f"  {old!r} / {new!r}: {reason}")
        msc = {"pairs": judged, "head_merges": merged}
    if not report:
        print()
    print(
        f"\n{'split':<11}{'method':<18}{'merged':>7}{'prec':>7}{'recall':>8}{'F1':>7}"
        f"{'harmful':>9}{'contra':>8}"
    )
    for split, methods in report.items():
        for method, sc in methods.items():
            harmful = "-" if sc.harmful is None else str(sc.harmful)
            contra = str(sc.contradictions) if method.startswith("memcue") else ""
            print(
                f"{split:<11}{method:<18}{sc.merged:>7}{sc.precision:>7.3f}{sc.recall:>8.3f}"
                f"{sc.f1:>7.3f}{harmful:>9}{contra:>8}"
            )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps(
            {
                "thresholds": asdict(thresholds),
                "pair_model": str(args.pair_model) if args.pair_model else None,
                "splits": {s: {m: asdict(sc) for m, sc in ms.items()} for s, ms in report.items()},
                "memory": {s: memory_pairs.as_json(sc) for s, sc in memory.items()},
                "probes": probes,
                "msc_neighbours": msc,
            },
            indent=2,
        )
    )
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
