"""The one HTTP listener: `/metrics` (Prometheus) and the memory web page, off by default.

Served by waitress: a small, pure-Python, production-grade WSGI server kept by the Pylons
project, with a bounded thread pool and request limits, and no dependencies. The stdlib's
`wsgiref` and `http.server` say of themselves that they are not for production (one request
at a time, or no limits); Flask's development server says the same. prometheus-client ships
its exposition as a WSGI app, so one WSGI dispatcher serves both.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from http import HTTPStatus
from typing import Any

import structlog
from waitress import wasyncore
from waitress.server import create_server

from service.ports import Metrics, NoMetrics
from service.settings import HttpSettings

log = structlog.get_logger(__name__)

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def allowed_hosts(host: str, port: int, extra: Sequence[str] = ()) -> frozenset[str]:
    """The `Host` header values this listener answers: its own names with its port
    (127.0.0.1, localhost, [::1] and the configured host; bare names too on port 80, where
    browsers omit it) plus `http.allowed_hosts` exactly as configured (a reverse proxy's
    public name). Anything else is a request for another site, e.g. a DNS-rebinding page
    whose name now points at 127.0.0.1."""
    names = {*LOOPBACK, host}
    shown = {f"[{n}]" if ":" in n else n for n in names if n}
    out = {f"{n}:{port}" for n in shown}
    if port == 80:
        out |= shown
    return frozenset(h.strip().lower() for h in (*out, *extra) if h.strip())


def _refuse(start_response: Callable[..., Any], status: HTTPStatus, text: str) -> Iterable[bytes]:
    body = f"{text}\n".encode()
    start_response(
        f"{status.value} {status.phrase}",
        [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", str(len(body)))],
    )
    return [body]


def _not_found(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    return _refuse(start_response, HTTPStatus.NOT_FOUND, "not found")


class Dispatcher:
    """`/metrics` to the metrics app, everything else to the web page (each when on), for
    requests whose `Host` is one of `hosts` (set by the listener once its port is known)."""

    def __init__(
        self,
        *,
        metrics_app: WSGIApp | None,
        web_app: WSGIApp | None,
        metrics: Metrics | None = None,
    ) -> None:
        self._metrics_app = metrics_app
        self._web_app = web_app
        self._metrics: Metrics = metrics or NoMetrics()
        self.hosts: frozenset[str] = frozenset()

    def __call__(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        if environ.get("REQUEST_METHOD") != "HEAD":
            return self._route(environ, start_response)
        # HEAD is GET's status and headers without the body: sent with one, a client that
        # reused the connection read "method not allowed" as the next response's status
        # line (found by a fuzzing helper). Every GET here only reads.
        body = self._route({**environ, "REQUEST_METHOD": "GET"}, start_response)
        for _ in body:
            pass
        close = getattr(body, "close", None)
        if close is not None:
            close()
        return []

    def _route(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        host = str(environ.get("HTTP_HOST", "")).strip().lower()
        if host not in self.hosts:
            # Against DNS rebinding: a page on evil.example whose name was re-pointed at
            # 127.0.0.1 reaches this socket as same-origin, but its requests say
            # `Host: evil.example`. No cookie, key or CSRF token helps against that.
            self._metrics.http_request("bad_host", int(HTTPStatus.MISDIRECTED_REQUEST))
            log.info("http.host_refused", host=host[:100])
            return _refuse(
                start_response,
                HTTPStatus.MISDIRECTED_REQUEST,
                "unknown Host header: this listener answers only to its own address and "
                "http.allowed_hosts",
            )
        if environ.get("PATH_INFO") == "/metrics":
            if self._metrics_app is None:
                return _not_found(environ, start_response)
            if environ.get("REQUEST_METHOD") not in ("GET", "HEAD"):
                body = b"method not allowed\n"
                start_response("405 Method Not Allowed", [("Allow", "GET, HEAD")])
                return [body]
            self._metrics.http_request("metrics", 200)
            return self._metrics_app(environ, start_response)
        if self._web_app is None:
            return _not_found(environ, start_response)
        return self._web_app(environ, start_response)


class HttpListener:
    """Runs the dispatcher on its own thread; `stop` closes the socket and the workers."""

    def __init__(self, app: Dispatcher, settings: HttpSettings) -> None:
        self._map: dict[int, Any] = {}
        self._stopping = threading.Event()
        self._server = create_server(
            app,
            map=self._map,
            host=settings.host,
            port=settings.port,
            threads=settings.threads,
            ident="memcue",
            max_request_body_size=1024 * 1024,
            clear_untrusted_proxy_headers=True,
        )
        self.host = settings.host
        self.port = int(self._server.effective_port)  # type: ignore[union-attr]
        shown = f"[{self.host}]" if ":" in self.host else self.host
        self.url = f"http://{shown}:{self.port}"
        app.hosts = allowed_hosts(self.host, self.port, settings.allowed_hosts)
        if self.host not in LOOPBACK:
            log.warning(
                "http.not_loopback",
                host=self.host,
                detail="the HTTP listener is reachable from other machines; put a TLS "
                "reverse proxy in front and bind it to loopback instead",
            )
        self._thread = threading.Thread(target=self._run, name="memcue-http", daemon=True)

    def _run(self) -> None:
        """waitress's own loop, a turn at a time, so that the stop happens on this thread:
        closing the sockets from another thread races the loop (a keep-alive connection
        was seen to survive it, and the loop then never ended)."""
        try:
            while not self._stopping.is_set() and self._map:
                wasyncore.loop(timeout=0.2, map=self._map, use_poll=True, count=1)
        finally:
            self._close()

    def _close(self) -> None:
        """The listening socket, every open connection (keep-alive ones too), the workers."""
        self._server.task_dispatcher.shutdown(timeout=5)
        wasyncore.close_all(self._map, ignore_all=True)

    def start(self) -> None:
        self._thread.start()
        log.info("http.started", url=self.url)

    def stop(self) -> None:
        self._stopping.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)
        else:
            self._close()
        log.info("http.stopped", url=self.url)
