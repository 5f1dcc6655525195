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
from collections.abc import Mapping
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
def _checker() -> SpellChecker:
    return SpellChecker(language="en", distance=1)


def _english() -> Mapping[str, int]:
    """The English list (word -> frequency), loaded once (~0.2 s, ~25 MB)."""
    return _checker().word_frequency.dictionary


@lru_cache(maxsize=4096)
def _one_edit_away(word: str) -> frozenset[str]:
    return frozenset(_checker().edit_distance_1(word))


@lru_cache(maxsize=16384)
def _words(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """A text's words of prose, and those of them on no list when the text reads as English
    (cached: a write is judged against several neighbours, each against several writes)."""
    english = _english()
    mine = frozenset(_LOWER.findall(text))
    unknown = tuple(sorted(w for w in mine if w not in english))
    if unknown:
        letters = [w.lower() for w in _LETTERS.findall(text)]
        if sum(w in english for w in letters) < 0.6 * len(letters):
            unknown = ()
    return mine, unknown


def _respelled(text: str, other: str) -> str:
    mine, unknown = _words(text)
    if not unknown:
        return text
    english = _english()
    theirs = [w for w in _words(other)[0] - mine if w in english]
    for word in unknown:
        near = [w for w in theirs if w in _one_edit_away(word)]
        at = re.compile(rf"{_EDGE_BEFORE}{word}{_EDGE_AFTER}")
        if len(near) == 1 and not any(_NAMED.search(text, 0, m.start()) for m in at.finditer(text)):
            text = at.sub(near[0], text)
    return text


def respelled(new: str, old: str) -> tuple[str, str]:
    return _respelled(new, old), _respelled(old, new)


_SHORT = re.compile(rf"{_EDGE_BEFORE}[a-z]{{3,}}{_EDGE_AFTER}")


@lru_cache(maxsize=16384)
def _prose(text: str) -> frozenset[str]:
    return frozenset(_SHORT.findall(text.lower()))


def final_e_apart(a: str, b: str) -> str:
    """Two words of the list one final "e" apart, one in each text ("wears a cap" / "wears a
    cape", "scar" / "scare", "hat" / "hate"): the stemmer reads them as one word (it drops a
    final "e" to match "make" and "making"), so the texts aligned as one statement (held-out
    dedup probe 43). No English inflection adds or drops a final "e" alone. '' when none."""
    wa, wb = _prose(a), _prose(b)
    only_a, only_b = wa - wb, wb - wa
    english = _english()
    for x, y in [(x, y) for x in only_a for y in only_b]:
        if (x + "e" == y or y + "e" == x) and x in english and y in english:
            return f"{x} | {y}"
    return ""


def clear_typos() -> None:
    """Drops the words held by the caches (Forget: no erased text stays in memory)."""
    _one_edit_away.cache_clear()
    _words.cache_clear()
    _prose.cache_clear()
