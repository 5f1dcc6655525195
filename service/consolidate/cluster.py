"""Which entries consolidate together: related entries of one partition, scope and window.

Turns of a session are a sequence: they are cut into contiguous stretches at the weakest
links between neighbouring windows of turns (TextTiling on the stored vectors), so one
summary covers one stretch of talk, between `min_size` and `max_size` entries. Entries
without a session (facts written one by one) are grouped by similarity instead: each joins
the most similar open cluster of its time window when the cosine to that cluster's centroid
reaches `threshold`; clusters too small to be worth a summary are left alone.
"""

from __future__ import annotations

import numpy as np

from service.ports import Vector


def _unit(v: Vector) -> Vector:
    norm = float(np.linalg.norm(v))
    out: Vector = v / norm if norm > 0 else v
    return out


def segment(
    vectors: Vector, *, min_size: int, max_size: int, window: int = 3
) -> list[tuple[int, int]]:
    """Contiguous [start, end) stretches of a time-ordered sequence, each of min..max entries
    (a sequence shorter than min_size gives none)."""
    n = len(vectors)
    if n < min_size:
        return []

    def split(lo: int, hi: int) -> list[tuple[int, int]]:
        if hi - lo <= max_size:
            return [(lo, hi)]
        bounds = range(lo + min_size, hi - min_size + 1)
        if not bounds:
            mid = (lo + hi) // 2
            return split(lo, mid) + split(mid, hi)
        best, best_sim = bounds[0], np.inf
        for b in bounds:
            left = _unit(vectors[max(lo, b - window) : b].mean(axis=0))
            right = _unit(vectors[b : min(hi, b + window)].mean(axis=0))
            sim = float(np.dot(left, right))
            if sim < best_sim:
                best, best_sim = b, sim
        return split(lo, best) + split(best, hi)

    return split(0, n)


def group(vectors: Vector, *, threshold: float, min_size: int, max_size: int) -> list[list[int]]:
    """Greedy centroid clustering of entries in time order; clusters of at least min_size."""
    members: list[list[int]] = []
    centroids: list[Vector] = []
    for i, vec in enumerate(vectors):
        best, best_sim = -1, threshold
        for c, centroid in enumerate(centroids):
            if len(members[c]) >= max_size:
                continue
            sim = float(np.dot(centroid, vec))
            if sim >= best_sim:
                best, best_sim = c, sim
        if best < 0:
            members.append([i])
            centroids.append(_unit(vec.astype(np.float32)))
        else:
            members[best].append(i)
            centroids[best] = _unit(vectors[members[best]].mean(axis=0))
    return [m for m in members if len(m) >= min_size]


def centrality(vectors: Vector) -> list[float]:
    """Cosine of each vector to the group's centroid: how typical of the group it is."""
    centroid = _unit(vectors.mean(axis=0))
    return [float(x) for x in vectors @ centroid]
