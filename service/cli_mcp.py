"""`memcue mcp`: the MCP server an agent host launches (stdio), or a standalone streamable
HTTP one (`--http`). Both are clients of a running `memcue serve` (see service/mcp)."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Callable
from functools import partial
from types import FrameType
from typing import Any

import structlog

from service import cli_target
from service import validation as v
from service.errors import Unauthenticated, Unavailable
from service.settings import Settings

log = structlog.get_logger(__name__)

HELP = """\
Serve Memcue's memory as MCP tools for an agent talking to one peer.

  memcue mcp --peer alice          # stdio: what an agent host launches (see README "MCP")
  memcue mcp --http [--peer alice] # streamable HTTP on 127.0.0.1:8765/mcp

Both talk to a running `memcue serve` (--target). Over stdio the key is --api-key,
MEMCUE_API_KEY, or <MEMCUE_DATA_DIR>/operator.key (prefer an agent key:
`memcue keys create --namespace default --role agent`); over HTTP every request sends its
own 'Authorization: Bearer <key>', and the peer comes from --peer or each request's
X-Memcue-Peer header. Logs go to stderr; stdout carries the protocol.
"""


def add_command(
    sub: Any, *, default_target: str, api_key: Callable[[argparse.Namespace], str]
) -> None:
    mcp = sub.add_parser(
        "mcp",
        help="MCP server for agents (stdio, or --http)",
        description=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    mcp.add_argument(
        "--peer",
        default=os.environ.get("MEMCUE_MCP_PEER", ""),
        help="the peer this agent talks to (default: MEMCUE_MCP_PEER); required for stdio",
    )
    mcp.add_argument("--target", default=default_target, help="host:port of `memcue serve`")
    mcp.add_argument(
        "--api-key", help="stdio: default MEMCUE_API_KEY, then <data dir>/operator.key"
    )
    mcp.add_argument(
        "--namespace",
        default=os.environ.get("MEMCUE_NAMESPACE", ""),
        help="only with MEMCUE_AUTH=open (a key names its own namespace)",
    )
    mcp.add_argument("--timeout", type=float, default=10.0, help="deadline per call, seconds")
    mcp.add_argument("--http", action="store_true", help="streamable HTTP instead of stdio")
    mcp.add_argument("--host", help="--http: listen address (default MEMCUE_MCP__HOST)")
    mcp.add_argument("--port", type=int, help="--http: port (default MEMCUE_MCP__PORT; 0 = any)")
    mcp.add_argument("--path", help="--http: endpoint path (default /mcp)")
    cli_target.add_tls_arguments(mcp)
    mcp.set_defaults(fn=partial(_run, api_key=api_key))


def _run(args: argparse.Namespace, *, api_key: Callable[[argparse.Namespace], str]) -> int:
    from service import logs

    settings = Settings()
    logs.configure(settings.log_level, json=settings.log_json)  # stderr, never stdout
    if args.peer:
        v.peer_id(args.peer)  # the core's own check, so a typo fails at launch
    if args.http:
        return _http(args, settings)
    return _stdio(args, api_key(args))


def _stdio(args: argparse.Namespace, key: str) -> int:
    from service.mcp.session import ClientPool, FixedSession
    from service.mcp.stdio import run_stdio
    from service.mcp.tools import build_server

    if not args.peer:
        print(
            "error: --peer (or MEMCUE_MCP_PEER) is required: the peer this agent talks to",
            file=sys.stderr,
        )
        return 2
    pool = ClientPool(
        args.target,
        timeout=args.timeout,
        namespace=args.namespace,
        tls=cli_target.tls_config(args),
    )
    label = ""
    try:
        identity = pool.identity(key)
        label = f"{identity.namespace}:{args.peer}"
        log.info("mcp.stdio_ready", target=args.target, namespace=identity.namespace)
        if identity.role == "operator":
            # The model decides which tools to call: with this key it may erase the peer.
            print(
                f"warning: this MCP session runs with an operator key (namespace "
                f"{identity.namespace!r}): the model can call memory_forget and erase the "
                "peer. Give the agent host an agent key instead: `memcue keys create "
                f"--namespace {identity.namespace} --role agent` (MEMCUE_API_KEY).",
                file=sys.stderr,
                flush=True,
            )
    except Unauthenticated as exc:
        print(f"error: {exc.message} (target {args.target})", file=sys.stderr)
        return 2
    except Unavailable:  # the service may come up later: each tool call says so meanwhile
        log.warning("mcp.service_unreachable", target=args.target)
    server = build_server(
        FixedSession(pool, key=key, peer=args.peer), target=args.target, peer=args.peer, label=label
    )
    try:
        run_stdio(server)
    finally:
        pool.close()
    return 0


def _http(args: argparse.Namespace, settings: Settings) -> int:
    from service.mcp.http import build_http_server

    srv = build_http_server(
        args.target,
        host=args.host or settings.mcp.host,
        port=settings.mcp.port if args.port is None else args.port,
        path=args.path or settings.mcp.path,
        peer=args.peer,
        namespace=args.namespace,
        timeout=args.timeout,
        tls=cli_target.tls_config(args),
    )
    srv.start()
    print(
        f"Memcue MCP (streamable HTTP) on {srv.url}\n"
        f"  gRPC target: {args.target}\n"
        "  auth:        each request's 'Authorization: Bearer <key>'\n"
        f"  peer:        {args.peer or 'from each request (X-Memcue-Peer header)'}\n"
        "Stop with Ctrl-C.",
        flush=True,
    )
    stop = threading.Event()

    def handle(signum: int, _frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, handle)
    signal.signal(signal.SIGINT, handle)
    # short waits, so the handler runs: a signal delivered to another thread does not wake
    # an untimed wait of the main one (`service.api.server.MemcueServer.wait`)
    while not stop.wait(timeout=0.25):
        pass
    srv.stop()
    return 0
