"""Opaque page tokens: a client passes `next_page_token` back unchanged; anything else
gets INVALID_ARGUMENT rather than a wrong page."""

from __future__ import annotations

import base64
import json
import math
from typing import Any

from service.errors import InvalidArgument


def encode(key: list[Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(key).encode()).decode()


def decode(token: str) -> list[Any] | None:
    if not token:
        return None
    try:
        key = json.loads(base64.urlsafe_b64decode(token.encode()), parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise invalid() from exc
    if not isinstance(key, list) or len(key) != 2:
        raise invalid()
    if not all(_plain(part) for part in key):
        raise invalid()
    return key


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is in no token this service issues")


def _plain(part: Any) -> bool:
    """A string, a finite float or an int within 64 bits: what the service's own keys hold
    (a forged 10**400 or 1e400 would overflow wherever the key is used)."""
    if isinstance(part, bool):
        return False
    if isinstance(part, int):
        return abs(part) < 2**63
    if isinstance(part, float):
        return math.isfinite(part)
    return isinstance(part, str)


def invalid() -> InvalidArgument:
    return InvalidArgument(
        "page_token is not one this service issued; pass next_page_token unchanged",
        field="page_token",
    )
