"""Retention, expiry and erasure (DESIGN.md rules 5 and 6).

Retention: every entry gets an expiry from its retention class unless pinned; reads hide an
expired entry at once and `sweep_expired` reclaims the space off the hot path in bounded,
logged batches. Erasure: `forget` removes a peer from every store and destroys its key.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

import structlog

from service import codec
from service import validation as v
from service.core.guard import OPERATORS, PartitionLocks, partition_of, require
from service.core.journal import Journal
from service.crypto import Sealer
from service.dedup import clear_text_caches
from service.domain import CallContext, LogOp, Memory, Partition, Retention, Tier
from service.ports import CursorStore, DecisionStore, EventLog, IdempotencyStore, MemoryIndex
from service.recall import terms
from service.settings import RetentionDays

log = structlog.get_logger(__name__)

_DERIVED_TIERS = {"summary": Tier.SUMMARY, "gist": Tier.GIST}


def released(
    index: MemoryIndex, partition: Partition, removed: Sequence[Memory], now: datetime
) -> list[Memory]:
    """What the removed entries hid, made current again (a Delete and the expiry sweep
    alike): the entries they superseded or outranked in a conflict ("lives in Bergen" hid
    behind "lives in Tromso"; with Tromso deleted or expired, nothing said where Sam lives),
    and the entries a removed summary or gist archived (one Delete of a gist must not take its
    session out of every brief). Entries removed in the same step stay removed. A removed
    entry that was itself superseded hands its dependants on to what superseded it: deleting
    "lives in Paris" between "Berlin" and "Rome" must not bring Berlin back beside Rome."""
    gone = {m.id for m in removed}
    replaced_by = {m.id: m.superseded_by for m in removed}

    def successor(mid: str) -> str:
        seen: set[str] = set()
        while mid in gone and mid not in seen:  # (a chain through removed entries)
            seen.add(mid)
            mid = replaced_by[mid]
        return "" if mid in gone else mid

    out: dict[str, Memory] = {}
    for m in index.pointing_to(partition, gone):
        if m.id not in gone:
            out[m.id] = dataclasses.replace(
                m,
                superseded_by=successor(m.superseded_by)
                if m.superseded_by in gone
                else m.superseded_by,
                conflicts_with="" if m.conflicts_with in gone else m.conflicts_with,
                updated_at=now,
            )
    archived = [
        mid for m in removed if m.tier in (Tier.SUMMARY, Tier.GIST) for mid in m.merged_from
    ]
    for m in index.get(partition, [mid for mid in archived if mid not in gone]):
        if m.tier is Tier.ARCHIVED:
            m = out.get(m.id, m)
            tier = _DERIVED_TIERS.get(m.kind, Tier.VERBATIM)
            out[m.id] = dataclasses.replace(m, tier=tier, updated_at=now)
    return list(out.values())


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
        on_forget: Sequence[Callable[[Partition], None]] = (),
    ) -> None:
        """`on_forget`: what else holds a peer's state in memory and must drop it with the
        peer (the briefs issued for ConfirmBrief)."""
        self._on_forget = tuple(on_forget)
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
        summaries, gists), and its ingest cursors go with the rest. The erasure is recorded
        first, so a crash part-way is finished at the next start (`finish_erasures`).
        An audit event records who, when and how many, with a hash instead of the peer id.
        """
        require(ctx, OPERATORS, "forget a peer")
        partition = partition_of(ctx, v.peer_id(peer_id, required=True))
        with self._locks.gate(partition).exclusive(), self._locks(partition):
            self._sealer.begin_erasure(partition, self._index.count(partition))
            erased = self._erase(partition)
            self._audit(partition, erased, ctx.principal)
        log.info("peer.forgotten", namespace=partition.namespace, erased=erased, by=ctx.principal)
        return erased

    def finish_erasures(self) -> int:
        """Finishes every Forget a crash cut short (run at startup, after the journal's
        replay, before serving); returns how many."""
        pending = self._sealer.erasures()
        for partition, entries in pending:
            with self._locks(partition):
                # (the crash may have come after the index was dropped: count what it held)
                erased = max(self._erase(partition), entries)
                self._audit(partition, erased, "recovery")
            log.warning("peer.forget_finished", namespace=partition.namespace, erased=erased)
        return len(pending)

    def _erase(self, partition: Partition) -> int:
        """Order matters: the log goes first (its pending events dropped, the bucket queued
        for deletion, so no rebuild reads the peer back), then the key (from then on any
        copy left in a store's free pages is unreadable ciphertext), then the index and the
        side stores. Every step may run again after a crash."""
        self._log.forget(partition)
        self._sealer.forget(partition)
        erased = self._index.drop(partition)
        self._idem.forget(partition)
        self._decisions.forget(partition)
        self._cursors.forget(partition)
        clear_text_caches()
        terms.clear_cache()
        for drop in self._on_forget:
            drop(partition)
        self._sealer.end_erasure(partition)
        return erased

    def _audit(self, partition: Partition, erased: int, by: str) -> None:
        self._log.append(
            LogOp.FORGET,
            Partition(partition.namespace, ""),
            {
                # keyed with the namespace's key: a plain hash let any reader key confirm
                # a guessed e-mail address was erased (QueryEvents of the namespace's log)
                "peer_hash": self._sealer.lookup_digest(
                    Partition(partition.namespace, ""), f"forgotten\0{partition.peer_id}"
                )[:16],
                "erased": erased,
                "by": by,
            },
        )

    def sweep_expired(self, limit: int = 500) -> int:
        """Deletes at most `limit` expired, unpinned entries (all partitions); returns the count.

        Reads already hide expired entries; this reclaims the space off the hot path, in
        bounded batches, each logged so a rebuild drops them too. What an expired entry hid
        comes back here, as on a Delete (`released`): until the sweep runs (every
        `sweep_interval_s`), an entry an expired correction superseded stays hidden.
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
                restored = released(self._index, partition, self._index.get(partition, ids), now)
                events: list[tuple[str, Mapping[str, Any]]] = [
                    (LogOp.EXPIRE, {"ids": ids}),
                    *((LogOp.UPDATE, {"memory": codec.to_record(m)}) for m in restored),
                ]
                with self._journal.logged(partition, events):
                    removed += self._index.delete(partition, ids)
                    if restored:
                        self._index.update_metadata(restored)
        if removed:
            log.info("memory.expired_swept", count=removed)
        return removed
