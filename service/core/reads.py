"""Reads of one partition: Get and List (newest first, paged).

Every read names exactly one partition (DESIGN.md rule 1) and hides expired entries at once
(rule 6) and superseded ones unless asked (rule 2). Recall lives in `service.recall`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import datetime

from service import validation as v
from service.core import cursors
from service.core.guard import READERS, partition_of, require
from service.core.lifecycle import RetentionPolicy
from service.domain import CallContext, Hit, ListQuery, Memory, Page, Partition
from service.errors import NotFound
from service.ports import MemoryIndex
from service.settings import Limits


class Reader:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        limits: Limits,
        retention: RetentionPolicy,
        clock: Callable[[], datetime],
    ) -> None:
        self._index = index
        self._limits = limits
        self._retention = retention
        self._clock = clock

    def get(self, ctx: CallContext, peer_id: str, memory_id: str) -> Memory:
        require(ctx, READERS, "read memories")
        partition = partition_of(ctx, peer_id)
        v.memory_id(memory_id)
        found = self._index.get(partition, [memory_id])
        if not found or self._retention.expired(found[0]):
            raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
        return found[0]

    def peers(self, ctx: CallContext) -> list[str]:
        """Peer ids of the caller's namespace, sorted; never another namespace's. A reader
        may read any peer it names, so naming them adds no reach, only a picker."""
        require(ctx, READERS, "list peers")
        namespace = v.namespace(ctx.namespace)
        return sorted(
            {p.peer_id for p in self._index.partitions() if p.namespace == namespace and p.peer_id}
        )

    def list_memories(self, ctx: CallContext, peer_id: str, query: ListQuery) -> Page:
        require(ctx, READERS, "list memories")
        partition = partition_of(ctx, peer_id)
        size = v.page_size(query.page_size, self._limits)
        v.filter_values(query.kinds, field="kinds", limits=self._limits)
        for kind in query.kinds:
            v.kind(kind, field="kinds")
        v.label_prefix(
            query.label_prefix,
            ns=partition.namespace,
            peer=partition.peer_id,
            limits=self._limits,
        )
        request = _list_request(partition, query)
        cursor = _list_cursor(query.page_token, request)
        memories = [
            m
            for m in self._index.scan(
                partition, include_superseded=query.include_superseded, now=self._clock()
            )
            if m.label.startswith(query.label_prefix) and (not query.kinds or m.kind in query.kinds)
        ]
        memories.sort(key=_order_key, reverse=True)
        if cursor is not None:
            memories = [m for m in memories if _order_key(m) < cursor]
        page = memories[:size]
        more = len(memories) > size
        token = cursors.encode(list(_order_key(page[-1])), request) if more else ""
        return Page(tuple(page), token)


def rank_conflicts_below(hits: list[Hit]) -> list[Hit]:
    """An entry that contradicts a higher-trust one never ranks above it (DESIGN.md rule 2)."""
    score = {h.memory.id: h.score for h in hits}
    out = []
    for h in hits:
        other = score.get(h.memory.conflicts_with)
        if other is not None and h.score >= other:
            h = dataclasses.replace(h, score=other - 1e-6)
        out.append(h)
    out.sort(key=lambda h: h.score, reverse=True)
    return out


def _order_key(memory: Memory) -> tuple[float, str]:
    return (memory.created_at.timestamp(), memory.id)


def _list_request(partition: Partition, query: ListQuery) -> tuple[object, ...]:
    """What a List token continues: the page size may change between pages, nothing else."""
    kinds = sorted(set(query.kinds))
    where = (partition.namespace, partition.peer_id)
    return (*where, "list", query.label_prefix, kinds, query.include_superseded)


def _list_cursor(token: str, request: tuple[object, ...]) -> tuple[float, str] | None:
    key = cursors.decode(token, request)
    if key is None:
        return None
    try:
        return (float(key[0]), str(key[1]))
    except (TypeError, ValueError, OverflowError) as exc:
        raise cursors.invalid() from exc
