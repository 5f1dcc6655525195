"""Final review of session 130 (export, expiring keys), from the outside: each test failed
before its fix."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path

import pytest

from service import cli, cli_keys
from service.api.server import MemcueServer
from service.auth import Keystore
from service.domain import Role, utcnow
from service.errors import FailedPrecondition
from service.settings import Settings
from tests.conftest import Tenant, connect, operator_key


def _no_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("MEMCUE_TARGET", "MEMCUE_API_KEY", "MEMCUE_PORT", "MEMCUE_DATA_DIR"):
        monkeypatch.delenv(var, raising=False)


def test_a_failed_export_leaves_no_file_and_the_retry_works(
    tenant: Tenant,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A wrong key left an empty 0600 file behind: it read as "nothing is kept", and the
    retry with the right key was refused ("cannot create ... File exists")."""
    _no_env(monkeypatch)
    with tenant.client() as mc:
        mc.remember("ex-ivy", "Ivy keeps bees")
    out = tmp_path / "ivy.jsonl"
    target = ["--target", tenant.server.address, "--peer", "ex-ivy", "--out", str(out)]
    assert cli.main(["export", *target, "--api-key", "mck_not-a-key"]) == 2
    assert "unknown or revoked key" in capsys.readouterr().err
    assert not out.exists()
    # a reader key is enough for an access request
    assert cli.main(["export", *target, "--api-key", tenant.key(Role.READER)]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["content"] for r in records if r["type"] == "memory"] == ["Ivy keeps bees"]


def test_an_expiry_past_year_9999_in_utc_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """9999-12-31T23:59:59-01:00 is in the year 10000 in UTC: OverflowError, a traceback."""
    with pytest.raises(argparse.ArgumentTypeError, match="past the year 9999"):
        cli_keys._expiry("9999-12-31T23:59:59-01:00")
    assert cli_keys._expiry("2030-01-01T00:00:00+05:00").isoformat() == "2029-12-31T19:00:00+00:00"
    args = ["keys", "--data-dir", str(tmp_path), "create", "--namespace", "acme"]
    with pytest.raises(SystemExit):
        cli.main([*args, "--role", "agent", "--expires-in", "9999-12-31T23:59:59-01:00"])
    assert "past the year 9999" in capsys.readouterr().err


def test_the_banner_does_not_announce_an_expired_local_operator_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An expired operator key was announced as the local key, and every CLI call then
    failed with it (as a revoked one did before)."""
    _no_env(monkeypatch)
    data = tmp_path / "data"
    keys = Keystore(data / "keys.json")
    when = utcnow() + timedelta(hours=1)
    _, token = keys.create("default", Role.OPERATOR, key_id="local-operator", expires_at=when)
    (data / "operator.key").write_text(token + "\n")
    rows = json.loads(keys.path.read_text())
    rows["keys"][0]["expires_at"] = (utcnow() - timedelta(minutes=1)).isoformat()
    keys.path.write_text(json.dumps(rows))
    banner = cli_keys.auth_banner(Settings(data_dir=data))
    assert f"the local operator key in {data / 'operator.key'} expired at " in banner
    assert banner.endswith(" UTC")


@pytest.mark.parametrize("bad", ["2027-01-01T00:00:00", "next year", 5])
def test_a_hand_edited_expiry_is_a_bad_key_file_not_a_failing_key(
    tmp_path: Path, bad: object
) -> None:
    """An expiry without a zone passed the load and then failed every call of that key
    (a naive and an aware time compared: TypeError, UNKNOWN); a non-date did the same."""
    path = tmp_path / "keys.json"
    row = {"id": "k", "namespace": "acme", "role": "agent", "sha256": "0" * 64,
           "created_at": utcnow().isoformat(), "expires_at": bad}  # fmt: skip
    path.write_text(json.dumps({"keys": [row]}))
    with pytest.raises(FailedPrecondition, match="not a valid key file"):
        Keystore(path)


def test_keys_list_shows_the_expiry_as_create_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """create said "expires 2027-03-01 10:00 UTC", list "expires 2027-03-01T10:00" (no zone:
    read as local time by an operator east or west of UTC)."""
    args = ["keys", "--data-dir", str(tmp_path)]
    assert cli.main([*args, "create", "--namespace", "acme", "--role", "agent",
                     "--expires-in", "2099-03-01T10:00+00:00"]) == 0  # fmt: skip
    assert ", expires 2099-03-01 10:00 UTC)" in capsys.readouterr().out
    assert cli.main([*args, "list"]) == 0
    assert "  expires 2099-03-01 10:00 UTC" in capsys.readouterr().out


def test_export_from_a_service_with_smaller_pages_reads_the_whole_log(
    server_factory: Callable[..., MemcueServer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Memories and proposals fell back to the service's default page; the log asked for
    pages of 500 only, so a service with max_page_size=100 failed every export (INVALID_
    ARGUMENT page_size) after the memories were written."""
    from service.settings import Limits

    _no_env(monkeypatch)
    limits = Limits(max_page_size=100, default_page_size=40)
    small = server_factory(tmp_path / "small", limits=limits)
    with connect(small) as mc:
        for i in range(45):
            mc.remember("ex-bo", f"Bo's note number {i} about the garden shed")
    out = tmp_path / "bo.jsonl"
    argv = ["export", "--target", small.address, "--peer", "ex-bo", "--out", str(out)]
    assert cli.main([*argv, "--api-key", operator_key(small)]) == 0, capsys.readouterr().err
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert sum(r["type"] == "memory" for r in records) == 45
    assert sum(r["type"] == "event" for r in records) >= 45


def test_export_of_a_peer_with_nothing_kept_says_so(
    tenant: Tenant,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`--peer Ivy` for the peer `ivy` wrote a header-only file and "exported 0 memories":
    read as "nothing is kept about me" with no hint that the id may be wrong."""
    _no_env(monkeypatch)
    with tenant.client() as mc:
        mc.remember("ex-ivy", "Ivy keeps bees")
    out = tmp_path / "ivy.jsonl"
    argv = ["export", "--target", tenant.server.address, "--peer", "Ex-Ivy", "--out", str(out)]
    assert cli.main([*argv, "--api-key", tenant.key(Role.READER)]) == 0
    err = capsys.readouterr().err
    assert f"nothing is kept about peer 'Ex-Ivy' in namespace {tenant.namespace!r}" in err
    assert "compared exactly" in err


def test_export_over_tls_with_a_reader_key(
    server_factory: Callable[..., MemcueServer],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The access request of a TLS deployment: export takes the TLS flags like every client
    command (a guard, passing before: seen working in the review)."""
    from tests.tls_certs import Authority

    _no_env(monkeypatch)
    ca = Authority(tmp_path / "ca", "ca")
    issued = ca.issue("server", dns=("memcue.example.org",))
    tls = {"cert_file": issued.cert, "key_file": issued.key}
    srv = server_factory(tmp_path / "tls", tls=tls)
    reader = Keystore(srv.app.settings.data_dir / "keys.json").create("default", Role.READER)[1]
    admin = ["--target", srv.address, "--tls-ca", str(ca.cert)]
    admin += ["--tls-domain", "memcue.example.org"]
    assert cli.main(["remember", "--peer", "tls-ann", "Ann sails", *admin,
                     "--api-key", operator_key(srv)]) == 0  # fmt: skip
    out = tmp_path / "ann.jsonl"
    argv = ["export", "--peer", "tls-ann", "--out", str(out), *admin, "--api-key", reader]
    assert cli.main(argv) == 0, capsys.readouterr().err
    contents = [json.loads(line).get("content") for line in out.read_text().splitlines()]
    assert "Ann sails" in contents
