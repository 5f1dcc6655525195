"""The agent's own events and decisions, and temporal queries over the log (DESIGN.md 5).

RecordEvent is best effort for the caller: the event is validated and redacted like a
memory and the local proposals view is updated, but a log failure is reported, never
raised. QueryEvents reads the raw log (ActivityWatch plus what is still in the outbox).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta

import structlog

from service import validation as v
from service.core import cursors
from service.core.guard import READERS, WRITERS, PartitionLocks, partition_of, require
from service.core.redact import Redactor, refuse_secrets
from service.domain import (
    CallContext,
    EventInput,
    EventPage,
    EventQuery,
    LogEvent,
    LogOp,
    Partition,
    Proposal,
    ProposalOutcome,
    RecordResult,
)
from service.errors import FailedPrecondition, InvalidArgument, NotFound
from service.ports import DecisionStore, EventLog
from service.privacy import PrivacyGuard
from service.settings import Limits

log = structlog.get_logger(__name__)

PROPOSAL_MADE = "proposal_made"
OUTCOMES = {
    "action_taken": ProposalOutcome.CONFIRMED,
    "proposal_dismissed": ProposalOutcome.DISMISSED,
}


class Decisions:
    def __init__(
        self,
        *,
        log: EventLog,
        decisions: DecisionStore,
        limits: Limits,
        privacy: PrivacyGuard,
        locks: PartitionLocks,
        clock: Callable[[], datetime],
    ) -> None:
        self._log = log
        self._decisions = decisions
        self._limits = limits
        self._privacy = privacy
        self._locks = locks
        self._clock = clock

    def record_event(self, ctx: CallContext, peer_id: str, event: EventInput) -> RecordResult:
        """Logs an agent's event; decisions also update the local proposals view."""
        require(ctx, WRITERS, "record events")
        partition = partition_of(ctx, peer_id)
        kind = v.event_kind(event.kind)
        if kind in set(LogOp):
            raise InvalidArgument(
                f"kind {kind!r} is reserved for the service's own log entries", field="kind"
            )
        for name in ("mode", "proposal_id"):
            v.one_line(getattr(event, name), field=name)
        refuse_secrets(self._privacy, {"mode": event.mode, "proposal_id": event.proposal_id})
        redactor = Redactor(self._privacy)

        def clean(text: str, field: str) -> str:
            v.text(text, field=field, max_bytes=self._limits.max_content_bytes, required=False)
            return redactor.text(text, field)

        text = clean(event.text, "text")
        next_action = clean(event.next_action, "next_action")
        rationale = clean(event.rationale, "rationale")
        payload = redactor.payload(event.payload, self._limits.max_attributes_bytes)
        project = v.project(event.project)
        if project and kind != PROPOSAL_MADE:
            raise InvalidArgument(
                "project is for proposal_made (an outcome belongs to its proposal's project)",
                field="project",
            )
        now = self._clock()
        proposal_id = event.proposal_id
        with self._locks(partition):
            if kind == PROPOSAL_MADE:
                if not text.strip():
                    raise InvalidArgument("text is required for proposal_made", field="text")
                if proposal_id and self._decisions.exists(partition, proposal_id):
                    # (it replaced the proposal and its outcome: a confirmed "Walk before the
                    # call" became an unactioned "Sell the house")
                    raise FailedPrecondition(
                        f"proposal {proposal_id!r} was already made for this peer; a new "
                        "proposal needs a new id (or none: the server mints one)",
                        field="proposal_id",
                    )
                proposal_id = proposal_id or f"p_{uuid.uuid4().hex[:16]}"
                self._decisions.add(
                    partition,
                    Proposal(
                        proposal_id,
                        event.mode,
                        text,
                        next_action,
                        rationale,
                        now,
                        ProposalOutcome.UNACTIONED,
                        None,
                        project=project,
                    ),
                )
            elif kind in OUTCOMES:
                if not proposal_id:
                    raise InvalidArgument(
                        f"proposal_id is required for {kind}", field="proposal_id"
                    )
                note = " - ".join(x.strip() for x in (text, rationale) if x.strip())
                if not self._decisions.resolve(
                    partition, proposal_id, OUTCOMES[kind], now, note=note
                ):
                    raise NotFound(
                        f"no proposal {proposal_id!r} for this peer", field="proposal_id"
                    )
            data = {
                "correlation_id": proposal_id,
                "mode": event.mode,
                "text": text,
                "next_action": next_action,
                "rationale": rationale,
                "payload": payload,
                "by": ctx.principal,
                **({"project": project} if project else {}),
            }
            try:
                seq = self._log.append(kind, partition, data).seq
                result = RecordResult(proposal_id, seq, logged=True)
            except Exception as exc:  # best effort: the agent's flow must not fail
                log.warning("event.log_failed", kind=kind, error=type(exc).__name__)
                result = RecordResult(proposal_id, 0, logged=False, log_error=type(exc).__name__)
        return dataclasses.replace(result, redactions=redactor.redactions)

    def recent_proposals(
        self,
        ctx: CallContext,
        peer_id: str,
        *,
        mode: str = "",
        limit: int = 10,
        max_age: timedelta = timedelta(days=7),
    ) -> list[Proposal]:
        """Recent proposals, newest first, each with its outcome resolved."""
        require(ctx, READERS, "read proposals")
        partition = partition_of(ctx, peer_id)
        v.one_line(mode, field="mode")
        if not 1 <= limit <= self._limits.max_page_size:
            raise InvalidArgument(
                f"limit {limit} is out of range: use 1..{self._limits.max_page_size}",
                field="limit",
            )
        since = self._clock() - max_age
        return self._decisions.recent(partition, mode=mode, since=since, limit=limit)

    def query_events(self, ctx: CallContext, peer_id: str, query: EventQuery) -> EventPage:
        """Log events of one peer (or the namespace's own log), newest first, paginated."""
        require(ctx, READERS, "query events")
        partition = partition_of(ctx, peer_id)
        size = v.page_size(query.page_size, self._limits)
        v.filter_values(query.kinds, field="kinds", limits=self._limits)
        for kind in query.kinds:
            v.event_kind(kind, field="kinds")
        v.one_line(query.correlation_id, field="correlation_id")
        v.time_range(query.range.start, query.range.end, "range")
        request = _event_request(partition, query)
        cursor = _event_cursor(query.page_token, request)
        end = query.range.end
        if cursor is not None:
            end = cursor[0] + timedelta(milliseconds=1)
        fetch = size * 4
        while True:
            # each read starts from the same end with a larger limit, so it holds the last
            # one's events: the page is made from the latest read alone
            batch = self._log.read(partition, start=query.range.start, end=end, limit=fetch)
            out = [e for e in batch if _matches(e, query, cursor)]
            if len(out) > size or len(batch) < fetch:
                break
            fetch *= 4
        out.sort(key=lambda e: (e.at, e.seq), reverse=True)
        page = out[:size]
        last = [page[-1].at.isoformat(), page[-1].seq] if len(out) > size else None
        token = cursors.encode(last, request) if last else ""
        return EventPage(tuple(page), token)


