"""The write path: validate, redact, replay idempotent retries, reconcile, store.

A batch is embedded in one model call, then decided and applied under its partition's lock
(DESIGN.md rule 3: concurrent writers of one fact cannot both miss each other). The log goes
first through the journal, so an index failure leaves nothing the log does not know.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
import structlog

from service import codec
from service import validation as v
from service.core.guard import WRITERS, PartitionLocks, partition_of, require
from service.core.journal import Journal
from service.core.lifecycle import RetentionPolicy
from service.core.redact import Redactor, refuse_secrets
from service.dedup import Thresholds
from service.dedup.paraphrase import PairHead
from service.domain import (
    CallContext,
    DedupMode,
    Memory,
    MemoryInput,
    Origin,
    Partition,
    Redacted,
    Retention,
    Role,
    Tier,
    WriteOutcome,
    WriteResult,
)
from service.errors import (
    FailedPrecondition,
    InvalidArgument,
    MemcueError,
    PermissionDenied,
    ResourceExhausted,
)
from service.ports import (
    UNCHECKED_FINGERPRINT,
    Embedder,
    IdempotencyStore,
    MemoryIndex,
    Metrics,
    NoMetrics,
    PairScorer,
    Vector,
)
from service.privacy import PrivacyGuard
from service.reconcile import Reconciler
from service.settings import Limits

log = structlog.get_logger(__name__)

# The server owns provenance: a missing confidence defaults by who produced the words.
DEFAULT_CONFIDENCE = {Origin.OPERATOR: 1.0, Origin.PEER: 0.9, Origin.AGENT: 0.7}


@dataclass(frozen=True, slots=True)
class _Prepared:
    """A validated, redacted write waiting for its vector."""

    memory: Memory
    idempotency_key: str
    fingerprint: str
    redactions: tuple[Redacted, ...] = ()


def fingerprint(item: MemoryInput, mode: DedupMode) -> str:
    """Digest of everything a client set on a write: a retry that reuses an idempotency key
    must be the same request, field for field (any field added to MemoryInput counts)."""

    def plain(value: Any) -> Any:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        if isinstance(value, datetime):
            return value.isoformat()
        if isinstance(value, enum.Enum):
            return value.value
        if isinstance(value, tuple | list):
            return [plain(x) for x in value]
        if isinstance(value, dict) or hasattr(value, "items"):
            return {str(k): plain(x) for k, x in sorted(value.items())}
        return value

    record = {"item": plain(item), "dedup": mode.value}
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()


class Writer:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        journal: Journal,
        idempotency: IdempotencyStore,
        limits: Limits,
        retention: RetentionPolicy,
        thresholds: Thresholds,
        pair: PairScorer | None,
        head: PairHead | None,
        privacy: PrivacyGuard,
        locks: PartitionLocks,
        clock: Callable[[], datetime],
        metrics: Metrics | None = None,
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._journal = journal
        self._idem = idempotency
        self._metrics: Metrics = metrics or NoMetrics()
        self._limits = limits
        self._retention = retention
        self._thresholds = thresholds
        self._pair = pair
        self._head = head
        self._privacy = privacy
        self._locks = locks
        self._clock = clock

    def remember_batch(
        self,
        ctx: CallContext,
        peer_id: str,
        items: Sequence[tuple[MemoryInput, str]],
        mode: DedupMode,
    ) -> list[WriteResult | MemcueError]:
        """Writes many entries for one peer; each item succeeds or fails on its own.

        The model runs once over every valid item, which is where batch ingest gets its speed.
        """
        require(ctx, WRITERS, "write memories")
        partition = partition_of(ctx, peer_id)
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
                prepared = self._prepare(ctx, partition, item, key, mode, now)
                replay = self._replay(partition, prepared)
                if replay is not None:
                    results[i] = replay
                else:
                    pending.append((i, prepared))
            except MemcueError as exc:
                results[i] = exc
        if pending:
            vectors = self._embedder.embed_documents([p.memory.content for _, p in pending])
            stored = self._store(partition, [p for _, p in pending], vectors, mode)
            for (i, _), result in zip(pending, stored, strict=True):
                results[i] = result
        done = [r for r in results if r is not None]
        # Counted here, not per RPC: ingest's turns and extracted memories are writes too,
        # and a replayed retry (answered before the model runs) is an outcome like the others.
        outcomes: dict[str, int] = {}
        for r in done:
            if isinstance(r, WriteResult):
                outcomes[r.outcome.value] = outcomes.get(r.outcome.value, 0) + 1
        for outcome, count in outcomes.items():
            self._metrics.writes(outcome, count)
        return done

    def _prepare(
        self,
        ctx: CallContext,
        partition: Partition,
        item: MemoryInput,
        key: str,
        mode: DedupMode,
        now: datetime,
    ) -> _Prepared:
        limits = self._limits
        content = v.composed(
            v.text(item.content, field="memory.content", max_bytes=limits.max_content_bytes)
        )
        origin = item.origin or Origin.AGENT
        if origin is Origin.OPERATOR and ctx.role is not Role.OPERATOR:
            raise PermissionDenied(
                f"role {ctx.role.value!r} may not write origin 'operator'; "
                "only an operator key may",
                field="memory.origin",
            )
        retention = item.retention or Retention.STANDARD
        v.before_latest(item.occurred_at, field="memory.occurred_at")
        v.before_latest(item.expires_at, field="memory.expires_at")
        if item.expires_at is not None and item.expires_at <= now:
            raise InvalidArgument(
                "memory.expires_at is in the past; leave it unset to use the retention class",
                field="memory.expires_at",
            )
        if item.fact is not None:
            for name in ("subject", "predicate", "object"):
                v.text(getattr(item.fact, name), field=f"memory.fact.{name}", max_bytes=1024)
        if key:
            v.one_line(key, field="idempotency_key")
        scope = v.scope(item.scope, peer=partition.peer_id, field="memory.scope")
        self._check_placement(partition, scope, origin)
        if item.position is not None and not 0 <= item.position < 2**31:
            raise InvalidArgument(
                f"memory.position {item.position} is out of range: use 0..2^31-1",
                field="memory.position",
            )
        label = item.label or v.expected_label(partition.namespace, partition.peer_id)
        memory = Memory(
            id=f"m_{uuid.uuid4().hex}",
            namespace=partition.namespace,
            peer_id=partition.peer_id,
            scope=scope,
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
            # An agent's paraphrase is never verbatim.
            verbatim=item.verbatim and origin is not Origin.AGENT,
            confidence=v.unit_interval(
                item.confidence, field="memory.confidence", default=DEFAULT_CONFIDENCE[origin]
            ),
            importance=v.unit_interval(item.importance, field="memory.importance", default=0.5),
            retention=retention,
            pinned=item.pinned,
            created_at=now,
            updated_at=now,
            occurred_at=item.occurred_at or now,
            expires_at=None
            if item.pinned
            else (item.expires_at or self._retention.expiry(retention, item.pinned, now)),
            source_refs=v.source_refs(item.source_refs, limits, field="memory.source_refs"),
            fact=item.fact,
            attributes=v.attributes(item.attributes, limits, field="memory.attributes"),
            tier=Tier.VERBATIM,
            embedding_model=self._embedder.model_id,
            producer=v.one_line(item.producer, field="memory.producer")
            or (ctx.principal if origin is Origin.AGENT else ""),
            session_id=v.one_line(item.session_id, field="memory.session_id"),
            position=-1 if item.position is None else item.position,
        )
        identifiers = {f"memory.source_refs[{i}]": r for i, r in enumerate(memory.source_refs)}
        identifiers |= {"memory.producer": memory.producer, "memory.session_id": memory.session_id}
        if item.label:
            identifiers["memory.label"] = memory.label
        refuse_secrets(self._privacy, identifiers)
        redactor = Redactor(self._privacy)
        memory = redactor.memory(memory)
        if key and redactor.redactions:
            # the request as stored, secrets redacted: a digest of the text as sent let a
            # redacted 4-digit code be found again by trying all 10,000 (a privacy review);
            # a retry redacts the same way, so it still matches
            item = dataclasses.replace(
                item, content=memory.content, fact=memory.fact, attributes=memory.attributes
            )
        return _Prepared(memory, key, fingerprint(item, mode) if key else "", redactor.redactions)

    @staticmethod
    def _check_placement(partition: Partition, scope: str, origin: Origin) -> None:
        """A peer's partition holds its own memories (scope `peer`); `global` and
        `project:<path>` are namespace-wide and live in the namespace partition, where every
        peer's recall may see them. So a peer's own words are never placed there: promoting
        what a peer said is an agent's or operator's paraphrase, written without a peer id."""
        if partition.peer_id and scope != "peer":
            raise InvalidArgument(
                f"memory.scope {scope!r} is namespace-wide: write it with an empty peer_id "
                "(a peer's partition holds scope 'peer' only)",
                field="memory.scope",
            )
        if not partition.peer_id and origin is Origin.PEER:
            raise InvalidArgument(
                "memory.origin 'peer' cannot be namespace-wide: a peer's own words stay in "
                "its partition; promote them as an agent or operator paraphrase",
                field="memory.origin",
            )

    def _replay(self, partition: Partition, prepared: _Prepared) -> WriteResult | None:
        """The first result of an idempotency key, or None if the key is new."""
        if not prepared.idempotency_key:
            return None
        found = self._idem.get(partition, prepared.idempotency_key)
        if found is None:
            return None
        stored_fingerprint, record = found
        if stored_fingerprint not in (prepared.fingerprint, UNCHECKED_FINGERPRINT):
            raise FailedPrecondition(
                f"idempotency_key {prepared.idempotency_key!r} was already used for a "
                "different request; use a new key for a new write, or resend the first "
                "request unchanged",
                field="idempotency_key",
            )
        return WriteResult(
            memory=codec.from_record(record["memory"]),
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
        """Decides and applies a batch of one partition under its lock: dedup decisions,
        the log append and the index writes all happen while it is held."""
        results: list[WriteResult | MemcueError | None] = [None] * len(batch)
        with self._locks(partition):
            reconciler = Reconciler(
                self._index,
                partition,
                now=self._clock(),
                mode=mode,
                thresholds=self._thresholds,
                pair=self._pair,
                head=self._head,
            )
            reconciler.prefetch([p.memory for p in batch], vectors)
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
            with self._journal.logged(partition, changes.events):
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
                    and result.outcome is not WriteOutcome.REPLAYED
                ):
                    self._idem.put(
                        partition,
                        prepared.idempotency_key,
                        prepared.fingerprint,
                        {
                            "memory": codec.to_record(result.memory),
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
