"""MemoryIndex on Chroma: partitions hashed into shard collections, searched exactly.

Why not a collection per partition (layout 1): in Chroma 1.5.9 every collection written to
costs ~2.6 MB of RSS whatever its HNSW parameters, so memory grew with the number of peers
(1,000 peers x 100 memories: 3.27 GB; 10,000 peers would not fit on this machine). Here a
fixed number of shard collections hold every partition (chroma_layout.py), so the fixed cost
is paid once per shard and the rest grows with the data.

Why exact search: Chroma's filtered HNSW search over a shared collection is slow and lossy
(45 ms p50, recall@10 0.91 at 2% selectivity over 100k vectors). A partition in a shard is
searched with one matrix-vector product over its own vectors (vector_blocks.py), cached per
partition: recall 1.0 against brute force, microseconds once cached. A partition that grows
past `dedicated_after` entries (where reading its vectors back from Chroma on a cache miss
would cost tens of milliseconds) moves to a collection of its own and is searched with
unfiltered HNSW, as before; its fixed cost is then small next to its data.

Isolation is enforced here, not by callers: a row's Chroma id is `<partition key>:<memory
id>`, so a read or delete by id can only reach the partition's own rows; every filtered read
and scan names the partition key in its `where`; every decoded row is checked against the
partition it was read for (namespace and peer in its metadata), and a mismatch is dropped
and logged.

Forget (`drop`): deleting a partition's rows from a shard would leave its vectors in the
shard's HNSW files (hnswlib only marks deleted elements) and in SQLite's free pages, so the
shard is rebuilt without it: the other partitions' rows are copied into a fresh collection,
the old one is dropped, the copy takes its name, and the dropped files are purged
(chroma_purge.py). A crash half-way is finished at the next start (`_recover_rebuilds`).

Chroma's bindings hold the GIL for the whole of each call, so every long Chroma call stalls
every server thread: rows are packed into few metadata keys (chroma_layout.py), copies go in
short batches, and access marks are kept out of Chroma altogether (access_marks.py).
Measured with scripts/bench_scale.py (static-64d, 1,000 peers x 100): server RSS 1.10 GB
against 3.61 GB for layout 1, Recall p50/p99 12.4/26.5 ms against 81.6/228.5 ms.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from service.adapters.access_marks import AccessMarks, access_path
from service.adapters.chroma_layout import (
    DEFAULT_SHARDS,
    HNSW_CONFIG,
    LAYOUT_VERSION,
    LEGACY_PREFIX,
    META_COLLECTION,
    NEXT_SUFFIX,
    PKEY,
    REGISTRY_COLLECTION,
    IndexLayoutOutdated,
    dedicated_name,
    memory_id,
    pack,
    partition_collection_name,
    partition_key,
    row_id,
    shard_name,
    shard_of_key,
    unpack,
)
from service.adapters.chroma_purge import purge_dropped, scrub_freed_memory
from service.adapters.chroma_where import build_where, expired_where, get_all
from service.adapters.entry_cache import EntryCache
from service.adapters.vector_blocks import Block, BlockCache, Snapshot
from service.adapters.write_behind import DrainingCollection, Rows, WriteBehind
from service.codec import FlatCodec, micros
from service.crypto import Sealer
from service.domain import Memory, Partition, TimeRange
from service.errors import IndexModelMismatch
from service.ports import Vector

__all__ = ["DEFAULT_TUNING", "ChromaIndex", "IndexTuning", "partition_collection_name"]

log = structlog.get_logger(__name__)

COPY_BATCH = 250  # rows per Chroma call when a shard is rebuilt or a partition moves (short calls:
# Chroma holds the GIL for each one, and every other server thread waits)
WRITE_STRIPES = 64
GROW_LIMIT = 1_000  # widest unfiltered read before a search asks Chroma to filter


@dataclass(frozen=True, slots=True)
class IndexTuning:
    """The knobs of the layout (settings `index.*`; `entries` is `recall.cache_entries`)."""

    shards: int = DEFAULT_SHARDS  # for a new index; an existing one keeps what it recorded
    dedicated_after: int = 1_000  # entries; 0 = partitions never leave their shard
    block_cache_bytes: int = 256 << 20
    entries: int = 20_000
    flush_delay_s: float = 0.05  # write-behind: how long rows may wait for Chroma
    flush_rows: int = 256  # ... or how many may wait


DEFAULT_TUNING = IndexTuning()


class _SharedExclusive:
    """A shard's lock: reads and writes share it, a rebuild (Forget) or a partition moving
    out takes it alone. Readers never wait for a waiting writer, so a thread may take it
    shared twice without deadlocking; rebuilds are rare and short-lived."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writer = False

    @contextmanager
    def shared(self) -> Iterator[None]:
        with self._cond:
            while self._writer:
                self._cond.wait()
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                if not self._readers:
                    self._cond.notify_all()

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        with self._cond:
            while self._writer or self._readers:
                self._cond.wait()
            self._writer = True
        try:
            yield
        finally:
            with self._cond:
                self._writer = False
                self._cond.notify_all()


@dataclass(frozen=True, slots=True)
class _Home:
    """Where a partition's rows live right now."""

    partition: Partition
    key: str
    shard: int
    col: DrainingCollection | None  # None: the partition has no rows anywhere
    dedicated: bool


