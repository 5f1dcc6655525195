"""Protobuf <-> domain for the memory loop's RPCs, client side (requests out, responses in)."""

from __future__ import annotations

from service import wire
from service.client.args import member
from service.domain import Redacted
from service.gen.memcue.v1 import memory_pb2 as pb
from service.loop_domain import (
    Brief,
    BriefLine,
    BriefSection,
    ConfirmResult,
    ConsolidationReport,
    IngestResult,
    Section,
    Transcript,
    TurnRole,
)

_TIER_IN = wire.inverse(wire.TIER)
_ORIGIN_IN = wire.inverse(wire.ORIGIN)


def transcript_to_proto(peer_id: str, t: Transcript) -> pb.IngestTranscriptRequest:
    out = pb.IngestTranscriptRequest(
        peer_id=peer_id, scope=t.scope, session_id=t.session_id, time_zone=t.time_zone
    )
    for i, turn in enumerate(t.turns):
        msg = pb.Turn(
            speaker=turn.speaker,
            role=wire.TURN_ROLE[member(TurnRole, turn.role, f"turns[{i}].role") or TurnRole.PEER],
            text=turn.text,
            ref=turn.ref,
        )
        if turn.position is not None:
            msg.position = wire.position(turn.position, f"turns[{i}].position")
        stamp = wire.ts_to_proto(turn.time, f"turns[{i}].time")
        if stamp is not None:
            msg.time.CopyFrom(stamp)
        out.turns.append(msg)
    return out


def ingest_result_from_proto(msg: pb.IngestTranscriptResponse) -> IngestResult:
    return IngestResult(
        new_turns=msg.new_turns,
        skipped_turns=msg.skipped_turns,
        extracted=msg.extracted,
        last_position=msg.last_position,
        turn_ids=tuple(msg.turn_ids),
        extracted_ids=tuple(msg.extracted_ids),
        redactions=tuple(Redacted(x.field, x.kind) for x in msg.redactions),
        empty_turns=msg.empty_turns,
    )


def brief_from_proto(msg: pb.WorkingMemoryResponse) -> Brief:
    sections = tuple(
        BriefSection(
            Section(s.name),
            tuple(
                BriefLine(
                    text=ln.text,
                    why=ln.why,
                    tokens=ln.tokens,
                    score=ln.score,
                    memory_id=ln.memory_id,
                    proposal_id=ln.proposal_id,
                    tier=_TIER_IN.get(ln.tier),
                    kind=ln.kind,
                    scope=ln.scope,
                    origin=_ORIGIN_IN.get(ln.origin),
                )
                for ln in s.lines
            ),
        )
        for s in msg.sections
    )
    generated = wire.ts_from_proto(msg.generated_at, msg.HasField("generated_at"), "generated_at")
    if generated is None:
        raise ValueError("the server sent a brief without generated_at")
    return Brief(
        brief_id=msg.brief_id,
        sections=sections,
        text=msg.text,
        tokens=msg.tokens,
        token_budget=msg.token_budget,
        generated_at=generated,
        tokenizer=msg.tokenizer,
    )


def confirm_result_from_proto(msg: pb.ConfirmBriefResponse) -> ConfirmResult:
    return ConfirmResult(confirmed=msg.confirmed, logged=msg.logged, seq=msg.seq)


def consolidation_from_proto(msg: pb.ConsolidateResponse) -> ConsolidationReport:
    return ConsolidationReport(
        partitions=msg.partitions,
        summaries=msg.summaries,
        gists=msg.gists,
        archived=msg.archived,
        dry_run=msg.dry_run,
    )
