"""Secrets in the way tools take them: a command's password option, a server's config
directive, a key file's private part. Data for the privacy guard (`service.secret_patterns`
puts these in its table).

Each rule is anchored on the tool or the format that gives the value its meaning ("smbclient
-U user%X", "7z -pX", "requirepass X", "Private-Lines:"), so the same shape elsewhere (a path,
a flag of another program, a hash) is left alone. A value that is a variable or a placeholder
("$PASS", "<password>", "''") is dropped later by the guard's placeholder check.
"""

from __future__ import annotations

import re

# A command-line value: quoted, or up to the next blank.
_ARG = r"(?:'(?P<s>[^'\n]{3,128})'|\"(?P<d>[^\"\n]{3,128})\"|(?P<e>[^\s'\"]{3,128}))"

TOOL_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # Redis: "requirepass X" (the server's password), "masterauth X" (its primary's)
    ("password", re.compile(r"(?im)^[ \t]*(?:requirepass|masterauth)[ \t]+" + _ARG + r"[ \t]*$")),
    # .NET / NuGet XML: <add key="ClearTextPassword" value="X" />, appSettings' "ApiKey"
    (
        "password",
        re.compile(
            r"(?i)\bkey\s*=\s*\"[\w.:-]*(?:password|passwd|pwd|secret|api_?key|token)[\w.:-]*\""
            r"\s+value\s*=\s*\"(?P<s>[^\"\n]{3,200})\""
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
    # 7z a -pSECRET, zip -P secret, unzip -P secret, rar a -pSECRET
    (
        "password",
        re.compile(r"\b(?:7za?|7zz|rar|unrar)\b[^\n]{0,200}?\s-p(?P<s>[^\s'\"-][^\s'\"]{2,127})"),
    ),
    ("password", re.compile(r"\b(?:zip|unzip|zipcloak)\b[^\n]{0,200}?\s-P\s+" + _ARG)),
    # xfreerdp /u:Administrator /p:'X', rdesktop -u user -p X
    ("password", re.compile(r"\b(?:xfreerdp|wlfreerdp|sdl-freerdp)\b[^\n]{0,200}?\s/p:" + _ARG)),
    ("password", re.compile(r"\brdesktop\b[^\n]{0,200}?\s-p\s+" + _ARG)),
    # rabbitmqctl add_user NAME PASSWORD, change_password NAME PASSWORD
    (
        "password",
        re.compile(r"\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+" + _ARG),
    ),
    # ssh-keygen -p -P OLD -N NEW: both are the key's passphrase (an empty '' is no secret)
    ("password", re.compile(r"\bssh-keygen\b[^\n]{0,200}?\s-P\s+" + _ARG)),
    ("password", re.compile(r"\bssh-keygen\b[^\n]{0,200}?\s-N\s+" + _ARG)),
    # a JSON or YAML "key" of random letters and digits (not a cache key: no separators)
    (
        "api_token",
        re.compile(
            r"[\"'](?i:key|api_?key|access_?key)[\"']\s*:\s*[\"']"
            r"(?P<s>(?=[A-Za-z0-9]{0,200}\d)(?=[A-Za-z0-9]{0,200}[A-Za-z])[A-Za-z0-9]{24,200})[\"']"
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
        re.compile(r"(?m)^Private-Lines:[ \t]*\d+[ \t]*\r?\n(?P<s>(?:[A-Za-z0-9+/=]{8,}\r?\n?)+)"),
    ),
    ("private_key", re.compile(r"(?m)^Private-MAC:[ \t]*(?P<s>[0-9a-fA-F]{40,128})")),
    # an authenticator's setup key in base32 groups: "setup key: zw3i qhfs 25mt 3ebn ..."
    (
        "totp_seed",
        re.compile(
            r"(?i)\b(?:setup|secret|authenticator|2fa|mfa|totp|otp)\s+key\b[^:\n]{0,40}[:=]\s*"
            r"(?=[a-z2-7 -]{0,79}[2-7])(?P<s>(?:[a-z2-7]{4}[ -]){3,15}[a-z2-7]{2,4})(?![a-z2-7])"
        ),
    ),
]
