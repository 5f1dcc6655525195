"""A batch job stopped by Ctrl-C or refused half-way: one line, its exit code, and nothing it
started left running.

Before: a Ctrl-C of `dedup.py --apply` or `reembed.py` printed a KeyboardInterrupt traceback;
`reembed.py --switch-only --target <a static-64d build>` without `--model` was refused by the
index after reembed had started its aw-server, which then ran on with nobody to stop it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from service.app import App
from service.domain import CallContext, DedupMode, MemoryInput, Role

ROOT = Path(__file__).resolve().parent.parent
CTX = CallContext("default", Role.OPERATOR)


def aw_left_running(data: Path) -> int:
    """The pid of an aw-server a job left on the data dir (0 if none), stopped here if so."""
    pid_file = data / "activitywatch" / "aw-server.pid"
    if not pid_file.exists():
        return 0
    pid = int(pid_file.read_text().split()[0])
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return 0
    os.killpg(pid, signal.SIGTERM)  # (the job started it in a process group of its own)
    return pid


def store(app_factory: Callable[..., App], data: Path, peers: int) -> None:
    """`peers` partitions, each with a pair of duplicates and two other entries."""
    app = app_factory(data, background=False)
    texts = [
        "My dog is named Rex",
        "My dog's name is Rex",
        "I grow tomatoes on the balcony",
        "I play the cello on Sundays",
    ]
    for i in range(peers):
        items = [(MemoryInput(content=t), "") for t in texts]
        app.core.remember_batch(CTX, f"peer-{i:03d}", items, dedup=DedupMode.OFF)
    app.close()


def _ctrl_c_on() -> None:
    """In the child before it runs: SIGINT as a terminal delivers it. A non-interactive
    shell starts its background jobs with SIGINT ignored, Python then installs no handler,
    and a CI run started that way saw no interrupt at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def interrupted(
    args: list[str], data: Path, after: str, signum: int = signal.SIGINT
) -> subprocess.CompletedProcess[str]:
    """Runs a job, sends it `signum` (SIGINT: as Ctrl-C does) once a stderr line starts with
    `after`."""
    proc = subprocess.Popen(
        [sys.executable, *args, "--data-dir", str(data)],
        preexec_fn=_ctrl_c_on,  # (a shell's background job starts with SIGINT ignored)
        cwd=data.parent,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stderr is not None
    seen: list[str] = []
    try:
        for line in proc.stderr:
            seen.append(line)
            if line.startswith(after):
                proc.send_signal(signum)
                break
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return subprocess.CompletedProcess(args, proc.returncode, out, "".join(seen) + err)


def one_interrupt_line(proc: subprocess.CompletedProcess[str], code: int = 130) -> str:
    assert proc.returncode == code, (proc.returncode, proc.stderr[-3000:])
    assert "Traceback" not in proc.stderr and "Error" not in proc.stderr, proc.stderr[-3000:]
    (line,) = [x for x in proc.stderr.splitlines() if x.startswith("interrupted")]
    return line


@pytest.mark.slow
def test_ctrl_c_of_reembed_is_one_line_stops_its_aw_server_and_a_rerun_resumes(
    app_factory, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    store(app_factory, data, peers=60)
    proc = interrupted(
        [str(ROOT / "scripts" / "reembed.py"), "--target", "chroma-new"], data, "partitions:"
    )
    assert "a rerun" in one_interrupt_line(proc)
    assert aw_left_running(data) == 0
    assert not (data / "index.json").exists()  # not switched
    rerun = subprocess.run(
        [sys.executable, "scripts/reembed.py", "--data-dir", str(data), "--target", "chroma-new"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    assert "index switched to chroma-new" in rerun.stdout
    assert '"memories": ' in rerun.stdout


@pytest.mark.slow
@pytest.mark.parametrize(("signum", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_ctrl_c_or_sigterm_of_dedup_apply_is_one_line_and_stops_its_aw_server(
    app_factory, tmp_path: Path, signum: int, code: int
) -> None:
    """SIGTERM (systemd, a container's stop) ended the job at once, its aw-server left
    running on the data dir; it now stops like a Ctrl-C, with exit 143."""
    data = tmp_path / "data"
    store(app_factory, data, peers=40)
    proc = interrupted(
        [str(ROOT / "scripts" / "dedup.py"), "--apply", "--out", str(tmp_path / "d.json")],
        data,
        "merging:",
        signum,
    )
    assert "merges made so far are kept" in one_interrupt_line(proc, code)
    assert aw_left_running(data) == 0
    again = ["--apply", "--out", str(tmp_path / "d2.json")]
    rerun = subprocess.run(
        [sys.executable, "scripts/dedup.py", "--data-dir", str(data), *again],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert rerun.returncode == 0, rerun.stderr[-3000:]


def test_a_refused_switch_stops_the_aw_server_reembed_started(app_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    store(app_factory, data, peers=1)

    def reembed(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "scripts/reembed.py", "--data-dir", str(data), *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )

    built = reembed("--model", "static-64d", "--target", "chroma-static", "--no-switch")
    assert built.returncode == 0, built.stderr[-3000:]
    try:
        proc = reembed("--switch-only", "--target", "chroma-static")  # no --model
        assert proc.returncode == 2, proc.stderr[-3000:]
        lines = proc.stderr.strip().splitlines()
        assert lines[-1].startswith("error: chroma-static was built with ")
        assert "pass the --model and --backend it was built with" in lines[-1]
        assert "Traceback" not in proc.stderr
    finally:
        assert aw_left_running(data) == 0
    assert not (data / "index.json").exists()

    # --switch-only of a build that is not there is refused before anything starts (it made
    # an empty index and rebuilt everything in the catch-up)
    proc = reembed("--switch-only", "--target", "chroma-typo")
    assert proc.returncode == 2 and "there is no build 'chroma-typo'" in proc.stderr
    assert not (data / "chroma-typo").exists() and aw_left_running(data) == 0
