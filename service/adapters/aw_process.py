"""Runs an aw-server child process on a free loopback port with its data under our data dir.

aw-server keeps its database under $XDG_DATA_HOME, so pointing the XDG dirs at
`<data_dir>/activitywatch` keeps everything Memcue writes in one tree (and lets tests use a
temp dir). The child gets its own process group so that a stop also ends anything it spawned.
A watchdog starts it again, on the same port, if it exits on its own (a crash, an OOM kill, a
stray signal): the service's log would otherwise stay unreachable until a restart.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import Future
from pathlib import Path

import httpx
import structlog

from service.errors import FailedPrecondition, Unavailable

log = structlog.get_logger(__name__)


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def _resolve_command(command: str) -> str:
    """Prefer the aw-server installed beside this interpreter (the project's virtualenv)."""
    beside = Path(sys.executable).parent / command
    if beside.exists():
        return str(beside)
    found = shutil.which(command)
    if found is None:
        raise Unavailable(f"cannot start ActivityWatch: {command!r} is not installed")
    return found


class AwServerProcess:
    def __init__(
        self,
        data_dir: Path,
        *,
        command: str = "aw-server",
        host: str = "127.0.0.1",
        port: int = 0,
        testing: bool = True,
        watch_interval_s: float = 2.0,
    ) -> None:
        self.data_dir = data_dir
        self.host = host
        self.port = port or free_port(host)
        self._command = command
        self._testing = testing
        self._proc: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()  # starts and stops of the child, ours or the watchdog's
        self._watch_interval_s = watch_interval_s
        self._unwatch = threading.Event()
        self._cancel = threading.Event()  # a stop cuts a start's wait for the child short
        self._watchdog: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    @property
    def _pid_file(self) -> Path:
        return self.data_dir / "aw-server.pid"

    def _stop_orphan(self) -> None:
        """A previous service killed with SIGKILL leaves its aw-server running on our data
        dir; two servers on one database would corrupt it, so the orphan goes first. One
        whose owner (the process that started it, in the pid file) still runs is no orphan:
        that is a live service on this data dir, and starting a second one is refused."""
        try:
            pid, *owner = (int(x) for x in self._pid_file.read_text().split())
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except (OSError, ValueError):
            return
        if b"aw-server" not in cmdline:
            return
        if owner and owner[0] != os.getpid() and Path(f"/proc/{owner[0]}").exists():
            raise FailedPrecondition(
                f"{self.data_dir} is in use: its aw-server (pid {pid}) belongs to a running "
                f"process (pid {owner[0]}); stop that one first, or use another data dir"
            )
        log.warning("aw_server.orphan_stopped", pid=pid)
        try:
            os.killpg(pid, signal.SIGTERM)
            for _ in range(100):
                os.kill(pid, 0)
                time.sleep(0.1)
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def start(self, timeout_s: float = 30.0) -> None:
        self._cancel.clear()  # (a start after a stop: that stop is over)
        self._start_unless_stopped(timeout_s)

    def _start_unless_stopped(self, timeout_s: float) -> None:
        with self._lock:
            try:
                if self._cancel.is_set():  # a stop came between `start_beside` and this thread
                    raise Unavailable("aw-server start cancelled by a stop")
                self._start(timeout_s)
            except BaseException:
                # A start cut short while waiting for the child to answer (a Ctrl-C during a
                # batch job's start) left the child running with nobody to stop it.
                self._stop(10.0)
                raise
        if self._watch_interval_s > 0 and not (self._watchdog and self._watchdog.is_alive()):
            self._unwatch = threading.Event()
            self._watchdog = threading.Thread(
                target=self._watch, args=(self._unwatch, timeout_s), name="aw-watchdog", daemon=True
            )
            self._watchdog.start()

    def start_beside(self, timeout_s: float = 30.0) -> Future[None]:
        """`start` from a thread, returning at once: the caller loads its model meanwhile
        (each took ~1.3 s of a service's start, aw-server's mostly in its own process on the
        other core). The future holds `start`'s error. A caller that gives up calls `stop`,
        which cuts the start's wait for the child short, then waits for the future."""
        started: Future[None] = Future()
        # Cleared here, not in the thread: a stop that comes before the thread takes the lock
        # (a build that fails at once) must still cancel it, not be forgotten by its `start`.
        self._cancel.clear()

        def run() -> None:
            try:
                self._start_unless_stopped(timeout_s)
            except BaseException as exc:  # (re-raised by the caller's `result()`)
                started.set_exception(exc)
            else:
                started.set_result(None)

        threading.Thread(target=run, name="aw-start", daemon=True).start()
        return started

    def _watch(self, unwatch: threading.Event, timeout_s: float) -> None:
        while not unwatch.wait(self._watch_interval_s):
            with self._lock:
                proc = self._proc
                if unwatch.is_set() or proc is None or proc.poll() is None:
                    continue
                log.warning("aw_server.exited", code=proc.returncode, pid=proc.pid)
                self._proc = None
                try:
                    self._start(timeout_s)
                except Exception as exc:  # tried again at the next tick
                    log.warning("aw_server.restart_failed", error=str(exc))

    def _start(self, timeout_s: float) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._stop_orphan()
        env = dict(os.environ)
        for var, sub in (
            ("XDG_DATA_HOME", "data"),
            ("XDG_CONFIG_HOME", "config"),
            ("XDG_CACHE_HOME", "cache"),
        ):
            (self.data_dir / sub).mkdir(exist_ok=True)
            env[var] = str(self.data_dir / sub)
        args = [_resolve_command(self._command), "--host", self.host, "--port", str(self.port)]
        if self._testing:
            args.insert(1, "--testing")
        logfile = open(self.data_dir / "aw-server.log", "ab")  # noqa: SIM115 - owned by the child
        self._proc = subprocess.Popen(
            args,
            env=env,
            stdout=logfile,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
        logfile.close()
        self._pid_file.write_text(f"{self._proc.pid} {os.getpid()}")
        self._wait_ready(timeout_s)
        log.info("aw_server.started", url=self.url, pid=self._proc.pid)

    def _wait_ready(self, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self._cancel.is_set():
                raise Unavailable("aw-server start cancelled by a stop")
            if self._proc is not None and self._proc.poll() is not None:
                raise Unavailable(
                    f"aw-server exited with code {self._proc.returncode} at start; "
                    f"see {self.data_dir / 'aw-server.log'}"
                )
            try:
                if httpx.get(f"{self.url}/api/0/info", timeout=1.0).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self._stop(10.0)
        raise Unavailable(f"aw-server did not answer on {self.url} within {timeout_s:.0f}s")

    def stop(self, timeout_s: float = 10.0) -> None:
        self._unwatch.set()  # a deliberate stop: the watchdog leaves it stopped
        self._cancel.set()  # (a start in another thread holds the lock until it sees this)
        with self._lock:
            self._stop(timeout_s)

    def _stop(self, timeout_s: float) -> None:
        proc, self._proc = self._proc, None
        if proc is None or proc.poll() is not None:
            return
        self._pid_file.unlink(missing_ok=True)
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        except ProcessLookupError:
            pass
        log.info("aw_server.stopped", url=self.url)
