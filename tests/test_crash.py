"""Crash safety: SIGKILL the service at random moments during a bulk ingest; after each
restart every acknowledged write is readable and present in the log. Every 16th write goes
to a new peer, whose registry row waits in the write-behind queue like its rows."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

from service.client import MemcueClient
from service.domain import DedupMode
from service.errors import MemcueError

MEMCUE = str(Path(sys.executable).parent / "memcue")
TRIALS = 10


def _start(data: Path, **settings: str) -> tuple[subprocess.Popen[str], int]:
    """The service on a port it picks itself (read back from its first line): a port picked
    here and handed over could be taken in between, by its own aw-server child even."""
    env = {
        **os.environ,
        "MEMCUE_DATA_DIR": str(data),
        "MEMCUE_PORT": "0",
        "MEMCUE_LOG_LEVEL": "WARNING",
        **settings,
    }
    errors = data.parent / "serve.stderr"
    with errors.open("a") as err:
        proc = subprocess.Popen(
            [MEMCUE, "serve"], env=env, stdout=subprocess.PIPE, stderr=err, text=True
        )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert "listening" in line, f"serve did not start: {errors.read_text()[-3000:]}"
    return proc, int(line.rsplit(":", 1)[1])


def _logged_ids(mc: MemcueClient, peer: str) -> set[str]:
    ids: set[str] = set()
    token = ""
    while True:
        page = mc.query_events(peer, kinds=["remember"], page_size=500, page_token=token)
        ids.update(json.loads(e.payload_json)["memory"]["id"] for e in page.events)
        token = page.next_page_token
        if not token:
            return ids


@pytest.mark.slow
def test_acknowledged_writes_survive_sigkill(tmp_path: Path) -> None:
    data = tmp_path / "data"
    rng = random.Random(1234)
    acknowledged: list[tuple[str, str]] = []  # (peer, memory id)
    for trial in range(TRIALS):
        proc, port = _start(data)
        key = (data / "operator.key").read_text().strip()
        stop = threading.Event()

        def ingest(
            trial: int = trial, port: int = port, key: str = key, stop: threading.Event = stop
        ) -> None:
            with MemcueClient(f"127.0.0.1:{port}", timeout=10, api_key=key) as mc:
                i = 0
                while not stop.is_set():
                    text = f"Trial {trial} observation {i}: the heron came back to the pond"
                    peer = f"new-{trial}-{i}" if i % 16 == 0 else "alice"
                    try:
                        result = mc.remember(peer, text, dedup=DedupMode.OFF)
                    except MemcueError:
                        return  # the service died mid-call: not acknowledged
                    acknowledged.append((peer, result.memory.id))
                    i += 1

        writer = threading.Thread(target=ingest)
        writer.start()
        time.sleep(rng.uniform(0.3, 2.5))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        stop.set()
        writer.join()

    proc, port = _start(data)
    try:
        key = (data / "operator.key").read_text().strip()
        with MemcueClient(f"127.0.0.1:{port}", timeout=30, api_key=key) as mc:
            missing = []
            for peer, mid in acknowledged:
                try:
                    mc.get(peer, mid)
                except MemcueError:
                    missing.append((peer, mid))
            assert missing == [], f"{len(missing)} acknowledged writes lost: {missing[:5]}"
            deadline = time.monotonic() + 60
            for peer in sorted({p for p, _ in acknowledged}):
                want = {mid for p, mid in acknowledged if p == peer}
                while not want <= (logged := _logged_ids(mc, peer)):
                    assert time.monotonic() < deadline, f"{peer}: {len(want - logged)} not logged"
                    time.sleep(1)
        print(f"crash: {TRIALS} SIGKILLs, {len(acknowledged)} acknowledged writes all kept")
        assert len(acknowledged) > TRIALS
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)


@pytest.mark.slow
def test_a_stop_does_not_wait_for_a_call_running_past_the_grace_period(tmp_path: Path) -> None:
    """SIGTERM gives in-flight calls the grace period (1 s here), then the process ends even
    if a call is still running (a RememberBatch of 256 texts of 16 KB of distinct words runs
    for tens of seconds on 2 cores); what was acknowledged before is there after a restart."""
    data = tmp_path / "data"
    proc, port = _start(data, MEMCUE_SHUTDOWN_GRACE_S="1")
    items = [
        (f"item {i} " + " ".join(f"w{i}x{j}" for j in range(2600)))[:16_000] for i in range(256)
    ]
    try:
        with MemcueClient(f"127.0.0.1:{port}", timeout=60, api_key=_key(data)) as mc:
            kept = mc.remember("ana", "Ana keeps bees on her allotment.").memory.id
            outcome: list[object] = []
            batch = threading.Thread(
                target=lambda: outcome.append(_quietly(mc.remember_batch, "doc", items)),
                daemon=True,
            )
            batch.start()
            time.sleep(3)  # the batch is being embedded and judged
            assert batch.is_alive()
            proc.send_signal(signal.SIGTERM)
            started = time.monotonic()
            assert proc.wait(timeout=30) == 0
            assert time.monotonic() - started < 20
            batch.join(timeout=30)
        assert "server.exit_past_grace" in (data.parent / "serve.stderr").read_text()
        proc, port = _start(data, MEMCUE_SHUTDOWN_TIMEOUT_S="30")
        with MemcueClient(f"127.0.0.1:{port}", timeout=60, api_key=_key(data)) as mc:
            assert mc.get("ana", kept).content == "Ana keeps bees on her allotment."
    finally:
        if proc.poll() is None:
            # The restarted server's stop is not what this test checks, but it took minutes
            # in CI under load, with nothing in its log: SIGTERM had gone to a native thread,
            # and the main thread's untimed wait never ran the handler (fixed in
            # `MemcueServer.wait`, tests/test_server_signals.py). Its stop deadline (grace
            # 10 s + 30 s here) ends a slow stop with every thread's stack in serve.stderr,
            # reported as a warning for the record.
            proc.send_signal(signal.SIGTERM)
            try:
                code = proc.wait(timeout=120)
            except subprocess.TimeoutExpired:
                # SIGUSR1's stack dump is faulthandler's, in C: it needs no GIL, so it says
                # where a server that never ran its SIGTERM handler was stuck
                proc.send_signal(signal.SIGUSR1)
                time.sleep(2)
                proc.kill()
                tail = (data.parent / "serve.stderr").read_text()[-8000:]
                raise AssertionError(f"the stop deadline did not end the server: {tail}") from None
            if code != 0:
                tail = (data.parent / "serve.stderr").read_text()[-6000:]
                warnings.warn(f"the restarted server overran its stop: {tail}", stacklevel=1)


def _key(data: Path) -> str:
    return (data / "operator.key").read_text().strip()


def _quietly(fn: Callable[..., object], *args: object) -> object:
    try:
        return fn(*args)
    except Exception as exc:  # the call is cut off by the stop: expected
        return exc
