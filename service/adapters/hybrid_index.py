"""The MemoryIndex the core uses: Chroma for vectors and entries, FTS5 for keywords.

Every change to an entry goes through here, so the keyword index can never miss a write,
merge, supersede, delete, expiry or Forget: the core has one index to keep in step with the
log, and a rebuild from the log (scripts/reembed.py) rebuilds both.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path

from service.adapters.access_marks import access_path
from service.adapters.chroma_health import marker_path
from service.adapters.chroma_index import DEFAULT_TUNING, ChromaIndex, IndexTuning
from service.adapters.chroma_layout import partition_key
from service.adapters.keywords import Entry, KeywordIndex
from service.crypto import Sealer
from service.domain import KeywordMatch, Memory, Partition, TimeRange
from service.ports import Vector


def keywords_path(index_dir: Path) -> Path:
    """The keyword file that belongs to an embedded index directory (a sibling, so a
    re-embedding into a new directory gets its own, switched together)."""
    return index_dir.with_name(index_dir.name + "-keywords.sqlite3")


def index_siblings(index_dir: Path) -> list[Path]:
    """The files beside an embedded index directory that belong to it (keywords, access
    marks, the open-marker, with SQLite's -wal/-shm): what goes when the index goes."""
    owned = (keywords_path(index_dir), access_path(index_dir))
    found = [p.with_name(p.name + s) for p in owned for s in ("", "-wal", "-shm")]
    return [p for p in (*found, marker_path(index_dir)) if p.exists()]


class HybridIndex:
    def __init__(self, vectors: ChromaIndex, keywords: KeywordIndex) -> None:
        # Decoded entries and per-partition vectors are cached inside ChromaIndex, which sees
        # every change before anything can read it back.
        self.vectors = vectors
        self.keywords = keywords

    @classmethod
    def embedded(
        cls,
        path: Path,
        *,
        embedding_model: str,
        dimension: int,
        sealer: Sealer,
        tuning: IndexTuning = DEFAULT_TUNING,
    ) -> HybridIndex:
        vectors = ChromaIndex.embedded(
            path, embedding_model=embedding_model, dimension=dimension, sealer=sealer, tuning=tuning
        )
        keywords = KeywordIndex(keywords_path(path), sealer)
        return cls(vectors, keywords)

    @property
    def embedding_model(self) -> str:
        return self.vectors.embedding_model

    # -- changes: both stores ------------------------------------------------------------

    def upsert(self, memories: Sequence[Memory], vectors: Vector) -> None:
        if self.vectors.has_orphans:
            # a forgotten peer written again gets a new key: rows sealed with its old one
            # (kept as an orphan) would sit beside the new and fail every read of them
            for partition in {m.partition for m in memories}:
                self.drop_key(partition_key(partition))
        self.vectors.upsert(memories, vectors)
        by_partition: dict[Partition, list[Entry]] = {}
        for m in memories:
            entry = Entry(m.id, m.content, m.session_id, m.position)
            by_partition.setdefault(m.partition, []).append(entry)
        for partition, items in by_partition.items():
            self.keywords.upsert(partition, items)

    def when_stored(self, callback: Callable[[], None]) -> None:
        self.vectors.when_stored(callback)  # the keyword index writes synchronously

    def flush(self) -> None:
        """Everything written so far is in Chroma (the keyword index writes synchronously)."""
        self.vectors.flush()

    def update_metadata(self, memories: Sequence[Memory]) -> None:
        self.vectors.update_metadata(memories)  # content unchanged: keywords stay

    def delete(self, partition: Partition, ids: Sequence[str]) -> int:
        removed = self.vectors.delete(partition, ids)
        self.keywords.delete(partition, ids)
        return removed

    def drop(self, partition: Partition) -> int:
        erased = self.vectors.drop(partition)
        self.keywords.drop(partition)
        return erased

    def drop_key(self, key: str) -> bool:
        """A partition whose key was destroyed after this index read it (`ChromaIndex.
        drop_key`); its keyword rows go too."""
        dropped = self.vectors.drop_key(key)
        if dropped:
            self.keywords.drop_part(key)
        return dropped

    # -- reads ---------------------------------------------------------------------------

    def keyword_search(self, partition: Partition, cue: str, k: int) -> list[KeywordMatch]:
        return self.keywords.search(partition, cue, k)

    def get(self, partition: Partition, ids: Sequence[str]) -> list[Memory]:
        return self.vectors.get(partition, ids)

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
        return self.vectors.query(
            partition,
            vector,
            k,
            kinds=kinds,
            scope=scope,
            labels=labels,
            occurred=occurred,
            include_superseded=include_superseded,
            now=now,
        )

    def session_neighbors(
        self, partition: Partition, sessions: Mapping[str, Iterable[int]]
    ) -> list[Memory]:
        # The keyword index keeps each turn's slot in an indexed table: one lookup, then
        # one read by id through the entry cache (Chroma's metadata filter over many sessions
        # is much slower, and neighbours of a hot conversation are read again and again).
        return self.get(partition, self.keywords.turns(partition, sessions))

    def vectors_of(self, partition: Partition, ids: Sequence[str]) -> dict[str, Vector]:
        return self.vectors.vectors(partition, ids)

    def scan(
        self, partition: Partition, *, include_superseded: bool = False, now: datetime | None = None
    ) -> list[Memory]:
        return self.vectors.scan(partition, include_superseded=include_superseded, now=now)

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
        return self.vectors.neighbors(partition, vector, k, scope=scope, now=now, floor=floor)

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
        return self.vectors.neighbors_many(partition, vectors, k, scope=scope, now=now, floor=floor)

    def pointing_to(self, partition: Partition, memory_ids: Collection[str]) -> list[Memory]:
        return self.vectors.pointing_to(partition, memory_ids)

    def same_fact(
        self, partition: Partition, key: str, *, scope: str, now: datetime
    ) -> list[tuple[Memory, Vector]]:
        return self.vectors.same_fact(partition, key, scope=scope, now=now)

    def with_vectors(
        self, partition: Partition, ids: Sequence[str] | None = None, *, now: datetime | None = None
    ) -> list[tuple[Memory, Vector]]:
        return self.vectors.with_vectors(partition, ids, now=now)

    def partitions(self) -> list[Partition]:
        return self.vectors.partitions()

    def expired(self, partition: Partition, now: datetime, limit: int) -> list[str]:
        return self.vectors.expired(partition, now, limit)

    def count(self, partition: Partition) -> int:
        return self.vectors.count(partition)

    def close(self) -> None:
        self.vectors.close()
        self.keywords.close()
