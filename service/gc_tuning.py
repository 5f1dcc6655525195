"""The cyclic garbage collector, set for a long-running server that caches what it serves.

Why: CPython's full (generation 2) collection walks every tracked object the process holds and
holds the GIL while it does, so every request thread waits. A server that has read 10,000
memories tracks ~270,000 objects (122,000 of them from start-up: modules, functions, the
privacy rules' tables); a full collection of them took 100-240 ms on these 2 cores, and one
came every few seconds under load (CPython runs one whenever the objects promoted since the
last one reach a quarter of those it kept). In bench_latency's concurrent phase (8 clients)
each such pause delayed every call in flight, which is most of a p99.

What, in `tune`:
- **Start-up objects are frozen** (`gc.freeze()` after a collection): they live as long as
  the process, so no collection needs to walk them again. Reference counting still frees
  them; only a cycle among them would never be collected, and start-up builds none that dies.
- **A larger first generation** (`young` allocations between young collections, CPython's
  default is 700): a request's temporary objects die before a collection sees them, instead of
  being promoted and then counted towards the next full collection. Not much larger: every
  collection's pause grows with it. A load of 10,000 personas and 8 clients (one run each):
  700 -> 11 full collections, longest pauses 85 / 12 / 11 ms (full / middle / young); 2,000
  -> 6, 79 / 13 / 9 ms; 10,000 -> 5, 119 / 28 / 15 ms, and a sequential Recall's p99 rose.
- **Survivors of each full collection are frozen** too (`freeze_survivors`): the next full
  collection walks only what was kept since, so its pause stays in proportion to the churn,
  not to the size of the caches. The price: a reference cycle among objects that had already
  survived a full collection is never collected. The server's long-lived objects (cached
  entries, vectors, parsed texts, connections) are freed by reference counting when they go;
  `unfreeze_every_s` unfreezes everything now and then so a full collection sees it all
  again (one long pause an hour instead of one every few seconds).

Pauses are measured: the gc callback only counts them into `GcPolicy.stats` (plain integers:
a callback runs inside whichever thread allocated, possibly while it holds a logging or metrics
lock, so it must take none); Prometheus reads them at scrape time (`memcue_gc_pause_seconds`)
and a daemon thread logs any pause over `log_pause_ms` within a second.
"""

from __future__ import annotations

import bisect
import gc
import threading
import time
from collections import deque
from dataclasses import dataclass, field

import structlog

from service.settings import GcSettings

log = structlog.get_logger(__name__)


# Pause buckets (seconds) for the histogram Prometheus scrapes.
BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)


@dataclass
class PauseStats:
    """Per generation: how many collections fell at or under each bucket bound, their total
    seconds, and the long ones not yet logged. Written only by the gc callback."""

    counts: list[list[int]] = field(
        default_factory=lambda: [[0] * (len(BUCKETS) + 1) for _ in range(3)]
    )
    sums: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    long: deque[tuple[int, float, int]] = field(default_factory=lambda: deque(maxlen=256))

    def add(self, generation: int, seconds: float) -> None:
        row = self.counts[generation]
        row[bisect.bisect_left(BUCKETS, seconds)] += 1
        self.sums[generation] += seconds

    def histogram(self, generation: int) -> tuple[list[tuple[str, float]], float]:
        """Cumulative (upper bound, count) pairs ending with +Inf, and the sum."""
        row = list(self.counts[generation])
        out, total = [], 0
        for bound, n in zip([*map(str, BUCKETS), "+Inf"], row, strict=True):
            total += n
            out.append((bound, float(total)))
        return out, self.sums[generation]


@dataclass
class GcPolicy:
    """`settings` (the `gc.*` settings) applied to this process, and the pauses seen since."""

    settings: GcSettings = field(default_factory=GcSettings)
    stats: PauseStats = field(default_factory=PauseStats)
    previous: tuple[int, int, int] | None = field(default=None, init=False)
    _started: float = field(default=0.0, init=False)
    _last_unfreeze: float = field(default_factory=time.monotonic, init=False)
    _stop: threading.Event = field(default_factory=threading.Event, init=False)

    def callback(self, phase: str, info: dict[str, int]) -> None:
        """gc.callbacks hook: times each collection, freezes a full one's survivors. Takes no
        lock and logs nothing (see the module docstring)."""
        if phase == "start":
            self._started = time.perf_counter()
            return
        seconds = time.perf_counter() - self._started
        generation = min(max(int(info.get("generation", 0)), 0), 2)
        self.stats.add(generation, seconds)
        if seconds * 1000 >= self.settings.log_pause_ms:
            self.stats.long.append((generation, seconds, int(info.get("collected", 0))))
        every_s = self.settings.unfreeze_every_s
        if generation == 2 and self.settings.freeze_survivors:
            now = time.monotonic()
            if every_s > 0 and now - self._last_unfreeze >= every_s:
                # the next full collection walks everything once more (cycles among old
                # objects get collected then); survivors are frozen again after it
                self._last_unfreeze = now
                gc.unfreeze()
            else:
                gc.freeze()  # right after a full collection: exactly its survivors

    def report(self) -> int:
        """Logs the long pauses counted since the last call; returns how many."""
        n = 0
        while self.stats.long:
            generation, seconds, collected = self.stats.long.popleft()
            log.info(
                "gc.pause",
                generation=generation,
                ms=round(seconds * 1000, 1),
                collected=collected,
                frozen=gc.get_freeze_count(),
            )
            n += 1
        return n

    def _run(self) -> None:
        while not self._stop.wait(1.0):
            self.report()


def tune(policy: GcPolicy) -> GcPolicy:
    """Applies `policy` to this process (the server calls it once it is built and warm):
    one full collection, timed and reported like any, then everything alive is frozen."""
    policy.previous = gc.get_threshold()
    _, middle, old = policy.previous
    gc.set_threshold(policy.settings.young, middle, old)
    gc.callbacks.append(policy.callback)
    gc.collect()
    gc.freeze()
    threading.Thread(target=policy._run, name="memcue-gc-report", daemon=True).start()
    log.info(
        "gc.tuned",
        young=policy.settings.young,
        frozen=gc.get_freeze_count(),
        freeze_survivors=policy.settings.freeze_survivors,
    )
    return policy


def untune(policy: GcPolicy) -> None:
    """Undoes `tune` (tests; a server stopping in a process that goes on)."""
    policy._stop.set()
    if policy.callback in gc.callbacks:
        gc.callbacks.remove(policy.callback)
    if policy.previous is not None:
        gc.set_threshold(*policy.previous)
    gc.unfreeze()
