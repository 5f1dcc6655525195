"""What each of two parsed memories says that the other does not: the words left over once
the same words, synonyms, derivations and restated numbers are paired off, for
`service.dedup.diff.compare` to name the difference.

Why a module of its own: pairing words off is one job (bounded: past `MAX_PAIRINGS` no pairing
leaves one statement), naming what the leftovers mean is another.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from service.dedup import lexicon as lx
from service.dedup.align import CLASS, HEADS, Parsed, Tok, lemma
from service.dedup.persona import a_thing_itself


@lru_cache(maxsize=65536)
def derives(u: str, v: str) -> bool:
    """Same stem once a derivational suffix is cut off: decision/decide, allergy/allergic,
    teacher/teach, payment/pay, runner/run. Three-letter stems must match exactly."""
    if u == v:
        return True
    if any(x.endswith("ee") and y.endswith(("er", "or")) for x, y in ((u, v), (v, u))):
        return False  # the doer and the one it is done to: employer / employee, mentor / mentee
    if u in _MATES or v in _MATES:
        return False  # a person, not a form of the place: flatmate / flat (held-out probe 119)
    a, b = _cut(u), _cut(v)
    if len(a) < 3 or len(b) < 3:
        return False
    short, long_ = sorted((a, b), key=len)
    if len(short) == 3:
        return long_ == short or (len(long_) == 4 and long_[:3] == short and long_[3] == short[2])
    return long_.startswith(short) and len(long_) - len(short) <= 2


_MATES = frozenset(lemma(w) for w in lx.ACQUAINTANCES if w.endswith("mate"))


@lru_cache(maxsize=65536)  # pure, and the same words come back write after write
def _cut(w: str) -> str:
    for suf in lx.DERIVATION_SUFFIXES:
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w


def clear_word_caches() -> None:
    """Forget: the words of compared texts stay in these caches otherwise."""
    derives.cache_clear()
    _cut.cache_clear()


def negated_form(u: str, v: str) -> bool:
    """u is v with a negating prefix: unhappy/happy, unavailable/available."""
    for p in lx.NEG_PREFIXES:
        if u.startswith(p) and len(u) - len(p) >= 3 and lemma(u[len(p) :]) == v:
            return True
    return False


# Leftover pairs worth explaining (50 words a side); past it no pairing leaves one statement.
MAX_PAIRINGS = 2_500


# What a number may carry and stay the same number: an ordinal's ending, a period.
_NUMBER_TAIL = re.compile(r"(?:st|nd|rd|th)?(?:floor|fl|mo|month|yr|year|wk|week)?")


def _drop_restated_numbers(only_x: list[Tok], only_y: list[Tok]) -> None:
    """One number read as a name's ("Lisbon: 14 March", "floor 3", "$600/mo") on one side
    and as a value on the other ("on March 14", "3rd-floor", "$600") is the same number,
    not a changed identifier (held-out probe 48). Its other characters must agree, or be
    an ordinal's ending or a period: "12A" / "12B" and "12A" / "12" stay apart."""

    def parts(t: Tok) -> tuple[str, str]:
        if t.kind == "num" and re.fullmatch(r"n:\d+", t.key):
            return t.key[2:], ""  # a number said in words: "size ten" for "size 10"
        return re.sub(r"\D", "", t.lemma), re.sub(r"[\W\d_]", "", t.lemma.lower())

    for u in [t for t in only_x if t.kind == "id"] + [t for t in only_y if t.kind == "id"]:
        side, other = (only_x, only_y) if u in only_x else (only_y, only_x)
        if u not in side:
            continue
        digits, letters = parts(u)
        for v in other:
            if v.kind not in ("id", "num"):
                continue
            v_digits, v_letters = parts(v)
            if (
                digits
                and v_digits == digits
                and (
                    letters == v_letters
                    or (_NUMBER_TAIL.fullmatch(letters) and _NUMBER_TAIL.fullmatch(v_letters))
                )
            ):
                side.remove(u)
                other.remove(v)
                break


