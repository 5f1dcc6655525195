"""Do two memories say the same thing, contradict each other, or neither? (DESIGN.md rule 3)

Cosine similarity of MiniLM vectors alone is a weak signal: at cosine >= 0.90 it merged STS-B
pairs with precision 0.85 and still merged "has 2 kids" / "has 3 kids". The decision here:

1. identical text (after tokenising) is a duplicate;
2. a CONTRADICTION is the same statement with a flipped negation, a changed number or date,
   an antonym ("loves"/"hates") or a status change ("works at" / "used to work at"): once those
   tokens are set aside, at most one other content word differs on each side. Changed names,
   pronouns or swapped roles are DISTINCT, not contradictions: "Alice likes tea" and
   "Bob likes tea" are both true;
3. below a cosine gate nothing merges; any hard veto (negation, number, name, antonym,
   pronoun, question vs statement, "used to", role swap) blocks a merge;
4. otherwise a 10-feature logistic regression (cosine, content-word overlap, one-sided words,
   number/name/pronoun mismatches, word-order discordance) gives a probability, and only
   pairs above the merge threshold are DUPLICATE. Anything uncertain stays DISTINCT: a missed
   merge costs a near-duplicate row, a wrong merge loses a fact.

The coefficients were fitted on STS-B train (pairs with cosine >= the gate and no veto,
target score >= 4.0) and the thresholds chosen on STS-B train/dev and 5-fold CV over
train+dev; STS-B test and MSRP test were never looked at while choosing them
(scripts/eval_dedup.py reports them). Pure functions, no I/O: the write path, the dedup job
and the evaluation all call `judge`, so the evaluation measures what ships.
"""

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from service.domain import Fact
from service.ports import PairScorer


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
    """Settings (`MEMCUE_DEDUP__*`); defaults chosen on STS-B train/dev only."""

    gate_cosine: float = 0.80  # below this never merge (and skip the lexical work)
    merge_probability: float = 0.90  # strict point: 0 harmful merges in train, dev, every CV fold
    strict_probability: float = 0.99  # DedupMode.STRICT: only near-identical wording
    contradiction_cosine: float = 0.60  # a contradiction must still be about the same thing
    candidate_floor: float = 0.55  # neighbours below this are not even judged
    # With a pair model (MEMCUE_PAIR_MODEL): a pair the rules leave undecided merges when the
    # cross-encoder scores it at least this (chosen on STS-B dev by scripts/train_pair_model.py).
    pair_score: float = 0.92


# Contradiction reasons that mean "the newer statement replaces the older one".
SUPERSEDING = ("negation", "number", "antonym", "temporal")
CONTRA_MAX_OTHER = 1  # ... and at most this many other content words differ per side

# Logistic regression in raw feature units: logit = B0 + sum(W[f] * x[f]).
B0 = -11.131471
W: dict[str, float] = {
    "cos": 12.904445,
    "jac": 0.025839,
    "cont": 1.162367,
    "only_max": -0.432238,
    "only_min": 0.434032,
    "num_mis": -0.912597,
    "name_any": -0.048485,
    "pron_mis": -0.090925,
    "addition": -0.045163,
    "disc": 0.451690,
}

