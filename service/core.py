"""MemoryService: the core. Validates, decides, and keeps index and log consistent.

Free of gRPC and HTTP types: the servicer, CLI and batch scripts all call this same object.
Every state change is written to the index and appended to the event log (whose outbox makes
it durable before the call returns), so the index can always be rebuilt from the log.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import hashlib
import json
import threading
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import numpy as np
import structlog

from service import validation as v
from service.crypto import Sealer
from service.dedup import Thresholds, clear_text_caches
from service.domain import (
    CallContext,
    DedupMode,
    EventInput,
    EventPage,
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
    Partition,
    Proposal,
    ProposalOutcome,
    RecallQuery,
    RecordResult,
    Redacted,
    Retention,
    Role,
    Tier,
    UpdateResult,
    WriteOutcome,
    WriteResult,
    utcnow,
)
from service.errors import (
    InvalidArgument,
    MemcueError,
    NotFound,
    PermissionDenied,
    ResourceExhausted,
    Unavailable,
)
from service.ports import (
    DecisionStore,
    Embedder,
    EventLog,
    IdempotencyStore,
    MemoryIndex,
    PairScorer,
    Vector,
)
from service.privacy import PrivacyGuard, Redaction
from service.reconcile import Reconciler, merge_event, merge_into
from service.replay import PartitionState
from service.settings import Limits, RetentionDays

log = structlog.get_logger(__name__)

_WRITERS = (Role.OPERATOR, Role.AGENT)
_READERS = (Role.OPERATOR, Role.AGENT, Role.READER)


@dataclass(frozen=True, slots=True)
class _Prepared:
    """A validated write waiting for its vector."""

    memory: Memory
    idempotency_key: str
    fingerprint: str
    redactions: tuple[Redacted, ...] = ()


class MemoryService:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        log: EventLog,
        idempotency: IdempotencyStore,
        limits: Limits | None = None,
        retention_days: RetentionDays | None = None,
        dedup: Thresholds | None = None,
        pair_scorer: PairScorer | None = None,
        sealer: Sealer,
        decisions: DecisionStore,
        privacy: PrivacyGuard | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._log = log
        self._idem = idempotency
        self._limits = limits or Limits()
        self._retention = retention_days or RetentionDays()
        self._dedup = dedup or Thresholds()
        self._pair = pair_scorer
        self._privacy = privacy or PrivacyGuard("redact")
        self._sealer = sealer
        self._decisions = decisions
        self._clock = clock
        # Writes to one partition are serialised (check-then-write must not interleave);
        # partitions hash onto a fixed pool of locks so memory use stays bounded.
        self._locks = [threading.Lock() for _ in range(64)]

    @property
    def pair_scorer(self) -> PairScorer | None:
        """The dedup cross-encoder in use (None: rules only); batch jobs decide with it too."""
        return self._pair

    @property
    def limits(self) -> Limits:
        return self._limits

    @property
    def embedding_model(self) -> str:
        return self._embedder.model_id

    def log_status(self) -> tuple[int, str]:
        """(events waiting in the outbox, last ActivityWatch error or '')."""
        return self._log.backlog(), self._log.last_error

    # -- writes --------------------------------------------------------------------------

    def remember(
        self,
        ctx: CallContext,
        peer_id: str,
        item: MemoryInput,
        idempotency_key: str = "",
        *,
        dedup: DedupMode = DedupMode.DEFAULT,
    ) -> WriteResult:
        result = self.remember_batch(ctx, peer_id, [(item, idempotency_key)], dedup=dedup)[0]
        if isinstance(result, MemcueError):
            raise result
        return result

    def remember_batch(
        self,
        ctx: CallContext,
        peer_id: str,
        items: Sequence[tuple[MemoryInput, str]],
        *,
        dedup: DedupMode = DedupMode.DEFAULT,
    ) -> list[WriteResult | MemcueError]:
        """Writes many entries for one peer; each item succeeds or fails on its own.

        The model runs once over every valid item, which is where batch ingest gets its speed.
        """
        self._require(ctx, _WRITERS, "write memories")
        partition = self._partition(ctx, peer_id)
        if len(items) > self._limits.max_batch_size:
            raise ResourceExhausted(
                f"batch has {len(items)} items; the limit is {self._limits.max_batch_size}",
                field="items",
            )
        now = self._clock()
        results: list[WriteResult | MemcueError | None] = [None] * len(items)
        pending: list[tuple[int, _Prepared]] = []
        for i, (item, key) in enumerate(items):
            try:
                prepared = self._prepare(ctx, partition, item, key, now)
                replay = self._replay(partition, prepared)
                if replay is not None:
                    results[i] = replay
                else:
                    pending.append((i, prepared))
            except MemcueError as exc:
                results[i] = exc
        if pending:
            vectors = self._embedder.embed_documents([p.memory.content for _, p in pending])
            stored = self._store(partition, [p for _, p in pending], vectors, dedup)
            for (i, _), result in zip(pending, stored, strict=True):
                results[i] = result
        return [r for r in results if r is not None]

    def delete(self, ctx: CallContext, peer_id: str, memory_id: str) -> str:
        self._require(ctx, _WRITERS, "delete memories")
        partition = self._partition(ctx, peer_id)
        v.memory_id(memory_id)
        with self._lock_for(partition):
            if not self._index.get(partition, [memory_id]):
                raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
            with self._logged(partition, [("delete", {"id": memory_id})]):
                self._index.delete(partition, [memory_id])
        log.info("memory.deleted", id=memory_id, namespace=partition.namespace)
        return memory_id

    def update(
        self, ctx: CallContext, peer_id: str, memory_id: str, change: MemoryUpdate
    ) -> UpdateResult:
        """Changes pin, importance, retention or content; a new content is re-embedded."""
        self._require(ctx, _WRITERS, "update memories")
        partition = self._partition(ctx, peer_id)
        v.memory_id(memory_id)
        if change == MemoryUpdate():
            raise InvalidArgument(
                "nothing to update: set content, pinned, importance or retention",
                field="update",
            )
        vector: Vector | None = None
        redactions: tuple[Redacted, ...] = ()
        if change.content is not None:
            v.text(change.content, field="content", max_bytes=self._limits.max_content_bytes)
            cleaned, spans = self._privacy.clean(change.content, "content")
            redactions = tuple(Redacted(r.field, r.kind) for r in spans)
            change = dataclasses.replace(change, content=cleaned)
            vector = self._embedder.embed_documents([cleaned])[0]
        importance = (
            v.unit_interval(change.importance, field="importance", default=0.0)
            if change.importance is not None
            else None
        )
        with self._lock_for(partition):
            found = self._index.get(partition, [memory_id])
            if not found or self._expired(found[0]):
                raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
            old = found[0]
            now = self._clock()
            pinned = old.pinned if change.pinned is None else change.pinned
            retention = change.retention or old.retention
            expires_at = old.expires_at
            if change.pinned is not None or change.retention is not None:
                expires_at = self._expiry(retention, pinned, old.created_at)
            updated = dataclasses.replace(
                old,
                content=old.content if change.content is None else change.content,
                pinned=pinned,
                retention=retention,
                expires_at=expires_at,
                importance=old.importance if importance is None else importance,
                updated_at=now,
                embedding_model=self._embedder.model_id
                if vector is not None
                else old.embedding_model,
            )
            self._apply_one(partition, "update", updated, vector)
        log.info("memory.updated", id=memory_id, namespace=partition.namespace)
        return UpdateResult(updated, redactions)

    def merge_existing(
        self,
        ctx: CallContext,
        peer_id: str,
        survivor_id: str,
        members: Sequence[tuple[str, str]],
    ) -> tuple[Memory, int]:
        """Folds stored entries (id, reason) into a survivor with the write path's merge
        rules (the dedup job); returns the survivor and how many members were merged.

        Members disappear; the survivor keeps its id, the union of source refs, and the
        text the trust rules pick. Each merge is logged with both texts; one cluster is one
        log transaction and one index write. Members that changed since the scan (gone,
        superseded) are skipped.
        """
        self._require(ctx, (Role.OPERATOR,), "merge stored entries")
        partition = self._partition(ctx, peer_id)
        with self._lock_for(partition):
            ids = [survivor_id, *(mid for mid, _ in members)]
            found = {m.id: (m, vec) for m, vec in self._index.with_vectors(partition, ids)}
            if survivor_id not in found or found[survivor_id][0].superseded_by:
                raise NotFound("the survivor no longer exists", field="id")
            survivor, vector = found[survivor_id]
            events: list[tuple[str, Mapping[str, Any]]] = []
            removed: list[str] = []
            now = self._clock()
            for member_id, reason in members:
                if member_id not in found or found[member_id][0].superseded_by:
                    continue
                member, member_vec = found[member_id]
                merged, member_won = merge_into(survivor, member, now)
                events.append(
                    (
                        "merge",
                        {**merge_event(merged, member, survivor, reason), "removed_id": member.id},
                    )
                )
                survivor, vector = merged, (member_vec if member_won else vector)
                removed.append(member.id)
            if removed:
                with self._logged(partition, events):
                    self._index.upsert([survivor], vector[None, :])
                    self._index.delete(partition, removed)
        return survivor, len(removed)

    def forget(self, ctx: CallContext, peer_id: str) -> int:
        """Erases a peer everywhere (DESIGN.md rule 5); returns how many memories it had.

        Order matters: the index partition and pending log events go first, then the peer's
        key is destroyed (from then on any copy left in a store's free pages is unreadable
        ciphertext), then the log bucket is deleted (queued if ActivityWatch is down).
        An audit event records who, when and how many, with a hash instead of the peer id.
        """
        self._require(ctx, (Role.OPERATOR,), "forget a peer")
        partition = self._partition(ctx, v.peer_id(peer_id, required=True))
        with self._lock_for(partition):
            erased = self._index.drop(partition)
            self._idem.forget(partition)
            self._decisions.forget(partition)
            self._log.forget(partition)
            self._sealer.forget(partition)
            clear_text_caches()
            self._log.append(
                "forget",
                Partition(partition.namespace, ""),
                {
                    "peer_hash": hashlib.sha256(partition.peer_id.encode()).hexdigest()[:16],
                    "erased": erased,
                    "by": ctx.principal,
                },
            )
        log.info("peer.forgotten", namespace=partition.namespace, erased=erased, by=ctx.principal)
        return erased

    # -- the agent's own events and decisions --------------------------------------------

    def record_event(self, ctx: CallContext, peer_id: str, event: EventInput) -> RecordResult:
        """Logs an agent's event; decisions also update the local proposals view.

        Best effort for the caller: the event is validated and redacted like a memory, the
        decision view is updated locally, and a log failure is reported, never raised.
        """
        self._require(ctx, _WRITERS, "record events")
        partition = self._partition(ctx, peer_id)
        kind = v.event_kind(event.kind)
        if kind in INTERNAL_OPS:
            raise InvalidArgument(
                f"kind {kind!r} is reserved for the service's own log entries", field="kind"
            )
        for name in ("mode", "proposal_id"):
            v.short(getattr(event, name), field=name)
        redactions: list[Redaction] = []

        def clean(text: str, field: str) -> str:
            v.text(text, field=field, max_bytes=self._limits.max_content_bytes, required=False)
            cleaned, found = self._privacy.clean(text, field)
            redactions.extend(found)
            return cleaned

        text = clean(event.text, "text")
        next_action = clean(event.next_action, "next_action")
        rationale = clean(event.rationale, "rationale")
        payload = _clean_json(event.payload, clean, self._limits.max_attributes_bytes)
        now = self._clock()
        proposal_id = event.proposal_id
        with self._lock_for(partition):
            if kind == "proposal_made":
                if not text.strip():
                    raise InvalidArgument("text is required for proposal_made", field="text")
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
                    ),
                )
            elif kind in OUTCOMES:
                if not proposal_id:
                    raise InvalidArgument(
                        f"proposal_id is required for {kind}", field="proposal_id"
                    )
                if not self._decisions.resolve(partition, proposal_id, OUTCOMES[kind], now):
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
            }
            try:
                seq = self._log.append(kind, partition, data).seq
                result = RecordResult(proposal_id, seq, logged=True)
            except Exception as exc:  # best effort: the agent's flow must not fail
                log.warning("event.log_failed", kind=kind, error=type(exc).__name__)
                result = RecordResult(proposal_id, 0, logged=False, log_error=type(exc).__name__)
        return dataclasses.replace(
            result, redactions=tuple(Redacted(r.field, r.kind) for r in redactions)
        )

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
        self._require(ctx, _READERS, "read proposals")
        partition = self._partition(ctx, peer_id)
        v.short(mode, field="mode")
        if not 1 <= limit <= self._limits.max_page_size:
            raise InvalidArgument(
                f"limit {limit} is out of range: use 1..{self._limits.max_page_size}",
                field="limit",
            )
        since = self._clock() - max_age
        return self._decisions.recent(partition, mode=mode, since=since, limit=limit)

    def query_events(self, ctx: CallContext, peer_id: str, query: EventQuery) -> EventPage:
        """Log events of one peer (or the namespace's own log), newest first, paginated."""
        self._require(ctx, _READERS, "query events")
        partition = self._partition(ctx, peer_id)
        size = v.page_size(query.page_size, self._limits)
        for kind in query.kinds:
            v.event_kind(kind, field="kinds")
        v.short(query.correlation_id, field="correlation_id")
        v.time_range(query.range.start, query.range.end, "range")
        cursor = _decode_event_cursor(query.page_token)
        end = query.range.end
        if cursor is not None:
            end = cursor[0] + timedelta(milliseconds=1)
        out: list[LogEvent] = []
        fetch = size * 4
        while True:
            try:
                batch = self._log.read(partition, start=query.range.start, end=end, limit=fetch)
            except Exception as exc:
                raise Unavailable(
                    f"the event log (ActivityWatch) is not reachable: {type(exc).__name__}"
                ) from exc
            for event in batch:
                if cursor is not None and (event.at, event.seq) >= cursor:
                    continue
                if query.range.end is not None and event.at >= query.range.end:
                    continue
                if query.kinds and event.op not in query.kinds:
                    continue
                if query.correlation_id and event.data.get("correlation_id") != (
                    query.correlation_id
                ):
                    continue
                out.append(event)
            if len(out) > size or len(batch) < fetch:
                break
            fetch *= 4
        out.sort(key=lambda e: (e.at, e.seq), reverse=True)
        page = out[:size]
        token = _encode_event_cursor(page[-1]) if len(out) > size else ""
        return EventPage(tuple(page), token)

    def sweep_expired(self, limit: int = 500) -> int:
        """Deletes at most `limit` expired, unpinned entries (all partitions); returns the count.

        Reads already hide expired entries; this reclaims the space off the hot path, in
        bounded batches, each logged so a rebuild drops them too.
        """
        removed = 0
        now = self._clock()
        for partition in self._index.partitions():
            if removed >= limit:
                break
            with self._lock_for(partition):
                ids = self._index.expired(partition, now, limit - removed)
                if not ids:
                    continue
                with self._logged(partition, [("expire", {"ids": ids})]):
                    removed += self._index.delete(partition, ids)
        if removed:
            log.info("memory.expired_swept", count=removed)
        return removed

    # -- reads ---------------------------------------------------------------------------

    def recall(self, ctx: CallContext, peer_id: str, query: RecallQuery) -> list[Hit]:
        self._require(ctx, _READERS, "recall")
        partition = self._partition(ctx, peer_id)
        v.text(query.cue, field="cue", max_bytes=self._limits.max_cue_bytes)
        k = v.top_k(query.top_k, self._limits)
        for kind in query.kinds:
            v.kind(kind, field="kinds")
        if query.scope:
            v.scope(query.scope, peer=partition.peer_id)
        for lab in query.labels:
            v.label(
                lab,
                ns=partition.namespace,
                peer=partition.peer_id,
                limits=self._limits,
                field="labels",
            )
        v.time_range(query.occurred.start, query.occurred.end, "occurred")
        vector = self._embedder.embed_query(query.cue)
        found = self._index.query(
            partition,
            vector,
            k,
            kinds=query.kinds,
            scope=query.scope,
            labels=query.labels,
            occurred=query.occurred,
            include_superseded=query.include_superseded,
            now=self._clock(),
        )
        # Relevance only for now; recency/importance/trust fusion plugs in here.
        hits = [Hit(memory=m, score=sim, relevance=sim) for m, sim in found]
        return _rank_conflicts_below(hits)

    def get(self, ctx: CallContext, peer_id: str, memory_id: str) -> Memory:
        self._require(ctx, _READERS, "read memories")
        partition = self._partition(ctx, peer_id)
        v.memory_id(memory_id)
        found = self._index.get(partition, [memory_id])
        if not found or self._expired(found[0]):
            raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
        return found[0]

    def list_memories(self, ctx: CallContext, peer_id: str, query: ListQuery) -> Page:
        self._require(ctx, _READERS, "list memories")
        partition = self._partition(ctx, peer_id)
        size = v.page_size(query.page_size, self._limits)
        for kind in query.kinds:
            v.kind(kind, field="kinds")
        if query.label_prefix:
            v.short(
                query.label_prefix, field="label_prefix", max_bytes=self._limits.max_label_bytes
            )
        cursor = _decode_cursor(query.page_token)
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
        token = _encode_cursor(_order_key(page[-1])) if len(memories) > size else ""
        return Page(tuple(page), token)

    # -- internals -----------------------------------------------------------------------

    def _require(self, ctx: CallContext, roles: Sequence[Role], action: str) -> None:
        if ctx.role not in roles:
            needed = " or ".join(r.value for r in roles)
            raise PermissionDenied(
                f"role {ctx.role.value!r} may not {action}; this needs role {needed}"
            )

    def _partition(self, ctx: CallContext, peer_id: str) -> Partition:
        return Partition(v.namespace(ctx.namespace), v.peer_id(peer_id))

    def _lock_for(self, partition: Partition) -> threading.Lock:
        digest = hashlib.blake2b(
            f"{partition.namespace}\0{partition.peer_id}".encode(), digest_size=4
        ).digest()
        return self._locks[int.from_bytes(digest) % len(self._locks)]

    def _expired(self, memory: Memory) -> bool:
        return (
            not memory.pinned
            and memory.expires_at is not None
            and memory.expires_at <= self._clock()
        )

    def _expiry(self, retention: Retention, pinned: bool, now: datetime) -> datetime | None:
        days = getattr(self._retention, retention.value)
        return None if pinned or days is None else now + timedelta(days=days)

    def _prepare(
        self,
        ctx: CallContext,
        partition: Partition,
        item: MemoryInput,
        key: str,
        now: datetime,
    ) -> _Prepared:
        limits = self._limits
        content = v.text(item.content, field="memory.content", max_bytes=limits.max_content_bytes)
        origin = item.origin or Origin.AGENT
        if origin is Origin.OPERATOR and ctx.role is not Role.OPERATOR:
            raise PermissionDenied(
                f"role {ctx.role.value!r} may not write origin 'operator'; "
                "only an operator key may",
                field="memory.origin",
            )
        # Provenance is the server's call: an agent's paraphrase is never verbatim, and a
        # missing confidence defaults by who produced the words.
        verbatim = item.verbatim and origin is not Origin.AGENT
        default_confidence = {Origin.OPERATOR: 1.0, Origin.PEER: 0.9, Origin.AGENT: 0.7}[origin]
        retention = item.retention or Retention.STANDARD
        if item.expires_at is not None and item.expires_at <= now:
            raise InvalidArgument(
                "memory.expires_at is in the past; leave it unset to use the retention class",
                field="memory.expires_at",
            )
        label = item.label or v.expected_label(partition.namespace, partition.peer_id)
        memory = Memory(
            id=f"m_{uuid.uuid4().hex}",
            namespace=partition.namespace,
            peer_id=partition.peer_id,
            scope=v.scope(item.scope, peer=partition.peer_id, field="memory.scope"),
            label=v.label(
                label,
                ns=partition.namespace,
                peer=partition.peer_id,
                limits=limits,
                field="memory.label",
            ),
            content=content,
            kind=v.kind(item.kind, field="memory.kind"),
            origin=origin,
            verbatim=verbatim,
            confidence=v.unit_interval(
                item.confidence, field="memory.confidence", default=default_confidence
            ),
            importance=v.unit_interval(item.importance, field="memory.importance", default=0.5),
            retention=retention,
            pinned=item.pinned,
            created_at=now,
            updated_at=now,
            occurred_at=item.occurred_at or now,
            expires_at=None
            if item.pinned
            else (item.expires_at or self._expiry(retention, item.pinned, now)),
            source_refs=v.source_refs(item.source_refs, limits, field="memory.source_refs"),
            fact=item.fact,
            attributes=v.attributes(item.attributes, limits, field="memory.attributes"),
            tier=Tier.VERBATIM,
            embedding_model=self._embedder.model_id,
            producer=v.short(item.producer, field="memory.producer")
            or (ctx.principal if origin is Origin.AGENT else ""),
        )
        if item.fact is not None:
            for name in ("subject", "predicate", "object"):
                v.text(getattr(item.fact, name), field=f"memory.fact.{name}", max_bytes=1024)
        if key:
            v.short(key, field="idempotency_key")
        memory, redactions = self._redact(memory)
        return _Prepared(memory, key, _fingerprint(item) if key else "", redactions)

    def _redact(self, memory: Memory) -> tuple[Memory, tuple[Redacted, ...]]:
        """Runs the privacy guard over every free-text field, before anything is stored,
        embedded or logged (DESIGN.md rule 4)."""
        found: list[Redaction] = []

        def clean(text: str, field: str) -> str:
            cleaned, spans = self._privacy.clean(text, field)
            found.extend(spans)
            return cleaned

        content = clean(memory.content, "memory.content")
        fact = memory.fact
        if fact is not None:
            fact = Fact(
                clean(fact.subject, "memory.fact.subject"),
                clean(fact.predicate, "memory.fact.predicate"),
                clean(fact.object, "memory.fact.object"),
            )
        attributes = {
            k: clean(val, f"memory.attributes[{k}]") for k, val in memory.attributes.items()
        }
        if not found:
            return memory, ()
        redacted = dataclasses.replace(memory, content=content, fact=fact, attributes=attributes)
        log.info("privacy.redacted", kinds=sorted({r.kind for r in found}), count=len(found))
        return redacted, tuple(Redacted(r.field, r.kind) for r in found)

    def _replay(self, partition: Partition, prepared: _Prepared) -> WriteResult | None:
        if not prepared.idempotency_key:
            return None
        found = self._idem.get(partition, prepared.idempotency_key)
        if found is None:
            return None
        fingerprint, record = found
        if fingerprint != prepared.fingerprint:
            raise InvalidArgument(
                "idempotency_key was already used for a different request; "
                "use a new key for a new write",
                field="idempotency_key",
            )
        return WriteResult(
            memory=Memory.from_record(record["memory"]),
            outcome=WriteOutcome.REPLAYED,
            related_id=record.get("related_id", ""),
        )

    def _store(
        self,
        partition: Partition,
        batch: Sequence[_Prepared],
        vectors: Vector,
        mode: DedupMode,
    ) -> list[WriteResult | MemcueError]:
        """Decide and apply a batch of one partition under its lock.

        Dedup decisions, the log append and the index writes happen while the lock is held,
        so concurrent writers of the same fact cannot both miss each other. The log goes
        first (one outbox transaction): if the index write then fails, the caller gets an
        error and a rebuild from the log restores what was decided.
        """
        results: list[WriteResult | MemcueError | None] = [None] * len(batch)
        with self._lock_for(partition):
            reconciler = Reconciler(
                self._index,
                partition,
                now=self._clock(),
                mode=mode,
                thresholds=self._dedup,
                pair=self._pair,
            )
            first_of_key: set[str] = set()
            for i, prepared in enumerate(batch):
                try:
                    # A concurrent retry may have won the race while we embedded.
                    replay = self._replay(partition, prepared)
                except MemcueError as exc:
                    results[i] = exc
                    continue
                if replay is not None:
                    results[i] = replay
                elif prepared.idempotency_key in first_of_key:
                    continue  # same key twice in one batch: answered below from the first
                else:
                    if prepared.idempotency_key:
                        first_of_key.add(prepared.idempotency_key)
                    written = reconciler.add(prepared.memory, vectors[i])
                    results[i] = dataclasses.replace(written, redactions=prepared.redactions)
            changes = reconciler.changes
            with self._logged(partition, changes.events):
                if changes.upserts:
                    memories = [m for m, _ in changes.upserts.values()]
                    vecs = np.stack([vec for _, vec in changes.upserts.values()])
                    self._index.upsert(memories, vecs)
                if changes.metadata:
                    self._index.update_metadata(list(changes.metadata.values()))
            for prepared, result in zip(batch, results, strict=True):
                if (
                    prepared.idempotency_key
                    and isinstance(result, WriteResult)
                    and (result.outcome is not WriteOutcome.REPLAYED)
                ):
                    self._idem.put(
                        partition,
                        prepared.idempotency_key,
                        prepared.fingerprint,
                        {
                            "memory": result.memory.to_record(),
                            "outcome": result.outcome.value,
                            "related_id": result.related_id,
                        },
                    )
            for i, prepared in enumerate(batch):
                if results[i] is None:  # repeated key within this batch
                    try:
                        results[i] = self._replay(partition, prepared)
                    except MemcueError as exc:
                        results[i] = exc
        outcomes: dict[str, int] = {}
        for r in results:
            if isinstance(r, WriteResult):
                outcomes[r.outcome.value] = outcomes.get(r.outcome.value, 0) + 1
        log.info("memory.written", namespace=partition.namespace, **outcomes)
        return [r for r in results if r is not None]

    def _apply_one(
        self, partition: Partition, op: str, memory: Memory, vector: Vector | None
    ) -> None:
        """Log then index one changed entry (the caller holds the partition lock)."""
        with self._logged(partition, [(op, {"memory": memory.to_record()})]):
            if vector is not None:
                self._index.upsert([memory], vector[None, :])
            else:
                self._index.update_metadata([memory])

    @contextlib.contextmanager
    def _logged(
        self, partition: Partition, events: Sequence[tuple[str, Mapping[str, Any]]]
    ) -> Iterator[None]:
        """Write-ahead: the events are durable (pending) before the index changes, and
        confirmed after. If the process dies in between, `recover` replays them on the
        next start, so an acknowledged write is never lost and index and log agree."""
        if not events:
            yield
            return
        logged = self._log.append_many(partition, events, pending=True)
        yield
        self._log.applied(logged)

    def recover(self) -> int:
        """Replays logged-but-unconfirmed events into the index (run once at startup)."""
        events = self._log.unapplied()
        by_partition: dict[Partition, list[LogEvent]] = {}
        for event in events:
            by_partition.setdefault(event.partition, []).append(event)
        for partition, group in by_partition.items():
            state = PartitionState()
            state.apply_all(group)
            with self._lock_for(partition):
                if state.removed:
                    self._index.delete(partition, sorted(state.removed))
                memories = list(state.memories.values())
                if memories:
                    vectors = self._embedder.embed_documents([m.content for m in memories])
                    self._index.upsert(memories, vectors)
            self._log.applied(group)
        if events:
            log.warning("recovery.replayed", events=len(events), partitions=len(by_partition))
        return len(events)


INTERNAL_OPS = frozenset({"remember", "merge", "supersede", "update", "delete", "expire", "forget"})
OUTCOMES = {
    "action_taken": ProposalOutcome.CONFIRMED,
    "proposal_dismissed": ProposalOutcome.DISMISSED,
}


def _clean_json(value: Any, clean: Callable[[str, str], str], max_bytes: int) -> Any:
    """Redacts every string in a JSON-like payload; bounds its size."""
    size = len(json.dumps(value, default=str))
    if size > max_bytes:
        raise ResourceExhausted(
            f"payload is {size} bytes; the limit is {max_bytes}", field="payload"
        )

    def walk(x: Any, path: str) -> Any:
        if isinstance(x, str):
            return clean(x, path)
        if isinstance(x, Mapping):
            return {str(k): walk(val, f"{path}.{k}") for k, val in x.items()}
        if isinstance(x, list):
            return [walk(val, f"{path}[{i}]") for i, val in enumerate(x)]
        return x

    return walk(value, "payload")


def _encode_event_cursor(event: LogEvent) -> str:
    return base64.urlsafe_b64encode(json.dumps([event.at.isoformat(), event.seq]).encode()).decode()


def _decode_event_cursor(token: str) -> tuple[datetime, int] | None:
    if not token:
        return None
    try:
        at, seq = json.loads(base64.urlsafe_b64decode(token.encode()))
        return datetime.fromisoformat(at), int(seq)
    except (ValueError, TypeError) as exc:
        raise InvalidArgument(
            "page_token is not one this service issued; pass next_page_token unchanged",
            field="page_token",
        ) from exc


def _rank_conflicts_below(hits: list[Hit]) -> list[Hit]:
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


def _fingerprint(item: MemoryInput) -> str:
    record = {
        "content": item.content,
        "scope": item.scope,
        "label": item.label,
        "kind": item.kind,
        "origin": item.origin.value if item.origin else "",
        "source_refs": list(item.source_refs),
        "attributes": dict(sorted(item.attributes.items())),
    }
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()


def _order_key(memory: Memory) -> tuple[float, str]:
    return (memory.created_at.timestamp(), memory.id)


def _encode_cursor(key: tuple[float, str]) -> str:
    return base64.urlsafe_b64encode(json.dumps(list(key)).encode()).decode()


def _decode_cursor(token: str) -> tuple[float, str] | None:
    if not token:
        return None
    try:
        created, memory_id = json.loads(base64.urlsafe_b64decode(token.encode()))
        return (float(created), str(memory_id))
    except (ValueError, TypeError) as exc:
        raise InvalidArgument(
            "page_token is not one this service issued; pass next_page_token unchanged",
            field="page_token",
        ) from exc
