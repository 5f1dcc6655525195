"""A word misspelt in one text and right in the other is one word (held-out dedup probes 41
and 42 merged none of their six such duplicates); two real words a letter apart, names in
lower case, words of no list and texts that are not English stay as written (pure functions)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, clear_text_caches, judge
from service.dedup.typos import respelled


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user prefers window seats on flights.", "The user perfers window seats on flights."),
        ("Remind the user to renew their passport.", "Remind the user to renew thier passport."),
        ("User is allergic to shellfish.", "User is alergic to shelfish."),
        ("I am a kindergarten teacher.", "I am a kindergaten teacher."),
        ("My grandmother raised me.", "My granmother raised me."),
    ],
)
def test_a_typo_against_the_right_word_merges(old: str, new: str) -> None:
    assert judge(new, old, 0.8).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user is quiet", "The user is quite"),  # two words
        ("The team runs mysql", "The team runs mssql"),  # on no list: two products
        ("I have a cat named leela.", "I have a cat named lela."),  # a name
        ("Der Nutzer ist alten Freunden treu", "Der Nutzer ist alter Freunden treu"),  # German
    ],
)
def test_words_that_are_not_typos_are_left_as_written(old: str, new: str) -> None:
    assert respelled(new, old) == (new, old)


def test_a_contradiction_through_a_typo_is_still_one() -> None:
    assert judge("I have a girldfriend.", "I don't have a girlfriend.", 0.65).relation is (
        Relation.CONTRADICTION
    )


def test_forget_drops_the_words_it_held() -> None:
    from service.dedup.typos import _one_edit_away

    respelled("The user perfers tea", "The user prefers tea")
    assert _one_edit_away.cache_info().currsize > 0
    clear_text_caches()
    assert _one_edit_away.cache_info().currsize == 0


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user's dad always wears a cap.", "The user's dad always wears a cape."),
        ("I have a scar on my knee", "I have a scare on my knee"),
        ("The user likes the plan", "The user likes the plane"),
        # the price: a typo between two real words is read as two words too
        ("Ana is quite shy.", "Ana is quit shy."),
    ],
)
def test_two_words_one_final_e_apart_are_two_words(old: str, new: str) -> None:
    """The stemmer drops a final "e" ("make" / "making"), which made "cap" and "cape" one word
    (held-out dedup probe 43's false merge)."""
    assert judge(new, old, 0.93).relation is not Relation.DUPLICATE


def test_an_inflection_is_still_the_same_word() -> None:
    assert judge("I love baking bread.", "I love to bake bread.", 0.93).relation is (
        Relation.DUPLICATE
    )
