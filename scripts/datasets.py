"""Loaders for the external evaluation data in ../shared/data (read by path, never copied)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence, Set
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


# -- LoCoMo ---------------------------------------------------------------------------------

LOCOMO_DATE_FORMAT = "%I:%M %p on %d %B, %Y"  # "1:56 pm on 8 May, 2023"
_EVIDENCE_SPLIT = re.compile(r"[;,\s]+")
_SESSION_KEY = re.compile(r"^session_(\d+)$")
_DIA_ID = re.compile(r"^D(\d+):(\d+)$")


@dataclass(frozen=True, slots=True)
class LocomoTurn:
    """One utterance. `position` is its index in the session's list (0-based); `dia_id`
    ("D<session>:<turn>") is LoCoMo's own id, the one evidence refers to."""

    dia_id: str
    speaker: str
    text: str
    blip_caption: str
    session: int
    position: int
    occurred_at: datetime


@dataclass(frozen=True, slots=True)
class LocomoQuestion:
    question: str
    category: int
    evidence: tuple[str, ...]  # only ids that name a turn of the conversation, no repeats


@dataclass(frozen=True, slots=True)
class LocomoConversation:
    index: int  # 1-based position in the file: the tune/report split is by file order
    sample_id: str
    turns: tuple[LocomoTurn, ...]
    questions: tuple[LocomoQuestion, ...]


def parse_locomo_date(text: str) -> datetime:
    """A session's `session_N_date_time` ("1:56 pm on 8 May, 2023") as an aware UTC datetime
    (LoCoMo gives no zone; UTC keeps every turn on the same clock)."""
    return datetime.strptime(" ".join(text.split()), LOCOMO_DATE_FORMAT).replace(tzinfo=UTC)


def evidence_ids(raw: Sequence[str], known: Set[str]) -> tuple[str, ...]:
    """Evidence as turn ids: each string is split on `[;,\\s]+` (a few hold two ids, e.g.
    "D8:6; D9:17") and ids naming no turn ("D:11:26", "D", a turn past a session's end) are
    dropped, as the data README says. A zero-padded id ("D30:05") does name a turn (D30:5)
    and is kept under the turn's own spelling."""
    out: dict[str, None] = {}
    for item in raw:
        for part in _EVIDENCE_SPLIT.split(str(item)):
            m = _DIA_ID.match(part)
            dia_id = f"D{int(m.group(1))}:{int(m.group(2))}" if m else part
            if dia_id in known:
                out[dia_id] = None
    return tuple(out)


def locomo_conversations(path: Path) -> list[LocomoConversation]:
    """Every conversation of locomo10.json in file order, sessions in number order. Sessions
    with a date but no turns (there are a few) contribute nothing."""
    data = json.loads(path.read_text())
    conversations = []
    for n, sample in enumerate(data, start=1):
        conv = sample["conversation"]
        sessions = sorted(
            int(m.group(1)) for key in conv if (m := _SESSION_KEY.match(key)) is not None
        )
        turns: list[LocomoTurn] = []
        for s in sessions:
            when = parse_locomo_date(conv[f"session_{s}_date_time"])
            for pos, t in enumerate(conv[f"session_{s}"]):
                turns.append(
                    LocomoTurn(
                        dia_id=str(t["dia_id"]),
                        speaker=str(t["speaker"]),
                        text=str(t["text"]),
                        blip_caption=str(t.get("blip_caption") or ""),
                        session=s,
                        position=pos,
                        occurred_at=when,
                    )
                )
        known = {t.dia_id for t in turns}
        questions = tuple(
            LocomoQuestion(
                question=str(q["question"]),
                category=int(q["category"]),
                evidence=evidence_ids(q.get("evidence", []), known),
            )
            for q in sample["qa"]
        )
        conversations.append(
            LocomoConversation(n, str(sample["sample_id"]), tuple(turns), questions)
        )
    return conversations


# -- LoCoMo by session (scripts/eval_working_memory.py: ingest session by session) -------
@dataclass(frozen=True, slots=True)
class LocomoSessionTurns:
    number: int
    at: datetime  # the session's real date and time
    turns: tuple[tuple[str, str, str], ...]  # (dia_id, speaker, text)


@dataclass(frozen=True, slots=True)
class LocomoSessions:
    sample_id: str
    sessions: tuple[LocomoSessionTurns, ...]
    qa: tuple[dict[str, Any], ...]  # question, answer, evidence (dia_ids, cleaned), category


def locomo_sessions(path: Path) -> list[LocomoSessions]:
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
            sessions.append(LocomoSessionTurns(n, at.replace(tzinfo=UTC), turns))
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
        out.append(LocomoSessions(str(sample["sample_id"]), tuple(sessions), tuple(qa)))
    return out
