"""Forget(peer): the peer's content is gone from every file under the data dir; others stay."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from service.adapters.activitywatch import bucket_id
from service.domain import Fact, Origin, Partition, Role
from service.errors import InvalidArgument, PermissionDenied
from tests.conftest import aw_events, connect, key_for

CANARY = "canary-5d1e9b7c-quetzal"


def _grep(root: Path, needle: bytes) -> list[str]:
    found = []
    for dirpath, _, files in os.walk(root):
        for name in files:
            path = Path(dirpath) / name
            if needle in path.read_bytes():
                found.append(str(path.relative_to(root)))
    return found


def test_forget_leaves_no_trace_and_keeps_other_peers(server_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    srv = server_factory(data)
    with connect(srv) as mc:
        mc.remember("alice", f"Alice's secret word is {CANARY}", source_refs=[f"{CANARY}:1"])
        mc.remember(
            "alice",
            f"{CANARY} is what Alice calls her bike",
            attributes={"note": CANARY},
            fact=Fact("Alice", "calls her bike", CANARY),
            idempotency_key="k1",
        )
        mc.remember("alice", f"Alice calls her bike {CANARY}", origin=Origin.PEER)
        mc.remember("alice", "I have 2 kids")
        mc.remember("alice", "I have 3 kids")  # supersedes: still counted
        kept = mc.remember("bob", "Bob grows tomatoes on his balcony").memory
        assert srv.app.log.flush(timeout_s=30)
        assert _grep(data, CANARY.encode()) == []  # sealed at rest even before Forget

        agent = key_for(srv, "default", Role.AGENT)
        with connect(srv, agent) as agent_client, pytest.raises(PermissionDenied):
            agent_client.forget("alice")

        stored = len(list(mc.iter_all("alice", include_superseded=True)))
        assert stored >= 4
        assert mc.forget("alice") == stored
        assert list(mc.iter_all("alice", include_superseded=True)) == []
        assert mc.recall("alice", "bike") == []
    assert srv.app.log.flush(timeout_s=30)
    # The peer's log bucket is gone; the namespace log records who forgot how many.
    assert aw_events(srv.app.aw_url, bucket_id(Partition("default", "alice"))) == []
    audit = aw_events(srv.app.aw_url, bucket_id(Partition("default", "")), srv.app.sealer)
    (forget,) = [e["data"] for e in audit if e["data"]["op"] == "forget"]
    assert forget["erased"] == stored and forget["by"] == "local-operator"
    assert "alice" not in str(forget)
    srv.stop()

    assert _grep(data, CANARY.encode()) == []
    assert _grep(data, b"Alice calls her bike") == []
    again = server_factory(data)
    with connect(again) as mc:
        assert mc.get("bob", kept.id).content == "Bob grows tomatoes on his balcony"
        assert mc.recall("bob", "what does he grow?")[0].memory.id == kept.id
        assert list(mc.iter_all("alice", include_superseded=True)) == []
        # The peer can start over: a new key, a new partition.
        assert mc.remember("alice", "Alice is new here").outcome.value == "created"


def test_forget_needs_a_peer(server) -> None:
    with connect(server) as mc, pytest.raises(InvalidArgument, match="peer_id is required"):
        mc.forget("")
