"""`memcue mcp` with the MCP SDK's own client against a real Memcue (the shared gRPC server,
its real model, Chroma and aw-server): over stdio, spawned as a subprocess the way an agent
host does, and over streamable HTTP, both as `memcue serve` runs it (in-process listener)
and as `memcue mcp --http`.

What an agent may do and what it may not: write, search, list, brief and record decisions
for its session's peer; a label naming another peer or namespace is refused with the
expected shape; a forget with an agent key is refused saying who may; an operator key
forgets. Errors come back as tool errors with the core's message, never a traceback.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from service.adapters.aw_process import free_port
from service.api.server import MemcueServer
from service.domain import Role
from service.errors import Unauthenticated
from service.mcp.http import McpHttpServer, build_http_server
from service.mcp.session import ClientPool
from tests.conftest import MCP_INITIALIZE, Tenant, new_tenant, running_child, serve_banner

MEMCUE = str(Path(sys.executable).parent / "memcue")


TOOLS = {
    "memory_write",
    "memory_search",
    "memory_list",
    "memory_forget",
    "get_working_memory",
    "record_decision",
    "recent_proposals",
}


OPERATOR_WARNING = "warning: this MCP session runs with an operator key"


def _text(result: Any) -> str:
    return "\n".join(c.text for c in result.content if c.type == "text")


async def _call(client: Client, tool: str, **arguments: Any) -> tuple[bool, str]:
    result = await client.call_tool(tool, arguments)
    return bool(result.is_error), _text(result)


async def _agent_session(client: Client, tenant: Tenant, peer: str) -> None:
    """The acceptance walk for an agent key, the same over every transport."""
    listed = await client.list_tools()
    assert {t.name for t in listed.tools} == TOOLS
    write = next(t for t in listed.tools if t.name == "memory_write")
    assert "NEVER save secrets" in (write.description or "")
    assert "ctx" not in json.dumps(write.input_schema)

    err, out = await _call(
        client,
        "memory_write",
        label=tenant.label(peer, "health"),
        content=f"{peer.title()} is allergic to peanuts",
        kind="fact",
    )
    assert not err, out
    assert out.startswith("Saved m_") and "(agent-derived fact)" in out

    # Label discipline is the core's: another peer, another namespace.
    for label in (tenant.label("mallory"), f"elsewhere:{peer}"):
        err, out = await _call(client, "memory_write", label=label, content="Mallory likes tea")
        assert err, out
        assert out.startswith("Error executing tool memory_write: INVALID_ARGUMENT: memory.label")
        assert "does not match" in out
        assert f"'{tenant.label(peer)}:<topic>'" in out
        assert "Traceback" not in out

    err, out = await _call(client, "memory_search", query="what food must be avoided?")
    assert not err, out
    assert "1. [agent-derived | fact | " in out and "allergic to peanuts" in out
    assert "never instructions" in out

    err, out = await _call(client, "memory_list")
    assert not err, out
    assert f"- {tenant.label(peer, 'health')}: 1 (1 agent-derived)" in out
    assert "mallory" not in out.lower()

    err, out = await _call(client, "memory_forget", peer_id=peer)
    assert err, out
    assert "PERMISSION_DENIED: role 'agent' may not forget a peer" in out
    assert "operator" in out and "Nothing was erased" in out
    err, out = await _call(client, "memory_forget", peer_id="mallory")
    assert err and f"this session is about peer {peer!r}" in out

    err, out = await _call(client, "get_working_memory", cue="lunch plans")
    assert not err, out
    assert "[agent-derived]" in out and "peanuts" in out

    err, out = await _call(
        client, "record_decision", kind="proposal_made", text="Try the Thai place", mode="food"
    )
    assert not err and "Recorded proposal_made for proposal " in out, out
    err, out = await _call(client, "recent_proposals")
    assert not err and '"Try the Thai place" (unactioned' in out, out

    # Still there after the refused forget; the agent's writes never reached another peer.
    with tenant.client() as mc:
        assert len(mc.list(peer).memories) == 1
        assert mc.list("mallory").memories == ()


def _stdio_params(tenant: Tenant, role: Role, peer: str, cwd: Path) -> StdioServerParameters:
    return StdioServerParameters(
        command=MEMCUE,
        args=["mcp"],
        env={
            "MEMCUE_TARGET": tenant.server.address,
            "MEMCUE_API_KEY": tenant.key(role),
            "MEMCUE_MCP_PEER": peer,
            "MEMCUE_LOG_JSON": "true",
        },
        cwd=cwd,
    )


@asynccontextmanager
async def _stdio(params: StdioServerParameters, errlog: Path) -> AsyncIterator[Client]:
    with errlog.open("w") as err:
        async with Client(stdio_client(params, errlog=err)) as client:
            yield client


def test_stdio_agent_writes_searches_lists_and_is_refused_a_forget(
    tenant: Tenant, tmp_path: Path
) -> None:
    errlog = tmp_path / "stderr.log"

    async def main() -> None:
        params = _stdio_params(tenant, Role.AGENT, "alice", tmp_path)
        async with _stdio(params, errlog) as client:
            assert client.instructions and f"'{tenant.label('alice')}'" in client.instructions
            await _agent_session(client, tenant, "alice")

    asyncio.run(main())
    logs = errlog.read_text()
    assert '"event": "mcp.tool"' in logs  # structured lines, on stderr
    assert "Traceback" not in logs and "peanuts" not in logs
    assert OPERATOR_WARNING not in logs  # an agent key is what we recommend


def test_a_topic_alone_or_no_label_is_the_sessions_own(tenant: Tenant, tmp_path: Path) -> None:
    """Over HTTP the model is never told its namespace, and its natural guesses ('alice',
    'alice:hobbies', 'travel') were refused (an MCP review of 2026-12-07)."""

    async def main() -> None:
        params = _stdio_params(tenant, Role.AGENT, "bea", tmp_path)
        async with _stdio(params, tmp_path / "stderr.log") as client:
            for i, label in enumerate(("travel", "bea", "", "bea:food")):
                said = f"Bea said thing number {i} about {label or 'nothing'}"
                err, out = await _call(client, "memory_write", label=label, content=said)
                assert not err, out

    asyncio.run(main())
    with tenant.client() as mc:
        labels = sorted(m.label for m in mc.iter_all("bea"))
    own = tenant.label("bea")
    assert labels == sorted([f"{own}:travel", own, own, f"{own}:food"])


def test_stdio_operator_key_forgets_the_peer_and_is_warned_about(
    tenant: Tenant, tmp_path: Path
) -> None:
    """An operator key works (the model may then erase the peer), and stderr says so: the
    local operator key is what `memcue mcp` falls back to without MEMCUE_API_KEY."""
    errlog = tmp_path / "stderr.log"

    async def main() -> None:
        params = _stdio_params(tenant, Role.OPERATOR, "bob", tmp_path)
        async with _stdio(params, errlog) as client:
            err, out = await _call(
                client,
                "memory_write",
                label=tenant.label("bob"),
                content="Bob plays the cello on Sundays",
            )
            assert not err, out
            err, out = await _call(client, "memory_forget", peer_id="bob")
            assert not err and out.startswith("Forgot peer bob: 1 memory erased"), out
            err, out = await _call(client, "memory_search", query="music")
            assert not err and out == "No memories about bob match.", out

    asyncio.run(main())
    logs = errlog.read_text()
    assert OPERATOR_WARNING in logs and "memory_forget" in logs
    assert f"--namespace {tenant.namespace} --role agent" in logs


def test_stdio_refuses_to_start_without_a_peer_or_with_an_unknown_key(tenant: Tenant) -> None:
    env = {**os.environ, "MEMCUE_TARGET": tenant.server.address, "MEMCUE_API_KEY": "mck_nope"}
    env.pop("MEMCUE_MCP_PEER", None)
    no_peer = subprocess.run(
        [MEMCUE, "mcp"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert no_peer.returncode == 2 and "--peer (or MEMCUE_MCP_PEER) is required" in no_peer.stderr
    assert no_peer.stdout == ""  # stdout is the protocol's
    bad_key = subprocess.run(
        [MEMCUE, "mcp", "--peer", "alice"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert bad_key.returncode == 2 and "unknown or revoked key" in bad_key.stderr
    assert bad_key.stdout == ""


@pytest.mark.timeout(120)  # the bug it guards against is a hang
def test_stdio_answers_lines_it_cannot_read_and_unknown_prompts(
    tenant: Tenant, tmp_path: Path
) -> None:
    """A host that sends a broken line gets an error back instead of waiting forever (the
    SDK's reader only logged it), and the session goes on; an unknown prompt is -32602
    (the SDK said code 0 and logged a traceback)."""
    params = _stdio_params(tenant, Role.AGENT, "alice", tmp_path)
    errlog = tmp_path / "stderr.log"
    lines = [
        "this is not json",
        json.dumps({"hello": "there"}),
        json.dumps(_INIT),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json.dumps({"jsonrpc": "2.0", "id": 2, "method": "prompts/get", "params": {"name": "x"}}),
        json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/list"}),
    ]
    with errlog.open("w") as err:
        proc = subprocess.Popen(
            [params.command, *params.args],
            env={**os.environ, **(params.env or {})},
            cwd=tmp_path,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
        )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write("".join(line + "\n" for line in lines))
        proc.stdin.flush()
        # five answers (the notification has none); a hang here is the bug this tests
        replies = [json.loads(proc.stdout.readline()) for _ in range(5)]
        proc.stdin.close()  # the end of stdin ends the session cleanly
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    errors = [(r["id"], r["error"]["code"]) for r in replies if "error" in r]
    assert errors == [(None, -32700), (None, -32600), (2, -32602)], replies
    results = {r["id"]: r["result"] for r in replies if "result" in r}
    assert set(results) == {1, 3}
    assert {t["name"] for t in results[3]["tools"]} == TOOLS
    logs = errlog.read_text()
    assert logs.count('"event": "mcp.unreadable_line"') == 2
    assert "Traceback" not in logs and "this is not json" not in logs


def test_stdio_without_a_running_service_starts_and_says_so_per_call(tmp_path: Path) -> None:
    """An agent host may start before the service: the server comes up, and each call
    answers with a tool error naming the target instead of failing the host's session."""
    target = f"127.0.0.1:{free_port()}"
    params = StdioServerParameters(
        command=MEMCUE,
        args=["mcp", "--peer", "alice", "--target", target, "--timeout", "5"],
        env={"MEMCUE_API_KEY": "mck_whatever", "MEMCUE_LOG_JSON": "true"},
        cwd=tmp_path,
    )
    errlog = tmp_path / "stderr.log"

    async def main() -> None:
        async with _stdio(params, errlog) as client:
            err, out = await _call(client, "memory_search", query="anything")
            assert err and "UNAVAILABLE" in out, out
            assert f"is `memcue serve` running at {target}?" in out

    asyncio.run(main())
    assert '"event": "mcp.service_unreachable"' in errlog.read_text()
    assert "Traceback" not in errlog.read_text()


# ------------------------------------------------------------------ streamable HTTP


def test_pool_keeps_only_keys_the_service_accepted(tenant: Tenant) -> None:
    """Junk bearer keys sent to the HTTP listener must not fill the client pool (one open
    channel each, and no room left for real agents): a key is pooled after Status says yes."""
    pool = ClientPool(tenant.server.address, timeout=10, size=4)
    try:
        for i in range(10):
            with pytest.raises(Unauthenticated):
                pool.identity(f"mck_junk-{i}")
            with pool.client(f"mck_junk-{i}") as mc, pytest.raises(Unauthenticated):
                mc.status()  # a call with an unchecked key gets a client of its own
        assert len(pool) == 0
        agent = tenant.key(Role.AGENT)
        assert pool.identity(agent).role == "agent"
        assert len(pool) == 1
        with pool.client(agent) as first, pool.client(agent) as second:
            assert first is second  # pooled: one channel per accepted key
    finally:
        pool.close()


@pytest.fixture
def mcp_http(tenant: Tenant) -> Iterator[McpHttpServer]:
    """The listener `memcue serve` starts with MEMCUE_MCP__HTTP=true, on a free port."""
    srv = build_http_server(tenant.server.address, port=0)
    srv.start()
    yield srv
    srv.stop()


@asynccontextmanager
async def _http(url: str, key: str, peer: str) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {key}", "X-Memcue-Peer": peer}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=30) as http,
        Client(streamable_http_client(url, http_client=http)) as client,
    ):
        yield client


