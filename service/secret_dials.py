"""A safe's or a combination lock's dial, turned left and right: "Gold alloy safe: L32-R14-L27",
"links 32, rechts 17, links 8", "opens 31 right, 12 left, 7 right", "Pengeskabet på kontoret:
R46 L12 R88".

Why a module of its own: a dial's turns are three numbers of one or two digits, which no
code's shape takes (they are a date's or a score's); only a safe's or a lock's word in the
text makes them a combination. Moved out of `service.secret_nearby` (2026-12-06, ninth
session), with the turns said number first and the lock words' inflected forms.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_contexts import NUMBER_WORD

_SIDE = r"(?:left|right|links|rechts|gauche|droite|izquierda|derecha|sinistra|destra)"
_TURN = rf"(?:\d{{1,2}}|{NUMBER_WORD})"
_DIAL = re.compile(
    r"(?<![\w-])[LR]\d{1,2}(?:[-, ][ ]?[LR]\d{1,2}){2,4}(?![\w-])"
    # ... or said in words: "links 32, rechts 17, links 8", "right twenty-four, left eleven"
    rf"|(?i:\b{_SIDE}\s+{_TURN}"
    rf"(?:\s*,?\s*(?:then\s+|dann\s+|dan\s+)?{_SIDE}\s+{_TURN}){{2,4}})\b"
    # ... or the number first: "31 right, 12 left, 7 right" (privacy probe 226)
    rf"|(?i:\b\d{{1,2}}\s+{_SIDE}(?:\s*,?\s*(?:then\s+)?\d{{1,2}}\s+{_SIDE}){{2,4}})\b"
)
_DIAL_LOCK = re.compile(
    r"(?i)\b(?:safe|combination|combo|dial|lock|vault|tresor|kluis|cassaforte|coffre|sejf|kasa"
    r"|caja\s+fuerte|caixa[- ]forte|cofre|trezor|seif|kassask\u00e5p\w*|pengeskab\w*"
    r"|kassaskap\w*|kassakaap\w*)\b"
)


def dial_codes(text: str) -> Iterator[tuple[str, int, int]]:
    if _DIAL_LOCK.search(text):
        for m in _DIAL.finditer(text):
            yield "access_code", m.start(), m.end()
