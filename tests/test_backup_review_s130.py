"""`memcue backup` / `memcue restore` as an operator breaks them (a review of the first version).

A backup stopped by SIGTERM (`docker stop`, systemd, a cron job's timeout) removes its
half-written copy, as a Ctrl-C does; a damaged store is named in one line, not a traceback;
a restore into an existing empty directory (made for the service's user, a container's
volume, or a mounted disk holding only `lost+found`) keeps that directory; and the restored
service's first start says it rebuilds the index after a restore instead of reporting a
damaged index; and a restore for a service whose aw-server would not open the restored
log (another MEMCUE_AW_TESTING, or aw_url) is refused; a peer forgotten while the backup
runs leaves no records in the copy that the restored service trips on.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from structlog.testing import capture_logs

from service import backup as backup_module
from service.api.server import MemcueServer
from service.backup import backup, restore
from service.domain import WriteOutcome
from service.errors import FailedPrecondition
from service.loop_domain import Turn
from tests.conftest import connect

ROOT = Path(__file__).resolve().parents[1]
SLOW_BACKUP = """
import sys, time
from service import backup, cli
copy = backup._sqlite_copy
def slow(src, dst):
    copy(src, dst)
    print("copied", src.name, flush=True)
    time.sleep(60)
backup._sqlite_copy = slow
sys.exit(cli.main(sys.argv[1:]))
"""


def test_a_backup_stopped_by_sigterm_leaves_no_partial_copy(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    live = server_factory(tmp_path / "live")
    with connect(live) as mc:
        mc.remember("alice", "Alice is allergic to peanuts")
    script = tmp_path / "slow_backup.py"
    script.write_text(SLOW_BACKUP)
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "MEMCUE_DATA_DIR": str(live.app.settings.data_dir),
    }
    backups = tmp_path / "backups"
    proc = subprocess.Popen(
        [sys.executable, str(script), "backup", str(backups / "bk")],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().startswith("copied ")  # inside the copy now
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 143  # 128 + SIGTERM, as the batch jobs exit
    assert err.startswith("error: interrupted") and "Traceback" not in err, err
    assert list(backups.iterdir()) == []  # neither `bk` nor a hidden `.bk.partial-<pid>`


def test_a_damaged_store_is_refused_in_one_line(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    live = server_factory(tmp_path / "live")
    data = live.app.settings.data_dir
    live.stop(grace=1)
    (data / "idempotency.sqlite3").write_bytes(b"not a database, a disk error's leftovers " * 50)
    made = subprocess.run(
        [sys.executable, "-m", "service.cli", "backup", str(tmp_path / "bk")],
        env={**os.environ, "PYTHONPATH": str(ROOT), "MEMCUE_DATA_DIR": str(data)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert made.returncode == 2, made.stderr
    assert made.stderr.startswith("error: cannot copy ") and "idempotency.sqlite3" in made.stderr
    assert "Traceback" not in made.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["live"]


def test_a_restore_into_an_empty_directory_keeps_it_and_its_first_start_says_why_it_rebuilds(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    live = server_factory(tmp_path / "live")
    with connect(live) as mc:
        kept = mc.remember("alice", "Alice is allergic to peanuts").memory.id
    backup(live.app.settings.data_dir, tmp_path / "bk")
    live.stop(grace=1)
    # made for the service's user (or a container's volume, which cannot be replaced)
    target = tmp_path / "srv" / "memcue"
    target.mkdir(parents=True, mode=0o750)
    (target / "lost+found").mkdir()  # a freshly formatted disk mounted there: empty still
    before = os.stat(target)
    restore(tmp_path / "bk", target)
    after = os.stat(target)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)
    assert not [p for p in target.iterdir() if p.name.startswith(".restore-partial")]
    assert (target / "lost+found").is_dir() and (target / "peer_keys.sqlite3").is_file()
    assert sorted(p.name for p in target.parent.iterdir()) == ["memcue"]

    with capture_logs() as logs:
        back = server_factory(target)
    events = [e["event"] for e in logs]
    assert "index.rebuilding_after_restore" in events and "index.damaged" not in events
    with connect(back) as mc:
        assert [m.id for m in mc.iter_all("alice")] == [kept]
    back.stop(grace=1)
    assert not (target / "restored-from-backup.json").exists()  # said once, at the first start


def test_a_restore_whose_log_the_restored_service_would_not_open_is_refused(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    """aw-server names its database by --testing: a backup of a MEMCUE_AW_TESTING=true dir
    (the default) restored for a service started with it false gave an empty service."""
    live = server_factory(tmp_path / "live")
    with connect(live) as mc:
        mc.remember("alice", "Alice is allergic to peanuts")
    backup(live.app.settings.data_dir, tmp_path / "bk")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MEMCUE_AW_TESTING": "false"}
    args = ["restore", str(tmp_path / "bk"), "--data-dir", str(tmp_path / "restored")]
    put = subprocess.run(
        [sys.executable, "-m", "service.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert put.returncode == 2, put.stdout
    assert put.stderr.startswith("error: the backup's log is peewee-sqlite-testing.")
    assert "MEMCUE_AW_TESTING=true" in put.stderr and "Traceback" not in put.stderr
    with pytest.raises(FailedPrecondition, match="restored log would not be read"):
        restore(tmp_path / "bk", tmp_path / "restored", aw_url="http://aw:5600")
    assert not (tmp_path / "restored").exists()
    restore(tmp_path / "bk", tmp_path / "restored", aw_testing=True)  # the matching setting
    assert (tmp_path / "restored" / "peer_keys.sqlite3").exists()


def test_a_peer_forgotten_while_the_backup_runs_does_not_stop_the_restored_start(
    server_factory: Callable[..., MemcueServer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bob is forgotten right after the outbox is copied: the copied outbox and idempotency
    records hold his sealed rows, the keys copied last do not hold his key. The restored
    service did not start (recovery failed on a row it cannot open), and a retry with
    one of his idempotency keys failed as erased, and his re-sent transcript was skipped
    as already seen (his cursor, copied before too), where the live service takes both
    as new."""
    live = server_factory(tmp_path / "live")
    with connect(live) as mc:
        for i in range(5):
            mc.remember("bob", f"Bob fact {i}: he plays cello piece {i}", idempotency_key=f"b{i}")
        alice = mc.remember("alice", "Alice lives in Bergen").memory.id
        turns = [Turn(text="I started learning Portuguese", position=0, speaker="Bob")]
        mc.ingest_transcript("bob", "chat-1", turns)
    copy = backup_module._sqlite_copy

    def copy_then_forget(src: Path, dst: Path) -> None:
        copy(src, dst)
        if src.name == "outbox.sqlite3":
            with connect(live) as w:
                w.forget("bob")

    monkeypatch.setattr(backup_module, "_sqlite_copy", copy_then_forget)
    backup(live.app.settings.data_dir, tmp_path / "bk")
    restore(tmp_path / "bk", tmp_path / "restored")
    live.stop(grace=1)

    back = server_factory(tmp_path / "restored")
    with connect(back) as mc:
        assert [m.id for m in mc.iter_all("alice")] == [alice]
        assert mc.list("bob").memories == ()
        again = mc.remember("bob", "Bob fact 0: he plays cello piece 0", idempotency_key="b0")
        assert again.outcome is WriteOutcome.CREATED  # as the live service would take it
        resent = mc.ingest_transcript("bob", "chat-1", turns)
        assert (resent.new_turns, resent.skipped_turns) == (1, 0)  # his cursor went too