# -------------------------------------------------------------------------------- word lists
STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "then",
        "so",
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
        "into",
        "onto",
        "about",
        "over",
        "under",
        "up",
        "down",
        "out",
        "off",
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
        "doing",
        "done",
        "have",
        "has",
        "had",
        "having",
        "will",
        "would",
        "shall",
        "should",
        "can",
        "could",
        "may",
        "might",
        "must",
        "i",
        "me",
        "my",
        "mine",
        "myself",
        "we",
        "us",
        "our",
        "ours",
        "you",
        "your",
        "yours",
        "he",
        "him",
        "his",
        "she",
        "her",
        "hers",
        "it",
        "its",
        "they",
        "them",
        "their",
        "theirs",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "all",
        "any",
        "both",
        "each",
        "few",
        "more",
        "most",
        "other",
        "some",
        "such",
        "only",
        "own",
        "same",
        "than",
        "too",
        "very",
        "just",
        "also",
        "s",
        "t",
        "d",
        "ll",
        "m",
        "re",
        "ve",
        "while",
        "during",
        "before",
        "after",
        "again",
        "further",
        "once",
        "because",
        "until",
        "against",
        "between",
        "through",
        "above",
        "below",
        "'re",
        "'m",
        "'ve",
        "'ll",
        "'d",
    ]
)
NEG = frozenset(
    [
        "not",
        "no",
        "never",
        "n't",
        "nobody",
        "nothing",
        "none",
        "neither",
        "nor",
        "nowhere",
        "without",
        "cannot",
        "cant",
        "dont",
        "doesnt",
        "didnt",
        "isnt",
        "arent",
        "wasnt",
        "werent",
        "wont",
        "wouldnt",
        "shouldnt",
        "couldnt",
        "hasnt",
        "havent",
        "hadnt",
        "aint",
    ]
)
AUX = frozenset(
    [
        "be",
        "is",
        "are",
        "was",
        "were",
        "am",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
        "will",
        "would",
        "can",
        "could",
        "should",
        "shall",
        "must",
        "may",
        "might",
        "been",
        "being",
    ]
)
NUMW = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
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
    "trillion": 10**12,
    "dozen": 12,
    "twice": 2,
    "triple": 3,
    "first": 1,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
}
WEEK = {
    w: "wd:" + w[:3]
    for w in ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
}
MONTHS = {
    m: "mo:" + m[:3]
    for m in [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ]
}
MONTHS.update(
    {
        m: "mo:" + m[:3]
        for m in [
            "jan",
            "feb",
            "mar",
            "apr",
            "jun",
            "jul",
            "aug",
            "sep",
            "sept",
            "oct",
            "nov",
            "dec",
        ]
    }
)
PRON = {
    "i": "1s",
    "me": "1s",
    "my": "1s",
    "mine": "1s",
    "myself": "1s",
    "we": "1p",
    "us": "1p",
    "our": "1p",
    "ours": "1p",
    "you": "2",
    "your": "2",
    "yours": "2",
    "yourself": "2",
    "he": "3m",
    "him": "3m",
    "his": "3m",
    "himself": "3m",
    "she": "3f",
    "her": "3f",
    "hers": "3f",
    "herself": "3f",
    "they": "3p",
    "them": "3p",
    "their": "3p",
    "theirs": "3p",
}
_ANT = """
higher/lower high/low up/down rise/fall rises/falls rose/fell gain/loss gains/losses
win/lose won/lost wins/loses east/west north/south left/right open/close opens/closes
opened/closed before/after more/less increase/decrease increased/decreased man/woman
men/women boy/girl boys/girls black/white big/small large/small old/young old/new hot/cold
day/night love/hate like/dislike likes/dislikes always/never all/none early/late
first/last buy/sell bought/sold accept/reject accepted/rejected approve/reject
acquitted/convicted agree/disagree include/exclude inside/outside begin/end start/stop
started/stopped top/bottom husband/wife father/mother son/daughter brother/sister cat/dog
cats/dogs yes/no true/false alive/dead pass/fail passed/failed with/without continue/stop
continues/stops continued/stopped continue/end lift/impose allow/ban allows/bans
maximum/minimum future/past tomorrow/yesterday
"""
OPP: dict[str, set[str]] = {}
for _p in _ANT.split():
    _x, _y = _p.split("/")
    OPP.setdefault(_x, set()).add(_y)
    OPP.setdefault(_y, set()).add(_x)
STATUS = frozenset(
    ["formerly", "previously", "anymore", "used"]
)  # "used" only in "used to" (not "be used to")
CAP_IGNORE = (
    STOP
    | NEG
    | frozenset(WEEK)
    | frozenset(MONTHS)
    | frozenset(["mr", "mrs", "ms", "dr", "yes", "oh", "ok", "okay", "please", "thanks"])
)

