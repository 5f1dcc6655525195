"""Consolidation: as entries age, related verbatim entries become a summary, summaries a gist.

Two stages per partition, each over entries that are due (older than the stage's age since
they happened or were last used, the age growing with each use, as recency does in Recall):

1. verbatim -> summary: due VERBATIM entries, grouped by scope and session (or time window),
   clustered (`cluster.py`), each cluster replaced by an extractive summary (`summarize.py`);
2. summary -> gist: due summaries of one scope and session (or window), a few at a time,
   replaced by one line of key phrases, built from the archived originals' words.

What is never consolidated: pinned entries, operator entries, superseded ones, entries that
contradict a higher-trust one (CONFLICT: a summary of one would drop `conflicts_with`, and
the claim would rank as any other), and extracted
memories at least `keep_importance` salient (salience at encoding protects them). The
originals move to tier ARCHIVED: they stay in the index, reachable by id and by Recall (at
`recall.archived` weight), and out of working memory. Every new entry carries `merged_from`
(what it replaced) and the union of their `source_refs`.

Each replacement is one `consolidate` event (the new entry and every archived entry, whole
records) through the journal, so a rebuild from the log reproduces it exactly. Clusters are
planned and embedded outside the partition lock; under the lock each is applied only if its
members are unchanged since the plan (a concurrent write or access makes it wait for the
next run). A dry run plans and reports, and changes nothing; it plans the gist stage over the
partition as the summary stage would leave it (a summary of entries older than
`gist_after_days` is due for a gist at once: it dates from its first member), so it counts
the gists a run makes of its own new summaries (it reported 0 gists where the run made 5).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import numpy as np
import structlog

from service import codec
from service import validation as v
from service.consolidate.cluster import centrality, group, segment
from service.consolidate.summarize import Vocabulary, gist, speaker_of, summary
from service.core.guard import OPERATORS, PartitionLocks, partition_of, require
from service.core.journal import Journal
from service.domain import CallContext, LogOp, Memory, Origin, Partition, Retention, Tier
from service.errors import InvalidArgument
from service.loop_domain import ConsolidationReport
from service.memory_loop.dates import TIME_ZONE, day, local_time, pin_dates
from service.ports import Embedder, MemoryIndex, Vector
from service.projects import PROJECT
from service.settings import ConsolidationSettings

log = structlog.get_logger(__name__)

PRODUCER = "consolidation"
DERIVED_KINDS = frozenset({"summary", "gist"})


@dataclass(frozen=True, slots=True)
class _Plan:
    stage: Tier  # SUMMARY or GIST: what the members become part of
    members: tuple[Memory, ...]
    entry: Memory  # the summary or gist that replaces them


class Consolidator:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        journal: Journal,
        locks: PartitionLocks,
        settings: ConsolidationSettings,
        access_growth: float,
        max_source_refs: int,
        clock: Callable[[], datetime],
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._journal = journal
        self._locks = locks
        self._s = settings
        self._growth = access_growth
        self._max_refs = max_source_refs
        self._clock = clock

    # -- entry points ------------------------------------------------------------------------

    def consolidate(
        self, ctx: CallContext, peer_id: str, *, all_peers: bool = False, dry_run: bool = False
    ) -> ConsolidationReport:
        """One partition (peer_id, '' = the namespace-wide one), or every partition of the
        caller's namespace with `all_peers` (operator only: it is an admin job)."""
        require(ctx, OPERATORS, "run consolidation")
        if all_peers and peer_id:
            # one of the two was meant; the peer was ignored and the whole namespace ran
            raise InvalidArgument(
                "all_peers consolidates every partition of the namespace: leave peer_id "
                "empty, or name one peer without all_peers",
                field="all_peers",
            )
        if all_peers:
            namespace = v.namespace(ctx.namespace)
            partitions = [p for p in self._index.partitions() if p.namespace == namespace]
        else:
            partitions = [partition_of(ctx, peer_id)]
        report = ConsolidationReport(dry_run=dry_run)
        for partition in partitions:
            report += self.partition(partition, dry_run=dry_run)
        return report

    def run_due(self, max_clusters: int) -> ConsolidationReport:
        """The background job: every partition, at most `max_clusters` replacements."""
        report = ConsolidationReport()
        for partition in self._index.partitions():
            left = max_clusters - report.summaries - report.gists
            if left <= 0:
                break
            report += self.partition(partition, limit=left)
        return report

    def partition(
        self, partition: Partition, *, dry_run: bool = False, limit: int = 0
    ) -> ConsolidationReport:
        """Both stages over one partition; `limit` bounds the replacements (0 = no bound)."""
        done = ConsolidationReport(partitions=1, dry_run=dry_run)
        planned: list[_Plan] = []  # a dry run's replacements, as the next stage would see them
        for stage in (Tier.SUMMARY, Tier.GIST):
            left = limit - done.summaries - done.gists if limit else 0
            if limit and left <= 0:
                break
            plans = self._plan(partition, stage, left, planned)
            if dry_run:
                done += _report(plans, dry_run=True)
                planned += plans
            elif plans:
                done += _report(self._apply(partition, plans), dry_run=False)
        if done.summaries or done.gists:
            log.info(
                "consolidation.done",
                namespace=partition.namespace,
                summaries=done.summaries,
                gists=done.gists,
                archived=done.archived,
                dry_run=dry_run,
            )
        return done

    # -- planning ------------------------------------------------------------------------------

    def _due(self, m: Memory, days: float, now: datetime) -> bool:
        since = m.occurred_at
        if m.last_accessed_at is not None and m.last_accessed_at > since:
            since = m.last_accessed_at
        wait = days * self._growth ** min(m.access_count, 20)
        return now - since >= timedelta(days=wait)

    def _eligible(self, m: Memory, stage: Tier, now: datetime) -> bool:
        if m.pinned or m.origin is Origin.OPERATOR or m.superseded_by or m.conflicts_with:
            return False
        if stage is Tier.SUMMARY:
            if m.tier is not Tier.VERBATIM or m.kind in DERIVED_KINDS:
                return False
            if m.kind != "turn" and m.importance >= self._s.keep_importance:
                return False
            return self._due(m, self._s.summary_after_days, now)
        return m.tier is Tier.SUMMARY and self._due(m, self._s.gist_after_days, now)

    def _plan(
        self, partition: Partition, stage: Tier, limit: int, planned: Sequence[_Plan] = ()
    ) -> list[_Plan]:
        """`planned`: replacements a dry run did not make, to be planned over as if made."""
        now = self._clock()
        entries = _as_if_applied(self._index.with_vectors(partition, now=now), planned)
        vocab = Vocabulary.of(m.content for m, _ in entries)
        groups: dict[tuple[str, str], list[tuple[Memory, Vector]]] = {}
        window = timedelta(days=self._s.window_days)
        for m, vec in entries:
            if self._eligible(m, stage, now):
                bucket = (
                    m.session_id or f"@{int(m.occurred_at.timestamp() // window.total_seconds())}"
                )
                groups.setdefault((m.scope, bucket), []).append((m, vec))
        plans: list[_Plan] = []
        for (_, bucket), items in sorted(groups.items(), key=lambda g: _first(g[1])):
            items.sort(key=lambda e: (e[0].occurred_at, e[0].position, e[0].id))
            for chunk in self._chunks(items, stage, by_session=not bucket.startswith("@")):
                members = [m for m, _ in chunk]
                vectors = np.stack([vec for _, vec in chunk])
                plans.append(
                    _Plan(stage, tuple(members), self._entry(stage, members, vectors, vocab, now))
                )
                if limit and len(plans) >= limit:
                    return plans
        return plans

    def _chunks(
        self, items: list[tuple[Memory, Vector]], stage: Tier, *, by_session: bool
    ) -> list[list[tuple[Memory, Vector]]]:
        if stage is Tier.GIST:
            size = self._s.gist_group
            return [items[i : i + size] for i in range(0, len(items), size)]
        vectors = np.stack([vec for _, vec in items])
        s = self._s
        if by_session:
            spans = segment(vectors, min_size=s.min_cluster, max_size=s.max_cluster)
            return [items[a:b] for a, b in spans]
        clusters = group(
            vectors, threshold=s.link_similarity, min_size=s.min_cluster, max_size=s.max_cluster
        )
        return [[items[i] for i in c] for c in clusters]

    def _entry(
        self,
        stage: Tier,
        members: Sequence[Memory],
        vectors: Vector,
        vocab: Vocabulary,
        now: datetime,
    ) -> Memory:
        first = min(members, key=lambda m: m.occurred_at)
        last = max(members, key=lambda m: m.occurred_at)
        if stage is Tier.SUMMARY:
            content = summary(members, centrality(vectors), vocab, self._s.summary_words)
            kind = "summary"
        else:
            texts, speakers = self._gist_sources(members)
            content = gist(texts, speakers, vocab, self._s.gist_words)
            kind = "gist"
        refs = tuple(dict.fromkeys(r for m in members for r in m.source_refs))
        sessions = {m.session_id for m in members}
        # a summary of one project's talk is that project's (`service.projects`): untagged,
        # another project's Recall found it among the peer's own memories
        projects = {m.attributes.get(PROJECT, "") for m in members}
        labels = {m.label for m in members}
        expiries = [m.expires_at for m in members]
        return Memory(
            id=f"m_{uuid.uuid4().hex}",
            namespace=first.namespace,
            peer_id=first.peer_id,
            scope=first.scope,
            label=labels.pop()
            if len(labels) == 1
            else v.expected_label(first.namespace, first.peer_id),
            content=content,
            kind=kind,
            origin=Origin.AGENT,
            verbatim=False,
            confidence=round(sum(m.confidence for m in members) / len(members), 3),
            importance=max(m.importance for m in members),
            retention=_longest(m.retention for m in members),
            pinned=False,
            created_at=now,
            updated_at=now,
            occurred_at=first.occurred_at,
            expires_at=None if None in expiries else max(e for e in expiries if e is not None),
            source_refs=refs[: self._max_refs],
            merged_from=tuple(m.id for m in members),
            tier=stage,
            embedding_model=self._embedder.model_id,
            producer=PRODUCER,
            session_id=sessions.pop() if len(sessions) == 1 else "",
            attributes={
                "first": day(first.occurred_at),
                "last": day(last.occurred_at),
                "entries": str(len(members)),
                **({PROJECT: projects.pop()} if len(projects) == 1 and "" not in projects else {}),
            },
        )

    def _gist_sources(self, summaries: Sequence[Memory]) -> tuple[list[str], list[str]]:
        """The words of the archived originals behind the summaries (richer than the
        summaries' own), their dates pinned; a summary whose originals are gone stands in."""
        texts: list[str] = []
        speakers: list[str] = []
        for s in summaries:
            originals = self._index.get(Partition(s.namespace, s.peer_id), list(s.merged_from))
            if not originals:
                texts.append(s.content)
                continue
            for m in sorted(originals, key=lambda m: (m.occurred_at, m.position)):
                speaker, words = speaker_of(m)
                texts.append(
                    pin_dates(words, local_time(m.occurred_at, m.attributes.get(TIME_ZONE, "")))
                )
                speakers.append(speaker)
        return texts, speakers

    # -- applying --------------------------------------------------------------------------------

    def _apply(self, partition: Partition, plans: Sequence[_Plan]) -> list[_Plan]:
        vectors = self._embedder.embed_documents([p.entry.content for p in plans])
        applied = []
        with self._locks(partition):
            now = self._clock()
            for plan, vector in zip(plans, vectors, strict=True):
                ids = [m.id for m in plan.members]
                current = {m.id: m for m in self._index.get(partition, ids)}
                if any(current.get(m.id) != m for m in plan.members):
                    continue  # changed since the plan: the next run looks again
                archived = [
                    dataclasses.replace(m, tier=Tier.ARCHIVED, updated_at=now) for m in plan.members
                ]
                event = {
                    "memory": codec.to_record(plan.entry),
                    "archived": [codec.to_record(m) for m in archived],
                    "stage": plan.stage.value,
                }
                with self._journal.logged(partition, [(LogOp.CONSOLIDATE, event)]):
                    self._index.upsert([plan.entry], vector[None, :])
                    self._index.update_metadata(archived)
                applied.append(plan)
        return applied


