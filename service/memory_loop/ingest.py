"""IngestTranscript: a conversation's turns in, only the new ones processed.

A per-session cursor (the highest position stored) makes a retry or a re-send of the whole
transcript store nothing twice and cost no model call, and an append of three turns to a
500-turn session embeds three turns. The whole request is validated before anything is
written, so bad input changes nothing already stored.

Each new turn is kept verbatim as an episode (`kind=turn`, `origin=peer` for the peer's
words, with `session_id` and `position` so Recall can expand context, and the client's turn
id as source ref), written through the normal write path with dedup off (an episode is a
record of what was said, not a claim to deduplicate). Then the extractor proposes memories
from the new turns (salience at encoding), which go through the write path with the default
dedup, as agent paraphrases. Turns and extracted memories carry idempotency keys derived from
(session, position), so a crash between the writes and the cursor update repeats nothing.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import structlog

from service import validation as v
from service.core.guard import WRITERS, PartitionLocks, partition_of, require
from service.core.writes import Writer
from service.crypto import Sealer
from service.domain import (
    CallContext,
    DedupMode,
    MemoryInput,
    Origin,
    Partition,
    Redacted,
    WriteResult,
)
from service.errors import (
    FailedPrecondition,
    InvalidArgument,
    MemcueError,
    ResourceExhausted,
    clipped,
)
from service.loop_domain import (
    Candidate,
    IngestResult,
    StoredTurn,
    Transcript,
    Turn,
    TurnRole,
)
from service.memory_loop.context_secrets import redact_in_context
from service.memory_loop.dates import TIME_ZONE, local_time, zone
from service.memory_loop.resend import alike
from service.ports import CursorStore, Extractor, IdempotencyStore
from service.privacy import PrivacyGuard
from service.projects import PROJECT
from service.settings import Limits

log = structlog.get_logger(__name__)

TURN_KIND = "turn"
TURN_IMPORTANCE = 0.3


@dataclass(frozen=True, slots=True)
class _Plan:
    partition: Partition
    scope: str
    session_key: str
    turns: tuple[Turn, ...]
    project: str = ""
    time_zone: str = ""


class Ingestor:
    def __init__(
        self,
        *,
        writer: Writer,
        idempotency: IdempotencyStore,
        extractor: Extractor | None,
        cursors: CursorStore,
        sealer: Sealer,
        limits: Limits,
        privacy: PrivacyGuard,
        clock: Callable[[], datetime],
        locks: PartitionLocks,
        stripes: int = 64,
    ) -> None:
        self._writer = writer
        self._idem = idempotency
        self._extractor = extractor
        self._cursors = cursors
        self._sealer = sealer
        self._limits = limits
        self._privacy = privacy
        self._clock = clock
        # One ingest of a session at a time: the cursor check and advance must not interleave.
        self._locks = [threading.Lock() for _ in range(stripes)]
        self._partitions = locks

    def ingest(self, ctx: CallContext, peer_id: str, transcript: Transcript) -> IngestResult:
        require(ctx, WRITERS, "ingest transcripts")
        plan = self._validate(ctx, peer_id, transcript)
        lock = self._locks[int(plan.session_key[:8], 16) % len(self._locks)]
        # the whole ingest or none of it on either side of a Forget (`PartitionLocks.gate`)
        with self._partitions.gate(plan.partition).shared(), lock:
            cursor = self._cursors.get(plan.partition.namespace, plan.session_key)
            # a project's session (no peer) is its project's: another project's turns were
            # skipped as seen before, and reported as such (its turns would also share one
            # session's positions in the namespace partition)
            owner = "" if plan.partition.peer_id else plan.scope
            if cursor is not None and cursor.peer_id != plan.partition.peer_id:
                raise InvalidArgument(
                    f"session_id {transcript.session_id!r} belongs to another "
                    f"{'peer' if cursor.peer_id else 'scope'}; a session stays with the "
                    "peer it started with: use a new session_id",
                    field="peer_id",
                )
            if cursor is not None and cursor.scope and cursor.scope != owner:
                raise InvalidArgument(
                    f"session_id {transcript.session_id!r} belongs to {cursor.scope}; a "
                    "session stays with the project it started with: use a new session_id",
                    field="session_id",
                )
            last = cursor.last_position if cursor is not None else -1
            later = [t for t in plan.turns if t.position is not None and t.position > last]
            skipped = len(plan.turns) - len(later)
            self._same_as_stored(plan, last)
            new = [t for t in later if v.readable(t.text)]
            empty = len(later) - len(new)
            if not later:
                return IngestResult(0, skipped, 0, last)
            stored: list[StoredTurn] = []
            redactions: tuple[Redacted, ...] = ()
            extracted: list[str] = []
            if new:
                stored, redactions = self._store_turns(ctx, plan, transcript.session_id, new, last)
                extracted = self._extract(ctx, plan, transcript.session_id, stored)
            position = max(t.position for t in later if t.position is not None)
            self._cursors.advance(
                plan.partition, plan.session_key, position, len(stored), scope=owner
            )
        log.info(
            "transcript.ingested",
            namespace=plan.partition.namespace,
            new=len(stored),
            skipped=skipped,
            extracted=len(extracted),
        )
        return IngestResult(
            new_turns=len(stored),
            skipped_turns=skipped,
            extracted=len(extracted),
            last_position=position,
            turn_ids=tuple(t.memory_id for t in stored),
            extracted_ids=tuple(extracted),
            redactions=redactions,
            empty_turns=empty,
        )

    # -- validation: all of it before any write ------------------------------------------

    def _validate(self, ctx: CallContext, peer_id: str, transcript: Transcript) -> _Plan:
        partition = partition_of(ctx, peer_id)
        session = transcript.session_id
        if not session.strip():
            raise InvalidArgument("session_id is required", field="session_id")
        v.one_line(session, field="session_id")
        scope = self._scope(partition, transcript.scope)
        if transcript.time_zone and zone(transcript.time_zone) is None:
            raise InvalidArgument(
                f"time_zone {clipped(transcript.time_zone, 60)!r} is not a time zone this "
                "server knows: use an IANA name such as 'Europe/Berlin', or none for UTC",
                field="time_zone",
            )
        if not transcript.turns:
            raise InvalidArgument("turns is empty: send at least one turn", field="turns")
        limit = self._limits.max_transcript_turns
        if len(transcript.turns) > limit:
            raise ResourceExhausted(
                f"turns has {len(transcript.turns)} entries; the limit is {limit} per call: "
                "send the rest in another call (the cursor keeps the place)",
                field="turns",
            )
        previous = -1
        for i, turn in enumerate(transcript.turns):
            self._check_turn(i, turn, previous, partition)
            assert turn.position is not None
            previous = turn.position
        key = self._sealer.lookup_digest(Partition(partition.namespace, ""), f"session\0{session}")
        project = transcript.scope if transcript.scope.startswith("project:") else ""
        return _Plan(partition, scope, key, transcript.turns, project, transcript.time_zone)

    @staticmethod
    def _scope(partition: Partition, scope: str) -> str:
        """With a peer, turns stay in its partition (a project scope only tags them); without
        one, they live under a namespace-wide `project:<path>` scope."""
        if scope in ("", "peer"):
            if not partition.peer_id:
                raise InvalidArgument(
                    "set peer_id, or scope 'project:<path>' for a project's transcript",
                    field="scope",
                )
            return "peer"
        v.scope(scope, peer="", field="scope")
        if not scope.startswith("project:"):
            raise InvalidArgument(
                f"scope {scope!r}: a transcript belongs to a peer and/or 'project:<path>'",
                field="scope",
            )
        return "peer" if partition.peer_id else scope

    def _check_turn(self, i: int, turn: Turn, previous: int, partition: Partition) -> None:
        name = f"turns[{i}]"
        if turn.position is None:
            raise InvalidArgument(f"{name}.position is required", field=f"{name}.position")
        if not 0 <= turn.position < 2**31:
            raise InvalidArgument(
                f"{name}.position {turn.position} is out of range: use 0..2^31-1",
                field=f"{name}.position",
            )
        if turn.position <= previous:
            raise InvalidArgument(
                f"{name}.position {turn.position} does not follow {previous}: positions "
                "must increase within a transcript",
                field=f"{name}.position",
            )
        v.before_latest(turn.time, field=f"{name}.time")
        v.one_line(turn.speaker, field=f"{name}.speaker")
        v.one_line(turn.ref, field=f"{name}.ref", max_bytes=256)
        if not v.readable(turn.text):
            # A turn without words (an assistant's turn that only called a tool) is left
            # out, not stored: "Kim: " alone filled "Where we left off" with blank lines, and
            # without a speaker the same turn failed the whole transcript
            try:
                v.text(turn.text, field=f"{name}.text", max_bytes=1024, required=False)
            except ResourceExhausted as exc:  # bad input, named as such
                raise InvalidArgument(exc.message, field=f"{name}.text") from exc
            return
        try:
            v.text(
                _content(turn),
                field=f"{name}.text",
                max_bytes=self._limits.max_content_bytes,
            )
        except ResourceExhausted as exc:  # an oversize turn is bad input, named as such
            raise InvalidArgument(exc.message, field=f"{name}.text") from exc
        if turn.role is TurnRole.PEER and not partition.peer_id:
            raise InvalidArgument(
                f"{name}.role is 'peer' but the transcript has no peer_id: a peer's own "
                "words stay in its partition; set peer_id",
                field=f"{name}.role",
            )
        if self._privacy.policy == "reject":  # refused up front, before any turn is written
            self._privacy.clean(v.composed(_content(turn)), f"{name}.text")

    def _newest_stored(self, plan: _Plan, last: int) -> str:
        """The newest stored turn at or before `last`: a turn without words (a tool call)
        between a question and its answer moved the cursor past the question, and the
        answer, a door code, was read alone and kept (a review)."""
        for position in range(last, max(-1, last - 8), -1):
            if found := self._stored_content(plan, position):
                return found
        return ""

    def _stored_content(self, plan: _Plan, position: int) -> str:
        """The stored turn at `position` ("Speaker: words", redacted), or "" if none is known."""
        if position < 0:
            return ""
        found = self._idem.get(plan.partition, f"turn-{plan.session_key}-{position}")
        return str(found[1].get("memory", {}).get("content", "")) if found is not None else ""

    def _same_as_stored(self, plan: _Plan, last: int) -> None:
        """Turns at positions already stored must mostly be the turns stored there: a file
        of new turns numbered from 0 again was answered "0 new, 2 seen before" and nothing
        was kept (a memory-loop review). Compared as stored (secrets redacted), spaces and
        case aside; a position whose record is gone is taken as a retry. A re-send with a
        turn edited since (chat apps let users edit a message) is still a re-send: only a
        request whose overlapping turns mostly differ is refused."""
        same: list[int] = []
        differ: list[int] = []
        for i, turn in enumerate(plan.turns):
            if turn.position is None or turn.position > last:
                continue
            stored = self._stored_content(plan, turn.position)
            if stored:
                told = alike(stored, v.composed(_content(turn)))
                (same if told else differ).append(i)
        if differ and len(differ) >= len(same):  # (a tie: a greeting sent again the same,
            # the new words numbered from 1 again, lost them)
            i = differ[0]
            raise FailedPrecondition(
                f"turns[{i}] (position {plan.turns[i].position}) is not the turn this session "
                f"stored at that position ({len(differ)} of the {len(same) + len(differ)} "
                f"turns sent at stored positions differ): its turns go up to position {last}; "
                "number new turns after it (a retry must resend the same turns)",
                field=f"turns[{i}].position",
            )
        if differ:
            log.warning("transcript.edited_turns_skipped", count=len(differ))

    # -- writes ----------------------------------------------------------------------------

    def _store_turns(
        self, ctx: CallContext, plan: _Plan, session: str, turns: Sequence[Turn], last: int
    ) -> tuple[list[StoredTurn], tuple[Redacted, ...]]:
        now = self._clock()
        items = []
        found: list[Redacted] = []
        before = self._newest_stored(plan, last)  # the turn a first new one may answer
        index = {t.position: i for i, t in enumerate(plan.turns)}
        for turn in turns:
            assert turn.position is not None
            said, seen = redact_in_context(
                self._privacy,
                before,
                turn.text,
                f"turns[{index[turn.position]}].text",
                speaker=turn.speaker,
            )
            before, turn = _content(turn), dataclasses.replace(turn, text=said)
            found += seen
            attributes = {"speaker": turn.speaker, "role": turn.role.value}
            attributes[TIME_ZONE] = plan.time_zone
            if plan.project and plan.scope == "peer":
                attributes[PROJECT] = plan.project  # a peer's turns tagged with the project
            items.append(
                (
                    MemoryInput(
                        content=_content(turn),
                        scope=plan.scope,
                        kind=TURN_KIND,
                        origin=Origin.PEER if turn.role is TurnRole.PEER else Origin.AGENT,
                        verbatim=turn.role is TurnRole.PEER,
                        importance=TURN_IMPORTANCE,
                        occurred_at=turn.time or now,
                        source_refs=(turn.ref or f"{session}:{turn.position}",),
                        attributes={k: val for k, val in attributes.items() if val},
                        session_id=session,
                        position=turn.position,
                    ),
                    f"turn-{plan.session_key}-{turn.position}",
                )
            )
        results = self._write(ctx, plan.partition, items, DedupMode.OFF)
        stored = []
        redactions: list[Redacted] = found
        for turn, result in zip(turns, results, strict=True):
            if isinstance(result, MemcueError):
                raise result
            m = result.memory
            prefix = f"{turn.speaker}: " if turn.speaker else ""
            text = m.content[len(prefix) :] if m.content.startswith(prefix) else m.content
            stored.append(
                StoredTurn(
                    memory_id=m.id,
                    session_id=session,
                    position=m.position,
                    speaker=turn.speaker,
                    role=turn.role,
                    text=text,
                    time=local_time(m.occurred_at, plan.time_zone),
                    ref=m.source_refs[0] if m.source_refs else "",
                )
            )
            redactions.extend(result.redactions)
        return stored, tuple(redactions)

    def _extract(
        self, ctx: CallContext, plan: _Plan, session: str, turns: Sequence[StoredTurn]
    ) -> list[str]:
        """Extracted memories through the write path; best effort (the turns are stored)."""
        if self._extractor is None:
            return []
        try:
            candidates = self._extractor.extract(turns)
        except Exception as exc:  # an extractor failing must not fail the ingest
            log.warning("extract.failed", extractor=self._extractor.name, error=type(exc).__name__)
            return []
        position = {t.ref: t.position for t in turns}
        seen: dict[int, int] = {}
        items = []
        for c in candidates:
            at = position.get(c.refs[0], -1) if c.refs else -1
            seen[at] = seen.get(at, -1) + 1
            items.append(
                (self._candidate_input(c, plan, session), f"x-{plan.session_key}-{at}-{seen[at]}")
            )
        ids = []
        for result in self._write(ctx, plan.partition, items, DedupMode.DEFAULT):
            if isinstance(result, WriteResult):
                ids.append(result.memory.id)
            else:
                log.warning("extract.refused", error=type(result).__name__, field=result.field)
        return ids

    def _candidate_input(self, c: Candidate, plan: _Plan, session: str) -> MemoryInput:
        assert self._extractor is not None
        return MemoryInput(
            content=c.content,
            scope=plan.scope,
            kind=c.kind,
            origin=Origin.AGENT,
            importance=c.importance,
            occurred_at=c.occurred_at,
            source_refs=c.refs,
            fact=c.fact,
            # (read in the speaker's zone, as its turns are: a brief's date for it follows;
            # and tagged with the project its turns are, so another project's reads skip it)
            attributes={
                **c.attributes,
                **({TIME_ZONE: plan.time_zone} if plan.time_zone else {}),
                **({PROJECT: plan.project} if plan.project and plan.scope == "peer" else {}),
            },
            producer=self._extractor.name,
            session_id=session,
        )

    def _write(
        self,
        ctx: CallContext,
        partition: Partition,
        items: Sequence[tuple[MemoryInput, str]],
        mode: DedupMode,
    ) -> list[WriteResult | MemcueError]:
        size = self._limits.max_batch_size
        out: list[WriteResult | MemcueError] = []
        for start in range(0, len(items), size):
            chunk = items[start : start + size]
            out.extend(self._writer.remember_batch(ctx, partition.peer_id, chunk, mode))
        return out


def _content(turn: Turn) -> str:
    """What a stored turn says: the words as said, after who said them."""
    return f"{turn.speaker}: {turn.text}" if turn.speaker else turn.text
