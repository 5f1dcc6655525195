"""A change told "from A to B" whose A the older text states supersedes it
(`service.dedup.from_to`), when the older text is a note ("Blog hosted on Netlify"), the
change is the team's or "we" ("Team moved from Asana to ClickUp"), or the thing is named in
other words ("Bus pass price went from €30 to €35" after "Bus pass costs €30 a month"): the
dedup probes kept 14 such updates as two. Someone else's change, another thing's, or a move
of another thing from the same value keep both. Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("We keep our notes in Evernote.", "We switched from Evernote to Obsidian.", 0.57),
     ("Ticket tracker: Asana.", "Team moved from Asana to ClickUp.", 0.51),
     ("Blog hosted on Netlify.", "moved the blog from Netlify to Vercel", 0.71),
     ("Bus pass costs €30 a month.", "Bus pass price went from €30 to €35.", 0.82)],
)  # fmt: skip
def test_a_change_from_the_stated_value_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I use Vim.", "Tom switched from Vim to Emacs.", 0.48),
     ("I live in Berlin.", "My sister moved from Berlin to Paris.", 0.62),
     ("The docs site is on Jenkins.",
      "The CI for the app moved from Jenkins to GitHub Actions.", 0.62),
     ("The gym is closed on Monday.", "The meeting moved from Monday to Tuesday.", 0.42)],
)  # fmt: skip
def test_someone_elses_or_another_things_change_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
