"""The clock of the tests that guard against super-linear scans: this process's CPU time, not
the wall clock. On a shared machine another process's burst can land inside one timed scan:
at a load average of 7 (two helpers and the suite on 2 cores) the linear checks failed five
times in one run ("4111111111111111, code ": 58 -> 935 ms wall) where the same scans grow
about 4x for 4x the text alone; a process is not charged for the time it waits for a core."""

from __future__ import annotations

import time
from collections.abc import Callable


def cpu_seconds(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def best_cpu_seconds(work: Callable[[], object], runs: int = 3) -> float:
    return min(cpu_seconds(work) for _ in range(runs))
