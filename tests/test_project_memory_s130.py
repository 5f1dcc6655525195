"""A coding assistant's memory of a few projects for a few users, through the gRPC API with
the real model, Chroma and aw-server (an outside-in review of 2026-12-07): a user's sessions
on one project stay out of the brief and the Recall for another, whatever was made of them
(extracted notes, summaries), preferences aside; a proposal settled lately is news even
when it was made weeks ago, aged by the service's clock."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from service.api.server import MemcueServer
from service.client import MemcueClient
from service.domain import Proposal, ProposalOutcome, Tier
from service.loop_domain import Section, Turn, TurnRole
from service.recall.terms import terms
from service.settings import RecallSettings, WorkingMemorySettings
from service.working_memory.budget import fit
from service.working_memory.later import later_first
from service.working_memory.rank import memory_item
from tests.conftest import connect
from tests.test_loop_over_time import _context, _memory, _vectors
from tests.test_loop_unit import WordTokenizer

WEB, BILL = "project:/repos/webshop", "project:/repos/billing-api"
JAN = datetime(2024, 1, 15, 9, tzinfo=UTC)
UNACTIONED = ProposalOutcome.UNACTIONED


def _session(
    mc: MemcueClient, peer: str, sid: str, project: str, at: datetime, *said: tuple[str, str]
) -> None:
    turns = [
        Turn(
            text=text,
            position=i,
            speaker="Alice" if who == "u" else "Assistant",
            role=TurnRole.PEER if who == "u" else TurnRole.AGENT,
            time=at + timedelta(minutes=i),
        )
        for i, (who, text) in enumerate(said)
    ]
    mc.ingest_transcript(peer, sid, turns, scope=project)


def _alice(mc: MemcueClient) -> None:
    """Alice on the webshop, then on billing-api, then on the webshop again (the latest)."""
    mc.remember(
        "alice", "Alice prefers small pull requests with one commit each.", kind="preference"
    )
    mc.remember("", "Deploys of billing-api go through ArgoCD.", scope=BILL, kind="fact")
    mc.remember("", "The webshop is built with Vite.", scope=WEB, kind="fact")
    _session(
        mc,
        "alice",
        "w1",
        WEB,
        JAN,
        ("u", "Remember that we never use Redux in the webshop, only React context."),
        ("a", "I'll remove the deploy job from deploy.yml and keep the image build."),
        ("u", "I prefer short answers with the code first and the reasons after."),
    )
    _session(
        mc,
        "alice",
        "b1",
        BILL,
        JAN + timedelta(days=1),
        ("u", "I need a new endpoint to export invoices as CSV for accounting."),
        ("a", "I'll add GET /invoices/export with a streaming response."),
    )
    _session(
        mc,
        "alice",
        "w2",
        WEB,
        JAN + timedelta(days=2),
        ("u", "The checkout page re-renders the whole cart on every keystroke."),
        ("a", "I'll memoize the CartContext value with useMemo."),
    )


def test_a_peers_brief_for_one_project_leaves_her_other_projects_out(
    tenant_client: MemcueClient,
) -> None:
    """alice's billing-api brief held her webshop sessions: the webshop's last session as
    "Where we left off", "never use Redux in the webshop" among the open threads."""
    mc = tenant_client
    _alice(mc)
    webshop = ("Redux", "deploy.yml", "CartContext", "checkout", "Vite")
    for cue in ("", "add a CSV export endpoint"):
        brief = mc.working_memory("alice", project=BILL, cue=cue, token_budget=1000)
        assert not [w for w in webshop if w in brief.text], brief.text
        assert "/invoices/export" in brief.text and "ArgoCD" in brief.text, brief.text
        assert "small pull requests" in brief.text, brief.text  # hers on every project
        assert "short answers" in brief.text, brief.text  # (said in a webshop session)
        if not cue:  # (with a cue, the lines about it lead as "Current focus")
            left = {s.section: s for s in brief.sections}[Section.LEFT_OFF]
            assert all("invoices" in line.text for line in left.lines), brief.text
    # her own brief, and the webshop's, still have the webshop
    assert "Redux" in mc.working_memory("alice", token_budget=1000).text
    assert "Redux" in mc.working_memory("alice", project=WEB, token_budget=1000).text


def test_recall_for_a_project_leaves_the_peers_other_projects_out(
    tenant_client: MemcueClient,
) -> None:
    """A billing cue "how do we deploy?" had the webshop's deploy.yml turn first."""
    mc = tenant_client
    _alice(mc)
    hits = mc.recall("alice", "how do we deploy?", scopes=[BILL], top_k=10)
    texts = [h.memory.content for h in hits]
    assert texts and "ArgoCD" in texts[0], texts
    assert not [t for t in texts if "deploy.yml" in t or "Redux" in t], texts
    hits = mc.recall("alice", "how big should pull requests be?", scopes=[BILL], top_k=3)
    assert "small pull requests" in hits[0].memory.content  # hers on every project
    hits = mc.recall("alice", "how do we deploy?", scopes=[WEB, BILL], top_k=10)
    assert any("deploy.yml" in h.memory.content for h in hits)  # both projects named


