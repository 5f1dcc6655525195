"""Reconsolidation on write: what a new entry does to its partition (DESIGN.md rules 2 and 3).

For each new entry the Reconciler looks at the nearest live entries of the same peer and
scope (plus entries with the same structured fact, plus earlier items of the same batch),
asks `service.dedup` how they relate, and records one of:

- CREATED     nothing says the same thing: store it;
- MERGED      a duplicate: fold it into the existing entry (union of source refs, access
              count bumped); the text that survives follows trust, then informativeness;
- SUPERSEDED  it contradicts an entry of equal or lower trust: store it, mark the old one
              superseded_by it (kept, hidden from Recall by default);
- CONFLICT    it contradicts a higher-trust entry: store it linked (conflicts_with) and
              ranked below; a lower-trust entry never replaces a higher-trust one.

It only accumulates changes; the caller (holding the partition lock) appends the events to
the log and then applies the index writes, so log and index see the same decisions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from service import codec
from service.dedup import (
    Relation,
    Thresholds,
    Verdict,
    informativeness,
    judge,
    judge_facts,
    same_words,
)
from service.dedup.occasions import two_occasions
from service.dedup.paraphrase import PairHead
from service.domain import (
    DedupMode,
    LogOp,
    Memory,
    Origin,
    Partition,
    Tier,
    WriteOutcome,
    WriteResult,
)
from service.ports import MemoryIndex, PairScorer, Vector

NEIGHBOURS = 5
_EPISODE, _DERIVED = "turn", frozenset({"summary", "gist"})


def _family(memory: Memory) -> str:
    return "episode" if memory.kind == _EPISODE else "memory"


def dedup_family(memory: Memory) -> str | None:
    """What a stored entry may be merged with, for the write path and the dedup job alike:
    a turn only with turns ("episode"), anything else only with non-turns ("memory"), and
    an archived entry, a summary or a gist with nothing (None): a memory extracted from a
    turn must not fold into that turn, and nothing folds into what consolidation replaced."""
    if memory.tier is Tier.ARCHIVED or memory.kind in _DERIVED:
        return None
    return _family(memory)


def _comparable(old: Memory, family: str) -> bool:
    """May a new entry of this family merge with or supersede `old`?"""
    return dedup_family(old) == family


class _BatchVectors:
    """The vectors of entries written earlier in this batch, as one matrix, so each new
    item finds its near batch-mates with one product."""

    def __init__(self) -> None:
        self._ids: list[str] = []
        self._row: dict[str, int] = {}
        self._matrix: np.ndarray | None = None
        self._facts: dict[str, list[str]] = {}

    def put(self, mid: str, vector: Vector, fact_key: str) -> None:
        vec = np.asarray(vector, dtype=np.float32).reshape(-1)
        row = self._row.get(mid)
        if row is None:
            row = len(self._ids)
            if self._matrix is None:
                self._matrix = np.zeros((16, vec.shape[0]), dtype=np.float32)
            elif row == self._matrix.shape[0]:
                self._matrix = np.concatenate([self._matrix, np.zeros_like(self._matrix)])
            self._ids.append(mid)
            self._row[mid] = row
        assert self._matrix is not None
        self._matrix[row] = vec
        if fact_key and mid not in self._facts.setdefault(fact_key, []):
            self._facts[fact_key].append(mid)

    def near(self, vector: Vector, floor: float, limit: int) -> list[str]:
        """The `limit` most similar earlier entries of the batch at `floor` or above: a batch
        of 256 look-alike texts once judged each against every earlier one (32,000
        judgements, over 300 s for 16 KB texts)."""
        if self._matrix is None:
            return []
        sims = self._matrix[: len(self._ids)] @ np.asarray(vector, dtype=np.float32)
        above = np.flatnonzero(sims >= floor)
        nearest = above[np.argsort(-sims[above], kind="stable")[:limit]]
        return [self._ids[i] for i in sorted(nearest)]

    def with_fact(self, key: str) -> list[str]:
        return self._facts.get(key, []) if key else []


@dataclass
class Changes:
    """Effects of one batch, in the order they were decided."""

    upserts: dict[str, tuple[Memory, Vector]] = field(default_factory=dict)
    metadata: dict[str, Memory] = field(default_factory=dict)
    events: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


class Reconciler:
    def __init__(
        self,
        index: MemoryIndex,
        partition: Partition,
        *,
        now: datetime,
        mode: DedupMode,
        thresholds: Thresholds,
        pair: PairScorer | None = None,
        head: PairHead | None = None,
    ) -> None:
        self._index = index
        self._partition = partition
        self._now = now
        self._mode = mode
        self._thresholds = thresholds
        self._pair = pair
        self._head = head
        self.changes = Changes()
        self._batch = _BatchVectors()
        self._near: dict[str, list[tuple[Memory, float, Vector]]] = {}

    def prefetch(self, memories: Sequence[Memory], vectors: Vector) -> None:
        """Finds the index's dedup candidates of a whole batch in one pass per scope. Same
        answers as one search per item: the index does not change while a batch is decided
        (the caller holds the partition lock and applies the changes afterwards), and what
        the batch itself changes is laid over them in `_candidates`."""
        if self._mode is DedupMode.OFF or not memories:
            return
        rows_of: dict[str, list[int]] = {}
        for i, memory in enumerate(memories):
            rows_of.setdefault(memory.scope, []).append(i)
        for scope, rows in rows_of.items():
            found = self._index.neighbors_many(
                self._partition,
                np.asarray(vectors, dtype=np.float32)[rows],
                NEIGHBOURS * 4,
                scope=scope,
                now=self._now,
                floor=self._search_floor,
            )
            for i, near in zip(rows, found, strict=True):
                self._near[memories[i].id] = near

    @property
    def _search_floor(self) -> float:
        # Candidates below the floor are never judged; the margin covers float rounding
        # between the index's similarity and the one computed here.
        return self._thresholds.candidate_floor - 1e-3

    # -- decisions -----------------------------------------------------------------------

    def add(self, memory: Memory, vector: Vector) -> WriteResult:
        if self._mode is not DedupMode.OFF:
            for old, old_vec, cosine in self._candidates(memory, vector):
                verdict = self._judge(memory, old, cosine, (vector, old_vec))
                if verdict.relation is Relation.DUPLICATE:
                    return self._merge(memory, vector, old, old_vec, verdict)
                if verdict.relation is Relation.CONTRADICTION:
                    return self._contradict(memory, vector, old, verdict)
        self._create(memory, vector)
        return WriteResult(memory=memory, outcome=WriteOutcome.CREATED)

    def _judge(
        self, new: Memory, old: Memory, cosine: float, vectors: tuple[Vector, Vector]
    ) -> Verdict:
        if new.fact is not None and old.fact is not None:
            verdict = judge_facts(new.fact, old.fact)
            if verdict is not None:
                return verdict
        verdict = judge(
            new.content,
            old.content,
            cosine,
            strict=self._mode is DedupMode.STRICT,
            thresholds=self._thresholds,
            pair=self._pair,
            vectors=vectors,
            head=self._head,
        )
        if verdict.relation is Relation.DUPLICATE and (
            apart := two_occasions(new.content, old.content, new.occurred_at, old.occurred_at)
        ):  # the same past event told on days far apart: two visits, not one
            return Verdict(Relation.DISTINCT, apart)
        return verdict

    def _candidates(self, memory: Memory, vector: Vector) -> list[tuple[Memory, Vector, float]]:
        """Live entries that might say the same thing, most similar first, batch-aware."""
        found: dict[str, tuple[Memory, Vector]] = {}
        # Like with like: a turn (an episode) never merges with a memory about it, summaries
        # and gists are never merged into, and archived entries are out of working memory.
        # A few extra neighbours are read so that filtering still leaves NEIGHBOURS.
        family = _family(memory)
        near = self._near.pop(memory.id, None)
        if near is None:
            near = self._index.neighbors(
                self._partition,
                vector,
                NEIGHBOURS * 4,
                scope=memory.scope,
                now=self._now,
                floor=self._search_floor,
            )
        for old, _, old_vec in [n for n in near if _comparable(n[0], family)][:NEIGHBOURS]:
            found[old.id] = (old, old_vec)
        key = memory.fact.key if memory.fact else ""
        if key:
            for old, old_vec in self._index.same_fact(
                self._partition, key, scope=memory.scope, now=self._now
            ):
                found[old.id] = (old, old_vec)
        # Entries written or changed earlier in this batch override what the index holds:
        # the near ones (one product over the batch's vectors, not a loop over up to 256
        # entries per item), any that share the fact, and any the index returned.
        floor = self._thresholds.candidate_floor
        upserts = self.changes.upserts
        near_ids = self._batch.near(vector, floor, NEIGHBOURS)
        for mid in [*near_ids, *(m for m in self._batch.with_fact(key)), *list(found)]:
            if mid in upserts:
                pending, pending_vec = upserts[mid]
                if pending.scope == memory.scope:
                    found[mid] = (pending, pending_vec)
                else:
                    found.pop(mid, None)
        for mid, pending in self.changes.metadata.items():
            if mid in found:
                found[mid] = (pending, found[mid][1])
        scored = [
            (old, old_vec, float(np.dot(vector, old_vec)))
            for old, old_vec in found.values()
            if not old.superseded_by and _comparable(old, family)
        ]
        scored = [
            c for c in scored if c[2] >= floor or (c[0].fact is not None and c[0].fact.key == key)
        ]
        scored.sort(key=lambda c: c[2], reverse=True)
        # The NEIGHBOURS most similar of the index's and the batch's together, as the same
        # writes made one by one would see them (each finding the earlier ones in the index):
        # a batch decides like single writes, and judges half as many pairs as the two lists
        # side by side would. Entries sharing the fact are judged whatever their rank.
        return [
            c
            for rank, c in enumerate(scored)
            if rank < NEIGHBOURS or (key and c[0].fact is not None and c[0].fact.key == key)
        ]

    # -- effects -------------------------------------------------------------------------

    def _create(self, memory: Memory, vector: Vector) -> None:
        self._upsert(memory, vector)
        self.changes.events.append((LogOp.REMEMBER, {"memory": codec.to_record(memory)}))

    def _put(self, memory: Memory, vector: Vector | None) -> None:
        """Records a changed existing entry; a new vector means its content changed."""
        if memory.id in self.changes.upserts:
            vector = vector if vector is not None else self.changes.upserts[memory.id][1]
            self._upsert(memory, vector)
        elif vector is not None:
            self.changes.metadata.pop(memory.id, None)
            self._upsert(memory, vector)
        else:
            self.changes.metadata[memory.id] = memory

    def _upsert(self, memory: Memory, vector: Vector) -> None:
        self.changes.upserts[memory.id] = (memory, vector)
        self._batch.put(memory.id, vector, memory.fact.key if memory.fact else "")

    def _merge(
        self, new: Memory, new_vec: Vector, old: Memory, old_vec: Vector, verdict: Verdict
    ) -> WriteResult:
        survivor, new_text_won = merge_into(old, new, self._now)
        self._put(survivor, new_vec if new_text_won else None)
        self.changes.events.append((LogOp.MERGE, merge_event(survivor, new, old, verdict.reason)))
        return WriteResult(memory=survivor, outcome=WriteOutcome.MERGED, related_id=old.id)

    def _contradict(
        self, new: Memory, new_vec: Vector, old: Memory, verdict: Verdict
    ) -> WriteResult:
        if old.origin.trust > new.origin.trust:
            linked = dataclasses.replace(new, conflicts_with=old.id)
            self._create(linked, new_vec)
            return WriteResult(memory=linked, outcome=WriteOutcome.CONFLICT, related_id=old.id)
        self._create(new, new_vec)
        superseded = dataclasses.replace(old, superseded_by=new.id, updated_at=self._now)
        self._put(superseded, None)
        self.changes.events.append(
            (
                LogOp.SUPERSEDE,
                {"memory": codec.to_record(superseded), "by": new.id, "reason": verdict.reason},
            )
        )
        return WriteResult(memory=new, outcome=WriteOutcome.SUPERSEDED, related_id=old.id)


def merge_into(old: Memory, new: Memory, now: datetime) -> tuple[Memory, bool]:
    """Folds `new` into `old` (which keeps its id); returns the survivor and whether the
    text of `new` won. Text follows trust (operator > peer > agent), then informativeness;
    a lower-trust text never replaces a higher-trust one. Used by the write path and by
    the dedup job, so both merge the same way."""
    new_wins = new.origin.trust > old.origin.trust or (
        new.origin.trust == old.origin.trust
        and informativeness(new.content) > informativeness(old.content)
    )
    text_from = new if new_wins else old
    expiries = [m.expires_at for m in (new, old)]
    # An operator's entry keeps its own pin, importance and expiry whatever a lower-trust
    # write repeats: an agent's duplicate pinned support's "free shipping until Friday" and
    # made it last a year, which the agent may not do by Update (a privacy review)
    kept = old.origin is Origin.OPERATOR and new.origin is not Origin.OPERATOR
    pinned = old.pinned if kept else old.pinned or new.pinned
    survivor = dataclasses.replace(
        old,
        content=text_from.content,
        origin=text_from.origin,
        verbatim=text_from.verbatim,
        producer=text_from.producer,
        confidence=max(new.confidence, old.confidence),
        importance=old.importance if kept else max(new.importance, old.importance),
        pinned=pinned,
        expires_at=old.expires_at
        if kept
        else None
        if pinned or None in expiries
        else max(e for e in expiries if e is not None),
        source_refs=tuple(dict.fromkeys((*old.source_refs, *new.source_refs))),
        merged_from=tuple(dict.fromkeys((*old.merged_from, new.id, *new.merged_from))),
        attributes={**new.attributes, **old.attributes},
        fact=old.fact or new.fact,
        access_count=old.access_count + new.access_count + 1,
        occurred_at=min(old.occurred_at, new.occurred_at),
        updated_at=now,
        embedding_model=text_from.embedding_model,
    )
    return survivor, new_wins


def repeated_by(
    index: MemoryIndex, partition: Partition, memory: Memory, vector: Vector, now: datetime
) -> Memory | None:
    """Another live entry that says `memory`'s words, among those a write of them would have
    been judged against (same scope, a comparable kind): an Update must not make two entries
    say the same thing, which dedup on write never lets happen."""
    family = _family(memory)
    near = index.neighbors(
        partition,
        vector,
        NEIGHBOURS * 4,
        scope=memory.scope,
        now=now,
        floor=Thresholds().candidate_floor,
    )
    for old, _, _ in near:
        if old.id == memory.id or old.superseded_by or not _comparable(old, family):
            continue
        if same_words(memory.content, old.content):
            return old
    return None


def contradicted_by(
    index: MemoryIndex, partition: Partition, memory: Memory, vector: Vector, now: datetime
) -> Memory | None:
    """A live, more trusted entry that `memory`'s words contradict, among those a write of
    them would have been judged against: an agent's Update of its own "Sam enjoys jazz" to
    "Sam's account tier is Silver" ranked above the operator's "tier is Gold", where a write
    of the same words is CONFLICT and stays below it (a privacy review)."""
    family = _family(memory)
    near = index.neighbors(
        partition,
        vector,
        NEIGHBOURS,
        scope=memory.scope,
        now=now,
        floor=Thresholds().candidate_floor,
    )
    for old, cosine, old_vec in near:
        if (
            old.id == memory.id
            or old.superseded_by
            or old.origin.trust <= memory.origin.trust
            or not _comparable(old, family)
        ):
            continue
        verdict = judge(memory.content, old.content, cosine, vectors=(vector, old_vec))
        if verdict.relation is Relation.CONTRADICTION:
            return old
    return None


def merge_event(
    survivor: Memory, absorbed: Memory, previous: Memory, reason: str
) -> dict[str, Any]:
    """Log data of a merge: the survivor to replay, and both texts to audit."""
    return {
        "memory": codec.to_record(survivor),
        "absorbed": codec.to_record(absorbed),
        "previous_content": previous.content,
        "reason": reason,
    }
