"""Whether a turn sent again is the turn stored at its position (IngestTranscript's retry
check, `Ingestor._same_as_stored`)."""

from __future__ import annotations

import re

_REDACTED = re.compile(r"\[REDACTED:[^\]]+\]")


def alike(stored: str, said: str) -> bool:
    """`said` is the turn `stored` holds: the same words, spaces and case aside, around each
    redaction of a secret (matched part by part in one pass: a regex with a wildcard per
    redaction backtracked for minutes on a turn edited since, a review found)."""
    stored, said = " ".join(stored.split()).casefold(), " ".join(said.split()).casefold()
    if stored == said:
        return True
    parts = _REDACTED.split(stored.replace("[redacted:", "[REDACTED:"))
    if len(parts) == 1 or not said.startswith(parts[0]) or not said.endswith(parts[-1]):
        return False
    at, end = len(parts[0]), len(said) - len(parts[-1])
    for part in parts[1:-1]:
        found = said.find(part, at + 1, end)  # (each redaction hides at least one character)
        if found < 0:
            return False
        at = found + len(part)
    return at < end  # (the last redaction hides something too)
