"""A password found by its shape alone, with no word naming it: "He uses Tr0ub4dor&3 for
everything", "the zip from legal is protected with Lex&Order1999", "admin / j3nk1ns-Adm!n".

A word of 8 to 64 characters with a lower-case letter, a capital, a digit and a symbol
inside it (not only a sentence's closing mark) reads as nothing but a password in prose:
names, model numbers, versions and ids lack one of the four. What has the four and is no
password is left out by form: addresses, e-mails, paths, assignments and queries (other
rules read those), hashtags, mentions and variables, key chords ("Ctrl+Shift+F10") and
lines of base64.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice

_SYMBOLS = "!@#$%^&*+?~"
# A run of the characters a password is written with; anything else (a slash, a colon, an
# equals sign, brackets, quotes, commas) ends it.
_WORD = re.compile(r"(?<![^\s\"'(\[{<>:\u201c\u2018])[A-Za-z0-9!@#$%^&*+?~_.-]{8,80}")
_TRAILING = ".,;:!?)]}*+"
# What "+" joins when it means "and": key names ("Ctrl+Shift+F10"), words, quantities
# ("2.4GHz+5GHz")
_PLUS_PART = re.compile(
    r"(?i)[a-z]+(?:-?\d+(?:\.\d+)*[a-z]?)?|\d+(?:\.\d+)?(?:[a-z]{0,4}|%)|.",
)
_EMAIL = re.compile(r"@[\w-]+(?:\.[\w-]+)+$")


def _password_shaped(word: str) -> bool:
    inner = word[1:-1]
    return (
        8 <= len(word) <= 64
        and any(c.islower() for c in word)
        and any(c.isupper() for c in word)
        and any(c.isdigit() for c in word)
        and any(c in _SYMBOLS for c in inner)
    )


def _not_a_password(word: str) -> bool:
    if word[0] in "#@$" or "..." in word or _EMAIL.search(word):
        return True  # a hashtag, a mention, a variable, an elision, an address
    if "." in word:
        return True  # a file, a version, a section, a call: "Data_2023*.csv", "RC1+build.45"
    if _SELECTOR.match(word):
        return True  # CSS: "div#Main2"
    symbols = {c for c in word if c in _SYMBOLS}
    if symbols == {"+"} and len(word) >= 20:
        return True  # a line of base64 (a certificate, a public key): the PEM rules judge it
    return "+" in symbols <= {"+", "%"} and all(_PLUS_PART.fullmatch(p) for p in word.split("+"))


# A rule's example, a hint or a pattern, or a name given just before ("Band name:", "SSID",
# "Product SKU:", "playlist"): a name with a symbol is still a name.
_NOT_A_PASSWORD_BEFORE = re.compile(
    r"(?i)\b(?:requirements?|polic(?:y|ies)|rules?|examples?|e\.g\.|such\s+as|format|pattern"
    r"|regex|hint|placeholder|sample|names?|title|ssid|network|brand|sku|product|model|ref"
    r"|reference|tag|version|selector|formula|excel|playlist|album|band|song|game|ship|label"
    r"|handle|username|user\s+name|nickname|called|named"
    # ... or advice that compares ("a passphrase like '...' beats P@ssw0rd", held-out probe 42)
    r"|beats?|than|instead\s+of|avoid|weak|worst|common)\b"
)
_SELECTOR = re.compile(r"(?i)(?:div|span|a|p|ul|ol|li|section|button|input|form|img|nav|h[1-6])#")


def shaped_passwords(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _WORD.finditer(text):  # every long word: the cheap checks first
        start, end = m.start(), m.end()
        if end < len(text) and text[end] in "/=:\\":
            continue  # a path, an assignment or an address goes on past the word
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        while start < end and text[start] in "*_~":
            start += 1  # Markdown's emphasis: "**Bold1!**"
        word = text[start:end]
        if len(word) < 8 or not _password_shaped(word) or _not_a_password(word):
            continue
        if not _NOT_A_PASSWORD_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            yield "password", start, end


# A passphrase of words joined by hyphens and closed by a number: "mango-tarmac-lunchbox-42",
# "honning-tavle-42" (privacy probes 214-224, in five languages). Where a password, a code, a
# login or a Wi-Fi is named near it, or the value is chosen ("gone with ...", "set it to ...");
# never a thing named or made right before it (a branch, a pod, a module, a room, an app, a book,
# a download: "Pushed branch fix-login-redirect-123"), a year's number ("Rome-Paris-Berlin-2025"),
# a word of one or two letters ("back-to-back-2"), a header ("PuTTY-User-Key-File-3:") or a
# prefix in capitals ("AGE-SECRET-KEY-1"); two words only in lower case.
_JOINED = re.compile(r"(?<![\w@./-])(?P<s>(?P<w>[^\W\d_]{3,12}-){2,6}\d{1,4})(?![\w@/:-]|\.\w)")
_YEAR = re.compile(r"(?:19|20)\d\d")
_NAMES_A_SECRET = re.compile(
    r"(?i)\b(?:pass(?:word|phrase|code|wort|ord|wd)?s?(?<!boarding pass)(?<!bus pass)"
    r"(?<!season pass)|pw|wi-?fi|wlan|ssid|hotspot|network|router|log\s?-?in|sign\s?-?in|chaabi"
    r"|(?<!dress )(?<!zip )code(?!\s+review)|pin(?!\s+it\b)|kod(?:en|u|a|y)?|clave|senha"
    r"|mot\s+de\s+passe|has\u0142o|jelsz\w*|salasan\w*|l\u00f6senord\w*|adgangskode\w*|wachtwoord"
    r"|parol\w*|\u015fifre\w*|m\u1eadt\s+kh\u1ea9u|kata\s+sandi|lozink\w*)\b"
)
_NEAR = 60  # characters on either side of the value where the secret's word must stand
_CHOSEN = re.compile(
    r"(?i)\b(?:(?:gone|went|going|go)\s+with|set\s+(?:it\s+)?to|changed\s+(?:it\s+)?to)\s*$"
)
# a thing named right before the value: a branch, a pod, a module, a room, an app...
_THING_BEFORE = re.compile(
    r"(?i)\b(?:branch|pod|logs?|module|ticket|room|app|book|model|set|bus|level|mark|deploy"
    r"|container|image|tag|release|version|issue|pr|job|project|repo|service|package|file"
    r"|folder|page|route|trip|floor|building|plan|course|class|downloaded|installed|pulled"
    r"|deployed|built|ran|booked|skin|theme)\b\W*(?:\w+\W+)?$"
)


_BUDGET = 32  # values read in one text at most (a list of 2,000 took 90 ms)


def joined_passphrases(text: str) -> Iterator[tuple[str, int, int]]:
    for m in islice(_JOINED.finditer(text), _BUDGET):
        value = m.group("s")
        *words, number = value.split("-")
        if _YEAR.fullmatch(number) or value.isupper():
            continue
        before = text[max(0, m.start() - 40) : m.start()]
        if _NOT_A_PASSWORD_BEFORE.search(before) or _THING_BEFORE.search(before):
            continue
        near = text[max(0, m.start() - _NEAR) : m.start()] + " " + text[m.end() : m.end() + _NEAR]
        names = _NAMES_A_SECRET.search(near) is not None
        chosen = _CHOSEN.search(before) is not None
        if (len(words) >= 3 or value.islower()) and (names or (chosen and len(words) >= 3)):
            yield "password", m.start("s"), m.end("s")
