"""API keys and roles (DESIGN.md section 6): who is calling, in which namespace, with what role.

Keys are random 256-bit tokens shown once; only their SHA-256 is stored (a slow hash buys
nothing for high-entropy tokens). Lookups compare digests in constant time. The key file is
JSON, `{"keys": [{"id", "namespace", "role", "sha256", "created_at"[, "expires_at"]}]}`,
written atomically with mode 0600 (a key that never expires has no `expires_at`, so older
versions still read the file). On first start the service creates a local operator key so
a newcomer is never locked out; its plaintext goes to `<data_dir>/operator.key` (0600),
which the CLI reads.
"""

from __future__ import annotations

import fcntl
import hashlib
import hmac
import json
import os
import secrets
import tempfile
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

import structlog

from service import validation as v
from service.domain import CallContext, Role, utcnow
from service.errors import FailedPrecondition, InvalidArgument, PermissionDenied, Unauthenticated
from service.wire import NAMESPACE_HEADER

log = structlog.get_logger(__name__)

KEY_PREFIX = "mck_"


class Authenticator(Protocol):
    """Turns call metadata into a CallContext, or raises Unauthenticated."""

    def authenticate(self, metadata: Mapping[str, str]) -> CallContext: ...


@dataclass(frozen=True, slots=True)
class KeyRecord:
    id: str
    namespace: str
    role: str
    sha256: str
    created_at: str
    expires_at: str = ""  # ISO 8601; "" never (and then not written: older code reads it)

    def __post_init__(self) -> None:
        """A hand-edited expiry without a zone, or no date at all, is refused when the file
        is read (a bad key file, named): it failed every call of that key as UNKNOWN."""
        if self.expires_at and datetime.fromisoformat(self.expires_at).tzinfo is None:
            raise ValueError(f"expires_at {self.expires_at!r} of key {self.id!r} has no zone")

    def expired(self, now: datetime) -> bool:
        return bool(self.expires_at) and datetime.fromisoformat(self.expires_at) <= now


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Keystore:
    def __init__(self, path: Path) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._records: list[KeyRecord] = []
        self._version: tuple[int, int, int] | None = None
        self._load()

    def _on_disk(self) -> tuple[int, int, int] | None:
        """Which version of the file is on disk. Every save replaces the file, so the inode
        changes even when two saves fall within one tick of the mtime clock."""
        try:
            st = self._path.stat()
        except FileNotFoundError:
            return None
        return (st.st_ino, st.st_mtime_ns, st.st_size)

    def _load(self) -> None:
        """The file's keys; FailedPrecondition naming the file if it is not a key file (the
        records in memory stay as they were)."""
        version = self._on_disk()  # before reading: a save in between only causes a re-read
        if version is None:
            return
        try:
            raw = json.loads(self._path.read_text())
            records = [KeyRecord(**r) for r in raw.get("keys", [])]
        except (ValueError, TypeError, AttributeError) as exc:
            self._version = version  # not read again until it changes
            raise FailedPrecondition(
                f"the key file {self._path} is not a valid key file ({type(exc).__name__}: "
                f"{exc}); restore it from a backup or fix it by hand"
            ) from exc
        self._records = records
        self._version = version

    @contextmanager
    def _locked_file(self) -> Iterator[None]:
        """Across processes: every change reads the file, changes it and writes it under
        one lock. Without it a `keys create` beside a `keys revoke` put the revoked key back
        (3 runs in 100), and their shared temp file once left invalid JSON."""
        self._path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self._path.with_name(self._path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            self._load()
            yield
        finally:
            os.close(fd)

    @property
    def path(self) -> Path:
        return self._path

    def __len__(self) -> int:
        return len(self._records)

    def create(
        self,
        namespace: str,
        role: Role,
        key_id: str = "",
        *,
        expires_at: datetime | None = None,
    ) -> tuple[KeyRecord, str]:
        """Mints a key; returns its record and the plaintext token (shown once, never
        stored). `expires_at`: when it stops working (a key handed to a contractor's agent,
        a key rotated every 90 days), else never."""
        v.namespace(namespace)
        if expires_at is not None and (expires_at.tzinfo is None or expires_at <= utcnow()):
            raise InvalidArgument(
                f"expiry {expires_at.isoformat()} is not a time to come (with its zone)",
                field="expires_at",
            )
        if key_id and not v.ID_RE.match(key_id):
            raise InvalidArgument(
                f"key id {key_id!r} is invalid: use 1-64 characters from A-Z a-z 0-9 _ -",
                field="id",
            )
        token = KEY_PREFIX + secrets.token_urlsafe(32)
        with self._lock, self._locked_file():
            key_id = key_id or f"key-{len(self._records) + 1}-{secrets.token_hex(3)}"
            if any(r.id == key_id for r in self._records):
                raise InvalidArgument(f"key id {key_id!r} exists already", field="id")
            expires = expires_at.astimezone(UTC).isoformat() if expires_at else ""
            record = KeyRecord(
                key_id, namespace, role.value, _digest(token), utcnow().isoformat(), expires
            )
            self._records.append(record)
            self._save()
        return record, token

    def revoke(self, key_id: str) -> bool:
        with self._lock, self._locked_file():
            before = len(self._records)
            self._records = [r for r in self._records if r.id != key_id]
            self._save()
            return len(self._records) < before

    def records(self) -> list[KeyRecord]:
        return list(self._records)

    def lookup(self, token: str) -> KeyRecord | None:
        """The key's record, from the file as it is now: keys the CLI adds work at once and
        keys it revokes stop at once (a stat a call; re-read only when the file changed).

        The re-read happens under the lock, so concurrent first calls with a new key all
        wait for the one re-read instead of seeing the old records."""
        if self._on_disk() != self._version:
            with self._lock:
                if self._on_disk() != self._version:
                    try:
                        self._load()
                    except FailedPrecondition as exc:
                        # the keys it last read stay in force: refusing every call (each
                        # failed as UNKNOWN) locked out every key, operators' included
                        log.error("auth.key_file_invalid", error=exc.message)
        return self._find(_digest(token))

    def _find(self, digest: str) -> KeyRecord | None:
        found = None
        for record in self._records:  # no early exit: the time taken says nothing
            if hmac.compare_digest(record.sha256, digest):
                found = record
        return found

    def _save(self) -> None:
        self._path.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=self._path.parent, prefix=".keys-", suffix=".tmp")
        tmp = Path(name)
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w") as f:
            rows = [
                {k: val for k, val in asdict(r).items() if val or k != "expires_at"}
                for r in self._records
            ]
            json.dump({"keys": rows}, f, indent=2)
            f.flush()
            os.fsync(f.fileno())
            st = os.fstat(f.fileno())  # a rename keeps inode, mtime and size
        os.replace(tmp, self._path)
        self._version = (st.st_ino, st.st_mtime_ns, st.st_size)


