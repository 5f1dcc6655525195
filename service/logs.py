"""Structured logging setup. Log lines carry ids and counts, never memory content.

One renderer for both kinds of line: structlog's own, and the standard-library records the
libraries write (the MCP SDK, gRPC, waitress), so a log shipper reads one JSON shape. The
MCP SDK's INFO lines quote a failed tool's error text, which can carry what the caller
sent; Memcue logs each tool call itself (`mcp.tool`, ids and outcome only), so the SDK's
loggers keep WARNING and above.
"""

from __future__ import annotations

import logging
import sys

import structlog

QUIET = ("httpx", "httpcore", "chromadb", "sentence_transformers", "urllib3", "mcp")


def configure(level: str = "INFO", *, json: bool = True) -> None:
    renderer: structlog.types.Processor = (
        structlog.processors.JSONRenderer() if json else structlog.dev.ConsoleRenderer()
    )
    stamp = structlog.processors.TimeStamper(fmt="iso", utc=True)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
            foreign_pre_chain=[
                structlog.stdlib.add_log_level,
                structlog.stdlib.add_logger_name,
                stamp,
                structlog.processors.format_exc_info,
            ],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for noisy in QUIET:
        logging.getLogger(noisy).setLevel(logging.WARNING)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            stamp,
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level.upper())),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=True,
    )
