"""Write-time judgements from blind dedup probes 129 and 131 (2026-12-06's eighth session: a
freelance photographer with clients, a couple planning a wedding while moving house):

- a client, a customer and a couple are someone else, not the user: the lexicon had read
  "the client" and "the customer" as the memory's own subject, and "couple" as a quantity
  ("a couple of days"), so "The couple wants a warmer grade" merged into "The user wants a
  warmer grade";
- one time or date in two notations is one: a slashed date with a two-digit year
  ("28/02/25"), a span of clock times however it is joined ("19:00-00:00", "7pm until
  midnight"), a thousands dot beside a currency ("1.200 Euro" / "1200 Euro").

Another time, another date or another amount still keeps the two apart; and a label's number
in the subject ("Year 9 parents' evening" / "Year 8 parents' evening", probe 133) names
another thing, never a new value of the same one.
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The house purchase completes on 28 February 2025.",
      "The house purchase completes on 28/02/25.", 0.93),
     ("The DJ is booked from 7pm until midnight.", "The DJ is booked 19:00-00:00.", 0.90),
     ("Office hours are 9:00-17:00.", "Office hours are 9am to 5pm.", 0.92),
     ("Unser Budget f\u00fcr die Umzugsfirma liegt bei 1.200 Euro.",
      "Unser Budget f\u00fcr die Umzugsfirma liegt bei 1200 Euro.", 0.97),
     ("We stayed a couple of days in Rome.", "We stayed a few days in Rome.", 0.95),
     ("I was sick the last couple of days.", "I was sick the last few days.", 0.95),
     ("Born 03/04/65.", "Born 03/04/1965.", 0.95)],
)  # fmt: skip
def test_the_same_fact_merges(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user wants a warmer colour grade for the Lisbon wedding.",
      "The couple wants a warmer colour grade for the Lisbon wedding.", 0.86),
     ("The user wants product shots on a white background.",
      "The client wants product shots on a white background.", 0.93),
     ("The user wants a refund for the broken tripod.",
      "The customer wants a refund for the broken tripod.", 0.92),
     ("The house purchase completes on 28 February 2025.",
      "The house purchase completes on 28/02/26.", 0.93),
     ("The DJ is booked from 7pm to 11pm.", "The DJ is booked 7pm-10pm.", 0.95),
     ("Unser Budget f\u00fcr die Umzugsfirma liegt bei 1.200 Euro.",
      "Unser Budget f\u00fcr die Umzugsfirma liegt bei 1.500 Euro.", 0.96),
     ("The budget is \u20ac1.50.", "The budget is 150 euros.", 0.93),
     ("Electricity costs 0.125 EUR per kWh.", "Electricity costs 125 EUR per kWh.", 0.95),
     ("Born 03/04/65.", "Born 03/04/2065.", 0.95)],
)  # fmt: skip
def test_another_fact_stays_apart(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is not Relation.DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Year 9 parents' evening is on 14 November.", "Year 8 parents' evening is on 14 November.",
      0.945),
     ("Room 12 is booked for Friday.", "Room 14 is booked for Friday.", 0.95),
     ("The user paid the \u00a380 pitch hire fee for March.",
      "The user paid the \u00a380 pitch hire fee for April.", 0.95),
     ("The budget for 2024 is \u00a35,000.", "The budget for 2025 is \u00a35,000.", 0.95)],
)  # fmt: skip
def test_a_label_number_names_another_thing(old: str, new: str, cosine: float) -> None:
    """Neither merged nor an update: the old memory stays current."""
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("Year 9 parents' evening is on 14 November.", "Year 9 parents' evening is on 21 November."),
     ("The budget for 2024 is \u00a35,000.", "The budget for 2024 is \u00a36,000."),
     ("My daughter in year 10 is doing well in maths.",
      "My daughter in year 9 is doing well in maths.")],
)  # fmt: skip
def test_a_new_value_for_the_same_thing_is_an_update(old: str, new: str) -> None:
    assert judge(new, old, 0.95).relation is Relation.CONTRADICTION
