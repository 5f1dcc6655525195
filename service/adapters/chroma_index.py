"""MemoryIndex on Chroma: partitions hashed into shard collections, searched exactly.

Why not a collection per partition (layout 1): in Chroma 1.5.9 every collection written to
costs ~2.6 MB of RSS whatever its HNSW parameters, so memory grew with the number of peers
(1,000 peers x 100 memories: 3.27 GB; 10,000 peers would not fit on this machine). Here a
fixed number of shard collections hold every partition (chroma_layout.py), so the fixed cost
is paid once per shard and the rest grows with the data.

`ChromaIndex` is the MemoryIndex port; the parts it is made of, each with its reasons:
- chroma_layout.py: collection names, partition keys, packed rows, the recorded layout;
- chroma_shards.py: where each partition lives (the registry, the collection handles), the
  locks, and which reads drain the write-behind queue (write_behind.py);
- chroma_rows.py: decoding, with isolation's last check, and the entry and vector caches;
- chroma_search.py: exact search over a partition's cached vectors, HNSW for a large one;
- chroma_writes.py: upserts (queued behind), updates, deletes, access marks;
- chroma_moves.py: Forget by shard rebuild, a large partition moving to its own collection.

Isolation is enforced in those parts, not by callers: row ids carry the partition key, every
filtered read and scan of a shard names it, and every decoded row is checked against the
partition it was read for.

Chroma's bindings hold the GIL for the whole of each call, so every long Chroma call stalls
every server thread: rows are packed into few metadata keys (chroma_layout.py), copies go in
short batches, and access marks are kept out of Chroma altogether (access_marks.py).
Measured with scripts/bench_scale.py (static-64d, 1,000 peers x 100): server RSS 1.10 GB
against 3.61 GB for layout 1, Recall p50/p99 12.4/26.5 ms against 81.6/228.5 ms.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import structlog

from service.adapters.access_marks import AccessMarks, access_path
from service.adapters.chroma_health import IndexMarker
from service.adapters.chroma_layout import (
    DEFAULT_SHARDS,
    LAYOUT_VERSION,
    open_layout,
    partition_collection_name,
    partition_key,
    shard_of_key,
)
from service.adapters.chroma_moves import Mover, recover_rebuilds
from service.adapters.chroma_purge import scrub_freed_memory
from service.adapters.chroma_rows import RowReader
from service.adapters.chroma_search import Searcher
from service.adapters.chroma_shards import ShardMap
from service.adapters.chroma_writes import Writer
from service.adapters.entry_cache import EntryCache
from service.adapters.vector_blocks import BlockCache
from service.adapters.write_behind import Rows, WriteBehind
from service.codec import FlatCodec
from service.crypto import Sealer
from service.domain import Memory, Partition, TimeRange
from service.ports import Vector

__all__ = ["DEFAULT_TUNING", "ChromaIndex", "IndexTuning", "partition_collection_name"]

log = structlog.get_logger(__name__)


@dataclass(frozen=True, slots=True)
class IndexTuning:
    """The knobs of the layout (settings `index.*`; `entries` is `recall.cache_entries`)."""

    shards: int = DEFAULT_SHARDS  # for a new index; an existing one keeps what it recorded
    dedicated_after: int = 1_000  # entries; 0 = partitions never leave their shard
    block_cache_bytes: int = 256 << 20
    entries: int = 100_000  # the settings' default (recall.cache_entries)
    flush_delay_s: float = 1.0  # write-behind: how long a shard's rows may wait for Chroma
    flush_rows: int = 256  # ... or how many may wait


DEFAULT_TUNING = IndexTuning()


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
        marker: IndexMarker | None = None,
    ) -> None:
        started = time.perf_counter()
        self._client = client
        self._path = path
        self._marks = marks
        self._marker = marker  # released by a clean close (chroma_health.py)
        self._codec = FlatCodec(sealer)
        self._model = embedding_model
        self._blocks = BlockCache(tuning.block_cache_bytes)
        self._entries = EntryCache(tuning.entries)
        shards = open_layout(
            client,
            model=embedding_model,
            dimension=dimension,
            shards=tuning.shards,
            where=where or "the configured Chroma server",
            path=path,
        )
        self._pending = WriteBehind(
            self._flush,
            max_delay_s=tuning.flush_delay_s,
            max_rows=tuning.flush_rows,
            group_of=lambda key: shard_of_key(key, shards),  # the writer's unit (store)
        )
        self._map = ShardMap(
            client,
            shards,
            model=embedding_model,
            pending=self._pending,
            resolve=lambda: {
                partition_key(p): p
                for p in [*sealer.partitions(), *(p for p, _ in sealer.erasures())]
            },
            path=path,
        )
        recover_rebuilds(client, shards)
        self._rows = RowReader(
            self._map,
            self._codec,
            dimension=dimension,
            entries=self._entries,
            blocks=self._blocks,
            marks=marks,
            warm=tuning.block_cache_bytes > 0,
        )
        self._searcher = Searcher(self._rows, self._blocks, self._pending)
        self._moves = Mover(
            self._map,
            self._rows,
            self._pending,
            blocks=self._blocks,
            entries=self._entries,
            marks=marks,
            path=path,
            dedicated_after=tuning.dedicated_after,
        )
        self._writer = Writer(
            self._map,
            self._codec,
            self._pending,
            blocks=self._blocks,
            entries=self._entries,
            marks=marks,
            moves=self._moves,
        )
        partitions, dedicated = self._map.counts()
        log.info(
            "index.opened",
            layout=LAYOUT_VERSION,
            shards=shards,
            partitions=partitions,
            dedicated=dedicated,
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
        marker = IndexMarker(path)  # before Chroma opens it: one process at a time
        try:
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
                marker=marker,
            )
        except BaseException:
            marker.release_keeping_file()  # not a clean close: the next start checks it
            raise

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
        return self._map.shards

    # -- MemoryIndex: writes (chroma_writes.py, chroma_moves.py) ---------------------------

    def upsert(self, memories: Sequence[Memory], vectors: Vector) -> None:
        self._writer.upsert(memories, vectors)

    def orphans(self) -> list[str]:
        """Keys of partitions no key names any more (`chroma_registry.py`)."""
        return list(self._map.orphans)

    @property
    def has_orphans(self) -> bool:
        """Checked on every write: no copy of the list."""
        return bool(self._map.orphans)

    def when_stored(self, callback: Callable[[], None]) -> None:
        """Runs `callback` once every write made so far is in Chroma (write_behind.py): the
        journal marks its events applied from here, so a crash before replays them."""
        self._pending.when_stored(callback)

    def flush(self) -> None:
        """Writes what waits in the write-behind queue now (for whatever reads Chroma's
        files or collections without this object: tests, benchmarks, purges)."""
        self._pending.drain()

    def _flush(self, batch: Sequence[Rows]) -> None:
        # The queue's writer. A method rather than the writer's own, since the queue comes
        # first: the shard map's handles drain into it, and the writer needs both.
        self._writer.store(batch)

    def update_metadata(self, memories: Sequence[Memory]) -> None:
        """Rewrites stored fields of existing entries whose content (and vector) is unchanged."""
        self._writer.update_metadata(memories)

    def delete(self, partition: Partition, ids: Sequence[str]) -> int:
        return self._writer.delete(partition, ids)

    def drop(self, partition: Partition) -> int:
        """Erases the partition (Forget, chroma_moves.py); returns how many entries it held."""
        return self._moves.drop(partition)

    def drop_key(self, key: str) -> bool:
        """Erases a partition known by its key alone: one whose peer was forgotten after a
        re-embedding read it (its key is destroyed, so no partition names it). False if the
        index has no such partition."""
        return self._moves.drop_orphan(key)

    # -- MemoryIndex: reads ------------------------------------------------------------------

    def get(self, partition: Partition, ids: Sequence[str]) -> list[Memory]:
        with self._map.reading(partition) as home:
            found = self._rows.entries_of(home, ids)
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
        with self._map.reading(partition) as home:
            return self._searcher.query(
                home,
                vector,
                k,
                kinds=kinds,
                scope=scope,
                labels=labels,
                occurred=occurred,
                include_superseded=include_superseded,
                now=now,
            )

    def neighbors(
        self,
        partition: Partition,
        vector: Vector,
        k: int,
        *,
        scope: str,
        now: datetime,
        floor: float | None = None,
    ) -> list[tuple[Memory, float, Vector]]:
        """Live entries of one scope nearest to `vector`, with their vectors (dedup candidates)."""
        with self._map.reading(partition) as home:
            return self._searcher.neighbors(home, vector, k, scope=scope, now=now, floor=floor)

    def neighbors_many(
        self,
        partition: Partition,
        vectors: Vector,
        k: int,
        *,
        scope: str,
        now: datetime,
        floor: float,
    ) -> list[list[tuple[Memory, float, Vector]]]:
        """`neighbors` of each row of `vectors` at least `floor` similar, in one pass."""
        with self._map.reading(partition) as home:
            return self._searcher.neighbors_many(
                home, vectors, k, scope=scope, now=now, floor=floor
            )

    def vectors(self, partition: Partition, ids: Sequence[str]) -> dict[str, Vector]:
        """Stored vectors of these ids (no metadata: much cheaper than a full read)."""
        with self._map.reading(partition) as home:
            return self._rows.vectors(home, ids)

    def scan(
        self,
        partition: Partition,
        *,
        include_superseded: bool = False,
        now: datetime | None = None,
    ) -> list[Memory]:
        with self._map.reading(partition) as home:
            return self._rows.scan(home, include_superseded=include_superseded, now=now)

    def pointing_to(self, partition: Partition, memory_ids: Collection[str]) -> list[Memory]:
        with self._map.reading(partition) as home:
            return self._rows.pointing_to(home, memory_ids)

    def same_fact(
        self, partition: Partition, key: str, *, scope: str, now: datetime
    ) -> list[tuple[Memory, Vector]]:
        """Live entries whose structured fact has this subject|predicate key."""
        if not key:
            return []
        with self._map.reading(partition) as home:
            return self._rows.same_fact(home, key, scope=scope, now=now)

    def with_vectors(
        self, partition: Partition, ids: Sequence[str] | None = None, *, now: datetime | None = None
    ) -> list[tuple[Memory, Vector]]:
        """Entries with their stored vectors: the given ids, or every live entry."""
        with self._map.reading(partition) as home:
            return self._rows.with_vectors(home, ids, now=now)

    def partitions(self) -> list[Partition]:
        """Every partition that has entries (or had: used by sweeps and batch jobs)."""
        return self._map.partitions()

    def expired(self, partition: Partition, now: datetime, limit: int) -> list[str]:
        """Ids of unpinned entries whose expiry has passed, at most `limit` (chroma_rows.py:
        one read per shard answers the sweep for every partition in it)."""
        with self._map.reading(partition) as home:
            return self._rows.expired(home, now, limit)

    def count(self, partition: Partition) -> int:
        with self._map.reading(partition) as home:
            return self._rows.count(home)

    def cache_stats(self) -> dict[str, int]:
        """For benchmarks and metrics: the vector block cache's size and hit counts."""
        return {
            "block_bytes": self._blocks.nbytes,
            "block_hits": self._blocks.hits,
            "block_misses": self._blocks.misses,
        }

    def close(self) -> None:
        self._rows.close()
        self._pending.close()
        if self._marks is not None:
            self._marks.close()
        self._map.clear()
        self._blocks.clear()
        if self._marker is not None:
            self._marker.release()
