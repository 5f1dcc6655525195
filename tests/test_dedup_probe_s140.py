"""Write-time judgements from the s140 blind dedup probe (2026-12-07, 305 pairs written before
the code was read): two look-alikes and one duplicate superseded, and updates kept as two.

- "calls his mother every Sunday" / "calls his brother every Sunday": the one called is no
  value of a one-valued slot ("called Miso" / "Momo" is);
- "don't schedule meetings on Fridays" / "... before 10am": a weekday and a clock time are
  two dimensions of when, both rules hold;
- "works at MSFT" / "works at Microsoft": a short form in capitals may be the same name, so
  no value changed.

Around each, what must still hold: a name given with "called", a weekday or a clock time
changed, another employer.
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Calls his mother every Sunday", "Calls his brother every Sunday", 0.76),
     ("The user calls her sister on Fridays.", "The user calls her aunt on Fridays.", 0.80),
     ("Please don't schedule meetings on Fridays",
      "Please don't schedule meetings before 10am", 0.74),
     ("The gym is closed on Mondays.", "The gym is closed after 9pm.", 0.80),
     ("Works at MSFT", "Works at Microsoft", 0.72),
     ("The user works at Google.", "The user works at GOOG.", 0.75)],
)  # fmt: skip
def test_look_alikes_are_not_superseded(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is not Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user's cat is called Miso.", "The user's cat is called Momo.", 0.85),
     ("Team sync is Tuesdays at 3pm", "Team sync is Thursdays at 3pm", 0.93),
     ("Standup is at 9:30 am", "Standup is at 10:00 am", 0.93),
     ("Works at Microsoft", "Works at Google", 0.70)],
)  # fmt: skip
def test_a_value_changed_still_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason
