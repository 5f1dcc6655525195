"""A long random value near a word for a key, in any language: "Smoobu wants the key again
for the channel sync 7f3c9a1e5b2d4f60a8e9c7b1d3f5a2e4", "ショップのPayPay API、シークレットはこれ ->
pp_sec_9Hq2...", "private: Zm9yIHRoZSBsb3Zl...==", a wallet's exported key in 64 hex digits,
an authenticator's key in groups of four ("Google Authenticator 백업용 시크릿 키 K7QM 4XRZ
P2LN WVTA") (privacy probes 126 and 132 of 2026-12-06's fourth session).

Why a rule of its own: the named rules read "api key is X" or "token: X" in English; these
values came after a key word in other words, other languages or on the line before, and a
value this long and this mixed is a credential wherever it stands beside such a word. Public
ones of the same shape are told apart by the words before them (a commit's or a file's hash,
an address, a transaction, an order or a tracking number) and an Ethereum address's "0x".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_prose import PASSWORD_LIKE

# Words for a key, a token or a secret, and a wallet's
_KEY_WORD = re.compile(
    r"(?i)\b(?:key|keys|api|token|secret|private|credentials?|client[_ -]?secret|clave|chave"
    r"|schl\u00fcssel|cl\u00e9|klucz|wallet|metamask|exported?)\b"
    r"|\u30b7\u30fc\u30af\u30ec\u30c3\u30c8|\u79d8\u5bc6\u9375|\u30ad\u30fc|\uc2dc\ud06c\ub9bf|\ube44\ubc00\ud0a4"
    r"|\ud0a4|\u5bc6\u94a5|\u79d8\u94a5|\u5bc6\u9470"
)
# ... and the words that make such a value public
_PUBLIC = re.compile(
    r"(?i)\b(?:hash|sha\d*|md5|checksum|commit|fingerprint|uuid|guid|public|tx|txid"
    r"|transaction|etag|digest|build|serial|tracking|order|reference|ref|address|id|sample"
    # ("test" before a key's word names a sample key, "a test token", "test API key"; "so you
    # can test", "test it out" is what the key is for)
    r"|example|placeholder|dummy|name|fix|fixed|merge|revert|patch|cache|redis|memcached?"
    r"|test(?=[ _-]+(?:api[ _-]+)?(?:keys?|tokens?|secrets?|accounts?|mode|cards?|env\w*|data"
    r"|vectors?|values?|credentials?|fixtures?|suites?|cases?|servers?|instances?|sandbox"
    r"|numbers?|ids?)\b)|fixtures?|mocks?|stubs?"
    r"|primary|foreign|partition|idempotency|dsn|frontend|kty|jwks?|modulus"
    r"|fixes|merged|reverts?|reverted|revision|trace|span|event"
    r"|\u00f6ffentlich\w*|p\u00fablic[ao]|publique|pubblic\w*|publiczn\w*)\b"
)
# Words in capitals joined ("GithubActionsDeploy2025"): a name, not a key
_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]{2,}){3,}\d*")
_VALUE = re.compile(r"(?<![\w+/=.-])[A-Za-z0-9_+/=-]{20,200}(?![\w+/=-])")
_HEX = re.compile(r"[0-9a-fA-F]+")
_REACH = 80
# An authenticator's key in groups of four (base32)
_AUTHENTICATOR = re.compile(
    r"(?i)\b(?:authenticator|2fa|totp|mfa|two[- ]factor)\b"
    r"|\uc2dc\ud06c\ub9bf|\u30b7\u30fc\u30af\u30ec\u30c3\u30c8"
)
# A router's printed Wi-Fi key in groups of digits: "WLAN ... der Schl\u00fcssel hinten auf dem
# Ger\u00e4t lautet 4817 2093 5561 8824 0937" (privacy probe 128)
_WIFI_KEY = re.compile(
    r"(?i)\b(?:wlan|wi-?fi)\b[^\n]{0,80}?(?:\w*schl\u00fcssel|\b(?:key|kennwort|passwort|password"
    r"|wachtwoord|cl\u00e9|clave|chiave))\b(?:[^\n]{0,40}?(?:\b(?:lautet|ist|is|es|est|\u00e8)\b|:))?"
    r"[^\S\n]*(?P<s>\d{4}(?:[ -]\d{4}){3,4})(?![\d-])"
)
# ... and a passphrase or a recovery key of digit groups: "Signal chat backup (passphrase
# 48291 03372 15908 12456 17302 04986)" (privacy probe 134)
_DIGIT_PHRASE = re.compile(
    r"(?i)\b(?:pass\s?phrase|recovery\s+key|backup\s+key|wiederherstellungs\w*)\b[^\n\d]{0,20}"
    r"(?P<s>\d{4,5}(?:[ -]\d{4,5}){3,})(?![\d-])"
)
# A Wi-Fi password beside a description of its letters: "clubhouse wifi (all lowercase, no
# spaces): allezlesbleus2012", "WiFi di casa: Lullaby-Nanna-77 (con i trattini, maiuscola la
# L)" (privacy probes 136 and 140)
_CASE_WORDS = (
    r"(?:lower\s?case|upper\s?case|capital|spaces|dashes|hyphens|maiuscol\w*|minuscol\w*|trattini"
    r"|may\u00fascula\w*|min\u00fascula\w*|gro\u00dfbuchstaben|kleinbuchstaben|majuscule\w*)"
)
_DESCRIBED_WIFI = re.compile(
    r"(?i)\bwi-?fi\b[^\n:()]{0,40}?(?:\([^)\n]{0,60}?" + _CASE_WORDS + r"[^)\n]{0,60}\)[^\S\n]*:"
    r"[^\S\n]*(?P<s>\S{6,40})|:[^\S\n]*(?P<d>\S{6,40})[^\S\n]*\([^)\n]{0,60}?" + _CASE_WORDS + ")"
)
# ... or typed to join: "network is Estudi_Llum and you type girasol2019 to get on", "he typed
# banhmi#Sizzle2024 for the key" (privacy probes 142 and 146)
_TYPED_TO_JOIN = re.compile(
    r"(?i)\b(?:wi-?fi|network|hotspot|ssid)\b[^\n]{0,80}?\b(?:typed|type|enter(?:ed)?|put\s+in)\s+"
    rf"(?P<s>{PASSWORD_LIKE})\s+(?:for\s+the\s+(?:key|password)|to\s+(?:get\s+on|connect|join))\b"
)
# ... or after an arrow: "shop wifi chgd -> Dodge-Dart-1963-slant6" (privacy probe 164); a
# recovery key in groups: "Recovery key for Awa's iCloud: RK7F-2QPD-M9XW-..." (probe 160)
_ARROWED_WIFI = re.compile(
    rf"(?i)\bwi-?fi\b[^\n]{{0,20}}?(?:\u2192|->)[^\S\n]*(?P<s>{PASSWORD_LIKE})"
)
_RECOVERY_KEY = re.compile(
    r"(?i)\b(?:recovery|backup)\s+(?:key|code)s?\b[^\n]{0,60}?"
    r"(?P<s>(?-i:[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3,}))(?![\w-])"
)
_NETWORK_NAME = re.compile(r"(?i)\b(?:name|network|ssid|nome|nombre|nom|netz\w*)\b")
_GROUPS = re.compile(r"(?<![\w-])(?:[A-Z0-9]{4}[ -]){3,7}[A-Z0-9]{4}(?![\w-])")


def _random(value: str) -> bool:
    """Long and mixed as a generated key is: 32+ hex digits, or upper and lower case letters
    and digits, many of them different (not words joined by dashes)."""
    core = value.strip("=")
    if _HEX.fullmatch(core):
        return len(core) >= 32 and sum(c.isdigit() for c in core) >= 4
    classes = sum(any(f(c) for c in core) for f in (str.isupper, str.islower, str.isdigit))
    return classes == 3 and len(set(core)) >= 12 and sum(c.isdigit() for c in core) >= 2


# "auth" right before the value, as a provider's console labels its token: "Twilio ...:
# account AC8f..., auth 9e4c1f7a2b8d3e6f0a5c9b1d4e7f2a3c" (probe 238); anywhere before it,
# "auth" is a service's or a commit's subject ("fixes auth 9e4c...")
_AUTH = re.compile(r"(?i)(?<![\w-])auth(?:[ _-]?token)?[^\S\n]{0,3}[:=]?[^\S\n]{0,3}$")


def keyed_values(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _VALUE.finditer(text):
        value = m.group()
        if value.lower().startswith("0x") or _CAMEL_WORDS.fullmatch(value) or not _random(value):
            continue
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = text[max(line_start, m.start() - _REACH) : m.start()]
        if not before.strip() and line_start > 0:  # a value on its own line: the line before
            prev = text.rfind("\n", 0, line_start - 1) + 1
            before = text[max(prev, m.start() - _REACH) : m.start()]
        words = list(_KEY_WORD.finditer(before)) or list(_AUTH.finditer(before))
        after = text[m.end() : m.end() + _REACH].split("\n", 1)[0]
        if words and not _PUBLIC.search(before) and not _PUBLIC.search(after):
            yield "api_token", m.start(), m.end()
    for m in (
        *_WIFI_KEY.finditer(text),
        *_DIGIT_PHRASE.finditer(text),
        *_TYPED_TO_JOIN.finditer(text),
        *_ARROWED_WIFI.finditer(text),
        *_RECOVERY_KEY.finditer(text),
    ):
        yield "password", m.start("s"), m.end("s")
    for m in _DESCRIBED_WIFI.finditer(text):
        if _NETWORK_NAME.search(m.group()):
            continue  # "The wifi: HomeNet-5G (the name is upper case)"
        group = "s" if m.group("s") is not None else "d"
        yield "password", m.start(group), m.end(group)
    if _AUTHENTICATOR.search(text):
        for g in _GROUPS.finditer(text):
            if sum(c.isdigit() for c in g.group()) >= 1:
                yield "api_token", g.start(), g.end()
