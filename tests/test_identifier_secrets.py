"""Identifiers are stored as sent, so one that holds a secret is refused, not stored (an MCP
review of 2026-12-07: a GitHub token as a proposal id or a label topic was kept in plain text
in decisions.sqlite3 and Chroma's metadata and shown back to the model). Real server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from service.api.server import MemcueServer
from service.errors import InvalidArgument
from tests.conftest import connect

TOKEN = "ghp_" + "16C7e42F292c6912E7710c838347Ae178B4a"


def _files_holding(root: Path, needle: bytes) -> list[str]:
    return [str(p) for p in root.rglob("*") if p.is_file() and needle in p.read_bytes()]


def test_a_secret_in_an_identifier_is_refused_and_stored_nowhere(server: MemcueServer) -> None:
    writes: list[tuple[str, dict[str, Any]]] = [
        ("memory.label", {"label": f"default:carol:{TOKEN}"}),
        ("memory.source_refs[1]", {"source_refs": ["D1:3", f"password: {TOKEN}"]}),
        ("memory.producer", {"producer": f"bot {TOKEN}"}),
        ("memory.session_id", {"session_id": f"s-{TOKEN}"}),
    ]
    with connect(server) as mc:
        for field, extra in writes:
            with pytest.raises(InvalidArgument, match="looks like a secret") as info:
                mc.remember("carol", "Carol likes long walks by the river", **extra)
            assert f": {field} holds" in str(info.value) and TOKEN not in str(info.value)
        with pytest.raises(InvalidArgument, match="mode holds what looks like a secret"):
            mc.record_event("carol", "proposal_made", text="Walk by the river", mode=TOKEN)
        with pytest.raises(InvalidArgument, match="proposal_id holds what looks like a secret"):
            mc.record_event("carol", "proposal_made", text="Walk by the river", proposal_id=TOKEN)
        assert list(mc.iter_all("carol")) == []
        assert list(mc.recent_proposals("carol")) == []
        # ordinary identifiers still go in
        ok = mc.remember(
            "carol",
            "Carol likes long walks by the river",
            label="default:carol:hobbies",
            source_refs=["D1:3", "chat-2024-05-06:17"],
            producer="extractor-v2",
        )
        assert ok.memory.label == "default:carol:hobbies"
        made = mc.record_event(
            "carol",
            "proposal_made",
            text="Walk by the river",
            mode="suggest",
            proposal_id="p-walk-1",
        )
        assert made.proposal_id == "p-walk-1"
    server.app.index.flush()
    assert _files_holding(server.app.settings.data_dir, TOKEN.encode()) == []
