"""Reading a partition's rows back: decoded entries and vector snapshots, both cached.

Isolation's last check: every decoded row is checked against the partition it was read for
(the prefix of its id, and the partition key, namespace and peer in its metadata); a row that
does not match is dropped and logged, whatever read found it.

Decoded entries come from the entry cache (entry_cache.py) or from one read by prefixed id,
and access marks kept beside the index (access_marks.py) are laid over whatever is decoded.
A partition's vectors come from the block cache (vector_blocks.py) or from one read of all its
rows. Both caches are versioned: a read that raced a change does not cache what it read.

Every method reads through the home's draining handle (chroma_shards.py), so it sees every
acknowledged write; callers hold the partition's shard while they use a home.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any

import numpy as np
import structlog

from service.adapters.access_marks import AccessMarks, with_marks
from service.adapters.chroma_layout import PKEY, memory_id, row_id, unpack
from service.adapters.chroma_shards import Home, ShardMap
from service.adapters.chroma_where import build_where, expired_where, get_all
from service.adapters.entry_cache import EntryCache
from service.adapters.vector_blocks import Block, BlockCache, Snapshot
from service.codec import FlatCodec
from service.domain import Memory
from service.ports import Vector

log = structlog.get_logger(__name__)

NO_VECTOR: Vector = np.zeros(0, dtype=np.float32)


class RowReader:
    """Decodes and caches what the index reads from Chroma for one partition at a time."""

    def __init__(
        self,
        shards: ShardMap,
        codec: FlatCodec,
        *,
        dimension: int,
        entries: EntryCache,
        blocks: BlockCache,
        marks: AccessMarks | None,
        warm: bool,
    ) -> None:
        self._shards = shards
        self._codec = codec
        self._dim = dimension
        self._entries = entries
        self._blocks = blocks
        self._marks = marks
        self._warm_enabled = warm  # False: the block cache has no room to warm into
        self._warming: set[str] = set()
        self._warming_lock = threading.Lock()
        self._warmer = ThreadPoolExecutor(1, thread_name_prefix="index-warm")

    # -- decoding: every row is checked against the partition it was read for --------------

    def decode(self, home: Home, rid: str, meta: Any) -> Memory | None:
        mid = memory_id(home.key, rid)
        document, m = unpack(meta or {})
        if (
            mid is None
            or m.get(PKEY) != home.key
            or m.get("namespace") != home.partition.namespace
            or m.get("peer_id") != home.partition.peer_id
        ):
            log.error("index.foreign_row_dropped", shard=home.shard)
            return None
        return self._codec.decode(home.partition, mid, document, m)

    def decode_all(
        self, home: Home, got: dict[str, Any], *, vectors: bool = False
    ) -> list[tuple[Memory, Vector]]:
        embeddings = got["embeddings"] if vectors else [None] * len(got["ids"])
        out: list[tuple[Memory, Vector]] = []
        for rid, meta, emb in zip(got["ids"], got["metadatas"], embeddings, strict=True):
            memory = self.decode(home, rid, meta)
            if memory is not None:
                vec = np.asarray(emb, dtype=np.float32) if vectors else NO_VECTOR
                out.append((memory, vec))
        if self._marks is not None and out:
            marks = self._marks.get(home.key, [m.id for m, _ in out])
            if marks:
                out = [(with_marks(m, marks.get(m.id)), vec) for m, vec in out]
        return out

    def entries_of(self, home: Home, ids: Sequence[str]) -> dict[str, Memory]:
        """Decoded entries by id, from the entry cache or one read by (prefixed) id."""
        if home.col is None or not ids:
            return {}
        version = self._entries.version(home.partition)
        found = self._entries.get_many(home.partition, ids)
        missing = list(dict.fromkeys(mid for mid in ids if mid not in found))
        if missing:
            got = home.col.get(
                ids=[row_id(home.key, mid) for mid in missing], include=["metadatas"]
            )
            read = [m for m, _ in self.decode_all(home, got)]
            self._entries.put_many(home.partition, read, version)
            found.update({m.id: m for m in read})
        return found

    # -- the partition's vectors -------------------------------------------------------------

    def snapshot(self, home: Home) -> Snapshot:
        cached = self._blocks.snapshot(home.key)
        if cached is not None:
            return cached[0]
        version = self._blocks.version(home.key)
        assert home.col is not None
        got = get_all(home.col, home.scoped(None), ["embeddings"])
        ids: list[str] = []
        rows: list[Any] = []
        for rid, emb in zip(got["ids"], got["embeddings"], strict=True):
            mid = memory_id(home.key, rid)
            if mid is not None:
                ids.append(mid)
                rows.append(emb)
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(ids), self._dim)
        block = Block(ids, matrix, self._dim)
        self._blocks.put(home.key, block, version)
        self._shards.note_size(home.key, block.size)
        return block.snapshot()

    def warm(self, home: Home) -> None:
        """Loads a dedicated partition's vectors into the block cache in the background.
        Until they are there its searches go to HNSW; once they are, to the exact search
        shard partitions get (0.2-0.4 ms warm at 1,000-5,000 entries, against ~2.3 ms for
        Chroma's HNSW query, and the vectors of keyword-only candidates come free). The
        load itself (~28 ms per 1,000 entries) would be too slow for a first query."""
        if not self._warm_enabled:
            return
        partition, key = home.partition, home.key
        with self._warming_lock:
            if key in self._warming:
                return
            self._warming.add(key)

        def load() -> None:
            try:
                # Under the partition's write lock: a write landing during the read would
                # make the cache refuse the block (its version moved), and under a steady
                # ingest every load was thrown away and started again. Writers wait for
                # this one read instead (~28 ms per 1,000 rows), once per cache residency.
                with (
                    self._shards.write_lock(key),
                    self._shards.reading(partition) as now,  # where it lives by then
                ):
                    if now.col is not None:
                        self.snapshot(now)
            except Exception:  # only a cache: searches keep using HNSW
                log.exception("index.warm_failed")
            finally:
                with self._warming_lock:
                    self._warming.discard(key)

        self._warmer.submit(load)

    def vectors(self, home: Home, ids: Sequence[str]) -> dict[str, Vector]:
        """Stored vectors of these ids: from the block, or a read without metadata."""
        if home.col is None or not ids:
            return {}
        cached = self._blocks.snapshot(home.key) if home.dedicated else None
        if not home.dedicated or cached is not None:
            snap = cached[0] if cached is not None else self.snapshot(home)
            present = [mid for mid in ids if snap.has(mid)]
            return dict(zip(present, snap.vectors(present), strict=True))
        got = home.col.get(ids=[row_id(home.key, mid) for mid in ids], include=["embeddings"])
        out: dict[str, Vector] = {}
        for rid, emb in zip(got["ids"], got["embeddings"], strict=True):
            mid = memory_id(home.key, rid)
            if mid is not None:
                out[mid] = np.asarray(emb, dtype=np.float32)
        return out

    # -- filtered reads ----------------------------------------------------------------------

    def scan(self, home: Home, *, include_superseded: bool, now: datetime | None) -> list[Memory]:
        if home.col is None:
            return []
        where = build_where(include_superseded=include_superseded, now=now)
        got = get_all(home.col, home.scoped(where), ["metadatas"])
        return [m for m, _ in self.decode_all(home, got)]

    def pointing_to(self, home: Home, memory_ids: Collection[str]) -> list[Memory]:
        if home.col is None or not memory_ids:
            return []
        wanted = set(memory_ids) - {""}
        # The row keeps superseded_by and conflicts_with inside its packed record; the flags
        # beside it narrow the read to the hidden and the conflicting rows. (Rows written
        # before the "conflicted" flag are found by "superseded" only: a conflict link to a
        # deleted entry stays, and links nothing any more.)
        where = {"$or": [{"superseded": True}, {"conflicted": True}]}
        got = get_all(home.col, home.scoped(where), ["metadatas"])
        return [
            m
            for m, _ in self.decode_all(home, got)
            if m.superseded_by in wanted or m.conflicts_with in wanted
        ]

    def same_fact(
        self, home: Home, key: str, *, scope: str, now: datetime
    ) -> list[tuple[Memory, Vector]]:
        if home.col is None:
            return []
        live = build_where(scope=scope, now=now)
        digest = {"fact_key": self._codec.fact_key(home.partition, key)}
        where = {"$and": [live, digest]} if live else digest
        got = home.col.get(
            where=home.scoped(where),
            include=["metadatas", "embeddings"],
        )
        return self.decode_all(home, got, vectors=True)

    def with_vectors(
        self, home: Home, ids: Sequence[str] | None, *, now: datetime | None
    ) -> list[tuple[Memory, Vector]]:
        if home.col is None or (ids is not None and not ids):
            return []
        include = ["metadatas", "embeddings"]
        if ids is not None:
            got = home.col.get(ids=[row_id(home.key, mid) for mid in ids], include=include)
        else:
            got = get_all(home.col, home.scoped(build_where(now=now)), include)
        return self.decode_all(home, got, vectors=True)

    def expired(self, home: Home, now: datetime, limit: int) -> list[str]:
        """Ids of unpinned entries whose expiry has passed, at most `limit`.

        The sweep asks every partition in turn with the same `now`: for partitions in a
        shard, one read per shard answers all of them (at most `limit` rows), instead of one
        read per partition (10,000 peers: 10,000 reads a minute)."""
        if home.col is None or limit <= 0:
            return []
        if home.dedicated:
            got = home.col.get(where=expired_where(now), limit=limit, include=[])
            return [m for m in (memory_id(home.key, r) for r in got["ids"]) if m is not None]
        memo, writes = self._shards.expired_memo(home.shard)
        if memo is None or memo[0] != now or memo[1] != writes:
            got = home.col.get(where=expired_where(now), limit=limit, include=["metadatas"])
            grouped: dict[str, list[str]] = {}
            for rid, meta in zip(got["ids"], got["metadatas"], strict=True):
                owner = str((meta or {}).get(PKEY, ""))
                mid = memory_id(owner, rid)
                if mid is not None:
                    grouped.setdefault(owner, []).append(mid)
            memo = (now, writes, grouped)
            self._shards.keep_expired(home.shard, memo)
        return self._shards.take_expired(memo, home.key, limit)

    def count(self, home: Home) -> int:
        if home.col is None:
            return 0
        if home.dedicated:
            return int(home.col.count())
        cached = self._blocks.snapshot(home.key)
        if cached is not None:
            return cached[0].n
        return len(get_all(home.col, {PKEY: home.key}, [])["ids"])

    def close(self) -> None:
        """Waits for a load in flight (it may still read Chroma)."""
        self._warmer.shutdown(wait=True)
