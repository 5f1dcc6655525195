"""The user's own words against a note about the user: "I'm pescatarian" / "The user is
pescatarian", "I have 2 cats" / "User has two cats", "Works at Google." / "User works at Google".

Why a module of its own: MiniLM puts "I" and "the user" apart (cosine 0.45-0.69 for the same
statement), so the judge lets these pairs through its cosine gates only when the words say the
same once the first person is put in the third; `service.dedup.person` says who "I" is, this
says when two texts are one statement told by the user and about the user.
"""

from __future__ import annotations

import re

from service.dedup import lexicon as lx
from service.dedup.align import lemma, parse
from service.dedup.notes import MENTIONS_USER as _ABOUT_THE_USER
from service.dedup.person import (
    IN_THIRD_PERSON,
    SUBJECTLESS,
    SUBJECTLESS_OPENING,
    acts,
    speaks_as_assistant,
)
from service.dedup.text import norm_words
from service.dedup.words import CARDINALS

# The user's own words ("I'm ...", "my ...") against a note about the user ("The user is ...").
# Only when the two say the same words once the first person is put in the third: the
# alignment reads more pairs as one statement than that ("I'll be vegan" / "The user is
# vegan", "I'm from Lagos" / "The user is in Lagos"), and below 0.70 only the words can tell.
_FIRST_PERSON = re.compile(rf"^\W*(?:i|i'm|i've|my)\b|{SUBJECTLESS_OPENING}", re.IGNORECASE)
_SAID_BY_USER = re.compile(r"(?i)^\W*(?:i|i'm|i've|my)\b")
_IN_THIRD_PERSON = (*IN_THIRD_PERSON, (re.compile(r"(?i)^\W*user\b"), "the user"))


def third_person_words(text: str) -> list[str]:
    """The words as said of the user, lemmatised ("I write tests" -> the user write test)."""
    for i, (pattern, replacement) in enumerate(_IN_THIRD_PERSON):
        text, changed = pattern.subn(replacement, text, count=1)
        if changed:
            if i < len(IN_THIRD_PERSON):  # the user's own words: each later "my" is theirs
                text = _LATER_FIRST_PERSON.sub(lambda m: _AS_THEIRS[m.group().lower()], text)
            break
    # `lemma` gives "has" as "have" but "have" as "hav": one spelling for both; a negation
    # contracted on one side only ("I don't drink coffee" / "The user does not drink coffee")
    words = [
        part for w in norm_words(text).split() for part in _NOT_CONTRACTED.get(w, _uncontracted(w))
    ]
    # a count in words is its digits ("two cats" / "2 cats"); a past stays a past ("User was
    # a teacher" / "I'm a teacher": held-out dedup probe 75), where `lemma` gives "be"
    return [
        _COUNTS.get(w, {"hav": "have"}.get(w, w)) for w in (_PAST.get(w) or lemma(w) for w in words)
    ]


_PAST = {"was": "was", "were": "was", "had": "had"}
# A note about the user says "their" where the user says "my" ("I take oat milk in my coffee" /
# "The user takes oat milk in their coffee", held-out dedup probe 77); "his" or "her" may be
# someone else's, so only the singular "they" is read as the user.
_AS_THEIRS = {"my": "their", "me": "them", "mine": "theirs", "myself": "themselves"}
_LATER_FIRST_PERSON = re.compile(r"(?i)\b(?:my|me|mine|myself)\b")


_COUNTS = {word: str(value) for word, value in CARDINALS.items()}
_NOT_CONTRACTED = {"can't": ("can", "not"), "won't": ("will", "not"), "cannot": ("can", "not")}


def _uncontracted(word: str) -> tuple[str, ...]:
    return (word[:-3], "not") if word.endswith("n't") and len(word) > 3 else (word,)


def _said_and_told(a: str, b: str) -> str | None:
    """The text in the user's own words when the other is a note about the user, else None."""
    first = a if _FIRST_PERSON.match(a) and _ABOUT_THE_USER.match(b) else None
    if first is None and _FIRST_PERSON.match(b) and _ABOUT_THE_USER.match(a):
        first = b
    if first is None or acts(first) or speaks_as_assistant(first):
        return None  # "I booked a table" may be the assistant's act (`service.dedup.person`)
    if _SAID_BY_USER.match(a) and _SAID_BY_USER.match(b):
        return None  # both the user's own words: "My sister's kids" / "My sisters' kids"
        # (held-out dedup probe 87) are the alignment's to read
    return first