def test_http_agent_writes_searches_lists_and_is_refused_a_forget(
    tenant: Tenant, mcp_http: McpHttpServer
) -> None:
    async def main() -> None:
        async with _http(mcp_http.url, tenant.key(Role.AGENT), "carol") as client:
            await _agent_session(client, tenant, "carol")

    asyncio.run(main())


def test_http_operator_key_forgets_and_each_request_brings_its_own_key(
    tenant: Tenant, mcp_http: McpHttpServer
) -> None:
    async def main() -> None:
        async with _http(mcp_http.url, tenant.key(Role.READER), "dave") as reader:
            err, out = await _call(
                reader, "memory_write", label=tenant.label("dave"), content="Dave runs"
            )
            assert err and "PERMISSION_DENIED: role 'reader'" in out, out
        async with _http(mcp_http.url, tenant.key(Role.OPERATOR), "dave") as operator:
            err, out = await _call(
                operator, "memory_write", label=tenant.label("dave"), content="Dave runs daily"
            )
            assert not err, out
            err, out = await _call(operator, "memory_forget", peer_id="dave")
            assert not err and "1 memory erased" in out, out

    asyncio.run(main())


def test_http_refuses_requests_without_a_known_key_or_a_peer(
    tenant: Tenant, mcp_http: McpHttpServer
) -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    accept = {"Accept": "application/json, text/event-stream"}
    cases = [
        ({}, 401, "missing credentials"),
        ({"Authorization": "Bearer mck_unknown", "X-Memcue-Peer": "x"}, 401, "unknown or revoked"),
        ({"Authorization": f"Bearer {tenant.key(Role.AGENT)}"}, 400, "X-Memcue-Peer"),
    ]
    for headers, status, message in cases:
        response = httpx2.post(mcp_http.url, json=body, headers={**accept, **headers}, timeout=10)
        assert response.status_code == status, response.text
        assert message in response.json()["error"]
        assert ("Authorization: Bearer <key>" in response.json().get("hint", "")) == (status == 401)


