"""The ActivityWatch log adapter: against a scripted transport, then against a real aw-server."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from service.adapters.activitywatch import ActivityWatchLog, bucket_id
from service.adapters.aw_process import AwServerProcess
from service.adapters.outbox import Outbox
from service.crypto import PeerKeys, Sealer
from service.domain import Partition
from service.errors import Unavailable
from tests.conftest import aw_events

ALICE = Partition("acme", "alice@example.com")
BOB = Partition("acme", "bob")


class FakeActivityWatch:
    """Just enough of aw-server's REST API, with a switch to make it fail like an outage."""

    def __init__(self) -> None:
        self.buckets: dict[str, list[dict[str, Any]]] = {}
        self.bucket_creates = 0
        self.event_posts = 0
        self.down = False
        self.lock = threading.Lock()

    def handler(self, request: httpx.Request) -> httpx.Response:
        if self.down:
            raise httpx.ConnectError("connection refused", request=request)
        parts = request.url.path.strip("/").split("/")  # api/0/buckets/<id>[/events]
        if len(parts) == 3:  # the list of buckets
            with self.lock:
                return httpx.Response(200, json={b: {"id": b} for b in self.buckets})
        bucket = parts[3]
        with self.lock:
            if request.method == "POST" and len(parts) == 4:
                self.bucket_creates += 1
                if bucket in self.buckets:
                    return httpx.Response(304)
                self.buckets[bucket] = []
                return httpx.Response(200)
            if bucket not in self.buckets:
                return httpx.Response(404, json={"message": "no such bucket"})
            if request.method == "POST":
                self.event_posts += 1
                self.buckets[bucket].extend(json.loads(request.content))
                return httpx.Response(200, json=None)
            newest_first = list(reversed(self.buckets[bucket]))
            limit = int(request.url.params.get("limit", "-1"))
            return httpx.Response(200, json=newest_first if limit < 0 else newest_first[:limit])

    def seqs(self, bucket: str) -> list[int]:
        return [e["data"]["seq"] for e in self.buckets.get(bucket, [])]


def _sealer(tmp_path: Path) -> Sealer:
    return Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))


def _log(fake: FakeActivityWatch, tmp_path: Path) -> ActivityWatchLog:
    http = httpx.Client(base_url="http://aw.test", transport=httpx.MockTransport(fake.handler))
    return ActivityWatchLog(
        http, tmp_path / "outbox.sqlite3", _sealer(tmp_path), max_backoff_s=0.05
    )


def _opened(
    tmp_path: Path, events: list[dict[str, Any]], partition: Partition
) -> list[dict[str, Any]]:
    """Event data of `partition`'s bucket with the sealed part opened (what a replay sees)."""
    sealer = _sealer(tmp_path)
    out = []
    for e in events:
        d = dict(e["data"])
        assert "peer_id" not in d  # the bucket names the partition
        d.update(json.loads(sealer.open(partition, d.pop("sealed"))))
        out.append(d)
    sealer.close()
    return out


def test_events_arrive_in_sequence_order_per_partition(tmp_path: Path) -> None:
    fake = FakeActivityWatch()
    log = _log(fake, tmp_path)
    appended = [log.append("remember", ALICE if i % 3 else BOB, {"i": i}) for i in range(30)]
    assert log.flush(timeout_s=10)
    assert [e.seq for e in appended] == sorted(e.seq for e in appended)
    for part in (ALICE, BOB):
        want = [e.seq for e in appended if e.partition == part]
        assert fake.seqs(bucket_id(part)) == want
    # The peer id (an e-mail address here) is not part of the bucket id.
    assert "alice" not in bucket_id(ALICE)
    read = log.read(ALICE, limit=100)
    assert [e.seq for e in read] == sorted(
        (e.seq for e in appended if e.partition == ALICE), reverse=True
    )
    assert read[0].data == {"i": 29} and read[0].op == "remember"
    log.close()


def test_outage_loses_nothing_and_duplicates_nothing(tmp_path: Path) -> None:
    fake = FakeActivityWatch()
    log = _log(fake, tmp_path)
    log.append("remember", ALICE, {"i": 0})
    assert log.flush(timeout_s=10)
    fake.down = True
    for i in range(1, 50):
        log.append("remember", ALICE, {"i": i})  # never raises while ActivityWatch is down
    assert not log.flush(timeout_s=0.3)
    assert log.backlog() == 49 and log.last_error == "ConnectError"
    fake.down = False
    assert log.flush(timeout_s=10)
    assert [d["i"] for d in _opened(tmp_path, fake.buckets[bucket_id(ALICE)], ALICE)] == list(
        range(50)
    )
    log.close()


