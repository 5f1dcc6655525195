"""The per-user model cache that the mpnet weights and the ONNX exports are built into.

Why one cache per user rather than per data dir: what goes in it depends only on installed
packages and code, never on data, and building it is slow (mpnet: ~10 s of assembly and
440 MB; an ONNX export: 15-30 s), so one copy per machine serves every data dir, test run
and benchmark, and `make install` can build it before any data dir exists.

How a folder gets there: built under a hidden temporary name beside its final one, then
renamed (a rename within one directory is atomic, so a folder appears whole or not at all),
while holding a lock file in the cache (a test run and a server may start together). Each
kind of entry keeps its own lock file name, so existing caches and running older code still
agree on which lock guards what. A builder killed outright (SIGKILL, an OOM kill, a power
cut) cannot remove its temporary folder: an interrupted ONNX export left 57 MB behind for
good. So whoever next takes a lock removes the temporary folders whose builder is gone; a
live builder's, under another lock, is left alone. A builder holds an exclusive `flock` on
a file beside its folder (`<folder>.lock`) for as long as it builds, and the kernel lets go
of it when the process dies however it dies: a lock that can be taken means the builder is
gone. The pid in the folder's name was the first way to tell, and it is still used for a
folder without a lock file (older code's): but a cache shared by containers (a bind mount)
sees pids of other pid namespaces, where a live builder's pid can look dead here.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from service.partials import if_unheld

# Read size for hashing and copying large model files.
CHUNK = 1 << 20
# A folder being built is named `.<final name>` + TMP_MARK + <builder pid>.
TMP_MARK = ".tmp-"

T = TypeVar("T")


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file, read in `CHUNK`s (model files run to hundreds of MB)."""
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(CHUNK):
            digest.update(block)
    return digest.hexdigest()


@contextlib.contextmanager
def locked(cache_dir: Path, lock_name: str) -> Iterator[None]:
    """One builder per cache and lock file at a time (an exclusive `flock` on
    `cache_dir/lock_name`); creates `cache_dir` if needed."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    with (cache_dir / lock_name).open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            remove_dead_builds(cache_dir)
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def build_then_rename(final: Path, build: Callable[[Path], T]) -> T:
    """Runs `build` on an empty temporary folder beside `final` (`.<name>.tmp-<pid>`) and,
    if it returns, renames that folder to `final`; whatever else happens (an exception, a
    Ctrl-C), the temporary folder is removed, and if this process is killed outright the
    next `locked` removes it. Returns what `build` returned. Call it under `locked`, with
    `final` absent."""
    tmp = final.with_name(f".{final.name}{TMP_MARK}{os.getpid()}")
    marker = _marker(tmp)
    with marker.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # building: held until this process ends
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        try:
            result = build(tmp)
            os.rename(tmp, final)  # appears whole or not at all
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
            marker.unlink(missing_ok=True)
    return result


def remove_dead_builds(cache_dir: Path) -> list[Path]:
    """Removes the temporary folders (`build_then_rename`'s) whose builder is gone, and
    returns them. Call it holding a lock of the cache: a builder under the same lock cannot
    be half-way, and one under another lock is still running, so it is kept. Gone: its lock
    file can be locked (or, without one, its pid runs no process here; a pid reused by an
    unrelated process keeps the folder until that process ends, the safe way to be wrong)."""
    removed = []
    for path in cache_dir.glob(f".*{TMP_MARK}*"):
        if path.name.endswith(LOCK_SUFFIX):
            if not path.with_name(path.name.removesuffix(LOCK_SUFFIX)).exists():
                with if_unheld(path) as free:  # a builder gone between its two removals
                    if free:
                        path.unlink(missing_ok=True)
            continue
        marker = _marker(path)
        if marker.exists():
            with if_unheld(marker) as free:
                if free:  # removed while held, so no builder can start on it meanwhile
                    shutil.rmtree(path, ignore_errors=True)
                    marker.unlink(missing_ok=True)
                    removed.append(path)
            continue
        pid = path.name.rpartition(TMP_MARK)[2]
        if not pid.isdigit() or int(pid) <= 0 or int(pid) == os.getpid() or _alive(int(pid)):
            continue
        shutil.rmtree(path, ignore_errors=True)
        removed.append(path)
    return removed


LOCK_SUFFIX = ".lock"


def _marker(tmp: Path) -> Path:
    return tmp.with_name(tmp.name + LOCK_SUFFIX)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    return True
