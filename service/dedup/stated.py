"""What a text states, as the update rule reads it: (subject words, the verb that states its
value, the value), in the third person, clause by clause.

Why a module of its own: the update rule (`service.dedup.updates`) compares a newer text's
change with the value an older text states; reading the older text's frame ("The user's
salary is $85,000", "Haircut appointment Thursday at 4pm", "I work at Deloitte" as "the user
works at Deloitte") is one job, deciding whether the newer text changes it another. The
fragment reading (`service.dedup.notes`) also asks here whether a note opens with an act.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.dedup import lexicon as lx
from service.dedup.person import IN_THIRD_PERSON
from service.dedup.things import LINKS
from service.dedup.values import (
    AMOUNTS,
    ANY_CHANGE,
    COPULA,
    MOVES,
    TITLES,
    VERBS_OF_VALUE,
    subject_words,
    value_kind,
    words_of,
)

VALUE_VERB = "|".join(sorted(VERBS_OF_VALUE, key=len, reverse=True))
CHANGE_VERB = "|".join(sorted(MOVES | AMOUNTS | TITLES | ANY_CHANGE, key=len, reverse=True))

# The first person as the user ("my" anywhere), and a note that opens with what was done as
# the user's act
_MY = re.compile(r"(?i)\bmy\b")
_PRESENT_AFTER_I = re.compile(
    r"(?i)^the user (?:(?:now|still|currently|usually)\s+)?(?P<verb>[a-z]+)\b"
)
_THIRD_PERSON_IRREGULAR = {"have": "has", "do": "does", "go": "goes"}
_OPENS_WITH_AN_ACT = re.compile(
    rf"(?i)^\W*(?:(?:just|recently|finally|got|was|been|has)\s+)*(?:{CHANGE_VERB}|turned|left|quit"
    r"|sold|dropped|replaced|swapped|traded"
    r"|closed|cancell?ed|finished"
    # a number reached: "Down to 78 kg now", "Up to 12 km a run" (blind update probe s170-w2)
    r"|(?:down|up)(?=\s+to\s+\d))\b"
)
_CLAUSE = re.compile(
    # (not after a title: "our new landlord is Ms. Ortiz" is one clause)
    r"\s*;\s*|(?<=[a-z0-9])(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bDr)(?<!\bSt)(?<!\bProf)"
    r"\.\s+(?=[A-Za-z])"
    # "... and their mortgage rate is now 5.4%": a clause of its own about the subject's thing
    r"|,?\s+and\s+(?=(?:their|his|her)\s+[a-z])"
    # ... and after a comma, a thing's state told with "now" or "new" after what caused it:
    # "Got a raise, my salary is now $95k", "The building was sold, our new landlord is Ms.
    # Ortiz", "Kevin stepped down, Laura is the team lead now" (blind probe s170: kept as two)
    r"|,\s+(?=(?:(?:my|our|their|his|her|its|the)\s+)?(?:[A-Za-z][\w'-]*\s+){1,4}?"
    r"(?:is|are)\s+(?:[^,;.]*?\s)?now\b)"
    r"|,\s+(?=(?:my|our|their|his|her|its|the)\s+new\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}"
    r"\s+(?:is|are)\b)"
)
# A later clause's owner ("their salary") and a first clause whose subject is the only one it
# can be: the user or one name, and no one else named after it ("The user got a raise"; not
# "The user met Ana", "Tom called his mother", whose "her" may be the other's)
_OWNER = re.compile(r"(?i)^(?:their|his|her)\s+(?=[a-z])")
_ONLY_SUBJECT = re.compile(
    r"^\s*(?P<who>(?i:the\s+user)|(?!The\b)[A-Z][a-z]+)\s+"
    # (not a subject of two: "The user and the intern got a raise; their salary ...")
    r"(?!(?:and|or|with|along|together|plus)\b|&)"
    r"(?P<rest>[a-z][^A-Z]{0,60}?)\s*[.!,]?\s*$"
)
_PEOPLE = lx.RELATIVES | lx.PARTNERS | lx.ACQUAINTANCES
_PEOPLE_WORDS = "|".join(sorted(map(re.escape, _PEOPLE), key=len, reverse=True))


def _third_person(verb: str) -> str:
    """ "work" as "works", "have" as "has": the user's present after "I"."""
    low = verb.lower()
    if low in _THIRD_PERSON_IRREGULAR:
        return _THIRD_PERSON_IRREGULAR[low]
    if re.search(r"(?:s|sh|ch|x|z)$", low):
        return low + "es"
    if re.search(r"[^aeiou]y$", low):
        return low[:-1] + "ies"
    return low + "s"


