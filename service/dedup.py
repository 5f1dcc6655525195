"""Do two memories say the same thing, contradict each other, or neither? (DESIGN.md rule 3)

Cosine similarity of MiniLM vectors alone is a weak signal: at cosine >= 0.90 it merged STS-B
pairs with precision 0.85 and still merged "has 2 kids" / "has 3 kids". So the decision
combines the cosine with lexical checks that catch what embeddings blur: negation, numbers
(counts, dates, years), and names. A merge needs every check to pass; anything uncertain
stays DISTINCT (a missed merge costs a near-duplicate row, a wrong merge loses a fact).

A CONTRADICTION is the same statement with a changed number or a flipped negation: the
content words agree once those tokens are set aside. Changed names are not treated as
contradictions ("Alice likes tea" / "Bob likes tea" are both true) unless structured facts
say the two entries are about the same subject and predicate.

Pure functions, no I/O: the write path and scripts/dedup.py and scripts/eval_dedup.py all
call `judge`, so the evaluation measures exactly what ships.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer

from service.domain import Fact


class Relation(enum.Enum):
    DUPLICATE = "duplicate"
    CONTRADICTION = "contradiction"
    DISTINCT = "distinct"


@dataclass(frozen=True, slots=True)
class Verdict:
    relation: Relation
    reason: str


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Calibrated on STS-B train/dev and MSRP val only (scripts/eval_dedup.py)."""

    merge_cosine: float = 0.86
    strict_cosine: float = 0.97
    contradiction_cosine: float = 0.60
    min_content_overlap: float = 0.5
    candidate_floor: float = 0.55


# Words (keeping n't contractions whole), possessive 's dropped, and numbers like 3.5 or 10:30.
_TOKEN_RE = re.compile(r"[A-Za-z]+n't|[A-Za-z]+(?='s\b)|[A-Za-z]+|\d+(?:[.,:]\d+)*")
_NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "none",
        "nobody",
        "nothing",
        "neither",
        "nor",
        "without",
        "cannot",
        "nowhere",
    ]
)
_NUMBER_WORDS: dict[str, float] = {
    w: float(i)
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ]
    )
}
_NUMBER_WORDS.update(
    {
        "thirty": 30,
        "forty": 40,
        "fifty": 50,
        "sixty": 60,
        "seventy": 70,
        "eighty": 80,
        "ninety": 90,
        "hundred": 100,
        "thousand": 1000,
        "million": 10**6,
        "billion": 10**9,
        "dozen": 12,
        "first": 1,
        "second": 2,
        "third": 3,
        "fourth": 4,
        "fifth": 5,
        "sixth": 6,
        "seventh": 7,
        "eighth": 8,
        "ninth": 9,
        "tenth": 10,
        "once": 1,
        "twice": 2,
        "both": 2,
        "single": 1,
        "couple": 2,
        "half": 0.5,
    }
)
_STOPWORDS = frozenset(
    {
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
        "having",
        "i",
        "me",
        "my",
        "mine",
        "we",
        "us",
        "our",
        "you",
        "your",
        "he",
        "him",
        "his",
        "she",
        "her",
        "it",
        "its",
        "they",
        "them",
        "their",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "so",
        "very",
        "just",
        "also",
        "too",
        "really",
        "quite",
        "some",
        "any",
        "all",
        "can",
        "could",
        "will",
        "would",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "about",
        "into",
        "over",
        "up",
        "down",
        "out",
        "than",
        "then",
        "which",
        "who",
        "whom",
        "whose",
        "what",
        "when",
        "where",
        "why",
        "how",
        "s",
        "t",
        "d",
        "ll",
        "m",
        "re",
        "ve",
        "get",
        "got",
        "gets",
        "lot",
        "lots",
        "something",
        "anything",
        "everything",
        "someone",
        "anyone",
        "everyone",
        "somebody",
        "anybody",
        "everybody",
    }
)


