"""EventLog on ActivityWatch (aw-server REST API), fed through the durable local outbox.

Bucket layout: one bucket per partition (namespace, peer), id `memcue.<namespace>.p-<h>`
where h is a hash of the peer id (peer ids may be e-mail addresses; bucket ids are visible
in aw-server's UI and URLs), and `memcue.<namespace>.ns` for namespace-wide entries. Each
event is `{timestamp: when it happened, duration: 0, data: {seq, op, namespace, at, sealed}}`;
`seq` is the global sequence number from the outbox. The peer id is not in it: aw-server's
SQLite keeps a deleted bucket's rows in free pages and its WAL (a forgotten peer's e-mail
address stayed there hundreds of times), so a bucket is read back as the partition whose
hash names it, among those with a key (`Sealer.partitions`).

We talk to aw-server with httpx rather than aw-client: aw-client takes a process-wide lock
per (name, host, port) that exits the process on a clash, and httpx lets the adapter tests
swap in `httpx.MockTransport`.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import structlog

from service.adapters.outbox import Outbox, OutboxRow
from service.crypto import Sealer
from service.domain import LogEvent, Partition, utcnow
from service.errors import FailedPrecondition, Unavailable
from service.ports import Metrics, NoMetrics

log = structlog.get_logger(__name__)

BUCKET_TYPE = "memcue.log.v1"
CLIENT_NAME = "memcue"
_SEND_BATCH = 500


def bucket_id(partition: Partition) -> str:
    if not partition.peer_id:
        return f"memcue.{partition.namespace}.ns"
    digest = hashlib.sha256(partition.peer_id.encode()).hexdigest()[:24]
    return f"memcue.{partition.namespace}.p-{digest}"


def _to_event(raw: dict[str, Any], sealer: Sealer, partition: Partition | None) -> LogEvent:
    """`partition`: the bucket's, for events sent without their peer id; events in the
    outbox, and those a version before this one sent, carry it."""
    data = dict(raw["data"])
    namespace = data.pop("namespace")
    peer_id = data.pop("peer_id", None)
    if peer_id is not None:
        partition = Partition(namespace, peer_id)
    elif partition is None:
        raise FailedPrecondition("an event of a bucket whose peer has no key (forgotten)")
    sealed = data.pop("sealed", None)
    if sealed is not None:
        data.update(sealer.open_json(partition, sealed))
    return LogEvent(
        seq=int(data.pop("seq")),
        op=str(data.pop("op")),
        partition=partition,
        at=datetime.fromisoformat(data.pop("at")),
        data=data,
    )


def _sent(payload: Mapping[str, Any]) -> dict[str, Any]:
    """An outbox row's payload as ActivityWatch gets it: without the peer id (the bucket
    names the partition)."""
    return {k: v for k, v in payload.items() if k != "peer_id"}


_FIRST = datetime(1970, 1, 1, tzinfo=UTC)
_LAST = datetime(3000, 1, 1, tzinfo=UTC)


class ActivityWatchLog:
    """Appends go to the outbox (durable at once); a sender thread drains it in seq order."""

    def __init__(
        self,
        http: httpx.Client,
        outbox_path: Path,
        sealer: Sealer,
        *,
        hostname: str = "memcue",
        max_backoff_s: float = 5.0,
        send: bool = True,
        metrics: Metrics | None = None,
        linger_s: float = 0.0,
    ) -> None:
        """`send=False` makes a read-only reader (batch jobs): the running service owns the
        outbox and is the only one that drains it. `metrics` counts failed sends.

        `linger_s`: how long the sender waits after a quiet spell before it sends, so one
        POST carries the events of many writes. A POST and aw-server's handling of it cost
        about as much CPU as a write itself, and sending each write's events on its own
        slowed the next write by several milliseconds. Nothing waits for a send: reads
        merge the outbox, and the outbox is what makes a write durable."""
        self._metrics: Metrics = metrics or NoMetrics()
        self._http = http
        self._sealer = sealer
        self._outbox = Outbox(outbox_path)
        self._hostname = hostname
        self._max_backoff = max_backoff_s
        self._linger_s = linger_s
        self._hurry = threading.Event()
        self._known_buckets: set[str] = set()
        self._bucket_partitions: dict[str, Partition] = {}
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._idle = threading.Condition()
        self._last_error = ""
        self._thread = threading.Thread(target=self._run, name="memcue-log-sender", daemon=True)
        if send:
            self._thread.start()

    @classmethod
    def connect(
        cls,
        url: str,
        outbox_path: Path,
        sealer: Sealer,
        *,
        timeout_s: float = 5.0,
        send: bool = True,
        metrics: Metrics | None = None,
        linger_s: float = 0.0,
    ) -> ActivityWatchLog:
        return cls(
            httpx.Client(base_url=url, timeout=timeout_s),
            outbox_path,
            sealer,
            send=send,
            metrics=metrics,
            linger_s=linger_s,
        )

    # -- EventLog port -------------------------------------------------------------------

    def append(
        self, op: str, partition: Partition, data: Mapping[str, Any], *, pending: bool = False
    ) -> LogEvent:
        return self.append_many(partition, [(op, data)], pending=pending)[0]

    def append_many(
        self,
        partition: Partition,
        items: Sequence[tuple[str, Mapping[str, Any]]],
        *,
        pending: bool = False,
    ) -> list[LogEvent]:
        at = utcnow()
        # Everything but the envelope is sealed with the peer's key (crypto-shredding).
        sealed = [self._sealer.seal_json(partition, dict(data)) for _, data in items]
        builders = [
            (lambda seq, op=op, s=s: LogEvent(seq, op, partition, at, {"sealed": s}).payload())
            for (op, _), s in zip(items, sealed, strict=True)
        ]
        seqs = self._outbox.append(bucket_id(partition), at.isoformat(), builders, pending=pending)
        self._wake.set()
        return [
            LogEvent(seq, op, partition, at, d) for seq, (op, d) in zip(seqs, items, strict=True)
        ]

    def read(
        self,
        partition: Partition,
        *,
        start: datetime | None = None,
        end: datetime | None = None,
        limit: int = 1000,
    ) -> list[LogEvent]:
        params: dict[str, str | int] = {"limit": limit}
        # Every event is stamped when it is written, so bounds outside this service's
        # lifetime filter nothing; sent as given, aw-server answers 500 to 0001-01-01.
        if start is not None and start > _FIRST:
            params["start"] = start.isoformat()
        if end is not None and end < _LAST:
            params["end"] = end.isoformat()
        bucket = bucket_id(partition)
        # The outbox first, then ActivityWatch: an event reaches ActivityWatch before it
        # leaves the outbox, so read in this order it is seen at least once (read the other
        # way round, one sent in between was in neither answer).
        events = {
            e.seq: e
            for e in self.pending(bucket)
            if (start is None or e.at >= start) and (end is None or e.at <= end)
        }
        # An outage (no connection, a 5xx that outlived the retries, a body that is not
        # JSON) is UNAVAILABLE, which tells the caller to retry; anything else is a bug and
        # must not be dressed up as one.
        try:
            resp = self._read_events(bucket, params)
            if resp.status_code not in (200, 404):
                resp.raise_for_status()
            raws = resp.json() if resp.status_code == 200 else []
        except (httpx.HTTPError, ValueError) as exc:
            raise Unavailable(
                f"the event log (ActivityWatch) is not reachable: {type(exc).__name__}"
            ) from exc
        events.update((e.seq, e) for e in self._opened(raws, partition))
        # The log is ActivityWatch plus what the outbox has not delivered yet.
        return sorted(events.values(), key=lambda e: e.seq, reverse=True)[:limit]

    def _read_events(self, bucket: str, params: Mapping[str, str | int]) -> httpx.Response:
        """GET a bucket's events, retried twice on a transient failure: aw-server (Flask over
        SQLite) now and then fails a read that races the sender's writes to the same bucket
        with a 5xx or a dropped connection, and a reader should not see that as an outage."""
        for attempt in range(3):
            try:
                resp = self._http.get(f"/api/0/buckets/{bucket}/events", params=dict(params))
            except httpx.TransportError as exc:
                if attempt == 2:
                    raise
                log.warning("activitywatch.read_retry", error=type(exc).__name__)
            else:
                if resp.status_code < 500 or attempt == 2:
                    return resp
                log.warning("activitywatch.read_retry", status=resp.status_code)
            time.sleep(0.1 * 3**attempt)
        raise AssertionError("unreachable")

    def buckets(self) -> list[str]:
        """Every Memcue bucket with events to replay: those in ActivityWatch and those whose
        events all still wait in the outbox (a peer first written just before a crash), less
        the buckets of forgotten peers still queued for deletion or being erased."""
        resp = self._http.get("/api/0/buckets/")
        resp.raise_for_status()
        known = {b for b in resp.json() if b.startswith("memcue.")} | set(self._outbox.buckets())
        erasing = {bucket_id(p) for p, _ in self._sealer.erasures()}
        return sorted(known - set(self._outbox.buckets_to_delete()) - erasing)

    def read_bucket(
        self, bucket: str, *, end: datetime | None = None, limit: int = 5000
    ) -> list[LogEvent]:
        """One page of a bucket, newest first, opened with the peers' keys; events of a
        forgotten peer (key destroyed) are skipped."""
        params: dict[str, str | int] = {"limit": limit}
        if end is not None:
            params["end"] = end.isoformat()
        resp = self._read_events(bucket, params)
        if resp.status_code == 404:
            return []
        resp.raise_for_status()
        return self._opened(resp.json(), self._partition_of(bucket))

    def _partition_of(self, bucket: str) -> Partition | None:
        """The partition a bucket's name stands for; None for a peer without a key (its
        events cannot be opened anyway)."""
        prefix, ns_suffix = "memcue.", ".ns"
        if bucket.startswith(prefix) and bucket.endswith(ns_suffix):
            return Partition(bucket[len(prefix) : -len(ns_suffix)], "")
        found = self._bucket_partitions.get(bucket)
        if found is None:
            self._bucket_partitions = {bucket_id(p): p for p in self._sealer.partitions()}
            found = self._bucket_partitions.get(bucket)
        return found

    def _opened(
        self, raws: Sequence[dict[str, Any]], partition: Partition | None
    ) -> list[LogEvent]:
        """Events opened with their peers' keys. A forgotten peer's events cannot be opened
        (its key is destroyed) and are skipped: its bucket stays in ActivityWatch until the
        sender deletes it, a moment after the Forget, and a read in between (QueryEvents
        right after a Forget, a rebuild) must not fail on them."""
        out = []
        for raw in raws:
            try:
                out.append(_to_event(raw, self._sealer, partition))
            except FailedPrecondition:
                continue
        return out

    def pending(self, bucket: str) -> list[LogEvent]:
        """Events of a bucket still in the outbox (not yet in ActivityWatch); events of a
        forgotten peer (key destroyed) are skipped, as in `read_bucket`."""
        out = []
        for row in self._outbox.peek(1_000_000):
            if row.bucket != bucket:
                continue
            try:
                out.append(_to_event({"data": row.payload}, self._sealer, None))
            except FailedPrecondition:
                continue
        return out

    def flush(self, timeout_s: float = 10.0) -> bool:
        deadline = time.monotonic() + timeout_s
        self._hurry.set()
        self._wake.set()
        with self._idle:
            while self._outbox.backlog() > 0 or self._outbox.buckets_to_delete():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._idle.wait(min(left, 0.05))
        return True

    def applied(self, events: Sequence[LogEvent]) -> None:
        """The index reflects these `pending` events now: they may go to ActivityWatch."""
        self._outbox.mark_applied([e.seq for e in events])
        self._wake.set()

    def unapplied(self) -> list[LogEvent]:
        """Events logged but perhaps never applied to the index (the process died between)."""
        return [
            _to_event({"data": row.payload}, self._sealer, None) for row in self._outbox.unapplied()
        ]

    def forget(self, partition: Partition) -> None:
        """Drops the partition's pending events and deletes its bucket (now, or once
        ActivityWatch is reachable: the deletion is queued durably)."""
        bucket = bucket_id(partition)
        self._outbox.forget_bucket(bucket)
        self._known_buckets.discard(bucket)
        self._wake.set()

    def backlog(self) -> int:
        return self._outbox.backlog()

    @property
    def last_error(self) -> str:
        return self._last_error

    def close(self) -> None:
        """Sends what waits (up to 10 s: a graceful stop under load left ~100 events behind
        with 2 s; they are kept in the outbox either way and sent after the next start)."""
        self._hurry.set()
        if self._thread.is_alive() and not self.flush(timeout_s=10.0):
            log.warning("activitywatch.backlog_at_close", events=self._outbox.backlog())
        self._stop.set()
        self._wake.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5.0)
        self._outbox.close()
        self._http.close()

    # -- sender --------------------------------------------------------------------------

    def _ensure_bucket(self, bucket: str) -> None:
        if bucket in self._known_buckets:
            return
        resp = self._http.post(
            f"/api/0/buckets/{bucket}",
            json={"client": CLIENT_NAME, "type": BUCKET_TYPE, "hostname": self._hostname},
        )
        if resp.status_code not in (200, 201, 304):
            resp.raise_for_status()
        self._known_buckets.add(bucket)

    def _drop_already_sent(self) -> None:
        """After a crash between POST and the outbox delete, skip what the log already has."""
        for bucket in self._outbox.buckets():
            resp = self._http.get(f"/api/0/buckets/{bucket}/events", params={"limit": 100})
            if resp.status_code == 404:
                continue
            resp.raise_for_status()
            seqs = [int(e["data"].get("seq", 0)) for e in resp.json()]
            if seqs and (dropped := self._outbox.remove_bucket_upto(bucket, max(seqs))):
                log.warning("outbox.skipped_already_logged", bucket=bucket, count=dropped)

    def _send(self, rows: list[OutboxRow]) -> None:
        """One POST per bucket of the batch, each bucket's rows in sequence order. Rows of
        concurrent writers on different peers interleave in the outbox: sent run by run, 8
        writers made one POST (and one aw-server request, ~1 ms of its CPU) per event."""
        by_bucket: dict[str, list[OutboxRow]] = {}
        for row in rows:
            by_bucket.setdefault(row.bucket, []).append(row)
        for bucket, group in by_bucket.items():
            body = [{"timestamp": r.at, "duration": 0, "data": _sent(r.payload)} for r in group]
            self._ensure_bucket(bucket)
            resp = self._http.post(f"/api/0/buckets/{bucket}/events", json=body)
            if resp.status_code == 404:
                # The bucket is gone though we created it (deleted by hand, or a Forget's
                # deletion raced an earlier send): create it again rather than retry forever
                # and hold back every later event. A forgotten peer's queued deletion still
                # runs after this send, on the same thread.
                self._known_buckets.discard(bucket)
                self._ensure_bucket(bucket)
                resp = self._http.post(f"/api/0/buckets/{bucket}/events", json=body)
            resp.raise_for_status()
            self._outbox.remove([r.seq for r in group])

    def _delete_forgotten(self) -> None:
        for bucket in self._outbox.buckets_to_delete():
            resp = self._http.delete(f"/api/0/buckets/{bucket}", params={"force": 1})
            if resp.status_code not in (200, 204, 404):
                resp.raise_for_status()
            # A send that began before the Forget may have created the bucket again and
            # marked it known: it is gone now, and the next write must create it.
            self._known_buckets.discard(bucket)
            self._outbox.bucket_deleted(bucket)

    def _run(self) -> None:
        backoff = 0.2
        reconciled = False
        while not self._stop.is_set():
            try:
                if not reconciled:
                    self._drop_already_sent()
                    reconciled = True
                self._delete_forgotten()
                rows = self._outbox.peek(_SEND_BATCH, sendable=True)
                if rows:
                    self._send(rows)
                    backoff = 0.2
                    if self._last_error:
                        log.info("activitywatch.reachable_again")
                        self._last_error = ""
                    continue
                with self._idle:
                    self._idle.notify_all()
                self._hurry.clear()
                if self._wake.wait(1.0) and self._linger_s > 0:
                    self._hurry.wait(self._linger_s)  # let more writes join this send
                self._wake.clear()
            except (httpx.HTTPError, OSError, ValueError) as exc:
                # A failed POST may still have landed (the server died after storing it):
                # before the next send, drop whatever the buckets already hold.
                reconciled = False
                self._metrics.log_send_error()
                if not self._last_error:
                    log.warning(
                        "activitywatch.unreachable",
                        error=type(exc).__name__,
                        backlog=self._outbox.backlog(),
                    )
                self._last_error = type(exc).__name__
                # New writes and flush() cut the wait short: a retry against a closed port
                # costs a refused connect, and the backlog drains as soon as it can.
                self._wake.wait(backoff)
                self._wake.clear()
                backoff = min(backoff * 2, self._max_backoff)
