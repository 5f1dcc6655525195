"""The privacy guard applied to domain values (DESIGN.md rule 4).

Runs before anything is embedded, indexed or logged, on every write path (Remember,
RememberBatch, Update, RecordEvent), so a secret never reaches a store or a log line.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping
from typing import Any

import structlog

from service.domain import Fact, Memory, Redacted
from service.errors import ResourceExhausted
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
        """Redacts every string in a JSON-like payload; bounds its size."""

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
