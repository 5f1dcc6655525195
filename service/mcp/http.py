"""MCP over streamable HTTP, for agents on other machines or in other processes.

Its own listener (loopback by default), served by uvicorn in a background thread, so the
same object runs inside `memcue serve` (MEMCUE_MCP__HTTP=true) and as `memcue mcp --http`.
Either way the tools reach the core through the gRPC API (`service.mcp.session`).

A key gate stands in front of the SDK's app: a request without `Authorization: Bearer
<key>`, with a key the service does not know, or without a peer never reaches the MCP
session manager, so no MCP session is ever created for it. The gate only asks the
service (the Status RPC, answers cached briefly); each tool call is authenticated again by
the service with the same key, so a revoked key stops working at once for calls.
"""

from __future__ import annotations

import socket
import threading
import time
from collections import deque

import anyio.to_thread
import structlog
import uvicorn
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.client import TLSConfig
from service.errors import InvalidArgument, MemcueError, Unauthenticated
from service.mcp import render
from service.mcp.session import PEER_HEADER, ClientPool, HeaderSessions, key_digest
from service.mcp.tools import build_server
from service.wire import http_status

log = structlog.get_logger(__name__)


SESSION_HEADER = "mcp-session-id"
# New MCP sessions one key may open in SESSION_WINDOW_S: the SDK holds at most 10,000 open
# sessions, each idle for 30 minutes before it is dropped, and one agent key opening 10,050
# in 21 s locked every other key out of MCP over HTTP.
SESSIONS_PER_KEY = 100
SESSION_WINDOW_S = 600.0
_KNOWN_SESSIONS = 20_000  # owners remembered; the oldest are forgotten past this


def _once_each(headers: Headers) -> None:
    """Who calls and about whom are one header each. Starlette's `get` reads the first of
    two, so a request with two keys or two peers (a proxy adding its own) ran as the first
    without a word; it is refused instead, as gRPC refuses two authorization headers."""
    for name in ("authorization", PEER_HEADER):
        count = len(headers.getlist(name))
        if count > 1 and name == "authorization":
            raise Unauthenticated(f"header {name!r} was sent {count} times: send one key")
        if count > 1:
            raise InvalidArgument(
                f"header {name!r} was sent {count} times: name one peer", field="peer_id"
            )


class KeyGate:
    """ASGI middleware: every HTTP request must carry a key the service knows and a peer; a
    session belongs to the key that opened it (another key's request naming it gets the
    SDK's own "Session not found"), and a key opens at most SESSIONS_PER_KEY sessions in
    SESSION_WINDOW_S."""

    def __init__(
        self,
        app: ASGIApp,
        sessions: HeaderSessions,
        *,
        sessions_per_key: int = SESSIONS_PER_KEY,
        window_s: float = SESSION_WINDOW_S,
    ) -> None:
        self._app = app
        self._sessions = sessions
        self._per_key = sessions_per_key
        self._window_s = window_s
        self._owners: dict[str, str] = {}  # session id -> digest of the key that opened it
        self._opened: dict[str, deque[float]] = {}  # key digest -> its requests for a session
        self._lock = threading.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan: starts and stops the session manager
            await self._app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        try:
            _once_each(headers)
            key, _, _ = await anyio.to_thread.run_sync(self._sessions.resolve, headers)
        except MemcueError as exc:
            status = int(http_status(exc))
            log.info("mcp.http_refused", status=status, error=type(exc).__name__)
            body = {"error": render.error(exc)}
            if status == 503:  # (the gRPC error named the service's internal address to
                # callers that had shown no key yet)
                body = {"error": "UNAVAILABLE: the memory service is not reachable; retry shortly"}
            extra = None
            if status == 401:
                body["hint"] = (
                    "send the HTTP header 'Authorization: Bearer <key>' with a Memcue key "
                    "(`memcue keys create --namespace <ns> --role agent` mints one)"
                )
                extra = {"WWW-Authenticate": 'Bearer realm="memcue"'}
            response = JSONResponse(body, status, headers=extra)
            await response(scope, receive, send)
            return
        digest = key_digest(key)
        session = headers.get(SESSION_HEADER, "")
        refused = self._refusal(digest, session)
        if refused is not None:
            await refused(scope, receive, send)
            return

        async def record(message: Message) -> None:
            if message["type"] == "http.response.start" and not session:
                opened = Headers(raw=message.get("headers", [])).get(SESSION_HEADER, "")
                if opened:
                    self._own(opened, digest)
            await send(message)

        await self._app(scope, receive, record)

    def _refusal(self, digest: str, session: str) -> JSONResponse | None:
        now = time.monotonic()
        with self._lock:
            if session:
                owner = self._owners.get(session)
                if owner is not None and owner != digest:
                    log.info("mcp.http_refused", status=404, error="another key's session")
                    body: dict[str, object] = {
                        "jsonrpc": "2.0",
                        "id": "server-error",
                        "error": {"code": -32600, "message": "Session not found"},
                    }
                    return JSONResponse(body, 404)
                return None
            times = self._opened.setdefault(digest, deque())
            while times and times[0] <= now - self._window_s:
                times.popleft()
            if len(times) >= self._per_key:
                log.info("mcp.http_refused", status=429, error="sessions per key")
                retry = max(1, int(times[0] + self._window_s - now) + 1)
                message = (
                    f"this key opened {len(times)} MCP sessions in the last "
                    f"{int(self._window_s)} s, the most allowed: reuse a session"
                )
                return JSONResponse({"error": message}, 429, headers={"Retry-After": str(retry)})
            times.append(now)  # counted now, not when the SDK answers: 50 at once got through
        return None

    def _own(self, session: str, digest: str) -> None:
        with self._lock:
            self._owners[session] = digest
            while len(self._owners) > _KNOWN_SESSIONS:
                del self._owners[next(iter(self._owners))]


