"""What the ninety-fifth blind dedup probe (150 pairs, a broad mix written last in
2026-12-06's second session and held out for all of it: 17 of 50 duplicates merged, no
look-alike merged, the same on the session's start) told apart that says one thing, in
general form beside new variants (pure functions): a name with the user's kin or pet in
brackets or between commas is the user's ("Noah (son) has a peanut allergy" / "The user's
son Noah is allergic to peanuts", "Miso, the user's cat, gets ..."), as a sentence's subject
only: "Emma (daughter) bday: 3 May" stays a note's label. What must not move: another kin.
Cosines are MiniLM's for each pair (int8 ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My son Leo is 9 years old.", "Leo (son) is nine.", 0.85),
     ("The user's daughter Ava is allergic to eggs.", "Ava (daughter) has an egg allergy.", 0.89),
     ("Pepper, the user's dog, gets walked twice a day.",
      "The user's dog Pepper is walked twice a day.", 0.94),
     ("Ava (daughter) bday: 3 May", "Ava (daughter) \u2014 birthday May 3rd", 0.92)],
)  # fmt: skip
def test_the_same_statement_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user's daughter Ava is allergic to eggs.", "Ava (niece) has an egg allergy.", 0.87),
     ("The user's son Leo is 9.", "Leo (daughter) is 9.", 0.83)],
)  # fmt: skip
def test_another_kin_still_differs(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE
