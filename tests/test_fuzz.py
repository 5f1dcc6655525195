"""Property-based fuzzing of the gRPC API: random and malformed requests never get INTERNAL
(or UNKNOWN), never crash the server, and never lose what was stored."""

from __future__ import annotations

from typing import Any

import grpc
import pytest
from google.protobuf.timestamp_pb2 import Timestamp
from grpc_health.v1 import health_pb2, health_pb2_grpc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.api.server import MemcueServer
from service.gen.memcue.v1 import memory_pb2 as pb
from tests.conftest import operator_key

METHODS = [m.name for m in pb.DESCRIPTOR.services_by_name["MemoryService"].methods]
BAD = {grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN}

text = st.one_of(
    st.text(max_size=60),
    st.text(st.characters(exclude_categories=["Cs"]), max_size=400),
    st.sampled_from(
        [
            "",
            " ",
            "alice",
            "default:alice",
            "default:alice:x",
            "a" * 300,
            "m_" + "0" * 32,
            "\x00",
            "../../etc",
            "project:x",
            "peer",
            "global",
        ]
    ),
)
peer = st.one_of(st.sampled_from(["alice", "bob", ""]), st.text(max_size=30))
uint = st.one_of(st.integers(0, 2**32 - 1), st.sampled_from([0, 1, 10, 100, 101, 500, 501]))
enum = st.integers(0, 12)
real = st.floats(allow_nan=True, allow_infinity=True)


@st.composite
def timestamp(draw: Any) -> Timestamp:
    return Timestamp(
        seconds=draw(st.integers(-(2**40), 2**40)), nanos=draw(st.integers(0, 999_999_999))
    )


@st.composite
def memory_input(draw: Any) -> pb.MemoryInput:
    m = pb.MemoryInput(
        content=draw(text),
        scope=draw(text),
        label=draw(text),
        kind=draw(text),
        origin=draw(enum),
        verbatim=draw(st.booleans()),
        retention=draw(enum),
        pinned=draw(st.booleans()),
        source_refs=draw(st.lists(text, max_size=4)),
        attributes=draw(st.dictionaries(text, text, max_size=3)),
        producer=draw(text),
    )
    if draw(st.booleans()):
        m.confidence = draw(real)
    if draw(st.booleans()):
        m.importance = draw(real)
    if draw(st.booleans()):
        m.occurred_at.CopyFrom(draw(timestamp()))
    if draw(st.booleans()):
        m.expires_at.CopyFrom(draw(timestamp()))
    if draw(st.booleans()):
        m.fact.CopyFrom(pb.Fact(subject=draw(text), predicate=draw(text), object=draw(text)))
    return m


