"""An outside-in review of the session-150 dedup rules: each defect held by a test that failed
before its fix."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

# -- dedup: a place and its people, beyond the endings the names rule listed ---------------------


@pytest.mark.parametrize(
    ("old", "new"),
    [("The user is from Germany.", "The user is German."),
     ("The user is from Texas.", "The user is Texan."),
     ("The user is Texan.", "The user is from Texas."),
     ("The user is from Iceland.", "The user is Icelandic."),
     ("The user grew up in Brooklyn.", "The user is a Brooklynite who grew up there.")],
)  # fmt: skip
def test_a_place_and_its_people_merge_whatever_the_ending(old: str, new: str) -> None:
    """The s150 names rule kept two capitalised words apart unless one was the other and a
    demonym's ending; "Germany" / "German" (the place the longer), "Texas" / "Texan" and
    "Iceland" / "Icelandic" merged before it and were kept as two after."""
    verdict = judge(new, old, 0.88)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("The user's salary is $95k.",
      "The user and the intern got a raise; their salary is now $50k."),
     ("The user's mortgage rate is 6.1%.",
      "The user and the landlord refinanced and their mortgage rate is now 5.4%."),
     ("The user's address is 12 Oak St.",
      "The user along with the movers left; their address is now 9 Elm St.")],
)  # fmt: skip
def test_a_later_their_of_a_subject_of_two_is_not_the_users(old: str, new: str) -> None:
    """The s150 clause rule read a later clause's "their" as the first clause's subject when no
    relative or name followed it, so "The user and the intern got a raise; their salary is now
    $50k" superseded "The user's salary is $95k" (lost): a subject joined by "and" / "with"
    is two, and "their" may be theirs together or the other's."""
    verdict = judge(new, old, 0.8)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
