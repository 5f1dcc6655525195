"""Random values the privacy corpora share: a fixed-seed generator makes every run the same."""

from __future__ import annotations

import random
import string
from collections.abc import Callable

ALNUM = string.ascii_letters + string.digits


def rand(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits_of(rng: random.Random, n: int) -> Callable[[], str]:
    """A maker of n-digit strings (a code, a PIN)."""
    return lambda: "".join(rng.choice(string.digits) for _ in range(n))
