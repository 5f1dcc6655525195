"""A day and month in numbers is the other text's date in words when one reading agrees
("Dentist 30/09" / "Dentist on September 30"; service/dedup/dates.py `dated_alike`): the
dedup probes of 2026-12-06 left such pairs as two. Another date, or no date in words to agree
with ("1/2" is a half), stays as written."""

from __future__ import annotations

import pytest

from service.dedup import Relation, Thresholds, judge
from service.dedup.dates import dated_alike


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The school play is on 14 November.", "The school play is on 14/11."),
        ("Dentist on September 30.", "Dentist on 30/09."),
        ("Jury duty starts Nov 14.", "Jury duty starts 11/14."),
        ("Jury duty starts Nov 14.", "Jury duty starts 14.11."),
    ],
)
def test_a_numeric_date_and_the_same_date_in_words_are_one_statement(old: str, new: str) -> None:
    assert judge(new, old, 0.93, thresholds=Thresholds()).relation is Relation.DUPLICATE


def test_another_date_or_no_date_in_words_stays_as_written() -> None:
    assert judge("Dentist on 30/10.", "Dentist on September 30.", 0.93).relation is not (
        Relation.DUPLICATE
    )
    assert dated_alike("1/2 of the budget", "the March 3 repairs") == (
        "1/2 of the budget",
        "the March 3 repairs",
    )
    assert dated_alike("Score 5/5", "We scored well") == ("Score 5/5", "We scored well")
