"""Crypto-shredding (DESIGN.md rule 5): every peer's text is sealed with that peer's own key.

Content, attributes, facts and source refs are AES-256-GCM encrypted before they reach
Chroma, ActivityWatch or the outbox; the key lives only in `peer_keys.sqlite3`. Forget
destroys the key, so whatever copies the other stores keep in SQLite free pages, WAL files
or compaction queues are ciphertext nobody can open. Our own key file uses secure_delete
and a truncating checkpoint, so a destroyed key is overwritten on disk, not just unlinked.

The associated data binds each sealed value to its partition: a value copied into another
peer's partition does not decrypt.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import threading
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from service.adapters.sqlite import open_db, purge
from service.domain import Partition
from service.errors import FailedPrecondition

_PREFIX = "s1:"


def _aad(partition: Partition) -> bytes:
    return f"{partition.namespace}\0{partition.peer_id}".encode()


class PeerKeys:
    """One random 256-bit key per partition, in a SQLite file we own."""

    def __init__(self, path: Path) -> None:
        self._db = open_db(path)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS peer_keys (namespace TEXT NOT NULL, "
                "peer_id TEXT NOT NULL, key BLOB NOT NULL, PRIMARY KEY (namespace, peer_id))"
            )
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS erasing (namespace TEXT NOT NULL, "
                "peer_id TEXT NOT NULL, entries INTEGER NOT NULL DEFAULT 0, "
                "PRIMARY KEY (namespace, peer_id))"
            )
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(erasing)")}
            if "entries" not in columns:  # written by a build of the same day without it
                self._db.execute(
                    "ALTER TABLE erasing ADD COLUMN entries INTEGER NOT NULL DEFAULT 0"
                )

    def get(self, partition: Partition, *, create: bool) -> bytes | None:
        with self._lock:
            row = self._db.execute(
                "SELECT key FROM peer_keys WHERE namespace = ? AND peer_id = ?",
                (partition.namespace, partition.peer_id),
            ).fetchone()
            if row is not None:
                stored: bytes = row[0]
                return bytes(stored)
            if not create:
                return None
            key = AESGCM.generate_key(bit_length=256)
            self._db.execute(
                "INSERT INTO peer_keys VALUES (?, ?, ?)",
                (partition.namespace, partition.peer_id, key),
            )
            return key

    def destroy(self, partition: Partition) -> bool:
        with self._lock:
            # secure_delete zeroes the row; the truncating checkpoint empties the WAL, so the
            # old key survives in no frame of any file.
            return purge(self._db, "peer_keys", partition.namespace, partition.peer_id) > 0

    def mark_erasing(self, partition: Partition, erasing: bool, entries: int = 0) -> None:
        with self._lock:
            if erasing:
                self._db.execute(
                    "INSERT OR IGNORE INTO erasing VALUES (?, ?, ?)",
                    (partition.namespace, partition.peer_id, entries),
                )
            else:
                purge(self._db, "erasing", partition.namespace, partition.peer_id)

    def partitions(self) -> list[Partition]:
        """Every partition with a key: the stores outside ours name a partition only by a
        hash of it (an ActivityWatch bucket, an index registry row), never by its peer id,
        and this is how such a name is read back."""
        with self._lock:
            rows = self._db.execute("SELECT namespace, peer_id FROM peer_keys").fetchall()
        return [Partition(ns, peer) for ns, peer in rows]

    def erasing(self) -> list[tuple[Partition, int]]:
        with self._lock:
            rows = self._db.execute("SELECT namespace, peer_id, entries FROM erasing").fetchall()
        return [(Partition(ns, peer), int(entries)) for ns, peer, entries in rows]

    def close(self) -> None:
        with self._lock:
            self._db.close()


class Sealer:
    """Seals and opens text per partition; keys are cached in memory until forgotten."""

    def __init__(self, keys: PeerKeys) -> None:
        self._keys = keys
        self._cache: dict[Partition, AESGCM] = {}
        self._hmac: dict[Partition, bytes] = {}
        self._lock = threading.Lock()

    def _cipher(self, partition: Partition, *, create: bool) -> AESGCM | None:
        return self._keys_of(partition, create=create)[0]

    def _keys_of(
        self, partition: Partition, *, create: bool
    ) -> tuple[AESGCM, bytes] | tuple[None, None]:
        """The partition's cipher and lookup key, read together under the lock that
        `forget` holds until the key row is gone: a reader can neither cache a key that is
        being destroyed nor find the cipher without its lookup key."""
        with self._lock:
            cipher = self._cache.get(partition)
            if cipher is None:
                key = self._keys.get(partition, create=create)
                if key is None:
                    return None, None
                cipher = self._cache[partition] = AESGCM(key)
                self._hmac[partition] = hashlib.sha256(b"memcue-lookup\0" + key).digest()
            return cipher, self._hmac[partition]

    def seal(self, partition: Partition, text: str) -> str:
        if not text:
            return text
        cipher = self._cipher(partition, create=True)
        assert cipher is not None
        nonce = os.urandom(12)
        sealed = cipher.encrypt(nonce, text.encode(), _aad(partition))
        return _PREFIX + base64.b64encode(nonce + sealed).decode()

    def open(self, partition: Partition, token: str) -> str:
        if not token.startswith(_PREFIX):
            return token  # never sealed (empty value)
        cipher = self._cipher(partition, create=False)
        if cipher is None:
            raise FailedPrecondition("this peer's data was erased (its key is gone)")
        raw = base64.b64decode(token[len(_PREFIX) :])
        try:
            plain: bytes = cipher.decrypt(raw[:12], raw[12:], _aad(partition))
            return plain.decode()
        except InvalidTag as exc:
            # Within one partition a key that does not open a value means the peer was
            # forgotten (and written again) while this call read it, or damaged data.
            raise FailedPrecondition(
                "this peer's data was erased while this call read it (a sealed value does not "
                "open with the peer's current key); read again"
            ) from exc

    def seal_json(self, partition: Partition, value: Any) -> str:
        """An opaque sealed blob of any JSON value (whole events, results, proposal texts)."""
        return self.seal(partition, json.dumps(value, sort_keys=True))

    def open_json(self, partition: Partition, token: str) -> Any:
        return json.loads(self.open(partition, token))

    def lookup_digest(self, partition: Partition, text: str, *, create: bool = True) -> str:
        """Keyed digest for equality lookups on sealed values (shredded with the key). A
        read passes `create=False` and gets "" for a partition with no key: a Recall of a
        forgotten peer minted it a key, writing its id back into the key file."""
        if not text:
            return ""
        _, lookup = self._keys_of(partition, create=create)
        if lookup is None:
            return ""
        return hmac.new(lookup, text.encode(), hashlib.sha256).hexdigest()[:32]

    def forget(self, partition: Partition) -> bool:
        # One lock over both steps (same order as `_keys_of`: this lock, then the key
        # store's): released between them, a concurrent Recall or List could read the row
        # that is about to go and cache the destroyed key again; writes after the Forget
        # would be sealed with it and become unreadable after a restart.
        with self._lock:
            self._cache.pop(partition, None)
            self._hmac.pop(partition, None)
            return self._keys.destroy(partition)

    def begin_erasure(self, partition: Partition, entries: int = 0) -> None:
        """Records, durably and before anything is deleted, that the peer is being erased:
        a Forget cut short by a crash is finished at the next start (`erasures`), and no
        rebuild reads the peer's log back in the meantime."""
        self._keys.mark_erasing(partition, True, entries)

    def end_erasure(self, partition: Partition) -> None:
        self._keys.mark_erasing(partition, False)

    def partitions(self) -> list[Partition]:
        """Every partition with a key (`PeerKeys.partitions`)."""
        return self._keys.partitions()

    def erasures(self) -> list[tuple[Partition, int]]:
        """Peers whose erasure began and did not finish, with the entries they had then."""
        return self._keys.erasing()

    def close(self) -> None:
        self._keys.close()
