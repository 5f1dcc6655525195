"""Secrets in the way tools take them: a command's password option, a server's config
directive, a key file's private part. Data and one reader for the privacy guard.

Each rule is anchored on the tool or the format that gives the value its meaning: a command
only where a command starts (a line's start, after `$`, `sudo`, `&&`, `;`, `|`), never past
the next `;`, `&` or `|` (another program's `-P 3306`), and never a file's extension (`*.7z`);
a directive only as a config line or a redis command. A value that reads as words ("zip -P
puts the password on the command line", "requirepass CHANGE_ME", "add_user deploy and then")
is prose or a placeholder, not a password; the guard's placeholder check drops variables.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_chat import common_words

# A command-line value: quoted, or up to the next blank.
_ARG = r"(?:'(?P<s>[^'\n]{3,128})'|\"(?P<d>[^\"\n]{3,128})\"|(?P<e>[^\s'\";&|]{3,128}))"
# Where a command starts, and what it may pass on the way to the option.
_CMD = r"(?:^|[;&|]\s*|\$\s+|\bsudo\s+)"
_OPTS = r"[^\n;&|]{0,200}?"

_TOOL_RULES: list[tuple[str, re.Pattern[str]]] = [
    # Redis: "requirepass X" (the server's password), "masterauth X" (its primary's), as a
    # config line, a server flag or a CONFIG SET; or quoted in a note, after the file's name
    # or a verb ("redis.conf: requirepass X", "set masterauth X on the replica": a blind
    # probe's miss). The words are no English words, and a value that reads as words is
    # dropped by `_worth`.
    (
        "password",
        re.compile(r"(?im)^[ \t]*(?:requirepass|masterauth)[ \t]+" + _ARG + r"[ \t]*(?:#.*)?\r?$"),
    ),
    (
        "password",
        re.compile(
            r"(?i)(?<![\w-])(?<!--)(?:requirepass|masterauth)[ \t]+"
            r"(?:'(?P<s>[^'\n]{3,128})'|\"(?P<d>[^\"\n]{3,128})\"|(?P<e>[^\s'\";&|]{2,127}[^\s'\";&|.,)]))"
        ),
    ),
    (
        "password",
        re.compile(r"(?i)(?:--|\bconfig\s+set\s+)(?:requirepass|masterauth)[ \t=]+" + _ARG),
    ),
    # .NET / NuGet XML: <add key="ClearTextPassword" value="X" />, appSettings' "ApiKey"
    (
        "password",
        re.compile(
            r"(?i)\bkey\s*=\s*\"[\w.:-]*(?:password|passwd|pwd|secret|api_?key|token)\""
            r"\s+value\s*=\s*\"(?P<s>[^\"\n]{3,200})\""
            r"|\bvalue\s*=\s*\"(?P<d>[^\"\n]{3,200})\"\s+key\s*=\s*"
            r"\"[\w.:-]*(?:password|passwd|pwd|secret|api_?key|token)\""
        ),
    ),
    # smbclient -U 'DOMAIN\user%password', rpcclient, net ... -U user%password
    (
        "password",
        re.compile(
            r"\b(?:smbclient|rpcclient|smbmap|net|winexe|crackmapexec|nxc)\b[^\n]{0,200}?"
            r"\s(?:-U|--user(?:name)?=?)\s*['\"]?[^\s'\"%]{1,64}%(?P<s>[^\s'\"]{3,128})"
        ),
    ),
    # 7z a -pSECRET, rar a -pSECRET; zip -P secret, unzip -P secret
    (
        "password",
        re.compile(
            r"(?m)"
            + _CMD
            + r"(?:7za?|7zz|rar|unrar)(?=\s)"
            + _OPTS
            + r"\s-p(?P<s>[^\s'\"-][^\s'\";&|]{2,127})"
        ),
    ),
    (
        "password",
        re.compile(r"(?m)" + _CMD + r"(?:zip|unzip|zipcloak)(?=\s)" + _OPTS + r"\s-P\s+" + _ARG),
    ),
    # xfreerdp /u:Administrator /p:'X', rdesktop -u user -p X
    ("password", re.compile(r"\b(?:xfreerdp|wlfreerdp|sdl-freerdp)\b" + _OPTS + r"\s/p:" + _ARG)),
    ("password", re.compile(r"(?m)" + _CMD + r"rdesktop(?=\s)" + _OPTS + r"\s-p\s+" + _ARG)),
    # rabbitmqctl add_user NAME PASSWORD, change_password NAME PASSWORD
    (
        "password",
        re.compile(r"\brabbitmqctl(?:\.bat)?\s+(?:add_user|change_password)\s+\S+\s+" + _ARG),
    ),
    # ssh-keygen -p -P OLD -N NEW: both are the key's passphrase (an empty '' is no secret)
    ("password", re.compile(r"(?m)" + _CMD + r"ssh-keygen(?=\s)" + _OPTS + r"\s-P\s+" + _ARG)),
    ("password", re.compile(r"(?m)" + _CMD + r"ssh-keygen(?=\s)" + _OPTS + r"\s-N\s+" + _ARG)),
    # a JSON or YAML "api_key"/"access_key" of random letters and digits (no separators)
    (
        "api_token",
        re.compile(
            r"[\"'](?i:api_?key|access_?key)[\"']\s*:\s*[\"']"
            r"(?P<s>(?=[A-Za-z0-9]{0,200}\d)(?=[A-Za-z0-9]{0,200}[A-Za-z])[A-Za-z0-9]{20,200})[\"']"
        ),
    ),
    # "with secret Py1Cb61Hw3z5hTqF...": a random token (both cases and a digit, no
    # separators) right after the word; a named secret ("secret db-credentials-v2") has them
    (
        "api_token",
        re.compile(
            r"(?i)\bsecret\s+[\"'`]?(?P<s>(?-i:(?=[A-Za-z0-9]{0,99}[a-z])(?=[A-Za-z0-9]{0,99}[A-Z])"
            r"(?=[A-Za-z0-9]{0,99}\d)[A-Za-z0-9]{20,100}))(?![\w/-])"
        ),
    ),
    # BIP-32 extended private keys (xprv, yprv, zprv, tprv and the multisig forms)
    (
        "private_key",
        re.compile(r"(?<![A-Za-z0-9])[xyztuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![A-Za-z0-9])"),
    ),
    # PuTTY's .ppk: the lines after "Private-Lines: N" and the private MAC
    (
        "private_key",
        re.compile(
            r"(?m)^[ \t]*Private-Lines:[ \t]*\d+[ \t]*\r?\n"
            r"(?P<s>(?:[ \t]*[A-Za-z0-9+/=]{16,}[ \t]*\r?(?:\n|$))+)"
        ),
    ),
    ("private_key", re.compile(r"(?m)^[ \t]*Private-MAC:[ \t]*(?P<s>[0-9a-fA-F]{40,128})")),
    # A credential pair a call takes in code, the password second and quoted: requests'
    # auth=("api", "9fK2...") (a blind review's miss), HTTPBasicAuth("u", "p"), smtplib's and
    # ftplib's .login(user, "p"), Go's SetBasicAuth, .NET's NetworkCredential, Java's
    # UsernamePasswordCredentials, an LDAP bind; a variable there (auth=(USER, PASSWORD),
    # os.environ[...]) is no value, and a word is dropped by `_worth`.
    (
        "password",
        re.compile(
            r"(?:\bauth\s*=\s*\(|\b(?:HTTP(?:Basic|Digest|Proxy)Auth|BasicAuth|DigestAuth"
            r"|SetBasicAuth|basic_auth|NetworkCredential|UsernamePasswordCredentials"
            r"|PasswordAuthentication|simple_bind(?:_s)?|bind_s|\.login|\.auth|\.authenticate)"
            r"[ \t]*\([ \t]*(?:new[ \t]+)?)"
            r"(?:\"[^\"\n]{0,100}\"|'[^'\n]{0,100}'|[\w.\[\]\"']{1,60})[ \t]*,[ \t]*"
            r"(?:'(?P<s>[^'\s]{3,128})'|\"(?P<d>[^\"\s]{3,128})\")"
            r"[ \t]*(?:\.toCharArray\(\))?[ \t]*[,)]"
        ),
    ),
    # an authenticator's setup key in base32 groups: "setup key: zw3i qhfs 25mt 3ebn ..."
    (
        "totp_seed",
        re.compile(
            r"(?i)\b(?:(?:setup|secret)\s+key|(?:authenticator|2fa|mfa|totp|otp)\s+(?:key|secret|seed))"
            r"\b(?P<named>[^:=\n]{0,40})[:=]\s*"
            r"(?P<s>(?:[a-z2-7]{4}[ -]){3,15}[a-z2-7]{2,4})(?![a-z2-7])"
        ),
    ),
]

# Words that stand where a value goes: "masterauth unset", "-P old_passphrase".
_STAND_INS = frozenset(
    ["passphrase", "password", "passwd", "secret", "pass", "pwd", "unset", "none", "null"]
)
# A bare "key" of them counts only in an API's settings (elsewhere: cache and object keys).
_API_SETTINGS = re.compile(r"(?i)\bapi\b|base_?url|endpoint")
_BARE_KEY = re.compile(
    r"[\"']key[\"']\s*:\s*[\"']"
    r"(?P<s>(?=[A-Za-z0-9]{0,200}\d)(?=[A-Za-z0-9]{0,200}[A-Za-z])[A-Za-z0-9]{24,200})[\"']"
)
_NOT_A_KEY_NAME = re.compile(r"(?i)\b(?:id|fingerprint|hash|name)\b")
_WORDS = re.compile(r"[A-Za-z]+")


def _worth(kind: str, value: str) -> bool:
    """Not words (prose about the flag, "CHANGE_ME", "add_user deploy and then"), not a
    bare port or count, and an authenticator key has digits of its alphabet."""
    if kind == "totp_seed":
        return sum(c in "234567" for c in value) >= 2 and not all(
            w.lower() in common_words() for w in value.split()
        )
    bare = value.strip("'\"")
    if bare.startswith("(") or (bare.isdigit() and len(bare) <= 5):
        return False
    parts = [p for p in re.split(r"[_.\-]", bare) if p]
    words = bool(parts) and all(p.isalpha() for p in parts)
    stand_in = all(p.lower() in common_words() or p.lower() in _STAND_INS for p in parts)
    return not (words and (bare.isupper() or stand_in))


_TOOL_GATE = PatternGate(_TOOL_RULES)


def tool_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    rules = _TOOL_GATE.rules_for(text)
    if _API_SETTINGS.search(text):
        rules = [*rules, ("api_token", _BARE_KEY)]
    for kind, pattern in rules:
        for m in pattern.finditer(text):
            if "named" in pattern.groupindex and _NOT_A_KEY_NAME.search(m.group("named")):
                continue  # "secret key id: 2a3b ...", "TOTP key fingerprint: ..."
            group = next((g for g in "sde" if g in pattern.groupindex and m.group(g)), None)
            if group is not None and _worth(kind, m.group(group)):
                yield kind, m.start(group), m.end(group)
            elif group is None:
                yield kind, m.start(), m.end()
