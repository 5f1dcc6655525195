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
"""

from __future__ import annotations

import contextlib
import dataclasses
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from http import HTTPStatus
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs, urlencode

import structlog
from jinja2 import Environment, PackageLoader

from service.auth import Authenticator, OpenAccess
from service.core import MemoryService
from service.domain import (
    CallContext,
    EventQuery,
    Hit,
    ListQuery,
    LogEvent,
    Memory,
    MemoryUpdate,
    Proposal,
    RecallQuery,
    Retention,
    Role,
    utcnow,
)
from service.errors import (
    InvalidArgument,
    MemcueError,
    PermissionDenied,
    Unauthenticated,
)
from service.loop_domain import Brief, BriefQuery
from service.ports import Metrics, NoMetrics
from service.settings import HttpSettings
from service.web.sessions import Session, SessionStore
from service.wire import NAMESPACE_HEADER, http_status

log = structlog.get_logger(__name__)

SESSION_COOKIE = "memcue_session"
LOGIN_COOKIE = "memcue_login"
WEB_ROLES = (Role.OPERATOR, Role.READER)
MAX_FORM_BYTES = 256 * 1024
HISTORY_OPS = ("remember", "merge", "supersede", "update", "consolidate")

StartResponse = Callable[[str, list[tuple[str, str]]], Any]


@dataclass(frozen=True, slots=True)
class Request:
    method: str
    path: str
    query: Mapping[str, str]
    form: Mapping[str, str]
    cookies: Mapping[str, str]
    authorization: str
    nonce: str  # this response's CSP nonce for its inline style and script


@dataclass
class Response:
    status: HTTPStatus
    body: bytes = b""
    content_type: str = "text/html; charset=utf-8"
    headers: list[tuple[str, str]] = dataclasses.field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is asking: the resolved context, and the session when it came by cookie."""

    ctx: CallContext
    session: Session | None


