"""MemoryService servicer: resolve the caller, convert, call the core, convert back.

No business rule lives here, and no authentication either (`service.api.auth` has resolved
the caller before a method runs). Domain errors map to exactly one status code each;
anything unexpected is logged with its type (never request content) and reported INTERNAL.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import timedelta
from typing import NoReturn, TypeVar

import grpc
import structlog

from service import __version__
from service.api import convert, convert_loop
from service.api.auth import current_caller
from service.core import MemoryService
from service.domain import CallContext
from service.errors import MemcueError
from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from service.wire import status_for

log = structlog.get_logger(__name__)

R = TypeVar("R")


class MemoryServicer(pb_grpc.MemoryServiceServicer):
    def __init__(self, core: MemoryService) -> None:
        self._core = core
        self._running = 0
        self._running_lock = threading.Lock()

    @property
    def calls_running(self) -> int:
        """Calls inside the core now (a stop reads it after the grace period)."""
        return self._running

    def _call(self, context: grpc.ServicerContext, rpc: str, fn: Callable[[CallContext], R]) -> R:
        """Runs one RPC for the caller the auth interceptor resolved; domain errors map to
        one status code each, and anything else is logged by type and reported INTERNAL."""
        with self._running_lock:
            self._running += 1
        try:
            return fn(current_caller())
        except MemcueError as exc:
            self._abort(context, status_for(exc), exc.message)
        except Exception as exc:
            log.exception("rpc.failed", rpc=rpc, error=type(exc).__name__)
            self._abort(context, grpc.StatusCode.INTERNAL, f"internal error ({type(exc).__name__})")
        finally:
            with self._running_lock:
                self._running -= 1

    @staticmethod
    def _abort(context: grpc.ServicerContext, code: grpc.StatusCode, message: str) -> NoReturn:
        context.abort(code, message)
        raise AssertionError("unreachable")  # context.abort raises

    def Remember(
        self, request: pb.RememberRequest, context: grpc.ServicerContext
    ) -> pb.RememberResponse:
        def run(ctx: CallContext) -> pb.RememberResponse:
            item = convert.input_from_proto(request.memory)
            result = self._core.remember(
                ctx,
                request.peer_id,
                item,
                request.idempotency_key,
                dedup=convert.dedup_from_proto(request.dedup),
            )
            return convert.write_result_to_proto(result)

        return self._call(context, "Remember", run)

    def RememberBatch(
        self, request: pb.RememberBatchRequest, context: grpc.ServicerContext
    ) -> pb.RememberBatchResponse:
        def run(ctx: CallContext) -> pb.RememberBatchResponse:
            out = pb.RememberBatchResponse()
            items = []
            index_of = []
            for i, it in enumerate(request.items):
                try:
                    items.append(
                        (
                            convert.input_from_proto(it.memory, f"items[{i}].memory"),
                            it.idempotency_key,
                        )
                    )
                    index_of.append(i)
                except MemcueError as exc:
                    out.results.append(_item_error(i, exc))
            written = self._core.remember_batch(
                ctx, request.peer_id, items, dedup=convert.dedup_from_proto(request.dedup)
            )
            for i, result in zip(index_of, written, strict=True):
                if isinstance(result, MemcueError):
                    out.results.append(_item_error(i, result))
                else:
                    out.results.append(
                        pb.RememberBatchResult(index=i, ok=convert.write_result_to_proto(result))
                    )
            out.results.sort(key=lambda r: r.index)
            return out

        return self._call(context, "RememberBatch", run)

    def Recall(self, request: pb.RecallRequest, context: grpc.ServicerContext) -> pb.RecallResponse:
        def run(ctx: CallContext) -> pb.RecallResponse:
            hits = self._core.recall(ctx, request.peer_id, convert.recall_from_proto(request))
            return pb.RecallResponse(
                hits=[convert.hit_to_proto(h) for h in hits],
                embedding_model=self._core.embedding_model,
            )

        return self._call(context, "Recall", run)

    def Get(self, request: pb.GetRequest, context: grpc.ServicerContext) -> pb.Memory:
        return self._call(
            context,
            "Get",
            lambda ctx: convert.memory_to_proto(self._core.get(ctx, request.peer_id, request.id)),
        )

    def List(self, request: pb.ListRequest, context: grpc.ServicerContext) -> pb.ListResponse:
        return self._call(
            context,
            "List",
            lambda ctx: convert.page_to_proto(
                self._core.list_memories(ctx, request.peer_id, convert.list_from_proto(request))
            ),
        )

    def Update(self, request: pb.UpdateRequest, context: grpc.ServicerContext) -> pb.UpdateResponse:
        return self._call(
            context,
            "Update",
            lambda ctx: convert.update_result_to_proto(
                self._core.update(
                    ctx, request.peer_id, request.id, convert.update_from_proto(request)
                )
            ),
        )

    def Forget(self, request: pb.ForgetRequest, context: grpc.ServicerContext) -> pb.ForgetResponse:
        return self._call(
            context,
            "Forget",
            lambda ctx: pb.ForgetResponse(erased=self._core.forget(ctx, request.peer_id)),
        )

    def QueryEvents(
        self, request: pb.QueryEventsRequest, context: grpc.ServicerContext
    ) -> pb.QueryEventsResponse:
        def run(ctx: CallContext) -> pb.QueryEventsResponse:
            page = self._core.query_events(
                ctx, request.peer_id, convert.event_query_from_proto(request)
            )
            return pb.QueryEventsResponse(
                events=[convert.event_to_proto(e) for e in page.events],
                next_page_token=page.next_page_token,
            )

        return self._call(context, "QueryEvents", run)

    def RecordEvent(
        self, request: pb.RecordEventRequest, context: grpc.ServicerContext
    ) -> pb.RecordEventResponse:
        return self._call(
            context,
            "RecordEvent",
            lambda ctx: convert.record_result_to_proto(
                self._core.record_event(
                    ctx, request.peer_id, convert.event_input_from_proto(request)
                )
            ),
        )

    def RecentProposals(
        self, request: pb.RecentProposalsRequest, context: grpc.ServicerContext
    ) -> pb.RecentProposalsResponse:
        def run(ctx: CallContext) -> pb.RecentProposalsResponse:
            proposals = self._core.recent_proposals(
                ctx,
                request.peer_id,
                mode=request.mode,
                limit=request.limit or 10,
                max_age=timedelta(seconds=request.max_age_seconds or 7 * 86_400),
            )
            # the core's time, as for a brief's proposal lines: the wall clock aged a
            # proposal made "just now" by a service on another clock (a replay, a test) by
            # months
            now = self._core.clock()
            return pb.RecentProposalsResponse(
                proposals=[convert.proposal_to_proto(p, now) for p in proposals]
            )

        return self._call(context, "RecentProposals", run)

    def Status(self, request: pb.StatusRequest, context: grpc.ServicerContext) -> pb.StatusResponse:
        def run(ctx: CallContext) -> pb.StatusResponse:
            backlog, error = self._core.log_status()
            return pb.StatusResponse(
                log_backlog=backlog,
                log_error=error,
                embedding_model=self._core.embedding_model,
                version=__version__,
                namespace=ctx.namespace,
                role=ctx.role.value,
            )

        return self._call(context, "Status", run)

    # -- the memory loop ---------------------------------------------------------------------

    def IngestTranscript(
        self, request: pb.IngestTranscriptRequest, context: grpc.ServicerContext
    ) -> pb.IngestTranscriptResponse:
        return self._call(
            context,
            "IngestTranscript",
            lambda ctx: convert_loop.ingest_result_to_proto(
                self._core.ingest_transcript(
                    ctx, request.peer_id, convert_loop.transcript_from_proto(request)
                )
            ),
        )

    def WorkingMemory(
        self, request: pb.WorkingMemoryRequest, context: grpc.ServicerContext
    ) -> pb.WorkingMemoryResponse:
        return self._call(
            context,
            "WorkingMemory",
            lambda ctx: convert_loop.brief_to_proto(
                self._core.working_memory(
                    ctx, request.peer_id, convert_loop.brief_query_from_proto(request)
                )
            ),
        )

    def ConfirmBrief(
        self, request: pb.ConfirmBriefRequest, context: grpc.ServicerContext
    ) -> pb.ConfirmBriefResponse:
        return self._call(
            context,
            "ConfirmBrief",
            lambda ctx: convert_loop.confirm_result_to_proto(
                self._core.confirm_brief(
                    ctx, request.peer_id, request.brief_id, list(request.memory_ids)
                )
            ),
        )

    def Consolidate(
        self, request: pb.ConsolidateRequest, context: grpc.ServicerContext
    ) -> pb.ConsolidateResponse:
        return self._call(
            context,
            "Consolidate",
            lambda ctx: convert_loop.consolidation_to_proto(
                self._core.consolidate(
                    ctx, request.peer_id, all_peers=request.all_peers, dry_run=request.dry_run
                )
            ),
        )

    def Delete(self, request: pb.DeleteRequest, context: grpc.ServicerContext) -> pb.DeleteResponse:
        return self._call(
            context,
            "Delete",
            lambda ctx: pb.DeleteResponse(id=self._core.delete(ctx, request.peer_id, request.id)),
        )


def _item_error(index: int, exc: MemcueError) -> pb.RememberBatchResult:
    return pb.RememberBatchResult(
        index=index,
        error=pb.ItemError(code=status_for(exc).value[0], message=exc.message, field=exc.field),
    )