@lru_cache(maxsize=4096)
def as_user(text: str) -> str:
    """The text in the third person: the user's own words as a note about the user."""
    for pattern, replacement in IN_THIRD_PERSON:
        text, changed = pattern.subn(replacement, text, count=1)
        if changed:
            m = _PRESENT_AFTER_I.match(text)
            if replacement == "the user" and m is not None:
                conjugated = _third_person(m.group("verb"))
                if conjugated in VERBS_OF_VALUE:
                    text = text[: m.start("verb")] + conjugated + text[m.end("verb") :]
            return _MY.sub("the user's", text)
    if _OPENS_WITH_AN_ACT.match(text):
        return "the user " + text.lstrip()[0].lower() + text.lstrip()[1:]
    return text


# A first clause about someone else ("Tom got a raise", "the user's sister moved to Berlin"),
# and a later clause whose thing has no owner ("salary is now $95k", "the new car is a Tesla"):
# that thing may be the other's, so it is not read as the user's (review s170: "My sister moved
# to Berlin, rent is now $900" superseded "My rent is $700"). One who left, quit, retired or
# stepped down is the older value leaving: "Raj left; the new team lead is Mei" is read.
_ANOTHER_FIRST = re.compile(
    rf"(?i)^\s*(?:the\s+user['\u2019]s|my|our|his|her|their)\s+(?:\w+\s+)?(?:{_PEOPLE_WORDS})\b"
    r"|^\s*(?!(?:The|User)\b)(?-i:[A-Z][a-z]+)\s+(?:(?:just|recently|finally)\s+)?(?:got|moved|sold"
    r"|bought|switched|changed|started|took|joined|signed|lost|won|earned|received|went|was|has"
    r"|had|is)\b"
)
_UNOWNED = re.compile(
    r"(?i)^\s*(?!(?:my|our|your|his|her|their|its)\b|the\s+user\b)(?:the\s+)?(?:new\s+)?(?-i:[a-z])"
)


def clauses(text: str) -> list[str]:
    """The text, then each of its clauses (each in the third person) when it has several."""
    parts = [p for p in _CLAUSE.split(text.strip()) if p.strip(" .!")]
    if len(parts) < 2:
        return [text]
    others = _ANOTHER_FIRST.match(parts[0]) is not None
    return [
        text,
        *(
            as_user(_owned(p, parts[0]) if i else p)
            for i, p in enumerate(parts)
            if not (i and others and _UNOWNED.match(p))
        ),
    ]


def _owned(part: str, first: str) -> str:
    """A later clause's "their" / "his" / "her" as its owner's name when the first clause's
    subject is the only one it can be: "The user got a raise; their salary is now $105k" says
    "the user's salary is now $105k" (blind probe s150 kept it beside "The user's salary is
    $95k")."""
    owner = _OWNER.match(part)
    if owner is None:
        return part
    m = _ONLY_SUBJECT.match(first)
    if m is None or set(words_of(m.group("rest"))) & _PEOPLE:
        return part
    return f"{m.group('who')}'s {part[owner.end() :]}"


_MORE_THAN_ONE_CLAUSE = re.compile(r"(?i);|\b(?:and|but|while|whereas|although)\b|,\s+\w+\s+\w+")
_FRAME = re.compile(
    rf"(?i)^\s*(?P<subject>.+?)\s+(?P<verb>{VALUE_VERB})\b\s*(?P<value>.+?)\s*[.!]?\s*$"
)
VALUE_END = re.compile(
    r"(?i)\s+(?:for|because|since|after|starting|from|as\s+of|instead|so)\b|\s*,(?!\d)"
)


@lru_cache(maxsize=4096)
def frame_of(text: str) -> tuple[tuple[str, ...], str, str] | None:
    """A one-clause text as (subject words, the verb that states its value, the value)."""
    if _MORE_THAN_ONE_CLAUSE.search(text) or len(text) > 160:
        return None
    m = _FRAME.match(text)
    if m is None:
        return _timed(text)
    subject = subject_words(m.group("subject"))
    if not subject or subject[-1] == "'s":
        return None
    value = m.group("value")
    if m.group("verb").lower() in COPULA:  # ("is planned for Q2": its value is Q2)
        value = _PLANNED.sub("", value, count=1)
    return tuple(subject), m.group("verb").lower(), value


