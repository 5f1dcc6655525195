"""An embedded index after an unclean stop: opened first in a child process, to see it works.

Why: Chroma writes a collection's HNSW files in place (no temporary file and rename), so a
SIGKILL, an OOM kill or a power cut while it persists them can leave them torn. Measured
here (Chroma 1.5.9): a writer upserting into 4 collections, SIGKILLed 20 times at random
moments, left one collection whose `link_lists.bin` claimed 2.9 TB; from then on every
`count()` on it killed the reading process with a segfault, so a service would crash at
each start, and no Python `except` can catch that. Other tears make every call on the
collection raise ("Error loading hnsw index").

So the index keeps a marker file beside its directory while it is open, locked (`flock`) by
the process holding it (`IndexMarker`), deleted by a clean close. At start, a marker that no
one holds means the last process died with the index open: before this process touches it,
`probe` opens every collection in a child process (count, one row read with its vector, one
query). A Chroma error or a crash (SIGSEGV, SIGBUS, SIGABRT) on a collection is damage, and
the caller rebuilds the index from the log, the source of truth (`service.app`); anything
else that stops the check (a timeout, the child killed, an import error) stops the start with
the reason instead, since deleting an index on a false alarm would be worse. A marker held by
a live process means the index is in use there: a second process must not open it. After a
clean stop nothing is probed: restarts stay as fast as before.
"""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from service.adapters.child import run_module
from service.adapters.chroma_layout import NEXT_SUFFIX  # a Forget's shard being rebuilt
from service.errors import FailedPrecondition

OK_LINE = "memcue-index-ok"
PROBE_TIMEOUT_S = 600.0
CRASHES = {signal.SIGSEGV, signal.SIGBUS, signal.SIGABRT, signal.SIGILL, signal.SIGFPE}


class IndexInUse(FailedPrecondition):
    """Another live process holds the index open."""


class IndexCheckFailed(FailedPrecondition):
    """The check after an unclean stop could not run to an answer."""


def marker_path(index_dir: Path) -> Path:
    """The open-marker of an embedded index directory (a sibling, like its keyword file)."""
    return index_dir.with_name(index_dir.name + ".open")


class IndexMarker:
    """The marker of an index this process has open: created and locked at open, deleted
    by `release` after a clean close. The lock goes with the process, however it dies."""

    def __init__(self, index_dir: Path) -> None:
        self._path = marker_path(index_dir)
        self._fd = os.open(self._path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(self._fd, 32).decode(errors="replace").strip() or "?"
            os.close(self._fd)
            raise IndexInUse(
                f"the index {index_dir} is open in another process (pid {holder}); "
                "stop it first: two processes must not write one embedded Chroma"
            ) from None
        os.ftruncate(self._fd, 0)
        os.write(self._fd, f"{os.getpid()}\n".encode())
        os.fsync(self._fd)

    def release(self) -> None:
        """After a clean close: the marker goes."""
        if self._fd >= 0:
            self._path.unlink(missing_ok=True)
        self.release_keeping_file()

    def release_keeping_file(self) -> None:
        """The lock goes, the marker stays (an open that did not finish)."""
        if self._fd >= 0:
            os.close(self._fd)  # and with it the lock
            self._fd = -1


def was_left_open(index_dir: Path) -> bool:
    """Whether the last process to open the index died with it open (its marker is there and
    no one holds it). Raises IndexInUse if a live process holds it."""
    path = marker_path(index_dir)
    if not path.exists():
        return False
    IndexMarker(index_dir).release_keeping_file()
    return True


@dataclass(frozen=True, slots=True)
class Damage:
    """What the child process found: the collection it was on, and how it failed."""

    collection: str
    detail: str

    def __str__(self) -> str:
        return f"collection {self.collection}: {self.detail}"


def probe(index_dir: Path, timeout_s: float = PROBE_TIMEOUT_S) -> Damage | None:
    """None when every collection opens, reads and answers a query in a child process;
    the damage when one of them fails or crashes it. Raises IndexCheckFailed when the
    check itself could not run to an answer."""
    if not index_dir.exists():
        return None
    try:
        done = run_module(__name__, index_dir, timeout_s)
    except subprocess.TimeoutExpired as exc:
        raise IndexCheckFailed(
            f"checking the index {index_dir} took longer than {timeout_s:.0f} s"
        ) from exc
    lines = done.stdout.splitlines()
    if done.returncode == 0 and OK_LINE in lines:
        return None
    for line in lines:
        if line.startswith("error "):
            collection, _, detail = line[len("error ") :].partition(" ")
            return Damage(collection, detail[:300])
    current = next((ln[len("open ") :] for ln in reversed(lines) if ln.startswith("open ")), "")
    if current and done.returncode < 0 and -done.returncode in CRASHES:
        return Damage(
            current, f"the process opening it died of {signal.Signals(-done.returncode).name}"
        )
    tail = (done.stderr.strip().splitlines() or ["no output"])[-1][:300]
    raise IndexCheckFailed(
        f"could not check the index {index_dir} after an unclean stop (exit {done.returncode}"
        f"{', on collection ' + current if current else ''}): {tail}"
    )


def _check(index_dir: Path) -> None:
    """The child's side: touch every collection, saying which one before each."""
    import chromadb
    import numpy as np
    from chromadb.config import Settings as ChromaSettings

    client = chromadb.PersistentClient(
        path=str(index_dir), settings=ChromaSettings(anonymized_telemetry=False)
    )
    for col in client.list_collections():
        if col.name.endswith(NEXT_SUFFIX):
            continue
        print(f"open {col.name}", flush=True)
        try:
            if col.count():
                row = col.get(limit=1, include=["embeddings"])
                vector = np.asarray(row["embeddings"], dtype=np.float32)[:1]
                col.query(query_embeddings=vector, n_results=1, include=[])
        except Exception as exc:  # the parent reports it; the index gets rebuilt
            print(f"error {col.name} {type(exc).__name__}: {exc}".replace("\n", " "), flush=True)
            raise SystemExit(2) from exc
    print(OK_LINE, flush=True)


if __name__ == "__main__":
    _check(Path(sys.argv[1]))
