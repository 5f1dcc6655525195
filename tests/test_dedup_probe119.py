"""Three look-alikes of a blind dedup probe (119, 2026-12-06's sixth session, a graduate
student abroad) merged as "the same statement", and one the probe before it (113) read as a
swap of roles. Each difference below was read as nothing:

- a flatmate is a person, not a form of "flat" (the suffix cut read "flatmat" as "flat");
- "moving to Heidelberg" / "moving out of Heidelberg" are two directions;
- "from German into English" / "from English into German": "into" is the end of the move;
- a fronted "Last week" moves freely ("The light in my car came on last week" / "Last week the
  light came on in my car" is one statement, not a swap);
- "broke down last Tuesday" / "broke down last Thursday too" are two breakdowns ("broke" is a
  past: two past occasions, not an update).
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user wants to move to a flat closer to the lab.",
      "The user's flatmate wants to move to a flat closer to the lab.", 0.89),
     ("The user's friend Sofia is moving to Heidelberg in March.",
      "The user's friend Sofia is moving out of Heidelberg in March.", 0.97),
     ("The user translated Herr Becker's letter from German into English.",
      "The user translated a letter to Herr Becker from English into German.", 0.99),
     ("The user translated the letter from German into English.",
      "The user translated the letter from English into German.", 0.99),
     ("The user's car broke down on I-71 last Tuesday.",
      "The user's car broke down on I-71 last Thursday too.", 0.98)],
)  # fmt: skip
def test_another_fact_is_kept_as_two(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The check engine light in my car came on last week.",
      "Last week the check engine light came on in my car.", 0.96),
     ("The user translated the letter from German into English.",
      "The user translated the letter from German to English.", 0.99),
     ("Sofia is moving to Heidelberg in March.", "In March Sofia moves to Heidelberg.", 0.96)],
)  # fmt: skip
def test_the_same_fact_still_merges(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason
