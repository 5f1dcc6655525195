"""Memcue: long-term memory for AI agents over gRPC (core, adapters, API, CLI)."""

from service import regex_cache

__version__ = "0.1.0"

# Before any rule module compiles its patterns: a start reuses the last run's compiled forms
# (see service/regex_cache.py: 5.4 s of every start went to compiling the privacy rules).
regex_cache.install()
