"""Do two memories say the same thing, contradict each other, or neither? (DESIGN.md rule 3)

Cosine similarity of MiniLM vectors alone is a weak signal: at cosine >= 0.90 it merged STS-B
pairs with precision 0.85 and still merged "has 2 kids" / "has 3 kids". The decision here:

1. identical text (after tokenising) is a duplicate;
2. a CONTRADICTION is the same statement with a flipped negation, a changed number or date,
   an antonym ("loves"/"hates") or a status change ("works at" / "used to work at"): once those
   tokens are set aside, at most one other content word differs on each side. Changed names,
   pronouns or swapped roles are DISTINCT, not contradictions: "Alice likes tea" and
   "Bob likes tea" are both true;
3. below a cosine gate nothing merges; any hard veto (negation, number, name, antonym,
   pronoun, question vs statement, "used to", role swap) blocks a merge;
4. otherwise a 10-feature logistic regression (cosine, content-word overlap, one-sided words,
   number/name/pronoun mismatches, word-order discordance) gives a probability, and only
   pairs above the merge threshold are DUPLICATE. Anything uncertain stays DISTINCT: a missed
   merge costs a near-duplicate row, a wrong merge loses a fact.

The coefficients were fitted on STS-B train (pairs with cosine >= the gate and no veto,
target score >= 4.0) and the thresholds chosen on STS-B train/dev and 5-fold CV over
train+dev; STS-B test and MSRP test were never looked at while choosing them
(scripts/eval_dedup.py reports them). Pure functions, no I/O: the write path, the dedup job
and the evaluation all call `judge`, so the evaluation measures what ships.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

from service.dedup.text import (
    TOKEN_RE,
    analyse,
    antonym,
    discord,
    role_swap,
    stem,
    unmatched_names,
)
from service.dedup.words import OPP, STATUS
from service.domain import Fact
from service.ports import PairScorer


class Relation(enum.Enum):
    DUPLICATE = "duplicate"
    CONTRADICTION = "contradiction"
    DISTINCT = "distinct"


@dataclass(frozen=True, slots=True)
class Verdict:
    relation: Relation
    reason: str


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Settings (`MEMCUE_DEDUP__*`); defaults chosen on STS-B train/dev only."""

    gate_cosine: float = 0.80  # below this never merge (and skip the lexical work)
    merge_probability: float = 0.90  # strict point: 0 harmful merges in train, dev, every CV fold
    strict_probability: float = 0.99  # DedupMode.STRICT: only near-identical wording
    contradiction_cosine: float = 0.60  # a contradiction must still be about the same thing
    candidate_floor: float = 0.55  # neighbours below this are not even judged
    # With a pair model (MEMCUE_PAIR_MODEL): a pair the rules leave undecided merges when the
    # cross-encoder scores it at least this (chosen on STS-B dev by scripts/train_pair_model.py).
    pair_score: float = 0.92


# Contradiction reasons that mean "the newer statement replaces the older one".
SUPERSEDING = ("negation", "number", "antonym", "temporal")
CONTRA_MAX_OTHER = 1  # ... and at most this many other content words differ per side

# Logistic regression in raw feature units: logit = B0 + sum(W[f] * x[f]).
B0 = -11.131471
W: dict[str, float] = {
    "cos": 12.904445,
    "jac": 0.025839,
    "cont": 1.162367,
    "only_max": -0.432238,
    "only_min": 0.434032,
    "num_mis": -0.912597,
    "name_any": -0.048485,
    "pron_mis": -0.090925,
    "addition": -0.045163,
    "disc": 0.451690,
}


# ----------------------------------------------------------------------------- pair analysis
def vetoes(a: str, b: str) -> list[str]:
    """every hard reason why a and b must not be merged (empty list = no veto)"""
    x, y = analyse(a), analyse(b)
    out = []
    if (x.neg > 0) != (y.neg > 0) or x.neg_heads != y.neg_heads:
        out.append("negation")
    if (x.nums - y.nums) and (y.nums - x.nums):
        out.append("number")
    if not (x.title or y.title) and unmatched_names(x, y) and unmatched_names(y, x):
        out.append("name")
    if antonym(x, y):
        out.append("antonym")
    if x.status != y.status:
        out.append("temporal")
    if (x.prons - y.prons) and (y.prons - x.prons):
        out.append("pronoun")
    if x.question != y.question:
        out.append("question")
    if (
        max(len(x.toks), len(y.toks)) <= 12
        and "by" not in x.low
        and "by" not in y.low
        and not (x.copula or y.copula)
        and role_swap(x, y)
    ):
        out.append("role_swap")
    return out


