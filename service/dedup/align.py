"""Align two short memories and say what differs between them (issue 10).

Both texts are reduced to canonical content tokens: phrase rewrites ("made the decision to" ->
"decide"), lemmas, synonym groups, numbers as values (words and digits, durations in minutes,
clock times), negation as a count ("dislikes" = "not like", "never" = "not"), "used to" as a
status mark, and passive voice turned active for word order. Tokens left on one side only are
then matched by derivation ("allergy"/"allergic", "teacher"/"teaches") and by negating
prefixes ("unhappy"/"not happy"), and what is still left is classified:

- nothing: the same statement (a paraphrase), or the same with a flipped negation, a
  changed value number or clock time, a "used to", or an antonym (a contradiction);
- an identifier number ("room 12" / "room 14"), a deictic time word ("this" / "next
  quarter"), swapped roles or other pronouns: different things, keep both;
- one word each, of one class (cat/dog, Berlin/Paris, Python/Java): a contradiction only in
  the value slot of a one-valued attribute ("lives in X", "X's cat is called Y", "her
  favourite colour is Y"); anywhere else another thing of the same kind, keep both;
- anything else: the texts differ in words we cannot explain.

Pure functions on strings; `parse` is cached (Forget clears it with the other text caches).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from service.dedup import lexicon as lx
from service.dedup.amounts import (
    CURRENCY,
    after_a_quarter,
    before_a_month,
    is_version,
    join_ranges,
    number,
    range_ends,
    signs,
    times,
)
from service.dedup.dates import times_and_dates
from service.dedup.forms import qualifies, written_out
from service.dedup.numbers import spell_numbers
from service.dedup.person import in_third_person
from service.dedup.roles import (
    CASE,
    active_order,
    participle_after,
    passive_at,
    possessions,
    tense,
)
from service.dedup.text import LETTERS, stem
from service.dedup.units import spell_units
from service.dedup.words import MONTHS, NUMW, OPP, PRON, STOP, WEEK
from service.pattern_gate import PatternGate

# One name, compared whole ("/healthz" is not "/health"), begun only where a [\w.-] run begins.
_PATH = (
    r"(?:~|\.{1,2})?/[\w.-]+(?:/[\w.-]+)*/?(?<![\w/]\.)"  # /healthz, ./run; not "they/them."
    r"|(?<![\w.-])[\w.-]+(?:/[\w.-]+)+\.[A-Za-z]\w{0,4}\b"  # scripts/deploy.sh
    r"|(?<![\w.-])[\w-]+(?:/[\w.-]+){2,}(?<!\w\.)"  # src/app/main
    r"|(?<![\w.-])[\w-]+\.(?:sh|py|js|ts|tsx|jsx|md|json|ya?ml|toml|txt|cfg|ini|conf|env|go|rs|java|rb"
    r"|php|html|css|sql|csv|lock|xml|log|ipynb)\b"  # deploy.sh, README.md
)
_TOKEN = re.compile(
    _PATH + r"|[A-Za-z]+-\d[\w]*(?:-\w+)*"  # db-03, AMZ-114-2283
    r"|[#$€£¥]?\d[\w:.,/-]*\w|[#$€£¥]?\d"  # 9:30, 2024-07, 3B, $500, 60k, 20-minute
    rf"|{LETTERS}(?:[-']{LETTERS})*|n't|\+"
)
_PATH_WHOLE = re.compile(_PATH)
_NT = re.compile(r"(?i)(\w)n't\b")
_USED_TO = re.compile(
    r"(?i)(?<!\bis )(?<!\bare )(?<!\bam )(?<!\bwas )(?<!\bget )(?<!\bgot )\bused to\b"
)
# A version ("v2.3.1", "4.1.0", "v3") is a value, compared whole and never a name.
_VERSION = re.compile(r"(?i)v\d+(?:\.\d+)*|\d+(?:\.\d+){2,3}")
_CLOCK = re.compile(r"(\d{1,2})[:.](\d{2})")
_UNIT_SPLIT = re.compile(r"(\d+(?:\.\d+)?)-([a-z]+)")
_OUR = re.compile(r"^([a-z]{2,})our(s|ite|ites|ed|ing|ful)?$")
_ISE = re.compile(r"^([a-z]{3,})is(e|es|ed|ing|ation)$")


def _spell(w: str) -> str:
    """British and American spellings to one form (colour/color, organise/organize)."""
    m = _OUR.match(w)
    if m:
        w = m.group(1) + "or" + (m.group(2) or "")
    m = _ISE.match(w)
    if m:
        w = m.group(1) + "iz" + m.group(2)
    return w


@lru_cache(maxsize=65536)
def lemma(w: str) -> str:
    """Lowercased lemma: irregular forms by table, the rest by the light stemmer."""
    w = w.lower()
    if w.endswith("'s"):
        w = w[:-2]
    w = _spell(w)
    if w in lx.IRREGULAR:
        return lx.IRREGULAR[w]
    if w.removesuffix("s") in lx.PATIENT_NOUNS:
        return w.removesuffix("s")  # whole: "employee" is not "employ", nor "employer"
    return stem(w)


def _build_synonyms() -> dict[str, str]:
    out: dict[str, str] = {}
    for group in lx.SYNONYM_GROUPS.split("|"):
        words = [lemma(w) for w in group.split()]
        for w in words[1:]:
            out.setdefault(w, words[0])
        out.setdefault(words[0], words[0])
    return out


SYNONYM = _build_synonyms()
CLASS: dict[str, frozenset[str]] = {}
for _c, _ws in lx.WORD_CLASSES.items():
    for _w in _ws.split():
        CLASS[lemma(_w)] = CLASS.get(lemma(_w), frozenset()) | {_c}
# head lemma -> the classes it names ("language" names languages and programming languages)
HEADS: dict[str, frozenset[str]] = {}
for _c, _ws in lx.CLASS_HEADS.items():
    for _w in _ws.split():
        HEADS[lemma(_w)] = HEADS.get(lemma(_w), frozenset()) | {_c}
ANTONYM: dict[str, set[str]] = {}
for _pair in (lx.ANTONYM_PAIRS + " " + lx.SIDE_PAIRS).split():
    _x, _y = (SYNONYM.get(lemma(w), lemma(w)) for w in _pair.split("/"))
    ANTONYM.setdefault(_x, set()).add(_y)
    ANTONYM.setdefault(_y, set()).add(_x)
CONVERSE = {frozenset(map(lemma, p.split("/"))) for p in lx.CONVERSE_PAIRS.split()}
for _w, _opps in OPP.items():  # the older list, minus co-hyponyms (cat/dog) and converses
    for _o in _opps:
        if (
            lemma(_w) not in CLASS
            and lemma(_o) not in CLASS
            and frozenset((lemma(_w), lemma(_o))) not in CONVERSE
        ):
            ANTONYM.setdefault(SYNONYM.get(lemma(_w), lemma(_w)), set()).add(
                SYNONYM.get(lemma(_o), lemma(_o))
            )
EXPAND = {lemma(k): v for k, v in lx.EXPAND.items()}
ONE_OFF = frozenset(lemma(w) for w in lx.ONE_OFF_EVENTS.split())
POSITIONAL = frozenset(w.lower() for w in lx.POSITIONAL)
FUNCTIONAL = frozenset(lemma(w) for w in lx.FUNCTIONAL_CUES)
FILLERS = frozenset(lemma(w) for w in lx.COPULA_FILLERS)
DURATION = {lemma(k): v for k, v in lx.DURATION_MINUTES.items()}
_RATES = frozenset(["hourly", "daily", "nightly", "weekly", "monthly", "yearly", "quarterly"])
MEASURE = {lemma(k): v for k, v in lx.MEASURE_BASE.items()}
UNITS = frozenset(SYNONYM.get(lemma(w), lemma(w)) for w in lx.UNITS)
IGNORABLE = frozenset(lemma(w) for w in lx.IGNORABLE)
RESTRICTORS = frozenset(lemma(w) for w in lx.RESTRICTORS)
TIME_NOUNS = frozenset(lemma(w) for w in lx.TIME_NOUNS)
_WEEK = {lemma(k): v for k, v in WEEK.items()}
RELATIONS = frozenset(
    w for w in STOP if w in OPP or w in ("on", "off", "in", "out", "than", "to", "from", "into")
) | {"above", "below", "beneath", "over", "under", "against", "until", "till"}
# One key for the words that say the same bound: "below 4 GB" is "under 4 GB", "free until
# 3pm" is "free before 3pm" (and not "after 3pm"); "into" ends a move as "to" does (probe 119)
_SAME_RELATION = {"above": "over", "below": "under", "beneath": "under", "until": "before",
                  "till": "before", "into": "to"}  # fmt: skip
# Words of place or motion as often as of bounds: a place before an article or a possessive
# ("jumps over a fence", "under the bridge"), a bound before a number or a bare noun ("over
# 50", "under budget", "over capacity").
_MOTION = frozenset(["over", "under"])
_PLACE_AFTER = frozenset(
    ["the", "a", "an", "his", "her", "my", "your", "our", "their", "its", "this", "that"]
)


@dataclass(frozen=True, slots=True)
class Tok:
    key: str  # what is compared: canonical word, "n:<value>", "id:<text>", "dx:<word>"
    lemma: str
    kind: str  # word | name | num | id | deictic | rel
    pos: int  # position in the active-voice order
    raw: int  # index in the token list
    cap: bool = False  # capitalised in the text (a name, or a member of a class)


@dataclass(frozen=True, slots=True)
class Parsed:
    toks: tuple[Tok, ...]
    lemmas: frozenset[str]  # every lemma, dropped words included (derivation targets)
    neg: int
    status: bool
    prons: frozenset[str]
    lead_pron: str  # person group of the pronoun first in active order ("" if none)
    copula: int  # raw index of the main "is/was", -1 if none
    tense: str  # "past", "present" or "" (none or mixed)
    neg_clauses: tuple[int, ...]  # clause number of every negation
    lowered: tuple[str, ...]  # lemmas of all tokens in raw order
    question: bool
    quals: frozenset[str] = frozenset()  # quantifiers, frequency, modality (lx.QUALIFIERS)
    cases: frozenset[tuple[str, str]] = frozenset()  # (person group, "nom" / "acc")
    passive: bool = False
    possessors: frozenset[str] = frozenset()  # keys of "X's" before a noun ("Ana's sister")
    owned: frozenset[str] = frozenset()  # keys of the nouns after "X's" or "her", "their"...
    raw_low: tuple[str, ...] = ()  # the tokens lowercased, not lemmatised ("left", not "leave")
    owner_of: frozenset[tuple[str, str]] = frozenset()  # (owned noun, its owner or pronoun)


_INFORMAL = re.compile(
    r"(?<![\w/])(?:"
    + "|".join(re.escape(w) for w in sorted(lx.INFORMAL, key=len, reverse=True))
    + r")(?![\w/])"
)
# "20mg", "5km", "3hrs": a number glued to its unit
_GLUED_UNIT = re.compile(r"(?i)\b(\d+(?:\.\d+)?)([a-z]{1,5})\b")


def _unglue(m: re.Match[str]) -> str:
    unit = m.group(2).lower()
    if len(unit) < 2:  # "5G", "4x4", "Locker 12 g": no gram, metre or litre glued on
        return m.group(0)
    known = unit in MEASURE or unit in DURATION or SYNONYM.get(lemma(unit), "") in DURATION
    return f"{m.group(1)} {m.group(2)}" if known else m.group(0)


# Phrases said another way ("once a week" -> "weekly"); the gate skips the ~50 that cannot
# apply (a loop of `re.sub` over all of them was ~75% of a short text's tokenising).
_PHRASES = PatternGate((repl, re.compile(p, re.IGNORECASE)) for p, repl in lx.PHRASES)


def _tokens(text: str) -> list[str]:
    s = text.replace("\u2019", "'").replace("\u2018", "'")
    if not s.isascii() or "$" in s:
        s = signs(s)
    s = _INFORMAL.sub(lambda m: lx.INFORMAL[m.group(0)], s)
    s = spell_numbers(s)
    s = spell_units(s)
    s = _GLUED_UNIT.sub(_unglue, s)
    s = join_ranges(s, _unit_word)
    s = written_out(s)
    s = times_and_dates(s)
    s = _USED_TO.sub("formerly", s)
    s = _PHRASES.substitute(s)
    s = in_third_person(s)
    s = _NT.sub(r"\1 n't", s)
    out: list[str] = []
    for t in _TOKEN.findall(s):
        m = _UNIT_SPLIT.fullmatch(t.lower())
        if m:
            out.extend([m.group(1), m.group(2)])
        elif t[0] in CURRENCY and len(t) > 1:
            out.extend([t[1:], CURRENCY[t[0]]])
        else:
            out.append(t)
    # an amount's rate before its currency, so the number reads it ("$1,950 monthly" is
    # "1,950 monthly dollar", as "1950 monthly" without a currency is)
    for k in range(2, len(out)):
        j = k - 1
        while j > 0 and out[j].lower().rstrip("s") in CURRENCY.values():
            j -= 1
        if out[k].lower() in _RATES and j < k - 1:
            out.insert(j + 1, out.pop(k))
    return out


def _unit_word(w: str) -> bool:
    """A unit a range may be told in: "2 to 3 days", "3,000 to 5,000 dollars"."""
    k = lemma(w)
    return k in DURATION or k in MEASURE or SYNONYM.get(k, k) in UNITS


def _is_identifier(t: str, prev: str) -> bool:
    """A number that names something ("room 12", "#881", "db-03") rather than a quantity."""
    if t[0].isalpha():
        return False  # a number word ("two kids")
    if t.startswith("#") or re.search(r"\d-\d", t) or re.fullmatch(r"\d+[A-Za-z]", t):
        return t.lower()[-2:] not in ("st", "nd", "rd", "th") and not t.lower().endswith("k")
    if not t[0].isdigit():
        return True
    if not prev.isalpha():
        return False
    p = prev.lower()
    if p in lx.VALUE_CONTEXT or p in NUMW or lemma(p) in UNITS:
        return False
    if p in MONTHS or p in WEEK or p.endswith(("ed", "ly", "ing")):
        return False
    return not (p.endswith("s") and not p.endswith(("ss", "us", "is")))


@lru_cache(maxsize=8192)
def parse(text: str) -> Parsed:
    raw = _tokens(text)
    low = [t.lower() for t in raw]
    lows = [lemma(t) if t.isalpha() or "'" in t else t.lower() for t in raw]
    order = active_order(lows)
    toks: list[Tok] = []
    neg, status = 0, False
    neg_clauses: list[int] = []
    prons: set[str] = set()
    lead: tuple[int, str] | None = None
    copula = -1
    quals: set[str] = set()
    cases: set[tuple[str, str]] = set()
    passive = False
    i = 0
    while i < len(raw):
        t, lw = raw[i], lows[i]
        pos = order[i]
        if lw == "be" and "by" in low[i:] and participle_after(low, i):
            passive = True  # "she was called by him": the subject is the one acted on
        if _VERSION.fullmatch(t) or _PATH_WHOLE.fullmatch(t):
            kind, key = (
                ("num", "n:v" + t.lower().lstrip("v"))
                if t[0] in "vV0123456789"
                else (
                    "id",
                    "id:" + t,
                )
            )
            toks.append(Tok(key, t, kind, pos, i))
            i += 1
            continue
        value = number(t)
        prev = raw[i - 1] if i else ""
        after = lows[i + 1] if i + 1 < len(raw) else ""
        # "citalopram 20 mg": a number before its unit is a quantity, whatever names it
        quantity = after in MEASURE or after in DURATION or after in UNITS
        # "2-3 days", "$3k-5k", "Aug 5-16": a range is one value, not a code (s140)
        ends = range_ends(t) if value is None else None
        if ends and (quantity or prev.lower() in MONTHS or t[0] in CURRENCY):
            value = ends[0]
        else:
            ends = None
        if _CLOCK.fullmatch(t):
            h, mi = _CLOCK.fullmatch(t).groups()  # type: ignore[union-attr]
            value = float(h) + (float(mi) / 100 if mi != "00" else 0.0)
        if value is None and any(c.isdigit() for c in t):  # 2024-07, 3B, db-03: a code
            # ... but "3x" (German "dreimal") is how many times (s140)
            count = times(t)
            key = f"n:{t.lower()}" if count else "id:" + t.lower().lstrip("#")
            toks.append(Tok(key, t, "num" if count else "id", pos, i))
            i += 1
            continue
        if value is not None:
            # "15 de marzo", "10. Mai", "Q3": a date or a quarter, not "room 15" (s140)
            quantity = quantity or before_a_month(low, i) or after_a_quarter(low, i)
            if not (quantity or ends) and _is_identifier(t, prev):
                # "Python 3.11": a version, a value like "v3.11" (s140), not "room 12"
                version = is_version(raw[i - 2] if i > 1 else "", prev, t)
                key = "n:v" + t if version else "id:" + t.lower().lstrip("#")
                toks.append(Tok(key, t, "num" if version else "id", pos, i))
                i += 1
                continue
            nxt = lows[i + 1] if i + 1 < len(raw) else ""
            if nxt in ("pm", "p") and value < 12:
                value += 12
            dim, scale = "", 1.0
            if nxt in DURATION and low[i + 1] in _RATES:
                # "1950 monthly" (the lexicon's "$1,950 a month") is a rate, not 1,950 months
                # (held-out probe 52)
                dim = "/" + low[i + 1]
                i += 1
            elif nxt in DURATION:  # "20 minutes" and "20 km" are not one value either
                scale, dim = DURATION[nxt], "min"
                i += 1
            elif nxt in MEASURE:
                scale, dim = MEASURE[nxt]  # "200 g" and "200 ml" are not one value
                i += 1
            high = f"-{ends[1] * scale:g}" if ends else ""
            toks.append(Tok(f"n:{value * scale:g}{high}{dim}", t, "num", pos, i))
            i += 1
            continue
        tl = t.lower()
        if tl in ("noon", "midday", "midnight"):
            toks.append(Tok("n:12" if tl != "midnight" else "n:0", tl, "num", pos, i))
        elif tl in lx.DEICTIC_WORDS or (
            tl in lx.DEICTIC_HEADS and i + 1 < len(raw) and lows[i + 1] in TIME_NOUNS
        ):
            toks.append(Tok("dx:" + tl, tl, "deictic", pos, i))
        elif lw in _WEEK or (tl in MONTHS and (t[0].isupper() or tl not in ("may", "mar"))):
            toks.append(Tok("n:" + (_WEEK.get(lw) or MONTHS[tl]), tl, "num", pos, i))
        elif tl in lx.NEGATORS or (lw == "not" and not tl.startswith("note")):  # "noted": no
            neg += 1
            neg_clauses.append(sum(w in lx.CLAUSE_BREAKS for w in low[:i]))
        elif lw == "formerly" or tl in ("previously", "formerly", "once"):
            status = True
        elif lw in EXPAND:
            for part in EXPAND[lw]:
                if part == "not":
                    neg += 1
                    neg_clauses.append(sum(w in lx.CLAUSE_BREAKS for w in low[:i]))
                elif part not in STOP:
                    toks.append(Tok(SYNONYM.get(lemma(part), lemma(part)), lw, "word", pos, i))
        elif t[0].isupper() and lw == "will" and _name_not_modal(raw, lows, i):
            toks.append(Tok("will_", "will_", "name", pos, i, True))
        elif (lw in lx.QUALIFIERS or tl in lx.QUALIFIERS) and qualifies(raw, i):
            quals.add(lx.QUALIFIERS.get(lw) or lx.QUALIFIERS[tl])
        elif tl in PRON:
            prons.add(PRON[tl])
            if tl in CASE:
                cases.add((PRON[tl], CASE[tl]))
            if pos >= 0 and (lead is None or pos < lead[0]):
                lead = (pos, PRON[tl])
        elif tl in _MOTION and (i + 1 >= len(raw) or raw[i + 1].lower() in _PLACE_AFTER):
            pass  # "jumps over a fence", "under the bridge": a place, no bound
        elif tl in RELATIONS:
            toks.append(Tok("r:" + lemma(_SAME_RELATION.get(tl, tl)), tl, "rel", pos, i))
        elif lw == "be" and copula < 0 and not passive_at(low, i):
            copula = i
        elif not (
            tl in STOP
            # ("own" as in "my own car" or "owns" as "has" says nothing; "owned by" / "used
            # by" differ, held-out dedup probe 99's merge)
            or (lw in STOP and not (tl == "owned" and i + 1 < len(low) and low[i + 1] == "by"))
            or lw in IGNORABLE
            or tl in ("am", "pm", "p", "+")
        ):
            # "HR" is no "hr" (hours): a unit's short form in capitals is an acronym
            key = lw if t.isupper() and SYNONYM.get(lw) in UNITS else SYNONYM.get(lw, lw)
            cap = t[0].isupper() and tl not in STOP
            kind = "name" if cap and lw not in CLASS else "word"
            toks.append(Tok(key, lw, kind, pos, i, cap))
        i += 1
    possessors, owned, owner_of = possessions(raw, lows, SYNONYM)
    return Parsed(
        tuple(toks),
        frozenset(lows),
        neg,
        status,
        frozenset(prons),
        lead[1] if lead else "",
        copula,
        tense(low),
        tuple(sorted(neg_clauses)),
        tuple(lows),
        text.rstrip().endswith("?"),
        frozenset(quals),
        frozenset(cases),
        passive,
        possessors,
        owned,
        tuple(low),
        owner_of,
    )


def _name_not_modal(raw: list[str], lows: list[str], i: int) -> bool:
    """ "Will" is a name, not the modal, inside a sentence, as a possessive ("Will's"), or
    when a form of be/have follows ("Will is Vic's landlord")."""
    return (
        i > 0
        or raw[i].lower().endswith("'s")
        or (i + 1 < len(lows) and lows[i + 1] in ("be", "have"))
    )
