"""What a blind hostile review of the gRPC API and the typed client found (2026-12-07), each
case as a caller would send it: names with a trailing newline passed every `^...$` check
("alice\\n" became a partition of its own), ids with line breaks named other sessions and
proposals than the same id without them, a page token continued another peer's or another
filter's list, two `authorization` headers acted with the last key, and the typed client
split a batch given as one string into one memory per character; over MCP an error named the
service's field (top_k) for the tool's argument (limit). Each is refused with a
clear status naming the field, and what was stored before stays as it was."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager
from datetime import date
from typing import Any

import grpc
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from service.client import MemcueClient
from service.domain import MemoryInput, Role, TimeRange
from service.errors import InvalidArgument
from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from service.loop_domain import Turn
from service.mcp.http import build_http_server
from tests.conftest import MCP_INITIALIZE, Tenant, invalid_argument, new_tenant

Stub = pb_grpc.MemoryServiceStub
KEPT = "Ana keeps bees on her allotment."


@pytest.fixture
def stub(tenant: Tenant) -> Iterator[Stub]:
    with tenant.channel() as channel:
        yield Stub(channel)


@pytest.fixture
def kept_id(stub: Stub) -> str:
    request = pb.RememberRequest(peer_id="ana", memory=pb.MemoryInput(content=KEPT))
    return str(stub.Remember(request, timeout=60).memory.id)


def _only_kept(stub: Stub, kept_id: str) -> None:
    """The refused call stored nothing, and the entry written before it is unchanged."""
    page = stub.List(pb.ListRequest(peer_id="ana", page_size=500), timeout=60)
    assert [(m.id, m.content) for m in page.memories] == [(kept_id, KEPT)]


def _remember(**fields: Any) -> pb.RememberRequest:
    peer = fields.pop("peer_id", "ana")
    key = fields.pop("idempotency_key", "")
    memory = pb.MemoryInput(content=fields.pop("content", "Ana sings in a choir."), **fields)
    return pb.RememberRequest(peer_id=peer, memory=memory, idempotency_key=key)


NAMES_WITH_A_NEWLINE: dict[str, Callable[[Tenant], tuple[str, object]]] = {
    "peer_id": lambda t: ("Remember", _remember(peer_id="ana\n")),
    "memory.kind": lambda t: ("Remember", _remember(kind="fact\n")),
    "memory.label topic": lambda t: ("Remember", _remember(label=f"{t.label('ana', 'x')}\n")),
    "memory.scope project": lambda t: (
        "Remember",
        _remember(peer_id="", scope="project:acme\n"),
    ),
    "memory.attributes key": lambda t: ("Remember", _remember(attributes={"k\n": "v"})),
    "id of Get": lambda t: ("Get", pb.GetRequest(peer_id="ana", id="m_1\n")),
    "event kind": lambda t: ("RecordEvent", pb.RecordEventRequest(peer_id="ana", kind="x\n")),
    "brief project": lambda t: (
        "WorkingMemory",
        pb.WorkingMemoryRequest(peer_id="ana", project="project:acme\n"),
    ),
}


@pytest.mark.parametrize("case", sorted(NAMES_WITH_A_NEWLINE))
def test_a_trailing_newline_is_no_part_of_a_name(
    tenant: Tenant, stub: Stub, kept_id: str, case: str
) -> None:
    method, request = NAMES_WITH_A_NEWLINE[case](tenant)
    details = invalid_argument(getattr(stub, method), request)
    assert "\\n" in details  # the message quotes the value as sent
    _only_kept(stub, kept_id)


IDS_WITH_A_LINE_BREAK: dict[str, tuple[str, object]] = {
    "idempotency_key": ("Remember", _remember(idempotency_key="k1\n")),
    "memory.session_id": ("Remember", _remember(session_id="s1\n")),
    "memory.producer": ("Remember", _remember(producer="gpt\r\n")),
    "memory.source_refs": ("Remember", _remember(source_refs=["D1:3\n"])),
    "proposal_id": (
        "RecordEvent",
        pb.RecordEventRequest(peer_id="ana", kind="proposal_made", text="Walk", proposal_id="p\n"),
    ),
    "mode": ("RecentProposals", pb.RecentProposalsRequest(peer_id="ana", mode="sales\n")),
    "correlation_id": ("QueryEvents", pb.QueryEventsRequest(peer_id="ana", correlation_id="p\n")),
    "session_id": (
        "IngestTranscript",
        pb.IngestTranscriptRequest(
            peer_id="ana", session_id="s1\n", turns=[pb.Turn(text="Hi", position=0)]
        ),
    ),
    "turns[0].ref": (
        "IngestTranscript",
        pb.IngestTranscriptRequest(
            peer_id="ana", session_id="s1", turns=[pb.Turn(text="Hi", position=0, ref="r\n")]
        ),
    ),
    "turns[0].speaker": (
        "IngestTranscript",
        pb.IngestTranscriptRequest(
            peer_id="ana", session_id="s1", turns=[pb.Turn(text="Hi", position=0, speaker="A\tB")]
        ),
    ),
    "brief_id": (
        "ConfirmBrief",
        pb.ConfirmBriefRequest(peer_id="ana", brief_id="b_1\n", memory_ids=["m_1"]),
    ),
}


@pytest.mark.parametrize("field", sorted(IDS_WITH_A_LINE_BREAK))
def test_an_id_with_a_line_break_is_refused(stub: Stub, kept_id: str, field: str) -> None:
    method, request = IDS_WITH_A_LINE_BREAK[field]
    details = invalid_argument(getattr(stub, method), request)
    assert details.startswith(f"{field} has a line break"), details
    _only_kept(stub, kept_id)


def test_a_list_token_continues_only_its_own_request(tenant: Tenant, stub: Stub) -> None:
    for peer in ("ana", "bo"):
        for i in range(3):
            kind = "preference" if i % 2 else "fact"
            content = f"{peer} fact {i}: {peer} keeps {i * 7 + 3} hives"
            stub.Remember(_remember(peer_id=peer, content=content, kind=kind), timeout=60)
    first = stub.List(pb.ListRequest(peer_id="ana", page_size=1), timeout=60)
    token = first.next_page_token
    assert token
    for request in (
        pb.ListRequest(peer_id="bo", page_token=token),
        pb.ListRequest(peer_id="ana", page_token=token, kinds=["preference"]),
        pb.ListRequest(peer_id="ana", page_token=token, label_prefix=tenant.label("ana", "x")),
        pb.ListRequest(peer_id="ana", page_token=token, include_superseded=True),
    ):
        assert "continues another request" in invalid_argument(stub.List, request)
    other = new_tenant(tenant.server, "s130-other")
    with other.channel() as channel:
        foreign = Stub(channel).List
        assert "continues another request" in invalid_argument(
            foreign, pb.ListRequest(peer_id="ana", page_token=token)
        )
    # the same request with another page size goes on where the first page ended
    rest = stub.List(pb.ListRequest(peer_id="ana", page_size=10, page_token=token), timeout=60)
    everything = stub.List(pb.ListRequest(peer_id="ana", page_size=10), timeout=60)
    assert [m.id for m in (*first.memories, *rest.memories)] == [m.id for m in everything.memories]


def test_an_event_token_continues_only_its_own_request(tenant: Tenant, stub: Stub) -> None:
    for peer in ("ana", "bo"):
        for i in range(3):
            written = _remember(peer_id=peer, content=f"{peer} rows {i * 5 + 1} km")
            stub.Remember(written, timeout=60)
    first = stub.QueryEvents(pb.QueryEventsRequest(peer_id="ana", page_size=1), timeout=60)
    token = first.next_page_token
    assert token
    for request in (
        pb.QueryEventsRequest(peer_id="bo", page_token=token),
        pb.QueryEventsRequest(peer_id="ana", page_token=token, kinds=["remember"]),
        pb.QueryEventsRequest(peer_id="ana", page_token=token, correlation_id="p_1"),
    ):
        assert "continues another request" in invalid_argument(stub.QueryEvents, request)
    rest = stub.QueryEvents(
        pb.QueryEventsRequest(peer_id="ana", page_size=10, page_token=token), timeout=60
    )
    everything = stub.QueryEvents(pb.QueryEventsRequest(peer_id="ana", page_size=10), timeout=60)
    assert [e.seq for e in (*first.events, *rest.events)] == [e.seq for e in everything.events]


def test_two_authorization_headers_are_refused(tenant: Tenant) -> None:
    other = new_tenant(tenant.server, "s130-second-key")
    both = tuple(("authorization", f"Bearer {k}") for k in (tenant.key(), other.key()))
    with grpc.insecure_channel(tenant.server.address) as channel:
        stub = Stub(channel)
        for metadata in (both, both[::-1]):
            with pytest.raises(grpc.RpcError) as info:
                stub.Remember(_remember(), metadata=metadata, timeout=60)
            assert info.value.code() is grpc.StatusCode.UNAUTHENTICATED
            assert "'authorization' was sent 2 times" in (info.value.details() or "")
        for key in (tenant.key(), other.key()):  # neither namespace got the write
            listed = stub.List(
                pb.ListRequest(peer_id="ana"),
                metadata=(("authorization", f"Bearer {key}"),),
                timeout=60,
            )
            assert not listed.memories


def test_the_client_refuses_a_batch_it_would_have_split_or_misaligned(tenant: Tenant) -> None:
    with tenant.client(Role.OPERATOR) as mc:
        with pytest.raises(InvalidArgument, match="items must be a list") as info:
            mc.remember_batch("ana", "hello")  # a str is a Sequence[str] to a type checker
        assert info.value.field == "items"
        with pytest.raises(InvalidArgument, match="1 keys for 2 items") as info:
            mc.remember_batch("ana", ["Ana rows.", "Ana sails."], idempotency_keys=["k1"])
        assert info.value.field == "idempotency_keys"
        assert mc.list("ana").memories == ()
        written = mc.remember_batch("ana", [MemoryInput(content="Ana rows."), "Ana sails."])
        assert len(written) == 2


def test_the_client_refuses_a_turn_role_it_does_not_know(tenant: Tenant) -> None:
    with tenant.client(Role.OPERATOR) as mc:
        turn = Turn(text="Hello there", position=0, role="user")  # type: ignore[arg-type]
        with pytest.raises(InvalidArgument, match=r"turns\[0\].role 'user' is invalid") as info:
            mc.ingest_transcript("ana", "s1", [turn])
        assert info.value.field == "turns[0].role"
        agent = Turn(text="Hello there", position=0, role="agent")  # type: ignore[arg-type]
        assert mc.ingest_transcript("ana", "s1", [agent]).new_turns == 1


@asynccontextmanager
async def _mcp(tenant: Tenant, peer: str) -> AsyncIterator[Client]:
    """An agent's MCP session over the HTTP listener `memcue serve` runs."""
    srv = build_http_server(tenant.server.address, port=0)
    srv.start()
    headers = {"Authorization": f"Bearer {tenant.key(Role.AGENT)}", "X-Memcue-Peer": peer}
    try:
        async with (
            httpx2.AsyncClient(headers=headers, timeout=30) as http,
            Client(streamable_http_client(srv.url, http_client=http)) as client,
        ):
            yield client
    finally:
        srv.stop()


