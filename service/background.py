"""The service's background jobs: threads that keep the store tidy off the hot path, each
stopping cleanly with the service and never taking it down when a run fails."""

from __future__ import annotations

import threading

import structlog

from service.core import MemoryService

log = structlog.get_logger(__name__)


class _Periodic:
    """A daemon thread that runs `_tick` every `interval_s` until `stop`; a failing run is
    logged as `<event>.failed` and the next one tries again: a background job must never take
    the service down."""

    _event = "background"
    _join_timeout_s = 10.0

    def __init__(self, name: str, interval_s: float) -> None:
        self._interval = interval_s
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def _start(self) -> None:
        self._thread.start()

    def _tick(self) -> None:
        raise NotImplementedError

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            try:
                self._tick()
            except Exception as exc:
                log.warning(f"{self._event}.failed", error=type(exc).__name__)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=self._join_timeout_s)


class Sweeper(_Periodic):
    """Reclaims expired entries in bounded batches, off the hot path."""

    _event = "sweeper"

    def __init__(self, core: MemoryService, *, interval_s: float, batch: int) -> None:
        super().__init__("memcue-sweeper", interval_s)
        self._core = core
        self._batch = batch
        self._start()

    def _tick(self) -> None:
        # Keep going while full batches come back, yielding between them.
        while self._core.sweep_expired(self._batch) == self._batch:
            if self._stop.wait(0.1):
                return


class ConsolidationJob(_Periodic):
    """Consolidation at the configured cadence, bounded per run; best effort (DESIGN.md rule
    7)."""

    _event = "consolidation"
    _join_timeout_s = 30.0

    def __init__(self, core: MemoryService, *, interval_s: float) -> None:
        super().__init__("memcue-consolidate", interval_s)
        self._core = core
        self._start()

    def _tick(self) -> None:
        self._core.consolidate_due()
