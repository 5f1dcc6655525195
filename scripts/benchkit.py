"""What the black-box benchmarks share: a real `memcue serve` child process, timings, reports.

Benchmarks talk to Memcue the way a client does, over gRPC to a separate server process, so
that serialisation, auth and the server's thread pool are in every figure they print.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from service.adapters.aw_process import free_port


def pct(samples: list[float], q: float) -> float:
    """The q-th percentile of durations in seconds, in milliseconds."""
    return float(np.percentile(np.asarray(samples) * 1000.0, q))


def timed(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> float:
    """Seconds one call took (its result is dropped)."""
    start = time.perf_counter()
    fn(*args, **kwargs)
    return time.perf_counter() - start


@dataclass(frozen=True)
class Served:
    """A running `memcue serve`: where it listens and the local operator key it minted."""

    proc: subprocess.Popen[str]
    target: str
    data_dir: Path
    stderr_log: Path

    @property
    def api_key(self) -> str:
        return (self.data_dir / "operator.key").read_text().strip()


def server_env(data_dir: Path, port: int, env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment of a `memcue serve` a script starts and calls on 127.0.0.1 in
    plaintext: the shell's own service settings stay out (its MEMCUE_HOST, its
    MEMCUE_TLS__*), or the child served TLS (the operator's certificate, inherited) and
    turned every call away as "Socket closed". `env` adds MEMCUE_* settings."""
    inherited = {
        k: v
        for k, v in os.environ.items()
        if k != "MEMCUE_HOST" and not k.startswith("MEMCUE_TLS__")
    }
    return {
        **inherited,
        "MEMCUE_HOST": "127.0.0.1",
        "MEMCUE_DATA_DIR": str(data_dir),
        "MEMCUE_PORT": str(port),
        "MEMCUE_LOG_LEVEL": "WARNING",
        **(env or {}),
    }


def start_memcue(
    data_dir: Path, *, env: Mapping[str, str] | None = None, start_timeout_s: float = 600.0
) -> Served:
    """Starts `memcue serve` on a free loopback port with its own aw-server and data dir and
    waits for its "listening" line. The child's stderr goes to a file next to the data dir
    (not /dev/null), so a server that fails to start (a missing model, a bad setting) says why.
    `env` adds MEMCUE_* settings, e.g. {"MEMCUE_EMBEDDING_MODEL": "all-mpnet-base-v2"}."""
    port = free_port()
    data_dir.mkdir(parents=True, exist_ok=True)
    stderr_log = data_dir.with_name(data_dir.name + ".stderr.log")
    child_env = server_env(data_dir, port, env)
    memcue = str(Path(sys.executable).parent / "memcue")
    with stderr_log.open("w") as err:
        proc = subprocess.Popen(
            [memcue, "serve"], env=child_env, stdout=subprocess.PIPE, stderr=err, text=True
        )
    assert proc.stdout is not None
    deadline = time.monotonic() + start_timeout_s
    line = ""
    # The first stdout line is "Memcue listening on ..."; anything else (or EOF) is a failure.
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line or "listening" in line:
            break
    if "listening" not in line:
        proc.kill()
        proc.wait(timeout=30)
        tail = stderr_log.read_text()[-3000:]
        raise SystemExit(f"memcue serve did not start: {line!r}\n{tail}")
    return Served(proc, f"127.0.0.1:{port}", data_dir, stderr_log)


def stop_memcue(served: Served, *, timeout_s: float = 60.0) -> None:
    """SIGTERM, then a kill if it does not exit in time (it flushes its log on SIGTERM)."""
    served.proc.terminate()
    try:
        served.proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        served.proc.kill()
        served.proc.wait(timeout=30)


@contextmanager
def running_memcue(data_dir: Path, *, env: Mapping[str, str] | None = None) -> Iterator[Served]:
    """`start_memcue` for the length of a with-block."""
    served = start_memcue(data_dir, env=env)
    try:
        yield served
    finally:
        stop_memcue(served)


def machine() -> dict[str, Any]:
    """CPU count, Python, and the load average: timings on a shared machine mean little
    without it."""
    load1, load5, _ = os.getloadavg()
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "load_1m": round(load1, 2),
        "load_5m": round(load5, 2),
    }


def write_report(path: Path, report: Mapping[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=2, default=str))
    print(f"\nwrote {path}")
