"""Moving rows between collections: Forget by shard rebuild, a large partition moving out.

Forget (`drop`): deleting a partition's rows from a shard would leave its vectors in the
shard's HNSW files (hnswlib only marks deleted elements) and in SQLite's free pages, so the
shard is rebuilt without it: the other partitions' rows are copied into a fresh collection,
the old one is dropped, the copy takes its name, and the dropped files are purged
(chroma_purge.py). A crash half-way is finished at the next start (`recover_rebuilds`).

Moving out (`maybe_move_out`): a partition that grows past `dedicated_after` entries, where
reading its vectors back from Chroma on a cache miss would cost tens of milliseconds, moves
to a collection of its own (searched as chroma_search.py says); its fixed cost (~2.6 MB of
RSS per collection written to) is then small next to its data. Its rows are copied while
the shard is shared, the registry switches while the shard is held alone, and the shard's
copies are deleted after, so readers see the partition whole in one place or the other.

Chroma holds the GIL for the whole of each call, so rows are copied in short batches
(COPY_BATCH): every other server thread waits for each one.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from service.adapters.access_marks import AccessMarks
from service.adapters.chroma_layout import (
    NEXT_SUFFIX,
    PKEY,
    dedicated_name,
    partition_key,
    shard_name,
)
from service.adapters.chroma_purge import purge_dropped
from service.adapters.chroma_rows import RowReader
from service.adapters.chroma_shards import Home, ShardMap
from service.adapters.chroma_where import get_all
from service.adapters.entry_cache import EntryCache
from service.adapters.vector_blocks import BlockCache
from service.adapters.write_behind import WriteBehind
from service.domain import Partition

log = structlog.get_logger(__name__)

COPY_BATCH = 250  # rows per Chroma call when a shard is rebuilt or a partition moves (short calls:
# Chroma holds the GIL for each one, and every other server thread waits)


class Mover:
    """Forgets partitions and moves large ones out of their shard."""

    def __init__(
        self,
        shards: ShardMap,
        rows: RowReader,
        pending: WriteBehind,
        *,
        blocks: BlockCache,
        entries: EntryCache,
        marks: AccessMarks | None,
        path: Path | None,
        dedicated_after: int,
    ) -> None:
        self._shards = shards
        self._rows = rows
        self._pending = pending
        self._blocks = blocks
        self._entries = entries
        self._marks = marks
        self._path = path
        self._dedicated_after = dedicated_after
        self._orphan_lock = threading.Lock()

    # -- Forget ------------------------------------------------------------------------------

    def drop(self, partition: Partition) -> int:
        """Erases the partition: its dedicated collection, and its rows in its shard by
        rebuilding the shard without them; then purges what Chroma left on disk. Returns
        how many entries it held."""
        key = partition_key(partition)
        if not self._shards.registered(key):
            # Registered before its first row is written, unregistered after its last
            # trace is gone: nothing of it is in this index.
            return 0
        return self._erase(key, partition)

    def drop_orphan(self, key: str) -> bool:
        """Erases the rows of a registry key no partition with a key names any more (a peer
        forgotten after a re-embedding read it); False if the key is no such orphan. Under
        one lock with the check, so two writers of a returning peer erase its old rows
        once, never the rows the first one then wrote."""
        with self._orphan_lock:
            if key not in self._shards.orphans:
                return False
            self._erase(key, None)
            return True

    def _erase(self, key: str, partition: Partition | None) -> int:
        shard = self._shards.shard_of(key)
        started = time.perf_counter()
        with self._shards.write_lock(key), self._shards.exclusively(shard):
            self._pending.discard(key)
            count = 0
            if partition is not None:
                home = self._shards.home(partition)
                count = 0 if home.col is None else self._rows.count(home)
                self._entries.drop(partition)
            self._blocks.drop(key)
            if self._marks is not None:
                self._marks.drop(key)
            self._shards.forget(key, shard)
            # Whatever the registry says: a move out interrupted by a crash may have left a
            # dedicated copy, and a partition that moved out left deleted rows in its shard.
            self._shards.delete_collection(dedicated_name(key))
            kept = self._rebuild_shard(shard, without=key)
            self._shards.unregister(key)
        purge_dropped(self._path)  # the vectors Chroma leaves on disk (chroma_purge.py)
        log.info(
            "index.partition_dropped",
            shard=shard,
            erased=count,
            shard_rows_kept=kept,
            without_key=partition is None,
            ms=round((time.perf_counter() - started) * 1000, 1),
        )
        return count

    def _rebuild_shard(self, shard: int, *, without: str) -> int:
        """Copies every row of the shard except partition `without` into a fresh collection
        that then takes the shard's name; returns how many rows were kept. The caller holds
        the shard exclusively."""
        name = shard_name(shard)
        old = self._shards.named(name, create=False)
        if old is None:
            return 0
        temp = name + NEXT_SUFFIX
        self._shards.delete_collection(temp)
        fresh = self._shards.create_unlisted(temp)
        kept = 0
        offset = 0
        where = {PKEY: {"$ne": without}}
        while True:
            got = old.get(
                where=where,
                include=["embeddings", "metadatas"],
                limit=COPY_BATCH,
                offset=offset,
            )
            if got["ids"]:
                fresh.add(
                    ids=got["ids"],
                    embeddings=np.asarray(got["embeddings"], dtype=np.float32),
                    metadatas=got["metadatas"],
                )
                kept += len(got["ids"])
            if len(got["ids"]) < COPY_BATCH:
                break
            offset += COPY_BATCH
        self._shards.delete_collection(name)
        fresh.modify(name=name)
        self._shards.adopt(name, fresh)
        return kept

    # -- moving a large partition to a collection of its own -------------------------------

    def maybe_move_out(self, home: Home, written: int) -> None:
        """Called with the partition's write lock held, after a write to its shard."""
        limit = self._dedicated_after
        if limit <= 0:
            return
        cached = self._blocks.snapshot(home.key)
        bound = self._shards.size_after_write(
            home.key, written, cached[0].n if cached is not None else None
        )
        if bound is not None and bound <= limit:
            return
        with self._shards.shard_lock(home.shard).shared():
            exact = self._rows.count(self._shards.home(home.partition))
        self._shards.note_size(home.key, exact)
        if exact > limit:
            self._move_out(home.partition)

    def _move_out(self, partition: Partition) -> None:
        started = time.perf_counter()
        key = partition_key(partition)
        shard = self._shards.shard_of(key)
        lock = self._shards.shard_lock(shard)
        # The registry still has the partition in its shard, so a collection of its own can
        # only be what a crash part-way through an earlier move left: half-written, perhaps
        # with torn HNSW files (writing into one such made Chroma allocate 22 GB at start,
        # in the crash test). The shard holds every row: start the copy afresh.
        if self._shards.delete_collection(dedicated_name(key)):
            log.warning("index.partial_move_discarded", shard=shard)
        own = self._shards.named(dedicated_name(key), create=True)
        assert own is not None
        with lock.shared():
            home = self._shards.home(partition)
            assert home.col is not None and not home.dedicated
            got = get_all(home.col, {PKEY: key}, ["embeddings", "metadatas"])
            for i in range(0, len(got["ids"]), COPY_BATCH):
                own.upsert(
                    ids=got["ids"][i : i + COPY_BATCH],
                    embeddings=np.asarray(got["embeddings"][i : i + COPY_BATCH], np.float32),
                    metadatas=got["metadatas"][i : i + COPY_BATCH],
                )
        with self._shards.exclusively(shard):  # readers switch collections between reads
            self._shards.set_dedicated(partition, key)
            self._blocks.drop(key)
        with lock.shared():
            # The shard's handle again: a Forget of another peer of this shard may have
            # rebuilt it (a new collection under the same name) since `home` was read, and
            # the old handle would name a deleted collection.
            current = self._shards.named(shard_name(shard), create=False)
            if current is not None:
                for i in range(0, len(got["ids"]), COPY_BATCH):
                    current.delete(ids=got["ids"][i : i + COPY_BATCH])
        log.info(
            "index.partition_moved_out",
            shard=shard,
            entries=len(got["ids"]),
            ms=round((time.perf_counter() - started) * 1000, 1),
        )


def recover_rebuilds(client: Any, shards: int) -> None:
    """At start: a crash during a shard rebuild left `<shard>.next`. If the shard itself is
    still there the copy was unfinished (drop it; the Forget did not complete and is
    retried), otherwise the copy was complete and only the rename was missing."""
    names = {c.name for c in client.list_collections()}
    for shard in range(shards):
        name = shard_name(shard)
        if name + NEXT_SUFFIX not in names:
            continue
        if name in names:
            client.delete_collection(name + NEXT_SUFFIX)
            log.warning("index.rebuild_discarded", shard=shard)
        else:
            client.get_collection(name + NEXT_SUFFIX, embedding_function=None).modify(name=name)
            log.warning("index.rebuild_completed", shard=shard)
