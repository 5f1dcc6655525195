"""A note about the user against the user's own words, told with "his" or "her": "The user
organises her medications in a weekly pill box" / "I organise my medications in a weekly pill
box" is one statement (`service.dedup.first_person.as_told_of_the_user`). The alignment read
"my" against "her" as two people; dedup probe 81 had 9 of its 60 duplicates kept apart that
way (18 -> 27 merged). Someone else named before the
pronoun ("drives Tom to his office") keeps it someone else's: those pairs are in
tests/test_dedup_person.py."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user organises her medications in a weekly pill box.",
      "I organise my medications in a weekly pill box.", 0.79),
     ("The user takes his insulin before each meal", "I take my insulin before every meal", 0.81),
     ("The user has type 2 diabetes and checks her blood sugar twice a day.",
      "I have type 2 diabetes and check my blood sugar twice a day.", 0.74),
     ("The user takes oat milk in his coffee.", "I take oat milk in my coffee", 0.79)],
)  # fmt: skip
def test_his_or_her_in_a_note_about_the_user_is_the_users(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I feed my cat before my morning run", "The user feeds her cat after her morning run", 0.79),
     ("I don't let my kids use my phone", "The user lets her kids use her phone", 0.78)],
)  # fmt: skip
def test_a_changed_word_is_never_merged_once_the_person_agrees(
    old: str, new: str, cosine: float
) -> None:
    """Told of the user both ways, an antonym or a negation is what it is between any two
    texts (the first a contradiction; the second keeps its pronoun, as "her kids" may own
    "her phone")."""
    verdict = judge(new, old, cosine)
    assert verdict.relation is not Relation.DUPLICATE, verdict.reason
