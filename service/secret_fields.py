"""A password of letters only, where the shape of the text says it is one:

- a line that is a password field and nothing else, in any of the languages of
  `secret_words` ("Passwort: Schneeflocke", "Contraseña: gatonegro", "pass: bumblebee",
  "密码: xiaomaomi", "Пароль: Ромашка");
- a network named, then its password ("wifi HomeNet5G pw greenapple", "Airbnb wifi, network
  Seaside_Villa, password seashells", "Wifi is HomeNet5G and the key is greenapple").

The other rules want a digit or a symbol in a value they find without such a frame, because
a word after "password" in prose is mostly about the password ("is printed on the router").
Here the frame does the work, and what is left out is a status or a pointer, in the
languages the field names come in ("none", "TBD", "siehe Tresor", "geändert", "ninguna").
"""

# ruff: noqa: RUF003

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_chat import common_words
from service.secret_prose import NOT_A_VALUE, PASSWORD_WORD
from service.secret_words import PASSWORD_NAMES

_STATUS = NOT_A_VALUE
# One word of letters (any script), or several glued with "_" or "-" (never a digit: those
# values are the other rules' to find).
# (never Chinese, Japanese or Korean: a field there says "the same as before" or "the usual"
# in as many letters as a password has: "密码：和以前一样")
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
_LETTER = rf"[^\W\d_{_CJK}]"
LETTERS = rf"{_LETTER}{{3,40}}(?:[_-]{_LETTER}{{2,20}}){{0,3}}(?![{_CJK}])"

# A line's start before a field's name: indentation and a list bullet
_LINE = r"^[ \t]{0,8}(?:[-*\u2022][ \t]{1,3})?"
_FIELD = re.compile(
    rf"(?im){_LINE}"
    r"(?:(?:wi-?fi|wlan|wpa2?|router|network|red|r\u00e9seau)[ \t-]{1,3})?"
    rf"(?:{PASSWORD_WORD}|pass|pwd|pw|psk|clave|cl\u00e9|{PASSWORD_NAMES}"
    r"|(?<=wifi )key|(?<=wi-fi )key|(?<=wpa )key|(?<=wpa2 )key|(?<=wlan-)schl\u00fcssel)"
    rf"[ \t]{{0,3}}[:=\uff1a][ \t]{{0,3}}(?P<v>{LETTERS})[ \t]{{0,3}}$"
)
# "wifi HomeNet5G pw greenapple", "the wifi is X, pass greenapple", "network X, password Y"
_AFTER_NETWORK = re.compile(
    r"(?i)\b(?:wi-?fi|wlan|ssid|network)\b[^\n]{0,60}?"
    r"\b(?:pass(?:word|phrase)?|pw|pwd|psk|key)\b[ \t]{0,3}(?:is[ \t]{1,3}|[:=][ \t]{0,3})?"
    rf"(?P<v>(?-i:[A-Za-z]){LETTERS})(?=[ \t]{{0,3}}(?:[.,;)!]|$|\n))"
)


# A passphrase of three to eight words after its name, ending the clause ("My passphrase is
# correct horse battery staple", "wifi password: purple monkey dishwasher", "KeePass master
# password: Kaffee trinken im Regen 7": a number may be its last word); never a
# description: no small word of a sentence in it ("is in the drawer", "is your last name")
# and no first word that describes ("long and hard to remember", "changed last week").
_PHRASE = re.compile(
    # (a password manager's "master" alone: "bitwarden master is Wombat Lantern Ferry 1987",
    # privacy probe 208)
    rf"(?i)\b(?:pass[ \t-]?phrase|{PASSWORD_WORD}|(?:bitwarden|1password|lastpass|keepass\w{{0,2}}"
    r"|dashlane|keeper|enpass|nordpass|proton[ \t]pass)[ \t]+master)"
    r"(?:[ \t]{1,3}(?:for|to|of|on)[ \t]{1,3}(?:the[ \t]|my[ \t]|our[ \t])?[\w'-]{1,30}){0,1}"
    # ("is" a word: "passphrase for his SSH key" gave "SSH key everywhere", probe 40)
    r"[ \t]{0,3}(?:\bis\b|\bwas\b|:|=)[ \t]{1,3}"
    # (a word may be joined by a hyphen: "lemon tractor Ankara forty-one", probe 238)
    r"(?P<v>[^\W\d_]{2,20}"
    r"(?:(?:[ \t][^\W\d_]{2,20}(?:-[^\W\d_]{2,12})?){2,7}"
    r"|(?:[ \t][^\W\d_]{2,20}){1,6}[ \t]\d{1,4}))"
    r"(?=[ \t]{0,3}(?:[.,;!(]|$|\n))"
)
# ... or in quotes after its name and what it opens: "the same passphrase for his SSH key
# everywhere, 'correct cobalt lantern 1987'" (held-out probe 40)
_QUOTED_PHRASE = re.compile(
    r"(?i)\bpass[ \t-]?phrase\b[^\n'\"\u2018\u201c.]{0,60}?[,:\u2014\u2013-][ \t]{0,3}"
    r"['\"\u2018\u201c]"
    r"(?P<v>[^\W\d_]{2,20}(?:[ \t](?:[^\W\d_]{2,20}|\d{1,4})){2,7})['\"\u2019\u201d]"
)
# ... or in quotes after its name in another language and a verb or a mark ("Lösenfrasen
# till GPG-nyckeln är \"tallrik blåbär hummer granit\"", held-out probe 42)
_FOREIGN_QUOTED_PHRASE = re.compile(
    r"(?i)\b(?:l\u00f6senfras(?:en)?|passfras(?:en)?|passphrase|phrase\s+(?:secr\u00e8te|de\s+passe)"
    r"|frase\s+(?:de\s+contrase\u00f1a|de\s+paso|secreta|segreta|de\s+acesso)|wachtzin"
    r"|l\u00f6senord(?:et)?|passwort|kennwort|contrase\u00f1a|mot\s+de\s+passe|senha|wachtwoord"
    r"|has\u0142o|passord(?:et)?|adgangskode(?:n)?|salasana)\b"
    r"[^\n'\"\u2018\u201c\u201e\u00ab.]{0,60}?"
    r"(?:\b(?:\u00e4r|lautet|ist|est|es|\u00e8|\u00e9|jest|er|on|is)\b|[:=\u2014\u2013])[ \t]{0,3}"
    r"['\"\u2018\u201c\u201e\u00ab][ \t]?"
    r"(?P<v>[^\W\d_]{2,20}(?:[ \t](?:[^\W\d_]{2,20}|\d{1,4})){2,7})"
    r"[ \t]?['\"\u2019\u201d\u201c\u00bb]"
)
# Small words of a sentence in those languages: a quoted place or description is no phrase
# ("mot de passe : « dans le tiroir du bureau »").
_FOREIGN_SENTENCE = """
der die das den dem und oder im in ist auf unter le la les de du des dans sur sous et ou
el los las en y o del il lo gli di nel sulla och i p\u00e5 under det het een op onder
"""
_FOREIGN_SENTENCE_WORDS = frozenset(_FOREIGN_SENTENCE.split())
_SENTENCE = """
the a an to of in on at for and or but is are be was by with from that this it its your my
his her our their them they you me we i she he him not no as so if than then there here what
which who when where how why all any some each every
"""
SENTENCE_WORDS = frozenset(_SENTENCE.split())
_DESCRIBES = """
leaked stolen hacked compromised breached rejected pending whatever unknown unchanged
long short strong weak complex simple easy hard random different same very too still now also
stored saved written printed shared kept set changed reset expired new old default temporary
pretty quite really super extremely way just only never always case made based something
nothing currently exactly usually about around over under least one two three four five six
seven eight nine ten twelve
"""
_DESCRIBING = frozenset(_DESCRIBES.split())