def _matches(event: LogEvent, query: EventQuery, cursor: tuple[datetime, int] | None) -> bool:
    if cursor is not None and (event.at, event.seq) >= cursor:
        return False
    if query.range.end is not None and event.at >= query.range.end:
        return False
    if query.kinds and event.op not in query.kinds:
        return False
    return not query.correlation_id or event.data.get("correlation_id") == query.correlation_id


def _event_request(partition: Partition, query: EventQuery) -> tuple[object, ...]:
    """What a QueryEvents token continues: the page size may change between pages."""
    start, end = (t.isoformat() if t else None for t in (query.range.start, query.range.end))
    kinds = sorted(set(query.kinds))
    where = (partition.namespace, partition.peer_id)
    return (*where, "events", kinds, start, end, query.correlation_id)


def _event_cursor(token: str, request: tuple[object, ...]) -> tuple[datetime, int] | None:
    key = cursors.decode(token, request)
    if key is None:
        return None
    try:
        at, seq = datetime.fromisoformat(key[0]), int(key[1])
    except (TypeError, ValueError, OverflowError) as exc:
        raise cursors.invalid() from exc
    # the service's own tokens carry an event's aware time, which is never at the calendar's end
    if at.tzinfo is None or at.year >= 9999:
        raise cursors.invalid()
    return at, seq
