"""The memory loop read weeks and months later (a memory-loop review of 2026-12-07): a stale
fact stated as current, plans that never closed, a bad outcome shown as a plain
"confirmed", short facts dropped and hypotheticals kept. Pure logic: no model, no stores
(vectors here are made up to be close or far)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np

from service.domain import Memory, Origin, Proposal, ProposalOutcome, Retention
from service.loop_domain import Section, StoredTurn, TurnRole
from service.memory_loop.extract import RuleExtractor
from service.settings import ConsolidationSettings, RecallSettings, WorkingMemorySettings
from service.working_memory.later import later_first
from service.working_memory.rank import Context, memory_item, section_of

JAN = datetime(2025, 1, 10, 12, tzinfo=UTC)


def _memory(content: str, key: str, at: datetime, **kw: Any) -> Memory:
    base: dict[str, Any] = {
        "id": f"m_{key}",
        "namespace": "ns",
        "peer_id": "p",
        "scope": "peer",
        "label": "ns:p",
        "content": content,
        "kind": "fact",
        "origin": Origin.AGENT,
        "verbatim": False,
        "confidence": 0.9,
        "importance": 0.7,
        "retention": Retention.STANDARD,
        "pinned": False,
        "created_at": at,
        "updated_at": at,
        "occurred_at": at,
        "session_id": f"s-{key}",
    }
    base.update(kw)
    return Memory(**base)


def _context(now: datetime, start: datetime = JAN) -> Context:
    return Context(
        now=now,
        start=start,
        latest_session="s-latest",
        left_off=frozenset(),
        relevance={},
        access_growth=1.5,
        max_half_life_days=3650,
    )


def _turn(text: str, position: int = 0) -> StoredTurn:
    return StoredTurn("m", "s1", position, "Dana", TurnRole.PEER, text, JAN, f"D1:{position}")


def _vectors(*groups: tuple[str, ...]) -> dict[str, np.ndarray]:
    """Ids in one group get nearly the same vector; groups are orthogonal."""
    out = {}
    for g, ids in enumerate(groups):
        for k, mid in enumerate(ids):
            v = np.zeros(8, dtype=np.float32)
            v[g] = 1.0
            v[7] = 0.05 * k
            out[mid] = v
    return out


def test_a_later_fact_on_the_same_thing_leads_an_older_one() -> None:
    """January's "loves sushi" scored 0.64 to March's "hates sushi now" 0.41, almost all of it
    from being early in the history, and at 300 tokens only the stale line was in the brief."""
    s = WorkingMemorySettings()
    now = JAN + timedelta(days=120)
    old = _memory("Dana loves sushi, especially the nigiri near her office.", "old", JAN)
    new = _memory("Dana hates sushi now after the food poisoning.", "new", JAN + timedelta(60))
    items = [i for m in (old, new) if (i := memory_item(m, _context(now), s)) is not None]
    assert [i.section for i in items] == [Section.FACTS, Section.FACTS]
    by_id = {i.memory.id: i.score for i in items if i.memory is not None}
    assert by_id["m_new"] > by_id["m_old"]  # primacy is for the background only

    # the older was marked more important: on its own it still scores a little higher
    weighty = dataclasses.replace(old, importance=1.0)
    light = dataclasses.replace(new, importance=0.6)
    items = [i for m in (weighty, light) if (i := memory_item(m, _context(now), s)) is not None]
    assert items[0].score > items[1].score
    ranked = later_first(items, _vectors(("m_old", "m_new")), RecallSettings())
    best = max(ranked, key=lambda i: i.score)
    assert best.memory is not None and best.memory.id == "m_new"
    assert "later than a like line" in best.why


def test_an_operators_fact_and_an_unrelated_one_are_not_passed() -> None:
    now = JAN + timedelta(days=90)
    s = WorkingMemorySettings()
    tier = _memory("Dana's support tier is Gold.", "op", JAN, origin=Origin.OPERATOR)
    agent = _memory("Dana's support tier is Silver.", "agent", JAN + timedelta(days=30))
    other = _memory("Dana works at Siemens.", "other", JAN + timedelta(days=40))
    items = [i for m in (tier, agent, other) if (i := memory_item(m, _context(now), s))]
    ranked = later_first(items, _vectors(("m_op", "m_agent"), ("m_other",)), RecallSettings())
    assert {i.memory.id: i.score for i in ranked if i.memory} == {
        i.memory.id: i.score for i in items if i.memory
    }


def test_a_plan_called_off_later_leaves_the_open_threads() -> None:
    now = JAN + timedelta(days=20)
    s = WorkingMemorySettings()
    plan = _memory(
        "Dana is going to run the Berlin half marathon in April.", "plan", JAN, kind="commitment"
    )
    off = _memory(
        "Dana is not going to run the Berlin half marathon after all.", "off", JAN + timedelta(5)
    )
    kept = _memory("Dana will book the Lisbon flights.", "kept", JAN, kind="commitment")
    items = [i for m in (plan, off, kept) if (i := memory_item(m, _context(now), s))]
    assert [i.section for i in items] == [Section.OPEN, Section.FACTS, Section.OPEN]
    ranked = later_first(items, _vectors(("m_plan", "m_off"), ("m_kept",)), RecallSettings())
    sections = {i.memory.id: i.section for i in ranked if i.memory}
    assert sections == {
        "m_plan": Section.BACKGROUND,
        "m_off": Section.FACTS,
        "m_kept": Section.OPEN,
    }


def test_plans_notes_and_decisions_close_when_their_month_or_day_is_over() -> None:
    """A month-level pin ("next month (February 2025)") never closed, nor did a "remember
    that" note of a dentist's appointment. A decision stays one when its day comes."""
    cases = [
        ("commitment", "Dana is planning to run the half marathon next month (February 2025)."),
        ("commitment", "Dana has a conference this month (January 2025)."),
        ("note", "Remember that the dentist appointment is tomorrow (11 January 2025)."),
        ("commitment", "Dana will renovate the kitchen next year (2026)."),
    ]
    for kind, text in cases:
        m = _memory(text, kind, JAN, kind=kind)
        assert section_of(m, _context(JAN + timedelta(hours=6))) in (
            Section.OPEN,
            Section.DECISIONS,
        ), text
        assert section_of(m, _context(datetime(2027, 1, 2, tzinfo=UTC))) is Section.BACKGROUND, text
    standup = _memory(
        "We decided to move standup to 10am starting 5 January 2025.", "d", JAN, kind="decision"
    )
    assert section_of(standup, _context(datetime(2025, 6, 1, tzinfo=UTC))) is Section.DECISIONS
    march = _memory(
        "Dana is planning to run the half marathon next month (February 2025).",
        "m",
        JAN,
        kind="commitment",
    )
    assert section_of(march, _context(datetime(2025, 2, 27, tzinfo=UTC))) is Section.OPEN
    assert section_of(march, _context(datetime(2025, 3, 1, tzinfo=UTC))) is Section.BACKGROUND


