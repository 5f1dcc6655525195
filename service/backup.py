"""Online backup of a data dir, and its restore into a new one (README "Backup and restore").

What is copied is what the index cannot be rebuilt from: the log (aw-server's database),
the outbox (events not yet in it), the peers' keys (without them the log is unreadable),
the API keys, and the idempotency records and ingest cursors (no text, but without them a
client's retry or a re-sent transcript after a restore would be written twice). The vector
index, the keyword and access stores beside it and `decisions.sqlite3` are left out: they
are derived from the log, and a service started on a restored dir rebuilds them from it
(`service.index_files.live_index`, `service.rebuild.rebuild_decisions`), so they can never
disagree with the log they come back from. A Chroma directory cannot be copied safely while
the service writes it anyway.

Each SQLite store is copied with SQLite's online backup (a consistent copy while the
service runs), one after the other, in an order that keeps the copies consistent with each
other: what refers to the log (idempotency records, cursors) is copied before it, so it
never names a write the copied log lacks (the other way round, a retry's write happens
again and dedup merges it); the outbox before the log (an event sent in between is in both,
and the log's readers skip a sequence number seen twice), its sequence counter raised to
the live one's after the log was copied (`_carry_sequence`); the peers' keys last, so every
peer with events in the copy has its key (a peer forgotten in between has events and no
key: unreadable, as a forgotten peer's must be; its outbox rows, idempotency records and
cursors, copied before, are then dropped from the copy, `_drop_forgotten`).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import time
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from service import partials
from service.errors import FailedPrecondition

MANIFEST = "memcue-backup.json"
# Left by a restore: the first start then says it rebuilds the index after a restore
# (`index_files.live_index`) rather than reporting a missing index as damage.
RESTORED = "restored-from-backup.json"
FORMAT = 1
BEFORE_LOG = ("idempotency.sqlite3", "ingest_cursors.sqlite3", "outbox.sqlite3")
AFTER_LOG = ("peer_keys.sqlite3",)
PLAIN_FILES = ("keys.json", "operator.key")
LOG_DIR = Path("activitywatch") / "data" / "activitywatch" / "aw-server"
# What every start of the service creates in its data dir (scripts/jobs.py DATA_DIR_MARKS).
MARKS = ("outbox.sqlite3", "peer_keys.sqlite3")


@dataclass(frozen=True, slots=True)
class Copied:
    files: dict[str, int]  # relative path -> bytes
    seconds: float

    @property
    def total_bytes(self) -> int:
        return sum(self.files.values())


def backup(data_dir: Path, dest: Path, *, aw_url: str = "") -> Copied:
    """Copies `data_dir` (a service may be running on it) into the new directory `dest`,
    which appears whole or not at all. FailedPrecondition when `data_dir` is not a data
    dir, `dest` exists, or the log lives elsewhere (`aw_url`: that server's database must
    be backed up there, and a copy without it restores nothing)."""
    started = time.monotonic()
    data_dir = data_dir.expanduser().resolve()
    _require_data_dir(data_dir)
    if aw_url:
        raise FailedPrecondition(
            f"this data dir's log is the ActivityWatch server at {aw_url} (aw_url), which a "
            "backup here cannot copy: back up that server's database instead, with this "
            "data dir's peer_keys.sqlite3 and keys.json"
        )
    dest = dest.expanduser().resolve()
    if dest.exists():
        raise FailedPrecondition(f"{dest} exists: back up into a new directory")
    logs = sorted((data_dir / LOG_DIR).glob("peewee-sqlite*.db"))
    if not logs:
        raise FailedPrecondition(f"{data_dir / LOG_DIR} holds no aw-server database")
    partial = dest.with_name(f".{dest.name}.partial-{os.getpid()}")
    partials.sweep(dest.parent, ".*.partial-*")  # what killed backups left (service/partials.py)
    with partials.working(partial):
        return _backup_into(data_dir, dest, partial, logs, started)


def _backup_into(
    data_dir: Path, dest: Path, partial: Path, logs: list[Path], started: float
) -> Copied:
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(mode=0o700, parents=True)
    try:
        keyed_at_start = _keyed(data_dir / "peer_keys.sqlite3")
        order = [Path(n) for n in BEFORE_LOG]
        order += [db.relative_to(data_dir) for db in logs]
        order += [Path(n) for n in AFTER_LOG]
        for rel in order:
            try:
                if (data_dir / rel).exists():
                    _sqlite_copy(data_dir / rel, partial / rel)
                if rel == logs[-1].relative_to(data_dir):
                    _carry_sequence(data_dir / "outbox.sqlite3", partial / "outbox.sqlite3")
            except sqlite3.Error as exc:
                # a damaged store, or one locked past the timeout: a traceback before, now
                # the file named in one line (nothing is left at `dest`)
                raise FailedPrecondition(f"cannot copy {data_dir / rel}: {exc}") from exc
        _drop_forgotten(partial, keyed_at_start)
        for name in PLAIN_FILES:
            if (data_dir / name).exists():
                shutil.copy2(data_dir / name, partial / name)
        files = _listing(partial)
        manifest = {
            "format": FORMAT,
            "created_at": datetime.now(UTC).isoformat(),
            "source": str(data_dir),
            "files": files,
        }
        (partial / MANIFEST).write_text(json.dumps(manifest, indent=1))
        os.rename(partial, dest)
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    sizes = {rel: int(meta["bytes"]) for rel, meta in files.items()}
    return Copied(sizes, time.monotonic() - started)


def restore(src: Path, data_dir: Path, *, aw_testing: bool = True, aw_url: str = "") -> Copied:
    """Copies a backup into the new or empty directory `data_dir`, after checking every
    file against the backup's manifest (a truncated or altered copy is refused, naming the
    file). Nothing is written to `data_dir` unless all of it checks out; a new one appears
    whole, an existing empty one gets the checked copy moved in (renames) at the end.
    `aw_testing`, `aw_url`: the settings the restored service will start with, refused if
    its aw-server would not open the restored log (it started empty, and said nothing)."""
    started = time.monotonic()
    src = src.expanduser().resolve()
    manifest = _manifest(src)
    _require_readable_log(manifest["files"], aw_testing=aw_testing, aw_url=aw_url)
    data_dir = data_dir.expanduser().resolve()
    # what killed restores left, inside an existing dir or beside a new one
    partials.sweep(data_dir, ".restore-partial-*")
    partials.sweep(data_dir.parent, ".*.partial-*")
    # `lost+found` is what a freshly formatted disk mounted there holds: still empty
    if data_dir.exists() and any(p.name != "lost+found" for p in data_dir.iterdir()):
        raise FailedPrecondition(
            f"{data_dir} is not empty: restore into a new directory (a restore never "
            "overwrites a data dir)"
        )
    files: dict[str, dict[str, int | str]] = manifest["files"]
    for rel, meta in files.items():
        path = src / rel
        if not path.is_file() or _sha256(path) != meta["sha256"]:
            raise FailedPrecondition(
                f"{path} is missing or differs from the backup's manifest: the backup is "
                "damaged, restore another one"
            )
    # An existing (empty) directory is kept, the copy staged inside it and moved in at the
    # end: replacing it lost its owner and mode (a dir made for the service's user, restored
    # by root, became root's), and failed when it is a mount point (a container's volume)
    # or its parent is not writable.
    existing = data_dir.exists()
    partial = (
        data_dir / f".restore-partial-{os.getpid()}"
        if existing
        else data_dir.with_name(f".{data_dir.name}.partial-{os.getpid()}")
    )
    with partials.working(partial):
        _restore_into(src, data_dir, partial, manifest, existing=existing)
    return Copied(
        {rel: int(meta["bytes"]) for rel, meta in files.items()}, time.monotonic() - started
    )


def _restore_into(
    src: Path, data_dir: Path, partial: Path, manifest: dict[str, Any], *, existing: bool
) -> None:
    files: dict[str, dict[str, int | str]] = manifest["files"]
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(mode=0o700, parents=True)
    try:
        for rel in files:
            (partial / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src / rel, partial / rel)
        (partial / RESTORED).write_text(
            json.dumps({"backup": str(src), "created_at": manifest.get("created_at", "")})
        )
        if existing:
            for entry in sorted(partial.iterdir()):
                os.rename(entry, data_dir / entry.name)
        else:
            os.rename(partial, data_dir)
    finally:
        shutil.rmtree(partial, ignore_errors=True)


def _require_data_dir(path: Path) -> None:
    if not path.is_dir() or not any((path / mark).exists() for mark in MARKS):
        raise FailedPrecondition(
            f"{path} is not a Memcue data dir (it has no {' or '.join(MARKS)}); "
            "pass --data-dir or set MEMCUE_DATA_DIR"
        )


def _require_readable_log(files: dict[str, Any], *, aw_testing: bool, aw_url: str) -> None:
    """aw-server started with --testing opens `peewee-sqlite-testing.v<N>.db`, without it
    `peewee-sqlite.v<N>.db`: a backup of one restored under the other setting started a
    service on an empty log (every memory gone, no error), and wrote a second log beside it."""
    logs = sorted(Path(rel).name for rel in files if Path(rel).parent == LOG_DIR)
    if aw_url:
        raise FailedPrecondition(
            f"this setting's log is the ActivityWatch server at {aw_url} (aw_url), so the "
            "restored log would not be read: restore with aw_url unset"
        )
    prefix = "peewee-sqlite-testing." if aw_testing else "peewee-sqlite."
    if not any(name.startswith(prefix) for name in logs):
        other = str(not aw_testing).lower()
        raise FailedPrecondition(
            f"the backup's log is {', '.join(logs) or 'missing'}, which aw-server "
            f"{'with' if aw_testing else 'without'} --testing (MEMCUE_AW_TESTING="
            f"{str(aw_testing).lower()}) does not open: the restored service would start "
            f"empty; restore and serve with MEMCUE_AW_TESTING={other}"
        )


def _manifest(src: Path) -> dict[str, Any]:
    try:
        manifest = json.loads((src / MANIFEST).read_text())
    except (OSError, ValueError):
        raise FailedPrecondition(f"{src} is not a Memcue backup (no readable {MANIFEST})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise FailedPrecondition(f"{src / MANIFEST}: not a backup format this version reads")
    files = manifest.get("files")
    if not isinstance(files, dict) or any(
        Path(rel).is_absolute() or ".." in Path(rel).parts for rel in files
    ):
        raise FailedPrecondition(f"{src / MANIFEST}: its file list is not valid")
    return manifest


def _sqlite_copy(src: Path, dst: Path) -> None:
    """A consistent copy of a live SQLite database (its WAL included), private to the user."""
    dst.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    source = sqlite3.connect(src, timeout=30)
    try:
        target = sqlite3.connect(dst)
        try:
            source.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")  # one file, no -wal beside it
        finally:
            target.close()
    finally:
        source.close()
    os.chmod(dst, 0o600)


def _carry_sequence(live: Path, copy: Path) -> None:
    """The outbox's sequence counter is the log's sequence numbers (`outbox.py`): events
    numbered after the outbox was copied may be in the copied log, so the copy's counter
    is raised to the live one's, read after the log was copied. Else a restored service
    would number new events as ones the log already holds, and readers, which keep one
    event per number, would drop them."""
    if not live.exists() or not copy.exists():
        return
    source = sqlite3.connect(live, timeout=30)
    try:
        row = source.execute("SELECT seq FROM sqlite_sequence WHERE name = 'outbox'").fetchone()
    finally:
        source.close()
    if row is None:
        return
    target = sqlite3.connect(copy)
    try:
        with target:
            updated = target.execute(
                "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'outbox'", (row[0],)
            )
            if updated.rowcount == 0:
                target.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('outbox', ?)", row)
    finally:
        target.close()


def _keyed(peer_keys: Path) -> set[tuple[str, str]]:
    """The partitions with a key in a `peer_keys.sqlite3` (live or copied)."""
    if not peer_keys.exists():
        return set()
    try:
        with closing(sqlite3.connect(peer_keys, timeout=30)) as db:
            return set(db.execute("SELECT namespace, peer_id FROM peer_keys").fetchall())
    except sqlite3.Error as exc:  # a damaged store: one line, as for the copies
        raise FailedPrecondition(f"cannot read {peer_keys}: {exc}") from exc


def _drop_forgotten(copy: Path, keyed_at_start: set[tuple[str, str]]) -> None:
    """A peer forgotten while the backup ran has sealed records in the stores copied before
    its key was destroyed, and no key in the copy of `peer_keys.sqlite3` made after. Its
    outbox rows stopped the restored service's start (recovery opens every unapplied row,
    and failed on one it cannot open), and a retry with one of its idempotency keys failed
    as erased where the live service, which purged them with the key, took it as new. They
    are dropped from the copy as the Forget dropped them there (unreadable either way). Its
    ingest cursors (no text, so not sealed) had a re-sent transcript skipped as seen: those
    of a peer with a key when the backup began and none in the copy go too (only those: a
    cursor of a peer that had no key when the backup began is kept as it was)."""
    if not (copy / "peer_keys.sqlite3").exists():
        return
    keyed = _keyed(copy / "peer_keys.sqlite3")
    if (copy / "ingest_cursors.sqlite3").exists():
        with closing(sqlite3.connect(copy / "ingest_cursors.sqlite3")) as db, db:
            db.executemany(
                "DELETE FROM cursors WHERE namespace = ? AND peer_id = ?",
                sorted(keyed_at_start - keyed),
            )
    if (copy / "idempotency.sqlite3").exists():
        with closing(sqlite3.connect(copy / "idempotency.sqlite3")) as db, db:
            rows = db.execute("SELECT DISTINCT namespace, peer_id FROM idempotency").fetchall()
            db.executemany(
                "DELETE FROM idempotency WHERE namespace = ? AND peer_id = ?",
                [row for row in rows if row not in keyed],
            )
    if (copy / "outbox.sqlite3").exists():
        with closing(sqlite3.connect(copy / "outbox.sqlite3")) as db, db:
            gone = []
            for seq, payload in db.execute("SELECT seq, payload FROM outbox").fetchall():
                data = json.loads(payload)
                who = (data.get("namespace"), data.get("peer_id"))
                if "sealed" in data and who[1] is not None and who not in keyed:
                    gone.append((seq,))
            db.executemany("DELETE FROM outbox WHERE seq = ?", gone)


def _listing(root: Path) -> dict[str, dict[str, int | str]]:
    return {
        str(path.relative_to(root)): {"bytes": path.stat().st_size, "sha256": _sha256(path)}
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()
