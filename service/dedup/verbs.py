"""Verb forms the alignment reads as one word: a verb's past against its present in other
languages ("lavora" / "lavorava", "arbeitet" / "arbeitete"), and being a thing against having
one ("Ana is a lawyer" / "Ana has a lawyer"). Either makes two texts two statements: the first
pair merged at cosine 0.97 (a blind dedup probe's one false merge), the second at 0.93-0.97."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence

from service.dedup.align import Parsed, lemma
from service.dedup.lexicon import NOT_A_TENSE_BEFORE, PAST

# A verb's past against its present in the languages the dedup probes cover, which the
# derivation match (and for German the stemmer) would read as one word: Italian, Spanish and
# Portuguese imperfects ("lavorava" / "lavora", "trabajaba" / "trabaja", "vivía" / "vive"),
# French ("travaillait" / "travaille"), German weak pasts ("arbeitete" / "arbeitet",
# "wohnten" / "wohnen"). (past ending, present ending), longest first.
_PAST_PRESENT = (
    ("avano", "ano"), ("evano", "ono"), ("ivano", "ono"), ("aient", "ent"), ("aban", "an"),
    ("avam", "am"), ("\u00edan", "en"), ("iam", "em"), ("abas", "as"), ("\u00edas", "es"),
    ("ava", "a"), ("aba", "a"), ("eva", "e"), ("iva", "e"), ("ait", "e"), ("ais", "e"),
    ("\u00eda", "e"), ("ia", "e"), ("avo", "o"), ("evo", "o"), ("ava", "o"), ("aba", "o"),
)  # fmt: skip
# German weak pasts ("arbeitete" / "arbeitet", "wohnte" / "wohne", "wohnten" / "wohnen"), read
# only in a German sentence and never right after an article, where the word is an adjective
# ("eine möblierte Wohnung" / "Wohnung, möbliert"); French feminine adjectives end the same
# way ("contente" / "content", "petite" / "petit").
_GERMAN_PAST = (("ete", "et"), ("ete", "e"), ("te", "t"), ("te", "e"), ("ten", "en"))
_GERMAN = frozenset(
    ["ich", "er", "sie", "wir", "ihr", "und", "nicht", "bei", "mit", "der", "das", "dem", "den",
     "ist", "hat", "auch", "noch", "mein", "meine", "sein", "seine", "im", "zum", "zur"]
)  # fmt: skip
# Dutch weak pasts the same way, in a Dutch sentence ("werkte" / "werkt", "woonde" / "woont",
# "werkten" / "werken"): a twelfth blind probe's one false merge ("Pieter werkt als leraar" /
# "Pieter werkte als leraar").
_DUTCH_PAST = (("te", "t"), ("de", "t"), ("ten", "en"), ("den", "en"))
_DUTCH = frozenset(
    ["ik", "hij", "zij", "ze", "wij", "het", "een", "en", "niet", "bij", "met", "van", "als",
     "heeft", "hebben", "zijn", "haar", "zijn", "mijn", "naar", "voor", "ook", "nog", "op"]
)  # fmt: skip
_ARTICLES = frozenset(
    ["ein", "eine", "einen", "einem", "einer", "eines", "der", "die", "das", "den", "dem", "des",
     "mein", "meine", "meinen", "sein", "seine", "ihre", "ihren", "unser", "unsere", "de", "het",
     "een", "mijn", "onze"]
)  # fmt: skip


def past_and_present(x: Sequence[str], y: Sequence[str]) -> str:
    """ "lavorava / lavora" when one text has a verb's past where the other has its present
    (and nothing else differs in those words), else ""."""
    cx, cy = Counter(x), Counter(y)
    only_x, only_y = list(cx - cy), list(cy - cx)
    german = bool(_GERMAN & set(x) and _GERMAN & set(y))
    dutch = bool(_DUTCH & set(x) and _DUTCH & set(y))
    after_article = {
        w for words in (x, y) for prev, w in itertools.pairwise(words) if prev in _ARTICLES
    }
    for u in only_x:
        for v in only_y:
            adjective = bool({u, v} & after_article)
            both = (
                _PAST_PRESENT
                + (_GERMAN_PAST if german and not adjective else ())
                + (_DUTCH_PAST if dutch and not adjective else ())
            )
            for a, b in ((u, v), (v, u)):
                for past, present in both:
                    stem_ = a[: -len(past)]
                    if a.endswith(past) and len(stem_) >= 3 and b == stem_ + present:
                        return f"{a} / {b}"
    return _english_past(x, y, only_x, only_y)


# ... and after these a plain form is a perfect ("has been published" / "was published")
_PERFECT = frozenset(["has", "have", "had", "'ve"])


def _english_past(x: Sequence[str], y: Sequence[str], only_x: list[str], only_y: list[str]) -> str:
    """ "worked / works" when one text has an English verb's past ("worked", "lived",
    "taught") where the other has its present, else "": "The user works at Google" and "The
    user worked at Google" are two statements (a blind dedup probe's false merge: the stemmer
    reads both as "work")."""
    for a, b, sa, sb in ((x, y, only_x, only_y), (y, x, only_y, only_x)):
        for u in sa:
            if not (u in PAST or (len(u) > 4 and u.endswith("ed"))) or _after_aux(a, u):
                continue
            for v in sb:
                if (
                    v.isalpha()
                    and v not in PAST
                    and not v.endswith(("ed", "ing"))
                    and lemma(v) == lemma(u)
                    and not _after_aux(b, v, NOT_A_TENSE_BEFORE | _PERFECT)
                ):
                    return f"{u} / {v}"
    return ""


def _after_aux(words: Sequence[str], w: str, aux: frozenset[str] = NOT_A_TENSE_BEFORE) -> bool:
    return any(prev in aux for prev, cur in itertools.pairwise(words) if cur == w)


_BE_HAVE_FORMS = frozenset(
    ["is", "are", "was", "were", "am", "be", "been", "'s", "'re", "'m", "has", "have", "had",
     "'ve", "'d", "got"]
)  # fmt: skip


def be_against_have(x: Parsed, y: Parsed) -> str:
    """ "be / have" when one text says someone is a thing and the other that they have one,
    and that verb is all that differs ("Ana is a lawyer" / "Ana has a lawyer"; "is allergic
    to dogs" / "has a dog allergy" agree); else "". The alignment sets both verbs aside."""
    verbs = _be_or_have(x.lemmas), _be_or_have(y.lemmas)
    if all(verbs) and verbs[0] != verbs[1] and _but_verbs(x.raw_low) == _but_verbs(y.raw_low):
        return " / ".join(verbs)
    return ""


def _but_verbs(raw: Sequence[str]) -> Counter[str]:
    """The words of a text but the forms of "be" and "have"."""
    return Counter(w for w in raw if w not in _BE_HAVE_FORMS)


def _be_or_have(lemmas: frozenset[str] | set[str]) -> str:
    """ "be" or "have" when a text has one of the two verbs and not the other, else ""."""
    be, have = "be" in lemmas, bool({"have", "hav"} & lemmas)
    return "be" if be and not have else "have" if have and not be else ""


# A stretch of the past that is over: "for five years", "for 3 months" (after the number
# words are read: "for 5 years")
_OVER_A_STRETCH = re.compile(
    r"\bfor\s+(?:\w+\s+)?(?:years?|months?|weeks?|days?|decades?)\b|\bfrom\s+\d{4}\s+to\s+\d{4}\b"
)


def two_past_stretches(x: Parsed, y: Parsed) -> bool:
    """ "I lived in Chicago for five years" / "I lived in Boston for five years", "worked at
    Google for three years" / "at Meta for three years": two past stretches, both true (as
    "used to work at Siemens" / "at Bosch" are), not a value changed. Without the stretch a
    past value may be a correction ("was born in Rome" / "in Milan")."""
    return (
        x.tense == y.tense == "past"
        and _OVER_A_STRETCH.search(" ".join(x.raw_low)) is not None
        and _OVER_A_STRETCH.search(" ".join(y.raw_low)) is not None
    )
