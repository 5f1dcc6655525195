"""Briefs read months into a history, through the gRPC API with the real model, Chroma and
aw-server (a memory-loop review of 2026-12-07): the current state leads a stale one, a plan
called off leaves the open threads, and a decision's outcome says how it went."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from service import cli
from service.client import MemcueClient
from service.domain import Origin, Role, WriteOutcome
from service.errors import InvalidArgument
from service.loop_domain import Section, Turn
from tests.conftest import Tenant

JAN = datetime(2024, 1, 15, 18, tzinfo=UTC)


def _session(mc: MemcueClient, peer: str, session: str, at: datetime, *said: str) -> None:
    turns = [
        Turn(text=t, position=i, speaker="Lena", time=at + timedelta(minutes=i))
        for i, t in enumerate(said)
    ]
    mc.ingest_transcript(peer, session, turns)


def test_the_current_preference_leads_the_stale_one(tenant_client: MemcueClient) -> None:
    """Only January's "loves sushi" was in a 300-token brief, and it led a restaurant cue."""
    mc = tenant_client
    _session(
        mc,
        "lena",
        "l1",
        JAN,
        "I love sushi, especially the salmon nigiri at the place near my office.",
        "I live in Hamburg with my beagle Biscuit.",
    )
    _session(
        mc,
        "lena",
        "l2",
        JAN + timedelta(days=55),
        "I hate sushi now, after the food poisoning last month.",
        "See you next week!",
    )
    stale, current = "loves sushi", "hates sushi now"
    for cue in ("", "plan a dinner out"):
        text = mc.working_memory("lena", cue=cue, token_budget=300).text
        assert current in text, text
        if stale in text:
            assert text.index(current) < text.index(stale), text


def test_a_plan_called_off_is_no_longer_an_open_thread(tenant_client: MemcueClient) -> None:
    mc = tenant_client
    _session(
        mc,
        "otto",
        "o1",
        JAN,
        "I'm going to run the Berlin half marathon in April with my brother Jonas.",
    )
    _session(
        mc,
        "otto",
        "o2",
        JAN + timedelta(days=20),
        "I'm not going to run the Berlin half marathon after all, my knee is bad.",
    )
    brief = mc.working_memory("otto", token_budget=600)
    sections = {s.section: [line.text for line in s.lines] for s in brief.sections}
    open_threads = " ".join(sections.get(Section.OPEN, []))
    assert "half marathon" not in open_threads, brief.text
    assert "after all" in brief.text


def test_a_decisions_outcome_says_how_it_went(tenant_client: MemcueClient) -> None:
    mc = tenant_client
    made = mc.record_event("pia", "proposal_made", text="Book a table at Sushi Zen for Friday")
    mc.record_event(
        "pia",
        "action_taken",
        proposal_id=made.proposal_id,
        text="Pia went, but the fish was off",
        rationale="bad suggestion, do not repeat",
    )
    (p,) = mc.recent_proposals("pia")
    assert p.outcome_note == "Pia went, but the fish was off - bad suggestion, do not repeat"
    assert p.line.endswith("now: Pia went, but the fish was off - bad suggestion, do not repeat)")
    brief = mc.working_memory("pia", token_budget=300)
    assert "bad suggestion, do not repeat" in brief.text


def test_a_disputed_line_says_so_in_the_brief(tenant: Tenant, tenant_client: MemcueClient) -> None:
    """An agent's "tier is Silver" stood under the operator's "tier is Gold" in the
    paste-ready text with nothing to tell them apart (a privacy review)."""
    tenant_client.remember("sam", "Sam's account tier is Gold", origin=Origin.OPERATOR)
    with tenant.client(Role.AGENT) as agent:
        silver = agent.remember("sam", "Sam's account tier is Silver")
        assert silver.outcome is WriteOutcome.CONFLICT
    text = tenant_client.working_memory("sam", token_budget=300).text
    assert "(disputed by a more trusted entry) Sam's account tier is Silver" in text
    assert "- Sam's account tier is Gold" in text or ") Sam's account tier is Gold" in text


