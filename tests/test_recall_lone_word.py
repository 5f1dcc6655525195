"""A lone shared word does not overturn a clear dense lead (`service/recall/lone_word.py`):
a paraphrased question's one common word in a distractor no longer outranks the memory the
dense model put clearly first; matches of the cue's words, strong matches, a leader that
shares a word too and conversation turns keep their keyword weight."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

from service.client import MemcueClient
from service.domain import Hit, KeywordMatch, RecallWeights
from service.recall.lone_word import lone_words_dropped
from service.recall.scoring import Weights, score
from service.settings import RecallSettings
from tests.memories import memory

NOW = datetime(2026, 12, 7, tzinfo=UTC)
W = Weights.resolve(RecallSettings(), RecallWeights())
PHONE = "Is it okay to phone Noor late in the evening?"


def _hit(mid: str, content: str, cosine: float, bm25: float = 0.0, coverage: float = 0.4) -> Hit:
    m = memory(id=mid, peer_id="noor", content=content, created_at=NOW)
    kw = KeywordMatch(mid, bm25, coverage) if bm25 else None
    final, fused, parts = score(W, m, cosine, kw, NOW)
    return Hit(memory=m, score=final, relevance=fused, components=parts)


def _phone_hits() -> list[Hit]:
    hits = [
        _hit("sleep", "Noor goes to sleep early, usually by 9:30 pm.", 0.38),
        _hit("class", "Noor is taking a beginner Spanish class on Tuesday evenings.", 0.20, 4.0),
        _hit("screen", "Noor's phone screen cracked when she dropped it.", 0.17, 4.0),
        _hit("dentist", "Noor has a dentist appointment she keeps postponing.", 0.21),
    ]
    return sorted(hits, key=lambda h: -h.score)


def _ids(hits: list[Hit]) -> list[str]:
    return [h.memory.id for h in hits]


def _scores(hits: list[Hit]) -> dict[str, float]:
    return {h.memory.id: h.score for h in hits}


def test_one_shared_word_no_longer_outranks_a_clear_dense_winner() -> None:
    """Blind probe (session 180, second recall wave): "evenings" and "phone" each lifted a
    memory with half the cosine above the answer."""
    hits = _phone_hits()
    assert _ids(hits)[0] != "sleep"  # (the keyword part put a distractor first)
    out = lone_words_dropped(hits, PHONE, W)
    assert _ids(out)[0] == "sleep"
    dropped = next(h for h in out if h.memory.id == "class")
    assert dropped.components["keyword"] == 0.0
    assert dropped.relevance == dropped.components["relevance"] < dropped.relevance + 1e-9


def test_a_memory_with_two_of_the_cues_words_keeps_every_keyword_weight() -> None:
    """The keywords found what the cue asks in its own words: not a paraphrase."""
    hits = [*_phone_hits(), _hit("late", "Noor hates late phone calls.", 0.15, 9.0)]
    assert _scores(lone_words_dropped(hits, PHONE, W)) == _scores(hits)


def test_a_leader_that_shares_a_word_leaves_the_words_to_compete() -> None:
    """ "How much does electricity cost the bakery?": every contender holds one word."""
    hits = [_hit("lead", "Noor said the late train was cancelled.", 0.45, 3.0), *_phone_hits()]
    assert _scores(lone_words_dropped(hits, PHONE, W)) == _scores(hits)


def test_a_strong_single_word_match_stays() -> None:
    """Above LONE_KEYWORD the one word is most of what the cue asks (high coverage)."""
    text = "Noor is taking a beginner Spanish class on Tuesday evenings."
    strong = _hit("class", text, 0.20, 40.0, 1.0)
    hits = [strong if h.memory.id == "class" else h for h in _phone_hits()]
    out = {h.memory.id: h for h in lone_words_dropped(hits, PHONE, W)}
    assert out["class"].score == strong.score and out["screen"].components["keyword"] == 0


def test_a_small_gap_in_meaning_leaves_the_shared_word_to_decide() -> None:
    sleep = _hit("sleep", "Noor goes to sleep early, usually by 9:30 pm.", 0.25)
    hits = [sleep if h.memory.id == "sleep" else h for h in _phone_hits()]
    assert _scores(lone_words_dropped(hits, PHONE, W)) == _scores(hits)


def test_a_cue_that_names_a_time_is_left_to_the_when_boost() -> None:
    hits = _phone_hits()
    assert _scores(lone_words_dropped(hits, PHONE, W, (NOW, NOW))) == _scores(hits)


def test_conversation_turns_keep_their_keyword_weight() -> None:
    hits = [
        dataclasses.replace(h, memory=dataclasses.replace(h.memory, session_id="s1"))
        for h in _phone_hits()
    ]
    assert _scores(lone_words_dropped(hits, PHONE, W)) == _scores(hits)


NOOR = [
    "Noor works as a data analyst at Brightwave Insurance.",
    "Noor moved into a terraced house in York with her partner.",
    "Noor's partner is called Idris; he is a carpenter.",
    "Noor is allergic to tree nuts, especially walnuts and cashews.",
    "Noor baked a lemon cake for her niece's birthday.",
    "Noor has a ginger cat named Biscuit.",
    "Noor cycles to the office along the river path.",
    "Noor prefers tea over coffee, usually Earl Grey.",
    "Noor's mother Farah lives in Manchester.",
    "Noor is taking a beginner Spanish class on Tuesday evenings.",
    "Noor plays the cello in a community orchestra.",
    "Noor plays five-a-side football with coworkers on Thursdays.",
    "Noor goes to sleep early, usually by 9:30 pm.",
    "Noor's phone screen cracked when she dropped it.",
    "Noor is saving up for a trip to Japan next spring.",
    "Noor studied economics at the University of Edinburgh.",
]


def test_recall_ranks_the_dense_winner_over_a_lone_word(tenant_client: MemcueClient) -> None:
    """Through the API, the probe's peer: "Where does Noor call home?" got her partner
    "called Idris" first, "What sport does Noor do with people from the office?" her cycle to
    the office, "Is it okay to phone Noor late in the evening?" her Spanish class."""
    mc = tenant_client
    said = {mc.remember("noor", t).memory.id: t for t in NOOR}
    for cue, answer in [
        ("Where does Noor call home at the moment?", NOOR[1]),
        ("What sport does Noor do with people from the office?", NOOR[11]),
        ("Is it okay to phone Noor late in the evening?", NOOR[12]),
    ]:
        hits = mc.recall("noor", cue, top_k=3)
        assert said[hits[0].memory.id] == answer, cue
