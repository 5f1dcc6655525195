"""A relative or a pet the cue names by relation, read by the name a memory gives it: "Maya's
dog" is "Pip" when a hit says "Maya adopted a rescue greyhound called Pip".

Why: memories about a person's mother, sister or dog are mostly written with the name ("Clara
moved into sheltered housing at Oak Court", "Pip is scared of thunderstorms"), and a question
asks by the relation ("Where does Ines's mum live?", "What frightens Maya's dog?", "Which city
will Maya travel to for her sister's wedding?"): neither the words nor MiniLM link the two, and
the answers ranked 4th to nowhere in blind probe 150, while the memory that gives the name was
among the first hits. So when the cue says "<Name>'s <relation>" or "her <relation>" and one
of the first hits names that relation ("Ines's mother Clara", "a greyhound called Pip"), the
cue is asked once more with the name in its place (`pipeline.Recaller`), and each memory keeps
the better of its two scores.

Cost: one regex over the cue on every Recall (no relation word, nothing more); the hits are
read only when it has one, and the second search runs only when a hit gives the name.
"""

from __future__ import annotations

import dataclasses
import re
from typing import NamedTuple

from service.domain import Hit

_KIN = {
    "mother": ("mum", "mom", "mother", "mam", "mummy", "mommy", "mama"),
    "father": ("dad", "father", "daddy", "papa"),
    "sister": ("sister",),
    "brother": ("brother",),
    "son": ("son",),
    "daughter": ("daughter",),
    "wife": ("wife",),
    "husband": ("husband",),
    "partner": ("partner",),
    "boyfriend": ("boyfriend",),
    "girlfriend": ("girlfriend",),
    "grandmother": ("grandmother", "grandma", "gran", "granny", "nan", "nana"),
    "grandfather": ("grandfather", "grandpa", "granddad", "grandad"),
    "aunt": ("aunt", "auntie"),
    "uncle": ("uncle",),
    "niece": ("niece",),
    "nephew": ("nephew",),
    "fiance": ("fiance", "fiancé", "fiancee", "fiancée"),
}
_PETS = ("dog", "puppy", "cat", "kitten", "pet", "horse", "rabbit", "parrot")
_GROUP = {word: group for group, words in _KIN.items() for word in words} | {
    word: "pet" for word in _PETS
}
# "Maya's dog", "her sister('s wedding)", "Ines's mum"
_CUE = re.compile(
    r"(?:\b(?P<owner>[A-Z][\w-]*)'s|\b(?i:her|his|their|my|our|your))\s+"
    rf"(?P<rel>(?i:{'|'.join(sorted(_GROUP, key=len, reverse=True))}))\b(?!-)"
)
# every word of a relative or a pet (rivals.py reads memories about them by it)
RELATION_WORDS = frozenset(_GROUP)
_ANY = re.compile(rf"(?i)\b(?:{'|'.join(_GROUP)})\b")
# (a title is no name: "Maya's father Dr. Ahmed Okafor" is Ahmed, not "Dr")
_TITLE = r"(?:(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Sir|Dame|Rev|Fr|Sr|Sra|Srta|Mme|Mlle|Herr|Frau)\.?\s+)"
_NAMED = rf"(?:\s*,\s*|\s+)(?:(?:called|named)\s+)?{_TITLE}?(?P<name>[A-Z][\w-]+)\b"
# A word that tells which one before the relation ("Priya's younger sister Anjali", "his older
# brother Miguel") and a comma after it ("Priya's mother, Lakshmi, visited"): with either, no
# name was found and "Who is Priya's sister marrying?" ranked its answer 9th (blind probe 170)
_WHICH = (
    r"(?:(?i:older|younger|elder|eldest|oldest|youngest|big|little|baby|twin|late|step|half)"
    r"[\s-]+)?"
)
# "a rescue greyhound called Pip", "their cat named Mochi": a pet is often named by its breed
_PET = re.compile(
    r"\b(?:a|an|the|her|his|their|our|my)\s+(?:[\w-]+\s+){0,2}(?:called|named)\s+"
    r"(?P<name>[A-Z][\w-]+)\b"
)
# how many of the first hits are read for the name, and for a pet named by its breed
HEAD = 10
PET_HEAD = 3


def aliased_cue(cue: str, hits: list[Hit]) -> str:
    """The cue with its "<owner>'s <relation>" replaced by the name one of the first hits
    gives it ('' = no relation in the cue, or no hit names it)."""
    return alias(cue, hits).cue


