"""The one codec for `Memory`: every stored representation is derived from the dataclass.

Two representations, each defined once from `dataclasses.fields(Memory)` and the field
types, so a field added to `Memory` reaches every store without touching three hand-written
lists (which used to drift: one fell back to defaults where another raised):

- **record**: a JSON-ready dict (ISO timestamps, enum values, lists). The log and the
  idempotency store keep it (inside a sealed blob), and replay reads it back, so its shape
  is also the replay contract: records written by older versions (fewer fields) still load.
- **flat**: Chroma's document + flat metadata. Scalars stay filterable (timestamps as integer
  microseconds, so range filters are one comparison and exact), lists and maps become JSON
  strings, and every free-text field is sealed with the peer's key (Forget shreds it).

Opaque blobs (whole events, idempotency results, proposal texts) are sealed by
`Sealer.seal_json` / `open_json`: the same layer, one call per adapter.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from service.crypto import Sealer
from service.domain import Fact, Memory, Partition

# Free text a peer may have said: sealed wherever it is stored at rest (DESIGN.md rule 5).
SEALED_FIELDS = frozenset({"content", "source_refs", "fact", "attributes"})

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
_US = timedelta(microseconds=1)
# Chroma metadata cannot hold None: "never expires" is a far-future instant, so the expiry
# filter stays a single comparison; other missing optional instants are 0. Instants before
# 1970 are negative (a birth date, a historic event).
NEVER_US = 32_503_680_000_000_000  # validation.LATEST: writes refuse instants from here on


class _Kind(enum.Enum):
    TEXT = "text"
    BOOL = "bool"
    FLOAT = "float"
    INT = "int"
    ENUM = "enum"
    INSTANT = "instant"
    MAYBE_INSTANT = "maybe_instant"
    TEXTS = "texts"
    FACT = "fact"
    MAP = "map"


@dataclass(frozen=True, slots=True)
class _Field:
    name: str
    kind: _Kind
    required: bool
    make_default: Callable[[], Any]
    enum_type: type[enum.Enum] | None = None

    @property
    def default(self) -> Any:
        return self.make_default()


def _classify(f: dataclasses.Field[Any], hint: Any) -> _Field:
    required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    if f.default_factory is not dataclasses.MISSING:
        default: Callable[[], Any] = f.default_factory
    else:
        value = None if f.default is dataclasses.MISSING else f.default
        default = lambda: value  # noqa: E731
    simple: dict[Any, _Kind] = {str: _Kind.TEXT, bool: _Kind.BOOL, float: _Kind.FLOAT}
    simple |= {int: _Kind.INT, datetime: _Kind.INSTANT, datetime | None: _Kind.MAYBE_INSTANT}
    simple |= {tuple[str, ...]: _Kind.TEXTS, Fact | None: _Kind.FACT}
    simple |= {Mapping[str, str]: _Kind.MAP}
    if hint in simple:
        return _Field(f.name, simple[hint], required, default)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return _Field(f.name, _Kind.ENUM, required, default, hint)
    raise TypeError(f"Memory.{f.name}: no codec for {hint!r}")


_HINTS = typing.get_type_hints(Memory)
FIELDS: tuple[_Field, ...] = tuple(_classify(f, _HINTS[f.name]) for f in dataclasses.fields(Memory))


# -- record (JSON) ----------------------------------------------------------------------------


def _to_json(kind: _Kind, value: Any) -> Any:
    if value is None:
        return None
    if kind is _Kind.ENUM:
        return value.value
    if kind in (_Kind.INSTANT, _Kind.MAYBE_INSTANT):
        return value.isoformat()
    if kind is _Kind.TEXTS:
        return list(value)
    if kind is _Kind.FACT:
        return {"subject": value.subject, "predicate": value.predicate, "object": value.object}
    if kind is _Kind.MAP:
        return dict(value)
    return value


def _from_json(field: _Field, raw: Any) -> Any:
    kind = field.kind
    if raw is None or (raw == "" and kind in (_Kind.MAYBE_INSTANT, _Kind.FACT)):
        if kind in (_Kind.MAYBE_INSTANT, _Kind.FACT):
            return None
        raise ValueError(f"memory record has no value for {field.name}")
    if kind is _Kind.ENUM:
        assert field.enum_type is not None
        return field.enum_type(raw)
    if kind in (_Kind.INSTANT, _Kind.MAYBE_INSTANT):
        return datetime.fromisoformat(raw)
    if kind is _Kind.TEXTS:
        return tuple(str(x) for x in raw)
    if kind is _Kind.FACT:
        return Fact(str(raw["subject"]), str(raw["predicate"]), str(raw["object"]))
    if kind is _Kind.MAP:
        return {str(k): str(v) for k, v in raw.items()}
    return {
        _Kind.TEXT: str,
        _Kind.BOOL: bool,
        _Kind.FLOAT: float,
        _Kind.INT: int,
    }[kind](raw)


def to_record(memory: Memory) -> dict[str, Any]:
    """JSON-ready dict with every field: what the log stores so the index can be replayed."""
    return {f.name: _to_json(f.kind, getattr(memory, f.name)) for f in FIELDS}


def from_record(record: Mapping[str, Any]) -> Memory:
    """Inverse of `to_record`. A missing required field raises ValueError naming it; a
    missing optional one (a record from an older version) takes the field's default."""
    values: dict[str, Any] = {}
    for f in FIELDS:
        if f.name in record:
            values[f.name] = _from_json(f, record[f.name])
        elif f.required:
            raise ValueError(f"memory record has no {f.name}")
        else:
            values[f.name] = f.default
    return Memory(**values)


