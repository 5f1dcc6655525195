"""Write-behind of the vector index: a write is answered from the caches and stored in
Chroma a moment later. The queue's own rules (pure logic, a recording writer), then the
real index: everything a reader can reach sees an acknowledged write before Chroma has it,
and the journal's `when_stored` mark waits for the store."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from service.adapters.chroma_layout import REGISTRY_COLLECTION, dedicated_name, partition_key
from service.adapters.write_behind import Rows, WriteBehind
from service.crypto import PeerKeys, Sealer
from service.domain import Partition
from service.errors import Unavailable
from tests.test_shards import _index, _memories

P = Partition("ns", "alice")


def _rows(key: str, *ids: str) -> Rows:
    return Rows(P, key, list(ids), np.zeros((len(ids), 2), np.float32), [{} for _ in ids])


class Recorder:
    def __init__(self) -> None:
        self.written: list[list[str]] = []
        self.fail = False

    def __call__(self, batch: Sequence[Rows]) -> None:
        if self.fail:
            raise OSError("disk full")
        self.written.append([rid for rows in batch for rid in rows.ids])


def test_rows_wait_for_the_delay_and_are_written_in_one_group() -> None:
    rec = Recorder()
    queue = WriteBehind(rec, max_delay_s=60, max_rows=100)
    done: list[str] = []
    queue.put(_rows("k", "a"))
    queue.put(_rows("k", "b"))
    queue.when_stored(lambda: done.append("ab"))
    assert rec.written == [] and done == []  # nothing written before the delay
    queue.drain()
    assert rec.written == [["a", "b"]] and done == ["ab"]
    queue.when_stored(lambda: done.append("now"))  # nothing waits: at once
    assert done == ["ab", "now"]
    queue.close()


def test_a_full_queue_is_written_without_waiting_for_the_delay() -> None:
    rec = Recorder()
    stored = threading.Event()
    queue = WriteBehind(rec, max_delay_s=60, max_rows=3)
    queue.put(_rows("k", "a", "b", "c"))
    queue.when_stored(stored.set)
    assert stored.wait(5), "a full queue was not flushed"
    assert rec.written == [["a", "b", "c"]]
    queue.close()


def test_a_refused_write_stays_queued_and_is_retried() -> None:
    rec = Recorder()
    queue = WriteBehind(rec, max_delay_s=60, max_rows=100)
    done: list[int] = []
    queue.put(_rows("k", "a"))
    queue.when_stored(lambda: done.append(1))
    rec.fail = True
    with pytest.raises(Unavailable, match="disk full"):
        queue.drain()
    assert done == [] and queue.waiting_rows == 1  # not marked stored, not lost
    rec.fail = False
    queue.drain()
    assert rec.written == [["a"]] and done == [1]
    queue.close()


def test_discard_drops_only_that_partitions_rows() -> None:
    rec = Recorder()
    queue = WriteBehind(rec, max_delay_s=60, max_rows=100)
    queue.put(_rows("gone", "a"))
    queue.put(_rows("kept", "b"))
    assert queue.discard("gone") == 1
    queue.close()  # close writes what waits
    assert rec.written == [["b"]]


def test_a_suspended_thread_does_not_drain() -> None:
    rec = Recorder()
    queue = WriteBehind(rec, max_delay_s=60, max_rows=100)
    queue.put(_rows("k", "a"))
    with queue.suspended():
        queue.drain()
    assert rec.written == []
    queue.drain()
    assert rec.written == [["a"]]
    queue.close()


def test_the_thread_writes_one_group_at_a_time_and_a_mark_waits_for_every_group() -> None:
    """Each Chroma call costs milliseconds with the GIL held, so the background thread writes
    the group (shard) of the oldest row alone, when that row is due; a later group's rows wait
    for their own delay, and a `when_stored` mark for rows in both runs after both."""
    written: list[tuple[float, list[str]]] = []
    wrote = threading.Condition()

    def rec(batch: Sequence[Rows]) -> None:
        with wrote:
            written.append((time.monotonic(), [rid for rows in batch for rid in rows.ids]))
            wrote.notify_all()

    delay = 0.3
    queue = WriteBehind(rec, max_delay_s=delay, max_rows=100, group_of=lambda key: key[0])
    marks: list[float] = []
    start = time.monotonic()
    queue.put(_rows("a1", "x"))
    queue.put(_rows("b1", "y"))
    queue.put(_rows("a2", "z"))  # another partition of group "a"
    queue.when_stored(lambda: marks.append(time.monotonic()))
    with wrote:
        assert wrote.wait_for(lambda: len(written) == 2, timeout=10), written
    assert [ids for _, ids in written] == [["x", "z"], ["y"]]  # by group, not all at once
    assert written[0][0] - start >= delay * 0.9  # waited for its delay
    assert len(marks) == 1 and marks[0] >= written[1][0]  # after the last group only
    queue.close()


def test_groups_due_together_are_written_with_a_pause_between_them() -> None:
    """A write holds the GIL (Chroma's bindings), so groups that fall due at once are not
    written back to back: after each, the thread waits as long as that write took, and
    request threads run in between. A full queue is not paced."""
    spans: list[tuple[float, float]] = []
    wrote = threading.Condition()

    def slow(batch: Sequence[Rows]) -> None:
        began = time.monotonic()
        time.sleep(0.2)  # a Chroma call of 200 ms
        with wrote:
            spans.append((began, time.monotonic()))
            wrote.notify_all()

    queue = WriteBehind(slow, max_delay_s=0.2, max_rows=100, group_of=lambda key: key[0])
    for key in ("a", "b", "c"):
        queue.put(_rows(key, key))  # three groups, all due together
    with wrote:
        assert wrote.wait_for(lambda: len(spans) == 3, timeout=10), spans
    gaps = [nxt[0] - prev[1] for prev, nxt in itertools.pairwise(spans)]
    assert all(gap >= 0.19 for gap in gaps), gaps
    queue.close()

    spans.clear()
    full = WriteBehind(slow, max_delay_s=60, max_rows=1, group_of=lambda key: key[0])
    for key in ("a", "b", "c"):
        full.put(_rows(key, key))
    with wrote:
        assert wrote.wait_for(lambda: len(spans) == 3, timeout=10), spans
    gaps = [nxt[0] - prev[1] for prev, nxt in itertools.pairwise(spans)]
    assert all(gap < 0.1 for gap in gaps), gaps
    full.close()


def test_every_waiting_registry_row_goes_with_the_next_group() -> None:
    """Registry rows share one collection: the first group written takes all of them (one
    Chroma call), and a partition's registry row is never written after its rows."""
    written: list[list[str]] = []
    wrote = threading.Condition()

    def rec(batch: Sequence[Rows]) -> None:
        with wrote:
            written.append([rid for rows in batch for rid in rows.ids])
            wrote.notify_all()

    queue = WriteBehind(rec, max_delay_s=0.3, max_rows=100, group_of=lambda key: key[0])
    queue.put(_rows("a1", "x"))
    queue.put(Rows(P, "b1", ["b1"], np.zeros((1, 1), np.float32), [{}], registry=True))
    queue.put(_rows("b1", "y"))
    assert set(queue.waiting("b1")) == {"y"}  # a registry row is no vector of the partition
    with wrote:
        assert wrote.wait_for(lambda: len(written) == 2, timeout=10), written
    assert written == [["x", "b1"], ["y"]]
    queue.close()


def test_a_drain_writes_every_group_and_runs_the_marks_in_order() -> None:
    rec = Recorder()
    queue = WriteBehind(rec, max_delay_s=60, max_rows=100, group_of=lambda key: key[0])
    done: list[str] = []
    queue.put(_rows("a1", "x"))
    queue.when_stored(lambda: done.append("first"))
    queue.put(_rows("b1", "y"))
    queue.when_stored(lambda: done.append("second"))
    queue.drain()
    assert rec.written == [["x", "y"]] and done == ["first", "second"]
    queue.close()


# -- the real index ---------------------------------------------------------------------


def test_index_reads_see_a_write_before_chroma_has_it(tmp_path: Path) -> None:
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = _index(tmp_path, sealer, flush_delay_s=3600, flush_rows=10_000)
    try:
        part = Partition("ns", "bob")
        first, first_vectors = _memories(part, 5, seed=1)
        index.upsert(first, first_vectors)
        assert index.query(part, first_vectors[0], 1)[0][0].id == first[0].id  # block cached

        memories, vectors = _memories(part, 3, seed=2)
        index.upsert(memories, vectors)
        stored: list[bool] = []
        index.when_stored(lambda: stored.append(True))
        # From the caches (exact search, entries): the write is seen, Chroma is not touched.
        assert index.query(part, vectors[0], 1)[0][0].id == memories[0].id
        assert [m.id for m in index.get(part, [memories[1].id])] == [memories[1].id]
        assert index.count(part) == 8
        assert stored == []  # still waiting: the journal would not mark it applied yet
        # A read that goes to Chroma drains first, so it sees all of them too.
        assert {m.id for m in memories} <= {m.id for m in index.scan(part)}
        assert stored == [True]
    finally:
        index.close()
    # Closed: everything was written; a fresh process finds it in Chroma itself.
    again = _index(tmp_path, sealer)
    try:
        assert len(again.scan(Partition("ns", "bob"))) == 8
    finally:
        again.close()


def test_a_new_partitions_registry_row_waits_with_its_rows(tmp_path: Path) -> None:
    """The first write to a new peer used to write its registry row at once (~12 ms with
    the GIL held); it now waits in the queue and is written in the same flush as the rows,
    so a restart knows the partition exactly when Chroma has its rows."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = _index(tmp_path, sealer, flush_delay_s=3600, flush_rows=10_000)
    part = Partition("ns", "dora")
    key = partition_key(part)
    try:
        registry = index._client.get_collection(REGISTRY_COLLECTION)
        memories, vectors = _memories(part, 3, seed=4)
        index.upsert(memories, vectors)
        assert part in index.partitions()  # known to this process at once
        assert registry.get(ids=[key])["ids"] == []  # no Chroma call on the write path
        index.flush()
        assert registry.get(ids=[key])["ids"] == [key]
    finally:
        index.close()
    again = _index(tmp_path, sealer)
    try:
        assert part in again.partitions()
        assert len(again.scan(part)) == 3
    finally:
        again.close()


def test_a_new_partitions_first_searches_need_no_drain_and_a_known_one_keeps_its_rows(
    tmp_path: Path,
) -> None:
    """A new partition's vectors are cached from its first write: the second write to a new
    peer looked for its dedup candidates by reading the partition from Chroma, which drained
    the queue first (20-450 ms). After a restart the partition is known, and a write to it
    must not hide the rows Chroma already holds."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = _index(tmp_path, sealer, flush_delay_s=3600, flush_rows=10_000)
    part = Partition("ns", "erin")
    memories, vectors = _memories(part, 3, seed=5)
    try:
        index.upsert(memories, vectors)
        stored: list[bool] = []
        index.when_stored(lambda: stored.append(True))
        assert index.query(part, vectors[1], 1)[0][0].id == memories[1].id
        m = memories[2]
        near = index.neighbors(part, vectors[2], 3, scope=m.scope, now=m.created_at)
        assert near[0][0].id == m.id and np.allclose(
            near[0][2], vectors[2] / np.linalg.norm(vectors[2])
        )
        assert stored == [] and index._pending.waiting_rows > 0  # nothing drained
    finally:
        index.close()
    again = _index(tmp_path, sealer, flush_delay_s=3600, flush_rows=10_000)
    try:
        more, more_vectors = _memories(part, 1, seed=6)
        again.upsert(more, more_vectors)
        assert again.query(part, vectors[0], 1)[0][0].id == memories[0].id
        assert {h[0].id for h in again.query(part, more_vectors[0], 4)} == {
            *(x.id for x in memories),
            more[0].id,
        }
    finally:
        again.close()


def test_a_large_partitions_search_sees_waiting_rows_without_draining(tmp_path: Path) -> None:
    """A partition with a collection of its own is searched by Chroma's HNSW (until its
    vectors are cached; no cache here): the rows still in the queue are scored beside it,
    newest vector winning, and nothing is drained."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = _index(
        tmp_path,
        sealer,
        dedicated_after=5,
        block_cache_bytes=0,
        flush_delay_s=3600,
        flush_rows=10_000,
    )
    try:
        part = Partition("ns", "carol")
        old, old_vectors = _memories(part, 8, seed=3)
        index.upsert(old, old_vectors)  # past 5 entries: moved to its own collection
        assert dedicated_name(partition_key(part)) in {
            c.name for c in index._client.list_collections()
        }
        new, new_vectors = _memories(part, 2, seed=4)
        index.upsert(new, new_vectors)
        index.upsert([old[0]], new_vectors[1][None, :] * -1)  # a stored row, re-embedded
        stored: list[bool] = []
        index.when_stored(lambda: stored.append(True))
        assert index.query(part, new_vectors[0], 1)[0][0].id == new[0].id
        near = index.neighbors(part, new_vectors[1], 3, scope=new[1].scope, now=new[1].created_at)
        assert near[0][0].id == new[1].id and np.allclose(near[0][2], new_vectors[1])
        # The stored copy of old[0] pointed near old_vectors[0]; the waiting one wins.
        assert old[0].id not in {m.id for m, _ in index.query(part, old_vectors[0], 1)}
        assert stored == []
    finally:
        index.close()
    assert stored == [True]


def test_a_metadata_update_waits_in_the_queue_and_keeps_the_vector(tmp_path: Path) -> None:
    """A merge or supersede rewrites a stored entry's fields: queued like an upsert (it used
    to drain the whole queue in the caller's thread first), seen by readers at once, and
    written after the upserts queued before it, leaving every vector as it was."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = _index(tmp_path, sealer, flush_delay_s=3600, flush_rows=10_000)
    part = Partition("ns", "dora")
    try:
        stored_first, stored_vectors = _memories(part, 3, seed=5)
        index.upsert(stored_first, stored_vectors)
        index.flush()
        fresh, fresh_vectors = _memories(part, 2, seed=6)
        index.upsert(fresh, fresh_vectors)
        # One update of a row already in Chroma, one of a row still waiting in the queue.
        index.update_metadata(
            [replace(stored_first[0], importance=0.9), replace(fresh[0], importance=0.1)]
        )
        assert index._pending.waiting_rows == 4  # queued, nothing drained
        got = {m.id: m.importance for m in index.get(part, [stored_first[0].id, fresh[0].id])}
        assert got == {stored_first[0].id: 0.9, fresh[0].id: 0.1}
    finally:
        index.close()
    again = _index(tmp_path, sealer, block_cache_bytes=0)
    try:
        by_id = {
            m.id: (m, vec)
            for m, vec in again.with_vectors(part, [m.id for m in (*stored_first, *fresh)])
        }
        assert by_id[stored_first[0].id][0].importance == 0.9
        assert by_id[fresh[0].id][0].importance == 0.1
        assert np.allclose(by_id[stored_first[0].id][1], stored_vectors[0], atol=1e-6)
        assert np.allclose(by_id[fresh[0].id][1], fresh_vectors[0], atol=1e-6)
    finally:
        again.close()
