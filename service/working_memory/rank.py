"""What could go into a brief, in which section, and how much each line is worth.

Every live, non-archived entry the brief may read is a candidate for exactly one section:

| section      | candidates                                                          |
|--------------|---------------------------------------------------------------------|
| focus        | with a cue: what is relevant to it; without: the latest session's memories |
| left_off     | the last turns of the latest session (or its summary once consolidated) |
| open_threads | commitments, open questions, "remember that" notes; unactioned proposals |
| decisions    | recent proposals with their outcome; decisions                      |
| facts        | preferences, facts and other memories; pinned and operator entries   |
| background   | gists and summaries (how it started, what happened since), older turns |

A line's score combines recency (0.5 ^ age / half-life, age since it happened or was last
used, the half-life growing with each use as in Recall), importance, relevance to the cue and
primacy (0.5 ^ days since the start of the history / `primacy_days`: how it started stays in
view; background lines only), plus a lift for pinned and operator entries. Each line says why
it was chosen. An open thread whose every named day is over is background: a plan that
happened, or not.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from service.domain import Memory, Origin, Proposal, ProposalOutcome, Tier
from service.loop_domain import Section
from service.memory_loop.dates import TIME_ZONE, day, local_time, named_days
from service.recall.terms import terms
from service.settings import WorkingMemorySettings

OPEN_KINDS = frozenset({"commitment", "question", "note", "reminder", "todo"})
DECISION_KINDS = frozenset({"decision"})
DERIVED_KINDS = frozenset({"summary", "gist"})
TURN = "turn"

# Share of the budget each section may fill first; what a section leaves goes to the best
# remaining lines of any section.
SHARES = {
    Section.FOCUS: 0.15,
    Section.LEFT_OFF: 0.15,
    Section.OPEN: 0.10,
    Section.DECISIONS: 0.08,
    Section.FACTS: 0.22,
    Section.BACKGROUND: 0.30,
}


# Pass 1 visits the sections in this order: what the agent must act on first, so that the
# same words shown again as raw turns or background give way to it (novelty), never the
# reverse. "Where we left off" is continuity, kept whole whatever it repeats.
SELECTION_ORDER = (
    Section.OPEN,
    Section.DECISIONS,
    Section.FOCUS,
    Section.FACTS,
    Section.LEFT_OFF,
    Section.BACKGROUND,
)


@dataclass
class Item:
    """One candidate line: `text` is shown after its `date`, which a run of lines of the same
    date in a section shows once."""

    section: Section
    text: str
    why: str
    score: float
    order: tuple[float, ...]
    memory: Memory | None = None
    proposal: Proposal | None = None
    words: frozenset[str] = field(default_factory=frozenset)
    tokens: int = 0
    date: str = ""
    # the memory id of a later line that passed this one (`later.py`): this line is shown
    # only beside it, never in its place
    passed_by: str = ""

    @property
    def full(self) -> str:
        """The line with its date: what it costs at most."""
        return f"({self.date}) {self.text}" if self.date else self.text


@dataclass(frozen=True, slots=True)
class Context:
    """What scoring needs to know about the whole brief."""

    now: datetime
    start: datetime  # when the history began (primacy)
    latest_session: str
    left_off: frozenset[str]  # ids of the latest session's last turns
    relevance: Mapping[str, float]  # memory id -> relevance to the cue (empty: no cue)
    access_growth: float
    max_half_life_days: float


def _ago(seconds: float) -> str:
    days = seconds / 86_400
    if days >= 60:
        return f"{days / 30:.0f} months ago"
    if days >= 1:
        return f"{days:.0f}d ago"
    return f"{seconds / 3600:.0f}h ago" if seconds >= 3600 else "just now"


def recency(m: Memory, ctx: Context, half_life_days: float) -> float:
    last = m.occurred_at
    if m.last_accessed_at is not None and m.last_accessed_at > last:
        last = m.last_accessed_at
    age = max(0.0, (ctx.now - last).total_seconds() / 86_400)
    half = min(
        ctx.max_half_life_days, half_life_days * ctx.access_growth ** min(m.access_count, 50)
    )
    return float(0.5 ** (age / half))


def section_of(m: Memory, ctx: Context) -> Section:
    if m.id in ctx.relevance and ctx.relevance[m.id] >= RELEVANT:
        return Section.FOCUS
    if m.id in ctx.left_off:
        return Section.LEFT_OFF
    if m.kind == TURN or m.kind in DERIVED_KINDS:
        if not ctx.relevance and m.session_id == ctx.latest_session and m.kind != TURN:
            return Section.LEFT_OFF  # the latest session, already consolidated
        return Section.BACKGROUND
    if m.kind in OPEN_KINDS:
        return Section.BACKGROUND if _past(m, ctx.now) else Section.OPEN
    if m.kind in DECISION_KINDS:
        # (a decision stays one when its day comes: "move standup to 10am starting 5
        # January" is in force from then; one called off leaves, `later.py`)
        return Section.DECISIONS
    if not ctx.relevance and m.session_id and m.session_id == ctx.latest_session:
        return Section.FOCUS
    return Section.FACTS


def _past(m: Memory, now: datetime) -> bool:
    """A plan or a note whose every named day or period is over ("going to
    Edinburgh next Friday (18 September 2026)", "renew the passport before December 1", "the
    half marathon next month (February 2025)") is history, not an open thread: briefs in
    December led with September's trips, and a "remember that" note of a dentist's appointment
    stayed open for months (README: open "until every day they name is over"). Only days ahead
    of when it was said count (a day before it is a reference: "the loan I took on 3 March
    2025"); a day that comes back ("her birthday is on 14 July") stays open."""
    if _RECURRING.search(m.content):
        return False
    said = m.occurred_at.replace(hour=0, minute=0, second=0, microsecond=0)
    days = [d for d in named_days(m.content, m.occurred_at) if d >= said]
    return bool(days) and max(days) + timedelta(days=1) <= now


_RECURRING = re.compile(
    r"(?i)\b(?:birthday|anniversary|every|each|annual|annually|yearly|monthly|weekly)\b"
)


MIN_TURN_TERMS = 3  # content words an earlier turn needs to be worth a line of its own
RELEVANT = 0.25  # relevance to the cue that puts a line under "current focus"


def memory_item(m: Memory, ctx: Context, s: WorkingMemorySettings) -> Item | None:
    """The candidate line for a memory (None: not worth a line)."""
    section = section_of(m, ctx)
    speaker = m.attributes.get("speaker", "")
    r = recency(m, ctx, s.half_life_days)
    c = ctx.relevance.get(m.id, 0.0)
    # Primacy is for how the history started (background): in the other sections it put a
    # January "loves sushi" above March's "hates sushi now" (a memory-loop review).
    p = (
        float(
            0.5 ** (max(0.0, (m.occurred_at - ctx.start).total_seconds()) / 86_400 / s.primacy_days)
        )
        if section is Section.BACKGROUND
        else 0.0
    )
    parts = {
        "recent": s.recency * r,
        "important": s.importance * m.importance,
        "matches the cue": s.relevance * c,
        "how it started": s.primacy * p,
    }
    score = sum(parts.values())
    if section is Section.BACKGROUND and m.kind == TURN:
        score *= s.earlier_turns  # raw detail of an earlier session, not consolidated yet
        if len(frozenset(terms(m.content)) - frozenset(terms(speaker))) < MIN_TURN_TERMS:
            return None  # "Sure, see ya. Bye!": nothing to carry into a brief
    reasons = []
    if m.pinned:
        score += 0.3
        reasons.append("pinned")
    if m.origin is Origin.OPERATOR:
        score += 0.15
        reasons.append("set by the operator")
    if section is Section.FOCUS:
        reasons.append(f"matches the cue ({c:.2f})" if ctx.relevance else "from the latest session")
    elif section is Section.LEFT_OFF:
        reasons.append(f"last turns of the latest session ({day(m.occurred_at)})")
    elif section is Section.OPEN:
        reasons.append(f"open {m.kind}")
    top = max(parts, key=lambda k: parts[k])
    detail = {
        "recent": _ago((ctx.now - m.occurred_at).total_seconds()),
        "important": f"{m.importance:.2f}",
        "matches the cue": f"{c:.2f}",
        "how it started": day(m.occurred_at),
    }[top]
    if not (top == "matches the cue" and section is Section.FOCUS):
        reasons.append(f"{top} ({detail})")
    if m.access_count:
        reasons.append(f"used {m.access_count}x")
    text = " ".join(m.content.split())
    if m.conflicts_with:
        # the paste-ready text showed an agent's "tier is Silver" under the operator's "tier
        # is Gold" with nothing to tell them apart (a privacy review)
        text = f"(disputed by a more trusted entry) {text}"
        reasons.append(f"contradicts {m.conflicts_with}")
    if section is Section.LEFT_OFF and m.kind == TURN:
        order: tuple[float, ...] = (float(m.position),)
    elif section is Section.BACKGROUND or section is Section.LEFT_OFF:
        order = (m.occurred_at.timestamp(), float(m.position))
    else:
        order = (-score,)
    return Item(
        section,
        text,
        "; ".join(reasons),
        score,
        order,
        memory=m,
        words=frozenset(terms(text)),
        date=day(local_time(m.occurred_at, m.attributes.get(TIME_ZONE, ""))),
    )


def proposal_item(p: Proposal, now: datetime, s: WorkingMemorySettings) -> Item:
    """Unactioned proposals are open threads; settled ones are decisions."""
    age = p.age(now)
    r = float(0.5 ** (age / 86_400 / s.half_life_days))
    unactioned = p.outcome is ProposalOutcome.UNACTIONED
    section = Section.OPEN if unactioned else Section.DECISIONS
    why = f"{p.outcome.value} proposal ({_ago(age)})"
    text = p.line(now).removeprefix("- ")
    score = s.recency * r + s.importance * (0.8 if unactioned else 0.6)
    return Item(
        section,
        text,
        why,
        score,
        (-p.proposed_at.timestamp(),),
        proposal=p,
        words=frozenset(terms(text)),
    )


def tier_of(item: Item) -> Tier | None:
    return item.memory.tier if item.memory is not None else None