def _as_if_applied(
    entries: list[tuple[Memory, Vector]], planned: Sequence[_Plan]
) -> list[tuple[Memory, Vector]]:
    """The partition as applying `planned` would leave it: members archived, new entries in.
    A new entry gets a zero vector in place of its embedding: only the summary stage uses
    vectors, and a dry run plans the gist stage alone over planned entries (it embeds
    nothing, as before)."""
    if not planned:
        return entries
    archived = {m.id for p in planned for m in p.members}
    dim = len(entries[0][1]) if entries else 0
    out = [
        (dataclasses.replace(m, tier=Tier.ARCHIVED) if m.id in archived else m, vec)
        for m, vec in entries
    ]
    out += [(p.entry, np.zeros(dim, dtype=np.float32)) for p in planned]
    return out


def _first(items: Sequence[tuple[Memory, Vector]]) -> datetime:
    return min(m.occurred_at for m, _ in items)


_RETENTION_ORDER = list(Retention)


def _longest(retentions: Iterable[Retention]) -> Retention:
    """The longest-lived retention class among the members (a summary outlives none)."""
    values = list(retentions)
    return max(values, key=_RETENTION_ORDER.index) if values else Retention.STANDARD


def _report(plans: Sequence[_Plan], *, dry_run: bool) -> ConsolidationReport:
    return ConsolidationReport(
        summaries=sum(p.stage is Tier.SUMMARY for p in plans),
        gists=sum(p.stage is Tier.GIST for p in plans),
        archived=sum(len(p.members) for p in plans),
        dry_run=dry_run,
        clusters=tuple(
            {
                "stage": p.stage.value,
                "id": p.entry.id,
                "members": [m.id for m in p.members],
                "content": p.entry.content,
                "first": p.entry.attributes.get("first", ""),
            }
            for p in plans
        ),
    )
