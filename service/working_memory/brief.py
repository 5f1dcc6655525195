"""WorkingMemory: a ready-to-paste brief for a peer and/or a project, plus global, in a budget.

The brief reads only what the call may read (DESIGN.md rule 1): the peer's own partition,
and from the namespace partition only the `global` scope and the named `project:<path>`
scope; never another peer's partition. Archived entries (consolidated away) stay out: the
brief is working memory, the summaries and gists that replaced them are in it.

Building a brief marks nothing as used: it is an offer. When the client confirms that it
seeded a session with it (`confirm`), every memory of the brief gets an access mark through
the same recorder Recall uses (journalled, replayed on rebuild), which slows its decay and
its consolidation, and a `brief_confirmed` event goes to the peer's log. Only a brief this
server built for this peer, within `brief_ttl_hours`, can be confirmed, and only with its own
ids: a made-up brief id, or ids the brief did not hold, marked any memories as used and logged
a confirmation of a brief nobody was given. The issued briefs live in memory (bounded), so a
restart forgets them: the client asks for a new brief, which is cheap.
"""

from __future__ import annotations

import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

import numpy as np
import structlog

from service import validation as v
from service.core.guard import READERS, WRITERS, partition_of, require
from service.domain import (
    CallContext,
    LogOp,
    Memory,
    Partition,
    Proposal,
    ProposalOutcome,
    RecallWeights,
    Tier,
)
from service.errors import InvalidArgument, NotFound
from service.loop_domain import Brief, BriefLine, BriefQuery, BriefSection, ConfirmResult, Section
from service.memory_loop.dates import day
from service.ports import DecisionStore, Embedder, EventLog, MemoryIndex, Tokenizer, Vector
from service.projects import elsewhere, session_projects
from service.recall.access import AccessRecorder
from service.recall.scoring import Weights, relevance
from service.settings import Limits, RecallSettings, WorkingMemorySettings
from service.working_memory.budget import fit
from service.working_memory.later import later_first
from service.working_memory.rank import TURN, Context, Item, memory_item, proposal_item

log = structlog.get_logger(__name__)

MAX_CONFIRM_IDS = 2_000
# Proposals a brief reads to find the newest open and settled ones (one indexed query)
PROPOSALS_READ = 50


class IssuedBriefs:
    """The briefs built lately, by id: who they were for, when, and which memories they held."""

    def __init__(self, ttl: timedelta, capacity: int) -> None:
        self._ttl = ttl
        self._capacity = capacity
        self._lock = threading.Lock()
        self._briefs: OrderedDict[str, tuple[Partition, datetime, frozenset[str]]] = OrderedDict()
        # per brief: the ids confirmed so far, and the answer to each set of ids asked (a
        # retry gets its own again)
        self._confirmed: dict[str, tuple[set[str], dict[frozenset[str], ConfirmResult]]] = {}
        self._confirming = [threading.Lock() for _ in range(16)]

    def add(self, brief_id: str, home: Partition, at: datetime, ids: frozenset[str]) -> None:
        with self._lock:
            self._briefs[brief_id] = (home, at, ids)
            while len(self._briefs) > self._capacity:
                gone, _ = self._briefs.popitem(last=False)
                self._confirmed.pop(gone, None)

    def confirming(self, brief_id: str) -> threading.Lock:
        """One confirmation of a brief at a time (a retry waits for the call it repeats);
        briefs hash onto a few locks, so others rarely wait."""
        return self._confirming[hash(brief_id) % len(self._confirming)]

    def unconfirmed(
        self, brief_id: str, ids: Sequence[str]
    ) -> tuple[list[str], ConfirmResult | None]:
        """Call holding `confirming`: the ids of this brief not confirmed yet, and the
        answer given before to the same ids (a retry)."""
        with self._lock:
            done, answers = self._confirmed.get(brief_id, (set(), {}))
            return [i for i in ids if i not in done], answers.get(frozenset(ids))

    def confirmed(self, brief_id: str, ids: Sequence[str], result: ConfirmResult) -> None:
        with self._lock:
            if brief_id in self._briefs:
                done, answers = self._confirmed.setdefault(brief_id, (set(), {}))
                done.update(ids)
                answers[frozenset(ids)] = result

    def forget(self, home: Partition) -> None:
        """Drops the briefs built for a forgotten peer: none of them can be confirmed after."""
        with self._lock:
            for brief_id in [b for b, (h, _, _) in self._briefs.items() if h == home]:
                del self._briefs[brief_id]
                self._confirmed.pop(brief_id, None)

    def get(self, brief_id: str, home: Partition, now: datetime) -> frozenset[str] | None:
        """The brief's memory ids, or None when it was not built for `home` or is too old."""
        with self._lock:
            found = self._briefs.get(brief_id)
        if found is None or found[0] != home or now - found[1] > self._ttl:
            return None
        return found[2]


