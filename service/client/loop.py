"""The memory loop's calls on the typed client: ingest, briefs and their confirmation,
consolidation. A mixin of `MemcueClient` (same channel, deadlines and error mapping)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from service import wire
from service.client import convert_loop
from service.client.args import peer
from service.errors import InvalidArgument
from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from service.loop_domain import (
    Brief,
    ConfirmResult,
    ConsolidationReport,
    IngestResult,
    Transcript,
    Turn,
)

R = TypeVar("R")


class LoopCalls:
    _stub: pb_grpc.MemoryServiceStub

    def _invoke(self, method: Callable[..., R], request: Any, timeout: float | None) -> R:
        raise NotImplementedError  # MemcueClient provides it

    def ingest_transcript(
        self,
        peer_id: str,
        session_id: str,
        turns: Sequence[Turn],
        *,
        scope: str = "",
        time_zone: str = "",
        timeout: float | None = None,
    ) -> IngestResult:
        """Sends a session's turns; only those after its cursor are stored (a re-send is
        free, an append stores the new turns only)."""
        if isinstance(turns, str | bytes) or not all(isinstance(t, Turn) for t in turns):
            raise InvalidArgument("turns must be a list of Turn", field="turns")
        request = convert_loop.transcript_to_proto(
            peer(peer_id),
            Transcript(session_id=session_id, turns=tuple(turns), scope=scope, time_zone=time_zone),
        )
        return convert_loop.ingest_result_from_proto(
            self._invoke(self._stub.IngestTranscript, request, timeout)
        )

    def working_memory(
        self,
        peer_id: str,
        *,
        project: str = "",
        cue: str = "",
        token_budget: int = 0,
        include_global: bool = True,
        timeout: float | None = None,
    ) -> Brief:
        """A brief to seed a session (`brief.text` is ready to paste); building one marks
        nothing: call `confirm_brief` once the session was seeded with it."""
        wire.unsigned(token_budget=token_budget)
        request = pb.WorkingMemoryRequest(
            peer_id=peer(peer_id),
            project=project,
            cue=cue,
            token_budget=token_budget,
            exclude_global=not include_global,
        )
        return convert_loop.brief_from_proto(
            self._invoke(self._stub.WorkingMemory, request, timeout)
        )

    def confirm_brief(
        self, peer_id: str, brief: Brief, *, timeout: float | None = None
    ) -> ConfirmResult:
        """Every memory of the brief counts as used (slower decay and consolidation)."""
        request = pb.ConfirmBriefRequest(
            peer_id=peer(peer_id), brief_id=brief.brief_id, memory_ids=list(brief.memory_ids)
        )
        return convert_loop.confirm_result_from_proto(
            self._invoke(self._stub.ConfirmBrief, request, timeout)
        )

    def consolidate(
        self,
        peer_id: str = "",
        *,
        all_peers: bool = False,
        dry_run: bool = False,
        timeout: float | None = None,
    ) -> ConsolidationReport:
        """Consolidates due entries now (operator keys only)."""
        request = pb.ConsolidateRequest(peer_id=peer(peer_id), all_peers=all_peers, dry_run=dry_run)
        return convert_loop.consolidation_from_proto(
            self._invoke(self._stub.Consolidate, request, timeout)
        )
