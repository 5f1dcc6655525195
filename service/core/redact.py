"""The privacy guard applied to domain values (DESIGN.md rule 4).

Runs before anything is embedded, indexed or logged, on every write path (Remember,
RememberBatch, Update, RecordEvent), so a secret never reaches a store or a log line.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Mapping
from typing import Any

import structlog

from service.domain import Fact, Memory, Redacted
from service.errors import InvalidArgument, ResourceExhausted
from service.privacy import PrivacyGuard, Redaction

log = structlog.get_logger(__name__)


class Redactor:
    """Collects what one request's redactions were (field and kind, never the value)."""

    def __init__(self, guard: PrivacyGuard) -> None:
        self._guard = guard
        self._found: list[Redaction] = []

    def text(self, value: str, field: str) -> str:
        cleaned, spans = self._guard.clean(value, field)
        self._found.extend(spans)
        return cleaned

    @property
    def redactions(self) -> tuple[Redacted, ...]:
        return tuple(Redacted(r.field, r.kind) for r in self._found)

    def memory(self, memory: Memory) -> Memory:
        content = self.text(memory.content, "memory.content")
        fact = memory.fact
        if fact is not None:
            fact = Fact(
                self.text(fact.subject, "memory.fact.subject"),
                self.text(fact.predicate, "memory.fact.predicate"),
                self.text(fact.object, "memory.fact.object"),
            )
        attributes = {
            k: self.text(val, f"memory.attributes[{k}]") for k, val in memory.attributes.items()
        }
        if not self._found:
            return memory
        log.info(
            "privacy.redacted",
            kinds=sorted({r.kind for r in self._found}),
            count=len(self._found),
        )
        return dataclasses.replace(memory, content=content, fact=fact, attributes=attributes)

    def payload(self, value: Any, max_bytes: int, field: str = "payload") -> Any:
        """Redacts every string in a JSON-like payload; bounds its size and depth, and keeps
        it plain JSON (NaN and infinities would come back as text strict parsers refuse)."""
        _check_plain(value, field)
        size = len(json.dumps(value, default=str))
        if size > max_bytes:
            raise ResourceExhausted(
                f"{field} is {size} bytes; the limit is {max_bytes}", field=field
            )
        clean: Callable[[str, str], str] = self.text

        def walk(x: Any, path: str) -> Any:
            if isinstance(x, str):
                return clean(x, path)
            if isinstance(x, Mapping):
                return {str(k): walk(val, f"{path}.{k}") for k, val in x.items()}
            if isinstance(x, list):
                return [walk(val, f"{path}[{i}]") for i, val in enumerate(x)]
            return x

        return walk(value, field)


MAX_PAYLOAD_DEPTH = 32


def _check_plain(value: Any, field: str) -> None:
    """Iterative, so a deeply nested payload is an argument error, not a RecursionError."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        x, depth = stack.pop()
        if isinstance(x, float) and not math.isfinite(x):
            raise InvalidArgument(
                f"{field} holds {x}: use finite numbers (plain JSON)", field=field
            )
        if isinstance(x, Mapping | list):
            if depth > MAX_PAYLOAD_DEPTH:
                raise InvalidArgument(
                    f"{field} nests deeper than {MAX_PAYLOAD_DEPTH} levels", field=field
                )
            stack.extend((v, depth + 1) for v in (x.values() if isinstance(x, Mapping) else x))


# Identifiers shorter than this hold no secret worth the scan ("D1:3", "s1:12", "agent");
# the scan costs ~0.13 ms whatever the length, on every write.
MIN_IDENTIFIER_CHARS = 10
# hashes of identifiers seen clean (producers and sessions repeat); hashes, not the text, so
# no peer's label outlives its Forget here
_CLEAN_IDENTIFIERS: set[int] = set()
_CLEAN_LIMIT = 4_096


def refuse_secrets(guard: PrivacyGuard, values: Mapping[str, str]) -> None:
    """Identifiers (a label's topic, source refs, producer, session id, a decision's mode or
    proposal id) are stored and shown as sent, so they are not redacted but refused when they
    hold a secret: a GitHub token as a proposal id or a label topic was stored in plain text
    and echoed back to the model (an MCP review). `values` maps field -> value."""
    for field, value in values.items():
        if len(value) < MIN_IDENTIFIER_CHARS or hash(value) in _CLEAN_IDENTIFIERS:
            continue
        found = guard.scan(value, field)
        if found:
            kinds = ", ".join(sorted({r.kind for r in found}))
            raise InvalidArgument(
                f"{field} holds what looks like a secret ({kinds}): identifiers are stored "
                "as sent; leave the secret out",
                field=field,
            )
        if len(_CLEAN_IDENTIFIERS) >= _CLEAN_LIMIT:
            _CLEAN_IDENTIFIERS.clear()
        _CLEAN_IDENTIFIERS.add(hash(value))
