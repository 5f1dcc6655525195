"""What the privacy case tests ask of a scan: the spans it flags, and whether one covers a
secret whole. One place, so every case file reads the same way."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from service.privacy import PrivacyGuard


def flagged(guard: PrivacyGuard, text: str) -> list[tuple[str, str]]:
    """(kind, flagged text) of every span: [] for a look-alike left alone."""
    return [(s.kind, text[s.start : s.end]) for s in guard.scan(text)]


def covered(guard: PrivacyGuard, text: str, secret: str) -> bool:
    """Every character of `secret` (its first occurrence) lies in a flagged span."""
    start = text.index(secret)
    spans = guard.scan(text)
    return all(any(s.start <= i < s.end for s in spans) for i in range(start, start + len(secret)))


CaseTest = Callable[..., None]


def case_tests(
    secrets: Sequence[tuple[str, str]], look_alikes: Sequence[str]
) -> tuple[CaseTest, CaseTest]:
    """The two tests of a probe's case file: every (text, secret) has its secret covered, every
    look-alike comes back unflagged. A case file binds them to its own test names."""
    guard = PrivacyGuard()

    @pytest.mark.parametrize(("text", "secret"), secrets)
    def secret_is_redacted(text: str, secret: str) -> None:
        assert covered(guard, text, secret), flagged(guard, text)

    @pytest.mark.parametrize("text", look_alikes)
    def look_alike_is_left_alone(text: str) -> None:
        assert flagged(guard, text) == []

    return secret_is_redacted, look_alike_is_left_alone
