"""The partition registry's rows name a partition by its key alone, never by its peer id.

Why: a peer id may be an e-mail address, and Chroma keeps every row ever written to a
collection in its `embeddings_queue` log table until that collection's HNSW index is
persisted, which a registry of 1-d placeholder rows may never be. Forget deletes the
partition's registry row, but the row as first written stayed in the log: a forgotten
peer's id, in plain text, in `chroma.sqlite3` for good (found by a review; the test greps
every file of the data dir for the id). So a registry row holds the namespace and whether
the partition has a collection of its own, and its key (a hash of namespace and peer) is
read back as a partition through the peers' keys (`Sealer.partitions`): every partition
with rows has a key, since its rows are sealed with it.

A registry written before carries `peer_id` in every row. It is rewritten once at start
(`rewrite_legacy`): a fresh collection gets the rows without it and takes the registry's
name, and the old collection is deleted, which removes its log rows, then the file is
`VACUUM`ed (`purge_dropped`) so no free page keeps them. A crash between the steps leaves
`<registry>.next`, which `recover` finishes or discards at the next start, as for a shard,
and purges again; a marker file (`registry-rewrite.pending`) covers a crash after the rename
and before the purge.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from service.adapters.chroma_layout import NEXT_SUFFIX, REGISTRY_COLLECTION
from service.adapters.chroma_purge import purge_dropped
from service.adapters.chroma_where import get_all

log = structlog.get_logger(__name__)

REGISTRY_CONFIG = {"hnsw": {"space": "l2"}}
PENDING = "registry-rewrite.pending"  # a rewrite began; gone once its purge is done
_BATCH = 1000


def row_metadata(namespace: str, dedicated: bool) -> dict[str, Any]:
    """What a registry row holds besides its key."""
    return {"namespace": namespace, "dedicated": dedicated}


def recover(client: Any, path: Path | None) -> None:
    """At start: a crash during `rewrite_legacy` left `<registry>.next`. Complete if the
    registry itself is gone (only the rename was missing), else discard it (the rewrite
    runs again); either way purge, which the crash may have cut short (the old rows' peer
    ids stayed in free pages until an unrelated Forget)."""
    names = {c.name for c in client.list_collections()}
    temp = REGISTRY_COLLECTION + NEXT_SUFFIX
    pending = path is not None and (path / PENDING).exists()
    if temp not in names:
        if pending:  # renamed, not purged
            _purged(path)
        return
    if REGISTRY_COLLECTION in names:
        client.delete_collection(temp)
        log.warning("index.registry_rewrite_discarded")
    else:
        client.get_collection(temp, embedding_function=None).modify(name=REGISTRY_COLLECTION)
        log.warning("index.registry_rewrite_completed")
    _purged(path)


def _purged(path: Path | None) -> bool:
    done = purge_dropped(path)
    if path is not None:
        (path / PENDING).unlink(missing_ok=True)
    return done


def legacy(metadatas: list[Mapping[str, Any] | None]) -> bool:
    """Whether any row still carries a peer id."""
    return any("peer_id" in (m or {}) for m in metadatas)


def rewrite_legacy(client: Any, metadata: Mapping[str, Any], path: Path | None) -> int:
    """Rewrites the registry without peer ids (see the module's docstring); returns its
    row count. Runs at start, before any write can reach the registry."""
    if path is not None:
        (path / PENDING).touch()
    old = client.get_collection(REGISTRY_COLLECTION, embedding_function=None)
    got = get_all(old, None, ["metadatas"])
    temp = REGISTRY_COLLECTION + NEXT_SUFFIX
    fresh = client.create_collection(
        temp, embedding_function=None, configuration=REGISTRY_CONFIG, metadata=dict(metadata)
    )
    ids = [str(i) for i in got["ids"]]
    metas = [
        row_metadata(str((m or {}).get("namespace", "")), bool((m or {}).get("dedicated")))
        for m in got["metadatas"]
    ]
    for i in range(0, len(ids), _BATCH):
        chunk = ids[i : i + _BATCH]
        fresh.add(
            ids=chunk,
            embeddings=np.zeros((len(chunk), 1), np.float32),
            metadatas=metas[i : i + _BATCH],
        )
    client.delete_collection(REGISTRY_COLLECTION)
    fresh.modify(name=REGISTRY_COLLECTION)
    purged = _purged(path)
    log.warning("index.registry_rewritten", rows=len(ids), purged=purged)
    return len(ids)
