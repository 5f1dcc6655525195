"""WorkingMemory and ConfirmBrief through the gRPC API with the real model, Chroma and
aw-server: peer isolation, the token budget, sections (decisions from the decision log, cue
focus, global and project memories), confirmation as access, refusals."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from embeddings import OnnxEmbedder
from service.api.server import MemcueServer
from service.app import build_app
from service.client import MemcueClient
from service.domain import Memory, Partition, Role, Tier
from service.errors import InvalidArgument, NotFound, PermissionDenied
from service.loop_domain import BriefLine, BriefSection, Section, Turn
from service.working_memory.brief import IssuedBriefs
from tests.conftest import connect, key_for, make_settings, operator_key

NOW = datetime(2024, 9, 2, 10, tzinfo=UTC)
ALICE_CANARY = "Alice's locker code word is heliotrope"
BOB_CANARY = "Bob's locker code word is marigold"


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, embedder: OnnxEmbedder
) -> Iterator[MemcueServer]:
    data: Path = tmp_path_factory.mktemp("brief") / "data"
    srv = MemcueServer(build_app(make_settings(data), embedder=embedder, clock=Clock()))
    srv.start()
    yield srv
    srv.stop(grace=1)


@pytest.fixture(scope="module")
def client(server: MemcueServer) -> Iterator[MemcueClient]:
    with MemcueClient(server.address, timeout=60, api_key=operator_key(server)) as mc:
        for peer, canary, hobby in (
            ("alice", ALICE_CANARY, "I love rock climbing on weekends."),
            ("bob", BOB_CANARY, "I love baking rye bread on weekends."),
        ):
            mc.remember(peer, canary, importance=0.9)
            mc.ingest_transcript(
                peer,
                f"{peer}-s1",
                [
                    Turn(text=hobby, position=0, speaker=peer.title(), time=NOW),
                    Turn(text="See you next week!", position=1, speaker=peer.title(), time=NOW),
                ],
            )
        mc.remember("", "All meetings are in the Atlas room", scope="global")
        mc.remember("", "The memcue release is due on 30 September", scope="project:memcue")
        mc.remember("", "The website uses Hugo", scope="project:website")
        yield mc


def _texts(brief_text: str) -> str:
    return brief_text.lower()


def test_a_peers_brief_never_contains_another_peers_memories(client: MemcueClient) -> None:
    bob_ids = {m.id for m in client.iter_all("bob")}
    cases: list[dict[str, Any]] = [
        {},
        {"project": "memcue"},
        {"cue": "locker code word"},
        {"token_budget": 4000},
    ]
    for kwargs in cases:
        brief = client.working_memory("alice", **kwargs)
        assert "marigold" not in brief.text and "rye bread" not in brief.text
        assert not set(brief.memory_ids) & bob_ids
        assert "heliotrope" in brief.text
    with_project = client.working_memory("alice", project="project:memcue")
    assert "Atlas room" in with_project.text and "30 September" in with_project.text
    assert "Hugo" not in with_project.text  # another project's memories stay out
    alone = client.working_memory("alice", include_global=False)
    assert "Atlas room" not in alone.text and "30 September" not in alone.text
    project_only = client.working_memory("", project="memcue")
    assert "30 September" in project_only.text and "heliotrope" not in project_only.text


def test_the_budget_is_never_exceeded(client: MemcueClient, embedder: OnnxEmbedder) -> None:
    for i in range(30):
        client.remember("alice", f"Alice's colleague number {i} is called Person{i} Smith")
    for budget in (50, 80, 150, 400, 1000, 3000):
        brief = client.working_memory("alice", token_budget=budget, project="memcue")
        assert brief.tokens <= budget and brief.token_budget == budget
        assert embedder.count_tokens([brief.text]) == [brief.tokens]
        assert "MiniLM" in brief.tokenizer
        for section in brief.sections:
            for line in section.lines:
                assert f"- {line.text}" in brief.text and line.why
                assert line.memory_id or line.proposal_id
                assert line.tier is not None or line.proposal_id
    small = client.working_memory("alice", token_budget=50)
    large = client.working_memory("alice", token_budget=3000)
    assert len(small.memory_ids) < len(large.memory_ids)


def test_decisions_come_from_the_decision_log_and_the_cue_sets_the_focus(
    client: MemcueClient,
) -> None:
    done = client.record_event("carol", "proposal_made", text="Book the Lisbon flights")
    client.record_event("carol", "action_taken", proposal_id=done.proposal_id)
    no = client.record_event("carol", "proposal_made", text="Switch to the night train")
    client.record_event("carol", "proposal_dismissed", proposal_id=no.proposal_id)
    client.record_event("carol", "proposal_made", text="Ask about a window seat")
    client.remember("carol", "Carol is afraid of flying over the sea", importance=0.6)
    client.remember("carol", "Carol collects vintage postcards", importance=0.6)
    brief = client.working_memory("carol", token_budget=600, cue="planning the flight")
    sections = {s.section: s for s in brief.sections}
    decisions = [ln.text for ln in sections[Section.DECISIONS].lines]
    assert '"Book the Lisbon flights" (confirmed, just now)' in decisions
    assert '"Switch to the night train" (dismissed, just now)' in decisions
    open_threads = sections[Section.OPEN].lines
    assert any("window seat" in ln.text and "unactioned" in ln.why for ln in open_threads)
    focus = sections[Section.FOCUS].lines
    assert "afraid of flying" in focus[0].text and "matches the cue" in focus[0].why
    assert not any("postcards" in ln.text for ln in focus)


def test_an_unactioned_proposal_stays_open_behind_newer_settled_ones(
    client: MemcueClient,
) -> None:
    """The brief read the five newest proposals whatever their outcome: five newer ones
    dismissed at once pushed the open one out while RecentProposals still listed it."""
    open_id = client.record_event("dina", "proposal_made", text="Book Dina's MOT").proposal_id
    for text in ("Walk at lunch", "Earlier bedtime", "Less coffee", "Stretch hourly", "Read"):
        made = client.record_event("dina", "proposal_made", text=text)
        client.record_event("dina", "proposal_dismissed", proposal_id=made.proposal_id)
    brief = client.working_memory("dina", token_budget=600)
    sections = {s.section: s for s in brief.sections}
    assert [ln.proposal_id for ln in sections[Section.OPEN].lines] == [open_id]
    assert len(sections[Section.DECISIONS].lines) >= 1


def test_a_confirmed_brief_counts_as_access_for_each_of_its_memories(
    server: MemcueServer, client: MemcueClient
) -> None:
    brief = client.working_memory("alice", project="memcue", token_budget=2000)
    ids = brief.memory_ids
    assert len(ids) >= 4
    before = {mid: _get_any(client, mid).access_count for mid in ids}
    again = client.working_memory("alice", project="memcue", token_budget=2000)
    assert {mid: _get_any(client, mid).access_count for mid in ids} == before  # an offer
    assert set(again.memory_ids) == set(ids)

    result = client.confirm_brief("alice", brief)
    assert result.confirmed == len(ids) and result.logged and result.seq > 0
    for mid in ids:
        m = _get_any(client, mid)
        assert m.access_count == before[mid] + 1 and m.last_accessed_at is not None
    # a retried confirmation (a lost answer) marks nothing twice and logs nothing again
    assert client.confirm_brief("alice", brief) == result
    assert all(_get_any(client, mid).access_count == before[mid] + 1 for mid in ids)
    # a brief confirmed in parts marks each part (a second part is no retry)
    split = client.working_memory("alice", project="memcue", token_budget=2000)
    lines = [ln for sec in split.sections for ln in sec.lines if ln.memory_id]
    marks = {ln.memory_id: _get_any(client, ln.memory_id).access_count for ln in lines}

    def part(chosen: list[BriefLine]) -> Any:
        return dataclasses.replace(split, sections=(BriefSection(Section.FOCUS, tuple(chosen)),))

    assert client.confirm_brief("alice", part(lines[:1])).confirmed == 1
    assert client.confirm_brief("alice", part(lines[1:])).confirmed == len(lines) - 1
    assert client.confirm_brief("alice", part(lines[1:])).confirmed == len(lines) - 1
    assert all(_get_any(client, m).access_count == n + 1 for m, n in marks.items())
    assert server.app.log.flush(timeout_s=30)
    events = client.query_events("alice", kinds=["brief_confirmed"]).events
    logged = [e for e in events if brief.brief_id in e.payload_json]  # once, not per retry
    assert len(logged) == 1 and logged[0].correlation_id == ""
    assert sum(split.brief_id in e.payload_json for e in events) == 2  # one per part
    reader = key_for(server, "default", Role.READER)
    with connect(server, reader) as mc:
        assert mc.working_memory("alice").tokens > 0  # readers may read a brief
        with pytest.raises(PermissionDenied):
            mc.confirm_brief("alice", brief)


def _get_any(client: MemcueClient, memory_id: str) -> Memory:
    try:
        return client.get("alice", memory_id)
    except Exception:
        return client.get("", memory_id)


def test_bad_brief_requests_are_refused(client: MemcueClient) -> None:
    with pytest.raises(InvalidArgument, match="token_budget 10 is out of range"):
        client.working_memory("alice", token_budget=10)
    with pytest.raises(InvalidArgument, match="set peer_id, project, or both"):
        client.working_memory("")
    with pytest.raises(InvalidArgument, match="project"):
        client.working_memory("alice", project="bad path!")
    brief = client.working_memory("alice")
    empty = dataclasses.replace(brief, sections=())
    with pytest.raises(InvalidArgument, match="memory_ids"):
        client.confirm_brief("alice", empty)


def test_only_a_brief_built_for_the_peer_can_be_confirmed_and_only_with_its_ids(
    client: MemcueClient,
) -> None:
    """A made-up brief id, another peer's brief, or ids the brief did not hold were all
    confirmed: any memory could be marked as used, and the log said a brief was confirmed
    that nobody was given."""
    brief = client.working_memory("alice", token_budget=2000)
    bobs = client.working_memory("bob", token_budget=2000)
    before = {mid: _get_any(client, mid).access_count for mid in brief.memory_ids}
    with pytest.raises(NotFound, match="no brief 'b_0123456789abcdef01234567' for this peer"):
        client.confirm_brief(
            "alice", dataclasses.replace(brief, brief_id="b_0123456789abcdef01234567")
        )
    with pytest.raises(NotFound, match="for this peer"):
        client.confirm_brief("alice", dataclasses.replace(bobs, sections=brief.sections))
    stray = client.remember("alice", "Alice keeps a spare key under the blue pot").memory
    assert stray.id not in brief.memory_ids
    with_stray = [*brief.sections, BriefSection(Section.FACTS, (_line(stray.id),))]
    with pytest.raises(InvalidArgument, match="1 id\\(s\\) the brief did not"):
        client.confirm_brief("alice", dataclasses.replace(brief, sections=tuple(with_stray)))
    assert _get_any(client, stray.id).access_count == 0
    assert {mid: _get_any(client, mid).access_count for mid in brief.memory_ids} == before
    assert client.confirm_brief("alice", brief).confirmed == len(brief.memory_ids)


def test_a_forgotten_peer_s_brief_can_no_longer_be_confirmed(client: MemcueClient) -> None:
    """Forget left the peer's issued briefs behind: a confirmation after it still logged a
    brief_confirmed event into the erased peer's new log."""
    client.remember("wren", "Wren keeps bees on the allotment", importance=0.9)
    brief = client.working_memory("wren", token_budget=500)
    assert brief.memory_ids
    assert client.forget("wren") == 1
    with pytest.raises(NotFound, match="no brief"):
        client.confirm_brief("wren", brief)


