"""The key file as the server sees it while the CLI adds keys: pure file logic, no server."""

from __future__ import annotations

import json
import multiprocessing
import os
import threading
from pathlib import Path

import pytest

from service.auth import Keystore
from service.domain import Role
from service.errors import FailedPrecondition, InvalidArgument


def test_a_key_added_in_the_same_clock_tick_is_still_seen(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    served = Keystore(path)  # what the running server holds
    _, first = Keystore(path).create("acme", Role.AGENT)  # the CLI, another process
    assert served.lookup(first) is not None  # re-read: the file changed
    before = path.stat()
    _, second = Keystore(path).create("acme", Role.READER)
    # The second save lands within the same mtime tick as the first (forced here; on a
    # coarse clock it happens on its own when two keys are minted back to back).
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    record = served.lookup(second)
    assert record is not None and record.role == "reader"


def test_a_key_revoked_by_the_cli_stops_working_at_once(tmp_path: Path) -> None:
    """The server used to re-read the file only for a key it did not know, so a revoked
    key kept working until a restart (or until someone sent an unknown key)."""
    path = tmp_path / "keys.json"
    cli = Keystore(path)
    record, token = cli.create("acme", Role.AGENT)
    served = Keystore(path)
    assert served.lookup(token) is not None
    assert Keystore(path).revoke(record.id)  # the CLI, another process
    assert served.lookup(token) is None


def _first_calls(served: Keystore, token: str, n: int) -> list[bool]:
    """n threads look the same token up at the same moment; which of them found it."""
    start = threading.Barrier(n)
    found: list[bool] = []

    def call() -> None:
        start.wait()
        found.append(served.lookup(token) is not None)

    threads = [threading.Thread(target=call) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return found


def test_concurrent_first_calls_with_a_new_key_are_all_accepted(tmp_path: Path) -> None:
    path = tmp_path / "keys.json"
    # Many keys make the re-read slow enough for the first calls to overlap it.
    others = [
        {"id": f"k{i}", "namespace": "acme", "role": "agent", "sha256": f"{i:064x}"}
        for i in range(2000)
    ]
    path.write_text(json.dumps({"keys": [{**r, "created_at": "2025-01-01"} for r in others]}))
    cli = Keystore(path)
    refused = 0
    for _ in range(5):
        served = Keystore(path)  # the server started before the key was added
        _, token = cli.create("acme", Role.READER)
        refused += _first_calls(served, token, 16).count(False)
    assert refused == 0, f"{refused} of 80 first calls refused a valid key"


def _mint(path: str, n: int) -> None:
    for _ in range(n):
        Keystore(Path(path)).create("acme", Role.AGENT)


def test_processes_changing_the_key_file_at_once_lose_nothing(tmp_path: Path) -> None:
    """Each `memcue keys` process read the file, changed it and wrote it back through one
    shared temp file: a create beside a revoke brought the revoked key back, and a race
    once left invalid JSON."""
    path = tmp_path / "keys.json"
    victims = [Keystore(path).create("acme", Role.AGENT)[0].id for _ in range(10)]
    ctx = multiprocessing.get_context("spawn")
    minters = [ctx.Process(target=_mint, args=(str(path), 10)) for _ in range(3)]
    for p in minters:
        p.start()
    revoked = [Keystore(path).revoke(victim) for victim in victims]
    for p in minters:
        p.join(60)
        assert p.exitcode == 0
    ids = [r.id for r in Keystore(path).records()]
    assert all(revoked) and not set(victims) & set(ids)
    assert len(ids) == 30 and len(set(ids)) == 30


def test_a_broken_key_file_keeps_the_keys_last_read_and_says_what_is_wrong(
    tmp_path: Path,
) -> None:
    """Every call failed as UNKNOWN with a JSON traceback (operators locked out too), and
    `memcue keys list` printed one."""
    path = tmp_path / "keys.json"
    served = Keystore(path)
    _, token = served.create("acme", Role.OPERATOR)
    path.write_text('{"keys": [')
    assert served.lookup(token) is not None
    with pytest.raises(FailedPrecondition, match="is not a valid key file"):
        Keystore(path)
    with pytest.raises(InvalidArgument, match="key id"):
        served.create("acme", Role.AGENT, key_id="x\nlocal-operator")
