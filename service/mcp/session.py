"""Which key and which peer an MCP tool call runs with.

Neither ever comes from a tool argument, so no crafted argument can switch the peer or lift
the role: over stdio both are fixed when the agent host launches `memcue mcp` (`--peer` /
MEMCUE_MCP_PEER, and the key as the CLI finds it); over HTTP they come from each request's
headers (`Authorization: Bearer <key>`, `X-Memcue-Peer`), which the host's configuration
sets and the model never sees. What a key may do is not decided here: it is sent with every
gRPC call and the service's auth interceptor decides, as for any other client. Whether the
service knows it at all is asked once (`ClientPool.identity`) before a channel is kept for it.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Protocol

from service.client import MemcueClient, TLSConfig
from service.errors import InvalidArgument, Unauthenticated

PEER_HEADER = "x-memcue-peer"


@dataclass(frozen=True, slots=True)
class Identity:
    """What the service says a key is (the Status RPC): its namespace and role."""

    namespace: str
    role: str


@dataclass(frozen=True, slots=True)
class Caller:
    """One tool call's client (carrying the key), the session's peer, and the key's identity."""

    client: MemcueClient
    peer: str
    identity: Identity

    @property
    def label(self) -> str:
        """The label of the peer's general memories; topics go after one more colon."""
        return f"{self.identity.namespace}:{self.peer}"


class ClientPool:
    """Typed clients to one Memcue service, one per key (one gRPC channel each), so that an
    HTTP server used by many agents neither opens a channel per call nor shares one key's
    channel with another key. Past `size` keys a call gets a client of its own, closed after
    the call: evicting a pooled client could close a channel another thread is using.
    Only a key the service has accepted (`identity`) is pooled: otherwise anyone able to
    send junk bearer keys to the HTTP listener would fill the pool with them.

    `identity` asks the service what a key is and remembers a positive answer for
    `identity_ttl_s`; it is only used to say where labels live and to turn unknown keys
    away at the HTTP door early. Every call is still authenticated by the service itself.
    """

    def __init__(
        self,
        target: str,
        *,
        timeout: float = 10.0,
        namespace: str = "",
        size: int = 64,
        identity_ttl_s: float = 30.0,
        tls: TLSConfig | bool | None = None,
    ) -> None:
        self.target = target
        self._tls = tls
        self._timeout = timeout
        self._namespace = namespace  # sent as x-memcue-namespace (MEMCUE_AUTH=open only)
        self._size = size
        self._ttl = identity_ttl_s
        self._lock = threading.Lock()
        self._clients: dict[str, MemcueClient] = {}
        self._identities: dict[str, tuple[float, Identity]] = {}

    def _new(self, key: str) -> MemcueClient:
        return MemcueClient(
            self.target,
            timeout=self._timeout,
            namespace=self._namespace,
            api_key=key,
            tls=self._tls,
        )

    def __len__(self) -> int:
        """Pooled clients (channels kept open)."""
        with self._lock:
            return len(self._clients)

    @contextmanager
    def client(self, key: str) -> Iterator[MemcueClient]:
        """The pooled client of a key `identity` has accepted, else one for this call."""
        with self._lock:
            pooled = self._clients.get(key_digest(key))
        if pooled is not None:
            yield pooled
            return
        with self._new(key) as own:
            yield own

    def identity(self, key: str) -> Identity:
        """The key's namespace and role; raises the service's error (Unauthenticated for an
        unknown key, Unavailable when the service cannot be reached)."""
        digest = key_digest(key)
        now = time.monotonic()
        with self._lock:
            cached = self._identities.get(digest)
        if cached is not None and cached[0] > now:
            return cached[1]
        with self._lock:
            pooled = self._clients.get(digest)
        if pooled is not None:
            status = pooled.status()
        else:
            fresh = self._new(key)
            try:
                status = fresh.status()
            except BaseException:
                fresh.close()  # an unknown key (or no service): nothing kept for it
                raise
            with self._lock:
                keep = digest not in self._clients and len(self._clients) < self._size
                if keep:
                    self._clients[digest] = fresh
            if not keep:
                fresh.close()
        found = Identity(status.namespace, status.role)
        with self._lock:
            if len(self._identities) >= 4 * self._size:
                self._identities.clear()  # bounded; answers are cheap to get again
            self._identities[digest] = (now + self._ttl, found)
        return found

    def close(self) -> None:
        with self._lock:
            clients, self._clients = list(self._clients.values()), {}
        for mc in clients:
            mc.close()


class Sessions(Protocol):
    """Resolves the caller of one tool call from the transport (HTTP headers, or none)."""

    def caller(self, headers: Mapping[str, str] | None) -> AbstractContextManager[Caller]: ...


class FixedSession:
    """stdio: one agent host, one peer, one key, all fixed at launch."""

    def __init__(self, pool: ClientPool, *, key: str, peer: str) -> None:
        self._pool = pool
        self._key = key
        self.peer = peer

    @contextmanager
    def caller(self, headers: Mapping[str, str] | None) -> Iterator[Caller]:
        identity = self._pool.identity(self._key)
        with self._pool.client(self._key) as mc:
            yield Caller(mc, self.peer, identity)


class HeaderSessions:
    """HTTP: every request brings its own key, so each remote agent acts with its own role;
    the peer is the one the server was launched for, or else the request's X-Memcue-Peer."""

    def __init__(self, pool: ClientPool, *, peer: str = "") -> None:
        self._pool = pool
        self.peer = peer

    def resolve(self, headers: Mapping[str, str] | None) -> tuple[str, Identity, str]:
        """(key, what the service says it is, peer) of a request; the key is checked first,
        so a caller without a valid key learns nothing about peers."""
        headers = headers or {}
        key = bearer_key(headers.get("authorization", ""))
        identity = self._pool.identity(key)
        return key, identity, self._peer(headers)

    def _peer(self, headers: Mapping[str, str]) -> str:
        asked = headers.get(PEER_HEADER, "").strip()
        if self.peer and asked and asked != self.peer:
            raise InvalidArgument(
                f"this MCP server serves peer {self.peer!r} only; the request's X-Memcue-Peer "
                f"header names {asked!r}",
                field="peer_id",
            )
        peer = self.peer or asked
        if not peer:
            raise InvalidArgument(
                "no peer for this session: set the X-Memcue-Peer header in the MCP client's "
                "configuration (or start the server with --peer)",
                field="peer_id",
            )
        return peer

    @contextmanager
    def caller(self, headers: Mapping[str, str] | None) -> Iterator[Caller]:
        key, identity, peer = self.resolve(headers)
        with self._pool.client(key) as mc:
            yield Caller(mc, peer, identity)


def bearer_key(header: str) -> str:
    """The key of an `Authorization: Bearer <key>` header, or '' without one: whether a call
    without a key may run is the service's to say (it may not, unless MEMCUE_AUTH=open)."""
    if not header:
        return ""
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        raise Unauthenticated("malformed Authorization header: use 'Bearer <key>'")
    if not (token.isascii() and token.isprintable()):  # no key is; gRPC metadata refuses it
        raise Unauthenticated("malformed key: a Memcue key is printable ASCII")
    return token


def key_digest(key: str) -> str:
    """How a key is held in memory (the pool and the HTTP gate's session owners)."""
    return hashlib.sha256(key.encode()).hexdigest()
