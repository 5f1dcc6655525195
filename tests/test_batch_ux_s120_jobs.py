"""The batch jobs (dedup, consolidate, reembed) on a wrong data dir or wrong arguments: one
`error:` line, exit 2, nothing created; on a data dir the service made but that holds nothing
yet they run; their reports go to the current directory, not into the source checkout.

Before: a missing `--data-dir` printed "skipped: ... does not exist" and exited 0; an
existing directory that was never a data dir got a whole one created in it (dedup minted an
operator key and started aw-server, reembed switched `index.json` there), exit 0;
`--k -1` and `--now yesterday` ended in ValueError tracebacks; `consolidate.py --now
<future> --apply` wrote real entries created in the future.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
JOBS = ("dedup", "consolidate", "reembed")


def job(name: str, *args: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "scripts" / f"{name}.py"), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def refused(proc: subprocess.CompletedProcess[str]) -> str:
    """The one error line of a refusal (and nothing on stdout)."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout[-1000:], proc.stderr[-2000:])
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr
    assert proc.stdout == ""
    return lines[0]


@pytest.mark.parametrize("name", JOBS)
def test_a_data_dir_that_does_not_exist_is_refused_and_not_created(
    name: str, tmp_path: Path
) -> None:
    missing = tmp_path / "no-such-dir"
    line = refused(job(name, "--data-dir", str(missing), cwd=tmp_path))
    assert "does not exist" in line
    assert not missing.exists()


@pytest.mark.parametrize("name", JOBS)
def test_a_directory_that_is_no_data_dir_is_refused_and_left_as_it_was(
    name: str, tmp_path: Path
) -> None:
    other = tmp_path / "photos"
    other.mkdir()
    (other / "holiday.jpg").write_bytes(b"\xff\xd8")
    line = refused(job(name, "--data-dir", str(other), cwd=tmp_path))
    assert "is not a Memcue data dir" in line
    assert [p.name for p in other.iterdir()] == ["holiday.jpg"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["photos"]  # no report either


def test_a_data_dir_the_service_made_that_is_still_empty_works(app_factory, tmp_path: Path) -> None:
    """The legitimate empty case: the service started once and nothing was written."""
    data = tmp_path / "data"
    app_factory(data).close()
    out = tmp_path / "out"
    dedup = job("dedup", "--data-dir", str(data), "--out", str(out / "d.json"), cwd=tmp_path)
    assert dedup.returncode == 0, dedup.stderr[-2000:]
    assert "0 entries in 0 partitions" in dedup.stdout
    assert json.loads((out / "d.json").read_text())["totals"]["entries"] == 0
    consolidate = job(
        "consolidate", "--data-dir", str(data), "--out", str(out / "c.json"), cwd=tmp_path
    )
    assert consolidate.returncode == 0, consolidate.stderr[-2000:]
    assert "0 partitions: would make (dry run, nothing changed) 0 summaries" in consolidate.stdout
    assert json.loads((out / "c.json").read_text())["summaries"] == 0


@pytest.mark.parametrize(
    ("name", "args", "says"),
    [
        ("dedup", ["--k", "-1"], "argument --k: must be at least 1, got -1"),
        ("dedup", ["--k", "0"], "argument --k: must be at least 1, got 0"),
        ("dedup", ["--max-passes", "two"], "argument --max-passes: expected a whole number"),
        ("consolidate", ["--now", "yesterday"], "argument --now: expected an ISO 8601 instant"),
        ("consolidate", ["--now", "2099-01-01", "--apply"], "--now is for a preview"),
        ("consolidate", ["--now", "2020-01-01", "--apply"], "--now is for a preview"),
        ("reembed", ["--no-switch", "--switch-only"], "not allowed with argument --no-switch"),
        ("reembed", ["--model", "gpt-9"], "argument --model: invalid choice: 'gpt-9'"),
    ],
)
def test_bad_arguments_are_one_line(
    name: str, args: list[str], says: str, app_factory, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "outbox.sqlite3").touch()  # looks like a data dir; the arguments are refused first
    line = refused(job(name, "--data-dir", str(data), *args, cwd=tmp_path))
    assert says in line and line.endswith("(see --help)")
    assert sorted(p.name for p in data.iterdir()) == ["outbox.sqlite3"]


def test_reports_go_to_the_current_directory_by_default(app_factory, tmp_path: Path) -> None:
    """They went to results/ in the source checkout, wherever the job was run from (and
    not into the data dir either: a report holds texts in clear, out of a Forget's reach)."""
    data = tmp_path / "data"
    app_factory(data).close()
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    before = set(data.iterdir())
    for name in ("dedup", "consolidate"):
        proc = job(name, "--data-dir", str(data), cwd=cwd)
        assert proc.returncode == 0, proc.stderr[-2000:]
        assert f"wrote {name}.json" in proc.stdout
    assert sorted(p.name for p in cwd.iterdir()) == ["consolidate.json", "dedup.json"]
    assert json.loads((cwd / "dedup.json").read_text())["totals"]["entries"] == 0
    assert json.loads((cwd / "consolidate.json").read_text())["summaries"] == 0
    assert not {p for p in set(data.iterdir()) - before if p.suffix == ".json"}