class ChromaIndex:
    """Embedded (PersistentClient) or remote (HttpClient) Chroma behind the MemoryIndex port."""

    _path: Path | None = None  # the embedded index's directory; None for a remote one

    def __init__(
        self,
        client: Any,
        *,
        embedding_model: str,
        dimension: int,
        sealer: Sealer,
        tuning: IndexTuning = IndexTuning(),
        where: str = "",
        path: Path | None = None,
        marks: AccessMarks | None = None,
    ) -> None:
        started = time.perf_counter()
        self._client = client
        self._path = path
        self._marks = marks
        self._codec = FlatCodec(sealer)
        self._model = embedding_model
        self._dim = dimension
        self._tuning = tuning
        self._collections: dict[str, DrainingCollection] = {}
        self._lock = threading.Lock()  # the handle map and the registry
        self._write_locks = [threading.Lock() for _ in range(WRITE_STRIPES)]
        self._blocks = BlockCache(tuning.block_cache_bytes)
        self._entries = EntryCache(tuning.entries)
        self._sizes: dict[str, int] = {}  # upper bounds of shard partitions' row counts
        self._expired_memo: dict[int, tuple[datetime, int, dict[str, list[str]]]] = {}
        self._shard_writes: dict[int, int] = {}
        self._warming: set[str] = set()
        self._warmer = ThreadPoolExecutor(1, thread_name_prefix="index-warm")
        self._shards = self._open_layout(where or "the configured Chroma server")
        self._shard_locks = [_SharedExclusive() for _ in range(self._shards)]
        self._pending = WriteBehind(
            self._flush, max_delay_s=tuning.flush_delay_s, max_rows=tuning.flush_rows
        )
        self._registry: dict[str, tuple[Partition, bool]] = self._load_registry()
        self._recover_rebuilds()
        log.info(
            "index.opened",
            layout=LAYOUT_VERSION,
            shards=self._shards,
            partitions=len(self._registry),
            dedicated=sum(1 for _, d in self._registry.values() if d),
            ms=round((time.perf_counter() - started) * 1000, 1),
        )

    @classmethod
    def embedded(
        cls,
        path: Path,
        *,
        embedding_model: str,
        dimension: int,
        sealer: Sealer,
        tuning: IndexTuning = IndexTuning(),
    ) -> ChromaIndex:
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        # Before any peer data passes through this process's heap (chroma_purge.py).
        scrub_freed_memory()
        path.mkdir(parents=True, exist_ok=True)
        client = chromadb.PersistentClient(
            path=str(path), settings=ChromaSettings(anonymized_telemetry=False)
        )
        return cls(
            client,
            embedding_model=embedding_model,
            dimension=dimension,
            sealer=sealer,
            tuning=tuning,
            where=str(path),
            path=path,
            marks=AccessMarks(access_path(path)),
        )

    @classmethod
    def remote(
        cls,
        url: str,
        *,
        embedding_model: str,
        dimension: int,
        sealer: Sealer,
        tuning: IndexTuning = IndexTuning(),
    ) -> ChromaIndex:
        from urllib.parse import urlsplit

        import chromadb
        from chromadb.config import Settings as ChromaSettings

        parts = urlsplit(url)
        client = chromadb.HttpClient(
            host=parts.hostname or "127.0.0.1",
            port=parts.port or (443 if parts.scheme == "https" else 8000),
            ssl=parts.scheme == "https",
            settings=ChromaSettings(anonymized_telemetry=False),
        )
        return cls(
            client,
            embedding_model=embedding_model,
            dimension=dimension,
            sealer=sealer,
            tuning=tuning,
            where=url,
        )

    @property
    def embedding_model(self) -> str:
        return self._model

    @property
    def shards(self) -> int:
        return self._shards

    # -- opening: the recorded model and layout, the registry, unfinished rebuilds ---------

    def _open_layout(self, where: str) -> int:
        """Checks the recorded model, creates or reads the recorded layout; returns the
        number of shards. A layout-1 index with data is refused (IndexLayoutOutdated)."""
        from chromadb.errors import NotFoundError

        record = {
            "embedding_model": self._model,
            "dimension": self._dim,
            "schema_version": LAYOUT_VERSION,
            "layout": "shards",
            "shards": self._tuning.shards,
        }
        try:
            meta = self._client.get_collection(META_COLLECTION, embedding_function=None)
        except NotFoundError:
            self._client.create_collection(
                META_COLLECTION, embedding_function=None, metadata=record
            )
            return self._tuning.shards
        recorded = dict(meta.metadata or {})
        if str(recorded.get("embedding_model", "")) != self._model:
            raise IndexModelMismatch(str(recorded.get("embedding_model", "")), self._model)
        if int(recorded.get("schema_version", 1)) < LAYOUT_VERSION:
            legacy = [c for c in self._client.list_collections() if _is_legacy(c.name)]
            if legacy:
                parent = self._path.parent if self._path is not None else Path("<data dir>")
                raise IndexLayoutOutdated(where, f"python scripts/reembed.py --data-dir {parent}")
            # Layout 1 without a single partition: nothing to migrate, record layout 2.
            meta.modify(metadata={**recorded, **record})
            log.info("index.layout_upgraded", partitions=0, layout=LAYOUT_VERSION)
            return self._tuning.shards
        shards = int(recorded.get("shards", DEFAULT_SHARDS))
        if shards != self._tuning.shards:
            log.info("index.shards_recorded", recorded=shards, configured=self._tuning.shards)
        return shards

    def _load_registry(self) -> dict[str, tuple[Partition, bool]]:
        col = self._registry_collection()
        got = get_all(col, None, ["metadatas"])
        out: dict[str, tuple[Partition, bool]] = {}
        for key, meta in zip(got["ids"], got["metadatas"], strict=True):
            m = meta or {}
            partition = Partition(str(m.get("namespace", "")), str(m.get("peer_id", "")))
            out[str(key)] = (partition, bool(m.get("dedicated", False)))
        return out

    def _registry_collection(self) -> Any:
        # One row per partition with a 1-d placeholder vector (Chroma rows need one).
        # Its writes are never queued: the raw handle, no draining.
        registry = self._named(REGISTRY_COLLECTION, create=True, hnsw={"hnsw": {"space": "l2"}})
        assert registry is not None
        return registry.raw

    def _register(self, partition: Partition, key: str) -> None:
        with self._lock:
            if key in self._registry:
                return
            self._sizes[key] = 0  # new: no need to count its rows before it can move out
        self._registry_collection().upsert(
            ids=[key],
            embeddings=np.zeros((1, 1), dtype=np.float32),
            metadatas=[
                {"namespace": partition.namespace, "peer_id": partition.peer_id, "dedicated": False}
            ],
        )
        with self._lock:
            self._registry.setdefault(key, (partition, False))

    def _recover_rebuilds(self) -> None:
        """A crash during a shard rebuild left `<shard>.next`: if the shard itself is still
        there the copy was unfinished (drop it; the Forget did not complete and is retried),
        otherwise the copy was complete and only the rename was missing."""
        names = {c.name for c in self._client.list_collections()}
        for shard in range(self._shards):
            name = shard_name(shard)
            if name + NEXT_SUFFIX not in names:
                continue
            if name in names:
                self._client.delete_collection(name + NEXT_SUFFIX)
                log.warning("index.rebuild_discarded", shard=shard)
            else:
                self._client.get_collection(name + NEXT_SUFFIX, embedding_function=None).modify(
                    name=name
                )
                log.warning("index.rebuild_completed", shard=shard)

    # -- collections -------------------------------------------------------------------------

    def _named(
        self, name: str, *, create: bool, hnsw: dict[str, Any] | None = None
    ) -> DrainingCollection | None:
        with self._lock:
            found = self._collections.get(name)
        if found is not None:
            return found
        from chromadb.errors import NotFoundError

        if create:
            col = self._client.get_or_create_collection(
                name,
                embedding_function=None,
                configuration=hnsw or HNSW_CONFIG,
                metadata={"layout": LAYOUT_VERSION, "embedding_model": self._model},
            )
        else:
            try:
                col = self._client.get_collection(name, embedding_function=None)
            except NotFoundError:
                return None
        handle = DrainingCollection(col, self._pending.drain)
        with self._lock:
            self._collections[name] = handle
        return handle

    def _forget_handle(self, name: str) -> None:
        with self._lock:
            self._collections.pop(name, None)

    def _home(self, partition: Partition, *, create: bool = False) -> _Home:
        key = partition_key(partition)
        shard = shard_of_key(key, self._shards)
        with self._lock:
            entry = self._registry.get(key)
        if entry is None and not create:
            return _Home(partition, key, shard, None, False)  # never written: no rows
        dedicated = entry is not None and entry[1]
        name = dedicated_name(key) if dedicated else shard_name(shard)
        return _Home(partition, key, shard, self._named(name, create=create), dedicated)

    @contextmanager
    def _reading(self, partition: Partition) -> Iterator[_Home]:
        key = partition_key(partition)
        with self._shard_locks[shard_of_key(key, self._shards)].shared():
            yield self._home(partition)

    def _write_lock(self, key: str) -> threading.Lock:
        return self._write_locks[int(key[8:16], 16) % WRITE_STRIPES]

    def _scoped(self, home: _Home, where: dict[str, Any] | None) -> dict[str, Any] | None:
        """A shard's `where` always names the partition; a dedicated collection is one."""
        if home.dedicated:
            return where
        own = {PKEY: home.key}
        return own if where is None else {"$and": [own, where]}

    # -- decoding: every row is checked against the partition it was read for --------------

    def _decode(self, home: _Home, rid: str, meta: Any) -> Memory | None:
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

    def _packed(self, key: str, memory: Memory) -> dict[str, Any]:
        return pack(key, *self._codec.encode(memory))

    def _decode_all(
        self, home: _Home, got: dict[str, Any], *, vectors: bool = False
    ) -> list[tuple[Memory, Vector]]:
        embeddings = got["embeddings"] if vectors else [None] * len(got["ids"])
        out: list[tuple[Memory, Vector]] = []
        for rid, meta, emb in zip(got["ids"], got["metadatas"], embeddings, strict=True):
            memory = self._decode(home, rid, meta)
            if memory is not None:
                vec = np.asarray(emb, dtype=np.float32) if vectors else _NO_VECTOR
                out.append((memory, vec))
        if self._marks is not None and out:
            marks = self._marks.get(home.key, [m.id for m, _ in out])
            if marks:
                out = [(_marked(m, marks.get(m.id)), vec) for m, vec in out]
        return out

    def _entries_of(self, home: _Home, ids: Sequence[str]) -> dict[str, Memory]:
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
            read = [m for m, _ in self._decode_all(home, got)]
            self._entries.put_many(home.partition, read, version)
            found.update({m.id: m for m in read})
        return found

    # -- the partition's vectors -------------------------------------------------------------

    def _snapshot(self, home: _Home) -> Snapshot:
        cached = self._blocks.snapshot(home.key)
        if cached is not None:
            return cached[0]
        version = self._blocks.version(home.key)
        assert home.col is not None
        got = get_all(home.col, self._scoped(home, None), ["embeddings"])
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
        with self._lock:
            self._sizes[home.key] = block.size
        return block.snapshot()

    def _warm(self, partition: Partition) -> None:
        """Loads a dedicated partition's vectors into the block cache in the background.
        Until they are there its searches go to HNSW; once they are, to the exact search
        shard partitions get (0.2-0.4 ms warm at 1,000-5,000 entries, against ~2.3 ms for
        Chroma's HNSW query, and the vectors of keyword-only candidates come free). The
        load itself (~28 ms per 1,000 entries) would be too slow for a first query."""
        if self._tuning.block_cache_bytes <= 0:
            return
        key = partition_key(partition)
        with self._lock:
            if key in self._warming:
                return
            self._warming.add(key)

        def load() -> None:
            try:
                with self._reading(partition) as home:
                    if home.col is not None:
                        self._snapshot(home)
            except Exception:  # only a cache: searches keep using HNSW
                log.exception("index.warm_failed")
            finally:
                with self._lock:
                    self._warming.discard(key)

        self._warmer.submit(load)

    def _allowed_rows(self, home: _Home, snap: Snapshot, where: dict[str, Any]) -> np.ndarray:
        """Rows of the snapshot whose entries match `where` (Chroma evaluates the filter and
        returns bare ids, which is cheap; the vectors are already here)."""
        assert home.col is not None
        got = get_all(home.col, self._scoped(home, where), [])
        mids = [m for m in (memory_id(home.key, rid) for rid in got["ids"]) if m is not None]
        return snap.rows_of(mids)

    # -- MemoryIndex: writes -----------------------------------------------------------------

    def upsert(self, memories: Sequence[Memory], vectors: Vector) -> None:
        by_partition: dict[Partition, list[int]] = {}
        for i, memory in enumerate(memories):
            by_partition.setdefault(memory.partition, []).append(i)
        for partition, rows in by_partition.items():
            key = partition_key(partition)
            group = [memories[i] for i in rows]
            vecs = np.asarray(vectors[rows], dtype=np.float32)
            with self._write_lock(key):
                self._register(partition, key)
                with self._shard_locks[shard_of_key(key, self._shards)].shared():
                    home = self._home(partition, create=True)
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
                    self._wrote(home.shard)
                if not home.dedicated:
                    self._maybe_move_out(home, len(group))

    def when_stored(self, callback: Callable[[], None]) -> None:
        """Runs `callback` once every write made so far is in Chroma (write_behind.py): the
        journal marks its events applied from here, so a crash before replays them."""
        self._pending.when_stored(callback)

    def flush(self) -> None:
        """Writes what waits in the write-behind queue now (for whatever reads Chroma's
        files or collections without this object: tests, benchmarks, purges)."""
        self._pending.drain()

    def _flush(self, batch: Sequence[Rows]) -> None:
        """Writes queued rows, one upsert per collection. Each partition's home is looked
        up now, under its shard's lock: a shard may have been rebuilt, or the partition
        moved to a collection of its own, since its rows were queued."""
        by_shard: dict[int, list[Rows]] = {}
        for rows in batch:
            by_shard.setdefault(shard_of_key(rows.key, self._shards), []).append(rows)
        for shard, group in by_shard.items():
            with self._shard_locks[shard].shared():
                targets: dict[str, tuple[Any, dict[str, tuple[Vector, dict[str, Any]]]]] = {}
                for rows in group:
                    home = self._home(rows.partition, create=True)
                    assert home.col is not None
                    _, pending = targets.setdefault(home.col.name, (home.col.raw, {}))
                    for rid, vec, meta in zip(rows.ids, rows.vectors, rows.metadatas, strict=True):
                        pending.pop(rid, None)  # a later write of a row replaces the earlier
                        pending[rid] = (vec, meta)
                for col, pending in targets.values():
                    ids = list(pending)
                    for i in range(0, len(ids), COPY_BATCH):
                        part = ids[i : i + COPY_BATCH]
                        col.upsert(
                            ids=part,
                            embeddings=np.stack([pending[r][0] for r in part]),
                            metadatas=[pending[r][1] for r in part],
                        )

    @contextmanager
    def _exclusively(self, shard: int) -> Iterator[None]:
        """The shard alone (a rebuild, a partition moving out): the queue is drained first,
        and inside, this thread's handles do not drain (the queue's writer would wait for
        the shard this thread holds)."""
        self._pending.drain()
        with self._shard_locks[shard].exclusive(), self._pending.suspended():
            yield

    def update_metadata(self, memories: Sequence[Memory]) -> None:
        """Rewrites stored fields of existing entries whose content (and vector) is unchanged."""
        by_partition: dict[Partition, list[Memory]] = {}
        for memory in memories:
            by_partition.setdefault(memory.partition, []).append(memory)
        for partition, group in by_partition.items():
            key = partition_key(partition)
            with self._write_lock(key), self._reading(partition) as home:
                if home.col is None:
                    continue
                group = self._mark_access(home, group)
                if not group:
                    continue
                # No documents: Chroma would try to re-embed them (content is unchanged).
                home.col.update(
                    ids=[row_id(key, m.id) for m in group],
                    metadatas=[self._packed(key, m) for m in group],
                )
                self._written_whole(key, [m.id for m in group])
                self._entries.changed(partition, group)
                self._wrote(home.shard)

    def delete(self, partition: Partition, ids: Sequence[str]) -> int:
        key = partition_key(partition)
        with self._write_lock(key), self._reading(partition) as home:
            if home.col is None or not ids:
                return 0
            existing = home.col.get(ids=[row_id(key, mid) for mid in ids], include=[])["ids"]
            if existing:
                home.col.delete(ids=existing)
            gone = [m for m in (memory_id(key, rid) for rid in existing) if m is not None]
            self._written_whole(key, gone)
            self._blocks.removed(key, gone)
            self._entries.changed(partition, removed=gone)
            with self._lock:
                if key in self._sizes:
                    self._sizes[key] = max(0, self._sizes[key] - len(gone))
            return len(existing)

    def drop(self, partition: Partition) -> int:
        """Erases the partition: its dedicated collection, and its rows in its shard by
        rebuilding the shard without them; then purges what Chroma left on disk. Returns
        how many entries it held."""
        key = partition_key(partition)
        shard = shard_of_key(key, self._shards)
        started = time.perf_counter()
        with self._lock:
            if key not in self._registry:
                # Registered before its first row is written, unregistered after its last
                # trace is gone: nothing of it is in this index.
                return 0
        with self._write_lock(key), self._exclusively(shard):
            self._pending.discard(key)
            home = self._home(partition)
            count = 0 if home.col is None else self._count(home)
            self._blocks.drop(key)
            self._entries.drop(partition)
            if self._marks is not None:
                self._marks.drop(key)
            with self._lock:
                self._sizes.pop(key, None)
                self._expired_memo.pop(shard, None)
            # Whatever the registry says: a move out interrupted by a crash may have left a
            # dedicated copy, and a partition that moved out left deleted rows in its shard.
            self._drop_collection(dedicated_name(key))
            kept = self._rebuild_shard(shard, without=key)
            if key in self._registry:
                self._registry_collection().delete(ids=[key])
                with self._lock:
                    self._registry.pop(key, None)
        purge_dropped(self._path)  # the vectors Chroma leaves on disk (chroma_purge.py)
        log.info(
            "index.partition_dropped",
            shard=shard,
            erased=count,
            shard_rows_kept=kept,
            ms=round((time.perf_counter() - started) * 1000, 1),
        )
        return count

    def _drop_collection(self, name: str) -> bool:
        from chromadb.errors import NotFoundError

        self._forget_handle(name)
        try:
            self._client.delete_collection(name)
        except NotFoundError:
            return False
        return True

    def _rebuild_shard(self, shard: int, *, without: str) -> int:
        """Copies every row of the shard except partition `without` into a fresh collection
        that then takes the shard's name; returns how many rows were kept. The caller holds
        the shard exclusively."""
        name = shard_name(shard)
        old = self._named(name, create=False)
        if old is None:
            return 0
        temp = name + NEXT_SUFFIX
        self._drop_collection(temp)
        fresh = self._client.create_collection(
            temp,
            embedding_function=None,
            configuration=HNSW_CONFIG,
            metadata={"layout": LAYOUT_VERSION, "embedding_model": self._model},
        )
        kept = 0
        offset = 0
        where = {PKEY: {"$ne": without}}
        while True:
            got = old.get(
                where=where,
                include=["embeddings", "metadatas"],
                limit=COPY_BATCH,
                offset=offset,
            )
            if got["ids"]:
                fresh.add(
                    ids=got["ids"],
                    embeddings=np.asarray(got["embeddings"], dtype=np.float32),
                    metadatas=got["metadatas"],
                )
                kept += len(got["ids"])
            if len(got["ids"]) < COPY_BATCH:
                break
            offset += COPY_BATCH
        self._drop_collection(name)
        fresh.modify(name=name)
        with self._lock:
            self._collections[name] = DrainingCollection(fresh, self._pending.drain)
        return kept

    def _wrote(self, shard: int) -> None:
        with self._lock:
            self._shard_writes[shard] = self._shard_writes.get(shard, 0) + 1

    # -- access marks: beside the index (access_marks.py) ---------------------------------

    def _mark_access(self, home: _Home, group: list[Memory]) -> list[Memory]:
        """Writes the updates that only change access marks to the marks table; returns
        the others (written to Chroma). Compared against the entry cache, which holds what
        readers currently see (the core reads the entries just before it marks them)."""
        if self._marks is None:
            return group
        current = self._entries.get_many(home.partition, [m.id for m in group])
        marks = [m for m in group if _only_access_changed(current.get(m.id), m)]
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

    # -- moving a large partition to a collection of its own -------------------------------

    def _maybe_move_out(self, home: _Home, written: int) -> None:
        """Called with the partition's write lock held, after a write to its shard."""
        limit = self._tuning.dedicated_after
        if limit <= 0:
            return
        cached = self._blocks.snapshot(home.key)
        with self._lock:
            if cached is not None:
                self._sizes[home.key] = cached[0].n
            elif home.key in self._sizes:
                self._sizes[home.key] += written  # an upper bound: some rows were replaced
            bound = self._sizes.get(home.key)
        if bound is not None and bound <= limit:
            return
        with self._shard_locks[home.shard].shared():
            exact = self._count(self._home(home.partition))
        with self._lock:
            self._sizes[home.key] = exact
        if exact > limit:
            self._move_out(home.partition)

    def _move_out(self, partition: Partition) -> None:
        started = time.perf_counter()
        key = partition_key(partition)
        shard = shard_of_key(key, self._shards)
        lock = self._shard_locks[shard]
        own = self._named(dedicated_name(key), create=True)
        assert own is not None
        with lock.shared():
            home = self._home(partition)
            assert home.col is not None and not home.dedicated
            got = get_all(home.col, {PKEY: key}, ["embeddings", "metadatas"])
            for i in range(0, len(got["ids"]), COPY_BATCH):
                own.upsert(
                    ids=got["ids"][i : i + COPY_BATCH],
                    embeddings=np.asarray(got["embeddings"][i : i + COPY_BATCH], np.float32),
                    metadatas=got["metadatas"][i : i + COPY_BATCH],
                )
        with self._exclusively(shard):  # readers switch collections between reads, not within
            self._registry_collection().update(ids=[key], metadatas=[{"dedicated": True}])
            with self._lock:
                self._registry[key] = (partition, True)
                self._sizes.pop(key, None)
            self._blocks.drop(key)
        with lock.shared():
            for i in range(0, len(got["ids"]), COPY_BATCH):
                home.col.delete(ids=got["ids"][i : i + COPY_BATCH])
        log.info(
            "index.partition_moved_out",
            shard=shard,
            entries=len(got["ids"]),
            ms=round((time.perf_counter() - started) * 1000, 1),
        )

    # -- MemoryIndex: reads ------------------------------------------------------------------

    def get(self, partition: Partition, ids: Sequence[str]) -> list[Memory]:
        with self._reading(partition) as home:
            found = self._entries_of(home, ids)
        return [found[mid] for mid in ids if mid in found]

    def query(
        self,
        partition: Partition,
        vector: Vector,
        k: int,
        *,
        kinds: Sequence[str] = (),
        scope: str = "",
        labels: Sequence[str] = (),
        occurred: TimeRange = TimeRange(),
        include_superseded: bool = False,
        now: datetime | None = None,
    ) -> list[tuple[Memory, float]]:
        def live(m: Memory) -> bool:
            return (include_superseded or not m.superseded_by) and (
                now is None or m.expires_at is None or m.expires_at > now
            )

        where = build_where(
            kinds=kinds,
            scope=scope,
            labels=labels,
            occurred=occurred,
            include_superseded=include_superseded,
            now=now,
        )
        explicit = bool(kinds or scope or labels or occurred.start or occurred.end)
        with self._reading(partition) as home:
            if home.col is None or k <= 0:
                return []
            hits = self._search(home, vector, k, where, explicit, live, with_vectors=False)
        return [(m, s) for m, s, _ in hits]

    def neighbors(
        self, partition: Partition, vector: Vector, k: int, *, scope: str, now: datetime
    ) -> list[tuple[Memory, float, Vector]]:
        """Live entries of one scope nearest to `vector`, with their vectors (dedup candidates)."""

        def live(m: Memory) -> bool:
            return (
                m.scope == scope
                and not m.superseded_by
                and (m.expires_at is None or m.expires_at > now)
            )

        with self._reading(partition) as home:
            if home.col is None or k <= 0:
                return []
            where = build_where(scope=scope, now=now)
            # 3x head-room as before: superseded entries crowd the nearest neighbours of a
            # write (dedup supersedes near-duplicates), and the filtered fallback is slow.
            return self._search(home, vector, k, where, False, live, with_vectors=True, wide=3)

    def _search(
        self,
        home: _Home,
        vector: Vector,
        k: int,
        where: dict[str, Any] | None,
        explicit: bool,
        live: Callable[[Memory], bool],
        *,
        with_vectors: bool,
        wide: float = 1.2,
    ) -> list[tuple[Memory, float, Vector]]:
        """The k best entries passing `where`. Without explicit filters, only the implicit
        ones (superseded, expired) apply, checked here on the decoded entries: the best few
        are read, and if too many were dropped, four times as many, and so on (near
        duplicates superseded by dedup crowd some cues: a Chroma read of the rows `where`
        admits cost ~12 ms at 2,000 entries, against well under one for the wider read).
        Only explicit filters, or a partition past GROW_LIMIT, ask Chroma."""
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        if home.dedicated:
            cached = self._blocks.snapshot(home.key)
            if cached is None:
                self._warm(home.partition)
                return self._search_hnsw(home, query, k, where, explicit, live, with_vectors, wide)
            snap = cached[0]
        else:
            snap = self._snapshot(home)
        fetch = max(k + 5, int(k * wide))
        while not explicit:
            ranked = snap.top(query, fetch)
            hits = self._resolve(home, snap, ranked, with_vectors, live)
            if len(hits) >= k or len(ranked) < fetch:
                return hits[:k]
            if fetch >= GROW_LIMIT:
                break
            fetch = min(fetch * 4, GROW_LIMIT)
        rows = None if where is None else self._allowed_rows(home, snap, where)
        ranked = snap.top(query, k, rows)
        return self._resolve(home, snap, ranked, with_vectors, live)[:k]

    def _resolve(
        self,
        home: _Home,
        snap: Snapshot | None,
        ranked: list[tuple[str, float]],
        with_vectors: bool,
        live: Callable[[Memory], bool],
        vectors: dict[str, Vector] | None = None,
    ) -> list[tuple[Memory, float, Vector]]:
        entries = self._entries_of(home, [mid for mid, _ in ranked])
        out: list[tuple[Memory, float, Vector]] = []
        for mid, score in ranked:
            memory = entries.get(mid)
            if memory is None or not live(memory):
                continue
            vec = _NO_VECTOR
            if with_vectors:
                if vectors is not None:
                    vec = vectors[mid]
                elif snap is not None:
                    vec = snap.vector(mid)
            out.append((memory, score, vec))
        return out

    def _search_hnsw(
        self,
        home: _Home,
        query: Vector,
        k: int,
        where: dict[str, Any] | None,
        explicit: bool,
        live: Callable[[Memory], bool],
        with_vectors: bool,
        wide: float,
    ) -> list[tuple[Memory, float, Vector]]:
        """A dedicated collection: unfiltered HNSW with head-room, filtered here (Chroma's
        filtered path is several times slower), falling back to the filtered path."""
        col = home.col
        assert col is not None
        include = ["distances", "embeddings"] if with_vectors else ["distances"]

        def run(n: int, w: dict[str, Any] | None) -> tuple[list[tuple[str, float]], _Vectors]:
            # Unfiltered, the rows still waiting in the write-behind queue are scored here
            # and merged in (no drain: a drain would put a Chroma upsert on every write to
            # a large partition); a filtered search drains and asks Chroma alone.
            waiting = self._pending.waiting(home.key) if w is None else {}
            target = col.raw if w is None else col
            got = target.query(query_embeddings=[query], n_results=n, where=w, include=include)
            scores: dict[str, float] = {}
            vectors: dict[str, Vector] = {}
            embs = got["embeddings"][0] if with_vectors else [None] * len(got["ids"][0])
            for rid, dist, emb in zip(got["ids"][0], got["distances"][0], embs, strict=True):
                if rid not in waiting:
                    scores[rid] = 1.0 - float(dist)
                    if with_vectors:
                        vectors[rid] = np.asarray(emb, dtype=np.float32)
            for rid, vec in waiting.items():
                scores[rid] = _cosine(query, vec)
                vectors[rid] = np.asarray(vec, dtype=np.float32)
            ranked: list[tuple[str, float]] = []
            out_vectors: dict[str, Vector] = {}
            for rid, score in sorted(scores.items(), key=lambda kv: -kv[1])[:n]:
                mid = memory_id(home.key, rid)
                if mid is not None:
                    ranked.append((mid, score))
                    if with_vectors:
                        out_vectors[mid] = vectors[rid]
            return ranked, out_vectors

        fetch = max(k + 5, int(k * wide))
        while not explicit:  # as in _search: wider before filtered
            ranked, vectors = run(fetch, None)
            hits = self._resolve(home, None, ranked, with_vectors, live, vectors)
            if len(hits) >= k or len(ranked) < fetch:
                return hits[:k]
            if fetch >= GROW_LIMIT:
                break
            fetch = min(fetch * 4, GROW_LIMIT)
        ranked, vectors = run(k, where)
        return self._resolve(home, None, ranked, with_vectors, live, vectors)[:k]

    def vectors(self, partition: Partition, ids: Sequence[str]) -> dict[str, Vector]:
        """Stored vectors of these ids (no metadata: much cheaper than a full read)."""
        with self._reading(partition) as home:
            if home.col is None or not ids:
                return {}
            cached = self._blocks.snapshot(home.key) if home.dedicated else None
            if not home.dedicated or cached is not None:
                snap = cached[0] if cached is not None else self._snapshot(home)
                return {mid: snap.vector(mid) for mid in ids if snap.has(mid)}
            got = home.col.get(ids=[row_id(home.key, mid) for mid in ids], include=["embeddings"])
            out: dict[str, Vector] = {}
            for rid, emb in zip(got["ids"], got["embeddings"], strict=True):
                mid = memory_id(home.key, rid)
                if mid is not None:
                    out[mid] = np.asarray(emb, dtype=np.float32)
            return out

    def scan(
        self,
        partition: Partition,
        *,
        include_superseded: bool = False,
        now: datetime | None = None,
    ) -> list[Memory]:
        with self._reading(partition) as home:
            if home.col is None:
                return []
            where = build_where(include_superseded=include_superseded, now=now)
            got = get_all(home.col, self._scoped(home, where), ["metadatas"])
            return [m for m, _ in self._decode_all(home, got)]

    def same_fact(
        self, partition: Partition, key: str, *, scope: str, now: datetime
    ) -> list[tuple[Memory, Vector]]:
        """Live entries whose structured fact has this subject|predicate key."""
        if not key:
            return []
        with self._reading(partition) as home:
            if home.col is None:
                return []
            live = build_where(scope=scope, now=now)
            digest = {"fact_key": self._codec.fact_key(partition, key)}
            where = {"$and": [live, digest]} if live else digest
            got = home.col.get(
                where=self._scoped(home, where),
                include=["metadatas", "embeddings"],
            )
            return self._decode_all(home, got, vectors=True)

    def with_vectors(
        self, partition: Partition, ids: Sequence[str] | None = None, *, now: datetime | None = None
    ) -> list[tuple[Memory, Vector]]:
        """Entries with their stored vectors: the given ids, or every live entry."""
        with self._reading(partition) as home:
            if home.col is None or (ids is not None and not ids):
                return []
            include = ["metadatas", "embeddings"]
            if ids is not None:
                got = home.col.get(ids=[row_id(home.key, mid) for mid in ids], include=include)
            else:
                got = get_all(home.col, self._scoped(home, build_where(now=now)), include)
            return self._decode_all(home, got, vectors=True)

    def partitions(self) -> list[Partition]:
        """Every partition that has entries (or had: used by sweeps and batch jobs)."""
        with self._lock:
            return [p for p, _ in self._registry.values()]

    def expired(self, partition: Partition, now: datetime, limit: int) -> list[str]:
        """Ids of unpinned entries whose expiry has passed, at most `limit`.

        The sweep asks every partition in turn with the same `now`: for partitions in a
        shard, one read per shard answers all of them (at most `limit` rows), instead of one
        read per partition (10,000 peers: 10,000 reads a minute)."""
        with self._reading(partition) as home:
            if home.col is None or limit <= 0:
                return []
            if home.dedicated:
                got = home.col.get(where=expired_where(now), limit=limit, include=[])
                return [m for m in (memory_id(home.key, r) for r in got["ids"]) if m is not None]
            with self._lock:
                memo = self._expired_memo.get(home.shard)
                writes = self._shard_writes.get(home.shard, 0)
            if memo is None or memo[0] != now or memo[1] != writes:
                got = home.col.get(where=expired_where(now), limit=limit, include=["metadatas"])
                grouped: dict[str, list[str]] = {}
                for rid, meta in zip(got["ids"], got["metadatas"], strict=True):
                    owner = str((meta or {}).get(PKEY, ""))
                    mid = memory_id(owner, rid)
                    if mid is not None:
                        grouped.setdefault(owner, []).append(mid)
                memo = (now, writes, grouped)
                with self._lock:
                    self._expired_memo[home.shard] = memo
            with self._lock:
                return memo[2].pop(home.key, [])[:limit]

    def count(self, partition: Partition) -> int:
        with self._reading(partition) as home:
            return self._count(home)

    def _count(self, home: _Home) -> int:
        if home.col is None:
            return 0
        if home.dedicated:
            return int(home.col.count())
        cached = self._blocks.snapshot(home.key)
        if cached is not None:
            return cached[0].n
        return len(get_all(home.col, {PKEY: home.key}, [])["ids"])

    def cache_stats(self) -> dict[str, int]:
        """For benchmarks and metrics: the vector block cache's size and hit counts."""
        return {
            "block_bytes": self._blocks.nbytes,
            "block_hits": self._blocks.hits,
            "block_misses": self._blocks.misses,
        }

    def close(self) -> None:
        self._warmer.shutdown(wait=True)
        self._pending.close()
        if self._marks is not None:
            self._marks.close()
        with self._lock:
            self._collections.clear()
        self._blocks.clear()


