"""Opaque page tokens: a client passes `next_page_token` back unchanged; anything else
gets INVALID_ARGUMENT rather than a wrong page.

A token carries a fingerprint of the request it continues (namespace, peer and filters):
alice's token sent for bob, or with other kinds, read as a position in a different list and
answered a page that skipped or repeated entries without a word. The fingerprint is a check
against such mix-ups, not a signature: the keys already decide what a caller may read."""

from __future__ import annotations

import base64
import hashlib
import json
import math
from collections.abc import Sequence
from typing import Any

from service.errors import InvalidArgument


def encode(key: list[Any], request: Sequence[Any]) -> str:
    payload = [*key, fingerprint(request)]
    return base64.urlsafe_b64encode(json.dumps(payload).encode()).decode()


def decode(token: str, request: Sequence[Any]) -> list[Any] | None:
    """The position a token holds; InvalidArgument if the service did not issue it or
    issued it for another request."""
    if not token:
        return None
    try:
        key = json.loads(base64.urlsafe_b64decode(token.encode()), parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise invalid() from exc
    if not isinstance(key, list) or len(key) != 3 or not isinstance(key[2], str):
        raise invalid()
    if not all(_plain(part) for part in key[:2]):
        raise invalid()
    if key[2] != fingerprint(request):
        raise InvalidArgument(
            "page_token continues another request (its namespace, peer_id or filters were "
            "different): send it with the same peer_id and filters as the call that returned "
            "it, or no page_token to start from the first page",
            field="page_token",
        )
    return key[:2]


def fingerprint(request: Sequence[Any]) -> str:
    text = json.dumps(list(request), sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


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