# A copula's plan before its value: "The release is planned for Q2", "is scheduled for 3pm"
# (blind probe s170: "slipped to Q3" then found a value "planned", restricted to "Q2")
_PLANNED = re.compile(
    r"(?i)^(?:planned|scheduled|slated|set|pencil(?:l)?ed\s+in|expected|targeted)\s+for\s+(?=\S)"
)


# A note that times a thing with no verb: "Haircut appointment Thursday at 4pm", "Doctor's
# appointment on May 3", "Dentist: Tue 3pm" (a thing of up to five words, then its time)
_TIMED = re.compile(
    r"(?i)^\s*(?P<subject>[a-z][\w'\u2019/-]*(?:\s+[a-z][\w'\u2019/-]*){0,4}?)"
    r"(?:\s*:\s*|\s+(?=(?:on|at|every|each)\s)"
    r"|\s+(?=(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b)|\s+(?=\d)"
    # ... or a date by its month, or an amount: "Dentist appt Mar 3, 10am", "Rent $1,650/mo"
    r"|\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+\d)|\s+(?=[$\u20ac\u00a3]\d))"
    r"(?P<value>(?:[^:;]|(?<=\d):(?=\d\d))+?)\s*[.!]?\s*$"  # (a clock's colon: "Wednesdays 5:30pm")
)
_NOT_A_THING_WORD = frozenset(
    ["is", "are", "was", "were", "has", "have", "had", "will", "be", "been", "the", "user", "i",
     "my", "we", "our"]
)  # fmt: skip


_TIME_LEADS = frozenset(["by", "since", "during", "after", "before", "until", "every", "each"])


def _timed(text: str) -> tuple[tuple[str, ...], str, str] | None:
    m = _TIMED.match(text)
    if m is None or len(m.group("value").split()) > 6 or value_kind(m.group("value")) != "num":
        return None  # (a time, not a sentence after a date: "in september 2007 jordan signed")
    subject = tuple(subject_words(m.group("subject")))
    if (
        not subject
        or subject[0] in LINKS | _TIME_LEADS
        or (set(subject) - {"'s"}) & (_NOT_A_THING_WORD | VERBS_OF_VALUE)
    ):
        return None
    return subject, "is", m.group("value")


def opens_with_an_act(text: str) -> bool:
    """Whether a text with no subject opens with a change done ("Got promoted to ...",
    "Upgraded to ..."): the user's act, never a fragment that names what the user is."""
    return _OPENS_WITH_AN_ACT.match(text) is not None


def split_value(value: str) -> tuple[str, str, str]:
    """The older value and what restricts it ("$15" and "for students")."""
    m = VALUE_END.search(value)
    if m is None or _REGION.search(value):
        return value, "", ""
    return value, m.group(0), value[m.end() :].strip(" ,.")


# A place with its region after a comma, "in Austin, Texas", "in Leeds, UK": the region is part
# of the place, no restriction a move must repeat ("moved to Denver" replaces "Austin, Texas";
# s190 probes kept such moves as two)
_REGION = re.compile(
    r"(?i)^(?:in|at|near|based\s+in|located\s+in)\s+(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)*"
    r",\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,2}\s*[.!]?$"
)


def keeps(qualifier: str, new: str) -> bool:
    """Whether a new value without the older one's restriction still replaces it: "The price
    was raised to $20" says nothing of "The price is $15 for students"."""
    if not qualifier:
        return True
    wanted = set(words_of(qualifier))
    return wanted <= set(words_of(new))


# A value said for some occasions only: "is now 11pm on weekends", "is now Gold's when I
# travel" is an exception beside the older value, not its replacement (review s170: "My usual
# bedtime is 10pm" was superseded by it once "usual" no longer hid the subject)
_OCCASION = re.compile(
    r"(?i)\b(?:on\s+(?:weekends?|weekdays?|holidays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
    r"|at\s+weekends?|when(?:ever)?|while|during|except|sometimes|occasionally|some\s+days"
    r"|today|tonight|this\s+week)\b"
)


def an_exception(new_value: str, old_value: str) -> bool:
    """Whether the new value holds only on occasions the older value does not name."""
    return _OCCASION.search(new_value) is not None and _OCCASION.search(old_value) is None


def clear_stated_caches() -> None:
    """Forget: the texts read here stay in these caches otherwise."""
    frame_of.cache_clear()
    as_user.cache_clear()