def test_memcue_mcp_http_command(tenant: Tenant) -> None:
    """`memcue mcp --http`: its own process, one peer fixed at launch, keys per request."""
    env = {**os.environ, "MEMCUE_TARGET": tenant.server.address, "MEMCUE_LOG_JSON": "true"}
    with running_child([MEMCUE, "mcp", "--http", "--port", "0", "--peer", "erin"], env) as proc:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("Memcue MCP (streamable HTTP) on http://127.0.0.1:"), line
        url = line.split(" on ", 1)[1].strip()

        async def main() -> None:
            # X-Memcue-Peer may repeat the launch peer; naming another one is refused.
            async with _http(url, tenant.key(Role.AGENT), "erin") as client:
                err, out = await _call(
                    client,
                    "memory_write",
                    label=tenant.label("erin"),
                    content="Erin prefers window seats",
                    kind="preference",
                )
                assert not err, out
                err, out = await _call(client, "memory_search", query="seat on the plane")
                assert not err and "[agent-derived | preference" in out, out
            response = httpx2.post(
                url,
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}},
                headers={
                    "Accept": "application/json, text/event-stream",
                    "Authorization": f"Bearer {tenant.key(Role.AGENT)}",
                    "X-Memcue-Peer": "frank",
                },
                timeout=10,
            )
            assert response.status_code == 400 and "serves peer 'erin' only" in response.text

        asyncio.run(main())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0


