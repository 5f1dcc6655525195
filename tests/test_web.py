"""The memory web page over plain HTTP: keys, roles, CSRF, escaping, and that every change
goes through the core (the browser test drives the same page in Chromium)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest

from service.api.server import MemcueServer
from service.domain import Role
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
