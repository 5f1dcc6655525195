"""The service's background jobs: threads that keep the store tidy off the hot path, each
stopping cleanly with the service and never taking it down when a run fails."""

from __future__ import annotations

import threading

import structlog

from service.core import MemoryService

log = structlog.get_logger(__name__)


class Sweeper:
    """Background thread that reclaims expired entries in bounded batches, off the hot path."""

    def __init__(self, core: MemoryService, *, interval_s: float, batch: int) -> None:
        self._core = core
        self._interval = interval_s
        self._batch = batch
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="memcue-sweeper", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            try:
                # Keep going while full batches come back, yielding between them.
                while self._core.sweep_expired(self._batch) == self._batch:
                    if self._stop.wait(0.1):
                        return
            except Exception as exc:  # a failing sweep must never take the service down
                log.warning("sweeper.failed", error=type(exc).__name__)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)


class ConsolidationJob:
    """Background consolidation at the configured cadence, bounded per run; best effort: a
    failing run is logged and the next one tries again (DESIGN.md rule 7)."""

    def __init__(self, core: MemoryService, *, interval_s: float) -> None:
        self._core = core
        self._interval = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="memcue-consolidate", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            try:
                self._core.consolidate_due()
            except Exception as exc:
                log.warning("consolidation.failed", error=type(exc).__name__)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=30)
