"""MemoryService: the core. Validates, decides, and keeps index and log consistent.

Free of gRPC and HTTP types: the servicer, CLI and batch scripts all call this same object.
Every state change is written to the index and appended to the event log (whose outbox makes
it durable before the call returns), so the index can always be rebuilt from the log.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import structlog

from service import validation as v
from service.domain import (
    CallContext,
    Hit,
    ListQuery,
    Memory,
    MemoryInput,
    Origin,
    Page,
    Partition,
    RecallQuery,
    Retention,
    Role,
    Tier,
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
)
from service.ports import Embedder, EventLog, IdempotencyStore, MemoryIndex, Vector
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
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._log = log
        self._idem = idempotency
        self._limits = limits or Limits()
        self._retention = retention_days or RetentionDays()
        self._clock = clock
        # Writes to one partition are serialised (check-then-write must not interleave);
        # partitions hash onto a fixed pool of locks so memory use stays bounded.
        self._locks = [threading.Lock() for _ in range(64)]

    @property
    def limits(self) -> Limits:
        return self._limits

    @property
    def embedding_model(self) -> str:
        return self._embedder.model_id

    # -- writes --------------------------------------------------------------------------

    def remember(
        self, ctx: CallContext, peer_id: str, item: MemoryInput, idempotency_key: str = ""
    ) -> WriteResult:
        result = self.remember_batch(ctx, peer_id, [(item, idempotency_key)])[0]
        if isinstance(result, MemcueError):
            raise result
        return result

    def remember_batch(
        self, ctx: CallContext, peer_id: str, items: Sequence[tuple[MemoryInput, str]]
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
            stored = self._store(partition, [p for _, p in pending], vectors)
            for (i, _), result in zip(pending, stored, strict=True):
                results[i] = result
        return [r for r in results if r is not None]

    def delete(self, ctx: CallContext, peer_id: str, memory_id: str) -> str:
        self._require(ctx, _WRITERS, "delete memories")
        partition = self._partition(ctx, peer_id)
        v.memory_id(memory_id)
        with self._lock_for(partition):
            if self._index.delete(partition, [memory_id]) == 0:
                raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
            self._log.append("delete", partition, {"id": memory_id})
        log.info("memory.deleted", id=memory_id, namespace=partition.namespace)
        return memory_id

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
        return [Hit(memory=m, score=sim, relevance=sim) for m, sim in found]

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
            verbatim=item.verbatim,
            confidence=v.unit_interval(item.confidence, field="memory.confidence", default=1.0),
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
            producer=v.short(item.producer, field="memory.producer"),
        )
        if item.fact is not None:
            for name in ("subject", "predicate", "object"):
                v.text(getattr(item.fact, name), field=f"memory.fact.{name}", max_bytes=1024)
        if key:
            v.short(key, field="idempotency_key")
        return _Prepared(memory, key, _fingerprint(item) if key else "")

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
        self, partition: Partition, batch: Sequence[_Prepared], vectors: Vector
    ) -> list[WriteResult | MemcueError]:
        """Index, log and idempotency records for a batch of one partition, under its lock.

        One Chroma upsert and one outbox transaction per batch: per-item round-trips were
        what made bulk ingest slow.
        """
        results: list[WriteResult | MemcueError | None] = [None] * len(batch)
        fresh: list[int] = []
        with self._lock_for(partition):
            first_of_key: dict[str, int] = {}
            for i, prepared in enumerate(batch):
                # A concurrent retry may have won the race while we embedded.
                try:
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
                        first_of_key[prepared.idempotency_key] = i
                    fresh.append(i)
            memories = [batch[i].memory for i in fresh]
            if memories:
                self._index.upsert(memories, vectors[fresh])
                try:
                    self._log.append_many(
                        "remember", partition, [{"memory": m.to_record()} for m in memories]
                    )
                except Exception:
                    # Not durable in the log: undo so that index and log never disagree.
                    self._index.delete(partition, [m.id for m in memories])
                    raise
            for i in fresh:
                prepared = batch[i]
                results[i] = WriteResult(memory=prepared.memory, outcome=WriteOutcome.CREATED)
                if prepared.idempotency_key:
                    self._idem.put(
                        partition,
                        prepared.idempotency_key,
                        prepared.fingerprint,
                        {"memory": prepared.memory.to_record(), "outcome": "created"},
                    )
            for i, prepared in enumerate(batch):
                if results[i] is None:  # repeated key within this batch
                    try:
                        results[i] = self._replay(partition, prepared)
                    except MemcueError as exc:
                        results[i] = exc
        log.info(
            "memory.stored",
            namespace=partition.namespace,
            count=len(fresh),
            ids=[batch[i].memory.id for i in fresh][:20],
        )
        return [r for r in results if r is not None]


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
