"""Write-ahead journal: the log is the source of truth, and acknowledged means durable.

Every state change is appended to the event log as *pending* before the index changes and
confirmed once the index has stored it (DESIGN.md section 2). If the process dies in
between, `recover` replays the unconfirmed events into the index on the next start, so an
acknowledged write is never lost and the index never holds what the log does not.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import structlog

from service import codec
from service.core.guard import PartitionLocks
from service.domain import LogEvent, LogOp, Memory, Partition
from service.ports import Embedder, EventLog, MemoryIndex, Vector
from service.replay import PartitionState

log = structlog.get_logger(__name__)

Event = tuple[str, Mapping[str, Any]]


class Journal:
    def __init__(
        self, log: EventLog, index: MemoryIndex, embedder: Embedder, locks: PartitionLocks
    ) -> None:
        self._log = log
        self._index = index
        self._embedder = embedder
        self._locks = locks

    @contextlib.contextmanager
    def logged(self, partition: Partition, events: Sequence[Event]) -> Iterator[None]:
        """Events durable (pending) before the body changes the index, confirmed after."""
        if not events:
            yield
            return
        appended = self._log.append_many(partition, events, pending=True)
        yield
        # Applied once the index has stored it, not when it answered: a crash in between
        # replays the events (the index may keep a write in its caches for a moment).
        self._index.when_stored(functools.partial(self._log.applied, appended))

    def apply_one(
        self, partition: Partition, op: LogOp, memory: Memory, vector: Vector | None
    ) -> None:
        """Logs then indexes one changed entry (the caller holds the partition lock)."""
        with self.logged(partition, [(op, {"memory": codec.to_record(memory)})]):
            if vector is not None:
                self._index.upsert([memory], vector[None, :])
            else:
                self._index.update_metadata([memory])

    def recover(self) -> int:
        """Replays logged-but-unconfirmed events into the index (once, at startup)."""
        events = self._log.unapplied()
        by_partition: dict[Partition, list[LogEvent]] = {}
        for event in events:
            by_partition.setdefault(event.partition, []).append(event)
        for partition, group in by_partition.items():
            state = PartitionState()
            state.apply_all(group)
            with self._locks(partition):
                if state.removed:
                    self._index.delete(partition, sorted(state.removed))
                memories = list(state.memories.values())
                if memories:
                    vectors = self._embedder.embed_documents([m.content for m in memories])
                    self._index.upsert(memories, vectors)
            self._index.when_stored(functools.partial(self._log.applied, group))
        if events:
            log.warning("recovery.replayed", events=len(events), partitions=len(by_partition))
        return len(events)