HOLDER = """
import sys, time
from pathlib import Path
from service import partials
folder = Path(sys.argv[1])
with partials.working(folder):
    folder.mkdir(parents=True)
    (folder / "peer_keys.sqlite3").write_bytes(b"keys beside sealed data")
    print("copying", flush=True)
    time.sleep(120)
"""


def _killed_midway(folder: Path) -> None:
    """A backup or restore killed outright while it copies into `folder`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "copying"
    finally:
        proc.kill()
        proc.wait()


def test_a_killed_backup_or_restore_leaves_no_copy_of_keys_behind(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    """SIGKILL (the OOM killer, a power cut) runs no cleanup: a hidden folder with the
    peers' keys beside their sealed data stayed for good. The next backup or restore into
    the same place removes it; a folder another backup is still copying into is kept."""
    live = server_factory(tmp_path / "live")
    backups = tmp_path / "backups"
    _killed_midway(backups / ".old.partial-4242")
    running = backups / ".other.partial-4343"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    busy = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(running)], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        assert busy.stdout is not None and busy.stdout.readline().strip() == "copying"
        backup(live.app.settings.data_dir, backups / "bk")
        left = sorted(p.name for p in backups.iterdir())
        assert left == [".other.partial-4343", ".other.partial-4343.lock", "bk"], left
    finally:
        busy.kill()
        busy.wait()

    target = tmp_path / "volume"  # an existing empty dir, a restore killed inside it
    target.mkdir()
    _killed_midway(target / ".restore-partial-4444")
    restore(backups / "bk", target)  # not refused as "not empty"
    assert not [p for p in target.iterdir() if p.name.startswith(".restore-partial")]
    assert (target / "peer_keys.sqlite3").exists()
