"""scripts/eval_locomo.py without a server: how a tiny hand-made LoCoMo file is read, written
as memories, and scored."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from scripts.datasets import locomo_conversations, parse_locomo_date
from scripts.eval_locomo import (
    DENSE_ONLY,
    QuestionResult,
    main,
    parse_conversations,
    parse_weights,
    per_conversation,
    recall_at,
    score,
    summarize,
    turn_input,
    turn_text,
)
from service.domain import Origin, RecallWeights

TINY = [
    {
        "sample_id": "conv-t",
        "conversation": {
            "speaker_a": "Ann",
            "speaker_b": "Bo",
            "session_2_date_time": "10:04 am on 19 June, 2023",
            "session_2": [
                {"speaker": "Bo", "dia_id": "D2:1", "text": "I adopted a cat."},
                {
                    "speaker": "Ann",
                    "dia_id": "D2:2",
                    "text": "Look at mine!",
                    "img_url": ["http://example.invalid/x.jpg"],
                    "blip_caption": "a photo of a cat on a sofa",
                },
            ],
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ann", "dia_id": "D1:1", "text": "Hi Bo!"},
                {"speaker": "Bo", "dia_id": "D1:2", "text": "I ran a marathon yesterday."},
                {"speaker": "Ann", "dia_id": "D1:3", "text": "Wow, how long did it take?"},
            ],
            "session_3_date_time": "9:00 am on 1 July, 2023",  # a date without turns
        },
        "qa": [
            {"question": "What did Bo run?", "answer": "a marathon", "evidence": ["D1:2"],
             "category": 4},
            {"question": "Pets?", "answer": "cats", "evidence": ["D2:1; D2:2"], "category": 1},
            {"question": "Padded", "answer": "x", "evidence": ["D2:01", "D:11:26"],
             "category": 2},
            {"question": "Nothing", "answer": "x", "evidence": ["D9:9"], "category": 3},
            {"question": "Trap", "adversarial_answer": "y", "evidence": ["D1:3", "D1:2"],
             "category": 5},
        ],
    }
]  # fmt: skip


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    path = tmp_path / "locomo10.json"
    path.write_text(json.dumps(TINY))
    return path


def test_reading_turns_sessions_dates_and_evidence(tiny: Path) -> None:
    (conv,) = locomo_conversations(tiny)
    assert conv.index == 1 and conv.sample_id == "conv-t"
    assert [t.dia_id for t in conv.turns] == ["D1:1", "D1:2", "D1:3", "D2:1", "D2:2"]
    assert [t.position for t in conv.turns] == [0, 1, 2, 0, 1]
    assert conv.turns[0].occurred_at == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert conv.turns[3].occurred_at == datetime(2023, 6, 19, 10, 4, tzinfo=UTC)
    assert [q.evidence for q in conv.questions] == [
        ("D1:2",),
        ("D2:1", "D2:2"),  # "D2:1; D2:2" is two ids
        ("D2:1",),  # "D2:01" names D2:1; "D:11:26" names nothing
        (),  # no turn D9:9: the question is left out
        ("D1:3", "D1:2"),
    ]
    assert parse_locomo_date("12:09 am on 1 January,  2024") == datetime(
        2024, 1, 1, 0, 9, tzinfo=UTC
    )


def test_a_turn_is_written_as_a_client_would(tiny: Path) -> None:
    (conv,) = locomo_conversations(tiny)
    photo = conv.turns[4]
    assert turn_text(photo) == "Ann: Look at mine! [shares a photo of a cat on a sofa]"
    assert turn_text(conv.turns[0]) == "Ann: Hi Bo!"
    item = turn_input(conv, photo)
    assert item.kind == "turn" and item.origin is Origin.PEER and item.verbatim
    assert item.session_id == "conv-t-session-2" and item.position == 1
    assert item.occurred_at == datetime(2023, 6, 19, 10, 4, tzinfo=UTC)
    assert item.source_refs == ("D2:2",)


def test_recall_at_k_counts_evidence_found_in_the_first_k_hits() -> None:
    ranked = [["D1:1"], ["D2:1", "D2:2"], ["D1:2"]] + [["x"]] * 20
    assert recall_at(ranked, ["D1:2"], (1, 2, 3)) == {1: 0.0, 2: 0.0, 3: 1.0}
    assert recall_at(ranked, ["D2:2", "D1:2", "D9:9"], (2, 3)) == {2: 1 / 3, 3: 2 / 3}
    assert recall_at([], ["D1:2"], (5,)) == {5: 0.0}
    with pytest.raises(ValueError):
        recall_at(ranked, [], (5,))


def test_summaries_by_split_category_and_conversation() -> None:
    def result(conv: int, cat: int, refs_dense: list[str], refs_pipe: list[str]) -> QuestionResult:
        r = QuestionResult(conv, f"conv-{conv}", cat, "q", ("E",))
        score(r, "dense", [[x] for x in refs_dense])
        score(r, "pipeline", [[x] for x in refs_pipe])
        return r

    hit_at_3 = ["a", "b", "E"]
    hit_at_7 = ["a"] * 6 + ["E"]
    results = [
        result(1, 4, hit_at_3, hit_at_3),  # tune
        result(2, 1, [], hit_at_7),  # tune
        result(2, 5, hit_at_7, []),  # tune, adversarial
        result(7, 2, hit_at_7, hit_at_3),  # report
    ]
    dense, pipe = summarize(results, "dense"), summarize(results, "pipeline")
    assert set(dense) == {"tune", "report", "all"}
    assert dense["tune"]["1-4"] == {"n": 2, "@5": 0.5, "@10": 0.5, "@20": 0.5}
    assert pipe["tune"]["1-4"] == {"n": 2, "@5": 0.5, "@10": 1.0, "@20": 1.0}
    assert dense["tune"]["5"] == {"n": 1, "@5": 0.0, "@10": 1.0, "@20": 1.0}
    assert dense["report"]["5"] == {"n": 0}
    assert dense["all"]["1-4"]["n"] == 3 and dense["all"]["cat2"]["@5"] == 0.0
    assert pipe["all"]["cat2"]["@5"] == 1.0
    convs = per_conversation(results, "pipeline")
    assert list(convs) == ["conv-1", "conv-2", "conv-7"]
    assert convs["conv-2"]["5"]["@20"] == 0.0 and convs["conv-2"]["1-4"]["@10"] == 1.0

    only_report = summarize(results[3:], "dense")
    assert set(only_report) == {"report", "all"}


def test_options() -> None:
    assert parse_conversations("1-5", 10) == [1, 2, 3, 4, 5]
    assert parse_conversations("7,1-2, 7", 10) == [1, 2, 7]
    with pytest.raises(argparse.ArgumentTypeError):
        parse_conversations("9-11", 10)
    assert parse_weights(["keyword=0.4", "recency=0"]) == RecallWeights(keyword=0.4, recency=0)
    with pytest.raises(argparse.ArgumentTypeError):
        parse_weights(["bm25=1"])
    assert DENSE_ONLY.dense == 1 and DENSE_ONLY.keyword == 0 and DENSE_ONLY.pinned == 0


def test_absent_data_is_a_clean_skip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data", str(tmp_path / "nowhere")]) == 0
    assert "skipped" in capsys.readouterr().out