def test_a_bad_outcome_is_in_the_proposals_line() -> None:
    p = Proposal(
        "p1",
        "",
        "Book a table at Sushi Zen",
        "",
        "",
        JAN,
        ProposalOutcome.CONFIRMED,
        JAN,
        outcome_note='Lena was upset - "bad suggestion", do not repeat\nat all',
    )
    line = p.line(JAN + timedelta(hours=2))
    assert line == (
        "- \"Book a table at Sushi Zen\" (confirmed, 2h ago: Lena was upset - 'bad suggestion', "
        "do not repeat at all)"
    )
    long = dataclasses.replace(p, outcome_note="x" * 500).line(JAN)
    assert len(long) < 250 and long.endswith("...)")


def test_short_facts_with_a_name_or_number_are_kept_and_hypotheticals_are_not() -> None:
    said = [
        "I work at Google.",
        "My sister lives in Oslo.",
        "I don't eat meat anymore.",
        "I have two kids.",
        "Our dog Biscuit died last week.",
        "We cancelled the Lisbon trip.",
        "I'm not going to run the Berlin half marathon after all.",
    ]
    found = RuleExtractor().extract([_turn(t, i) for i, t in enumerate(said)])
    assert [c.refs[0] for c in found] == [f"D1:{i}" for i in range(len(said))]
    assert found[0].content == "Dana works at Google."
    assert found[6].content == "Dana is not going to run the Berlin half marathon after all."
    keep = ConsolidationSettings().keep_importance
    assert found[5].importance >= keep and found[6].importance >= keep  # never archived
    moved = RuleExtractor().extract([_turn("We moved to Manchester in May.")])
    assert moved[0].importance >= keep  # a change of state stays verbatim, as preferences do
    not_so = [
        "If I moved to Berlin I would finally learn German properly.",
        "Maybe I'll quit my job and open a bakery, who knows.",
        "I have a feeling, Caroline.",
        "Thanks Melanie, I'm a bit tired.",
        "I have a question.",
    ]
    assert RuleExtractor().extract([_turn(t, i) for i, t in enumerate(not_so)]) == []


