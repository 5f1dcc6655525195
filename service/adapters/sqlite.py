"""The one way Memcue opens its own SQLite files.

WAL for concurrent readers; `synchronous` FULL where an acknowledged write depends on the
file; `secure_delete` everywhere, because these files hold (sealed) peer data and Forget
must not leave deleted rows readable in free pages.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Literal


def open_db(path: Path, *, synchronous: Literal["FULL", "NORMAL"] = "FULL") -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute(f"PRAGMA synchronous={synchronous}")
    db.execute("PRAGMA secure_delete=ON")
    return db


def rollback(db: sqlite3.Connection) -> None:
    """Rolls back the open transaction, if there still is one.

    Why the check: Python raises a KeyboardInterrupt between bytecodes, so a Ctrl-C during a
    COMMIT arrives once the COMMIT has returned, with nothing left to roll back; an
    unconditional ROLLBACK then raised "cannot rollback - no transaction is active", which
    replaced the interrupt (a re-embedding ended with that error, exit 1). A failed COMMIT
    (busy, full disk) leaves its transaction open, and that one is rolled back."""
    if db.in_transaction:
        db.execute("ROLLBACK")


def purge(db: sqlite3.Connection, table: str, namespace: str, peer_id: str) -> int:
    """Deletes a partition's rows and empties the WAL, so they survive in no file."""
    cur = db.execute(
        f"DELETE FROM {table} WHERE namespace = ? AND peer_id = ?", (namespace, peer_id)
    )
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return cur.rowcount
