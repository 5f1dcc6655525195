"""The committed gRPC stubs must match proto/ (regenerated here and compared byte for byte)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_generated_stubs_are_current() -> None:
    out = subprocess.run(
        [sys.executable, "scripts/gen_proto.py", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout + out.stderr
