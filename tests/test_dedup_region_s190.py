"""A place with its region after a comma ("lives in Austin, Texas", "in Leeds, UK") is one
place (`service.dedup.stated.split_value`): a move to another city replaces it, where the
region was read as a restriction the move had to repeat and the pair was kept as two (s190
probes). Another person's move or the same city keep both. Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Ana lives in Leeds, UK.", "Ana moved to York last spring.", 0.72),
     ("The user lives in Austin, Texas.", "The user relocated to Denver.", 0.47)],
)  # fmt: skip
def test_a_move_from_a_city_with_its_region_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Ana lives in Leeds, UK.", "Ana's sister moved to York.", 0.70),
     ("The user lives in Austin, Texas.", "The user moved to Austin.", 0.78)],
)  # fmt: skip
def test_another_persons_move_or_the_same_city_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
