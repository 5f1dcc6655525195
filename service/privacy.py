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

# Tokens of developer platforms that carry their own prefix: the prefix, the length and the
# alphabet of the published format, so no ordinary word, hash or id can match. The body's
# lengths allow a little slack where a provider's format has varied.
_END = r"(?![A-Za-z0-9_-])"
_HEX = "[a-fA-F0-9]"
_PLATFORM_TOKENS: list[tuple[str, re.Pattern[str]]] = [
    (kind, re.compile(r"(?<![A-Za-z0-9_-])(?:" + body + ")" + _END))
    for kind, body in [
        ("huggingface_token", r"hf_[A-Za-z0-9]{30,40}|api_org_[A-Za-z0-9]{30,40}"),
        (
            "gitlab_token",
            r"gl(?:pat|dt|rt|ft|soat|ptt|imt|oas|agent|ffct)-[A-Za-z0-9_-]{20,}"
            r"(?:\.[A-Za-z0-9]{2,}){0,2}|glcbt-[A-Za-z0-9]{1,5}_[A-Za-z0-9_-]{20,}",
        ),
        ("digitalocean_token", rf"do[opr]_v1_{_HEX}{{64}}"),
        ("databricks_token", rf"dapi{_HEX}{{32}}(?:-\d)?"),
        ("shopify_token", rf"shp(?:at|ca|pa|ss)_{_HEX}{{32}}"),
        ("atlassian_token", r"AT[AC]TT3[A-Za-z0-9_=-]{150,}"),
        ("linear_key", r"lin_(?:api|oauth)_[A-Za-z0-9]{40,64}"),
        ("notion_token", r"ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43}"),
        ("replicate_token", r"r8_[A-Za-z0-9]{37}"),
        ("groq_key", r"gsk_[A-Za-z0-9]{52}"),
        ("perplexity_key", r"pplx-[A-Za-z0-9]{48}"),
        ("xai_key", r"xai-[A-Za-z0-9]{80}"),
        ("vercel_token", r"vc[pikar]_[A-Za-z0-9_-]{50,64}"),
        (
            "doppler_token",
            r"dp\.(?:pt|ct|sa|scim|audit)\.[A-Za-z0-9]{40,44}"
            r"|dp\.st\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}",
        ),
        ("mailgun_key", rf"key-{_HEX}{{32}}|{_HEX}{{32}}-{_HEX}{{8}}-{_HEX}{{8}}"),
        (
            "square_token",
            r"EAAA[A-Za-z0-9_-]{60}|sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43}",
        ),
        ("heroku_key", r"HRKU-[A-Za-z0-9_-]{58,60}"),
        ("newrelic_key", r"NRAK-[A-Z0-9]{27}|NRI[IQ]-[A-Za-z0-9_-]{32}|[a-f0-9]{36}NRAL"),
        ("sentry_token", rf"sntryu_{_HEX}{{64}}|sntrys_eyJ[A-Za-z0-9+/=_]{{60,}}"),
        (
            "grafana_token",
            r"glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"
            r"|eyJrIjoi[A-Za-z0-9]{70,400}={0,3}",
        ),
        ("postman_key", rf"PMAK-{_HEX}{{24}}-{_HEX}{{34}}"),
        ("pulumi_token", rf"pul-{_HEX}{{40}}"),
        ("age_secret_key", r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"),
        ("google_oauth", r"GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{30,}"),
        ("vault_token", r"hv[sb]\.[A-Za-z0-9_-]{90,}"),
        ("docker_hub_token", r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}"),
        ("supabase_key", rf"sbp_{_HEX}{{40}}|sb_secret_[A-Za-z0-9_-]{{20,}}"),
        ("terraform_token", r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}"),
        ("flyio_token", r"fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/]{100,}={0,3}"),
        ("onepassword_token", r"ops_eyJ[A-Za-z0-9+/]{250,}={0,3}"),
        ("airtable_token", rf"pat[A-Za-z0-9]{{14}}\.{_HEX}{{64}}"),
        ("planetscale_token", r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}"),
        ("brevo_key", rf"xkeysib-{_HEX}{{64}}-[A-Za-z0-9]{{16}}"),
    ]
]

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
    *_PLATFORM_TOKENS,
    (
        "azure_storage_key",
        re.compile(r"(?i)\b(?:AccountKey|SharedAccessKey)\s*=\s*(?P<s>[A-Za-z0-9+/]{40,}={0,2})"),
    ),
    ("azure_sas_token", re.compile(r"[?&]sig=(?P<s>[A-Za-z0-9%+/=]{30,})")),
    (
        "azure_client_secret",
        re.compile(r"(?<![\w~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![\w~.-])"),
    ),
    # A DSN's key sits where a user name would; the project id after it is numeric.
    (
        "sentry_dsn",
        re.compile(r"\bhttps?://(?P<s>[a-f0-9]{32}(?::[a-f0-9]{32})?)@[A-Za-z0-9.-]+(?::\d+)?/\d+"),
    ),
    # Legacy Heroku API keys are bare UUIDs: only when Heroku and key/token name them.
    (
        "heroku_key",
        re.compile(
            r"(?i)\bheroku[\w .-]{0,30}?(?:key|token|secret)\b[\"']?\s*(?:is|was|=|:|->)?\s*[\"']?"
            r"(?P<s>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b"
        ),
    ),
    (
        "onepassword_token",
        re.compile(
            r"\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}\b"
        ),
    ),
    (
        "discord_webhook",
        re.compile(r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{60,}"),
    ),
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
# Short codes said in prose: "the door code for the office is 4711", "gate code 1984#",
# "CVV 123", "my PIN is 1234", "the OTP is 482913". Only words that make a number a secret lead
# here ("zip code", "error code", "room", "version", "order" never do), and only the code is
# redacted. _CODE_LEAD may be followed by the code at once; _CODE_NAMED ("the code for the
# front door", lower-case "pin") needs a verb or a colon first ("... is 4711").
_CODE_LEAD = (
    r"(?P<card>\b(?:cvv2?|cvc2?)\b|\bcard\s+security\s+code\b)"
    r"|(?P<pin>\b(?-i:PIN)\b(?!-)|\bpin\s+(?:code|number)\b)"
    r"|(?P<otp>\b(?:(?:verification|one[- ]time|2fa|mfa|two[- ]factor|sms|login|sign[- ]?in"
    r"|auth(?:entication)?|recovery|backup)\s+codes?|t?otp"
    r"|one[- ]time\s+(?:password|passcode|pin))\b)"
    r"|(?P<access>\b(?:(?:front|back|side|main|garage|apartment|house|office|cellar|patio)\s+)?"
    r"(?:door|gate|alarm|garage|keypad|lock|lockbox|key\s?box|key\s?safe|padlock|locker|unlock"
    r"|entry|access|security|intercom|buzzer|disarm|arming)\s+codes?\b|\bpasscode\b"
    r"|\b(?:lock|safe|locker|padlock)\s+combination\b|\bcombination\s+(?:lock\s+)?code\b)"
)
_CODE_NOUN = (
    r"door|gate|alarm|garage|safe|lock|padlock|lockbox|key\s?box|house|home|office|building"
    r"|apartment|flat|locker|shed|storage\s+unit|keypad|phone|laptop|ipad|tablet|alarm\s+system"
)
_CODE_NAMED = (
    r"(?P<named>\b(?:code|combination)\s+(?:for|to|of|on)\s+"
    r"(?:(?:the|my|our|his|her|their|your|mom's|dad's)\s+)?(?:[\w'-]+\s+){0,2}?"
    rf"(?:{_CODE_NOUN})\b)|(?P<lpin>\bpin\b)"
)
_CODE_QUALIFIER = (
    r"(?:\s+(?:for|to|of|on|at|in)\s+(?:(?:the|my|our|his|her|their|your|this|that)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,3}?)"
)
_CODE_VERB = (
    r"\s*(?:is\s+(?:now|still)|(?:has\s+been\s+|was\s+)?changed\s+to|set\s+to|will\s+be"
    r"|is|was|are|=|:|->|-|\u2013|\u2014)\s*"
)
_CODE_VALUE = (
    r"(?P<code>\d{3} \d{3}|[#*]?\d{2,6}(?:-\d{2,6}){1,3}[#*]?|[#*]?\d{3,12}[#*]?"
    r"|(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{2,8}){0,3})"
    r"(?![\w%$€£#*])(?![.,:/-]\d)"
)
_SAID_CODE = re.compile(
    rf"(?i)(?:{_CODE_LEAD}|{_CODE_NAMED})(?P<verb>{_CODE_QUALIFIER}?{_CODE_VERB})?\s*"
    rf"\"?{_CODE_VALUE}"
)
_CODE_KINDS = {
    "card": "card_cvv",
    "pin": "pin",
    "lpin": "pin",
    "otp": "one_time_code",
    "access": "access_code",
    "named": "access_code",
}


def _said_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for m in _SAID_CODE.finditer(text):
        lead = next(g for g in _CODE_KINDS if m.group(g) is not None)
        code = m.group("code")
        if m.group("verb") is None and (lead in ("named", "lpin") or code[0] not in "#*0123456789"):
            continue  # with no verb, only a number right after a code word ("gate code 1984#")
        digits = sum(c.isdigit() for c in code)
        if digits * 2 < sum(c.isalnum() for c in code):
            continue  # "2FA-protected", "SHA256-signed": words, not codes
        if lead == "card" and not (code.isdigit() and len(code) in (3, 4)):
            continue
        if digits < (4 if lead in ("pin", "lpin", "otp") else 3):
            continue
        yield _CODE_KINDS[lead], m.start("code"), m.end("code")


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
    yield from _said_codes(text)
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