@pytest.mark.slow  # a real `memcue serve` start-up (the model loads): 10-18 s here
def test_serve_runs_mcp_over_http_when_enabled_and_prints_its_address(tmp_path: Path) -> None:
    port, mcp_port = free_port(), free_port()
    env = {
        **os.environ,
        "MEMCUE_DATA_DIR": str(tmp_path / "data"),
        "MEMCUE_PORT": str(port),
        "MEMCUE_MCP__HTTP": "true",
        "MEMCUE_MCP__PORT": str(mcp_port),
    }
    with running_child([MEMCUE, "serve"], env) as proc:
        banner = serve_banner(proc)
        url = f"http://127.0.0.1:{mcp_port}/mcp"
        assert f"  MCP (HTTP):        {url}\n" in banner, banner
        key = (tmp_path / "data" / "operator.key").read_text().strip()

        async def main() -> None:
            async with _http(url, key, "alice") as client:
                err, out = await _call(
                    client,
                    "memory_write",
                    label="default:alice",
                    content="Alice is allergic to peanuts",
                )
                assert not err and "(agent-derived fact)" in out, out
                err, out = await _call(client, "memory_search", query="food to avoid")
                assert not err and "allergic to peanuts" in out, out

        asyncio.run(main())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0


_INIT = MCP_INITIALIZE
_ACCEPT = {"Accept": "application/json, text/event-stream"}


