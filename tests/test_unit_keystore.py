"""The key file as the server sees it while the CLI adds keys: pure file logic, no server."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

from service.auth import Keystore
from service.domain import Role


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
