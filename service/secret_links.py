"""A one-time sign-in link's token: a password reset, a magic sign-in or an e-mail verification
link carries in its path or query what logs its holder in ("https://accounts.example.org/
reset-password/5f2c9e1a-...?sig=8e1f..." was a blind probe's miss: the query rules read
`token=` and `key=` only, and the token here is a path segment).

Only after a path segment that says what the link does, and only a token of a random value's
shape after it (a UUID, or 16 or more letters and digits with both); a help page's address
("/reset-password/how-to") or a short id ("/verify/4821") is left. What follows the segment
is redacted, so the link's host and purpose stay in the memory.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_ONE_TIME = re.compile(
    r"(?i)\bhttps?://[^\s/?#\"'<>]{1,200}(?:/[^\s/?#\"'<>]{0,100}){0,6}?"
    r"/(?:reset[-_]?password|password[-_]?reset|reset|forgot[-_]?password|set[-_]?password"
    r"|verify(?:[-_]?e-?mail)?|e-?mail[-_]?verification|confirm(?:[-_]?e-?mail)?|activate"
    r"|activation|magic(?:[-_]?link)?|login[-_]?link|passwordless|one[-_]?time[-_]?login)"
    r"(?P<s>[/?][^\s\"'<>]{16,1000})"
)
_RANDOM = re.compile(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    # (no dash inside: "/how-to-reset-your-password-2024" is a page's slug)
    r"|(?<![A-Za-z0-9])(?=[A-Za-z0-9_]{0,200}\d)(?=[A-Za-z0-9_]{0,200}[A-Za-z])"
    r"[A-Za-z0-9_]{16,200}"
)


# words and numbers joined by "_" ("booking_reference_2024", "faq_section_12345"): a page's or
# a record's name, as a dashed slug is, though letters and digits are both in it
_SLUG = re.compile(r"(?:[A-Za-z]+|\d+)(?:_(?:[A-Za-z]+|\d+))+")


def link_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    if "://" not in text:  # (cheap first: this runs on every write)
        return
    for m in _ONE_TIME.finditer(text):
        rest = m.group("s").rstrip(".,;:!?)")
        if all(_SLUG.fullmatch(r.group()) for r in _RANDOM.finditer(rest)):
            continue  # (no random value after the segment, or only names: none found)
        start = m.start("s") + 1  # (after the "/" or "?": the link's purpose stays readable)
        yield "sign_in_link", start, m.start("s") + len(rest)
