"""Opaque page tokens: a client passes `next_page_token` back unchanged; anything else
gets INVALID_ARGUMENT rather than a wrong page."""

from __future__ import annotations

import base64
import json
from typing import Any

from service.errors import InvalidArgument


def encode(key: list[Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(key).encode()).decode()


def decode(token: str) -> list[Any] | None:
    if not token:
        return None
    try:
        key = json.loads(base64.urlsafe_b64decode(token.encode()))
    except (ValueError, RecursionError) as exc:
        raise invalid() from exc
    if not isinstance(key, list) or len(key) != 2:
        raise invalid()
    if not all(isinstance(part, str | int | float) for part in key):
        raise invalid()
    return key


def invalid() -> InvalidArgument:
    return InvalidArgument(
        "page_token is not one this service issued; pass next_page_token unchanged",
        field="page_token",
    )