_ACR = re.compile(r"\b(?:[A-Za-z]\.){2,}")
_NT = re.compile(r"(?i)(\w)n't\b")
_CLITIC = re.compile(r"(?i)(\w)'(re|m|ve|ll|d)\b")
_TOK = re.compile(
    r"\d+(?:[.,:]\d+)*(?:st|nd|rd|th|s)?|[A-Za-z]+(?:[-'][A-Za-z]+)*|n't|'(?:re|m|ve|ll|d)\b"
)
_NUM = re.compile(r"(\d+(?:[.,:]\d+)*)(?:st|nd|rd|th|s)?")
_THOUS = re.compile(r"\d{1,3}(?:,\d{3})+")
_BE = frozenset(["is", "are", "am", "was", "were", "'s", "'re", "'m"])
# Words before "used to" that make it "be/get used to" (accustomed), not "used to" (formerly).
_PASSIVE = frozenset(
    [
        "be",
        "been",
        "being",
        "am",
        "is",
        "are",
        "was",
        "were",
        "get",
        "gets",
        "got",
        "getting",
        "'s",
        "'re",
        "'m",
    ]
)
_DEMONYM = ("ese", "ian", "an", "ish", "i", "n")
_CAPS_CLASH = STOP | NEG | frozenset(PRON)
_STEM_RULES = (
    ("ies", "y"),
    ("sses", "ss"),
    ("ing", ""),
    ("ied", "y"),
    ("ed", ""),
    ("es", ""),
    ("s", ""),
    ("ly", ""),
)


@lru_cache(maxsize=65536)
def stem(w: str) -> str:
    w = w.lower()
    if w.endswith("'s"):
        w = w[:-2]
    for suf, rep in _STEM_RULES:
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            w = w[: -len(suf)] + rep
            break
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "lsz":
        w = w[:-1]
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]
    return w


def _num_value(t: str) -> str | None:
    m = _NUM.fullmatch(t)
    if m:
        v = m.group(1)
        if _THOUS.fullmatch(v):
            v = v.replace(",", "")
        if ":" in v:
            return v
        try:
            return repr(float(v.replace(",", ".")))
        except ValueError:
            return v
    tl = t.lower()
    if tl in NUMW:
        return repr(float(NUMW[tl]))
    return None


class Text(NamedTuple):
    toks: tuple[str, ...]  # surface tokens (acronyms joined: U.S. -> US)
    low: frozenset[str]  # lowercased tokens
    stems: frozenset[str]  # stems of all tokens
    content: tuple[str, ...]  # lowercased content words (no stopwords / negations / numbers)
    cstems: frozenset[str]
    nums: frozenset[str]  # normalised numbers, weekdays, months
    neg: int  # number of negation tokens
    neg_heads: frozenset[str]  # stem of the word each negation applies to
    prons: frozenset[str]  # pronoun person/number groups
    status: bool  # "used to", "formerly", "anymore", ...
    copula: bool  # a form of "be" used as main verb ("X is my favourite"), no "than"
    question: bool
    title: bool  # Title Case headline: capitalisation is not a name signal
    caps: tuple[tuple[str, bool], ...]  # (lowercased capitalised token, is_sentence_initial)
    initials: frozenset[str]  # acronyms of runs of capitalised words ("Bank of England" -> boe)
    positions: dict[str, int]  # stem -> position, for stems occurring once


