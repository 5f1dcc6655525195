"""What the ninety-third blind dedup probe (150 pairs of a busy user's work and home, written
in 2026-12-06's second session and held out for its other dedup changes: 4 of 50 duplicates
merged, no look-alike merged, the same on the session's start) told apart that says one
thing, in general form beside new variants (pure functions): "biweekly" is every other week
("biweekly Mondays" / "every other Monday"), one takes a coffee or a tea as one drinks it
("Takes coffee black" / "drinks coffee black"). ("mtg" is left alone: an earlier review
found "has mtg every Tuesday at the game store" is Magic: The Gathering.) What must not move:
"every" against "biweekly", "with" against "without sugar", a coffee taken somewhere. Cosines
are MiniLM's for each pair (int8 ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Sprint review happens every other Friday at 3pm.",
      "Sprint review: biweekly Fridays, 15:00.", 0.82),
     ("Rent is paid biweekly.", "Rent is paid every two weeks.", 0.93),
     ("The user drinks tea black.", "Takes tea black.", 0.79),
     ("Maria drinks her espresso without sugar.", "Maria takes her espresso without sugar.",
      0.96)],
)  # fmt: skip
def test_the_same_statement_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [("Sprint review happens every Friday at 3pm.", "Sprint review: biweekly Fridays, 15:00.",
      0.84, Relation.DISTINCT),
     ("Maria drinks her espresso without sugar.", "Maria takes her espresso with sugar.", 0.89,
      Relation.CONTRADICTION),
     ("Takes coffee to the office every morning.", "Drinks coffee at the office every morning.",
      0.89, Relation.DISTINCT)],
)  # fmt: skip
def test_another_rate_or_way_still_differs(
    old: str, new: str, cosine: float, relation: Relation
) -> None:
    assert judge(new, old, cosine).relation is relation
