"""Privacy guard (DESIGN.md rule 4): secrets never reach the index, the log or our logs.

Two detectors, their spans merged:
- detect-secrets (Yelp), with its provider plugins (AWS, Slack, Stripe, Twilio, SendGrid,
  npm, PyPI, JWT, private keys, basic-auth URLs, `password = "..."` keywords...). Its
  entropy plugins are off: they flag every hash and UUID, which memories are full of.
- our own rules for what it misses or reports only in part: full GitHub/OpenAI/Anthropic/
  Google tokens, whole PEM blocks, passwords said in prose ("my wifi password is ..."),
  Luhn-valid card numbers, credentials in connection strings, "api key is ..." phrases.

Policy `redact` replaces each span with `[REDACTED:<kind>]` and reports what it did;
`reject` refuses the write (INVALID_ARGUMENT naming the kind) so nothing is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from service.errors import InvalidArgument

Policy = Literal["redact", "reject"]


@dataclass(frozen=True, slots=True)
class Redaction:
    field: str
    kind: str
    start: int
    end: int


# -- our rules -------------------------------------------------------------------------------

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "private_key",
        re.compile(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
            r"(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)"
        ),
    ),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("aws_access_key", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b")),
    (
        "aws_secret_key",
        re.compile(
            r"(?i)aws.{0,24}?secret.{0,24}?[=:\s][\"']?(?P<s>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"
        ),
    ),
    ("github_token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})")),
    ("gitlab_token", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}")),
    (
        "slack_token",
        re.compile(
            r"\bxox[abposre]-[A-Za-z0-9-]{10,}|https://hooks\.slack\.com/services/[A-Za-z0-9/]+"
        ),
    ),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}")),
    ("anthropic_key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{20,}")),
    ("openai_key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}")),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}")),
    ("sendgrid_key", re.compile(r"\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}")),
    ("twilio_key", re.compile(r"\bSK[0-9a-f]{32}\b")),
    ("npm_token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    ("pypi_token", re.compile(r"\bpypi-[A-Za-z0-9_-]{50,}")),
    ("bearer_token", re.compile(r"(?i)\bbearer\s+(?P<s>[A-Za-z0-9._~+/=-]{20,})")),
    (
        "connection_string",
        re.compile(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@]+:(?P<s>[^\s@/]+)@[^\s/]+"),
    ),
    (
        "api_token",
        re.compile(
            r"(?i)\b(?:api[ _-]?key|access[ _-]?key|access[ _-]?token|auth[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token)\b"
            r"[\"']?\s*(?:is|was|=|:|->)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=]*\d)(?=[A-Za-z0-9_\-./+=]*[A-Za-z])[A-Za-z0-9_\-./+=]{12,})"
        ),
    ),
]

# "my password is X", "the wifi password for the cabin was X", "PIN: 1234", "pw -> X"
_SAID_PASSWORD = re.compile(
    r"(?i)\b(?P<what>pass(?:word|code|phrase)|pwd|pw|pin(?:\s+code)?|wi-?fi\s+(?:key|code)"
    r"|login|credentials?)\b"
    r"(?:\s+(?:for|to|of|on|at)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?[\w'.-]+(?:\s+[\w'.-]+)?)?"
    r"\s*(?:is\s+now|was\s+changed\s+to|has\s+been\s+changed\s+to|changed\s+to|set\s+to"
    r"|will\s+be|is|was|=|:|->)\s*"
    r"(?:\"(?P<dq>[^\"]{1,100})\"|'(?P<sq>[^']{1,100})'|“(?P<cq>[^”]{1,100})”|(?P<word>\S{2,100}))"
)
# Words that follow "password is" in prose without being the password.
_NOT_A_PASSWORD = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "your",
        "his",
        "her",
        "our",
        "their",
        "its",
        "this",
        "that",
        "too",
        "so",
        "very",
        "not",
        "no",
        "still",
        "now",
        "also",
        "always",
        "never",
        "in",
        "on",
        "at",
        "of",
        "for",
        "to",
        "required",
        "optional",
        "needed",
        "mandatory",
        "expired",
        "expiring",
        "incorrect",
        "wrong",
        "correct",
        "right",
        "invalid",
        "valid",
        "weak",
        "strong",
        "long",
        "short",
        "easy",
        "hard",
        "simple",
        "complex",
        "same",
        "different",
        "reset",
        "changed",
        "saved",
        "stored",
        "written",
        "encrypted",
        "hashed",
        "hidden",
        "visible",
        "shown",
        "secret",
        "private",
        "safe",
        "unsafe",
        "secure",
        "insecure",
        "missing",
        "empty",
        "blank",
        "forgotten",
        "lost",
        "known",
        "unknown",
        "case",
        "sensitive",
        "protected",
        "managed",
        "rotated",
        "updated",
        "set",
        "ready",
        "fine",
        "ok",
        "okay",
        "good",
        "bad",
        "new",
        "old",
        "default",
        "temporary",
        "random",
        "generated",
        "unique",
        "shared",
        "what",
        "where",
        "how",
        "why",
        "when",
        "who",
        "which",
        "something",
        "nothing",
        "being",
        "been",
        "getting",
    ]
)
# "password Tr0ub4dor&3" with no verb: only when the next token looks like a password.
_BARE_PASSWORD = re.compile(
    r"(?i)\b(?:pass(?:word|code|phrase)|pwd|pw)\s+(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])"
    r"[^\s,;]{6,100})"
)
# Card numbers as people write them: one run of digits, groups of four, or Amex 4-6-5.
_CARD = re.compile(
    r"(?<![\d-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,3})?|\d{4}[ -]\d{6}[ -]\d{4,5})"
    r"(?![\d-])"
)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _own_rules(text: str) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if "s" in pattern.groupindex and m.group("s"):
                yield kind, m.start("s"), m.end("s")
            else:
                yield kind, m.start(), m.end()
    for m in _SAID_PASSWORD.finditer(text):
        group = next(g for g in ("dq", "sq", "cq", "word") if m.group(g) is not None)
        value = m.group(group)
        if group == "word":
            value = value.rstrip(".,;:!?)")
            if value.lower() in _NOT_A_PASSWORD:
                continue
        start = m.start(group)
        yield "password", start, start + len(value)
    for m in _BARE_PASSWORD.finditer(text):
        yield "password", m.start("s"), m.end("s")
    for m in _CARD.finditer(text):
        digits = re.sub(r"\D", "", m.group())
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
    "Private Key": "private_key",
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


def _detect_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    from detect_secrets.core.scan import scan_line
    from detect_secrets.settings import default_settings

    with default_settings() as settings:
        settings.disable_plugins(*_DS_OFF)
        for line_start, line in _lines(text):
            for found in scan_line(line):
                value = found.secret_value or ""
                kind = _DS_KINDS.get(found.type)
                if kind is None or len(value) < 4:
                    continue  # partial captures (e.g. just "ghp") are covered by our rules
                pos = line.find(value)
                while pos >= 0:
                    yield kind, line_start + pos, line_start + pos + len(value)
                    pos = line.find(value, pos + 1)


def _lines(text: str) -> Iterator[tuple[int, str]]:
    pos = 0
    for line in text.splitlines(keepends=True):
        yield pos, line.rstrip("\r\n")
        pos += len(line)


# -- the guard -----------------------------------------------------------------------------


# When two detectors report the same span, the specific kind names it.
_GENERIC = frozenset({"api_token", "password", "bearer_token", "connection_string"})


class PrivacyGuard:
    def __init__(self, policy: Policy = "redact") -> None:
        self.policy = policy

    def scan(self, text: str, field: str = "content") -> list[Redaction]:
        """Non-overlapping secret spans, in order (overlaps merged, first kind kept)."""
        spans = sorted(
            {*_own_rules(text), *_detect_secrets(text)},
            key=lambda s: (s[1], -s[2], s[0] in _GENERIC, s[0]),
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
