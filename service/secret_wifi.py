"""A Wi-Fi's password given right after its network's name, whatever word (if any) names the
password: "hotspot off my phone — name TIR_Marek, pass zielonaciezarowka99", "SSID
Ktima_Ageri, κλειδί thalassa2024!!", "network TaalVista_Events tapos mabuhay2025tagaytay yung
pass".

Why: the phrasings' rules read a network's name, then a password's word in the languages the
probes met, then the value; each fresh blind probe brings a language whose word they lack
(Greek, Tagalog and Polish in probes 222-224). A network named as such, then within a few
words a value of a password's shape, is its password in any language. What else follows a
network's name is a version, a band, a model, a channel or another network's name, told
apart by form: a dotted or slashed value, WPA's names, too short a word, or the same name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.password_words import FOREIGN_PASSWORD
from service.pattern_gate import PatternGate

# the text is about a Wi-Fi, in any script: an SSID, a hotspot, "wifi", "wlan", "와이파이"
_ABOUT_WIFI = re.compile(
    r"(?i)wi-?fi|\bwlan\b|\bssid\b|hotspot|\u0648\u0627\u064a\s?\u0641\u0627\u064a"
    r"|\uc640\uc774\ud30c\uc774|\u0e44\u0e27\u0e44\u0e1f|\u0432\u0430\u0439-?\u0444\u0430\u0439|\u05d5\u05d5?\u05d9\u05d9?-?\u05e4\u05d9\u05d9?|\u0935\u093e\u0908-?\u092b\u093e\u0908|\u65e0\u7ebf"
)
# a network's name after its word: "SSID Ktima_Ageri", "network: Office-2", "hotspot name
# TIR_Marek" ("name" only a network's, "red" / "rete" only a Wi-Fi's: a booking's name, a red
# light; a capital, a digit or a joiner in the name: "la red sigue siendo ..." goes on)
_NETWORK = re.compile(
    r"(?i)\b(?:ssid|network|(?:wi-?fi|hotspot|network|wlan)\b[^.\n]{0,30}?\bname|r\u00e9seau"
    r"|netz(?:werk)?|sie\u0107|netwerk|(?:wi-?fi|wlan)\s+(?:\w+\s+)?(?:red|rede|rete)"
    r"|m\u1ea1ng|a\u011f|\u03b4\u03af\u03ba\u03c4\u03c5\u03bf|\u0441\u0435\u0442\u044c|\u05d4?\u05e8\u05e9\u05ea|(?:\u0627\u0644)?\u0634\u0628\u0643\u0629|\u0928\u0947\u091f\u0935\u0930\u094d\u0915"
    r"|\u30cd\u30c3\u30c8\u30ef\u30fc\u30af|\u7f51\u7edc|\u7db2\u8def|\ub124\ud2b8\uc6cc\ud06c)"
    r"[ \t]*[:=]?[ \t]*[\"'`\u201c]?(?!(?i:is|was|es|est|ist|\u00e9|to|called|named|of|for|and|the"
    r"|my|our|your|at|in|on|isn['\u2019]t|name|password)\b)(?P<n>(?=[^\s,;:/\"'`\u201d]{0,31}(?-i:[A-Z0-9_-]))[^\s,;:/\"'`\u201d]{2,32})"
)
# then up to three words, none of a number or a setting, then the value; a password's word
# among them or in the three after the value ("tapos X yung pass"): any other value after a
# network's name is a device's, a plan's, a promo's or an address's
_BETWEEN = re.compile(
    r"[\"'`\u201d]?[,;:]?(?:[ \t]+(?:[^\W\d_]{1,12}|[\u2014\u2013-])[,:]?){0,3}[ \t]+"
)
_SETTING = re.compile(
    r"(?i)\b(?:model|firmware|channel|band|router|version|ip|mac|dns|signal|speed|mbps|ghz|is"
    r"|was|called|named|renamed|guest|confirmation|booking|voucher|serial|ticket|printer|laptop"
    r"|file|saved|shares?|connects?|then|and|with|order|number|no|promo\w*|device|plan)\b"
)
# (the names of a password `secret_phrasings` reads, and the short words a Wi-Fi's card uses:
# "pass", "key", "code", a key or a connection in the languages the probes met)
_PASSWORD_WORD = re.compile(
    rf"(?i)(?:{FOREIGN_PASSWORD})|\b(?:pass(?:word|e)?|pw|pwd|key|code|chave|cl\u00e9|schl\u00fcssel"
    r"|klucz|sleutel|chiave|parol\w*|sandi|\u043a\u043b\u044e\u0447|\u03ba\u03bb\u03b5\u03b9\u03b4\u03af)\b"
    r"|\u05dc\u05d4\u05ea\u05d7\u05d1\u05e8|\u0643\u0644\u0645\u0629|\u0631\u0645\u0632|\u0628\u0627\u0633\u0648\u0631\u062f|\u0e23\u0e2b\u0e31\u0e2a"
)
_AFTER = 30  # characters after the value where the password's word may stand instead
# a password's shape: 8 to 64 characters with a run of letters and two digits or a mark
_VALUE = re.compile(
    r"[\"'`\u201c]?(?P<s>(?=[^\s,;\"'`]{0,63}[^\W\d_]{3})(?=[^\s,;\"'`]{0,63}(?:\d[^\s,;\"'`]{0,63}\d|[!#$%&*+?@^~]))"
    r"[^\s,;:/.\"'`()]{8,64})(?=[\s,;.!?)\"'`\u201d]|$)"
)
_NOT_A_PASSWORD = re.compile(r"(?i)wpa\d?|wep|wps|\d+(?:\.\d+)?g(?:hz)?|[\w-]*@")


# A network's key as a router's sticker or a chat names it, in the languages of the probes:
# "Chiave WPA2: YKXLBOFSTFHPZZSA", "A\u011f anahtar\u0131: G2vAuQNgW0", "N\u00e4tverksnyckel:
# podkfjrr43whjwg6", "Cheie de securitate: LCUS8HGALQBM", "Heslo k Wi-Fi: ...", "l\u00f6sen till
# wifi: Fika2Dags!" (probe_lang of 2026-12-07). The sticker prints no SSID's word before it
# in every language, so the name alone leads; a colon gives the value, and the value is a
# WPA key's length (8-63), with a digit or in capitals (a key printed by the factory), so a
# word ("Chiave WPA2: vedi etichetta") is none.
_KEY_NAME = re.compile(
    r"(?i)\b(?:chiave\s+(?:wpa2?|wi-?fi|wlan|di\s+rete|di\s+sicurezza)"
    r"|chave\s+(?:de\s+seguran\u00e7a|de\s+rede|wpa2?|wi-?fi)|senha\s+(?:da\s+rede|wpa2?)"
    r"|netwerksleutel|wpa-?sleutel|beveiligingssleutel"
    r"|klucz\s+(?:sieci(?:owy)?|wpa2?|wi-?fi|zabezpiecze\u0144)|has\u0142o\s+(?:sieci|wi-?fi)"
    r"|a\u011f\s+(?:anahtar\u0131|\u015fifresi)|g\u00fcvenlik\s+anahtar\u0131"
    r"|(?:wi-?fi|kablosuz\s+a\u011f)\s+\u015fifresi"
    r"|n\u00e4tverksnyckel(?:n)?|wi-?fi-?nyckel(?:n)?|wpa-?nyckel(?:n)?|s\u00e4kerhetsnyckel(?:n)?"
    r"|l\u00f6sen(?:ordet)?\s+(?:till|f\u00f6r)\s+(?:wi-?fi(?:n|t)?|wlan(?:et)?|n\u00e4tverket|routern)"
    r"|s\u00ed\u0165ov\u00fd\s+kl\u00ed\u010d|kl\u00ed\u010d\s+(?:s\u00edt\u011b|wpa2?|wi-?fi)"
    r"|bezpe\u010dnostn\u00ed\s+kl\u00ed\u010d|heslo\s+(?:k|ke|pro)\s+(?:wi-?fi|s\u00edti)"
    r"|chei[ea]\s+(?:de\s+securitate|wpa2?|wi-?fi|re\u021belei|re\u0163elei)"
    r"|parola\s+(?:re\u021belei|re\u0163elei|wi-?fi)"
    r"|sicherheitsschl\u00fcssel|cl\u00e9\s+de\s+s\u00e9curit\u00e9"
    r"|clave\s+de\s+seguridad)\b"
    r"(?:[ \t]+(?:de\s+red|r\u00e9seau|\(wpa2?(?:-psk)?\)|wpa2?(?:-psk)?))?"
    r"[ \t]*[:=\uff1a][ \t]*[\"'`\u201c]?"
    r"(?P<s>(?!(?i:wpa|wep|aes|tkip)\d?\b)(?:(?=[^\s,;\"'`]{0,63}\d)[^\s,;\"'`]{7,62}[^\s,;\"'`.)?]"
    r"|(?-i:[A-Z0-9]{10,63}))"
    r"(?![^\s,;\"'`]))"
)


_KEY_GATE = PatternGate([("password", _KEY_NAME)])


def wifi_pairs(text: str) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _KEY_GATE.rules_for(text):  # (only when a key's name is in the text)
        for m in pattern.finditer(text):
            yield kind, m.start("s"), m.end("s")
    if not _ABOUT_WIFI.search(text):
        return
    for network in _NETWORK.finditer(text):
        between = _BETWEEN.match(text, network.end())
        if between is None or _SETTING.search(between.group()):
            continue
        value = _VALUE.match(text, between.end())
        if value is None:
            continue
        found = value.group("s")
        name = network.group("n")
        if _NOT_A_PASSWORD.match(found) or found[:4].lower() == name[:4].lower():
            continue
        after = text[value.end("s") : value.end("s") + _AFTER]
        if _PASSWORD_WORD.search(between.group()) or _PASSWORD_WORD.search(after):
            yield "password", value.start("s"), value.end("s")
