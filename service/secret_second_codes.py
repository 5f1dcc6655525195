"""The second code of a pair said plainly, after the first: "the gate code is 1948 and the
laundry room 5521".

Why a module of its own: people give two codes in one breath and name the second by what it
opens alone, with no "code" before it; the first code's rules never reach it, and the number
alone is no secret (a room, a flat, a time, a bill). Only a code's shape of number (4-8 digits, no
year), right after "and" and a few words that name no room, flat, time, price or person,
counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

# The second code of a pair said plainly, after a first code: "Koden till porten \u00e4r 1948 och
# till tv\u00e4ttstugan 5521" (privacy probe 98), "the gate code is 1948 and the laundry room
# 5521": the same shape of number after "and" and what it opens, never a room, a flat, a
# time, a price or a year ("the door code is 4471 and my room is 214", "... and I land at 1930").
_SECOND_CODE = re.compile(
    r"(?i)\b(?:c[\u00f3o]digo|code|codice|kod(?:en)?|kode(?:n)?|koodi|pin|combination|combo)\b"
    # (never a postal, zip, area, promo or error code: "C\u00f3digo postal 28013 y ...")
    r"(?!\s+(?:postal|zip|area|promo|error|de\s+(?:\u00e1rea|area|pa\u00eds|descuento|error)))"
    r"[^\n.;]{0,60}?(?<![\d.])\d{4,8}(?![\d.,:/-]?\d)[ \t]{0,3},?[ \t]{0,3}"
    r"(?:and|och|og|en|und|y|e|et|ja)[ \t]+"
    r"(?:(?:to|for|till|til|f\u00fcr|zu|para|per|pour|voor)[ \t]+)?"
    r"(?P<mid>[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3}?)(?:'s|\u2019s)?[ \t]+"
    r"(?:(?:is|\u00e4r|er|ist|es|est|\u00e8|:)[ \t]+)?"
    r"(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))(?P<s>\d{4,8})(?![\d.,:/-]?\d)"
    r"(?![ \t]*(?:\u20ac|\$|\u00a3|kr\b|eur|euros?|usd|m\b|km\b|mm\b|cm\b|am\b|pm\b|h\b|min|%|sq))"
)
_NOT_A_CODE_OF = re.compile(
    r"(?i)\b(?:flat|apartment|apt|unit|floor|suite|ext|extension|phone|mobile|number|no|nr"
    r"|house|street|year|at|by|until|in|on|since|before|after|around|about|costs?|price|paid"
    r"|bill|fee|rent|total|balance|salary|score|hotel|was|were|are|will|has|had|have|got|took"
    r"|bus|route|platform|flight|order|ticket|booking|zip|postcode|postal|i|we|you|he|she|they)\b"
    # a room alone is a room number; a laundry, server or storage room has a door code
    r"|^(?:(?:the|my|our|his|her|their|your)\s+)?room$"
)


def second_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _SECOND_CODE.finditer(text):
        if not _NOT_A_CODE_OF.search(m.group("mid").strip()):
            yield "access_code", m.start("s"), m.end("s")
