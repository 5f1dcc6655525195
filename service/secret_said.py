"""Secrets told with more words between their name and their value, or said the way people
say them aloud: backup codes told after a sentence ("The two left are 8821 4409 and 1173
6620") and each one listed after the first, a PIN asked about and then told ("UPI PIN? ...
— 1603") or its current one ("El actual (7702)"), a keypad's code said key by key ("star 2 5 8
hash"). Blind privacy probes 176, 178 and 180 of
2026-12-06's fifth session; kept apart from `service.secret_labels`, whose module is full.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate

# ... or after more words, where they are told ("Google backup codes, I used a few already.
# The two left are 8821 4409 and 1173 6620", privacy probe 180): digits in two groups of
# four, or eight to ten of letters and digits
_CODE_SHAPE = r"(?:\d{4}[ -]\d{4}|(?=[A-Za-z]{0,9}\d)(?=\d{0,9}[A-Za-z])[A-Za-z0-9]{8,10}|\d{8})"
_BACKUP_TOLD = re.compile(
    r"(?i)\b(?:(?:backup|recovery|emergency|scratch)[^\S\n]+(?:\w+[^\S\n]+)?codes"
    # (Czech, Polish, German, Spanish: "Z\u00e1chrann\u00e9 k\u00f3dy ke Googlu (zbyly jen tyhle):
    # 5812 3390 a 7741 0256", probe 178)
    r"|z\u00e1chrann\u00e9\s+k\u00f3dy|z\u00e1lo\u017en\u00ed\s+k\u00f3dy|kody\s+zapasowe"
    r"|backup-codes|c\u00f3digos\s+de\s+(?:respaldo|recuperaci\u00f3n))\b[^\n]{0,80}?"
    rf"(?:\b(?:are|is|were)[^\S\n]*:?|:)[^\S\n]*(?P<s>{_CODE_SHAPE})(?![\w-])"
)
# ... and the ones listed after the first: ", 1173 6620", " and 1173 6620"
_NEXT_CODE = re.compile(
    rf"[^\S\n]*(?:,|;|&|/|and|a|i|und|y|e|et|og|och)[^\S\n]*(?:and[^\S\n]+)?"
    rf"(?P<s>{_CODE_SHAPE})(?![\w-])"
)
# A PIN asked about, then told ("UPI PIN? arre woh toh Dadi ka birthday hai — 1603"), or its
# current one told after it ("cambiar el NIP ... El actual (7702) ya lo sabe medio mundo",
# privacy probe 180): four to six digits, never a year
_PIN_TOLD = re.compile(
    r"\b(?:PIN|NIP|(?i:pin\s*code|passcode))(?:\?(?:(?!(?i:\b(?:ticket|order|ref|reference|case"
    r"|call|phone|tel|room|flight|invoice|booking)\b))[^\n]){0,80}?[\u2014\u2013:-]"
    r"|[^\n]{0,80}?\b(?i:the\s+current\s+one|el\s+actual|o\s+atual|l['\u2019]actuel|der\s+aktuelle"
    r"|the\s+old\s+one|el\s+viejo))[^\S\n]*(?:is[^\S\n]+|es[^\S\n]+|:[^\S\n]*)?\(?"
    r"(?!(?:19[5-9]\d|20[0-4]\d)\b)(?P<d>\d{4,6})(?![\d:.,/-]\d|\w)"
)
# A keypad's code said key by key, when a code, a door or a lock is spoken of: "it's star 2 5
# 8 hash" (privacy probe 180); never a number to dial ("dial star 1 2 3 hash for your balance")
_KEYPAD_SAID = re.compile(
    r"(?i)(?<!dial\s)(?<!press\s)(?<!call\s)\b(?P<s>(?:star|asterisk)(?:[^\S\n]+\d){3,8}"
    r"[^\S\n]+(?:hash|pound))\b"
)
_KEYPAD_FOR = re.compile(r"(?i)\b(?:code|door|gate|lock|loo|keypad|entry|pin)\b")


_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("one_time_code", _BACKUP_TOLD),
    ("pin", _PIN_TOLD),
    ("pin", _KEYPAD_SAID),
]
_GATE = PatternGate(_RULES)


def listed_after(text: str, end: int, kind: str) -> Iterator[tuple[str, int, int]]:
    """The codes listed after one just found, ending at `end`: ", 1173 6620", " and ..."."""
    while (more := _NEXT_CODE.match(text, end)) is not None:
        yield kind, more.start("s"), more.end("s")
        end = more.end()


def said_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """The values the rules above name (the value only)."""
    for kind, pattern in _GATE.rules_for(text):
        for m in pattern.finditer(text):
            group = "d" if "d" in pattern.groupindex else "s"
            if pattern is _KEYPAD_SAID and not _KEYPAD_FOR.search(text):
                continue
            yield kind, m.start(group), m.end(group)
            if pattern is _BACKUP_TOLD:
                yield from listed_after(text, m.end(group), kind)
