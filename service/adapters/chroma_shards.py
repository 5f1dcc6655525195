"""Where each partition's rows live right now, the collection handles, and the locks.

A partition's rows sit in one of a fixed number of shard collections (hashed from its key,
chroma_layout.py) or, once it outgrew `dedicated_after` entries, in a collection of its own
(chroma_moves.py). `ShardMap.home` answers which, from the registry: the collection
`memcue-partitions`, one row per partition ever written (so sweeps enumerate partitions
without reading the shards), held in memory. Beside it the map keeps the bookkeeping that
goes with it: upper bounds of shard partitions' row counts (when to count, and move one
out) and, per shard, a write count and the expiry sweep's last read.

Isolation starts here: a row's Chroma id is `<partition key>:<memory id>`, so a read or a
delete by id can only reach the partition's own rows, and a shard's `where` always names
the partition (`Home.scoped`). The rows read are checked once more when decoded
(chroma_rows.py).

Locks, outermost first:
- a partition's write lock (`write_lock`, one of WRITE_STRIPES by key): one writer per
  partition, so a size bound, a move out or a Forget never races a write of the partition;
- its shard's `SharedExclusive` (`reading`, `shard_lock`, `exclusively`): reads and writes
  hold it shared; a shard rebuild (Forget) or a partition moving out holds it alone, so a
  reader switches collections between its reads, never within one;
- the map's own lock: the handle map, the registry and the tables beside them, held only
  around dict operations (never while calling Chroma or taking another lock).

Write-behind (write_behind.py): every handle the map gives out is a DrainingCollection, so
every Chroma call through one first writes what waits in the queue. The exceptions are the
queue's own writer (it is the one draining, chroma_writes.py), the registry (a new
partition's row is queued and written first in the flush of its rows; moving out and Forget
update it inside `exclusively`, after a drain), a large partition's unfiltered HNSW search
(it scores the waiting rows itself, chroma_search.py), and whatever runs inside
`exclusively`: it drains before it takes
the shard alone and never inside (the queue's writer would wait for the shard this thread
holds). A drain does start while a shard is held shared (a read through a handle) and takes
shards shared itself: readers never wait for a waiting writer, so that cannot deadlock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from service.adapters import chroma_registry as registry
from service.adapters.chroma_layout import (
    HNSW_CONFIG,
    LAYOUT_VERSION,
    PKEY,
    REGISTRY_COLLECTION,
    SHARD_HNSW_CONFIG,
    dedicated_name,
    partition_key,
    shard_name,
    shard_of_key,
)
from service.adapters.chroma_where import get_all
from service.adapters.write_behind import DrainingCollection, Rows, WriteBehind
from service.domain import Partition
from service.errors import FailedPrecondition
from service.locks import SharedExclusive

log = structlog.get_logger(__name__)

WRITE_STRIPES = 64

# A shard's last expiry read: the `now` it answered, the shard's write count then, and the
# expired memory ids by partition key (handed out, and removed, as each partition asks).
ExpiredMemo = tuple[datetime, int, dict[str, list[str]]]


@dataclass(frozen=True, slots=True)
class Home:
    """Where a partition's rows live right now."""

    partition: Partition
    key: str
    shard: int
    col: DrainingCollection | None  # None: the partition has no rows anywhere
    dedicated: bool

    def scoped(self, where: dict[str, Any] | None) -> dict[str, Any] | None:
        """A shard's `where` always names the partition; a dedicated collection is one."""
        if self.dedicated:
            return where
        own = {PKEY: self.key}
        return own if where is None else {"$and": [own, where]}


