"""Changes to stored entries: Update, Delete, and the dedup job's merges.

Each change is decided under the partition's lock and goes through the journal (log first,
then index), like a write. Merges use the write path's rules (`service.reconcile`), so the
job and on-write dedup can never disagree about which text survives (DESIGN.md rule 2).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

import structlog

from service import codec
from service import validation as v
from service.core.guard import OPERATORS, WRITERS, PartitionLocks, partition_of, require
from service.core.journal import Journal
from service.core.lifecycle import RetentionPolicy, released
from service.core.redact import Redactor
from service.core.writes import DEFAULT_CONFIDENCE
from service.domain import (
    CallContext,
    LogOp,
    Memory,
    MemoryUpdate,
    Origin,
    Partition,
    Role,
    UpdateResult,
)
from service.errors import FailedPrecondition, InvalidArgument, NotFound, PermissionDenied
from service.ports import Embedder, MemoryIndex, Vector
from service.privacy import PrivacyGuard
from service.reconcile import contradicted_by, dedup_family, merge_event, merge_into, repeated_by
from service.settings import Limits

log = structlog.get_logger(__name__)


class Editor:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        journal: Journal,
        limits: Limits,
        retention: RetentionPolicy,
        privacy: PrivacyGuard,
        locks: PartitionLocks,
        clock: Callable[[], datetime],
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._journal = journal
        self._limits = limits
        self._retention = retention
        self._privacy = privacy
        self._locks = locks
        self._clock = clock

    def delete(self, ctx: CallContext, peer_id: str, memory_id: str) -> str:
        require(ctx, WRITERS, "delete memories")
        partition = partition_of(ctx, peer_id)
        v.memory_id(memory_id)
        with self._locks(partition):
            found = self._index.get(partition, [memory_id])
            if not found or self._retention.expired(found[0]):
                raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
            _operators_own(ctx, found[0], "delete it")
            restored = released(self._index, partition, found, self._clock())
            events: list[tuple[str, Mapping[str, Any]]] = [
                (LogOp.DELETE, {"id": memory_id}),
                *((LogOp.UPDATE, {"memory": codec.to_record(m)}) for m in restored),
            ]
            with self._journal.logged(partition, events):
                self._index.delete(partition, [memory_id])
                if restored:
                    self._index.update_metadata(restored)
        log.info(
            "memory.deleted", id=memory_id, namespace=partition.namespace, restored=len(restored)
        )
        return memory_id

    def update(
        self, ctx: CallContext, peer_id: str, memory_id: str, change: MemoryUpdate
    ) -> UpdateResult:
        """Changes pin, importance, retention or content; a new content is re-embedded."""
        require(ctx, WRITERS, "update memories")
        partition = partition_of(ctx, peer_id)
        v.memory_id(memory_id)
        if change == MemoryUpdate():
            raise InvalidArgument(
                "nothing to update: set content, pinned, importance or retention",
                field="update",
            )
        vector: Vector | None = None
        redactor = Redactor(self._privacy)
        if change.content is not None:
            content = v.composed(
                v.text(change.content, field="content", max_bytes=self._limits.max_content_bytes)
            )
            change = dataclasses.replace(change, content=redactor.text(content, "content"))
            assert change.content is not None
            vector = self._embedder.embed_documents([change.content])[0]
        importance = (
            v.unit_interval(change.importance, field="importance", default=0.0)
            if change.importance is not None
            else None
        )
        with self._locks(partition):
            found = self._index.get(partition, [memory_id])
            if not found or self._retention.expired(found[0]):
                raise NotFound(f"no memory {memory_id!r} for this peer", field="id")
            old = found[0]
            if (
                (change.pinned is not None and change.pinned != old.pinned)
                or (change.retention is not None and change.retention != old.retention)
                or (importance is not None and importance != old.importance)
            ):
                # (importance too: an agent set an operator's entry to 0, and a brief weighs
                # importance at 0.30 of a line's score)
                _operators_own(ctx, old, "change its pin, its retention or its importance")
            provenance = self._provenance(ctx, old, change)
            pinned = old.pinned if change.pinned is None else change.pinned
            retention = change.retention or old.retention
            expires_at = old.expires_at
            # Only a real change of pinning or retention class moves the expiry: an entry's
            # expiry may be later than its class gives (a merge keeps the later of two), and
            # an edit that repeats the current pinned or retention value must keep it.
            # Unpinning counts the class's period from now: counted from the creation, an
            # entry pinned for longer than its class vanished the moment it was unpinned.
            if pinned != old.pinned or retention != old.retention:
                start = self._clock() if old.pinned and not pinned else old.created_at
                expires_at = self._retention.expiry(retention, pinned, start)
            updated = dataclasses.replace(
                old,
                content=old.content if change.content is None else change.content,
                pinned=pinned,
                retention=retention,
                expires_at=expires_at,
                importance=old.importance if importance is None else importance,
                **provenance,
                updated_at=self._clock(),
                embedding_model=self._embedder.model_id
                if vector is not None
                else old.embedding_model,
            )
            if vector is not None and updated.content != old.content:
                self._check_new_text(partition, old, updated, vector)
                rival = contradicted_by(self._index, partition, updated, vector, self._clock())
                updated = dataclasses.replace(updated, conflicts_with=rival.id if rival else "")
            self._journal.apply_one(partition, LogOp.UPDATE, updated, vector)
        log.info("memory.updated", id=memory_id, namespace=partition.namespace)
        return UpdateResult(updated, redactor.redactions)

    def _check_new_text(
        self, partition: Partition, old: Memory, updated: Memory, vector: Vector
    ) -> None:
        """A new text goes where it will be read: not into an entry a correction hides (it
        would stay hidden, silently), and not into a second copy of another entry's words."""
        if old.superseded_by:
            raise FailedPrecondition(
                f"memory {old.id!r} was superseded by {old.superseded_by!r} and is hidden: "
                "change that one, or delete it to make this one current again",
                field="id",
            )
        twin = repeated_by(self._index, partition, updated, vector, self._clock())
        if twin is not None:
            raise FailedPrecondition(
                f"memory {twin.id!r} already says this: update or delete one of the two "
                "instead of making them the same",
                field="content",
            )

    @staticmethod
    def _provenance(ctx: CallContext, old: Memory, change: MemoryUpdate) -> dict[str, Any]:
        """Who the text is from after an edit. A new text is nobody's exact words (not
        verbatim); an operator's is the operator's (origin and confidence follow); an agent
        key may rewrite only an agent's text, as a lower-trust text never replaces a
        higher-trust one and an agent may not speak as the operator."""
        if change.content is None or change.content == old.content:
            return {}
        if ctx.role is Role.OPERATOR:
            return {
                "verbatim": False,
                "origin": Origin.OPERATOR,
                "confidence": DEFAULT_CONFIDENCE[Origin.OPERATOR],
            }
        if old.origin is not Origin.AGENT:
            raise PermissionDenied(
                f"the text of a memory with origin {old.origin.value!r} may be changed only "
                "with an operator key (a lower-trust text never replaces a higher-trust one); "
                "write a new memory instead",
                field="content",
            )
        return {"verbatim": False}

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
        require(ctx, OPERATORS, "merge stored entries")
        partition = partition_of(ctx, peer_id)
        with self._locks(partition):
            ids = [survivor_id, *(mid for mid, _ in members)]
            found = {m.id: (m, vec) for m, vec in self._index.with_vectors(partition, ids)}
            if survivor_id not in found or found[survivor_id][0].superseded_by:
                raise NotFound("the survivor no longer exists", field="id")
            survivor, vector = found[survivor_id]
            family = dedup_family(survivor)
            if family is None:
                raise FailedPrecondition(
                    f"{survivor_id} is a {survivor.kind} ({survivor.tier.value}): nothing "
                    "merges into what consolidation made or archived",
                    field="id",
                )
            events: list[tuple[str, Mapping[str, Any]]] = []
            removed: list[str] = []
            now = self._clock()
            for member_id, reason in members:
                if member_id not in found or found[member_id][0].superseded_by:
                    continue
                if dedup_family(found[member_id][0]) != family:
                    continue  # a turn and a memory extracted from it, say: both stay
                member, member_vec = found[member_id]
                merged, member_won = merge_into(survivor, member, now)
                event = {**merge_event(merged, member, survivor, reason), "removed_id": member.id}
                events.append((LogOp.MERGE, event))
                survivor, vector = merged, (member_vec if member_won else vector)
                removed.append(member.id)
            if removed:
                repointed, linked = _repointed(survivor, removed, self._index, partition, now)
                # (the survivor's own link to a member dropped is logged too: a rebuild and a
                # recovery must agree with the index)
                changed = [repointed] if repointed != survivor else []
                survivor = repointed
                events += [
                    (LogOp.UPDATE, {"memory": codec.to_record(m)}) for m in (*changed, *linked)
                ]
                with self._journal.logged(partition, events):
                    self._index.upsert([survivor], vector[None, :])
                    self._index.delete(partition, removed)
                    if linked:
                        self._index.update_metadata(linked)
        return survivor, len(removed)


