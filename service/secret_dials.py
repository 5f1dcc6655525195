"""A safe's or a combination lock's dial, turned left and right: "Gold alloy safe: L32-R14-L27",
"links 32, rechts 17, links 8", "opens 31 right, 12 left, 7 right", "Pengeskabet på kontoret:
R46 L12 R88".

Why a module of its own: a dial's turns are three numbers of one or two digits, which no
code's shape takes (they are a date's or a score's); only a safe's or a lock's word in the
text makes them a combination. Moved out of `service.secret_nearby` (2026-12-06, ninth
session), with the turns said number first and the sides in the Nordic languages. Said number
first, the turns are a dance's, a drill's or a route's as often ("8 right, 8 left, 4 right"):
there a safe's, a locker's or a combination's word must stand right before them, then only
what opens it; a door's or a screen's lock will not do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_contexts import NUMBER_WORD

_SIDE = r"(?:left|right|links|rechts|gauche|droite|izquierda|derecha|sinistra|destra)"
_NORDIC_SIDE = r"(?:h\u00f6ger|v\u00e4nster|h\u00f8jre|h\u00f8yre|venstre)"
_ANY_SIDE = rf"(?:{_SIDE}|{_NORDIC_SIDE})"
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
# ... said number first, or with the Nordic sides: only after a safe's word (below)
_CHECKED = re.compile(
    rf"(?i)\b\d{{1,2}}[ \t]+{_ANY_SIDE}(?:{_GAP}(?:then[ \t]+)?\d{{1,2}}[ \t]+{_ANY_SIDE}){{2,4}}\b"
    rf"|\b{_NORDIC_SIDE}[ \t]+\d{{1,2}}(?:{_GAP}{_ANY_SIDE}[ \t]+\d{{1,2}}){{2,4}}\b"
)
_DIAL_LOCK = re.compile(
    r"(?i)\b(?:safe|combination|combo|dial|lock|vault|tresor|kluis|cassaforte|coffre|sejf|kasa"
    r"|caja\s+fuerte|caixa[- ]forte|cofre|trezor|seif|kassask\u00e5p\w*|pengeskab\w*"
    r"|kassaskap\w*|kassakaap\w*|locker|padlock)\b"
)
# a safe's, a locker's or a combination's word right before the turns, then only what opens
# it ("the little safe in the wardrobe ... opens 31 right", "school locker: 30 right"): never
# a combo meal's route, a vault's tour, a Trezor wallet, a car's "cofre"
_SAFE_BEFORE = re.compile(
    r"(?i)(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bit's )"
    r"\b(?:safe|combination|dial|tresor|kluis|cassaforte|sejf|caja\s+fuerte|caixa[- ]forte|seif"
    r"|kassask\u00e5p\w*|pengeskab\w*|kassaskap\w*|kassakaap\w*|locker|padlock)\b"
    r"[^.\n]{0,50}?(?:\bopens(?:\s+with)?|\bgoes|\bis|:|\bcombination|\bcombo|\bcode)\s*$"
)
_REACH = 80


def dial_codes(text: str) -> Iterator[tuple[str, int, int]]:
    if not _DIAL_LOCK.search(text):
        return
    for m in _DIAL.finditer(text):
        yield "access_code", m.start(), m.end()
    for m in _CHECKED.finditer(text):
        if _SAFE_BEFORE.search(text, max(0, m.start() - _REACH), m.start()):
            yield "access_code", m.start(), m.end()
