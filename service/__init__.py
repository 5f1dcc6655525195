"""Memcue: long-term memory for AI agents over gRPC (core, adapters, API, CLI)."""

__version__ = "0.1.0"
