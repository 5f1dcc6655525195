"""The twelfth blind dedup probe's findings (pure functions): units written short ("1.80 m
tall", "2 L of", "3 mi", "14\"", "80 \u00b0C") against their spelled forms, "'ve got" / "have
got", "'d like", fillers between commas or at the ends; "planes" read as a plan (it merged
"prefers trains to planes" with its swap); a thing's start and end at a time or on a date are
two times, not a correction (a state begun and ended still is one); and what an adversarial
review of these rules found they must not merge (a minus sign, degrees against a percent,
"has got lost", a regret, the German "Er", "I mean"). Cosines are MiniLM's for each pair (int8 ONNX export)."""

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
     ("Ravi enjoys cycling, you know.", "Ravi enjoys cycling.", 0.94),
     # the held-out twelfth probe's currency codes, yen and French times
     ("Kenji paid ¥12,000 for the tour", "Kenji paid 12000 yen for the tour", 0.94),
     ("The flat costs $150 a night", "The flat costs 150 USD per night", 0.95),
     ("La réunion est à 9h45", "La réunion est à 9:45", 0.91)],
)  # fmt: skip
def test_the_same_fact_in_other_notations_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user prefers buses to planes.", "The user prefers planes to buses.", 0.99),
     ("Mia is 165 cm tall.", "Mia is 1.75 m tall.", 0.90),
     ("Sam's laptop screen is 14 inches.", 'Sam\'s laptop screen is 16".', 0.93),
     ("The user sets the sauna to 80 °C.", "The user sets the sauna to 80 °F.", 0.94),
     ("The startup raised $1.5m.", "The startup raised 1.5 metres.", 0.74),
     # an adversarial review of these rules: what they must not take for one statement
     ("It was -5 °C this morning", "It was 5 °C this morning", 0.93),
     ("The slope of the roof is 30°", "The slope of the roof is 30%", 0.85),
     ("He has got lost in the woods", "He has lost in the woods", 0.98),
     ("I'd like to have studied medicine", "I want to study medicine", 0.81),
     ("Er, sie und ich gehen ins Kino", "Sie und ich gehen ins Kino", 0.97),
     ("She is, I mean, was, my boss", "She is my boss", 0.75),
     ("The carpenter planed the door", "The carpenter planned the door", 0.85),
     ("Kenji paid ¥12,000 for the tour", "Kenji paid ¥15,000 for the tour", 0.97),
     ("The flat costs $150 a night", "The flat costs 150 EUR per night", 0.90),
     ("La réunion est à 9h45", "La réunion est à 10:45", 0.90),
     # the held-out twelfth probe's one false merge: a Dutch past against its present
     ("Pieter werkt als leraar", "Pieter werkte als leraar", 0.98),
     ("Anna woont in Utrecht", "Anna woonde in Utrecht", 0.95),
     ("Ze werken bij Philips", "Ze werkten bij Philips", 0.93)],
)  # fmt: skip
def test_another_value_or_order_is_not_a_duplicate(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The late shift starts at 10.", "The late shift ends at 10.", 0.93),
     ("The lease starts on June 1", "The lease ends on June 1", 0.92),
     ("The trial begins today", "The trial ends today", 0.86)],
)  # fmt: skip
def test_a_start_and_an_end_are_two_times(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DISTINCT


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Remind the user to call Mom on Sunday", "Remind the user to call Dad on Sunday", 0.84)],
)  # fmt: skip
def test_two_people_to_call_are_two_errands(old: str, new: str, cosine: float) -> None:
    """The twelfth probe's supersede of a fact that can still hold: "call" was read as naming."""
    assert judge(new, old, cosine).relation is Relation.DISTINCT
    assert judge("The cat is called Momo", "The cat is called Miso", 0.73).relation is (
        Relation.CONTRADICTION
    )


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The strike has begun.", "The strike has ended.", 0.89),
     ("Her birthday is at the start of May.", "Her birthday is at the end of May.", 0.98)],
)  # fmt: skip
def test_a_state_that_began_and_ended_is_an_update(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.CONTRADICTION
