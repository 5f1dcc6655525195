"""Rebuild the index from the raw log, with the same or another embedding model.

    python scripts/reembed.py --data-dir memcue-data [--model static-64d] [--target chroma-v2]

Reads every Memcue bucket of the ActivityWatch log (the running service's aw-server when one
is up, per <data_dir>/runtime.json; otherwise it starts its own on the data dir), plus
events still in the outbox, opens them with the peers' keys, and replays each partition in
sequence order (`service.replay`): recorded merges, supersedes, deletes and expiries are
applied, not re-decided. The final entries are embedded in batches with the chosen model
into a fresh index directory (vectors, and keywords beside it); the live index is never
touched, so a running service keeps serving from it. At the end the index pointer
(<data_dir>/index.json) is switched atomically to the new directory; restart the service to
serve from it (with MEMCUE_EMBEDDING_MODEL set to the new model if it changed, and
MEMCUE_EMBEDDING_BACKEND to the new backend: the index records the variant, e.g.
`sentence-transformers/all-MiniLM-L6-v2-onnx-int8` for the default int8 ONNX export). `--no-switch`
builds only; `--switch-only` flips later.

Resumable: finished buckets are recorded in <target>.progress.json and skipped on a rerun.
Memory stays bounded by one partition (the log is read page by page).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.progress import progress_bar  # noqa: E402
from service import logs  # noqa: E402
from service.adapters.activitywatch import ActivityWatchLog  # noqa: E402
from service.adapters.aw_process import AwServerProcess  # noqa: E402
from service.adapters.hybrid_index import HybridIndex  # noqa: E402
from service.app import KNOWN_MODELS, build_embedder, switch_index  # noqa: E402
from service.crypto import PeerKeys, Sealer  # noqa: E402
from service.domain import LogEvent  # noqa: E402
from service.ports import Embedder  # noqa: E402
from service.replay import PartitionState  # noqa: E402
from service.settings import Settings  # noqa: E402

PAGE = 5000
BATCH = 256


def running_aw(data_dir: Path) -> str:
    runtime = data_dir / "runtime.json"
    if not runtime.exists():
        return ""
    info = json.loads(runtime.read_text())
    try:
        os.kill(int(info["pid"]), 0)
    except (ProcessLookupError, ValueError, KeyError):
        return ""
    return str(info.get("aw_url", ""))


def read_partition(log: ActivityWatchLog, bucket: str) -> PartitionState:
    """All events of one bucket, newest page first, applied in sequence order."""
    events: dict[int, LogEvent] = {e.seq: e for e in log.pending(bucket)}
    end = None
    while True:
        page = log.read_bucket(bucket, end=end, limit=PAGE)
        fresh = [e for e in page if e.seq not in events]
        for e in page:
            events[e.seq] = e
        if len(page) < PAGE or not fresh:
            break
        end = min(e.at for e in page)
    state = PartitionState()
    state.apply_all(events.values())
    return state


def rebuild(
    log: ActivityWatchLog, index: HybridIndex, embedder: Embedder, progress: Path
) -> dict[str, Any]:
    done: dict[str, Any] = json.loads(progress.read_text()) if progress.exists() else {}
    buckets = [b for b in log.buckets() if b not in done]
    totals = {"events": 0, "memories": 0}
    start = time.perf_counter()
    with progress_bar(total=len(buckets), desc="partitions", unit="bucket") as bar:
        for bucket in buckets:
            state = read_partition(log, bucket)
            memories = [
                dataclasses.replace(m, embedding_model=embedder.model_id)
                for m in state.memories.values()
            ]
            for i in range(0, len(memories), BATCH):
                chunk = memories[i : i + BATCH]
                vectors = embedder.embed_documents([m.content for m in chunk])
                index.upsert(chunk, np.asarray(vectors, dtype=np.float32))
            totals["events"] += state.events
            totals["memories"] += len(memories)
            done[bucket] = {
                "events": state.events,
                "memories": len(memories),
                "last_seq": state.last_seq,
            }
            tmp = progress.with_suffix(".tmp")
            tmp.write_text(json.dumps(done))
            os.replace(tmp, progress)
            bar.update(1)
            bar.set_postfix(events=totals["events"], memories=totals["memories"])
    seconds = time.perf_counter() - start
    return {
        **totals,
        "seconds": round(seconds, 2),
        "events_per_s": round(totals["events"] / seconds, 1) if seconds else 0.0,
        "skipped_buckets": len(done) - len(buckets),
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--model", default="all-MiniLM-L6-v2", choices=sorted(KNOWN_MODELS))
    parser.add_argument(
        "--backend",
        default=Settings.model_fields["embedding_backend"].default,
        choices=["onnx-int8", "torch"],
        help="MiniLM/mpnet: the int8 ONNX export (default, as the service) or torch",
    )
    parser.add_argument("--target", default="", help="index directory name under the data dir")
    parser.add_argument("--no-switch", action="store_true", help="build only")
    parser.add_argument("--switch-only", action="store_true", help="only flip the pointer")
    args = parser.parse_args()
    data_dir: Path = args.data_dir.resolve()
    if not data_dir.exists():
        print(f"skipped: {data_dir} does not exist")
        return 0
    model_id = KNOWN_MODELS[args.model]
    target = args.target or f"chroma-{args.model.lower().replace('/', '-')}-{int(time.time())}"
    if args.switch_only:
        switch_index(data_dir, target, model_id)
        print(f"index switched to {target} ({model_id}); restart the service")
        return 0
    logs.configure("WARNING", json=False)
    settings = Settings(
        data_dir=data_dir, embedding_model=args.model, embedding_backend=args.backend
    )
    embedder = build_embedder(settings)
    model_id = embedder.model_id  # carries the variant (and a fallback to torch, if any)
    sealer = Sealer(PeerKeys(data_dir / "peer_keys.sqlite3"))
    aw_url = running_aw(data_dir)
    aw: AwServerProcess | None = None
    if not aw_url:
        aw = AwServerProcess(data_dir / "activitywatch")
        aw.start()
        aw_url = aw.url
    log = ActivityWatchLog.connect(aw_url, data_dir / "outbox.sqlite3", sealer, send=False)
    index = HybridIndex.embedded(
        data_dir / target, embedding_model=model_id, dimension=embedder.dimension, sealer=sealer
    )
    try:
        report = rebuild(log, index, embedder, data_dir / f"{target}.progress.json")
    finally:
        index.close()
        log.close()
        sealer.close()
        if aw is not None:
            aw.stop()
    report.update({"target": target, "model": model_id})
    print(json.dumps(report, indent=2))
    if not args.no_switch:
        switch_index(data_dir, target, model_id)
        print(f"index switched to {target} ({model_id}); restart the service to serve from it")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
