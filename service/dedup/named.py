"""One had by a name, as the one so named: "The user has a sister named Eva" says "The user's
sister is called Eva", "I have a dog called Rex" "My dog is called Rex".

Only against a text that names the same one (the name is in the other text too) and tells it
otherwise ("I have a pet cat named Speckles" is left as it is beside "I have a cat named
Speckles", which the rules already read word by word): "has a
sister named Eva" / "has a sister named Ava" may be two sisters, and stay two (read as "the
user's sister is Eva" / "... is Ava" they would be one value changed).
"""

from __future__ import annotations

import re

_HAS_NAMED = re.compile(
    r"^(?P<lead>\W*)(?:(?P<i>I)\s+have|(?P<who>(?:[Tt]he\s+)?[Uu]ser|[A-Z][a-z]+)\s+has)"
    r"\s+an?\s+(?P<kind>[a-z]+)\s+(?:named|called)\s+(?P<name>[A-Z][\w'-]*)(?=\W|$)"
)


def named_as_called(s: str, other: str) -> str:
    """`s` with "X has a K named N" at its start told as "X's K is called N" when `other`
    names N too; else `s` unchanged."""
    m = _HAS_NAMED.match(s)
    if m is None or re.search(rf"\b{re.escape(m.group('name'))}\b", other) is None:
        return s
    if re.search(
        rf"(?i)\b(?:have|has|own|owns)\b.*\b(?:named|called)\s+{re.escape(m.group('name'))}\b",
        other,
    ):
        return s  # both told as one had ("a cat named Speckles" / "a pet cat named Speckles")
    owner = "My" if m.group("i") else f"{m.group('who')}'s"
    return f"{m.group('lead')}{owner} {m.group('kind')} is called {m.group('name')}{s[m.end() :]}"
