"""The two things a newcomer does: `memcue serve`, then `memcue remember` / `memcue recall`."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc

from service.adapters.aw_process import free_port

MEMCUE = str(Path(sys.executable).parent / "memcue")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_serve_then_remember_and_recall_from_another_shell(tmp_path: Path) -> None:
    port = free_port()
    env = {
        **os.environ,
        "MEMCUE_DATA_DIR": str(tmp_path / "data"),
        "MEMCUE_PORT": str(port),
        "MEMCUE_LOG_JSON": "true",
    }
    proc = subprocess.Popen(
        [MEMCUE, "serve"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.strip() == f"Memcue listening on 127.0.0.1:{port}", line
        aw_line = proc.stdout.readline()
        assert "ActivityWatch log: http://127.0.0.1:" in aw_line

        def cli(*args: str) -> str:
            out = subprocess.run(
                [MEMCUE, *args], env=env, capture_output=True, text=True, timeout=60
            )
            assert out.returncode == 0, out.stderr
            return out.stdout

        assert cli(
            "remember", "--peer", "alice", "Alice is allergic to peanuts", "--kind", "fact"
        ).startswith("created  m_")
        cli("remember", "--peer", "alice", "Alice moved to Lisbon in 2023")
        recalled = cli("recall", "--peer", "alice", "what should she not eat?", "-k", "1")
        assert " 1. " in recalled and "Alice is allergic to peanuts" in recalled
        bad = subprocess.run(
            [MEMCUE, "recall", "--peer", "alice", ""],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert bad.returncode == 2 and "cue is empty" in bad.stderr

        aw_pid = _aw_child(proc.pid)
        with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
            health = health_pb2_grpc.HealthStub(channel)
            assert health.Check(health_pb2.HealthCheckRequest(), timeout=5).status == (
                health_pb2.HealthCheckResponse.SERVING
            )
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
        deadline = time.monotonic() + 10
        while _alive(aw_pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(aw_pid), "aw-server child outlived the service"
        assert proc.stderr is not None
        logs = proc.stderr.read()
        assert '"event": "server.stopped"' in logs
        assert "peanuts" not in logs  # log lines carry ids, not content
    finally:
        if proc.poll() is None:
            proc.kill()


def _aw_child(pid: int) -> int:
    out = subprocess.run(
        ["ps", "-o", "pid=,args=", "--ppid", str(pid)], capture_output=True, text=True, check=True
    ).stdout
    for row in out.splitlines():
        child, args = row.strip().split(" ", 1)
        if "aw-server" in args:
            return int(child)
    pytest.fail(f"no aw-server child of {pid}: {out!r}")
