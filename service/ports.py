"""Ports: what the core needs from the outside world, as structural protocols.

Adapters (Chroma, ActivityWatch, sentence-transformers) satisfy these without inheriting
from anything; pure-logic unit tests may pass in-memory fakes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from service.domain import (
    KeywordMatch,
    LogEvent,
    Memory,
    Partition,
    Proposal,
    ProposalOutcome,
    TimeRange,
)
from service.loop_domain import Candidate, StoredTurn

Vector = npt.NDArray[np.float32]


class Embedder(Protocol):
    """Turns text into unit-length vectors. Documents and queries may be encoded differently."""

    @property
    def model_id(self) -> str: ...

    @property
    def dimension(self) -> int: ...

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        """Shape (len(texts), dimension), L2-normalised rows."""
        ...

    def embed_query(self, text: str) -> Vector:
        """Shape (dimension,), L2-normalised."""
        ...

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        """Shape (len(texts), dimension): each row as `embed_query` gives it, all in one model
        call (a cue and the names in it not seen before: `service.recall.names`)."""
        ...


class PairScorer(Protocol):
    """Reads two texts together (a cross-encoder): catches what two separate vectors miss."""

    @property
    def name(self) -> str: ...

    def score(self, a: str, b: str) -> float:
        """How surely a and b say the same thing, 0..1, symmetric in a and b."""
        ...


class MemoryIndex(Protocol):
    """Derived, rebuildable store of memories and their vectors, partitioned per peer."""

    @property
    def embedding_model(self) -> str: ...

    def upsert(self, memories: Sequence[Memory], vectors: Vector) -> None: ...

    def when_stored(self, callback: Callable[[], None]) -> None:
        """Runs `callback` once every write made so far is in the store itself (an index
        may acknowledge a write from its caches and store it a moment later); at once if
        nothing waits."""
        ...

    def get(self, partition: Partition, ids: Sequence[str]) -> list[Memory]:
        """The memories among `ids` that live in `partition`; unknown ids are skipped."""
        ...

    def query(
        self,
        partition: Partition,
        vector: Vector,
        k: int,
        *,
        kinds: Sequence[str] = (),
        scope: str = "",
        labels: Sequence[str] = (),
        occurred: TimeRange = TimeRange(),
        include_superseded: bool = False,
        now: datetime | None = None,
    ) -> list[tuple[Memory, float]]:
        """Up to k (memory, cosine similarity) pairs from one partition, most similar first."""
        ...

    def keyword_search(self, partition: Partition, cue: str, k: int) -> list[KeywordMatch]:
        """Up to k memories of one partition matching the cue's keywords, best BM25 first."""
        ...

    def session_neighbors(
        self, partition: Partition, sessions: Mapping[str, Iterable[int]]
    ) -> list[Memory]:
        """Entries at these turn positions of these sessions (context expansion)."""
        ...

    def vectors_of(self, partition: Partition, ids: Sequence[str]) -> dict[str, Vector]:
        """Stored vectors of these ids, without reading the entries."""
        ...

    def scan(
        self,
        partition: Partition,
        *,
        include_superseded: bool = False,
        now: datetime | None = None,
    ) -> list[Memory]:
        """Every live memory of the partition (used by List; partitions are per peer, small)."""
        ...

    def pointing_to(self, partition: Partition, memory_ids: Collection[str]) -> list[Memory]:
        """Entries, hidden or not, whose superseded_by or conflicts_with names one of these
        ids (a filtered read: a Delete or a sweep must not read a whole partition)."""
        ...

    def neighbors(
        self,
        partition: Partition,
        vector: Vector,
        k: int,
        *,
        scope: str,
        now: datetime,
        floor: float | None = None,
    ) -> list[tuple[Memory, float, Vector]]:
        """Live entries of one scope nearest to `vector`, with similarity and stored vector;
        with a `floor`, only those at least that similar."""
        ...

    def neighbors_many(
        self,
        partition: Partition,
        vectors: Vector,
        k: int,
        *,
        scope: str,
        now: datetime,
        floor: float,
    ) -> list[list[tuple[Memory, float, Vector]]]:
        """`neighbors` of each row of `vectors` (a write batch's dedup candidates, found in
        one pass over the partition instead of one per row)."""
        ...

    def same_fact(
        self, partition: Partition, key: str, *, scope: str, now: datetime
    ) -> list[tuple[Memory, Vector]]:
        """Live entries whose structured fact has this normalised subject|predicate key."""
        ...

    def with_vectors(
        self, partition: Partition, ids: Sequence[str] | None = None, *, now: datetime | None = None
    ) -> list[tuple[Memory, Vector]]:
        """Entries with their stored vectors: the given ids, or every live entry."""
        ...

    def update_metadata(self, memories: Sequence[Memory]) -> None:
        """Rewrites the stored fields of entries whose content and vector are unchanged."""
        ...

    def partitions(self) -> list[Partition]: ...

    def expired(self, partition: Partition, now: datetime, limit: int) -> list[str]:
        """Ids of unpinned entries past their expiry, at most `limit`."""
        ...

    def delete(self, partition: Partition, ids: Sequence[str]) -> int:
        """Removes the ids from the partition; returns how many existed."""
        ...

    def drop(self, partition: Partition) -> int:
        """Deletes the whole partition; returns how many entries it held."""
        ...

    def count(self, partition: Partition) -> int: ...

    def close(self) -> None: ...


