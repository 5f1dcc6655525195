"""A code said first and named after: "0912 — keysafe at Gran's for the carers", "197# — tak,
to kod do bramy", "1904 and 2207 — Lily's and Tom's card PINs", "715 — yan yung CVV ng card".

Why: the other rules read a secret's word, then its value. A note that leads with the value,
set off by a dash or a colon, names it in the clause after, in whatever language; four of
2026-12-06's fresh blind privacy probes (222-226) wrote it so, in four languages. The clause's
words are read by `service.secret_nearby`'s tables, so what leaves a number alone there
(an order's, a room's, a price's, a time's words, "error code", "zip code") leaves it alone
here too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_nearby import named_after

# At the start of the text or of a line (after a list's or a quote's mark, or a chat's "me:"):
# 3-8 digits (a keypad's "#" or "*" may close them), or a dial's dashed numbers, one or two
# of them, then a dash, a colon, a comma or "is" in the languages the probes met.
_LEADING = re.compile(
    r"(?m)^[ \t>*\u2022-]{0,4}(?:(?i:me|a|answer)[ \t]*:[ \t]*)?"
    r"(?P<v>\d{3,8}[#*]?|\d{1,2}(?:-\d{1,2}){2,3})(?![\w.,/:])"
    r"(?:[ \t]+(?:and|&|y|e|i|und|et|og|en|och|v\u00e0)[ \t]+(?P<w>\d{3,8}[#*]?)(?![\w.,/:]))?"
    r"[ \t]*(?:[\u2014\u2013:,=-]|(?=[ \t](?:is|l\u00e0|to|jest|es|ist|est|\u00e8|\u00e9)\b))"
)
# the clause that names it ends at a sentence's end, a line's or a clause's reach
_CLAUSE_END = re.compile(r"[.!?\n;]")
_REACH = 80
_CVV = re.compile(r"(?i)\b(?:cvv2?|cvc2?|csc)\b")


def leading_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _LEADING.finditer(text):
        end = min(len(text), m.end() + _REACH)
        stop = _CLAUSE_END.search(text, m.end(), end)
        end = stop.start() if stop else end
        if _CVV.search(text, m.end(), end):
            kind: str | None = "card_cvv" if len(m.group("v")) <= 4 else None
        else:
            kind = named_after(text, m.group("v"), m.end(), end)
        if kind is None:
            continue
        for group in ("v", "w"):
            if m.group(group):
                yield kind, m.start(group), m.end(group)