async def _tool(client: Client, tool: str, **arguments: Any) -> tuple[bool, str]:
    result = await client.call_tool(tool, arguments)
    return result.is_error, "\n".join(c.text for c in result.content if c.type == "text")


def test_mcp_errors_name_the_tools_own_arguments(tenant: Tenant) -> None:
    """memory_search's limit and query are top_k and cue to the service; the model was told
    about top_k and cue, which it never sent."""

    async def main() -> None:
        async with _mcp(tenant, "ana") as client:
            failed, said = await _tool(client, "memory_search", query="bees", limit=1000)
            assert failed and "INVALID_ARGUMENT: limit 1000 is out of range" in said, said
            failed, said = await _tool(client, "memory_search", query="  ")
            assert failed and "INVALID_ARGUMENT: query is empty" in said, said

    asyncio.run(main())


def test_mcp_a_fraction_of_a_second_is_not_a_week(tenant: Tenant) -> None:
    """recent_proposals with max_age_days under half a second rounded to 0 seconds, which
    the service reads as its default of 7 days."""
    with tenant.client(Role.AGENT) as mc:
        mc.record_event("ana", "proposal_made", text="Walk before the call")
    time.sleep(1.5)

    async def main() -> None:
        async with _mcp(tenant, "ana") as client:
            failed, said = await _tool(client, "recent_proposals", max_age_days=1e-9)
            assert not failed and "Walk before the call" not in said, said
            failed, said = await _tool(client, "recent_proposals", max_age_days=0)
            assert not failed and "Walk before the call" in said, said  # 0 = 7 days

    asyncio.run(main())


