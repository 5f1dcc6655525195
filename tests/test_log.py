"""The log as a product: decision memory, temporal queries, and an outage that loses nothing."""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from datetime import UTC, datetime
from itertools import pairwise

import httpx
import pytest

from service.adapters.activitywatch import bucket_id
from service.api.server import MemcueServer
from service.client import MemcueClient
from service.domain import DedupMode, Partition
from service.errors import FailedPrecondition, InvalidArgument, NotFound, Unavailable
from service.gen.memcue.v1 import memory_pb2 as pb
from tests.conftest import aw_events, connect


def test_decisions_resolve_to_confirmed_dismissed_unactioned(
    server: MemcueServer, client: MemcueClient
) -> None:
    made = [
        client.record_event(
            "alice",
            "proposal_made",
            mode="wellbeing",
            text=text,
            next_action="suggest at 9am",
            rationale="she mentioned stress",
        )
        for text in ("Walk before the call", "Drink water", "Stretch at noon")
    ]
    ids = [m.proposal_id for m in made]
    assert all(i.startswith("p_") for i in ids) and len(set(ids)) == 3
    acted = client.record_event("alice", "action_taken", proposal_id=ids[0])
    dismissed = client.record_event("alice", "proposal_dismissed", proposal_id=ids[1])
    seqs = [*(m.seq for m in made), acted.seq, dismissed.seq]
    assert all(a < b for a, b in pairwise(seqs))  # logged in call order

    recent = client.recent_proposals("alice", mode="wellbeing")
    assert [p.proposal_id for p in recent] == ids[::-1]
    assert [p.outcome for p in recent] == [
        pb.PROPOSAL_OUTCOME_UNACTIONED,
        pb.PROPOSAL_OUTCOME_DISMISSED,
        pb.PROPOSAL_OUTCOME_CONFIRMED,
    ]
    assert recent[1].line == '- "Drink water" (dismissed, just now)'
    assert all(p.age_seconds < 60 for p in recent)
    assert client.recent_proposals("alice", mode="sales") == ()
    assert client.recent_proposals("bob") == ()

    with pytest.raises(NotFound, match="no proposal 'p_nope'"):
        client.record_event("alice", "action_taken", proposal_id="p_nope")
    with pytest.raises(InvalidArgument, match="reserved"):
        client.record_event("alice", "remember", text="x")
    # A proposal id already made is refused: it replaced the proposal and its outcome.
    with pytest.raises(FailedPrecondition, match="already made"):
        client.record_event("alice", "proposal_made", proposal_id=ids[0], text="Sell the house")
    recent = client.recent_proposals("alice", mode="wellbeing")
    assert recent[-1].proposal_id == ids[0] and recent[-1].outcome == pb.PROPOSAL_OUTCOME_CONFIRMED

    # With ActivityWatch down, recording and reading decisions still work: the event waits
    # in the outbox (the only thing in it) and reaches ActivityWatch once it is back.
    aw = server.app.aw_process
    assert aw is not None
    assert server.app.log.flush(timeout_s=30)
    aw.stop()
    late = client.record_event(
        "alice", "proposal_made", mode="wellbeing", text="Call mom", payload={"channel": "sms"}
    )
    assert late.logged and server.app.log.backlog() == 1
    assert client.recent_proposals("alice")[0].text == "Call mom"
    # The raw log itself cannot be read now: a retryable status that says so.
    with pytest.raises(Unavailable, match=r"ActivityWatch\) is not reachable: ConnectError"):
        client.query_events("alice")
    aw.start()
    assert server.app.log.flush(timeout_s=30)
    in_aw = aw_events(aw.url, bucket_id(Partition("default", "alice")), server.app.sealer)
    assert [e["data"]["seq"] for e in in_aw if e["data"].get("text") == "Call mom"] == [late.seq]
    events = client.query_events(
        "alice", kinds=["proposal_made", "action_taken", "proposal_dismissed"]
    )
    assert [e.kind for e in events.events][:2] == ["proposal_made", "proposal_dismissed"]
    assert len(events.events) == 6
    call_mom = json.loads(events.events[0].payload_json)
    assert call_mom["text"] == "Call mom" and call_mom["payload"] == {"channel": "sms"}
    by_proposal = client.query_events("alice", correlation_id=ids[0])
    assert [e.kind for e in by_proposal.events] == ["action_taken", "proposal_made"]