def test_interleaved_peers_are_sent_one_request_per_peer(tmp_path: Path) -> None:
    """Concurrent writers on different peers interleave in the outbox; each peer's events
    still go in one request per send (not one per event), in sequence order."""
    fake = FakeActivityWatch()
    fake.down = True
    log = _log(fake, tmp_path)
    appended = [log.append("remember", (ALICE, BOB)[i % 2], {"i": i}) for i in range(30)]
    assert not log.flush(timeout_s=0.3)
    fake.down = False
    assert log.flush(timeout_s=10)
    assert fake.event_posts == 2
    for part in (ALICE, BOB):
        assert fake.seqs(bucket_id(part)) == [e.seq for e in appended if e.partition == part]
    log.close()


def test_outbox_survives_restart_and_skips_what_the_log_already_has(tmp_path: Path) -> None:
    fake = FakeActivityWatch()
    fake.down = True
    log = _log(fake, tmp_path)
    for i in range(10):
        log.append("remember", ALICE, {"i": i})
    log.close()
    # Simulate a crash after the first 4 were POSTed but before the outbox dropped them.
    outbox = Outbox(tmp_path / "outbox.sqlite3")
    rows = outbox.peek(100)
    outbox.close()
    fake.buckets[bucket_id(ALICE)] = [
        {"timestamp": r.at, "duration": 0, "data": {**r.payload, "peer_id": None}} for r in rows[:4]
    ]
    for event in fake.buckets[bucket_id(ALICE)]:
        del event["data"]["peer_id"]  # as sent: the bucket names the partition
    fake.down = False
    log = _log(fake, tmp_path)
    assert log.flush(timeout_s=10)
    assert [d["i"] for d in _opened(tmp_path, fake.buckets[bucket_id(ALICE)], ALICE)] == list(
        range(10)
    )
    # Sequence numbers keep growing after a restart; they are never reused.
    assert log.append("remember", ALICE, {"i": 10}).seq > rows[-1].seq
    log.close()


def test_concurrent_appends_each_get_their_own_committed_rows(tmp_path: Path) -> None:
    """Appends that arrive together share a commit: every caller still gets exactly its own
    sequence numbers, in order, with its own payloads, all durable once it returns."""
    outbox = Outbox(tmp_path / "outbox.sqlite3")
    got: dict[int, list[int]] = {}

    def writer(w: int) -> None:
        seqs: list[int] = []
        for i in range(40):

            def build(seq: int, i: int = i) -> dict[str, Any]:
                return {"w": w, "i": i, "seq": seq}

            seqs += outbox.append(f"b{w}", "2026-01-01T00:00:00Z", [build, build])
        got[w] = seqs

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    outbox.close()
    reopened = Outbox(tmp_path / "outbox.sqlite3")
    rows = {r.seq: r for r in reopened.peek(10_000)}
    reopened.close()
    assert len(rows) == 8 * 40 * 2
    for w, seqs in got.items():
        assert seqs == sorted(seqs) and len(seqs) == 80
        assert [rows[s].payload["i"] for s in seqs] == [i for i in range(40) for _ in range(2)]
        assert {rows[s].bucket for s in seqs} == {f"b{w}"}
        assert all(rows[s].payload == {"w": w, "i": rows[s].payload["i"], "seq": s} for s in seqs)


def test_a_bad_payload_in_a_shared_commit_fails_only_its_caller(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "outbox.sqlite3")
    release = threading.Event()
    results: dict[str, object] = {}

    def slow(seq: int) -> dict[str, Any]:
        release.wait(10)  # holds the commit open while the others queue behind it
        return {"who": "first"}

    def bad(seq: int) -> dict[str, Any]:
        return {"who": object()}  # not JSON

    def append(name: str, build: Any) -> None:
        try:
            results[name] = outbox.append("b", "2026-01-01T00:00:00Z", [build])
        except Exception as exc:
            results[name] = exc

    first = threading.Thread(target=append, args=("first", slow))
    first.start()
    others = [
        threading.Thread(target=append, args=(name, build))
        for name, build in (
            ("good1", lambda seq: {"who": "good1"}),
            ("bad", bad),
            ("good2", lambda seq: {"who": "good2"}),
        )
    ]
    for t in others:
        t.start()
    deadline = time.monotonic() + 10
    while len(outbox._appends) < 3 and time.monotonic() < deadline:  # all three queued
        time.sleep(0.01)
    release.set()
    for t in [first, *others]:
        t.join()
    assert isinstance(results["bad"], TypeError)
    stored = {r.payload["who"] for r in outbox.peek(100)}
    assert stored == {"first", "good1", "good2"}
    for name in ("first", "good1", "good2"):
        got = results[name]
        assert isinstance(got, list) and len(got) == 1
    outbox.close()


