"""A change told as "from A to B" whose A the older text states: "Team switched from Jira to
Linear" after "We track tasks in Jira", "Gym fee went from $40 to $45" after "Gym costs $40 a
month", "migrated budgetbee from heroku to render" after "budgetbee hosted on Heroku", "Node pin
bumped from 16 to 20" after "Node version pinned to 16".

Why: the update reading of "from A to B" (`service.dedup.updates`) asks for the older text's
whole subject before the change verb and a frame it parses ("X uses / is / lives in ..."); a
note ("budgetbee hosted on Heroku"), a team for the user ("Team switched ..."), or a thing named
in other words ("gym fee" / "gym costs") left it unread, at cosines of 0.24-0.69, and the
alignment kept both: the dedup probes missed 14 such updates.

The old value A must be in the older text, word for word, and B not; whoever made the change
must be the user, "we", the team, or named by the older text's own words (a name or a thing the
newer text names before "from" must be in the older text: "My sister moved from Berlin to
Paris" does not move "I live in Berlin", nor "The meeting moved from Monday to Tuesday" "The gym
is closed on Monday"). An older text of more than one clause or a denial keeps both (a
participle is no past here: "hosted on Heroku", "pinned to 16" state the value).
"""

from __future__ import annotations

import re

from service.dedup.lexicon import ACQUAINTANCES, PARTNERS, RELATIVES
from service.dedup.text import stem

_CHANGED = re.compile(
    r"(?i)^(?P<who>.*?)\b(?:switched|moved|migrated|changed|went|upgraded|downgraded|bumped"
    r"|renamed|transferred|raised|increased|went\s+up|rose|jumped|dropped|cut|reduced|lowered"
    r"|shifted|converted|ported|swapped|transitioned|changed\s+over)\b(?P<what>[^.;:!?]{0,40}?)"
    r"\s+from\s+(?P<old>[^,;.!?]{1,30}?)\s+(?:to|into|->|\u2192)\s+(?P<new>[^,;!?]{1,30}?)"
    r"(?:\s+(?:for|in|on|at|this|last|after|because|since|a|per|each)\b[^;]*|\s*[,.;!]\s*.*)?$"
)
# Who may make the user's change: the user, "we", a team or company of the user's
_OURS = frozenset(
    ["i", "i've", "we", "we've", "our", "my", "the", "user", "user's", "team", "company", "us",
     "all", "has", "have", "had", "just", "recently", "finally", "since", "also", "now", "got",
     "was", "were", "been", "is", "are", "it", "its", "everything", "a", "an"]
)  # fmt: skip
_GROUPS = frozenset(["team", "company"])
_HOME = re.compile(r"(?i)\b(?:live|lives|living|reside|resides|based|home)\b")
# ... nor what the user does in private life: "The company switched from WhatsApp to Slack"
# leaves "I chat with my family on WhatsApp" true
_PRIVATE = re.compile(r"(?i)\b(?:family|friends?|personal(?:ly)?|private(?:ly)?|weekends?)\b")
_SEVERAL = re.compile(r"(?i);|\b(?:and|but|while|whereas|although)\b")
_DENIES = re.compile(r"(?i)\b(?:not|no|never|n't|used\s+to|anymore|no\s+longer)\b|n't\b")
# A past the older text tells stays true: "I was born in Paris", "I grew up in Ohio"
_PAST = re.compile(r"(?i)\b(?:was|were|born|grew\s+up|raised|used\s+to)\b")
# Another person's value is not the user's: "My parents live in Paris" / "I moved from Paris to
# Rome", "My rent is $1500" / "My sister's rent went from $1500 to $1700"
_PEOPLE = RELATIVES | PARTNERS | ACQUAINTANCES | {"they", "their", "them"}
# A trip between two places, not a value changed: "I went from Paris to Rome by train"
_TRIP = re.compile(
    r"(?i)\b(?:went|transferred)\s+from\s+(?-i:[A-Z])"
    r"|\bby\s+(?:train|car|bus|plane|air|boat|ferry|bike|coach)\b"
)
# Words naming no thing ("At home I switched ..." names home, not "at")
_FUNCTION = frozenset(["at", "in", "on", "for", "to", "of", "with", "by", "from", "about"])


def _tokens(text: str) -> list[str]:
    return re.findall(r"[\w$\u20ac\u00a3]+", text.casefold())


def _holds(text: list[str], part: list[str]) -> bool:
    n = len(part)
    return n > 0 and any(text[i : i + n] == part for i in range(len(text) - n + 1))


def from_to(new: str, old: str) -> str:
    """How `new` changes the value `old` states "from A to B" ("" when it does not)."""
    m = _CHANGED.match(new.strip())
    if m is None or _SEVERAL.search(old) or _DENIES.search(old) or _PAST.search(old):
        return ""
    if _TRIP.search(new):
        return ""
    said = _tokens(old)
    was, now = _tokens(m.group("old")), _tokens(m.group("new"))
    if not _holds(said, was) or _holds(said, now) or was == now:
        return ""
    who_what = _tokens(f"{m.group('who')} {m.group('what')}")
    if any(w in _PEOPLE and w not in who_what for w in said) or any(
        w in _PEOPLE and w not in said for w in who_what
    ):
        return ""
    stems = {stem(w) for w in said}
    named = [w for w in who_what if w not in _OURS and w not in _FUNCTION]
    capitalised = re.findall(r"\b[A-Z][\w-]*", f"{m.group('who')} {m.group('what')}")
    # (a name before "from" is the older text's, and some thing it names too, when any)
    if any(c.casefold() not in said for c in capitalised if c.casefold() not in _OURS):
        return ""
    if named and not any(stem(w) in stems for w in named):
        return ""
    who = set(_tokens(f"{m.group('who')} {m.group('what')}"))
    if who & _GROUPS and (_HOME.search(old) or _PRIVATE.search(old)):
        return ""  # (a team's or company's move is not where the user lives: "We live in Leeds")
    return f"from {m.group('old').strip()} to {m.group('new').strip()}"
