"""An Embedder that reports each model call's batch size and latency to the Metrics port.

A decorator the composition root puts around whichever model adapter is configured, so the
embedding adapters stay free of monitoring code and every model is measured the same way.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from service.ports import Embedder, Metrics, Vector


class TimedEmbedder:
    def __init__(self, inner: Embedder, metrics: Metrics) -> None:
        self._inner = inner
        self._metrics = metrics

    @property
    def model_id(self) -> str:
        return self._inner.model_id

    @property
    def dimension(self) -> int:
        return self._inner.dimension

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        start = time.perf_counter()
        out = self._inner.embed_documents(texts)
        self._metrics.embedding("documents", len(texts), time.perf_counter() - start)
        return out

    def embed_query(self, text: str) -> Vector:
        start = time.perf_counter()
        out = self._inner.embed_query(text)
        self._metrics.embedding("query", 1, time.perf_counter() - start)
        return out

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        start = time.perf_counter()
        out = self._inner.embed_queries(texts)
        self._metrics.embedding("query", len(texts), time.perf_counter() - start)
        return out
