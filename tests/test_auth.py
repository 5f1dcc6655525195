"""Keys and roles on every RPC: who may call what, and what the refusal says.

The matrices run on the session's shared server, each test in a namespace of its own with
keys minted for it; only the key-file test needs a data dir of its own.
"""

from __future__ import annotations

import json
import stat
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import grpc
import pytest

from service.api.server import MemcueServer
from service.auth import Keystore
from service.client import MemcueClient
from service.domain import Role, utcnow
from service.errors import InvalidArgument, Unauthenticated
from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from tests.conftest import Tenant, key_for, new_tenant, operator_key, stub_channel

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


def _call(tenant: Tenant, role: Role | None, rpc: str, mid: str, key: str = "") -> grpc.StatusCode:
    """Calls `rpc` with the tenant's key for `role`, or with `key`, or with no key at all."""
    if role is not None:
        channel = tenant.channel(role)
    elif key:
        channel = stub_channel(tenant.server, key)
    else:
        channel = grpc.insecure_channel(tenant.server.address)
    with channel:
        try:
            getattr(pb_grpc.MemoryServiceStub(channel), rpc)(CALLS[rpc](mid), timeout=30)
        except grpc.RpcError as exc:
            code: grpc.StatusCode = exc.code()
            return code
    return grpc.StatusCode.OK


@pytest.fixture
def stored(tenant: Tenant) -> str:
    with tenant.channel() as channel:
        response = pb_grpc.MemoryServiceStub(channel).Remember(
            pb.RememberRequest(peer_id="alice", memory=pb.MemoryInput(content="Alice knits")),
            timeout=30,
        )
    return str(response.memory.id)


@pytest.mark.parametrize("rpc", sorted(CALLS))
@pytest.mark.parametrize("role", [Role.OPERATOR, Role.AGENT, Role.READER])
def test_role_matrix(tenant: Tenant, stored: str, rpc: str, role: Role) -> None:
    denied = (role is Role.READER and rpc in WRITE) or (
        role is not Role.OPERATOR and rpc in OPERATOR_ONLY
    )
    want = grpc.StatusCode.PERMISSION_DENIED if denied else grpc.StatusCode.OK
    assert _call(tenant, role, rpc, stored) == want


@pytest.mark.parametrize("rpc", sorted(CALLS))
def test_missing_or_unknown_keys_are_unauthenticated(tenant: Tenant, stored: str, rpc: str) -> None:
    assert _call(tenant, None, rpc, stored) == grpc.StatusCode.UNAUTHENTICATED
    unknown = _call(tenant, None, rpc, stored, key="mck_not-a-key")
    assert unknown == grpc.StatusCode.UNAUTHENTICATED


def test_refusals_say_what_is_needed(tenant: Tenant) -> None:
    server = tenant.server
    with tenant.channel(Role.READER) as channel, pytest.raises(grpc.RpcError) as err:
        pb_grpc.MemoryServiceStub(channel).Remember(CALLS["Remember"](""), timeout=30)
    assert err.value.details() == (
        "role 'reader' may not write memories; this needs role operator or agent"
    )
    with grpc.insecure_channel(server.address) as channel, pytest.raises(grpc.RpcError) as err:
        pb_grpc.MemoryServiceStub(channel).Recall(CALLS["Recall"](""), timeout=30)
    assert "send metadata 'authorization: Bearer <key>'" in (err.value.details() or "")
    with tenant.channel(Role.AGENT) as channel, pytest.raises(grpc.RpcError) as err:
        pb_grpc.MemoryServiceStub(channel).Remember(
            pb.RememberRequest(
                peer_id="alice",
                memory=pb.MemoryInput(content="Alice is banned", origin=pb.ORIGIN_OPERATOR),
            ),
            timeout=30,
        )
    assert err.value.code() == grpc.StatusCode.PERMISSION_DENIED
    assert "may not write origin 'operator'" in (err.value.details() or "")


def test_a_key_only_ever_sees_its_own_namespace(tenant: Tenant) -> None:
    other = new_tenant(tenant.server, "other")
    with tenant.channel() as channel:
        pb_grpc.MemoryServiceStub(channel).Remember(CALLS["Remember"](""), timeout=30)
        # The entry is there for its own namespace ...
        mine = pb_grpc.MemoryServiceStub(channel).Recall(CALLS["Recall"](""), timeout=30)
        assert [h.memory.content for h in mine.hits] == ["Alice sings in a choir"]
    with other.channel() as channel:
        stub = pb_grpc.MemoryServiceStub(channel)
        # ... and not for another, and naming it is refused: the key decides (the header
        # was ignored, so a CLI write with --namespace acme landed elsewhere, exit 0)
        assert list(stub.Recall(CALLS["Recall"](""), timeout=30).hits) == []
        with pytest.raises(grpc.RpcError) as refused:
            stub.Recall(
                CALLS["Recall"](""),
                timeout=30,
                metadata=(("x-memcue-namespace", tenant.namespace),),
            )
        assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
        assert "is not this key's" in (refused.value.details() or "")
        own = (("x-memcue-namespace", other.namespace),)
        assert list(stub.Recall(CALLS["Recall"](""), timeout=30, metadata=own).hits) == []


def test_keys_are_stored_hashed_and_private(server: MemcueServer) -> None:
    token = key_for(server, "default", Role.AGENT)
    path = server.app.settings.data_dir / "keys.json"
    text = path.read_text()
    assert token not in text and operator_key(server) not in text
    assert {r["role"] for r in json.loads(text)["keys"]} == {"operator", "agent"}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE((server.app.settings.data_dir / "operator.key").stat().st_mode) == 0o600


def test_a_key_with_an_expiry_stops_working_then_and_says_so(
    shared_server: MemcueServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A key handed to a contractor's agent, or rotated every 90 days, stops at its time
    with a message that says it expired (not "unknown"); a key without one is written as
    before, so an older version still reads the file."""
    store = Keystore(shared_server.app.settings.data_dir / "keys.json")
    _, token = store.create("expiring", Role.AGENT, expires_at=utcnow() + timedelta(seconds=2))
    with MemcueClient(shared_server.address, timeout=10, api_key=token) as mc:
        assert mc.status().role == "agent"
        time.sleep(2.2)
        with pytest.raises(Unauthenticated, match=r"key key-\d+-\w+ expired at .* UTC"):
            mc.status()
    for bad in (utcnow() - timedelta(minutes=1), datetime(2099, 1, 1)):  # past; no zone
        with pytest.raises(InvalidArgument, match="not a time to come"):
            store.create("expiring", Role.AGENT, expires_at=bad)
    rows = json.loads(store.path.read_text())["keys"]
    assert all("expires_at" not in r for r in rows if r["namespace"] != "expiring")

    from service import cli

    keys = tmp_path / "keys.json"
    args = ["keys", "--data-dir", str(tmp_path)]
    assert cli.main([*args, "create", "--namespace", "acme", "--role", "agent",
                     "--expires-in", "90d"]) == 0  # fmt: skip
    assert ", expires 20" in capsys.readouterr().out
    assert cli.main([*args, "list"]) == 0
    assert "  expires 20" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main([*args, "create", "--namespace", "acme", "--role", "agent",
                  "--expires-in", "soon"])  # fmt: skip
    assert "is not a duration or a date" in capsys.readouterr().err
    assert len(json.loads(keys.read_text())["keys"]) == 1