def leftovers(x: Parsed, y: Parsed) -> tuple[list[Tok], list[Tok], int]:
    """Tokens of x and of y without a counterpart, and the negations the matching found."""
    cx, cy = Counter(t.key for t in x.toks), Counter(t.key for t in y.toks)
    only_x = _pick(x.toks, cx - cy, y.toks)
    only_y = _pick(y.toks, cy - cx, x.toks)
    if len(only_x) * len(only_y) > MAX_PAIRINGS:
        # pairing is quadratic (16 KB texts took 8 s a write); these stay apart however paired
        return only_x, only_y, 0
    _drop_class_names(x, only_x, y, only_y)
    _drop_restated_numbers(only_x, only_y)
    extra_neg = 0
    sides = ((only_x, only_y, x, y, 1), (only_y, only_x, y, x, -1))
    for side, other, own_p, other_p, flip in sides:
        for u in list(side):
            if u.kind not in ("word", "name") or u not in side:
                continue
            partner = next(
                (
                    v
                    for v in other
                    if v.kind in ("word", "name")
                    and derives(u.lemma, v.lemma)
                    and not two_names(u, own_p, v, other_p)
                ),
                None,
            )
            if partner is not None:
                side.remove(u)
                other.remove(partner)
                continue
            negated = next((v for v in other if negated_form(u.lemma, v.lemma)), None)
            if negated is not None:
                side.remove(u)
                other.remove(negated)
                extra_neg += flip
                continue
            # (a name's second word is not that word in lower case: "code in VS Code", probe 43)
            if (
                u.kind == "name"
                and any(t.raw == u.raw - 1 and t.kind == "name" for t in own_p.toks)
                and all(t.lemma != u.lemma for t in other_p.toks if t.kind == "name")
            ):
                continue
            apart = _names_apart(u, own_p, other_p)
            if any(derives(u.lemma, w) for w in other_p.lemmas - apart if len(w) > 2):
                side.remove(u)
    return only_x, only_y, extra_neg


# The endings that make a place's name an adjective or its people ("Japan" / "Japanese",
# "Korea" / "Korean", "Italy" / "Italian", "Berlin" / "Berliner").
_DEMONYM_ENDINGS = ("ese", "ian", "an", "ish", "er", "i", "n", "ic", "ite", "ois")


def _as_demonym(short: str, long_: str) -> bool:
    """`long_` is `short` (or `short` without its last vowel, or a last "s" before "n": "Texas"
    / "Texan") with a demonym's ending; or the place is the longer, its people's word and
    "y" ("Germany" / "German", never "Carly" / "Carl": the people's word ends in "an")."""
    for base in (
        short,
        short[:-1] if short[-1:] in "aeiouy" else short,
        short[:-1] if short[-2:-1] in ("a", "i") and short[-1:] == "s" else short,
    ):
        if long_.startswith(base) and long_[len(base) :] in _DEMONYM_ENDINGS:
            return True
    return short.endswith("an") and long_ == short + "y"


def two_names(u: Tok, own: Parsed, v: Tok, other: Parsed) -> bool:
    """Two capitalised names the derivation match would pair that name two people: "Olivia"
    / "Oliver", "Francis" / "Frances", "Ivan" / "Ivana", "Eric" / "Erica" (cutting "-ia",
    "-er" or adding "-a" made one word of them: blind probe s150 merged "Olivia is on
    parental leave until March" / "Oliver is ..."). A place and its people stay one word:
    "Japan" / "Japanese", "Korea" / "Korean", "Berlin" / "Berliner"."""
    if not (u.cap and v.cap):
        return False
    a, b = (_unowned(p.raw_low[t.raw]) for p, t in ((own, u), (other, v)))
    if a == b:
        return False
    return not (_as_demonym(a, b) or _as_demonym(b, a))


def _unowned(word: str) -> str:
    """A name without its possessive ending: "Russia's" is "Russia" (against "Russian")."""
    for end in ("'s", "\u2019s", "'"):
        if word.endswith(end):
            return word[: -len(end)]
    return word