requests = st.one_of(
    st.builds(
        lambda p, m, k, d: (
            "Remember",
            pb.RememberRequest(peer_id=p, memory=m, idempotency_key=k, dedup=d),
        ),
        peer,
        memory_input(),
        text,
        enum,
    ),
    st.builds(
        lambda p, ms, d: (
            "RememberBatch",
            pb.RememberBatchRequest(
                peer_id=p, items=[pb.RememberBatchItem(memory=m) for m in ms], dedup=d
            ),
        ),
        peer,
        st.lists(memory_input(), max_size=4),
        enum,
    ),
    st.builds(
        lambda p, c, k, kinds, s, labels, start, end, sup: (
            "Recall",
            pb.RecallRequest(
                peer_id=p,
                cue=c,
                top_k=k,
                kinds=kinds,
                scope=s,
                labels=labels,
                occurred=pb.TimeRange(start=start, end=end),
                include_superseded=sup,
            ),
        ),
        peer,
        text,
        uint,
        st.lists(text, max_size=3),
        text,
        st.lists(text, max_size=3),
        timestamp(),
        timestamp(),
        st.booleans(),
    ),
    st.builds(lambda p, i: ("Get", pb.GetRequest(peer_id=p, id=i)), peer, text),
    st.builds(
        lambda p, lp, kinds, n, tok: (
            "List",
            pb.ListRequest(peer_id=p, label_prefix=lp, kinds=kinds, page_size=n, page_token=tok),
        ),
        peer,
        text,
        st.lists(text, max_size=3),
        uint,
        text,
    ),
    st.builds(
        lambda p, i, c, imp, r: (
            "Update",
            pb.UpdateRequest(peer_id=p, id=i, content=c, importance=imp, retention=r),
        ),
        peer,
        text,
        text,
        real,
        enum,
    ),
    st.builds(lambda p, i: ("Delete", pb.DeleteRequest(peer_id=p, id=i)), peer, text),
    st.builds(lambda p: ("Forget", pb.ForgetRequest(peer_id=p)), st.sampled_from(["", "x y", ":"])),
    st.builds(
        lambda p, scope, session, turns: (
            "IngestTranscript",
            pb.IngestTranscriptRequest(peer_id=p, scope=scope, session_id=session, turns=turns),
        ),
        peer,
        text,
        text,
        st.lists(
            st.builds(
                lambda sp, role, t, ts, pos, ref: pb.Turn(
                    speaker=sp, role=role, text=t, time=ts, position=pos, ref=ref
                ),
                text,
                enum,
                text,
                timestamp(),
                st.integers(-5, 2**31 - 1),
                text,
            ),
            max_size=4,
        ),
    ),
    st.builds(
        lambda p, proj, cue, budget, no_global: (
            "WorkingMemory",
            pb.WorkingMemoryRequest(
                peer_id=p, project=proj, cue=cue, token_budget=budget, exclude_global=no_global
            ),
        ),
        peer,
        text,
        text,
        uint,
        st.booleans(),
    ),
    st.builds(
        lambda p, b, ids: (
            "ConfirmBrief",
            pb.ConfirmBriefRequest(peer_id=p, brief_id=b, memory_ids=ids),
        ),
        peer,
        text,
        st.lists(text, max_size=3),
    ),
    st.builds(
        lambda p, every, dry: (
            "Consolidate",
            pb.ConsolidateRequest(peer_id=p, all_peers=every, dry_run=dry),
        ),
        peer,
        st.booleans(),
        st.booleans(),
    ),
    st.builds(lambda name, raw: (name, raw), st.sampled_from(METHODS), st.binary(max_size=300)),
)


@pytest.mark.slow
def test_random_and_malformed_requests_never_get_internal(server: MemcueServer) -> None:
    key = operator_key(server)
    metadata = (("authorization", f"Bearer {key}"),)
    channel = grpc.insecure_channel(server.address)
    calls: dict[str, Any] = {
        name: channel.unary_unary(
            f"/memcue.v1.MemoryService/{name}", request_serializer=None, response_deserializer=None
        )
        for name in METHODS
    }
    keep = calls["Remember"](
        pb.RememberRequest(
            peer_id="carol", memory=pb.MemoryInput(content="Carol keeps bees")
        ).SerializeToString(),
        timeout=30,
        metadata=metadata,
    )
    kept_id = pb.RememberResponse.FromString(keep).memory.id
    seen: dict[str, int] = {}

    @settings(
        max_examples=400,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(requests)
    def check(call: tuple[str, Any]) -> None:
        name, request = call
        payload = request if isinstance(request, bytes) else request.SerializeToString()
        try:
            calls[name](payload, timeout=60, metadata=metadata)
            code = grpc.StatusCode.OK
        except grpc.RpcError as exc:
            code = exc.code()
            assert code not in BAD, (name, request, exc.details())
        seen[code.name] = seen.get(code.name, 0) + 1

    check()
    print("status codes seen:", seen)
    assert seen.get("INVALID_ARGUMENT", 0) > 50 and seen.get("OK", 0) >= 5
    health = health_pb2_grpc.HealthStub(channel)
    assert health.Check(health_pb2.HealthCheckRequest(), timeout=5).status == (
        health_pb2.HealthCheckResponse.SERVING
    )
    got = pb.Memory.FromString(
        calls["Get"](
            pb.GetRequest(peer_id="carol", id=kept_id).SerializeToString(),
            timeout=30,
            metadata=metadata,
        )
    )
    assert got.content == "Carol keeps bees"
    channel.close()
