"""Pure pieces of recall: terms, the scoring formula, access replay, keyword isolation."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from service import codec
from service.adapters.entry_cache import EntryCache
from service.adapters.keywords import Entry, KeywordIndex
from service.core.reads import rank_conflicts_below
from service.crypto import PeerKeys, Sealer
from service.domain import Hit, LogEvent, LogOp, Origin, Partition, RecallWeights
from service.recall.changes import announces_change
from service.recall.rivals import (
    ChangeReach,
    asks_about_now,
    in_time_order,
    may_reorder,
)
from service.recall.scoring import Weights, recency, relevance, score
from service.recall.tense import asks_about_the_past
from service.recall.terms import terms
from service.replay import PartitionState
from service.settings import RecallSettings
from tests.memories import memory

NOW = datetime(2026, 1, 1, tzinfo=UTC)
ALICE = Partition("default", "alice")


def test_terms_drop_filler_keep_numbers_and_stem() -> None:
    assert terms("Yeah, I've got 2 allergies: peanuts and the 4711 code!") == [
        "2",
        "allergi",
        "peanut",
        "4711",
        "code",
    ]


def test_recency_half_life_grows_with_each_access() -> None:
    w = Weights.resolve(RecallSettings(), RecallWeights())
    old = NOW - timedelta(days=30)
    never = memory(created_at=old)
    used = memory(created_at=old - timedelta(days=30), last_accessed_at=old, access_count=3)
    assert recency(w, never, NOW) == pytest.approx(0.5)  # one half-life
    assert recency(w, used, NOW) == pytest.approx(0.5 ** (1 / 1.5**3))
    assert recency(w, used, NOW) > recency(w, never, NOW)


def test_relevance_fuses_and_request_weights_override_settings() -> None:
    w = Weights.resolve(RecallSettings(dense=1, keyword=1, keyword_saturation=8), RecallWeights())
    assert relevance(w, 0.8, 8.0) == pytest.approx((0.65, 0.8, 0.5))
    dense_only = Weights.resolve(RecallSettings(), RecallWeights(keyword=0))
    assert relevance(dense_only, 0.8, 100.0)[0] == pytest.approx(0.8)
    # a memory holding a quarter of the cue's keyword weight gets a quarter of the keyword part
    # (coverage to the power 1), or 0.25^0.75 of it by default
    linear = Weights.resolve(
        RecallSettings(dense=1, keyword=1, keyword_saturation=8, keyword_coverage=1),
        RecallWeights(),
    )
    assert relevance(linear, 0.8, 8.0, 0.25) == pytest.approx((0.4625, 0.8, 0.125))
    assert relevance(w, 0.8, 8.0, 0.25)[2] == pytest.approx(0.5 * 0.25**0.75)
    assert relevance(w, 0.8, 8.0, 1.0) == relevance(w, 0.8, 8.0)
    # a weight so small its products underflow still averages (it made every cosine 1.0)
    tiny = Weights.resolve(RecallSettings(), RecallWeights(dense=5e-324, keyword=0))
    assert relevance(tiny, 0.55, 3.0)[0] == pytest.approx(0.55)
    final, _, parts = score(
        Weights.resolve(
            RecallSettings(), RecallWeights(pinned=1, recency=0, importance=0, trust=0)
        ),
        memory(pinned=True),
        0.5,
        None,
        NOW,
    )
    assert parts["pinned"] == 1.0 and final == pytest.approx(parts["relevance"] + 1.0)


def test_access_events_replay_onto_the_entry() -> None:
    state = PartitionState()
    m = memory()
    state.apply_all(
        [
            LogEvent(1, LogOp.REMEMBER, ALICE, NOW, {"memory": codec.to_record(m)}),
            LogEvent(2, LogOp.ACCESS, ALICE, NOW, {"counts": {"m_1": 2, "m_gone": 1}}),
            LogEvent(
                3,
                LogOp.ACCESS,
                ALICE,
                NOW,
                {"counts": {"m_1": 1}, "accessed_at": (NOW + timedelta(hours=1)).isoformat()},
            ),
        ]
    )
    got = state.memories["m_1"]
    assert got.access_count == 3 and got.last_accessed_at == NOW + timedelta(hours=1)


def test_keyword_terms_of_one_peer_never_match_another(tmp_path: Path) -> None:
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = KeywordIndex(tmp_path / "kw.sqlite3", sealer)
    bob = Partition("default", "bob")
    index.upsert(ALICE, [Entry("a1", "Alice loves Kowalczyk pierogi")])
    index.upsert(bob, [Entry("b1", "Bob loves Kowalczyk pierogi")])
    assert [m.memory_id for m in index.search(ALICE, "Kowalczyk", 10)] == ["a1"]
    assert [m.memory_id for m in index.search(bob, "Kowalczyk", 10)] == ["b1"]
    index.drop(ALICE)
    assert index.search(ALICE, "Kowalczyk", 10) == [] and index.count(bob) == 1
    # Nothing readable on disk: terms are keyed digests.
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("kw.sqlite3*"))
    assert b"kowalczyk" not in raw.lower() and b"pierogi" not in raw.lower()
    index.close()
    sealer.close()


def test_keyword_scores_of_a_peer_do_not_move_with_other_peers_data(tmp_path: Path) -> None:
    """BM25 over the partition alone: what Bob stores never changes how Alice's memories
    rank, and the scores are FTS5's own on a table that holds Alice's rows only."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    alice_rows = [
        Entry("a1", "Maya runs on Sundays"),
        Entry("a2", "Maya bought a red bike"),
        Entry("a3", "Maya likes the Kowalczyk bakery"),
        Entry("a4", "Maya works at the harbour with Tom"),
    ]
    alone = KeywordIndex(tmp_path / "alone.sqlite3", sealer)
    alone.upsert(ALICE, alice_rows)
    fts5 = dict(
        alone._db.execute(  # FTS5's own bm25() where the table is Alice's alone
            "SELECT r.mid, -bm25(kw) FROM kw JOIN kw_rows r ON r.rowid = kw.rowid WHERE kw MATCH ?",
            (" OR ".join(f'"{t}"' for t in alone._tokens(ALICE, ["maya", "kowalczyk"])),),
        ).fetchall()
    )
    shared = KeywordIndex(tmp_path / "shared.sqlite3", sealer)
    shared.upsert(ALICE, alice_rows)
    before = shared.search(ALICE, "Maya Kowalczyk", 10)
    bob = Partition("default", "bob")
    shared.upsert(bob, [Entry(f"b{i}", f"Bob note {i} about trains") for i in range(200)])
    after = shared.search(ALICE, "Maya Kowalczyk", 10)
    assert [m.memory_id for m in before] == [m.memory_id for m in after]
    assert [x for m in before for x in (m.bm25, m.coverage)] == pytest.approx(
        [x for m in after for x in (m.bm25, m.coverage)]
    )
    assert after[0].memory_id == "a3"
    assert {m.memory_id: m.bm25 for m in after} == pytest.approx(fts5)
    shared.delete(bob, ["b0", "b1"])
    assert shared.count(bob) == 198 and shared.search(ALICE, "Maya Kowalczyk", 10) == after
    for index in (alone, shared):
        index.close()
    sealer.close()