@lru_cache(maxsize=8192)
def analyse(s: str) -> Text:
    s2 = _ACR.sub(
        lambda m: m.group(0).replace(".", "") + " ", s.replace("\u2019", "'").replace("\u2018", "'")
    )
    s2 = _CLITIC.sub(r"\1 '\2", _NT.sub(r"\1 n't", s2))
    toks = tuple(_TOK.findall(s2))
    # an all-caps token of 2+ letters is an acronym (US, IT, WHO): keep it out of the stopword,
    # pronoun and negation lists by giving it a marked lowercase form
    lows = [
        t.lower()
        if not (len(t) >= 2 and t.isalpha() and t.isupper() and t.lower() in _CAPS_CLASH)
        else t.lower() + "_"
        for t in toks
    ]
    content, nums, heads, prons = [], set(), set(), set()
    neg = 0
    status = False
    pos: dict[str, list[int]] = {}
    for i, (t, tl) in enumerate(zip(toks, lows, strict=True)):
        v = _num_value(t)
        if v is not None:
            nums.add(v)
            continue
        if tl in WEEK:
            nums.add(WEEK[tl])
        elif tl in MONTHS and (t[0].isupper() or tl not in ("may", "mar", "march")):
            nums.add(MONTHS[tl])
        if tl in NEG:
            neg += 1
            j = i + 1
            while j < len(lows) and (
                lows[j] in AUX
                or lows[j] in NEG
                or lows[j] in ("to", "a", "an", "the", "any", "ever", "even", "really")
            ):
                j += 1
            heads.add(stem(lows[j]) if j < len(lows) else "<end>")
            continue
        if tl in PRON:
            prons.add(PRON[tl])
        if tl in STATUS and (
            tl != "used"
            or (
                i + 1 < len(lows)
                and lows[i + 1] == "to"
                and (i == 0 or lows[i - 1] not in _PASSIVE)
            )
        ):
            status = True
        if tl in STOP or len(tl) < 2:
            continue
        content.append(tl)
        pos.setdefault(stem(tl), []).append(i)
    copula = "than" not in lows and any(
        w in _BE and (i + 1 >= len(lows) or not lows[i + 1].endswith(("ing", "ed", "en")))
        for i, w in enumerate(lows)
    )
    # Title Case headline ("Obama Signs Bill"): judged without the first word, which is
    # capitalised anyway, so "Alice moved to Berlin" keeps its names.
    words = [t for t in toks[1:] if t[0].isalpha() and t.lower() not in STOP]
    title = len(words) >= 2 and sum(t[0].isupper() for t in words) / len(words) > 0.6
    caps = tuple(
        (tl, i == 0)
        for i, (t, tl) in enumerate(zip(toks, lows, strict=True))
        if len(t) >= 2 and t[0].isalpha() and t[0].isupper() and tl not in CAP_IGNORE
    )
    return Text(
        toks,
        frozenset(lows),
        frozenset(stem(t) for t in lows),
        tuple(dict.fromkeys(content)),
        frozenset(stem(w) for w in content),
        frozenset(nums),
        neg,
        frozenset(heads),
        frozenset(prons),
        status,
        copula,
        s.rstrip().endswith("?"),
        title,
        caps,
        _initials(toks),
        {k: v[0] for k, v in pos.items() if len(v) == 1},
    )


def _initials(toks: tuple[str, ...]) -> frozenset[str]:
    out = set()
    n = len(toks)
    for i in range(n):
        if not toks[i][0].isupper():
            continue
        acc = ""
        for j in range(i, min(n, i + 6)):
            t = toks[j]
            if t[0].isupper():
                acc += t[0].lower()
            elif t.lower() in ("of", "and", "the", "for"):
                out.add(acc)
                acc += t[0].lower()
            else:
                break
            out.add(acc)
    return frozenset(x for x in out if len(x) >= 2)


def _ed1(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) <= 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    if len(a) > len(b):
        a, b = b, a
    return any(b[:i] + b[i + 1 :] == a for i in range(len(b)))


def _name_matches(n: str, other: Text) -> bool:
    if n in other.low or stem(n) in other.stems:
        return True
    for o in other.low:
        k = min(len(n), len(o))
        if k >= 4 and (o.startswith(n) or n.startswith(o)):  # syria / syrian
            return True
        if k >= 6 and _ed1(n, o):  # jeffrey / jeffery (not mary / mark)
            return True
        for x, z in ((n, o), (o, n)):  # chinese / china, canadian / canada
            for suf in _DEMONYM:
                if x.endswith(suf) and len(x) - len(suf) >= 4 and z.startswith(x[: -len(suf)]):
                    return True
        if "-" in o and n in o.split("-"):
            return True
    n0 = n.rstrip("_")
    return n0 in other.initials or (
        len(n0) <= 5
        and any(  # boe / Bank of England, NYC / New York
            len(i) == len(n0) - 1 and n0.startswith(i) for i in other.initials
        )
    )


