"""Four shapes of secret the other rules left alone (the helper's probe of session 190, sec4,
written before it read the rules):

- a TAN from a bank's numbered list ("TAN list entry 17: 151520", "TAN Nr. 42: 998120"):
  the rule for "TAN: 151520" reads a value right after the name, and the entry's number stood
  between. Only after "TAN" and an entry's number; "chapter 42: 998120" is no TAN.
- a signed link's signature or token in its query string after another setting
  ("...a.zip?se=2026-01-01&sig=Zx81kLpQ%2Bv7RtY3nM0aW"): only a value of a random key's
  shape (12 or more characters with a letter and a digit), so "?q=cats&page=2" and the
  documented "?token=<your token>" stay; the value is redacted, the host kept.
- a security answer said first and named after ("my first pet was called Biscuit, that is the
  answer to the bank's security question", "Rosewood Lane - that's what I put as the security
  answer"): the answer rules read "the answer is X", and here X comes before. Only the
  capitalised name right before "that is / that's what I put as" and a security question's
  or answer's name; "the answer to the quiz question was Biscuit" names no security question.
- a door's, a gate's or an alarm's code that looks like a year or a time, in German, French,
  Spanish, Italian, Polish or Dutch ("Haustür-Code bei Oma: 1973", "code portail 1830",
  "kod do furtki 1966"): the code rule leaves a year after another language's "is" (a year is
  what "OTP ist 2023 erschienen" gives). Here only right after the code's own name (a "bei Oma"
  between at most), and only a number that ends the clause: "das Tor wurde 1973 gebaut" and
  "le portail a été repeint en 1830" name no code.

Every repetition is bounded, so a scan stays linear in the text; each rule first asks for a
cheap sign of its shape (this runs on every write).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.password_words import FOREIGN_PASSWORD

_TAN_ENTRY = re.compile(
    r"(?i)\b(?:i|m|sms-?|push-?)?TAN(?:[- ]?(?:list[ea]?|liste|block|bogen))?[^\S\n]+"
    r"(?:entry|eintrag|nr\.?|no\.?|number|nummer|#|position|pos\.?)[^\S\n]*\d{1,3}[^\S\n]*"
    r"[:=][^\S\n]*(?P<s>\d{6}|\d{3}[ ]\d{3})(?![\d.,]\d|\d)"
)

# A signing or token setting in a query string after another one ("?se=...&sig=X")
_QUERY = re.compile(
    r"(?i)[?&](?:sig|signature|x-amz-signature|token|access_token|auth_token|api_?key"
    r"|apikey|secret|client_secret|auth)=(?P<s>[A-Za-z0-9%._~+/-]{12,400})"
)
_RANDOM = re.compile(r"(?=[^\d]{0,400}\d)(?=[^A-Za-z]{0,400}[A-Za-z])")
# words then a number are a setting's name, not a key ("?Signature=DefaultCompanyFooter2024",
# tests/data/privacy_lookalikes.json)
_WORDS = re.compile(r"[A-Za-z]{2,400}\d{0,4}")
_FILLER = re.compile(r"(?i)^(?:x+|0+|your|example|placeholder|redacted|changeme|<)")

_SECURITY_NAMED = re.compile(r"(?i)(?:security|secret|memorable)[^\S\n]+(?:question|answer)")
_ANSWER_AFTER = re.compile(
    r"(?P<s>(?-i:[A-Z][a-z'\u2019-]{1,30}(?:[^\S\n]+[A-Z][a-z'\u2019-]{1,30}){0,2}))"
    r"[^\S\n]*(?:,|[^\S\n][-\u2013\u2014])[^\S\n]*(?i:that|this|which|it)"
    r"(?:'s|\u2019s|[^\S\n]+(?:is|was))[^\S\n]+"
    r"(?i:(?:what[^\S\n]+I[^\S\n]+(?:put|gave|give|use|used|entered|set|chose)[^\S\n]+"
    r"(?:as|for)[^\S\n]+)?(?:the|my)[^\S\n]+)"
    r"(?i:(?:security[^\S\n]+|secret[^\S\n]+|memorable[^\S\n]+)?answer)"
    r"(?i:[^\S\n]+(?:to|for|of)[^\S\n]+(?:[^\s.!?]{1,30}[^\S\n]+){0,4}?"
    r"(?:security|secret|memorable)[^\S\n]+question"
    r"|(?<=security answer)|(?<=secret answer)|(?<=memorable answer))"
)

# A door's, a gate's or an alarm's code in German, French, Spanish, Italian, Polish or Dutch
_DOOR_CODE = (
    r"(?:(?:Haust[\u00fcu]r|Wohnungst[\u00fcu]r|Eingangst[\u00fcu]r|Hintert[\u00fcu]r|T[\u00fcu]r"
    r"|Garagentor|Gartentor|Hoftor|Tor|Alarm(?:anlage)?|Tresor|Schl\u00fcsselsafe)-?[Cc]ode"
    r"|(?i:code|c\u00f3digo|codigo|codice|kod|szyfr)[^\S\n]+"
    r"(?i:(?:de[^\S\n]+la|de[^\S\n]+l['\u2019]|del|della|dell['\u2019]|du|de|do|da|d['\u2019]"
    r"|dla)[^\S\n]*)?"
    r"(?i:portail|porte|portillon|alarme|garage|portal|puerta|port\u00f3n|porton|alarma|garaje"
    r"|cancello|portone|allarme|garage|port\u00e3o|portao|furtki|bramy|drzwi|alarmu|domofonu"
    r"|gara\u017cu)"
    r"|(?i:deur|voordeur|poort|alarm|garage|hek)code)"
)
_DOOR_YEAR = re.compile(
    rf"\b{_DOOR_CODE}"
    # (at most whose door: "bei Oma", "chez Marie", "de mi abuela", "u babci")
    r"(?:[^\S\n]+(?i:bei|chez|de|del|da|di|u|w|bij|von|f\u00fcr)(?:[^\S\n]+[^\W\d_]{1,20}){1,2})?"
    r"[^\S\n]*(?:[:=]|[^\S\n](?i:ist|lautet|est|es|\u00e8|jest|to|is))?[^\S\n]*"
    r"(?P<s>\d{4}[#*]?)(?![\w:.,/-]|[^\S\n]*\d)"
    # (the clause ends there: "code portail 1830", not "... 1830 gebaut")
    r"(?=[^\S\n]*(?:[.,;!)]|$|\n|(?i:bei|chez|pour|para|per|dla|bij|f\u00fcr|und|et|y|e|i|en)\b))"
)
# A password given in groups of digits ("Kundennummer und Passwort: 4821 9930", "hasło: 4821
# 9930"): the password rules read one word, so English kept "9930" and other languages all of
# it. Never Spanish "clave" (a key) or Italian "parola" (a word), never a single number ("the
# password 2023 report"), never a time or a decimal after it ("12 30:15", "12 30.5").
_GROUPED_PASSWORD = re.compile(
    rf"(?i)(?:(?!clave\b|parola\b|passphrase\b){FOREIGN_PASSWORD}|\b(?:password|passcode|pwd))"
    r"(?:[^\S\n]+(?:is|ist|lautet|es|est|\u00e9|\u00e8|jest|to|er|\u00e4r|on))?[^\S\n]*[:=]?"
    r"[^\S\n]*(?P<s>(?=(?:\d[ ]?){6})\d{2,4}(?:[ ]\d{2,4}){1,3})(?![\w.,:/-]|[ ]\d)"
)
_YEARS = re.compile(r"(?:(?:19|20)\d\d[ ]?)+")
_DIGITS = re.compile(r"\d\d")
_GROUPED_SIGN = re.compile(r"\d\d[ ]\d\d")
_DOOR_SIGN = re.compile(r"(?i)code|c\u00f3digo|codigo|codice|kod\b|szyfr")


def grouped_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of each secret of the four shapes above."""
    if "TAN" in text:  # (a TAN list is named in capitals)
        for m in _TAN_ENTRY.finditer(text):
            yield "one_time_code", m.start("s"), m.end("s")
    if "=" in text:
        for m in _QUERY.finditer(text):
            value = m.group("s").rstrip(".,;:)")
            if _RANDOM.match(value) and not _FILLER.match(value) and not _WORDS.fullmatch(value):
                yield "api_token", m.start("s"), m.start("s") + len(value)
    if ("uestion" in text or "nswer" in text) and _SECURITY_NAMED.search(text):
        for m in _ANSWER_AFTER.finditer(text):
            yield "security_answer", m.start("s"), m.end("s")
    if not _DIGITS.search(text):
        return
    if _DOOR_SIGN.search(text):
        for m in _DOOR_YEAR.finditer(text):
            yield "access_code", m.start("s"), m.end("s")
    if _GROUPED_SIGN.search(text):
        for m in _GROUPED_PASSWORD.finditer(text):
            if _YEARS.fullmatch(m.group("s")):
                continue  # years, not a password: "the password 2023 2024 report"
            yield "password", m.start("s"), m.end("s")
