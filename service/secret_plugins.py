"""detect-secrets' provider plugins (AWS, Slack, Stripe, Twilio, JWT, `password = "..."` ...),
run by the privacy guard beside its own rules: configured once for the process, fed only the
lines that can hold what they find, and kept linear on long lines."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator

KINDS = {
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


def configure() -> None:
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


# A key that names a secret's id, name or location ends right before its value.
_NAMES_A_THING = re.compile(
    r"(?i)(?:id|name|arn|ur[il]|path|file|region|type|header|algo(?:rithm)?)[\"']?\s*[:=]\s*[\"']?$"
)


_SID = re.compile(r"(?i)\bs?id\b")


def plugin_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    from detect_secrets.core.scan import scan_line

    configure()
    for line_start, line in lines(text):
        if not _DS_GATE.search(line):
            continue
        values: dict[str, str] = {}
        for piece in pieces(line):
            for found in scan_line(piece):
                value = found.secret_value or ""
                kind = KINDS.get(found.type)
                if kind is not None and len(value) >= 4:  # "ghp" alone: our rules cover it
                    values.setdefault(value, kind)
        for value, kind in values.items():
            pos = line.find(value)
            if (
                kind in ("password", "twilio_key")
                and pos >= 0
                and _NAMES_A_THING.search(line, 0, pos)
            ):
                continue  # SecretId='prod/db', secret_name: "stripe": which secret, not it
            if (
                kind == "twilio_key"
                and value.startswith("AC")
                and _SID.search(line, 0, max(pos, 0))
            ):
                continue  # "Twilio Account SID is AC...": the account's public id
            while pos >= 0:
                yield kind, line_start + pos, line_start + pos + len(value)
                pos = line.find(value, pos + 1)


# detect-secrets' patterns are super-linear in a line ("password" and 4,000 spaces took 195 s,
# "SECRET_" x 2,000 20 s): it sees runs of blanks squeezed to one and long lines in
# overlapping pieces, so a scan stays linear. A value found is located in the line as written.
_BLANKS = re.compile(r"[ \t]{2,}")
PIECE = 600
OVERLAP = 200


def pieces(line: str) -> Iterator[str]:
    squeezed = _BLANKS.sub(" ", line)
    if len(squeezed) <= PIECE:
        yield squeezed
        return
    for start in range(0, len(squeezed) - OVERLAP, PIECE - OVERLAP):
        yield squeezed[start : start + PIECE]


def lines(text: str) -> Iterator[tuple[int, str]]:
    pos = 0
    for line in text.splitlines(keepends=True):
        yield pos, line.rstrip("\r\n")
        pos += len(line)