def test_a_projects_brief_leaves_out_another_projects_decisions(
    tenant_client: MemcueClient,
) -> None:
    mc = tenant_client
    mc.record_event("", "proposal_made", text="Migrate the beta pipeline to Kafka", project="beta")
    mc.record_event("", "proposal_made", text="Cache the alpha dashboards", project="alpha")
    mc.record_event("", "proposal_made", text="Hold a retro every second Friday")
    mc.record_event("pia", "proposal_made", text="Pair Pia with Ola on beta", project="beta")
    mc.record_event("pia", "proposal_made", text="Pia reviews the alpha designs", project="alpha")
    alpha = mc.working_memory("", project="alpha", token_budget=400).text
    assert "alpha dashboards" in alpha and "retro" in alpha and "Kafka" not in alpha
    pia = mc.working_memory("pia", project="alpha", token_budget=400).text
    assert "alpha designs" in pia and "Ola on beta" not in pia
    every = mc.working_memory("pia", token_budget=400).text  # no project: all of the peer's
    assert "alpha designs" in every and "Ola on beta" in every
    made = {p.text: p.project for p in mc.recent_proposals("")}
    assert made["Migrate the beta pipeline to Kafka"] == "project:beta"
    assert made["Hold a retro every second Friday"] == ""
    with pytest.raises(InvalidArgument, match="project is for proposal_made"):
        mc.record_event("", "action_taken", proposal_id="p_x", project="alpha")


def test_relative_dates_are_read_in_the_speakers_time_zone(tenant_client: MemcueClient) -> None:
    """A New Yorker's "yesterday" at 23:30 on Tuesday 4 March was pinned to 4 March, the
    UTC day having moved on (a memory-loop review)."""
    late = datetime(2025, 3, 5, 4, 30, tzinfo=UTC)  # 23:30 on 4 March in New York
    turns = [
        Turn(
            text="I ran the Central Park loop yesterday with my sister Ana.",
            position=0,
            speaker="Kai",
            time=late,
        ),
        Turn(
            text="I'm going to the dentist tomorrow for a checkup with Dr Lee.",
            position=1,
            speaker="Kai",
            time=late,
        ),
    ]
    tenant_client.ingest_transcript("kai", "k1", turns, time_zone="America/New_York")
    extracted = [m for m in tenant_client.iter_all("kai") if m.kind != "turn"]
    said = " ".join(m.content for m in extracted)
    assert "yesterday (3 March 2025)" in said and "tomorrow (5 March 2025)" in said, said
    # its date in a brief is the speaker's too
    assert all(m.attributes.get("time_zone") == "America/New_York" for m in extracted)
    brief = tenant_client.working_memory("kai", token_budget=300).text
    assert "(4 March 2025)" in brief and "5 March 2025) Kai" not in brief, brief
    with pytest.raises(InvalidArgument, match="time_zone 'Mars/Olympus' is not a time zone"):
        tenant_client.ingest_transcript("kai", "k2", turns, time_zone="Mars/Olympus")


def test_the_cli_reads_a_time_without_offset_in_the_given_zone(
    tenant: Tenant, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A naive time in the turns file was read in the client machine's zone, not
    --time-zone's (a review of this session's own change)."""
    path = tmp_path / "turns.json"
    turn = {"speaker": "Kai", "text": "I ran the Central Park loop yesterday with my sister Ana."}
    path.write_text(json.dumps([{**turn, "time": "2025-03-05T00:30"}]))  # New York's clock
    args = ["--target", tenant.server.address, "--api-key", tenant.key(Role.OPERATOR)]
    args += ["--peer", "kai", "--session", "k-cli", "--time-zone", "America/New_York"]
    assert cli.main(["ingest", *args, str(path)]) == 0
    with tenant.client() as mc:
        said = " ".join(m.content for m in mc.iter_all("kai") if m.kind != "turn")
    assert "yesterday (4 March 2025)" in said, said  # (read as UTC: 4 March 19:30 there)