# -- flat (Chroma document + metadata) --------------------------------------------------------

Scalar = str | int | float | bool


def micros(value: datetime) -> int:
    return (value - _EPOCH) // _US


def _instant(raw: Any, *, optional: bool = True) -> datetime | None:
    if raw is None:
        return None
    us = int(raw)
    if us >= NEVER_US or (optional and us == 0):
        return None
    return _EPOCH + us * _US


class FlatCodec:
    """Memory <-> (sealed document, flat metadata) for the vector index."""

    def __init__(self, sealer: Sealer) -> None:
        self._sealer = sealer

    def fact_key(self, partition: Partition, key: str) -> str:
        """Keyed digest of a fact's subject|predicate: equality lookups on sealed facts."""
        return self._sealer.lookup_digest(partition, key)

    def encode(self, memory: Memory) -> tuple[str, dict[str, Scalar]]:
        partition = memory.partition

        def seal(text: str) -> str:
            return self._sealer.seal(partition, text)

        meta: dict[str, Scalar] = {}
        for f in FIELDS:
            if f.name in ("id", "content"):
                continue
            value = getattr(memory, f.name)
            if f.kind is _Kind.INSTANT:
                meta[f.name] = micros(value)
            elif f.kind is _Kind.MAYBE_INSTANT:
                fallback = NEVER_US if f.name == "expires_at" else 0
                meta[f.name] = fallback if value is None else micros(value)
            elif f.kind is _Kind.ENUM:
                meta[f.name] = value.value
            elif f.kind in (_Kind.TEXTS, _Kind.MAP, _Kind.FACT):
                if f.kind is _Kind.FACT:
                    text = (
                        ""
                        if value is None
                        else json.dumps([value.subject, value.predicate, value.object])
                    )
                else:
                    text = json.dumps(_to_json(f.kind, value), sort_keys=True)
                meta[f.name] = seal(text) if f.name in SEALED_FIELDS else text
            else:
                meta[f.name] = value
        # Derived, for filters: Chroma cannot test a string for emptiness.
        meta["superseded"] = bool(memory.superseded_by)
        meta["conflicted"] = bool(memory.conflicts_with)
        meta["fact_key"] = self.fact_key(partition, memory.fact.key) if memory.fact else ""
        return seal(memory.content), meta

    def decode(
        self, partition: Partition, memory_id: str, document: str, meta: Mapping[str, Any]
    ) -> Memory:
        sealer = self._sealer

        def open_(token: str) -> str:
            return sealer.open(partition, token)

        values: dict[str, Any] = {"id": memory_id, "content": open_(document)}
        for name, decode, required, default in _FLAT_DECODERS:
            raw = meta.get(name)
            if raw is None:
                if required:
                    raise ValueError(f"index entry {memory_id} has no {name}")
                values[name] = default()
            else:
                values[name] = decode(raw, open_)
        return Memory(**values)


def _flat_decoder(f: _Field) -> Callable[[Any, Callable[[str], str]], Any]:
    """One field's decoder, chosen once (decoding runs for every recall candidate)."""
    sealed = f.name in SEALED_FIELDS
    kind = f.kind
    if kind is _Kind.INSTANT:

        def instant(raw: Any, _open: Callable[[str], str]) -> Any:
            value = _instant(raw, optional=False)
            if value is None:
                raise ValueError(f"index entry has no {f.name}")
            return value

        return instant
    if kind is _Kind.MAYBE_INSTANT:
        return lambda raw, _open: _instant(raw)
    if kind is _Kind.FACT:

        def fact(raw: Any, open_: Callable[[str], str]) -> Any:
            text = open_(raw) if sealed else str(raw)
            return Fact(*json.loads(text)) if text else None

        return fact
    if kind in (_Kind.TEXTS, _Kind.MAP):

        def listlike(raw: Any, open_: Callable[[str], str]) -> Any:
            text = open_(raw) if sealed else str(raw)
            return _from_json(f, json.loads(text or "null") or f.default)

        return listlike
    if kind is _Kind.ENUM:
        assert f.enum_type is not None
        enum_type = f.enum_type
        return lambda raw, _open: enum_type(raw)
    cast: Callable[[Any], Any] = {
        _Kind.TEXT: str,
        _Kind.BOOL: bool,
        _Kind.FLOAT: float,
        _Kind.INT: int,
    }[kind]
    return lambda raw, _open: cast(raw)


_FLAT_DECODERS = tuple(
    (f.name, _flat_decoder(f), f.required, f.make_default)
    for f in FIELDS
    if f.name not in ("id", "content")
)
