"""Which embedded index directory is live, and what happens to the others.

`index.json` in the data dir names the live index directory (default `chroma/`); a
re-embedding (`scripts/reembed.py`) or a repair builds a new one beside it and switches the
pointer atomically. A directory the switch retires is deleted at the next start at the
latest (`discard_retired`), and so is a build no process is running that was never switched
to (`discard_abandoned`): an old index holds peers' data, and Forget must not leave copies
behind. After an unclean stop, `checked_index` opens the live index in a child
process first and rebuilds it from the log if Chroma's files are torn
(service/adapters/chroma_health.py says why).
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Sequence
from pathlib import Path

import structlog

from service.adapters.activitywatch import ActivityWatchLog
from service.adapters.chroma_health import probe, was_left_open
from service.adapters.chroma_index import IndexTuning
from service.adapters.hybrid_index import HybridIndex, index_siblings
from service.backup import RESTORED
from service.crypto import Sealer
from service.ports import Embedder
from service.rebuild import rebuild

log = structlog.get_logger(__name__)

INDEX_POINTER = "index.json"


def index_location(data_dir: Path) -> Path:
    """The embedded index in use: `chroma/`, or the directory a re-embedding switched to
    (recorded in index.json, replaced atomically by scripts/reembed.py)."""
    pointer = data_dir / INDEX_POINTER
    if pointer.exists():
        return data_dir / str(json.loads(pointer.read_text())["path"])
    return data_dir / "chroma"


def switch_index(data_dir: Path, path: str, model: str, retired: Sequence[str] = ()) -> None:
    """Points index.json at `path`, atomically; `retired` index directories are deleted at
    the next start (`discard_retired`), so a crash right after the switch leaves none."""
    tmp = data_dir / (INDEX_POINTER + ".tmp")
    tmp.write_text(json.dumps({"path": path, "model": model, "retired": list(retired)}))
    os.replace(tmp, data_dir / INDEX_POINTER)


def switch_to_new_index(data_dir: Path, path: str, model: str) -> None:
    """Switches to a re-embedded index and retires the one in use: it holds every peer's
    vectors, so left in place it would keep a forgotten peer's (deleted at the next start,
    when the service no longer reads it)."""
    current = index_location(data_dir)
    pointer = data_dir / INDEX_POINTER
    # Those a switch before retired and no start has deleted yet stay retired: a second
    # re-embed before a restart dropped them from the list, and the first replaced index,
    # forgotten peers' vectors included, stayed on disk for good (a batch-jobs review). The
    # current one is retired even when its directory is gone: its keyword and access files
    # beside it still hold text.
    before = json.loads(pointer.read_text()).get("retired") or [] if pointer.exists() else []
    retired = [name for name in before if name != path]
    if current.name != path and current.name not in retired:
        retired.append(current.name)
    switch_index(data_dir, path, model, retired=retired)


def _remove_index(index_dir: Path) -> None:
    for leftover in (index_dir, *index_siblings(index_dir)):
        if leftover.is_dir():
            shutil.rmtree(leftover)
        else:
            leftover.unlink(missing_ok=True)


def discard_retired(data_dir: Path) -> None:
    """Deletes the index directories a switch retired (a torn index replaced by its rebuild:
    it holds peers' data, and Forget must not leave copies behind)."""
    pointer = data_dir / INDEX_POINTER
    if not pointer.exists():
        return
    record = json.loads(pointer.read_text())
    retired = record.get("retired") or []
    for name in retired:
        _remove_index(data_dir / name)
        log.warning("index.retired_deleted", path=str(data_dir / name))
    if retired:
        switch_index(data_dir, record["path"], record["model"])


REBUILT = ("chroma-rebuilt-a", "chroma-rebuilt-b")  # two, so a rebuilt index can be rebuilt
BUILDING = ".building"  # beside a build `scripts/reembed.py` is running: who runs it


def _started(pid: int) -> str:
    """When a process started (clock ticks since boot, /proc): a pid alone may be reused,
    by a container's next pid 1 say, and keep a dead build, a forgotten peer's vectors
    with it, for good."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return ""


def builder_mark() -> str:
    """What a build's marker holds: this process, as `builder_alive` checks it."""
    return f"{os.getpid()} {_started(os.getpid())}"


def builder_alive(marker: Path) -> bool:
    try:
        pid, _, started = marker.read_text().strip().partition(" ")
        os.kill(int(pid), 0)
    except (OSError, ValueError):
        return False
    return not started or _started(int(pid)) == started


def discard_abandoned(data_dir: Path) -> None:
    """Deletes the index builds of `scripts/reembed.py` that no process is running and that
    were never switched to (cut short, or built beside the service and not switched): each
    holds peers' vectors, and a peer forgotten since would otherwise keep them there for
    good. A rerun of the build starts it again; the log has everything."""
    live = index_location(data_dir).name
    for progress in data_dir.glob("*.progress.json"):
        name = progress.name.removesuffix(".progress.json")
        marker = data_dir / (name + BUILDING)
        if name == live or name in REBUILT or builder_alive(marker):
            continue
        _remove_index(data_dir / name)
        progress.unlink(missing_ok=True)
        marker.unlink(missing_ok=True)
        log.warning("index.abandoned_build_deleted", path=str(data_dir / name))


def checked_index(
    data_dir: Path,
    location: Path,
    event_log: ActivityWatchLog,
    embedder: Embedder,
    sealer: Sealer,
    tuning: IndexTuning,
    *,
    missing: bool = False,
    restored: bool = False,
) -> Path:
    """The index to open after an unclean stop: `location` if it opens in a child process,
    else one rebuilt from the log, which then replaces it (see chroma_health.py for why).
    A rebuild cut short resumes at the next start from its progress file. `missing`: the
    directory is gone while peers have keys, so the log has their memories; `restored`: it
    is gone because `memcue restore` leaves it out, which is said calmly (an error that the
    index is damaged, right after a restore, looked like a failed one)."""
    started = time.perf_counter()
    damage = "the index directory is missing" if missing else probe(location)
    if damage is None:
        log.info(
            "index.checked", path=str(location), ms=round((time.perf_counter() - started) * 1e3)
        )
        return location
    target = data_dir / next(name for name in REBUILT if name != location.name)
    progress = target.with_name(target.name + ".progress.json")
    resumable = progress.exists() and not (was_left_open(target) and probe(target) is not None)
    if not resumable:
        _remove_index(target)
        progress.unlink(missing_ok=True)
    action = (
        f"{'resuming the rebuild' if resumable else 'rebuilding it'} from the log into {target}"
    )
    if restored:
        log.info("index.rebuilding_after_restore", path=str(location), action=action)
    else:
        log.error("index.damaged", path=str(location), damage=str(damage), action=action)
    fresh = HybridIndex.embedded(
        target,
        embedding_model=embedder.model_id,
        dimension=embedder.dimension,
        sealer=sealer,
        tuning=tuning,
    )
    try:
        report = rebuild(event_log, fresh, embedder, progress)
    finally:
        fresh.close()
    switch_index(data_dir, target.name, embedder.model_id, retired=[location.name])
    progress.unlink(missing_ok=True)
    discard_retired(data_dir)
    log.warning("index.rebuilt", path=str(target), **report)
    return target


def live_index(
    data_dir: Path,
    event_log: ActivityWatchLog,
    embedder: Embedder,
    sealer: Sealer,
    tuning: IndexTuning,
) -> Path:
    """The index directory to open now: retired ones deleted, and checked (or rebuilt) if
    the last process did not close it."""
    discard_retired(data_dir)
    discard_abandoned(data_dir)
    location = index_location(data_dir)
    if not location.exists() and sealer.partitions():
        # a deleted (or lost) index directory was served as an empty store, silently, and
        # writes made then were judged against nothing (a batch-jobs review): the log has
        # every peer's memories, so it is rebuilt from there, as a damaged one is
        restored = (data_dir / RESTORED).exists()
        location = checked_index(
            data_dir, location, event_log, embedder, sealer, tuning, missing=True, restored=restored
        )
        (data_dir / RESTORED).unlink(missing_ok=True)
        return location
    (data_dir / RESTORED).unlink(missing_ok=True)  # a restored dir with no peers' keys
    if was_left_open(location):
        location = checked_index(data_dir, location, event_log, embedder, sealer, tuning)
    return location
