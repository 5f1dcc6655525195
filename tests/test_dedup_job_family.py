"""The dedup job compares like with like, as the write path does: a memory extracted from a
turn never folds into that turn, and nothing folds into a summary or an archived entry."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from scripts.dedup import find_clusters
from service.adapters.activitywatch import bucket_id
from service.dedup import Thresholds
from service.domain import (
    CallContext,
    DedupMode,
    Memory,
    MemoryInput,
    Origin,
    Partition,
    Retention,
    Role,
    Tier,
)
from service.errors import FailedPrecondition
from service.rebuild import read_partition

AT = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
CTX = CallContext("acme", Role.OPERATOR)
TEXT = "Alice prefers window seats on flights."


def _memory(i: int, **kw: Any) -> Memory:
    at = AT + timedelta(minutes=i)
    base: dict[str, Any] = {
        "id": f"m_{i}",
        "namespace": "acme",
        "peer_id": "alice",
        "scope": "peer",
        "label": "acme:alice",
        "content": TEXT,
        "kind": "fact",
        "origin": Origin.AGENT,
        "verbatim": False,
        "confidence": 0.7,
        "importance": 0.5,
        "retention": Retention.STANDARD,
        "pinned": False,
        "created_at": at,
        "updated_at": at,
        "occurred_at": at,
    }
    base.update(kw)
    return Memory(**base)


def _clusters(memories: list[Memory]) -> list[set[str]]:
    vector = np.full(8, 8**-0.5, dtype=np.float32)  # the same text: the same vector
    entries = [(m, vector) for m in memories]
    clusters, _ = find_clusters(entries, k=8, thresholds=Thresholds())
    return [{c["survivor"]["id"], *(m["id"] for m in c["members"])} for c in clusters]


def test_a_turn_and_the_memory_extracted_from_it_stay_two() -> None:
    turn = _memory(0, kind="turn", origin=Origin.PEER, verbatim=True)
    extracted = _memory(1, kind="preference")
    assert _clusters([turn, extracted]) == []


def test_like_still_merges_with_like() -> None:
    turns = [_memory(i, kind="turn", origin=Origin.PEER) for i in (0, 1)]  # (no session)
    facts = [_memory(i, kind="preference") for i in (2, 3)]
    assert sorted(_clusters([*turns, *facts]), key=sorted) == [{"m_0", "m_1"}, {"m_2", "m_3"}]


def test_a_sessions_turns_are_a_record_never_merged() -> None:
    """ "Carol: Sounds good, thanks!" said in two sessions was folded into the first: the
    second session's record had a gap where it was said."""
    said = [_memory(i, kind="turn", origin=Origin.PEER, session_id=f"s{i}") for i in (0, 1)]
    assert _clusters(said) == []


def test_summaries_gists_and_archived_entries_are_never_clustered() -> None:
    kept = [
        _memory(0, kind="summary", tier=Tier.SUMMARY),
        _memory(1, kind="gist", tier=Tier.SUMMARY),
        _memory(2, tier=Tier.ARCHIVED),
        _memory(3),
    ]
    assert _clusters(kept) == []


def test_merge_existing_leaves_a_turn_and_its_extracted_memory(app_factory, tmp_path: Path) -> None:
    app = app_factory(tmp_path / "data")
    core = app.core
    said = MemoryInput(content=TEXT, kind="turn", origin=Origin.PEER)
    turn = core.remember(CTX, "alice", said, dedup=DedupMode.OFF).memory
    extracted = MemoryInput(content=TEXT, kind="preference")
    fact = core.remember(CTX, "alice", extracted, dedup=DedupMode.OFF).memory
    _, merged = core.merge_existing(CTX, "alice", turn.id, [(fact.id, "same words")])
    assert merged == 0
    for mid in (turn.id, fact.id):
        assert core.get(CTX, "alice", mid).content == TEXT


def test_nothing_merges_into_a_summary(app_factory, tmp_path: Path) -> None:
    app = app_factory(tmp_path / "data")
    core = app.core
    written = MemoryInput(content=TEXT, kind="summary")
    summary = core.remember(CTX, "alice", written, dedup=DedupMode.OFF).memory
    fact = core.remember(CTX, "alice", MemoryInput(content=TEXT), dedup=DedupMode.OFF).memory
    with pytest.raises(FailedPrecondition, match="nothing merges into"):
        core.merge_existing(CTX, "alice", summary.id, [(fact.id, "same words")])
    assert core.get(CTX, "alice", fact.id).content == TEXT


def test_links_to_a_merged_away_entry_move_to_its_survivor(app_factory, tmp_path: Path) -> None:
    """The job deleted merged members without moving the links to them: "lives in Berlin"
    stayed superseded by an id nothing could reach (so deleting the surviving correction no
    longer brought it back), and a CONFLICT entry lost the entry it must rank below."""
    app = app_factory(tmp_path / "data")
    core = app.core

    def write(text: str, origin: Origin = Origin.AGENT, dedup: DedupMode = DedupMode.DEFAULT):
        return core.remember(CTX, "alice", MemoryInput(content=text, origin=origin), dedup=dedup)

    berlin = write("Alice lives in Berlin").memory
    paris = write("Alice lives in Paris").memory
    assert core.get(CTX, "alice", berlin.id).superseded_by == paris.id
    again = write("Alice lives in Paris.", dedup=DedupMode.OFF).memory
    rule = write("Alice is vegetarian", Origin.OPERATOR).memory
    claim = write("Alice is not vegetarian")
    assert claim.memory.conflicts_with == rule.id
    rule_again = write("FYI, Alice is vegetarian", Origin.OPERATOR, DedupMode.OFF).memory

    assert core.merge_existing(CTX, "alice", again.id, [(paris.id, "same words")])[1] == 1
    assert core.merge_existing(CTX, "alice", rule_again.id, [(rule.id, "same words")])[1] == 1
    assert core.get(CTX, "alice", berlin.id).superseded_by == again.id
    assert core.get(CTX, "alice", claim.memory.id).conflicts_with == rule_again.id
    core.delete(CTX, "alice", again.id)
    assert core.get(CTX, "alice", berlin.id).superseded_by == ""  # current again


def test_a_survivors_own_link_to_a_member_is_logged(app_factory, tmp_path: Path) -> None:
    """A claim that conflicted with an operator's rule, kept as the survivor of a merge with
    it, lost its link in the index but not in the log: a rebuild linked it to a deleted id."""
    app = app_factory(tmp_path / "data")
    rule = app.core.remember(
        CTX, "cara", MemoryInput(content="Cara is vegetarian", origin=Origin.OPERATOR)
    ).memory
    claim = app.core.remember(CTX, "cara", MemoryInput(content="Cara is not vegetarian")).memory
    assert claim.conflicts_with == rule.id
    app.core.merge_existing(CTX, "cara", claim.id, [(rule.id, "test")])
    assert app.core.get(CTX, "cara", claim.id).conflicts_with == ""
    assert app.log.flush(timeout_s=30)
    replayed = read_partition(app.log, bucket_id(Partition("acme", "cara")))
    assert replayed.memories[claim.id].conflicts_with == ""
