"""scripts/eval_recall_probe.py without a server: how a probe file is read and a ranking scored."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from scripts.eval_recall_probe import load_probe, score_question, summarize

PROBE = {
    "now": "2026-12-06",
    "peers": [
        {
            "peer": "lena",
            "memories": [
                {"id": "m1", "content": "Lena lives in York", "occurred_at": "2025-05-01"},
                {
                    "id": "m2",
                    "content": "Lena has moved to Leeds",
                    "kind": "fact",
                    "occurred_at": "2026-02-01T09:00:00Z",
                },
            ],
            "questions": [
                {
                    "id": "q1",
                    "question": "Where does Lena live?",
                    "answers": ["m2"],
                    "type": "current",
                }
            ],
        }
    ],
}


def test_a_probe_file_is_read_with_times_in_utc(tmp_path: Path) -> None:
    path = tmp_path / "recall99.json"
    path.write_text(json.dumps(PROBE))
    probe = load_probe(path)
    assert probe.name == "recall99" and probe.now == date(2026, 12, 6)
    first, second = probe.peers[0].memories
    assert first.occurred_at == datetime(2025, 5, 1, tzinfo=UTC)
    assert second.kind == "fact" and second.occurred_at.hour == 9
    assert probe.peers[0].questions[0].answers == ("m2",)


def test_an_answer_naming_no_memory_stops_the_run(tmp_path: Path) -> None:
    bad = json.loads(json.dumps(PROBE))
    bad["peers"][0]["questions"][0]["answers"] = ["m9"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(SystemExit, match="m9"):
        load_probe(path)


def test_the_first_answer_sets_the_rank_and_a_list_needs_every_answer() -> None:
    ranked = [frozenset({"m3"}), frozenset({"m1", "m4"}), frozenset(), frozenset({"m2"})]
    one = score_question(ranked, ["m1"])
    assert (one["rank"], one["r1"], one["r5"], one["rr"]) == (2.0, 0.0, 1.0, 0.5)
    listed = score_question(ranked, ["m1", "m2", "m7"])
    assert listed["recall10"] == pytest.approx(2 / 3)
    missed = score_question(ranked, ["m9"])
    assert (missed["rank"], missed["r5"], missed["rr"]) == (0.0, 0.0, 0.0)
    assert score_question([], ["m1"])["recall10"] == 0.0


def test_means_by_type_and_overall() -> None:
    rows = [
        {"type": "fact", "r1": 1.0, "r5": 1.0, "recall10": 1.0, "rr": 1.0},
        {"type": "past", "r1": 0.0, "r5": 1.0, "recall10": 1.0, "rr": 0.5},
        {"type": "past", "r1": 0.0, "r5": 0.0, "recall10": 0.0, "rr": 0.0},
    ]
    out = summarize(rows)
    assert list(out) == ["fact", "past", "all"]
    assert out["past"]["MRR"] == 0.25 and out["past"]["n"] == 2
    assert out["all"]["R@1"] == pytest.approx(1 / 3)
    assert out["all"]["MRR"] == pytest.approx(0.5)
