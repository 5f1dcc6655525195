"""Loaders for the external evaluation data in ../shared/data (read by path, never copied)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any


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


@dataclass(frozen=True, slots=True)
class LocomoSession:
    number: int
    at: datetime  # the session's real date and time
    turns: tuple[tuple[str, str, str], ...]  # (dia_id, speaker, text)


@dataclass(frozen=True, slots=True)
class LocomoConversation:
    sample_id: str
    sessions: tuple[LocomoSession, ...]
    qa: tuple[dict[str, Any], ...]  # question, answer, evidence (dia_ids, cleaned), category


def locomo(path: Path) -> list[LocomoConversation]:
    """The 10 LoCoMo conversations in file order. Evidence strings are split on `[;,\\s]+`
    and ids that name no turn are dropped (a handful are malformed, per the data README)."""
    out = []
    for sample in json.loads(path.read_text()):
        conv = sample["conversation"]
        sessions = []
        n = 1
        while f"session_{n}" in conv:
            at = datetime.strptime(conv[f"session_{n}_date_time"], "%I:%M %p on %d %B, %Y")
            turns = tuple(
                (str(t["dia_id"]), str(t["speaker"]), str(t["text"])) for t in conv[f"session_{n}"]
            )
            sessions.append(LocomoSession(n, at.replace(tzinfo=UTC), turns))
            n += 1
        ids = {t[0] for s in sessions for t in s.turns}
        qa = []
        for q in sample["qa"]:
            evidence = [e for raw in q.get("evidence", []) for e in re.split(r"[;,\s]+", raw)]
            answer = q.get("answer", q.get("adversarial_answer", ""))
            qa.append(
                {
                    "question": str(q["question"]),
                    "answer": str(answer),
                    "evidence": [e for e in evidence if e in ids],
                    "category": int(q["category"]),
                }
            )
        out.append(LocomoConversation(str(sample["sample_id"]), tuple(sessions), tuple(qa)))
    return out
