"""Writing a pair of memories through the API, as the dedup tests do: the first text into a
fresh peer, the second right after it, as a user would."""

from __future__ import annotations

import itertools

from service.client import MemcueClient
from service.domain import WriteOutcome

_peers = itertools.count()


def write_pair(client: MemcueClient, old: str, new: str) -> tuple[WriteOutcome, list[str]]:
    """The second write's outcome and the peer's live texts afterwards, sorted."""
    peer = f"pair-{next(_peers)}"
    first = client.remember(peer, old)
    assert first.outcome == WriteOutcome.CREATED
    second = client.remember(peer, new)
    return second.outcome, sorted(m.content for m in client.iter_all(peer))
