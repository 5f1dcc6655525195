"""A group the speaker speaks for as "we", named in a newer text: "The team moved from Slack to
Microsoft Teams" after "We use Slack for team chat" (rule 2, an update).

Why: the update readings (`service.dedup.updates`) need the newer text to name the older
one's whole subject, and "the team" is not "we" in words; the pair was kept as two (blind
update probe s170-w2), and "what do we chat on?" still found Slack.

Read only where the newer text names the value it leaves ("from Slack", which the older text
must state), and its subject is "the" or "our" and a group (`_GROUPS`): "My sister moved from
Slack to Teams" and "The team switched to Linear" (no old value named) stay two. Where we
live, only a family or household moves us: "The company moved from Denver to Austin" does not
move "We live in Denver". After "Our team uses Jira" only "the team" is that team.
"""

from __future__ import annotations

import re

from service.dedup.stated import as_user, frame_of
from service.dedup.updates import update_of
from service.dedup.values import RESIDES

_HOMES = frozenset(["family", "household"])
_GROUPS = _HOMES | frozenset(
    ["team", "company", "office", "department", "firm", "startup", "org", "organisation",
     "organization", "lab"]
)  # fmt: skip
_GROUP_FROM = re.compile(
    r"(?i)^\s*(?:the|our)\s+(?P<group>[a-z]+)\s+(?P<rest>(?:has\s+|have\s+|just\s+)*\w+.*"
    r"\bfrom\s.*)$"
)


def as_the_group(new: str, old: str) -> str:
    """How `new`, of a group the older text's "we" or "our <group>" is, changes the value
    `old` states from the value it names ("" when it does not)."""
    m = _GROUP_FROM.match(new)
    if m is None or (group := m.group("group").lower()) not in _GROUPS:
        return ""
    frame = frame_of(as_user(old))
    if frame is None:
        return ""
    subject, verb, _ = frame
    if subject == ("we",):
        if verb.lower() in RESIDES and group not in _HOMES:
            return ""
        said = f"We {m.group('rest')}"
    elif subject == ("our", group):
        said = f"Our {group} {m.group('rest')}"
    else:
        return ""
    found = update_of(said, old)
    return f"{found}, {group} as we" if found == "from the old value" else ""
