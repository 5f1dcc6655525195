"""The one place that converts between protobuf messages and domain values (both ways).

The servicer uses the `*_from_proto` direction for requests and `*_to_proto` for responses;
the typed client uses the opposite pairs, so both sides of the wire share one mapping.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, TypeVar

from google.protobuf.timestamp_pb2 import Timestamp

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
    Origin,
    Page,
    Proposal,
    ProposalOutcome,
    RecallQuery,
    RecordResult,
    Redacted,
    Retention,
    Tier,
    TimeRange,
    UpdateResult,
    WriteOutcome,
    WriteResult,
)
from service.errors import InvalidArgument
from service.gen.memcue.v1 import memory_pb2 as pb

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")

_ORIGIN = {
    Origin.PEER: pb.ORIGIN_PEER,
    Origin.AGENT: pb.ORIGIN_AGENT,
    Origin.OPERATOR: pb.ORIGIN_OPERATOR,
}
_TIER = {
    Tier.VERBATIM: pb.TIER_VERBATIM,
    Tier.SUMMARY: pb.TIER_SUMMARY,
    Tier.GIST: pb.TIER_GIST,
    Tier.ARCHIVED: pb.TIER_ARCHIVED,
}
_RETENTION = {
    Retention.EPHEMERAL: pb.RETENTION_EPHEMERAL,
    Retention.SHORT: pb.RETENTION_SHORT,
    Retention.STANDARD: pb.RETENTION_STANDARD,
    Retention.LONG: pb.RETENTION_LONG,
    Retention.PERMANENT: pb.RETENTION_PERMANENT,
}
_DEDUP = {
    DedupMode.DEFAULT: pb.DEDUP_MODE_UNSPECIFIED,
    DedupMode.OFF: pb.DEDUP_MODE_OFF,
    DedupMode.STRICT: pb.DEDUP_MODE_STRICT,
}
_OUTCOME = {
    WriteOutcome.CREATED: pb.WRITE_OUTCOME_CREATED,
    WriteOutcome.MERGED: pb.WRITE_OUTCOME_MERGED,
    WriteOutcome.SUPERSEDED: pb.WRITE_OUTCOME_SUPERSEDED,
    WriteOutcome.CONFLICT: pb.WRITE_OUTCOME_CONFLICT,
    WriteOutcome.REPLAYED: pb.WRITE_OUTCOME_REPLAYED,
}


def _inverse(table: dict[K, V]) -> dict[V, K]:
    return {value: key for key, value in table.items()}


_ORIGIN_IN = _inverse(_ORIGIN)
_TIER_IN = _inverse(_TIER)
_RETENTION_IN = _inverse(_RETENTION)
_OUTCOME_IN = _inverse(_OUTCOME)
_DEDUP_IN = _inverse(_DEDUP)


# -- timestamps ----------------------------------------------------------------------------


def ts_to_proto(value: datetime | None) -> Timestamp | None:
    return None if value is None else _stamp(value)


def _stamp(value: datetime) -> Timestamp:
    out = Timestamp()
    out.FromDatetime(value.astimezone(UTC))
    return out


def ts_from_proto(msg: Timestamp, has: bool, field: str) -> datetime | None:
    if not has:
        return None
    try:
        return msg.ToDatetime(tzinfo=UTC)
    except (ValueError, OverflowError) as exc:
        raise InvalidArgument(f"{field} is not a valid timestamp", field=field) from exc


def _enum_in(table: Mapping[Any, T], value: int, field: str) -> T | None:
    if value == 0:
        return None
    if value not in table:
        raise InvalidArgument(f"{field} {value} is not a known value", field=field)
    return table[value]


# -- memory --------------------------------------------------------------------------------


def memory_to_proto(m: Memory) -> pb.Memory:
    out = pb.Memory(
        id=m.id,
        namespace=m.namespace,
        peer_id=m.peer_id,
        scope=m.scope,
        label=m.label,
        content=m.content,
        kind=m.kind,
        origin=_ORIGIN[m.origin],
        verbatim=m.verbatim,
        confidence=m.confidence,
        importance=m.importance,
        retention=_RETENTION[m.retention],
        pinned=m.pinned,
        access_count=m.access_count,
        source_refs=list(m.source_refs),
        merged_from=list(m.merged_from),
        superseded_by=m.superseded_by,
        attributes=dict(m.attributes),
        tier=_TIER[m.tier],
        embedding_model=m.embedding_model,
        producer=m.producer,
        conflicts_with=m.conflicts_with,
    )
    for name in ("created_at", "updated_at", "occurred_at", "last_accessed_at", "expires_at"):
        stamp = ts_to_proto(getattr(m, name))
        if stamp is not None:
            getattr(out, name).CopyFrom(stamp)
    if m.fact is not None:
        out.fact.CopyFrom(
            pb.Fact(subject=m.fact.subject, predicate=m.fact.predicate, object=m.fact.object)
        )
    return out


def memory_from_proto(msg: pb.Memory) -> Memory:
    def ts(name: str) -> datetime | None:
        return ts_from_proto(getattr(msg, name), msg.HasField(name), name)  # type: ignore[arg-type]

    epoch = datetime.fromtimestamp(0, UTC)
    return Memory(
        id=msg.id,
        namespace=msg.namespace,
        peer_id=msg.peer_id,
        scope=msg.scope,
        label=msg.label,
        content=msg.content,
        kind=msg.kind,
        origin=_ORIGIN_IN.get(msg.origin, Origin.AGENT),
        verbatim=msg.verbatim,
        confidence=msg.confidence,
        importance=msg.importance,
        retention=_RETENTION_IN.get(msg.retention, Retention.STANDARD),
        pinned=msg.pinned,
        created_at=ts("created_at") or epoch,
        updated_at=ts("updated_at") or epoch,
        occurred_at=ts("occurred_at") or epoch,
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
        tier=_TIER_IN.get(msg.tier, Tier.VERBATIM),
        embedding_model=msg.embedding_model,
        producer=msg.producer,
        conflicts_with=msg.conflicts_with,
    )


def input_to_proto(item: MemoryInput) -> pb.MemoryInput:
    out = pb.MemoryInput(
        content=item.content,
        scope=item.scope,
        label=item.label,
        kind=item.kind,
        origin=_ORIGIN[item.origin] if item.origin else pb.ORIGIN_UNSPECIFIED,
        verbatim=item.verbatim,
        retention=_RETENTION[item.retention] if item.retention else pb.RETENTION_UNSPECIFIED,
        pinned=item.pinned,
        source_refs=list(item.source_refs),
        attributes=dict(item.attributes),
        producer=item.producer,
    )
    if item.confidence is not None:
        out.confidence = item.confidence
    if item.importance is not None:
        out.importance = item.importance
    for name in ("occurred_at", "expires_at"):
        stamp = ts_to_proto(getattr(item, name))
        if stamp is not None:
            getattr(out, name).CopyFrom(stamp)
    if item.fact is not None:
        out.fact.CopyFrom(
            pb.Fact(
                subject=item.fact.subject, predicate=item.fact.predicate, object=item.fact.object
            )
        )
    return out


def input_from_proto(msg: pb.MemoryInput, prefix: str = "memory") -> MemoryInput:
    return MemoryInput(
        content=msg.content,
        scope=msg.scope,
        label=msg.label,
        kind=msg.kind,
        origin=_enum_in(_ORIGIN_IN, msg.origin, f"{prefix}.origin"),
        verbatim=msg.verbatim,
        confidence=msg.confidence if msg.HasField("confidence") else None,
        importance=msg.importance if msg.HasField("importance") else None,
        retention=_enum_in(_RETENTION_IN, msg.retention, f"{prefix}.retention"),
        pinned=msg.pinned,
        occurred_at=ts_from_proto(
            msg.occurred_at, msg.HasField("occurred_at"), f"{prefix}.occurred_at"
        ),
        expires_at=ts_from_proto(
            msg.expires_at, msg.HasField("expires_at"), f"{prefix}.expires_at"
        ),
        source_refs=tuple(msg.source_refs),
        fact=Fact(msg.fact.subject, msg.fact.predicate, msg.fact.object)
        if msg.HasField("fact")
        else None,
        attributes=dict(msg.attributes),
        producer=msg.producer,
    )


# -- results and queries -------------------------------------------------------------------


def write_result_to_proto(r: WriteResult) -> pb.RememberResponse:
    return pb.RememberResponse(
        memory=memory_to_proto(r.memory),
        outcome=_OUTCOME[r.outcome],
        related_id=r.related_id,
        redactions=[pb.Redaction(field=x.field, kind=x.kind) for x in r.redactions],
    )


def write_result_from_proto(msg: pb.RememberResponse) -> WriteResult:
    return WriteResult(
        memory=memory_from_proto(msg.memory),
        outcome=_OUTCOME_IN.get(msg.outcome, WriteOutcome.CREATED),
        related_id=msg.related_id,
        redactions=tuple(Redacted(x.field, x.kind) for x in msg.redactions),
    )


def update_result_to_proto(r: UpdateResult) -> pb.UpdateResponse:
    return pb.UpdateResponse(
        memory=memory_to_proto(r.memory),
        redactions=[pb.Redaction(field=x.field, kind=x.kind) for x in r.redactions],
    )


def update_result_from_proto(msg: pb.UpdateResponse) -> UpdateResult:
    return UpdateResult(
        memory_from_proto(msg.memory), tuple(Redacted(x.field, x.kind) for x in msg.redactions)
    )


def recall_from_proto(msg: pb.RecallRequest) -> RecallQuery:
    return RecallQuery(
        cue=msg.cue,
        top_k=msg.top_k,
        kinds=tuple(msg.kinds),
        scope=msg.scope,
        labels=tuple(msg.labels),
        occurred=TimeRange(
            start=ts_from_proto(
                msg.occurred.start, msg.occurred.HasField("start"), "occurred.start"
            ),
            end=ts_from_proto(msg.occurred.end, msg.occurred.HasField("end"), "occurred.end"),
        ),
        include_superseded=msg.include_superseded,
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
    )
    for name in ("start", "end"):
        stamp = ts_to_proto(getattr(q.occurred, name))
        if stamp is not None:
            getattr(out.occurred, name).CopyFrom(stamp)
    return out


def hit_to_proto(h: Hit) -> pb.Hit:
    return pb.Hit(memory=memory_to_proto(h.memory), score=h.score, relevance=h.relevance)


def hit_from_proto(msg: pb.Hit) -> Hit:
    return Hit(memory=memory_from_proto(msg.memory), score=msg.score, relevance=msg.relevance)


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


def page_from_proto(msg: pb.ListResponse) -> Page:
    return Page(tuple(memory_from_proto(m) for m in msg.memories), msg.next_page_token)


def dedup_from_proto(value: int, field: str = "dedup") -> DedupMode:
    return _enum_in(_DEDUP_IN, value, field) or DedupMode.DEFAULT


def dedup_to_proto(mode: DedupMode) -> pb.DedupMode.ValueType:
    return _DEDUP[mode]


def update_from_proto(msg: pb.UpdateRequest) -> MemoryUpdate:
    return MemoryUpdate(
        content=msg.content if msg.HasField("content") else None,
        pinned=msg.pinned if msg.HasField("pinned") else None,
        importance=msg.importance if msg.HasField("importance") else None,
        retention=_enum_in(_RETENTION_IN, msg.retention, "retention"),
    )


def update_to_proto(peer_id: str, memory_id: str, change: MemoryUpdate) -> pb.UpdateRequest:
    out = pb.UpdateRequest(
        peer_id=peer_id,
        id=memory_id,
        retention=_RETENTION[change.retention] if change.retention else pb.RETENTION_UNSPECIFIED,
    )
    if change.content is not None:
        out.content = change.content
    if change.pinned is not None:
        out.pinned = change.pinned
    if change.importance is not None:
        out.importance = change.importance
    return out


_PROPOSAL_OUTCOME = {
    ProposalOutcome.CONFIRMED: pb.PROPOSAL_OUTCOME_CONFIRMED,
    ProposalOutcome.DISMISSED: pb.PROPOSAL_OUTCOME_DISMISSED,
    ProposalOutcome.UNACTIONED: pb.PROPOSAL_OUTCOME_UNACTIONED,
}


def event_to_proto(e: LogEvent) -> pb.Event:
    out = pb.Event(
        seq=e.seq,
        kind=e.op,
        peer_id=e.partition.peer_id,
        correlation_id=str(e.data.get("correlation_id", "")),
        payload_json=json.dumps(dict(e.data), default=str),
    )
    out.at.CopyFrom(_stamp(e.at))
    return out


def event_query_from_proto(msg: pb.QueryEventsRequest) -> EventQuery:
    return EventQuery(
        kinds=tuple(msg.kinds),
        range=TimeRange(
            start=ts_from_proto(msg.range.start, msg.range.HasField("start"), "range.start"),
            end=ts_from_proto(msg.range.end, msg.range.HasField("end"), "range.end"),
        ),
        correlation_id=msg.correlation_id,
        page_size=msg.page_size,
        page_token=msg.page_token,
    )


def event_input_from_proto(msg: pb.RecordEventRequest) -> EventInput:
    payload: Any = {}
    if msg.payload_json:
        try:
            payload = json.loads(msg.payload_json)
        except ValueError as exc:
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
        outcome=_PROPOSAL_OUTCOME[p.outcome],
        age_seconds=int(p.age(now)),
        line=p.line(now),
    )
    out.proposed_at.CopyFrom(_stamp(p.proposed_at))
    if p.outcome_at is not None:
        out.outcome_at.CopyFrom(_stamp(p.outcome_at))
    return out
