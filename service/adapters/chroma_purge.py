"""Erases what a dropped collection leaves in an embedded Chroma's files (Forget's vectors).

Why this exists: `delete_collection` in Chroma 1.5.9 (embedded, PersistentClient) does not
erase a collection's vectors from disk. They sit in two places:

- `chroma.sqlite3`. Every write is first a row of the `embeddings_queue` log table, raw float32
  vector included. Chroma deletes log rows once the HNSW index has persisted them, and
  `delete_collection` deletes the rest, but with SQLite's default `secure_delete=OFF`: the bytes
  stay in free pages, and in the free space of pages still in use by other rows. The pragma is
  per connection and Chroma's connections live in its Rust core, so it cannot be switched on
  for those deletes; only rebuilding the file (`VACUUM`) removes such bytes afterwards. (A
  free-pages-only cleanup, `incremental_vacuum`, would miss the copies inside pages in use.)
- `<segment id>/` directories: the HNSW segment files (`data_level0.bin` holds each vector
  normalized for cosine, written once a collection reaches the sync threshold). Chroma neither
  removes a deleted collection's directory nor closes its files (the index stays in its cache).

`purge_dropped` runs after `delete_collection`, while the client stays open: it zero-fills and
removes every segment directory that no row of the `segments` table owns any more, then
`VACUUM`s `chroma.sqlite3`. That is what `chroma vacuum` does to the database (its log purge is
already done by `delete_collection`). Its migration step, which opens HNSW writers, is not
something to run next to a live client, so the CLI itself is not used.

The SQLite work runs in a child process, never on a connection of this process: Chroma links
its own SQLite, and two SQLite libraries in one process do not see each other's POSIX locks
(closing either one's file descriptor even drops the other's), which corrupted the database in
a concurrency test. From another process, SQLite's locking makes the VACUUM safe next to the
live client: Chroma's statements wait while it runs (Chroma's busy timeout is 1,000 s). The
cost is a rewrite of the whole database file, which blocks every partition's index reads and
writes while it lasts, and it grows with the index.

In server mode (HttpClient) the files belong to the Chroma server and cannot be reached from
here: the purge is skipped with a warning; the server's operator has to run `chroma vacuum`.

A third place, found with the sharded layout: Chroma's hnswlib persists its whole
`data_level0` buffer, capacity included, and the unused tail is uninitialised heap memory.
Any buffer this process freed earlier (a forgotten peer's cached vector matrix, Chroma's own
copies of its vectors) can be handed to a growing HNSW index and written into *another*
collection's files, which no purge of the dropped collection reaches (measured: after a shard
rebuild, 1-6 of the forgotten peer's 120 vectors turned up in the rebuilt shard's file, on
every run). `scrub_freed_memory` makes glibc overwrite every chunk it frees and fill every
chunk it hands out (`mallopt(M_PERTURB)`), so freed peer data never reaches a later buffer.
Chroma's Rust bindings and hnswlib allocate through glibc's malloc (checked with `nm -D`);
large chunks are mmap'ed and come back zeroed from the kernel anyway.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from service.adapters.child import run_module

SQLITE_FILE = "chroma.sqlite3"
# How long the child waits for the database lock (held by Chroma's transactions, or by another
# Forget's VACUUM, which takes ~4 s at 50,000 memories), and how long the whole purge may take
# before Forget goes on without it (SQLite rolls a killed VACUUM back).
BUSY_TIMEOUT_S = 300.0
PURGE_TIMEOUT_S = 1200.0
_ONE_PURGE = threading.Lock()


def _log() -> Any:
    # Imported here, not at module level: the child process imports this module too, and
    # structlog alone would multiply its start-up time (it is on every Forget's path).
    import structlog

    return structlog.get_logger(__name__)


M_PERTURB = -6  # glibc's mallopt parameter number (malloc.h)
PERTURB_BYTE = 0xA5
_scrubbing = False


def scrub_freed_memory() -> bool:
    """Makes glibc scrub heap memory on free and on allocation, process-wide, from now on
    (see the module docstring for why). Returns whether it is on; off (with a warning) where
    the C library is not glibc. Costs a memset per malloc/free of a heap chunk: large
    allocations (mmap'ed, >= 128 KiB by default) are not touched."""
    global _scrubbing
    if _scrubbing:
        return True
    import ctypes
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        _scrubbing = bool(libc.mallopt(M_PERTURB, PERTURB_BYTE))
    except (OSError, AttributeError) as err:
        _log().warning("memory.scrub_unavailable", error=f"{type(err).__name__}: {err}")
        return False
    if not _scrubbing:
        _log().warning("memory.scrub_unavailable", error="mallopt(M_PERTURB) refused")
    return _scrubbing


def purge_dropped(path: Path | None) -> bool:
    """Removes dropped collections' leftovers from the embedded index at `path` (None: a remote
    index, whose files are out of reach). Returns whether the files were purged.

    Never raises: Forget must still go on to destroy the peer's key. A failure is logged as an
    error, and the next purge (any Forget) works on the whole directory again.
    """
    if path is None:
        _log().warning(
            "chroma.purge_skipped",
            reason="remote index: its files are on the Chroma server; run `chroma vacuum` there",
        )
        return False
    started = time.perf_counter()
    try:
        # One purge at a time: two Forgets finishing together listed the same leftover
        # directory, and one removed it while the other was zero-filling it.
        with _ONE_PURGE:
            done = run_module(__name__, path, PURGE_TIMEOUT_S)
    except (OSError, subprocess.SubprocessError) as err:
        _log().error("chroma.purge_failed", error=f"{type(err).__name__}: {err}")
        return False
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or [f"exit status {done.returncode}"]
        _log().error("chroma.purge_failed", error=lines[-1])
        return False
    _log().info(
        "chroma.purged",
        segment_dirs_removed=json.loads(done.stdout)["segment_dirs_removed"],
        ms=round((time.perf_counter() - started) * 1000, 1),
    )
    return True


def purge(path: Path) -> int:
    """The purge itself; returns how many segment directories it removed. Run it in a process
    that has no SQLite connection of its own to this database (see the module docstring)."""
    path = path.resolve()
    db_path = path / SQLITE_FILE
    # List the directories before reading the segment table: Chroma commits a segment's row
    # before it creates its directory, so a directory seen here whose row is missing afterwards
    # belongs to a deleted collection, never to one being created concurrently.
    candidates = [p for p in path.iterdir() if p.is_dir() and _is_uuid(p.name)]
    db = sqlite3.connect(
        f"{db_path.as_uri()}?mode=rw", uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None
    )
    try:
        live = {str(row[0]) for row in db.execute("SELECT id FROM segments")}
        orphans = [p for p in candidates if p.name not in live]
        for directory in orphans:
            _shred_dir(directory)
        db.execute("VACUUM")
        if str(db.execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal":
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # old frames hold the old pages
    finally:
        db.close()
    return len(orphans)


def _shred_dir(directory: Path) -> None:
    """Zero-fills each file, then removes the directory. Zeroing first matters: Chroma keeps the
    dropped index's files open, so an unlinked file would keep its bytes on disk for as long as
    the service runs."""
    for file in directory.rglob("*"):
        try:
            if file.is_file() and not file.is_symlink():
                size = file.stat().st_size
                with file.open("r+b") as fh:
                    while fh.tell() < size:
                        fh.write(bytes(min(1 << 20, size - fh.tell())))
                    fh.flush()
                    os.fsync(fh.fileno())
        except FileNotFoundError:
            continue  # removed meanwhile (by a purge of another process, e.g. `chroma vacuum`)
    shutil.rmtree(directory, ignore_errors=True)


def _is_uuid(name: str) -> bool:
    try:
        uuid.UUID(name)
    except ValueError:
        return False
    return True


if __name__ == "__main__":
    print(json.dumps({"segment_dirs_removed": purge(Path(sys.argv[1]))}))
