"""The speaker's household moved: "We moved to Denver last month" after "I live in Boston".

Why: the readings of a move (`moved_elsewhere`, `updates`) take "we" for another subject
than "I", so a household's move kept the old home as a current fact (helper probe s190
upd2). "We" (or "my family and I", "my wife and I") moving takes the speaker along; the
older text must say where the speaker (or "we") lives, and the place moved to must share
no word with it. Not a plan or a wish ("We might move to Denver", "planning to move": no
"moved"), not a stay ("for the summer"), not a past with a year ("We moved to Toronto in
2012", "back in 2015": the older home may be later), not someone else ("My parents moved
to Denver").
"""

from __future__ import annotations

import re

_WE = r"(?:we|my\s+(?:family|wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|kids)\s+and\s+i)"
_MOVED = re.compile(
    rf"(?i)^\s*{_WE}(?:\s+have|'ve|\s+had)?(?:\s+(?:just|recently|finally|now|officially))*"
    r"\s+(?:moved|relocated)(?:\s+(?:house|home|out|back))?\s+(?:to|into)\s+"
    r"(?P<place>[^,;.!?]{1,60}?)\s*(?:(?:[,;]|\s+(?:last|this|in|a|two|three|on)\b).*)?[.!]?\s*$"
)
_LIVES = re.compile(
    r"(?i)^\s*(?:i|we)(?:\s+(?:currently|still))?(?:\s+live|'m\s+living|\s+am\s+living|'re\s+living"
    r"|\s+are\s+living|'m\s+based|\s+am\s+based)\s+(?P<where>[^?]{1,80}?)\s*[.!]?\s*$"
)
_PAST = re.compile(
    r"(?i)\b(?:back\s+in|(?:19|20)\d\d|years\s+ago|as\s+a\s+(?:kid|child)|when\s+i\s+was"
    r"|for\s+(?:the|a)\s+(?:summer|winter|spring|autumn|fall|week|month|year|semester)"
    r"|temporarily|for\s+now)\b"
)
_SKIP = frozenset(["the", "a", "an", "in", "on", "at", "with", "my", "our", "new", "city"])


def _places(text: str) -> set[str]:
    """The capitalised words of a place ("a flat in Leeds" -> {"leeds"})."""
    return {w.lower() for w in re.findall(r"\b[A-ZÀ-Ý][\w'-]+", text) if w.lower() not in _SKIP}


def household_moved(new: str, old: str) -> str:
    """ "We moved to <place>" after "I live in <another place>"; "" if not."""
    moved, lives = _MOVED.match(new), _LIVES.match(old)
    if moved is None or lives is None or _PAST.search(new):
        return ""
    to = _places(moved.group("place"))
    home = _places(lives.group("where").split(" with ")[0])
    if not to or not home or to & home:
        return ""
    return f"moved to {moved.group('place').strip()}"
