"""Per-partition vector matrices for exact search, kept in a bounded LRU cache.

Why: partitions share shard collections (chroma_index.py), and Chroma's filtered HNSW search
over a shared collection is slow and lossy (measured 45 ms p50 and recall@10 0.91 at 2%
selectivity over 100k vectors). A partition of a few hundred entries is searched exactly
instead: one matrix-vector product over all its vectors (~10 us for 100 x 384 floats, ~0.5
ms for 10,000), so recall is 1.0 against brute force by construction. Reading a partition's
vectors out of Chroma is the expensive part (~50 us per 384-d row, ~8 us per 64-d row: Chroma
hands them over as Python floats), so the matrices are cached, bounded by bytes, least
recently used out.

Consistency: every change to the index passes through ChromaIndex, which applies the same
change to the cached block (append, replace, remove) right after Chroma has it, and bumps the
partition's version; a block read from Chroma is only cached if no change happened while it
was being read (the same protocol as the entry cache). Blocks are copy-on-write for
replacements and removals and append into spare capacity, so a search that took a snapshot
never sees a half-applied change.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from service.ports import Vector

# Per row beyond the floats: the id string, its list slot and the row dict entry (measured
# ~150 bytes for 34-character ids on CPython 3.11).
ROW_OVERHEAD = 160


def single_threaded_blas() -> None:
    """Keeps numpy's BLAS to one thread, for the whole process.

    OpenBLAS splits even a matrix-vector product over every core and spin-waits between
    them: the exact search of a 5,000-row partition took 1.5 ms that way against 0.16 ms on
    one thread, and ~13 ms a search while ONNX, Chroma and aw-server had the cores (a bulk
    ingest into a 5,000-entry partition spent most of its time there). The products here
    are small; concurrent requests are what should use the cores."""
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


def unit_rows(rows: Vector) -> Vector:
    """Rows scaled to unit length (Chroma's cosine space compares unit vectors)."""
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return np.asarray(rows / norms, dtype=np.float32)


def column_major(rows: Vector) -> Vector:
    """The same rows stored column by column (Fortran order).

    Why: OpenBLAS's matrix-vector kernel streams a column-major matrix about twice as fast
    as a row-major one here once the matrix leaves the cache (10,000 x 384: 1.09 against
    2.17 ms after 40 MB of other work, 0.47 against 1.41 ms hot; measured on the 2-core AVX2
    EPYC with numpy's OpenBLAS on one thread), and a Recall's exact search runs right after
    the model has evicted it. Row order, ids and results are unchanged."""
    return np.asfortranarray(rows, dtype=np.float32)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What one search reads: rows [0, n) of the matrix and their ids, immutable for it."""

    ids: list[str]
    rows: dict[str, int]  # appended to after the snapshot: rows >= n are not its own
    matrix: Vector
    n: int

    def has(self, mid: str) -> bool:
        row = self.rows.get(mid)
        return row is not None and row < self.n

    def vectors(self, ids: Sequence[str]) -> Vector:
        """The rows of `ids`, in order, as one C-ordered copy (one gather, not one per row)."""
        rows = np.asarray([self.rows[mid] for mid in ids], dtype=np.int64)
        return np.ascontiguousarray(self.matrix[rows], dtype=np.float32)

    def rows_of(self, ids: Sequence[str]) -> np.ndarray:
        found = [r for r in (self.rows.get(mid) for mid in ids) if r is not None and r < self.n]
        return np.asarray(sorted(found), dtype=np.int64)

    def top(self, query: Vector, k: int, rows: np.ndarray | None = None) -> list[tuple[str, float]]:
        """The k rows most similar to `query` (cosine), best first; `rows`: only these."""
        if self.n == 0 or k <= 0:
            return []
        q = np.asarray(query, dtype=np.float32).reshape(-1)
        norm = float(np.linalg.norm(q))
        if norm > 0:
            q = q / norm
        if rows is None:
            scores = self.matrix[: self.n] @ q
            index = np.arange(self.n)
        else:
            if rows.size == 0:
                return []
            scores = self.matrix[rows] @ q
            index = rows
        if k < scores.shape[0]:
            part = np.argpartition(-scores, k - 1)[:k]
        else:
            part = np.arange(scores.shape[0])
        # Ties broken by row (insertion order): deterministic results.
        order = part[np.lexsort((index[part], -scores[part]))]
        return [(self.ids[int(index[i])], float(scores[i])) for i in order]

    def top_many(self, queries: Vector, k: int, floor: float) -> list[list[tuple[str, float]]]:
        """For each query row, its k most similar rows scoring at least `floor`, best first:
        one matrix product for all of them (a write batch's dedup candidates), reading the
        partition's vectors once rather than once per query."""
        q = unit_rows(np.asarray(queries, dtype=np.float32).reshape(len(queries), -1))
        if self.n == 0 or k <= 0:
            return [[] for _ in range(q.shape[0])]
        scores = q @ self.matrix[: self.n].T  # one row of similarities per query
        out: list[list[tuple[str, float]]] = []
        for row in scores:
            index = np.flatnonzero(row >= floor)
            if index.size > k:
                index = index[np.argpartition(-row[index], k - 1)[:k]]
            order = index[np.lexsort((index, -row[index]))]
            out.append([(self.ids[int(i)], float(row[i])) for i in order])
        return out

    def ranked(self, query: Vector) -> list[tuple[str, float]]:
        """Every row, most similar first (the caller walks it until its filters are met)."""
        return self.top(query, self.n)


class Block:
    """One partition's vectors: ids in insertion order, unit rows, spare capacity to append."""

    def __init__(self, ids: Sequence[str], vectors: Vector, dimension: int) -> None:
        rows = np.asarray(vectors, dtype=np.float32).reshape(len(ids), dimension)
        self._dim = dimension
        self._ids = list(ids)
        self._row = {mid: i for i, mid in enumerate(self._ids)}
        self._matrix = column_major(
            unit_rows(rows) if len(ids) else np.zeros((0, dimension), np.float32)
        )
        self._n = len(self._ids)

    @property
    def size(self) -> int:
        return self._n

    @property
    def nbytes(self) -> int:
        return int(self._matrix.nbytes) + ROW_OVERHEAD * len(self._ids)

    def snapshot(self) -> Snapshot:
        return Snapshot(self._ids, self._row, self._matrix, self._n)

    def upsert(self, ids: Sequence[str], vectors: Vector) -> None:
        rows = unit_rows(np.asarray(vectors, dtype=np.float32).reshape(len(ids), self._dim))
        latest = {mid: i for i, mid in enumerate(ids)}  # a repeated id: the last one wins
        replaced = {mid: i for mid, i in latest.items() if mid in self._row}
        added = [(mid, i) for mid, i in latest.items() if mid not in self._row]
        if replaced:  # copy-on-write: a running search keeps the matrix it started with
            matrix = self._matrix.copy(order="F")
            for mid, i in replaced.items():
                matrix[self._row[mid]] = rows[i]
            self._matrix = matrix
        if added:
            need = self._n + len(added)
            if need > self._matrix.shape[0]:
                grown = np.zeros(
                    (max(need, 2 * self._matrix.shape[0], 16), self._dim), np.float32, order="F"
                )
                grown[: self._n] = self._matrix[: self._n]
                self._matrix = grown
            for mid, i in added:
                # Appends land beyond every snapshot's n: no search sees them half-written.
                self._matrix[self._n] = rows[i]
                self._row[mid] = self._n
                self._ids.append(mid)
                self._n += 1

    def remove(self, ids: Sequence[str]) -> None:
        gone = {mid for mid in ids if mid in self._row}
        if not gone:
            return
        keep = [i for i, mid in enumerate(self._ids[: self._n]) if mid not in gone]
        self._ids = [self._ids[i] for i in keep]  # new objects: snapshots keep the old ones
        self._matrix = column_major(self._matrix[keep])
        self._row = {mid: i for i, mid in enumerate(self._ids)}
        self._n = len(self._ids)


class BlockCache:
    """Blocks by partition key, bounded by bytes, least recently used out, versioned."""

    def __init__(self, capacity_bytes: int) -> None:
        self._capacity = capacity_bytes
        self._blocks: OrderedDict[str, Block] = OrderedDict()
        self._versions: dict[str, int] = {}
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    @property
    def nbytes(self) -> int:
        return self._bytes

    def version(self, key: str) -> int:
        with self._lock:
            return self._versions.get(key, 0)

    def snapshot(self, key: str) -> tuple[Snapshot, Block] | None:
        with self._lock:
            block = self._blocks.get(key)
            if block is None:
                self.misses += 1
                return None
            self._blocks.move_to_end(key)
            self.hits += 1
            return block.snapshot(), block

    def put(self, key: str, block: Block, version: int) -> bool:
        """Caches a block read from the store, unless the partition changed since `version`
        (or the block alone is larger than the whole cache). Returns whether it was kept."""
        with self._lock:
            if self._versions.get(key, 0) != version or block.nbytes > self._capacity:
                return False
            old = self._blocks.pop(key, None)
            if old is not None:
                self._bytes -= old.nbytes
            self._blocks[key] = block
            self._bytes += block.nbytes
            self._evict()
            return True

    def upserted(self, key: str, ids: Sequence[str], vectors: Vector) -> None:
        """After the store has the rows: the cached block (if any) gets them too."""
        with self._lock:
            self._versions[key] = self._versions.get(key, 0) + 1
            block = self._blocks.get(key)
            if block is not None:
                before = block.nbytes
                block.upsert(ids, vectors)
                self._bytes += block.nbytes - before
                self._evict()

    def removed(self, key: str, ids: Sequence[str]) -> None:
        with self._lock:
            self._versions[key] = self._versions.get(key, 0) + 1
            block = self._blocks.get(key)
            if block is not None:
                before = block.nbytes
                block.remove(ids)
                self._bytes += block.nbytes - before

    def drop(self, key: str) -> None:
        """Forgets the partition's block; a read in flight will not cache what it read."""
        with self._lock:
            self._versions[key] = self._versions.get(key, 0) + 1
            block = self._blocks.pop(key, None)
            if block is not None:
                self._bytes -= block.nbytes

    def clear(self) -> None:
        with self._lock:
            for key in list(self._blocks):
                self._versions[key] = self._versions.get(key, 0) + 1
            self._blocks.clear()
            self._bytes = 0

    def _evict(self) -> None:
        while self._bytes > self._capacity and self._blocks:
            _, block = self._blocks.popitem(last=False)
            self._bytes -= block.nbytes
