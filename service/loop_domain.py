"""Domain values of the memory loop: transcripts in, extracted candidates, consolidation
reports, and working-memory briefs out.

Kept apart from `service.domain` (the stored entry and the calls on it) because they describe
the loop around the store (ingest -> extract -> consolidate -> brief); like `service.domain`,
nothing here knows about gRPC, HTTP or Chroma.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime

from service.domain import Fact, Origin, Redacted, Tier


class TurnRole(enum.Enum):
    """Who spoke a turn: the peer's own words are stored `origin=peer` and verbatim, the
    agent's as `origin=agent`."""

    PEER = "peer"
    AGENT = "agent"


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of a conversation as a client sends it. `position` orders the session and
    drives the per-session cursor; `ref` is the client's own id of the turn (a dia_id, a
    message id), kept as the stored turn's source ref (default `<session_id>:<position>`)."""

    text: str
    position: int | None
    speaker: str = ""
    role: TurnRole = TurnRole.PEER
    time: datetime | None = None
    ref: str = ""


@dataclass(frozen=True, slots=True)
class Transcript:
    """Turns of one session for a peer and/or a project scope."""

    session_id: str
    turns: tuple[Turn, ...]
    scope: str = ""  # "" (peer), or "project:<path>" (a tag with a peer, the scope without)
    time_zone: str = ""  # IANA name the turns' relative dates are read in ("" = UTC)


@dataclass(frozen=True, slots=True)
class IngestResult:
    new_turns: int
    skipped_turns: int
    extracted: int
    last_position: int
    turn_ids: tuple[str, ...] = ()
    extracted_ids: tuple[str, ...] = ()
    redactions: tuple[Redacted, ...] = ()
    empty_turns: int = 0  # new turns without words, left out


@dataclass(frozen=True, slots=True)
class StoredTurn:
    """What an extractor sees of a turn: already stored, already redacted."""

    memory_id: str
    session_id: str
    position: int
    speaker: str
    role: TurnRole
    text: str
    time: datetime
    ref: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """A memory an extractor proposes; it goes through the normal write path."""

    content: str
    kind: str
    importance: float
    refs: tuple[str, ...]
    occurred_at: datetime
    fact: Fact | None = None
    attributes: Mapping[str, str] = field(default_factory=dict)


class Section(enum.Enum):
    """The parts of a brief, in the order they are rendered."""

    FOCUS = "focus"
    LEFT_OFF = "left_off"
    OPEN = "open_threads"
    DECISIONS = "decisions"
    FACTS = "facts"
    BACKGROUND = "background"

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {
    Section.FOCUS: "Current focus",
    Section.LEFT_OFF: "Where we left off",
    Section.OPEN: "Open threads and commitments",
    Section.DECISIONS: "Decisions",
    Section.FACTS: "Preferences and facts",
    Section.BACKGROUND: "How it started and what happened since",
}


@dataclass(frozen=True, slots=True)
class BriefQuery:
    """`project` is a `project:<path>` scope; `cue` the current task (optional)."""

    token_budget: int = 0
    project: str = ""
    cue: str = ""
    include_global: bool = True


@dataclass(frozen=True, slots=True)
class BriefLine:
    """One line of a brief: a memory (id, tier) or a proposal of the decision log, the text
    as rendered, and why it was chosen."""

    text: str
    why: str
    tokens: int
    score: float
    memory_id: str = ""
    proposal_id: str = ""
    tier: Tier | None = None
    kind: str = ""
    scope: str = ""
    origin: Origin | None = None  # provenance a reader of the brief may need; None: a proposal


@dataclass(frozen=True, slots=True)
class BriefSection:
    section: Section
    lines: tuple[BriefLine, ...]


@dataclass(frozen=True, slots=True)
class Brief:
    brief_id: str
    sections: tuple[BriefSection, ...]
    text: str
    tokens: int
    token_budget: int
    generated_at: datetime
    tokenizer: str

    @property
    def memory_ids(self) -> tuple[str, ...]:
        return tuple(ln.memory_id for s in self.sections for ln in s.lines if ln.memory_id)


@dataclass(frozen=True, slots=True)
class ConfirmResult:
    confirmed: int
    logged: bool
    seq: int = 0


@dataclass(frozen=True, slots=True)
class ConsolidationReport:
    """What one consolidation pass did (or, in a dry run, would do)."""

    partitions: int = 0
    summaries: int = 0
    gists: int = 0
    archived: int = 0
    dry_run: bool = False
    clusters: tuple[Mapping[str, object], ...] = ()

    def __add__(self, other: ConsolidationReport) -> ConsolidationReport:
        return ConsolidationReport(
            partitions=self.partitions + other.partitions,
            summaries=self.summaries + other.summaries,
            gists=self.gists + other.gists,
            archived=self.archived + other.archived,
            dry_run=self.dry_run or other.dry_run,
            clusters=self.clusters + other.clusters,
        )