def _line(memory_id: str) -> BriefLine:
    return BriefLine(text="x", why="", tokens=1, score=0.0, memory_id=memory_id)


def test_a_brief_is_confirmable_for_its_ttl_and_the_oldest_go_first() -> None:
    home, other = Partition("default", "alice"), Partition("default", "bob")
    issued = IssuedBriefs(timedelta(hours=24), capacity=2)
    issued.add("b_1", home, NOW, frozenset({"m1"}))
    assert issued.get("b_1", home, NOW + timedelta(hours=23)) == frozenset({"m1"})
    assert issued.get("b_1", home, NOW + timedelta(hours=25)) is None
    assert issued.get("b_1", other, NOW) is None
    issued.add("b_2", home, NOW, frozenset())
    issued.add("b_3", home, NOW, frozenset())
    assert issued.get("b_1", home, NOW) is None and issued.get("b_3", home, NOW) == frozenset()
    issued.add("b_4", other, NOW, frozenset())
    issued.forget(home)
    assert issued.get("b_3", home, NOW) is None and issued.get("b_4", other, NOW) == frozenset()


def test_archived_entries_stay_out_of_the_brief(client: MemcueClient) -> None:
    old = NOW - timedelta(days=40)
    turns = [
        Turn(
            text=f"Dan talks about kayak trip number {i} on the Lys.",
            position=i,
            speaker="Dan",
            time=old + timedelta(minutes=i),
        )
        for i in range(6)
    ]
    client.ingest_transcript("dan", "dan-old", turns)
    assert client.consolidate("dan").summaries >= 1
    archived = {m.id for m in client.iter_all("dan") if m.tier is Tier.ARCHIVED}
    brief = client.working_memory("dan", token_budget=2000)
    assert archived and not set(brief.memory_ids) & archived
    assert any(ln.tier is Tier.SUMMARY for s in brief.sections for ln in s.lines)
