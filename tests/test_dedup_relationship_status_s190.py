"""A relationship status changed with no partner named, or with a time after it
(`service.dedup.relationships`): "Lena got married in May" after "Lena is single" (the time
"in May" read nothing before: the word boundary after "in M" failed), "I got divorced last
year" after "I'm married" (the user's status without a partner was not read), "got divorced"
after "is married to Chris". A probe (s190) kept these as two. Another person's status, a
partner noun ("my wife Ana") or the same status keep both. Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Lena is single.", "Lena got married in May.", 0.72),
     ("I'm married.", "I got divorced last year.", 0.56),
     ("The user is married to Chris.", "The user got divorced.", 0.55),
     ("Omar is engaged.", "Omar got married on Saturday.", 0.85)],
)  # fmt: skip
def test_a_changed_status_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I am married.", "I am married with two kids.", 0.68),
     ("Lena is single.", "Lena's sister got married in May.", 0.67),
     ("I'm married.", "My wife Ana is a nurse.", 0.45),
     ("The user is married.", "The user's brother got divorced last year.", 0.50),
     # (pasts, both may hold; divorced or widowed is single too: MSC personas)
     ("I was divorced.", "I was married.", 0.85),
     ("I am divorced and raise two boys.", "I am a single parent to two sons.", 0.75),
     ("I'm widowed.", "I'm single.", 0.55)],
)  # fmt: skip
def test_another_persons_status_or_the_same_status_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
