"""A copula that names someone's thing is one statement whichever way round it is written
(`service.dedup.frames`): "Radiohead is my favorite band" says what "The user's favorite band
is Radiohead" says. Held-out probe 50 kept four such pairs apart as a swap of roles; a scan of
48,861 MSC persona pairs found 34 more ("Red is my favorite color" / "My favorite color is
red"), and another value of the thing is the contradiction it is when written the usual
way. Cosines are MiniLM's for each pair (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge
from service.dedup.frames import reframe


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("User's favorite band is Radiohead.", "Radiohead is my favorite band.", 0.86),
     ("User's favorite holiday is Thanksgiving.", "Thanksgiving is my favorite holiday.", 0.811),
     ("My favorite color is red.", "Red is my favorite color.", 0.97),
     ("My favorite band is the rolling stones.", "The Rolling Stones are my favorite band.", 0.96)],
)  # fmt: skip
def test_the_thing_named_either_way_round_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My favorite color is green.", "Red is my favorite color.", 0.82),
     ("Opera is not my hobby.", "Opera is my hobby.", 0.96)],
)  # fmt: skip
def test_another_value_or_a_negation_still_contradicts(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    "text",
    ["It is my birthday.", "This car is my own.", "The red one is mine.",
     "Sam is my brother's friend.", "My favorite band is Muse."],
)  # fmt: skip
def test_a_pronoun_a_possessive_or_a_thing_first_is_left_as_written(text: str) -> None:
    assert reframe(text) == text