def test_against_a_real_aw_server(tmp_path: Path, aw_server: AwServerProcess) -> None:
    log = ActivityWatchLog.connect(aw_server.url, tmp_path / "outbox.sqlite3", _sealer(tmp_path))
    for i in range(5):
        log.append("remember", ALICE, {"memory": {"content": f"fact {i}"}})
    log.append("delete", ALICE, {"id": "m_1"})
    assert log.flush(timeout_s=20)
    events = aw_events(aw_server.url, bucket_id(ALICE))
    assert [e["data"]["op"] for e in events] == ["delete"] + ["remember"] * 5
    assert "fact 0" not in str(events)  # sealed with the peer's key
    assert ALICE.peer_id not in json.dumps(events)  # nor its id: the bucket names it
    assert _opened(tmp_path, events, ALICE)[-1]["memory"]["content"] == "fact 0"
    assert [e.data.get("id") for e in log.read(ALICE, limit=1)] == ["m_1"]
    assert log.read(BOB) == []
    log.close()


@pytest.mark.parametrize("status", [500, 503])
def test_server_errors_are_retried(tmp_path: Path, status: int) -> None:
    fake = FakeActivityWatch()
    failures = {"left": 3}

    def flaky(request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and request.url.path.endswith("/events") and failures["left"]:
            failures["left"] -= 1
            return httpx.Response(status)
        return fake.handler(request)

    http = httpx.Client(base_url="http://aw.test", transport=httpx.MockTransport(flaky))
    log = ActivityWatchLog(http, tmp_path / "outbox.sqlite3", _sealer(tmp_path), max_backoff_s=0.05)
    log.append("remember", ALICE, {"i": 1})
    assert log.flush(timeout_s=10)
    assert fake.seqs(bucket_id(ALICE)) == [1]
    log.close()


def test_a_read_that_fails_once_is_retried_not_reported_as_an_outage(tmp_path: Path) -> None:
    """aw-server now and then fails a read racing the sender's writes (a 5xx, a dropped
    connection); QueryEvents must not turn that into UNAVAILABLE."""
    fake = FakeActivityWatch()
    failures = iter([httpx.Response(500), None])

    def flaky(request: httpx.Request) -> httpx.Response:
        if request.method == "GET":
            failure = next(failures, None)
            if failure is not None:
                return failure
            if request.url.params.get("limit") == "7":
                raise httpx.ReadError("connection reset", request=request)
        return fake.handler(request)

    http = httpx.Client(base_url="http://aw.test", transport=httpx.MockTransport(flaky))
    log = ActivityWatchLog(http, tmp_path / "outbox.sqlite3", _sealer(tmp_path), max_backoff_s=0.05)
    log.append("remember", ALICE, {"i": 1})
    assert log.flush(timeout_s=10)
    assert [e.seq for e in log.read(ALICE)] == [1]  # a 500, then the answer
    with pytest.raises(Unavailable, match=r"ActivityWatch.*ReadError"):  # one that persists
        log.read(ALICE, limit=7)
    log.close()


class _ForgetDuringSend(FakeActivityWatch):
    """Holds the sender inside its first bucket create until the test has run a Forget, the
    interleaving of a Forget that lands while the sender posts that peer's last events."""

    def __init__(self, held: str) -> None:
        super().__init__()
        self.held, self.in_create, self.forgotten = held, threading.Event(), threading.Event()

    def handler(self, request: httpx.Request) -> httpx.Response:
        parts = request.url.path.strip("/").split("/")
        if request.method == "DELETE":
            with self.lock:
                gone = self.buckets.pop(parts[3], None)
            return httpx.Response(200 if gone is not None else 404)
        creating = request.method == "POST" and len(parts) == 4
        if creating and parts[3] == self.held and not self.forgotten.is_set():
            self.in_create.set()
            self.forgotten.wait(10)
        return super().handler(request)


def test_a_forget_during_a_send_does_not_stall_the_log(tmp_path: Path) -> None:
    """The send that began before the Forget recreates the bucket; the Forget's deletion then
    removes it. A later write of the same peer id, and every other peer's, must still arrive
    (the sender used to believe the deleted bucket existed and retried a 404 forever)."""
    fake = _ForgetDuringSend(bucket_id(ALICE))
    log = _log(fake, tmp_path)
    log.append("remember", ALICE, {"i": 0})
    assert fake.in_create.wait(10)
    log.forget(ALICE)
    fake.forgotten.set()
    log.append("remember", ALICE, {"i": 1})
    log.append("remember", BOB, {"i": 2})
    assert log.flush(timeout_s=10), log.last_error
    assert [d["i"] for d in _opened(tmp_path, fake.buckets[bucket_id(BOB)], BOB)] == [2]
    assert [d["i"] for d in _opened(tmp_path, fake.buckets[bucket_id(ALICE)], ALICE)] == [1]
    log.close()


def test_a_read_between_a_forget_and_the_bucket_deletion_skips_what_cannot_be_opened(
    tmp_path: Path,
) -> None:
    """ActivityWatch keeps a forgotten peer's bucket until the sender deletes it; QueryEvents
    in between answered UNAVAILABLE ("not reachable") on the events sealed with the destroyed
    key. The peer written again meanwhile reads back its new events only."""
    fake = FakeActivityWatch()
    sealer = _sealer(tmp_path)
    http = httpx.Client(base_url="http://aw.test", transport=httpx.MockTransport(fake.handler))
    log = ActivityWatchLog(http, tmp_path / "outbox.sqlite3", sealer, max_backoff_s=0.05)
    log.append("remember", ALICE, {"i": 0})
    assert log.flush(timeout_s=10)
    assert sealer.forget(ALICE)  # the key is gone; the bucket's deletion is not queued yet
    assert log.read(ALICE) == []
    log.append("remember", ALICE, {"i": 1})
    assert [e.data for e in log.read(ALICE)] == [{"i": 1}]
    log.close()


def test_a_peer_being_erased_is_not_offered_for_replay(tmp_path: Path) -> None:
    """A crash between a Forget's first durable step and the log's own leaves the peer's
    bucket in ActivityWatch, readable: a rebuild must not bring the peer back from it."""
    fake = FakeActivityWatch()
    log = _log(fake, tmp_path)
    log.append("remember", ALICE, {"i": 1})
    log.append("remember", BOB, {"i": 2})
    assert log.flush(timeout_s=10)
    assert log.buckets() == sorted([bucket_id(ALICE), bucket_id(BOB)])
    _sealer(tmp_path).begin_erasure(ALICE)
    assert log.buckets() == [bucket_id(BOB)]
    log.close()


def test_a_second_process_on_a_live_data_dir_leaves_its_aw_server_alone(tmp_path: Path) -> None:
    """Starting a second service (or a script) on a data dir in use stopped the live
    service's aw-server as an 'orphan' and left it without its log; an aw-server whose
    owner still runs is refused instead (one whose owner died is still stopped: the
    SIGKILL tests in test_crash.py restart on such a data dir)."""
    aw = AwServerProcess(tmp_path / "activitywatch")
    aw.start()
    try:
        second = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from pathlib import Path; "
                "from service.adapters.aw_process import AwServerProcess; "
                "AwServerProcess(Path(sys.argv[1])).start()",
                str(tmp_path / "activitywatch"),
            ],
            cwd=Path(__file__).resolve().parent.parent,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert second.returncode != 0 and "is in use" in second.stderr
        assert httpx.get(f"{aw.url}/api/0/info", timeout=5).status_code == 200
    finally:
        aw.stop()


