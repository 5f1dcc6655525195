"""Outbox drain rate: events pile up while aw-server is down, then drain when it is back.

    python scripts/bench_drain.py [-n 5000]

Uses the real ActivityWatchLog adapter and a real aw-server on a temporary data dir.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from service.adapters.activitywatch import ActivityWatchLog  # noqa: E402
from service.adapters.aw_process import AwServerProcess  # noqa: E402
from service.crypto import PeerKeys, Sealer  # noqa: E402
from service.domain import Partition  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("-n", "--events", type=int, default=5_000)
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="memcue-drain-"))
    aw = AwServerProcess(data / "activitywatch")
    aw.start()
    log = ActivityWatchLog.connect(
        aw.url, data / "outbox.sqlite3", Sealer(PeerKeys(data / "peer_keys.sqlite3"))
    )
    aw.stop()
    record = {
        "memory": {"id": "m_" + "0" * 32, "content": "Alice keeps bees on the roof of her building"}
    }
    for i in range(0, args.events, 250):
        log.append_many(
            Partition("bench", f"peer{i % 5}"), [("remember", record)] * min(250, args.events - i)
        )
    backlog = log.backlog()
    aw.start()
    start = time.perf_counter()
    drained = log.flush(timeout_s=600)
    seconds = time.perf_counter() - start
    log.close()
    aw.stop()
    print(
        f"drained {backlog} events in {seconds:.2f} s = {backlog / seconds:.0f} events/s"
        f" (complete: {drained})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
