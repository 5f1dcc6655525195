"""The typed client's checks of its arguments' Python types, before anything reaches the
wire: protobuf reads None as "" and a string as a list of its characters, silently."""

from __future__ import annotations

import enum
import numbers
from collections.abc import Iterable
from typing import TypeVar

from service.domain import MemoryInput
from service.errors import InvalidArgument


def api_key_arg(value: str) -> str:
    """The key without the line end a file read keeps; a key is printable ASCII (gRPC said
    INTERNAL "Invalid metadata" for a key read with its newline, or one with an accent)."""
    key = (value or "").strip()
    if key and not all(" " < ch <= "~" for ch in key):
        raise InvalidArgument(
            "api_key has a character no key has: a key is printable ASCII with no spaces",
            field="api_key",
        )
    return key


def peer(value: object) -> str:
    """A peer id is a string; "" names the namespace-wide entries, and None is not "" (it
    wrote a memory into every peer's brief)."""
    if not isinstance(value, str):
        raise InvalidArgument(
            f'peer_id must be a string, not {type(value).__name__} ("" for namespace-wide entries)',
            field="peer_id",
        )
    return value


def strings(value: object, field: str) -> tuple[str, ...]:
    """A list of strings; one string is refused, not split into characters
    (`source_refs="D1:3"` stored the refs D, 1, :, 3)."""
    wrong = InvalidArgument(f"{field} must be a list of strings, e.g. [{value!r}]", field=field)
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise wrong
    items = tuple(value)
    if not all(isinstance(x, str) for x in items):
        raise wrong
    return items


def batch_items(value: object) -> tuple[MemoryInput, ...]:
    """A batch's entries: each a MemoryInput or its content. One string is refused, not
    split: `remember_batch("ana", "hello")` stored five memories, one per letter."""
    wrong = InvalidArgument(
        "items must be a list of MemoryInput or content strings, e.g. [MemoryInput(...)]",
        field="items",
    )
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise wrong
    items = tuple(value)
    if not all(isinstance(x, MemoryInput | str) for x in items):
        raise wrong
    return tuple(x if isinstance(x, MemoryInput) else MemoryInput(content=x) for x in items)


E = TypeVar("E", bound=enum.Enum)


def member(cls: type[E], value: object, field: str) -> E | None:
    """An enum member, or its value as a string ("long" for Retention.LONG)."""
    if value is None or isinstance(value, cls):
        return value
    try:
        return cls(value)
    except ValueError:
        names = ", ".join(str(m.value) for m in cls)
        message = f"{field} {value!r} is invalid: use one of {names}"
        raise InvalidArgument(message, field=field) from None


# What each scalar of a MemoryInput must be: protobuf's own refusal of another type says
# only "bad argument type for built-in operation" (content=5), naming no field.
_TEXT = ("content", "scope", "label", "kind", "producer", "session_id")
_FLAGS = ("verbatim", "pinned")
_NUMBERS = ("confidence", "importance")


def memory_input(item: MemoryInput, prefix: str = "memory") -> MemoryInput:
    """`item` if each of its scalars has the type the wire carries, else InvalidArgument
    naming the field and the type given."""
    for name in (*_TEXT, *_FLAGS, *_NUMBERS):
        value = getattr(item, name)
        if name in _TEXT:
            ok, want = isinstance(value, str), "a string"
        elif name in _FLAGS:
            ok, want = isinstance(value, bool), "True or False"
        else:
            ok = value is None or (isinstance(value, numbers.Real) and not isinstance(value, bool))
            want = "a number or None"
        if not ok:
            raise InvalidArgument(
                f"{prefix}.{name} must be {want}, not {type(value).__name__} ({value!r:.40})",
                field=f"{prefix}.{name}",
            )
    return item
