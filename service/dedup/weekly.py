"""A weekday's habit told two ways: "The design team meeting happens every Tuesday" says what
"The meeting with the design team is on Tuesdays" says ("every Tuesday morning" is "on Tuesday
mornings").

Only against a text that says the plural ("Tuesdays", "Tuesday mornings"): against "every
other Tuesday" or "on Tuesday" the two stay as the rules read them ("every Monday" / "every
other Monday" are two standups, tests/test_dedup_domain.py; "on Mondays" / "every other
Monday" a changed rhythm).
"""

from __future__ import annotations

import re

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_PART = r"(?:morning|afternoon|evening|night)"
# words before the plural that make it another rhythm than every week
_RHYTHM = frozenset(
    ["biweekly", "fortnightly", "alternate", "other", "second", "some", "most", "few", "many"]
)
_EVERY = re.compile(rf"(?i)\b(?:on\s+)?(?:every|each)\s+({_DAY})(?:\s+({_PART}))?\b(?!s)")


def every_as_on(s: str, other: str) -> str:
    """`s` with "every Tuesday (morning)" told as "on Tuesdays" ("on Tuesday mornings") when
    `other` says that plural; else `s` unchanged."""

    def told(m: re.Match[str]) -> str:
        day, part = m.group(1), m.group(2)
        plural = rf"\b(\w+\s+)?{day}\s+{part}s\b" if part else rf"\b(\w+\s+)?{day}s\b"
        found = re.search(plural, other, re.IGNORECASE)
        if found is None or (found.group(1) or "").strip().lower() in _RHYTHM:
            return m.group(0)  # ("biweekly Fridays" / "every Friday": another rhythm)
        return f"on {day} {part}s" if part else f"on {day}s"

    return _EVERY.sub(told, s)
