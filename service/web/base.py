"""What every web handler stands on: the core, the authenticator, sessions, templates, and
the auth, response and login helpers. The read pages (`service.web.pages`) and the change
handlers (`service.web.changes`) build on it; `service.web.app` routes to them."""

from __future__ import annotations

import secrets
from http import HTTPStatus
from typing import Any

import structlog
from jinja2 import Environment, PackageLoader

from service.auth import Authenticator, OpenAccess
from service.core import MemoryService
from service.domain import CallContext, Role
from service.errors import MemcueError, PermissionDenied, Unauthenticated
from service.ports import Metrics, NoMetrics
from service.settings import HttpSettings
from service.web.request import Caller, Refused, Request, Response
from service.web.sessions import SessionStore
from service.web.views import shown_importance, when
from service.wire import NAMESPACE_HEADER, http_status

log = structlog.get_logger(__name__)

SESSION_COOKIE = "memcue_session"
LOGIN_COOKIE = "memcue_login"
WEB_ROLES = (Role.OPERATOR, Role.READER)


class WebBase:
    """The shared state and helpers of every handler (see the module docstring)."""

    def __init__(
        self,
        core: MemoryService,
        authenticator: Authenticator,
        settings: HttpSettings,
        *,
        metrics: Metrics | None = None,
    ) -> None:
        if isinstance(authenticator, OpenAccess):
            # Every caller would be an operator, with no key to bind a session to: see
            # `service.app.build_http_listener`, which leaves the page off instead.
            raise ValueError("the web page needs key authentication (auth=keys)")
        self._core = core
        self._auth = authenticator
        self._settings = settings
        self._metrics: Metrics = metrics or NoMetrics()
        self.sessions = SessionStore(
            idle_s=settings.session_idle_s, max_sessions=settings.max_sessions
        )
        self._env = Environment(
            loader=PackageLoader("service.web", "templates"),
            autoescape=True,  # every value, memory text above all, is user input
            trim_blocks=True,
            lstrip_blocks=True,
        )
        self._env.filters["when"] = when
        self._env.filters["importance"] = shown_importance

    # -- auth ------------------------------------------------------------------------------

    def _authenticate(self, key: str, namespace: str) -> CallContext:
        """The same Authenticator as gRPC, fed the metadata a gRPC call would carry."""
        metadata = {"authorization": f"Bearer {key}" if key else ""}
        if namespace:
            metadata[NAMESPACE_HEADER] = namespace
        ctx = self._auth.authenticate(metadata)
        if ctx.role not in WEB_ROLES:
            raise PermissionDenied(
                f"role {ctx.role.value!r} may not use the web page; it needs an operator or "
                "reader key"
            )
        return ctx

    def _caller(self, request: Request) -> Caller:
        try:
            if request.authorization:
                metadata = {"authorization": request.authorization}
                ctx = self._auth.authenticate(metadata)
                if ctx.role not in WEB_ROLES:
                    raise PermissionDenied(
                        f"role {ctx.role.value!r} may not use the web page; it needs an "
                        "operator or reader key"
                    )
                return Caller(ctx, None)
            session = self.sessions.get(request.cookies.get(SESSION_COOKIE, ""))
            if session is None:
                raise Unauthenticated("log in with an operator or reader key")
            return Caller(self._authenticate(session.key, session.namespace), session)
        except MemcueError as exc:
            raise Refused(http_status(exc), exc.message) from exc

    def _changing(self, request: Request) -> Caller:
        """A caller allowed to change something: with a session, the form's CSRF token must
        be the session's (a bearer header is no ambient credential and needs none)."""
        caller = self._caller(request)
        if caller.session is not None and not caller.session.csrf_ok(request.form.get("csrf", "")):
            raise Refused(
                HTTPStatus.FORBIDDEN, "missing or wrong CSRF token: reload the page and retry"
            )
        return caller

    # -- responses -------------------------------------------------------------------------

    def _render(
        self, nonce: str, template: str, status: HTTPStatus = HTTPStatus.OK, **values: Any
    ) -> Response:
        body = self._env.get_template(template).render(nonce=nonce, **values)
        return Response(status, body.encode())

    def _plain(self, status: HTTPStatus, message: str) -> Response:
        return Response(status, f"{message}\n".encode(), "text/plain; charset=utf-8")

    def _refusal(self, exc: Refused, nonce: str) -> Response:
        """Unauthenticated: the login form (with status 401); other refusals: a short page."""
        if exc.status == HTTPStatus.UNAUTHORIZED:
            return self._login_page(nonce, exc.status, exc.message)
        return self._render(
            nonce, "error.html", exc.status, message=exc.message, code=int(exc.status)
        )

    def _cookie(self, name: str, value: str, max_age: int | None = None) -> tuple[str, str]:
        parts = [f"{name}={value}", "Path=/", "HttpOnly", "SameSite=Strict"]
        if max_age is not None:
            parts.append(f"Max-Age={max_age}")
        if self._settings.secure_cookies:
            parts.append("Secure")
        return ("Set-Cookie", "; ".join(parts))

    @staticmethod
    def _redirect(location: str, *headers: tuple[str, str]) -> Response:
        return Response(HTTPStatus.SEE_OTHER, b"", headers=[("Location", location), *headers])

    # -- login -----------------------------------------------------------------------------

    def _login_page(self, nonce: str, status: HTTPStatus, error: str = "") -> Response:
        token = secrets.token_urlsafe(32)
        response = self._render(nonce, "login.html", status, csrf=token, error=error)
        response.headers.append(self._cookie(LOGIN_COOKIE, token, max_age=600))
        return response

    def _login_form(self, request: Request) -> Response:
        return self._login_page(request.nonce, HTTPStatus.OK)

    def _login(self, request: Request) -> Response:
        token = request.form.get("csrf", "")
        expected = request.cookies.get(LOGIN_COOKIE, "")
        if not token or not expected or not secrets.compare_digest(token, expected):
            raise Refused(HTTPStatus.FORBIDDEN, "missing or wrong CSRF token: reload the page")
        key = request.form.get("key", "").strip()
        namespace = request.form.get("namespace", "").strip()
        if not key:  # never left to the authenticator: no key is no login, whatever it says
            return self._login_page(
                request.nonce, HTTPStatus.UNAUTHORIZED, "enter an operator or reader key"
            )
        try:
            ctx = self._authenticate(key, namespace)
        except MemcueError as exc:
            log.info("web.login_refused", error=type(exc).__name__)
            return self._login_page(request.nonce, http_status(exc), exc.message)
        session_id, _ = self.sessions.create(key, ctx.namespace)
        log.info("web.login", principal=ctx.principal, role=ctx.role.value)
        return self._redirect(
            "/", self._cookie(SESSION_COOKIE, session_id), self._cookie(LOGIN_COOKIE, "", 0)
        )

    def _logout(self, request: Request) -> Response:
        self._changing(request)
        self.sessions.drop(request.cookies.get(SESSION_COOKIE, ""))
        return self._redirect("/login", self._cookie(SESSION_COOKIE, "", 0))

    def _page(self, request: Request, caller: Caller, template: str, **values: Any) -> Response:
        session = caller.session
        return self._render(
            request.nonce,
            template,
            ctx=caller.ctx,
            operator=caller.ctx.role is Role.OPERATOR,
            csrf=session.csrf if session else "",
            flashes=session.take_flashes() if session else [],
            **values,
        )
