"""How the index lays partitions out in Chroma: names, keys, the recorded layout, migration.

Layout 2 (this one): every (namespace, peer) partition is hashed into one of a fixed number
of shard collections (`memcue-shard-000` ...), recorded in `memcue-meta` when the index is
created; a partition that outgrows `dedicated_after` entries moves to a collection of its own
(`memcue-peer-<key>`). Each row carries its partition key twice: as the prefix of its Chroma
id (`<key>:<memory id>`, so a read by id can only ever find the partition's own rows) and as
metadata `pkey` (so filtered reads and scans name the partition in their `where`). The
Each row's metadata is packed (`pack`): the fields Chroma filters on stay separate keys, the
rest (sealed content included) is one JSON string `rec`, and rows have no Chroma document.
Chroma stores metadata one SQLite row per key, indexes every string value, and builds a
trigram full-text index over documents (useless over ciphertext): with 10 keys instead of
31 and no document, reading 75 entries by id took 2.4 ms instead of 5.4 ms and writing was
1.5x faster (3,000-row collection, 64-d). The registry collection `memcue-partitions` lists
every partition (id = key; metadata namespace,
peer id, dedicated), so sweeps can enumerate partitions without reading the shards.

Layout 1 (before): one collection per partition, `mem-<sha256[:40]>`. Every collection
written to cost ~2.6 MB of RSS in Chroma 1.5.9 whatever its HNSW parameters (1,000 peers x
100 memories: 3.27 GB; 3,000 x 10: 8.3 GB), and Chroma's LRU segment cache did not bound it.
An index in that layout is refused at start (`open_layout`) with the command that rebuilds it
from the log.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import structlog

from service.domain import Partition
from service.errors import FailedPrecondition, IndexModelMismatch

log = structlog.get_logger(__name__)

LAYOUT_VERSION = 2
META_COLLECTION = "memcue-meta"
REGISTRY_COLLECTION = "memcue-partitions"
SHARD_PREFIX = "memcue-shard-"
PEER_PREFIX = "memcue-peer-"
LEGACY_PREFIX = "mem-"  # layout 1: one collection per partition
NEXT_SUFFIX = ".next"  # a shard being rebuilt without a forgotten partition
PKEY = "pkey"  # metadata key: the partition key of a row
DEFAULT_SHARDS = 32

# HNSW of our collections. sync_threshold: how many writes Chroma keeps in its SQLite log
# before it persists the HNSW segment and trims the log. At start a collection's first read
# replays whatever is unpersisted into the in-memory index: with Chroma's default (1,000)
# that measured 300-1,000 ms per shard on first touch after a restart (384-d); with 100 it is
# a few ms, and persisting is incremental (only dirty elements), so writes do not slow down.
HNSW_CONFIG: dict[str, Any] = {
    "hnsw": {"space": "cosine", "sync_threshold": 100, "batch_size": 100}
}

# Shards are never searched through their HNSW (a shard partition is searched exactly over its
# cached vectors; only a dedicated collection's HNSW answers queries), yet Chroma builds one
# for every row it stores. The cheapest graph it accepts makes each write cheaper: upserts of
# 160 short 384-d rows took 0.80 ms a row against 1.11 with the default graph (M 16, ef 100).
SHARD_HNSW_CONFIG: dict[str, Any] = {
    "hnsw": {**HNSW_CONFIG["hnsw"], "ef_construction": 10, "max_neighbors": 4}
}


class IndexLayoutOutdated(FailedPrecondition):
    """The index on disk uses the one-collection-per-peer layout (1): rebuild it from the log."""

    def __init__(self, where: str, command: str) -> None:
        super().__init__(
            f"the index at {where} uses the old one-collection-per-peer layout (layout 1), "
            f"which costs megabytes of memory per peer; this version needs layout "
            f"{LAYOUT_VERSION}. Rebuild the index from the log (the source of truth; the old "
            f"index is left untouched) with `{command}`, then start the service again"
        )
        self.command = command


# The metadata Chroma filters on (chroma_where.py, same_fact): kept as separate keys.
FILTER_KEYS = (
    "kind",
    "scope",
    "label",
    "occurred_at",
    "superseded",
    "conflicted",
    "expires_at",
    "pinned",
    "fact_key",
)
REC = "rec"  # everything else of a row, and its sealed content ("doc"), as one JSON string


def pack(key: str, document: str, meta: Mapping[str, Any]) -> dict[str, Any]:
    """A row's Chroma metadata from FlatCodec's (document, flat metadata)."""
    out: dict[str, Any] = {k: meta[k] for k in FILTER_KEYS}
    rest = {k: v for k, v in meta.items() if k not in FILTER_KEYS}
    out[PKEY] = key
    out[REC] = json.dumps({"doc": document, **rest}, separators=(",", ":"))
    return out


def unpack(stored: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """(document, flat metadata) back from a row's Chroma metadata."""
    rest = json.loads(str(stored.get(REC) or "{}"))
    document = str(rest.pop("doc", ""))
    rest.update({k: v for k, v in stored.items() if k != REC})
    return document, rest


