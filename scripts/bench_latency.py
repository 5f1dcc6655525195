"""Latency, ingest and concurrency benchmark: Memcue over gRPC versus two floors.

    python scripts/bench_latency.py --personas ../shared/data/msc/msc_personas_all.json [--runs 3]

Memcue runs as a real `memcue serve` process (its own aw-server, embedded Chroma, the default
embedder unless MEMCUE_EMBEDDING_* say otherwise) and is called through the typed client over
loopback gRPC. The floors run in this process with the same embedder the server builds
(`service.app.build_embedder` on the same settings): raw Chroma + the model (a
PersistentClient collection, no gRPC, no log, no checks), and the model alone (one
`embed_documents` / `embed_query` call). Single-call and recall phases alternate Memcue and
the floors call by call, so machine noise hits all sides alike.

The concurrent phase: N client threads (default 8), each with its own channel, each making
one Remember to two Recalls of short texts, all at once; it reports total calls/s, p50/p99
latency (all calls and per kind) and the error count.

Each run starts a fresh server and floor; with --runs R every figure is the median over the
runs (ratios from the same run, then the median). Prints tables and writes JSON.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchkit import machine, pct, start_memcue, stop_memcue, timed, write_report  # noqa: E402
from scripts.datasets import msc_personas  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service.app import build_embedder  # noqa: E402
from service.client import MemcueClient  # noqa: E402
from service.ports import Embedder  # noqa: E402
from service.settings import Settings  # noqa: E402


class Floor:
    """Raw Chroma + the same model: what any service on this stack cannot beat."""

    def __init__(self, path: Path, embedder: Embedder) -> None:
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        client = chromadb.PersistentClient(
            path=str(path), settings=ChromaSettings(anonymized_telemetry=False)
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


def summary(samples: list[float]) -> dict[str, float]:
    return {"p50": pct(samples, 50), "p99": pct(samples, 99)} if samples else {}


def concurrent_phase(
    target: str, api_key: str, texts: list[str], *, clients: int, rounds: int, top_k: int
) -> dict[str, Any]:
    """`clients` threads, each `rounds` x (Remember, Recall, Recall) on its own peer."""
    barrier = threading.Barrier(clients + 1)
    lat: dict[str, list[float]] = {"remember": [], "recall": []}
    errors: list[str] = []
    lock = threading.Lock()

    def client(c: int) -> None:
        mine = texts[c::clients]
        with MemcueClient(target, timeout=60, api_key=api_key) as mc:
            mc.recall(f"conc-{c}", "warm-up")  # connect before the clock starts
            barrier.wait()
            peer = f"conc-{c}"
            for r in range(rounds):
                for k, kind in enumerate(("remember", "recall", "recall")):
                    text = mine[(3 * r + k) % len(mine)]
                    start = time.perf_counter()
                    try:
                        if kind == "remember":
                            mc.remember(peer, text)
                        else:
                            mc.recall(peer, text, top_k=top_k)
                    except Exception as exc:
                        with lock:
                            errors.append(f"{kind}: {type(exc).__name__}: {exc}"[:200])
                        continue
                    took = time.perf_counter() - start
                    with lock:
                        lat[kind].append(took)

    threads = [threading.Thread(target=client, args=(c,)) for c in range(clients)]
    for t in threads:
        t.start()
    barrier.wait()
    start = time.perf_counter()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - start
    every = lat["remember"] + lat["recall"]
    return {
        "clients": clients,
        "calls": len(every) + len(errors),
        "seconds": seconds,
        "calls_per_s": (len(every) + len(errors)) / seconds,
        "all_ms": summary(every),
        "remember_ms": summary(lat["remember"]),
        "recall_ms": summary(lat["recall"]),
        "errors": len(errors),
        "first_errors": errors[:5],
    }


def one_run(args: argparse.Namespace, sentences: list[str], embedder: Embedder) -> dict[str, Any]:
    n_bulk = args.memories - args.single
    bulk, single = sentences[:n_bulk], sentences[n_bulk : args.memories]
    queries = sentences[args.memories : args.memories + args.queries]
    conc_texts = sentences[args.memories + args.queries :][: args.clients * args.rounds * 3]
    tmp = Path(tempfile.mkdtemp(prefix="memcue-bench-"))
    print(f"Memcue data in {tmp} (removed after the run)")
    floor = Floor(tmp / "floor", embedder)
    served = start_memcue(tmp / "memcue")
    results: dict[str, Any] = {}
    try:
        with MemcueClient(served.target, timeout=120, api_key=served.api_key) as mc:
            results["model"] = mc.status().embedding_model
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
            t_model: float = sum(timed(embedder.embed_documents, c) for c in chunks)
            results["ingest_per_s"] = {
                "memcue": n_bulk / t_memcue,
                "floor": n_bulk / t_floor,
                "embedder": n_bulk / t_model,
            }

            rem: dict[str, list[float]] = {"memcue": [], "floor": [], "embedder": []}
            for text in progress_bar(single, desc="single Remember", unit="call"):
                rem["memcue"].append(timed(mc.remember, "bench", text))
                rem["floor"].append(timed(floor.add, [text]))
                rem["embedder"].append(timed(embedder.embed_documents, [text]))
            results["remember_ms"] = {k: summary(v) for k, v in rem.items()}

            rec: dict[str, list[float]] = {"memcue": [], "floor": [], "embedder": []}
            for cue in progress_bar(queries, desc="Recall", unit="query"):
                rec["memcue"].append(timed(mc.recall, "bench", cue, top_k=args.top_k))
                rec["floor"].append(timed(floor.query, cue, args.top_k))
                rec["embedder"].append(timed(embedder.embed_query, cue))
            results["recall_ms"] = {k: summary(v) for k, v in rec.items()}

        print(f"concurrent: {args.clients} clients x {args.rounds} x (Remember, Recall, Recall)")
        results["concurrent"] = concurrent_phase(
            served.target,
            served.api_key,
            conc_texts,
            clients=args.clients,
            rounds=args.rounds,
            top_k=args.top_k,
        )
    finally:
        stop_memcue(served)
        del floor  # (the floor's Chroma client holds its files until released)
        shutil.rmtree(tmp, ignore_errors=True)  # ~90 MB a run: nothing to keep once measured
    return results


def median_of(runs: list[dict[str, Any]], *path: str) -> float:
    values = []
    for run in runs:
        node: Any = run
        for key in path:
            node = node[key]
        values.append(float(node))
    return statistics.median(values)


def median_ratio(runs: list[dict[str, Any]], *path: str) -> float:
    """Memcue / floor within each run, then the median over runs."""
    head, tail = path[0], path[1:]
    ratios = []
    for run in runs:
        m, f = run[head]["memcue"], run[head]["floor"]
        for key in tail:
            m, f = m[key], f[key]
        ratios.append(float(m) / float(f))
    return statistics.median(ratios)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--personas", type=Path, required=True, help="msc_personas_all.json")
    parser.add_argument("-n", "--memories", type=int, default=10_000)
    parser.add_argument("--single", type=int, default=300, help="one-at-a-time Remember calls")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--top-k", type=int, default=10)
    parser.add_argument("--clients", type=int, default=8, help="concurrent phase: clients")
    parser.add_argument("--rounds", type=int, default=40, help="concurrent: rounds per client")
    parser.add_argument("--runs", type=int, default=1, help="report medians over this many")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "bench_latency.json")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if not args.personas.exists():
        print(f"skipped: {args.personas} not found (pass --personas PATH)")
        return 0

    sentences = msc_personas(args.personas)
    random.Random(args.seed).shuffle(sentences)
    need = args.memories + args.queries + args.clients * args.rounds * 3
    if len(sentences) < need:
        raise SystemExit(f"need {need} sentences, the file has {len(sentences)}")
    settings = Settings()
    print(f"loading the model ({settings.embedding_model}, {settings.embedding_backend})")
    embedder = build_embedder(settings)
    runs = []
    for r in range(args.runs):
        print(f"\nrun {r + 1} of {args.runs}")
        runs.append(one_run(args, sentences, embedder))

    def med(*p: str) -> float:
        return median_of(runs, *p)

    rows: list[tuple[str, str, str | None]] = [
        ("Remember p50 (ms)", "remember_ms", "p50"),
        ("Remember p99 (ms)", "remember_ms", "p99"),
        ("Bulk ingest (items/s)", "ingest_per_s", None),
        ("Recall p50 (ms)", "recall_ms", "p50"),
        ("Recall p99 (ms)", "recall_ms", "p99"),
    ]
    print(
        f"\n{runs[0]['model']}: {args.memories} memories, batch {args.batch}, {args.single} "
        f"single writes, {args.queries} queries, top_k {args.top_k}; medians of {args.runs} run(s)"
    )
    print(f"{'metric':<24}{'Memcue (gRPC)':>15}{'raw Chroma':>13}{'ratio':>8}{'model alone':>13}")
    for name, head, key in rows:
        path: tuple[str, ...] = (key,) if key else ()
        memcue_v = med(head, "memcue", *path)
        floor_v = med(head, "floor", *path)
        model_v = med(head, "embedder", *path)
        ratio = median_ratio(runs, head, *path)
        print(f"{name:<24}{memcue_v:>15.1f}{floor_v:>13.1f}{ratio:>8.2f}{model_v:>13.2f}")

    print(
        f"\nconcurrent: {args.clients} clients, one Remember to two Recalls, short texts, "
        f"{args.rounds * 3} calls each"
    )
    print(f"{'metric':<24}{'value':>10}")
    conc_rows: list[tuple[str, tuple[str, ...]]] = [
        ("calls/s", ("concurrent", "calls_per_s")),
        ("all p50 (ms)", ("concurrent", "all_ms", "p50")),
        ("all p99 (ms)", ("concurrent", "all_ms", "p99")),
        ("Remember p50 (ms)", ("concurrent", "remember_ms", "p50")),
        ("Remember p99 (ms)", ("concurrent", "remember_ms", "p99")),
        ("Recall p50 (ms)", ("concurrent", "recall_ms", "p50")),
        ("Recall p99 (ms)", ("concurrent", "recall_ms", "p99")),
        ("errors (total)", ()),
    ]
    for name, cpath in conc_rows:
        value = med(*cpath) if cpath else sum(r["concurrent"]["errors"] for r in runs)
        print(f"{name:<24}{value:>10.1f}")

    report = {
        "config": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "settings": {
            "embedding_model": settings.embedding_model,
            "embedding_backend": settings.embedding_backend,
            "embedding_threads": settings.embedding_threads,
            "embedding_batch_max": settings.embedding_batch_max,
            "embedding_batch_wait_ms": settings.embedding_batch_wait_ms,
        },
        "machine": machine(),
        "runs": runs,
    }
    write_report(args.out, report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
