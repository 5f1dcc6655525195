"""TLS from the outside (s130 review): what a user of the CLI and an operator running the
scripts met once the gRPC port served TLS.

Before: MEMCUE_TARGET naming another service was sent the local service's certificate as
its only trust anchor (and a plaintext service there was unreachable); a refused handshake
printed gRPC's words and no flag to try (one, a name only in the certificate's CN, was even
followed by the hint about a revoked API key); the benchmark scripts' servers inherited the
shell's TLS settings and their plaintext clients were turned away.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from service.adapters.aw_process import free_port
from service.api.server import MemcueServer
from service.client import MemcueClient, TLSConfig
from service.errors import InvalidArgument
from tests.conftest import operator_key
from tests.tls_certs import Authority, Issued


def _tls(issued: Issued, client_ca: Path | None = None) -> dict[str, object]:
    return {"cert_file": issued.cert, "key_file": issued.key, "client_ca_file": client_ca}


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shell with no service configured in it: the CLI's defaults are plaintext."""
    monkeypatch.chdir(tmp_path)
    for var in list(os.environ):
        if var.startswith("MEMCUE_"):
            monkeypatch.delenv(var)
    monkeypatch.setenv("MEMCUE_DATA_DIR", str(tmp_path / "no-data"))


def test_memcue_target_elsewhere_is_not_sent_the_local_certificate(
    server_factory: Callable[..., MemcueServer],
    tmp_path: Path,
    elsewhere: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The shell configures a local service with TLS; MEMCUE_TARGET names another one (here
    plaintext). The local certificate is that service's trust, not the other's."""
    from service import cli

    ca = Authority(tmp_path / "ca", "ca")
    issued = ca.issue("server", dns=("memcue.example.org",))
    other = server_factory()  # plaintext, on loopback
    monkeypatch.setenv("MEMCUE_TLS__CERT_FILE", str(issued.cert))
    monkeypatch.setenv("MEMCUE_TLS__KEY_FILE", str(issued.key))
    monkeypatch.setenv("MEMCUE_PORT", str(free_port()))  # the local service (not running)
    monkeypatch.setenv("MEMCUE_TARGET", other.address)
    assert cli.main(["status", "--api-key", operator_key(other)]) == 0, capsys.readouterr().err
    assert "SERVING" in capsys.readouterr().out
    # and with MEMCUE_TARGET the configured address, its certificate is still trusted
    monkeypatch.setenv("MEMCUE_PORT", "50051")
    monkeypatch.setenv("MEMCUE_TARGET", "127.0.0.1:50051")
    assert cli.build_parser().parse_args(["status"]).local.tls is not None


def _refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    from service import cli

    assert cli.main(args) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return [line for line in err.splitlines() if line.startswith(("error:", "hint:"))]


def test_a_refused_handshake_names_the_flag_that_helps(
    server_factory: Callable[..., MemcueServer],
    tmp_path: Path,
    elsewhere: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    ca, clients = Authority(tmp_path / "ca", "ca"), Authority(tmp_path / "clients", "clients")
    public = ca.issue("server", dns=("memcue.example.org",))
    named = server_factory(tmp_path / "named", tls=_tls(public))
    key = ["--api-key", operator_key(named)]
    at = ["status", "--target", named.address, *key]

    _, hint = _refused([*at, "--tls"], capsys)  # the system's CAs: not this private one
    assert hint.startswith("hint: the certificate ") and "pass --tls-ca" in hint
    _, hint = _refused([*at, "--tls-ca", str(ca.cert)], capsys)  # reached as 127.0.0.1
    assert "pass --tls-domain" in hint

    mtls = server_factory(
        tmp_path / "mtls",
        tls=_tls(ca.issue("mtls", dns=("memcue.example.org",)), client_ca=clients.cert),
    )
    to_mtls = ["status", "--target", mtls.address, "--api-key", operator_key(mtls)]
    _, hint = _refused(
        [*to_mtls, "--tls-ca", str(ca.cert), "--tls-domain", "memcue.example.org"], capsys
    )
    assert "pass --tls-cert and --tls-key" in hint

    plain = server_factory(tmp_path / "plain")  # TLS asked of a plaintext port
    to_plain = ["status", "--target", plain.address, "--api-key", operator_key(plain)]
    _, hint = _refused([*to_plain, "--tls-ca", str(ca.cert)], capsys)
    assert "does not seem to serve TLS" in hint

    # A certificate with its name only in the CN (no subjectAltName): gRPC checks an IP
    # address against the subjectAltName only, and says UNAUTHENTICATED, which was
    # followed by the hint about the API key.
    cn_only = server_factory(tmp_path / "cn", tls=_tls(ca.issue("127.0.0.1")))
    to_cn = ["status", "--target", cn_only.address, "--api-key", operator_key(cn_only)]
    _, hint = _refused([*to_cn, "--tls-ca", str(ca.cert)], capsys)
    assert "pass --tls-domain" in hint and "key" not in hint


@pytest.mark.slow  # a real `memcue serve` start-up (the model loads)
def test_a_benchmark_server_is_plaintext_on_loopback_whatever_the_shell_serves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """scripts/benchkit.py starts `memcue serve` for the benchmarks and evals, whose clients
    call 127.0.0.1 in plaintext: an operator's shell with the service's TLS settings (or
    another MEMCUE_HOST) made every call fail."""
    from scripts.benchkit import running_memcue

    issued = Authority(tmp_path / "ca", "ca").issue("server", ips=("127.0.0.1",))
    monkeypatch.setenv("MEMCUE_TLS__CERT_FILE", str(issued.cert))
    monkeypatch.setenv("MEMCUE_TLS__KEY_FILE", str(issued.key))
    monkeypatch.setenv("MEMCUE_HOST", "0.0.0.0")
    with (
        running_memcue(tmp_path / "memcue") as served,
        MemcueClient(served.target, timeout=30, api_key=served.api_key) as mc,
    ):
        assert mc.health() == "SERVING"


def test_client_tls_files_holding_the_wrong_thing_are_refused_naming_the_file(
    tmp_path: Path,
) -> None:
    """A key given as the CA, a certificate as the key, a key not the certificate's: each
    passed the "-----BEGIN" check, and every call then failed with gRPC's "Failed to create
    security handshaker" (and C-core log lines), naming no file."""
    ca = Authority(tmp_path / "ca", "ca")
    agent, other = ca.issue("agent", client=True), ca.issue("other", client=True)
    junk = tmp_path / "junk.pem"
    junk.write_text("-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n")
    cases: list[tuple[Path | None, Path | None, Path | None, str]] = [
        (agent.key, None, None, f"the CA certificate {agent.key} holds no PEM certificate"),
        (junk, None, None, f"the CA certificate {junk} holds no PEM certificate"),
        (None, agent.key, agent.key, f"the client certificate {agent.key} holds no PEM"),
        (None, agent.cert, agent.cert, f"the client private key {agent.cert} is not an unenc"),
        (None, agent.cert, other.key, f"the client private key {other.key} is not the key of"),
    ]
    for ca_file, cert, key, message in cases:
        with pytest.raises(InvalidArgument) as refused:
            TLSConfig.from_files(ca=ca_file, cert=cert, key=key)
        assert refused.value.message.startswith(message), refused.value.message
    good = TLSConfig.from_files(ca=ca.cert, cert=agent.cert, key=agent.key)
    assert good.client_cert == agent.cert.read_bytes()


def test_an_ipv6_host_is_served_and_the_cli_reaches_it(
    server_factory: Callable[..., MemcueServer],
    tmp_path: Path,
    elsewhere: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """MEMCUE_HOST=::1 was joined with the port as "::1:50051", which gRPC reads as another
    address: the service said its port was in use, and the CLI aimed at nothing."""
    from service import cli

    issued = Authority(tmp_path / "ca", "ca").issue("server", ips=("::1",))
    server = server_factory(tmp_path / "v6", host="::1", tls=_tls(issued))
    assert server.address == f"[::1]:{server.port}"
    monkeypatch.setenv("MEMCUE_HOST", "::1")
    monkeypatch.setenv("MEMCUE_PORT", str(server.port))
    monkeypatch.setenv("MEMCUE_DATA_DIR", str(tmp_path / "v6"))
    monkeypatch.setenv("MEMCUE_TLS__CERT_FILE", str(issued.cert))
    monkeypatch.setenv("MEMCUE_TLS__KEY_FILE", str(issued.key))
    assert cli.main(["status"]) == 0, capsys.readouterr().err
    assert "SERVING" in capsys.readouterr().out


@pytest.mark.slow  # the eval builds the app (the model loads)
def test_the_working_memory_eval_serves_itself_in_plaintext_whatever_the_shell_serves(
    tmp_path: Path,
) -> None:
    """scripts/eval_working_memory.py runs its own server and calls it in plaintext: with the
    shell's MEMCUE_TLS__* it served TLS and the first call was turned away."""
    import json
    import subprocess
    import sys

    from tests.test_eval_locomo import TINY

    issued = Authority(tmp_path / "ca", "ca").issue("server", ips=("127.0.0.1",))
    data = tmp_path / "locomo.json"
    data.write_text(json.dumps(TINY))
    env = {
        **os.environ,
        "MEMCUE_TLS__CERT_FILE": str(issued.cert),
        "MEMCUE_TLS__KEY_FILE": str(issued.key),
    }
    args = ["--data", str(data), "--conversations", "1", "--budgets", "500", "--no-recall"]
    args += ["--out", str(tmp_path / "wm.json"), "--data-dir", str(tmp_path / "memcue")]
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.run(
        [sys.executable, str(root / "scripts" / "eval_working_memory.py"), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads((tmp_path / "wm.json").read_text())


def test_bench_scale_starts_its_servers_without_the_shells_tls(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """scripts/bench_scale.py starts `memcue serve` itself and waits for its plaintext health
    call to answer SERVING, retrying every error: with the shell's MEMCUE_TLS__* the child
    served TLS and the benchmark waited forever."""
    import subprocess

    from scripts import bench_scale

    monkeypatch.setenv("MEMCUE_TLS__CERT_FILE", str(tmp_path / "tls.crt"))
    monkeypatch.setenv("MEMCUE_TLS__KEY_FILE", str(tmp_path / "tls.key"))
    monkeypatch.setenv("MEMCUE_HOST", "0.0.0.0")
    seen: dict[str, str] = {}

    class Started(Exception):
        pass

    def popen(*args: object, env: dict[str, str], **kwargs: object) -> subprocess.Popen[str]:
        seen.update(env)
        raise Started

    monkeypatch.setattr(subprocess, "Popen", popen)
    with pytest.raises(Started):
        bench_scale.start(tmp_path / "memcue", {"MEMCUE_EMBEDDING_THREADS": "1"})
    assert not [k for k in seen if k.startswith("MEMCUE_TLS__")]
    assert seen["MEMCUE_HOST"] == "127.0.0.1" and seen["MEMCUE_EMBEDDING_THREADS"] == "1"
