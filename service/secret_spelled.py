"""Passwords in two forms the word rules read as something else (a blind probe's misses):

- spelled out a character at a time, spaced or with a dot or dash between ("the admin password
  is p . a . n . d . a . 7 . 7", "password: k 9 x m 2 q"): the rules take one token after
  "is", here a single letter; dictated or written to dodge a filter, it is still the password;
- quoted after "pass" short for password, where a device or account says which password
  ("the wifi pass is 'nine nine banana split'"): bare "pass" counts only with a digit or a mark
  in the value ("his pass is valid", "boarding pass: gate B" are no password), but a quoted
  phrase after "wifi pass is" is what the network takes.

Every repetition is bounded: a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_prose import PASSWORD_WORD

_CHAR = r"[A-Za-z0-9!@#$%&*?+=_]"
# one separator, the same between every two characters (a backreference): blanks, or a dot
# or a dash with blanks or none around it (never commas: "A, B, C" is a list); the value ends
# its clause, and no rule or policy about passwords is named before it
_SPELLED = re.compile(
    rf"(?i)\b(?:{PASSWORD_WORD}|pwd|pw)\b"
    r"(?![^\n.!?:=]{0,40}?\b(?:polic(?:y|ies)|rules?|requirements?|hint|format|length|options?"
    r"|characters?|strength|grades?)\b)"
    r"[^\n.!?:=]{0,40}?(?:[ \t](?:is|was)\b|[:=])[ \t]*"
    rf"(?P<s>{_CHAR}(?P<sep>[ \t]{{1,2}}|[ \t]{{0,2}}[.-][ \t]{{0,2}}){_CHAR}"
    rf"(?:(?P=sep){_CHAR}){{3,40}})(?=[ \t]*(?:[,;:!?)(\n]|\.(?!\w)|$))"
)

# the device or the account whose "pass" it is
_WHOSE = (
    r"wi-?fi|wlan|router|network|hotspot|vpn|admin|root|e-?mail|laptop|computer|account|login"
    r"|nas|server|database|db|ssh|zip|pdf|keystore"
)
_QUOTED_PASS = re.compile(
    rf"(?i)\b(?:{_WHOSE})[ \t]+pass(?:[ \t]*[:=]|[ \t]+(?:is|was)\b)[ \t]*"
    r"(?:'(?P<s>[^'\n]{3,100})'(?![A-Za-z])|\"(?P<d>[^\"\n]{3,100})\""
    r"|\u201c(?P<c>[^\u201d\n]{3,100})\u201d|\u2018(?P<q>[^\u2019\n]{3,100})\u2019)"
)
# a quoted phrase that says where the password is or how it stands, not what it is
_NOT_THE_VALUE_WORDS = """
in on at under behind inside with written taped stored saved kept printed hidden same changed
reset somewhere see ask check through via unknown not none the a an
expired valid invalid free required optional needed missing wrong blank empty default disabled
enabled
"""
_NOT_THE_VALUE = frozenset(_NOT_THE_VALUE_WORDS.split())


def spelled_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    low = text.lower()
    if "pass" not in low and "pw" not in low:  # (cheap first: this runs on every write)
        return
    for m in _SPELLED.finditer(text):
        yield "password", m.start("s"), m.end("s")
    for m in _QUOTED_PASS.finditer(text):
        group = next(g for g in "sdcq" if m.group(g) is not None)
        value = m.group(group)
        if value.split()[0].lower() in _NOT_THE_VALUE or value.startswith(("$", "<", "{")):
            continue
        yield "password", m.start(group), m.end(group)
