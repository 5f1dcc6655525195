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
  codes said in prose (door/gate/alarm codes, PINs, CVVs, one-time codes), never a bare number.

Policy `redact` replaces each span with `[REDACTED:<kind>]` and reports what it did;
`reject` refuses the write (INVALID_ARGUMENT naming the kind) so nothing is stored.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from service.errors import InvalidArgument
from service.ports import Metrics, NoMetrics
from service.secret_contexts import context_secrets
from service.secret_patterns import PATTERNS
from service.secret_prose import (
    BARE_PASSWORD,
    CODE_KINDS,
    NOT_A_PASSWORD,
    SAID_CODE,
    SAID_PASSWORD,
    SPELLED,
)
from service.secret_tables import recovery_codes, table_cells
from service.secret_turns import near_copies
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


def _clause_before(text: str, at: int) -> str:
    """The words of `at`'s clause before it: back to a full stop, a comma, a semicolon or a
    line."""
    start = max(text.rfind(c, 0, at) for c in ".,;\n") + 1
    return text[max(start, at - 80) : at]


_YEAR_OR_TIME = re.compile(r"(?:19[5-9]\d|20[0-4]\d)|(?:[01]\d|2[0-3])[0-5]\d")
_CLAUSE_END = re.compile(r"[ \t]{0,3}(?:[.,;!)]|$|\n)")


# Card numbers as people write them: one run of digits, groups of four, or Amex 4-6-5; a
# Chinese or Japanese word may touch it ("\u4fe1\u7528\u5361\u53f74539...": no \\b there).
_CARD = re.compile(
    r"(?<![0-9A-Za-z_-])"
    r"(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,3})?|\d{4}[ -]\d{6}[ -]\d{4,5})"
    r"(?![\d-])"
)


_CARD_WORD = re.compile(
    r"(?i)\u5361|\u30ab\u30fc\u30c9|\u30af\u30ec\u30ab|\uce74\ub4dc|\u94f6\u8054|\u8d26\u53f7"
    r"|\b(?:card|visa|mastercard|master\s+card|kart[\u0131i]m?|karta|karte|tarjeta|carte|cart\u00e3o"
    r"|\u043a\u0430\u0440\u0442\w{0,3}|rupay|troy|humo|amex)\b"
)
# Networks that start with 8, 9 or 1 (RuPay, Troy, Humo, UATP), named beside the number
_OTHER_NETWORK = re.compile(r"(?i)\b(?:rupay|troy|humo|uatp)\b")
_NOT_A_CARD = re.compile(
    r"(?i)\b(?:order|tracking|parcel|shipment|invoice|ref|reference|iccid|imsi|serial|pedido"
    r"|n\u00famero\s+de\s+pedido|commande|bestellung)\b|\u0437\u0430\u043a\u0430\u0437|\u8ba2\u5355"
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]")


_EMAIL_VALUE = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


_PLACEHOLDER = re.compile(
    r"\"\"|''|[\w.]*(?:environ|getenv|getpass|process\.env|ENV\[)[\w.\[(]*.*|!vault.*|<[^<>]*>"
    r"|<[A-Za-z][^<>]*|ENC\[.*|(?:var|local|module|data|each|self)\.[\w.\[\]\"'-]+"
    # a YAML tag (!Ref X), a Windows variable (%WIFI_PSK%), a command ($(cat ...)), a mode
    r"|![A-Za-z]\w*.*|%\w+%|\$\(.*|(?i:wpa[23]?(?:-(?:personal|enterprise|psk|sae))?|wep|sae)"
    # a log's scrubbed value ("[FILTERED]"), an elided one ("sk-...redacted...KqT4"), a call
    r"|\[(?i:filtered|masked|hidden|removed|scrubbed|secret)\]"
    r"|(?:sk|pk|rk|ghp|gho|xox[abp]|AKIA)[\w-]*\u2026.*|.*(?:\u2026|\.\.\.)(?i:redacted)(?:\u2026|\.\.\.).*"
    r"|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\(.*"
    # a variable ($password, $env:PASSWORD) or placeholder words (strong_password_here)
    r"|\$(?:env:)?[A-Za-z_]\w*|(?i:[a-z_]*(?:password|passwd|secret|here|changeme|example)[a-z_]*)"
    # a PowerShell cmdlet that produces it ($pw = ConvertTo-SecureString ..., Read-Host)
    r"|(?:Get|Read|ConvertTo|ConvertFrom|New|Import)-[A-Z]\w+"
    r"|\$[A-Z_][A-Z0-9_]*|\w+\[[\"'][\w-]+[\"']\]|\.{0,2}/[\w./-]+|(?:str|bytes|int|None|SecretStr)\b.*"
    r"|\((?i:sensitive|hidden|redacted|omitted|not\s+shown|secret)[^)]*\)?|\**(?i:redacted)\**|\{\{.*|\$\{.*|%\(.*|\*+|\.\.\.|.*EXAMPLE.*|(?i:\[?redacted\]?|placeholder"
    r"|your[_ -].*|xxx+|password|passwd|pass|pwd|secret|token)"
)


