"""Short first-person memories (MSC persona style) that the alignment reads as one statement
but that say two things. A review of 2026-12-07 found each of these merged through the write
path, because the parse normalises the very word that tells them apart:

- who the statement is about: "I am a stay at home mom" / "My mother stays home" (the user
  against the user's mother: both parse to user, mother, stay, home);
- one person against several: "my daughter" / "my daughters" (the stems are one);
- a change under way against a state: "I'm getting married" / "I am married" ("getting" is
  read as "being", then set aside as a form of "be");
- a future state against the present one: "I am going to be a lawyer" / "I am a lawyer";
- an age against a count: "a two year old daughter" / "2 daughters" ("year old" is dropped);
- being a thing against doing something with one: "I use a personal trainer" / "I am a
  personal trainer" ("use" is a light verb the alignment sets aside).

Each is a hard difference, so `compare` keeps both (a missed merge leaves two rows; a wrong one
loses the fact). The rules read the words as written (`Parsed.raw_low`) or the raw texts,
since the lemmas no longer hold the difference.
"""

from __future__ import annotations

import itertools
import re

from service.dedup import lexicon as lx
from service.dedup.align import Parsed

_PEOPLE = frozenset(lx.RELATIVES | lx.ACQUAINTANCES)
_PLURALS = frozenset(["children", "grandchildren", "grandkids", "folks", "in-laws", "twins"])
_BE = frozenset(["am", "is", "are", "was", "were", "'m", "'s", "'re"])
_HAVE = frozenset(["have", "has", "had", "'ve", "got", "having"])
_ARTICLES = frozenset(["a", "an", "the"])


def persona_apart(x: Parsed, y: Parsed, new: str, old: str) -> tuple[str, str] | None:
    """(kind, detail) of a difference the lemmas hide, or None (see the module table)."""
    if age := _age_or_count(x, y, new, old) or _age_or_count(y, x, old, new):
        return "entity", age
    for rule in (_other_subject, _one_or_several, _becoming, _future_state, _be_or_do):
        found = rule(x, y) or rule(y, x)
        if found:
            return found
    return None


def _subject(p: Parsed) -> int:
    """Index in `raw_low` of the subject's first word ("the user" counts as one, at "user")."""
    return 1 if p.raw_low[:1] == ("the",) and len(p.raw_low) > 1 else 0


def _other_subject(x: Parsed, y: Parsed) -> tuple[str, str] | None:
    """x is about someone ("I ...", "Ana ...") and y about their relative or acquaintance
    ("My mother ...", "Ana's sister ..."): two people. Not when x only brings the relative in
    ("I have a daughter who ..." / "My daughter ..."), nor when y names both ("My wife and I")."""
    i, j = _subject(x), _subject(y)
    if i >= len(x.raw_low) or j + 1 >= len(y.raw_low):
        return None
    who, owner, kin = x.raw_low[i], y.raw_low[j], y.raw_low[j + 1]
    if owner not in (f"{who}'s", f"{who}'", f"{who}\u2019s") or not _person(kin):
        return None
    if i + 1 < len(x.raw_low) and x.raw_low[i + 1] in _HAVE:
        return None
    if x.passive or {"i", "me", "myself", "user", who} & set(y.raw_low[j + 2 :]):
        return None  # y names x too: "My mom raised me" / "I was raised by my mother"
    return "role_swap", f"{who} / {owner} {kin}"


def _person(word: str) -> bool:
    """A relative or acquaintance, one or several ("friend", "friends")."""
    return word in _PEOPLE or _one(word) in _PEOPLE


def _plural(word: str) -> bool:
    return word in _PLURALS or (word.endswith("s") and not word.endswith("ss"))


def _one(word: str) -> str:
    return {"children": "child", "grandchildren": "grandchild"}.get(word, word.removesuffix("s"))


def _counted(raw: tuple[str, ...], i: int) -> bool:
    """The word counts people: not "one of my siblings" or "the oldest of my siblings" (one
    of a group), nor "best friends with" (a relation, in the plural either way)."""
    before = raw[max(0, i - 2) : i]
    return "of" not in before and not (
        raw[i].startswith("friend")
        and ({"best", "good", "close"} & set(before) or "with" in raw[i + 1 : i + 2])
    )


