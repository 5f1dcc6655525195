"""One statement said by the user and told of the user in other words: "I'm scared of
flying" / "The user is afraid of flying", "I'm learning Japanese" / "The user is studying
Japanese", "I hate being late" / "User can't stand being late".

Why a module of its own: the alignment (`service.dedup.diff.compare`) reads these as the same
statement, but MiniLM puts the user's own words and a note about the user apart (0.59-0.70
for these, under the 0.70 the judge asks of an aligned pair), and the judge took the first
and third person below 0.70 only when the words, put in the third person, were the very same
(`service.dedup.first_person.first_and_third_person`). A synonym the word lists know
("scared" / "afraid", "learn" / "study", "based in" / "lives in") kept such pairs apart:
held-out probe s180 had 6 of its 90 duplicates kept so. Here the two texts, both put in the
third person, must align as one statement with nothing left over, and the same checks as
above the gate hold (a guess against certainty, a state that ended against one that goes on,
a past against the present, a sign).
"""

from __future__ import annotations

import re

from service.dedup.align import Parsed, parse
from service.dedup.certainty import told_apart
from service.dedup.diff import compare
from service.dedup.first_person import as_told_of_the_user
from service.dedup.text import signed_words
from service.dedup.typos import final_e_apart


def restated(new: str, old: str) -> bool:
    """Whether `new` and `old` (harmonised statements) are one statement, one in the user's
    own words and the other a note about the user, once both are in the third person."""
    told = as_told_of_the_user(new, old) or _owned_alike(new, old)
    if told is None:
        return False
    tenses = {parse(new).tense, parse(old).tense}
    if "past" in tenses and len(tenses) > 1:  # "User lived in Rome" / "I live in Rome"
        return False
    if signed_words(new) != signed_words(old) or told_apart(new, old) or final_e_apart(new, old):
        return False
    if compare(new, old).kind not in ("same", "pronoun") or compare(*told).kind != "same":
        return False
    return _word_for_word(*told)


# Words that may stand on one side only: the copula and articles a note leaves out ("the
# user is vegan" / "vegan"), "have" as "has got" or "owns", "do" before a negation (the
# negations themselves are counted apart)
_FILLERS = frozenset(
    ["the", "a", "an", "is", "am", "are", "be", "been", "being", "has", "have", "got", "own",
     "owns", "do", "does", "n't", "not", "of", "to", "user", "user's", "'s", "s", "'m"]
)  # fmt: skip


def _word_for_word(a: str, b: str) -> bool:
    """Whether the two say the same under the word lists in the same frame, with nothing left
    over but fillers: the alignment alone reads more as one statement than that ("I can drink
    alcohol" / "The user drinks alcohol", "I'm a therapist" / "User is in therapy", "I go to
    bed at 11" / "at 11am"), which only the 0.70 cosine kept apart (tests/test_dedup_person.py).
    A word derived from the other's ("taught" / "a teacher") passes, as in the alignment; a
    preposition on one side only, a modal, a number written otherwise do not."""
    pa, pb = parse(a), parse(b)
    if _relations(pa) != _relations(pb):
        return False
    if (pa.passive, pa.neg, pa.quals, pa.question) != (pb.passive, pb.neg, pb.quals, pb.question):
        return False
    if _spelled(pa) != _spelled(pb) or _another_form(pa, pb):
        return False
    if _verb_class(pa) != _verb_class(pb):  # "has a twin" / "is a twin"
        return False
    covered = {w for p in (pa, pb) for t in p.toks for w in (p.raw_low[t.raw], t.lemma, t.key)}
    left = (set(pa.raw_low) ^ set(pb.raw_low)) - covered - _FILLERS
    return not left


_BE = frozenset(["is", "am", "are", "'m", "'re", "was", "were"])
_HAVE = frozenset(["has", "have", "had", "'ve", "got", "owns", "own"])


def _verb_class(p: Parsed) -> tuple[bool, bool]:
    """Whether a form of "be" (not "been", the perfect's) and of "have" stand in the text."""
    return bool(_BE.intersection(p.raw_low)), bool(_HAVE.intersection(p.raw_low))


def _relations(p: Parsed) -> list[str]:
    """The prepositions that frame the words ("in therapy", "from Lagos"); the "to" of an
    infinitive ("likes to play" / "enjoys playing") aside."""
    return sorted(t.key for t in p.toks if t.kind == "rel" and t.key != "r:to")


def _spelled(p: Parsed) -> list[str]:
    """The numbers, as read, and as written where digits are glued to a letter or a mark
    ("11am" or "11:00" / "11" are two; "two" / "2", "Aug" / "August" one)."""
    return sorted(
        t.key if p.raw_low[t.raw].isdigit() or p.raw_low[t.raw].isalpha() else p.raw_low[t.raw]
        for t in p.toks
        if t.kind in ("num", "id")
    )


def _another_form(pa: Parsed, pb: Parsed) -> bool:
    """One word in another form on each side: a participle against its noun ("is mentored" /
    "is a mentor"), one against several ("loves cats" / "loves my cat"; not the verb after
    "the user", which the user's own words leave without its "-s")."""
    ra, rb = _forms(pa), _forms(pb)
    for key, (x, verb) in ra.items():
        y, verb_b = rb.get(key, (x, verb))
        if x == y:
            continue
        if any(x == y + end or y == x + end for end in ("ed", "d")):
            return True
        if not (verb or verb_b) and any(x == y + end or y == x + end for end in ("s", "es")):
            return True
    return False


def _forms(p: Parsed) -> dict[str, tuple[str, bool]]:
    """Each token's key: its word as written, and whether it is the verb right after "user"."""
    return {t.key: (p.raw_low[t.raw], t.raw > 0 and p.raw_low[t.raw - 1] == "user") for t in p.toks}


# "My son ..." against "The user's son ...": the thing owned leads both (the user is no
# subject, so `as_told_of_the_user` does not read them); the speaker's "my" as the user's, only
# where nothing later in that text is the speaker's again
_MY = re.compile(r"(?i)^\W*my\s+(?=[a-z])")
_USERS = re.compile(r"(?i)^\W*(?:the\s+)?user['\u2019]s\s+(?=[a-z])")
_SPEAKER = re.compile(r"(?i)\b(?:i|me|my|mine|myself|i'm|i've|i'd|i'll|we|our|us)\b")


def _owned_alike(new: str, old: str) -> tuple[str, str] | None:
    """Both texts with "the user's" leading when one opens with "my" and the other with "the
    user's" ("My son is in third grade" / "The user's son is a third grader"), else None."""
    for a, b, flip in ((new, old, False), (old, new, True)):
        m = _MY.match(a)
        if m and _USERS.match(b) and not _SPEAKER.search(a, m.end()) and not _SPEAKER.search(b):
            said = "the user's " + a[m.end() :]
            return (b, said) if flip else (said, b)
    return None


def restated_at(new: str, old: str, cosine: float, floor: float) -> str:
    """The reason to merge `new` into `old` as one statement told of the user, or ''."""
    if cosine >= floor and restated(new, old):
        return f"same statement told of the user, cosine {cosine:.2f}"
    return ""
