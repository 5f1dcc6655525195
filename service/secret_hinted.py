"""A password told by how it is made, then given: "my netflix pass is my name + birth year:
anna1991", "password is the dog's name then 2021 — Rex2021", "the new password is my old one
plus !!, so Kestrel99!!" (`HINTED_PATTERNS`, run with `secret_patterns`).

Why: the brief of session 190 asked for hints given with their value ("same as before but
with 2 at the end"); the rules read "same as X but with 2 at the end" (`secret_turns`), and
`secret_prose.HOW_IT_IS_MADE` keeps "is based on his dog's name" from being read as a value,
but a recipe then the value after a mark or "so" was left whole: the rules stop at "my".

What: the password's name, "is" or a colon, a recipe of at most 80 characters with a
recipe's word in it (a name, a year, a birthday, "plus", "+", "then", "followed by", "at the
end", "backwards"...), then a mark or "so"/"i.e."/"which gives", then a value with a letter
and a digit or a mark (`PASSWORD_LIKE`). A recipe with an example ("e.g. Anna2024", "like
John1990") is a rule's description, not a password, and is not read: only the marks above
give the value.
"""

from __future__ import annotations

import re

from service.secret_prose import PASSWORD_LIKE, PASSWORD_WORD

_RECIPE = (
    r"(?:name|surname|initials|birthday|birth\s*year|year|born|plus|then|followed\s+by"
    r"|at\s+the\s+end|same\s+as|old\s+one|backwards|reversed|house\s+number|street|postcode"
    r"|digits|number)"
)
_GIVES = (
    r"(?:[:=\u2192\u2014\u2013]|[^\S\n]-[^\S\n]|->|\bso(?:[^\S\n]+it(?:'s|\u2019s|[^\S\n]+is))?\b"
    r"|\bi\.?e\.?,?|\bwhich\s+(?:gives|makes|is)\b|\bthat(?:'s|\u2019s|\s+is)|\bmeaning\b)"
)

HINTED_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "password",
        re.compile(
            rf"(?i)(?:\b(?:{PASSWORD_WORD}|pw|pwd)\b[^\S\n]*(?:is|was|:|=)[^\S\n]+"
            # (a bare "pass" only when the recipe is someone's: "my netflix pass is my name +
            # birth year"; never a ball's: "Pass was a through ball then a cross - Saka7
            # scored", review s190)
            r"|\bpass\b[^\S\n]*(?:is|was|:|=)[^\S\n]+(?=(?:my|your|his|her|their|our)\b))"
            rf"(?=[^\n]{{0,80}}?\b{_RECIPE})(?:(?!e\.g\.|\blike\b|\bexample\b)[^\n:=\u2192\u2014\u2013]){{3,80}}?"
            rf"[^\S\n]*{_GIVES}[^\S\n]*['\"\u201c]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
]
