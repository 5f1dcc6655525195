"""Write-time judgements from a blind dedup probe of 2026-12-07 (360 pairs written before the
dedup code was read): 0 wrong merges, but 5 of 165 look-alike pairs were superseded, hiding
a fact that can still be true (service/dedup/acts.py):

- a particle after a verb is another action ("checks in" / "checks out"), not an opposite
  value;
- a code with two hyphens is one id ("AMZ-114-2283"), not an id and a number;
- a name the indefinite article brings in names another thing ("has a retriever named
  Biscuit" / "named Cookie");
- another amount in a past act is another act ("donated $100" / "$1,000").

The cases below are the probe's and variants of each written apart from it; the copula's
values, a bound, a date and a one-off event still supersede.
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [
        (
            "Jamie checks in at the hotel on June 10.",
            "Jamie checks out of the hotel on June 10.",
            0.976,
        ),
        ("Priya logs in at 9am.", "Priya logs out at 9am.", 0.95),
        (
            "Omar signs in to the VPN every morning.",
            "Omar signs out of the VPN every morning.",
            0.95,
        ),
        ("Leo's order ID is AMZ-114-2283.", "Leo's order ID is AMZ-114-2238.", 0.986),
        ("The booking reference is BK-22-4471.", "The booking reference is BK-22-4417.", 0.98),
        (
            "Luca has a golden retriever named Biscuit.",
            "Luca has a golden retriever named Cookie.",
            0.857,
        ),
        ("Mia has a cat called Pepper.", "Mia has a cat called Salt.", 0.86),
        (
            "Tara donated $100 to the animal shelter.",
            "Tara donated $1,000 to the animal shelter.",
            0.943,
        ),
        ("Frank ordered 2 boxes of printer ink.", "Frank ordered 20 boxes of printer ink.", 0.918),
        (
            "Nina paid 40 euros for the concert tickets.",
            "Nina paid 60 euros for the concert tickets.",
            0.93,
        ),
    ],
)
def test_two_things_that_look_alike_are_both_kept(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [
        ("The heating is on.", "The heating is off.", 0.95),
        ("Ana's cat is named Miso.", "Ana's cat is named Momo.", 0.93),
        ("Lea was born in 1990.", "Lea was born in 1991.", 0.97),
        ("Parking costs $40 a month.", "Parking costs $60 a month.", 0.95),
    ],
)
def test_one_value_changed_still_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


def test_opting_out_and_turning_off_still_replace_the_earlier_choice() -> None:
    """With any verb, "opted in" / "opted out" was kept as two, the later choice beside the
    earlier one (a review of the particle rule)."""
    for old, new in [
        ("The user opted in to marketing emails.", "The user opted out of marketing emails."),
        ("The user wants notifications turned on.", "The user wants notifications turned off."),
        ("Dana turned notifications on.", "Dana turned notifications off."),
    ]:
        assert judge(new, old, 0.95).relation is Relation.CONTRADICTION, (old, new)


def test_a_past_fact_told_again_another_day_is_one_statement() -> None:
    """Every past sentence was taken for a repeatable occasion: "The user grew up in Ohio"
    told a month later stayed as two entries (a review of the occasion rule)."""
    from datetime import UTC, datetime, timedelta

    from service.dedup.occasions import two_occasions

    said, again = datetime(2025, 1, 10, tzinfo=UTC), datetime(2025, 2, 9, tzinfo=UTC)
    for fact in [
        "The user grew up in Ohio.",
        "The user was a teacher.",
        "The user had a dog named Rex.",
    ]:
        assert two_occasions(fact, fact, again, said) == "", fact
    assert two_occasions("Tess went to the dentist.", "Tess went to the dentist.", again, said)
    assert two_occasions("Tess saw a film with Sam.", "Tess saw a film with Sam.", again, said)
    assert not two_occasions(
        "Tess went to the dentist.", "Tess went to the dentist.", said + timedelta(hours=3), said
    )
