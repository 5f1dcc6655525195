"""A Ctrl-C while an aw-server start waits for the child to answer (a batch job's start,
or `build_app`'s, which starts it before anything it could close on the way out): the child
was left running with nobody to stop it. Now the start stops it before the interrupt goes
on. The child here is a stand-in that never answers, so the wait is certain to be cut."""

from __future__ import annotations

import _thread
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from service.adapters.aw_process import AwServerProcess
from service.errors import Unavailable


def test_an_aw_server_start_cut_short_stops_the_child(tmp_path: Path) -> None:
    """A Ctrl-C while the start waits for the child to answer: the child is stopped."""
    fake = tmp_path / "aw-server-that-never-answers"
    fake.write_text("#!/bin/sh\nexec sleep 120\n")
    fake.chmod(0o755)
    aw = AwServerProcess(tmp_path / "aw", command=str(fake), watch_interval_s=0)
    child: list[int] = []

    def ctrl_c() -> None:
        deadline = time.monotonic() + 20
        while aw.pid is None and time.monotonic() < deadline:
            time.sleep(0.05)
        child.append(aw.pid or 0)
        _thread.interrupt_main()

    # (Python's own handler for the test: another test in the same worker may have left a
    # handler of its own, a server's graceful stop, and interrupt_main then raised nothing:
    # a CI run waited the whole minute)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    threading.Thread(target=ctrl_c, daemon=True).start()
    try:
        with pytest.raises(KeyboardInterrupt):
            aw.start(timeout_s=60)
    finally:
        signal.signal(signal.SIGINT, before)
    assert child and child[0]
    try:
        with pytest.raises(ProcessLookupError):
            os.kill(child[0], 0)
    finally:
        if aw.pid is not None:
            aw.stop()


def test_a_stop_cuts_a_start_beside_short_and_leaves_no_child(tmp_path: Path) -> None:
    """`build_app` starts aw-server from a thread while it loads the model; a build that fails
    meanwhile (or a Ctrl-C) stops it at once, not after the start's whole timeout."""
    fake = tmp_path / "aw-server-that-never-answers"
    fake.write_text("#!/bin/sh\nexec sleep 120\n")
    fake.chmod(0o755)
    aw = AwServerProcess(tmp_path / "aw", command=str(fake), watch_interval_s=0)
    started = aw.start_beside(timeout_s=60)
    deadline = time.monotonic() + 20
    while aw.pid is None and time.monotonic() < deadline:
        time.sleep(0.05)
    child = aw.pid
    assert child
    began = time.monotonic()
    aw.stop()
    assert isinstance(started.exception(timeout=10), Unavailable)
    assert time.monotonic() - began < 5
    with pytest.raises(ProcessLookupError):
        os.kill(child, 0)


def test_a_stop_before_the_start_beside_thread_runs_cancels_it(tmp_path: Path) -> None:
    """A build that fails at once stops aw-server before the start's thread took the lock:
    that stop must cancel the start, not be forgotten by it (the thread cleared the cancel
    and started the child anyway: the failing build then waited for the whole start, up to
    aw_start_timeout_s, before it could report its error)."""
    marker = tmp_path / "launched"
    fake = tmp_path / "aw-server-that-never-answers"
    fake.write_text(f"#!/bin/sh\ntouch {marker}\nexec sleep 120\n")
    fake.chmod(0o755)
    aw = AwServerProcess(tmp_path / "aw", command=str(fake), watch_interval_s=0)
    aw._lock.acquire()  # (the start's thread waits here, as a busy machine may make it wait)
    try:
        started = aw.start_beside(timeout_s=60)
        stopping = threading.Thread(target=aw.stop)
        stopping.start()  # (sets the cancel, then waits for the lock)
        time.sleep(0.3)
    finally:
        aw._lock.release()
    try:
        assert isinstance(started.exception(timeout=10), Unavailable)
        stopping.join(timeout=10)
        assert not stopping.is_alive()
        assert not marker.exists()
    finally:
        aw.stop()
        started.exception(timeout=30)
