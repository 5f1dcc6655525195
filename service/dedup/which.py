"""Which thing a text is about, when two texts differ only in a number that names it: a number
after "the" or an owner in the subject ("The 10am meeting is with Sarah" / "The 11am
meeting ..."), a label's number leading it ("Year 9 parents' evening"), or the period a thing
is for ("the pitch hire fee for March" / "for April"). Two such texts are two things, never
one value changed (held-out probe 50, dedup probe 133).
"""

from __future__ import annotations

import re

from service.dedup.text import norm_words

# "The 10am meeting is with Sarah" / "The 11am meeting is with Sarah", "User's 10-year
# reunion is in October" / "User's 20-year reunion ...": a number after "the" or an owner
# names which thing; with the rest the same these are two things (held-out probe 50), not
# one value changed. A count that opens the subject ("5 people are coming") is a value.
_SUBJECT_AND_REST = re.compile(
    r"(?i)^\s*(?P<subject>.+?)\s+(?P<rest>(?:is|are|was|were|will|has|have|had|starts|begins"
    r"|ends|costs|takes|opens|closes)\b.*)$"
)
# (or a label's number leading it: "Year 9 parents' evening" / "Year 8 parents' evening", dedup
# probe 133; not "My daughter in year 10", whose year may change)
_NUMBER_NAMES_IT = re.compile(
    r"(?i)\b(?:the|this|that|my|our|his|her|their|\w+['\u2019]s)\s+\d|^\s*(?:the\s+)?(?:year|grade"
    r"|class|form|room|flat|unit|apartment|apt|platform|bus|route|ward|bay|court|block|floor|table"
    r"|pitch|group|team|locker)\s+\d{1,3}\b"
)


# A period a thing is for says which one: "paid the pitch hire fee for March" / "... for
# April", "the budget for 2024" / "for 2025" are two payments, two budgets (dedup probe 133)
_FOR_PERIOD = re.compile(
    r"(?i)\bfor\s+(?:the\s+)?(?:january|february|march|april|may|june|july|august|september"
    r"|october|november|december|(?:19|20)\d\d|q[1-4]|(?:first|second|third|fourth)\s+quarter"
    r"|(?:week|term|semester|month)\s+\d{1,2})\b"
)


# ... but a time something is set for is when it happens: "the launch is planned for Q3" /
# "for Q4", "scheduled for March" / "for April" is one launch moved (s140 blind probe)
_SET_FOR = re.compile(
    r"(?i)\b(?:planned|scheduled|rescheduled|slated|set|due|targeted|pushed|moved|postponed"
    r"|delayed|booked|expected|aimed)\s+$"
)


def _periods(text: str) -> list[str]:
    """The periods `text` says a thing is for. A time set for ("is planned for Q3") is no such
    period, unless it stands in the subject, before the verb: "the rent due for March is
    paid", "the budget planned for 2024 is $10k" name which rent, which budget (review: as
    times moved, two payments were one)."""
    split = _SUBJECT_AND_REST.match(text)
    verb_at = split.start("rest") if split else len(text)
    return [
        m.group().lower()
        for m in _FOR_PERIOD.finditer(text)
        if m.start() < verb_at or _SET_FOR.search(text[max(0, m.start() - 16) : m.start()]) is None
    ]


def which_one(new: str, old: str) -> bool:
    """Whether the texts say the same of two things told apart by a number in the subject, or
    by the period they are for."""
    periods = (_periods(new), _periods(old))
    if periods[0] and periods[1] and periods[0] != periods[1]:
        blank = (_FOR_PERIOD.sub("for _", new), _FOR_PERIOD.sub("for _", old))
        if norm_words(blank[0]) == norm_words(blank[1]):
            return True
    a, b = _SUBJECT_AND_REST.match(new), _SUBJECT_AND_REST.match(old)
    if a is None or b is None or norm_words(a.group("rest")) != norm_words(b.group("rest")):
        return False
    subject_a, subject_b = a.group("subject"), b.group("subject")
    return (
        norm_words(subject_a) != norm_words(subject_b)
        and _NUMBER_NAMES_IT.search(subject_a) is not None
        and _NUMBER_NAMES_IT.search(subject_b) is not None
    )
