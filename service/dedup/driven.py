"""One's car as the car one drives: "The user's car is a Toyota Corolla" says "The user drives
a Toyota Corolla", "My car is a 2019 Honda Civic" "I drive a 2019 Honda Civic".

Only against a text that says "drive": "the user's car is a Toyota" / "... is a Honda" is one
value changed (a car is one-valued after its copula), and "drives a Toyota" / "drives a
Honda" may be two cars; told as driving, the first pair would no longer supersede.
"""

from __future__ import annotations

import re

# (before "a" or a name: "my car is blue" is its colour)
_MY_CAR = re.compile(r"^(\W*)[Mm]y\s+(?:car|vehicle)\s+is\s+(?=an?\s|[A-Z0-9])")
_THEIR_CAR = re.compile(r"\b([A-Za-z]+)'s\s+(?:car|vehicle)\s+is\s+(?=an?\s|[A-Z0-9])")
_DRIVES = re.compile(r"(?i)\bdriv(?:e|es|ing)\b")


def car_as_driven(s: str, other: str) -> str:
    """`s` with "X's car is a ..." told as "X drives a ..." when `other` says "drive"."""
    if _DRIVES.search(other) is None or _DRIVES.search(s) is not None:
        return s
    return _THEIR_CAR.sub(r"\1 drives ", _MY_CAR.sub(r"\1I drive ", s, count=1), count=1)
