"""The batch jobs that open a data directory themselves (dedup, consolidate, load_msc): a
directory a running service holds is one error line, a job runs no background work of the
service's, and the MSC loader stores what it says."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from service.domain import CallContext, MemoryInput, Partition, Role

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"


def test_dedup_job_on_a_directory_in_use_is_one_error_line(app_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    app_factory(data)  # holds the directory, as `memcue serve` would
    proc = subprocess.run(
        [sys.executable, "scripts/dedup.py", "--data-dir", str(data), "--out", str(tmp_path / "o")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ") and "is in use" in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize("background", [True, False])
def test_a_job_on_a_moved_clock_sweeps_nothing(
    app_factory, tmp_path: Path, background: bool
) -> None:
    """`scripts/consolidate.py --now <next month>` (a preview) ran the expiry sweeper on its
    clock: entries due to expire within the month were deleted for good, and logged so."""
    now = datetime.now(UTC)
    later = now + timedelta(days=40)
    writer = app_factory(tmp_path / "data", background=False, sweep_interval_s=0.05)
    ctx = CallContext("default", Role.OPERATOR)
    soon = now + timedelta(days=20)
    item = MemoryInput(content="Ivo is in Lisbon until the end of the month", expires_at=soon)
    kept = writer.core.remember(ctx, "ivo", item).memory
    writer.close()
    job = app_factory(
        tmp_path / "data", clock=lambda: later, background=background, sweep_interval_s=0.05
    )
    time.sleep(0.5)
    left = job.index.get(Partition("default", "ivo"), [kept.id])
    assert bool(left) is not background  # (with the sweeper on, it is gone: the test can fail)


@pytest.mark.skipif(
    not (SHARED / "msc").exists(), reason="../shared/data is not beside the checkout"
)
def test_load_msc_stores_the_sentences_it_reports(app_factory, tmp_path: Path) -> None:
    """It wrote every sentence as a peer's own words with no peer, which a write refuses:
    "loaded 0 of 5", exit 0."""
    data = tmp_path / "data"
    proc = subprocess.run(
        [
            sys.executable,
            "scripts/load_msc.py",
            "--personas",
            str(SHARED / "msc" / "msc_personas_all.json"),
            "--data-dir",
            str(data),
            "--limit",
            "12",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "loaded 12 of 12" in proc.stdout
    app = app_factory(data)
    assert app.index.count(Partition("msc", "personas")) == 12


def test_a_build_no_process_runs_is_deleted_at_start(tmp_path: Path) -> None:
    """An interrupted or unswitched re-embedding kept every peer's vectors in its directory
    for good, a peer forgotten since included; a build still running is left alone."""
    from service.index_files import BUILDING, builder_mark, discard_abandoned, switch_index

    data = tmp_path / "data"
    for name in ("chroma-old", "chroma-running", "chroma-live"):
        (data / name).mkdir(parents=True)
        (data / name / "chroma.sqlite3").write_bytes(b"vectors")
        (data / f"{name}.progress.json").write_text("{}")
    (data / f"chroma-running{BUILDING}").write_text(builder_mark())
    (data / f"chroma-old{BUILDING}").write_text(f"{os.getpid()} 1")  # this pid, reused
    switch_index(data, "chroma-live", "model")
    discard_abandoned(data)
    assert not (data / "chroma-old").exists()
    assert not (data / "chroma-old.progress.json").exists()
    assert (data / "chroma-running").exists() and (data / "chroma-live").exists()


def test_a_catch_up_against_another_log_refuses_to_empty_the_index(tmp_path: Path) -> None:
    """With the service's ActivityWatch server elsewhere (MEMCUE_AW_URL) and reembed starting
    its own on an empty directory, every finished bucket looked forgotten: the catch-up
    dropped them all and the switch served an empty index."""
    from service.errors import FailedPrecondition
    from service.rebuild import catch_up

    class EmptyLog:
        def buckets(self) -> list[str]:
            return []

    progress = tmp_path / "build.progress.json"
    progress.write_text('{"memcue.a.p-1": {}, "memcue.a.p-2": {}, "memcue.a.p-3": {}}')
    with pytest.raises(FailedPrecondition, match="not in this log"):
        catch_up(EmptyLog(), None, None, progress)  # type: ignore[arg-type]