@lru_cache(maxsize=65_536)
def _analyse(text: str) -> tuple[frozenset[str], frozenset[float | str], bool, frozenset[str]]:
    """Content words, numbers, negated?, names — cached: the write path sees texts repeatedly."""
    raw = _TOKEN_RE.findall(text)
    words: set[str] = set()
    numbers: set[float | str] = set()
    names: set[str] = set()
    negated = 0
    for i, tok in enumerate(raw):
        low = tok.lower()
        if low.endswith("n't") or low in _NEGATIONS:
            negated += 1
            continue
        if tok[0].isdigit():
            numbers.add(tok.replace(",", ""))
            continue
        if low in _NUMBER_WORDS:
            numbers.add(_NUMBER_WORDS[low])
            continue
        if tok[0].isupper() and i > 0 and low != "i" and raw[i - 1] not in {".", "!", "?"}:
            names.add(low)
        if low not in _STOPWORDS:
            words.add(_stem(low))
    return (
        frozenset(words),
        frozenset(_normalise_numbers(numbers)),
        negated % 2 == 1,
        frozenset(names),
    )


def _normalise_numbers(numbers: set[float | str]) -> set[float | str]:
    out: set[float | str] = set()
    for n in numbers:
        if isinstance(n, str):
            try:
                out.add(float(n))
            except ValueError:
                out.add(n)
        else:
            out.add(float(n))
    return out


_STEMMER = snowballstemmer.stemmer("english")


def _stem(word: str) -> str:
    """Snowball (Porter 2) stem: likes/like, hiking/hike, named/name match."""
    return str(_STEMMER.stemWord(word))


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def informativeness(text: str) -> int:
    """How much a text says: distinct content words plus numbers and names."""
    words, numbers, _, names = _analyse(text)
    return len(words) + len(numbers) + len(names)


def judge(
    new: str,
    old: str,
    cosine: float,
    *,
    strict: bool = False,
    thresholds: Thresholds = Thresholds(),
) -> Verdict:
    """Relation of a new text to an existing one, given the cosine of their vectors."""
    words_a, nums_a, neg_a, names_a = _analyse(new)
    words_b, nums_b, neg_b, names_b = _analyse(old)
    overlap = _overlap(words_a, words_b)
    if cosine >= thresholds.contradiction_cosine and overlap >= 0.75 and names_a == names_b:
        if neg_a != neg_b:
            return Verdict(Relation.CONTRADICTION, "negation")
        if nums_a and nums_b and nums_a != nums_b:
            return Verdict(Relation.CONTRADICTION, "number")
    bar = thresholds.strict_cosine if strict else thresholds.merge_cosine
    if cosine < bar:
        return Verdict(Relation.DISTINCT, f"cosine {cosine:.2f} < {bar:.2f}")
    if neg_a != neg_b:
        return Verdict(Relation.DISTINCT, "negation differs")
    if nums_a != nums_b:
        return Verdict(Relation.DISTINCT, "numbers differ")
    if names_a != names_b:
        return Verdict(Relation.DISTINCT, "names differ")
    if overlap < thresholds.min_content_overlap:
        return Verdict(Relation.DISTINCT, f"content overlap {overlap:.2f}")
    return Verdict(Relation.DUPLICATE, f"cosine {cosine:.2f}, overlap {overlap:.2f}")


def judge_facts(new: Fact, old: Fact) -> Verdict | None:
    """Structured facts decide on their own when both entries carry one about the same thing."""

    def norm(s: str) -> str:
        return " ".join(s.lower().split())

    if (norm(new.subject), norm(new.predicate)) != (norm(old.subject), norm(old.predicate)):
        return None
    if norm(new.object) == norm(old.object):
        return Verdict(Relation.DUPLICATE, "same subject, predicate and object")
    return Verdict(Relation.CONTRADICTION, "same subject and predicate, different object")


def clear_text_caches() -> None:
    """Drops every text held in memory by the analysis cache (used by Forget)."""
    _analyse.cache_clear()
