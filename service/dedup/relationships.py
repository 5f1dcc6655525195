"""The user's relationship with someone named, told with another status: "User and Sam are
now engaged" after "User is dating Sam", "User and Chris are divorced now" after "User is
married to Chris", "Alex and I broke up last month" after "User's boyfriend: Alex".

Why a reading of its own: the status words are no values of one frame ("is dating Sam", "got
engaged to Sam", "Sam and I are married", "my fiancée Sam"), so the update readings
(`service.dedup.updates`) and the alignment read such pairs as one word traded for another and
keep both; four held-out probes (53, 54, 56, 57) had them, none superseded. Here each text is
read as (whose relationship, the other person, the status) when it speaks of the user and names
one person with one status word; a change of status with the same person, or from "single", is
an update. The same holds of a person the text opens with ("Hannah is dating Mark" / "Hannah
broke up with Mark", "Sarah is single" / "Sarah got married": blind probe s170), whose
relationship it must be (never "Hannah's sister"). Anything else (another person as the
subject, two people, a negation, "also") reads as nothing.
"""

from __future__ import annotations

import re

from service.dedup import lexicon as lx

# A status word and what it says; a noun for the person says it too ("my fiancée Sam")
_STATUS = re.compile(
    r"(?i)\b(?P<status>dating|seeing|going\s+out\s+with|in\s+a\s+relationship(?:\s+with)?"
    r"|engaged|married|separated|divorced|broke\s+up|split\s+up|single|widowed"
    r"|boyfriend|girlfriend|fianc[\u00e9e]e?|wife|husband|spouse)\b"
)
_MEANS = {
    "dating": "dating",
    "seeing": "dating",
    "going out with": "dating",
    "in a relationship with": "dating",
    "in a relationship": "dating",
    "boyfriend": "dating",
    "girlfriend": "dating",
    "engaged": "engaged",
    "fiance": "engaged",
    "fiancee": "engaged",
    "fianc\u00e9": "engaged",
    "fianc\u00e9e": "engaged",
    "married": "married",
    "wife": "married",
    "husband": "married",
    "spouse": "married",
    "separated": "separated",
    "divorced": "divorced",
    "broke up": "ended",
    "split up": "ended",
    "single": "single",
    "widowed": "widowed",
}
# The user as the one in the relationship: "User ...", "I ...", "my ...", "Sam and I ..."
_THE_USER = re.compile(
    r"(?i)^\W*(?:the\s+)?user\b|\b(?:i|i'm|i've|me|my|we|user's)\b"
    # ... or a note of the user's status with no subject: "Dating Sam.", "Married to Chris."
    r"|^\W*(?:dating|seeing|engaged|married|divorced|separated|single)\b"
)
_NAME = re.compile(r"\b[A-Z][a-z]{1,20}\b")
_NOT_A_PARTNER = frozenset(
    ["User", "I", "My", "The", "We", "Our", "Just", "Now", "As", "Since", "Last", "This", "Next",
     "Married", "Engaged", "Divorced", "Single", "Dating", "Boyfriend", "Girlfriend", "Wife",
     "Husband", "Partner", "Separated", "Widowed", "Got", "Update", "Note", "FYI"]
)  # fmt: skip
_NOT_NOW = re.compile(
    r"(?i)\b(?:not|never|no|isn't|aren't|wasn't|weren't|also|another|ex|former|used\s+to"
    r"|wants?\s+to|plans?\s+to|hopes?\s+to|will|would|going\s+to|someday|if)\b|\?"
)
# ... and the user's, not a relative's or a friend's ("User's sister Ana got engaged")
_OTHERS = "|".join(sorted(map(re.escape, lx.RELATIVES | lx.ACQUAINTANCES), key=len, reverse=True))
_SOMEONE_ELSE = re.compile(
    rf"(?i)\b(?:user['\u2019]s|my|his|her|their|our)\s+(?:\w+\s+)?(?:{_OTHERS})\b"
)
_MONTHS_AND_DAYS = re.compile(
    r"(?i)^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?"
    r"|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)$"
)


# A named person as the one in the relationship, when the text opens with the name: "Hannah
# is dating Mark", "Sarah got married", "Ethan's girlfriend is Mia" (the name's own
# partner only: "Hannah's sister is dating Mark" is the sister's)
_HOLDER = re.compile(r"^\W*(?P<name>[A-Z][a-z]{1,20})\b(?P<owner>['\u2019]s\s+(?P<noun>\w+))?")
_PARTNER_NOUNS = frozenset(
    ["boyfriend", "girlfriend", "fiance", "fiancee", "fianc\u00e9", "fianc\u00e9e", "wife",
     "husband", "spouse"]
)  # fmt: skip
# ... and the status said of that person, as the text's own predicate: the name (and perhaps a
# partner's), perhaps an auxiliary, the status word, then the clause's end, the partner's name
# or a time. A status word elsewhere qualifies something else: "Emma photographs married
# couples", "Nora is engaged in a lawsuit", "Ben is married to his job", "Ben runs a club for
# single parents" (review s170: each superseded "... is single" or "... is married")
_SUBJECT_THEN = re.compile(
    r"^\W*[A-Z][a-z]{1,20}(?:['\u2019]s(?=\s))?(?:\s+and\s+[A-Z][a-z]{1,20})?"
    r"(?:\s+(?:is|are|was|were|got|gets|get|has|have|had|been|just|recently|finally|now"
    r"|officially|secretly|happily|newly|legally|already))*\s+"
)
_STATUS_ENDS = re.compile(
    r"\s*(?:[.!,;:)]|$)|\s+(?:up\s+)?(?:with|to|from)\s+[A-Z]|\s+[A-Z]"
    # (a partner not yet named, or named after: "is dating someone named Ben", blind s180)
    r"|\s+(?:someone|somebody|a\s+(?:guy|girl|man|woman))\b(?:\s+(?:named|called)\s+[A-Z]|\s*[.!]?$)"
    r"|\s+(?:again|now|recently|yesterday|today|at\s+last|last\s+\w+|this\s+\w+"
    r"|\w+\s+(?:days?|weeks?|months?|years?)\s+ago)\b"
    # (a month, a year or a day after "in" / "on": "got married in June", "on Saturday"; the
    # word boundary above failed inside the name, so "Tom got married in June" read nothing)
    r"|\s+(?:in|on)\s+(?=[A-Z]|\d)"
)


