"""Spelling variants of one word across a pair: a compound written with a hyphen in one text
and closed or open in the other ("flat-screen" / "flatscreen" / "flat screen", "wi-fi" /
"wifi", "re-election" / "reelection"), and an acronym in one text where the other spells out
its words ("NYC" / "New York City", "WHO" / "World Health Organization").

Why pair-wise and not a word list: whether "wi-fi" and "wifi" are one word is only a question
when both spellings meet, and then the other text answers it. The rewrite happens only when
the other spelling is actually there, so a text is never changed on its own, and a variant
that is not in the other text changes nothing. Left out on purpose: two open words against
a closed one with no hyphen anywhere ("green house" / "greenhouse", "a part" / "apart"),
where the two spellings are often two meanings.
"""

from __future__ import annotations

import re
from functools import lru_cache

_DOTTED = re.compile(r"(?<![\w.])(?:[A-Z]\.){2,}")  # "U.S.", "D.C.": initials, written closed
_HYPHENATED = re.compile(r"(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)+(?![\w-])")
_ACRONYM = re.compile(r"(?<![\w&-])[A-Z]{2,6}(?![\w&-]|\.\w)")
_WORD = re.compile(r"[A-Za-z]+|&")
# Small words an expansion may hold without giving a letter: "United States of America".
_SILENT = frozenset({"of", "and", "&", "for", "the", "de", "du", "des", "la", "le"})
# A spelled-out run never starts with one of these: "a web server" is not AWS.
_NO_LEAD = frozenset(
    {"a", "an", "the", "of", "and", "for", "to", "in", "on", "at", "by", "my", "his", "her"}
)


def harmonise(new: str, old: str) -> tuple[str, str]:
    """The pair with each hyphenated compound and acronym written the way the other text
    writes it (unchanged when the other text does not hold the variant), and initials
    written with stops closed ("U.S." as "US") in both."""
    if "." in new or "." in old:
        new, old = _undot(new), _undot(old)
    if "-" not in new and "-" not in old and not _ACRONYM.search(new + " " + old):
        return new, old
    return _harmonise(new, old)


def _undot(text: str) -> str:
    return _DOTTED.sub(lambda m: m.group(0).replace(".", ""), text)


@lru_cache(maxsize=4096)
def _harmonise(new: str, old: str) -> tuple[str, str]:
    new, old = _compounds(new, old), _compounds(old, new)
    new, old = _spelled_out(new, old), _spelled_out(old, new)
    return new, old


def clear_variants() -> None:
    """Drops the pairs held by the cache (Forget: no erased text stays in memory)."""
    _harmonise.cache_clear()


def _compounds(text: str, other: str) -> str:
    """Each hyphenated compound of `text` as `other` writes it: closed or open."""

    def rewrite(m: re.Match[str]) -> str:
        parts = m.group(0).split("-")
        closed = re.search(rf"(?<![\w-]){''.join(parts)}(?![\w-])", other, re.IGNORECASE)
        if closed:
            return closed.group(0)
        spaced = r"[^\S\n]+".join(parts)
        open_form = re.search(rf"(?<![\w-]){spaced}(?![\w-])", other, re.IGNORECASE)
        return open_form.group(0) if open_form else m.group(0)

    return _HYPHENATED.sub(rewrite, text)


def _spelled_out(text: str, other: str) -> str:
    """`text` with a run of words that spells an acronym of `other` replaced by it."""
    for acronym in dict.fromkeys(_ACRONYM.findall(other)):
        if re.search(rf"(?<![\w&-]){acronym}(?![\w&-]|\.\w)", text):
            continue
        span = _expansion(text, acronym)
        if span is not None:
            text = text[: span[0]] + acronym + text[span[1] :]
    return text


def _expansion(text: str, acronym: str) -> tuple[int, int] | None:
    """Where `text` spells out `acronym` word by word (the first such run), or None. Every
    word of a two-letter acronym's run is capitalised ("Los Angeles", never "last action")."""
    words = list(_WORD.finditer(text))
    for i, first in enumerate(words):
        if first.group(0).lower() in _NO_LEAD or first.group(0)[0].upper() != acronym[0]:
            continue
        letters, j = 0, i
        while j < len(words) and letters < len(acronym):
            w = words[j].group(0)
            if letters and w.lower() in _SILENT and w[0] != acronym[letters]:
                j += 1
                continue
            if w[0].upper() != acronym[letters] or (len(acronym) == 2 and not w[0].isupper()):
                break
            letters, j = letters + 1, j + 1
        if letters == len(acronym) and len(acronym) >= 2:
            gap = text[first.start() : words[j - 1].end()]
            if "\n" not in gap and not re.search(r"[.,;:!?()]", gap):
                return first.start(), words[j - 1].end()
    return None
