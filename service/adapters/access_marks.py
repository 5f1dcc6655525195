"""Access marks (how often and when an entry was last used) kept beside the index, not in it.

Why: Recall marks every entry it returns as accessed, and the core writes the marks about
once a second per partition. In Chroma each such write is a transaction with an fsync
(~10 ms for 10 rows here), and Chroma's Python bindings hold the GIL for the whole call
(measured: a pure-Python thread stalled 70 ms during a 300-row update), so every server
thread waits for it. With a recall-only load on 1,000 peers x 100 memories, writing the marks
into Chroma raised Recall p99 from ~26 ms to 90-100 ms; batching them into fewer, larger
Chroma writes made it worse (~200 ms: longer stalls). Here they go to a small SQLite table
(WAL, synchronous NORMAL, no fsync per write; Python's sqlite3 releases the GIL), and reads
lay them over what Chroma returns. A row present here is the truth for its entry's marks;
any write of the whole entry to Chroma carries the marks and removes the row.

The file sits beside its index directory (like the keyword index), so a rebuild from the log
(scripts/reembed.py) gets a fresh one, with the replayed marks inside Chroma's rows again.
It holds ids, counts and times, no text; Forget deletes the partition's rows
(secure_delete, WAL truncated) all the same.

`with_marks` lays a row of the table over an entry read from Chroma; `only_access_changed`
tells the updates that belong here (nothing but the marks changed) from those that go to
Chroma whole.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

from service.adapters.sqlite import open_db
from service.domain import Memory

CHUNK = 500  # ids per statement (well under SQLite's variable limit)


def access_path(index_dir: Path) -> Path:
    """The marks file that belongs to an embedded index directory (a sibling)."""
    return index_dir.with_name(index_dir.name + "-access.sqlite3")


class AccessMarks:
    def __init__(self, path: Path) -> None:
        self._db = open_db(path, synchronous="NORMAL")
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS marks (part TEXT NOT NULL, mid TEXT NOT NULL, "
                "count INTEGER NOT NULL, last_us INTEGER NOT NULL, PRIMARY KEY (part, mid)) "
                "WITHOUT ROWID"
            )
            # Partitions with rows here: every write asks, and most partitions have none.
            self._parts = {str(r[0]) for r in self._db.execute("SELECT DISTINCT part FROM marks")}

    def put(self, part: str, marks: Sequence[tuple[str, int, int]]) -> None:
        """(memory id, access count, last access in microseconds) of one partition."""
        if not marks:
            return
        with self._lock:
            self._parts.add(part)
            self._db.execute("BEGIN")
            self._db.executemany(
                "INSERT OR REPLACE INTO marks (part, mid, count, last_us) VALUES (?, ?, ?, ?)",
                [(part, mid, count, last) for mid, count, last in marks],
            )
            self._db.execute("COMMIT")

    def get(self, part: str, mids: Sequence[str]) -> dict[str, tuple[int, int]]:
        out: dict[str, tuple[int, int]] = {}
        with self._lock:
            if part not in self._parts:
                return out
            for i in range(0, len(mids), CHUNK):
                chunk = list(mids[i : i + CHUNK])
                marks = ",".join("?" * len(chunk))
                for mid, count, last in self._db.execute(
                    f"SELECT mid, count, last_us FROM marks WHERE part = ? AND mid IN ({marks})",
                    (part, *chunk),
                ):
                    out[str(mid)] = (int(count), int(last))
        return out

    def remove(self, part: str, mids: Sequence[str]) -> None:
        """After the entries were written whole (or deleted): their rows are no longer news."""
        with self._lock:
            if not mids or part not in self._parts:
                return
            self._db.execute("BEGIN")
            self._db.executemany(
                "DELETE FROM marks WHERE part = ? AND mid = ?", [(part, mid) for mid in mids]
            )
            self._db.execute("COMMIT")

    def drop(self, part: str) -> None:
        with self._lock:
            self._parts.discard(part)
            self._db.execute("DELETE FROM marks WHERE part = ?", (part,))
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        with self._lock:
            self._db.close()


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def with_marks(memory: Memory, mark: tuple[int, int] | None) -> Memory:
    """The entry with the access marks of the marks table, when it has a row for it."""
    if mark is None:
        return memory
    count, last = mark
    at = _EPOCH + timedelta(microseconds=last) if last else None
    return dataclasses.replace(memory, access_count=count, last_accessed_at=at)


def only_access_changed(old: Memory | None, new: Memory) -> bool:
    """Whether `new` is `old` with other access marks only (count, last access)."""
    if old is None:
        return False
    same = dataclasses.replace(
        new, access_count=old.access_count, last_accessed_at=old.last_accessed_at
    )
    return same == old and new != old
