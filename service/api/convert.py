"""Protobuf <-> domain on the server side: requests in, responses out.

The one place the servicer converts; the client maps the opposite direction in
`service.client.convert`, and both share the enum tables and timestamps of `service.wire`.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import datetime
from typing import Any

from service import wire
from service.domain import (
    DedupMode,
    EventInput,
    EventQuery,
    Fact,
    Hit,
    ListQuery,
    LogEvent,
    Memory,
    MemoryInput,
    MemoryUpdate,
    Page,
    Proposal,
    RecallQuery,
    RecallWeights,
    RecordResult,
    TimeRange,
    UpdateResult,
    WriteResult,
)
from service.errors import InvalidArgument
from service.gen.memcue.v1 import memory_pb2 as pb

_ORIGIN_IN = wire.inverse(wire.ORIGIN)
_RETENTION_IN = wire.inverse(wire.RETENTION)
_DEDUP_IN = wire.inverse(wire.DEDUP)


_STAMPS = ("created_at", "updated_at", "occurred_at", "last_accessed_at", "expires_at")


def memory_to_proto(m: Memory) -> pb.Memory:
    stamps = {name: wire.stamp(v) for name in _STAMPS if (v := getattr(m, name)) is not None}
    return pb.Memory(
        id=m.id,
        namespace=m.namespace,
        peer_id=m.peer_id,
        scope=m.scope,
        label=m.label,
        content=m.content,
        kind=m.kind,
        origin=wire.ORIGIN[m.origin],
        verbatim=m.verbatim,
        confidence=m.confidence,
        importance=m.importance,
        retention=wire.RETENTION[m.retention],
        pinned=m.pinned,
        access_count=m.access_count,
        source_refs=list(m.source_refs),
        merged_from=list(m.merged_from),
        superseded_by=m.superseded_by,
        attributes=dict(m.attributes),
        tier=wire.TIER[m.tier],
        embedding_model=m.embedding_model,
        producer=m.producer,
        conflicts_with=m.conflicts_with,
        session_id=m.session_id,
        position=m.position,
        fact=None
        if m.fact is None
        else pb.Fact(subject=m.fact.subject, predicate=m.fact.predicate, object=m.fact.object),
        **stamps,
    )


def input_from_proto(msg: pb.MemoryInput, prefix: str = "memory") -> MemoryInput:
    return MemoryInput(
        content=msg.content,
        scope=msg.scope,
        label=msg.label,
        kind=msg.kind,
        origin=wire.enum_in(_ORIGIN_IN, msg.origin, f"{prefix}.origin"),
        verbatim=msg.verbatim,
        confidence=msg.confidence if msg.HasField("confidence") else None,
        importance=msg.importance if msg.HasField("importance") else None,
        retention=wire.enum_in(_RETENTION_IN, msg.retention, f"{prefix}.retention"),
        pinned=msg.pinned,
        occurred_at=wire.ts_from_proto(
            msg.occurred_at, msg.HasField("occurred_at"), f"{prefix}.occurred_at"
        ),
        expires_at=wire.ts_from_proto(
            msg.expires_at, msg.HasField("expires_at"), f"{prefix}.expires_at"
        ),
        source_refs=tuple(msg.source_refs),
        fact=Fact(msg.fact.subject, msg.fact.predicate, msg.fact.object)
        if msg.HasField("fact")
        else None,
        attributes=dict(msg.attributes),
        producer=msg.producer,
        session_id=msg.session_id,
        position=msg.position if msg.HasField("position") else None,
    )


def write_result_to_proto(r: WriteResult) -> pb.RememberResponse:
    return pb.RememberResponse(
        memory=memory_to_proto(r.memory),
        outcome=wire.OUTCOME[r.outcome],
        related_id=r.related_id,
        redactions=[pb.Redaction(field=x.field, kind=x.kind) for x in r.redactions],
    )


def update_result_to_proto(r: UpdateResult) -> pb.UpdateResponse:
    return pb.UpdateResponse(
        memory=memory_to_proto(r.memory),
        redactions=[pb.Redaction(field=x.field, kind=x.kind) for x in r.redactions],
    )


def recall_from_proto(msg: pb.RecallRequest) -> RecallQuery:
    return RecallQuery(
        cue=msg.cue,
        top_k=msg.top_k,
        kinds=tuple(msg.kinds),
        scope=msg.scope,
        labels=tuple(msg.labels),
        occurred=TimeRange(
            start=wire.ts_from_proto(
                msg.occurred.start, msg.occurred.HasField("start"), "occurred.start"
            ),
            end=wire.ts_from_proto(msg.occurred.end, msg.occurred.HasField("end"), "occurred.end"),
        ),
        include_superseded=msg.include_superseded,
        weights=RecallWeights(
            **{
                f.name: getattr(msg.weights, f.name)
                if msg.weights.HasField(f.name)  # type: ignore[arg-type]
                else None
                for f in dataclasses.fields(RecallWeights)
            }
        ),
        scopes=tuple(msg.scopes),
        expand_neighbors=msg.expand_neighbors if msg.HasField("expand_neighbors") else None,
    )


def hit_to_proto(h: Hit) -> pb.Hit:
    return pb.Hit(
        memory=memory_to_proto(h.memory),
        score=h.score,
        relevance=h.relevance,
        components=dict(h.components),
        expanded_from=h.expanded_from,
    )


def list_from_proto(msg: pb.ListRequest) -> ListQuery:
    return ListQuery(
        label_prefix=msg.label_prefix,
        kinds=tuple(msg.kinds),
        page_size=msg.page_size,
        page_token=msg.page_token,
        include_superseded=msg.include_superseded,
    )


def page_to_proto(p: Page) -> pb.ListResponse:
    return pb.ListResponse(
        memories=[memory_to_proto(m) for m in p.memories], next_page_token=p.next_page_token
    )


def dedup_from_proto(value: int, field: str = "dedup") -> DedupMode:
    return wire.enum_in(_DEDUP_IN, value, field) or DedupMode.DEFAULT


def update_from_proto(msg: pb.UpdateRequest) -> MemoryUpdate:
    return MemoryUpdate(
        content=msg.content if msg.HasField("content") else None,
        pinned=msg.pinned if msg.HasField("pinned") else None,
        importance=msg.importance if msg.HasField("importance") else None,
        retention=wire.enum_in(_RETENTION_IN, msg.retention, "retention"),
    )


def event_to_proto(e: LogEvent) -> pb.Event:
    out = pb.Event(
        seq=e.seq,
        kind=e.op,
        peer_id=e.partition.peer_id,
        correlation_id=str(e.data.get("correlation_id", "")),
        payload_json=json.dumps(dict(e.data), default=str),
    )
    out.at.CopyFrom(wire.stamp(e.at))
    return out


def event_query_from_proto(msg: pb.QueryEventsRequest) -> EventQuery:
    return EventQuery(
        kinds=tuple(msg.kinds),
        range=TimeRange(
            start=wire.ts_from_proto(msg.range.start, msg.range.HasField("start"), "range.start"),
            end=wire.ts_from_proto(msg.range.end, msg.range.HasField("end"), "range.end"),
        ),
        correlation_id=msg.correlation_id,
        page_size=msg.page_size,
        page_token=msg.page_token,
    )


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not plain JSON")


def event_input_from_proto(msg: pb.RecordEventRequest) -> EventInput:
    payload: Any = {}
    if msg.payload_json:
        try:
            payload = json.loads(msg.payload_json, parse_constant=_no_constant)
        except (ValueError, RecursionError) as exc:
            raise InvalidArgument("payload_json is not valid JSON", field="payload_json") from exc
        if not isinstance(payload, dict):
            raise InvalidArgument("payload_json must be a JSON object", field="payload_json")
    return EventInput(
        kind=msg.kind,
        proposal_id=msg.proposal_id,
        mode=msg.mode,
        text=msg.text,
        next_action=msg.next_action,
        rationale=msg.rationale,
        payload=payload,
        project=msg.project,
    )


def record_result_to_proto(r: RecordResult) -> pb.RecordEventResponse:
    return pb.RecordEventResponse(
        proposal_id=r.proposal_id,
        seq=r.seq,
        logged=r.logged,
        log_error=r.log_error,
        redactions=[pb.Redaction(field=x.field, kind=x.kind) for x in r.redactions],
    )


def proposal_to_proto(p: Proposal, now: datetime) -> pb.Proposal:
    out = pb.Proposal(
        proposal_id=p.proposal_id,
        mode=p.mode,
        text=p.text,
        next_action=p.next_action,
        rationale=p.rationale,
        outcome=wire.PROPOSAL_OUTCOME[p.outcome],
        age_seconds=int(p.age(now)),
        line=p.line(now),
        outcome_note=p.outcome_note,
        project=p.project,
    )
    out.proposed_at.CopyFrom(wire.stamp(p.proposed_at))
    if p.outcome_at is not None:
        out.outcome_at.CopyFrom(wire.stamp(p.outcome_at))
    return out
