"""Idempotency records in a local SQLite file: (namespace, peer, key) -> first result.

A retried write must return the first result even after a restart, so the record is durable;
it stores the request fingerprint too, so reusing a key for a different request is caught.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from service.adapters.sqlite import open_db, purge
from service.crypto import Sealer
from service.domain import Partition
from service.ports import UNCHECKED_FINGERPRINT


class SqliteIdempotencyStore:
    """Results are sealed with the peer's key: they hold the memory's text."""

    def __init__(self, path: Path, sealer: Sealer) -> None:
        self._sealer = sealer
        self._db = open_db(path, synchronous="NORMAL")
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS idempotency ("
                " namespace TEXT NOT NULL, peer_id TEXT NOT NULL, key TEXT NOT NULL,"
                " fingerprint TEXT NOT NULL, result TEXT NOT NULL,"
                " PRIMARY KEY (namespace, peer_id, key))"
            )
            if self._db.execute("PRAGMA user_version").fetchone()[0] < 1:
                self._drop_digests_of_redacted_requests()
                self._db.execute("PRAGMA user_version = 1")

    def _drop_digests_of_redacted_requests(self) -> None:
        """Records written before fingerprints were taken after redaction hold an unkeyed
        sha256 of the text as sent, and a short secret in it (a PIN, a door code) is found
        again by trying every value (a privacy review of 2026-12-07). Where the stored
        result shows a redaction, or cannot be read, the digest is replaced by
        `UNCHECKED_FINGERPRINT`, once; nothing is deleted."""
        rows = self._db.execute(
            "SELECT namespace, peer_id, key, result FROM idempotency"
        ).fetchall()
        for namespace, peer_id, key, sealed in rows:
            partition = Partition(namespace, peer_id)
            try:
                result = json.dumps(self._sealer.open_json(partition, sealed))
            except Exception:  # unreadable here: its digest goes, the record stays
                result = "[REDACTED:"
            if "[REDACTED:" in result:
                self._db.execute(
                    "UPDATE idempotency SET fingerprint = ? "
                    "WHERE namespace = ? AND peer_id = ? AND key = ?",
                    (UNCHECKED_FINGERPRINT, namespace, peer_id, key),
                )

    def get(self, partition: Partition, key: str) -> tuple[str, dict[str, Any]] | None:
        with self._lock:
            row = self._db.execute(
                "SELECT fingerprint, result FROM idempotency"
                " WHERE namespace = ? AND peer_id = ? AND key = ?",
                (partition.namespace, partition.peer_id, key),
            ).fetchone()
        if row is None:
            return None
        return row[0], self._sealer.open_json(partition, row[1])

    def put(self, partition: Partition, key: str, fingerprint: str, result: dict[str, Any]) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR IGNORE INTO idempotency VALUES (?, ?, ?, ?, ?)",
                (
                    partition.namespace,
                    partition.peer_id,
                    key,
                    fingerprint,
                    self._sealer.seal_json(partition, result),
                ),
            )

    def forget(self, partition: Partition) -> int:
        with self._lock:
            return purge(self._db, "idempotency", partition.namespace, partition.peer_id)

    def close(self) -> None:
        with self._lock:
            self._db.close()