class ShardMap:
    """The registry, the collection handles and the locks of one index."""

    def __init__(
        self,
        client: Any,
        shards: int,
        *,
        model: str,
        pending: WriteBehind,
        resolve: Callable[[], Mapping[str, Partition]],
        path: Path | None = None,
    ) -> None:
        self.shards = shards
        self._resolve = resolve  # partition keys -> partitions (chroma_registry.py)
        self._path = path
        self._client = client
        self._model = model
        self._pending = pending
        self._collections: dict[str, DrainingCollection] = {}
        self._registry_handle: DrainingCollection | None = None
        self._lock = threading.Lock()  # the handle map, the registry and the tables below
        self._write_locks = [threading.Lock() for _ in range(WRITE_STRIPES)]
        self._shard_locks = [SharedExclusive() for _ in range(shards)]
        self._sizes: dict[str, int] = {}  # upper bounds of shard partitions' row counts
        self._expired_memo: dict[int, ExpiredMemo] = {}
        self._shard_writes: dict[int, int] = {}
        self.orphans: list[str] = []  # registry keys of partitions without a key
        self._registry: dict[str, tuple[Partition, bool]] = self._load_registry()

    # -- the registry ------------------------------------------------------------------------

    def _load_registry(self) -> dict[str, tuple[Partition, bool]]:
        registry.recover(self._client, self._path)
        got = get_all(self._registry_collection(), None, ["metadatas"])
        out: dict[str, tuple[Partition, bool]] = {}
        known: Mapping[str, Partition] | None = None
        for key, meta in zip(got["ids"], got["metadatas"], strict=True):
            m = meta or {}
            if "peer_id" in m:  # written before rows left it out: rewritten below
                partition: Partition | None = Partition(
                    str(m.get("namespace", "")), str(m["peer_id"])
                )
            else:
                known = self._resolve() if known is None else known
                partition = known.get(str(key))
            if partition is None:
                # no key for it: its peer was forgotten after this index was built (a
                # rebuild beside the service)
                self.orphans.append(str(key))
                continue
            out[str(key)] = (partition, bool(m.get("dedicated", False)))
        if len(self.orphans) > max(2, (len(self.orphans) + len(out)) // 2):
            # most partitions without a key: not peers forgotten since a rebuild read them,
            # but another key file (or another deployment's Chroma server)
            raise FailedPrecondition(
                f"{len(self.orphans)} of the index's {len(self.orphans) + len(out)} partitions "
                "have no key in the peer key file: is it this data dir's peer_keys.sqlite3 "
                "(and this deployment's Chroma)? Nothing was changed"
            )
        if self.orphans:
            # kept as they are (nothing of them can be opened); a re-embedding's catch-up
            # erases those of peers forgotten meanwhile (`HybridIndex.drop_key`)
            log.warning("index.partitions_without_key", count=len(self.orphans))
        if registry.legacy(got["metadatas"]):
            registry.rewrite_legacy(self._client, self._metadata(), self._path)
            self._registry_handle = None
        return out

    def registry_handle(self) -> DrainingCollection:
        """The registry collection, for the queue's writer (a partition's first row queues
        its registry row, see `register`)."""
        return self._registry_collection()

    def _registry_collection(self) -> DrainingCollection:
        # One row per partition with a 1-d placeholder vector (Chroma rows need one). Its
        # handle does not drain: a partition's registry row is queued with its first rows
        # and written first in the same flush (chroma_writes.py), and the synchronous
        # updates (moving out, Forget) run inside `exclusively`, after a drain, holding the
        # partition's write lock (nothing of it can be queued then).
        if self._registry_handle is None:
            raw = self._client.get_or_create_collection(
                REGISTRY_COLLECTION,
                embedding_function=None,
                configuration=registry.REGISTRY_CONFIG,
                metadata=self._metadata(),
            )
            self._registry_handle = DrainingCollection(raw, _no_drain)
        return self._registry_handle

    def counts(self) -> tuple[int, int]:
        """How many partitions are registered, and how many of them are dedicated."""
        return len(self._registry), sum(1 for _, d in self._registry.values() if d)

    def partitions(self) -> list[Partition]:
        with self._lock:
            return [p for p, _ in self._registry.values()]

    def registered(self, key: str) -> bool:
        with self._lock:
            return key in self._registry

    def register(self, partition: Partition, key: str) -> bool:
        """Before the partition's first row is queued (the caller holds its write lock);
        True if the partition is new (it has no rows anywhere yet). The registry row waits
        in the write-behind queue like the rows: written at once it cost ~12 ms with the GIL
        held, a quarter of a first RememberBatch of 10 items to a new peer. The queue writes
        it first in the flush that writes the partition's first rows (same key, same group),
        and a crash before that replays both from the journal."""
        with self._lock:
            if key in self._registry:
                return False
            self._sizes[key] = 0  # new: no need to count its rows before it can move out
            self._registry[key] = (partition, False)
        meta = registry.row_metadata(partition.namespace, False)
        self._pending.put(
            Rows(partition, key, [key], np.zeros((1, 1), np.float32), [meta], registry=True)
        )
        return True

    def set_dedicated(self, partition: Partition, key: str) -> None:
        """The partition lives in its own collection from now on (the caller holds its shard
        exclusively); only shard partitions have a size bound."""
        self._registry_collection().update(ids=[key], metadatas=[{"dedicated": True}])
        with self._lock:
            self._registry[key] = (partition, True)
            self._sizes.pop(key, None)

    def unregister(self, key: str) -> None:
        """After the partition's last trace is gone (Forget, the shard held exclusively)."""
        if key in self._registry or key in self.orphans:
            self._registry_collection().delete(ids=[key])
            with self._lock:
                self._registry.pop(key, None)
                if key in self.orphans:
                    self.orphans.remove(key)

    # -- the bookkeeping beside it ---------------------------------------------------------

    def note_size(self, key: str, rows: int) -> None:
        """The partition's exact row count, just read."""
        with self._lock:
            self._sizes[key] = rows

    def size_after_write(self, key: str, written: int, cached: int | None) -> int | None:
        """The bound on a shard partition's row count after `written` rows went to it: the
        cached block's count when there is one (`cached`), else the last bound plus
        `written`. None: nothing is known, count its rows."""
        with self._lock:
            if cached is not None:
                self._sizes[key] = cached
            elif key in self._sizes:
                self._sizes[key] += written  # an upper bound: some rows were replaced
            return self._sizes.get(key)

    def shrink(self, key: str, removed: int) -> None:
        with self._lock:
            if key in self._sizes:
                self._sizes[key] = max(0, self._sizes[key] - removed)

    def forget(self, key: str, shard: int) -> None:
        """Forget: the partition's size bound, and its shard's expiry memo (its ids)."""
        with self._lock:
            self._sizes.pop(key, None)
            self._expired_memo.pop(shard, None)

    def wrote(self, shard: int) -> None:
        with self._lock:
            self._shard_writes[shard] = self._shard_writes.get(shard, 0) + 1

    def expired_memo(self, shard: int) -> tuple[ExpiredMemo | None, int]:
        """The shard's last expiry read, and its write count now (stale if they differ)."""
        with self._lock:
            return self._expired_memo.get(shard), self._shard_writes.get(shard, 0)

    def keep_expired(self, shard: int, memo: ExpiredMemo) -> None:
        with self._lock:
            self._expired_memo[shard] = memo

    def take_expired(self, memo: ExpiredMemo, key: str, limit: int) -> list[str]:
        """The partition's ids from a shard's expiry read, handed out once."""
        with self._lock:
            return memo[2].pop(key, [])[:limit]

    # -- collections -------------------------------------------------------------------------

    def _metadata(self) -> dict[str, Any]:
        return {"layout": LAYOUT_VERSION, "embedding_model": self._model}

    def named(
        self, name: str, *, create: bool, hnsw: dict[str, Any] | None = None
    ) -> DrainingCollection | None:
        with self._lock:
            found = self._collections.get(name)
        if found is not None:
            return found
        from chromadb.errors import NotFoundError

        if create:
            col = self._client.get_or_create_collection(
                name,
                embedding_function=None,
                configuration=hnsw or HNSW_CONFIG,
                metadata=self._metadata(),
            )
        else:
            try:
                col = self._client.get_collection(name, embedding_function=None)
            except NotFoundError:
                return None
        # Threads that opened the collection at the same time (a first Recall, the writer and
        # the warm-up loader after a start) must share one handle: its lock is what keeps a
        # query off a collection while it is written (write_behind.py).
        with self._lock:
            return self._collections.setdefault(name, DrainingCollection(col, self._pending.drain))

    def create_unlisted(self, name: str) -> Any:
        """A new collection outside the handle map, raw (a shard's copy being built, written
        only inside `exclusively`)."""
        return self._client.create_collection(
            name,
            embedding_function=None,
            configuration=SHARD_HNSW_CONFIG,
            metadata=self._metadata(),
        )

    def adopt(self, name: str, raw: Any) -> None:
        """`raw` is the collection called `name` now (a rebuilt shard that took its name)."""
        with self._lock:
            self._collections[name] = DrainingCollection(raw, self._pending.drain)

    def delete_collection(self, name: str) -> bool:
        """Deletes the collection if there is one; returns whether there was."""
        from chromadb.errors import NotFoundError

        with self._lock:
            self._collections.pop(name, None)
        try:
            self._client.delete_collection(name)
        except NotFoundError:
            return False
        return True

    def clear(self) -> None:
        with self._lock:
            self._collections.clear()

    # -- homes and locks ---------------------------------------------------------------------

    def shard_of(self, key: str) -> int:
        return shard_of_key(key, self.shards)

    def home(self, partition: Partition, *, create: bool = False) -> Home:
        """Call with the partition's shard held (shared or alone): a home is only valid
        while it is."""
        key = partition_key(partition)
        shard = shard_of_key(key, self.shards)
        with self._lock:
            entry = self._registry.get(key)
        if entry is None and not create:
            return Home(partition, key, shard, None, False)  # never written: no rows
        dedicated = entry is not None and entry[1]
        if dedicated:
            col = self.named(dedicated_name(key), create=create)
        else:
            col = self.named(shard_name(shard), create=create, hnsw=SHARD_HNSW_CONFIG)
        return Home(partition, key, shard, col, dedicated)

    @contextmanager
    def reading(self, partition: Partition) -> Iterator[Home]:
        key = partition_key(partition)
        with self._shard_locks[shard_of_key(key, self.shards)].shared():
            yield self.home(partition)

    def write_lock(self, key: str) -> threading.Lock:
        return self._write_locks[int(key[8:16], 16) % WRITE_STRIPES]

    def shard_lock(self, shard: int) -> SharedExclusive:
        return self._shard_locks[shard]

    @contextmanager
    def exclusively(self, shard: int) -> Iterator[None]:
        """The shard alone (a rebuild, a partition moving out): the queue is drained first,
        and inside, this thread's handles do not drain (the queue's writer would wait for
        the shard this thread holds)."""
        self._pending.drain()
        with self._shard_locks[shard].exclusive(), self._pending.suspended():
            yield


def _no_drain() -> None:
    """The registry's handle: nothing of it is ever queued."""
