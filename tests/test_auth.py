"""Keys and roles on every RPC: who may call what, and what the refusal says."""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from typing import Any

import grpc
import pytest

from service.api.server import MemcueServer
from service.domain import Role
from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from tests.conftest import key_for, operator_key, stub_channel

WRITE = {"Remember", "RememberBatch", "Update", "Delete", "RecordEvent"}
OPERATOR_ONLY = {"Forget"}
CALLS: dict[str, Callable[[str], Any]] = {
    "Remember": lambda mid: pb.RememberRequest(
        peer_id="alice", memory=pb.MemoryInput(content="Alice sings in a choir")
    ),
    "RememberBatch": lambda mid: pb.RememberBatchRequest(
        peer_id="alice", items=[pb.RememberBatchItem(memory=pb.MemoryInput(content="Alice bakes"))]
    ),
    "Recall": lambda mid: pb.RecallRequest(peer_id="alice", cue="hobbies"),
    "Get": lambda mid: pb.GetRequest(peer_id="alice", id=mid),
    "List": lambda mid: pb.ListRequest(peer_id="alice"),
    "Update": lambda mid: pb.UpdateRequest(peer_id="alice", id=mid, importance=0.8),
    "Delete": lambda mid: pb.DeleteRequest(peer_id="alice", id=mid),
    "Forget": lambda mid: pb.ForgetRequest(peer_id="alice"),
    "Status": lambda mid: pb.StatusRequest(),
    "QueryEvents": lambda mid: pb.QueryEventsRequest(peer_id="alice"),
    "RecentProposals": lambda mid: pb.RecentProposalsRequest(peer_id="alice"),
    "RecordEvent": lambda mid: pb.RecordEventRequest(peer_id="alice", kind="note_taken", text="x"),
}


def _call(server: MemcueServer, key: str | None, rpc: str, mid: str) -> grpc.StatusCode:
    channel = stub_channel(server, key) if key else grpc.insecure_channel(server.address)
    with channel:
        try:
            getattr(pb_grpc.MemoryServiceStub(channel), rpc)(CALLS[rpc](mid), timeout=30)
        except grpc.RpcError as exc:
            code: grpc.StatusCode = exc.code()
            return code
    return grpc.StatusCode.OK


@pytest.fixture
def stored(server: MemcueServer) -> str:
    with stub_channel(server) as channel:
        response = pb_grpc.MemoryServiceStub(channel).Remember(
            pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="Alice knits")),
            timeout=30,
        )
    return str(response.memory.id)


@pytest.mark.parametrize("rpc", sorted(CALLS))
@pytest.mark.parametrize("role", [Role.OPERATOR, Role.AGENT, Role.READER])
def test_role_matrix(server: MemcueServer, stored: str, rpc: str, role: Role) -> None:
    key = operator_key(server) if role is Role.OPERATOR else key_for(server, "default", role)
    denied = (role is Role.READER and rpc in WRITE) or (
        role is not Role.OPERATOR and rpc in OPERATOR_ONLY
    )
    want = grpc.StatusCode.PERMISSION_DENIED if denied else grpc.StatusCode.OK
    assert _call(server, key, rpc, stored) == want


@pytest.mark.parametrize("rpc", sorted(CALLS))
def test_missing_or_unknown_keys_are_unauthenticated(
    server: MemcueServer, stored: str, rpc: str
) -> None:
    assert _call(server, None, rpc, stored) == grpc.StatusCode.UNAUTHENTICATED
    assert _call(server, "mck_not-a-key", rpc, stored) == grpc.StatusCode.UNAUTHENTICATED


def test_refusals_say_what_is_needed(server: MemcueServer) -> None:
    reader = key_for(server, "default", Role.READER)
    agent = key_for(server, "default", Role.AGENT)
    with stub_channel(server, reader) as channel, pytest.raises(grpc.RpcError) as err:
        pb_grpc.MemoryServiceStub(channel).Remember(CALLS["Remember"](""), timeout=30)
    assert err.value.details() == (
        "role 'reader' may not write memories; this needs role operator or agent"
    )
    with grpc.insecure_channel(server.address) as channel, pytest.raises(grpc.RpcError) as err:
        pb_grpc.MemoryServiceStub(channel).Recall(CALLS["Recall"](""), timeout=30)
    assert "send metadata 'authorization: Bearer <key>'" in (err.value.details() or "")
    with stub_channel(server, agent) as channel, pytest.raises(grpc.RpcError) as err:
        pb_grpc.MemoryServiceStub(channel).Remember(
            pb.RememberRequest(
                peer_id="alice",
                memory=pb.MemoryInput(content="Alice is banned", origin=pb.ORIGIN_OPERATOR),
            ),
            timeout=30,
        )
    assert err.value.code() == grpc.StatusCode.PERMISSION_DENIED
    assert "may not write origin 'operator'" in (err.value.details() or "")


def test_a_key_only_ever_sees_its_own_namespace(server: MemcueServer) -> None:
    other = key_for(server, "other", Role.OPERATOR)
    with stub_channel(server) as channel:
        pb_grpc.MemoryServiceStub(channel).Remember(CALLS["Remember"](""), timeout=30)
    with stub_channel(server, other) as channel:
        stub = pb_grpc.MemoryServiceStub(channel)
        # The namespace header is ignored when keys are on: the key decides.
        hits = stub.Recall(
            CALLS["Recall"](""), timeout=30, metadata=(("x-memcue-namespace", "default"),)
        )
        assert list(hits.hits) == []


def test_keys_are_stored_hashed_and_private(server: MemcueServer) -> None:
    token = key_for(server, "default", Role.AGENT)
    path = server.app.settings.data_dir / "keys.json"
    text = path.read_text()
    assert token not in text and operator_key(server) not in text
    assert {r["role"] for r in json.loads(text)["keys"]} == {"operator", "agent"}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE((server.app.settings.data_dir / "operator.key").stat().st_mode) == 0o600
