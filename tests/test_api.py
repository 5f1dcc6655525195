"""End to end over gRPC: a real server on 127.0.0.1:0, the real model, Chroma and aw-server.

Most tests run on the session's shared server, each in a namespace of its own (`tenant`);
the bad-input table shares one namespace for the module.
"""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta
from pathlib import Path

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from service import codec
from service.adapters.activitywatch import bucket_id
from service.api.server import MemcueServer
from service.client import ItemFailure, MemcueClient
from service.domain import Retention, Role, TimeRange, WriteOutcome, WriteResult
from service.errors import DeadlineExceeded, FailedPrecondition, InvalidArgument, NotFound
from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from service.loop_domain import Turn
from tests.conftest import (
    Tenant,
    aw_events,
    connect,
    new_tenant,
    stub_channel,
)

# The namespace the bad-input table's requests and messages are written for.
NS = "bad-input"


@pytest.fixture
def stub(tenant: Tenant):
    with tenant.channel() as channel:
        yield pb_grpc.MemoryServiceStub(channel)


@pytest.fixture(scope="module")
def bad_input_stub(shared_server: MemcueServer):
    """One namespace for the whole bad-input table: its cases only add to it."""
    table = new_tenant(shared_server, namespace=NS)
    with table.channel() as channel:
        yield pb_grpc.MemoryServiceStub(channel)


def _remember(stub, peer: str, content: str, **fields) -> pb.RememberResponse:
    response: pb.RememberResponse = stub.Remember(
        pb.RememberRequest(peer_id=peer, memory=pb.MemoryInput(content=content, **fields)),
        timeout=30,
    )
    return response


def test_every_rpc_through_the_generated_stub(tenant: Tenant, stub) -> None:
    first = _remember(
        stub,
        "alice",
        "Alice is allergic to peanuts",
        kind="fact",
        source_refs=["D1:3"],
        importance=0.9,
    )
    assert first.outcome == pb.WRITE_OUTCOME_CREATED
    m = first.memory
    assert m.id and m.namespace == tenant.namespace and m.peer_id == "alice"
    assert m.label == tenant.label("alice") and m.scope == "peer" and m.kind == "fact"
    assert list(m.source_refs) == ["D1:3"] and m.importance == pytest.approx(0.9)
    assert m.content == "Alice is allergic to peanuts"  # stored as said, not summarised
    assert m.origin == pb.ORIGIN_AGENT
    # the default model
    assert m.embedding_model == "sentence-transformers/all-MiniLM-L6-v2-onnx-int8-rows"
    assert m.HasField("created_at") and m.HasField("occurred_at") and m.HasField("expires_at")

    batch = stub.RememberBatch(
        pb.RememberBatchRequest(
            peer_id="alice",
            items=[
                pb.RememberBatchItem(
                    memory=pb.MemoryInput(content="Alice moved to Lisbon in 2023")
                ),
                pb.RememberBatchItem(
                    memory=pb.MemoryInput(content="Alice plays the cello", kind="preference")
                ),
            ],
        ),
        timeout=30,
    )
    assert [r.index for r in batch.results] == [0, 1]
    assert all(r.HasField("ok") for r in batch.results)

    recall = stub.Recall(
        pb.RecallRequest(peer_id="alice", cue="which food is dangerous for her?", top_k=3),
        timeout=30,
    )
    assert recall.hits[0].memory.id == m.id
    assert recall.embedding_model == m.embedding_model
    # The order follows the cue, not the order of writing: another cue, another first hit,
    # and the entry that has nothing to do with the cue comes last.
    music = stub.Recall(
        pb.RecallRequest(peer_id="alice", cue="which instrument does she play?"), timeout=30
    )
    assert music.hits[0].memory.content == "Alice plays the cello"
    allergy = stub.Recall(pb.RecallRequest(peer_id="alice", cue="peanut allergy"), timeout=30)
    ranked = [h.memory.content for h in allergy.hits]
    assert len(ranked) == 3 and ranked[0] == "Alice is allergic to peanuts"
    assert ranked[-1] == "Alice moved to Lisbon in 2023"

    got = stub.Get(pb.GetRequest(peer_id="alice", id=m.id), timeout=10)
    assert got.content == "Alice is allergic to peanuts"

    page1 = stub.List(pb.ListRequest(peer_id="alice", page_size=2), timeout=10)
    page2 = stub.List(
        pb.ListRequest(peer_id="alice", page_size=2, page_token=page1.next_page_token), timeout=10
    )
    listed = [x.id for x in page1.memories] + [x.id for x in page2.memories]
    assert len(listed) == 3 and len(set(listed)) == 3 and not page2.next_page_token
    # Newest first: the allergy, written before the batch, is on the last page.
    assert [x.id for x in page2.memories] == [m.id]
    created = [x.created_at.ToDatetime() for x in [*page1.memories, *page2.memories]]
    assert created == sorted(created, reverse=True)

    updated = stub.Update(
        pb.UpdateRequest(peer_id="alice", id=m.id, pinned=True), timeout=30
    ).memory
    assert updated.pinned and not updated.HasField("expires_at")
    assert updated.content == "Alice is allergic to peanuts"

    assert stub.Delete(pb.DeleteRequest(peer_id="alice", id=m.id), timeout=10).id == m.id
    with pytest.raises(grpc.RpcError) as err:
        stub.Get(pb.GetRequest(peer_id="alice", id=m.id), timeout=10)
    assert err.value.code() == grpc.StatusCode.NOT_FOUND
    hits = stub.Recall(pb.RecallRequest(peer_id="alice", cue="peanut allergy"), timeout=30).hits
    assert m.id not in [h.memory.id for h in hits]


