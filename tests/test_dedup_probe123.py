"""Duplicates of a blind dedup probe (123, 2026-12-06's seventh session, a parent of three
with a shared custody calendar, some of it in French) kept as two:

- a child named with who they are to the user on one side only, where the name has an accent
  ("The user's daughter Léa" / "Léa": the name pattern read only A-Z and a-z) or the relation
  is an ex or a step-relation ("The user's ex-husband Marc" / "Marc");
- a full date whose day and month could trade places ("02/09/2024") against the same date in
  words ("September 2, 2024"): one of its two readings is that date.

Another relation, another name or another year still keeps the two apart.
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Léa's favourite colour is purple.",
      "The user's daughter Léa's favourite colour is purple.", 0.90),
     ("Chloé is afraid of the dark.", "The user's daughter Chloé is afraid of the dark.", 0.87),
     ("Marc lives in Grenoble.", "The user's ex-husband Marc lives in Grenoble.", 0.84),
     ("Chloé sleeps with a night light.", "My stepdaughter Chloé sleeps with a night light.",
      0.86),
     ("Chloé's school term starts on September 2, 2024.",
      "Chloé's school term starts on 02/09/2024.", 0.95),
     ("Hugo's dentist appointment is on 12/03/2025.",
      "Hugo's dentist appointment is on December 3, 2025.", 0.95)],
)  # fmt: skip
def test_the_same_fact_merges(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My nephew Théo is colour blind.", "My son Théo is colour blind.", 0.96),
     ("Léa's favourite colour is purple.",
      "The user's daughter Chloé's favourite colour is purple.", 0.90),
     ("Chloé's school term starts on September 2, 2024.",
      "Chloé's school term starts on 02/09/2025.", 0.94),
     ("Chloé's school term starts on September 2, 2024.",
      "Chloé's school term starts on 03/09/2024.", 0.94)],
)  # fmt: skip
def test_another_fact_is_not_merged(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is not Relation.DUPLICATE, verdict.reason