def _one_or_several(x: Parsed, y: Parsed) -> tuple[str, str] | None:
    """The same relative or acquaintance, one on one side and several on the other ("my
    daughter" / "my daughters"): other people."""
    if x.neg or y.neg:  # "I don't have kids" / "I don't have a kid": none either way
        return None
    ours = {w for i, w in enumerate(x.raw_low) if _person(w) and _counted(x.raw_low, i)}
    theirs = {w for i, w in enumerate(y.raw_low) if _person(w) and _counted(y.raw_low, i)}
    for w in ours - theirs:
        for v in theirs - ours:
            if _plural(w) != _plural(v) and _one(w) == _one(v):
                return "entity", f"{w} / {v}"
    return None


def _becoming(x: Parsed, y: Parsed) -> tuple[str, str] | None:
    """x says a change is under way ("is getting married", read "is being married"; "is
    becoming") where y states it ("is married")."""
    raw = x.raw_low
    under_way = any(a in _BE and b in ("being", "becoming") for a, b in itertools.pairwise(raw))
    if under_way and not {"being", "becoming"} & set(y.raw_low) and not _to_come(y):
        return "tense", "becoming / being"
    return None


def _to_come(p: Parsed) -> bool:
    """p tells a change to come too: "is about to be married", "is set to travel"."""
    return any(
        a in ("about", "set", "soon") and b in ("to", "be")
        for a, b in itertools.pairwise(p.raw_low)
    )


def _future_state(x: Parsed, y: Parsed) -> tuple[str, str] | None:
    """x says what someone will be ("will be a lawyer", "going to be a lawyer") and y what
    they are: a future state, not the present one. A time, place or number after "be" is a
    plan ("The release will be in June" / "is in June" say the same)."""
    if x.tense != "future" or y.tense == "future" or y.copula < 0 or _to_come(y):
        return None
    raw = x.raw_low
    at = next((k for k in range(1, len(raw)) if raw[k - 1] == "will" and raw[k] == "be"), -1)
    if at < 0:
        return None
    k = at + 1
    while k < len(raw) and raw[k] in _ARTICLES:
        k += 1
    after = next((t for t in x.toks if t.raw == k), None)
    if after is None or after.kind != "word":
        return None
    if any(t.kind in ("num", "rel", "deictic") for t in x.toks if t.raw > at):
        return None
    return "tense", "will be / is"


def _be_or_do(x: Parsed, y: Parsed) -> tuple[str, str] | None:
    """x does something with a thing ("uses a personal trainer", "hires a lawyer") and y is
    one ("is a personal trainer"), every other word the same: a copula against another verb
    before the same article and noun."""
    if y.copula < 0 or x.copula >= 0:
        return None
    a = list(x.raw_low)
    b = [w for w in y.raw_low if w not in _BE]
    if len(a) != len(b) + 1:
        return None
    k = next((i for i, (u, v) in enumerate(zip(a, b, strict=False)) if u != v), len(b))
    verb = a[k]
    if a[:k] + a[k + 1 :] != b or k + 1 >= len(a) or a[k + 1] not in ("a", "an") or verb in _HAVE:
        return None  # ("has a lawyer" / "is a lawyer" is `be_against_have`'s)
    if len(verb) < 3 or not verb.isalpha() or verb in ("are", "iam"):
        return None  # a typed copula: "I m a vegan", "My husband in an engineer"
    return "be_have", f"be / {verb}"


_AGE = re.compile(r"(?i)\b(\w+)[\s-]+(?:years?|yrs?|months?|weeks?)[\s-]+olds?\b|\baged?\s+(\w+)\b")


def _age_or_count(x: Parsed, y: Parsed, new: str, old: str) -> str:
    """x gives someone's age ("a two year old daughter", "aged 5") where y counts with the
    same number ("2 daughters"); "year old" is gone from the parse, so the raw text says it."""
    if not _AGE.search(new) or _AGE.search(old):
        return ""
    for t in y.toks:
        if t.kind != "num":
            continue
        following = next((u for u in y.toks if u.raw == t.raw + 1), None)
        counted = following is not None and following.kind == "word"
        if counted and any(u.key == t.key for u in x.toks):
            return "an age / a count"
    return ""


_DETERMINERS = frozenset(["the"])


def a_thing_itself(p: Parsed, member: str) -> bool:
    """`member` stands alone after a determiner in `p` ("I love the country"): the thing
    itself, not the kind a class name beside it would make it ("country music"), so the class
    name on the other side is not set aside."""
    for t in p.toks:
        if t.lemma == member and t.raw > 0 and p.raw_low[t.raw - 1] in _DETERMINERS:
            nxt = next((u for u in p.toks if u.raw == t.raw + 1), None)
            if nxt is None or nxt.kind != "word":
                return True
    return False
