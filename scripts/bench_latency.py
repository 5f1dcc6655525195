"""Latency and ingest benchmark: Memcue over gRPC versus raw Chroma + the same model (the floor).

    python scripts/bench_latency.py --personas ../shared/data/msc/msc_personas_all.json

Memcue runs as a real `memcue serve` process (its own aw-server, embedded Chroma) and is
called through the typed client over loopback gRPC. The floor runs in this process: the
same MiniLM adapter and a Chroma PersistentClient collection, no gRPC, no log, no checks.
Single-call and recall phases alternate Memcue and floor call by call, so machine noise
hits both sides alike. Prints a table (medians and p99, ratios) and writes JSON.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from embeddings import MiniLMEmbedder  # noqa: E402
from scripts.benchkit import machine, pct, start_memcue, stop_memcue, timed, write_report  # noqa: E402
from scripts.datasets import msc_personas  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service.client import MemcueClient  # noqa: E402


class Floor:
    """Raw Chroma + the same model: what any service on this stack cannot beat."""

    def __init__(self, path: Path, embedder: MiniLMEmbedder) -> None:
        import chromadb
        from chromadb.config import Settings

        client = chromadb.PersistentClient(
            path=str(path), settings=Settings(anonymized_telemetry=False)
        )
        self.col = client.create_collection(
            "floor", embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
        )
        self.embedder = embedder
        self.n = 0

    def add(self, texts: list[str]) -> None:
        vectors = self.embedder.embed_documents(texts)
        ids = [f"f{self.n + i}" for i in range(len(texts))]
        self.n += len(texts)
        self.col.add(ids=ids, embeddings=vectors, documents=texts)

    def query(self, cue: str, k: int) -> None:
        self.col.query(query_embeddings=self.embedder.embed_query(cue)[None, :], n_results=k)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--personas", type=Path, required=True, help="msc_personas_all.json")
    parser.add_argument("-n", "--memories", type=int, default=10_000)
    parser.add_argument("--single", type=int, default=300, help="one-at-a-time Remember calls")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--top-k", type=int, default=10)
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "bench_latency.json")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if not args.personas.exists():
        print(f"skipped: {args.personas} not found (pass --personas PATH)")
        return 0

    sentences = msc_personas(args.personas)
    random.Random(args.seed).shuffle(sentences)
    need = args.memories + args.queries
    if len(sentences) < need:
        raise SystemExit(f"need {need} sentences, the file has {len(sentences)}")
    n_bulk = args.memories - args.single
    bulk, single = sentences[:n_bulk], sentences[n_bulk : args.memories]
    queries = sentences[args.memories : need]

    tmp = Path(tempfile.mkdtemp(prefix="memcue-bench-"))
    print(f"loading model; Memcue data in {tmp}")
    embedder = MiniLMEmbedder()
    floor = Floor(tmp / "floor", embedder)
    served = start_memcue(tmp / "memcue")
    results: dict[str, Any] = {}
    try:
        with MemcueClient(served.target, timeout=120, api_key=served.api_key) as mc:
            mc.remember("bench", "warm-up entry")  # model and collection warm on both sides
            floor.add(["warm-up entry"])

            chunks = [bulk[i : i + args.batch] for i in range(0, len(bulk), args.batch)]
            t_memcue: float = sum(
                timed(mc.remember_batch, "bench", c)
                for c in progress_bar(chunks, desc="memcue bulk ingest", unit="batch")
            )
            t_floor: float = sum(
                timed(floor.add, c)
                for c in progress_bar(chunks, desc="floor bulk ingest", unit="batch")
            )
            results["ingest_per_s"] = {"memcue": n_bulk / t_memcue, "floor": n_bulk / t_floor}

            rem_m: list[float] = []
            rem_f: list[float] = []
            for text in progress_bar(single, desc="single Remember", unit="call"):
                rem_m.append(timed(mc.remember, "bench", text))
                rem_f.append(timed(floor.add, [text]))
            results["remember_ms"] = {
                "memcue": {"p50": pct(rem_m, 50), "p99": pct(rem_m, 99)},
                "floor": {"p50": pct(rem_f, 50), "p99": pct(rem_f, 99)},
            }

            rec_m: list[float] = []
            rec_f: list[float] = []
            for cue in progress_bar(queries, desc="Recall", unit="query"):
                rec_m.append(timed(mc.recall, "bench", cue, top_k=args.top_k))
                rec_f.append(timed(floor.query, cue, args.top_k))
            results["recall_ms"] = {
                "memcue": {"p50": pct(rec_m, 50), "p99": pct(rec_m, 99)},
                "floor": {"p50": pct(rec_f, 50), "p99": pct(rec_f, 99)},
            }
    finally:
        stop_memcue(served)

    rows = [
        (
            "Remember p50 (ms)",
            results["remember_ms"]["memcue"]["p50"],
            results["remember_ms"]["floor"]["p50"],
        ),
        (
            "Remember p99 (ms)",
            results["remember_ms"]["memcue"]["p99"],
            results["remember_ms"]["floor"]["p99"],
        ),
        (
            "Bulk ingest (items/s)",
            results["ingest_per_s"]["memcue"],
            results["ingest_per_s"]["floor"],
        ),
        (
            "Recall p50 (ms)",
            results["recall_ms"]["memcue"]["p50"],
            results["recall_ms"]["floor"]["p50"],
        ),
        (
            "Recall p99 (ms)",
            results["recall_ms"]["memcue"]["p99"],
            results["recall_ms"]["floor"]["p99"],
        ),
    ]
    print(
        f"\n{args.memories} memories, batch {args.batch}, {args.single} single writes, "
        f"{args.queries} queries, top_k {args.top_k}"
    )
    print(f"{'metric':<24}{'Memcue (gRPC)':>15}{'raw Chroma':>13}{'ratio':>8}")
    for name, memcue_v, floor_v in rows:
        print(f"{name:<24}{memcue_v:>15.1f}{floor_v:>13.1f}{memcue_v / floor_v:>8.2f}")

    report = {
        "config": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "machine": machine(),
        "results": results,
    }
    write_report(args.out, report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