class McpHttpServer:
    """A uvicorn server for one ASGI app on its own socket, in a daemon thread."""

    def __init__(self, app: ASGIApp, *, host: str, port: int, path: str, pool: ClientPool) -> None:
        self._app = app
        self._host = host
        self._path = path
        self._pool = pool
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self._socket = socket.socket(family, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self._socket.bind((host, port))  # here, so a taken port fails the caller at once
        except OSError:
            self._socket.close()
            raise
        self.port: int = self._socket.getsockname()[1]
        config = uvicorn.Config(
            app,
            log_config=None,  # our logging (stderr) stays; uvicorn's would log access to stdout
            access_log=False,
            log_level="warning",
            lifespan="on",
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._socket]}, name="mcp-http"
        )
        self._thread.daemon = True

    @property
    def url(self) -> str:
        host = f"[{self._host}]" if ":" in self._host else self._host
        return f"http://{host}:{self.port}{self._path}"

    def start(self, timeout_s: float = 15.0) -> None:
        self._thread.start()
        deadline = time.monotonic() + timeout_s
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the MCP HTTP listener on {self.url} did not start")
            time.sleep(0.02)
        log.info("mcp.http_started", url=self.url, target=self._pool.target)

    def stop(self, timeout_s: float = 10.0) -> None:
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(timeout_s)
        self._socket.close()
        self._pool.close()
        log.info("mcp.http_stopped", url=self.url)


def build_http_server(
    target: str,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    path: str = "/mcp",
    peer: str = "",
    namespace: str = "",
    timeout: float = 10.0,
    sessions_per_key: int = SESSIONS_PER_KEY,
    tls: TLSConfig | bool | None = None,
) -> McpHttpServer:
    """The MCP tools over streamable HTTP at http://host:port/path, talking gRPC to
    `target`. Each request brings its own key; the peer is `peer` if given, else each
    request's X-Memcue-Peer header. Port 0 picks a free port (see `.port`)."""
    pool = ClientPool(target, timeout=timeout, namespace=namespace, tls=tls)
    sessions = HeaderSessions(pool, peer=peer)
    mcp = build_server(sessions, target=target, peer=peer)
    # host: the SDK turns on its DNS-rebinding check (Host/Origin) for loopback listeners.
    app = mcp.streamable_http_app(streamable_http_path=path, host=host)
    gate = KeyGate(app, sessions, sessions_per_key=sessions_per_key)
    return McpHttpServer(gate, host=host, port=port, path=path, pool=pool)
