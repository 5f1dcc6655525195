"""What the dedup decision adds to a Remember: `judge` over the candidates of realistic writes.

    python scripts/bench_dedup_latency.py --personas ../shared/data/msc/msc_personas_all.json

A store of N persona sentences (MSC, or the memory-domain dev set when the file is absent)
is embedded once; then for each of W further sentences, as the write path does
(service/reconcile.py), its nearest stored entries above the candidate floor (at most 5)
are judged with `service.dedup.judge` until the first merge or contradiction. Only the
decision is timed (the vectors and the neighbour search exist without it). Two settings:
"cold" clears every text cache before each write (nothing seen before), "warm" keeps the
caches of the stored texts as a running service does. Each with the paraphrase head (as
shipped, given the vectors) and with the rules alone, side by side. Prints p50/p90/p99 per
write. The vectors are the served model's (the int8 export), which the head is fitted for.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts import memory_pairs  # noqa: E402
from scripts.datasets import msc_personas  # noqa: E402
from service.app import build_embedder, build_paraphrase_head  # noqa: E402
from service.dedup import Relation, Thresholds, clear_text_caches, judge  # noqa: E402
from service.dedup.paraphrase import PairHead  # noqa: E402
from service.reconcile import NEIGHBOURS  # noqa: E402
from service.settings import Settings  # noqa: E402


def sentences(personas: Path, n: int, seed: int) -> list[str]:
    if personas.exists():
        pool = msc_personas(personas, unique=True)
    else:
        pool = sorted({t for p in memory_pairs.load() for t in (p.a, p.b)})
    random.Random(seed).shuffle(pool)
    return pool[:n]


def per_write(
    store: list[str],
    vectors: np.ndarray,
    writes: list[str],
    wvecs: np.ndarray,
    cold: bool,
    head: PairHead | None,
) -> tuple[list[float], int]:
    th = Thresholds()
    times, judged = [], 0
    sims = wvecs @ vectors.T
    for i, text in enumerate(writes):
        order = np.argsort(-sims[i])[:NEIGHBOURS]
        candidates = [(j, float(sims[i, j])) for j in order if sims[i, j] >= th.candidate_floor]
        if cold:
            clear_text_caches()
        start = time.perf_counter()
        for j, cos in candidates:
            judged += 1
            verdict = judge(
                text, store[j], cos, thresholds=th, vectors=(wvecs[i], vectors[j]), head=head
            )
            if verdict.relation is not Relation.DISTINCT:
                break
        times.append((time.perf_counter() - start) * 1000)
    return times, judged


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--personas", type=Path, default=ROOT.parent / "shared" / "data" / "msc"
                        / "msc_personas_all.json")  # fmt: skip
    parser.add_argument("--store", type=int, default=5000)
    parser.add_argument("--writes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "bench_dedup_latency.json")
    args = parser.parse_args()
    texts = sentences(args.personas, args.store + args.writes, args.seed)
    store, writes = texts[: args.store], texts[args.store :]
    settings = Settings()
    embedder = build_embedder(settings)
    head = build_paraphrase_head(settings, embedder)
    vectors = np.asarray(embedder.embed_documents(store))
    wvecs = np.asarray(embedder.embed_documents(writes))
    report = {}
    runs = [(f"{cache}, {h}", cache == "cold", hd) for cache in ("warm", "cold")
            for h, hd in (("rules only", None), ("with head", head))]  # fmt: skip
    for name, cold, with_head in runs:
        clear_text_caches()  # each run starts alike, whatever ran before it
        if not cold:  # warm: the stored texts judged before (a running service's caches)
            for text in store:
                judge(text, text + " x", 0.9)
        times, judged = per_write(store, vectors, writes, wvecs, cold, with_head)
        p50, p90, p99 = np.percentile(times, [50, 90, 99])
        report[name] = {"p50_ms": p50, "p90_ms": p90, "p99_ms": p99, "pairs_judged": judged}
        print(
            f"{name}: {len(writes)} writes, {judged} pairs judged; decision per write "
            f"p50 {p50:.3f} ms, p90 {p90:.3f} ms, p99 {p99:.3f} ms"
        )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"store": len(store), "writes": len(writes), **report}))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