def _repointed(
    survivor: Memory,
    removed: Sequence[str],
    index: MemoryIndex,
    partition: Partition,
    now: datetime,
) -> tuple[Memory, list[Memory]]:
    """The links to merged-away entries, moved to the survivor that says the same: an entry
    one of them superseded (or outranked in a conflict) stayed hidden behind an id that no
    longer existed, for good, and a conflict link to it ranked nothing any more. A link of the
    survivor's own to one of them (it would name itself) is dropped."""
    gone = set(removed)

    def moved(link: str) -> str:
        return survivor.id if link in gone else link

    linked = [
        dataclasses.replace(
            m,
            superseded_by=moved(m.superseded_by),
            conflicts_with=moved(m.conflicts_with),
            updated_at=now,
        )
        for m in index.pointing_to(partition, gone)
        if m.id != survivor.id and m.id not in gone
    ]
    if survivor.conflicts_with in gone or survivor.superseded_by in gone:
        survivor = dataclasses.replace(
            survivor,
            conflicts_with="" if survivor.conflicts_with in gone else survivor.conflicts_with,
            superseded_by="" if survivor.superseded_by in gone else survivor.superseded_by,
        )
    return survivor, linked


def _operators_own(ctx: CallContext, memory: Memory, verb: str) -> None:
    """An operator's entry (a policy, a correction by support) is an operator's to delete or
    change: an agent key was refused its text, yet could delete it, unpin it or make it
    ephemeral and so have it gone the next day."""
    if memory.origin is Origin.OPERATOR and ctx.role is not Role.OPERATOR:
        raise PermissionDenied(
            f"memory {memory.id!r} is an operator's (origin 'operator'): only an operator key "
            f"may {verb}",
            field="id",
        )
