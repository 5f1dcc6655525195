"""A code said first and named after: "0912 — keysafe at Gran's for the carers", "1904 and
2207 — Lily's and Tom's card PINs", "715 — yan yung CVV ng card", "2468013 là mã dự phòng
của khóa cửa".

Why: the other rules read a secret's word, then its value. A note that leads with the value,
set off by a dash or a colon, names it in the clause after, in whatever language; four of
2026-12-06's fresh blind privacy probes (222-226) wrote it so, in four languages. The clause's
words are read by `service.secret_nearby`'s tables, so what leaves a number alone there (an
order's, a room's, a price's words, "error code", "zip code") leaves it alone here too. A
planner's line leads with a time or a year the same way ("0800 — bank appointment to change my
PIN", "0300 — code blue in bay 4", "2023 — changed all my passwords"): a time, a year or a date
is taken only with a second value ("1904 and 2207 — the kids' card PINs"), and a count before
a plural likewise ("500 — push pins").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_nearby import about_something_else, named_after

# At the start of the text or of a line (after a list's or a quote's mark, or a chat's "me:"):
# 3-8 digits (a keypad's "#" or "*" may close them), or a dial's dashed numbers, one or two
# of them, then a dash, a colon, a comma or "is" in the languages the probes met.
_LEADING = re.compile(
    r"(?m)^[ \t>*\u2022-]{0,4}(?:(?i:me|a|answer)[ \t]*:[ \t]*)?"
    r"(?P<v>\d{3,8}[#*]?|\d{1,2}(?:-\d{1,2}){2,3})(?![\w/]|[.,:]\d)"
    r"(?:[ \t]+(?:and|&|y|e|i|und|et|og|en|och|v\u00e0)[ \t]+(?P<w>\d{3,8}[#*]?)(?![\w/]|[.,:]\d))?"
    r"[ \t]*(?:[\u2014\u2013:,=-]|(?=[ \t](?:is|l\u00e0|to|jest|es|ist|est|\u00e8|\u00e9)\b))"
)
# the clause that names it ends at a sentence's or a clause's end, or a clause's reach
_CLAUSE_END = re.compile(r"[.!?\n;,]")
_REACH = 80
_CVV = re.compile(r"(?i)\b(?:cvv2?|cvc2?|csc)\b")
# what a secret's word names when another follows it: a rule or an errand, not the secret
_SETTING_AFTER = re.compile(
    r"(?i)-\w|\s+(?:limits?|length|policy|rules?|requirements?|attempts?|resets?|expiry|fields?"
    r"|prompts?|screens?|settings?|format|digits|reminders?|letters?|club|review|changes?|blue"
    r"|red|stroke|freeze|deadline|pad|manager|training|labels?|examples?|server|expired"
    r"|schulung|vergessen|\u00e4ndern|wechseln|beantragen|wijzigen|vergeten|aanvragen)\b"
)
# a clock time, a year or a date: a planner's line or a diary's
_TIMED = re.compile(
    r"(?:[01]\d|2[0-3])[0-5]\d|19[5-9]\d|20[0-4]\d|(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-\d\d"
)
_COUNTED = frozenset(["pins", "passwords", "codes", "passcodes"])


def leading_codes(text: str) -> Iterator[tuple[str, int, int]]:
    matches = list(_LEADING.finditer(text))
    if not matches or about_something_else(text):
        return
    for m in matches:
        end = min(len(text), m.end() + _REACH)
        stop = _CLAUSE_END.search(text, m.end(), end)
        clause = text[m.end() : stop.start() if stop else end]
        value = m.group("v")
        if _CVV.search(clause):
            if len(value) <= 4:
                yield "card_cvv", m.start("v"), m.end("v")
            continue
        named = named_after(clause, value)
        if named is None:
            continue
        kind, word = named
        if (
            _SETTING_AFTER.match(clause, word.end())
            or (_TIMED.fullmatch(value) and not m.group("w"))
            or (word.group().lower() in _COUNTED and not m.group("w"))
        ):
            continue  # ("PIN reminder letter", "0912 — code-server", "500 — push pins")
        for group in ("v", "w"):
            if m.group(group):
                yield kind, m.start(group), m.end(group)
