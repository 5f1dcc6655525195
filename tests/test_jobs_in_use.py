"""A batch job pointed at a data directory a running service holds says so in one line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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
