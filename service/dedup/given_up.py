"""A change told by what one became or what one gave up: "Tom became a paramedic" and "User
went vegan" as "... is now a paramedic / vegan"; "Noah gave up piano" after "Noah is learning
piano", "Liam quit soccer" after "Liam plays soccer".

Why a module of its own: the update rule (`service.dedup.updates`) read a change as a value
moved, raised, left or said with "now"; a blind probe (s170) kept these beside the value
they end. "Became" names the new state (read as "now", so the "now" reading's checks apply:
a job or a diet for a person, `service.dedup.things.another_of_a_kind`); "gave up" names no
new value, so it ends only an activity the older text states of the same subject ("plays",
"takes", "is learning ..."), never a job ("quit Deloitte", read by the rule's own `_QUIT`), a
trait or another person's doing.
"""

from __future__ import annotations

import re

from service.dedup.things import same_subject
from service.dedup.values import COPULA, holds, subject_words

# "Tom became a paramedic", "User went vegan" (one word after "went" / "turned", perhaps with
# "a": "went home" or "went to Rome" then find no job or diet to replace)
_BECAME = re.compile(
    r"(?i)^(?P<subject>.+?)\s+(?:(?:has|have|just|recently|finally)\s+)*(?:became|become"
    r"|went|turned)\s+(?P<value>(?:(?:a|an)\s+)?[a-z][a-z-]*)\s*[.!]?$"
)
# Doing an activity: "learning", "playing" ... (also read by the rule's "left A and ...")
DOING = r"(?:learning|playing|taking|doing|studying|practi[cs]ing|attending)"
# "Noah gave up piano", "Liam quit soccer last month", "Lena stopped learning Japanese"
_GAVE_UP = re.compile(
    r"(?i)^(?P<subject>[^\n]{1,80}?)\s+(?:(?:has|have|had|just|recently|finally)\s+)*"
    rf"(?:gave\s+up|given\s+up|quit|stopped|dropped)\s+(?:{DOING}\s+)?"
    r"(?P<old>[^,;.!\n]{1,40}?)\s*(?:\s(?:last|this)\s+(?:week|month|year))?\s*[.!]?$"
)
# The verbs an older text states an activity with, and a copula's activity ("is learning")
_ACTIVITY_VERBS = frozenset(["plays", "takes", "studies", "attends", "trains"])
_DOING = re.compile(rf"(?i)^{DOING}\s")


def as_now(text: str) -> str:
    """ "X became V" as "X is now V" (the text itself when it says no such change)."""
    m = _BECAME.match(text)
    return f"{m.group('subject')} is now {m.group('value')}" if m is not None else text


def gave_up(new: str, frame: tuple[tuple[str, ...], str, str]) -> str:
    """How `new` ends the activity the older text's `frame` states ("" when it does not)."""
    m = _GAVE_UP.match(new)
    if m is None:
        return ""
    subject, verb, value = frame
    if not (verb in _ACTIVITY_VERBS or (verb in COPULA and _DOING.match(value))):
        return ""
    if not same_subject(tuple(subject_words(m.group("subject"))), subject):
        return ""
    return "gave up the old value" if holds(value, m.group("old")) else ""
