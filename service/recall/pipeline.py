"""Cued recall (DESIGN.md section 5): candidates from the dense and the keyword index of each
partition the call may read, fused and scored, conflicts demoted, context expanded.

Partitions: a peer's own memories (scope `peer`) live in its partition; `global` and
`project:<path>` memories live in the namespace-wide partition. A call for a peer may add
namespace-wide scopes (`scopes`) and gets one ranking over all of them; it never reads
another peer's partition (DESIGN.md rule 1).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from service import validation as v
from service.core.guard import READERS, partition_of, require
from service.core.reads import rank_conflicts_below
from service.domain import (
    CallContext,
    Hit,
    KeywordMatch,
    Memory,
    Partition,
    RecallQuery,
    Role,
)
from service.errors import InvalidArgument
from service.ports import Embedder, MemoryIndex, Vector
from service.projects import elsewhere
from service.recall.access import AccessRecorder
from service.recall.aliases import alias, giver_first
from service.recall.identity import introduction_first, who_is
from service.recall.names import NameVectors, cue_vector
from service.recall.reasons import asks_why, reasons_first
from service.recall.rivals import (
    ChangeReach,
    asks_about_now,
    in_time_order,
    may_reorder,
    without_names,
    without_present_words,
)
from service.recall.scoring import Weights, score, upper_bound
from service.recall.tense import (
    asks_about_the_past,
    asks_in_present,
    asks_what_followed,
    asks_when_it_happened,
)
from service.recall.terms import without_idioms
from service.recall.when import cue_window, without_span_back
from service.settings import Limits, RecallSettings

# How many of the best hits rival memories are reordered among (service/recall/rivals.py).
RIVAL_HEAD = 10


@dataclass(frozen=True, slots=True)
class _Source:
    """One partition to search, and the exact scopes wanted from it ('' = any)."""

    partition: Partition
    scope: str


class Recaller:
    def __init__(
        self,
        *,
        index: MemoryIndex,
        embedder: Embedder,
        limits: Limits,
        settings: RecallSettings,
        access: AccessRecorder,
        clock: Callable[[], datetime],
    ) -> None:
        self._index = index
        self._embedder = embedder
        self._limits = limits
        self._settings = settings
        self._access = access
        self._clock = clock
        self._change = ChangeReach(
            margin=settings.rival_change_margin,
            similarity=settings.rival_change_similarity,
            specificity=settings.rival_change_specificity,
        )
        # Keyword searches run while the cue is embedded: both wait in C code (SQLite, ONNX
        # Runtime) without the GIL, so the keyword half of fusion costs no extra latency.
        self._names = NameVectors(embedder)
        self._keyword_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="recall-kw")

    def forget(self, partition: Partition) -> None:
        """Forget: the name vectors are keyed by the names of cues asked and of memories an
        alias read (`aliases.py`); no peer's is kept (the cache is shared, so all go)."""
        self._names.clear()

    def recall(self, ctx: CallContext, peer_id: str, query: RecallQuery) -> list[Hit]:
        require(ctx, READERS, "recall")
        own = partition_of(ctx, peer_id)
        k = self._validate(own, query)
        past = asks_about_the_past(query.cue)
        if not query.include_superseded and past:
            # "Where did Lena live before she moved?": the value an update superseded is the
            # answer (superseded entries are kept for it, DESIGN rule 2); the rivals' time
            # order below puts the earlier one first
            query = dataclasses.replace(query, include_superseded=True)
        weights = Weights.resolve(self._settings, query.weights)
        now = self._clock()
        lifts = not weights.pure_dense
        window = cue_window(query.cue, now) if weights.when > 0 and lifts else None
        # Rivals are reordered within the first RIVAL_HEAD hits, however many were asked
        # for: a larger top_k only adds hits below them, never another first hit.
        wanted = max(k, RIVAL_HEAD)
        n = max(self._settings.candidates, wanted)
        sources = self._sources(own, query)
        present = asks_about_now(query.cue)
        # "now" asks for the latest state, no topic (`without_present_words`)
        words = without_idioms(without_present_words(query.cue) if present else query.cue)
        # "two weeks ago" is the window's, not words to match ("spent two weeks in Amman")
        keyword_cue = without_span_back(words) if window is not None else words
        keyword = self._keywords(sources, keyword_cue, n, weights)
        # (pure dense weights are the plain cosine baseline: the cue's own vector)
        shift = self._settings.name_shift if lifts else 0.0
        vector = cue_vector(query.cue, self._embedder, self._names, shift)
        hits = self._gather(sources, keyword, query, vector, weights, wanted, n, now, window)
        if keyword_cue != words and not any(h.components.get("when") for h in hits):
            # ... unless nothing here happened then: a conversation stored years after it was
            # held says "4 years ago" of its own time, and the words find its answer
            keyword = self._keywords(sources, words, n, weights)
            hits = self._gather(sources, keyword, query, vector, weights, wanted, n, now, window)
        aka = alias(query.cue, hits) if lifts else None
        named = aka.cue if aka is not None else ""
        if named:  # "Maya's dog" asked as "Pip" too, when a hit says so (`aliases.py`)
            words = without_idioms(without_present_words(named) if present else named)
            keyword = self._keywords(sources, words, n, weights)
            again = cue_vector(named, self._embedder, self._names, self._settings.name_shift)
            more = self._gather(sources, keyword, query, again, weights, wanted, n, now, window)
            best = {h.memory.id: h for h in hits}
            for h in more:
                if h.memory.id not in best or best[h.memory.id].score < h.score:
                    best[h.memory.id] = h
            hits = rank_conflicts_below(sorted(best.values(), key=lambda h: -h.score))[:wanted]
        who = who_is(query.cue) if lifts else ""  # "Who is Abena?": no rivals, who she is
        if window is None and lifts and not who:
            # "what did she do after X?" wants what followed X, as "now" wants the latest
            followed = not past and asks_what_followed(query.cue)
            # a lift past a third hit may put an entry above the one it contradicts: no more
            head = self._in_time_order(
                hits[:RIVAL_HEAD],
                earlier=past,
                present=self._present(query.cue, now_words=present),
                said_now=present,
                followed=followed,
                closer=not past and asks_when_it_happened(query.cue),
                cue=query.cue,
            )
            hits = rank_conflicts_below(head + hits[RIVAL_HEAD:])
        if who:
            hits = rank_conflicts_below(
                introduction_first(hits[:RIVAL_HEAD], who) + hits[RIVAL_HEAD:]
            )
        if aka is not None and aka.name_asked:  # the name asked for is said there (aliases.py)
            hits = giver_first(hits, aka.giver)
        if self._settings.reason_margin > 0 and lifts and asks_why(query.cue):
            # "why" wants the memory that gives the reason, not the event's report
            # ... and never above the higher-trust entry it contradicts
            hits = rank_conflicts_below(
                reasons_first(hits[:RIVAL_HEAD], self._settings.reason_margin) + hits[RIVAL_HEAD:]
            )
        hits = hits[:k]
        expand = self._settings.expand_neighbors
        if query.expand_neighbors is not None:
            expand = query.expand_neighbors
        if expand:  # turns around a hit, ranked just below it (never rivals: see rivals.py)
            hits = self._expand(hits, query, expand, k, now)
        # A reader changes nothing, access marks included: a dashboard's look is not use,
        # and marks slow decay and consolidation
        if query.mark_access and ctx.role is not Role.READER:
            for partition in {h.memory.partition for h in hits}:
                self._access.record(
                    partition, [h.memory.id for h in hits if h.memory.partition == partition]
                )
        return hits

    def _keywords(
        self, sources: list[_Source], cue: str, n: int, weights: Weights
    ) -> list[Future[list[KeywordMatch]] | None]:
        return [
            self._keyword_pool.submit(self._index.keyword_search, s.partition, cue, n)
            if weights.keyword > 0
            else None
            for s in sources
        ]

    def _gather(
        self,
        sources: list[_Source],
        keyword: list[Future[list[KeywordMatch]] | None],
        query: RecallQuery,
        vector: Vector,
        weights: Weights,
        k: int,
        n: int,
        now: datetime,
        window: tuple[datetime, datetime] | None,
    ) -> list[Hit]:
        hits: list[Hit] = []
        # a Recall that names projects wants the peer's memories of them (and of none), not
        # those of the peer's sessions on other projects (`service.projects`)
        projects = [s for s in query.scopes if s.startswith("project:")]
        for source, found in zip(sources, keyword, strict=True):
            matches = {m.memory_id: m for m in found.result()} if found is not None else {}
            more = self._search(source, query, vector, matches, weights, k, n, now, window)
            if projects and source.partition.peer_id:
                more = [h for h in more if not elsewhere(h.memory, projects)]
            hits.extend(more)
        return rank_conflicts_below(hits)[:k]

    @staticmethod
    def _present(cue: str, *, now_words: bool) -> str:
        """The cue the rivals' shared-word rule reads ('' = a cue not about now): a cue with
        "now" in it as it is, one in the present tense without its names."""
        if now_words:
            return cue
        return without_names(cue) if asks_in_present(cue) else ""

    def _in_time_order(
        self,
        hits: list[Hit],
        *,
        earlier: bool,
        present: str,
        said_now: bool = True,
        closer: bool = False,
        cue: str = "",
        followed: bool = False,
    ) -> list[Hit]:
        margin = self._settings.rival_margin
        widest = max(margin, self._change.margin)
        if margin <= 0 or not may_reorder(hits, margin=widest, earlier=earlier):
            return hits
        by_partition: dict[Partition, list[str]] = {}
        for h in hits:
            by_partition.setdefault(h.memory.partition, []).append(h.memory.id)
        vectors: dict[str, Vector] = {}
        for partition, ids in by_partition.items():
            vectors.update(self._index.vectors_of(partition, ids))
        return in_time_order(
            hits,
            vectors,
            margin=margin,
            similarity=self._settings.rival_similarity,
            earlier=earlier,
            change=self._change,
            present="" if earlier else present,
            said_now=said_now,
            closer=closer,
            cue=cue,
            followed=followed,
        )

    def _validate(self, own: Partition, query: RecallQuery) -> int:
        v.text(query.cue, field="cue", max_bytes=self._limits.max_cue_bytes)
        k = v.top_k(query.top_k, self._limits)
        for name in ("kinds", "scopes", "labels"):
            v.filter_values(getattr(query, name), field=name, limits=self._limits)
        for kind in query.kinds:
            v.kind(kind, field="kinds")
        if query.scope:
            v.scope(query.scope, peer=own.peer_id)
            if own.peer_id and query.scope != "peer":
                # it matched nothing, silently: a peer's partition holds scope 'peer' only
                raise InvalidArgument(
                    f"scope {query.scope!r} is namespace-wide and a peer's own memories are "
                    f"all 'peer': search it beside them with scopes=[{query.scope!r}], or "
                    "alone with an empty peer_id",
                    field="scope",
                )
        if query.scope and query.scopes:
            raise InvalidArgument(
                "scope filters one scope and scopes adds namespace-wide ones: set one of "
                "scope or scopes, not both",
                field="scopes",
            )
        for scope in query.scopes:
            if scope == "peer" or not scope:
                raise InvalidArgument(
                    "scopes lists namespace-wide scopes ('global', 'project:<path>'); the "
                    "peer's own memories are always searched when peer_id is set",
                    field="scopes",
                )
            v.scope(scope, peer="", field="scopes")
        for lab in query.labels:
            v.label(lab, ns=own.namespace, peer=own.peer_id, limits=self._limits, field="labels")
        v.time_range(query.occurred.start, query.occurred.end, "occurred")
        for f in dataclasses.fields(query.weights):
            v.recall_weight(f.name, getattr(query.weights, f.name))
        if query.expand_neighbors is not None and not 0 <= query.expand_neighbors <= 10:
            raise InvalidArgument(
                f"expand_neighbors {query.expand_neighbors} is out of range: use 0..10",
                field="expand_neighbors",
            )
        return k

    @staticmethod
    def _sources(own: Partition, query: RecallQuery) -> list[_Source]:
        namespace = Partition(own.namespace, "")
        if not own.peer_id:  # a namespace-wide call: that partition, optionally by scopes
            return [_Source(namespace, s) for s in query.scopes] or [
                _Source(namespace, query.scope)
            ]
        sources = [_Source(own, query.scope)]
        sources += [_Source(namespace, s) for s in dict.fromkeys(query.scopes)]
        return sources

    def _search(
        self,
        source: _Source,
        query: RecallQuery,
        vector: Vector,
        keyword: dict[str, KeywordMatch],
        w: Weights,
        k: int,
        n: int,
        now: datetime,
        window: tuple[datetime, datetime] | None = None,
    ) -> list[Hit]:
        dense = self._index.query(
            source.partition,
            vector,
            n,
            kinds=query.kinds,
            scope=source.scope,
            labels=query.labels,
            occurred=query.occurred,
            include_superseded=query.include_superseded,
            now=now,
        )
        hits = [self._hit(w, m, sim, keyword.get(m.id), now, window) for m, sim in dense]
        known = {h.memory.id for h in hits}
        missing = [mid for mid in keyword if mid not in known]
        if not missing:
            return hits
        # Keyword-only candidates: their vectors are cheap to read, their entries are not.
        # At most k of them can make the top k: read the k most relevant, then only those
        # whose best possible score still reaches the k-th score found so far.
        vectors = self._index.vectors_of(source.partition, missing)
        cosine = {mid: float(np.dot(vector, vec)) for mid, vec in vectors.items()}
        order = sorted(
            cosine, key=lambda mid: -upper_bound(w, cosine[mid], keyword[mid], window is not None)
        )
        first, rest = order[:k], order[k:]
        hits += self._read(source, query, first, cosine, keyword, w, now, window)
        finals = sorted((h.score for h in hits), reverse=True)
        cutoff = finals[k - 1] if len(finals) >= k else float("-inf")
        more = [
            mid
            for mid in rest
            if upper_bound(w, cosine[mid], keyword[mid], window is not None) >= cutoff
        ]
        hits += self._read(source, query, more, cosine, keyword, w, now, window)
        return hits

    def _read(
        self,
        source: _Source,
        query: RecallQuery,
        ids: list[str],
        cosine: dict[str, float],
        keyword: dict[str, KeywordMatch],
        w: Weights,
        now: datetime,
        window: tuple[datetime, datetime] | None = None,
    ) -> list[Hit]:
        return [
            self._hit(w, m, cosine[m.id], keyword[m.id], now, window)
            for m in self._index.get(source.partition, ids)
            if self._passes(m, query, source.scope, now)
        ]

    @staticmethod
    def _hit(
        w: Weights,
        memory: Memory,
        cosine: float,
        keyword: KeywordMatch | None,
        now: datetime,
        window: tuple[datetime, datetime] | None = None,
    ) -> Hit:
        final, fused, parts = score(w, memory, cosine, keyword, now, window)
        return Hit(memory=memory, score=final, relevance=fused, components=parts)

    @staticmethod
    def _passes(m: Memory, query: RecallQuery, scope: str, now: datetime) -> bool:
        """The filters Chroma applies to dense candidates, for keyword-only candidates."""
        occurred = query.occurred
        return (
            (query.include_superseded or not m.superseded_by)
            and (m.pinned or m.expires_at is None or m.expires_at > now)
            and (not query.kinds or m.kind in query.kinds)
            and (not scope or m.scope == scope)
            and (not query.labels or m.label in query.labels)
            and (occurred.start is None or m.occurred_at >= occurred.start)
            and (occurred.end is None or m.occurred_at < occurred.end)
        )

    def _expand(
        self, hits: list[Hit], query: RecallQuery, n: int, k: int, now: datetime
    ) -> list[Hit]:
        """Turns next to a hit in its session come along, ranked just below it (one index
        read per partition for all of them)."""
        factor = self._settings.neighbor_factor
        wanted: dict[Partition, dict[str, set[int]]] = {}
        for hit in hits:
            m = hit.memory
            if m.session_id and m.position >= 0:
                slots = {m.position + d for d in range(-n, n + 1) if d and m.position + d >= 0}
                wanted.setdefault(m.partition, {}).setdefault(m.session_id, set()).update(slots)
        by_slot: dict[tuple[Partition, str, int], Memory] = {}
        for partition, sessions in wanted.items():
            for near in self._index.session_neighbors(partition, sessions):
                by_slot[(partition, near.session_id, near.position)] = near
        seen = {h.memory.id for h in hits}
        extra: dict[str, Hit] = {}
        for hit in hits:
            m = hit.memory
            for d in range(-n, n + 1):
                near_m = by_slot.get((m.partition, m.session_id, m.position + d))
                if d == 0 or near_m is None or near_m.id in seen:
                    continue
                if not self._passes(near_m, query, "", now):
                    continue
                candidate = Hit(
                    memory=near_m,
                    score=hit.score * factor ** abs(d),
                    relevance=hit.relevance,
                    components={**hit.components, "expanded": float(abs(d))},
                    expanded_from=m.id,
                )
                if near_m.id not in extra or extra[near_m.id].score < candidate.score:
                    extra[near_m.id] = candidate
        merged = sorted([*hits, *extra.values()], key=lambda h: h.score, reverse=True)
        return merged[:k]
