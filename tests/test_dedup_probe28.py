"""The twelfth blind dedup probe's findings (pure functions): units written short ("1.80 m
tall", "2 L of", "3 mi", "14\"", "80 \u00b0C") against their spelled forms, "'ve got" / "have
got", "'d like", fillers between commas or at the ends; "planes" read as a plan (it merged
"prefers trains to planes" with its swap); the start and the end of a thing are two times,
not a correction. Cosines are MiniLM's for each pair (int8 ONNX export)."""

# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Mia is 165 cm tall.", "Mia is 1.65 m tall.", 0.90),
     ("The desk is 1.40 m wide.", "The desk is 140 cm wide.", 0.85),
     ("La usuaria mide 1,62 m.", "La usuaria mide 162 cm.", 0.85),
     ("Sam's laptop screen is 14 inches.", 'Sam\'s laptop screen is 14".', 0.98),
     ("The gym is 3 mi from the user's flat.", "The gym is 3 miles from the user's flat.", 0.91),
     ("The user drinks 1.5 L of coffee a week.", "The user drinks 1.5 litres of coffee a week.", 0.91),
     ("The user sets the sauna to 80 °C.", "The user sets the sauna to 80 degrees Celsius.", 0.95),
     ("We've got three cats.", "We have got three cats.", 0.96),
     ("He'd like an aisle seat.", "He would like an aisle seat.", 0.99),
     ("Um, the user collects vinyl records.", "The user collects vinyl records.", 0.96),
     ("The user, by the way, speaks Welsh.", "The user speaks Welsh.", 0.94),
     ("Ravi enjoys cycling, you know.", "Ravi enjoys cycling.", 0.94)],
)  # fmt: skip
def test_the_same_fact_in_other_notations_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user prefers buses to planes.", "The user prefers planes to buses.", 0.99),
     ("Mia is 165 cm tall.", "Mia is 1.75 m tall.", 0.90),
     ("Sam's laptop screen is 14 inches.", 'Sam\'s laptop screen is 16".', 0.93),
     ("The user sets the sauna to 80 °C.", "The user sets the sauna to 80 °F.", 0.94),
     ("The startup raised $1.5m.", "The startup raised 1.5 metres.", 0.74)],
)  # fmt: skip
def test_another_value_or_order_is_not_a_duplicate(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The late shift starts at 10.", "The late shift ends at 10.", 0.93),
     ("The lease began in March.", "The lease ended in March.", 0.88)],
)  # fmt: skip
def test_a_start_and_an_end_are_two_times(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DISTINCT
