"""A lone shared word does not overturn a clear dense lead.

Why: the keyword weight (2 against the dense 1, tuned on LoCoMo, where a rare name or number
the vectors blur is the evidence) lets one common word a memory shares with a paraphrased
cue outweigh a large gap in meaning. "Is it okay to phone Noor late in the evening?" ranked
"Noor is taking a Spanish class on Tuesday evenings" (cosine 0.20, keyword 0.12) and "Noor's
phone screen cracked" (0.17) above "Noor goes to sleep early, usually by 9:30 pm" (0.38);
"Where does Noor call home at the moment?" the partner "called Idris" (0.41) above "moved
into a terraced house in York" (0.53). On a blind probe of such questions the full ranking
did worse than the cosine alone (MRR 0.66 against 0.76).

So a hit whose keyword match is at most one of the cue's topic words, when the cue has two
or more, loses its keyword part if another hit is clearly closer in meaning (`LONE_MARGIN`
in cosine). A match of two or more topic words, or of the one topic word a cue has ("Does
Noor have any pets?"), keeps its full weight, and so does a lone word no hit beats in
meaning: there the keyword is the only evidence the dense side does not contradict. Topic
words are the cue's keyword terms that fewer than half the hits hold (a peer's name is in
all of them and says nothing of the topic).

Not among conversation turns (a `session_id`, as for rivals): a chat line's cosine to a
question is blurred by its filler, so no dense lead is clear there, and a word it shares is
often the evidence (LoCoMo conversations 1-5, categories 1-4 recall@10 0.715 -> 0.711 with
turns included).
"""

from __future__ import annotations

import dataclasses
from datetime import datetime

from service.domain import Hit
from service.recall.scoring import Weights
from service.recall.terms import terms

# How much closer in meaning (cosine) another hit must be for a lone word's keyword part to
# go: below it the two are of about equal meaning and the shared word may well decide.
LONE_MARGIN = 0.1
# The keyword part above which one word is most of what the cue asks (its coverage is high:
# "Where does Priya live these days?" has little else) and stays evidence of its own.
LONE_KEYWORD = 0.2


def lone_words_dropped(
    hits: list[Hit],
    cue: str,
    w: Weights,
    window: tuple[datetime, datetime] | None = None,
    margin: float = LONE_MARGIN,
) -> list[Hit]:
    """`hits` with the keyword part of each lone-word match dropped where another hit is
    closer to the cue by `margin` in cosine, best first. `window`: the time the cue names
    (`when.py`); then nothing changes: the `when` boost places the answer, and the words left
    of such a cue ("What did Maya's team release in June?" is "team release") are few and
    the team's the one that tells (recall probe of the first wave: rank 1 -> 2)."""
    if window is not None or w.keyword <= 0 or len(hits) < 2:
        return hits
    if any(h.memory.session_id for h in hits):
        return hits
    said = [set(terms(h.memory.content)) for h in hits]
    wanted = set(terms(cue))
    topic = {t for t in wanted if 2 * sum(t in s for s in said) < len(hits)}
    if len(topic) < 2:
        return hits
    if any(len(topic & words) >= 2 for words in said):
        return hits  # the keywords found what the cue asks in its words: no paraphrase
    lead = max(range(len(hits)), key=lambda i: hits[i].components.get("cosine", 0.0))
    if topic & said[lead]:
        return hits  # the dense leader shares a word too: the words compete on equal terms
    best = hits[lead].components.get("cosine", 0.0)
    share = w.keyword / (w.dense + w.keyword)
    out = []
    for h in hits:
        kw = h.components.get("keyword", 0.0)
        if 0 < kw <= LONE_KEYWORD and best >= h.components.get("cosine", 0.0) + margin:
            scale = h.components.get("scope", 1.0) * h.components.get("tier", 1.0)
            drop = share * kw
            h = dataclasses.replace(
                h,
                score=h.score - scale * drop,
                relevance=h.relevance - drop,
                components={**h.components, "keyword": 0.0, "relevance": h.relevance - drop},
            )
        out.append(h)
    out.sort(key=lambda h: h.score, reverse=True)
    return out