def _unmatched_names(x: Text, y: Text) -> list[tuple[str, bool]]:
    return [(n, ini) for n, ini in x.caps if not _name_matches(n, y)]


def _role_swap(x: Text, y: Text) -> bool:
    """three shared content words whose order is fully reversed: A..gave..B vs B..gave..A"""
    common = sorted((k for k in x.positions if k in y.positions), key=lambda k: x.positions[k])
    r = [y.positions[k] for k in common]
    n = len(r)
    for i in range(n):
        for j in range(i + 1, n):
            if r[i] > r[j]:
                for k in range(j + 1, n):
                    if r[j] > r[k]:
                        return True
    return False


def _antonym(x: Text, y: Text) -> bool:
    xo, yo = x.low - y.low, y.low - x.low
    return any(OPP.get(w, set()) & yo for w in xo)


def _disc(x: Text, y: Text) -> float:
    common = sorted((k for k in x.positions if k in y.positions), key=lambda k: x.positions[k])
    r = [y.positions[k] for k in common]
    n = len(r)
    if n < 2:
        return 0.0
    d = sum(1 for i in range(n) for j in range(i + 1, n) if r[i] > r[j])
    return d / (n * (n - 1) / 2)


# ----------------------------------------------------------------------------- pair analysis
def vetoes(a: str, b: str) -> list[str]:
    """every hard reason why a and b must not be merged (empty list = no veto)"""
    x, y = analyse(a), analyse(b)
    out = []
    if (x.neg > 0) != (y.neg > 0) or x.neg_heads != y.neg_heads:
        out.append("negation")
    if (x.nums - y.nums) and (y.nums - x.nums):
        out.append("number")
    if not (x.title or y.title) and _unmatched_names(x, y) and _unmatched_names(y, x):
        out.append("name")
    if _antonym(x, y):
        out.append("antonym")
    if x.status != y.status:
        out.append("temporal")
    if (x.prons - y.prons) and (y.prons - x.prons):
        out.append("pronoun")
    if x.question != y.question:
        out.append("question")
    if (
        max(len(x.toks), len(y.toks)) <= 12
        and "by" not in x.low
        and "by" not in y.low
        and not (x.copula or y.copula)
        and _role_swap(x, y)
    ):
        out.append("role_swap")
    return out


def features(a: str, b: str, cos: float) -> dict[str, float]:
    """LR inputs.  Content words = lowercased tokens minus stopwords/negations/numbers, compared by
    light stem.  jac = |A&B|/|A|B|; cont = |A&B|/min(|A|,|B|); only_max/only_min = content words
    present on one side only (larger/smaller side count); num_mis = number/date sets differ;
    name_any = capitalised names without a match on the other side; pron_mis = pronoun-person sets
    differ; addition = one side adds words and the other adds none; disc = share of discordant
    pairs in the order of shared content words."""
    x, y = analyse(a), analyse(b)
    ca, cb = x.cstems, y.cstems
    oa = sum(1 for w in x.content if stem(w) not in cb)
    ob = sum(1 for w in y.content if stem(w) not in ca)
    inter, uni = len(ca & cb), len(ca | cb)
    names = 0 if (x.title or y.title) else len(_unmatched_names(x, y)) + len(_unmatched_names(y, x))
    return {
        "cos": cos,
        "jac": inter / uni if uni else 1.0,
        "cont": inter / min(len(ca), len(cb)) if ca and cb else 0.0,
        "only_max": float(max(oa, ob)),
        "only_min": float(min(oa, ob)),
        "num_mis": float(x.nums != y.nums),
        "name_any": float(names),
        "pron_mis": float(x.prons != y.prons),
        "addition": float(min(oa, ob) == 0 and max(oa, ob) > 0),
        "disc": _disc(x, y),
    }


def probability(a: str, b: str, cos: float) -> float:
    f = features(a, b, cos)
    z = B0 + sum(W[k] * f[k] for k in W)
    return 1.0 / (1.0 + math.exp(-z))


