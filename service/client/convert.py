"""Protobuf <-> domain on the client side: requests out, responses in.

The server's converter (`service.api.convert`) maps the other direction; both share the
enum tables and timestamps of `service.wire`. A response missing a field the server always
sets is a broken server, so it raises instead of inventing a default.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from datetime import datetime
from typing import Any, TypeVar

from service import wire
from service.client.args import memory_input
from service.domain import (
    DedupMode,
    Fact,
    Hit,
    Memory,
    MemoryInput,
    MemoryUpdate,
    Page,
    RecallQuery,
    Redacted,
    UpdateResult,
    WriteResult,
)
from service.gen.memcue.v1 import memory_pb2 as pb

_ORIGIN_IN = wire.inverse(wire.ORIGIN)
_TIER_IN = wire.inverse(wire.TIER)
_RETENTION_IN = wire.inverse(wire.RETENTION)
_OUTCOME_IN = wire.inverse(wire.OUTCOME)

T = TypeVar("T")


def _known(table: Mapping[Any, T], value: int, name: str) -> T:
    if value not in table:
        raise ValueError(f"the server sent an unknown {name} ({value})")
    return table[value]


def memory_from_proto(msg: pb.Memory) -> Memory:
    def ts(name: str) -> datetime | None:
        return wire.ts_from_proto(getattr(msg, name), msg.HasField(name), name)  # type: ignore[arg-type]

    def required(name: str) -> datetime:
        value = ts(name)
        if value is None:
            raise ValueError(f"the server sent a memory without {name}")
        return value

    return Memory(
        id=msg.id,
        namespace=msg.namespace,
        peer_id=msg.peer_id,
        scope=msg.scope,
        label=msg.label,
        content=msg.content,
        kind=msg.kind,
        origin=_known(_ORIGIN_IN, msg.origin, "origin"),
        verbatim=msg.verbatim,
        confidence=msg.confidence,
        importance=msg.importance,
        retention=_known(_RETENTION_IN, msg.retention, "retention"),
        pinned=msg.pinned,
        created_at=required("created_at"),
        updated_at=required("updated_at"),
        occurred_at=required("occurred_at"),
        last_accessed_at=ts("last_accessed_at"),
        access_count=msg.access_count,
        expires_at=ts("expires_at"),
        source_refs=tuple(msg.source_refs),
        merged_from=tuple(msg.merged_from),
        superseded_by=msg.superseded_by,
        fact=Fact(msg.fact.subject, msg.fact.predicate, msg.fact.object)
        if msg.HasField("fact")
        else None,
        attributes=dict(msg.attributes),
        tier=_known(_TIER_IN, msg.tier, "tier"),
        embedding_model=msg.embedding_model,
        producer=msg.producer,
        conflicts_with=msg.conflicts_with,
        session_id=msg.session_id,
        position=msg.position,
    )


def input_to_proto(item: MemoryInput) -> pb.MemoryInput:
    memory_input(item)
    out = pb.MemoryInput(
        content=item.content,
        scope=item.scope,
        label=item.label,
        kind=item.kind,
        origin=wire.ORIGIN[item.origin] if item.origin else pb.ORIGIN_UNSPECIFIED,
        verbatim=item.verbatim,
        retention=wire.RETENTION[item.retention] if item.retention else pb.RETENTION_UNSPECIFIED,
        pinned=item.pinned,
        source_refs=list(item.source_refs),
        attributes=dict(item.attributes),
        producer=item.producer,
        session_id=item.session_id,
    )
    if item.position is not None:
        out.position = wire.position(item.position, "memory.position")
    if item.confidence is not None:
        out.confidence = item.confidence
    if item.importance is not None:
        out.importance = item.importance
    for name in ("occurred_at", "expires_at"):
        stamp = wire.ts_to_proto(getattr(item, name), f"memory.{name}")
        if stamp is not None:
            getattr(out, name).CopyFrom(stamp)
    if item.fact is not None:
        out.fact.CopyFrom(
            pb.Fact(
                subject=item.fact.subject, predicate=item.fact.predicate, object=item.fact.object
            )
        )
    return out


def write_result_from_proto(msg: pb.RememberResponse) -> WriteResult:
    return WriteResult(
        memory=memory_from_proto(msg.memory),
        outcome=_known(_OUTCOME_IN, msg.outcome, "write outcome"),
        related_id=msg.related_id,
        redactions=tuple(Redacted(x.field, x.kind) for x in msg.redactions),
    )


def update_result_from_proto(msg: pb.UpdateResponse) -> UpdateResult:
    return UpdateResult(
        memory_from_proto(msg.memory), tuple(Redacted(x.field, x.kind) for x in msg.redactions)
    )


def recall_to_proto(peer_id: str, q: RecallQuery) -> pb.RecallRequest:
    out = pb.RecallRequest(
        peer_id=peer_id,
        cue=q.cue,
        top_k=q.top_k,
        kinds=list(q.kinds),
        scope=q.scope,
        labels=list(q.labels),
        include_superseded=q.include_superseded,
        scopes=list(q.scopes),
    )
    if q.expand_neighbors is not None:
        out.expand_neighbors = q.expand_neighbors
    for name in (f.name for f in dataclasses.fields(q.weights)):
        value = getattr(q.weights, name)
        if value is not None:
            setattr(out.weights, name, value)
    for name in ("start", "end"):
        stamp = wire.ts_to_proto(getattr(q.occurred, name), f"occurred.{name}")
        if stamp is not None:
            getattr(out.occurred, name).CopyFrom(stamp)
    return out


def hit_from_proto(msg: pb.Hit) -> Hit:
    return Hit(
        memory=memory_from_proto(msg.memory),
        score=msg.score,
        relevance=msg.relevance,
        components=dict(msg.components),
        expanded_from=msg.expanded_from,
    )


def page_from_proto(msg: pb.ListResponse) -> Page:
    return Page(tuple(memory_from_proto(m) for m in msg.memories), msg.next_page_token)


def dedup_to_proto(mode: DedupMode) -> pb.DedupMode.ValueType:
    return wire.DEDUP[mode]


def update_to_proto(peer_id: str, memory_id: str, change: MemoryUpdate) -> pb.UpdateRequest:
    out = pb.UpdateRequest(
        peer_id=peer_id,
        id=memory_id,
        retention=wire.RETENTION[change.retention]
        if change.retention
        else pb.RETENTION_UNSPECIFIED,
    )
    if change.content is not None:
        out.content = change.content
    if change.pinned is not None:
        out.pinned = change.pinned
    if change.importance is not None:
        out.importance = change.importance
    return out
