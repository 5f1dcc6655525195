"""Write-behind for the vector store: a write is acknowledged before Chroma has its rows.

Why: one Chroma upsert of a single short row costs ~6-7 ms here (its SQLite log and segment
writes; the binding holds the GIL), half of a Remember's time, while the rows are already
safe elsewhere: the write-ahead journal's outbox has them fsync'd, and the index's caches
(partition vector blocks, entry cache) already serve them to readers. So rows wait in this
queue and are written in groups: after `max_delay_s`, once `max_rows` are waiting, or at once
when anything needs to read Chroma itself (`drain`). Metadata updates of stored rows (a merge,
a supersede) wait in the same queue: written in place they drained it first, so every batch
with one merge wrote the whole queue in the caller's thread, the GIL held throughout.

What keeps it correct:
- **Read-your-writes.** Every call on a collection handle (`DrainingCollection`) first drains
  the queue, so a cache miss, a filtered read, a scan or a delete always sees every
  acknowledged write. Only reads served from the caches skip Chroma, and the caches got the
  rows before the write was acknowledged.
- **Crash safety.** The journal marks a logged event applied (the outbox's `applied` flag) only
  from `when_stored`, after the group holding it is in Chroma. A crash before that leaves the
  event unapplied and the next start replays it (core/journal.py `recover`).
- **Forget.** `discard` drops a partition's waiting rows under its write lock, so a flush after
  a Forget cannot bring any of them back.
- **Shard rebuilds** hold a shard exclusively while the queue's writer needs it shared: inside
  `suspended()` a thread's handles do not drain (the rebuild drained just before taking the
  lock, and what other partitions queue meanwhile lands in the rebuilt shard afterwards).
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import structlog

from service.domain import Partition
from service.errors import Unavailable
from service.ports import Vector

log = structlog.get_logger(__name__)

Callback = Callable[[], None]


@dataclass(slots=True)
class Rows:
    """One change for one partition: Chroma row ids, their packed metadata and vectors (an
    upsert), or no vectors (`None`: a metadata update of rows whose vectors are unchanged)."""

    partition: Partition
    key: str
    ids: list[str]
    vectors: Vector | None
    metadatas: list[dict[str, Any]]
    queued_at: float = field(default_factory=time.monotonic)
    seq: int = 0  # set by the queue: the order of puts
    registry: bool = False  # the partition's row in the registry collection, not its data


class WriteBehind:
    """A queue of upserts written by `write` in groups, from one background thread or from
    whichever thread drains it first (one flush at a time).

    The background thread writes one group of collections at a time (`group_of` a row's
    partition key: its shard), the group holding the oldest row, once that row is
    `max_delay_s` old or `max_rows` wait in all. Why not everything at once: a Chroma call
    costs ~4-8 ms however few its rows, holding the GIL, so a flush costs one call per
    collection it touches, and a flush of every waiting collection stalled every request
    thread for those calls back to back (8 clients on 8 peers in 32 shards: ~7 per flush).
    One group at a time spreads the stalls out, so the delay can be longer (fewer calls)
    without longer stalls. Measured with bench_latency's concurrent phase (8 clients, one
    Remember to two Recalls, 3 fresh servers each): everything every 50 ms 182 calls/s,
    p99 101 ms; one shard at a time every 50 ms 186, 93 ms; every 200 ms 220-233, 87-101
    ms; every 500 ms 217, 104 ms. A drain still writes everything.

    On a slower machine (2026-12-03, an AVX2-only EPYC where the model takes ~3 ms a short
    query) the same phase, fresh servers alternated, two phases each: every 200 ms 123-162
    calls/s (median ~137), every 1 s 155-217 (median ~177), with less server CPU a call (6.0-8.4
    ms against 7.5-9.4): at ~5 Remembers a second per peer, a 200 ms window held about one row
    per shard, so nearly every row paid a whole Chroma call (~6 ms: 1 row 6.2 ms, 4 rows 7.7,
    16 rows 12.4 into a 3,000-row shard). Every 500 ms 126-159; every 2 s 180-190."""

    def __init__(
        self,
        write: Callable[[Sequence[Rows]], None],
        *,
        max_delay_s: float = 1.0,
        max_rows: int = 256,
        group_of: Callable[[str], Hashable] = lambda key: key,
    ) -> None:
        self._write = write
        self._max_delay_s = max_delay_s
        self._max_rows = max_rows
        self._group_of = group_of
        self._cond = threading.Condition()
        self._flush_lock = threading.Lock()
        self._queue: list[Rows] = []  # in put order (seq ascending)
        self._rows = 0
        self._seq = itertools.count(1)
        self._last_seq = 0
        # (seq, callback): runs once no row with seq <= it waits or is being written
        self._callbacks: list[tuple[int, Callback]] = []
        self._in_flight = False
        self._flying: list[Rows] = []  # the group being written now
        self._closed = False
        self._local = threading.local()
        self._thread = threading.Thread(target=self._run, name="index-write-behind", daemon=True)
        self._thread.start()

    @property
    def waiting_rows(self) -> int:
        with self._cond:
            return self._rows

    def put(self, rows: Rows) -> None:
        with self._cond:
            if self._closed:
                raise Unavailable("the index is closed")
            rows.seq = self._last_seq = next(self._seq)
            self._queue.append(rows)
            self._rows += len(rows.ids)
            self._cond.notify_all()

    def waiting(self, key: str) -> dict[str, Vector]:
        """Row id -> vector of partition `key`'s rows not known to be stored yet (queued or
        being written), the latest write of a row winning. A search that reads Chroma
        without draining (a dedicated collection's HNSW) adds these itself."""
        out: dict[str, Vector] = {}
        with self._cond:
            # One key's rows all sit in one group, so flying ones precede queued ones.
            for rows in (*self._flying, *self._queue):
                if rows.key == key and rows.vectors is not None and not rows.registry:
                    out.update(zip(rows.ids, rows.vectors, strict=True))
        return out

    def when_stored(self, callback: Callback) -> None:
        """Runs `callback` once every row queued so far is in the store: now if none waits,
        else after the flush that writes the last of them (in the thread that flushes)."""
        with self._cond:
            if self._queue or self._in_flight or self._callbacks:  # callbacks run in order
                self._callbacks.append((self._last_seq, callback))
                self._cond.notify_all()
                return
        callback()

    def discard(self, key: str) -> int:
        """Drops the waiting rows of partition `key` (Forget); returns how many rows. Does not
        wait for a flush in flight: the caller holds the shard exclusively, and drained the
        partition's rows before (holding its write lock, so no new ones were queued)."""
        with self._cond:
            dropped = [r for r in self._queue if r.key == key]
            self._queue = [r for r in self._queue if r.key != key]
            n = sum(len(r.ids) for r in dropped)
            self._rows -= n
        return n

    @contextmanager
    def suspended(self) -> Iterator[None]:
        """This thread's handles do not drain (it holds a shard exclusively)."""
        before = getattr(self._local, "suspended", False)
        self._local.suspended = True
        try:
            yield
        finally:
            self._local.suspended = before

    def drain(self) -> None:
        """Returns once every row queued before the call is in the store; raises Unavailable
        if the store refuses them (they stay queued, and the journal still has them)."""
        if getattr(self._local, "suspended", False):
            return
        with self._cond:
            if not (self._queue or self._in_flight or self._callbacks):
                return
        self._flush()

    def _flush(self, group: Hashable | None = None) -> None:
        """Writes every waiting row, or only those of `group` and every waiting registry
        row (one collection for all partitions: one call for all of them)."""
        with self._flush_lock:
            with self._cond:
                if group is None:
                    batch, self._queue = self._queue, []
                else:
                    batch = [r for r in self._queue if self._takes(r, group)]
                    self._queue = [r for r in self._queue if not self._takes(r, group)]
                self._rows -= sum(len(r.ids) for r in batch)
                self._in_flight = True
                self._flying = batch
            try:
                if batch:
                    self._write(batch)
            except Exception as exc:
                with self._cond:
                    self._queue = sorted(batch + self._queue, key=lambda r: r.seq)
                    self._rows += sum(len(r.ids) for r in batch)
                    self._in_flight = False
                    self._flying = []
                raise Unavailable(f"the vector index refused a write: {exc}") from exc
            with self._cond:
                self._in_flight = False
                self._flying = []
                oldest = self._queue[0].seq if self._queue else None
                due = [cb for seq, cb in self._callbacks if oldest is None or seq < oldest]
                self._callbacks = [
                    (seq, cb) for seq, cb in self._callbacks if oldest is not None and seq >= oldest
                ]
        for callback in due:
            try:
                callback()
            except Exception:  # a mark that fails only makes recovery replay the event
                log.exception("index.write_behind_callback_failed")

    def _takes(self, rows: Rows, group: Hashable) -> bool:
        return rows.registry or self._group_of(rows.key) == group

    def _run(self) -> None:
        backoff = 0.1
        while True:
            with self._cond:
                while not (self._queue or self._callbacks or self._closed):
                    self._cond.wait()
                if self._queue:
                    deadline = self._queue[0].queued_at + self._max_delay_s
                    while not self._closed and self._rows < self._max_rows:
                        left = deadline - time.monotonic()
                        if left <= 0:
                            break
                        self._cond.wait(left)
                if self._closed:
                    return
                # The oldest row's group (a drain may have written it while this waited).
                group = self._group_of(self._queue[0].key) if self._queue else None
            try:
                started = time.monotonic()
                self._flush(group)
                backoff = 0.1
                self._pace(time.monotonic() - started)
            except Unavailable:
                log.exception("index.write_behind_failed", retry_s=backoff)
                time.sleep(backoff)
                backoff = min(backoff * 2, 5.0)

    def _pace(self, took: float) -> None:
        """After a group's write, waits as long as it took before the next group's (unless
        `max_rows` wait or the queue closes). Why: Chroma's bindings hold the GIL through
        each call, and when several groups fall due together (the first flush after 8
        clients began writing to 8 new peers) their calls ran back to back, every request
        thread stopped for 100-200 ms; paced, request threads get the GIL between them.
        bench_latency's concurrent phase (8 clients on a loaded server, a scratch copy of it
        alternated with the unpaced code, 8 pairs): p99 median 124 against 172 ms, lower in
        6 pairs of 8; calls/s unchanged (median 147 against 146)."""
        deadline = time.monotonic() + min(took, self._max_delay_s)
        with self._cond:
            while not self._closed and self._rows < self._max_rows:
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self._cond.wait(left)

    def close(self) -> None:
        """Writes what waits, then stops the thread."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join()
        self._flush()


class DrainingCollection:
    """A Chroma collection handle whose every call first drains the write-behind queue, and
    runs alone on its collection.

    Alone: a query running while another thread wrote to the same collection crashed
    Chroma 1.5.9 (a segfault in its HNSW code, on a tokio worker) once the write-behind
    thread began writing a large partition's rows while requests searched it. Chroma's
    bindings hold the GIL through each call anyway, so the lock costs no parallelism; calls
    on other collections are not held up. The `*_now` methods skip the drain (the queue's
    own writer, and a search that merges the waiting rows itself) but not the lock."""

    def __init__(self, raw: Any, drain: Callable[[], None]) -> None:
        self.raw = raw
        self._drain = drain
        self._lock = threading.RLock()

    @property
    def name(self) -> str:
        return str(self.raw.name)

    def get(self, *args: Any, **kwargs: Any) -> Any:
        self._drain()
        with self._lock:
            return self.raw.get(*args, **kwargs)

    def query(self, *args: Any, **kwargs: Any) -> Any:
        self._drain()
        return self.query_now(*args, **kwargs)

    def query_now(self, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return self.raw.query(*args, **kwargs)

    def count(self) -> int:
        self._drain()
        with self._lock:
            return int(self.raw.count())

    def add(self, *args: Any, **kwargs: Any) -> None:
        self._drain()
        with self._lock:
            self.raw.add(*args, **kwargs)

    def upsert(self, *args: Any, **kwargs: Any) -> None:
        self._drain()
        self.upsert_now(*args, **kwargs)

    def upsert_now(self, *args: Any, **kwargs: Any) -> None:
        with self._lock:
            self.raw.upsert(*args, **kwargs)

    def update(self, *args: Any, **kwargs: Any) -> None:
        self._drain()
        self.update_now(*args, **kwargs)

    def update_now(self, *args: Any, **kwargs: Any) -> None:
        with self._lock:
            self.raw.update(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> None:
        self._drain()
        with self._lock:
            self.raw.delete(*args, **kwargs)

    def modify(self, *args: Any, **kwargs: Any) -> None:
        self._drain()
        with self._lock:
            self.raw.modify(*args, **kwargs)
