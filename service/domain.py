"""Domain model of Memcue: plain, immutable values shared by the core, adapters and API.

Nothing here knows about gRPC, HTTP or Chroma; `service.api.convert` maps these to protobuf
(server side), `service.client_convert` back (client side), and `service.codec` is the one
codec for storage (log record, Chroma metadata).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any


class Origin(enum.Enum):
    """Who produced the words; the trust hierarchy is operator > peer > agent."""

    PEER = "peer"
    AGENT = "agent"
    OPERATOR = "operator"

    @property
    def trust(self) -> int:
        return {Origin.AGENT: 1, Origin.PEER: 2, Origin.OPERATOR: 3}[self]


class Tier(enum.Enum):
    VERBATIM = "verbatim"
    SUMMARY = "summary"
    GIST = "gist"
    ARCHIVED = "archived"


class Retention(enum.Enum):
    EPHEMERAL = "ephemeral"
    SHORT = "short"
    STANDARD = "standard"
    LONG = "long"
    PERMANENT = "permanent"


class LogOp(enum.StrEnum):
    """The service's own log operations. Each carries enough data to replay it
    (`service.replay`); agents' events use any other kind (RecordEvent)."""

    REMEMBER = "remember"
    MERGE = "merge"
    SUPERSEDE = "supersede"
    UPDATE = "update"
    DELETE = "delete"
    EXPIRE = "expire"
    FORGET = "forget"
    ACCESS = "access"
    CONSOLIDATE = "consolidate"  # a summary or gist, and the entries it archived
    BRIEF_CONFIRMED = "brief_confirmed"  # a client seeded a session with a brief


class WriteOutcome(enum.Enum):
    CREATED = "created"
    MERGED = "merged"
    SUPERSEDED = "superseded"
    CONFLICT = "conflict"
    REPLAYED = "replayed"


class DedupMode(enum.Enum):
    """Per-request dedup policy; the thresholds behind each mode are settings."""

    DEFAULT = "default"
    OFF = "off"
    STRICT = "strict"


class Role(enum.Enum):
    """What a caller may do within its namespace (DESIGN.md section 6)."""

    OPERATOR = "operator"
    AGENT = "agent"
    READER = "reader"


@dataclass(frozen=True, slots=True)
class Fact:
    subject: str
    predicate: str
    object: str

    @property
    def key(self) -> str:
        """Normalised subject|predicate: two facts with one key talk about the same thing."""
        return f"{' '.join(self.subject.lower().split())}|" + " ".join(
            self.predicate.lower().split()
        )


@dataclass(frozen=True, slots=True)
class Memory:
    """One stored entry. Immutable: every change produces a new value (`dataclasses.replace`)."""

    id: str
    namespace: str
    peer_id: str
    scope: str
    label: str
    content: str
    kind: str
    origin: Origin
    verbatim: bool
    confidence: float
    importance: float
    retention: Retention
    pinned: bool
    created_at: datetime
    updated_at: datetime
    occurred_at: datetime
    last_accessed_at: datetime | None = None
    access_count: int = 0
    expires_at: datetime | None = None
    source_refs: tuple[str, ...] = ()
    merged_from: tuple[str, ...] = ()
    superseded_by: str = ""
    fact: Fact | None = None
    attributes: Mapping[str, str] = field(default_factory=dict)
    tier: Tier = Tier.VERBATIM
    embedding_model: str = ""
    producer: str = ""
    conflicts_with: str = ""
    # Where it came from in a conversation: neighbours of one session can pull each other
    # in as context at recall (position -1: not a turn of a session).
    session_id: str = ""
    position: int = -1

    @property
    def partition(self) -> Partition:
        return Partition(self.namespace, self.peer_id)


@dataclass(frozen=True, slots=True)
class Partition:
    """The unit of hard isolation: one namespace and one peer ('' = namespace-wide entries).

    Every adapter keeps partitions apart (the index keys every row and every read by the
    partition, the log has a bucket per partition), so a read for one partition cannot see
    another whatever its filters say.
    """

    namespace: str
    peer_id: str


@dataclass(frozen=True, slots=True)
class MemoryInput:
    """What a client may set on a write; the core fills in and validates the rest."""

    content: str
    scope: str = ""
    label: str = ""
    kind: str = ""
    origin: Origin | None = None
    verbatim: bool = False
    confidence: float | None = None
    importance: float | None = None
    retention: Retention | None = None
    pinned: bool = False
    occurred_at: datetime | None = None
    expires_at: datetime | None = None
    source_refs: tuple[str, ...] = ()
    fact: Fact | None = None
    attributes: Mapping[str, str] = field(default_factory=dict)
    producer: str = ""
    session_id: str = ""
    position: int | None = None


@dataclass(frozen=True, slots=True)
class MemoryUpdate:
    """Fields an Update may change; None = leave as is."""

    content: str | None = None
    pinned: bool | None = None
    importance: float | None = None
    retention: Retention | None = None


@dataclass(frozen=True, slots=True)
class Redacted:
    """A secret replaced by the privacy guard: where (field) and what kind, never the value."""

    field: str
    kind: str


@dataclass(frozen=True, slots=True)
class WriteResult:
    memory: Memory
    outcome: WriteOutcome
    related_id: str = ""
    redactions: tuple[Redacted, ...] = ()


@dataclass(frozen=True, slots=True)
class UpdateResult:
    memory: Memory
    redactions: tuple[Redacted, ...] = ()


@dataclass(frozen=True, slots=True)
class TimeRange:
    start: datetime | None = None
    end: datetime | None = None


