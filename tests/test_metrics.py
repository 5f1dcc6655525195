"""Prometheus metrics on the HTTP listener, scraped after a scripted workload of real calls.

Each test runs its own server (metrics on), so its counts are exactly the workload's: the
registry belongs to the app, not to the process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from structlog.testing import capture_logs

from service.api.server import MemcueServer
from service.app import namespace_sizes
from service.domain import Origin, Role
from service.errors import NotFound, PermissionDenied, Unauthenticated
from service.settings import HttpSettings
from tests.conftest import connect, key_for

HTTP_ON = {"http": {"enabled": True, "port": 0}, "sweep_interval_s": 3600.0}

PEERS = ("alice-7f3e@example.org", "bob-91c2", "carol-x5")
SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
TEXTS = (
    "Alice Zanzibar-Canary likes jasmine green tea",
    "Alice has 2 kids",
    "Alice has 3 kids",
    "Bob lives in Berlin-Quokka",
    "Bob lives in Paris-Quokka",
    "Carol's favourite colour is teal-Wombat",
    "Carol keeps her notes in a blue notebook",
)


Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def scrape(server: MemcueServer) -> tuple[str, Samples]:
    """The raw text and every sample as (name, sorted labels) -> value."""
    resp = httpx.get(server.metrics_url, timeout=10)
    assert resp.status_code == 200
    assert resp.headers["content-type"].startswith("text/plain")
    samples = {}
    for family in text_string_to_metric_families(resp.text):
        for s in family.samples:
            samples[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return resp.text, samples


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def test_metrics_count_a_scripted_workload(server_factory):
    server = server_factory(**HTTP_ON)
    assert server.metrics_url.startswith("http://127.0.0.1:")
    alice, bob, carol = PEERS
    with connect(server) as op:
        # Writes: created x2, merged, superseded, created + conflict, created + replayed.
        assert op.remember(alice, TEXTS[0]).outcome.value == "created"
        assert op.remember(alice, TEXTS[0]).outcome.value == "merged"
        assert op.remember(alice, TEXTS[1], kind="fact").outcome.value == "created"
        assert op.remember(alice, TEXTS[2], kind="fact").outcome.value == "superseded"
        op.remember(bob, TEXTS[3], kind="fact", origin=Origin.OPERATOR)
        assert op.remember(bob, TEXTS[4], kind="fact").outcome.value == "conflict"
        assert op.remember(carol, TEXTS[5], idempotency_key="k1").outcome.value == "created"
        assert op.remember(carol, TEXTS[5], idempotency_key="k1").outcome.value == "replayed"
        # Two secrets of two kinds, redacted.
        written = op.remember(carol, f"Carol's github token is {SECRET}; the door code is 4711")
        assert {r.kind for r in written.redactions} == {"github_token", "access_code"}
        batch = op.remember_batch(carol, [TEXTS[6], TEXTS[6] + " at home"])
        assert len(batch) == 2
        # Reads: two recalls (the second names Bob: two texts in its one query call), a miss,
        # a list.
        op.recall(alice, "what does she drink?")
        op.recall(bob, "where does Bob live?")
        with pytest.raises(NotFound):
            op.get(alice, "m_" + "0" * 32)
        op.list(carol)
        op.consolidate(alice, dry_run=True)
        op.consolidate(alice)
    with (
        connect(server, key_for(server, "default", Role.READER)) as reader,
        pytest.raises(PermissionDenied),
    ):
        reader.remember(alice, "a reader may not write")
    with connect(server, "mck_not-a-key") as nobody, pytest.raises(Unauthenticated):
        nobody.recall(alice, "anything")
    # A second namespace: index sizes are per namespace.
    with connect(server, key_for(server, "other", Role.OPERATOR)) as other:
        other.remember("dave", "Dave plays the cello")
    assert server.app.core.sweep_expired(10) == 0
    # The recalls' access marks are logged on a timer: written now, so that no event lands
    # after the flush below and shows up in the backlog.
    server.app.core.flush_access()
    assert server.app.log.flush(timeout_s=30)
    # The listener counts its own requests by route and status.
    web = server.web_url.rstrip("/")
    assert httpx.get(web + "/", timeout=10).status_code == 401
    assert httpx.get(web + "/login", timeout=10).status_code == 200
    assert httpx.get(web + "/login", timeout=10).status_code == 200
    assert httpx.get(web + "/nowhere", timeout=10).status_code == 404

    text, samples = scrape(server)

    assert value(samples, "memcue_http_requests_total", route="index", status="401") == 1
    assert value(samples, "memcue_http_requests_total", route="login", status="200") == 2
    assert value(samples, "memcue_http_requests_total", route="not_found", status="404") == 1
    assert value(samples, "memcue_http_requests_total", route="metrics", status="200") == 1

    # Request counts and latency histograms per RPC and status code.
    assert value(samples, "memcue_rpc_requests_total", method="Remember", code="OK") == 10
    assert value(samples, "memcue_rpc_requests_total", method="RememberBatch", code="OK") == 1
    assert value(samples, "memcue_rpc_requests_total", method="Recall", code="OK") == 2
    assert value(samples, "memcue_rpc_requests_total", method="Recall", code="UNAUTHENTICATED") == 1
    assert (
        value(samples, "memcue_rpc_requests_total", method="Remember", code="PERMISSION_DENIED")
        == 1
    )
    assert value(samples, "memcue_rpc_requests_total", method="Get", code="NOT_FOUND") == 1
    assert value(samples, "memcue_rpc_requests_total", method="List", code="OK") == 1
    assert value(samples, "memcue_rpc_requests_total", method="Consolidate", code="OK") == 2
    assert value(samples, "memcue_rpc_duration_seconds_count", method="Recall", code="OK") == 2
    assert (
        value(samples, "memcue_rpc_duration_seconds_bucket", method="Recall", code="OK", le="+Inf")
        == 2
    )
    assert value(samples, "memcue_rpc_duration_seconds_sum", method="Recall", code="OK") > 0

    # Write outcomes (the batch's two items and the second namespace's write included).
    assert value(samples, "memcue_writes_total", outcome="created") == 8
    assert value(samples, "memcue_writes_total", outcome="merged") == 1
    assert value(samples, "memcue_writes_total", outcome="superseded") == 1
    assert value(samples, "memcue_writes_total", outcome="conflict") == 1
    assert value(samples, "memcue_writes_total", outcome="replayed") == 1

    # Redactions by kind.
    assert value(samples, "memcue_redactions_total", kind="github_token", action="redacted") == 1
    assert value(samples, "memcue_redactions_total", kind="access_code", action="redacted") == 1

    # Embeddings: one query call per Recall; the second also carries a name no cue held before
    # ("Bob": its vector is taken partly out of the cue's, then kept; service/recall/names.py),
    # in the same model call; every stored write's text went through the model.
    assert value(samples, "memcue_embedding_batch_size_count", kind="query") == 2
    assert value(samples, "memcue_embedding_batch_size_sum", kind="query") == 3
    assert value(samples, "memcue_embedding_batch_size_sum", kind="documents") >= 11
    assert value(samples, "memcue_embedding_duration_seconds_count", kind="documents") >= 10

    # Consolidation and sweep runs.
    assert value(samples, "memcue_consolidation_runs_total", trigger="request", result="ok") == 1
    assert value(samples, "memcue_consolidation_runs_total", trigger="dry_run", result="ok") == 1
    assert value(samples, "memcue_sweep_runs_total", result="ok") == 1

    # The log: drained, and no send failed.
    assert value(samples, "memcue_log_backlog") == 0
    assert value(samples, "memcue_log_up") == 1
    assert value(samples, "memcue_log_send_errors_total") == 0

    # Index size per namespace, never per peer.
    sizes = namespace_sizes(server.app.index)
    assert value(samples, "memcue_index_entries", namespace="default") == sizes["default"] >= 9
    assert value(samples, "memcue_index_entries", namespace="other") == 1
    assert {labels for name, labels in samples if name == "memcue_index_entries"} == {
        (("namespace", "default"),),
        (("namespace", "other"),),
    }

    # Nothing of a peer or a memory anywhere in the output.
    for needle in (*PEERS, "dave", "alice-7f3e", "Zanzibar", "Quokka", "Wombat", "cello", SECRET):
        assert needle not in text, needle
    for content in TEXTS:
        assert content not in text


def test_metrics_report_log_backlog_and_send_errors(server_factory, tmp_path: Path):
    """ActivityWatch unreachable (nothing listens there): writes still succeed, the backlog
    gauge counts the waiting events and every failed send is counted."""
    server = server_factory(aw_url="http://127.0.0.1:9", **HTTP_ON)
    with connect(server) as op:
        for i in range(3):
            op.remember("erin", f"Erin note number {i} about the garden")
    deadline = time.monotonic() + 20
    while True:
        _, samples = scrape(server)
        if value(samples, "memcue_log_send_errors_total") >= 1 or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert value(samples, "memcue_log_send_errors_total") >= 1
    assert value(samples, "memcue_log_backlog") == server.app.log.backlog() >= 3
    assert value(samples, "memcue_log_up") == 0


def test_a_failing_gauge_is_left_out_and_the_scrape_still_works():
    """An index whose count raises (a Chroma hiccup) must not fail the whole scrape: the
    other gauges and every counter are still served, and the error is logged once."""
    from prometheus_client import generate_latest

    from service.adapters.prometheus import PrometheusMetrics

    broken = [True]

    def sizes() -> dict[str, int]:
        if broken[0]:
            raise RuntimeError("chroma is down")
        return {"default": 3}

    metrics = PrometheusMetrics()
    metrics.watch(log_status=lambda: (5, ""), index_sizes=sizes, ttl_s=0)
    metrics.writes("created")
    with capture_logs() as logs:
        for _ in range(3):
            text = generate_latest(metrics.registry).decode()
            assert "memcue_log_backlog 5.0" in text and "memcue_log_up 1.0" in text
            assert 'memcue_writes_total{outcome="created"} 1.0' in text
            assert "memcue_index_entries" not in text
        broken[0] = False
        text = generate_latest(metrics.registry).decode()
    assert 'memcue_index_entries{namespace="default"} 3.0' in text
    events = [(e["event"], e.get("gauge")) for e in logs]
    assert events == [
        ("metrics.gauge_failed", "memcue_index_entries"),
        ("metrics.gauge_recovered", "memcue_index_entries"),
    ]


def test_metrics_and_web_are_off_by_default(server):
    assert HttpSettings().enabled is False
    assert server.http is None and server.metrics_url == "" and server.web_url == ""
    assert server.app.metrics is None


@pytest.mark.slow  # a real `memcue serve` start-up, like tests/test_cli.py's
def test_serve_prints_the_metrics_and_web_addresses(tmp_path: Path):
    """`memcue serve` with the listener on says where metrics and the page are."""
    env = {
        **os.environ,
        "MEMCUE_DATA_DIR": str(tmp_path / "data"),
        "MEMCUE_PORT": "0",
        "MEMCUE_HTTP__ENABLED": "true",
        "MEMCUE_HTTP__PORT": "0",
        "MEMCUE_EMBEDDING_MODEL": "static-64d",  # a fast model: this test is about the banner
        "MEMCUE_LOG_JSON": "false",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        lines: list[str] = []
        assert proc.stdout is not None
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            if line.startswith("Stop with"):
                break
        banner = "".join(lines)
        metrics = next(ln.split()[-1] for ln in lines if ln.strip().startswith("metrics:"))
        web = next(ln.split()[-1] for ln in lines if ln.strip().startswith("web page:"))
        assert metrics.startswith("http://127.0.0.1:") and metrics.endswith("/metrics"), banner
        assert web.startswith("http://127.0.0.1:") and web.endswith("/"), banner
        scraped = httpx.get(metrics, timeout=10)
        assert scraped.status_code == 200
        # the start-up collection of the gc policy (service/gc_tuning.py) is on the record
        assert 'memcue_gc_pause_seconds_count{generation="2"}' in scraped.text
        assert httpx.get(web, timeout=10, follow_redirects=False).status_code == 401
    finally:
        proc.terminate()
        proc.wait(timeout=60)