# Public halves and publishable keys: given out on purpose (Stripe's pk_, age and Nostr
# public keys, SSH public keys).
_PUBLIC = ("pk_live_", "pk_test_", "pk.eyJ", "age1", "npub1", "ssh-", "ecdsa-sha2-")


# Password managers named where a password would go ("we use 1Password as the password manager").
_PRODUCTS = frozenset(["1password", "lastpass", "bitwarden", "keepass", "keepassxc", "dashlane"])


def _placeholder(value: str) -> bool:
    """`<redacted>`, `{{ vault_db_password }}`, `${DB_PASSWORD}`, `****`, `sk-xxxxxxxx...`,
    `USER:PASSWORD@HOST`, AWS's documented `...EXAMPLE` keys: what documentation and templates
    put where a secret goes, not a secret. A value mostly of one repeated character too."""
    if _PLACEHOLDER.fullmatch(value.strip()) or value.startswith(_PUBLIC):
        return True
    if value.lower() in _PRODUCTS:
        return True
    if value.startswith("-----BEGIN") and len(re.sub(r"-----[^-]*-----|\s|\.", "", value)) < 16:
        return True  # a PEM block with no body ("..."): an example
    body = value[-24:] if len(value) > 24 else value
    return len(body) >= 8 and max(body.count(c) for c in set(body)) >= 0.8 * len(body)


def _own_rules(text: str) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in PATTERNS:
        for m in pattern.finditer(text):
            value = next((g for g in "sde" if g in pattern.groupindex and m.group(g)), None)
            if value is not None:  # the secret itself, not the words that named it
                yield kind, m.start(value), m.end(value)
            else:
                yield kind, m.start(), m.end()
    for m in SAID_PASSWORD.finditer(text):
        group = next(g for g in ("dq", "sq", "cq", "word") if m.group(g) is not None)
        value = m.group(group)
        if group == "word":
            value = value.rstrip(".,;:)")
            if value[-1:] in "!" and value[:-1].isalpha():
                value = value[:-1]  # "it is secret!": punctuation; "Corolla1998!": the password
            value = value.rstrip("?")  # "is it hunter2?": a question mark ends the sentence
            if not value or value.lower() in NOT_A_PASSWORD:
                continue
        if m.group("what").lower().startswith("login") and _EMAIL_VALUE.fullmatch(value):
            continue  # "Spotify login: jo@mail.com": the account, not its password
        if m.group("what").lower().startswith("pin") and (
            not any(c.isdigit() for c in value) or (value.isdigit() and len(value) < 4)
        ):
            continue  # a PIN has 4 digits or more: "her PIN was blocked", "pin: 13" (GPIO)
        start = m.start(group)
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
    for m in _CARD.finditer(text):
        before = text[max(0, m.start() - 24) : m.start()]
        if re.search(r"(?i)\bimei(?:\s+(?:is|number|no\.?|#))?\W{0,3}$", before):
            continue  # a phone's IMEI passes the Luhn check too
        digits = re.sub(r"\D", "", m.group())
        named = _CARD_WORD.search(text, max(0, m.start() - 40), m.start()) is not None
        order = _NOT_A_CARD.search(before)
        if order and not _CARD_WORD.search(
            _clause_before(text, m.start() - len(before) + order.start())
        ):
            continue  # "Amazon order 4539148803436467": an order or a parcel, unless a card
            # leads the clause ("Card for the online order: 5311 ...")
        other = _OTHER_NETWORK.search(text, max(0, m.start() - 40), m.start())
        if digits[0] not in "23456" and not other:
            continue  # most networks start with 2-6; RuPay's 8, Troy's 9 where it is named
        if m.start() and _CJK.match(text, m.start() - 1) and not named:
            continue  # touching Chinese or Japanese text: an order number unless a card is named
        if 13 <= len(digits) <= 19 and len(set(digits)) > 1 and _luhn(digits):
            yield "card_number", m.start(), m.end()


