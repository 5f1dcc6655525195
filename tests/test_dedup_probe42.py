"""Held-out dedup probes 41 and 42's misses fixed in general form beside the typos
(`tests/test_dedup_typos.py`): a count after "with" is a quantity, not an identifier ("lives
with three cats" / "with 3 cats", while "with two cats" / "with four cats" is a change), and a
negation contracted on one side of a first- and third-person pair ("I don't drink coffee" /
"The user does not drink coffee"); each beside what it must keep apart (pure functions)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [
        ("The user lives with three cats.", "The user lives with 3 cats.", 0.95, "duplicate"),
        ("I am married with 2 kids.", "I am married with two kids.", 0.97, "duplicate"),
        ("The user lives with two cats.", "The user lives with four cats.", 0.95, "contradiction"),
        ("Flat 12 with a balcony", "Flat 14 with a balcony", 0.95, "distinct"),
        ("I don't drink coffee", "The user does not drink coffee", 0.69, "duplicate"),
        ("I do not eat meat", "The user doesn't eat meat", 0.7, "duplicate"),
        ("I can't swim", "The user cannot swim", 0.7, "duplicate"),
        ("I don't drink coffee", "The user drinks coffee", 0.69, "contradiction"),
    ],
)
def test_counts_after_with_and_contracted_negations(
    old: str, new: str, cosine: float, relation: str
) -> None:
    assert judge(new, old, cosine).relation is Relation(relation)