_NO_VECTOR: Vector = np.zeros(0, dtype=np.float32)


def _cosine(a: Vector, b: Vector) -> float:
    """Chroma's cosine space, as a similarity (1 - its distance)."""
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.dot(a, b)) / norm if norm else 0.0


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_Vectors = dict[str, Vector]


def _marked(memory: Memory, mark: tuple[int, int] | None) -> Memory:
    """The entry with the access marks of the marks table, when it has a row for it."""
    if mark is None:
        return memory
    count, last = mark
    at = _EPOCH + timedelta(microseconds=last) if last else None
    return dataclasses.replace(memory, access_count=count, last_accessed_at=at)


def _only_access_changed(old: Memory | None, new: Memory) -> bool:
    """Whether `new` is `old` with other access marks only (count, last access)."""
    if old is None:
        return False
    same = dataclasses.replace(
        new, access_count=old.access_count, last_accessed_at=old.last_accessed_at
    )
    return same == old and new != old


def _is_legacy(name: str) -> bool:
    """A layout-1 partition collection: `mem-` and 40 hex digits."""
    rest = name[len(LEGACY_PREFIX) :]
    return (
        name.startswith(LEGACY_PREFIX)
        and len(rest) == 40
        and all(c in "0123456789abcdef" for c in rest)
    )