class Alias(NamedTuple):
    """`aliased_cue`; the id of the hit that gave the name ('' for none); and whether the
    cue asks for that very name ("What's Priya's mom's name?", "What is her dog called?"):
    then the hit that gave it is the answer, and the cue asked again by the name ("What's
    Lakshmi's name?") finds any memory of her first ("Anjali's wedding is on ..." above
    "Priya's younger sister Anjali" for "What's Priya's sister's name?", blind probe 170)."""

    cue: str
    giver: str = ""
    name_asked: bool = False


# after the relation: "'s name", "'s first name", " called"; before it: "the name of"
_NAME_AFTER = re.compile(r"(?i)(?:'s)?\s+(?:(?:first|full|real)\s+)?name\b|\s+(?:called|named)\b")
_NAME_BEFORE = re.compile(r"(?i)\bname\s+of\s+(?:the\s+)?$")


def alias(cue: str, hits: list[Hit]) -> Alias:
    """The cue asked by the name a hit gives its relative or pet (`Alias`)."""
    if _ANY.search(cue[:2000]) is None:
        return Alias("")
    m = _CUE.search(cue[:2000])
    if m is None:
        return Alias("")
    group = _GROUP[m.group("rel").lower()]
    owner = m.group("owner") or ""
    name, giver = _name_given(group, owner, hits[:HEAD])
    if not name or re.search(rf"\b{re.escape(name)}\b", cue):
        return Alias("")
    asked = bool(_NAME_AFTER.match(cue, m.end()) or _NAME_BEFORE.search(cue[: m.start()]))
    return Alias(cue[: m.start()] + name + cue[m.end() :], giver, asked)


def giver_first(hits: list[Hit], giver: str) -> list[Hit]:
    """`hits` with the one that gave the name first (a hair above the best), if it is there:
    for a cue that asks for the name (`Alias.name_asked`)."""
    at = next((i for i, h in enumerate(hits) if h.memory.id == giver), None)
    if not at:  # (absent, or first already)
        return hits
    moved = dataclasses.replace(
        hits[at], score=hits[0].score + 1e-6, components={**hits[at].components, "named": 1.0}
    )
    return [moved, *hits[:at], *hits[at + 1 :]]


def _name_given(group: str, owner: str, hits: list[Hit]) -> tuple[str, str]:
    whose = re.escape(owner) if owner else r"[A-Z][\w-]*"
    words = "|".join(_KIN.get(group, _PETS))
    said = re.compile(rf"\b{whose}'s\s+{_WHICH}(?i:{words}){_NAMED}")
    # "Maya and her partner Owen went ...": a pronoun's, in a memory that names the owner
    theirs = re.compile(rf"\b(?i:her|his|their)\s+{_WHICH}(?i:{words}){_NAMED}")
    for i, h in enumerate(hits):
        text = h.memory.content[:2000]
        own = not owner or owner in text
        found = said.search(text) or (_pronouns(theirs, text, owner) if own else None)
        if found is None and group == "pet" and own and i < PET_HEAD:
            # "a <breed> called <Name>" says no pet word: only a memory as close to the cue
            # as the first few is read so ("a podcast called Oxide" is no dog)
            found = _PET.search(text)
        if found is not None and found.group("name") != owner:
            return found.group("name"), h.memory.id
    return "", ""


# Another name said between the owner and a pronoun: a capitalised word not after a word that
# makes it a place or a time ("moved to Leeds", "on Monday"), nor after a capitalised word: a
# place of two words is one place ("lives in East Austin with her partner Dev" read "Austin"
# as another person, and "Where does Maya's partner work?" found no name: seventh, probe 190)
_ANOTHER = re.compile(
    r"(?<![\w-])(?!(?:in|to|at|from|near|on|of|the|for|by|since|until)\s)(?![A-Z])[\w-]+\s+"
    r"[A-Z][\w-]*"
    r"|^[\s,;:]*[A-Z][\w-]*"
)


def _pronouns(theirs: re.Pattern[str], text: str, owner: str) -> re.Match[str] | None:
    """The first "her / his / their <relation> <Name>" whose pronoun is the owner's: said after
    the owner with no other name between ("Maya met Tom and his sister Lena" names Tom's
    sister, not Maya's; "Maya moved to Leeds and her sister Hanna ..." is Maya's)."""
    for m in theirs.finditer(text):
        if not owner:
            return m
        last = text.rfind(owner, 0, m.start())
        if last < 0:
            continue
        between = text[last + len(owner) : m.start()]
        if _ANOTHER.search(between.split("'", 1)[-1] if between.startswith("'") else between):
            continue
        return m
    return None
