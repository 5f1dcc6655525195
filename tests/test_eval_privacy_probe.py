"""The privacy probe's tally: a secret wholly removed is caught, some of its values left is
partly, all left is missed; a look-alike with anything redacted is flagged."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from scripts.eval_privacy_probe import Score, probes, score_case


def test_the_tally_counts_each_outcome_once() -> None:
    score = Score()
    score_case(score, {"id": "s1", "text": "pin 4471", "secrets": ["4471"]}, "pin [R]", True)
    two = {"id": "s2", "text": "4539 and 318", "secrets": ["4539", "318"]}
    score_case(score, two, "[R] and 318", True)
    score_case(score, {"id": "s3", "text": "code 9911", "secrets": ["9911"]}, "code 9911", False)
    score_case(score, {"id": "s4", "text": "order 55123", "secrets": []}, "order [R]", True)
    score_case(score, {"id": "s5", "text": "room 12", "secrets": []}, "room 12", False)
    assert (score.caught, score.partly, score.missed) == (1, 1, 1)
    assert (score.look_alikes, score.flagged) == (2, 1)
    assert score.line() == "secrets 3: caught 1 partly 1 missed 1; look-alikes 2: flagged 1"


def test_json_lines_are_read_probe_by_probe(tmp_path: Path) -> None:
    """tests/data/privacy_probes.jsonl.gz holds many probes: each is reported on its own, and
    `--only` picks the held-out ones; a JSON list is one probe."""
    lines = tmp_path / "p.jsonl"
    rows = [("182", "s1"), ("184", "s1"), ("182", "s2"), ("90", "s1")]
    lines.write_text(
        "\n".join(json.dumps({"probe": p, "id": i, "text": "t", "secrets": []}) for p, i in rows)
    )
    packed = tmp_path / "p.jsonl.gz"
    packed.write_bytes(gzip.compress(lines.read_bytes()))
    assert probes([packed], {"184"}) == [
        ("p.jsonl.gz probe 184", [json.loads(lines.read_text().splitlines()[1])])
    ]
    one = tmp_path / "one.json"
    one.write_text(json.dumps([{"id": "s1", "text": "t", "secrets": []}]))
    got = probes([lines, one], {"182", "184"})
    assert [(name, len(cases)) for name, cases in got] == [
        ("p.jsonl probe 182", 2),
        ("p.jsonl probe 184", 1),
        ("one.json", 1),
    ]


def test_a_list_of_bare_texts_is_read_as_look_alikes(tmp_path: Path) -> None:
    """tests/data/privacy_lookalikes.json is such a list: the script stopped on it with a
    TypeError."""
    bare = tmp_path / "lookalikes.json"
    bare.write_text(json.dumps(["order 55123", "room 12"]))
    ((name, cases),) = probes([bare], set())
    assert name == "lookalikes.json"
    assert cases == [
        {"id": "l0", "text": "order 55123", "secrets": []},
        {"id": "l1", "text": "room 12", "secrets": []},
    ]
