"""A module of this package run in a child process, on one path, with this process's imports.

Why a child: some Chroma work must not happen in the serving process: the purge after Forget
needs a process with no SQLite connection of its own to Chroma's database (chroma_purge.py),
and the check after an unclean stop must survive a segfault in Chroma's code
(chroma_health.py). The child gets this process's `sys.path`, so it runs the same code as
its parent even when that is served from another checkout (`bench_scale.py --server-root`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_module(module: str, path: Path, timeout_s: float) -> subprocess.CompletedProcess[str]:
    """`python -m module path`, its output captured as text; raises TimeoutExpired."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    return subprocess.run(
        [sys.executable, "-m", module, str(path)],
        capture_output=True,
        text=True,
        timeout=timeout_s,
        env=env,
        check=False,
    )
