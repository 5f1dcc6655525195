"""Access marks off the hot path: Recall notes what it returned; a background thread writes
`access_count` and `last_accessed_at` in batches, so no write is added to a caller's latency.

Durability: each flush is journalled like any change (one `access` event per partition with
the per-entry counts), so the marks survive a restart in the index and a rebuild from the
log replays them (`service.replay`). Marks still queued when the process dies are lost: they
are a ranking hint, not data. `close` flushes what is queued.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Sequence
from datetime import datetime

import structlog

from service.core.guard import PartitionLocks
from service.core.journal import Journal
from service.domain import LogOp, Partition
from service.ports import MemoryIndex

log = structlog.get_logger(__name__)


class AccessRecorder:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        journal: Journal,
        locks: PartitionLocks,
        clock: Callable[[], datetime],
        flush_s: float = 1.0,
        background: bool = True,
    ) -> None:
        self._index = index
        self._journal = journal
        self._locks = locks
        self._clock = clock
        self._flush_s = flush_s
        self._pending: dict[Partition, dict[str, int]] = {}
        self._at: dict[Partition, datetime] = {}
        self._mutex = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if background:
            self._thread = threading.Thread(target=self._run, name="memcue-access", daemon=True)
            self._thread.start()

    def record(self, partition: Partition, ids: Sequence[str]) -> None:
        if not ids:
            return
        with self._mutex:
            counts = self._pending.setdefault(partition, {})
            for mid in ids:
                counts[mid] = counts.get(mid, 0) + 1
            self._at[partition] = self._clock()

    def flush(self) -> int:
        """Writes every queued mark; returns how many entries were touched."""
        with self._mutex:
            pending, self._pending = self._pending, {}
            stamps, self._at = self._at, {}
        touched = 0
        for partition, counts in pending.items():
            at = stamps[partition]
            with self._locks(partition):
                found = self._index.get(partition, sorted(counts))
                if not found:
                    continue
                updated = [
                    dataclasses.replace(
                        m, access_count=m.access_count + counts[m.id], last_accessed_at=at
                    )
                    for m in found
                ]
                event = {
                    "counts": {m.id: counts[m.id] for m in found},
                    "accessed_at": at.isoformat(),
                }
                with self._journal.logged(partition, [(LogOp.ACCESS, event)]):
                    self._index.update_metadata(updated)
                touched += len(updated)
        return touched

    def _run(self) -> None:
        while not self._stop.wait(self._flush_s):
            try:
                self.flush()
            except Exception as exc:  # ranking hints must never take the service down
                log.warning("access.flush_failed", error=type(exc).__name__)

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
        self.flush()
