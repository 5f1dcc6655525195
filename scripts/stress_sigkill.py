"""SIGKILL a writer at random moments, again and again, and check what survives.

    python scripts/stress_sigkill.py --target chroma --kills 20
    python scripts/stress_sigkill.py --target memcue --kills 30

`chroma`: a bare Chroma writer (4 collections, the HNSW settings of Memcue's shards, upserts
of 1-300 rows) is killed; after each kill a fresh process opens every collection through
`service.adapters.chroma_health.probe`. This is how torn HNSW files were found: one kill in
20 left a collection that segfaulted every process reading it.

`memcue`: a real `memcue serve` takes RememberBatch calls (64 items, 40 peers) and is killed;
after each restart every acknowledged memory is read back, and the server's log tells whether
the start-up probe ran (`index.checked`) or found damage and rebuilt (`index.damaged`,
`index.rebuilt`).

Prints one line per kill and a summary; writes results/stress_sigkill-<target>.json.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchkit import machine, start_memcue, write_report  # noqa: E402
from service.adapters.chroma_health import probe  # noqa: E402
from service.adapters.chroma_layout import SHARD_HNSW_CONFIG  # noqa: E402
from service.client import MemcueClient  # noqa: E402
from service.domain import WriteResult  # noqa: E402
from service.errors import MemcueError  # noqa: E402

WRITER = """
import sys, chromadb, numpy as np
from chromadb.config import Settings
client = chromadb.PersistentClient(path=sys.argv[1], settings=Settings(anonymized_telemetry=False))
config = {"hnsw": {**HNSW, "space": "cosine"}}
cols = [client.get_or_create_collection(f"shard-{i:03d}", embedding_function=None,
        configuration=config) for i in range(4)]
rng = np.random.RandomState(int(sys.argv[2]))
n = 0
print("ready", flush=True)
while True:
    k = int(rng.randint(1, 300))
    cols[rng.randint(4)].upsert(ids=[f"{sys.argv[2]}-{n + j}" for j in range(k)],
                                embeddings=rng.rand(k, 64).astype(np.float32))
    n += k
"""


def kill_chroma(kills: int, rng: random.Random, work: Path) -> dict[str, Any]:
    index = work / "chroma"
    writer = WRITER.replace("HNSW", repr(SHARD_HNSW_CONFIG["hnsw"]))
    damaged: list[dict[str, Any]] = []
    done = 0
    for kill in range(kills):
        done += 1
        proc = subprocess.Popen(
            [sys.executable, "-c", writer, str(index), str(kill)], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.2, 3.0))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        damage = probe(index)
        print(f"kill {kill + 1}: {damage or 'whole'}", flush=True)
        if damage is not None:
            damaged.append({"kill": kill + 1, "damage": str(damage)})
            break  # every later kill would find the same damage
    return {"kills": done, "damaged": damaged}


def kill_memcue(kills: int, rng: random.Random, work: Path) -> dict[str, Any]:
    data = work / "memcue"
    acknowledged: dict[str, list[str]] = {}
    lost_after: list[int] = []
    log_lines: list[str] = []
    for kill in range(kills + 1):
        served = start_memcue(data, env={"MEMCUE_LOG_LEVEL": "INFO"})
        with MemcueClient(served.target, timeout=60, api_key=served.api_key) as mc:
            lost = 0
            for peer, ids in acknowledged.items():
                for mid in ids:
                    try:
                        mc.get(peer, mid)
                    except MemcueError:
                        lost += 1
            lost_after.append(lost)
            total = sum(map(len, acknowledged.values()))
            print(f"start {kill + 1}: {total} acknowledged, {lost} lost", flush=True)
            if kill == kills:
                served.proc.send_signal(signal.SIGTERM)
                served.proc.wait(timeout=120)
            else:
                stop = threading.Event()
                writer = threading.Thread(target=_write, args=(mc, kill, rng, acknowledged, stop))
                writer.start()
                time.sleep(rng.uniform(1.0, 4.0))
                served.proc.send_signal(signal.SIGKILL)
                served.proc.wait()
                stop.set()
                writer.join()
        log_lines += served.stderr_log.read_text().splitlines()
    events = [json.loads(ln) for ln in log_lines if ln.startswith("{")]
    checked = [e["ms"] for e in events if e.get("event") == "index.checked"]
    return {
        "kills": kills,
        "acknowledged": sum(map(len, acknowledged.values())),
        "lost_after_each_start": lost_after,
        "probes": len(checked),
        "probe_ms": sorted(checked),
        "damaged": [e for e in events if e.get("event") in {"index.damaged", "index.rebuilt"}],
    }


def _write(
    mc: MemcueClient,
    kill: int,
    rng: random.Random,
    acknowledged: dict[str, list[str]],
    stop: threading.Event,
) -> None:
    batch = 0
    while not stop.is_set():
        peer = f"peer-{rng.randrange(40)}"
        texts = [f"Run {kill} batch {batch} note {k}: an otter crossed the weir" for k in range(64)]
        try:
            results = mc.remember_batch(peer, texts)
        except MemcueError:
            return  # the server died mid-call: nothing of this call was acknowledged
        acknowledged.setdefault(peer, []).extend(
            r.memory.id for r in results if isinstance(r, WriteResult)
        )
        batch += 1


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--target", choices=["chroma", "memcue"], required=True)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="memcue-sigkill-") as tmp:
        run = kill_chroma if args.target == "chroma" else kill_memcue
        report = {"target": args.target, "machine": machine(), **run(args.kills, rng, Path(tmp))}
    summary = {k: v for k, v in report.items() if k not in {"machine", "probe_ms"}}
    print(json.dumps(summary, indent=2))
    write_report(args.out or ROOT / "results" / f"stress_sigkill-{args.target}.json", report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