def _norm(s: str) -> str:
    return " ".join(t.lower() for t in _TOK.findall(s.replace("\u2019", "'")))


def contradiction(a: str, b: str, cos: float, min_cosine: float) -> str | None:
    """The reason a and b are the same statement with one thing changed, else None.

    "Same statement": cosine >= min_cosine and, once the differing numbers, names and
    negations are set aside, at most CONTRA_MAX_OTHER other content words differ per side.
    """
    if cos < min_cosine:
        return None
    x, y = analyse(a), analyse(b)
    if not x.content or not y.content:
        return None
    ux = {n for n, _ in _unmatched_names(x, y)}
    uy = {n for n, _ in _unmatched_names(y, x)}
    ox = [w for w in x.content if stem(w) not in y.cstems and w not in ux and w not in STATUS]
    oy = [w for w in y.content if stem(w) not in x.cstems and w not in uy and w not in STATUS]
    if _antonym(x, y):  # the antonym words themselves are the change
        ox = [w for w in ox if not (OPP.get(w, set()) & y.low)]
        oy = [w for w in oy if not (OPP.get(w, set()) & x.low)]
    if len(ox) > CONTRA_MAX_OTHER or len(oy) > CONTRA_MAX_OTHER:
        return None
    if not (x.cstems & y.cstems):
        return None
    found = vetoes(a, b)
    for reason in ("negation", "number", "name", "pronoun", "antonym", "temporal", "role_swap"):
        if reason in found:
            return reason
    return None


def judge(
    new: str,
    old: str,
    cosine: float,
    *,
    strict: bool = False,
    thresholds: Thresholds = Thresholds(),
    pair: PairScorer | None = None,
) -> Verdict:
    """Relation of a new text to a stored one, given the cosine of their vectors.

    The rules come first and the pair model (when given) only gets the last word on pairs
    they leave undecided: it never overrides a veto, a contradiction or the cosine gate, and
    is not asked at all for most candidates, which keeps it off the hot path.
    """
    if _norm(new) == _norm(old):
        return Verdict(Relation.DUPLICATE, "same words")
    reason = contradiction(new, old, cosine, thresholds.contradiction_cosine)
    if reason in SUPERSEDING:
        return Verdict(Relation.CONTRADICTION, reason)
    if cosine < thresholds.gate_cosine:
        return Verdict(Relation.DISTINCT, f"cosine {cosine:.2f} < {thresholds.gate_cosine:.2f}")
    blocked = vetoes(new, old)
    if blocked:
        return Verdict(Relation.DISTINCT, "differs in " + ", ".join(blocked))
    p = probability(new, old, cosine)
    bar = thresholds.strict_probability if strict else thresholds.merge_probability
    if p >= bar:
        return Verdict(Relation.DUPLICATE, f"p={p:.3f}, cosine {cosine:.2f}")
    if pair is not None and not strict:
        q = pair.score(new, old)
        if q >= thresholds.pair_score:
            return Verdict(Relation.DUPLICATE, f"{pair.name} {q:.3f}, cosine {cosine:.2f}")
        return Verdict(Relation.DISTINCT, f"p={p:.3f}, {pair.name} {q:.3f}")
    return Verdict(Relation.DISTINCT, f"p={p:.3f} < {bar:.2f}")


def informativeness(text: str) -> int:
    """How much a text says: distinct content words plus numbers and names."""
    t = analyse(text)
    return len(t.cstems) + len(t.nums) + len(t.caps)


def judge_facts(new: Fact, old: Fact) -> Verdict | None:
    """Structured facts decide on their own when both entries carry one about the same thing."""
    if new.key != old.key:
        return None
    if " ".join(new.object.lower().split()) == " ".join(old.object.lower().split()):
        return Verdict(Relation.DUPLICATE, "same subject, predicate and object")
    return Verdict(Relation.CONTRADICTION, "same subject and predicate, different object")


def clear_text_caches() -> None:
    """Drops every text held in memory by the analysis caches (used by Forget)."""
    analyse.cache_clear()
    stem.cache_clear()
