"""`memcue serve`: the service in the foreground until SIGTERM or Ctrl-C, with the checks
that would refuse its start made before the slow part of it (the model, aw-server)."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from service import cli_keys, gc_tuning
from service.errors import FailedPrecondition
from service.settings import Settings

if TYPE_CHECKING:
    from service.api.server import MemcueServer
    from service.app import App
    from service.mcp.http import McpHttpServer


def settings_of(args: argparse.Namespace) -> Settings:
    """The settings with `serve`'s (and `keys`') --data-dir, --port and --host applied."""
    overrides: dict[str, object] = {}
    if getattr(args, "data_dir", None):
        overrides["data_dir"] = Path(args.data_dir)
    if getattr(args, "port", None) is not None:
        overrides["port"] = args.port
    if getattr(args, "host", None):
        overrides["host"] = args.host
    return Settings(**overrides)  # type: ignore[arg-type]


def serve(args: argparse.Namespace) -> int:
    from service import logs
    from service.api.server import MemcueServer
    from service.app import build_app

    settings = settings_of(args)
    logs.configure(settings.log_level, json=settings.log_json)
    _preflight(settings)  # before the model loads and aw-server starts: seconds sooner
    app = build_app(settings)
    try:
        server = MemcueServer(app)
    except BaseException:
        app.close()
        raise
    server.start()
    server.stop_on_signals()
    gc_policy = _tune_gc(settings, app)
    try:
        mcp_http = _start_mcp_http(settings, server.port)
    except BaseException:  # e.g. its port is taken: stop cleanly (aw-server child too)
        server.stop(grace=0)
        raise
    runtime = settings.data_dir.resolve() / "runtime.json"
    # Batch jobs (scripts/reembed.py) read this to reach the running service's log.
    runtime.write_text(
        json.dumps({"pid": os.getpid(), "address": server.address, "aw_url": app.aw_url})
    )
    auth = cli_keys.auth_banner(settings)
    pair = app.core.pair_scorer
    head = app.core.paraphrase_head
    dedup = "rules" + (f" + {head.name}" if head is not None else "")
    dedup += (
        f" + pair model {settings.pair_model} (>= {settings.dedup.pair_score})"
        if pair is not None
        else " (no pair model: `make pair-model` trains one)"
    )
    extra = "".join(
        f"  {name:<19}{url}\n"
        for name, url in (
            ("metrics:", server.metrics_url),
            ("web page:", server.web_url),
            ("MCP (HTTP):", mcp_http.url if mcp_http else None),
            ("TLS:", _tls_line(server)),
        )
        if url
    )
    print(
        f"Memcue listening on {server.address}\n"
        f"  ActivityWatch log: {app.aw_url}\n"
        f"  data dir:          {settings.data_dir.resolve()}\n"
        f"  embedding model:   {app.embedder.model_id}\n"
        f"  dedup:             {dedup}\n"
        f"  auth:              {auth}\n"
        f"{extra}"
        "Stop with Ctrl-C.",
        flush=True,
    )
    server.wait()
    if mcp_http is not None:
        mcp_http.stop()
    server.stop()
    if gc_policy is not None:
        gc_tuning.untune(gc_policy)
    runtime.unlink(missing_ok=True)
    server.exit_past_grace()
    return 0


def _tls_line(server: MemcueServer) -> str:
    if server.tls is None:
        return ""
    cert = server.tls.current
    line = f"{', '.join(cert.names) or 'no names'} (until {cert.not_after:%Y-%m-%d})"
    return line + (", client certificates required" if cert.client_ca is not None else "")


def _preflight(settings: Settings) -> None:
    """What would refuse the start anyway, checked before the slow part of it."""
    from service.api.tls import load_server_tls

    load_server_tls(settings.tls)
    if settings.mcp.http and settings.tls.client_ca_file is not None:
        raise FailedPrecondition(
            "mcp.http inside `memcue serve` cannot reach a gRPC port that requires client "
            "certificates (tls.client_ca_file): turn mcp.http off and run `memcue mcp --http "
            "--tls-cert CERT --tls-key KEY` beside the service"
        )


def _tune_gc(settings: Settings, app: App) -> gc_tuning.GcPolicy | None:
    """Once the app is built and its model warm: what is alive now lives as long as the
    process (service/gc_tuning.py)."""
    if not settings.gc.tune:
        return None
    policy = gc_tuning.GcPolicy(settings.gc)
    if app.metrics is not None:
        app.metrics.watch_gc(policy.stats)
    return gc_tuning.tune(policy)


def _start_mcp_http(settings: Settings, grpc_port: int) -> McpHttpServer | None:
    """MEMCUE_MCP__HTTP=true: the MCP tools over streamable HTTP, as a client of this very
    server's gRPC port (same auth interceptor, same core; see service/mcp)."""
    if not settings.mcp.http:
        return None
    from service.api.tls import local_client_tls
    from service.mcp.http import build_http_server

    host = settings.host if settings.host not in ("0.0.0.0", "::", "[::]", "") else "127.0.0.1"
    srv = build_http_server(
        f"{host}:{grpc_port}",
        host=settings.mcp.host,
        port=settings.mcp.port,
        path=settings.mcp.path,
        tls=local_client_tls(settings.tls, host),
    )
    srv.start()
    return srv
