"""Values that are public by where they stand, whatever a rule or the learned backstop read
in them: the body of a certificate or a public key, a public-key field's value, a cookie's
attributes, a token its own label calls public.

Why: held-out privacy probe 170 had four such look-alikes redacted, and a redacted look-alike
is a user's memory destroyed:

- a PEM block's base64 lines ("-----BEGIN CERTIFICATE-----" ... "-----END CERTIFICATE-----")
  read as random secrets to the backstop, but a certificate, a public key, a CSR or a PGP
  public key block is made to be handed out (a private key's block stays a secret);
- a WireGuard peer's "PublicKey = <base64>" is the peer's public half, shared by design (the
  "PrivateKey =" line beside it stays a secret);
- "Set-Cookie: theme=dark; Path=/; Max-Age=31536000": a cookie's lifetime, path or domain is
  no value anyone logs in with;
- "Mapbox public token for the demo map: pk.eyJ1...": a token its label calls public (as
  `secret_examples` keeps a "public key" of an API), here read as a password by the context
  rules.
"""

from __future__ import annotations

import re

# Blocks made to be shared; a PRIVATE KEY, ENCRYPTED PRIVATE KEY or OPENSSH PRIVATE KEY is not
_PUBLIC_PEM = re.compile(
    r"-----BEGIN (?:(?:TRUSTED |X509 )?CERTIFICATE(?: REQUEST)?|NEW CERTIFICATE REQUEST"
    r"|(?:RSA |EC |SSH2 )?PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|X509 CRL|PKCS7)-----"
)
_PEM_EDGE = re.compile(r"-----(?:BEGIN|END) [A-Z0-9 ]{2,40}-----")
# What a block's body holds: base64 lines (a block pasted on one line too, its lines then
# parted by spaces: each part a full line's length but the last), a PGP armour's headers and
# its "=CRC" line. Anything else (a "password: ..." line, prose after a truncated block) is no
# part of the block.
_B64 = r"[A-Za-z0-9+/=]"
_PEM_LINE = rf"(?:{_B64}{{16,}}(?:[ \t]+{_B64}{{16,}})*(?:[ \t]+{_B64}+)?|{_B64}+)"
_PEM_BODY = re.compile(
    rf"[ \t]*(?:(?:{_PEM_LINE}|(?:Version|Comment|Hash|Charset|MessageID):[^\n]*)?[ \t]*\n[ \t]*)*"
    rf"{_PEM_LINE}?"
)
# The kinds no label makes public: a span a rule read by its own form (a vendor's prefixed
# token, a private key's block, an AWS key) is a secret whatever is said around it; only the
# generic kinds (the backstop's "secret", a password or token read from its context) may be a
# public value read as a secret.
_GENERIC = frozenset(["secret", "password", "api_token"])
# "PublicKey = ...", "public_key: ...", "pubkey=" on the value's own line, right before it
_PUBLIC_FIELD = re.compile(r"(?i)\b(?:public[ _-]?key|pub[_-]?key)[\"']?[ \t]*[:=][ \t]*[\"']?$")
# A cookie's attributes, right before the value: "; Max-Age=", "; Expires=", "; Path="
_COOKIE_ATTRIBUTE = re.compile(
    r"(?i)(?:^|[;\s])(?P<name>max-age|expires|path|domain|samesite|priority|version)=$"
)
# ... whose value reads as the attribute's: a number of seconds, a date, a path, a host, a word
_ATTRIBUTE_VALUE = {
    "max-age": re.compile(r"-?\d{1,12}"),
    "version": re.compile(r"\d{1,3}"),
    "expires": re.compile(r"(?i)[\w ,:-]*\b(?:\d{4}|gmt|utc)\b[\w ,:-]*"),
    "path": re.compile(r"/[\w./%~-]*"),
    "domain": re.compile(r"\.?(?:[a-z0-9-]{1,63}\.)+[a-z]{2,24}", re.IGNORECASE),
    "samesite": re.compile(r"(?i)strict|lax|none"),
    "priority": re.compile(r"(?i)low|medium|high"),
}
# A token or key its own label calls public, on the value's line: "Mapbox public token for
# the demo map:", "publishable key:" (never one also called secret or private)
_SAID_PUBLIC = re.compile(
    r"(?i)\b(?:public|publishable)\s+(?:access\s+|api\s+)?(?:token|key)\b"
    r"(?![^\n]{0,80}\b(?:secret|private|not\s+public|pass\w*|pin|pw|pwd)\b)"
    # (the label names this value: no other key, token or credential named between them, as in
    # "public key pasted in the panel and the api key is ...")
    r"(?:(?!\b(?:key|keys|token|tokens|credentials?|api_?key|apikey)\b)[^\n;.!?]){0,60}$"
)
_REACH = 120


def _in_public_pem(text: str, start: int, end: int) -> bool:
    """Whether [start, end) lies inside the body of a PEM block whose label is a public one:
    after its BEGIN line, with only the body's lines from there to the span's end."""
    begin = text.rfind("-----BEGIN ", 0, start)
    if begin < 0:
        return False
    edges = list(_PEM_EDGE.finditer(text, begin, start))
    # the nearest edge before the value must be a BEGIN, of a public block
    if not edges or edges[-1].start() != begin or _PUBLIC_PEM.match(text, begin) is None:
        return False
    body = _PEM_BODY.match(text, edges[-1].end(), end)
    return body is not None and body.end() == end


def public_value(text: str, kind: str, start: int, end: int) -> bool:
    """Whether the span [start, end) of a generic `kind` is a public value by where it stands
    (the backstop names its spans "secret")."""
    if kind not in _GENERIC:
        return False
    if "-----BEGIN " in text and _in_public_pem(text, start, end):
        return True
    line_start = max(text.rfind("\n", 0, start) + 1, start - _REACH)
    before = text[line_start:start]
    if _PUBLIC_FIELD.search(before):
        return True
    attribute = _COOKIE_ATTRIBUTE.search(before)
    if attribute is not None:
        shape = _ATTRIBUTE_VALUE[attribute.group("name").lower()]
        return shape.fullmatch(text[start:end].rstrip(";, ")) is not None
    return _SAID_PUBLIC.search(before) is not None
