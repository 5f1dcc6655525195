"""The Metrics port on prometheus-client, with a registry of its own.

Each app owns its `CollectorRegistry` (never the process-wide default), so tests that run
several servers in one process neither collide on metric names nor see each other's counts.
Counters and histograms are fed by the core's reports; the log backlog and the index size
per namespace are read when Prometheus scrapes (a collector), so they cost nothing between
scrapes. No label ever holds a peer id or text: methods, outcomes, secret kinds, routes and
namespaces are small closed sets.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import structlog
from prometheus_client import (
    CollectorRegistry,
    Counter,
    Histogram,
    make_wsgi_app,
)
from prometheus_client.core import GaugeMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.registry import Collector

from service.gc_tuning import PauseStats

# Request latencies: a Recall takes tens of ms, a big RememberBatch or a Forget seconds.
log = structlog.get_logger(__name__)

_LATENCY = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
_BATCH = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)
_RUN = (0.01, 0.1, 0.5, 1.0, 5.0, 15.0, 60.0, 300.0)


class _Gauges(Collector):
    """Read at scrape time: the outbox backlog, whether ActivityWatch answers, and the index
    size per namespace (cached for `ttl_s`: counting walks every partition)."""

    def __init__(
        self,
        log_status: Callable[[], tuple[int, str]],
        index_sizes: Callable[[], Mapping[str, int]],
        ttl_s: float,
    ) -> None:
        self._log_status = log_status
        self._index_sizes = index_sizes
        self._ttl = ttl_s
        self._lock = threading.Lock()
        self._sizes: Mapping[str, int] = {}
        self._sizes_at = float("-inf")
        self._failing: set[str] = set()  # gauges whose last read raised (logged once)

    def _read(self, gauge: str, read: Callable[[], Any]) -> Any | None:
        """One gauge's source, or None when it raises: that gauge is left out of this
        scrape, and the others (and every counter) are still served. A scrape that
        failed whole would blind the dashboards exactly when something is wrong. The
        error is logged once per failing streak, not once per scrape."""
        try:
            value = read()
        except Exception as exc:
            if gauge not in self._failing:
                self._failing.add(gauge)
                log.warning("metrics.gauge_failed", gauge=gauge, error=type(exc).__name__)
            return None
        if gauge in self._failing:
            self._failing.discard(gauge)
            log.info("metrics.gauge_recovered", gauge=gauge)
        return value

    def _cached_sizes(self) -> Mapping[str, int]:
        with self._lock:
            now = time.monotonic()
            if now - self._sizes_at >= self._ttl:
                self._sizes = dict(self._index_sizes())
                self._sizes_at = now
            return self._sizes

    def describe(self) -> Iterable[Metric]:
        """Names only: without this the registry would collect (and cache sizes) at once."""
        yield GaugeMetricFamily("memcue_log_backlog", "")
        yield GaugeMetricFamily("memcue_log_up", "")
        yield GaugeMetricFamily("memcue_index_entries", "", labels=["namespace"])

    def collect(self) -> Iterable[Metric]:
        status = self._read("memcue_log_backlog", self._log_status)
        if status is not None:
            backlog, error = status
            yield GaugeMetricFamily(
                "memcue_log_backlog",
                "Events in the outbox not yet in ActivityWatch",
                value=backlog,
            )
            yield GaugeMetricFamily(
                "memcue_log_up",
                "1 when the last send to ActivityWatch worked, 0 while it fails",
                value=0 if error else 1,
            )
        counts = self._read("memcue_index_entries", self._cached_sizes)
        if counts is not None:
            sizes = GaugeMetricFamily(
                "memcue_index_entries",
                "Entries in the index per namespace (superseded and archived ones included)",
                labels=["namespace"],
            )
            for namespace, count in sorted(counts.items()):
                sizes.add_metric([namespace], count)
            yield sizes


class _GcPauses(Collector):
    """`memcue_gc_pause_seconds` by generation: every thread waits while a collection runs."""

    def __init__(self, stats: PauseStats) -> None:
        self._stats = stats

    def describe(self) -> Iterable[Metric]:
        return []

    def collect(self) -> Iterable[Metric]:
        family = HistogramMetricFamily(
            "memcue_gc_pause_seconds",
            "Garbage collections by generation (service/gc_tuning.py); every thread waits",
            labels=["generation"],
        )
        for generation in range(3):
            buckets, total = self._stats.histogram(generation)
            family.add_metric([str(generation)], buckets, total)
        yield family


class PrometheusMetrics:
    """Implements `service.ports.Metrics`; `wsgi_app` serves the registry's text format."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        self._rpc_total = Counter(
            "memcue_rpc_requests",
            "gRPC calls by method and status code",
            ["method", "code"],
            registry=r,
        )
        self._rpc_seconds = Histogram(
            "memcue_rpc_duration_seconds",
            "gRPC call latency by method and status code",
            ["method", "code"],
            buckets=_LATENCY,
            registry=r,
        )
        self._writes = Counter(
            "memcue_writes", "Writes by outcome (created, merged, ...)", ["outcome"], registry=r
        )
        self._redactions = Counter(
            "memcue_redactions",
            "Secrets found by the privacy guard, by kind and action (redacted / rejected)",
            ["kind", "action"],
            registry=r,
        )
        self._embed_batch = Histogram(
            "memcue_embedding_batch_size",
            "Texts per embedding model call",
            ["kind"],
            buckets=_BATCH,
            registry=r,
        )
        self._embed_seconds = Histogram(
            "memcue_embedding_duration_seconds",
            "Embedding model call latency",
            ["kind"],
            buckets=_LATENCY,
            registry=r,
        )
        self._consolidation_runs = Counter(
            "memcue_consolidation_runs",
            "Consolidation passes by trigger (background / request / dry_run) and result",
            ["trigger", "result"],
            registry=r,
        )
        self._consolidation_seconds = Histogram(
            "memcue_consolidation_duration_seconds",
            "Consolidation pass duration",
            ["trigger"],
            buckets=_RUN,
            registry=r,
        )
        self._consolidated = Counter(
            "memcue_consolidated_entries",
            "Entries made (summary, gist) or archived by consolidation",
            ["what"],
            registry=r,
        )
        self._sweep_runs = Counter(
            "memcue_sweep_runs", "Expiry sweep passes by result", ["result"], registry=r
        )
        self._sweep_seconds = Histogram(
            "memcue_sweep_duration_seconds", "Expiry sweep pass duration", buckets=_RUN, registry=r
        )
        self._swept = Counter("memcue_swept_entries", "Expired entries deleted", registry=r)
        self._send_errors = Counter(
            "memcue_log_send_errors", "Failed sends of the outbox to ActivityWatch", registry=r
        )
        self._http = Counter(
            "memcue_http_requests",
            "Requests to the HTTP listener by route and status",
            ["route", "status"],
            registry=r,
        )

    def watch(
        self,
        *,
        log_status: Callable[[], tuple[int, str]],
        index_sizes: Callable[[], Mapping[str, int]],
        ttl_s: float = 15.0,
    ) -> None:
        """Registers the gauges read at scrape time (once the stores they read exist)."""
        self.registry.register(_Gauges(log_status, index_sizes, ttl_s))

    def watch_gc(self, stats: PauseStats) -> None:
        """Garbage-collection pauses, read from the gc policy's counters at scrape time."""
        self.registry.register(_GcPauses(stats))

    def wsgi_app(self) -> Any:
        return make_wsgi_app(self.registry)

    # -- the Metrics port ------------------------------------------------------------------

    def rpc(self, method: str, code: str, seconds: float) -> None:
        self._rpc_total.labels(method, code).inc()
        self._rpc_seconds.labels(method, code).observe(seconds)

    def writes(self, outcome: str, count: int = 1) -> None:
        self._writes.labels(outcome).inc(count)

    def redaction(self, kind: str, action: str) -> None:
        self._redactions.labels(kind, action).inc()

    def embedding(self, kind: str, batch: int, seconds: float) -> None:
        self._embed_batch.labels(kind).observe(batch)
        self._embed_seconds.labels(kind).observe(seconds)

    def consolidation_run(
        self, trigger: str, ok: bool, seconds: float, *, summaries: int, gists: int, archived: int
    ) -> None:
        self._consolidation_runs.labels(trigger, "ok" if ok else "failed").inc()
        self._consolidation_seconds.labels(trigger).observe(seconds)
        for what, n in (("summary", summaries), ("gist", gists), ("archived", archived)):
            if n:
                self._consolidated.labels(what).inc(n)

    def sweep_run(self, ok: bool, seconds: float, expired: int) -> None:
        self._sweep_runs.labels("ok" if ok else "failed").inc()
        self._sweep_seconds.observe(seconds)
        if expired:
            self._swept.inc(expired)

    def log_send_error(self) -> None:
        self._send_errors.inc()

    def http_request(self, route: str, status: int) -> None:
        self._http.labels(route, str(status)).inc()
