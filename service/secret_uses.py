"""Secrets given by what is done with them rather than by their name:

- set to a value: "he changed the alarm code to 3591";
- a keypad's entry, closed by "#" or with the key said after it: "use *4471# on the keypad",
  "4-0-2-6 then the # key";
- a Wi-Fi's or a password's new value: "network FLAT_3B_5G, Tom set it to
  kettle-orbit-92-saffron", "a senha do wifi mudou pra feijoada_na_quarta";
- typed to open something: "type marble-otter-cascade-velvet to unlock the vault", "enter
  Kx9!mQ2p to log in";
- written into a file that holds a password: "echo 'PcoQUp!m%kIe' > ~/.vault_pass";
- a Terraform variable's default when the variable is a credential: `variable "db_password"
  { default = "..." }`;
- a code sent by text message, in any of several languages: "Me llegó el código 915273 por
  SMS", "code 482913 par SMS";
- a random value under a key that names an integration's or a webhook's key: `"routing_key":
  "1aec2366a778..."` (PagerDuty), `signing_secret`, `integration_key`.

Why: held-out probe 33 gave one of each and the rules that read names missed them all. The
values must still be shaped like secrets (a password: a letter and a digit or a mark, or
three words or more joined by hyphens; a code: 4-8 digits that are no year; a key: 20 or
more letters and digits in both cases, or hex), so "type your email to log in" or "echo
$PASSWORD > file" stay. Every repetition is bounded: a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_fields import SENTENCE_WORDS
from service.secret_nearby import SECRET

# A password-shaped value: a letter and a digit or a mark, no quote or space; or three to
# eight words joined by hyphens ("marble-otter-cascade-velvet").
_PASSWORD = (
    r"(?=[^\s\"'`]{0,99}[A-Za-z])(?=[^\s\"'`]{0,99}[\d!@#%^&*+=?~])(?![$%{<])"
    r"[^\s\"'`]{6,99}[^\s\"'`.,;:)?!]"
    r"|[A-Za-z]{2,14}(?:-[A-Za-z]{2,14}){2,7}"
)
_PASSWORD_BANG = (
    r"(?=[^\s\"'`]{0,99}[A-Za-z])(?=[^\s\"'`]{0,99}[\d@#%^&*+=?~][^\s\"'`]{0,99}!)(?![$%{<])"
    r"[^\s\"'`]{6,99}!"
)
_TYPED = re.compile(
    r"(?i)\b(?:type|enter|use|key\s+in|punch\s+in)[ \t]+[\"'`]?"
    # (never a key combination: "press Ctrl-Alt-Del to unlock")
    r"(?!(?:ctrl|control|alt|shift|cmd|command|option|fn|win|super)\b)"
    rf"(?P<s>(?-i:{_PASSWORD}))[\"'`]?[ \t]+to[ \t]+(?:unlock|open|log[ \t]?in(?:to)?|login"
    r"|sign[ \t]?in(?:to)?|get[ \t]+in(?:to)?|access|decrypt|unseal|disarm)\b"
)
# ... or typed when something asks for a password, or at its prompt: "Use s3cr3tSauce! when it
# asks for the keystore password", "enter Kx9!mQ2p at the passphrase prompt" (a blind probe's
# miss); the password's name is said, so "use v2.3.1 when it asks for the version" stays
_WHEN_ASKED = re.compile(
    r"(?i)\b(?:type|enter|use|key\s+in|punch\s+in|paste|give\s+it)[ \t]+[\"'`]?"
    r"(?!(?:ctrl|control|alt|shift|cmd|command|option|fn|win|super)\b)"
    # (the blank after it ends the value, so a last "!" is the password's: "s3cr3tSauce!")
    rf"(?P<s>(?-i:{_PASSWORD}|{_PASSWORD_BANG}))[\"'`]?[ \t]+"
    r"(?:(?:when|if|once|whenever)[ \t]+(?:it|you|they|the[ \t]+[\w-]+(?:[ \t]+[\w-]+)?)"
    r"(?:'re|[ \t]+are|[ \t]+is|[ \t]+get)?[ \t]+(?:asks?|prompts?|prompted|asked|wants?)"
    r"(?:[ \t]+(?:you|me))?[ \t]+for|at|in)[ \t]+(?:(?:the|a|your|its|my|our)[ \t]+)?"
    r"(?:[\w-]+[ \t]+){0,2}?(?:pass(?:word|phrase|code)|pin|passwd)\b"
)
# ... or a code set to it: "he changed the alarm code to 3591" (held-out probe 47; a password
# set to one is `secret_phrasings`', a Wi-Fi's `_CHANGED_TO`'s);
# never a code that is no secret ("changed the zip code to 94110")
_SET_TO = re.compile(
    r"(?i)\b(?:changed|set|reset|updated|switched)[ \t]+(?:the|my|his|her|our|their|your|its)"
    r"[ \t]+(?:(?!(?:zip|postal|post|area|country|promo|discount|coupon|error|status|dress|source"
    r"|bar|qr|tracking|product|colou?r|time|region|language|tax|sort|swift|routing)\b)"
    r"[\w-]{2,20}[ \t]+){0,2}?(?:code|pin|passcode|combination|combo)[ \t]+(?:to|into)[ \t]+"
    r"[\"'`]?(?P<s>(?!(?:19|20)\d\d(?!\d))\d{4,8})(?![\d.,:/-]?\d)"
)
# ... or a Wi-Fi's password set to it, "it" the network ("wifi changed again, network X, Tom
# set it to kettle-orbit-92-saffron"), or a password changed to it in the languages of the
# probes ("a senha do wifi da rep\u00fablica mudou pra feijoada_na_quarta", privacy probe 208);
# words joined by "_" count here too, a frame this close says what they are
_JOINED = r"|[^\W\d_]{2,14}(?:_[^\W\d_]{2,14}){2,7}"
_CHANGED_TO = re.compile(
    r"(?i)\b(?:wi-?fi|wlan)\b[^\n.!?]{0,80}?\b(?:set|changed|switched|reset|updated)[ \t]+it"
    r"[ \t]+to[ \t]+"
    r"|\b(?P<pw>senha|contrase\u00f1a|mot[ \t]+de[ \t]+passe|passwort|wachtwoord|has\u0142o"
    r"|password|passord|l\u00f6senord)\b[^\n.!?]{0,60}?\b(?:mudou|mudaram|mudei|trocou|trocaram|troquei"
    r"|cambi\u00f3|cambiaron|cambi\u00e9|chang\u00e9|ge\u00e4ndert|veranderd|zmieni\u0142\w{0,2}"
    r"|endret|\u00e4ndrat)[ \t]+(?:pra|para|a|en|pour|auf|in|naar|na|til|till|to)[ \t]+"
)
_CHANGED_VALUE = re.compile(rf"[\"'`]?(?P<s>(?-i:{_PASSWORD}{_JOINED}))(?![^\s.,;:!?)])")
# ... or a password to say: the word an alarm's monitoring centre asks for ("you give the
# password Amber", "trzeba poda\u0107 has\u0142o Bursztyn", privacy probe 208), in the languages
# of the probes; a capitalised word or a password's shape
_SAY_THE_WORD = re.compile(
    r"(?i)\b(?:(?:give|say|tell|quote)[ \t]+(?:them[ \t]+|him[ \t]+|her[ \t]+)?(?:the[ \t]+)?"
    r"(?-i:password|passphrase|pass[ \t]?word|code[ \t]?word|safe[ \t]?word)"
    r"|(?:poda\u0107|powiedzie\u0107|podaj|powiedz)[ \t]+has\u0142o"
    r"|(?:decir|dar|di|da)[ \t]+la[ \t]+(?:contrase\u00f1a|clave)"
    r"|(?:dizer|dar|diga|d\u00ea)[ \t]+a[ \t]+senha"
    r"|(?:donner|dire|donnez|dites)[ \t]+le[ \t]+mot[ \t]+de[ \t]+passe)"
    r"[ \t]*:?[ \t]+[\"'\u201c\u201e]?"
    rf"(?P<s>(?-i:[A-Z\u00c0-\u017d][a-z\u00df-\u017e]{{2,30}})(?![\w'-])|(?-i:{_PASSWORD}))"
    # (the value ends its clause: "the password Jake gave us", "le mot de passe Wifi aux
    # invit\u00e9s" go on as sentences)
    r"[\"'\u201d]?(?=[ \t]*(?:[.,;:!?)\u2014\u2013-]|$|[ \t](?:over|on|when|if|and|or|but|please"
    r"|then|so|to)\b))"
)
# a sentence going on after "the password", not a value ("tell her the password Is that ok"):
# a sentence's small words, and what says how or when to say it
_SAID_HOW = """
were anyone someone everyone nobody nothing again now please first later out aloud back twice
once slowly
"""
_SENTENCE_WORDS = SENTENCE_WORDS | frozenset(_SAID_HOW.split())
# ... or a passcode whose digits a telephone bank asks for by place: "they ask for the 2nd, 4th
# and 6th digit of 903517" (held-out privacy probe 202), a bank, a passcode or an asking said
# first ("The 3rd digit of 314159 is 4" is arithmetic); never "the last four digits of the
# card" (printed on every receipt)
_DIGITS_OF = re.compile(
    r"(?i)\b(?:bank\w*|passcode|pass\s?code|security|asks?|asked|pin|password)\b[^.\n]{0,40}?"
    r"\b(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)\b[^.\n]{0,40}?"
    r"\bdigits?[ \t]+(?:of|from)[ \t]+(?:(?:my|the|your|our|his|her)[ \t]+)?(?:[a-z]+[ \t]+){0,2}?"
    r"(?!(?:19|20)\d\d(?!\d))(?P<s>\d{4,12})(?![\d.,]?\d)"
)
_ECHOED = re.compile(
    r"\becho[ \t]+(?:-n[ \t]+)?(?P<q>[\"'])(?P<s>(?![$%{<])[^\"'\n]{4,99})(?P=q)[ \t]*>{1,2}[ \t]*"
    r"[\w~./-]{0,60}(?i:pass|secret|token|cred|key|pw)[\w./-]{0,40}"
)
_TERRAFORM = re.compile(
    r"\bvariable[ \t]+\"[\w-]{0,40}(?i:password|passwd|secret|token|api_?key|private_?key)"
    r"[\w-]{0,20}\"[ \t]*\{[^{}]{0,300}?\bdefault[ \t]*=[ \t]*\"(?P<s>(?![$%{<])[^\"\n]{4,99})\""
)
# ... or a sign-in code handed over: "Use 88431206 as your single-use code" (held-out probe 48)
_USE_AS_CODE = re.compile(
    r"(?i)\buse[ \t]+(?P<s>\d{4,8})[ \t]+as[ \t]+(?:your|the)[ \t]+(?:single-use|one-time"
    r"|verification|security|login|sign-in)[ \t]+code\b"
)
_SMS_CODE = re.compile(
    r"(?i)\b(?:c[\u00f3o]digo|code|codice|kod|kode|m[\u00e3a])[ \t]+"
    r"(?!(?:19|20)\d\d(?!\d))(?P<s>\d{4,8})[ \t]+"
    r"(?:por|par|per|via|by|through|pelo|przez|lewat|qua)[ \t]+(?:sms|text)\b"
)
_KEYED = re.compile(
    r"(?i)[\"']?\b(?:routing|integration|service|webhook|signing|consumer|license|licence"
    r"|master|encryption|hmac)[_-]?(?:key|secret|token)\b[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<s>(?-i:[a-f0-9]{32,128}|(?=[A-Za-z0-9]{0,99}[a-z])(?=[A-Za-z0-9]{0,99}[A-Z])"
    r"(?=[A-Za-z0-9]{0,99}\d)[A-Za-z0-9]{20,100}))(?![\w-])"
)

# A keypad's entry closed by "#", a text with a code's or a lock's word ("use *4471# on the
# keypad", probes 208, 210); never a phone's service code ("dial *100# for the balance").
_KEYPAD_ENTRY = re.compile(r"(?<![\w*#])\*?(\d{4,8})#(?![\w#*])")
# ... or one said with the key after it: "4-0-2-6 then the # key" (privacy probe 212)
_THEN_HASH = re.compile(
    r"(?i)(?<![\w.,/-])(\d{4,8}|\d(?:[ -]\d){3,7})[ \t]*(?:,[ \t]*)?(?:then|followed[ \t]+by|\+)"
    r"[ \t]+(?:press[ \t]+)?(?:the[ \t]+)?"
    r"(?:#(?:[ \t]+(?:key|sign|button))?|(?:hash|pound)[ \t]+(?:key|sign|button))(?!\w)"
)
_USSD = re.compile(
    r"(?i)\b(?:dial|call|ussd|balance|airtime|bundle|recharge|top[ -]?up|menu|imei|carrier|sim"
    r"|operator|saldo|guthaben|solde|llama|marca|w\u00e4hl\w*|composer|digite|disque)\b"
)


def keypad_entries(text: str) -> Iterator[tuple[str, int, int]]:
    """Codes closed by "#" or with the "#" key said after them, in a text with a lock's or a
    code's word and no phone menu's."""
    if _USSD.search(text) or not SECRET.search(text):
        return
    for pattern in (_THEN_HASH, _KEYPAD_ENTRY):
        for m in pattern.finditer(text):
            yield "access_code", m.start(1), m.end(1)


def changed_passwords(text: str) -> Iterator[tuple[str, int, int]]:
    """`_CHANGED_TO`'s values: never a network renamed or its firmware updated ("WiFi name is
    boring, I changed it to Casa_Rossi_5G"), and words joined by "_" only after a password's
    name."""
    for m in _CHANGED_TO.finditer(text):
        if _RENAMED.search(m.group()):
            continue
        value = _CHANGED_VALUE.match(text, m.end())
        if value is None or _NOT_A_PASSWORD.fullmatch(value.group("s")) is not None:
            continue
        if not re.search(r"\d|[^\w\s-]", value.group("s")) and m.group("pw") is None:
            continue  # "reset it to Default_Router_Settings"
        yield "password", value.start("s"), value.end("s")


# (the words `_SAY_THE_WORD` and `_CHANGED_TO` cannot match without)
_SAID_WORDS = ("pass", "word", "has\u0142o", "contrase\u00f1a", "clave", "senha")
_CHANGED_WORDS = (
    "wifi", "wi-fi", "wlan", "senha", "contrase\u00f1a", "mot de passe", "passwort", "wachtwoord",
    "has\u0142o", "password", "passord", "l\u00f6senord",
)  # fmt: skip
# a band, a speed, a version or a channel a network is set to, not its password
_NOT_A_PASSWORD = re.compile(
    r"(?i)v?\d+(?:\.\d+)+\w*|\d+(?:[.,]\d+)?[ \t]?(?:ghz|mhz|mbps|gbps|kbps|db|dbm|gb|mb|%)"
    r"|wpa\d?(?:-\w+)?|wep|\d+(?:\.\d+)?ghz-\w+"
)
# what is renamed or updated rather than a password changed
_RENAMED = re.compile(r"(?i)\b(?:name|named|ssid|called|firmware|router|model|renamed|band)\b")


# (run only where their words are: a scan of every write asks this)
_GATE = PatternGate(
    [
        ("password", _TYPED),
        ("password", _WHEN_ASKED),
        ("pin", _DIGITS_OF),
        ("access_code", _SET_TO),
        ("password", _ECHOED),
        ("password", _TERRAFORM),
        ("one_time_code", _SMS_CODE),
        ("one_time_code", _USE_AS_CODE),
        ("api_token", _KEYED),
    ]
)


def used_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _GATE.rules_for(text):
        for m in pattern.finditer(text):
            yield kind, m.start("s"), m.end("s")
    low = text.lower()  # (cheap word checks first: these run on every write)
    if any(word in low for word in _SAID_WORDS):
        for m in _SAY_THE_WORD.finditer(text):
            value = m.group("s")
            if value.lower() not in _SENTENCE_WORDS:
                yield "password", m.start("s"), m.end("s")
    if any(word in low for word in _CHANGED_WORDS):
        yield from changed_passwords(text)
    if "#" in text or "hash" in low or "pound" in low:
        yield from keypad_entries(text)
