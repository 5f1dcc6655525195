"""Held-out dedup probe 43's false merge and a miss, fixed in general form (pure functions):
a word of a name is not the same word said in lower case ("edits code in VS Code" / "edits
code in Visual Studio": the "Code" of the name was taken for the verb's object and dropped),
while a word capitalised only because it starts a sentence still is ("Wants to be a
scientist" / "I want to be a doctor" stays a change of the same wish); and a title
abbreviated before a name is the title written out ("Dr. Patel" / "Doctor Patel"), never
before another name."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [
        (
            "The user edits code in VS Code.",
            "The user edits code in Visual Studio.",
            0.92,
            "distinct",
        ),
        ("Wants to be a scientist.", "I want to be a doctor.", 0.68, "contradiction"),
        (
            "The user edits code in VS Code.",
            "The user edits code in Visual Studio Code.",
            0.95,
            "duplicate",
        ),
        (
            "The user's appointment is with Dr. Patel.",
            "The user's appointment is with Doctor Patel.",
            0.98,
            "duplicate",
        ),
        ("Prof. Lee teaches the user.", "Professor Lee teaches the user.", 0.95, "duplicate"),
        ("The user saw Dr. Patel.", "The user saw Doctor Singh.", 0.9, "distinct"),
        ("The user met Mr Smith.", "The user met Mister Jones.", 0.9, "distinct"),
    ],
)
def test_names_and_titles(old: str, new: str, cosine: float, relation: str) -> None:
    assert judge(new, old, cosine).relation is Relation(relation)