# -- detect-secrets ------------------------------------------------------------------------

_DS_KINDS = {
    "AWS Access Key": "aws_access_key",
    "Artifactory Credentials": "artifactory_token",
    "Azure Storage Account access key": "azure_storage_key",
    "Basic Auth Credentials": "connection_string",
    "Cloudant Credentials": "cloudant_credentials",
    "Discord Bot Token": "discord_token",
    "GitHub Token": "github_token",
    "GitLab Token": "gitlab_token",
    "IBM COS HMAC Credentials": "ibm_credentials",
    "IBM Cloud IAM Key": "ibm_credentials",
    "JSON Web Token": "jwt",
    "Mailchimp Access Key": "mailchimp_key",
    "NPM tokens": "npm_token",
    "OpenAI Token": "openai_key",
    # "Private Key": our PEM rule covers it, and leaves example blocks with no body alone
    "PyPI Token": "pypi_token",
    "Secret Keyword": "password",
    "SendGrid API Key": "sendgrid_key",
    "Slack Token": "slack_token",
    "SoftLayer Credentials": "softlayer_credentials",
    "Square OAuth Secret": "square_secret",
    "Stripe Access Key": "stripe_key",
    "Telegram Bot Token": "telegram_token",
    "Twilio API Key": "twilio_key",
}
_DS_OFF = {"Base64HighEntropyString", "HexHighEntropyString", "IPPublicDetector"}


_DS_LOCK = threading.Lock()
_ds_configured = False


def _configure_detect_secrets() -> None:
    """detect-secrets keeps its configuration in process-wide state. Its `default_settings()`
    rewrites that state on every call and restores the empty original after, which cost
    ~0.7 ms a scan, and a scan in another thread could run in between with no plugin
    enabled at all (a secret let through under concurrent writes). So: configured once,
    never restored; nothing else in this process configures it."""
    global _ds_configured
    if _ds_configured:
        return
    with _DS_LOCK:
        if _ds_configured:
            return
        from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
        from detect_secrets.settings import cache_bust, configure_settings_from_baseline

        # detect-secrets types this with an unbound TypeVar, which mypy cannot infer.
        plugins: list[type[object]] = list(get_mapping_from_secret_type_to_class().values())
        cache_bust()
        configure_settings_from_baseline(
            {"plugins_used": [{"name": p.__name__} for p in plugins if p.__name__ not in _DS_OFF]}
        )
        _ds_configured = True


# What a line needs before detect-secrets can find anything in it: one of its keywords
# (KeywordDetector's list, "key" and "auth" for the cloud ones), a URL's "://" (Basic auth), or
# a token: 12 or more key characters with a digit, or 20 or more. A persona sentence has none
# (99% of MSC's are skipped); detect-secrets was 30% of a scan. Every finding of the plugins
# we use on the 3,232 probe and test-corpus texts is still found.
_DS_GATE = re.compile(
    r"(?i)pass|pwd|secret|token|key|auth|cred|api|private|bearer|login|user|contrase|://"
    r"|(?=[^\s]{0,200}\d)[A-Za-z0-9_\-+/=.:@]{12,}|[A-Za-z0-9_\-+/=]{20,}"
)


def _detect_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    from detect_secrets.core.scan import scan_line

    _configure_detect_secrets()
    for line_start, line in _lines(text):
        if not _DS_GATE.search(line):
            continue
        values: dict[str, str] = {}
        for piece in _pieces(line):
            for found in scan_line(piece):
                value = found.secret_value or ""
                kind = _DS_KINDS.get(found.type)
                if kind is not None and len(value) >= 4:  # "ghp" alone: our rules cover it
                    values.setdefault(value, kind)
        for value, kind in values.items():
            pos = line.find(value)
            while pos >= 0:
                yield kind, line_start + pos, line_start + pos + len(value)
                pos = line.find(value, pos + 1)