def test_asking_whether_someone_could_is_a_plan_not_a_hypothetical() -> None:
    """The hypothetical filter dropped "I'll ask Dana if she could drive us..." (a review of
    this session's own change)."""
    said = [
        "I'll ask Dana if she could drive us to the airport on Friday.",
        "I'm going to ask my landlord if he would fix the boiler this week.",
    ]
    found = RuleExtractor().extract([_turn(t, i) for i, t in enumerate(said)])
    assert [c.kind for c in found] == ["commitment", "commitment"]
    unreal = "I love Lisbon, but if I moved there I would miss my family terribly."
    assert RuleExtractor().extract([_turn(unreal)]) == []


def test_only_the_person_calling_the_plan_off_closes_it() -> None:
    """A question about cancelling, a plan to cancel something else and someone else's
    cancellation each moved a plan to the background (a review of this session's own
    change)."""
    now = JAN + timedelta(days=20)
    s = WorkingMemorySettings()
    plan = _memory(
        "Dana is going to Lisbon on 20 March 2027 for a week.", "plan", JAN, kind="commitment"
    )
    later = JAN + timedelta(days=5)
    not_off = [
        _memory(
            "Dana asked whether she should cancel the Lisbon trip.", "q", later, kind="question"
        ),
        _memory(
            "Dana needs to phone the travel agent about the Lisbon trip to cancel the insurance.",
            "c",
            later,
            kind="commitment",
        ),
        _memory("Dana's landlord cancelled her old Lisbon booking last year.", "f", later),
    ]
    for other in not_off:
        items = [i for m in (plan, other) if (i := memory_item(m, _context(now), s))]
        ranked = later_first(items, _vectors(("m_plan", other.id)), RecallSettings())
        assert ranked[0].section is Section.OPEN, other.content
    off = _memory("We cancelled the Lisbon trip, flights and all.", "off", later)
    items = [i for m in (plan, off) if (i := memory_item(m, _context(now), s))]
    ranked = later_first(items, _vectors(("m_plan", "m_off")), RecallSettings())
    assert ranked[0].section is Section.BACKGROUND


def test_calling_off_reads_the_usual_notes_and_not_a_drop_off() -> None:
    from service.working_memory.later import calls_off

    for text in [
        "The user cancelled the Lisbon trip.",
        "The user has cancelled the Lisbon trip.",
        "Dana and her husband cancelled the Lisbon trip.",
        "The Lisbon trip was cancelled.",
    ]:
        assert calls_off(text), text
    for text in [
        "Dana dropped off the Lisbon trip documents at the travel agency.",
        "Dana dropped 2 kg training for the Berlin half marathon.",
    ]:
        assert not calls_off(text), text
