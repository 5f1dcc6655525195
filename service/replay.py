"""Replaying the raw log into index state: the log is the source of truth (DESIGN.md section 2).

Every event that changes a memory carries the full record of the entry as it was after the
change (`remember`, `update`, `supersede`, `merge`; `consolidate` carries the new summary or
gist and every entry it archived, tier ARCHIVED), and removals carry ids (`delete`,
`expire`, a merge's `removed_id`). Applying a partition's events in sequence order therefore
yields the final set of entries without re-deciding anything: merges, supersedes and
deletions are applied as they were recorded.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from service import codec
from service.domain import LogEvent, LogOp, Memory

SNAPSHOT_OPS = frozenset(
    {LogOp.REMEMBER, LogOp.UPDATE, LogOp.SUPERSEDE, LogOp.MERGE, LogOp.CONSOLIDATE}
)


@dataclass
class PartitionState:
    """Final entries of one partition after the events applied so far."""

    memories: dict[str, Memory] = field(default_factory=dict)
    removed: set[str] = field(default_factory=set)
    last_seq: int = 0
    events: int = 0

    def apply(self, event: LogEvent) -> None:
        if event.seq <= self.last_seq:
            return  # already applied (a page overlap or a resumed read)
        self.last_seq = event.seq
        self.events += 1
        data: dict[str, Any] = dict(event.data)
        if event.op in SNAPSHOT_OPS and "memory" in data:
            memory = codec.from_record(data["memory"])
            if memory.id not in self.removed:
                self.memories[memory.id] = memory
        for record in data.get("archived", ()) if event.op == LogOp.CONSOLIDATE else ():
            archived = codec.from_record(record)
            if archived.id not in self.removed:
                self.memories[archived.id] = archived
        if event.op == LogOp.ACCESS:
            self._touch(data, datetime.fromisoformat(data.get("accessed_at", event.at.isoformat())))
        for removed in _removed_ids(event.op, data):
            self.removed.add(removed)
            self.memories.pop(removed, None)

    def _touch(self, data: dict[str, Any], at: datetime) -> None:
        """Access marks: counts add up, the last access time is the event's."""
        for mid, n in dict(data.get("counts", {})).items():
            memory = self.memories.get(mid)
            if memory is not None:
                self.memories[mid] = dataclasses.replace(
                    memory, access_count=memory.access_count + int(n), last_accessed_at=at
                )

    def apply_all(self, events: Iterable[LogEvent]) -> None:
        for event in sorted(events, key=lambda e: e.seq):
            self.apply(event)


def _removed_ids(op: str, data: dict[str, Any]) -> list[str]:
    if op == LogOp.DELETE:
        return [str(data["id"])]
    if op == LogOp.EXPIRE:
        return [str(i) for i in data.get("ids", [])]
    if op == LogOp.MERGE and data.get("removed_id"):
        return [str(data["removed_id"])]
    return []
