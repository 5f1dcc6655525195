"""Codes and answers under a key of a record (JSON, YAML, .env, INI, a form dump): the key's
last word names the secret and an earlier one, if any, names what it opens ("alarm_code",
"lockerPin", "door_pin", "gate_code", "keypadCode", "safe_combination", "card_cvv", "otp"),
or the key is an answer to a question a bank asks ("security_answer", "memorable_word") or a
one-time-password seed ("totp_seed").

A key that ends in another word is a setting about the secret, not the secret
("otp_length", "pin_reset", "alarm_count"), and a value must be shaped like the secret: digits
for a code, the right length for a card's CVV. Every repetition is bounded, so a scan stays
linear in the text.
"""

from __future__ import annotations

import re

# What a code opens: the word before "code" / "pin" in a key.
# (never a bank's, a phone's, a building's, a ledger's or a warehouse's code: "bank_code",
# "phone_code", "building_code", "debit_code", "storage_code" are public identifiers)
_OPENS = (
    r"(?:alarm|door|gate|garage|locker|safe|keypad|key_?pad|lockbox|lock_?box|padlock|lock|entry"
    r"|unlock|disarm|intercom|buzzer|mailbox|shed|bike|voicemail|vault|front|back|side|storage_?unit"
    r"|house|home|apartment|flat)(?:[_\-.]?(?:door|gate|unit|room|box|system|panel|lock|alarm))?"
)
# The key: optional quote, [what it opens + separator] + the secret noun, optional quote.
_KEY_SEP = r"[_\-.]?"
_CODE_KEY = rf"(?i:(?:{_OPENS}){_KEY_SEP}(?:code|passcode|combination|combo|pin)|passcode)"
# a card's or a phone's PIN is a PIN; a safe's is the code that opens it; a bare "pincode" or
# "pin_code" is India's postal code
_PIN_KEY = (
    rf"(?i:(?:card|atm|sim|phone|bank|debit|credit|voicemail|wallet){_KEY_SEP}pin(?:_?code)?|pin)"
)
_OTP_KEY = r"(?i:otp|one_?time_?(?:code|password)|verification_?code|2fa_?code|mfa_?code)"
# camelCase: "lockerPin", "keypadCode", "gateCode"
_CAMEL_KEY = (
    r"(?i:alarm|door|gate|garage|locker|safe|keypad|lockbox|padlock|entry|unlock|voicemail)"
    r"(?-i:Pin|Code|PIN|Passcode|Combination|Combo|PinCode)|(?i:card|atm|sim)(?-i:Pin|PIN)"
)
_ASSIGN = r"[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?[#*]?"
# (a run of one digit is a default or an example: "door_code: 0000")
_CODE_VALUE = (
    r"(?!(\d)\1{3,7}(?!\d))(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))"
    r"(?P<s>\d{4,8}|\d{1,2}(?:-\d{1,2}){2,3}|\d{3} \d{3})(?![\w.,:/-]?\d)(?![\w-])"
)
# A PIN may be a year ("card_pin": "1987": a birth year is a common PIN)
_PIN_VALUE = r"(?!(\d)\1{3,7}(?!\d))(?P<s>\d{4,8})(?![\w.,:/-]?\d)(?![\w-])"
_ANSWER_KEY = (
    r"(?i:security_?answer|secret_?answer|memorable_?(?:word|phrase|info)|mothers?_?maiden_?name"
    r"|challenge_?answer|first_?pet(?:_?name)?|first_?school|childhood_?friend)"
)
# An answer is a few words of letters, ending its value ("Rex", "Hillcrest", "blue kettle"):
# never a type, a placeholder, an expression or a pointer ("String!", "null", "see vault").
_ANSWER = (
    r"(?!(?i:string|str|null|none|nil|true|false|varchar|text|int|integer|number|boolean|bool"
    r"|required|optional|undefined|see|tbd|todo|n/a|na|hidden|redacted|encrypted|hashed|not"
    r"|ask|please|update|unknown|none|empty|missing|pending|contact|sha\w{0,6}|argon\w{0,4}"
    r"|bcrypt|scrypt|md5|pbkdf\w{0,4}|changed|on\s+file|verified|provided|encrypted|unavailable"
    r"|set|stored|q[1-4])\b)"
    r"(?P<s>[A-Za-z\u00c0-\u024f][A-Za-z0-9\u00c0-\u024f' -]{0,40}[A-Za-z0-9\u00c0-\u024f])"
    r"(?=[ \t]{0,3}(?:[\"',}\n]|$))"
)
_SEED_KEY = r"(?i:totp_?(?:seed|secret|key)|otp_?(?:seed|secret)|mfa_?(?:seed|secret)|2fa_?secret)"

# Values of digits only: a text with no digit skips them.
KEY_CODE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "access_code",
        re.compile(rf"(?<![\w-])[\"']?(?:{_CODE_KEY}|{_CAMEL_KEY})(?![\w-]){_ASSIGN}{_CODE_VALUE}"),
    ),
    ("pin", re.compile(rf"(?<![\w-])[\"']?{_PIN_KEY}(?![\w-]){_ASSIGN}{_PIN_VALUE}")),
    ("one_time_code", re.compile(rf"(?<![\w-])[\"']?{_OTP_KEY}(?![\w-]){_ASSIGN}{_CODE_VALUE}")),
    (
        "card_cvv",
        re.compile(
            r"(?<![\w-])[\"']?(?i:(?:card_?)?(?:cvv2?|cvc2?|csc|security_?code))"
            rf"(?![\w-]){_ASSIGN}(?P<s>\d{{3,4}})(?![\w.,:/-]?\d)"
        ),
    ),
]

KEY_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "security_answer",
        re.compile(
            rf"(?<![\w.-])[\"']?{_ANSWER_KEY}(?![\w-]){_ASSIGN}{_ANSWER}"
            # a question and its answer side by side: '"security_question": "...", "answer": "Rex"'
            r"|[\"']?(?i:security_?question)[\"']?[ \t]{0,3}[:=][^\n{}]{0,120}?"
            r"(?<![\w.-])[\"']?(?i:answer)[\"']?"
            rf"[ \t]{{0,3}}[:=][ \t]{{0,3}}[\"']?{_ANSWER.replace('<s>', '<d>')}"
        ),
    ),
    (
        "totp_secret",
        re.compile(
            rf"(?<![\w-])[\"']?{_SEED_KEY}(?![\w-]){_ASSIGN}(?P<s>[A-Z2-7]{{16,64}}=*)(?![\w=])"
        ),
    ),
]
