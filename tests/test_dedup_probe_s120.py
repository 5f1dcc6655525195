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
