"""Per-session ingest cursors in a local SQLite file.

A cursor records the highest turn position stored for a session and the partition the
session belongs to, so a re-sent transcript is skipped without touching the model or the
index, and a session cannot silently switch peers. The session is stored as a keyed digest
(the caller computes it under the namespace's key), so the file holds no session id and no
text of any peer; Forget deletes the peer's rows with secure_delete and a WAL checkpoint.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path

from service.adapters.sqlite import open_db, purge
from service.domain import Partition
from service.ports import SessionCursor


class SqliteCursorStore:
    def __init__(self, path: Path) -> None:
        self._db = open_db(path)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS cursors (namespace TEXT NOT NULL, "
                "session_key TEXT NOT NULL, peer_id TEXT NOT NULL, "
                "last_position INTEGER NOT NULL, turns INTEGER NOT NULL, "
                "updated_at TEXT NOT NULL, PRIMARY KEY (namespace, session_key))"
            )
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(cursors)")}
            if "scope" not in columns:  # a file written before projects' sessions had one
                self._db.execute("ALTER TABLE cursors ADD COLUMN scope TEXT NOT NULL DEFAULT ''")

    def get(self, namespace: str, session_key: str) -> SessionCursor | None:
        with self._lock:
            row = self._db.execute(
                "SELECT peer_id, last_position, turns, scope FROM cursors "
                "WHERE namespace = ? AND session_key = ?",
                (namespace, session_key),
            ).fetchone()
        if row is None:
            return None
        return SessionCursor(str(row[0]), int(row[1]), int(row[2]), str(row[3]))

    def advance(
        self,
        partition: Partition,
        session_key: str,
        last_position: int,
        new_turns: int,
        scope: str = "",
    ) -> None:
        now = datetime.now(UTC).isoformat()
        with self._lock:
            self._db.execute(
                "INSERT INTO cursors (namespace, session_key, peer_id, last_position, turns, "
                "updated_at, scope) VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (namespace, session_key) DO UPDATE SET "
                "last_position = MAX(last_position, excluded.last_position), "
                "turns = turns + excluded.turns, updated_at = excluded.updated_at, "
                "scope = CASE WHEN scope = '' THEN excluded.scope ELSE scope END",
                (
                    partition.namespace,
                    session_key,
                    partition.peer_id,
                    last_position,
                    new_turns,
                    now,
                    scope,
                ),
            )

    def forget(self, partition: Partition) -> int:
        with self._lock:
            return purge(self._db, "cursors", partition.namespace, partition.peer_id)

    def close(self) -> None:
        with self._lock:
            self._db.close()
