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
