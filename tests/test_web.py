"""The memory web page over plain HTTP: keys, roles, CSRF, escaping, and that every change
goes through the core (the browser test drives the same page in Chromium)."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator, Mapping
from typing import Any, cast
from urllib.parse import urlencode

import httpx
import pytest
from structlog.testing import capture_logs

from service.api.server import MemcueServer
from service.auth import OpenAccess
from service.domain import CallContext, Role
from service.errors import (
    FailedPrecondition,
    IndexModelMismatch,
    InvalidArgument,
    MemcueError,
    NotFound,
    PermissionDenied,
    ResourceExhausted,
    Unauthenticated,
    Unavailable,
)
from service.settings import HttpSettings
from service.web.app import WebApp
from service.web.listener import Dispatcher, allowed_hosts
from service.wire import http_status
from tests.conftest import connect, key_for, operator_key

HTTP_ON = {"http": {"enabled": True, "port": 0}, "sweep_interval_s": 3600.0}
XSS = "<script>alert(1)</script> Alice's note"


def csrf_of(html: str) -> str:
    match = re.search(r'name="csrf" value="([^"]+)"', html)
    assert match, "no CSRF field in the page"
    return match.group(1)


def login(server: MemcueServer, key: str) -> httpx.Client:
    """A browser-like client: cookies kept, redirects not followed."""
    web = httpx.Client(base_url=server.web_url, timeout=30)
    form = web.get("/login")
    assert form.status_code == 200
    done = web.post("/login", data={"key": key, "csrf": csrf_of(form.text)})
    assert done.status_code == 303, done.text
    return web


@pytest.fixture
def web_server(server_factory) -> Iterator[MemcueServer]:
    server = server_factory(**HTTP_ON)
    with connect(server) as op:
        op.remember("alice", "Alice likes jasmine green tea", kind="preference")
        op.remember("alice", XSS, kind="note")
        op.remember("bob", "Bob collects vinyl records")
        op.record_event("alice", "proposal_made", text="Walk before the call", mode="health")
    yield server


def test_no_request_works_without_a_key(web_server: MemcueServer):
    base = web_server.web_url
    page = httpx.get(base, timeout=10)
    assert page.status_code == 401 and 'action="/login"' in page.text
    assert "alice" not in page.text and "jasmine" not in page.text
    for path in ("/?peer=alice", "/memory?peer=alice&id=m_0", "/forget?peer=alice"):
        refused = httpx.get(base.rstrip("/") + path, timeout=10)
        assert refused.status_code == 401, path
        assert "jasmine" not in refused.text
    for path in ("/pin", "/edit", "/delete", "/forget", "/logout"):
        refused = httpx.post(base.rstrip("/") + path, data={"peer": "alice"}, timeout=10)
        assert refused.status_code == 401, path
    # A made-up session cookie is no key either.
    forged = httpx.get(base, cookies={"memcue_session": "x" * 43}, timeout=10)
    assert forged.status_code == 401
    # Wrong key at the login form: refused, no session.
    web = httpx.Client(base_url=base, timeout=10)
    form = web.get("/login")
    bad = web.post("/login", data={"key": "mck_wrong", "csrf": csrf_of(form.text)})
    assert bad.status_code == 401 and "unknown or revoked key" in bad.text
    assert "memcue_session" not in bad.headers.get("set-cookie", "")
    # An agent key is not for the page (operator or reader only), by header or by login.
    agent = key_for(web_server, "default", Role.AGENT)
    by_header = httpx.get(base, headers={"Authorization": f"Bearer {agent}"}, timeout=10)
    assert by_header.status_code == 403 and "operator or reader" in by_header.text
    form = web.get("/login")
    assert web.post("/login", data={"key": agent, "csrf": csrf_of(form.text)}).status_code == 403


def test_login_sets_a_strict_session_cookie_and_csrf_guards_every_change(
    web_server: MemcueServer,
):
    web = httpx.Client(base_url=web_server.web_url, timeout=30)
    form = web.get("/login")
    # The login form itself is CSRF-protected: its token is bound to a cookie.
    no_token = httpx.post(
        web_server.web_url + "login", data={"key": operator_key(web_server)}, timeout=10
    )
    assert no_token.status_code == 403
    done = web.post("/login", data={"key": operator_key(web_server), "csrf": csrf_of(form.text)})
    assert done.status_code == 303 and done.headers["location"] == "/"
    cookie = next(c for c in done.headers.get_list("set-cookie") if c.startswith("memcue_session="))
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert operator_key(web_server) not in cookie  # the key stays on the server

    page = web.get("/", params={"peer": "alice"})
    assert page.status_code == 200
    csp = page.headers["content-security-policy"]
    assert "default-src 'none'" in csp and "frame-ancestors 'none'" in csp
    assert page.headers["x-frame-options"] == "DENY"
    # Memory text is escaped: the script is text, not markup.
    assert "<script>alert(1)" not in page.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt; Alice&#39;s note" in page.text
    assert "Walk before the call" in page.text  # decisions
    assert "Bob collects" not in page.text  # another peer's memory never shows

    with connect(web_server) as op:
        tea = next(m for m in op.list("alice").memories if "jasmine" in m.content)
    # A change without the CSRF token (or with another one) is refused and changes nothing.
    for token in ("", "not-the-token"):
        refused = web.post(
            "/pin", data={"peer": "alice", "id": tea.id, "pinned": "1", "csrf": token}
        )
        assert refused.status_code == 403 and "CSRF" in refused.text
    with connect(web_server) as op:
        assert op.get("alice", tea.id).pinned is False

    token = csrf_of(page.text)
    done = web.post("/pin", data={"peer": "alice", "id": tea.id, "pinned": "1", "csrf": token})
    assert done.status_code == 303 and done.headers["location"] == "/?peer=alice"
    with connect(web_server) as op:
        assert op.get("alice", tea.id).pinned is True
    assert "pinned" in web.get("/", params={"peer": "alice"}).text
    # A value other than 0 or 1 is refused (it used to unpin), and changes nothing.
    web.post("/pin", data={"peer": "alice", "id": tea.id, "pinned": "banana", "csrf": token})
    assert "is not 0 or 1" in web.get("/", params={"peer": "alice"}).text
    with connect(web_server) as op:
        assert op.get("alice", tea.id).pinned is True

    # Edit goes through Update (the privacy guard included).
    edited = web.post(
        "/edit",
        data={
            "peer": "alice",
            "id": tea.id,
            "content": "Alice likes jasmine tea; her door code is 4711",
            "retention": "long",
            "importance": "0.8",
            "back": "detail",
            "csrf": token,
        },
    )
    assert edited.status_code == 303 and edited.headers["location"].startswith("/memory?")
    with connect(web_server) as op:
        now = op.get("alice", tea.id)
    assert now.content == "Alice likes jasmine tea; her door code is [REDACTED:access_code]"
    assert now.retention.value == "long" and abs(now.importance - 0.8) < 1e-6
    detail = web.get(edited.headers["location"])
    assert "redacted: access_code" in detail.text and "4711" not in detail.text
    assert "update" in detail.text  # the history shows the update event

    # An importance that is not a finite number is refused, and changes nothing ("nan"
    # parsed as a float and was ignored without a word).
    for bad in ("nan", "inf", "lots"):
        data = {"peer": "alice", "id": tea.id, "content": now.content, "csrf": token}
        refused = web.post("/edit", data={**data, "importance": bad})
        assert "is not a number" in web.get(refused.headers["location"]).text
    with connect(web_server) as op:
        assert abs(op.get("alice", tea.id).importance - 0.8) < 1e-6

    # Search goes through Recall.
    found = web.get("/", params={"peer": "alice", "q": "what tea does she drink?"})
    assert 'id="hits"' in found.text and "jasmine tea" in found.text

    # Forget needs the peer id typed exactly.
    wrong = web.post("/forget", data={"peer": "alice", "confirm": "alic", "csrf": token})
    assert wrong.status_code == 303
    with connect(web_server) as op:
        assert len(op.list("alice").memories) == 2
    web.post("/forget", data={"peer": "alice", "confirm": "alice", "csrf": token})
    with connect(web_server) as op:
        assert op.list("alice").memories == ()
        assert len(op.list("bob").memories) == 1
    assert "forgot peer alice: 2 memories erased" in web.get("/").text

    # Logging out ends the session at once.
    assert web.post("/logout", data={"csrf": token}).status_code == 303
    assert web.get("/", params={"peer": "bob"}).status_code == 401


def test_a_reader_sees_but_cannot_change(web_server: MemcueServer):
    web = login(web_server, key_for(web_server, "default", Role.READER))
    page = web.get("/", params={"peer": "alice"})
    assert page.status_code == 200 and "jasmine" in page.text
    assert 'action="/pin"' not in page.text and "forget-link" not in page.text
    with connect(web_server) as op:
        tea = next(m for m in op.list("alice").memories if "jasmine" in m.content)
    token = csrf_of(page.text)
    for path, data in (
        ("/pin", {"id": tea.id, "pinned": "1"}),
        ("/delete", {"id": tea.id}),
        ("/forget", {"confirm": "alice"}),
    ):
        done = web.post(path, data={"peer": "alice", "csrf": token, **data})
        assert done.status_code == 303, path
        shown = web.get(done.headers["location"])
        assert "role &#39;reader&#39; may not" in shown.text, path
    with connect(web_server) as op:
        assert op.get("alice", tea.id).pinned is False
        assert len(op.list("alice").memories) == 2


def test_a_search_on_the_page_does_not_count_as_a_use(web_server: MemcueServer):
    """Access marks feed ranking (how often and how lately the agent used an entry); an
    operator browsing the page must not move them. A Recall over gRPC does."""
    web = login(web_server, operator_key(web_server))
    page = web.get("/", params={"peer": "alice", "q": "green tea"})
    assert page.status_code == 200 and "jasmine" in page.text
    web_server.app.core.flush_access()
    with connect(web_server) as op:
        tea = next(m for m in op.list("alice").memories if "jasmine" in m.content)
        assert tea.access_count == 0 and tea.last_accessed_at is None
        assert op.recall("alice", "green tea", top_k=1)[0].memory.id == tea.id
        web_server.app.core.flush_access()
        assert op.get("alice", tea.id).access_count == 1


def test_bearer_header_works_for_scripts_without_csrf(web_server: MemcueServer):
    """A bearer header is no ambient credential, so it needs no CSRF token; a core refusal
    comes back as its HTTP status."""
    headers = {"Authorization": f"Bearer {operator_key(web_server)}"}
    base = web_server.web_url.rstrip("/")
    page = httpx.get(base + "/", params={"peer": "bob"}, headers=headers, timeout=30)
    assert page.status_code == 200 and "Bob collects vinyl records" in page.text
    with connect(web_server) as op:
        vinyl = op.list("bob").memories[0]
    done = httpx.post(
        base + "/delete", data={"peer": "bob", "id": vinyl.id}, headers=headers, timeout=30
    )
    assert done.status_code == 303
    missing = httpx.post(
        base + "/delete", data={"peer": "bob", "id": vinyl.id}, headers=headers, timeout=30
    )
    assert missing.status_code == 404
    reader = key_for(web_server, "default", Role.READER)
    denied = httpx.post(
        base + "/forget",
        data={"peer": "alice", "confirm": "alice"},
        headers={"Authorization": f"Bearer {reader}"},
        timeout=30,
    )
    assert denied.status_code == 403 and "operator" in denied.text
    # A malformed peer or project is a bad address (it rendered an empty page with 200).
    for params in ({"peer": "has space"}, {"peer": "a:b"}, {"project": "bad project!"}):
        bad = httpx.get(base + "/", params=params, headers=headers, timeout=30)
        assert bad.status_code == 400 and "is invalid" in bad.text, params
    bad = httpx.get(base + "/forget", params={"peer": "a b"}, headers=headers, timeout=30)
    assert bad.status_code == 400 and "is invalid" in bad.text


def test_project_and_namespace_wide_views(web_server: MemcueServer):
    with connect(web_server) as op:
        op.remember("", "Memcue uses Chroma for the index", scope="project:memcue")
        op.remember("", "Everyone prefers short answers", scope="global")
    web = login(web_server, operator_key(web_server))
    picker = web.get("/")
    assert picker.status_code == 200 and "project:memcue" in picker.text
    assert 'class="peer-link">alice<' in picker.text
    project = web.get("/", params={"project": "project:memcue"})
    assert project.status_code == 200
    table = project.text.split('id="memories"')[1].split("</table>")[0]
    assert "Memcue uses Chroma" in table and "short answers" not in table
    assert "short answers" in project.text.split('id="brief"')[1]  # briefs add global
    assert "forget-link" not in project.text  # a project is not a peer to forget
    found = web.get("/", params={"project": "memcue", "q": "which index?"})
    assert found.status_code == 200 and "Memcue uses Chroma" in found.text
    everything = web.get("/", params={"ns": "1"})
    assert "Memcue uses Chroma" in everything.text and "short answers" in everything.text
    assert "a brief is for a peer" not in everything.text  # no brief there, and no error


def test_sessions_expire_when_idle_and_are_bounded():
    from service.web.sessions import SessionStore

    now = [0.0]
    store = SessionStore(idle_s=60, max_sessions=2, clock=lambda: now[0])
    first, _ = store.create("k1", "")
    now[0] = 30
    assert store.get(first) is not None  # use keeps it alive
    now[0] = 85
    assert store.get(first) is not None
    second, _ = store.create("k2", "")
    now[0] = 86
    third, _ = store.create("k3", "")  # past the bound: the least recently used goes
    assert store.get(first) is None and store.get(second) is not None
    now[0] = 200
    assert store.get(third) is None and store.get("") is None


def test_open_auth_leaves_the_page_off_and_metrics_on(server_factory):
    """MEMCUE_AUTH=open makes every caller an operator: no key, no session, no CSRF worth
    the name. The page is then not served at all (one warning says why); metrics stay."""
    with capture_logs() as logs:
        server = server_factory(auth="open", **HTTP_ON)
    assert server.web_url == "" and server.metrics_url  # so `memcue serve` prints no page
    assert [e["event"] for e in logs].count("http.web_disabled") == 1
    base = server.metrics_url.removesuffix("/metrics")
    for headers in ({}, {"Authorization": "Bearer anything"}):
        for path in ("/", "/login", "/?peer=alice"):
            assert httpx.get(base + path, headers=headers, timeout=10).status_code == 404
        erase = httpx.post(base + "/forget", data={"peer": "a", "confirm": "a"}, headers=headers)
        assert erase.status_code == 404
    assert httpx.get(server.metrics_url, timeout=10).status_code == 200
    with pytest.raises(ValueError, match="auth=keys"):
        WebApp(server.app.core, OpenAccess("default"), HttpSettings())


def test_host_header_must_name_this_listener(server_factory):
    """Against DNS rebinding: a page whose name now resolves to 127.0.0.1 sends its own
    name as Host; only the listener's own names and `http.allowed_hosts` are answered."""
    server = server_factory(
        http={"enabled": True, "port": 0, "allowed_hosts": ["memcue.example.org"]},
        sweep_interval_s=3600.0,
    )
    port = server.http.port if server.http else 0
    bearer = {"Authorization": f"Bearer {operator_key(server)}"}
    base = server.web_url.rstrip("/")
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}", "memcue.example.org"):
        assert httpx.get(base + "/", headers={"Host": host}, timeout=10).status_code == 401, host
        page = httpx.get(base + "/", headers={**bearer, "Host": host}, timeout=10)
        assert page.status_code == 200, host
        assert httpx.get(server.metrics_url, headers={"Host": host}).status_code == 200, host
    for host in ("evil.example:" + str(port), "evil.example", f"127.0.0.1:{port + 1}", "x"):
        # Even with a valid key: the request is for another site.
        refused = httpx.get(base + "/", headers={**bearer, "Host": host}, timeout=10)
        assert refused.status_code == 421 and "unknown Host" in refused.text, host
        assert httpx.get(server.metrics_url, headers={"Host": host}).status_code == 421
        forget = httpx.post(
            base + "/forget", data={"peer": "a", "confirm": "a"}, headers={**bearer, "Host": host}
        )
        assert forget.status_code == 421