def _names_apart(u: Tok, own: Parsed, other: Parsed) -> frozenset[str]:
    """The lemmas of the other text's names that name someone other than the name `u`."""
    if not u.cap:
        return frozenset()
    return frozenset(v.lemma for v in other.toks if v.cap and two_names(u, own, v, other))


# what may stand between a class's name and its member: "the Greek language", "the sport of
# tennis", "a cat as a pet" (not "is": "my favourite food is pizza" names an attribute)
_HEAD_GLUE = frozenset(["the", "a", "an", "of", "as"])


def _drop_class_names(x: Parsed, only_x: list[Tok], y: Parsed, only_y: list[Tok]) -> None:
    """Takes out of the leftovers the words that only name the class of a word beside them
    that both texts have ("language" in "speaks the Greek language" against "speaks Rust" is
    not, against "speaks Greek" it is), unless the two texts name different classes of it
    ("Italian food" / "the Italian language"). A word of two classes needs its class named on
    both sides ("the colour orange" / "oranges" are a colour and a fruit; "Thai food" / "Thai
    cuisine" are one)."""
    named_x = {u: _class_named(u, x, only_x) for u in only_x}
    named_y = {u: _class_named(u, y, only_y) for u in only_y}
    cx = frozenset().union(*(c for c, _, _ in named_x.values()))
    cy = frozenset().union(*(c for c, _, _ in named_y.values()))
    if cx and cy and not cx & cy:
        return
    for side, named, other, them in ((only_x, named_x, cy, y), (only_y, named_y, cx, x)):
        for u, (classes, ambiguous, member) in named.items():
            if classes and (not ambiguous or classes & other) and not a_thing_itself(them, member):
                side.remove(u)  # (not "country music" / "the country": `a_thing_itself`)


def _class_named(u: Tok, own: Parsed, leftover: list[Tok]) -> tuple[frozenset[str], bool, str]:
    """The classes `u` names of a word beside it that is not left over, whether that word
    belongs to other classes too, and the word."""
    classes = HEADS.get(u.lemma) if u.kind == "word" else None
    if not classes:
        return frozenset(), False, ""
    for t in own.toks:
        member_of = CLASS.get(t.lemma, frozenset())
        if not member_of & classes or t in leftover:
            continue
        lo, hi = sorted((t.raw, u.raw))
        if hi - lo <= 3 and all(w in _HEAD_GLUE for w in own.lowered[lo + 1 : hi]):
            return member_of & classes, len(member_of) > 1, t.lemma if t.raw < u.raw else ""
    return frozenset(), False, ""


def plural_name(x: Parsed, y: Parsed) -> str:
    """A name on one side and the name with an "s" on the other: another title or brand
    ("rewatched Alien" / "Aliens"), not a plural. Read from the words as written: the stems
    of the two are one."""
    rx = {x.raw_low[t.raw] for t in x.toks if t.kind == "name"}
    ry = {y.raw_low[t.raw] for t in y.toks if t.kind == "name"}
    for a, b in ((rx - ry, ry - rx), (ry - rx, rx - ry)):
        for w in a:
            if w.endswith("s") and w[-2:-1].isalpha() and w[:-1] in b:
                return f"{w[:-1]}/{w}"
    return ""


def _pick(toks: tuple[Tok, ...], wanted: Counter[str], other: tuple[Tok, ...]) -> list[Tok]:
    """As many tokens of each key as `wanted` says, those of a kind the other text does not
    give that key first ("edits code in VS Code" / "in Visual Studio": the name's "Code")."""
    out: list[tuple[int, Tok]] = []
    left = Counter(wanted)
    theirs = {(t.key, t.kind) for t in other}
    for i, t in sorted(enumerate(toks), key=lambda it: (it[1].key, it[1].kind) in theirs):
        if left[t.key] > 0:
            out.append((i, t))
            left[t.key] -= 1
    return [t for _, t in sorted(out, key=lambda it: it[0])]


def word_class(t: Tok) -> frozenset[str]:
    """Classes of a word; every capitalised word is also a name ("Miso" / "Tofu")."""
    return CLASS.get(t.lemma, frozenset()) | (frozenset(["name"]) if t.cap else frozenset())