# detect-secrets' patterns are super-linear in a line ("password" and 4,000 spaces took 195 s,
# "SECRET_" x 2,000 20 s): it sees runs of blanks squeezed to one and long lines in
# overlapping pieces, so a scan stays linear. A value found is located in the line as written.
_BLANKS = re.compile(r"[ \t]{2,}")
PIECE = 600
OVERLAP = 200


def _pieces(line: str) -> Iterator[str]:
    squeezed = _BLANKS.sub(" ", line)
    if len(squeezed) <= PIECE:
        yield squeezed
        return
    for start in range(0, len(squeezed) - OVERLAP, PIECE - OVERLAP):
        yield squeezed[start : start + PIECE]


def _lines(text: str) -> Iterator[tuple[int, str]]:
    pos = 0
    for line in text.splitlines(keepends=True):
        yield pos, line.rstrip("\r\n")
        pos += len(line)


# -- the guard -----------------------------------------------------------------------------


# When two detectors report the same span, the specific kind names it, and a PIN stays a
# PIN when a lock or code rule reports it too ("the pin for the bike lock is 7323").
_GENERIC = frozenset({"api_token", "password", "bearer_token", "connection_string"})


# Ciphertext made to be committed (Bitnami SealedSecrets): a long base64 value under an
# `encryptedData:` key is encrypted for the cluster, not a secret. Only the lines of that
# block are exempt; a plain Secret or a .env pasted next to it is scanned as ever.
_ENCRYPTED_DATA = re.compile(r"(?m)^([ \t]*)encryptedData:[ \t]*\n")
_CIPHERTEXT = re.compile(r"[A-Za-z0-9+/]{64,}={0,2}")