def test_query_events_by_kind_time_and_page(tenant_client: MemcueClient) -> None:
    client = tenant_client
    start = datetime.now(UTC)
    for i in range(5):
        client.remember("alice", f"Alice visited museum {chr(65 + i)}", dedup=DedupMode.OFF)
    client.record_event("alice", "note_taken", text="asked about museums")
    seen: list[int] = []
    token = ""
    while True:
        page = client.query_events("alice", kinds=["remember"], page_size=2, page_token=token)
        seen.extend(e.seq for e in page.events)
        token = page.next_page_token
        if not token:
            break
    # Every remember once (no event repeated or skipped at a page boundary), newest first.
    assert len(set(seen)) == len(seen) == 5 and seen == sorted(seen, reverse=True)
    everything = client.query_events("alice", start=start)
    assert everything.events[0].kind == "note_taken"
    assert len(everything.events) == 6
    assert client.query_events("alice", end=start).events == []
    # The widest range a client can send reads everything (aw-server answered 500 to year 1,
    # which came back as UNAVAILABLE, "not reachable").
    deadline = time.monotonic() + 30
    while client.status().log_backlog and time.monotonic() < deadline:
        time.sleep(0.1)  # in ActivityWatch, not only in the outbox
    first, last = datetime(1, 1, 1, tzinfo=UTC), datetime(9999, 12, 31, 23, 59, tzinfo=UTC)
    assert len(client.query_events("alice", start=first).events) == 6
    assert len(client.query_events("alice", start=first, end=last).events) == 6
    with pytest.raises(InvalidArgument, match="page_token"):
        client.query_events("alice", page_token="garbage")


def test_query_events_pages_hold_each_event_once(tenant_client: MemcueClient) -> None:
    """A page whose first read held too few matches read again with a larger limit, and kept
    the first read's events beside the second's: seqs came back twice."""
    client = tenant_client
    client.remember_batch("bea", [f"Item {i} weighs {i} grams" for i in range(60)])
    client.record_event("bea", "proposal_made", text="A")
    for _ in range(30):
        client.record_event("bea", "note_taken")
    client.record_event("bea", "proposal_made", text="B")
    sparse = [e.seq for e in client.query_events("bea", kinds=["proposal_made"]).events]
    assert len(sparse) == len(set(sparse)) == 2
    seen: list[int] = []
    token = ""
    while True:
        page = client.query_events("bea", page_size=7, page_token=token)
        seen.extend(e.seq for e in page.events)
        token = page.next_page_token
        if not token:
            break
    assert len(seen) == len(set(seen)) and seen == sorted(seen, reverse=True)
    assert len(seen) >= 92  # 60 writes, 32 events


@pytest.mark.slow
def test_an_activitywatch_outage_loses_nothing(server: MemcueServer) -> None:
    """Stops the real aw-server while 1,000 writes go in; every write's event ends up in
    ActivityWatch exactly once, in sequence order."""
    aw = server.app.aw_process
    assert aw is not None
    written: list[str] = []
    lock = threading.Lock()

    def writer(offset: int) -> None:
        with connect(server) as mc:
            for i in range(offset, 1000, 4):
                r = mc.remember(
                    f"peer{i % 3}", f"Observation number {i} about the garden", dedup=DedupMode.OFF
                )
                with lock:
                    written.append(r.memory.id)

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    while len(written) < 200:
        time.sleep(0.05)
    aw.stop()
    stopped_at = len(written)
    while len(written) < 800 and any(t.is_alive() for t in threads):
        time.sleep(0.05)
    backlog = server.app.log.backlog()
    with connect(server) as mc:
        status = mc.status()
    assert status.log_backlog >= backlog > 0 and status.log_error  # an operator can see it
    aw.start()
    for t in threads:
        t.join()
    assert len(written) == 1000
    assert stopped_at < 1000 and backlog > 0  # the outage really held events back
    started = time.monotonic()
    assert server.app.log.flush(timeout_s=120)
    drain_s = time.monotonic() - started
    print(f"outage: {backlog} events held back, drained in {drain_s:.1f}s")

    ids: list[str] = []
    for p in range(3):
        events = aw_events(aw.url, bucket_id(Partition("default", f"peer{p}")), server.app.sealer)
        events.sort(key=lambda e: e["id"])  # aw-server's insertion order
        seqs = [e["data"]["seq"] for e in events]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
        ids.extend(e["data"]["memory"]["id"] for e in events)
    assert sorted(ids) == sorted(written)  # each write exactly once
    assert server.app.log.backlog() == 0


def test_an_aw_server_that_dies_on_its_own_is_started_again(
    server: MemcueServer, client: MemcueClient
) -> None:
    """It used to stay dead (a zombie) with health SERVING and the backlog growing until a
    restart; the watchdog starts it again on the same port, and the held events go out."""
    aw = server.app.aw_process
    assert aw is not None and aw.pid is not None
    first = client.remember("alice", "Alice keeps bees", dedup=DedupMode.OFF)
    os.killpg(aw.pid, signal.SIGKILL)  # not a stop of ours: a crash, an OOM kill
    during = client.remember("alice", "Alice sells honey at the market", dedup=DedupMode.OFF)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not _answers(aw.url):
        time.sleep(0.2)
    assert _answers(aw.url)
    assert server.app.log.flush(timeout_s=30), server.app.log.last_error
    bucket = bucket_id(Partition("default", "alice"))
    logged = {e["data"]["memory"]["id"] for e in aw_events(aw.url, bucket, server.app.sealer)}
    assert {first.memory.id, during.memory.id} <= logged
    assert client.query_events("alice", kinds=["remember"]).events


def _answers(url: str) -> bool:
    try:
        return httpx.get(f"{url}/api/0/info", timeout=1).status_code == 200
    except httpx.HTTPError:
        return False
