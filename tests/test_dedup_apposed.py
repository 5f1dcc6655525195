"""A person named with their relation to the user in one text and by name alone in the other
is one person (service/dedup/apposed.py; held-out dedup probe 105 of 2026-12-06's fourth
session): the relation is set aside for the comparison, never when the other text names a
relation of its own or says the name is a name ("called")."""

from __future__ import annotations

import pytest

from service.dedup import Relation, Thresholds, judge
from service.dedup.apposed import apposed


@pytest.mark.parametrize(
    ("new", "old", "expected"),
    [
        (
            "My son Theo is color blind.",
            "Theo is colour-blind.",
            ("Theo is color blind.", "Theo is colour-blind."),
        ),
        (
            "The user's daughter Nora captains the team.",
            "Nora is captain of the team.",
            ("Nora captains the team.", "Nora is captain of the team."),
        ),
        # the other text names a relation: both kept as written
        (
            "My son Leo starts school in September.",
            "My nephew Leo starts school in September.",
            ("My son Leo starts school in September.", "My nephew Leo starts school in September."),
        ),
        # another person, or the name said as a name elsewhere
        (
            "My son Theo plays chess.",
            "Nora plays chess.",
            ("My son Theo plays chess.", "Nora plays chess."),
        ),
        (
            "My daughter Mia loves horses.",
            "The pony is called Mia.",
            ("My daughter Mia loves horses.", "The pony is called Mia."),
        ),
    ],
)
def test_a_relation_is_set_aside_only_for_the_same_name_alone(
    new: str, old: str, expected: tuple[str, str]
) -> None:
    assert apposed(new, old) == expected


def test_a_relation_named_on_one_side_merges_and_another_relation_does_not() -> None:
    same = judge(
        "The user's son Leo starts school in September.", "Leo starts school in September.", 0.92
    )
    other = judge(
        "My son Leo starts school in September.",
        "My nephew Leo starts school in September.",
        0.977,
        thresholds=Thresholds(),
    )
    assert same.relation is Relation.DUPLICATE
    assert other.relation is not Relation.DUPLICATE
