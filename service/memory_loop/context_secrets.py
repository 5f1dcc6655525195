"""A secret given as the answer to the turn before: "What's the wifi password for the
cottage?" / "bananabread77".

Why: ingest wrote each turn on its own, so the privacy guard never saw the question, and 8 of
12 such sessions were stored with the secret (a privacy review of 2026-12-07); joined into
one text, the guard's own rules for a code asked on one line and given on the next caught 11.
So a short turn is scanned again after the end of the turn before it, and what is found in
the turn itself is redacted there (the turn before is stored as it was). Long turns carry
their own context, and are left to the normal scan on the write path.
"""

from __future__ import annotations

from service.domain import Redacted
from service.errors import InvalidArgument
from service.privacy import PrivacyGuard

SHORT_TURN = 200  # characters: an answer, not a paragraph
CONTEXT = 300  # characters of the turn before that are read with it


def redact_in_context(
    guard: PrivacyGuard, before: str, text: str, field: str, *, speaker: str = ""
) -> tuple[str, tuple[Redacted, ...]]:
    """`text` with what the guard finds in it when read after `before` (the turn before, as
    "Speaker: words") redacted; under the `reject` policy a find is InvalidArgument naming
    `field`, as a secret in the turn is. The turns are read as a transcript, each line after
    its speaker: the guard's rules for a question answered on the next line read them so."""
    if not before or len(text) > SHORT_TURN:
        return text, ()
    head = before[-CONTEXT:] + "\n" + (f"{speaker}: " if speaker else "")
    spans = [
        (max(r.start, len(head)) - len(head), r.end - len(head), r.kind)
        for r in guard.scan(head + text, field)
        if r.end > len(head)
    ]
    if not spans:
        return text, ()
    if guard.policy == "reject":
        kinds = ", ".join(sorted({kind for _, _, kind in spans}))
        raise InvalidArgument(
            f"{field} answers the turn before with a secret ({kinds}); nothing was stored. "
            "Remove it, or ask the operator to set the privacy policy to 'redact'",
            field=field,
        )
    out, pos = [], 0
    for start, end, kind in sorted(spans):
        if start < pos:
            continue  # overlapping finds: the first one covers it
        out += [text[pos:start], f"[REDACTED:{kind}]"]
        pos = end
    out.append(text[pos:])
    return "".join(out), tuple(Redacted(field, kind) for _, _, kind in spans)
