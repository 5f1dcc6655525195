"""Consolidation with the real model, Chroma, FTS5 and aw-server: old turns become summaries
and gists, originals archived and still reachable, pinned and operator entries untouched,
the log replays it identically, the script's dry run changes nothing, Forget takes it all."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from service.api.server import MemcueServer
from service.app import build_app
from service.client import MemcueClient
from service.domain import Memory, Origin, Tier
from service.errors import InvalidArgument
from service.loop_domain import Turn
from service.ports import Embedder
from tests.conftest import make_settings, operator_key

ROOT = Path(__file__).resolve().parent.parent
CANARY = "zephyrine-4b1d"
TOPICS = [
    ["I finally booked the flights to Lisbon for June.", "The hotel is near the river."],
    ["My sister Mara starts her new job at the bakery.", "She bakes sourdough at 4 am."],
    ["The garden needs new tomato plants.", "Slugs ate the old ones last month."],
    ["I signed up for the 10k race in Ghent.", "Training starts on Monday."],
]


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def session(day: datetime, tag: str) -> list[Turn]:
    """Four short topics, two peer turns and an agent reply each (12 turns)."""
    out: list[Turn] = []
    for a, b in TOPICS:
        for speaker, text in (("Ivo", a), ("Ivo", b), ("Agent", f"Noted ({tag}).")):
            out.append(
                Turn(
                    text=text,
                    position=len(out),
                    speaker=speaker,
                    time=day + timedelta(minutes=len(out)),
                    ref=f"{tag}:{len(out)}",
                )
            )
    return out


def start(data: Path, embedder: Embedder, clock: Clock) -> MemcueServer:
    srv = MemcueServer(build_app(make_settings(data), embedder=embedder, clock=clock))
    srv.start()
    return srv


def snapshot(mc: MemcueClient, peer: str) -> dict[str, tuple[Any, ...]]:
    return {
        m.id: (m.tier, m.kind, m.content, m.merged_from, m.source_refs, m.pinned, m.access_count)
        for m in mc.iter_all(peer, include_superseded=True)
    }


def rebuilt_snapshot(data: Path, embedder: Embedder, clock: Clock) -> dict[str, tuple[Any, ...]]:
    """Ivo's entries after the index is deleted and rebuilt from the log (the service
    stopped): what the log says, whatever the index said."""
    shutil.rmtree(data / "chroma")
    proc = subprocess.run(
        [sys.executable, "scripts/reembed.py", "--data-dir", str(data), "--target", "rebuilt"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    again = start(data, embedder, clock)
    try:
        with MemcueClient(again.address, timeout=60, api_key=operator_key(again)) as mc:
            return snapshot(mc, "ivo")
    finally:
        again.stop(grace=1)


def test_old_turns_become_summaries_then_gists_and_stay_reachable(
    tmp_path: Path, embedder: Embedder
) -> None:
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    clock = Clock(now - timedelta(days=100))
    srv = start(tmp_path / "data", embedder, clock)
    try:
        with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
            for days_ago, tag in ((100, "s1"), (40, "s2"), (1, "s3")):
                clock.now = now - timedelta(days=days_ago)
                mc.ingest_transcript("ivo", tag, session(clock.now, tag))
            clock.now = now - timedelta(days=100)
            pinned = mc.remember("ivo", "Ivo's passport expires in 2027", pinned=True).memory
            operator = mc.remember(
                "ivo", "Ivo is a customer since 2019", origin=Origin.OPERATOR
            ).memory
            clock.now = now
            before = snapshot(mc, "ivo")
            preview = mc.consolidate("ivo", dry_run=True)
            assert preview.dry_run and preview.summaries >= 2 and preview.archived >= 6
            assert snapshot(mc, "ivo") == before  # a dry run changes nothing

            done = mc.consolidate("ivo")
            assert done.summaries >= 2
            entries = list(mc.iter_all("ivo"))
            summaries = [m for m in entries if m.tier is Tier.SUMMARY]
            by_id = {m.id: m for m in entries}
            for s in summaries:
                members = [by_id[i] for i in s.merged_from]
                assert {m.tier for m in members} == {Tier.ARCHIVED}
                assert set(s.source_refs) == {r for m in members for r in m.source_refs}
                assert s.session_id in ("s1", "s2") and not s.verbatim
            # The newest session is not due; pinned and operator entries are never touched.
            assert all(m.tier is Tier.VERBATIM for m in entries if m.session_id == "s3")
            for kept in (pinned, operator):
                again = mc.get("ivo", kept.id)
                assert again.tier is Tier.VERBATIM and again.content == kept.content
            # Archived originals: by id, and by Recall below the summary that replaced them.
            lisbon = next(
                m for m in entries if m.content == "Ivo: " + TOPICS[0][0] and m.session_id == "s1"
            )
            assert lisbon.tier is Tier.ARCHIVED
            hits = mc.recall("ivo", "flights to Lisbon", top_k=10)
            archived_hit = next(h for h in hits if h.memory.tier is Tier.ARCHIVED)
            assert archived_hit.components["tier"] < 1.0
            assert any(h.memory.kind == "summary" for h in hits)

            # s2's summaries are due for a gist 60 days after they happened, or for one the
            # recall above used, 60 x 1.5 days after that use (use slows consolidation).
            clock.now = now + timedelta(days=95)
            later = mc.consolidate("ivo")
            assert later.gists >= 1
            gists = [m for m in mc.iter_all("ivo") if m.tier is Tier.GIST]
            assert gists and all("\n" not in g.content for g in gists)
            assert all(mc.get("ivo", i).tier is Tier.ARCHIVED for g in gists for i in g.merged_from)
            live = [m for m in mc.iter_all("ivo") if m.tier is not Tier.ARCHIVED]
            old_live = [m for m in live if m.session_id in ("s1", "s2")]
            assert len(old_live) * 3 <= 24  # two old sessions of 12 turns each
    finally:
        srv.stop(grace=1)


def test_consolidation_replays_identically_after_a_rebuild_from_the_log(
    tmp_path: Path, embedder: Embedder
) -> None:
    data = tmp_path / "data"
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    clock = Clock(now - timedelta(days=90))
    srv = start(data, embedder, clock)
    with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
        mc.ingest_transcript("ivo", "s1", session(clock.now, "s1"))
        clock.now = now - timedelta(days=20)
        mc.ingest_transcript("ivo", "s2", session(clock.now, "s2"))
        clock.now = now
        mc.consolidate("ivo")
        clock.now = now + timedelta(days=30)
        mc.consolidate("ivo")
        brief = mc.working_memory("ivo", token_budget=300)
        mc.confirm_brief("ivo", brief)
        before = snapshot(mc, "ivo")
    assert {t for t, *_ in before.values()} >= {Tier.ARCHIVED, Tier.SUMMARY, Tier.GIST}
    srv.stop(grace=1)

    assert rebuilt_snapshot(data, embedder, clock) == before


def test_the_script_previews_then_applies(tmp_path: Path, embedder: Embedder) -> None:
    data = tmp_path / "data"
    # A month ago: due for summaries now (the apply runs on the real clock: `--now` is for
    # previews only), its summaries not yet due for gists.
    now = datetime.now(UTC)
    clock = Clock(now - timedelta(days=30))
    preview = (now + timedelta(days=40)).isoformat()
    srv = start(data, embedder, clock)
    with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
        mc.ingest_transcript("ivo", "s1", session(clock.now, "s1"))
        # expires before the preview's "now", not before the real one: a preview once ran
        # the expiry sweeper on its clock and deleted it (and logged it as expired)
        soon = now + timedelta(days=10)
        mc.remember("ivo", "Ivo is in Lisbon until the end of the month", expires_at=soon)
        before = snapshot(mc, "ivo")
    srv.stop(grace=1)

    def script(*args: str) -> str:
        proc = subprocess.run(
            [sys.executable, "scripts/consolidate.py", "--data-dir", str(data), *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=600,
            env={**os.environ, "MEMCUE_LOG_JSON": "false", "MEMCUE_SWEEP_INTERVAL_S": "0.2"},
        )
        assert proc.returncode == 0, proc.stderr[-3000:]
        return proc.stdout

    out = script("--now", preview, "--out", str(tmp_path / "dry.json"))
    assert "would make" in out and "summar" in out
    again = start(data, embedder, clock)
    with MemcueClient(again.address, timeout=60, api_key=operator_key(again)) as mc:
        assert snapshot(mc, "ivo") == before
    again.stop(grace=1)
    out = script("--apply", "--out", str(tmp_path / "a.json"))
    assert " made " in out
    third = start(data, embedder, clock)
    try:
        with MemcueClient(third.address, timeout=60, api_key=operator_key(third)) as mc:
            tiers = {m.tier for m in mc.iter_all("ivo")}
        assert Tier.SUMMARY in tiers and Tier.ARCHIVED in tiers
    finally:
        third.stop(grace=1)


def _grep(root: Path, needle: bytes) -> list[str]:
    return [
        str(p.relative_to(root))
        for p in root.rglob("*")
        if p.is_file() and needle in p.read_bytes()
    ]


def test_forget_removes_summaries_gists_and_cursors(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    srv = server_factory(data)
    old = datetime.now(UTC) - timedelta(days=120)
    turns = [
        Turn(
            text=f"The {CANARY} code name is for project {i}." if i % 2 else text,
            position=i,
            speaker="Jo",
            time=old + timedelta(minutes=i),
        )
        for i, text in enumerate(t for pair in TOPICS for t in pair)
    ]
    with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
        mc.ingest_transcript("jo", "secret-session", turns)
        mc.ingest_transcript("kim", "kim-session", session(old, "k1"))
        with pytest.raises(InvalidArgument, match="leave peer_id empty"):
            mc.consolidate("jo", all_peers=True)  # the peer was ignored: all of it ran
        mc.consolidate("", all_peers=True)  # summaries now; their gists once due
        derived: list[Memory] = [
            m for m in mc.iter_all("jo") if m.tier in (Tier.SUMMARY, Tier.GIST)
        ]
        assert derived and all(m.session_id == "secret-session" for m in derived)
        kim_before = snapshot(mc, "kim")
        assert mc.forget("jo") > len(derived)
        assert list(mc.iter_all("jo", include_superseded=True)) == []
        assert mc.recall("jo", CANARY) == []
        cursors = sqlite3.connect(data / "ingest_cursors.sqlite3")
        rows = cursors.execute("SELECT peer_id FROM cursors").fetchall()
        cursors.close()
        assert rows == [("kim",)]
        # A forgotten peer's session starts over: nothing of it is "seen before".
        assert mc.ingest_transcript("jo", "secret-session", turns[:1]).new_turns == 1
        assert snapshot(mc, "kim") == kim_before
    assert srv.app.log.flush(timeout_s=30)
    srv.stop(grace=1)
    assert _grep(data, CANARY.encode()) == []


def test_the_background_job_consolidates_on_its_cadence(tmp_path: Path, embedder: Embedder) -> None:
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    clock = Clock(now - timedelta(days=30))
    settings = make_settings(tmp_path / "data")
    settings.consolidation.interval_s = 0.3
    settings.consolidation.max_clusters_per_run = 1  # bounded: one replacement per run
    srv = MemcueServer(build_app(settings, embedder=embedder, clock=clock))
    srv.start()
    try:
        with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
            mc.ingest_transcript("ivo", "s1", session(clock.now, "s1"))
            mc.ingest_transcript("lea", "l1", session(clock.now, "l1"))
            clock.now = now
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                tiers = [m.tier for peer in ("ivo", "lea") for m in mc.iter_all(peer)]
                if tiers.count(Tier.SUMMARY) >= 2:
                    break
                time.sleep(0.3)
            assert tiers.count(Tier.SUMMARY) >= 2 and Tier.ARCHIVED in tiers
    finally:
        srv.stop(grace=1)


def test_deleting_a_summary_or_gist_brings_back_what_it_archived(
    tmp_path: Path, embedder: Embedder
) -> None:
    """One Delete of a gist left every entry it replaced archived: its sessions dropped out
    of every brief. What it archived is current again, as after deleting a correction, and a
    rebuild from the log says the same."""
    data = tmp_path / "data"
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    clock = Clock(now - timedelta(days=90))
    srv = start(data, embedder, clock)
    with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
        mc.ingest_transcript("ivo", "s1", session(clock.now, "s1"))
        clock.now = now
        mc.consolidate("ivo")
        clock.now = now + timedelta(days=30)
        mc.consolidate("ivo")
        (gist,) = [m for m in mc.iter_all("ivo") if m.tier is Tier.GIST]
        mc.delete("ivo", gist.id)
        summaries = [mc.get("ivo", i) for i in gist.merged_from]
        assert summaries and {s.tier for s in summaries} == {Tier.SUMMARY}
        mc.delete("ivo", summaries[0].id)
        turns = [mc.get("ivo", i) for i in summaries[0].merged_from]
        assert turns and {t.tier for t in turns} == {Tier.VERBATIM}
        brief = mc.working_memory("ivo", token_budget=2000)
        assert any(t.content.removeprefix("Ivo: ") in brief.text for t in turns)
        before = snapshot(mc, "ivo")
    srv.stop(grace=1)

    assert rebuilt_snapshot(data, embedder, clock) == before


def test_a_conflicting_claim_is_never_folded_into_a_summary(
    tmp_path: Path, embedder: Embedder
) -> None:
    """A CONFLICT entry went into a summary that carried no `conflicts_with`: the claim the
    operator's entry outranks would then rank as any other."""
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    clock = Clock(now - timedelta(days=100))
    srv = start(tmp_path / "data", embedder, clock)
    try:
        with MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc:
            rule = mc.remember("ivo", "Ivo is vegetarian", origin=Origin.OPERATOR).memory
            notes = [
                "Ivo is not vegetarian",
                "Ivo orders the lamb kebab at the Turkish place",
                "Ivo ate a steak at the team dinner",
                "Ivo had chicken wings at the pub quiz",
                "Ivo grilled sausages at the barbecue",
                "Ivo ordered the beef ramen for lunch",
            ]
            written = [
                mc.remember("ivo", n, importance=0.2, session_id="s1", position=i)
                for i, n in enumerate(notes)
            ]
            claim = written[0].memory
            assert claim.conflicts_with == rule.id
            clock.now = now
            done = mc.consolidate("ivo")
            assert done.summaries >= 1  # the others were folded: the test can see a fold
            again = mc.get("ivo", claim.id)
            assert again.tier is Tier.VERBATIM and again.conflicts_with == rule.id
    finally:
        srv.stop(grace=1)
