"""What the ninety-seventh blind dedup probe (150 pairs of what an assistant keeps about a user
over a year, written in 2026-12-06's third session: 15 of 50 duplicates merged, one look-alike
superseded on the session's start) told apart, in general form beside new variants (pure
functions): two former states ("used to work at Siemens" / "used to work at Bosch") are both
true, not an update; a note with no one in it and the user's own sentence about it are one
statement ("The boiler was serviced in October" / "I had the boiler serviced in Oct.");
"the user's" on one side and "my" on the other are the same owner. What must not move: who
acted on whom ("Tom called on Monday" / "I called Tom on Monday", which merged before), and
a text that opens on someone else. Cosines are MiniLM's for each pair (int8 ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The boiler was serviced in October.", "I had the boiler serviced in Oct.", 0.88),
     ("Dentist appointment Tuesday 10 am.", "I have a dentist appt on Tuesday at 10:00.", 0.78),
     ("Dentist appointment on March 14 at 3pm.",
      "I have a dentist appointment at 15:00 on 14 March.", 0.90),
     ("I pay my credit card bill on the 15th of each month.",
      "Credit card bill: paid monthly on the 15th", 0.80),
     ("I pay my rent on the 1st.", "Rent: paid on the 1st", 0.81)],
)  # fmt: skip
def test_the_same_statement_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I used to work at Siemens.", "I used to work at Bosch.", 0.66),
     ("Sam used to live in Chicago.", "Sam used to live in Boston.", 0.83),
     ("Tom called on Monday.", "I called Tom on Monday.", 0.92),
     ("Ana visited on Tuesday.", "I visited Ana on Tuesday.", 0.91),
     ("It's just a bunch of cells.", 'I\'m "a bunch of cells."', 0.74),
     ("My sister's car is red.", "The user's car is red.", 0.68),
     # (held-out probe 99 merged it: "owned" was read as the "own" of "my own car")
     ("The ledger service is owned by the Payments team",
      "The ledger service is used by the Payments team", 0.93)],
)  # fmt: skip
def test_another_fact_stays_apart_and_is_not_superseded(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DISTINCT


def test_owns_is_has_and_owned_by_is_owns() -> None:
    assert judge("The user has a Tesla Model 3.", "User owns a Tesla Model 3.", 0.90).relation is (
        Relation.DUPLICATE
    )
    owned = judge(
        "The Payments team owns the ledger service",
        "The ledger service is owned by the Payments team",
        0.98,
    )
    assert owned.relation is Relation.DUPLICATE


def test_a_change_of_a_present_state_still_supersedes() -> None:
    assert judge("I now work at Bosch.", "I work at Siemens.", 0.60).relation is (
        Relation.CONTRADICTION
    )
