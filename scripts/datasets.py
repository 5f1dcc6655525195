"""Loaders for the external evaluation data in ../shared/data (read by path, never copied)."""

from __future__ import annotations

import json
from pathlib import Path


def msc_personas(path: Path, *, unique: bool = True) -> list[str]:
    """Every persona sentence of MSC (train, valid, test) in file order; `unique` drops
    exact repeats (benchmarks want distinct texts, the dedup job wants them all)."""
    data = json.loads(path.read_text())
    out: list[str] = []
    for split in ("train", "valid", "test"):
        for dialog in data.get(split, []):
            for speaker in ("Speaker 1", "Speaker 2"):
                for sentence in dialog.get(speaker, []):
                    text = " ".join(str(sentence).split())
                    if text:
                        out.append(text)
    return list(dict.fromkeys(out)) if unique else out


def stsb_pairs(path: Path) -> list[tuple[str, str, float]]:
    """(s1, s2, score 0-5) from an STS-B file: tab-separated, no quoting (no CSV parser)."""
    pairs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.rstrip("\r").split("\t")
        if len(fields) < 7:
            continue
        pairs.append((fields[5], fields[6], float(fields[4])))
    return pairs


def msrp_pairs(path: Path) -> list[tuple[str, str, int]]:
    """(s1, s2, label) from an MSRP file; label 1 = paraphrase (a lenient one)."""
    pairs = []
    lines = path.read_text(encoding="utf-8-sig").splitlines()
    for line in lines[1:]:
        fields = line.rstrip("\r").split("\t")
        if len(fields) >= 5:
            pairs.append((fields[3], fields[4], int(fields[0])))
    return pairs
