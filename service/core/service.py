"""MemoryService: the one object every surface calls (gRPC, CLI, scripts).

A thin facade over the use-case rooms; it owns no rule itself. Where each rule lives:

- who may call what, which partition a call reaches (rule 1) .... core/guard.py
- write path: validation, provenance, idempotency, dedup (rule 3) core/writes.py,
  deciding duplicates and contradictions, trust (rules 2-3) ...... service/reconcile.py,
                                                                    service/dedup.py
- secrets never stored (rule 4) .................................. core/redact.py,
                                                                    service/privacy.py
- Update, Delete, the dedup job's merges ......................... core/edits.py
- Forget (rule 5), retention and the expiry sweep (rule 6) ....... core/lifecycle.py
- Get, List, conflict demotion ................................... core/reads.py
- Recall: fusion, scoring, scopes, expansion, access marks ........ service/recall/
- RecordEvent, RecentProposals, QueryEvents ...................... core/decisions.py
- write-ahead journal and crash recovery ......................... core/journal.py
- IngestTranscript: per-session cursor, turns, extraction ......... memory_loop/
- consolidation: verbatim -> summary -> gist, originals archived .. consolidate/
- WorkingMemory briefs and their confirmation ..................... working_memory/
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta

from service.consolidate.job import Consolidator
from service.core.decisions import Decisions
from service.core.edits import Editor
from service.core.guard import PartitionLocks
from service.core.journal import Journal
from service.core.lifecycle import Lifecycle, RetentionPolicy
from service.core.reads import Reader
from service.core.writes import Writer
from service.crypto import Sealer
from service.dedup import Thresholds
from service.dedup.paraphrase import PairHead
from service.domain import (
    CallContext,
    DedupMode,
    EventInput,
    EventPage,
    EventQuery,
    Hit,
    ListQuery,
    Memory,
    MemoryInput,
    MemoryUpdate,
    Page,
    Partition,
    Proposal,
    RecallQuery,
    RecordResult,
    UpdateResult,
    WriteResult,
    utcnow,
)
from service.errors import MemcueError
from service.loop_domain import (
    Brief,
    BriefQuery,
    ConfirmResult,
    ConsolidationReport,
    IngestResult,
    Transcript,
)
from service.memory_loop.ingest import Ingestor
from service.ports import (
    CursorStore,
    DecisionStore,
    Embedder,
    EventLog,
    Extractor,
    IdempotencyStore,
    MemoryIndex,
    Metrics,
    NoMetrics,
    PairScorer,
    Tokenizer,
)
from service.privacy import PrivacyGuard
from service.recall.access import AccessRecorder
from service.recall.pipeline import Recaller
from service.settings import (
    ConsolidationSettings,
    Limits,
    RecallSettings,
    RetentionDays,
    WorkingMemorySettings,
)
from service.working_memory.brief import Briefer, IssuedBriefs


class MemoryService:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        log: EventLog,
        idempotency: IdempotencyStore,
        sealer: Sealer,
        decisions: DecisionStore,
        cursors: CursorStore,
        tokenizer: Tokenizer,
        extractor: Extractor | None = None,
        limits: Limits | None = None,
        retention_days: RetentionDays | None = None,
        dedup: Thresholds | None = None,
        pair_scorer: PairScorer | None = None,
        paraphrase_head: PairHead | None = None,
        privacy: PrivacyGuard | None = None,
        recall: RecallSettings | None = None,
        consolidation: ConsolidationSettings | None = None,
        working_memory: WorkingMemorySettings | None = None,
        clock: Callable[[], datetime] = utcnow,
        background: bool = True,
        metrics: Metrics | None = None,
    ) -> None:
        """`background=False` (batch scripts): access marks are written only on `close`.
        `extractor=None`: ingest stores turns and extracts nothing. `metrics`: where the
        core reports write outcomes, sweeps and consolidation runs (default: nowhere)."""
        self._metrics: Metrics = metrics or NoMetrics()
        self.clock = clock  # the API ages what the core returns by the core's own time
        self._embedder = embedder
        self._log = log
        self._limits = limits or Limits()
        self._pair = pair_scorer
        self._head = paraphrase_head
        privacy = privacy or PrivacyGuard("redact")
        locks = PartitionLocks()
        retention = RetentionPolicy(retention_days or RetentionDays(), clock)
        self._journal = Journal(log, index, embedder, locks)
        self._writer = Writer(
            index=index,
            embedder=embedder,
            journal=self._journal,
            idempotency=idempotency,
            limits=self._limits,
            retention=retention,
            thresholds=dedup or Thresholds(),
            pair=pair_scorer,
            head=paraphrase_head,
            privacy=privacy,
            locks=locks,
            clock=clock,
            metrics=self._metrics,
        )
        self._editor = Editor(
            index=index,
            embedder=embedder,
            journal=self._journal,
            limits=self._limits,
            retention=retention,
            privacy=privacy,
            locks=locks,
            clock=clock,
        )
        wm = working_memory or WorkingMemorySettings()
        issued = IssuedBriefs(timedelta(hours=wm.brief_ttl_hours), wm.max_open_briefs)
        self._lifecycle = Lifecycle(
            index=index,
            log=log,
            journal=self._journal,
            idempotency=idempotency,
            decisions=decisions,
            cursors=cursors,
            sealer=sealer,
            locks=locks,
            clock=clock,
            on_forget=[issued.forget, self._forget_recall],
        )
        self._reader = Reader(index=index, limits=self._limits, retention=retention, clock=clock)
        recall = recall or RecallSettings()
        self._access = AccessRecorder(
            index=index,
            journal=self._journal,
            locks=locks,
            clock=clock,
            flush_s=recall.access_flush_s,
            background=background,
        )
        self._recaller = Recaller(
            index=index,
            embedder=embedder,
            limits=self._limits,
            settings=recall,
            access=self._access,
            clock=clock,
        )
        self._decisions = Decisions(
            log=log,
            decisions=decisions,
            limits=self._limits,
            privacy=privacy,
            locks=locks,
            clock=clock,
        )
        self._ingestor = Ingestor(
            writer=self._writer,
            idempotency=idempotency,
            extractor=extractor,
            cursors=cursors,
            sealer=sealer,
            limits=self._limits,
            privacy=privacy,
            clock=clock,
            locks=locks,
        )
        self._consolidation = consolidation or ConsolidationSettings()
        self._consolidator = Consolidator(
            index=index,
            embedder=embedder,
            journal=self._journal,
            locks=locks,
            settings=self._consolidation,
            access_growth=recall.access_growth,
            max_source_refs=self._limits.max_source_refs,
            clock=clock,
        )
        self._briefer = Briefer(
            index=index,
            embedder=embedder,
            tokenizer=tokenizer,
            decisions=decisions,
            access=self._access,
            log=log,
            limits=self._limits,
            settings=wm,
            recall=recall,
            issued=issued,
            clock=clock,
        )

    @property
    def pair_scorer(self) -> PairScorer | None:
        """The dedup cross-encoder in use (None: rules only); batch jobs decide with it too."""
        return self._pair

    @property
    def paraphrase_head(self) -> PairHead | None:
        """The dedup paraphrase head in use (None: off, or fitted for another embedder)."""
        return self._head

    @property
    def limits(self) -> Limits:
        return self._limits

    @property
    def embedding_model(self) -> str:
        return self._embedder.model_id

    def log_status(self) -> tuple[int, str]:
        """(events waiting in the outbox, last ActivityWatch error or '')."""
        return self._log.backlog(), self._log.last_error

    # -- writes ----------------------------------------------------------------------------

    def remember(
        self,
        ctx: CallContext,
        peer_id: str,
        item: MemoryInput,
        idempotency_key: str = "",
        *,
        dedup: DedupMode = DedupMode.DEFAULT,
    ) -> WriteResult:
        result = self._writer.remember_batch(ctx, peer_id, [(item, idempotency_key)], dedup)[0]
        if isinstance(result, MemcueError):
            raise result
        return result

    def remember_batch(
        self,
        ctx: CallContext,
        peer_id: str,
        items: Sequence[tuple[MemoryInput, str]],
        *,
        dedup: DedupMode = DedupMode.DEFAULT,
    ) -> list[WriteResult | MemcueError]:
        return self._writer.remember_batch(ctx, peer_id, items, dedup)

    def update(
        self, ctx: CallContext, peer_id: str, memory_id: str, change: MemoryUpdate
    ) -> UpdateResult:
        return self._editor.update(ctx, peer_id, memory_id, change)

    def delete(self, ctx: CallContext, peer_id: str, memory_id: str) -> str:
        return self._editor.delete(ctx, peer_id, memory_id)

    def merge_existing(
        self,
        ctx: CallContext,
        peer_id: str,
        survivor_id: str,
        members: Sequence[tuple[str, str]],
    ) -> tuple[Memory, int]:
        return self._editor.merge_existing(ctx, peer_id, survivor_id, members)

    # -- lifecycle -------------------------------------------------------------------------

    def forget(self, ctx: CallContext, peer_id: str) -> int:
        return self._lifecycle.forget(ctx, peer_id)

    def _forget_recall(self, partition: Partition) -> None:
        self._recaller.forget(partition)

    def sweep_expired(self, limit: int = 500) -> int:
        with self._timed() as elapsed:
            try:
                removed = self._lifecycle.sweep_expired(limit)
            except Exception:
                self._metrics.sweep_run(False, elapsed(), 0)
                raise
        self._metrics.sweep_run(True, elapsed(), removed)
        return removed

    @staticmethod
    @contextmanager
    def _timed() -> Iterator[Callable[[], float]]:
        """Seconds since the block started, for the runs the metrics report."""
        start = time.perf_counter()
        yield lambda: time.perf_counter() - start

    def _report_consolidation(
        self, trigger: str, run: Callable[[], ConsolidationReport]
    ) -> ConsolidationReport:
        with self._timed() as elapsed:
            try:
                report = run()
            except Exception:
                self._metrics.consolidation_run(
                    trigger, False, elapsed(), summaries=0, gists=0, archived=0
                )
                raise
        done = not report.dry_run
        self._metrics.consolidation_run(
            trigger,
            True,
            elapsed(),
            summaries=report.summaries if done else 0,
            gists=report.gists if done else 0,
            archived=report.archived if done else 0,
        )
        return report

    def recover(self) -> int:
        """Replays logged-but-unconfirmed events into the index, then finishes any Forget a
        crash cut short (run once at startup); returns the events replayed."""
        replayed = self._journal.recover()
        self._lifecycle.finish_erasures()
        return replayed

    # -- reads -----------------------------------------------------------------------------

    def recall(self, ctx: CallContext, peer_id: str, query: RecallQuery) -> list[Hit]:
        return self._recaller.recall(ctx, peer_id, query)

    def flush_access(self) -> int:
        """Writes queued access marks now (tests, shutdown); returns entries touched."""
        return self._access.flush()

    def close(self) -> None:
        """Stops the background work and writes what it holds (before the stores close)."""
        self._access.close()

    def get(self, ctx: CallContext, peer_id: str, memory_id: str) -> Memory:
        return self._reader.get(ctx, peer_id, memory_id)

    def list_memories(self, ctx: CallContext, peer_id: str, query: ListQuery) -> Page:
        return self._reader.list_memories(ctx, peer_id, query)

    def peers(self, ctx: CallContext) -> list[str]:
        """The peers of the caller's namespace that have memories (the web page's picker)."""
        return self._reader.peers(ctx)

    # -- the agent's own events and decisions ----------------------------------------------

    def record_event(self, ctx: CallContext, peer_id: str, event: EventInput) -> RecordResult:
        return self._decisions.record_event(ctx, peer_id, event)

    def recent_proposals(
        self,
        ctx: CallContext,
        peer_id: str,
        *,
        mode: str = "",
        limit: int = 10,
        max_age: timedelta = timedelta(days=7),
    ) -> list[Proposal]:
        return self._decisions.recent_proposals(
            ctx, peer_id, mode=mode, limit=limit, max_age=max_age
        )

    def query_events(self, ctx: CallContext, peer_id: str, query: EventQuery) -> EventPage:
        return self._decisions.query_events(ctx, peer_id, query)

    # -- the memory loop: ingest -> extract -> consolidate -> brief ----------------------------

    def ingest_transcript(
        self, ctx: CallContext, peer_id: str, transcript: Transcript
    ) -> IngestResult:
        return self._ingestor.ingest(ctx, peer_id, transcript)

    def consolidate(
        self, ctx: CallContext, peer_id: str, *, all_peers: bool = False, dry_run: bool = False
    ) -> ConsolidationReport:
        return self._report_consolidation(
            "dry_run" if dry_run else "request",
            lambda: self._consolidator.consolidate(
                ctx, peer_id, all_peers=all_peers, dry_run=dry_run
            ),
        )

    def consolidate_due(self) -> ConsolidationReport:
        """The background job's run: every partition, bounded by the settings."""
        return self._report_consolidation(
            "background",
            lambda: self._consolidator.run_due(self._consolidation.max_clusters_per_run),
        )

    def working_memory(self, ctx: CallContext, peer_id: str, query: BriefQuery) -> Brief:
        return self._briefer.brief(ctx, peer_id, query)

    def confirm_brief(
        self, ctx: CallContext, peer_id: str, brief_id: str, memory_ids: Sequence[str]
    ) -> ConfirmResult:
        return self._briefer.confirm(ctx, peer_id, brief_id, memory_ids)
