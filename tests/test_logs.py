"""The process's log lines, as an operator's log shipper reads them: one JSON object a line,
the libraries' own lines included, and no MCP SDK line quoting what a caller sent."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import logging
    import structlog
    from service import logs

    logs.configure("INFO", json=True)
    logging.getLogger("waitress").warning("queue depth %d", 7)
    logging.getLogger("mcp.server.mcpserver").info("Tool %r failed: %r", "t", "Anna's PIN")
    try:
        raise ValueError("boom")
    except ValueError:
        logging.getLogger("grpc").exception("handler failed")
    structlog.get_logger("memcue").info("server.started", port=1)
    """
)


def test_every_line_is_json_and_the_sdk_does_not_echo_callers() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, check=True
    )
    lines = [json.loads(line) for line in done.stderr.splitlines()]
    assert [(x["level"], x["event"]) for x in lines] == [
        ("warning", "queue depth 7"),
        ("error", "handler failed"),
        ("info", "server.started"),
    ]
    assert lines[0]["logger"] == "waitress" and "timestamp" in lines[0]
    assert "ValueError: boom" in lines[1]["exception"]
    assert "PIN" not in done.stderr
