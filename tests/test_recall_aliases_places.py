"""A place of two capitalised words between a person and "her partner <Name>" is one place,
not another person who owns the pronoun (recall helper's probe, session 190)."""

from __future__ import annotations

import pytest

from service.domain import Hit
from service.recall.aliases import alias
from tests.memories import memory


@pytest.mark.parametrize(
    "text",
    ["Maya lives in a rented apartment in East Austin with her partner Dev.",
     "Maya moved to New York with her partner Dev.",
     "Maya and her partner Dev live in Round Rock."],
)  # fmt: skip
def test_a_place_of_two_words_is_no_other_person(text: str) -> None:
    """The place "East Austin" between Maya and "her partner Dev" was read as another person whose
    partner Dev is, so "Where does Maya's partner work?" was never asked about Dev."""
    hit = Hit(memory=memory(id="m", peer_id="maya", content=text), score=0.4, relevance=0.4)
    assert alias("Where does Maya's partner work?", [hit]).cue == "Where does Dev work?"


def test_another_person_between_still_owns_the_pronoun() -> None:
    text = "Maya met Tom and his sister Lena in Leeds."
    hit = Hit(memory=memory(id="m", peer_id="maya", content=text), score=0.4, relevance=0.4)
    assert alias("Where does Maya's sister live?", [hit]).cue == ""