def first_and_third_person(a: str, b: str) -> bool:
    if _said_and_told(a, b) is None:
        return False
    # (a past is kept apart from the present: "User lived in Rome" / "I live in Rome",
    # held-out dedup probe 75, whose lemmas are one)
    tenses = {parse(a).tense, parse(b).tense}
    return third_person_words(a) == third_person_words(b) and not (
        "past" in tenses and len(tenses) > 1
    )


def as_told_of_the_user(a: str, b: str) -> tuple[str, str] | None:
    """Both texts in the third person when one is the user's own words and the other a note
    about the user ("I organise my meds in a pillbox" / "The user organises her medications
    in a weekly pill box" read "the user organise their meds ..." / "the user organises
    their medications ..."), so the alignment compares what is said, not who says it; None
    for any other pair, and for a note whose subject is not the user ("The user's in-laws
    cook for them" / "I cook for my in-laws"). The alignment read "my" against "her" as two
    people: dedup probe 81 had 9 of its 60 duplicates kept apart that way."""
    first = _said_and_told(a, b)
    if first is None:
        return None
    told = b if first is a else a
    said = _in_third_person(first)
    theirs = _theirs(told)
    if said is None or theirs is None:
        return None
    return (said, theirs) if first is a else (theirs, said)


def _in_third_person(text: str) -> str | None:
    for pattern, replacement in IN_THIRD_PERSON:
        text, changed = pattern.subn(replacement, text, count=1)
        if changed:
            return _LATER_FIRST_PERSON.sub(lambda m: _AS_THEIRS[m.group().lower()], text)
    return None


# "The user ... her / his ...": the user's, unless someone else is named before it ("The
# user drives her mother ... her car" is read as it stands); "her" only as an owner, not as
# the one acted on ("The user drives her to school")
_USER_SUBJECT = re.compile(r"(?i)^\W*(?:the\s+)?user(?!['\u2019])\b")
_USERS_PRONOUN = re.compile(
    r"(?i)\b(?:his|himself|herself|her(?=\s+(?!(?:to|at|in|on|for|with|from|by|a|an|the|up"
    r"|out|off|back|home|about|and|or|but|so|because|every|each|once|twice|again|too|as|that"
    r"|this|when|if|over|into|onto|after|before)\b)[a-z]))\b"
)
_CAPITALISED = re.compile(r"\b[A-Z][a-z]+")
_OTHERS = frozenset(lx.RELATIVES | lx.ACQUAINTANCES)


def _theirs(text: str) -> str | None:
    """`text` (a note with the user as its subject) with "his" / "her" as "their"; None when
    one of them may be someone else's ("The user helps her mother with her groceries")."""
    start = _USER_SUBJECT.match(text)
    if start is None:
        return None
    out, at = [], start.end()
    for m in _USERS_PRONOUN.finditer(text, at):
        before = text[start.end() : m.start()]
        if _CAPITALISED.search(before) or _OTHERS.intersection(before.lower().split()):
            return None  # someone else named first: "her" may be theirs
        out.append(text[at : m.start()])
        out.append(_USERS_FORM[m.group().lower()])
        at = m.end()
    return text[: start.end()] + "".join(out) + text[at:]


_USERS_FORM = {"his": "their", "her": "their", "himself": "themselves", "herself": "themselves"}


_FIRST_PERSON_ANYWHERE = re.compile(r"(?i)\b(?:i|i'm|i've|my)\b")
_USER_ANYWHERE = re.compile(r"(?i)\buser\b")


def first_person_against_the_user(new: str, old: str) -> bool:
    """One text in the first person and the other naming the user (a quick look at the raw
    texts, before the words are compared)."""
    return bool(
        (_FIRST_PERSON_ANYWHERE.search(new) and _the_user(old))
        or (_FIRST_PERSON_ANYWHERE.search(old) and _the_user(new))
    )


def _the_user(text: str) -> bool:
    """The text names the user, or is a note about the user with no subject."""
    return _USER_ANYWHERE.search(text) is not None or SUBJECTLESS.match(text) is not None
