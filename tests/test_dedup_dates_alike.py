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


def test_a_numeric_date_takes_the_other_texts_words_in_its_language() -> None:
    """ "05.05," against "5 maja", "12/11" against "12 novembre": the month names of
    `service.month_names`, written as the other text writes them."""
    assert dated_alike("Wizyta: 05.05, godz. 11.", "wizyta 5 maja")[0] == (
        "Wizyta: 5 maja, godz. 11."
    )
    assert dated_alike("RDV p\u00e9diatre 12/11", "le 12 novembre \u00e0 10 h")[0] == (
        "RDV p\u00e9diatre 12 novembre"
    )
