"""Short first-person memories (MSC persona style) that a review of 2026-12-07 found merged
through the write path: the parse normalised away the very word that tells them apart (who,
how many, when, an age, a genre, a light verb, a question mark). Each class with the review's
pair, unseen variants, and the paraphrases of the same shape that must still merge (cosines as
MiniLM int8 gives them; both orders are judged, the rules being symmetric)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from service.client import MemcueClient
from service.dedup import Relation, judge
from service.dedup.align import parse
from service.dedup.diff import compare
from service.dedup.occasions import two_occasions
from service.dedup.persona import persona_apart
from service.domain import WriteOutcome

# (one, other, cosine)
KEPT = [
    # the user against the user's relative or acquaintance
    ("I am a stay at home mom.", "My mother stays home.", 0.71),
    ("I play tennis with my son.", "My sons play tennis.", 0.89),
    ("I love hiking with my friend.", "My friends love hiking.", 0.92),
    # one person against several
    ("I enjoy shopping with my daughter.", "My daughters love to shop.", 0.78),
    ("My brother lives in Ohio.", "My brothers live in Ohio.", 0.94),
    # a change under way against a state
    ("I'm getting married.", "I am married.", 0.74),
    ("I'm getting divorced.", "I am divorced.", 0.87),
    ("She is getting engaged.", "She is engaged.", 0.96),
    # a future state against the present one
    ("I am going to be a lawyer.", "I am a lawyer.", 0.75),
    ("I will be a doctor.", "I am a doctor.", 0.75),
    # an age against a count
    ("I have a two year old daughter.", "I have 2 daughters.", 0.76),
    ("I have a three year old son.", "I have 3 sons.", 0.73),
    ("I have a 5-year-old dog.", "I have 5 dogs.", 0.75),
    # a genre against the thing itself
    ("I love country music.", "I love the country.", 0.71),
    ("I like rock music.", "I like the rock.", 0.76),
    # doing something with one against being one
    ("I use a personal trainer.", "I am a personal trainer.", 0.80),
    ("I hire a lawyer.", "I am a lawyer.", 0.66),
    # a question against the statement, in the same words
    ("Tess flies to Rome on Friday.", "Tess flies to Rome on Friday?", 0.90),
    ("You are vegan.", "Are you vegan?", 0.80),
]

MERGED = [
    ("I'm married.", "I am married.", 0.93),
    ("I'm a lawyer.", "I work as a lawyer.", 0.86),
    ("I'm a lawyer.", "I am a lawyer.", 0.96),
    ("I have two daughters.", "I have 2 daughters.", 0.99),
    ("I have a son who plays soccer.", "My son plays soccer.", 0.90),
    ("My wife and I love hiking.", "I love hiking with my wife.", 0.97),
    ("I love jazz music.", "I love jazz.", 0.95),
    ("I like country music.", "I like country.", 0.81),
    ("I have a two year old daughter.", "I have a 2-year-old daughter.", 0.96),
    ("My son is 5 years old.", "My son is five years old.", 0.98),
    ("The meeting will be on Friday.", "The meeting is on Friday.", 0.93),
    ("The release will be in June.", "The release is in June.", 0.98),
    ("I am going to be a lawyer.", "I will be a lawyer.", 0.93),
    ("I'm getting married.", "I am getting married.", 0.94),
    ("My daughters love to shop.", "My daughters love shopping.", 0.92),
    ("Tess flies to Rome on Friday.", "Tess flies to Rome on Friday!", 0.94),
    ("I am a stay at home mom.", "I'm a stay-at-home mom.", 0.93),
    ("My mother stays home.", "My mom stays at home.", 0.95),
    # MSC persona neighbours the first draft of these rules kept apart (all merged before)
    ("I was raised by my mother.", "my mom raised me.", 0.88),
    ("I live with my parents.", "my parents live with me.", 0.94),
    ("I live with my mom.", "My mother lives with me.", 0.86),
    ("I am best friends with my mom.", "My mom is my best friend.", 0.92),
    ("I don't have kids.", "I don't have kid.", 0.88),
    ("I am the oldest of my siblings.", "I am the oldest sibling.", 0.95),
    ("I am getting married.", "I am about to be married.", 0.89),
    ("I am a vegan.", "I m a vegan.", 0.96),
    ("I have a cat.", "I have a pet cat.", 0.92),
    ("I have a pet snake.", "I have a snake.", 0.91),
]


# the review's own pairs, as it wrote them (first stored, then the new write)
REVIEW = [KEPT[i] for i in (0, 3, 5, 8, 10, 13, 15, 17)]


@pytest.mark.parametrize(("one", "other", "cosine"), KEPT)
def test_first_person_look_alikes_stay_two(one: str, other: str, cosine: float) -> None:
    assert judge(one, other, cosine).relation is Relation.DISTINCT
    assert judge(other, one, cosine).relation is Relation.DISTINCT


@pytest.mark.parametrize(("one", "other", "cosine"), MERGED)
def test_first_person_paraphrases_still_merge(one: str, other: str, cosine: float) -> None:
    assert judge(one, other, cosine).relation is Relation.DUPLICATE
    assert judge(other, one, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("new", "old", "kind"),
    [
        ("I am a stay at home mom.", "My mother stays home.", "role_swap"),
        ("I enjoy shopping with my daughter.", "My daughters love to shop.", "role_swap"),
        ("I'm getting married.", "I am married.", "tense"),
        ("I am going to be a lawyer.", "I am a lawyer.", "tense"),
        ("I have a two year old daughter.", "I have 2 daughters.", "entity"),
        ("I love country music.", "I love the country.", "addition"),
        ("I use a personal trainer.", "I am a personal trainer.", "be_have"),
        ("Tess flies to Rome on Friday.", "Tess flies to Rome on Friday?", "question"),
    ],
)
def test_the_review_pairs_are_no_longer_the_same_finding(new: str, old: str, kind: str) -> None:
    assert compare(new, old).kind == kind


def test_persona_rules_leave_an_introduced_relative_alone() -> None:
    # "I have a daughter ..." brings the daughter in: the statement is about her
    x, y = parse("I have a son who plays soccer."), parse("My son plays soccer.")
    assert persona_apart(x, y, "I have a son who plays soccer.", "My son plays soccer.") is None


# Item 9: the same past event told on days far apart is two occasions (write path only).
JAN, JUN = datetime(2025, 1, 10, 9, tzinfo=UTC), datetime(2025, 6, 3, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "apart"),
    [
        ("Tess went to the dentist.", True),
        ("I visited my grandma.", True),
        ("Tess goes to the dentist.", False),  # a habit retold, not an occasion
        ("Tess moved to Lisbon.", False),  # a one-off happens once
        ("Tess went to the dentist in March.", False),  # the text names its occasion
        ("Tess went to the dentist yesterday.", False),  # (a deictic day: the words decide)
    ],
)
def test_a_past_event_on_days_far_apart(text: str, apart: bool) -> None:
    assert bool(two_occasions(text, text, JUN, JAN)) is apart
    assert not two_occasions(text, text, JAN + timedelta(hours=5), JAN)


def test_the_write_path_keeps_two_visits_and_merges_a_restatement(client: MemcueClient) -> None:
    first = client.remember("tess", "Tess went to the dentist.", occurred_at=JAN)
    again = client.remember("tess", "Tess went to the dentist.", occurred_at=JUN)
    assert again.outcome is WriteOutcome.CREATED
    same_day = client.remember("tess", "Tess went to the dentist.", occurred_at=JUN)
    assert same_day.outcome is WriteOutcome.MERGED
    assert {m.occurred_at for m in client.list("tess").memories} == {JAN, JUN}
    assert first.memory.id != again.memory.id


def test_the_review_pairs_stay_two_on_the_write_path(client: MemcueClient) -> None:
    for k, (one, other, _) in enumerate(REVIEW):
        client.remember(f"review{k}", one)
        assert client.remember(f"review{k}", other).outcome is WriteOutcome.CREATED, other
