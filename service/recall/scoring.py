"""Ranking: fused relevance, then recency slowed by use, importance, trust and pins.

Every component is in 0..1 and reported on the hit, so a client can see why a memory ranked
where it did. Relevance fuses the cue-memory cosine with a saturated BM25 keyword score;
the rest are small additive boosts that reorder memories of similar relevance. Recency
decays from the later of creation and last access, with a half-life that grows with each
access (spaced repetition): what keeps being useful fades slowest.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime

from service.domain import KeywordMatch, Memory, Origin, RecallWeights, Tier
from service.settings import RecallSettings

TRUST = {Origin.AGENT: 0.0, Origin.PEER: 0.5, Origin.OPERATOR: 1.0}


@dataclass(frozen=True, slots=True)
class Weights:
    """The settings with one request's overrides applied."""

    dense: float
    keyword: float
    recency: float
    importance: float
    trust: float
    pinned: float
    half_life_days: float
    global_scope: float
    project_scope: float
    archived: float
    keyword_saturation: float
    keyword_coverage: float
    access_growth: float
    max_half_life_days: float
    when: float = 0.0

    @classmethod
    def resolve(cls, settings: RecallSettings, request: RecallWeights) -> Weights:
        values = {
            f.name: getattr(request, f.name)
            if getattr(request, f.name) is not None
            else getattr(settings, f.name)
            for f in dataclasses.fields(RecallWeights)
        }
        return cls(
            **values,
            keyword_saturation=settings.keyword_saturation,
            keyword_coverage=settings.keyword_coverage,
            access_growth=settings.access_growth,
            max_half_life_days=settings.max_half_life_days,
            when=settings.when,
        )

    @property
    def pure_dense(self) -> bool:
        """`dense` alone (every other weight 0): plain cosine order, no lift of any kind
        (a benchmark's baseline got the date boost and the rival and "why" lifts)."""
        rest = (self.keyword, self.recency, self.importance, self.trust, self.pinned)
        return self.dense > 0 and not any(rest)

    def scope_factor(self, scope: str) -> float:
        if scope == "global":
            return self.global_scope
        if scope.startswith("project:"):
            return self.project_scope
        return 1.0


def relevance(
    w: Weights, cosine: float, bm25: float, coverage: float = 1.0
) -> tuple[float, float, float]:
    """(relevance, dense, keyword), each 0..1. The keyword part is the saturated BM25 times
    the cue's keyword weight the memory covers (`KeywordMatch.coverage`): one shared common
    word in a paraphrase no longer outweighs the dense similarity of the memory it asks
    about (LoCoMo conversations 1-5 and recall probes 11-15, README "How ranking works")."""
    dense = max(0.0, min(1.0, cosine))
    share = coverage**w.keyword_coverage if w.keyword_coverage else 1.0
    keyword = share * bm25 / (bm25 + w.keyword_saturation) if bm25 > 0 else 0.0
    total = w.dense + w.keyword
    # shares first: a tiny weight's products underflow ("dense" 5e-324 made any cosine 1.0)
    fused = (w.dense / total) * dense + (w.keyword / total) * keyword if total > 0 else 0.0
    return fused, dense, keyword


def recency(w: Weights, memory: Memory, now: datetime) -> float:
    last = memory.created_at
    if memory.last_accessed_at is not None and memory.last_accessed_at > last:
        last = memory.last_accessed_at
    age_days = max(0.0, (now - last).total_seconds() / 86_400)
    half_life = min(
        w.max_half_life_days, w.half_life_days * w.access_growth ** min(memory.access_count, 50)
    )
    return float(0.5 ** (age_days / half_life))


def score(
    w: Weights,
    memory: Memory,
    cosine: float,
    keyword: KeywordMatch | None,
    now: datetime,
    window: tuple[datetime, datetime] | None = None,
) -> tuple[float, float, dict[str, float]]:
    """(final score, relevance, components). `keyword`: the memory's keyword match, if the
    keyword index found it. `window`: the time the cue names (`service.recall.when`); a
    memory that happened in it gets the `when` boost."""
    fused, dense, kw = relevance(w, cosine, *_keyword_parts(keyword))
    parts = {
        "cosine": cosine,
        "dense": dense,
        "keyword": kw,
        "relevance": fused,
        "recency": recency(w, memory, now),
        "importance": memory.importance,
        "trust": TRUST[memory.origin],
        "pinned": 1.0 if memory.pinned else 0.0,
        "scope": w.scope_factor(memory.scope),
        # Consolidated away: still found, below the summary or gist that replaced it.
        "tier": w.archived if memory.tier is Tier.ARCHIVED else 1.0,
        "when": 1.0 if window and window[0] <= memory.occurred_at < window[1] else 0.0,
    }
    final = (
        parts["scope"] * parts["tier"] * fused
        + w.recency * parts["recency"]
        + w.importance * parts["importance"]
        + w.trust * parts["trust"]
        + w.pinned * parts["pinned"]
        + w.when * parts["when"]
    )
    return final, fused, parts


def _keyword_parts(keyword: KeywordMatch | None) -> tuple[float, float]:
    return (keyword.bm25, keyword.coverage) if keyword is not None else (0.0, 1.0)


def upper_bound(
    w: Weights, cosine: float, keyword: KeywordMatch | None, timed: bool = False
) -> float:
    """The best final score an entry with this relevance could get, whatever its metadata:
    candidates below the current k-th score need not be read at all."""
    fused, _, _ = relevance(w, cosine, *_keyword_parts(keyword))
    scope = max(1.0, w.global_scope, w.project_scope)
    when = w.when if timed else 0.0  # no window in the cue: no entry can get the boost
    return scope * fused + w.recency + w.importance + w.trust + w.pinned + when