def test_allowed_hosts_are_the_listeners_own_names():
    assert allowed_hosts("127.0.0.1", 8080) == {
        "127.0.0.1:8080",
        "localhost:8080",
        "[::1]:8080",
    }
    assert "10.0.0.5:8080" in allowed_hosts("10.0.0.5", 8080)
    assert "localhost" in allowed_hosts("127.0.0.1", 80)  # browsers omit the default port
    assert "memcue.example.org" in allowed_hosts("127.0.0.1", 8080, [" Memcue.Example.org "])
    # No Host header at all (HTTP/1.0) is refused too.
    dispatcher = Dispatcher(metrics_app=None, web_app=None)
    dispatcher.hosts = allowed_hosts("127.0.0.1", 8080)
    statuses: list[str] = []
    dispatcher({"PATH_INFO": "/"}, lambda status, headers: statuses.append(status))
    assert statuses == ["421 Misdirected Request"]


class _AnyoneIsOperator:
    """An authenticator that lets anything through: the login must still want a key."""

    def authenticate(self, metadata: Mapping[str, str]) -> CallContext:
        return CallContext(namespace="default", role=Role.OPERATOR, principal="anyone")


def test_login_refuses_an_empty_key_whatever_the_authenticator_says():
    app = WebApp(cast(Any, None), _AnyoneIsOperator(), HttpSettings())
    body = urlencode({"key": "  ", "csrf": "t"}).encode()
    environ = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": "/login",
        "CONTENT_TYPE": "application/x-www-form-urlencoded",
        "CONTENT_LENGTH": str(len(body)),
        "HTTP_COOKIE": "memcue_login=t",
        "wsgi.input": io.BytesIO(body),
    }
    seen: list[tuple[str, list[tuple[str, str]]]] = []
    page = b"".join(app(environ, lambda status, headers: seen.append((status, headers))))
    status, headers = seen[0]
    assert status.startswith("401") and b"enter an operator or reader key" in page
    assert not any(v.startswith("memcue_session=") for k, v in headers if k == "Set-Cookie")
    assert len(app.sessions) == 0


