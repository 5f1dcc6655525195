"""Privacy guard (DESIGN.md rule 4): secrets never reach the index, the log or our logs.

Two detectors, their spans merged:
- detect-secrets (Yelp), with its provider plugins (AWS, Slack, Stripe, Twilio, SendGrid,
  npm, PyPI, JWT, private keys, basic-auth URLs, `password = "..."` keywords...). Its
  entropy plugins are off: they flag every hash and UUID, which memories are full of.
- our own rules for what it misses or reports only in part: full GitHub/OpenAI/Anthropic/
  Google tokens, whole PEM blocks, passwords said in prose ("my wifi password is ..."),
  Luhn-valid card numbers, credentials in connection strings, "api key is ..." phrases; the
  prefixed tokens of developer platforms (Hugging Face, GitLab, DigitalOcean, Databricks,
  Shopify, Atlassian, Linear, Notion, Replicate, Groq, Perplexity, xAI, Vercel, Doppler,
  Mailgun, Square, Heroku, Azure, New Relic, Sentry, Grafana, Postman, Pulumi, age...); short
  codes said in prose (door/gate/alarm codes, PINs, CVVs, one-time codes), never a bare number;
  national identity numbers by their country's check digits and their name
  (`secret_national`), bank account numbers (`secret_banking`), passwords a clause about
  logging in gives away (`secret_logins`), secrets given by what is done with them (typed
  to unlock, echoed into a password file, sent by SMS: `secret_uses`).

Then what was found is pruned once: near copies of a found secret are added
(`secret_turns`), references are dropped (`secret_references`: a postal PIN code in an
address, a booking's confirmation number, a name in an ARN, SealedSecret ciphertext), and
placeholders (`<redacted>`, `${DB_PASSWORD}`) are left alone.

Policy `redact` replaces each span with `[REDACTED:<kind>]` and reports what it did;
`reject` refuses the write (INVALID_ARGUMENT naming the kind) so nothing is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from service.errors import InvalidArgument
from service.pattern_gate import PatternGate
from service.ports import Metrics, NoMetrics
from service.secret_banking import bank_accounts
from service.secret_cards import card_numbers, published_test_card
from service.secret_casual import casual_secrets
from service.secret_chat import common_words
from service.secret_config import config_secrets
from service.secret_contexts import context_secrets
from service.secret_examples import said_otherwise
from service.secret_labels import corrected_values, labelled_secrets
from service.secret_logins import changed_values, login_secrets
from service.secret_national import national_ids, published_id
from service.secret_parts import split_secrets
from service.secret_patterns import PATTERNS
from service.secret_plugins import plugin_secrets
from service.secret_prose import (
    BARE_PASSWORD,
    CODE_KINDS,
    EMAIL,
    NOT_A_PASSWORD,
    SAID_CODE,
    SAID_PASSWORD,
    SPELLED,
)
from service.secret_references import drop_references
from service.secret_shapes import shaped_passwords
from service.secret_tables import recovery_codes, table_cells
from service.secret_tools import tool_secrets
from service.secret_turns import near_copies
from service.secret_uses import used_secrets
from service.wallet_secrets import wallet_secrets

Policy = Literal["redact", "reject"]


@dataclass(frozen=True, slots=True)
class Redaction:
    field: str
    kind: str
    start: int
    end: int


def _said_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for m in SAID_CODE.finditer(text):
        lead = next(g for g in CODE_KINDS if m.group(g) is not None)
        code = m.group("code")
        spelled = SPELLED.fullmatch(code) is not None  # "four eight two one"
        if m.group("verb") is None and (
            lead in ("named", "lpin") or (code[0] not in "#*0123456789" and not spelled)
        ):
            continue  # with no verb, only a number right after a code word ("gate code 1984#")
        if (m.group("verb") or "").lstrip().startswith("(") and (
            _YEAR_OR_TIME.fullmatch(code) or not _CLAUSE_END.match(text, m.end("code"))
        ):
            continue  # a parenthesis alone stands for "is" only before a code that ends it
        if spelled:
            if "," in code and m.group("named") and m.group("named").lower() == "combo":
                continue  # "the best combo is one, two, three, two": a boxer's, not a lock's
            yield CODE_KINDS[lead], m.start("code"), m.end("code")
            continue
        digits = sum(c.isdigit() for c in code)
        if digits * 2 < sum(c.isalnum() for c in code):
            continue  # "2FA-protected", "SHA256-signed": words, not codes
        if lead == "card" and not (code.isdigit() and len(code) in (3, 4)):
            continue
        if digits < (4 if lead in ("pin", "lpin", "otp") else 3):
            continue
        yield CODE_KINDS[lead], m.start("code"), m.end("code")


_YEAR_OR_TIME = re.compile(r"(?:19[5-9]\d|20[0-4]\d)|(?:[01]\d|2[0-3])[0-5]\d")
_CLAUSE_END = re.compile(r"[ \t]{0,3}(?:[.,;!)]|$|\n)")


_EMAIL_VALUE = re.compile(EMAIL)
# A quoted phrase after "password is" that says where it is or how it stands, not what it is
# ("'in the drawer'", "'written on the router'"); a passphrase may start with any other word.
_WHERE_IT_IS = frozenset(
    [
        "in",
        "on",
        "at",
        "under",
        "behind",
        "inside",
        "with",
        "written",
        "taped",
        "stored",
        "saved",
        "kept",
        "printed",
        "hidden",
        "same",
        "changed",
        "reset",
        "somewhere",
        "see",
        "ask",
        "check",
        "through",
        "via",
        "unknown",
        "not",
        "none",
    ]
)


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
    r"|\$(?:env:)?[A-Za-z_]\w*|(?i:[a-z_]*(?:password|passwd|secret|here|changeme|changeit|example)[a-z_]*)"
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
# A map pin, not a PIN: a decimal, degrees, a Plus Code, a what3words address
_MAP_PIN = re.compile(r"\d\.\d|\d\u00b0|\+[2-9CFGHJMPQRVWX]{2}|^///")


# A reference into a secret manager names where the secret is, not what it is.
_SECRET_REFERENCE = re.compile(
    r"(?i)(?:op|vault|secretsmanager|ssm|keyvault|akv|gsm|doppler|infisical|bws)://"
)
# A resource's attribute (Terraform's "random_password.db.result": a type with an
# underscore, a name, an attribute) names a value elsewhere; "correct.horse.battery" may be
# a password.
_REFERENCE = re.compile(r"[a-z]+_[a-z0-9_]*(?:\.[a-z_][a-z0-9_]*){2,}")
# Words a template puts in a token's place (real tokens carry digits).
_TEMPLATE_WORD = re.compile(
    r"(?i)(?:^|[-_.])(?:your|example|placeholder|changeme|dummy|replace|insert|fake)(?:[-_.]|$)"
)


# Password managers named where a password would go ("we use 1Password as the password manager").
_PRODUCTS = frozenset(["1password", "lastpass", "bitwarden", "keepass", "keepassxc", "dashlane"])


# a format string's hole ("%s", "{}"), or a flag's variable ("p:$RDP_PASSWORD")
_FORMAT_HOLE = re.compile(r"%[sdr]|%\(\w+\)[sd]|\{\w{0,30}\}|[\w/-]{1,3}[:=]\$\{?[A-Za-z_]\w*\}?")
_FILL_IN = re.compile(r"<(?i:your|insert|enter|paste|put|the|my|api|token|key|password|secret)\b")


def _placeholder(value: str) -> bool:
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
    if not bare or (bare != value and bare.isalpha()):
        return True  # markup, or a word with markup: a code fence, "policy:**", "_redacted_"
    if _REFERENCE.fullmatch(value):
        return True  # an expression: "random_password.db.result", "var.db_password"
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
    body = value[-24:] if len(value) > 24 else value
    return len(body) >= 8 and max(body.count(c) for c in set(body)) >= 0.8 * len(body)


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


# A password given right after "password?" ("my Venmo password? It's coffeebean"): letters
# with a digit or a symbol, or a word no English sentence uses; never a time ("5pm").
_ANSWERED = re.compile(
    r"(?![\d:.]{1,5}\s?(?:am|pm)$)(?![A-Za-z]{2,30}(?:able|ible)$)(?=.*[A-Za-z])(?:(?=.*[\d!@#$%^&*]).{4,100}|[A-Za-z]{5,40})"
)


# "password for user=jdoe" names the account, whose name follows; a value with ".*" or a
# leading "^" is a regular expression (a sed or grep line about the password field), and one
# to three marks with no letter or digit are the rest of one ("password=/'").
_ACCOUNT_NAMED = re.compile(
    r"(?i)\s+for\s+(?:the\s+)?(?:user(?:name)?|account|login|e-?mail|uid|user_?id|principal)"
    r"\s*[=:]\s*$"
)
_PATTERN_VALUE = re.compile(r"^\^|\.[*+]|^[^\w]{1,3}$")


_PATTERN_GATE = PatternGate(PATTERNS)


def _own_rules(text: str, *, shapes: bool = True) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _PATTERN_GATE.rules_for(text):
        for m in pattern.finditer(text):
            value = next((g for g in "sde" if g in pattern.groupindex and m.group(g)), None)
            if value is not None:  # the secret itself, not the words that named it
                yield kind, m.start(value), m.end(value)
            else:
                yield kind, m.start(), m.end()
    for m in SAID_PASSWORD.finditer(text):
        group = next(g for g in ("dq", "sq", "cq", "gq", "word") if m.group(g) is not None)
        value = m.group(group)
        if (
            group != "word"
            and " " in value
            and not re.search(r"[\d!@#$%^&*]", value)
            and value.split()[0].lower() in _WHERE_IT_IS
        ):
            continue  # "the password is 'in the drawer'": where it is, not what
        if group == "word":
            value = value.rstrip(".,;:)")
            if value[-1:] in "!" and value[:-1].isalpha():
                value = value[:-1]  # "it is secret!": punctuation; "Corolla1998!": the password
            value = value.rstrip("?")  # "is it hunter2?": a question mark ends the sentence
            if not value or value.lower().lstrip("(") in NOT_A_PASSWORD:
                continue
            if m.group("asked") and (
                not _ANSWERED.fullmatch(value) or value.lower() in common_words()
            ):
                continue  # "Forgot your password? It's happened to all of us."
            if m.group("what").lower().startswith(
                ("login", "credential", "psk", "pre")
            ) and not re.search(r"[\d!@#$%^&*]", value):
                continue  # "login: admin", "Her login is annak": the account's name
        if "\u2192" in text[m.start() : m.start(group)] and not (
            re.search(r"[A-Za-z]", value) and re.search(r"[\d!@#$%^&*]", value)
        ):
            continue  # after an arrow only a password's shape: "Password \u2192 Change" is a menu
        if value.isdigit() and len(value) == 2 and re.search(r"\d:$", text[: m.start(group)]):
            continue  # the minutes of a clock time: "200 OK for /login at 09:14"
        if m.group("what").lower().startswith("login") and _EMAIL_VALUE.fullmatch(value):
            continue  # "Spotify login: jo@mail.com": the account, not its password
        if m.group("what").lower().startswith("pin") and (
            not any(c.isdigit() for c in value)
            or (value.isdigit() and len(value) < 4)
            or _MAP_PIN.search(value)
        ):
            continue  # a PIN has 4 digits or more: "her PIN was blocked", "pin: 13" (GPIO);
            # a decimal is a map pin or a version ("Pin for the spot: 38.7223,-9.1393")
        start = m.start(group)
        if _ACCOUNT_NAMED.search(text, m.end("what"), start) or _PATTERN_VALUE.search(value):
            continue  # "invalid password for user=jdoe"; sed's "s/^password=.*/password=/"
        if "\n" in text[m.end("what") : start] and not re.search(r"[\d\W_]", value):
            eol = text.find("\n", start)
            if " " in text[start : eol if eol >= 0 else len(text)].strip():
                continue  # "Enter password: " answered on no line: "Welcome to the MySQL monitor."
        yield "password", start, start + len(value)
    for m in BARE_PASSWORD.finditer(text):
        yield "password", m.start("s"), m.end("s")
    yield from context_secrets(text)
    yield from table_cells(text)
    yield from recovery_codes(text)
    yield from _said_codes(text)
    yield from card_numbers(text)
    yield from tool_secrets(text)
    yield from split_secrets(text)
    yield from config_secrets(text)
    yield from casual_secrets(text)
    yield from labelled_secrets(text)
    yield from national_ids(text)
    yield from bank_accounts(text)
    yield from used_secrets(text)
    yield from login_secrets(text)
    if shapes:  # (not on the unmarked copy: a blanked mark is no word's boundary)
        yield from shaped_passwords(text)


# Markdown's code and emphasis marks, blanked so the rules read "**Password:** `X`" and a
# value fenced on the lines after "Password:" the way they read plain text. Four or more
# asterisks are a mask ("password: ****"), kept so the next word never reads as the value.
_MARKUP = re.compile(r"```[\w+-]*|`+|(?<!\*)\*{1,3}(?!\*)")


def _unmarked(text: str) -> str:
    """The text with its markup blanked, same length: spans found in it are spans of the
    text (both are scanned; a mark that is part of a secret is read in the text itself)."""
    return _MARKUP.sub(lambda m: " " * len(m.group()), text)


# -- the guard -----------------------------------------------------------------------------


# Identity numbers, kept when they are a scheme's published example (the Woolworth wallet SSN
# 078-05-1120 was probe 32's one flagged look-alike)
_IDENTITY = frozenset({"ssn", "national_id"})
# When two detectors report the same span, the specific kind names it, and a PIN stays a
# PIN when a lock or code rule reports it too ("the pin for the bike lock is 7323").
_GENERIC = frozenset({"api_token", "password", "bearer_token", "connection_string"})


class PrivacyGuard:
    def __init__(self, policy: Policy = "redact", metrics: Metrics | None = None) -> None:
        """`metrics`: told the kind of every secret found (never its value), so an operator
        sees what agents try to store."""
        self.policy = policy
        self._metrics: Metrics = metrics or NoMetrics()

    def scan(self, text: str, field: str = "content") -> list[Redaction]:
        """Non-overlapping secret spans, in order (overlaps merged, first kind kept)."""
        found = {*_own_rules(text), *plugin_secrets(text), *wallet_secrets(text)}
        if "`" in text or "*" in text:
            found.update(_own_rules(_unmarked(text), shapes=False))
        found.update(near_copies(text, found))
        found.update(corrected_values(text, found))  # "X... no wait it's Y"
        found.update(changed_values(text, found))  # "was X but I changed it to Y"
        spans = sorted(
            (
                span
                for span in drop_references(text, found)
                if not _placeholder(text[span[1] : span[2]])
                and not said_otherwise(text, span[0], span[1], span[2])
                and not (span[0] == "card_cvv" and published_test_card(text, span[1]))
                and not (span[0] in _IDENTITY and published_id(text[span[1] : span[2]]))
            ),
            key=lambda s: (s[1], -s[2], s[0] in _GENERIC, s[0] != "pin", s[0]),
        )
        merged: list[Redaction] = []
        for kind, start, end in spans:
            if merged and start < merged[-1].end:
                last = merged[-1]
                merged[-1] = Redaction(field, last.kind, last.start, max(last.end, end))
            else:
                merged.append(Redaction(field, kind, start, end))
        return merged

    def clean(self, text: str, field: str) -> tuple[str, list[Redaction]]:
        """The text with secrets redacted, or InvalidArgument under the `reject` policy."""
        if not text:
            return text, []
        found = self.scan(text, field)
        if not found:
            return text, []
        action = "rejected" if self.policy == "reject" else "redacted"
        for r in found:
            self._metrics.redaction(r.kind, action)
        if self.policy == "reject":
            kinds = ", ".join(sorted({r.kind for r in found}))
            raise InvalidArgument(
                f"{field} contains a secret ({kinds}); nothing was stored. Remove it, or ask "
                "the operator to set the privacy policy to 'redact'",
                field=field,
            )
        out = []
        pos = 0
        for r in found:
            out.append(text[pos : r.start])
            out.append(f"[REDACTED:{r.kind}]")
            pos = r.end
        out.append(text[pos:])
        return "".join(out), found
