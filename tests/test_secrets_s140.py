"""Misses and false alarms of a blind probe of the privacy guard (session 140: 197 secrets and
235 look-alikes, stressing code, config, logs, vendor tokens and other languages; written
before reading the rules and kept out of the tree), each fixed as a class of input, with
variants written here and look-alikes that must come back unaltered.

False alarms (the learned backstop's): a lockfile's `"integrity": "sha512-..."` and a go.sum
`h1:` hash, content digests named by their algorithm; and base64 padding read as an
assignment, which left the span "=" and the value around it. Misses: a Redis directive quoted
in a note ("redis.conf: requirepass X"); a password typed when something asks for it ("use X
when it asks for the keystore password"); a security answer in Portuguese or Romanian with the
question in brackets after its label; a seed phrase numbered with bare numbers ("1 candy 2
maple ..."); a two-word password said again glued ("hunter two ... huntertwo"); a password
spelled a character at a time ("p . a . n . d . a . 7 . 7"); a quoted phrase after "wifi pass
is"; the token of a password-reset or magic sign-in link."""

from __future__ import annotations

from service.privacy import PrivacyGuard
from service.secret_backstop import shipped
from tests.privacy_checks import flagged

GUARD = PrivacyGuard()

# -- content digests named by their algorithm (the backstop's false alarms) -------------------

DIGESTS = [
    'package-lock.json: "integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+'
    'LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg=="',
    'package-lock.json: "integrity": "sha512-Zq4Lm8vT2xR9kP3wN7yB6cF1hJ5sD0gA4eR8uI2oPzXcVbNmL4k'
    'JhGfDsA9qW3eRtYuIoP1aSdFgHjKlZxCvBnM=="',
    "go.sum: golang.org/x/net v0.24.0 h1:1PcaxkF854Fu3+lvBIx5SYn9wRlBzzcnHZSiaFFAb0w=",
]


def test_a_named_digest_is_left_by_the_backstop() -> None:
    backstop = shipped()
    assert backstop is not None
    for text in DIGESTS:
        assert list(backstop.spans(text)) == [], text
        assert flagged(GUARD, text) == [], text


def test_base64_padding_is_no_assignment() -> None:
    """The model's span is the whole value, not the "=" after "...eXo=" read as a name."""
    backstop = shipped()
    assert backstop is not None
    text = "backup of the encryption thing, keep private: ZW5jcnlwdGlvbktleTIwMjR4eXo=="
    assert [text[s:e] for _, s, e in backstop.spans(text)] == ["ZW5jcnlwdGlvbktleTIwMjR4eXo=="]