def _sealed_blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) of every `encryptedData:` block: the lines indented deeper than its key."""
    blocks = []
    for m in _ENCRYPTED_DATA.finditer(text):
        depth = len(m.group(1).expandtabs())
        pos = m.end()
        while pos < len(text):
            nl = text.find("\n", pos)
            line = text[pos : len(text) if nl < 0 else nl]
            if line.strip() and len(line) - len(line.lstrip()) <= depth:
                break
            pos = len(text) if nl < 0 else nl + 1
        blocks.append((m.end(), pos))
    return blocks


# India's postal code is a "PIN code" (six digits, the first 1-8) in an address: "city: Mumbai,
# pincode: 400001"; a six-digit "PIN code: 482913" with no address around it is a PIN.
# (never a card's, a SIM's, a lock's: "SIM pin code 739201", "hotel safe pin code 739201")
_POSTAL_PIN = re.compile(r"[1-8]\d{5}")
_PIN_CODE_WORD = re.compile(
    r"(?i)(?<!card )(?<!sim )(?<!atm )(?<!safe )(?<!door )(?<!lockbox )(?<!debit )(?<!upi )"
    r"(?<!locker )(?<!phone )(?<!bank )"
    r"(?:pin[ _-]?code|pincode|\u092a\u093f\u0928|\u09aa\u09bf\u09a8)"
    r"[\"']?[ \t:=\-]{0,4}[\"']?$"
)


_ADDRESS_WORD = re.compile(
    r"(?i)\b(?:india|delhi|mumbai|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|address"
    r"|city|road|street|nagar|district|shipping|postal|line1)\b|\bstate\s*:"
    # the Hindi and Bengali "address", "road", "city", "district"; Delhi, Mumbai, Bengaluru
    r"|\u0926\u093f\u0932\u094d\u0932\u0940|\u092e\u0941\u0902\u092c\u0908|\u092c\u0947\u0902\u0917\u0932\u0941\u0930\u0941"
    r"|\u092a\u0924\u093e|\u0930\u094b\u0921|\u0936\u0939\u0930|\u091c\u093f\u0932\u093e|\u09a0\u09bf\u0995\u09be\u09a8\u09be|\u09b0\u09cb\u09a1"
)


def _postal_pin(text: str, start: int, end: int) -> bool:
    """An address word within 60 characters of the number (a window, so a text of many
    numbers is read once per number, not whole each time)."""
    return bool(
        _POSTAL_PIN.fullmatch(text, start, end)
        and _PIN_CODE_WORD.search(text, max(0, start - 24), start)
        and _ADDRESS_WORD.search(text, max(0, start - 60), min(len(text), end + 60))
        and not _CARD_WORD.search(text, max(0, start - 24), start)
    )


# A booking's confirmation code is a reference: "Tu reserva est\u00e1 confirmada. C\u00f3digo de
# confirmaci\u00f3n: 482913", "Bestaetigungscode fuer Ihr Ticket 482913".
_CONFIRMATION_NAME = (
    r"(?:confirmation|best\u00e4tigungs?|conferma|bevestigings?)[\s-]{0,2}(?:code|number|no|nr|#)"
    r"|(?:c\u00f3digo|code|codice|kod|\u043a\u043e\u0434)\s+(?:de\s+|di\s+|du\s+)?"
    r"(?:confirm|conferma|potwierdz|\u043f\u043e\u0434\u0442\u0432)"
)
_CONFIRMATION_AT = re.compile(
    rf"(?i)(?:{_CONFIRMATION_NAME})\w{{0,6}}"
    # "... de la reserva", "for your stay", "dell'ordine"
    r"(?:\s+(?:de\s+la|del|de|dell'|della|for\s+your|of\s+(?:the|your)|f\u00fcr\s+ihre?)\s*\w{1,12})?"
    r"(?:\s+(?:is|es|est|ist|:))?[\s:#.]{0,4}$"
)
_BOOKING = re.compile(
    r"(?i)\b(?:reserv\w{0,8}|bookings?|orders?|pedidos?|commandes?|bestellung|buchung"
    r"|prenotazion[ei]|ordine|boeking|bestelling|rezerwacj\w{0,3}|tickets?|billets?|bilet\w?"
    r"|flights?|vuelos?|vol|flug|hotels?|concierto|concerts?)\b"
    r"|\u0431\u0440\u043e\u043d\u0438|\u0437\u0430\u043a\u0430\u0437|\u9884\u8ba2|\u8ba2\u5355|\u4e88\u7d04|\uc608\uc57d"
)


def _booking_reference(text: str, start: int, end: int) -> bool:
    """The number right after the confirmation phrase ("confirmation no. 55120"), never a
    code named after it ("confirmation #88213, lockbox code 4821")."""
    return (
        text[start:end].isdigit()
        and _CONFIRMATION_AT.search(text, max(0, start - 40), start) is not None
        and _BOOKING.search(text, max(0, start - 120), min(len(text), end + 60)) is not None
    )


_ARN = re.compile(r"\barn:aws[\w-]{0,20}:[\w-]{1,40}:[\w-]{0,40}:\d{12}:[^\s\"'`,;]{1,400}")


class PrivacyGuard:
    def __init__(self, policy: Policy = "redact", metrics: Metrics | None = None) -> None:
        """`metrics`: told the kind of every secret found (never its value), so an operator
        sees what agents try to store."""
        self.policy = policy
        self._metrics: Metrics = metrics or NoMetrics()

    def scan(self, text: str, field: str = "content") -> list[Redaction]:
        """Non-overlapping secret spans, in order (overlaps merged, first kind kept)."""
        sealed = _sealed_blocks(text) if "encryptedData:" in text else []
        found = {*_own_rules(text), *_detect_secrets(text), *wallet_secrets(text)}
        found.update(near_copies(text, found))
        found = {
            s
            for s in found
            if not _postal_pin(text, s[1], s[2]) and not _booking_reference(text, s[1], s[2])
        }
        if "arn:" in text:  # a secret's name in an ARN ("...:secret:prod/db-d8zjCr") is a name
            arns = [m.span() for m in _ARN.finditer(text)]
            found = {s for s in found if not any(a <= s[1] and s[2] <= b for a, b in arns)}
        spans = sorted(
            (
                span
                for span in found
                if not _placeholder(text[span[1] : span[2]])
                and not (
                    _CIPHERTEXT.fullmatch(text[span[1] : span[2]])
                    and any(a <= span[1] < b for a, b in sealed)
                )
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
