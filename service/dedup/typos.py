"""A word misspelt in one text and written right in the other ("perfers" / "prefers",
"recieving" / "receiving", "alergic" / "allergic"): one word. Held-out dedup probes 41 and 42
had six such duplicates, none merged.

Pair-wise, like the other variants: a word is rewritten only when it is no English word
(pyspellchecker's English list, 160,000 words), the other text holds a word that is one edit
away (a letter added, dropped, changed, or two swapped) and is a word, and the text around it
reads as English; never a name written in lower case ("a cat named leela" / "named lela").
Two real words one letter apart ("quiet" / "quite", "desert" / "dessert",
"mediates" / "meditates") are never touched, nor capitalised words (names), nor words with
digits or hyphens ("mysql" / "mssql" are no words of the list: neither is rewritten).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from spellchecker import SpellChecker

# (a word of prose: not part of a path, an address or a name with marks, "/readyz")
_EDGE_BEFORE = r"(?<![\w'\u2019/.@#:=\\-])"
_EDGE_AFTER = r"(?![\w'\u2019/@#=\\-]|[.:]\w)"
_LOWER = re.compile(rf"{_EDGE_BEFORE}[a-z]{{4,}}{_EDGE_AFTER}")
# a name written in lower case is still a name ("a cat named leela" / "named lela")
_NAMED = re.compile(r"(?i)\b(?:named|called|name\s+is)\s+$")
_LETTERS = re.compile(r"[^\W\d_]+")


@cache
def _english() -> SpellChecker:
    return SpellChecker(language="en", distance=1)


def _known(word: str) -> bool:
    return word in _english()


@lru_cache(maxsize=4096)
def _one_edit_away(word: str) -> frozenset[str]:
    return frozenset(_english().edit_distance_1(word))


def _reads_as_english(text: str) -> bool:
    words = [w.lower() for w in _LETTERS.findall(text)]
    return bool(words) and sum(map(_known, words)) >= 0.6 * len(words)


def _respelled(text: str, other: str) -> str:
    mine = set(_LOWER.findall(text))
    unknown = [w for w in mine if not _known(w)]
    if not unknown or not _reads_as_english(text):
        return text
    theirs = [w for w in set(_LOWER.findall(other)) - mine if _known(w)]
    for word in unknown:
        near = [w for w in theirs if w in _one_edit_away(word)]
        at = re.compile(rf"{_EDGE_BEFORE}{word}{_EDGE_AFTER}")
        if len(near) == 1 and not any(_NAMED.search(text, 0, m.start()) for m in at.finditer(text)):
            text = at.sub(near[0], text)
    return text


def respelled(new: str, old: str) -> tuple[str, str]:
    return _respelled(new, old), _respelled(old, new)


def clear_typos() -> None:
    """Drops the words held by the cache (Forget: no erased text stays in memory)."""
    _one_edit_away.cache_clear()