def test_a_label_prefix_no_label_of_the_call_can_have_is_refused(
    tenant: Tenant, stub: Stub, kept_id: str
) -> None:
    """Like a peer's Recall with a namespace-wide scope: an empty answer to a filter that
    could never match read as "no such entries"."""
    ns = tenant.namespace
    for peer, prefix in [
        ("ana", f"{ns}:bo"),  # another peer
        ("ana", "other:ana"),  # another namespace
        ("ana", f"{ns}:anastasia"),  # a longer peer id
        ("ana", "%"),
        ("", f"{ns}:ana"),  # a peer's label in the namespace-wide list
    ]:
        details = invalid_argument(stub.List, pb.ListRequest(peer_id=peer, label_prefix=prefix))
        assert details.startswith(f"label_prefix {prefix!r} matches no label of this call")
    for prefix in ("", ns[:3], f"{ns}:an", f"{ns}:ana"):
        page = stub.List(pb.ListRequest(peer_id="ana", label_prefix=prefix), timeout=60)
        assert [m.id for m in page.memories] == [kept_id]
    for prefix in (f"{ns}:ana:", f"{ns}:ana:tr"):  # topics: none yet
        page = stub.List(pb.ListRequest(peer_id="ana", label_prefix=prefix), timeout=60)
        assert not page.memories
    for prefix in (ns, f"{ns}:", f"{ns}::", f"{ns}::tr"):  # the namespace-wide list's own
        stub.List(pb.ListRequest(peer_id="", label_prefix=prefix), timeout=60)


