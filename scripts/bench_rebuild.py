"""Rebuild throughput and outbox drain rate, measured on a store of N memories (default 100k).

    python scripts/bench_rebuild.py --personas ../shared/data/msc/msc_personas_all.json

1. Loads N short sentences (MSC personas, repeated with a suffix past 65k) through the core
   with dedup off (one `remember` log event per memory).
2. Outbox drain: stops the aw-server, writes `--drain` more memories (they pile up in the
   outbox), starts it again and times the drain.
3. Rebuild: replays the whole log into a fresh index with the same model
   (scripts/reembed.py's code), timing events/s; also with the 64-d static model.
Prints a table and writes JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.datasets import msc_personas  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from scripts.reembed import rebuild  # noqa: E402
from service import logs  # noqa: E402
from service.adapters.activitywatch import ActivityWatchLog  # noqa: E402
from service.adapters.aw_process import AwServerProcess  # noqa: E402
from service.adapters.hybrid_index import HybridIndex  # noqa: E402
from service.app import build_app, build_embedder  # noqa: E402
from service.crypto import PeerKeys, Sealer  # noqa: E402
from service.domain import CallContext, DedupMode, MemoryInput, Role  # noqa: E402
from service.settings import Settings  # noqa: E402

PEERS = 20


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--personas", type=Path, required=True)
    parser.add_argument("-n", "--memories", type=int, default=100_000)
    parser.add_argument("--drain", type=int, default=5_000)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "bench_rebuild.json")
    args = parser.parse_args()
    if not args.personas.exists():
        print(f"skipped: {args.personas} not found")
        return 0
    logs.configure("WARNING", json=False)
    base = msc_personas(args.personas, unique=False)
    texts = [
        base[i % len(base)] + ("" if i < len(base) else f" (#{i // len(base)})")
        for i in range(args.memories + args.drain)
    ]
    data = Path(tempfile.mkdtemp(prefix="memcue-rebuild-"))
    app = build_app(Settings(data_dir=data, port=0), background=False)
    ctx = CallContext("bench", Role.OPERATOR)
    report: dict[str, float] = {}

    def load(chunk: list[str], offset: int) -> None:
        peer = f"peer{(offset // args.batch) % PEERS}"
        items = [(MemoryInput(content=t), "") for t in chunk]
        app.core.remember_batch(ctx, peer, items, dedup=DedupMode.OFF)

    start = time.perf_counter()
    for i in progress_bar(range(0, args.memories, args.batch), desc="loading", unit="batch"):
        load(texts[i : min(i + args.batch, args.memories)], i)
    report["ingest_per_s"] = args.memories / (time.perf_counter() - start)
    app.log.flush(timeout_s=600)

    aw = app.aw_process
    assert aw is not None
    aw.stop()
    for i in range(args.memories, args.memories + args.drain, args.batch):
        load(texts[i : min(i + args.batch, args.memories + args.drain)], i)
    backlog = app.log.backlog()
    aw.start()
    start = time.perf_counter()
    assert app.log.flush(timeout_s=600)
    report["outbox_backlog"] = backlog
    report["drain_per_s"] = backlog / (time.perf_counter() - start)
    app.close()

    total = args.memories + args.drain
    for model in ("all-MiniLM-L6-v2", "static-64d"):
        settings = Settings(data_dir=data, embedding_model=model)
        embedder = build_embedder(settings)
        sealer = Sealer(PeerKeys(data / "peer_keys.sqlite3"))
        aw = AwServerProcess(data / "activitywatch")
        aw.start()
        log = ActivityWatchLog.connect(aw.url, data / "outbox.sqlite3", sealer, send=False)
        target = f"chroma-rebuild-{model.lower()}"
        index = HybridIndex.embedded(
            data / target,
            embedding_model=embedder.model_id,
            dimension=embedder.dimension,
            sealer=sealer,
        )
        result = rebuild(log, index, embedder, data / f"{target}.progress.json")
        index.close()
        log.close()
        sealer.close()
        aw.stop()
        assert result["memories"] == total, result
        report[f"rebuild_events_per_s[{model}]"] = float(result["events_per_s"])
        report[f"rebuild_seconds[{model}]"] = float(result["seconds"])

    print(f"\n{total} memories ({args.memories} loaded + {args.drain} during an outage)")
    for name, value in report.items():
        print(f"{name:<42}{value:>12.1f}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"memories": total, "data_dir": str(data), **report}, indent=2))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
