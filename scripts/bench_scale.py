"""Scale benchmark: P peers x M memories through the gRPC API; memory, latency, restart.

    python scripts/bench_scale.py --point 1000x100 --point 10000x10 --model static-64d
    python scripts/bench_scale.py --point 100x10000 --model all-MiniLM-L6-v2 --queries 300

Each point gets a fresh data dir and a real `memcue serve` child process (its own aw-server,
embedded Chroma), written to through the typed client with RememberBatch (one peer at a
time, up to --batch items a call, dedup as the server does by default), so serialisation,
auth, dedup, the log and the index are all in the figures. Texts are MSC persona sentences
(distinct within a peer; peers reuse the pool). Reported per point:

- ingest rate overall and per tenth of the peers (does it fall as peers are added?);
- Recall p50/p99 over random peers with random persona cues (top_k 10), after ingest;
- server RSS (VmRSS and peak VmHWM of the `memcue serve` process, which holds Chroma),
  sampled per tenth of the ingest, after the recalls, and after a restart;
- data dir bytes per stored memory (whole dir, and the index alone);
- restart: SIGTERM, start again, time until gRPC health says SERVING; then the first recall
  and the next ones (cold shards and caches).

`--direct` loads the memories straight into the index instead (random unit vectors, no API,
no dedup, no log), for points whose ingest through the API would take too long here (1M);
the serving figures are then measured as usual, and the table marks the ingest rate "d".

Prints a table and writes JSON (--out). Large points take long: 1,000 x 100 with static-64d
is a few minutes here; a --limit-s stops the ingest early and the report says so.

`--server-root DIR` serves from another copy of the code (same virtualenv) for a before/after
in one run, e.g. the one-collection-per-peer layout:
`git archive 43d2d26 service embeddings | tar -x -C /tmp/memcue-old` then
`--server-root /tmp/memcue-old`.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchkit import (  # noqa: E402
    Served,
    machine,
    pct,
    server_env,
    stop_memcue,
    write_report,
)
from scripts.datasets import msc_personas  # noqa: E402
from service.adapters.aw_process import free_port  # noqa: E402
from service.client import MemcueClient  # noqa: E402
from service.domain import WriteResult  # noqa: E402

MODELS = ("static-64d", "all-MiniLM-L6-v2")


def rss_mb(pid: int) -> dict[str, float]:
    """VmRSS and VmHWM (peak) of a process, in MB."""
    out: dict[str, float] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(("VmRSS:", "VmHWM:")):
            out[line.split(":")[0]] = int(line.split()[1]) / 1024
    return {"rss_mb": round(out["VmRSS"], 1), "peak_mb": round(out["VmHWM"], 1)}


def dir_bytes(path: Path) -> int:
    total = 0
    for dirpath, _, files in os.walk(path):
        for name in files:
            with contextlib.suppress(FileNotFoundError):  # a file removed while walking
                total += (Path(dirpath) / name).stat().st_size
    return total


# Runs `memcue serve` from another source tree: the editable install's import hook would
# otherwise resolve `service` to this checkout whatever sys.path says.
_BOOT = (
    "import sys\n"
    "root = sys.argv.pop(1)\n"
    "sys.meta_path[:] = [f for f in sys.meta_path "
    "if '__editable__' not in getattr(f, '__module__', '')]\n"
    "sys.path.insert(0, root)\n"
    "from service.cli import main\n"
    "sys.exit(main())\n"
)


def server_command(root: Path | None) -> list[str]:
    if root is None:
        return [str(Path(sys.executable).parent / "memcue"), "serve"]
    return [sys.executable, "-c", _BOOT, str(root), "serve"]


def start(
    data_dir: Path, env: dict[str, str], root: Path | None = None
) -> tuple[Served, dict[str, float]]:
    """`memcue serve` as benchkit starts it, timed: to its "listening" line, and to gRPC
    health SERVING (what a load balancer waits for)."""
    port = free_port()
    stderr_log = data_dir.with_name(data_dir.name + ".stderr.log")
    child_env = server_env(data_dir, port, env)
    t0 = time.perf_counter()
    with stderr_log.open("a") as err:
        proc = subprocess.Popen(
            server_command(root), env=child_env, stdout=subprocess.PIPE, stderr=err, text=True
        )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    t_listening = time.perf_counter() - t0
    if "listening" not in line:
        proc.kill()
        proc.wait(timeout=30)
        raise SystemExit(f"memcue serve did not start: {line!r}\n{stderr_log.read_text()[-3000:]}")
    served = Served(proc, f"127.0.0.1:{port}", data_dir, stderr_log)
    with MemcueClient(served.target, timeout=5) as mc:
        while True:
            try:
                if mc.health() == "SERVING":
                    break
            except Exception:  # not up yet: UNAVAILABLE until the port answers
                pass
            time.sleep(0.01)
    t_serving = time.perf_counter() - t0
    return served, {"listening_s": round(t_listening, 2), "serving_s": round(t_serving, 2)}


class Texts:
    """Persona sentences: each peer gets a distinct run of them (wrapping around the pool)."""

    def __init__(self, sentences: list[str], seed: int) -> None:
        self._s = sentences
        self._rng = random.Random(seed)

    def for_peer(self, index: int, m: int) -> list[str]:
        n = len(self._s)
        if m > n:
            raise SystemExit(f"{m} memories per peer but only {n} distinct sentences")
        start = (index * 7919) % n
        return [self._s[(start + j) % n] for j in range(m)]

    def cue(self) -> str:
        return self._rng.choice(self._s)


def ingest(
    served: Served, peers: int, m: int, texts: Texts, args: argparse.Namespace
) -> dict[str, Any]:
    """Writes every peer's memories; samples rate and RSS per tenth of the peers."""
    done = 0
    created = 0
    lock = threading.Lock()
    marks: list[dict[str, Any]] = []
    started = time.perf_counter()
    last = (started, 0)
    stop_at = started + args.limit_s if args.limit_s else None
    tenth = max(1, peers // 10)

    def one_peer(i: int, mc: MemcueClient) -> int:
        items = texts.for_peer(i, m)
        stored = 0
        for j in range(0, m, args.batch):
            results = mc.remember_batch(f"peer-{i:06d}", items[j : j + args.batch])
            stored += sum(
                1 for r in results if isinstance(r, WriteResult) and r.outcome.value == "created"
            )
        return stored

    def worker(ids: list[int]) -> None:
        nonlocal done, created, last
        with MemcueClient(served.target, timeout=600, api_key=served.api_key) as mc:
            for i in ids:
                if stop_at is not None and time.perf_counter() > stop_at:
                    return
                stored = one_peer(i, mc)
                with lock:
                    done += 1
                    created += stored
                    if done % tenth == 0 or done == peers:
                        now = time.perf_counter()
                        rate = (done - last[1]) * m / (now - last[0])
                        marks.append(
                            {
                                "peers": done,
                                "memories_written": done * m,
                                "items_per_s": round(rate, 1),
                                **rss_mb(served.proc.pid),
                            }
                        )
                        print(
                            f"  {done:>7} peers  {rate:8.1f} items/s  "
                            f"rss {marks[-1]['rss_mb']:8.1f} MB",
                            flush=True,
                        )
                        last = (now, done)

    order = list(range(peers))
    shares = [order[c :: args.clients] for c in range(args.clients)]
    with ThreadPoolExecutor(args.clients) as pool:
        list(pool.map(worker, shares))
    seconds = time.perf_counter() - started
    return {
        "peers_written": done,
        "memories_written": done * m,
        "memories_created": created,
        "seconds": round(seconds, 1),
        "items_per_s": round(done * m / seconds, 1),
        "stopped_early": done < peers,
        "marks": marks,
    }


def recalls(served: Served, peers: int, n: int, texts: Texts, seed: int) -> list[float]:
    rng = random.Random(seed)
    out = []
    with MemcueClient(served.target, timeout=120, api_key=served.api_key) as mc:
        for _ in range(n):
            peer = f"peer-{rng.randrange(peers):06d}"
            cue = texts.cue()
            t = time.perf_counter()
            mc.recall(peer, cue, top_k=10)
            out.append(time.perf_counter() - t)
    return out


def summary(samples: list[float]) -> dict[str, float]:
    return {
        "p50_ms": round(pct(samples, 50), 2),
        "p99_ms": round(pct(samples, 99), 2),
        "mean_ms": round(1000 * sum(samples) / len(samples), 2),
    }


def preload(
    data: Path, peers: int, m: int, texts: Texts, args: argparse.Namespace
) -> dict[str, Any]:
    """--direct: the memories go straight into the index (HybridIndex in this process, random
    unit vectors of the model's dimension, persona texts, no dedup, no log), for points whose
    ingest through the API would take too long. The report says so ("direct": true)."""
    import dataclasses
    import uuid

    import numpy as np

    from service.adapters.hybrid_index import HybridIndex
    from service.app import KNOWN_MODELS
    from service.crypto import PeerKeys, Sealer
    from service.domain import Memory, Origin, Partition, Retention, utcnow

    model = KNOWN_MODELS[args.model]
    dim = 64 if args.model == "static-64d" else 384
    sealer = Sealer(PeerKeys(data / "peer_keys.sqlite3"))
    index = HybridIndex.embedded(
        data / "chroma", embedding_model=model, dimension=dim, sealer=sealer
    )
    rng = np.random.default_rng(args.seed)
    now = utcnow()
    started = time.perf_counter()
    for i in range(peers):
        p = Partition("default", f"peer-{i:06d}")
        base = Memory(
            id="",
            namespace=p.namespace,
            peer_id=p.peer_id,
            scope="",
            label=f"default:{p.peer_id}",
            content="",
            kind="fact",
            origin=Origin.PEER,
            verbatim=True,
            confidence=0.9,
            importance=0.5,
            retention=Retention.STANDARD,
            pinned=False,
            created_at=now,
            updated_at=now,
            occurred_at=now,
            embedding_model=model,
        )
        batch = [
            dataclasses.replace(base, id=f"m_{uuid.uuid4().hex}", content=text)
            for text in texts.for_peer(i, m)
        ]
        vectors = rng.standard_normal((m, dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        index.upsert(batch, vectors)
        if (i + 1) % max(1, peers // 10) == 0:
            print(f"  {i + 1:>7} peers loaded directly", flush=True)
    index.close()
    sealer.close()
    seconds = time.perf_counter() - started
    return {
        "direct": True,
        "peers_written": peers,
        "memories_written": peers * m,
        "memories_created": peers * m,
        "seconds": round(seconds, 1),
        "items_per_s": round(peers * m / seconds, 1),
        "stopped_early": False,
        "marks": [],
    }


def run_point(peers: int, m: int, texts: Texts, args: argparse.Namespace) -> dict[str, Any]:
    base = Path(args.work_dir or tempfile.mkdtemp(prefix="memcue-scale-"))
    data = base / f"data-{peers}x{m}"
    data.mkdir(parents=True, exist_ok=True)
    env = {
        "MEMCUE_EMBEDDING_MODEL": args.model,
        "MEMCUE_EMBEDDING_THREADS": os.environ.get("MEMCUE_EMBEDDING_THREADS", "1"),
    }
    print(f"\n== {peers} peers x {m} memories ({args.model}); data in {data}")
    preloaded = preload(data, peers, m, texts, args) if args.direct else None
    served, first_start = start(data, env, args.server_root)
    result: dict[str, Any] = {"peers": peers, "memories_per_peer": m, "first_start": first_start}
    try:
        result["rss_empty"] = rss_mb(served.proc.pid)
        result["ingest"] = preloaded or ingest(served, peers, m, texts, args)
        written = result["ingest"]["peers_written"]
        with MemcueClient(served.target, timeout=60, api_key=served.api_key) as mc:
            mc.recall("peer-000000", "warm-up", top_k=10)
        result["recall"] = summary(recalls(served, written, args.queries, texts, args.seed))
        result["rss_after_recall"] = rss_mb(served.proc.pid)
    finally:
        stop_memcue(served)
    stored = result["ingest"]["memories_created"]
    index_dirs = [p for p in data.iterdir() if p.name.startswith("chroma")]
    index_bytes = sum(dir_bytes(p) if p.is_dir() else p.stat().st_size for p in index_dirs)
    total = dir_bytes(data)
    result["disk"] = {
        "data_dir_bytes": total,
        "index_bytes": index_bytes,
        "bytes_per_memory": round(total / max(1, stored)),
        "index_bytes_per_memory": round(index_bytes / max(1, stored)),
    }
    served, restart = start(data, env, args.server_root)
    try:
        result["restart"] = restart
        result["rss_restarted"] = rss_mb(served.proc.pid)
        written = result["ingest"]["peers_written"]
        samples = recalls(served, written, args.after_restart, texts, args.seed + 1)
        result["restart"]["first_recall_ms"] = round(samples[0] * 1000, 1)
        result["after_restart_recall"] = summary(samples)
        result["rss_after_restart_recalls"] = rss_mb(served.proc.pid)
    finally:
        stop_memcue(served)
    if not args.keep:
        import shutil

        shutil.rmtree(data, ignore_errors=True)
    return result


def print_table(points: list[dict[str, Any]], model: str) -> None:
    print(f"\n{model}")
    head = (
        f"{'point':>11} {'stored':>8} {'ingest/s':>9} {'recall p50':>11} {'p99':>7} "
        f"{'RSS MB':>8} {'peak MB':>8} {'B/mem':>7} {'restart s':>10} {'1st recall':>11}"
    )
    print(head)
    for p in points:
        ing = p["ingest"]
        label = f"{p['peers']}x{p['memories_per_peer']}" + ("*" if ing["stopped_early"] else "")
        label += "d" if ing.get("direct") else ""
        rss = max(p["rss_after_recall"]["rss_mb"], p["rss_after_restart_recalls"]["rss_mb"])
        print(
            f"{label:>11} {ing['memories_created']:>8} {ing['items_per_s']:>9.1f} "
            f"{p['recall']['p50_ms']:>11.2f} {p['recall']['p99_ms']:>7.2f} {rss:>8.1f} "
            f"{p['rss_after_recall']['peak_mb']:>8.1f} {p['disk']['bytes_per_memory']:>7} "
            f"{p['restart']['serving_s']:>10.2f} {p['restart']['first_recall_ms']:>9.1f}ms"
        )
    if any(p["ingest"]["stopped_early"] for p in points):
        print("* ingest stopped at --limit-s: figures are for what was written")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--point", action="append", default=[], help="PEERSxMEMORIES, repeatable (1000x100)"
    )
    parser.add_argument("--model", default="static-64d", choices=MODELS)
    parser.add_argument(
        "--personas", type=Path, default=ROOT.parent / "shared/data/msc/msc_personas_all.json"
    )
    parser.add_argument("--batch", type=int, default=256, help="items per RememberBatch")
    parser.add_argument("--clients", type=int, default=1, help="concurrent writing clients")
    parser.add_argument("--queries", type=int, default=1000, help="recalls after ingest")
    parser.add_argument("--after-restart", type=int, default=50, help="recalls after restart")
    parser.add_argument("--limit-s", type=float, default=0, help="stop ingest after this long")
    parser.add_argument("--work-dir", type=Path, default=None, help="where data dirs go")
    parser.add_argument("--keep", action="store_true", help="keep the data dirs")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--direct",
        action="store_true",
        help="load the index directly (random vectors, no API, no dedup): large points",
    )
    parser.add_argument(
        "--server-root", type=Path, default=None, help="serve from this copy of the code"
    )
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    if not args.personas.exists():
        print(f"skipped: {args.personas} not found (pass --personas PATH)")
        return 0
    points = []
    for spec in args.point or ["1000x100", "10000x10"]:
        peers, m = (int(x) for x in spec.lower().split("x"))
        points.append((peers, m))
    sentences = msc_personas(args.personas)
    random.Random(args.seed).shuffle(sentences)
    texts = Texts(sentences, args.seed)
    results = []
    for peers, m in points:
        results.append(run_point(peers, m, texts, args))
        print_table(results, args.model)
    out = args.out or ROOT / "results" / f"bench_scale-{args.model}.json"
    report = {
        "config": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "machine": machine(),
        "points": results,
    }
    write_report(out, report)
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except grpc.RpcError as err:  # a server that died mid-run: say so, not a traceback
        raise SystemExit(f"gRPC error: {err}") from err