def test_keyword_coverage_counts_the_cue_words_no_memory_holds(tmp_path: Path) -> None:
    """A paraphrase shares a common word or two with many memories and its other words with
    none: each match covers a small share of the cue, and a cue whose words a memory holds
    covers all of it."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = KeywordIndex(tmp_path / "kw.sqlite3", sealer)
    index.upsert(
        ALICE,
        [
            Entry("a1", "Three days on site with nobody to watch the kids"),
            Entry("a2", "Hired Yesenia part-time to take orders at the window"),
            Entry("a3", "Maya runs on Sundays"),
            Entry("a4", "Maya bought a red bike"),
        ],
    )
    (para,) = index.search(ALICE, "did we bring on extra staff so I can rest all day?", 10)
    assert para.memory_id == "a1" and 0 < para.coverage < 0.3
    named = index.search(ALICE, "the red bike Maya has", 10)[0]
    assert named.memory_id == "a4" and named.coverage == pytest.approx(1.0)
    index.close()
    sealer.close()


@pytest.mark.parametrize(
    "damage",
    [
        "DROP TABLE kw_stats",  # an index from before per-partition statistics
        "UPDATE kw_stats SET rows = 0, tokens = 0",  # drifted: a crash mid-way, say
    ],
)
def test_partition_statistics_are_counted_again_on_open_when_missing_or_wrong(
    tmp_path: Path, damage: str
) -> None:
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = KeywordIndex(tmp_path / "kw.sqlite3", sealer)
    index.upsert(ALICE, [Entry("a1", "Maya runs on Sundays"), Entry("a2", "Maya bikes")])
    expected = index.search(ALICE, "Maya Sundays", 10)
    index._db.execute(damage)
    index.close()
    reopened = KeywordIndex(tmp_path / "kw.sqlite3", sealer)
    assert reopened.count(ALICE) == 2 and reopened.search(ALICE, "Maya Sundays", 10) == expected
    reopened.close()
    sealer.close()


def test_entry_cache_never_keeps_what_a_racing_read_saw() -> None:
    cache = EntryCache(capacity=2)
    old, new = memory(content="Alice has a cat"), memory(content="Alice has two cats")
    version = cache.version(ALICE)  # a read starts ...
    cache.changed(ALICE, [new])  # ... a write lands in the store and the cache ...
    cache.put_many(ALICE, [old], version)  # ... and the read's stale result is not kept
    assert cache.get_many(ALICE, ["m_1"])["m_1"].content == "Alice has two cats"
    cache.changed(ALICE, removed=["m_1"])
    assert cache.get_many(ALICE, ["m_1"]) == {}
    cache.put_many(ALICE, [memory(id="m_2"), memory(id="m_3"), memory(id="m_4")], 2)
    assert set(cache.get_many(ALICE, ["m_2", "m_3", "m_4"])) == {"m_3", "m_4"}  # bounded
    cache.drop(ALICE)
    assert cache.get_many(ALICE, ["m_3", "m_4"]) == {}


@pytest.mark.parametrize(
    ("cue", "start", "end"),
    [("What did Raj do last July?", (2026, 7, 1), (2026, 8, 1)),
     ("What happened in March 2025?", (2025, 3, 1), (2025, 4, 1)),
     ("What did Ken do in December?", (2026, 12, 1), (2027, 1, 1)),
     ("Anything from 2024?", (2024, 1, 1), (2025, 1, 1)),
     ("What did she do last summer?", (2026, 6, 1), (2026, 9, 1)),
     ("What did we do last winter?", (2025, 12, 1), (2026, 3, 1)),
     ("What happened last month?", (2026, 11, 1), (2026, 12, 1)),
     # holidays and seasons with a year (now is 2026-12-15: last Christmas is 2025's)
     ("Where did they spend Christmas 2025?", (2025, 12, 20), (2026, 1, 2)),
     ("What did he do last Christmas?", (2025, 12, 20), (2026, 1, 2)),
     ("What did he do over Easter 2025?", (2025, 4, 17), (2025, 4, 23)),
     ("What did she do over the holidays?", (2026, 12, 15), (2027, 1, 6)),  # just begun
     ("Thanksgiving 2025 plans?", (2025, 11, 26), (2025, 12, 1)),
     ("Where was she on New Year's Eve 2025?", (2025, 12, 31), (2026, 1, 2)),
     ("What did the family do in summer 2025?", (2025, 6, 1), (2025, 9, 1)),
     ("The trip in the winter of 2025?", (2024, 12, 1), (2025, 3, 1))],
)  # fmt: skip
def test_a_cue_names_the_time_it_asks_about(
    cue: str, start: tuple[int, int, int], end: tuple[int, int, int]
) -> None:
    from service.recall.when import cue_window

    now = datetime(2026, 12, 15, tzinfo=UTC)
    assert cue_window(cue, now) == (datetime(*start, tzinfo=UTC), datetime(*end, tzinfo=UTC))


@pytest.mark.parametrize(
    ("cue", "inside", "outside"),
    [("What happened to Tom two weeks ago?", [10, 14, 18], [0, 5, 25]),
     ("What did she say a fortnight ago?", [14], [2, 30]),
     ("What did he cook 3 days ago?", [2, 3, 4], [0, 7]),
     ("What did they do a couple of months ago?", [45, 61, 75], [10, 100]),
     ("Where did they go two years ago?", [660, 730, 800], [500, 950]),
     ("What happened a year ago?", [300, 365, 430], [200, 540]),
     ("What arrived half a year ago?", [120, 182, 250], [30, 365]),
     ("Was hat sie vor zwei Wochen gemacht?", [14], [2, 30]),
     ("¿Qué pasó hace 3 meses?", [91], [30, 150]),
     ("Qu'a-t-il fait il y a deux semaines ?", [14], [2, 30]),
     ("Cosa è successo due settimane fa?", [14], [2, 30]),
     ("What did he mention the other day?", [1, 5], [12])],
)  # fmt: skip
def test_a_span_back_from_now_is_that_time_widened(
    cue: str, inside: list[int], outside: list[int]
) -> None:
    from service.recall.when import cue_window

    now = datetime(2026, 12, 15, 12, tzinfo=UTC)
    window = cue_window(cue, now)
    assert window is not None
    assert all(window[0] <= now - timedelta(days=d) < window[1] for d in inside)
    assert not any(window[0] <= now - timedelta(days=d) < window[1] for d in outside)


@pytest.mark.parametrize(
    ("today", "cue", "start", "end"),
    [# "last weekend" said on a Sunday or a Saturday is the one before this one (recall probe 11)
     ((2026, 12, 6), "What did Ana do last weekend?", (2026, 11, 28), (2026, 11, 30)),
     ((2026, 12, 5), "What did Ana do last weekend?", (2026, 11, 28), (2026, 11, 30)),
     ((2026, 12, 8), "What did Ana do last weekend?", (2026, 12, 5), (2026, 12, 7)),
     ((2026, 12, 6), "What did Ana do this weekend?", (2026, 12, 5), (2026, 12, 7)),
     ((2026, 12, 8), "Plans for this weekend?", (2026, 12, 12), (2026, 12, 14)),
     # asked in the past tense on a weekday: the one just gone (it was the coming one)
     ((2026, 12, 7), "What did Sam do this weekend?", (2026, 12, 5), (2026, 12, 7)),
     ((2026, 12, 8), "Where was Sam this weekend?", (2026, 12, 5), (2026, 12, 7)),
     # ... but not a plan, nor a name that ends in -ed
     ((2026, 12, 7), "What did Sam book for this weekend?", (2026, 12, 12), (2026, 12, 14)),
     ((2026, 12, 10), "What did Sam do this weekend?", (2026, 12, 5), (2026, 12, 7)),
     ((2026, 12, 7), "What is Ahmed doing this weekend?", (2026, 12, 12), (2026, 12, 14)),
     ((2026, 12, 7), "What is Sam doing this weekend? He said he was tired.", (2026, 12, 12),
      (2026, 12, 14)),
     ((2026, 12, 7), "What has Sam planned this weekend?", (2026, 12, 12), (2026, 12, 14)),
     ((2026, 12, 6), "What did Raj decide the day before yesterday?", (2026, 12, 4), (2026, 12, 5)),
     # a span said to the day or the week
     ((2026, 12, 6), "What was Lena doing a year ago today?", (2025, 12, 5, 0), (2025, 12, 8, 0)),
     ((2026, 12, 6), "What happened exactly a year ago?", (2025, 12, 5, 0), (2025, 12, 8, 0)),
     ((2026, 12, 6), "What did he do a year ago this weekend?", (2025, 12, 2, 12),
      (2025, 12, 10, 12))],
)  # fmt: skip
def test_weekends_days_and_spans_said_to_the_day(
    today: tuple[int, int, int],
    cue: str,
    start: tuple[int, int, int] | tuple[int, int, int, int],
    end: tuple[int, int, int] | tuple[int, int, int, int],
) -> None:
    from service.recall.when import cue_window

    def at(parts: tuple[int, ...]) -> datetime:
        return datetime(parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 0, tzinfo=UTC)

    now = datetime(*today, 12, tzinfo=UTC)
    assert cue_window(cue, now) == (at(start), at(end))


def test_no_time_in_the_cue_changes_nothing_and_a_time_lifts_what_happened_then() -> None:
    from service.recall.when import cue_window

    now = datetime(2026, 12, 15, tzinfo=UTC)
    for cue in (
        "May I ask about the dog?",
        "Why do they march every Friday?",  # a habit, no day that passed
        "Raj's car",
        "Should we take her to the Christmas market?",  # a thing named after a holiday
        "Does he like Easter eggs?",
        "Does she like hiking in the summer?",
        "How is his blood sugar control lately?",  # the latest reading, however old
        "What did she do recently?",
        "Did he stay for two weeks?",  # a length of time, not a time back
    ):
        assert cue_window(cue, now) is None
    w = Weights.resolve(RecallSettings(), RecallWeights())
    window = cue_window("What did Raj do last July?", now)
    july = memory(occurred_at=datetime(2026, 7, 12, tzinfo=UTC))
    june = memory(occurred_at=datetime(2026, 6, 30, tzinfo=UTC))
    in_window, _, parts = score(w, july, 0.5, None, now, window)
    outside, _, _ = score(w, june, 0.5, None, now, window)
    assert parts["when"] == 1.0 and in_window == pytest.approx(outside + w.when)
    assert score(w, july, 0.5, None, now)[0] == score(w, june, 0.5, None, now)[0]


def _hit(mid: str, score_: float, days: int) -> Hit:
    m = memory(id=mid, occurred_at=NOW + timedelta(days=days))
    return Hit(memory=m, score=score_, relevance=score_, components={})


def test_a_later_memory_about_the_same_thing_leads_when_the_scores_are_close() -> None:
    """ "Long run on Sundays" (January) / "now on Saturdays" (August): the update leads."""
    old, new, other = _hit("old", 0.78, 0), _hit("new", 0.76, 200), _hit("other", 0.77, 300)
    vectors = {
        "old": np.array([1.0, 0.0]),
        "new": np.array([0.9, 0.3]),
        "other": np.array([0.0, 1.0]),
    }
    out = in_time_order([old, other, new], vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in out] == ["new", "old", "other"]
    assert out[0].score > out[1].score and out[0].components["rival"] == 1.0
    # not similar enough, too far below, or not later: the order stands
    far = _hit("new", 0.70, 200)
    assert [
        h.memory.id for h in in_time_order([old, far], vectors, margin=0.05, similarity=0.6)
    ] == [
        "old",
        "new",
    ]
    same_day = dataclasses.replace(new, memory=dataclasses.replace(new.memory, occurred_at=NOW))
    assert may_reorder([old, new], margin=0.05) and not may_reorder([old, same_day], margin=0.05)
    kept = in_time_order([old, same_day], vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in kept] == ["old", "new"]
    assert [
        h.memory.id for h in in_time_order([old, new], vectors, margin=0.05, similarity=0.99)
    ] == [
        "old",
        "new",
    ]
    assert in_time_order([old, new], vectors, margin=0.0, similarity=0.6) == [old, new]


def test_a_later_memory_is_not_lifted_over_an_operators_entry() -> None:
    """The agent's later "account tier is Silver" was lifted over support's (an operator's)
    "tier is Gold": the lift undid the trust a write would have kept (CONFLICT)."""

    def said_by(hit: Hit, origin: Origin) -> Hit:
        return dataclasses.replace(hit, memory=dataclasses.replace(hit.memory, origin=origin))

    gold, silver = _hit("gold", 0.84, 0), _hit("silver", 0.83, 30)
    vectors = {"gold": np.array([1.0, 0.0]), "silver": np.array([0.95, 0.3])}
    pair = [said_by(gold, Origin.OPERATOR), said_by(silver, Origin.AGENT)]
    out = in_time_order(pair, vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in out] == ["gold", "silver"]
    # an agent's note of what the peer said since still leads the peer's older words
    pair = [said_by(gold, Origin.PEER), said_by(silver, Origin.AGENT)]
    out = in_time_order(pair, vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in out] == ["silver", "gold"]


def test_a_cue_about_the_past_lifts_the_earlier_rival() -> None:
    assert asks_about_the_past("What car did Ken drive before the Camry?")
    assert asks_about_the_past("Where did she used to live?")
    assert not asks_about_the_past("Which day is Maya's long run?")
    assert asks_about_the_past("What's her address from before the move?")
    assert asks_about_the_past("What broke down during the Christmas rush a year ago?")


def test_a_word_of_time_in_a_question_about_now_is_no_cue_about_the_past() -> None:
    # each read as the past before: the superseded address came first
    assert not asks_about_the_past("Before I forget, where does Pat live?")
    assert not asks_about_the_past("What is Pat's address? I need to post it before Friday.")
    assert not asks_about_the_past("What is Pat's postal address, as she told me earlier?")
    assert not asks_about_the_past("What does Armando use to help him walk these days?")
    assert asks_about_the_past("Did she use to smoke?")
    assert asks_about_the_past("What is her previous address?")
    # the question is read, not its context; a deadline, an event to come or a habit is no
    # earlier state (each read as one by the first version of this rule, or the one before)
    for cue in (
        "Where does Pat work? She changed jobs a month ago.",
        "What's Pat's address? I need it delivered before Friday.",
        "What does Pat need finished prior to the release?",
        "What is Pat allowed to eat before surgery?",
        "Is Pat still vegetarian? She confirmed it last time we spoke.",
        "What does Pat do before going to bed?",
        "Where does he go before he starts work?",
    ):
        assert not asks_about_the_past(cue), cue


def test_a_cue_about_an_earlier_state_is_read_as_one_without_a_verb_in_the_past() -> None:
    """Read only in the past tense, these lost the old value altogether (include_superseded
    is switched on by this reading): a review of the first version of the rule."""
    for cue in (
        "Pat's employer prior to Acme",
        "Sam's city two years ago",
        "Pat's address before the move?",
        "Who is the vet Pat used before the new one?",
        "Pat's diet before going vegan",
        "What did Pat tell me her address was before she moved?",
        "How often was Dev on call before he cut back?",
        "Before surgery was decided, what was the plan?",
        "How did custody work before the week-on, week-off schedule?",
        # from a second review: any count before "ago", and a past question about the
        # time before an event (not a request before a deadline)
        "Where did Ravi work a couple of years ago?",
        "What was Kai's blood pressure before the surgery?",
        # and a third's
        "What hobby did he have back in high school?",
        "the old phone number for Dad",
        "Which gym did the user use to go to?",
        "What car was she driving last year?",
        "What was the team size when she first started?",
    ):
        assert asks_about_the_past(cue), cue
    for cue in (
        "Which platform did Jo ask us to deploy to before the freeze?",
        "Should I remind Ben about his prescription before the pharmacy closes?",
        "What is Pat allowed to eat before surgery?",
        "Has Pat's address changed since before Christmas?",
        "How old is Priya?",
        "What does she like about old movies?",
    ):
        assert not asks_about_the_past(cue), cue
    old, new = _hit("old", 0.76, 0), _hit("new", 0.78, 200)
    vectors = {"old": np.array([1.0, 0.0]), "new": np.array([0.9, 0.3])}
    out = in_time_order([new, old], vectors, margin=0.05, similarity=0.6, earlier=True)
    assert [h.memory.id for h in out] == ["old", "new"]
    assert in_time_order([new, old], vectors, margin=0.05, similarity=0.6) == [new, old]


def test_a_cue_about_the_past_finds_the_state_just_before_not_the_first() -> None:
    """Boston (first), Denver, Seattle (now), asked "where did she live before Seattle?":
    Denver passes Seattle, and Boston does not pass Denver in turn."""
    seattle, denver, boston = (
        _hit("seattle", 0.80, 400),
        _hit("denver", 0.78, 200),
        _hit("boston", 0.77, 0),
    )
    vectors = {
        "seattle": np.array([1.0, 0.0]),
        "denver": np.array([0.95, 0.3]),
        "boston": np.array([0.9, 0.4]),
    }
    hits = [seattle, denver, boston]
    out = in_time_order(hits, vectors, margin=0.05, similarity=0.6, earlier=True)
    assert [h.memory.id for h in out][:2] == ["denver", "boston"]
    later = in_time_order(hits[::-1], vectors, margin=0.05, similarity=0.6)
    assert later[0].memory.id == "seattle"


def test_a_chain_of_lifts_stays_among_memories_about_one_thing() -> None:
    """Blind probe 140, "Does Maya still own a car?": "sold her Clio before the move" is
    lifted over "Maya's car is a Clio"; "moved to Porto", later and close to the sale but not
    to the car, rode that lift 0.26 up (the margin is 0.05 here). Three values of one thing
    still end latest first."""
    car, sold, moved = _hit("car", 0.80, 0), _hit("sold", 0.76, 100), _hit("moved", 0.72, 110)
    vectors = {
        "car": np.array([1.0, 0.0, 0.0]),
        "sold": np.array([0.8, 0.6, 0.0]),
        "moved": np.array([0.3, 0.9, 0.3]),
    }
    out = in_time_order([car, sold, moved], vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in out] == ["sold", "car", "moved"]
    v1, v2, v3 = _hit("v1", 0.80, 0), _hit("v2", 0.76, 100), _hit("v3", 0.72, 200)
    vectors = {
        "v1": np.array([1.0, 0.0]),
        "v2": np.array([0.95, 0.3]),
        "v3": np.array([0.9, 0.45]),
    }
    out = in_time_order([v1, v2, v3], vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in out] == ["v3", "v2", "v1"]


def test_turns_of_a_conversation_keep_their_order() -> None:
    old, new = _hit("old", 0.78, 0), _hit("new", 0.76, 200)
    turn = dataclasses.replace(new, memory=dataclasses.replace(new.memory, session_id="s1"))
    vectors = {"old": np.array([1.0, 0.0]), "new": np.array([0.9, 0.3])}
    assert in_time_order([old, turn], vectors, margin=0.05, similarity=0.6) == [old, turn]


def test_a_lift_keeps_the_list_sorted_and_never_passes_a_conflict() -> None:
    a, b, c = _hit("a", 0.80, 0), _hit("b", 0.80, 10), _hit("c", 0.78, 20)
    vectors = {"a": np.array([0.0, 1.0]), "b": np.array([1.0, 0.0]), "c": np.array([1.0, 0.1])}
    out = in_time_order([a, b, c], vectors, margin=0.05, similarity=0.6)
    assert [h.score for h in out] == sorted((h.score for h in out), reverse=True)
    ids = [h.memory.id for h in out]
    assert sorted(ids) == ["a", "b", "c"] and ids.index("c") < ids.index("b")
    conflict = dataclasses.replace(
        c, memory=dataclasses.replace(c.memory, conflicts_with="b"), score=0.8 - 1e-6
    )
    out = in_time_order([b, conflict], vectors, margin=0.05, similarity=0.6)
    assert [h.memory.id for h in out] == ["b", "c"]
    # lifted past a third hit, it still ends below the entry it contradicts
    x = _hit("x", 0.9, 0)
    vectors["x"] = np.array([1.0, 0.05])
    lifted = rank_conflicts_below(
        in_time_order([x, b, conflict], vectors, margin=0.1, similarity=0.6)
    )
    ids = [h.memory.id for h in lifted]
    assert ids.index("b") < ids.index("c")


@pytest.mark.parametrize(
    "text",
    ["The cardiologist switched Tom from warfarin to apixaban 5 mg twice a day.",
     "Maya and Jonah have moved to Manchester; they rent a terrace in Chorlton.",
     "Sofia traded in her Corolla for a 2025 Honda CR-V hybrid.",
     "Maya started a new job as a staff engineer at Northwind Health.",
     "Tom's metformin was increased to 1000 mg twice a day.",
     "GP increased Dad's metformin - now 1000mg twice daily.",
     "Royal Caribbean changed the itinerary, so the cruise is now April 12-19.",
     "The school pushed the concert back a week.",
     "The wedding budget went up to $42,000 after the date change.",
     "Théo gave up judo and plays handball on Wednesdays.",
     "Dan no longer coaches the under-10s.",
     "Priya does Walthamstow parkrun instead of Regent's Park.",
     "From February 2026 Sofia is on day shifts, 7am to 7pm.",
     "Carlos ya no juega al pádel los lunes.",
     "Greta ist nach München umgezogen.",
     "Chloé a changé de cours de danse.",
     "Sam stopped cycling to work after the office move; it's now a 25-minute drive.",
     "Keeping Celery for v2.0 after all: arq lacks the scheduled jobs we need.",
     "The street party is on after all."],
)  # fmt: skip
def test_an_update_written_as_a_change_announces_it(text: str) -> None:
    assert announces_change(text)


@pytest.mark.parametrize(
    "text",
    ["Tom takes warfarin; INR checks every two weeks.",
     "Maya works as a backend engineer at Fintrail.",
     "The new kitchen tiles arrived on Monday.",
     "Maya started a side project: a weather station.",
     "Until now she had never been to Japan.",
     "Tom has rented plot 14 since 2019.",
     "Sofia moved the meeting notes into the shared drive folder she made.",
     "Cian's school now has a new allergy action plan on file for him.",
     "Biscuit now has a blue collar.",
     "Dafydd has a new girlfriend called Seren.",
     "Sam stopped by the office to pick up his badge.",
     "The lift stopped during the fire drill.",
     "Nothing stopped nothing: the game went on.",
     "The bus stopped something like ten times.",
     "After all, she is the one who booked it.",
     "We cleaned up after all the guests had left."],
)  # fmt: skip
def test_a_plain_statement_or_a_new_detail_announces_no_change(text: str) -> None:
    assert not announces_change(text)


def _spread(n: int, base: float) -> dict[str, np.ndarray]:
    """n other hits, each `base` from every other one and from the rival pair (a peer's
    memories share its name): unit vectors with a common part."""
    rng = np.random.default_rng(7)
    common = rng.normal(size=64)
    common /= np.linalg.norm(common)
    out = {}
    for i in range(n):
        own = rng.normal(size=64)
        own -= own @ common * common
        own /= np.linalg.norm(own)
        out[f"o{i}"] = np.sqrt(base) * common + np.sqrt(1 - base) * own
    return out


def test_an_update_that_says_it_changed_leads_from_further_below() -> None:
    """ "Tom takes warfarin" 0.20 above "switched Tom from warfarin to apixaban": out of the
    plain margin, within the margin of an announced change."""
    old, new = _hit("old", 0.60, 0), _hit("new", 0.40, 200)
    new = dataclasses.replace(
        new,
        memory=dataclasses.replace(new.memory, content="He was switched from warfarin to apixaban"),
    )
    others = [_hit(f"o{i}", 0.50 - i / 100, 100) for i in range(4)]
    vectors = _spread(4, 0.3)
    vectors["old"] = np.eye(64)[0]
    vectors["new"] = 0.8 * np.eye(64)[0] + 0.6 * np.eye(64)[1]  # cosine 0.8 to old
    change = ChangeReach(margin=0.3, similarity=0.5, specificity=0.15)
    hits = [old, *others, new]
    lifted = in_time_order(hits, vectors, margin=0.1, similarity=0.6, change=change)
    assert [h.memory.id for h in lifted[:2]] == ["new", "old"]
    # without the change words, or without the change reach, the plain margin holds
    plain = dataclasses.replace(new, memory=dataclasses.replace(new.memory, content="He takes it"))
    kept = in_time_order([old, *others, plain], vectors, margin=0.1, similarity=0.6, change=change)
    assert kept[0].memory.id == "old"
    assert in_time_order(hits, vectors, margin=0.1, similarity=0.6)[0].memory.id == "old"
    # too few other hits to tell whether it stands out from them
    short = in_time_order([old, others[0], new], vectors, margin=0.1, similarity=0.6, change=change)
    assert short[0].memory.id == "old"


def test_a_change_as_close_to_every_hit_as_to_its_rival_is_not_lifted() -> None:
    """ "Greta wants her reminders in German from now on" is ~0.55 from all of Greta's
    memories: it updates none of them."""
    vectors = _spread(6, 0.55)
    hits = [_hit(f"o{i}", 0.60 - i / 100, 0) for i in range(5)]
    late = _hit("o5", 0.45, 200)
    late = dataclasses.replace(
        late, memory=dataclasses.replace(late.memory, content="Reminders in German from now on")
    )
    change = ChangeReach(margin=0.3, similarity=0.5, specificity=0.15)
    out = in_time_order([*hits, late], vectors, margin=0.1, similarity=0.6, change=change)
    assert [h.memory.id for h in out] == [h.memory.id for h in [*hits, late]]


@pytest.mark.parametrize(
    ("cue", "words"),
    [("Where does Lena live now?", ["lena", "live"]),
     ("Who is Ana's partner at the moment?", ["ana", "partner"]),
     ("What does Tom drive these days?", ["tom", "drive"]),
     ("Raj's current manager", ["raj", "manag"])],
)  # fmt: skip
def test_the_present_words_of_a_cue_are_no_keywords(cue: str, words: list[str]) -> None:
    """ "now" asks for the latest state: as a keyword it lifted every memory that says "now" of
    something else above the move a "Where does Lena live now?" asks about (recall probe 11)."""
    from service.recall.rivals import without_present_words
    from service.recall.terms import terms

    assert terms(without_present_words(cue)) == words


def test_a_cue_about_the_present_reaches_as_far_as_an_announced_change() -> None:
    """ "Where does Tom work now?": the later job leads from as far below as an announced
    change would, with no change words in it ("Tom started at Northwind"); a cue with no
    word for the present keeps the plain margin, and a cue about the past wins over it."""
    assert asks_about_now("Where does Tom work now?")
    assert asks_about_now("Who is Maria's current manager?")
    assert asks_about_now("Does he still coach the kids' team?")
    assert not asks_about_now("Where did Tom work in 2024?")
    assert not asks_about_now("Does she know Nowak?")
    old, new = _hit("old", 0.60, 0), _hit("new", 0.40, 200)
    others = [_hit(f"o{i}", 0.50 - i / 100, 100) for i in range(4)]
    vectors = _spread(4, 0.3)
    vectors["old"] = np.eye(64)[0]
    vectors["new"] = 0.8 * np.eye(64)[0] + 0.6 * np.eye(64)[1]
    change = ChangeReach(margin=0.3, similarity=0.5, specificity=0.15)
    hits = [old, *others, new]
    cue = "Where does Tom work now?"
    now = in_time_order(hits, vectors, margin=0.1, similarity=0.6, change=change, present=cue)
    assert [h.memory.id for h in now[:2]] == ["new", "old"]
    plain = in_time_order(hits, vectors, margin=0.1, similarity=0.6, change=change)
    assert plain[0].memory.id == "old"
    # as close to every hit as to its rival: still not lifted (it updates none of them)
    spread = _spread(6, 0.55)
    greta = [_hit(f"o{i}", 0.60 - i / 100, 0) for i in range(5)]
    out = in_time_order(
        [*greta, _hit("o5", 0.45, 200)],
        spread,
        margin=0.1,
        similarity=0.6,
        change=change,
        present=cue,
    )
    assert [h.memory.id for h in out] == [f"o{i}" for i in range(6)]


def test_a_cue_about_the_present_lifts_the_later_of_two_hits_that_say_what_it_asks() -> None:
    """ "Maria's manager at Fintra is Ana" / "... at Kraut Labs is Anne" are 0.47 apart (new
    names), below any rival similarity; both say "manager", which the other hits do not. Asked
    "Who is Maria's current manager?", the later leads; "now" itself is no shared topic."""

    def said(mid: str, score_: float, days: int, content: str) -> Hit:
        h = _hit(mid, score_, days)
        return dataclasses.replace(h, memory=dataclasses.replace(h.memory, content=content))

    old = said("old", 0.38, 0, "Maria's manager at Fintra is Ana Ribeiro.")
    new = said("new", 0.35, 300, "Maria's manager at Kraut Labs is Anne Vogel.")
    others = [
        said("o0", 0.25, 100, "Maria works as design lead at Kraut Labs."),
        said("o1", 0.24, 350, "Maria's night shifts are now once a week."),
        said("o2", 0.23, 120, "Maria prefers video calls after 4pm."),
    ]
    vectors = _spread(3, 0.3)
    vectors["old"] = np.eye(64)[0]
    vectors["new"] = 0.47 * np.eye(64)[0] + np.sqrt(1 - 0.47**2) * np.eye(64)[1]
    hits = [old, new, *others]
    cue = "Who is Maria's current manager?"
    out = in_time_order(hits, vectors, margin=0.1, similarity=0.6, present=cue)
    assert [h.memory.id for h in out[:2]] == ["new", "old"]
    assert in_time_order(hits, vectors, margin=0.1, similarity=0.6) == hits
    # "now" in the cue and in a later hit is no topic: "night shifts are now ..." stays put
    shifts = in_time_order(
        [others[0], others[1]], vectors, margin=0.1, similarity=0.6, present="Where is she now?"
    )
    assert [h.memory.id for h in shifts] == ["o0", "o1"]


@pytest.mark.parametrize(
    ("cue", "start", "end"),
    [("What did the family do last Sunday?", (2026, 11, 28, 12), (2026, 11, 30, 12)),
     ("what happened last Friday", (2026, 11, 26, 12), (2026, 11, 28, 12)),
     ("What did she eat last night?", (2026, 12, 1), (2026, 12, 2)),
     ("Where did she live before September 2026?", (1970, 1, 1), (2026, 9, 1)),
     ("What did he do before 2025?", (1970, 1, 1), (2025, 1, 1)),
     ("What changed since March?", (2026, 3, 1), (2026, 12, 2, 15)),
     ("What happened after Easter?", (2026, 4, 8), (2026, 12, 2, 15))],
)  # fmt: skip
def test_weekdays_and_bounds_before_or_since_a_time_are_windows(
    cue: str, start: tuple[int, ...], end: tuple[int, ...]
) -> None:
    """The tenth recall probe: "last Sunday" was no time, and "before September 2026" lifted
    September itself."""
    from service.recall.when import cue_window

    def at(parts: tuple[int, ...]) -> datetime:
        hour = parts[3] if len(parts) > 3 else 0
        return datetime(parts[0], parts[1], parts[2], hour, tzinfo=UTC)

    now = datetime(2026, 12, 2, 15, tzinfo=UTC)  # a Wednesday
    assert cue_window(cue, now) == (at(start), at(end))


def test_the_year_of_a_named_month_leaves_the_keyword_search() -> None:
    """ "Where did Maya travel in October 2025?": "2025" found "Thanksgiving 2025" by its words;
    the window already holds October 2025 (and the whole cue is searched again when nothing
    happened in it)."""
    from service.recall.when import without_span_back

    assert "2025" not in without_span_back("Where did Maya travel in October 2025?")
    assert "2025" not in without_span_back("Her plans for Christmas 2025")
    assert without_span_back("What did she buy in the 2025 sale?") == (
        "What did she buy in the 2025 sale?"
    )


@pytest.mark.parametrize(
    ("cue", "asked"),
    [("Why did Lena's family relocate to Hamburg?", True),
     ("How come Tom sold the Corolla?", True),
     ("What was the reason Ana left?", True),
     ("Warum ist Lena umgezogen?", True),
     ("¿Por qué dejó Ana el piso?", True),
     ("Where does Lena live?", False),
     ("Whyte & Mackay whisky", False)],
)  # fmt: skip
def test_a_why_cue_is_told_apart(cue: str, asked: bool) -> None:
    from service.recall.reasons import asks_why

    assert asks_why(cue) is asked


def test_a_why_cue_puts_the_reason_first_within_the_margin() -> None:
    """ "Why did Lena's family relocate?": the decision that says why goes above the event
    that reports the move when their scores are close, and no further (recall probe 11)."""
    from service.recall.reasons import reasons_first

    event = Hit(memory(id="event", content="Lena's family moved into a flat in Hamburg"), 0.50, 0.5)
    reason = Hit(
        memory(id="reason", content="They chose Hamburg because Jonas got an offer there"),
        0.45,
        0.45,
    )
    decided = Hit(memory(id="decided", kind="decision", content="Sell the car"), 0.30, 0.3)
    ranked = reasons_first([event, reason, decided], margin=0.1)
    assert [h.memory.id for h in ranked] == ["reason", "event", "decided"]
    assert ranked[0].components["reason"] == 1.0 and "reason" not in ranked[1].components
    assert [h.memory.id for h in reasons_first([event, decided], margin=0.1)] == [
        "event",
        "decided",
    ]
