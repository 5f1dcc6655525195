"""`memcue mcp` over stdio: the SDK's transport, with an answer for a line it cannot read.

The SDK's stdio reader turns a line that is not a JSON-RPC message into an exception on its
read stream, and the server's loop only logs it at debug level: the host that sent the line
waits for an answer that never comes (a hung tool call, not an error it can show). JSON-RPC
2.0 answers such a line with -32700 (not JSON) or -32600 (JSON, but no valid message), with a
null id since none could be read; over HTTP the SDK already does. So the relay here sits
between the SDK's stdio streams and its server loop and answers those lines itself; every
readable message passes through unchanged.
"""

from __future__ import annotations

from typing import Any

import anyio
import structlog
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp_types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError
from pydantic import ValidationError

log = structlog.get_logger(__name__)


def unreadable_reply(exc: Exception) -> JSONRPCError:
    """The JSON-RPC error for a line the transport could not turn into a message."""
    not_json = isinstance(exc, ValidationError) and any(
        e.get("type") == "json_invalid" for e in exc.errors()
    )
    if not_json or not isinstance(exc, ValidationError):
        error = ErrorData(code=PARSE_ERROR, message="Parse error: the line is not JSON")
    else:
        error = ErrorData(
            code=INVALID_REQUEST, message="Invalid Request: the line is no JSON-RPC 2.0 message"
        )
    return JSONRPCError(jsonrpc="2.0", id=None, error=error)


def run_stdio(server: MCPServer[Any]) -> None:
    """Serves `server` over stdin/stdout until stdin ends (what `server.run("stdio")` does,
    plus the answers to unreadable lines)."""
    anyio.run(_serve, server)


async def _serve(server: MCPServer[Any]) -> None:
    # The SDK exposes no public handle on its low-level server, which is what takes streams;
    # tests/test_mcp.py drives this path end to end, so an SDK change shows there.
    lowlevel = server._lowlevel_server
    async with stdio_server() as (read_stream, write_stream):
        inbound, server_reads = anyio.create_memory_object_stream[SessionMessage | Exception](0)

        async def relay() -> None:
            async with inbound:
                async for item in read_stream:
                    if not isinstance(item, Exception):
                        await inbound.send(item)
                        continue
                    log.warning("mcp.unreadable_line", error=type(item).__name__)
                    try:
                        await write_stream.send(SessionMessage(unreadable_reply(item)))
                    except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                        return

        async with anyio.create_task_group() as tg:
            tg.start_soon(relay)
            await lowlevel.run(server_reads, write_stream, lowlevel.create_initialization_options())
            tg.cancel_scope.cancel()
