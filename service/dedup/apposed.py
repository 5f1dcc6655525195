"""A person named with who they are to the user in one text and by name alone in the other:
"My son Theo is color blind" / "Theo is colour-blind", "The user's daughter Nora captains the
girls' football team" / "Nora is captain of the girls' soccer team" (held-out dedup probe 105
of 2026-12-06's fourth session: five such duplicates kept apart).

Why: the alignment reads "my son" as words the other text lacks, an addition that keeps both.
The relation only says who the named person is, so it is set aside for the comparison when
the other text names the same person and no relation at all (a different relation, "my
nephew Theo" / "my son Theo", stays a difference).
"""

from __future__ import annotations

import re

from service.dedup.words import STOP

_RELATION = (
    r"(?:(?:ex-|step-?)?(?:son|daughter|kid|child|boy|girl|wife|husband|partner|brother|sister"
    r"|mother|father|mom|mum|dad)|twin|niece|nephew|grandson|granddaughter|grandma|grandpa"
    r"|grandmother|grandfather|god(?:mother|father|son|daughter)|cousin|aunt|uncle"
    r"|fianc\u00e9e?|boyfriend|girlfriend)"
)
# a name in Latin letters with their accents ("L\u00e9a", "Chlo\u00e9", "Jean-Luc")
_NAME = r"[A-Z\u00c0-\u00d6\u00d8-\u00de][a-z\u00df-\u00f6\u00f8-\u00ff]+"
_APPOSED = re.compile(
    rf"(?i)\b(?:my|our|the\s+user['\u2019]s|user['\u2019]s|his|her|their)\s+(?:(?:older|younger"
    rf"|eldest|youngest|little|twin)\s+)?{_RELATION}\s+(?-i:(?P<name>{_NAME}(?:-{_NAME})?))"
    r"(?![\w-])"
)
_ANY_RELATION = re.compile(rf"(?i)\b{_RELATION}s?\b")
# ("User's golden retriever is called Biscuit": the name is said as a name, read elsewhere)
_CALLED = re.compile(r"(?i)\b(?:called|named)\b")


def apposed(new: str, old: str) -> tuple[str, str]:
    return _named_alone(new, old), _named_alone(old, new)


def _named_alone(text: str, other: str) -> str:
    m = _APPOSED.search(text)
    if m is None or _ANY_RELATION.search(other) or _CALLED.search(other):
        return text
    name = m.group("name")
    if name.lower() in STOP or not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", other):
        return text
    return text[: m.start()] + name + text[m.end() :]
