"""A redacted secret cannot be found again from an idempotency record (a privacy review of
2026-12-07): the record kept an unkeyed sha256 of the request as sent, so trying all 10,000
values of a redacted PIN gave it back in half a second. Real server, real files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from service.adapters.idempotency import SqliteIdempotencyStore
from service.api.server import MemcueServer
from service.core.writes import fingerprint
from service.crypto import PeerKeys, Sealer
from service.domain import DedupMode, MemoryInput, Partition, WriteOutcome
from service.loop_domain import Turn
from service.ports import UNCHECKED_FINGERPRINT
from tests.conftest import connect


def _fingerprints(data_dir: Path) -> list[str]:
    with sqlite3.connect(data_dir / "idempotency.sqlite3") as db:
        return [row[0] for row in db.execute("SELECT fingerprint FROM idempotency")]


def test_no_stored_digest_gives_back_a_redacted_pin(server: MemcueServer) -> None:
    said = "Remember that the alarm code at the shop is {:04d}."
    with connect(server) as mc:
        first = mc.remember("sam", said.format(5917), idempotency_key="pin-1", kind="fact")
        assert "5917" not in first.memory.content and first.redactions
        again = mc.remember("sam", said.format(5917), idempotency_key="pin-1", kind="fact")
        assert again.outcome is WriteOutcome.REPLAYED and again.memory.id == first.memory.id
        mc.ingest_transcript("sam", "s1", [Turn(text=said.format(4417), position=0)])
    stored = set(_fingerprints(server.app.settings.data_dir))
    assert len(stored) >= 2  # the Remember, the turn (and what was extracted from it)
    guesses = {
        fingerprint(MemoryInput(content=said.format(n), kind="fact", source_refs=()), mode)
        for n in range(10_000)
        for mode in (DedupMode.DEFAULT,)
    }
    assert not stored & guesses


def test_records_written_before_keep_no_digest_of_a_redacted_request(tmp_path: Path) -> None:
    sealer = Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))
    path = tmp_path / "idempotency.sqlite3"
    partition = Partition("default", "sam")
    store = SqliteIdempotencyStore(path, sealer)
    store.put(partition, "old-secret", "ab" * 32, {"memory": {"content": "pin [REDACTED:pin]"}})
    store.put(partition, "old-plain", "cd" * 32, {"memory": {"content": "likes tea"}})
    store.close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 0")  # as written by the version before
    store = SqliteIdempotencyStore(path, sealer)
    assert store.get(partition, "old-secret") == (
        UNCHECKED_FINGERPRINT,
        {"memory": {"content": "pin [REDACTED:pin]"}},
    )
    assert store.get(partition, "old-plain") == ("cd" * 32, {"memory": {"content": "likes tea"}})
    store.close()