def partition_key(partition: Partition) -> str:
    """128 bits of sha256(namespace, peer): names a partition in row ids and metadata
    without the peer id (which may be an e-mail address)."""
    digest = hashlib.sha256(f"{partition.namespace}\0{partition.peer_id}".encode())
    return digest.hexdigest()[:32]


def shard_of_key(key: str, shards: int) -> int:
    return int(key[:8], 16) % shards


def shard_name(shard: int) -> str:
    return f"{SHARD_PREFIX}{shard:03d}"


def partition_collection_name(partition: Partition, shards: int = DEFAULT_SHARDS) -> str:
    """The shard collection that holds the partition's rows (unless it has one of its own,
    see `dedicated_name`)."""
    return shard_name(shard_of_key(partition_key(partition), shards))


def dedicated_name(key: str) -> str:
    return f"{PEER_PREFIX}{key}"


def row_id(key: str, memory_id: str) -> str:
    return f"{key}:{memory_id}"


def memory_id(key: str, rid: str) -> str | None:
    """The memory id of a row of partition `key`; None for a row of another partition."""
    prefix = f"{key}:"
    return rid[len(prefix) :] if rid.startswith(prefix) else None


def open_layout(
    client: Any, *, model: str, dimension: int, shards: int, where: str, path: Path | None
) -> int:
    """Checks the recorded model, creates or reads the recorded layout; returns the number of
    shards (an existing index keeps what it recorded, whatever `shards` says). A layout-1
    index with data is refused (IndexLayoutOutdated); `where` names the index in that error,
    `path` (an embedded index's directory, else None) gives the rebuild command its data dir."""
    from chromadb.errors import NotFoundError

    record = {
        "embedding_model": model,
        "dimension": dimension,
        "schema_version": LAYOUT_VERSION,
        "layout": "shards",
        "shards": shards,
    }
    try:
        meta = client.get_collection(META_COLLECTION, embedding_function=None)
    except NotFoundError:
        client.create_collection(META_COLLECTION, embedding_function=None, metadata=record)
        return shards
    recorded = dict(meta.metadata or {})
    if str(recorded.get("embedding_model", "")) != model:
        raise IndexModelMismatch(str(recorded.get("embedding_model", "")), model)
    if int(recorded.get("schema_version", 1)) < LAYOUT_VERSION:
        legacy = [c for c in client.list_collections() if _is_legacy(c.name)]
        if legacy:
            parent = path.parent if path is not None else Path("<data dir>")
            raise IndexLayoutOutdated(where, f"python scripts/reembed.py --data-dir {parent}")
        # Layout 1 without a single partition: nothing to migrate, record layout 2.
        meta.modify(metadata={**recorded, **record})
        log.info("index.layout_upgraded", partitions=0, layout=LAYOUT_VERSION)
        return shards
    recorded_shards = int(recorded.get("shards", DEFAULT_SHARDS))
    if recorded_shards != shards:
        log.info("index.shards_recorded", recorded=recorded_shards, configured=shards)
    return recorded_shards


def _is_legacy(name: str) -> bool:
    """A layout-1 partition collection: `mem-` and 40 hex digits."""
    rest = name[len(LEGACY_PREFIX) :]
    return (
        name.startswith(LEGACY_PREFIX)
        and len(rest) == 40
        and all(c in "0123456789abcdef" for c in rest)
    )
