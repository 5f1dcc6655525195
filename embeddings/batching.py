"""Micro-batching of concurrent embedding calls: one model call serves every caller waiting.

Why: the model runs `max_running` calls at a time (one by default: two calls each using every
core just thrash on a small machine), so under concurrent load callers used to queue for the
model one by one: 8 concurrent clients got 34 calls/s in total with the torch model. A model
call on 8 short texts costs little more than on one, so callers that arrive while the model is
busy are served together by the next call.

How (a combining queue, no worker thread):
- a call that finds the model idle and nobody queued runs at once on its own thread: an idle
  service pays nothing for batching;
- otherwise it queues; when a model call finishes, the oldest queued call becomes the leader:
  it takes whole queued calls, oldest first, up to `max_batch` texts (at least its own), runs
  one model call and hands every caller its rows;
- before running, a leader may wait for company until its own call is `max_wait_s` old or the
  queue holds `max_batch` texts; it has usually waited that long for the model already, so this
  rarely adds anything;
- if a combined call fails, each caller's texts are run alone, so one caller's bad input fails
  only that caller.

A query that runs alone goes to the model's `embed_query`; queries that share a call with other
calls go through `embed_documents`: every model we ship encodes a query exactly like a
document, which is what lets queries and documents share one call. Wrap only such models.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from service.ports import Embedder, Vector


@dataclass(eq=False)
class _Call:
    texts: list[str]
    arrived: float
    query: bool = False
    done: bool = False
    result: Vector | None = None
    error: BaseException | None = None


@dataclass
class BatchStats:
    """Counters since start: how many calls came in and how many model calls served them."""

    calls: int = 0
    texts: int = 0
    model_calls: int = 0
    largest_batch: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)


class BatchingEmbedder:
    """An `Embedder` that combines concurrent calls into one call of `inner` (see module doc)."""

    def __init__(
        self,
        inner: Embedder,
        *,
        max_batch: int = 64,
        max_wait_s: float = 0.001,
        max_running: int = 1,
    ) -> None:
        if max_batch < 1 or max_running < 1 or max_wait_s < 0:
            raise ValueError("max_batch and max_running must be >= 1, max_wait_s >= 0")
        self._inner = inner
        self._max_batch = max_batch
        self._max_wait = max_wait_s
        self._max_running = max_running
        self._cond = threading.Condition()
        self._queue: deque[_Call] = deque()
        self._queued_texts = 0
        self._running = 0
        self.stats = BatchStats()

    @property
    def inner(self) -> Embedder:
        return self._inner

    @property
    def model_id(self) -> str:
        return self._inner.model_id

    @property
    def dimension(self) -> int:
        return self._inner.dimension

    def embed_query(self, text: str) -> Vector:
        vector: Vector = self._embed([text], query=True)[0]
        return vector

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        if not texts:
            return self._inner.embed_documents(texts)
        return self._embed(texts, query=False)

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        if not texts:
            return self._inner.embed_queries(texts)
        return self._embed(texts, query=True)

    def _embed(self, texts: Sequence[str], *, query: bool) -> Vector:
        call = _Call(list(texts), time.monotonic(), query)
        with self._cond:
            if self._running < self._max_running and not self._queue:
                self._running += 1  # idle: run at once, no queue, no hand-over
                batch = [call]
            else:
                self._queue.append(call)
                self._queued_texts += len(call.texts)
                self._cond.notify_all()  # a leader waiting for company counts texts
                while not call.done and not self._may_lead(call):
                    self._cond.wait()
                if call.done:
                    return self._result(call)
                self._running += 1
                self._wait_for_company(call)
                batch = self._take()
        try:
            self._serve(batch)
        finally:
            with self._cond:
                for c in batch:  # interrupted (KeyboardInterrupt...): never leave a caller waiting
                    if not c.done:
                        c.error, c.done = RuntimeError("the embedding call was interrupted"), True
                self._running -= 1
                self._cond.notify_all()
        return self._result(call)

    def _may_lead(self, call: _Call) -> bool:
        return self._running < self._max_running and bool(self._queue) and self._queue[0] is call

    def _wait_for_company(self, call: _Call) -> None:
        """Holding the lock: until `call` is max_wait old or max_batch texts are queued."""
        deadline = call.arrived + self._max_wait
        while self._queued_texts < self._max_batch:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            self._cond.wait(remaining)

    def _take(self) -> list[_Call]:
        """Holding the lock: whole calls from the head of the queue, up to max_batch texts."""
        batch = [self._queue.popleft()]
        size = len(batch[0].texts)
        while self._queue and size + len(self._queue[0].texts) <= self._max_batch:
            nxt = self._queue.popleft()
            batch.append(nxt)
            size += len(nxt.texts)
        self._queued_texts -= size
        return batch

    def _serve(self, batch: list[_Call]) -> None:
        texts = [t for c in batch for t in c.texts]
        try:
            if len(batch) == 1 and batch[0].query:  # alone: exactly the inner call
                if len(texts) == 1:
                    vectors = self._inner.embed_query(texts[0])[None, :]
                else:
                    vectors = self._inner.embed_queries(texts)
            else:
                vectors = self._inner.embed_documents(texts)
        except Exception as exc:
            if len(batch) == 1:
                batch[0].error = exc
            else:
                for c in batch:  # isolate the failure to the caller(s) that cause it
                    try:
                        c.result = self._inner.embed_documents(c.texts)
                    except Exception as one:
                        c.error = one
            self._finish(batch, len(texts))
            return
        at = 0
        for c in batch:
            c.result = np.asarray(vectors[at : at + len(c.texts)], dtype=np.float32)
            at += len(c.texts)
        self._finish(batch, len(texts))

    def _finish(self, batch: list[_Call], texts: int) -> None:
        with self.stats._lock:
            self.stats.calls += len(batch)
            self.stats.texts += texts
            self.stats.model_calls += 1
            self.stats.largest_batch = max(self.stats.largest_batch, len(batch))
        with self._cond:
            for c in batch:
                c.done = True
            self._cond.notify_all()

    @staticmethod
    def _result(call: _Call) -> Vector:
        if call.error is not None:
            raise call.error
        assert call.result is not None
        return call.result
