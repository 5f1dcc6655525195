"""Replaying a partition's log (`service.replay.PartitionState`) on hand-built events.

Each event carries what a rebuild needs: the full record after a change (remember, update,
supersede, merge) or the ids that went away (delete, expire, a merge's removed_id). Applying
them in sequence order must give the final entries without re-deciding anything.
"""

from __future__ import annotations

import dataclasses
import random
from datetime import UTC, datetime, timedelta
from typing import Any

from service import codec
from service.domain import LogEvent, Memory, Origin, Partition, Retention
from service.replay import PartitionState

P = Partition("acme", "alice")
T0 = datetime(2025, 1, 1, tzinfo=UTC)


def mem(id_: str, content: str, **fields: Any) -> Memory:
    base = Memory(
        id=id_,
        namespace=P.namespace,
        peer_id=P.peer_id,
        scope="peer",
        label="acme:alice",
        content=content,
        kind="fact",
        origin=Origin.PEER,
        verbatim=False,
        confidence=0.9,
        importance=0.5,
        retention=Retention.STANDARD,
        pinned=False,
        created_at=T0,
        updated_at=T0,
        occurred_at=T0,
        source_refs=("D1:1",),
    )
    return dataclasses.replace(base, **fields)


class Log:
    """Builds a partition's events with increasing sequence numbers."""

    def __init__(self) -> None:
        self.events: list[LogEvent] = []

    def add(self, op: str, **data: Any) -> LogEvent:
        seq = len(self.events) + 1
        event = LogEvent(seq, op, P, T0 + timedelta(seconds=seq), data)
        self.events.append(event)
        return event

    def remember(self, m: Memory) -> None:
        self.add("remember", memory=codec.to_record(m))


def replay(events: list[LogEvent]) -> PartitionState:
    state = PartitionState()
    state.apply_all(events)
    return state


def contents(state: PartitionState) -> dict[str, str]:
    return {mid: m.content for mid, m in sorted(state.memories.items())}


def test_a_write_path_history_replays_to_the_final_entries() -> None:
    log = Log()
    rex = mem("m_rex", "My dog is named Rex")
    kids2 = mem("m_kids2", "I have 2 kids")
    kids3 = mem("m_kids3", "I have 3 kids")
    mars = mem("m_mars", "Alice is moving to Mars")
    bees = mem("m_bees", "Alice keeps bees", expires_at=T0 + timedelta(days=1))
    for m in (rex, kids2, mars, bees):
        log.remember(m)
    # A paraphrase merged into Rex: the survivor record, nothing removed (never stored).
    merged = dataclasses.replace(rex, source_refs=("D1:1", "D2:5"), access_count=1)
    log.add("merge", memory=codec.to_record(merged), previous_content=rex.content, reason="p=0.95")
    # 3 kids supersedes 2 kids: the new entry, then the old one marked.
    log.remember(kids3)
    hidden = dataclasses.replace(kids2, superseded_by=kids3.id)
    log.add("supersede", memory=codec.to_record(hidden), by=kids3.id, reason="number")
    # An update of the content, a delete and an expiry sweep.
    log.add(
        "update", memory=codec.to_record(dataclasses.replace(merged, content="Rex is our beagle"))
    )
    log.add("delete", id=mars.id)
    log.add("expire", ids=[bees.id])

    state = replay(log.events)
    assert contents(state) == {
        "m_kids2": "I have 2 kids",
        "m_kids3": "I have 3 kids",
        "m_rex": "Rex is our beagle",
    }
    assert state.memories["m_kids2"].superseded_by == "m_kids3"  # kept, still linked
    assert state.memories["m_rex"].source_refs == ("D1:1", "D2:5")  # from the merge
    assert state.removed == {"m_mars", "m_bees"}


def test_the_latest_snapshot_wins_whatever_it_contains() -> None:
    log = Log()
    rex = mem("m_rex", "My dog is named Rex")
    log.remember(rex)
    merged = dataclasses.replace(rex, source_refs=("D1:1", "D2:5"), access_count=1)
    log.add("merge", memory=codec.to_record(merged))
    updated = dataclasses.replace(merged, content="Rex is our beagle", pinned=True)
    log.add("update", memory=codec.to_record(updated))
    state = replay(log.events)
    assert state.memories["m_rex"] == updated
    assert state.last_seq == 3 and state.events == 3


def test_a_dedup_job_merge_removes_the_absorbed_entry() -> None:
    log = Log()
    rex = mem("m_rex", "My dog's name is Rex")
    para = mem("m_para", "My dog is named Rex", origin=Origin.AGENT, source_refs=("D1:9",))
    log.remember(rex)
    log.remember(para)
    survivor = dataclasses.replace(rex, source_refs=("D1:1", "D1:9"), merged_from=(para.id,))
    log.add(
        "merge",
        memory=codec.to_record(survivor),
        removed_id=para.id,
        absorbed=codec.to_record(para),
    )
    state = replay(log.events)
    assert list(state.memories) == ["m_rex"]
    assert state.memories["m_rex"].merged_from == ("m_para",)
    assert state.removed == {"m_para"}


def test_a_removed_id_never_comes_back() -> None:
    log = Log()
    gone = mem("m_gone", "Alice is moving to Mars")
    log.remember(gone)
    log.add("delete", id=gone.id)
    # A later snapshot of the same id (say, a supersede decided before the delete landed).
    log.add("supersede", memory=codec.to_record(dataclasses.replace(gone, superseded_by="m_x")))
    log.add("expire", ids=["m_never_stored"])  # an unknown id is no error
    state = replay(log.events)
    assert state.memories == {}
    assert state.removed == {"m_gone", "m_never_stored"}


def test_events_that_change_no_memory_are_counted_and_ignored() -> None:
    log = Log()
    log.remember(mem("m_1", "Alice keeps bees"))
    log.add("proposal_made", correlation_id="p_1", text="Walk before the call")
    log.add("forget", peer_hash="abc", erased=0, by="local-operator")
    log.add("update")  # a snapshot op without a record: nothing to apply
    state = replay(log.events)
    assert contents(state) == {"m_1": "Alice keeps bees"}
    assert state.events == 4 and state.last_seq == 4


def test_order_of_arrival_repeats_and_a_second_pass_do_not_matter() -> None:
    log = Log()
    for i in range(6):
        log.remember(mem(f"m_{i}", f"Fact number {i}"))
    log.add("update", memory=codec.to_record(mem("m_2", "Fact number two, corrected")))
    log.add("delete", id="m_4")
    log.add("expire", ids=["m_0", "m_5"])
    want = {"m_1": "Fact number 1", "m_2": "Fact number two, corrected", "m_3": "Fact number 3"}
    assert contents(replay(log.events)) == want

    shuffled = list(log.events)
    random.Random(7).shuffle(shuffled)
    assert contents(replay(shuffled)) == want
    # Two pages read newest first that overlap by two events: each event counts once.
    newer, older = log.events[5:][::-1], log.events[:7][::-1]
    state = replay(newer + older)
    assert contents(state) == want and state.events == 9 and state.last_seq == 9
    # Applying the same events again (a resumed read) changes nothing.
    state.apply_all(log.events)
    assert contents(state) == want and state.events == 9
