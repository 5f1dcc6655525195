"""Keyword terms of a text: what the keyword index stores and what a cue is matched on.

Lower-cased words and numbers, English stop words dropped, Snowball-stemmed ("allergies" and
"allergic" do not meet, "allergy"/"allergies" do). Numbers are kept whole ("4711", "2023"),
because a rare number or name is exactly what dense vectors miss.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache

import snowballstemmer

from service.dedup.words import STOP

_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?|\d+(?:[.,:]\d+)*")
# A Snowball stemmer keeps the word it works on in the object, so two threads stemming at
# once corrupt each other's words (IndexError, or worse a wrong stem stored in the keyword
# index): found by 8 concurrent clients writing and recalling. One stemmer, one at a time;
# the cache in front of it answers almost every call without the lock.
_STEMMER = snowballstemmer.stemmer("english")
_STEMMER_LOCK = threading.Lock()
# Conversational filler that carries no topic (on top of the dedup stop words).
_FILLER = frozenset(
    [
        "yeah",
        "yes",
        "yep",
        "oh",
        "ok",
        "okay",
        "wow",
        "hey",
        "hi",
        "hello",
        "thanks",
        "thank",
        "really",
        "just",
        "so",
        "like",
        "lol",
        "haha",
        "um",
        "uh",
        "hmm",
        "gonna",
        "wanna",
        "got",
        "get",
        "also",
    ]
)


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    with _STEMMER_LOCK:
        return str(_STEMMER.stemWord(word))


def clear_cache() -> None:
    """Forget: the stems cache holds words of every text indexed or asked."""
    _stem.cache_clear()


def _base(word: str) -> str:
    """The word without its clitic: "I've" -> "i", "Alice's" -> "alice", "don't" -> "do"."""
    if "'" not in word:
        return word
    if word.endswith("n't"):
        return {"can't": "can", "won't": "will"}.get(word, word[:-3])
    return word.split("'", 1)[0]


def terms(text: str) -> list[str]:
    out = []
    for raw in _WORD.findall(text):
        word = _base(raw.lower())
        if not word or word in STOP or word in _FILLER:
            continue
        out.append(word if word[0].isdigit() else _stem(word))
    return out


# Idioms whose words say another thing to the stemmer: "What does Hanna do for a living?" asks
# for a job, and "living" is "live", which matched every "lives in Leeds" memory (a blind
# probe's "What did Walter do for a living?" ranked two relatives' "lives in" memories first)
_IDIOMS = re.compile(r"(?i)\bfor\s+a\s+living\b")


def without_idioms(cue: str) -> str:
    """The cue for keyword search, without idioms whose words mislead it."""
    return _IDIOMS.sub(" ", cue) if "living" in cue.lower() else cue