class Briefer:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        tokenizer: Tokenizer,
        decisions: DecisionStore,
        access: AccessRecorder,
        log: EventLog,
        limits: Limits,
        settings: WorkingMemorySettings,
        recall: RecallSettings,
        issued: IssuedBriefs,
        clock: Callable[[], datetime],
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._tokenizer = tokenizer
        self._decisions = decisions
        self._access = access
        self._log = log
        self._limits = limits
        self._s = settings
        self._recall = recall
        self._clock = clock
        self._issued = issued

    def brief(self, ctx: CallContext, peer_id: str, query: BriefQuery) -> Brief:
        require(ctx, READERS, "read working memory")
        own = partition_of(ctx, peer_id)
        project = v.project(query.project)
        if not own.peer_id and not project:
            raise InvalidArgument(
                "a brief is for a peer and/or a project: set peer_id, project, or both",
                field="peer_id",
            )
        budget = self._budget(query.token_budget)
        cue = v.text(query.cue, field="cue", max_bytes=self._limits.max_cue_bytes, required=False)
        now = self._clock()
        namespace = Partition(own.namespace, "")
        scopes = ({"global"} if query.include_global else set()) | ({project} if project else set())
        entries: list[tuple[Memory, Vector]] = []
        if own.peer_id:
            mine = self._index.with_vectors(own, now=now)
            if project:  # the peer's memories of another project's sessions are not this one's
                sessions = session_projects(m for m, _ in mine)
                mine = [e for e in mine if not elsewhere(e[0], (project,), sessions)]
            entries += mine
        if scopes:
            entries += [
                e for e in self._index.with_vectors(namespace, now=now) if e[0].scope in scopes
            ]
        live = [(m, vec) for m, vec in entries if m.tier is not Tier.ARCHIVED]
        home = own if own.peer_id else namespace
        items = self._items(live, cue, now, [home, namespace] if scopes and own.peer_id else [home])
        items += [
            proposal_item(p, now, self._s) for p in self._proposals(home, now, project or None)
        ]
        who = ", ".join(x for x in (own.peer_id, project) if x)
        title = f"Working memory for {who} ({day(now)})"
        chosen, text, shown, tokens = fit(
            title, items, budget, self._tokenizer, min_novelty=self._s.min_novelty
        )
        sections = tuple(
            BriefSection(
                s, tuple(_line(i, shown[id(i)]) for i in sorted(group, key=lambda i: i.order))
            )
            for s in Section
            if (group := [i for i in chosen if i.section is s])
        )
        log.info("brief.built", namespace=own.namespace, lines=len(chosen), tokens=tokens)
        brief_id = f"b_{uuid.uuid4().hex[:24]}"
        held = frozenset(i.memory.id for i in chosen if i.memory is not None)
        self._issued.add(brief_id, own, now, held)
        return Brief(
            brief_id=brief_id,
            sections=sections,
            text=text,
            tokens=tokens,
            token_budget=budget,
            generated_at=now,
            tokenizer=self._tokenizer.tokenizer_name,
        )

    def _budget(self, value: int) -> int:
        if value == 0:
            return self._s.default_budget
        if not 50 <= value <= self._s.max_budget:
            raise InvalidArgument(
                f"token_budget {value} is out of range: use 50..{self._s.max_budget} "
                f"(0 = default {self._s.default_budget})",
                field="token_budget",
            )
        return value

    def _proposals(self, home: Partition, now: datetime, project: str | None) -> list[Proposal]:
        """The newest unactioned proposals (open threads) and, apart from them, the newest
        settled ones (decisions), `proposals` of each: five newer proposals dismissed at once
        pushed an unactioned one out of the brief while RecentProposals still listed it."""
        n = self._s.proposals
        if n == 0:
            return []
        recent = self._decisions.recent(
            home,
            mode="",
            since=now - timedelta(days=self._s.proposal_max_age_days),
            limit=PROPOSALS_READ,
            project=project,  # (another project's decisions are not this brief's)
        )
        open_ = [p for p in recent if p.outcome is ProposalOutcome.UNACTIONED]
        settled = [p for p in recent if p.outcome is not ProposalOutcome.UNACTIONED]
        # the latest settled first: an old proposal dismissed yesterday is news
        settled.sort(key=lambda p: p.outcome_at or p.proposed_at, reverse=True)
        return open_[:n] + settled[:n]

    def _items(
        self,
        live: Sequence[tuple[Memory, Vector]],
        cue: str,
        now: datetime,
        partitions: Sequence[Partition],
    ) -> list[Item]:
        if not live:
            return []
        turns = [m for m, _ in live if m.kind == TURN and m.session_id]
        latest = max(turns, key=lambda m: (m.occurred_at, m.position)).session_id if turns else ""
        tail = sorted(
            (m for m in turns if m.session_id == latest), key=lambda m: m.position, reverse=True
        )[: self._s.left_off_turns]
        context = Context(
            now=now,
            start=min(m.occurred_at for m, _ in live),
            latest_session=latest,
            left_off=frozenset(m.id for m in tail),
            relevance=self._relevance(cue, live, partitions) if cue.strip() else {},
            access_growth=self._recall.access_growth,
            max_half_life_days=self._recall.max_half_life_days,
        )
        items = [i for m, _ in live if (i := memory_item(m, context, self._s)) is not None]
        return later_first(items, {m.id: vec for m, vec in live}, self._recall)

    def _relevance(
        self, cue: str, live: Sequence[tuple[Memory, Vector]], partitions: Sequence[Partition]
    ) -> dict[str, float]:
        """Relevance to the cue: Recall's fusion of dense cosine and saturated BM25, or the
        cosine alone when higher (a paraphrase of the cue shares no keyword, and with the
        keyword weight at 2 the fusion alone would hide it)."""
        weights = Weights.resolve(self._recall, RecallWeights())
        query = self._embedder.embed_query(cue)
        cosines = np.stack([vec for _, vec in live]) @ query
        found: dict[str, tuple[float, float]] = {}
        for partition in partitions:
            found.update(
                (k.memory_id, (k.bm25, k.coverage))
                for k in self._index.keyword_search(partition, cue, len(live))
            )
        return {
            m.id: max(float(c), relevance(weights, float(c), *found.get(m.id, (0.0, 1.0)))[0])
            for (m, _), c in zip(live, cosines, strict=True)
        }

    # -- confirmation ------------------------------------------------------------------------

    def confirm(
        self, ctx: CallContext, peer_id: str, brief_id: str, memory_ids: Sequence[str]
    ) -> ConfirmResult:
        """The client seeded a session with this brief: each memory in it counts as used."""
        require(ctx, WRITERS, "confirm a brief")
        own = partition_of(ctx, peer_id)
        if not brief_id.strip():
            raise InvalidArgument("brief_id is required", field="brief_id")
        v.one_line(brief_id, field="brief_id")
        if not memory_ids:
            raise InvalidArgument("memory_ids is empty: send the brief's ids", field="memory_ids")
        if len(memory_ids) > MAX_CONFIRM_IDS:
            raise InvalidArgument(
                f"memory_ids has {len(memory_ids)} ids; at most {MAX_CONFIRM_IDS}",
                field="memory_ids",
            )
        ids = list(dict.fromkeys(v.memory_id(mid, field="memory_ids") for mid in memory_ids))
        held = self._issued.get(brief_id, own, self._clock())
        if held is None:
            raise NotFound(
                f"no brief {brief_id!r} for this peer: it was not built here, or more than "
                f"{self._s.brief_ttl_hours:g} h ago, or before a restart; ask WorkingMemory "
                "for a new one",
                field="brief_id",
            )
        stray = [mid for mid in ids if mid not in held]
        if stray:
            raise InvalidArgument(
                f"memory_ids holds {len(stray)} id(s) the brief did not: {stray[:3]}; send "
                "the brief's own ids",
                field="memory_ids",
            )
        with self._issued.confirming(brief_id):
            fresh, before = self._issued.unconfirmed(brief_id, ids)
            if not fresh:  # each memory of a brief counts as used once
                return before or ConfirmResult(0, logged=False)
            result = self._confirm(ctx, own, brief_id, fresh)
            self._issued.confirmed(brief_id, ids, result)
            return result

    def _confirm(
        self, ctx: CallContext, own: Partition, brief_id: str, ids: list[str]
    ) -> ConfirmResult:
        found: dict[Partition, list[str]] = {}
        if own.peer_id:
            found[own] = [m.id for m in self._index.get(own, ids)]
        namespace = Partition(own.namespace, "")
        rest = [mid for mid in ids if mid not in set(found.get(own, []))]
        if rest:  # namespace-wide entries (global, project) a brief may include
            found[namespace] = [m.id for m in self._index.get(namespace, rest)]
        for partition, mids in found.items():
            self._access.record(partition, mids)
        self._access.flush()
        confirmed = sum(len(x) for x in found.values())
        data = {"brief_id": brief_id, "ids": [i for x in found.values() for i in x]}
        try:
            seq = self._log.append(LogOp.BRIEF_CONFIRMED, own, {**data, "by": ctx.principal}).seq
            return ConfirmResult(confirmed, logged=True, seq=seq)
        except Exception as exc:  # best effort: the marks are written, the note is optional
            log.warning("brief.confirm_log_failed", error=type(exc).__name__)
            return ConfirmResult(confirmed, logged=False)


def _line(item: Item, shown: str) -> BriefLine:
    m = item.memory
    return BriefLine(
        text=shown,
        why=item.why,
        tokens=item.tokens,
        score=round(item.score, 4),
        memory_id=m.id if m is not None else "",
        proposal_id=item.proposal.proposal_id if item.proposal is not None else "",
        tier=m.tier if m is not None else None,
        kind=m.kind if m is not None else "proposal",
        scope=m.scope if m is not None else "",
        origin=m.origin if m is not None else None,
    )
