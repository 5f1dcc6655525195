"""The memory web page: a WSGI app over the same core facade and auth as gRPC.

A person picks a peer (or a project, or the namespace-wide entries) of the namespace their key
belongs to, and sees its memories newest first, searches them through Recall, pins, edits,
deletes, forgets the peer, and reads its recent decisions and working-memory brief. Every
action is one call of `MemoryService` with the `CallContext` the key resolves to, so the
roles, isolation, privacy guard and logging are exactly gRPC's; this module only parses
forms and renders pages.

Security, in one place:
- a key is required for everything but the login form: a session cookie (HttpOnly,
  SameSite=Strict, Secure behind TLS) or an `Authorization: Bearer` header; operator or
  reader keys only, re-checked on every request (revocation is immediate);
- every change is a POST carrying the session's CSRF token in a hidden field (the login form
  a token bound to a short-lived cookie); bearer requests carry no ambient credential and
  need none;
- every value is escaped by Jinja2's autoescape, and a strict Content-Security-Policy allows
  only this response's own inline style and script (by nonce): a memory reading
  `<script>alert(1)</script>` is text;
- no redirect target comes from the request, and request bodies are bounded;
- never with MEMCUE_AUTH=open (every caller would be an operator; `WebApp` refuses an
  `OpenAccess` authenticator and `build_http_listener` leaves the page off), and the
  listener answers only requests whose `Host` names it (`service.web.listener`), against
  DNS rebinding.

The code: `request` (requests and responses), `views` (what a page is about), `base` (auth,
sessions, rendering, login), `pages` (reads), `changes` (pin, edit, delete, forget); this
module routes requests to them and sets the security headers of every response.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from http import HTTPStatus
from typing import Any

import structlog

from service.auth import Authenticator
from service.core import MemoryService
from service.ports import Metrics
from service.settings import HttpSettings
from service.web.changes import ChangeHandlers
from service.web.pages import ReadPages
from service.web.request import Refused, Request, Response, StartResponse, parse_request

log = structlog.get_logger(__name__)


class WebApp(ReadPages, ChangeHandlers):
    """The WSGI app: one route table over the read pages and the change handlers."""

    def __init__(
        self,
        core: MemoryService,
        authenticator: Authenticator,
        settings: HttpSettings,
        *,
        metrics: Metrics | None = None,
    ) -> None:
        super().__init__(core, authenticator, settings, metrics=metrics)
        self._routes: dict[tuple[str, str], tuple[str, Callable[[Request], Response]]] = {
            ("GET", "/login"): ("login", self._login_form),
            ("POST", "/login"): ("login", self._login),
            ("POST", "/logout"): ("logout", self._logout),
            ("GET", "/"): ("index", self._index),
            ("GET", "/memory"): ("memory", self._memory),
            ("POST", "/pin"): ("pin", self._pin),
            ("POST", "/edit"): ("edit", self._edit),
            ("POST", "/delete"): ("delete", self._delete),
            ("GET", "/forget"): ("forget", self._forget_form),
            ("POST", "/forget"): ("forget", self._forget),
        }

    # -- WSGI ------------------------------------------------------------------------------

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        nonce = secrets.token_urlsafe(16)
        route = "not_found"
        try:
            request = parse_request(environ, nonce)
            found = self._routes.get((request.method, request.path))
            if found is None:
                allowed = any(path == request.path for _, path in self._routes)
                response = self._plain(
                    HTTPStatus.METHOD_NOT_ALLOWED if allowed else HTTPStatus.NOT_FOUND,
                    "method not allowed" if allowed else "not found",
                )
            else:
                route, handler = found
                response = handler(request)
        except Refused as exc:
            response = self._refusal(exc, nonce)
        except Exception as exc:  # never a traceback (nor a memory's text) in a page
            log.exception("web.failed", route=route, error=type(exc).__name__)
            response = self._plain(HTTPStatus.INTERNAL_SERVER_ERROR, "internal error")
        self._metrics.http_request(route, int(response.status))
        headers = [
            ("Content-Type", response.content_type),
            ("Content-Length", str(len(response.body))),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "no-referrer"),
            (
                "Content-Security-Policy",
                f"default-src 'none'; style-src 'nonce-{nonce}'; script-src 'nonce-{nonce}'; "
                "form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
            ),
            *response.headers,
        ]
        start_response(f"{response.status.value} {response.status.phrase}", headers)
        return [response.body]
