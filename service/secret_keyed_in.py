"""Codes and passwords given in three ways the other rules read as something else (a helper's
probe, session 180, second wave):

- an access code said as spaced or grouped digits right after what is done with it ("swipe up
  and punch in 1 4 0 7 2 2", "to open the cabinet, press 3 1 4 1 5") or after the place it
  opens and a colon ("door to the server room: 1 9 7 3 #", "Warehouse door: 77 31 9"). Spaced,
  the digits are no token the code rules take, and spaced digits are as often a phone
  number, a date, a time, a score or a quantity: so the action must be a keypad's (punch in,
  key in, tap in, type, enter, press, dial) in a sentence that names what it opens, or the
  place must stand right before the colon; the digits are four to eight, in groups of one
  or two, and end the clause ("key in 3 0 0 grams", "Enter 2 0 2 6 as the year" do not);
- a PIN or a code spelled in Chinese or Japanese numerals ("PIN是四二七一", "密码是六八三九零二",
  "暗証番号は四二七一です") or in Vietnamese number words ("Mã PIN là bốn hai bảy một"):
  four digits or more right after the code's word and its "is", never a count ("PIN是四位数字",
  "Mã PIN phải có bốn chữ số") or a year, and never after "mã số" (a number: a tax
  code's, an ID's);
- a Wi-Fi's password told as "the pass for the guest network ... it's X": bare "pass" is a
  boarding pass or a season pass as often, so the network must be named, the value hold a
  letter and a digit or a mark, and end its clause ("it's printed on the router", "it's 12
  dollars" are none).

Every rule runs only where its words are (`service.pattern_gate`), and every repetition is
bounded: a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate

# four to eight digits, spaced one by one or in groups of one or two, with a keypad's "#" or
# "*" after; no digit right before or after (a phone number's groups go on)
_SPACED = (
    r"(?<![\d.,:/-])(?<!\d[ \t])"
    r"(?P<c>\d(?:[ \t]\d){3,7}(?:[ \t]?[#*])?|\d{1,2}(?:[ \t]\d{1,2}){2,4}(?:[ \t]?[#*])?)"
    r"(?![ \t]?[\d.,:/-]\d)"
)
# ... ending the clause, or a step of the instructions after it ("then hit enter", "and pull
# hard", "at the staff entrance"): never a unit or another word about the number
_ENDS = r"(?=[ \t]*(?:[.,;!?)\n]|$|(?:then|and|on|at|to|after|before|when|once|or)\b))"
_ACTION = (
    r"\b(?:punch(?:ed|ing)?(?:[ \t]+in)?|key(?:ed|ing)?[ \t]+in|tap(?:ped|ping)?[ \t]+in"
    r"|typ(?:e|es|ed|ing)|enter(?:ed|ing|s)?|press(?:ed|es|ing)?|dial(?:l?ed|l?ing|s)?)"
    r"[ \t]+(?:(?:the[ \t]+)?(?:code|pin|combo|digits)[ \t]+)?"
)
_PLACE = (
    r"\b(?:door|gate|keypad|entrance|entry|lock|locker|safe|cabinet|closet|shed|garage|vault"
    r"|hatch|lobby|warehouse|padlock|lock[ \t]?box|cage|storage"
    # (a room only as one behind a keypad: a meeting room's numbers are rooms)
    r"|(?:server|storage|store|supply|stock|comms|boiler|plant|mail|utility|data)[ \t]?room)"
    # ("door to the server room:": what the door opens onto, in up to three words)
    r"(?:[ \t]+(?:to|for|of|into)[ \t]+(?:(?:the|my|our|his|her)[ \t]+)?[\w'-]+"
    r"(?:[ \t][\w'-]+){0,2})?"
    r"[ \t]*[:=\u2013\u2014][ \t]*"
)
_ACTED = re.compile(rf"(?i){_ACTION}{_SPACED}{_ENDS}")
_PLACED = re.compile(rf"(?i){_PLACE}{_SPACED}(?=[ \t]*(?:[.,;!?)\n]|$|(?:then|and)\b))")
# what a keypad's action opens, somewhere in its sentence
_OPENS = re.compile(
    r"(?i)\b(?:door|gate|keypad|entrance|entry|lock|locker|unlock\w*|open\w*|alarm|panel|safe"
    r"|cabinet|closet|shed|garage|vault|hatch|lobby|building|swipe|screen|phone|buzz\w*"
    r"|intercom|padlock|lockbox|key[ \t]?safe|room|cage|storage|warehouse)\b"
)
# ... and a sentence about a call, a number or a sum is none ("dial ... for support")
_NOT_A_CODE = re.compile(
    r"(?i)\b(?:call|ext(?:ension)?|fax|tel|number|flight|order|score|version|price|cost"
    r"|support|emergency|checkout|cart|calculator|form|field|quantity)\b|[$\u20ac\u00a3]"
)

_HAN_DIGIT = "\u3007\u96f6\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\u5e7a\u4e24"
_HAN = re.compile(
    r"(?:(?i:pin)(?:[ \t]*(?:\u7801|\u78bc|\u30b3\u30fc\u30c9|(?i:code)))?|\u5bc6\u7801"
    r"|\u5bc6\u78bc|\u6697\u8a3c\u756a\u53f7|\u6697\u7801|\u53e3\u4ee4|\u9a8c\u8bc1\u7801"
    r"|\u9a57\u8b49\u78bc|\u30d1\u30b9\u30ef\u30fc\u30c9|\u30d1\u30b9\u30b3\u30fc\u30c9)"
    r"[ \t]*(?:\u662f|\u4e3a|\u70ba|\u306f|\uff1a|:|\uff1d|=)[ \t]*"
    rf"(?P<c>[{_HAN_DIGIT}](?:[ \t\u3001]?[{_HAN_DIGIT}]){{3,11}})"
    # (no count, year, date or sum after: "\u56db\u4f4d", "\u4e8c\u96f6\u4e8c\u516d\u5e74")
    rf"(?![{_HAN_DIGIT}\u5341\u767e\u5343\u4e07\u842c\u4ebf\u5104\u4f4d\u4e2a\u500b\u5e74\u6708"
    r"\u65e5\u53f7\u865f\u70b9\u9ede\u5206\u6b21\u5c81\u6b72\u5757\u584a\u5143])"
)
_VI_DIGIT = (
    r"(?:kh\u00f4ng|m\u1ed9t|m\u1ed1t|hai|ba|b\u1ed1n|t\u01b0|n\u0103m|l\u0103m|s\u00e1u"
    r"|b\u1ea3y|b\u1ea9y|t\u00e1m|ch\u00edn)"
)
_VIETNAMESE = re.compile(
    r"(?i)\b(?:m\u00e3[ \t]+(?:pin|c\u1eeda|kh\u00f3a|kho\u00e1|b\u00ed[ \t]+m\u1eadt"
    r"|m\u1edf[ \t]+kh\u00f3a)|m\u1eadt[ \t]+kh\u1ea9u|pin)\b"
    r"[^\n.!?]{0,40}?(?:[ \t]l\u00e0\b|:)[ \t]*"
    rf"(?P<c>{_VI_DIGIT}(?:(?:[ \t]{{1,3}}|[ \t]{{0,2}},[ \t]{{0,2}}){_VI_DIGIT}){{3,11}})"
    r"(?=[ \t]*(?:[.,;!?)\n]|$))"
)

_GUEST = re.compile(
    r"(?i)(?:\b(?:pass(?:word|code)?|pw|key)[ \t]+(?:for|to)[ \t]+(?:the[ \t]+|our[ \t]+)?"
    r"(?:[\w-]+[ \t]+){0,2}?(?:network|wifi|wi-fi|wlan|hotspot)"
    r"|\b(?:network|wifi|wi-fi|wlan|hotspot)[ \t]+pass)\b"
    r"[^\n.]{0,60}?\bit(?:'|\u2019)?s[ \t]+(?:just[ \t]+)?"
    r"(?P<c>(?=[^\s]{0,63}[^\W\d_])(?=[^\s]{0,63}[\d!@#$%^&*_+=~-])[^\s\"'`]{5,64}?)"
    r"(?=[ \t]*(?:[.,;!?)\n]|$))"
)
# what a network's "it's" says of it that is no password: its standard, band or speed
_NETWORK_WORD = re.compile(
    r"(?i)(?:wpa\d?|wep|wi-?fi\d?\w*|\d+(?:\.\d+)?(?:g|ghz|mhz|mbps|mb|gb|kb|k|x|am|pm|h|min)"
    r"|\w+-(?:only|free|based|protected|enabled|ready))"
)

_GATE = PatternGate(
    [
        ("acted", _ACTED),
        ("placed", _PLACED),
        ("han", _HAN),
        ("vietnamese", _VIETNAMESE),
        ("guest", _GUEST),
    ]
)


def keyed_in_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for rule, pattern in _GATE.rules_for(text):
        for m in pattern.finditer(text):
            code = m.group("c")
            if rule == "guest":
                if not _NETWORK_WORD.fullmatch(code):
                    yield "password", m.start("c"), m.end("c")
                continue
            if rule in ("acted", "placed") and sum(c.isdigit() for c in code) < 4:
                continue
            if rule == "acted":
                sentence = _sentence(text, m.start(), m.end())
                if not _OPENS.search(sentence) or _NOT_A_CODE.search(sentence):
                    continue
            yield "access_code" if rule in ("acted", "placed") else "pin", m.start("c"), m.end("c")


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence around text[start:end], up to 200 characters either side."""
    lo = max(0, start - 200)
    head = max(text.rfind(".", lo, start), text.rfind("\n", lo, start), lo - 1) + 1
    ends = [i for i in (text.find(".", end, end + 200), text.find("\n", end, end + 200)) if i >= 0]
    return text[head : min(ends) if ends else min(len(text), end + 200)]
