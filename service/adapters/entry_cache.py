"""Decoded entries kept in memory, by (partition, id), bounded (least recently used out).

Reading an entry back from Chroma (metadata, then opening its sealed fields) costs about as
much as the vector search itself; recall reads the same hot entries again and again. The
cache sits in `ChromaIndex`, which every change passes through, so each change replaces or
drops the cached entry (access-only updates are recognised by comparing against it), and a
read that raced a change never caches what it read (a per-partition version says whether
anything changed meanwhile). Forget drops the partition's entries with the rest of its data.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence

from service.domain import Memory, Partition


class EntryCache:
    def __init__(self, capacity: int = 20_000) -> None:
        self._capacity = capacity
        self._entries: OrderedDict[tuple[Partition, str], Memory] = OrderedDict()
        self._versions: dict[Partition, int] = {}
        self._lock = threading.Lock()

    def version(self, partition: Partition) -> int:
        with self._lock:
            return self._versions.get(partition, 0)

    def get_many(self, partition: Partition, ids: Sequence[str]) -> dict[str, Memory]:
        found: dict[str, Memory] = {}
        with self._lock:
            for mid in ids:
                key = (partition, mid)
                memory = self._entries.get(key)
                if memory is not None:
                    self._entries.move_to_end(key)
                    found[mid] = memory
        return found

    def put_many(self, partition: Partition, memories: Iterable[Memory], version: int) -> None:
        """Caches what a read returned, unless the partition changed since `version`."""
        if self._capacity <= 0:
            return
        with self._lock:
            if self._versions.get(partition, 0) != version:
                return
            self._put(partition, memories)

    def changed(
        self, partition: Partition, memories: Iterable[Memory] = (), removed: Iterable[str] = ()
    ) -> None:
        """After a change is in the store: new values in, removed ids out, readers warned."""
        with self._lock:
            self._versions[partition] = self._versions.get(partition, 0) + 1
            for mid in removed:
                self._entries.pop((partition, mid), None)
            if self._capacity > 0:
                self._put(partition, memories)

    def drop(self, partition: Partition) -> None:
        with self._lock:
            # A new version: any read in flight must not cache what it read.
            self._versions[partition] = self._versions.get(partition, 0) + 1
            for key in [k for k in self._entries if k[0] == partition]:
                del self._entries[key]

    def _put(self, partition: Partition, memories: Iterable[Memory]) -> None:
        for memory in memories:
            key = (partition, memory.id)
            self._entries[key] = memory
            self._entries.move_to_end(key)
        while len(self._entries) > self._capacity:
            self._entries.popitem(last=False)
