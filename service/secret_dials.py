"""A safe's or a combination lock's dial, turned left and right: "Gold alloy safe: L32-R14-L27",
"links 32, rechts 17, links 8", "opens 31 right, 12 left, 7 right", "Pengeskabet på kontoret:
R46 L12 R88".

Why a module of its own: a dial's turns are three numbers of one or two digits, which no
code's shape takes (they are a date's or a score's); only a safe's or a lock's word in the
text makes them a combination. Moved out of `service.secret_nearby` (2026-12-06, ninth
session), with the turns said number first and the sides in the Nordic languages. Said number
first, the turns are a dance's or a drill's as often ("8 right, 8 left, 4 right"): there a
safe's, a dial's or a combination's word must stand in the sentence before them, a door's or
a screen's lock will not do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_contexts import NUMBER_WORD

_SIDE = (
    r"(?:left|right|links|rechts|gauche|droite|izquierda|derecha|sinistra|destra|h\u00f6ger"
    r"|v\u00e4nster|h\u00f8jre|h\u00f8yre|venstre)"
)
_TURN = rf"(?:\d{{1,2}}|{NUMBER_WORD})"
# (one comma between two turns at most, and the spaces around it bounded: a run of 20,000
# spaces after "safe 1 left" took 9 s with "\s*,?\s*")
_GAP = r"[ \t]{0,3}(?:,[ \t]{0,3})?"
_DIAL = re.compile(
    r"(?<![\w-])[LR]\d{1,2}(?:[-, ][ ]?[LR]\d{1,2}){2,4}(?![\w-])"
    # ... or said in words: "links 32, rechts 17, links 8", "right twenty-four, left eleven"
    rf"|(?i:\b{_SIDE}[ \t]+{_TURN}"
    rf"(?:{_GAP}(?:then[ \t]+|dann[ \t]+|dan[ \t]+)?{_SIDE}[ \t]+{_TURN}){{2,4}})\b"
)
_NUMBER_FIRST = re.compile(
    rf"(?i)\b\d{{1,2}}[ \t]+{_SIDE}(?:{_GAP}(?:then[ \t]+)?\d{{1,2}}[ \t]+{_SIDE}){{2,4}}\b"
)
_DIAL_LOCK = re.compile(
    r"(?i)\b(?:safe|combination|combo|dial|lock|vault|tresor|kluis|cassaforte|coffre|sejf|kasa"
    r"|caja\s+fuerte|caixa[- ]forte|cofre|trezor|seif|kassask\u00e5p\w*|pengeskab\w*"
    r"|kassaskap\w*|kassakaap\w*)\b"
)
# a safe's, a dial's or a combination's word in the sentence before turns said number first
_SAFE_BEFORE = re.compile(
    r"(?i)(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bit's )"
    r"\b(?:safe|combination|combo|dial|vault|tresor|kluis|cassaforte|coffre|sejf|kasa"
    r"|caja\s+fuerte|caixa[- ]forte|cofre|trezor|seif|kassask\u00e5p\w*|pengeskab\w*"
    r"|kassaskap\w*|kassakaap\w*)\b(?![ \t]+(?:is|was)[ \t]+(?:safe|fine|ok))"
)
_REACH = 80
_SENTENCE_END = re.compile(r"[.!?\n]\s")


def dial_codes(text: str) -> Iterator[tuple[str, int, int]]:
    if not _DIAL_LOCK.search(text):
        return
    for m in _DIAL.finditer(text):
        yield "access_code", m.start(), m.end()
    for m in _NUMBER_FIRST.finditer(text):
        before = text[max(0, m.start() - _REACH) : m.start()]
        ends = list(_SENTENCE_END.finditer(before))
        if _SAFE_BEFORE.search(before, ends[-1].end() if ends else 0):
            yield "access_code", m.start(), m.end()