def test_buckets_are_read_back_by_their_partitions_with_or_without_a_peer_id(
    tmp_path: Path,
) -> None:
    """Events are sent without the peer id (aw-server kept a forgotten peer's e-mail address
    in its free pages and WAL); a bucket is read back as the partition with a key whose hash
    names it, and events sent by a version before this one, with the id, still read."""
    fake = FakeActivityWatch()
    log = _log(fake, tmp_path)
    log.append("remember", ALICE, {"i": 1})
    log.append("remember", Partition("acme", ""), {"i": 2})
    assert log.flush(timeout_s=10)
    assert ALICE.peer_id not in json.dumps(fake.buckets)
    legacy = dict(fake.buckets[bucket_id(ALICE)][0])
    legacy["data"] = {**legacy["data"], "seq": 999, "peer_id": ALICE.peer_id}
    fake.buckets[bucket_id(ALICE)].append(legacy)
    read = log.read_bucket(bucket_id(ALICE))
    assert len(read) == 2 and 999 in {e.seq for e in read}
    assert {e.partition for e in read} == {ALICE} and {e.data["i"] for e in read} == {1}
    assert [e.partition for e in log.read_bucket(bucket_id(Partition("acme", "")))] == [
        Partition("acme", "")
    ]
    assert log.read_bucket(bucket_id(Partition("acme", "nobody"))) == []
    log.close()