def test_memories_extracted_from_a_projects_session_carry_the_project(
    tenant_client: MemcueClient,
) -> None:
    mc = tenant_client
    turns = [
        Turn(
            text="Remember that we never use Redux in the webshop, only React context.",
            position=0,
            speaker="Alice",
            time=JAN,
        )
    ]
    result = mc.ingest_transcript("alice", "w1", turns, scope=WEB)
    assert result.extracted_ids
    for mid in (*result.turn_ids, *result.extracted_ids):
        assert mc.get("alice", mid).attributes.get("project") == WEB


def test_a_summary_of_a_projects_session_carries_the_project(
    tenant_client: MemcueClient,
) -> None:
    """Consolidated months later, a project's session became an untagged summary, found by
    another project's Recall among the peer's own memories."""
    mc = tenant_client
    said = [
        ("u", "The checkout page of the webshop is slow on mobile phones."),
        ("a", "The cart component re-renders the whole product list on each change."),
        ("u", "Can we split the cart state from the product list state then?"),
        ("a", "Yes, two contexts: one for the cart and one for the product catalogue."),
        ("u", "Also lazy load the product images below the fold please."),
        ("a", "The image component gets a loading attribute set to lazy."),
    ]
    _session(mc, "alice", "w1", WEB, JAN, *said)
    report = mc.consolidate("alice")
    assert report.summaries >= 1 and report.gists >= 1  # (the session is old: both at once)
    made = [m for m in mc.iter_all("alice") if m.kind in ("summary", "gist")]
    assert made and all(m.attributes.get("project") == WEB for m in made), made
    hits = mc.recall("alice", "the checkout page is slow", scopes=[BILL], top_k=10)
    assert not [h for h in hits if h.memory.kind in ("summary", "gist")], hits
    assert any(h.memory.tier is Tier.GIST for h in mc.recall("alice", "checkout", scopes=[WEB]))


class _Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def test_a_proposal_settled_lately_is_in_the_brief_and_recent_proposals(
    server_factory: Callable[..., MemcueServer],
) -> None:
    """Made six weeks ago and dismissed yesterday with the reason: out of the brief (30 days
    from the proposal) and of RecentProposals' week, so the agent proposed it again."""
    clock = _Clock(datetime(2026, 6, 1, 9, tzinfo=UTC))
    srv = server_factory(clock=clock)
    with connect(srv) as mc:
        made = mc.record_event(
            "bob", "proposal_made", text="Mark test_invoice_rounding as xfail", project=BILL
        ).proposal_id
        clock.now += timedelta(days=30)
        for n in range(5):  # newer proposals, settled before it (a brief shows 5 settled)
            other = mc.record_event(
                "bob", "proposal_made", text=f"Pin dependency {n} of billing-api", project=BILL
            ).proposal_id
            mc.record_event("bob", "action_taken", proposal_id=other)
        clock.now += timedelta(days=12)
        mc.record_event(
            "bob", "proposal_dismissed", proposal_id=made, rationale="fix the timezone instead"
        )
        clock.now += timedelta(days=1)
        brief = mc.working_memory("bob", project=BILL, token_budget=500)
        assert "(dismissed, 1d ago: fix the timezone instead)" in brief.text, brief.text
        assert [p.proposal_id for p in mc.recent_proposals("bob")] == [made]


