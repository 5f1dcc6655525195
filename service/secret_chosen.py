"""A password told by the choice that made it: "ssh-keygen asked for a passphrase, I used
Lemon*Drizzle*Cake", "for the NAS password I went with ...", "typed Adm1n_Rocks! at the
password prompt", "vncpasswd set to VncView88".

Why a module of its own: the prose rules read a password's name, then a verb that gives its
value ("is", ":", "changed to"); blind probe s180 (a helper's, written before the rules were
read) said it by what was chosen or typed, with the name before or after, and every such
sentence was missed. The value must look like no word (a letter and a digit or a mark, eight
long or more) and not be a tool, a hash or a standard said to be used ("I used 1Password",
"we went with Argon2id for password hashing"); repetitions are bounded, so a scan stays
linear in the text. `service.secret_patterns` runs these rules with the others.
"""

from __future__ import annotations

import re

# A password's name, or a tool named for one ("vncpasswd", "htpasswd"); no "pw": the gate
# (`service.pattern_gate`) runs these rules only where "pass" is
_NAME = r"(?:pass(?:word|code|phrase)s?|pass\s+phrase|\w{0,8}passwd)"
# A word after the name that makes it the feature, not the value: "for the password reset
# flow I used Python3.12", "I chose Keycloak-24 for the password policies"
_FEATURE_WORDS = (
    r"reset|flow|forms?|screens?|pages?|polic(?:y|ies)|hash\w*|generator|managers?|strength"
    r"|meter|rules?|requirements?|hints?|length|expiry|storage|vault|validation|components?"
    r"|ui|ux|checks?|logic|module|features?|inputs?|protect\w*|less"
)
_FEATURE = rf"(?![^\S\n]+(?:{_FEATURE_WORDS}|fields?)\b)"
# The verbs of a choice or an entry, with who made it
_CHOSE = (
    r"(?:(?:i|we|he|she|they|you)[^\S\n]+)?(?:used|went[^\S\n]+with|chose|picked|typed"
    r"|entered|put[^\S\n]+in|settled[^\S\n]+on|opted[^\S\n]+for|set[^\S\n]+(?:it[^\S\n]+)?to"
    r"|made[^\S\n]+it)"
)
# What is used for a password without being one: a manager, a generator, a hash, a cipher, a
# standard, a second factor
_NOT_A_VALUE = (
    r"(?!(?:1password|keepass\w*|lastpass|bitwarden|dashlane|pwgen|openssl|diceware|bcrypt"
    r"|argon2\w*|scrypt|pbkdf2\w*|sha-?\d+|md5|base64|aes-?\d+|rsa-?\d+|ed25519|wpa\d?\w*"
    r"|utf-?8|2fa|mfa|totp)(?![^\W_]))"
)
# A value no word is: 8-64 characters, a letter and a digit or a mark, no link or setting
_VALUE = (
    rf"{_NOT_A_VALUE}(?=[^\s,;\"'`]{{7}})(?![^\s\"'`]{{0,60}}(?:://|=))"
    r"(?=[^\s,;\"'`]{0,63}[A-Za-z])(?=[^\s,;\"'`]{0,63}[\d!@#$%^&*_+=~?])"
    r"[^\s,;\"'`]{7,63}[^\s,;\"'`.)?:!]!?"
)

CHOSEN_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # the name first: "for the passphrase I went with X", "asked for a passphrase, I used X"
        "password",
        re.compile(
            rf"(?i)\b{_NAME}\b{_FEATURE}[^\n.!]{{0,60}}?(?<![\w-]){_CHOSE}[^\S\n]+[\"'`\u201c]?(?P<s>{_VALUE})"
        ),
    ),
    (
        # the value first: "typed X at the password prompt", "picked X as the password"
        "password",
        re.compile(
            rf"(?i)(?<![\w-]){_CHOSE}[^\S\n]+[\"'`\u201c]?(?P<s>{_VALUE})[\"'`\u201d]?[^\S\n]+"
            r"(?:as|for|at|in|when\s+(?:it|they|the\s+\w+)\s+asked\s+for)[^\S\n]+"
            rf"(?:(?:the|my|our|a|an|its|his|her|their)[^\S\n]+)?(?:[\w-]+[^\S\n]+){{0,2}}?{_NAME}\b"
            rf"(?![^\S\n]+(?:{_FEATURE_WORDS})\b)"
        ),
    ),
]
