"""An embedded index after an unclean stop: opened first in a child process, to see it works.

Why: Chroma writes a collection's HNSW files in place (no temporary file and rename), so a
SIGKILL, an OOM kill or a power cut while it persists them can leave them torn. Measured
here (Chroma 1.5.9): a writer upserting into 4 collections, SIGKILLed 20 times at random
moments, left one collection whose `link_lists.bin` claimed 2.9 TB; from then on every
`count()` on it killed the reading process with a segfault, so a service would crash at
each start, and no Python `except` can catch that. Other tears make every call on the
collection raise ("Error loading hnsw index").

So the index keeps a marker beside its directory while it is open (`mark_open` at open,
`mark_closed` after a clean close). A marker found at start means the last process did not
close the index: before this process touches it, `probe` opens every collection in a child
process (count, one row read with its vector, one query). A child that fails or dies names
the damage, and the caller rebuilds the index from the log, the source of truth
(`service.app`). After a clean stop nothing is probed: restarts stay as fast as before.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

OK_LINE = "memcue-index-ok"
PROBE_TIMEOUT_S = 600.0


def marker_path(index_dir: Path) -> Path:
    """The open-marker of an embedded index directory (a sibling, like its keyword file)."""
    return index_dir.with_name(index_dir.name + ".open")


def was_left_open(index_dir: Path) -> bool:
    return marker_path(index_dir).exists()


def mark_open(index_dir: Path) -> None:
    marker = marker_path(index_dir)
    marker.write_text(f"{os.getpid()}\n")
    _sync_dir(marker.parent)


def mark_closed(index_dir: Path) -> None:
    marker_path(index_dir).unlink(missing_ok=True)


def _sync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@dataclass(frozen=True, slots=True)
class Damage:
    """What the child process found: the collection it was on, and how it failed."""

    collection: str
    detail: str

    def __str__(self) -> str:
        where = f"collection {self.collection}" if self.collection else "the index"
        return f"{where}: {self.detail}"


def probe(index_dir: Path, timeout_s: float = PROBE_TIMEOUT_S) -> Damage | None:
    """None when every collection opens, reads and answers a query in a child process."""
    if not index_dir.exists():
        return None
    try:
        done = subprocess.run(
            [sys.executable, "-m", __name__, str(index_dir)],
            capture_output=True,
            text=True,
            timeout=timeout_s,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Damage("", f"opening it took longer than {timeout_s:.0f} s")
    lines = done.stdout.splitlines()
    if done.returncode == 0 and lines and lines[-1] == OK_LINE:
        return None
    current = next((ln[len("open ") :] for ln in reversed(lines) if ln.startswith("open ")), "")
    if done.returncode < 0:
        detail = f"the process opening it died of {signal.Signals(-done.returncode).name}"
    else:
        error = next((ln for ln in reversed(lines) if ln.startswith("error ")), "")
        detail = error[len("error ") :] or (done.stderr.strip().splitlines() or ["no output"])[-1]
    return Damage(current, detail[:300])


def _check(index_dir: Path) -> None:
    """The child's side: touch every collection, saying which one before each."""
    import chromadb
    import numpy as np
    from chromadb.config import Settings as ChromaSettings

    client = chromadb.PersistentClient(
        path=str(index_dir), settings=ChromaSettings(anonymized_telemetry=False)
    )
    for col in client.list_collections():
        print(f"open {col.name}", flush=True)
        try:
            if col.count():
                row = col.get(limit=1, include=["embeddings"])
                vector = np.asarray(row["embeddings"], dtype=np.float32)[:1]
                col.query(query_embeddings=vector, n_results=1, include=[])
        except Exception as exc:  # the parent reports it; the index gets rebuilt
            print(f"error {type(exc).__name__}: {exc}", flush=True)
            raise SystemExit(2) from exc
    print(OK_LINE, flush=True)


if __name__ == "__main__":
    _check(Path(sys.argv[1]))
