"""A model-cache builder killed outright leaves its temporary folder; the next lock taken on
the cache removes it (a SIGKILLed ONNX export left a 57 MB `.<name>.tmp-<pid>` for good),
and leaves alone the folders of builders that still run and this process's own."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from embeddings.model_cache import build_then_rename, locked

ROOT = Path(__file__).resolve().parent.parent
TMP_MARK = ".tmp-"  # a folder being built: .<final name>.tmp-<builder pid>

BUILDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from embeddings.model_cache import build_then_rename, locked

    cache = Path(sys.argv[1])

    def build(tmp: Path) -> None:
        (tmp / "model.onnx").write_bytes(b"x" * 100_000)
        print("building", flush=True)
        time.sleep(120)

    with locked(cache, ".onnx.lock"):
        build_then_rename(cache / "all-MiniLM-L6-v2-onnx-int8-rows-abc-e5", build)
    """
)


def test_a_killed_builders_folder_is_removed_under_the_next_lock(tmp_path: Path) -> None:
    cache = tmp_path / "models"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    killed = subprocess.Popen(
        [sys.executable, "-c", BUILDER, str(cache)], stdout=subprocess.PIPE, text=True, env=env
    )
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        assert killed.stdout is not None and killed.stdout.readline().strip() == "building"
        killed.kill()  # SIGKILL: no finally runs
        killed.wait()
        (left,) = cache.glob(f".*{TMP_MARK}{killed.pid}")
        assert (left / "model.onnx").exists()
        running = cache / f".all-mpnet-base-v2-onnx-int8-rows-def-e5{TMP_MARK}{sleeper.pid}"
        running.mkdir()  # a builder that still runs (under another lock)
        mine = cache / f".other{TMP_MARK}{os.getpid()}"
        mine.mkdir()

        with locked(cache, ".lock"):  # any lock of the cache: mpnet's here
            pass
        assert not left.exists()
        assert running.is_dir() and mine.is_dir()

        # and a build done afterwards still ends with only its final folder
        with locked(cache, ".onnx.lock"):
            build_then_rename(cache / "built", lambda tmp: (tmp / "f").write_text("x"))
        assert (cache / "built" / "f").exists()
        assert sorted(p.name for p in cache.glob(f".*{TMP_MARK}*")) == sorted(
            [running.name, mine.name]
        )
    finally:
        for proc in (killed, sleeper):
            proc.kill()
            proc.wait()


HOLDER = textwrap.dedent(
    """
    import fcntl, sys, time
    with open(sys.argv[1], "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        print("holding", flush=True)
        time.sleep(120)
    """
)


def test_a_builder_is_told_by_its_lock_not_by_its_pid(tmp_path: Path) -> None:
    """A cache shared by containers sees builders of other pid namespaces: a live builder's
    pid can be dead here (its folder was removed under it), and a dead builder's pid can be
    a live process here (its folder stayed for good). The lock it holds tells both apart."""
    cache = tmp_path / "models"
    cache.mkdir()
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # a pid that runs nothing here
    elsewhere = cache / f".all-MiniLM-L6-v2-onnx-int8-rows-abc-e5{TMP_MARK}{gone.pid}"
    elsewhere.mkdir()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, f"{elsewhere}.lock"], stdout=subprocess.PIPE, text=True
    )
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        # a builder that died in another namespace, its pid a live process here
        dead = cache / f".all-mpnet-base-v2-onnx-int8-rows-def-e5{TMP_MARK}{sleeper.pid}"
        dead.mkdir()
        (cache / f"{dead.name}.lock").touch()
        with locked(cache, ".lock"):
            pass
        assert elsewhere.is_dir(), "a live builder's folder was removed"
        assert not dead.exists() and not (cache / f"{dead.name}.lock").exists()

        holder.kill()  # the builder dies: its lock goes with it
        holder.wait()
        with locked(cache, ".lock"):
            pass
        assert not elsewhere.exists() and not (cache / f"{elsewhere.name}.lock").exists()
    finally:
        for proc in (holder, sleeper):
            proc.kill()
            proc.wait()
