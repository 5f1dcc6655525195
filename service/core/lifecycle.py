"""Retention, expiry and erasure (DESIGN.md rules 5 and 6).

Retention: every entry gets an expiry from its retention class unless pinned; reads hide an
expired entry at once and `sweep_expired` reclaims the space off the hot path in bounded,
logged batches. Erasure: `forget` removes a peer from every store and destroys its key.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from datetime import datetime, timedelta

import structlog

from service import validation as v
from service.core.guard import OPERATORS, PartitionLocks, partition_of, require
from service.core.journal import Journal
from service.crypto import Sealer
from service.dedup import clear_text_caches
from service.domain import CallContext, LogOp, Memory, Partition, Retention
from service.ports import CursorStore, DecisionStore, EventLog, IdempotencyStore, MemoryIndex
from service.recall import terms
from service.settings import RetentionDays

log = structlog.get_logger(__name__)


class RetentionPolicy:
    def __init__(self, days: RetentionDays, clock: Callable[[], datetime]) -> None:
        self._days = days
        self._clock = clock

    def expiry(self, retention: Retention, pinned: bool, start: datetime) -> datetime | None:
        """When an entry of this class, written at `start`, expires; pinned never does."""
        days = getattr(self._days, retention.value)
        return None if pinned or days is None else start + timedelta(days=days)

    def expired(self, memory: Memory) -> bool:
        return (
            not memory.pinned
            and memory.expires_at is not None
            and memory.expires_at <= self._clock()
        )


class Lifecycle:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        log: EventLog,
        journal: Journal,
        idempotency: IdempotencyStore,
        decisions: DecisionStore,
        cursors: CursorStore,
        sealer: Sealer,
        locks: PartitionLocks,
        clock: Callable[[], datetime],
    ) -> None:
        self._index = index
        self._log = log
        self._journal = journal
        self._idem = idempotency
        self._decisions = decisions
        self._cursors = cursors
        self._sealer = sealer
        self._locks = locks
        self._clock = clock

    def forget(self, ctx: CallContext, peer_id: str) -> int:
        """Erases a peer everywhere; returns how many memories it had.

        The index partition holds everything derived from the peer too (extracted memories,
        summaries, gists), and its ingest cursors go with the rest.
        Order matters: the index partition and pending log events go first, then the peer's
        key is destroyed (from then on any copy left in a store's free pages is unreadable
        ciphertext), then the log bucket is deleted (queued if ActivityWatch is down).
        An audit event records who, when and how many, with a hash instead of the peer id.
        """
        require(ctx, OPERATORS, "forget a peer")
        partition = partition_of(ctx, v.peer_id(peer_id, required=True))
        with self._locks(partition):
            erased = self._index.drop(partition)
            self._idem.forget(partition)
            self._decisions.forget(partition)
            self._cursors.forget(partition)
            self._log.forget(partition)
            self._sealer.forget(partition)
            clear_text_caches()
            terms.clear_cache()
            self._log.append(
                LogOp.FORGET,
                Partition(partition.namespace, ""),
                {
                    "peer_hash": hashlib.sha256(partition.peer_id.encode()).hexdigest()[:16],
                    "erased": erased,
                    "by": ctx.principal,
                },
            )
        log.info("peer.forgotten", namespace=partition.namespace, erased=erased, by=ctx.principal)
        return erased

    def sweep_expired(self, limit: int = 500) -> int:
        """Deletes at most `limit` expired, unpinned entries (all partitions); returns the count.

        Reads already hide expired entries; this reclaims the space off the hot path, in
        bounded batches, each logged so a rebuild drops them too.
        """
        removed = 0
        now = self._clock()
        for partition in self._index.partitions():
            if removed >= limit:
                break
            with self._locks(partition):
                ids = self._index.expired(partition, now, limit - removed)
                if not ids:
                    continue
                with self._journal.logged(partition, [(LogOp.EXPIRE, {"ids": ids})]):
                    removed += self._index.delete(partition, ids)
        if removed:
            log.info("memory.expired_swept", count=removed)
        return removed
