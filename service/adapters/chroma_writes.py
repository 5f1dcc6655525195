"""Changes to the index: upserts queued behind (write_behind.py), updates and deletes in place.

Every change to a partition passes through here, under the partition's write lock and its
shard's lock held shared (chroma_shards.py), and reaches the caches as it is made: the entry
cache (entry_cache.py) and the vector blocks (vector_blocks.py) get the new values, and a
read that raced the change does not cache what it read. An upsert is queued before the
caches change, so a reader that sees the new cache version and misses drains the queue
before it reads Chroma. The queue's writer (`store`) looks each partition's home up again
when it writes: the shard may have been rebuilt, or the partition moved out, meanwhile.

Access marks (access_marks.py): an update that changes nothing but an entry's access count
and last access goes to the marks table beside the index, not to Chroma; any write of the
whole entry carries its marks into Chroma and removes its rows from the table.

After an upsert to a shard, the partition may be large enough to move to a collection of
its own (chroma_moves.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from service.adapters.access_marks import AccessMarks, only_access_changed
from service.adapters.chroma_layout import memory_id, pack, partition_key, row_id
from service.adapters.chroma_moves import Mover
from service.adapters.chroma_shards import Home, ShardMap
from service.adapters.entry_cache import EntryCache
from service.adapters.vector_blocks import Block, BlockCache
from service.adapters.write_behind import DrainingCollection, Rows, WriteBehind
from service.codec import FlatCodec, micros
from service.domain import Memory, Partition
from service.ports import Vector

# Rows per Chroma call when the queue is written. Chroma's binding holds the GIL through a
# call; smaller calls let other threads in between but cost more per row (64 rows: ~6%
# slower batch ingest here), so calls stay large.
STORE_CALL_ROWS = 250

_Pending = tuple[Vector | None, dict[str, Any]]  # a row's vector (None: keep it), metadata


class Writer:
    """Applies changes to Chroma (now, or through the write-behind queue) and the caches."""

    def __init__(
        self,
        shards: ShardMap,
        codec: FlatCodec,
        pending: WriteBehind,
        *,
        blocks: BlockCache,
        entries: EntryCache,
        marks: AccessMarks | None,
        moves: Mover,
    ) -> None:
        self._shards = shards
        self._codec = codec
        self._pending = pending
        self._blocks = blocks
        self._entries = entries
        self._marks = marks
        self._moves = moves

    def upsert(self, memories: Sequence[Memory], vectors: Vector) -> None:
        by_partition: dict[Partition, list[int]] = {}
        for i, memory in enumerate(memories):
            by_partition.setdefault(memory.partition, []).append(i)
        for partition, rows in by_partition.items():
            key = partition_key(partition)
            group = [memories[i] for i in rows]
            vecs = np.asarray(vectors[rows], dtype=np.float32)
            with self._shards.write_lock(key):
                if self._shards.register(partition, key):
                    # A new partition's vectors are all the ones written from now on: cached
                    # empty, its first search needs no drain of the queue and no Chroma read
                    # (the second write to a new peer took 20-450 ms for them, the first 11).
                    self._blocks.put(
                        key, Block([], vecs[:0], vecs.shape[1]), self._blocks.version(key)
                    )
                with self._shards.shard_lock(self._shards.shard_of(key)).shared():
                    home = self._shards.home(partition, create=True)
                    assert home.col is not None
                    # Queued before the caches change: a reader that sees the new cache
                    # version and misses will drain the queue before it reads Chroma.
                    self._pending.put(
                        Rows(
                            partition,
                            key,
                            [row_id(key, m.id) for m in group],
                            vecs,
                            [self._packed(key, m) for m in group],
                        )
                    )
                    self._written_whole(key, [m.id for m in group])
                    self._blocks.upserted(key, [m.id for m in group], vecs)
                    self._entries.changed(partition, group)
                    self._shards.wrote(home.shard)
                if not home.dedicated:
                    self._moves.maybe_move_out(home, len(group))

    def store(self, batch: Sequence[Rows]) -> None:
        """The write-behind queue's writer: queued rows, one upsert per collection. Each
        partition's home is looked up now, under its shard's lock: a shard may have been
        rebuilt, or the partition moved to a collection of its own, since its rows were
        queued. Raw handles: this is the drain."""
        # New partitions' registry rows first, in one call: a partition's rows are never in
        # Chroma without its registry row (WriteBehind hands every waiting one to a flush).
        entries = {r.ids[0]: r.metadatas[0] for r in batch if r.registry}
        if entries:
            self._shards.registry_handle().upsert_now(
                ids=list(entries),
                embeddings=np.zeros((len(entries), 1), dtype=np.float32),
                metadatas=list(entries.values()),
            )
        by_shard: dict[int, list[Rows]] = {}
        for rows in batch:
            if not rows.registry:
                by_shard.setdefault(self._shards.shard_of(rows.key), []).append(rows)
        for shard, group in by_shard.items():
            with self._shards.shard_lock(shard).shared():
                targets: dict[str, tuple[DrainingCollection, dict[str, _Pending]]] = {}
                for rows in group:
                    home = self._shards.home(rows.partition, create=True)
                    assert home.col is not None
                    _, pending = targets.setdefault(home.col.name, (home.col, {}))
                    vectors = rows.vectors if rows.vectors is not None else [None] * len(rows.ids)
                    for rid, vec, meta in zip(rows.ids, vectors, rows.metadatas, strict=True):
                        # A later write of a row replaces the earlier; a metadata update
                        # keeps the vector an earlier upsert of the row queued.
                        earlier = pending.pop(rid, None)
                        if vec is None and earlier is not None:
                            vec = earlier[0]
                        pending[rid] = (vec, meta)
                for col, pending in targets.values():
                    whole = [
                        (r, vec, meta) for r, (vec, meta) in pending.items() if vec is not None
                    ]
                    for i in range(0, len(whole), STORE_CALL_ROWS):
                        part = whole[i : i + STORE_CALL_ROWS]
                        col.upsert_now(
                            ids=[r for r, _, _ in part],
                            embeddings=np.stack([vec for _, vec, _ in part]),
                            metadatas=[meta for _, _, meta in part],
                        )
                    # Stored rows whose vectors did not change (an id Chroma no longer has
                    # is skipped by Chroma: a delete drains the queue before it runs).
                    only = [(r, meta) for r, (vec, meta) in pending.items() if vec is None]
                    for i in range(0, len(only), STORE_CALL_ROWS):
                        ids = [r for r, _ in only[i : i + STORE_CALL_ROWS]]
                        metas = [meta for _, meta in only[i : i + STORE_CALL_ROWS]]
                        col.update_now(ids=ids, metadatas=metas)

    def update_metadata(self, memories: Sequence[Memory]) -> None:
        """Rewrites stored fields of existing entries whose content (and vector) is unchanged."""
        by_partition: dict[Partition, list[Memory]] = {}
        for memory in memories:
            by_partition.setdefault(memory.partition, []).append(memory)
        for partition, group in by_partition.items():
            key = partition_key(partition)
            with self._shards.write_lock(key), self._shards.reading(partition) as home:
                if home.col is None:
                    continue
                group = self._mark_access(home, group)
                if not group:
                    continue
                # Queued like an upsert (no vectors: Chroma keeps the stored ones).
                self._pending.put(
                    Rows(
                        partition,
                        key,
                        [row_id(key, m.id) for m in group],
                        None,
                        [self._packed(key, m) for m in group],
                    )
                )
                self._written_whole(key, [m.id for m in group])
                self._entries.changed(partition, group)
                self._shards.wrote(home.shard)

    def delete(self, partition: Partition, ids: Sequence[str]) -> int:
        key = partition_key(partition)
        with self._shards.write_lock(key), self._shards.reading(partition) as home:
            if home.col is None or not ids:
                return 0
            existing = home.col.get(ids=[row_id(key, mid) for mid in ids], include=[])["ids"]
            if existing:
                home.col.delete(ids=existing)
            gone = [m for m in (memory_id(key, rid) for rid in existing) if m is not None]
            self._written_whole(key, gone)
            self._blocks.removed(key, gone)
            self._entries.changed(partition, removed=gone)
            self._shards.shrink(key, len(gone))
            return len(existing)

    def _packed(self, key: str, memory: Memory) -> dict[str, Any]:
        return pack(key, *self._codec.encode(memory))

    # -- access marks: beside the index (access_marks.py) ---------------------------------

    def _mark_access(self, home: Home, group: list[Memory]) -> list[Memory]:
        """Writes the updates that only change access marks to the marks table; returns
        the others (written to Chroma). Compared against the entry cache, which holds what
        readers currently see (the core reads the entries just before it marks them)."""
        if self._marks is None:
            return group
        current = self._entries.get_many(home.partition, [m.id for m in group])
        marks = [m for m in group if only_access_changed(current.get(m.id), m)]
        if not marks:
            return group
        self._marks.put(
            home.key,
            [
                (m.id, m.access_count, micros(m.last_accessed_at) if m.last_accessed_at else 0)
                for m in marks
            ],
        )
        self._entries.changed(home.partition, marks)
        kept = {m.id for m in marks}
        return [m for m in group if m.id not in kept]

    def _written_whole(self, key: str, mids: Sequence[str]) -> None:
        """Entries written whole (their marks included, since they were read with them) or
        deleted: their rows in the marks table are stale now."""
        if self._marks is not None and mids:
            self._marks.remove(key, mids)