class _Refused(Exception):
    """Ends a request before any core call: no key, a wrong role, a missing CSRF token."""

    def __init__(self, status: HTTPStatus, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def _first(values: Mapping[str, list[str]]) -> dict[str, str]:
    return {k: v[0] for k, v in values.items() if v}


def _when(value: datetime | None) -> str:
    return value.strftime("%Y-%m-%d %H:%M UTC") if value else ""


def shown_importance(value: float) -> str:
    """Importance as the pages show it and the edit form sends it back (two decimals)."""
    return f"{value:.2f}"


@dataclass(frozen=True, slots=True)
class View:
    """Which memories a page is about: a peer, a project (namespace-wide, one scope), or all
    namespace-wide entries. Carried in the query string and in every form."""

    peer: str = ""
    project: str = ""
    namespace_wide: bool = False

    @classmethod
    def parse(cls, params: Mapping[str, str]) -> View:
        peer = params.get("peer", "").strip()
        project = params.get("project", "").strip()
        if project and not project.startswith("project:"):
            project = f"project:{project}"
        if peer:
            return cls(peer=peer)
        if project:
            return cls(project=project)
        return cls(namespace_wide=params.get("ns") == "1")

    @property
    def chosen(self) -> bool:
        return bool(self.peer or self.project or self.namespace_wide)

    @property
    def params(self) -> dict[str, str]:
        if self.peer:
            return {"peer": self.peer}
        if self.project:
            return {"project": self.project}
        return {"ns": "1"} if self.namespace_wide else {}

    @property
    def title(self) -> str:
        if self.peer:
            return f"peer {self.peer}"
        if self.project:
            return self.project
        return "namespace-wide entries"

    def url(self, **extra: str) -> str:
        query = urlencode({**self.params, **{k: v for k, v in extra.items() if v}})
        return "/" + (f"?{query}" if query else "")


class WebApp:
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
        self._env.filters["when"] = _when
        self._env.filters["importance"] = shown_importance
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
            request = self._parse(environ, nonce)
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
        except _Refused as exc:
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

    def _parse(self, environ: Mapping[str, Any], nonce: str) -> Request:
        method = str(environ.get("REQUEST_METHOD", "GET")).upper()
        query = _first(parse_qs(str(environ.get("QUERY_STRING", "")), keep_blank_values=True))
        form: dict[str, str] = {}
        if method == "POST":
            try:
                length = int(environ.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = -1
            if not 0 <= length <= MAX_FORM_BYTES:
                raise _Refused(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, "the form is too large")
            content_type = str(environ.get("CONTENT_TYPE", "")).split(";")[0].strip()
            body = environ["wsgi.input"].read(length) if length else b""
            if body and content_type != "application/x-www-form-urlencoded":
                raise _Refused(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send a url-encoded form")
            try:
                form = _first(parse_qs(body.decode("utf-8"), keep_blank_values=True))
            except UnicodeDecodeError as exc:
                raise _Refused(HTTPStatus.BAD_REQUEST, "the form is not valid UTF-8") from exc
        cookies: dict[str, str] = {}
        if environ.get("HTTP_COOKIE"):
            jar: SimpleCookie = SimpleCookie()
            try:
                jar.load(str(environ["HTTP_COOKIE"]))
            except Exception:
                jar = SimpleCookie()
            cookies = {k: m.value for k, m in jar.items()}
        return Request(
            method=method,
            path=str(environ.get("PATH_INFO", "/")) or "/",
            query=query,
            form=form,
            cookies=cookies,
            authorization=str(environ.get("HTTP_AUTHORIZATION", "")),
            nonce=nonce,
        )

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
            raise _Refused(http_status(exc), exc.message) from exc

    def _changing(self, request: Request) -> Caller:
        """A caller allowed to change something: with a session, the form's CSRF token must
        be the session's (a bearer header is no ambient credential and needs none)."""
        caller = self._caller(request)
        if caller.session is not None and not caller.session.csrf_ok(request.form.get("csrf", "")):
            raise _Refused(
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

    def _refusal(self, exc: _Refused, nonce: str) -> Response:
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
            raise _Refused(HTTPStatus.FORBIDDEN, "missing or wrong CSRF token: reload the page")
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

    # -- pages -----------------------------------------------------------------------------

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

    def _index(self, request: Request) -> Response:
        caller = self._caller(request)
        ctx = caller.ctx
        view = View.parse(request.query)
        peers = self._core.peers(ctx)
        if not view.chosen:
            return self._page(
                request,
                caller,
                "index.html",
                view=view,
                peers=peers,
                projects=self._projects(ctx),
            )
        peer = view.peer
        cue = request.query.get("q", "").strip()
        include_superseded = request.query.get("all") == "1"
        errors: list[str] = []
        memories: list[Memory] = []
        next_page = ""
        try:
            page = self._core.list_memories(
                ctx,
                peer,
                ListQuery(
                    page_size=self._core.limits.max_page_size if view.project else 50,
                    page_token=request.query.get("page", ""),
                    include_superseded=include_superseded,
                ),
            )
            memories = [m for m in page.memories if not view.project or m.scope == view.project]
            next_page = page.next_page_token
        except MemcueError as exc:
            errors.append(exc.message)
        hits: list[Hit] = []
        if cue:
            try:
                hits = self._core.recall(
                    ctx,
                    peer,
                    RecallQuery(
                        cue=cue,
                        top_k=min(20, self._core.limits.max_top_k),
                        scope=view.project,
                        include_superseded=include_superseded,
                        expand_neighbors=0,
                    ),
                )
            except MemcueError as exc:
                errors.append(f"search: {exc.message}")
        proposals: list[Proposal] = []
        try:
            proposals = self._core.recent_proposals(ctx, peer, limit=20, max_age=timedelta(days=30))
        except MemcueError as exc:
            errors.append(f"decisions: {exc.message}")
        brief: Brief | None = None
        try:
            brief = self._core.working_memory(ctx, peer, BriefQuery(project=view.project))
        except MemcueError as exc:
            errors.append(f"working memory: {exc.message}")
        return self._page(
            request,
            caller,
            "index.html",
            view=view,
            peers=peers,
            projects=[],
            memories=memories,
            next_page=view.url(page=next_page, all="1" if include_superseded else "")
            if next_page
            else "",
            cue=cue,
            hits=hits,
            proposals=proposals,
            brief=brief,
            errors=errors,
            include_superseded=include_superseded,
            now=utcnow(),
            retentions=[r.value for r in Retention],
        )

    def _projects(self, ctx: CallContext) -> list[str]:
        """The project scopes the namespace-wide entries use (for the picker)."""
        try:
            page = self._core.list_memories(
                ctx, "", ListQuery(page_size=self._core.limits.max_page_size)
            )
        except MemcueError:
            return []
        return sorted({m.scope for m in page.memories if m.scope.startswith("project:")})

    def _memory(self, request: Request) -> Response:
        caller = self._caller(request)
        view = View.parse(request.query)
        memory_id = request.query.get("id", "")
        try:
            memory = self._core.get(caller.ctx, view.peer, memory_id)
        except MemcueError as exc:
            raise _Refused(http_status(exc), exc.message) from exc
        history: list[LogEvent] = []
        history_error = ""
        try:
            events = self._core.query_events(
                caller.ctx,
                view.peer,
                EventQuery(kinds=HISTORY_OPS, page_size=self._core.limits.max_page_size),
            )
            history = [e for e in events.events if _concerns(e, memory.id)]
        except MemcueError as exc:
            history_error = exc.message
        return self._page(
            request,
            caller,
            "memory.html",
            view=view,
            memory=memory,
            history=history,
            history_error=history_error,
            retentions=[r.value for r in Retention],
        )

    def _forget_form(self, request: Request) -> Response:
        caller = self._caller(request)
        view = View.parse(request.query)
        if not view.peer:
            raise _Refused(HTTPStatus.BAD_REQUEST, "name the peer to forget")
        count = 0
        with contextlib.suppress(MemcueError):  # the page still asks; Forget decides
            count = len(self._core.list_memories(caller.ctx, view.peer, ListQuery()).memories)
        return self._page(request, caller, "forget.html", view=view, count=count)

    # -- changes ---------------------------------------------------------------------------

    def _back(self, request: Request, view: View) -> str:
        """Where a change returns to: built here from the view, never taken from the form."""
        if request.form.get("back") == "detail" and request.form.get("id"):
            return "/memory?" + urlencode({**view.params, "id": request.form["id"]})
        return view.url()

    def _change(
        self,
        request: Request,
        action: Callable[[CallContext, View], str],
        *,
        back: Callable[[View], str] | None = None,
    ) -> Response:
        """Runs one change for the caller; its result or refusal is flashed on the next page
        (a reader's edit is refused by the core, with the core's message)."""
        caller = self._changing(request)
        view = View.parse(request.form)
        try:
            message = action(caller.ctx, view)
            level = "ok"
        except MemcueError as exc:
            message, level = exc.message, "error"
            if caller.session is None:  # a scripted client gets the status code
                return self._plain(http_status(exc), message)
        if caller.session is not None:
            caller.session.flash(level, message)
        target = back(view) if back and level == "ok" else self._back(request, view)
        return self._redirect(target)

    def _pin(self, request: Request) -> Response:
        pinned = request.form.get("pinned") == "1"

        def run(ctx: CallContext, view: View) -> str:
            memory_id = request.form.get("id", "")
            self._core.update(ctx, view.peer, memory_id, MemoryUpdate(pinned=pinned))
            return "pinned" if pinned else "unpinned"

        return self._change(request, run)

    def _edit(self, request: Request) -> Response:
        form = request.form

        def run(ctx: CallContext, view: View) -> str:
            current = self._core.get(ctx, view.peer, form.get("id", ""))
            content = form.get("content", "").replace("\r\n", "\n")
            retention = form.get("retention", "")
            importance_text = form.get("importance", "").strip()
            try:
                importance = float(importance_text) if importance_text else None
            except ValueError as exc:
                raise InvalidArgument(
                    f"importance {importance_text!r} is not a number", field="importance"
                ) from exc
            try:
                new_retention = Retention(retention) if retention else None
            except ValueError as exc:
                raise InvalidArgument(
                    f"retention {retention!r} is not a retention class", field="retention"
                ) from exc
            change = MemoryUpdate(
                content=content if content and content != current.content else None,
                retention=new_retention if new_retention is not current.retention else None,
                # The form shows importance rounded (`shown_importance`): unchanged means
                # equal to that, or every save would round the stored value without asking.
                importance=importance
                if importance is not None
                and abs(importance - float(shown_importance(current.importance))) > 1e-9
                else None,
            )
            if change == MemoryUpdate():
                return "nothing changed"
            result = self._core.update(ctx, view.peer, current.id, change)
            if result.redactions:
                kinds = ", ".join(sorted({r.kind for r in result.redactions}))
                return f"saved; redacted: {kinds}"
            return "saved"

        return self._change(request, run)

    def _delete(self, request: Request) -> Response:
        def run(ctx: CallContext, view: View) -> str:
            deleted = self._core.delete(ctx, view.peer, request.form.get("id", ""))
            return f"deleted {deleted}"

        return self._change(request, run, back=lambda view: view.url())

    def _forget(self, request: Request) -> Response:
        def run(ctx: CallContext, view: View) -> str:
            if not view.peer:
                raise InvalidArgument("name the peer to forget", field="peer")
            if request.form.get("confirm", "") != view.peer:
                raise InvalidArgument(
                    "type the peer id exactly to confirm the erasure", field="confirm"
                )
            erased = self._core.forget(ctx, view.peer)
            return f"forgot peer {view.peer}: {erased} memories erased"

        caller = self._changing(request)
        view = View.parse(request.form)
        try:
            message = run(caller.ctx, view)
        except MemcueError as exc:
            if caller.session is None:
                return self._plain(http_status(exc), exc.message)
            caller.session.flash("error", exc.message)
            return self._redirect("/forget?" + urlencode(view.params))
        if caller.session is None:
            return self._plain(HTTPStatus.OK, message)
        caller.session.flash("ok", message)
        return self._redirect("/")


def _concerns(event: LogEvent, memory_id: str) -> bool:
    """Whether a log event is part of this memory's history (written, merged into,
    superseded by or superseding, updated, consolidated into)."""
    data = event.data
    record = data.get("memory")
    if isinstance(record, Mapping) and record.get("id") == memory_id:
        return True
    if data.get("by") == memory_id:
        return True
    absorbed = data.get("absorbed")
    return isinstance(absorbed, Mapping) and absorbed.get("id") == memory_id
