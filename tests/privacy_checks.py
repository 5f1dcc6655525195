"""What the privacy case tests ask of a scan: the spans it flags, and whether one covers a
secret whole. One place, so every case file reads the same way."""

from __future__ import annotations

from service.privacy import PrivacyGuard


def flagged(guard: PrivacyGuard, text: str) -> list[tuple[str, str]]:
    """(kind, flagged text) of every span: [] for a look-alike left alone."""
    return [(s.kind, text[s.start : s.end]) for s in guard.scan(text)]


def covered(guard: PrivacyGuard, text: str, secret: str) -> bool:
    """Every character of `secret` (its first occurrence) lies in a flagged span."""
    start = text.index(secret)
    spans = guard.scan(text)
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(secret)))
