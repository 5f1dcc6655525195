"""A state that ends by the event told next, with no marker of a change.

Why: "My sister had the baby last week" after "My sister is pregnant", "Lucas got hired at
Deloitte" after "Lucas is unemployed", "Maya started eating meat again" after "Maya is
vegetarian" were kept as two current facts (helper probe s190 upd2): nothing in the newer
text says "now" or "no longer", yet the event ends the state. Each transition is a pair of
readings, a state and the events that end it; the newer text must be the event in the
past (or a present that contradicts the diet) told of the same subject, with nothing in
front of the event verb but adverbs ("just", "finally"): a wish, plan or question ("wants
to start eating meat", "hopes to get hired", "Will Tom marry Sam?") has a verb there, and
another person ("My cousin had a baby") another subject. A year or "back in" in the newer
text is a past episode, which may come before the state ("started at Stripe back in 2015").
"""

from __future__ import annotations

import re

_STATE_VERB = r"(?:is|are|am|'s|'m|'re|was\s+still)"
# (the state after "<subject> is|am ...", the event after "<subject> <adverbs>")
_TRANSITIONS: tuple[tuple[str, str, str], ...] = (
    (
        "birth",
        r"(?:pregnant|expecting(?:\s+(?:a\s+baby|twins|a\s+(?:boy|girl)))?)\b",
        r"(?:had|has\s+had|gave\s+birth\s+to|delivered)\s+(?:the|a|her|their|our|his)?\s*"
        r"(?:baby|twins|son|daughter|little\s+(?:boy|girl)|boy|girl)",
    ),
    (
        "job",
        r"(?:(?:looking|searching)\s+for\s+(?:a\s+)?(?:new\s+)?(?:job|work)|job[\s-]hunting"
        r"|unemployed|between\s+jobs|out\s+of\s+work)\b",
        r"(?:(?:(?:started|began)\s+(?:a\s+new\s+job\s+|working\s+|work\s+)?(?:at|with|for)"
        r"|(?:got|was)\s+hired\s+(?:at|by))\s+(?:the\s+)?(?-i:[A-Z])\S*(?:\s+(?-i:[A-Z])\S*)*"
        r"|joined\s+(?:the\s+)?(?-i:[A-Z])\S*\s+as\s+an?\s+\w+"
        r"|(?:landed|got|accepted|started)\s+(?:an?\s+)?(?:new\s+)?(?:job|position))",
    ),
    (
        "diet",
        r"(?:(?:a\s+)?(?:strict\s+)?(?:vegetarian|vegan|pescatarian))\s*$",
        r"(?:(?:started|began|went\s+back\s+to)\s+eating|eats|is\s+eating)\s+"
        r"(?:meat|fish|chicken|beef|pork|seafood|steak)",
    ),
    (
        "study",
        r"(?:an?\s+)?(?:student|undergrad|undergraduate|phd\s+student|grad\s+student)\b",
        r"(?:graduated|finished\s+(?:his|her|their|my)\s+(?:degree|phd|studies|masters?))",
    ),
    (
        "hospital",
        r"in\s+(?:the\s+)?hospital\b",
        r"(?:came|went|got)\s+home\s+from\s+(?:the\s+)?hospital|was\s+discharged",
    ),
)
_ADVERBS = r"(?:(?:just|finally|recently|officially|already|now|has|have|had|'s|'ve)\s+)*"
_PAST_EPISODE = re.compile(r"(?i)\b(?:back\s+in|(?:19|20)\d\d|years\s+ago|when\s+(?:i|he|she))\b")
_NOT = re.compile(r"(?i)\b(?:not|never|no\s+longer|n't)\b|[?]")
# What may follow the event: nothing, or when, where from, how ("last week", "from MIT",
# "again"); anything else may make it another thing ("had a baby shower", "eats meat
# substitutes", "got a job interview")
_TAIL = re.compile(
    r"(?i)^(?:\s*$|\s*[,;(]|\s+(?:last|this|on|in|at|yesterday|today|again|now|from|with"
    r"|after|since|named|called|as|and|a\s+(?:few|couple)|\d|two|three|early|recently)\b)"
)
_ME = frozenset(["i", "i'm", "we", "we're"])


def _who(text: str) -> str:
    who = " ".join(text.lower().split())
    return "i" if who in _ME else who


def _names_within(tail: str, old: str) -> bool:
    """Whether every name after the event is in the older text: "graduated from Stanford"
    after "is a student at MIT" is another school, an earlier degree."""
    names = set(re.findall(r"(?i:\bfrom|\bat)\s+(?:the\s+)?([A-Z][\w&'-]+)", tail))
    return names <= set(re.findall(r"\b[A-Z][\w&'-]+", old))


def life_stage(new: str, old: str) -> str:
    """The state `old` states, ended by the event `new` tells of the same subject ("" if
    not)."""
    old_t, new_t = old.strip().rstrip(".!"), new.strip().rstrip(".!")
    if _NOT.search(new_t) or _NOT.search(old_t) or _PAST_EPISODE.search(new_t):
        return ""
    for name, state, event in _TRANSITIONS:
        s = re.match(rf"(?i)^(?P<who>[^,;]{{1,30}}?)\s*{_STATE_VERB}\s+(?:still\s+)?{state}", old_t)
        if s is None:
            s = re.match(rf"(?i)^(?P<who>i|we)'?(?:m|re)?\s+{state}", old_t)
        if s is None:
            continue
        e = re.match(rf"(?i)^(?P<who>[^,;]{{1,30}}?)\s+{_ADVERBS}{event}", new_t)
        if e is None or _who(e.group("who")) != _who(s.group("who")):
            continue
        if not _TAIL.match(new_t[e.end() :]) or not _names_within(new_t[e.end() :], old_t):
            return ""
        return f"{name}: {new_t}"
    return ""
