"""Write-time judgements from the s150 blind dedup probe (2026-12-07, 300 pairs written before
the code was read).

- "Olivia is on parental leave until March" / "Oliver is ...": two people's names that the
  derivation match took for one word ("-ia" and "-er" cut off) were merged. Two capitalised
  names now pair only as a place and its people ("Japan" / "Japanese").

Around each, what must still hold.
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Olivia is on parental leave until March.", "Oliver is on parental leave until March.",
      0.71),
     ("Francis is allergic to cats.", "Frances is allergic to cats.", 0.74),
     ("Louis lives in Lyon.", "Louise lives in Lyon.", 0.80),
     ("Eric is vegan.", "Erica is vegan.", 0.80),
     ("Gabriel is the designer on the team.", "Gabriela is the designer on the team.", 0.91),
     ("Daniel is out sick today.", "Danielle is off sick today.", 0.80)],
)  # fmt: skip
def test_two_peoples_names_are_not_one(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user is from Japan.", "The user is Japanese.", 0.89),
     ("The user is from Korea.", "The user is Korean.", 0.87),
     ("Olivia is on parental leave until March.", "Olivia is on parental leave until March!",
      0.99)],
)  # fmt: skip
def test_a_place_and_its_people_stay_one_word(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason
