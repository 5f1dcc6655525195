"""`memcue backup` / `memcue restore` against the real service (aw-server, Chroma, the model).

What an operator notices: a backup taken while the service writes restores into a new data
dir whose service, at its first start, has every memory the backup saw (merges, supersedes
and deletes as they were, the same ids), nothing of a peer forgotten before it, its keys
and decisions; a client's retry with an idempotency key is answered as before and a
re-sent transcript is not stored twice; writes after the restore survive a later rebuild
from the log (the sequence numbers go on from the log's, not from the copied outbox's);
and a damaged or misused backup is refused with one line, nothing written.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from service import backup as backup_module
from service.api.server import MemcueServer
from service.backup import MANIFEST, backup, restore
from service.client import MemcueClient
from service.errors import FailedPrecondition
from service.loop_domain import Turn
from tests.conftest import connect

MEMCUE = str(Path(sys.executable).parent / "memcue")


def _state(mc: MemcueClient, peer: str) -> list[tuple[str, str, str]]:
    memories = mc.iter_all(peer, include_superseded=True)
    return sorted((m.id, m.content, m.superseded_by) for m in memories)


def test_a_backup_taken_while_writing_restores_what_it_saw(
    server_factory: Callable[..., MemcueServer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    live = server_factory(tmp_path / "live")
    # What a busy service does between two of the backup's copies, made certain: right after
    # the outbox is copied, carol writes and her event reaches the log, numbered past the
    # copied outbox's counter (a restored service must not number new events like it)
    copy = backup_module._sqlite_copy

    def copy_then_write(src: Path, dst: Path) -> None:
        copy(src, dst)
        if src.name == "outbox.sqlite3":
            with turn:  # (the writer below waits meanwhile, so the log can catch up)
                with connect(live) as w:
                    written.append(w.remember("carol", "Carol wrote between copies").memory.id)
                assert live.app.log.flush(timeout_s=30)

    monkeypatch.setattr(backup_module, "_sqlite_copy", copy_then_write)
    written: list[str] = []
    turn = threading.Lock()
    with connect(live) as mc:
        first = mc.remember("alice", "Alice lives in Bergen", idempotency_key="k-1")
        mc.remember("alice", "Alice lives in Bergen.")  # merged into the first
        mc.remember("alice", "Alice moved to Tromso")  # supersedes it
        gone = mc.remember("alice", "Alice had a cold last week")
        mc.delete("alice", gone.memory.id)
        mc.remember("bob", "Bob plays the cello")
        mc.forget("bob")
        mc.record_event("alice", "proposal_made", proposal_id="p-123456789", text="Try Lisbon")
        turns = [Turn(text="I started learning Portuguese", position=0, speaker="Alice")]
        mc.ingest_transcript("alice", "chat-1", turns)

        # a writer keeps going while the backup runs: the copy must be consistent anyway
        stop = threading.Event()

        def writer() -> None:
            with connect(live) as w:
                i = 0
                while not stop.is_set():
                    with turn:
                        written.append(w.remember("carol", f"Carol note number {i}").memory.id)
                    i += 1

        thread = threading.Thread(target=writer)
        thread.start()
        try:
            copied = backup(live.app.settings.data_dir, tmp_path / "bk")
        finally:
            stop.set()
            thread.join()
        assert written, "the writer never wrote during the backup"
        alice = _state(mc, "alice")
        mc.remember("alice", "Alice adopted a cat")  # after the backup: not in it
    assert "outbox.sqlite3" in copied.files and "peer_keys.sqlite3" in copied.files
    assert not any(rel.startswith("chroma") for rel in copied.files)  # rebuilt, not copied
    restore(tmp_path / "bk", tmp_path / "restored")
    live.stop(grace=1)

    back = server_factory(tmp_path / "restored")
    with connect(back) as mc:
        assert _state(mc, "alice") == alice
        (hit,) = mc.recall("alice", "where does she live now?", top_k=1)
        assert hit.memory.content == "Alice moved to Tromso"
        assert mc.list("bob").memories == ()
        carol = {m.id for m in mc.iter_all("carol")}
        assert carol and carol <= set(written)  # a prefix of what was acknowledged
        again = mc.remember("alice", "Alice lives in Bergen", idempotency_key="k-1")
        assert again.memory.id == first.memory.id  # the retry is answered as before
        resent = mc.ingest_transcript("alice", "chat-1", turns)
        assert resent.new_turns == 0 and resent.skipped_turns == 1
        assert [p.proposal_id for p in mc.recent_proposals("alice")] == ["p-123456789"]
        # carol again, first: the log holds her events numbered past the copied outbox
        carol |= {mc.remember("carol", f"Carol later note {i}").memory.id for i in range(4)}
        after = mc.remember("alice", "Alice joined a choir").memory.id
        before_rebuild = _state(mc, "alice")
    back.stop(grace=1)

    # the index rebuilt from the log once more: the write made after the restore is kept,
    # and so is every event the restored log had (none shares a sequence number)
    # (index.json is kept: the rebuild then goes to another directory than the one this
    # process's Chroma already opened and holds handles of)
    data = tmp_path / "restored"
    for path in data.glob("chroma*"):
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    rebuilt = server_factory(data)
    with connect(rebuilt) as mc:
        assert _state(mc, "alice") == before_rebuild
        assert after in {m[0] for m in before_rebuild}
        assert {m.id for m in mc.iter_all("carol")} == carol


def test_a_damaged_or_misused_backup_is_refused_and_nothing_is_written(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    live = server_factory(tmp_path / "live")
    with connect(live) as mc:
        mc.remember("alice", "Alice is allergic to peanuts")
    data = live.app.settings.data_dir
    backup(data, tmp_path / "bk")
    with pytest.raises(FailedPrecondition, match="exists: back up into a new directory"):
        backup(data, tmp_path / "bk")
    with pytest.raises(FailedPrecondition, match="is not a Memcue data dir"):
        backup(tmp_path, tmp_path / "bk2")
    with pytest.raises(FailedPrecondition, match="ActivityWatch server at http://aw:5600"):
        backup(data, tmp_path / "bk3", aw_url="http://aw:5600")
    assert not (tmp_path / "bk2").exists() and not (tmp_path / "bk3").exists()

    occupied = tmp_path / "occupied"
    occupied.mkdir()
    (occupied / "something").write_text("x")
    with pytest.raises(FailedPrecondition, match="is not empty"):
        restore(tmp_path / "bk", occupied)
    with pytest.raises(FailedPrecondition, match="is not a Memcue backup"):
        restore(tmp_path, tmp_path / "new")
    damaged = tmp_path / "damaged"
    shutil.copytree(tmp_path / "bk", damaged)
    with (damaged / "peer_keys.sqlite3").open("r+b") as f:
        f.truncate(1024)
    with pytest.raises(FailedPrecondition, match=r"peer_keys\.sqlite3 is missing or differs"):
        restore(damaged, tmp_path / "new")
    manifest = json.loads((damaged / MANIFEST).read_text())
    manifest["files"]["../escape"] = manifest["files"].pop("peer_keys.sqlite3")
    (damaged / MANIFEST).write_text(json.dumps(manifest))
    with pytest.raises(FailedPrecondition, match="file list is not valid"):
        restore(damaged, tmp_path / "new")
    assert not (tmp_path / "new").exists()
    assert oct(os.stat(tmp_path / "bk").st_mode & 0o777) == "0o700"
    assert oct(os.stat(tmp_path / "bk" / "peer_keys.sqlite3").st_mode & 0o777) == "0o600"


def test_the_cli_backs_up_and_restores_in_one_line_each(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    live = server_factory(tmp_path / "live")
    with connect(live) as mc:
        mc.remember("alice", "Alice is allergic to peanuts")
    env = {**os.environ, "MEMCUE_DATA_DIR": str(live.app.settings.data_dir)}

    def memcue(*args: str, **more: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [MEMCUE, *args], env={**env, **more}, capture_output=True, text=True, timeout=120
        )

    made = memcue("backup", str(tmp_path / "bk"))
    assert made.returncode == 0 and made.stdout.startswith("backed up "), made.stderr
    again = memcue("backup", str(tmp_path / "bk"))
    assert again.returncode == 2 and again.stderr.startswith("error: ") and "exists" in again.stderr
    put = memcue("restore", str(tmp_path / "bk"), "--data-dir", str(tmp_path / "restored"))
    assert put.returncode == 0 and "next: memcue serve --data-dir" in put.stdout, put.stderr
    assert (tmp_path / "restored" / "peer_keys.sqlite3").exists()
