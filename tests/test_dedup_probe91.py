"""What the ninety-first blind dedup probe (150 pairs, 2026-12-06's second session: 12 of 50
duplicates merged, 1 look-alike merged by the head) told apart or kept apart wrongly, in
general form beside new variants (pure functions): "around" before a number or a time is
"about" ("sleeps around 2am" / "goes to bed at about 2 a.m."), "renovation" / "remodel"; an
idea is not the deed (the head merged "Gift idea for mom: a Kindle" / "Already bought mom a
Kindle as a gift"; tests/test_dedup_paraphrase.py). What must not move: another time or
another room still differs. Cosines are MiniLM's for each pair (int8 ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The train leaves around 7:40", "The train leaves at about 7:40", 0.98),
     ("Budget for the bathroom renovation is $12,000", "Bathroom remodel budget: 12k USD", 0.86),
     ("The bathroom renovation starts in May", "The bathroom remodel starts in May", 0.90)],
)  # fmt: skip
def test_the_same_statement_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [("The train leaves around 7:40", "The train leaves at about 8:10", 0.89,
      Relation.CONTRADICTION),
     ("Leaves work around 5pm", "Leaves work around 6pm", 0.96, Relation.CONTRADICTION),
     ("The bathroom renovation starts in May", "The bathroom remodel starts in June", 0.80,
      Relation.CONTRADICTION),
     ("The bathroom renovation starts in May", "The kitchen remodel starts in May", 0.65,
      Relation.DISTINCT)],
)  # fmt: skip
def test_another_time_or_room_still_differs(
    old: str, new: str, cosine: float, relation: Relation
) -> None:
    assert judge(new, old, cosine).relation is relation
