"""The word-overlap evidence the judge weighs when the alignment cannot explain a pair: hard
vetoes (a negation, a number, a name, a pronoun or a role on one side only) and the 10-feature
logistic model fitted on STS-B train. The learned paraphrase head reads the same features."""

from __future__ import annotations

import math

from service.dedup.markers import asks_whether
from service.dedup.text import analyse, antonym, discord, role_swap, stem, unmatched_names

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
    if x.question != y.question or asks_whether(a) != asks_whether(b):
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
