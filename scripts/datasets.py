"""Loaders for the external evaluation data in ../shared/data (read by path, never copied)."""

from __future__ import annotations

import json
from pathlib import Path


def msc_personas(path: Path) -> list[str]:
    """Every persona sentence of MSC (train, valid, test), de-duplicated, in file order."""
    data = json.loads(path.read_text())
    seen: dict[str, None] = {}
    for split in ("train", "valid", "test"):
        for dialog in data.get(split, []):
            for speaker in ("Speaker 1", "Speaker 2"):
                for sentence in dialog.get(speaker, []):
                    text = " ".join(str(sentence).split())
                    if text:
                        seen.setdefault(text, None)
    return list(seen)
