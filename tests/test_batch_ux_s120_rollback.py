"""A Ctrl-C that lands just after a COMMIT: the interrupt must come through as itself.

Python raises KeyboardInterrupt between bytecodes, so a Ctrl-C during a COMMIT arrives once
the COMMIT has returned. The keyword index and the outbox then ran ROLLBACK with no
transaction open, and `sqlite3.OperationalError: cannot rollback - no transaction is active`
replaced the interrupt (a re-embedding ended with it, exit 1). The stores here are real
SQLite files; only the moment of the interrupt is staged, by a connection that raises it
right after its COMMIT has run.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from service.adapters.keywords import Entry, KeywordIndex
from service.adapters.outbox import Outbox
from service.crypto import PeerKeys, Sealer
from service.domain import Partition

P = Partition("default", "alice")


class InterruptAfterCommit:
    """A real connection whose next COMMIT runs, then raises KeyboardInterrupt (as a Ctrl-C
    arriving during it would); every other call and attribute is the connection's own."""

    def __init__(self, db: sqlite3.Connection, *, before: bool = False) -> None:
        self._db = db
        self._before = before
        self.fired = False

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        if sql == "COMMIT" and not self.fired and self._before:
            self.fired = True
            raise KeyboardInterrupt
        cur = self._db.execute(sql, *args)
        if sql == "COMMIT" and not self.fired:
            self.fired = True
            raise KeyboardInterrupt
        return cur

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


@pytest.fixture
def sealer(tmp_path: Path) -> Sealer:
    return Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))


def test_keyword_upsert_interrupted_after_its_commit_raises_the_interrupt(
    tmp_path: Path, sealer: Sealer
) -> None:
    index = KeywordIndex(tmp_path / "keywords.sqlite3", sealer)
    real = index._db
    index._db = InterruptAfterCommit(real)  # type: ignore[assignment]
    with pytest.raises(KeyboardInterrupt):
        index.upsert(P, [Entry("m_1", "Alice keeps bees on her allotment")])
    index._db = real
    assert not real.in_transaction
    # committed before the interrupt: kept, and counted
    assert [m.memory_id for m in index.search(P, "bees allotment", 5)] == ["m_1"]
    assert index._total_rows == 1


def test_keyword_delete_interrupted_after_or_before_its_commit(
    tmp_path: Path, sealer: Sealer
) -> None:
    index = KeywordIndex(tmp_path / "keywords.sqlite3", sealer)
    index.upsert(P, [Entry("m_1", "Alice keeps bees"), Entry("m_2", "Alice sells honey")])
    real = index._db
    index._db = InterruptAfterCommit(real, before=True)  # type: ignore[assignment]
    with pytest.raises(KeyboardInterrupt):
        index.delete(P, ["m_1"])  # interrupted before its COMMIT: rolled back
    index._db = real
    assert not real.in_transaction and index._total_rows == 2
    assert [m.memory_id for m in index.search(P, "bees", 5)] == ["m_1"]
    index._db = InterruptAfterCommit(real)  # type: ignore[assignment]
    with pytest.raises(KeyboardInterrupt):
        index.delete(P, ["m_1"])
    index._db = real
    assert index.search(P, "bees", 5) == [] and index._total_rows == 1


def test_outbox_append_interrupted_after_its_commit_raises_the_interrupt(
    tmp_path: Path,
) -> None:
    """Before, the failed ROLLBACK became the append's error: the caller was told the write
    failed while its event was committed."""
    outbox = Outbox(tmp_path / "outbox.sqlite3")
    real = outbox._db
    outbox._db = InterruptAfterCommit(real)  # type: ignore[assignment]
    with pytest.raises(KeyboardInterrupt):
        outbox.append("memcue.default.ns", "2026-01-01T00:00:00+00:00", [lambda seq: {"s": seq}])
    outbox._db = real
    assert not real.in_transaction
    assert [r.payload for r in outbox.peek(10)] == [{"s": 1}]
