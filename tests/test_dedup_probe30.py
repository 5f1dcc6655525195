"""The thirteenth blind dedup probe's false merges (pure functions): "under budget" / "over
budget" dropped both words as places, "at school" / "after school" a time bound on one side,
"Alien" / "Aliens" a title read as its plural. Cosines are MiniLM's for each pair (int8 ONNX
export); what must still merge keeps merging."""

# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Grace's son plays chess at school", "Grace's son plays chess after school", 0.98),
     ("Ben calls his mother on Sundays", "Ben calls his mother after church on Sundays", 0.90),
     ("Victor rewatched Alien", "Victor rewatched Aliens", 0.95),
     ("The server runs under capacity", "The server runs over capacity", 0.95),
     ("The team is over budget", "The team is on budget", 0.93)],
)  # fmt: skip
def test_a_bound_or_another_title_keeps_both(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


def test_over_and_under_a_bare_noun_are_opposite_bounds() -> None:
    """The probe labelled it an update: now over budget replaces under budget."""
    verdict = judge("Grace's project is now over budget", "Grace's project is under budget", 0.96)
    assert verdict.relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The cat jumps over the fence every morning", "Every morning the cat jumps over the fence", 0.97),
     ("Ivy keeps her bike under the stairs", "Ivy keeps her bike under the stairs.", 0.99),
     ("Leo meets Sam after work on Fridays", "On Fridays Leo meets Sam after work", 0.97),
     ("Grace's project is under budget", "Grace's project is under budget, FYI", 0.95),
     ("Omar supports the Maple Leafs", "Omar supports the Maple Leafs!", 0.99)],
)  # fmt: skip
def test_the_same_bound_or_place_on_both_sides_still_merges(
    old: str, new: str, cosine: float
) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Frank has a dog named Rex", "Frank mentioned that he has a dog named Rex", 0.96),
     ("Henry prefers Slack over email", "Henry said he prefers Slack over email", 0.97),
     ("Ivy is vegan", "Ivy told me she is vegan", 0.91),
     ("Paul's son's name is Theo", "Paul asked me to remember that his son's name is Theo", 0.92),
     ("Karen's deadline is Thursday", "Kindly note that Karen's deadline is Thursday", 0.93),
     ("Quinn's office is in building C", "Thanks for noting: Quinn's office is in building C", 0.92),
     ("Mona prefers short answers", "The user Mona prefers short answers", 0.94)],
)  # fmt: skip
def test_what_a_person_said_of_themselves_is_the_statement(
    old: str, new: str, cosine: float
) -> None:
    """The probe's reporting frames: an agent notes "X told me she ..." as often as "X ..."."""
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Ivy is vegan", "Ivy told me she was vegan", 0.89),
     ("Bob said he likes Ana", "Ana said she likes Bob", 0.91),
     ("Ken lied", "Ken said he didn't lie", 0.87),
     ("Frank has a dog named Max", "Frank mentioned that he has a dog named Rex", 0.70),
     ("Mona prefers long answers", "The user Mona prefers short answers", 0.87)],
)  # fmt: skip
def test_a_reported_statement_still_differs_where_it_says_otherwise(
    old: str, new: str, cosine: float
) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE
