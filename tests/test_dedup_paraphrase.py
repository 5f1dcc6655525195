"""The dedup paraphrase head (service/dedup/paraphrase.py): the same fact told in another form
merges; a look-alike told in another form does not; the rules' findings always win.

Unit tests use a stub head (the judge's logic around it); the API tests write through a real
server with the real model and the shipped head. The pairs here were written for these tests,
not taken from the probes the head was fitted or measured on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
import pytest

from embeddings import onnx_model_id
from service.app import build_paraphrase_head
from service.client import MemcueClient
from service.dedup import Relation, Thresholds, judge
from service.dedup.paraphrase import (
    DEFAULT_PATH,
    OVERLAP,
    bar_for,
    form,
    head_for,
    kept_apart,
    load_head,
    told_differently,
)
from service.domain import WriteOutcome
from service.settings import Settings
from tests.dedup_writes import write_pair as _write_pair


@dataclass
class StubHead:
    """Answers one score and counts the questions."""

    score: float
    name: str = "stub head"
    asked: list[int] = field(default_factory=list)

    def threshold_for(self, note: bool) -> float:
        return 0.8 if note else 0.9

    def probability(self, x: npt.NDArray[np.float64]) -> float:
        self.asked.append(x.size)
        return self.score


_DIM = 8
_VECTORS = (np.ones(_DIM, dtype=np.float32), np.ones(_DIM, dtype=np.float32))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Editor of choice: vim", "note"),
        ("Meds: lisinopril 10 mg daily, AM", "note"),
        ("User plays guitar.", "user"),
        ("Prefers tea over coffee.", "user"),
        ("L'utilisateur travaille à Lyon.", "user"),
        ("I play the guitar in my free time.", "first"),
        ("J'habite à Lyon.", "first"),
        ("Mom is a librarian.", "other"),
        ("Vivo en Valencia.", "other"),
    ],
)
def test_how_a_memory_is_told(text: str, expected: str) -> None:
    assert form(text) == expected


@pytest.mark.parametrize(
    ("new", "old", "expected"),
    [
        ("I play the guitar.", "User plays guitar.", True),
        ("I use Vim.", "Editor of choice: vim", True),
        ("Rent due 1st of every month", "User pays rent on the 1st.", True),
        # told alike: the rules see the words side by side, the head would read a topic
        ("I think football is dangerous.", "I like football.", False),
        ("User likes tea.", "User drinks tea daily.", False),
        # a bare statement against the speaker's words: mostly two opinions on one topic
        ("Favourite Italian food is fettuccine Alfredo.", "I love Italian food.", False),
    ],
)
def test_the_head_is_only_for_texts_told_differently(new: str, old: str, expected: bool) -> None:
    assert told_differently(new, old) is expected


@pytest.mark.parametrize(
    ("new", "old", "guard"),
    [
        ("My brother is called Tom.", "User's husband is called Tom.", "person"),
        ("Mon mari est allergique aux arachides.", "Allergie : arachides", "person"),
        ("I use Jira.", "User's team uses Jira.", "person"),
        ("Loves the color red.", "My favorite color is green.", "another of a kind"),
        ("I want to visit England one day.", "Visits England every year.", "wish"),
        ("I'm vegetarian but eat fish.", "User is vegetarian.", "exception"),
        ("I had a gym membership.", "User has a gym membership.", "tense"),
        ("User's bedroom lights are Hue.", "User's living room lights are Hue.", "slot"),
        ("I now bike to work.", "User drives to work.", "change word"),
        # (MSC personas: merged by the head before these guards)
        ("Prefers reading to FB.", "I prefer FB.", "comparison"),
        ("has 3 thumbs.", "I have 3 toes.", "another of a kind"),
        # (held-out probe 75: merged by the head before this guard)
        ("I go to the gym every Tuesday.", "Gym: Mondays", "another time"),
        ("our standup is at 9:30 on Mondays only", "Standup: 9:30 daily", "another time"),
        # (held-out probe 77: one word swapped once the person is set aside)
        ("The user writes tests with unittest.", "I write tests with pytest", "slot"),
        # (held-out probe 78: a time the overlap vetoes read as its number alone; a wish in
        # Portuguese)
        ("I go to the gym Mon, Wed and Fri at 7pm", "Gym: Mon/Wed/Fri 7am", "another time"),
        ("Quero migrar o banco de dados para MongoDB", "Banco de dados: MongoDB", "wish"),
        # (held-out probe 87: the least favourite one)
        ("Least favorite pizza topping: mushrooms", "Favorite pizza topping: mushrooms", "degree"),
        ("My ex-wife Anna lives in Porto.", "Wife: Anna, lives in Porto", "degree"),
        # (held-out probe 91: an idea is not yet done)
        (
            "Bought Dad a record player for his birthday.",
            "Birthday gift idea for Dad: a record player",
            "wish",
        ),
        ("Considering a move to Lisbon next year.", "Moving to Lisbon next year.", "wish"),
    ],
)
def test_hard_differences_keep_a_pair_apart_whatever_the_score(
    new: str, old: str, guard: str
) -> None:
    assert guard in kept_apart(new, old)
    head = StubHead(score=0.999)
    verdict = judge(new, old, 0.75, vectors=_VECTORS, head=head)
    assert verdict.relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "relation"),
    [
        ("Blood type: A+", "The user's blood type is A-.", Relation.CONTRADICTION),
        ("I code in C++.", "I code in C.", Relation.DISTINCT),
        ("Blood type: O-", "The user's blood type is O negative.", Relation.DUPLICATE),
    ],
)
def test_a_sign_the_words_drop_still_counts(old: str, new: str, relation: Relation) -> None:
    """(held-out probe 77: "A+" / "A-" were the same words)"""
    assert judge(new, old, 0.85).relation is relation


def test_one_time_written_two_ways_is_no_other_time() -> None:
    assert "another time" not in kept_apart("I go to the gym every Monday.", "Gym: Mondays")
    assert "another time" not in kept_apart("Dentist on Tue 14 Nov", "Dentist: Tuesday, Nov 14")
    assert "another time" not in kept_apart("The meeting is at 3 PM.", "Meeting: 15:00")
    assert "another time" not in kept_apart("Standup at 9.45 a.m.", "Standup: 9:45")


def test_a_preference_for_doing_something_is_no_comparison() -> None:
    assert "comparison" not in kept_apart("Walks to work.", "I prefer to walk to work.")
    assert "comparison" not in kept_apart(
        "I'd rather take the train than fly.", "User prefers trains to planes."
    )


def test_a_sure_head_merges_what_the_rules_leave_undecided() -> None:
    new, old = "gluten makes me ill, I'm intolerant to it", "User is gluten intolerant."
    assert judge(new, old, 0.71).relation is Relation.DISTINCT
    head = StubHead(score=0.95)
    verdict = judge(new, old, 0.71, vectors=_VECTORS, head=head)
    assert verdict.relation is Relation.DUPLICATE
    assert verdict.reason.startswith("stub head 0.950")
    assert head.asked == [2 * _DIM + 1 + len(OVERLAP)]


def test_an_unsure_head_strict_mode_or_no_vectors_keep_both() -> None:
    new, old = "gluten makes me ill, I'm intolerant to it", "User is gluten intolerant."
    assert judge(new, old, 0.71, vectors=_VECTORS, head=StubHead(0.89)).relation is (
        Relation.DISTINCT
    )
    assert judge(new, old, 0.71, vectors=_VECTORS, head=StubHead(0.99), strict=True).relation is (
        Relation.DISTINCT
    )
    assert judge(new, old, 0.71, head=StubHead(0.99)).relation is Relation.DISTINCT
    low = Thresholds(paraphrase_floor=0.75)
    assert judge(
        new, old, 0.71, vectors=_VECTORS, head=StubHead(0.99), thresholds=low
    ).relation is (Relation.DISTINCT)


def test_the_head_is_never_asked_about_texts_told_alike() -> None:
    head = StubHead(score=0.999)
    verdict = judge(
        "I think football is dangerous.", "I like football.", 0.6, vectors=_VECTORS, head=head
    )
    assert verdict.relation is Relation.DISTINCT
    assert head.asked == []


@pytest.mark.parametrize(
    ("new", "old", "relation"),
    [
        # a rule's finding stands: a changed count supersedes, a changed value too
        ("I have 3 cats now.", "User has 2 cats.", Relation.CONTRADICTION),
        ("My favourite drink is coffee.", "User's favourite drink is tea.", Relation.CONTRADICTION),
        # the same words once harmonised merge by the rules, not the head
        ("I'm vegan.", "User is vegan.", Relation.DUPLICATE),
    ],
)
def test_the_rules_decide_first(new: str, old: str, relation: Relation) -> None:
    head = StubHead(score=0.999)
    verdict = judge(new, old, 0.8, vectors=_VECTORS, head=head)
    assert verdict.relation is relation
    assert "stub head" not in verdict.reason


def test_a_note_has_its_own_threshold() -> None:
    new, old = "Seat pref: window", "User prefers window seats on flights."
    assert judge(new, old, 0.71, vectors=_VECTORS, head=StubHead(0.85)).relation is (
        Relation.DUPLICATE
    )
    new, old = "gluten makes me ill, I'm intolerant to it", "User is gluten intolerant."
    assert judge(new, old, 0.71, vectors=_VECTORS, head=StubHead(0.85)).relation is (
        Relation.DISTINCT
    )


def test_the_shipped_head_is_for_the_default_embedder_only() -> None:
    head = load_head()
    assert head.model == onnx_model_id("sentence-transformers/all-MiniLM-L6-v2")
    assert head.weights.size == 2 * 384 + 1 + len(OVERLAP)
    assert 0.5 < head.note_threshold <= head.threshold < 1.0
    assert bar_for(head, "Editor: vim", "I use vim") == head.note_threshold
    assert bar_for(head, "User uses vim", "I use vim") == head.threshold
    assert bar_for(head, "I love vim", "I use vim") is None  # told alike
    assert head_for(head.model, 384) is not None
    assert head_for("static-64d", 64) is None
    assert head_for(head.model, 768) is None
    assert head_for(head.model, 384, DEFAULT_PATH.with_name("missing.json")) is None


def test_the_head_can_be_switched_off() -> None:
    class Embedder:
        model_id = load_head().model
        dimension = 384

    off = Settings(dedup=Thresholds(paraphrase=False))
    assert build_paraphrase_head(off, Embedder()) is None  # type: ignore[arg-type]
    assert build_paraphrase_head(Settings(), Embedder()) is not None  # type: ignore[arg-type]


# -- through the API, real model, shipped head -------------------------------------------


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's shoe size is 44 EU.", "I wear a size 44 shoe (EU)."),
        ("User is a night-shift nurse.", "I work night shifts as a nurse."),
        ("User is fluent in Japanese.", "I speak Japanese fluently."),
        ("User is gluten intolerant.", "gluten makes me ill, I'm intolerant to it"),
    ],
)
def test_one_fact_told_in_another_form_merges(client: MemcueClient, old: str, new: str) -> None:
    outcome, live = _write_pair(client, old, new)
    assert outcome == WriteOutcome.MERGED
    assert len(live) == 1


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My favorite color is green.", "Loves the color red."),
        ("User's team uses Jira.", "I use Jira."),
        ("User is vegetarian.", "I'm vegetarian but eat fish."),
        ("User's husband is called Tom.", "My brother is called Tom."),
        ("User has a gym membership.", "I had a gym membership."),
        ("User's son plays tennis.", "I play tennis."),
        # German capitalises its nouns, which read as a Title Case headline (names ignored):
        # the head merged another city and another sport (review s180)
        ("Ich wohne in Berlin.", "Der Nutzer wohnt in München."),
        ("Der Nutzer spielt Fußball", "Ich spiele Tennis"),
    ],
)
def test_a_look_alike_told_in_another_form_keeps_both(
    client: MemcueClient, old: str, new: str
) -> None:
    outcome, live = _write_pair(client, old, new)
    assert outcome == WriteOutcome.CREATED
    assert live == sorted([old, new])
