"""Keyword terms are computed by every writer and every Recall at once: they must not depend
on what other threads stem at the same moment (a shared Snowball stemmer is not thread-safe)."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
import snowballstemmer

from service.recall import terms as terms_module
from service.recall.terms import terms

_ROOTS = ["nation", "relate", "hope", "organ", "condition", "rational", "general", "digit"]
_SUFFIXES = ["alization", "ational", "fulness", "iveness", "ousness", "ically", "ements"]


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Threads hand over the interpreter every microsecond, so a race shows up at once."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def test_concurrent_writers_get_the_same_terms_as_one_writer(fast_switching: None) -> None:
    words = [f"{r}{s}{n}" for r, s, n in itertools.product(_ROOTS, _SUFFIXES, "abcdefghij")]
    reference = snowballstemmer.stemmer("english")
    expected = {w: [reference.stemWord(w)] for w in words}
    terms_module._stem.cache_clear()  # every word is stemmed, none answered from the cache

    def stem_all(offset: int) -> dict[str, list[str]]:
        order = words[offset:] + words[:offset]
        return {w: terms(w) for w in order}

    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(stem_all, range(0, 8 * 70, 70)))
    for got in results:
        assert got == expected