def test_the_client_refuses_an_instant_that_is_not_a_datetime(tenant: Tenant) -> None:
    """A date or an ISO string where a datetime goes raised AttributeError ('str' object has
    no attribute 'tzinfo') from the client's conversion, naming nothing."""
    day = date(2024, 5, 1)
    calls: dict[str, Callable[[MemcueClient], object]] = {
        "memory.occurred_at": lambda mc: mc.remember("ana", "Ana rowed.", occurred_at=day),  # type: ignore[arg-type]
        "memory.expires_at": lambda mc: mc.remember("ana", "Ana rowed.", expires_at="2030"),  # type: ignore[arg-type]
        "occurred.start": lambda mc: mc.recall(
            "ana",
            "rowing",
            occurred=TimeRange(start="2024-05-01"),  # type: ignore[arg-type]
        ),
        "end": lambda mc: mc.query_events("ana", end=day),  # type: ignore[arg-type]
        "turns[0].time": lambda mc: mc.ingest_transcript(
            "ana",
            "s1",
            [Turn(text="Hi", position=0, time="2024-05-01")],  # type: ignore[arg-type]
        ),
    }
    with tenant.client(Role.OPERATOR) as mc:
        for field, call in calls.items():
            with pytest.raises(InvalidArgument, match="must be a datetime") as info:
                call(mc)
            assert info.value.field == field
        assert mc.list("ana").memories == ()


def test_a_changed_turn_is_refused_in_words_that_add_up(stub: Stub) -> None:
    """One changed turn sent alone was "not the turn this session stored at that position,
    nor are 0 more of the 1 sent again"."""

    def ingest(*texts: str) -> pb.IngestTranscriptRequest:
        turns = [pb.Turn(text=t, position=i, speaker="Ana") for i, t in enumerate(texts)]
        return pb.IngestTranscriptRequest(peer_id="ana", session_id="s1", turns=turns)

    stub.IngestTranscript(ingest("I row on Sundays.", "My boat is red."), timeout=60)
    with pytest.raises(grpc.RpcError) as info:
        stub.IngestTranscript(ingest("I sail on Mondays."), timeout=60)
    assert info.value.code() is grpc.StatusCode.FAILED_PRECONDITION
    details = info.value.details() or ""
    assert "(1 of the 1 turns sent at stored positions differ)" in details, details
    assert "nor are 0 more" not in details


def test_mcp_http_refuses_two_keys_or_two_peers(tenant: Tenant) -> None:
    """Starlette reads the first of two headers: two keys or two peers ran as the first."""
    other = new_tenant(tenant.server, "s130-mcp-second-key")
    init = MCP_INITIALIZE
    accept = (b"Accept", b"application/json, text/event-stream")
    keys = [(b"Authorization", f"Bearer {t.key(Role.AGENT)}".encode()) for t in (tenant, other)]
    peers = [(b"X-Memcue-Peer", p) for p in (b"ana", b"bo")]
    srv = build_http_server(tenant.server.address, port=0)
    srv.start()
    try:
        for headers, status, said in [
            ([accept, *keys, peers[0]], 401, "'authorization' was sent 2 times"),
            ([accept, keys[0], *peers], 400, "'x-memcue-peer' was sent 2 times"),
        ]:
            response = httpx2.post(srv.url, json=init, headers=headers, timeout=30)
            assert response.status_code == status, response.text
            assert said in response.json()["error"]
        alone = httpx2.post(srv.url, json=init, headers=[accept, keys[0], peers[0]], timeout=30)
        assert alone.status_code == 200, alone.text
    finally:
        srv.stop()