def ensure_local_operator_key(keystore: Keystore, key_file: Path, namespace: str) -> bool:
    """First start: mint an operator key for the default namespace; False if keys exist."""
    if len(keystore):
        return False
    _, token = keystore.create(namespace, Role.OPERATOR, key_id="local-operator")
    key_file.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(token + "\n")
    return True


class KeyAuthenticator:
    """`authorization: Bearer <key>` -> the key's namespace and role."""

    def __init__(self, keystore: Keystore) -> None:
        self._keys = keystore

    def authenticate(self, metadata: Mapping[str, str]) -> CallContext:
        header = metadata.get("authorization", "")
        scheme, _, token = header.partition(" ")
        if not header:
            raise Unauthenticated(
                "missing credentials: send metadata 'authorization: Bearer <key>'"
            )
        if scheme.lower() != "bearer" or not token.strip():
            raise Unauthenticated("malformed authorization metadata: use 'Bearer <key>'")
        record = self._keys.lookup(token.strip())
        if record is None:
            raise Unauthenticated("unknown or revoked key")
        if record.expired(utcnow()):
            raise Unauthenticated(
                f"key {record.id} expired at {record.expires_at[:16].replace('T', ' ')} UTC: "
                "ask an operator for a new one (memcue keys create)"
            )
        asked = metadata.get(NAMESPACE_HEADER, "")
        if asked and asked != record.namespace:
            # it was ignored: a write meant for `acme` landed in the key's namespace, exit 0
            raise PermissionDenied(
                f"namespace {asked!r} is not this key's: a key acts in its own namespace "
                f"({record.namespace!r}); send no namespace, or a key of {asked!r}"
            )
        return CallContext(namespace=record.namespace, role=Role(record.role), principal=record.id)


class OpenAccess:
    """No keys (MEMCUE_AUTH=open, local development only): every caller is an operator of
    the namespace it names in `x-memcue-namespace`, or of the default one."""

    def __init__(self, default_namespace: str) -> None:
        self._default = default_namespace

    def authenticate(self, metadata: Mapping[str, str]) -> CallContext:
        namespace = v.namespace(metadata.get(NAMESPACE_HEADER, "") or self._default)
        return CallContext(namespace=namespace, role=Role.OPERATOR, principal="open-access")
