"""scripts/dedup.py on a real store: dry run changes nothing, --apply merges with the
write path's rules and logs it, a rerun finds nothing more."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from service.domain import (
    CallContext,
    DedupMode,
    ListQuery,
    MemoryInput,
    Origin,
    Partition,
    Role,
)

ROOT = Path(__file__).resolve().parent.parent
CTX = CallContext("acme", Role.OPERATOR)


def _run(data: Path, out: Path, *extra: str) -> dict[str, Any]:
    proc = subprocess.run(
        [sys.executable, "scripts/dedup.py", "--data-dir", str(data), "--out", str(out), *extra],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    report: dict[str, Any] = json.loads(out.read_text())
    return report


@pytest.mark.slow
def test_dry_run_then_apply(app_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    app = app_factory(data)
    texts = [
        ("My dog is named Rex", Origin.AGENT, "D1:1"),
        ("My dog's name is Rex", Origin.PEER, "D2:2"),
        ("I have 2 kids", Origin.PEER, "D3:1"),
        ("I have 3 kids", Origin.PEER, "D3:2"),
        ("My favourite food is sushi", Origin.PEER, "D4:1"),
    ]
    items = [(MemoryInput(content=t, origin=o, source_refs=(r,)), "") for t, o, r in texts]
    app.core.remember_batch(CTX, "alice", items, dedup=DedupMode.OFF)
    app.core.remember(CTX, "bob", MemoryInput(content="My dog is named Rex"))
    app.close()

    dry = _run(data, tmp_path / "dry.json")
    assert dry["totals"]["clusters"] == 1 and dry["totals"]["merged"] == 0
    (alice,) = [p for p in dry["partitions"] if p["peer_id"] == "alice"]
    cluster = alice["clusters"][0]
    # The peer's own words are the survivor; the agent paraphrase is the member.
    assert cluster["survivor"]["content"] == "My dog's name is Rex"
    assert [m["content"] for m in cluster["members"]] == ["My dog is named Rex"]
    assert alice["contradictions"] == 1  # 2 kids / 3 kids: reported, not merged

    applied = _run(data, tmp_path / "apply.json", "--apply")
    assert applied["totals"]["merged"] == 1
    again = _run(data, tmp_path / "again.json")
    assert again["totals"]["clusters"] == 0

    app = app_factory(data)
    entries = app.core.list_memories(CTX, "alice", ListQuery())
    contents = sorted(m.content for m in entries.memories)
    assert contents == [
        "I have 2 kids",
        "I have 3 kids",
        "My dog's name is Rex",
        "My favourite food is sushi",
    ]
    survivor = next(m for m in entries.memories if m.content.startswith("My dog"))
    assert survivor.source_refs == ("D2:2", "D1:1") and survivor.origin is Origin.PEER
    events = app.log.read(Partition("acme", "alice"), limit=100)
    merges = [e for e in events if e.op == "merge"]
    assert len(merges) == 1 and merges[0].data["removed_id"] == cluster["members"][0]["id"]
    assert merges[0].data["absorbed"]["content"] == "My dog is named Rex"
