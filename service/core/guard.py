"""Who may do what, and to which partition (DESIGN.md rule 1 and section 6).

Every core entry point resolves its partition here from the caller's namespace (taken from
the authenticated key, never from the request) and the peer named in the call. Adapters
store each partition apart, so what this returns is the only partition a call can reach:
isolation does not depend on a caller remembering a filter.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence

from service import validation as v
from service.domain import CallContext, Partition, Role
from service.errors import PermissionDenied
from service.locks import SharedExclusive

OPERATORS = (Role.OPERATOR,)
WRITERS = (Role.OPERATOR, Role.AGENT)
# `reader` is the read-only role: memories, the log and proposals, never a change.
READERS = (Role.OPERATOR, Role.AGENT, Role.READER)


def require(ctx: CallContext, roles: Sequence[Role], action: str) -> None:
    if ctx.role not in roles:
        needed = " or ".join(r.value for r in roles)
        raise PermissionDenied(
            f"role {ctx.role.value!r} may not {action}; this needs role {needed}"
        )


def partition_of(ctx: CallContext, peer_id: str, *, peer_required: bool = False) -> Partition:
    return Partition(v.namespace(ctx.namespace), v.peer_id(peer_id, required=peer_required))


class PartitionLocks:
    """Writes to one partition are serialised (check-then-write must not interleave);
    partitions hash onto a fixed pool of locks so memory stays bounded with many peers."""

    def __init__(self, stripes: int = 64) -> None:
        self._locks = [threading.Lock() for _ in range(stripes)]
        self._gates = [SharedExclusive() for _ in range(stripes)]

    def __call__(self, partition: Partition) -> threading.Lock:
        return self._locks[self._stripe(partition)]

    def gate(self, partition: Partition) -> SharedExclusive:
        """Work of many writes to a partition (an ingest: turns, extraction, cursor) holds
        it shared and Forget alone, taken before the partition's lock: a Forget between an
        ingest's turns and its extraction left memories written after Forget returned, with
        no turns and a cursor that skipped the session's re-send."""
        return self._gates[self._stripe(partition)]

    def _stripe(self, partition: Partition) -> int:
        digest = hashlib.blake2b(
            f"{partition.namespace}\0{partition.peer_id}".encode(), digest_size=4
        ).digest()
        return int.from_bytes(digest) % len(self._locks)