def _open_session(url: str, key: str, peer: str = "erin") -> httpx2.Response:
    headers = {**_ACCEPT, "Authorization": f"Bearer {key}", "X-Memcue-Peer": peer}
    return httpx2.post(url, json=_INIT, headers=headers, timeout=10)


def test_http_session_belongs_to_the_key_that_opened_it(
    tenant: Tenant, shared_server: MemcueServer, mcp_http: McpHttpServer
) -> None:
    """Another namespace's key naming a session (a DELETE ended it for its owner, found by a
    fuzzing helper) gets the SDK's own "Session not found"; the owner's session lives on."""
    opened = _open_session(mcp_http.url, tenant.key(Role.AGENT))
    assert opened.status_code == 200, opened.text
    session = opened.headers["mcp-session-id"]
    stranger = new_tenant(shared_server, "stranger").key(Role.AGENT)
    refused = httpx2.delete(
        mcp_http.url,
        headers={
            "Authorization": f"Bearer {stranger}",
            "X-Memcue-Peer": "erin",
            "mcp-session-id": session,
        },
        timeout=10,
    )
    assert refused.status_code == 404 and "Session not found" in refused.text
    owner = {"Authorization": f"Bearer {tenant.key(Role.AGENT)}", "X-Memcue-Peer": "erin"}
    ended = httpx2.delete(mcp_http.url, headers={**owner, "mcp-session-id": session}, timeout=10)
    assert ended.status_code == 200, ended.text  # it was still there for its owner


def test_http_one_key_opens_a_bounded_number_of_sessions(tenant: Tenant) -> None:
    """10,050 initialize requests with one agent key in 21 s filled the SDK's 10,000 sessions
    and locked every other key out for 30 minutes."""
    srv = build_http_server(tenant.server.address, port=0, sessions_per_key=3)
    srv.start()
    try:
        for _ in range(3):
            assert _open_session(srv.url, tenant.key(Role.AGENT)).status_code == 200
        refused = _open_session(srv.url, tenant.key(Role.AGENT))
        assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
        assert "reuse a session" in refused.json()["error"]
        assert _open_session(srv.url, tenant.key(Role.OPERATOR)).status_code == 200
    finally:
        srv.stop()


@pytest.mark.parametrize("key", ["mck_\u00e9", "mck_a\tb"])
def test_http_a_key_no_service_could_issue_is_unauthenticated(
    mcp_http: McpHttpServer, key: str
) -> None:
    """gRPC metadata refuses such a key, and the gate answered 502 "Invalid metadata"."""
    headers = [
        (b"Accept", _ACCEPT["Accept"].encode()),
        (b"X-Memcue-Peer", b"erin"),
        (b"Authorization", ("Bearer " + key).encode("latin-1")),
    ]
    response = httpx2.post(mcp_http.url, json=_INIT, headers=headers, timeout=10)
    assert response.status_code == 401, response.text
    assert "malformed key" in response.json()["error"]


def test_http_a_service_down_is_503_without_its_address(tenant: Tenant) -> None:
    """The 503 body quoted gRPC's error, with the service's internal address, to callers
    that had shown no valid key yet (an MCP review of 2026-12-07)."""
    dead = f"127.0.0.1:{free_port()}"
    srv = build_http_server(dead, port=0)
    srv.start()
    try:
        refused = _open_session(srv.url, tenant.key(Role.AGENT))
        assert refused.status_code == 503, refused.text
        assert dead not in refused.text and "127.0.0.1" not in refused.text
        assert "UNAVAILABLE" in refused.json()["error"]
    finally:
        srv.stop()


def test_a_deadline_tells_the_model_the_call_may_have_happened() -> None:
    """DEADLINE_EXCEEDED said only "Deadline Exceeded": a model resent proposal_made and
    recorded a second proposal (an MCP review of 2026-12-07). Pure logic: no service."""
    from typing import cast

    from mcp.server.mcpserver.exceptions import ToolError

    from service.errors import DeadlineExceeded
    from service.mcp.session import Sessions
    from service.mcp.tools import MemoryTools

    class NoSessions:
        @contextmanager
        def caller(self, headers: Any) -> Iterator[None]:
            yield None

    class NoRequest:
        headers = None

    def slow(caller: Any) -> str:
        raise DeadlineExceeded("Deadline Exceeded")

    tools = MemoryTools(cast(Sessions, NoSessions()), target="127.0.0.1:1")
    with pytest.raises(ToolError, match="may still have done it"):
        tools._run("record_decision", cast(Any, NoRequest()), slow)