def features(a: str, b: str, cos: float) -> dict[str, float]:
    """LR inputs.  Content words = lowercased tokens minus stopwords/negations/numbers, compared by
    light stem.  jac = |A&B|/|A|B|; cont = |A&B|/min(|A|,|B|); only_max/only_min = content words
    present on one side only (larger/smaller side count); num_mis = number/date sets differ;
    name_any = capitalised names without a match on the other side; pron_mis = pronoun-person sets
    differ; addition = one side adds words and the other adds none; disc = share of discordant
    pairs in the order of shared content words."""
    x, y = analyse(a), analyse(b)
    ca, cb = x.cstems, y.cstems
    oa = sum(1 for w in x.content if stem(w) not in cb)
    ob = sum(1 for w in y.content if stem(w) not in ca)
    inter, uni = len(ca & cb), len(ca | cb)
    names = 0 if (x.title or y.title) else len(unmatched_names(x, y)) + len(unmatched_names(y, x))
    return {
        "cos": cos,
        "jac": inter / uni if uni else 1.0,
        "cont": inter / min(len(ca), len(cb)) if ca and cb else 0.0,
        "only_max": float(max(oa, ob)),
        "only_min": float(min(oa, ob)),
        "num_mis": float(x.nums != y.nums),
        "name_any": float(names),
        "pron_mis": float(x.prons != y.prons),
        "addition": float(min(oa, ob) == 0 and max(oa, ob) > 0),
        "disc": discord(x, y),
    }


def probability(a: str, b: str, cos: float) -> float:
    f = features(a, b, cos)
    z = B0 + sum(W[k] * f[k] for k in W)
    return 1.0 / (1.0 + math.exp(-z))


def _norm(s: str) -> str:
    return " ".join(t.lower() for t in TOKEN_RE.findall(s.replace("\u2019", "'")))


def contradiction(a: str, b: str, cos: float, min_cosine: float) -> str | None:
    """The reason a and b are the same statement with one thing changed, else None.

    "Same statement": cosine >= min_cosine and, once the differing numbers, names and
    negations are set aside, at most CONTRA_MAX_OTHER other content words differ per side.
    """
    if cos < min_cosine:
        return None
    x, y = analyse(a), analyse(b)
    if not x.content or not y.content:
        return None
    ux = {n for n, _ in unmatched_names(x, y)}
    uy = {n for n, _ in unmatched_names(y, x)}
    ox = [w for w in x.content if stem(w) not in y.cstems and w not in ux and w not in STATUS]
    oy = [w for w in y.content if stem(w) not in x.cstems and w not in uy and w not in STATUS]
    if antonym(x, y):  # the antonym words themselves are the change
        ox = [w for w in ox if not (OPP.get(w, set()) & y.low)]
        oy = [w for w in oy if not (OPP.get(w, set()) & x.low)]
    if len(ox) > CONTRA_MAX_OTHER or len(oy) > CONTRA_MAX_OTHER:
        return None
    if not (x.cstems & y.cstems):
        return None
    found = vetoes(a, b)
    for reason in ("negation", "number", "name", "pronoun", "antonym", "temporal", "role_swap"):
        if reason in found:
            return reason
    return None


def judge(
    new: str,
    old: str,
    cosine: float,
    *,
    strict: bool = False,
    thresholds: Thresholds = Thresholds(),
    pair: PairScorer | None = None,
) -> Verdict:
    """Relation of a new text to a stored one, given the cosine of their vectors.

    The rules come first and the pair model (when given) only gets the last word on pairs
    they leave undecided: it never overrides a veto, a contradiction or the cosine gate, and
    is not asked at all for most candidates, which keeps it off the hot path.
    """
    if _norm(new) == _norm(old):
        return Verdict(Relation.DUPLICATE, "same words")
    reason = contradiction(new, old, cosine, thresholds.contradiction_cosine)
    if reason in SUPERSEDING:
        return Verdict(Relation.CONTRADICTION, reason)
    if cosine < thresholds.gate_cosine:
        return Verdict(Relation.DISTINCT, f"cosine {cosine:.2f} < {thresholds.gate_cosine:.2f}")
    blocked = vetoes(new, old)
    if blocked:
        return Verdict(Relation.DISTINCT, "differs in " + ", ".join(blocked))
    p = probability(new, old, cosine)
    bar = thresholds.strict_probability if strict else thresholds.merge_probability
    if p >= bar:
        return Verdict(Relation.DUPLICATE, f"p={p:.3f}, cosine {cosine:.2f}")
    if pair is not None and not strict:
        q = pair.score(new, old)
        if q >= thresholds.pair_score:
            return Verdict(Relation.DUPLICATE, f"{pair.name} {q:.3f}, cosine {cosine:.2f}")
        return Verdict(Relation.DISTINCT, f"p={p:.3f}, {pair.name} {q:.3f}")
    return Verdict(Relation.DISTINCT, f"p={p:.3f} < {bar:.2f}")


def informativeness(text: str) -> int:
    """How much a text says: distinct content words plus numbers and names."""
    t = analyse(text)
    return len(t.cstems) + len(t.nums) + len(t.caps)


def judge_facts(new: Fact, old: Fact) -> Verdict | None:
    """Structured facts decide on their own when both entries carry one about the same thing."""
    if new.key != old.key:
        return None
    if " ".join(new.object.lower().split()) == " ".join(old.object.lower().split()):
        return Verdict(Relation.DUPLICATE, "same subject, predicate and object")
    return Verdict(Relation.CONTRADICTION, "same subject and predicate, different object")


def clear_text_caches() -> None:
    """Drops every text held in memory by the analysis caches (used by Forget)."""
    analyse.cache_clear()
    stem.cache_clear()