# The user's status with no one named, said as a present state ("is married", "got divorced";
# "I was married" / "I was divorced" are pasts, both may hold: MSC personas)
_STATE_ONLY = re.compile(
    r"(?i)\b(?:is|am|'m|are|got|gets|get|been|became)\s+(?:now\s+|just\s+|recently\s+"
    r"|officially\s+|finally\s+)*(?:engaged|married|separated|divorced|widowed)\b"
    # (no marriage in "separated from my business partner", "from my family")
    r"(?!\s+from\s+(?:\S+\s+){0,2}(?:business|work|band|team|company|colleague|coworker|family"
    r"|parents|kids|children|unit|group)\b)"
)


def _said_of_the_holder(text: str) -> bool:
    m = _SUBJECT_THEN.match(text)
    status = _STATUS.match(text, m.end()) if m is not None else None
    return status is not None and _STATUS_ENDS.match(text, status.end()) is not None


def _reading(text: str) -> tuple[str, str, str] | None:
    """(whose relationship, the other person, the status) the text gives, or None: the user's,
    or that of the person the text opens with."""
    statuses = {_MEANS[" ".join(m.group("status").lower().split())] for m in _STATUS.finditer(text)}
    if len(statuses) != 1 or _NOT_NOW.search(text) or _SOMEONE_ELSE.search(text):
        return None
    names = {
        n for n in _NAME.findall(text) if n not in _NOT_A_PARTNER and not _MONTHS_AND_DAYS.match(n)
    }
    status = statuses.pop()
    holder = "user"
    if not _THE_USER.search(text):
        m = _HOLDER.match(text)
        if m is None or m.group("name") not in names:
            return None
        if m.group("owner") and m.group("noun").lower() not in _PARTNER_NOUNS:
            return None  # ("Hannah's sister is dating Mark")
        if not m.group("owner") and not _said_of_the_holder(text):
            return None  # ("Emma photographs married couples")
        holder = m.group("name")
        names.discard(holder)
        if re.search(rf"\b{holder}['\u2019]s\b", text[m.end() :]):
            return None
    if status == "single":
        return (holder, "", status) if not names else None
    if not names and (holder != "user" or _STATE_ONLY.search(text)):
        # ("Sarah got married", "The user got divorced last year": with whom is not said; the
        # user's status said with a state word, not a partner noun: "my wife" names no status
        # change of its own)
        return holder, "", status
    if len(names) != 1 or re.search(rf"\b{re.escape(next(iter(names)))}['\u2019]s\b", text):
        return None  # (two people, or the person's own thing: "Sam's sister is married")
    return holder, next(iter(names)), status


def relationship_changed(new: str, old: str) -> str:
    """How `new` changes the status of the relationship `old` states ("" if not): the whole
    text, or its first clause ("Jess and I broke up; I'm seeing Nora now")."""
    b = _reading(old)
    if b is None:
        return ""
    first = re.split(r"\s*;\s*|(?<=[a-z])\.\s+", new.strip(), maxsplit=1)[0]
    return _changed(_reading(new) or _reading(first), b)


_ENDINGS = frozenset(["separated", "divorced", "ended", "widowed"])


def _changed(a: tuple[str, str, str] | None, b: tuple[str, str, str]) -> str:
    if a is None or a[2] == b[2] or a[0] != b[0]:
        return ""
    if a[2] == "single" and b[2] in _ENDINGS:
        return ""  # (divorced or widowed is single too: "a single parent" after "divorced")
    _, person_new, status_new = a
    _, person_old, status_old = b
    if (
        person_new == person_old
        or status_old == "single"
        or (status_new == "single" and person_old and status_old not in _ENDINGS)
        # (an ending with no one named ends the relationship named: "I got divorced" after
        # "I'm married to Ana")
        or (not person_new and person_old and status_new in _ENDINGS)
    ):
        return f"now {status_new}" + (f" ({person_new})" if person_new else "")
    return ""


def may_tell_a_relationship(text: str) -> bool:
    """Whether a text has a status word (a quick look before the cosine gate)."""
    return _STATUS.search(text) is not None
