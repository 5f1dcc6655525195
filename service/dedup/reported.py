"""What a person was reported to say, as the statement itself: "Ivy told me she is vegan" is
"Ivy is vegan", so a report and the fact it reports are judged as one statement (`judge`'s
`_statement` reads it before any other reframing)."""

from __future__ import annotations

import re

# What a named person said of themselves, as the statement: "Ivy told me she is vegan" is
# "Ivy is vegan", "Paul asked me to remember that his son's name is Theo" is "Paul's son's
# name is Theo" (the pronoun right after the frame only; "they" only before a form of be or
# have, which is put in the singular: "The user mentioned they are left-handed").
_REPORTED = re.compile(
    r"^(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?|(?i:the\s+user|user))\s+(?:said|says|mentioned"
    r"|mentions|told\s+(?:me|us)|states|stated|notes|explains|shares|confirmed|confirms"
    r"|explained|noted|shared|asked\s+(?:me|us)\s+to\s+(?:remember|note))\s+(?:that\s+)?"
    r"(?:(?P<subject>he|she|they)\s+|(?P<owner>his|her|their)\s+)(?=\w)"
)
# "The user Mona prefers ...": the user is named
_THE_USER_NAMED = re.compile(r"^(?i:the\s+user)\s+(?=[A-Z][a-z])")


def reported(s: str) -> str:
    m = _REPORTED.match(s)
    if m is not None:
        name, rest = m.group("name"), s[m.end() :]
        if m.group("subject") == "they":
            verb, _, tail = rest.partition(" ")
            singular = _SINGULAR.get(verb) or _third_singular(verb)
            if singular is None:
                return s
            rest = f"{singular} {tail}"
        return f"{name} {rest}" if m.group("subject") else f"{name}'s {rest}"
    return _THE_USER_NAMED.sub("", s, count=1)


_SINGULAR = {
    "are": "is",
    "were": "was",
    "have": "has",
    "aren't": "isn't",
    "weren't": "wasn't",
    "do": "does",
    "don't": "doesn't",
}
# ... and any other verb in the present, its "-s" added ("The user noted that they prefer short
# answers" is "The user prefers short answers"); a modal or a past in "-ed" stays as it is
_MODALS = frozenset(
    ["can", "could", "will", "would", "shall", "should", "may", "might", "must", "can't",
     "couldn't", "won't", "wouldn't", "shouldn't", "did", "didn't", "had"]
)  # fmt: skip


def _third_singular(verb: str) -> str | None:
    if verb in _MODALS or (verb.isalpha() and verb.islower() and verb.endswith("ed")):
        return verb  # (the same in every person: "they studied law" / "studied law")
    if not verb.isalpha() or not verb.islower() or verb.endswith("s"):
        return None
    if verb.endswith(("sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 2 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"
