"""A team's or company's switch "from A to B" changes what the user uses at work, not what the
user does with family and friends (the supersede review of session 190 left this open)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I chat with my family on WhatsApp.", "The company switched from WhatsApp to Slack.", 0.55),
     ("I call my friends on Zoom.", "Our team moved from Zoom to Google Meet.", 0.55),
     ("On weekends I write in Notion.", "The company migrated from Notion to Confluence.", 0.55)],
)  # fmt: skip
def test_a_companys_switch_leaves_private_use_alone(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("We track tasks in Jira.", "The team switched from Jira to Linear.", 0.60),
     ("Our company chat runs on WhatsApp.", "The company switched from WhatsApp to Slack.", 0.70)],
)  # fmt: skip
def test_a_companys_switch_still_changes_its_own_tools(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason
