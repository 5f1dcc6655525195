"""Secrets said aloud and written down by a transcript: a code asked for on one line and given
on the next ("Agent: please confirm the verification code. / User: 8 0 7 7 1 5"), a code
corrected ("one nine, uh, no wait, it's four six one three"; "it was 6035, now it's 1912"),
numbers said as tens ("ten sixty-four"), digits said one by one with commas ("4, 2, 7, 2"),
a password spelled letter by letter, the three digits on the back said as words.

The value is shaped like a code or spelled, and a word that names a secret comes first, so
the words alone never flag a memory; repetitions are bounded, so a scan stays linear.
"""

from __future__ import annotations

import re

DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
TENS = (
    r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five"
    r"|six|seven|eight|nine))?"
)
# Digits said one by one (commas allowed: "nine four two, eight nine two"), or numbers said in
# pairs ("ten sixty-four", "fifty fifty-four"), or digits written with blanks or commas.
SPOKEN_CODE = (
    rf"{DIGIT}(?:(?:[ -]|,\s)(?:{DIGIT})){{3,7}}"
    rf"|{TENS}(?:[ ,-]+(?:{TENS}|{DIGIT})){{1,3}}"
    r"|\d(?:,?\s\d){3,7}|\d{4,8}"
)
# ("zip code", "area code", "promo code" and the like are not secret)
_SECRET_WORD = (
    r"(?<!zip\s)(?<!postal\s)(?<!post\s)(?<!area\s)(?<!country\s)(?<!promo\s)(?<!error\s)"
    r"(?<!status\s)(?<!discount\s)(?<!coupon\s)(?<!product\s)(?<!course\s)(?<!dialling\s)"
    r"(?<!dialing\s)(?:pin|passcode|password|code|login\s+code|verification\s+code"
    r"|security\s+code|combo|combination|one-time\s+code|otp)"
)
# A combination said as numbers is a lock's only beside a lock ("the best combo is one, two,
# three" is a coach's): those go through `secret_contexts`.
_CODE_WORD = _SECRET_WORD.replace("|combo", "").replace("|combination", "")
_FILLERS = r"(?:(?:um+|uh+|er+m?|like|so|okay|ok|yeah|sure|yes)[,.]?\s+){0,4}"
# Who speaks in a transcript: a role, "Speaker 2", a time stamp first
_SPEAKER = (
    r"(?:\[[\d:.]{1,12}\]\s*)?(?:user|caller|customer|client|agent|assistant|driver|guest|me"
    r"|speaker\s*\w{0,3})"
)

SPOKEN_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # asked on one line, given on the next: "...your telephone banking passcode. /
        # Caller: sure, it's 5 0 6 5 4 7", "What's the door code? / User: it's eight seven two
        # seven", "I'll need the last login code. / Customer: six zero one nine six four"
        "access_code",
        re.compile(
            rf"(?i)(?:(?:\?|\bplease\b|\bconfirm\b|\btell\s+me\b|\bneed\b|\bgive\s+me\b|\bread\s+me\b)"
            rf"[^\n]{{0,60}}?\b{_SECRET_WORD}\b[^\n]{{0,60}}|\b{_SECRET_WORD}\b[^\n]{{0,40}}\?[^\n]{{0,20}})"
            rf"\n[^\S\n]*{_SPEAKER}:[^\S\n]*{_FILLERS}(?:it's\s+|it\s+is\s+)?"
            rf"(?P<s>{SPOKEN_CODE})(?=[\s.,!?]|$)"
        ),
    ),
    (
        # a code said and corrected: "the alarm code is one nine, uh, no wait, it's four six
        # one three"; "the door code was 6035 but they changed it, now it's 1912"
        "access_code",
        re.compile(
            rf"(?i)\b{_SECRET_WORD}\b[^\n]{{0,80}}?\b(?:no\s+wait|sorry|i\s+mean|correction|actually"
            rf"|now)\s*,?\s*it(?:'s|\s+is)\s+(?P<s>{SPOKEN_CODE})(?=[\s.,!?]|$)"
        ),
    ),
    (
        # "my PIN? okay - ten sixty-four", "the code for the lockbox ... is fifty fifty-four",
        # "the PIN is, um, 5 3 3 8", "bike lock code 4, 2, 7, 2", "the gate code is 7, 3, 2, 8"
        "access_code",
        re.compile(
            rf"(?i)\b{_CODE_WORD}\b[^\n.?]{{0,40}}?(?:\?\s*(?:it's|it\s+is)?|\bis,?|\bwas|:|-|"
            rf"\u2013)\s*{_FILLERS}(?:-\s*)?(?:star\s+)?"
            rf"(?P<s>{TENS}(?:[ ,-]+(?:{TENS}|{DIGIT})){{1,3}}"
            rf"|{DIGIT}(?:(?:[ -]|,\s)(?:{DIGIT})){{3,7}}|\d(?:,?\s\d){{3,7}})(?=[\s.,!?]|$)"
            rf"|\b{_CODE_WORD}\s+(?P<d>\d(?:,\s?\d){{3,7}})(?=[\s.,!?]|$)"
        ),
    ),
    (
        # a password spelled for someone: "let me spell the password for you: capital M, a, p"
        "password",
        re.compile(
            r"(?i)\bspell(?:ing|ed)?\b[^\n:]{0,40}?\b(?:password|passcode|pin|code|login)\b"
            r"[^\n:]{0,20}:\s*(?P<s>(?:capital\s+)?\w(?:,\s*(?:capital\s+)?\w){4,30})"
        ),
    ),
    (
        "card_cvv",
        re.compile(
            r"(?i)\b(?:digits|numbers)\s+on\s+the\s+back\b[^\n]{0,30}?\b(?:are|is|:)\s*"
            rf"(?P<s>{DIGIT}(?:\s+{DIGIT}){{2,3}})\b"
        ),
    ),
    (
        # "you disarm it with 0300", "the parking gate keypad takes 889156"
        "access_code",
        re.compile(
            r"(?i)\bdisarm\s+(?:it|the\s+alarm|the\s+system)\s+with\s+(?P<s>\d{4,8})\b(?![.,:/-]?\d)"
            r"|\b(?:keypad|gate|door|lockbox)\s+takes\s+(?P<d>\d{4,8})\b(?![.,:/-]?\d)"
        ),
    ),
]
