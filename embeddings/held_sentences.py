"""The 1,000 held sentences an ONNX export is verified on (cosine to the torch model).

Why these: the check must see the texts Memcue stores, short facts about a person (where int8
error is largest: a five-token sentence has few tokens to average the noise out over) and
longer general sentences. So, when the shared evaluation data is beside the checkout
(`../shared/data`, or `$MEMCUE_SHARED_DATA`): 500 MSC persona sentences and 500 STS-B train
sentences, each a seeded sample, read in place, never copied. Nothing is tuned on them:
dynamic quantization takes no calibration data, so every sentence is held out.

Without the shared data (a fresh machine without it), a fixed list built here from small word
lists: 1,000 distinct memory-like sentences of 2 to 40 words, the same on every machine. The
source is recorded in the export's manifest, so a verification can always be told apart.
"""

from __future__ import annotations

import itertools
import json
import os
import random
from pathlib import Path

SAMPLE_SEED = 13
COUNT = 1_000


def shared_data_dir() -> Path:
    explicit = os.environ.get("MEMCUE_SHARED_DATA")
    if explicit:
        return Path(explicit).expanduser()
    return Path(__file__).resolve().parent.parent.parent / "shared" / "data"


def _msc(path: Path) -> list[str]:
    data = json.loads(path.read_text())
    out: list[str] = []
    for split in ("train", "valid", "test"):
        for dialog in data.get(split, []):
            for speaker in ("Speaker 1", "Speaker 2"):
                out.extend(" ".join(str(s).split()) for s in dialog.get(speaker, []))
    return sorted({s for s in out if s})


def _stsb(path: Path) -> list[str]:
    """Both sentences of every pair: tab-separated, no quoting (see ../shared/data/README.md)."""
    out: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.rstrip("\r").split("\t")
        if len(fields) >= 7:
            out.update(" ".join(f.split()) for f in fields[5:7] if f.strip())
    return sorted(out)


def held_sentences(count: int = COUNT, data_dir: Path | None = None) -> tuple[str, list[str]]:
    """(source description, `count` sentences): shared data when present, else the fixed list."""
    root = data_dir or shared_data_dir()
    msc, stsb = root / "msc" / "msc_personas_all.json", root / "stsbenchmark" / "sts-train.csv"
    if msc.is_file() and stsb.is_file():
        rng = random.Random(SAMPLE_SEED)
        half = count // 2
        picked = rng.sample(_msc(msc), half) + rng.sample(_stsb(stsb), count - half)
        return f"shared:msc({half})+stsb-train({count - half}),seed={SAMPLE_SEED}", picked
    return f"fixed({count})", fixed_sentences(count)


_NAMES = ["Alice", "Omar", "Priya", "Tom", "Mei", "Jonas", "Sara", "Kwame", "Lucia", "Dev"]
_SHORT = ["I act.", "I swim.", "I am ok.", "I have a lab.", "We moved.", "She paints.", "Yes."]
_FACTS = [
    "is allergic to peanuts",
    "lives in Lisbon",
    "works at a small bakery",
    "has two kids",
    "prefers tea over coffee",
    "teaches maths at the local school",
    "plays the violin in a quartet",
    "is training for a marathon",
    "just adopted a rescue dog",
    "does not eat meat",
    "used to live in Berlin",
    "is learning Japanese",
    "volunteers at the animal shelter on weekends",
    "hates flying",
    "grew up on a farm",
]
_WHEN = ["", " since 2021", " every Friday", " this year", " after the move", " on weekends"]
_EVENTS = [
    "We agreed to ship the release on {day}.",
    "{name} will send the budget draft by {day}.",
    "The team retro moved to {day} afternoon.",
    "{name} asked me to book a table for four on {day}.",
    "Remind {name} about the dentist appointment on {day}.",
    "{name} decided to postpone the trip until {day}.",
]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_LONG = (
    "{name} said that after years of working nights at the hospital {pron} finally moved to a "
    "day shift, which means {pron} can pick up the kids from school, cook dinner and still "
    "have time to practise the {thing} before bed."
)
_THINGS = ["piano", "guitar", "cello", "drums", "flute"]


def fixed_sentences(count: int = COUNT) -> list[str]:
    """A deterministic list of distinct memory-like sentences (no randomness involved)."""
    out: list[str] = list(_SHORT)
    for name, fact, when in itertools.product(_NAMES, _FACTS, _WHEN):
        out.append(f"{name} {fact}{when}.")
    for template, name, day in itertools.product(_EVENTS, _NAMES, _DAYS):
        out.append(template.format(name=name, day=day))
    for name, thing in itertools.product(_NAMES, _THINGS):
        pron = "she" if name in {"Alice", "Priya", "Mei", "Sara", "Lucia"} else "he"
        out.append(_LONG.format(name=name, pron=pron, thing=thing))
    unique = list(dict.fromkeys(out))
    # Interleave the kinds so that any prefix mixes short, factual, event and long sentences.
    step = 7
    ordered = [unique[i] for start in range(step) for i in range(start, len(unique), step)]
    if len(ordered) < count:
        raise ValueError(f"the fixed list has {len(ordered)} sentences, asked for {count}")
    return ordered[:count]