class EventLog(Protocol):
    """Append-only raw log: the source of truth the index can be rebuilt from."""

    def append(
        self, op: str, partition: Partition, data: Mapping[str, Any], *, pending: bool = False
    ) -> LogEvent:
        """Durably records one state change and returns it with its sequence number.
        `pending`: the index is about to apply it; confirm with `applied`."""
        ...

    def append_many(
        self,
        partition: Partition,
        items: Sequence[tuple[str, Mapping[str, Any]]],
        *,
        pending: bool = False,
    ) -> list[LogEvent]:
        """Durably records several (op, data) changes of one partition at once (one fsync)."""
        ...

    def applied(self, events: Sequence[LogEvent]) -> None:
        """Confirms that the index now reflects these pending events."""
        ...

    def unapplied(self) -> list[LogEvent]:
        """Pending events never confirmed (crash between log and index): replay them."""
        ...

    def read(
        self,
        partition: Partition,
        *,
        start: datetime | None = None,
        end: datetime | None = None,
        limit: int = 1000,
    ) -> list[LogEvent]:
        """Events of one partition in [start, end], newest first, at most `limit`.
        Raises `Unavailable` when the backing store cannot be read."""
        ...

    def forget(self, partition: Partition) -> None:
        """Drops the partition's pending events and deletes its part of the log."""
        ...

    def backlog(self) -> int:
        """Events not yet in the backing store."""
        ...

    @property
    def last_error(self) -> str: ...

    def flush(self, timeout_s: float = 10.0) -> bool:
        """Waits until every appended event reached the backing store; False on timeout."""
        ...

    def close(self) -> None: ...


# The fingerprint of a record written before fingerprints were taken after redaction: its
# digest of the text as sent was dropped (a secret could be found again from it), so any
# retry of that key replays the first result.
UNCHECKED_FINGERPRINT = "unchecked"


class IdempotencyStore(Protocol):
    """Durable map (partition, idempotency key) -> (request fingerprint, first result)."""

    def get(self, partition: Partition, key: str) -> tuple[str, dict[str, Any]] | None: ...

    def put(
        self, partition: Partition, key: str, fingerprint: str, result: dict[str, Any]
    ) -> None: ...

    def forget(self, partition: Partition) -> int: ...

    def close(self) -> None: ...


class DecisionStore(Protocol):
    """Proposals and their outcomes per partition (derived from the log, always local)."""

    def add(self, partition: Partition, proposal: Proposal) -> None: ...

    def resolve(
        self,
        partition: Partition,
        proposal_id: str,
        outcome: ProposalOutcome,
        at: datetime,
        note: str = "",
    ) -> bool: ...

    def exists(self, partition: Partition, proposal_id: str) -> bool: ...

    def recent(
        self,
        partition: Partition,
        *,
        mode: str,
        since: datetime,
        limit: int,
        project: str | None = None,
    ) -> list[Proposal]: ...

    def forget(self, partition: Partition) -> int: ...

    def close(self) -> None: ...