def test_health_and_reflection_are_served(shared_server: MemcueServer) -> None:
    with grpc.insecure_channel(shared_server.address) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        for name in ("", "memcue.v1.MemoryService"):
            status = health.Check(health_pb2.HealthCheckRequest(service=name), timeout=5).status
            assert status == health_pb2.HealthCheckResponse.SERVING
        refl = reflection_pb2_grpc.ServerReflectionStub(channel)
        responses = refl.ServerReflectionInfo(
            iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=5
        )
        names = {s.name for r in responses for s in r.list_services_response.service}
    assert {"memcue.v1.MemoryService", "grpc.health.v1.Health"} <= names


def _ts(dt: datetime) -> Timestamp:
    out = Timestamp()
    out.FromDatetime(dt)
    return out


BAD_INPUTS = [
    (
        "empty content",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="   ")),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.content is empty",
    ),
    (
        "content of invisible characters only",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="\u200b\ufeff ")),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.content is empty",
    ),
    (
        "a date the index cannot keep",
        "Remember",
        pb.RememberRequest(
            peer_id="alice",
            memory=pb.MemoryInput(content="x", occurred_at=_ts(datetime(3000, 1, 1, tzinfo=UTC))),
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.occurred_at 3000-01-01T00:00:00+00:00 is too far ahead",
    ),
    (
        "content over the size limit",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="x" * 16_385)),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "memory.content is 16385 bytes; the limit is 16384",
    ),
    (
        "control character",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="a\x00b")),
        grpc.StatusCode.INVALID_ARGUMENT,
        "control character U+0000",
    ),
    (
        "malformed peer",
        "Remember",
        pb.RememberRequest(peer_id="bob smith", memory=pb.MemoryInput(content="hi")),
        grpc.StatusCode.INVALID_ARGUMENT,
        "peer_id 'bob smith' is invalid",
    ),
    (
        "label of another peer",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="hi", label=f"{NS}:bob")),
        grpc.StatusCode.INVALID_ARGUMENT,
        f"expected '{NS}:alice' or '{NS}:alice:<topic>'",
    ),
    (
        "label of another namespace",
        "Remember",
        pb.RememberRequest(
            peer_id="alice", memory=pb.MemoryInput(content="hi", label="other:alice:x")
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.label 'other:alice:x' does not match",
    ),
    (
        "bad scope",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="hi", scope="team")),
        grpc.StatusCode.INVALID_ARGUMENT,
        "use 'peer', 'global' or 'project:<path>'",
    ),
    (
        "importance out of range",
        "Remember",
        pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="hi", importance=1.5)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.importance 1.5 is out of range",
    ),
    (
        "unknown enum",
        "Remember",
        pb.RememberRequest(
            peer_id="alice",
            memory=pb.MemoryInput(content="hi", origin=42),  # type: ignore[arg-type]
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.origin 42 is not a known value",
    ),
    (
        "expiry in the past",
        "Remember",
        pb.RememberRequest(
            peer_id="alice",
            memory=pb.MemoryInput(content="hi", expires_at=_ts(datetime(2001, 1, 1, tzinfo=UTC))),
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "memory.expires_at is in the past",
    ),
    (
        "top_k out of range",
        "Recall",
        pb.RecallRequest(peer_id="alice", cue="x", top_k=101),
        grpc.StatusCode.INVALID_ARGUMENT,
        "top_k 101 is out of range: use 1..100",
    ),
    (
        "a half-life of zero",
        "Recall",
        pb.RecallRequest(peer_id="alice", cue="x", weights=pb.RecallWeights(half_life_days=0)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "weights.half_life_days 0.0 is out of range: use more than 0.0",
    ),
    (
        "a weight that is not a number",
        "Recall",
        pb.RecallRequest(peer_id="alice", cue="x", weights=pb.RecallWeights(dense=float("nan"))),
        grpc.StatusCode.INVALID_ARGUMENT,
        "weights.dense nan is out of range: use 0.0..1000.0",
    ),
    (
        "a negative weight",
        "Recall",
        pb.RecallRequest(peer_id="alice", cue="x", weights=pb.RecallWeights(recency=-1)),
        grpc.StatusCode.INVALID_ARGUMENT,
        "weights.recency -1.0 is out of range",
    ),
    (
        "empty cue",
        "Recall",
        pb.RecallRequest(peer_id="alice", cue=""),
        grpc.StatusCode.INVALID_ARGUMENT,
        "cue is empty",
    ),
    (
        "recall label of another peer",
        "Recall",
        pb.RecallRequest(peer_id="alice", cue="x", labels=[f"{NS}:bob"]),
        grpc.StatusCode.INVALID_ARGUMENT,
        f"labels '{NS}:bob' does not match",
    ),
    (
        "inverted time range",
        "Recall",
        pb.RecallRequest(
            peer_id="alice",
            cue="x",
            occurred=pb.TimeRange(
                start=_ts(datetime(2025, 1, 2, tzinfo=UTC)),
                end=_ts(datetime(2025, 1, 1, tzinfo=UTC)),
            ),
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "occurred: start",
    ),
    (
        "unknown id",
        "Get",
        pb.GetRequest(peer_id="alice", id="m_doesnotexist"),
        grpc.StatusCode.NOT_FOUND,
        "no memory 'm_doesnotexist' for this peer",
    ),
    (
        "malformed id",
        "Get",
        pb.GetRequest(peer_id="alice", id="../etc/passwd"),
        grpc.StatusCode.INVALID_ARGUMENT,
        "is not a memory id",
    ),
    (
        "missing id",
        "Delete",
        pb.DeleteRequest(peer_id="alice"),
        grpc.StatusCode.INVALID_ARGUMENT,
        "id is required",
    ),
    (
        "unknown id delete",
        "Delete",
        pb.DeleteRequest(peer_id="alice", id="m_nope"),
        grpc.StatusCode.NOT_FOUND,
        "no memory 'm_nope'",
    ),
    (
        "garbage page token",
        "List",
        pb.ListRequest(peer_id="alice", page_token="%%%"),
        grpc.StatusCode.INVALID_ARGUMENT,
        "page_token is not one this service issued",
    ),
    (
        "a page token of deeply nested JSON (RecursionError, INTERNAL)",
        "List",
        pb.ListRequest(
            peer_id="alice",
            page_token=base64.urlsafe_b64encode(b"[" * 5000 + b"]" * 5000).decode(),
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "page_token is not one this service issued",
    ),
    (
        "an event payload nested deeper than 32 levels",
        "RecordEvent",
        pb.RecordEventRequest(
            peer_id="alice", kind="note", payload_json='{"a":' * 490 + "1" + "}" * 490
        ),
        grpc.StatusCode.INVALID_ARGUMENT,
        "payload nests deeper than 32 levels",
    ),
    (
        "an event payload with NaN (not plain JSON)",
        "RecordEvent",
        pb.RecordEventRequest(peer_id="alice", kind="note", payload_json='{"a": NaN}'),
        grpc.StatusCode.INVALID_ARGUMENT,
        "payload_json is not valid JSON",
    ),
    (
        "page size out of range",
        "List",
        pb.ListRequest(peer_id="alice", page_size=100_000),
        grpc.StatusCode.INVALID_ARGUMENT,
        "page_size 100000 is out of range",
    ),
    (
        "batch too large",
        "RememberBatch",
        pb.RememberBatchRequest(
            peer_id="alice", items=[pb.RememberBatchItem(memory=pb.MemoryInput(content="x"))] * 257
        ),
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        "batch has 257 items; the limit is 256",
    ),
    (
        "namespace-wide entry with peer scope",
        "Remember",
        pb.RememberRequest(peer_id="", memory=pb.MemoryInput(content="hi", scope="peer")),
        grpc.StatusCode.INVALID_ARGUMENT,
        "scope 'peer' needs a peer_id",
    ),
]


@pytest.mark.parametrize(
    ("case", "rpc", "request_", "code", "message"), BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS]
)
def test_bad_input_gets_a_clear_status(bad_input_stub, case, rpc, request_, code, message) -> None:
    stub = bad_input_stub
    # Its own entry per case (dedup off: the cases' entries would merge with each other).
    before = stub.Remember(
        pb.RememberRequest(
            peer_id="alice",
            memory=pb.MemoryInput(content=f"Alice keeps bees ({case})"),
            dedup=pb.DEDUP_MODE_OFF,
        ),
        timeout=30,
    ).memory.id
    with pytest.raises(grpc.RpcError) as err:
        getattr(stub, rpc)(request_, timeout=30)
    assert err.value.code() == code, err.value.details()
    assert message in (err.value.details() or "")
    # Nothing already stored is lost.
    assert (
        stub.Get(pb.GetRequest(peer_id="alice", id=before), timeout=10).content
        == f"Alice keeps bees ({case})"
    )


def test_a_second_server_on_a_port_in_use_refuses_to_start(server_factory, tmp_path: Path) -> None:
    """gRPC's default SO_REUSEPORT let a second `memcue serve` (another data dir) start on
    the same port, and the kernel split the connections between the two stores."""
    first = server_factory(tmp_path / "one")
    with pytest.raises(OSError, match="port is in use"):
        server_factory(tmp_path / "two", port=first.port)
    with connect(first) as client:
        assert client.status().namespace == "default"


def test_the_typed_client_refuses_negative_counts_with_invalid_argument(
    tenant_client: MemcueClient,
) -> None:
    """The wire keeps counts unsigned: protobuf raised a bare ValueError for -1, where the
    client promises the service's errors."""
    client = tenant_client
    with pytest.raises(InvalidArgument, match="top_k -1 is out of range") as caught:
        client.recall("alice", "x", top_k=-1)
    assert caught.value.field == "top_k"
    with pytest.raises(InvalidArgument, match="page_size"):
        client.list("alice", page_size=-5)
    with pytest.raises(InvalidArgument, match="limit"):
        client.recent_proposals("alice", limit=-1)
    with pytest.raises(InvalidArgument, match="token_budget"):
        client.working_memory("alice", token_budget=-5)
    # Too large for the wire, too (the CLI printed a traceback, MCP called it a server bug).
    with pytest.raises(InvalidArgument, match="top_k 4294967296 is out of range: at most"):
        client.recall("alice", "x", top_k=2**32)
    with pytest.raises(InvalidArgument, match="token_budget"):
        client.working_memory("alice", token_budget=10**12)
    with pytest.raises(InvalidArgument, match=r"memory\.position 99999999999 is out of range"):
        client.remember("alice", "x", position=99_999_999_999)
    with pytest.raises(InvalidArgument, match=r"turns\[0\]\.position"):
        client.ingest_transcript("alice", "s1", [Turn(text="hi", position=2**31)])


def test_the_typed_client_refuses_python_values_the_wire_would_misread(tenant: Tenant) -> None:
    """protobuf reads None as "" (a namespace-wide memory in every peer's brief) and a
    string as a list of its characters (refs D, 1, :, 3; kinds f, a, c, t); a key read
    with its newline got INTERNAL "Invalid metadata"; timeout=None had no deadline."""
    address, key = tenant.server.address, tenant.keys[Role.OPERATOR]
    client = MemcueClient(address, api_key=key)
    with pytest.raises(InvalidArgument, match="peer_id must be a string, not NoneType"):
        client.remember(None, "x")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match=r"source_refs must be a list of strings"):
        client.remember("alice", "x", source_refs="D1:3")
    with pytest.raises(InvalidArgument, match="kinds must be a list of strings"):
        client.recall("alice", "x", kinds="fact")
    with pytest.raises(InvalidArgument, match="retention 'forever' is invalid: use one of"):
        client.remember("alice", "x", retention="forever")  # type: ignore[arg-type]
    stored = client.remember("alice", "Alice keeps bees", retention="long")  # type: ignore[arg-type]
    assert stored.memory.retention is Retention.LONG
    with pytest.raises(InvalidArgument, match="turns must be a list of Turn"):
        client.ingest_transcript("alice", "s1", [{"text": "hi"}])  # type: ignore[list-item]
    assert list(client.iter_all("")) == []
    with pytest.raises(InvalidArgument, match="is not a deadline"):
        MemcueClient(address, timeout=None)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="printable ASCII"):
        MemcueClient(address, api_key="mck_é")
    with MemcueClient(address, api_key=key + "\n") as newline:
        assert newline.status().namespace == tenant.namespace
    client.close()
    with pytest.raises(FailedPrecondition, match="cannot call"):
        client.status()


def test_a_call_past_its_deadline_is_a_typed_error_with_its_code(
    tenant_client: MemcueClient,
) -> None:
    with pytest.raises(DeadlineExceeded) as caught:
        tenant_client.recall("alice", "anything at all", timeout=1e-6)
    assert caught.value.code == "DEADLINE_EXCEEDED"


def test_oversized_request_is_resource_exhausted(server_factory) -> None:
    srv = server_factory(limits={"max_request_bytes": 64 * 1024})
    with stub_channel(srv) as channel:
        stub = pb_grpc.MemoryServiceStub(channel)
        with pytest.raises(grpc.RpcError) as err:
            _remember(stub, "alice", "y" * 100_000)
        assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert _remember(stub, "alice", "still serving").outcome == pb.WRITE_OUTCOME_CREATED


def test_batch_reports_each_item(tenant_client: MemcueClient) -> None:
    client = tenant_client
    results = client.remember_batch("alice", ["Alice runs marathons", "", "Alice speaks Greek"])
    assert isinstance(results[0], WriteResult) and isinstance(results[2], WriteResult)
    failure = results[1]
    assert isinstance(failure, ItemFailure)
    assert failure.code == grpc.StatusCode.INVALID_ARGUMENT and failure.index == 1
    assert "memory.content is empty" in failure.message
    stored = {m.content for m in client.iter_all("alice")}
    assert stored == {"Alice runs marathons", "Alice speaks Greek"}


def test_peers_and_namespaces_do_not_see_each_other(tenant: Tenant) -> None:
    neighbour = new_tenant(tenant.server, "neighbour")
    with tenant.client() as default, neighbour.client() as other:
        bob = default.remember("bob", "Bob is allergic to peanuts").memory
        other.remember("alice", "Alice is allergic to peanuts")
        assert default.recall("alice", "peanut allergy") == []
        assert [h.memory.peer_id for h in other.recall("alice", "peanut allergy")] == ["alice"]
        with pytest.raises(NotFound):
            default.get("alice", bob.id)
        with pytest.raises(NotFound):
            other.get("bob", bob.id)
        with pytest.raises(NotFound):
            default.delete("alice", bob.id)
        assert default.get("bob", bob.id).content == "Bob is allergic to peanuts"
        assert list(other.iter_all("bob")) == []


def test_recall_filters(tenant: Tenant, tenant_client: MemcueClient) -> None:
    client = tenant_client
    travel_label = tenant.label("alice", "travel")
    old = datetime(2024, 3, 1, tzinfo=UTC)
    client.remember(
        "alice",
        "Alice went hiking in the Alps",
        kind="event",
        occurred_at=old,
        label=travel_label,
    )
    client.remember(
        "alice",
        "Alice prefers window seats on flights",
        kind="preference",
        label=travel_label,
    )
    client.remember("alice", "Alice went hiking in Patagonia", kind="event")
    hiking = "hiking trips"
    assert {h.memory.content for h in client.recall("alice", hiking, kinds=["preference"])} == {
        "Alice prefers window seats on flights"
    }
    in_2024 = client.recall(
        "alice",
        hiking,
        occurred=TimeRange(start=old - timedelta(days=1), end=old + timedelta(days=1)),
    )
    assert [h.memory.content for h in in_2024] == ["Alice went hiking in the Alps"]
    travel = client.recall("alice", hiking, labels=[travel_label])
    assert len(travel) == 2 and {h.memory.label for h in travel} == {travel_label}
    listed = client.list("alice", label_prefix=travel_label).memories
    assert len(listed) == 2


def test_memories_dated_before_1970_are_read_like_any_other(
    tenant_client: MemcueClient,
) -> None:
    """A birth date or a historic event: the index keeps instants as microseconds since
    1970 and once read every one before it as "none", so the whole peer's List, Get and
    Recall answered INTERNAL until a Forget."""
    client = tenant_client
    born = datetime(1965, 6, 1, tzinfo=UTC)
    landing = datetime(1969, 7, 20, 20, 17, tzinfo=UTC)
    first = client.remember("dora", "Dora was born in Porto", occurred_at=born).memory
    client.remember("dora", "Dora watched the moon landing on TV", occurred_at=landing)
    assert client.get("dora", first.id).occurred_at == born
    listed = {m.content: m.occurred_at for m in client.list("dora").memories}
    assert listed == {
        "Dora was born in Porto": born,
        "Dora watched the moon landing on TV": landing,
    }
    hits = client.recall("dora", "where was Dora born?")
    assert hits[0].memory.id == first.id
    in_the_sixties = client.recall(
        "dora",
        "Dora",
        occurred=TimeRange(start=datetime(1960, 1, 1, tzinfo=UTC), end=landing),
    )
    assert [h.memory.content for h in in_the_sixties] == ["Dora was born in Porto"]


def test_idempotent_retry_returns_first_result(tenant_client: MemcueClient) -> None:
    client = tenant_client
    first = client.remember("alice", "Alice owns a red bike", idempotency_key="req-1")
    again = client.remember("alice", "Alice owns a red bike", idempotency_key="req-1")
    assert first.outcome == WriteOutcome.CREATED and again.outcome == WriteOutcome.REPLAYED
    assert again.memory.id == first.memory.id
    assert len(list(client.iter_all("alice"))) == 1
    with pytest.raises(FailedPrecondition, match="'req-1' was already used for a different"):
        client.remember("alice", "Alice owns a blue bike", idempotency_key="req-1")


def test_each_write_and_delete_is_logged_with_replayable_content(
    tenant: Tenant, tenant_client: MemcueClient
) -> None:
    client = tenant_client
    a = client.remember("alice", "Alice is a nurse", source_refs=["D2:1"]).memory
    b = client.remember("alice", "Alice has a cat named Mochi").memory
    client.delete("alice", a.id)
    assert tenant.server.app.log.flush(timeout_s=20)
    aw_url = tenant.server.app.aw_url
    raw = aw_events(aw_url, bucket_id(tenant.partition("alice")))
    assert raw and all("Alice" not in str(e["data"]) for e in raw)  # sealed at rest
    events = tenant.events("alice")
    events.sort(key=lambda e: e["id"])  # the order aw-server stored them in
    assert [
        (e["data"]["op"], e["data"].get("id") or e["data"]["memory"]["id"]) for e in events
    ] == [("remember", a.id), ("remember", b.id), ("delete", a.id)]
    seqs = [e["data"]["seq"] for e in events]
    assert seqs[0] < seqs[1] < seqs[2]  # delivered in sequence order
    # The logged record is enough to rebuild the entry exactly.
    replayed = codec.from_record(events[1]["data"]["memory"])
    assert replayed == client.get("alice", b.id)
    assert codec.from_record(events[0]["data"]["memory"]).source_refs == ("D2:1",)