def test_saving_an_edit_keeps_an_importance_the_form_showed_rounded(server_factory):
    """The form shows 0.875 as 0.88; sending 0.88 back is no change of importance."""
    server = server_factory(**HTTP_ON)
    with connect(server) as op:
        memory = op.remember("alice", "Alice swims on Fridays", importance=0.875).memory
    web = login(server, operator_key(server))
    detail = web.get("/memory", params={"peer": "alice", "id": memory.id})
    shown = re.search(r'name="importance" value="([^"]+)"', detail.text)
    assert shown and shown.group(1) == "0.88"
    form = {
        "peer": "alice",
        "id": memory.id,
        "retention": memory.retention.value,
        "importance": shown.group(1),
        "back": "detail",
        "csrf": csrf_of(detail.text),
    }
    same = web.post("/edit", data={**form, "content": memory.content})
    assert "nothing changed" in web.get(same.headers["location"]).text
    web.post("/edit", data={**form, "content": "Alice swims on Fridays and Sundays"})
    with connect(server) as op:
        now = op.get("alice", memory.id)
    assert now.content == "Alice swims on Fridays and Sundays" and now.importance == 0.875
    changed = web.post("/edit", data={**form, "content": now.content, "importance": "0.5"})
    assert changed.status_code == 303
    with connect(server) as op:
        assert op.get("alice", memory.id).importance == 0.5


