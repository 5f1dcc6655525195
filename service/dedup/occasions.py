"""Two past events told in the same words on days far apart are two occasions, not one.

"Tess went to the dentist." written on 2025-01-10 and again on 2025-06-03 merged into one
entry that kept the earlier date (a review of 2026-12-07): the second visit was lost. The
text alone cannot tell a restatement from a repeat, but the memories' `occurred_at` can:
a past event that names no date of its own, told on two days more than `APART` from each
other, is kept as two. A one-off event ("moved to Lisbon", "was born in Rome") happens once
whenever it is told, and a text that names its own day, month or year says which occasion
it is, so both are left to the words. A present or ongoing statement ("Tess goes to the
dentist") is a state retold, not an occasion.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from service.dedup.align import ONE_OFF, Parsed, parse

# More than a day: a write and its restatement in the same conversation (or an ingest of it
# re-run) share the day; the review's two visits were five months apart.
APART = timedelta(days=1)


def two_occasions(new: str, old: str, new_at: datetime, old_at: datetime) -> str:
    """Why two texts judged one statement are two past occasions, or "" (see the module)."""
    if abs(new_at - old_at) <= APART:
        return ""
    x, y = parse(new), parse(old)
    if not (_undated_event(x) and _undated_event(y)):
        return ""
    return f"a past event told {new_at.date().isoformat()} and {old_at.date().isoformat()}"


# Verbs of a visit, an outing or an appointment: what people do again and again. A past
# state or a life fact retold ("grew up in Ohio", "was a teacher", "studied law") is one
# statement whenever it is told: the first version of this rule kept every restatement of a
# past fact as two (a review of it).
_OCCASIONS = frozenset(
    [
        "go",
        "went",
        "visit",
        "see",
        "saw",
        "attend",
        "meet",
        "met",
        "travel",
        "fly",
        "flew",
        "drive",
        "drove",
        "take",
        "took",
        "run",
        "ran",
        "play",
        "played",
        "watch",
        "eat",
        "ate",
        "dine",
        "call",
        "called",
        "host",
        "hosted",
    ]
)


def _undated_event(p: Parsed) -> bool:
    """A past visit, outing or appointment that names no day, month, year or time of its
    own and is no one-off."""
    return (
        p.tense == "past"
        and bool((set(p.raw_low) | p.lemmas) & _OCCASIONS)
        and not p.lemmas & ONE_OFF
        and not any(t.kind in ("num", "deictic", "id") for t in p.toks)
    )
