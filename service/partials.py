"""The work folders `memcue backup` and `memcue restore` copy into before the rename that
makes a copy appear whole, and how a killed one's folder is found and removed.

Why: a backup or restore killed outright (SIGKILL, the OOM killer, a power cut) cannot
remove its folder, and that folder holds the peers' keys beside their sealed memories, which
is everything needed to read them, left in a hidden directory for good. So each holds an
exclusive `flock` on `<folder>.lock` while it works (the kernel lets go of it when the
process dies, however it dies), and the next backup or restore into the same place removes
every such folder whose lock it can take. A folder without a lock file is left alone: it
belongs to a process between its lock and its first copy, or to older code.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

LOCK = ".lock"


@contextlib.contextmanager
def working(folder: Path) -> Iterator[None]:
    """Holds `folder`'s lock for the block; the lock file goes at the end."""
    lock = folder.with_name(folder.name + LOCK)
    lock.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        lock.unlink(missing_ok=True)
        os.close(fd)


def sweep(parent: Path, pattern: str) -> list[Path]:
    """Removes the folders matching `pattern` in `parent` whose worker is gone (and their
    lock files, and lock files left without a folder); returns the folders removed."""
    removed: list[Path] = []
    if not parent.is_dir():
        return removed
    for path in sorted(parent.glob(pattern)):
        if path.name.endswith(LOCK):
            folder = path.with_name(path.name.removesuffix(LOCK))
            if not folder.exists():
                with if_unheld(path) as free:
                    if free:
                        path.unlink(missing_ok=True)
            continue
        lock = path.with_name(path.name + LOCK)
        if not path.is_dir() or not lock.exists():
            continue
        with if_unheld(lock) as free:
            if free:  # removed while held: no worker can start on it meanwhile
                shutil.rmtree(path, ignore_errors=True)
                lock.unlink(missing_ok=True)
                removed.append(path)
    return removed


@contextlib.contextmanager
def if_unheld(lock: Path) -> Iterator[bool]:
    """Whether nobody holds `lock`'s flock; if so, it is held here for the block (also by
    the model cache's sweep of dead builders, `embeddings/model_cache.py`)."""
    try:
        fd = os.open(lock, os.O_WRONLY)
    except OSError:
        yield False
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)
