"""How sure a statement is and whether it still holds: a guess and a sure statement are two
memories ("is probably coming" / "is definitely coming"), and so are a state
that is over and one that goes on ("was vegetarian for ten years" / "has been vegetarian for
ten years": held-out dedup probe 41's two false merges). Emphasis is no guess, and two texts
in one tense still merge (pure functions; cosines as the write path would see them)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The user is definitely coming to the party on Saturday",
            "The user is probably coming to the party on Saturday",
        ),
        (
            "Lena will definitely present the roadmap on Monday",
            "Lena will possibly present the roadmap on Monday",
        ),
        (
            "Der Nutzer kommt bestimmt am Samstag zur Party",
            "Der Nutzer kommt wahrscheinlich am Samstag zur Party",
        ),
        (
            "El usuario definitivamente vendrá a la fiesta el sábado",
            "El usuario quizás vendrá a la fiesta el sábado",
        ),
        ("The user was vegetarian for ten years", "The user has been vegetarian for ten years"),
        ("The user worked at Google for six years", "The user has worked at Google for six years"),
        ("Tom's been the team lead since March", "Tom was the team lead since March"),
    ],
)
def test_a_guess_or_a_state_that_ended_is_another_memory(old: str, new: str) -> None:
    assert judge(new, old, 0.95).relation is Relation.DISTINCT
    assert judge(old, new, 0.95).relation is Relation.DISTINCT


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The user is really coming to the party on Saturday",
            "The user is definitely coming to the party on Saturday",
        ),
        ("I have lived in Paris for 5 years", "I've lived in Paris for five years"),
        ("User has been vegetarian since 2015", "The user has been a vegetarian since 2015"),
        ("User's sister was born in 1990", "The user's sister was born in 1990"),
        ("The user probably prefers tea", "The user probably prefers tea."),
        # a guess beside a plain statement is the same memory (an earlier probe's duplicate)
        ("Ben drives a Toyota Corolla.", "Ben probably drives a Toyota Corolla."),
        ("The incident postmortem has been published.", "The incident postmortem was published."),
    ],
)
def test_the_same_certainty_and_tense_still_merge(old: str, new: str) -> None:
    assert judge(new, old, 0.97).relation is Relation.DUPLICATE