@dataclass(frozen=True, slots=True)
class RecallWeights:
    """How Recall ranks; None takes the server's setting (`recall.*`)."""

    dense: float | None = None
    keyword: float | None = None
    recency: float | None = None
    importance: float | None = None
    trust: float | None = None
    pinned: float | None = None
    half_life_days: float | None = None
    global_scope: float | None = None
    project_scope: float | None = None
    archived: float | None = None


@dataclass(frozen=True, slots=True)
class RecallQuery:
    cue: str
    top_k: int
    kinds: tuple[str, ...] = ()
    scope: str = ""
    labels: tuple[str, ...] = ()
    occurred: TimeRange = TimeRange()
    include_superseded: bool = False
    weights: RecallWeights = RecallWeights()
    scopes: tuple[str, ...] = ()  # namespace-wide scopes searched too ("global", "project:x")
    expand_neighbors: int | None = None  # None: the server's setting
    # False for a person looking (the web page's search): what the agent uses, not what
    # an operator browses, is what access marks (and so ranking) should follow.
    mark_access: bool = True


@dataclass(frozen=True, slots=True)
class KeywordMatch:
    """A memory the keyword index found for a cue. `coverage` (0..1) is the share of the
    cue's keyword weight (IDF) the memory holds, counting cue words no memory of the
    partition has: a cue whose words mostly appear nowhere is a paraphrase, and the few
    words it does share say little (README "How ranking works")."""

    memory_id: str
    bm25: float
    coverage: float = 1.0


@dataclass(frozen=True, slots=True)
class Hit:
    memory: Memory
    score: float
    relevance: float
    components: Mapping[str, float] = field(default_factory=dict)
    expanded_from: str = ""


@dataclass(frozen=True, slots=True)
class ListQuery:
    label_prefix: str = ""
    kinds: tuple[str, ...] = ()
    page_size: int = 50
    page_token: str = ""
    include_superseded: bool = False


@dataclass(frozen=True, slots=True)
class Page:
    memories: tuple[Memory, ...]
    next_page_token: str


@dataclass(frozen=True, slots=True)
class CallContext:
    """Who is calling: resolved from the transport (metadata, key) before the core runs."""

    namespace: str
    role: Role
    principal: str = "anonymous"


@dataclass(frozen=True, slots=True)
class LogEvent:
    """One entry of the raw append-only log; `data` is enough to replay the change."""

    seq: int
    op: str
    partition: Partition
    at: datetime
    data: Mapping[str, Any]

    def payload(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "op": self.op,
            "namespace": self.partition.namespace,
            "peer_id": self.partition.peer_id,
            "at": self.at.isoformat(),
            **self.data,
        }


def utcnow() -> datetime:
    return datetime.now(UTC)


class ProposalOutcome(enum.Enum):
    CONFIRMED = "confirmed"
    DISMISSED = "dismissed"
    UNACTIONED = "unactioned"


@dataclass(frozen=True, slots=True)
class EventInput:
    """An agent's own event: a decision (proposal_made / action_taken / proposal_dismissed)
    or any other kind, with a JSON-object payload."""

    kind: str
    proposal_id: str = ""
    mode: str = ""
    text: str = ""
    next_action: str = ""
    rationale: str = ""
    payload: Mapping[str, Any] = field(default_factory=dict)
    project: str = ""  # proposal_made: the project:<path> it is about


@dataclass(frozen=True, slots=True)
class RecordResult:
    proposal_id: str
    seq: int
    logged: bool
    log_error: str = ""
    redactions: tuple[Redacted, ...] = ()


@dataclass(frozen=True, slots=True)
class Proposal:
    proposal_id: str
    mode: str
    text: str
    next_action: str
    rationale: str
    proposed_at: datetime
    outcome: ProposalOutcome
    outcome_at: datetime | None
    # what the outcome event said ("Lena was upset: bad suggestion"): a confirmed proposal
    # that went badly read as plain "confirmed" in every brief (a memory-loop review)
    outcome_note: str = ""
    # the project:<path> it was made for: a project's brief showed every other project's
    # decisions (a memory-loop review)
    project: str = ""

    def age(self, now: datetime) -> float:
        return max(0.0, (now - self.proposed_at).total_seconds())

    def line(self, now: datetime) -> str:
        """`- "Walk before the call" (dismissed, 2h ago)`: ready to paste into a prompt. One
        line, its own quotes the only double quotes: a text with a newline and a quote made
        a second line that read as another proposal with an outcome of its own."""
        text = " ".join(self.text.split()).replace('"', "'")
        note = " ".join(self.outcome_note.split()).replace('"', "'")
        if len(note) > NOTE_CHARS:
            note = note[: NOTE_CHARS - 3].rstrip() + "..."
        said = f": {note}" if note else ""
        # a settled proposal's age is its outcome's: "(confirmed, 78d ago: accounting happy)"
        # read as confirmed in June when accounting said so last week
        when = self.outcome_at if self.outcome_at is not None else self.proposed_at
        ago = _ago(max(0.0, (now - when).total_seconds()))
        return f'- "{text}" ({self.outcome.value}, {ago}{said})'


NOTE_CHARS = 160  # of an outcome's note in a proposal's line


def _ago(seconds: float) -> str:
    for unit, size in (("d", 86_400), ("h", 3_600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit} ago"
    return "just now" if seconds < 5 else f"{int(seconds)}s ago"


@dataclass(frozen=True, slots=True)
class EventQuery:
    kinds: tuple[str, ...] = ()
    range: TimeRange = TimeRange()
    correlation_id: str = ""
    page_size: int = 0
    page_token: str = ""


@dataclass(frozen=True, slots=True)
class EventPage:
    events: tuple[LogEvent, ...]
    next_page_token: str
