"""A `Memory` for pure-logic tests: every field a stored memory has, with plain defaults, so a
test names only what it is about (its content, its peer, its time)."""

from __future__ import annotations

from datetime import UTC, datetime

from service.domain import Memory, Origin, Retention

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def memory(**kw: object) -> Memory:
    """Alice's fact "Alice has a cat" at NOW, with `kw` in place of any field (a `peer_id`
    other than alice brings its own label)."""
    peer = str(kw.get("peer_id", "alice"))
    base: dict[str, object] = dict(
        id="m_1",
        namespace="default",
        peer_id=peer,
        scope="peer",
        label=f"default:{peer}",
        content="Alice has a cat",
        kind="fact",
        origin=Origin.AGENT,
        verbatim=False,
        confidence=0.7,
        importance=0.5,
        retention=Retention.STANDARD,
        pinned=False,
        created_at=NOW,
        updated_at=NOW,
        occurred_at=NOW,
    )
    base.update(kw)
    return Memory(**base)  # type: ignore[arg-type]