def _phrase(value: str) -> bool:
    words = value.lower().split()
    first = words[0]
    return first not in _DESCRIBING and not any(w in SENTENCE_WORDS for w in words)


# An English field name: its status words are in the English lists, so a lower-case value
# passes ("password: bumblebee"); other languages need a capital ("Passwort: Schneeflocke").
_ENGLISH_NAME = re.compile(
    rf"(?i){_LINE}"
    r"(?:(?:wi-?fi|wlan|wpa2?|router|network)[ \t-]{1,3})?"
    rf"(?:{PASSWORD_WORD}|pass|pwd|pw|psk|key)[ \t]{{0,3}}[:=]"
)
# A bare "pass:" field is a password only next to an account ("user: john / pass: X"), never
# a mountain pass or a season pass on its own ("Pass: Stelvio", "Pass: Annual").
_BARE_PASS = re.compile(rf"(?i){_LINE}pass[ \t]{{0,3}}[:=]")
_ACCOUNT = re.compile(r"(?i)\b(?:user(?:name)?|login|e-?mail|account|ssid)\b")


def _script(text: str) -> str:
    """The script of a text's first letter: Latin, Cyrillic, Greek, or another."""
    letter = next((c for c in text if c.isalpha()), "")
    code = ord(letter) if letter else 0
    if code < 0x250:
        return "latin"
    if 0x370 <= code < 0x400:
        return "greek"
    return "cyrillic" if 0x400 <= code < 0x530 else "other"


def field_passwords(text: str) -> Iterator[tuple[str, int, int]]:
    """("password", start, end) of each letters-only password framed as above."""
    for pattern in (_PHRASE, _QUOTED_PHRASE):
        for m in pattern.finditer(text):
            if _phrase(m.group("v")):
                yield "password", m.start("v"), m.end("v")
    for m in _FOREIGN_QUOTED_PHRASE.finditer(text):
        words = m.group("v").lower().split()
        if _phrase(m.group("v")) and not _FOREIGN_SENTENCE_WORDS.intersection(words):
            yield "password", m.start("v"), m.end("v")
    for pattern in (_FIELD, _AFTER_NETWORK):
        for m in pattern.finditer(text):
            raw = m.group("v")
            value = raw.lower()
            words = common_words()
            if value in _STATUS or not words:
                continue
            if pattern is _AFTER_NETWORK and (value in words or (raw.isupper() and len(raw) <= 5)):
                continue  # "forgot her wifi password again", "the network key is PEAP"
            if (
                pattern is _FIELD
                and _ENGLISH_NAME.match(m.group(0)) is None
                and raw.islower()
                and _script(m.group(0)) == _script(raw)
            ):
                continue  # "Passwort: gesperrt": a status in the name's language is lower case
            if (
                pattern is _FIELD
                and _BARE_PASS.match(m.group(0))
                and (
                    value in words or not _ACCOUNT.search(text, max(0, m.start() - 100), m.start())
                )
            ):
                continue  # "Pass: Premium", or no account near
            yield "password", m.start("v"), m.end("v")