def test_one_http_status_per_error_for_the_page_and_the_mcp_gate():
    """`service.wire.http_status` is the only table (the page and the MCP gate both use it)."""
    assert http_status(InvalidArgument("x")) == 400
    assert http_status(Unauthenticated("x")) == 401
    assert http_status(PermissionDenied("x")) == 403
    assert http_status(NotFound("x")) == 404
    assert http_status(FailedPrecondition("x")) == 409
    assert http_status(IndexModelMismatch("a", "b")) == 409
    assert http_status(ResourceExhausted("x")) == 413
    assert http_status(Unavailable("x")) == 503
    assert http_status(MemcueError("DEADLINE_EXCEEDED: slow")) == 502


def test_an_edit_with_percent_encoded_bytes_that_are_not_utf8_is_refused(server_factory):
    """`content=Carol%ED%A0%80%FFlikes` was stored as "Carol\ufffd\ufffd\ufffd\ufffdlikes" (found
    by a fuzzing helper); raw bytes that are not UTF-8 were already refused."""
    server = server_factory(**HTTP_ON)
    with connect(server) as op:
        memory = op.remember("carol", "Carol likes rowing").memory
    web = login(server, operator_key(server))
    detail = web.get("/memory", params={"peer": "carol", "id": memory.id})
    body = (
        f"peer=carol&id={memory.id}&content=Carol%ED%A0%80%FFlikes&retention="
        f"{memory.retention.value}&importance=0.5&csrf={csrf_of(detail.text)}"
    )
    refused = web.post(
        "/edit", content=body, headers={"Content-Type": "application/x-www-form-urlencoded"}
    )
    assert refused.status_code == 400 and "not valid UTF-8" in refused.text
    assert web.get("/", params={"peer": "carol", "q": "%FF"}).status_code == 200
    assert web.get("/?peer=carol&q=%ED%A0%80").status_code == 400
    with connect(server) as op:
        assert op.get("carol", memory.id).content == "Carol likes rowing"


def test_a_head_answer_has_no_body_so_the_connection_stays_readable(web_server: MemcueServer):
    """HEAD got GET's body (or "method not allowed"), and a client reusing the connection
    read that text as its next response's status line (found by a fuzzing helper)."""
    with httpx.Client(base_url=web_server.web_url, timeout=30) as web:
        for path in ("/", "/login", "/metrics", "/nowhere"):
            head = web.head(path)
            assert head.content == b"", (path, head.content)
            after = web.get("/login")  # on the same connection
            assert after.status_code == 200 and "key" in after.text
        assert web.head("/metrics").status_code == 200