@runtime_checkable
class Tokenizer(Protocol):
    """Counts tokens the way the embedding model does: briefs are budgeted in its tokens."""

    @property
    def tokenizer_name(self) -> str: ...

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens of each text, without the model's special tokens."""
        ...


class Extractor(Protocol):
    """Turns new conversation turns into candidate memories (salience at encoding).

    The default is offline rules (`service.memory_loop.extract.RuleExtractor`); an operator
    may plug in an LLM-based one. Candidates go through the normal write path (privacy
    guard, dedup, trust), so an extractor cannot bypass any rule of the core.
    """

    @property
    def name(self) -> str: ...

    def extract(self, turns: Sequence[StoredTurn]) -> list[Candidate]:
        """Candidates from the new turns of one session, in order."""
        ...


@dataclass(frozen=True, slots=True)
class SessionCursor:
    """How far a session has been ingested, and which partition it belongs to."""

    peer_id: str
    last_position: int
    turns: int
    scope: str = ""  # a project's transcript (no peer): its `project:<path>`


class CursorStore(Protocol):
    """Per-session ingest cursors (derived state: the turns themselves are in the log).

    Sessions are keyed by a keyed digest of their id, never the id itself, and rows carry no
    text of the peer; Forget purges the peer's rows.
    """

    def get(self, namespace: str, session_key: str) -> SessionCursor | None: ...

    def advance(
        self,
        partition: Partition,
        session_key: str,
        last_position: int,
        new_turns: int,
        scope: str = "",
    ) -> None:
        """Moves the cursor forward (never back) and adds to the session's turn count;
        `scope`: the project a session without a peer belongs to."""
        ...

    def forget(self, partition: Partition) -> int: ...

    def close(self) -> None: ...


class Metrics(Protocol):
    """What the core and the adapters report for monitoring, as plain events.

    The core knows nothing of Prometheus: it calls these with strings and numbers, and the
    composition root hands it either `NoMetrics` (metrics off, the default) or the Prometheus
    adapter (`service.adapters.prometheus`). Labels are small closed sets (an RPC name, an
    outcome, a secret's kind, a namespace), never a peer id or any text of a memory.
    """

    def rpc(self, method: str, code: str, seconds: float) -> None:
        """One gRPC call finished with this status code."""
        ...

    def writes(self, outcome: str, count: int = 1) -> None:
        """Writes decided: created / merged / superseded / conflict / replayed."""
        ...

    def redaction(self, kind: str, action: str) -> None:
        """The privacy guard found a secret of this kind; action: redacted / rejected."""
        ...

    def embedding(self, kind: str, batch: int, seconds: float) -> None:
        """One model call: kind documents / query, with its batch size and duration."""
        ...

    def consolidation_run(
        self, trigger: str, ok: bool, seconds: float, *, summaries: int, gists: int, archived: int
    ) -> None:
        """One consolidation pass: trigger background / request / dry_run."""
        ...

    def sweep_run(self, ok: bool, seconds: float, expired: int) -> None:
        """One pass of the expiry sweep."""
        ...

    def log_send_error(self) -> None:
        """A send of the outbox to ActivityWatch failed (it is retried with backoff)."""
        ...

    def http_request(self, route: str, status: int) -> None:
        """One request to the HTTP listener (web page or metrics), by route name."""
        ...


class NoMetrics:
    """The default: metrics off, every report is a no-op."""

    def rpc(self, method: str, code: str, seconds: float) -> None:
        pass

    def writes(self, outcome: str, count: int = 1) -> None:
        pass

    def redaction(self, kind: str, action: str) -> None:
        pass

    def embedding(self, kind: str, batch: int, seconds: float) -> None:
        pass

    def consolidation_run(
        self, trigger: str, ok: bool, seconds: float, *, summaries: int, gists: int, archived: int
    ) -> None:
        pass

    def sweep_run(self, ok: bool, seconds: float, expired: int) -> None:
        pass

    def log_send_error(self) -> None:
        pass

    def http_request(self, route: str, status: int) -> None:
        pass