def test_recent_proposals_are_aged_by_the_services_clock(
    server_factory: Callable[..., MemcueServer],
) -> None:
    """A service on another clock (a replay, a test) aged a proposal made "just now" by the
    wall clock: "(unactioned, 159d ago)" beside the brief's "(unactioned, just now)"."""
    clock = _Clock(datetime(2026, 6, 1, 9, tzinfo=UTC))
    srv = server_factory(clock=clock)
    with connect(srv) as mc:
        mc.record_event("bob", "proposal_made", text="Use uv instead of Poetry", project=BILL)
        clock.now += timedelta(days=3)
        (proposal,) = mc.recent_proposals("bob")
        assert "(unactioned, 3d ago)" in proposal.line, proposal.line
        assert proposal.age_seconds == 3 * 86_400


def test_an_older_fact_is_never_briefed_in_place_of_the_later_one_that_passed_it() -> None:
    """At 500 tokens a brief showed "The webshop uses npm: install with `npm install`..."
    without the longer "We moved the webshop from npm to pnpm: ..." that outranked it: the
    later line did not fit its section's share, and the shorter stale one did. Pure logic:
    no model, no stores (vectors made up to be close or far, one token per word)."""
    old = _memory("The webshop uses npm: install with npm install.", "old", JAN)
    new = _memory(
        "We moved the webshop from npm to pnpm: install with pnpm install, build with pnpm "
        "build, test with pnpm test, and never commit package-lock.json again.",
        "new",
        JAN + timedelta(days=40),
    )
    other = _memory("Alice prefers small pull requests.", "other", JAN, kind="preference")
    s = WorkingMemorySettings()
    ctx = _context(JAN + timedelta(days=60))
    items = [i for m in (old, new, other) if (i := memory_item(m, ctx, s)) is not None]
    items = later_first(items, _vectors(("m_old", "m_new"), ("m_other",)), RecallSettings())
    for item in items:
        item.words = frozenset(terms(item.text))
    budget = 30  # the title, the header, the old line and the other fit; the new one never
    _, text, _, _ = fit("Working memory", items, budget, WordTokenizer(), min_novelty=0.25)
    assert "small pull requests" in text, text
    assert "npm install" not in text, text  # nothing rather than the stale line alone
    _, text, _, _ = fit("Working memory", items, 200, WordTokenizer(), min_novelty=0.0)
    assert "pnpm" in text and "npm install." in text, text  # beside it, it may be shown
    assert text.index("pnpm") < text.index("npm install."), text


def test_a_settled_proposals_line_is_aged_by_its_outcome() -> None:
    """ "(confirmed, 78d ago: accounting happy with ; CSV)" in a brief of 28 August, for an
    export proposed on 11 June and confirmed on 20 August."""
    proposed = datetime(2026, 6, 11, 9, tzinfo=UTC)
    settled = datetime(2026, 8, 20, 9, tzinfo=UTC)
    p = Proposal(
        "p1", "", "Add GET /invoices/export", "", "", proposed, ProposalOutcome.CONFIRMED, settled
    )
    now = datetime(2026, 8, 28, 9, tzinfo=UTC)
    assert p.line(now) == '- "Add GET /invoices/export" (confirmed, 8d ago)'
    waiting = Proposal("p2", "", "Mock the payment provider", "", "", proposed, UNACTIONED, None)
    assert waiting.line(now) == '- "Mock the payment provider" (unactioned, 78d ago)'
