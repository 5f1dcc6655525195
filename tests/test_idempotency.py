"""Idempotency keys: a retry returns the first result; a key reused for a different request
is refused (FAILED_PRECONDITION naming the key) whichever field differs, and stores nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import grpc
import pytest

from service.client import ItemFailure, MemcueClient
from service.domain import DedupMode, Fact, Origin, Retention, WriteOutcome, WriteResult
from service.errors import FailedPrecondition

BASE: dict[str, Any] = {"kind": "fact", "source_refs": ["D1:1"], "importance": 0.4}
SOON = datetime.now(UTC) + timedelta(days=3)
CHANGES: dict[str, dict[str, Any]] = {
    "importance": {"importance": 0.9},
    "confidence": {"confidence": 0.3},
    "retention": {"retention": Retention.SHORT},
    "pinned": {"pinned": True},
    "fact": {"fact": Fact("Alice", "owns", "a bike")},
    "occurred_at": {"occurred_at": datetime(2024, 5, 1, tzinfo=UTC)},
    "expires_at": {"expires_at": SOON},
    "verbatim": {"verbatim": True, "origin": Origin.PEER},
    "origin": {"origin": Origin.PEER},
    "producer": {"producer": "extractor-v2"},
    "attributes": {"attributes": {"topic": "bikes"}},
    "dedup": {"dedup": DedupMode.OFF},
}


def test_same_request_replays_and_a_changed_field_is_refused(client: MemcueClient) -> None:
    first = client.remember("alice", "Alice owns a red bike", idempotency_key="k-1", **BASE)
    again = client.remember("alice", "Alice owns a red bike", idempotency_key="k-1", **BASE)
    assert first.outcome is WriteOutcome.CREATED
    assert again.outcome is WriteOutcome.REPLAYED and again.memory == first.memory
    for name, change in CHANGES.items():
        with pytest.raises(FailedPrecondition, match="'k-1' was already used") as info:
            client.remember(
                "alice", "Alice owns a red bike", idempotency_key="k-1", **{**BASE, **change}
            )
        assert "FAILED_PRECONDITION" in str(info.value), name
    # Nothing was stored by the refused retries, and the first entry is unchanged.
    stored = list(client.iter_all("alice"))
    assert [m.id for m in stored] == [first.memory.id]
    assert stored[0].importance == pytest.approx(0.4) and not stored[0].pinned


def test_a_batch_item_with_a_reused_key_fails_alone(client: MemcueClient) -> None:
    client.remember("bob", "Bob plays chess", idempotency_key="b-1")
    results = client.remember_batch(
        "bob",
        [
            "Bob plays chess",  # same request: replayed
            "Bob plays chess on Sundays",  # same key, other text: refused
            "Bob drinks green tea",  # new key: created
        ],
        idempotency_keys=["b-1", "b-1", "b-2"],
    )
    replayed, refused, created = results
    assert isinstance(replayed, WriteResult) and replayed.outcome is WriteOutcome.REPLAYED
    assert isinstance(created, WriteResult) and created.outcome is WriteOutcome.CREATED
    assert isinstance(refused, ItemFailure)
    assert refused.code is grpc.StatusCode.FAILED_PRECONDITION and "'b-1'" in refused.message
    assert len(list(client.iter_all("bob"))) == 2
