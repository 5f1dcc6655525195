"""Micro-batching of concurrent embedding calls: the queueing logic on a fake model (timing and
failures under control), then the real default model under concurrent callers."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

import numpy as np
import pytest

from embeddings.batching import BatchingEmbedder
from service.ports import Embedder, Vector

DIM = 8


def vector_of(text: str) -> Vector:
    """A unit vector that names its text: every caller can check it got its own rows."""
    rng = np.random.default_rng(abs(hash(text)) % (2**32))
    v = rng.standard_normal(DIM).astype(np.float32)
    out: Vector = v / np.linalg.norm(v)
    return out


class SlowModel:
    """Takes `seconds` per call whatever its size (as a small batch on a real model nearly
    does), records each call, and fails on the text "boom"."""

    def __init__(self, seconds: float = 0.02) -> None:
        self.seconds = seconds
        self.calls: list[tuple[str, int, str]] = []  # (kind, texts, thread name)
        self._busy = threading.Lock()
        self.overlapped = False

    @property
    def model_id(self) -> str:
        return "fake/slow"

    @property
    def dimension(self) -> int:
        return DIM

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        return self._run("documents", texts)

    def embed_query(self, text: str) -> Vector:
        row: Vector = self._run("query", [text])[0]
        return row

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        return self._run("queries", texts)

    def _run(self, kind: str, texts: Sequence[str]) -> Vector:
        if not self._busy.acquire(blocking=False):
            self.overlapped = True
            self._busy.acquire()
        try:
            self.calls.append((kind, len(texts), threading.current_thread().name))
            time.sleep(self.seconds)
            if "boom" in texts:
                raise ValueError("boom")
            rows = [vector_of(t) for t in texts]
            out: Vector = np.stack(rows) if rows else np.zeros((0, DIM), dtype=np.float32)
            return out
        finally:
            self._busy.release()


def run_together(n: int, work: Callable[[int], object]) -> list[object]:
    """Starts n threads at the same moment; each result (or exception) by index."""
    barrier = threading.Barrier(n)
    results: list[object] = [None] * n

    def one(i: int) -> None:
        barrier.wait()
        try:
            results[i] = work(i)
        except Exception as exc:
            results[i] = exc

    threads = [threading.Thread(target=one, args=(i,), name=f"caller-{i}") for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return results


def test_an_idle_call_runs_at_once_on_the_callers_thread() -> None:
    model = SlowModel(seconds=0.0)
    batcher = BatchingEmbedder(model, max_wait_s=0.5)  # a wait would show
    start = time.perf_counter()
    q = batcher.embed_query("where does she live?")
    d = batcher.embed_documents(["Alice lives in Lisbon", "Bob likes jazz"])
    elapsed = time.perf_counter() - start
    assert elapsed < 0.1
    assert model.calls == [("query", 1, "MainThread"), ("documents", 2, "MainThread")]
    assert np.allclose(q, vector_of("where does she live?"))
    both = np.stack([vector_of("Alice lives in Lisbon"), vector_of("Bob likes jazz")])
    assert np.allclose(d, both)
    assert batcher.embed_documents([]).shape == (0, DIM)


def test_several_queries_alone_are_one_model_call_and_queue_like_any_call() -> None:
    model = SlowModel(seconds=0.03)
    batcher = BatchingEmbedder(model, max_batch=64, max_wait_s=0.002)
    rows = batcher.embed_queries(["where is Owen?", "Owen"])
    assert model.calls == [("queries", 2, "MainThread")]
    assert np.allclose(rows, np.stack([vector_of("where is Owen?"), vector_of("Owen")]))
    assert batcher.embed_queries([]).shape == (0, DIM)

    def work(i: int) -> Vector:
        return batcher.embed_queries([f"cue {i}", f"Name{i}"])

    results = run_together(6, work)
    for i, got in enumerate(results):
        assert isinstance(got, np.ndarray), got
        assert np.allclose(got, np.stack([vector_of(f"cue {i}"), vector_of(f"Name{i}")]))
    assert len(model.calls) < 7  # queued callers shared model calls


def test_concurrent_calls_share_model_calls_and_each_gets_its_own_rows() -> None:
    model = SlowModel(seconds=0.03)
    batcher = BatchingEmbedder(model, max_batch=64, max_wait_s=0.002)

    def work(i: int) -> Vector:
        if i % 3 == 0:
            return batcher.embed_query(f"cue {i}")[None, :]
        return batcher.embed_documents([f"text {i} a", f"text {i} b"])

    results = run_together(8, work)
    for i, got in enumerate(results):
        assert isinstance(got, np.ndarray), got
        texts = [f"cue {i}"] if i % 3 == 0 else [f"text {i} a", f"text {i} b"]
        assert np.allclose(got, np.stack([vector_of(t) for t in texts]))
    # The first caller ran alone; the other seven queued behind it and shared model calls.
    assert len(model.calls) < 8
    assert not model.overlapped  # never more than max_running model calls at once
    assert batcher.stats.calls == 8 and batcher.stats.model_calls == len(model.calls)


def test_a_batch_never_exceeds_max_batch_texts_but_a_large_call_is_never_split() -> None:
    model = SlowModel(seconds=0.02)
    batcher = BatchingEmbedder(model, max_batch=4, max_wait_s=0.0)

    def work(i: int) -> Vector:
        size = 10 if i == 0 else 1
        return batcher.embed_documents([f"t{i}.{j}" for j in range(size)])

    results = run_together(9, work)
    assert all(isinstance(r, np.ndarray) for r in results)
    sizes = [n for _, n, _ in model.calls]
    assert sum(sizes) == 18
    assert all(n <= 4 for n in sizes if n != 10)


def test_a_failing_text_fails_only_its_own_caller() -> None:
    model = SlowModel(seconds=0.03)
    batcher = BatchingEmbedder(model, max_wait_s=0.002)

    def work(i: int) -> Vector:
        return batcher.embed_documents(["boom" if i == 5 else f"fine {i}"])

    results = run_together(6, work)
    assert isinstance(results[5], ValueError)
    for i in range(5):
        got = results[i]
        assert isinstance(got, np.ndarray)
        assert np.allclose(got, vector_of(f"fine {i}")[None, :])


def test_a_queued_call_waits_for_company_at_most_max_wait() -> None:
    """With the model idle when the leader takes over, it waits for company no longer than
    max_wait after its own arrival."""
    model = SlowModel(seconds=0.0)
    batcher = BatchingEmbedder(model, max_batch=64, max_wait_s=0.05)
    results = run_together(2, lambda i: batcher.embed_documents([f"x{i}"]))
    assert all(isinstance(r, np.ndarray) for r in results)
    start = time.perf_counter()
    batcher.embed_documents(["alone again"])  # idle once more: no wait at all
    assert time.perf_counter() - start < 0.04


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError):
        BatchingEmbedder(SlowModel(), max_batch=0)


def test_the_real_model_batched_gives_the_vectors_it_gives_alone(embedder: Embedder) -> None:
    """Eight threads of short queries through the default model: every row is the text's own
    vector, whatever its batch-mates were (a rebuild from the log re-embeds in other batches),
    and concurrent calls were served by fewer model calls."""
    batcher = BatchingEmbedder(embedder, max_batch=64, max_wait_s=0.002)
    texts = [f"Person {i} enjoys {hobby}" for i in range(12) for hobby in ("chess", "jazz")]
    alone = embedder.embed_documents(texts)

    def work(i: int) -> list[Vector]:
        return [batcher.embed_query(texts[j]) for j in range(i, len(texts), 8)]

    results = run_together(8, work)
    for i, rows in enumerate(results):
        assert isinstance(rows, list), rows
        for k, row in enumerate(rows):
            assert row.shape == (embedder.dimension,)
            assert np.allclose(row, alone[i + 8 * k], atol=1e-6)
    assert batcher.stats.calls == len(texts)
    assert batcher.stats.model_calls < len(texts)
