"""An index whose HNSW files were torn by an unclean stop is found before it is used, and
rebuilt from the log; a cleanly closed one is not probed at all (chroma_health.py)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from service.adapters.chroma_health import (
    IndexInUse,
    IndexMarker,
    marker_path,
    probe,
    was_left_open,
)
from service.app import App
from service.domain import CallContext, DedupMode, MemoryInput, RecallQuery, Role
from service.index_files import REBUILT, index_location

CTX = CallContext(namespace="default", role=Role.OPERATOR, principal="op")
TEXTS = [f"Field note {i}: the heron number {i} waded past reed bed {i * 7}." for i in range(240)]


def _tear_hnsw(index_dir: Path) -> None:
    """Garbage over the header of the largest HNSW segment: what a SIGKILL in the middle of
    Chroma writing it can leave (these bytes make every call on it raise)."""
    data = max(index_dir.glob("*/data_level0.bin"), key=lambda p: p.stat().st_size)
    with (data.parent / "header.bin").open("r+b") as f:
        f.write(bytes(range(7, 55)))


def test_a_torn_index_left_open_is_rebuilt_from_the_log_at_start(
    app_factory: Callable[..., App], tmp_path: Path
) -> None:
    data = tmp_path / "data"
    app = app_factory(data)
    location = index_location(data)
    assert marker_path(location).exists(), "an open index carries its marker"
    with pytest.raises(IndexInUse):  # held by this process: not "left open"
        was_left_open(location)
    written = app.core.remember_batch(
        CTX, "alice", [(MemoryInput(content=t), "") for t in TEXTS], dedup=DedupMode.OFF
    )
    ids = {r.memory.id for r in written}  # type: ignore[union-attr]
    assert len(ids) == len(TEXTS)
    app.close()
    assert not was_left_open(location), "a clean close removes the marker"
    assert probe(location) is None

    _tear_hnsw(location)
    damage = probe(location)
    assert damage is not None
    assert damage.collection.startswith("memcue-shard-"), damage
    assert "hnsw" in damage.detail.lower() or "died of SIG" in damage.detail, damage

    marker_path(location).write_text("1\n")  # as a SIGKILLed process leaves it
    again = app_factory(data)
    rebuilt = index_location(data)
    assert rebuilt.name in REBUILT
    assert not location.exists(), "the torn copy (peers' data) is deleted"
    assert not marker_path(location).exists()
    assert all(again.core.get(CTX, "alice", mid).id == mid for mid in ids)
    hits = again.core.recall(CTX, "alice", RecallQuery(cue="heron number 17 reed bed", top_k=3))
    assert "heron number 17 " in hits[0].memory.content
    more = again.core.remember(CTX, "alice", MemoryInput(content="A kingfisher at dusk."), "")
    assert again.core.get(CTX, "alice", more.memory.id).content == "A kingfisher at dusk."


def test_an_index_open_in_a_live_process_is_not_opened_again(tmp_path: Path) -> None:
    """The marker's lock tells a crash (marker, no holder) from a second opener (held)."""
    index = tmp_path / "chroma"
    held = IndexMarker(index)
    with pytest.raises(IndexInUse, match=f"open in another process \\(pid {os.getpid()}\\)"):
        was_left_open(index)
    with pytest.raises(IndexInUse):
        IndexMarker(index)
    held.release_keeping_file()  # as if its process had died
    assert was_left_open(index)
    IndexMarker(index).release()  # a clean close
    assert not was_left_open(index)
