"""A price told with "costs" in one text and "is" in the other: "Cafeteria lunch is $9 now"
after "Lunch at the cafeteria costs $8" (rule 2, an update).

Why: the "now" reading of `service.dedup.updates` needs both texts to state the value with one
verb, and "costs $8" / "is $9 now" are two verbs of one price; such pairs were kept as two
(blind update probe s170-w2). Here "costs" (or "is priced at") right before an amount of money
is read as "is", and the update readings decide on the two texts so read: they still need the
same thing priced and a word of change ("Dinner at the cafeteria is $12" after "Lunch at the
cafeteria costs $8" stays two).
"""

from __future__ import annotations

import re

from service.dedup.updates import update_of

_COSTS = re.compile(
    r"(?i)\b(?:costs?|is\s+priced\s+at)\s+(?=(?:about\s+|around\s+|roughly\s+)?[$\u20ac\u00a3]\s?\d)"
)


def price_update(new: str, old: str) -> str:
    """How `new` changes the price `old` states, one of them told with "costs" ("" if not)."""
    said, was = _COSTS.sub("is ", new, count=1), _COSTS.sub("is ", old, count=1)
    if (said, was) == (new, old):
        return ""
    found = update_of(said, was)
    return f"{found}, a price" if found else ""
