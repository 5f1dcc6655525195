"""Protobuf <-> domain for the memory loop's RPCs, server side (requests in, responses out).

Beside `service.api.convert` (the store's RPCs); the client maps the other direction in
`service.client.convert_loop`.
"""

from __future__ import annotations

from service import wire
from service.gen.memcue.v1 import memory_pb2 as pb
from service.loop_domain import (
    Brief,
    BriefQuery,
    ConfirmResult,
    ConsolidationReport,
    IngestResult,
    Transcript,
    Turn,
    TurnRole,
)

_ROLE_IN = wire.inverse(wire.TURN_ROLE)


def transcript_from_proto(msg: pb.IngestTranscriptRequest) -> Transcript:
    turns = tuple(
        Turn(
            text=t.text,
            position=t.position if t.HasField("position") else None,
            speaker=t.speaker,
            role=wire.enum_in(_ROLE_IN, t.role, f"turns[{i}].role") or TurnRole.PEER,
            time=wire.ts_from_proto(t.time, t.HasField("time"), f"turns[{i}].time"),
            ref=t.ref,
        )
        for i, t in enumerate(msg.turns)
    )
    return Transcript(
        session_id=msg.session_id, turns=turns, scope=msg.scope, time_zone=msg.time_zone
    )


def ingest_result_to_proto(r: IngestResult) -> pb.IngestTranscriptResponse:
    return pb.IngestTranscriptResponse(
        new_turns=r.new_turns,
        skipped_turns=r.skipped_turns,
        extracted=r.extracted,
        last_position=r.last_position,
        turn_ids=list(r.turn_ids),
        extracted_ids=list(r.extracted_ids),
        redactions=[pb.Redaction(field=x.field, kind=x.kind) for x in r.redactions],
        empty_turns=r.empty_turns,
    )


def brief_query_from_proto(msg: pb.WorkingMemoryRequest) -> BriefQuery:
    return BriefQuery(
        token_budget=msg.token_budget,
        project=msg.project,
        cue=msg.cue,
        include_global=not msg.exclude_global,
    )


def brief_to_proto(b: Brief) -> pb.WorkingMemoryResponse:
    out = pb.WorkingMemoryResponse(
        brief_id=b.brief_id,
        text=b.text,
        tokens=b.tokens,
        token_budget=b.token_budget,
        tokenizer=b.tokenizer,
        sections=[
            pb.BriefSection(
                name=s.section.value,
                title=s.section.title,
                lines=[
                    pb.BriefLine(
                        memory_id=ln.memory_id,
                        proposal_id=ln.proposal_id,
                        tier=wire.TIER[ln.tier] if ln.tier is not None else pb.TIER_UNSPECIFIED,
                        kind=ln.kind,
                        text=ln.text,
                        why=ln.why,
                        tokens=ln.tokens,
                        score=ln.score,
                        scope=ln.scope,
                        origin=(
                            wire.ORIGIN[ln.origin]
                            if ln.origin is not None
                            else pb.ORIGIN_UNSPECIFIED
                        ),
                    )
                    for ln in s.lines
                ],
            )
            for s in b.sections
        ],
    )
    out.generated_at.CopyFrom(wire.stamp(b.generated_at))
    return out


def confirm_result_to_proto(r: ConfirmResult) -> pb.ConfirmBriefResponse:
    return pb.ConfirmBriefResponse(confirmed=r.confirmed, seq=r.seq, logged=r.logged)


def consolidation_to_proto(r: ConsolidationReport) -> pb.ConsolidateResponse:
    return pb.ConsolidateResponse(
        partitions=r.partitions,
        summaries=r.summaries,
        gists=r.gists,
        archived=r.archived,
        dry_run=r.dry_run,
    )
