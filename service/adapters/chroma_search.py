"""Searching one partition: exact over its cached vectors, HNSW for a large one not cached.

Why exact search: Chroma's filtered HNSW search over a shared collection is slow and lossy
(45 ms p50, recall@10 0.91 at 2% selectivity over 100k vectors). A partition in a shard is
searched with one matrix-vector product over its own vectors (vector_blocks.py), cached per
partition: recall 1.0 against brute force, microseconds once cached. A partition that grew
past `dedicated_after` entries lives in a collection of its own (chroma_moves.py): until its
vectors are in the block cache (loaded in the background, chroma_rows.py) it is searched with
unfiltered HNSW, and exactly like the others once they are.

Filters: without explicit ones (kinds, scope, labels, time), only the implicit ones apply
(superseded, expired), checked here on the decoded entries over a read a little wider than
`k`, widened four times over while too many were dropped. Only explicit filters, or a read
past GROW_LIMIT, ask Chroma to evaluate the `where`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

import numpy as np

from service.adapters.chroma_layout import memory_id
from service.adapters.chroma_rows import NO_VECTOR, RowReader
from service.adapters.chroma_shards import Home
from service.adapters.chroma_where import build_where, get_all
from service.adapters.vector_blocks import BlockCache, Snapshot, unit_rows
from service.adapters.write_behind import WriteBehind
from service.domain import Memory, TimeRange
from service.ports import Vector

GROW_LIMIT = 1_000  # widest unfiltered read before a search asks Chroma to filter

_Vectors = dict[str, Vector]
Hit = tuple[Memory, float, Vector]


def _live_in(scope: str, now: datetime) -> Callable[[Memory], bool]:
    """A dedup candidate: of this scope, neither superseded nor expired."""

    def live(m: Memory) -> bool:
        return (
            m.scope == scope
            and not m.superseded_by
            and (m.expires_at is None or m.expires_at > now)
        )

    return live


class Searcher:
    """The k best live entries of a partition for a query vector."""

    def __init__(self, rows: RowReader, blocks: BlockCache, pending: WriteBehind) -> None:
        self._rows = rows
        self._blocks = blocks
        self._pending = pending

    def query(
        self,
        home: Home,
        vector: Vector,
        k: int,
        *,
        kinds: Sequence[str],
        scope: str,
        labels: Sequence[str],
        occurred: TimeRange,
        include_superseded: bool,
        now: datetime | None,
    ) -> list[tuple[Memory, float]]:
        """Recall's search: the filters Chroma knows, plus the implicit ones."""

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
        if home.col is None or k <= 0:
            return []
        hits = self.search(home, vector, k, where, explicit, live, with_vectors=False)
        return [(m, s) for m, s, _ in hits]

    def neighbors(
        self,
        home: Home,
        vector: Vector,
        k: int,
        *,
        scope: str,
        now: datetime,
        floor: float | None = None,
    ) -> list[Hit]:
        """Live entries of one scope nearest to `vector`, with their vectors (dedup); with a
        `floor`, only those at least that similar."""
        if home.col is None or k <= 0:
            return []
        where = build_where(scope=scope, now=now)
        # 3x head-room as before: superseded entries crowd the nearest neighbours of a
        # write (dedup supersedes near-duplicates), and the filtered fallback is slow.
        live = _live_in(scope, now)
        hits = self.search(
            home, vector, k, where, False, live, with_vectors=True, wide=3, floor=floor
        )
        return hits if floor is None else [h for h in hits if h[1] >= floor]  # HNSW: unfloored

    def neighbors_many(
        self, home: Home, vectors: Vector, k: int, *, scope: str, now: datetime, floor: float
    ) -> list[list[Hit]]:
        """`neighbors` of each row of `vectors`, with one matrix product over the partition's
        cached vectors for all of them; per row, alone, if they are not cached."""
        if home.col is None or k <= 0:
            return [[] for _ in range(len(vectors))]
        cached = self._blocks.snapshot(home.key) if home.dedicated else None
        snap = cached[0] if cached is not None else None
        if snap is None and not home.dedicated:
            snap = self._rows.snapshot(home)
        if snap is None:
            return [self.neighbors(home, v, k, scope=scope, now=now, floor=floor) for v in vectors]
        live = _live_in(scope, now)
        fetch = max(k + 5, int(k * 3))
        out: list[list[Hit]] = []
        for vector, ranked in zip(vectors, snap.top_many(vectors, fetch, floor), strict=True):
            hits = self._resolve(home, snap, ranked, True, live, limit=k)
            if len(hits) < k and len(ranked) == fetch:  # too many dropped: the wider search
                hits = self.neighbors(home, vector, k, scope=scope, now=now, floor=floor)
            out.append(hits[:k])
        return out

    def search(
        self,
        home: Home,
        vector: Vector,
        k: int,
        where: dict[str, Any] | None,
        explicit: bool,
        live: Callable[[Memory], bool],
        *,
        with_vectors: bool,
        wide: float = 1.2,
        floor: float | None = None,
    ) -> list[Hit]:
        """The k best entries passing `where`. Without explicit filters, only the implicit
        ones (superseded, expired) apply, checked here on the decoded entries: the best few
        are read, and if too many were dropped, four times as many, and so on (near
        duplicates superseded by dedup crowd some cues: a Chroma read of the rows `where`
        admits cost ~12 ms at 2,000 entries, against well under one for the wider read).
        Only explicit filters, or a partition past GROW_LIMIT, ask Chroma. With a `floor`,
        rows less similar than it are left out (and not read)."""
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        if home.dedicated:
            cached = self._blocks.snapshot(home.key)
            if cached is None:
                self._rows.warm(home)
                return self._search_hnsw(home, query, k, where, explicit, live, with_vectors, wide)
            snap = cached[0]
        else:
            snap = self._rows.snapshot(home)
        fetch = max(k + 5, int(k * wide))
        while not explicit:
            ranked = snap.top(query, fetch)
            if floor is not None:  # the rest are below it: the read is complete
                ranked = [(mid, sim) for mid, sim in ranked if sim >= floor]
            hits = self._resolve(home, snap, ranked, with_vectors, live, limit=k)
            if len(hits) >= k or len(ranked) < fetch:
                return hits[:k]
            if fetch >= GROW_LIMIT:
                break
            fetch = min(fetch * 4, GROW_LIMIT)
        rows = None if where is None else self._allowed_rows(home, snap, where)
        ranked = snap.top(query, k, rows)
        return self._resolve(home, snap, ranked, with_vectors, live, limit=k)

    def _resolve(
        self,
        home: Home,
        snap: Snapshot | None,
        ranked: list[tuple[str, float]],
        with_vectors: bool,
        live: Callable[[Memory], bool],
        vectors: _Vectors | None = None,
        *,
        limit: int,
    ) -> list[Hit]:
        """The first `limit` live entries of `ranked` (every caller keeps that many). Vectors
        are copied for those alone, in one gather: a dedup search ranks three times as many
        rows as it returns, and a row of a column-major matrix is 384 scattered reads (60
        rows copied one by one took ~300 us after an eviction in a micro-benchmark here)."""
        entries = self._rows.entries_of(home, [mid for mid, _ in ranked])
        kept: list[tuple[str, Memory, float]] = []
        for mid, score in ranked:
            memory = entries.get(mid)
            if memory is not None and live(memory):
                kept.append((mid, memory, score))
                if len(kept) >= limit:
                    break
        if with_vectors and vectors is not None:
            return [(memory, score, vectors[mid]) for mid, memory, score in kept]
        if not with_vectors or snap is None:
            return [(memory, score, NO_VECTOR) for _, memory, score in kept]
        rows = snap.vectors([mid for mid, _, _ in kept])
        return [(memory, score, row) for (_, memory, score), row in zip(kept, rows, strict=True)]

    def _search_hnsw(
        self,
        home: Home,
        query: Vector,
        k: int,
        where: dict[str, Any] | None,
        explicit: bool,
        live: Callable[[Memory], bool],
        with_vectors: bool,
        wide: float,
    ) -> list[Hit]:
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
            ask = col.query_now if w is None else col.query
            got = ask(query_embeddings=[query], n_results=n, where=w, include=include)
            scores: dict[str, float] = {}
            vectors: dict[str, Vector] = {}
            embs = got["embeddings"][0] if with_vectors else [None] * len(got["ids"][0])
            for rid, dist, emb in zip(got["ids"][0], got["distances"][0], embs, strict=True):
                if rid not in waiting:
                    scores[rid] = 1.0 - float(dist)
                    if with_vectors:
                        vectors[rid] = np.asarray(emb, dtype=np.float32)
            if waiting:  # one product for all of them (up to a flush's worth of rows)
                rids = list(waiting)
                rows = np.asarray([waiting[r] for r in rids], dtype=np.float32)
                sims = unit_rows(rows) @ unit_rows(query.reshape(1, -1))[0]
                scores.update(zip(rids, (float(x) for x in sims), strict=True))
                vectors.update(zip(rids, rows, strict=True))
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
        while not explicit:  # as in search: wider before filtered
            ranked, vectors = run(fetch, None)
            hits = self._resolve(home, None, ranked, with_vectors, live, vectors, limit=k)
            if len(hits) >= k or len(ranked) < fetch:
                return hits[:k]
            if fetch >= GROW_LIMIT:
                break
            fetch = min(fetch * 4, GROW_LIMIT)
        ranked, vectors = run(k, where)
        return self._resolve(home, None, ranked, with_vectors, live, vectors, limit=k)

    def _allowed_rows(self, home: Home, snap: Snapshot, where: dict[str, Any]) -> np.ndarray:
        """Rows of the snapshot whose entries match `where` (Chroma evaluates the filter and
        returns bare ids, which is cheap; the vectors are already here)."""
        assert home.col is not None
        got = get_all(home.col, home.scoped(where), [])
        mids = [m for m in (memory_id(home.key, rid) for rid in got["ids"]) if m is not None]
        return snap.rows_of(mids)
