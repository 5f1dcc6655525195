"""Write-time judgements from the s130 blind dedup probe (2026-12-07, 369 pairs written before
the code was read): a duplicate superseded and three look-alikes merged or superseded.

- "prefers tabs rather than spaces" after "prefers tabs over spaces" says the same choice:
  "rather than" named the older text's set-aside value, which was read as its old value;
- "... ships on Thursdays too" adds a day to "... ships on Tuesdays" (the alignment drops
  "too" and read one weekday traded for another);
- "had a dentist appointment on April 5" is a past visit, "has a dentist appointment on
  May 5" one to come: two appointments, not one moved;
- "The user asked whether Python 3.12 is supported" reports a question, and never merges with
  the statement it asks about, whatever the paraphrase head scores.

Around each, what must still hold: a preference turned round, a change said with "now", a
rescheduling and a wedding's new date still supersede.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
import pytest

from service.dedup import Relation, judge
from service.dedup.overlap import vetoes


@dataclass
class SureHead:
    """A paraphrase head that is always sure (the judge's guards around it are under test)."""

    name: str = "sure head"
    asked: list[int] = field(default_factory=list)

    def threshold_for(self, note: bool) -> float:
        return 0.9

    def probability(self, x: npt.NDArray[np.float64]) -> float:
        self.asked.append(x.size)
        return 0.999


_VECTORS = (np.ones(8, dtype=np.float32), np.ones(8, dtype=np.float32))


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user prefers tabs over spaces.", "User prefers tabs rather than spaces.", 0.97),
     ("The user prefers tea over coffee.", "The user prefers tea instead of coffee.", 0.95),
     ("Dana prefers the train rather than the plane.",
      "Dana prefers the train instead of the plane.", 0.95)],
)  # fmt: skip
def test_a_choice_said_again_is_no_update(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is not Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user prefers coffee over tea.", "The user now prefers tea rather than coffee.", 0.90),
     ("Sarah reports to David.", "Sarah now reports to Emily instead of David.", 0.80)],
)  # fmt: skip
def test_a_choice_turned_round_still_updates(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user's team ships on Tuesdays.", "The user's team ships on Thursdays too.", 0.88),
     ("The user's team ships on Tuesdays.", "The user's team also ships on Thursdays.", 0.88),
     ("Lena has piano lessons in March.", "Lena has piano lessons in May as well.", 0.90),
     ("The user's team ships on Thursdays too.", "The user's team ships on Tuesdays.", 0.88)],
)  # fmt: skip
def test_an_added_value_keeps_the_first(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


def test_a_degree_is_no_addition() -> None:
    """("too hot" says how hot, not that something is added)"""
    verdict = judge("The soup is too hot.", "The soup is cold.", 0.85)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user has a dentist appointment on May 5.",
      "The user had a dentist appointment on April 5.", 0.93),
     ("The user had a dentist appointment on April 5.",
      "The user has a dentist appointment on May 5.", 0.93),
     ("Ravi has a check-up at the clinic on Friday.",
      "Ravi had a check-up at the clinic on Monday.", 0.90)],
)  # fmt: skip
def test_a_past_occasion_and_one_to_come_are_two(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user has a dentist appointment on May 5.",
      "The user has a dentist appointment on May 12.", 0.95),
     ("The dentist appointment is on May 5.",
      "The dentist appointment was moved to May 12.", 0.85)],
)  # fmt: skip
def test_a_date_changed_still_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("The user asked whether Python 3.12 is supported.", "Python 3.12 is supported."),
     ("Python 3.12 is supported.", "The user asked whether Python 3.12 is supported."),
     ("The office is closed on Friday.", "Ana wants to know if the office is closed on Friday."),
     ("Priya isn't sure whether the launch is on Monday.", "The launch is on Monday.")],
)  # fmt: skip
def test_a_reported_question_never_merges_with_its_statement(old: str, new: str) -> None:
    assert "question" in vetoes(new, old)
    verdict = judge(new, old, 0.88, vectors=_VECTORS, head=SureHead())
    assert verdict.relation is Relation.DISTINCT, verdict.reason


def test_a_question_on_both_sides_is_no_difference() -> None:
    a = "The user asked whether Python 3.12 is supported."
    b = "The user asked if Python 3.12 is supported."
    assert "question" not in vetoes(a, b)
    assert "question" not in vetoes(
        "If the build fails, the user gets paged.", "The user gets paged if the build fails."
    )
