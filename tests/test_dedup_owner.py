"""An owner named in one text and said again by "his" / "her" in the other is one owner, and
"Sat mornings" is "Saturday mornings"
(service/dedup/speaker.py `owned_by_another`; blind dedup probe 109 of 2026-12-06's fifth
session read "Liam's baseball games" / "Liam plays his baseball games" as a role swap). Another
owner stays another statement: someone else's noun, or "my" against a name."""

from __future__ import annotations

import pytest

from service.dedup import Relation, Thresholds, judge


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Liam's baseball games are at Riverside Park.",
            "Liam has his baseball games at Riverside Park.",
        ),
        ("Maya's piano lessons are on Thursdays.", "Maya has her piano lessons on Thursdays."),
    ],
)
def test_a_name_and_its_pronoun_own_the_same_thing(old: str, new: str) -> None:
    assert judge(new, old, 0.93, thresholds=Thresholds()).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Ana's sister called her on Monday.", "Ana called her sister on Monday."),
        ("Review Tom's PR on the rate limiter", "Tom will review my PR on the rate limiter"),
        ("Maya's piano lessons are on Thursdays.", "Maya has my piano lessons on Thursdays."),
    ],
)
def test_another_owner_is_another_statement(old: str, new: str) -> None:
    assert judge(new, old, 0.93, thresholds=Thresholds()).relation is not Relation.DUPLICATE


def test_a_weekday_abbreviated_before_its_time_of_day_is_that_day() -> None:
    """ "Sat mornings" is "Saturday mornings" (probe 109); "sat down" stays a verb."""
    from service.dedup.forms import written_out

    assert written_out("Games are Sat mornings") == "Games are Saturday mornings"
    assert written_out("Practice Fri night at 6") == "Practice Friday night at 6"
    assert written_out("She sat down in the morning") == "She sat down in the morning"
