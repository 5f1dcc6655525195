"""TLS on the gRPC port: keys travel in call metadata, so a service reached over a network
must not send them in clear. Real servers (the app, aw-server, Chroma) with throwaway CAs.

What a user notices: a client that trusts the server's CA works; a plaintext client, or one
that trusts another CA, is turned away; with client certificates required, only a client
with one the configured CA signed gets in; a renewed certificate is served to new
connections without a restart (and a half-written one is not); a bad certificate file stops
`memcue serve` at once with one line naming the setting and the file.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from pydantic import ValidationError

from service.adapters.aw_process import free_port
from service.api.server import MemcueServer
from service.api.tls import load_server_tls, local_client_tls
from service.client import MemcueClient, TLSConfig
from service.errors import FailedPrecondition, InvalidArgument, Unavailable
from service.settings import Settings, TlsSettings
from tests.conftest import operator_key, running_child, serve_banner
from tests.tls_certs import Authority, Issued

MEMCUE = str(Path(sys.executable).parent / "memcue")


def _client(server: MemcueServer, tls: TLSConfig | None) -> MemcueClient:
    return MemcueClient(server.address, timeout=10, api_key=operator_key(server), tls=tls)


def _reaches(server: MemcueServer, tls: TLSConfig | None) -> bool:
    with _client(server, tls) as mc:
        try:
            mc.status()
        except Unavailable:
            return False
    return True


def _tls(issued: Issued, client_ca: Path | None = None) -> dict[str, object]:
    return {"cert_file": issued.cert, "key_file": issued.key, "client_ca_file": client_ca}


def test_a_client_that_trusts_the_ca_is_served_and_others_are_turned_away(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    ca, rogue = Authority(tmp_path / "ca", "ca"), Authority(tmp_path / "rogue", "rogue")
    server = server_factory(tls=_tls(ca.issue("server", ips=("127.0.0.1",))))
    trusted = TLSConfig.from_files(ca=ca.cert)
    with _client(server, trusted) as mc:
        mc.remember("alice", "Alice is allergic to peanuts")
        (hit,) = mc.recall("alice", "what can she not eat?", top_k=1)
        assert hit.memory.content == "Alice is allergic to peanuts"
    assert not _reaches(server, None)  # plaintext: the key would have gone in clear
    assert not _reaches(server, TLSConfig.from_files(ca=rogue.cert))
    with _client(server, trusted) as mc:  # nothing the refused calls did changed anything
        assert [m.content for m in mc.list("alice").memories] == ["Alice is allergic to peanuts"]


def test_a_certificate_named_for_the_public_host_is_checked_against_that_name(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    ca = Authority(tmp_path / "ca", "ca")
    issued = ca.issue("server", dns=("memcue.example.org",))
    server = server_factory(tls=_tls(issued))
    assert not _reaches(server, TLSConfig.from_files(ca=ca.cert))  # 127.0.0.1 is not its name
    assert _reaches(server, TLSConfig.from_files(ca=ca.cert, domain="memcue.example.org"))
    # The CLI's default and the MCP listener inside `memcue serve`: the server's own file.
    local = local_client_tls(server.app.settings.tls, "127.0.0.1")
    assert local is not None and local.domain == "memcue.example.org"
    assert _reaches(server, local)


def test_client_certificates_required(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    ca, clients = Authority(tmp_path / "ca", "ca"), Authority(tmp_path / "clients", "clients")
    rogue = Authority(tmp_path / "rogue", "rogue")
    server = server_factory(tls=_tls(ca.issue("server", ips=("127.0.0.1",)), clients.cert))
    agent, stranger = clients.issue("agent", client=True), rogue.issue("x", client=True)
    assert not _reaches(server, TLSConfig.from_files(ca=ca.cert))
    assert not _reaches(
        server, TLSConfig.from_files(ca=ca.cert, cert=stranger.cert, key=stranger.key)
    )
    assert _reaches(server, TLSConfig.from_files(ca=ca.cert, cert=agent.cert, key=agent.key))


def test_a_renewed_certificate_is_served_without_a_restart(
    server_factory: Callable[..., MemcueServer], tmp_path: Path
) -> None:
    old, new = Authority(tmp_path / "old", "old"), Authority(tmp_path / "new", "new")
    live = Issued(tmp_path / "live.crt", tmp_path / "live.key")
    first = old.issue("server", ips=("127.0.0.1",))
    live.cert.write_bytes(first.cert.read_bytes())
    live.key.write_bytes(first.key.read_bytes())
    server = server_factory(tls=_tls(live))
    assert _reaches(server, TLSConfig.from_files(ca=old.cert))

    renewed = new.issue("server", ips=("127.0.0.1",))
    live.cert.write_bytes(renewed.cert.read_bytes())  # the certificate first, not yet the key
    time.sleep(0.01)
    # a mismatched pair is not served: the old one is kept, and new connections still work
    assert _reaches(server, TLSConfig.from_files(ca=old.cert))
    live.key.write_bytes(renewed.key.read_bytes())
    assert _reaches(server, TLSConfig.from_files(ca=new.cert))
    assert not _reaches(server, TLSConfig.from_files(ca=old.cert))


def test_bad_tls_files_are_refused_naming_the_setting_and_the_file(tmp_path: Path) -> None:
    ca = Authority(tmp_path / "ca", "ca")
    good, other = ca.issue("good", ips=("127.0.0.1",)), ca.issue("other")
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a certificate\n")
    expired = ca.issue("expired", days=0)
    cases = [
        (TlsSettings(cert_file=tmp_path / "nope.crt", key_file=good.key), "cannot read"),
        (TlsSettings(cert_file=garbage, key_file=good.key), "holds no PEM certificate"),
        (TlsSettings(cert_file=good.cert, key_file=garbage), "not an unencrypted PEM"),
        (TlsSettings(cert_file=good.cert, key_file=other.key), "is not the key of"),
        (TlsSettings(cert_file=expired.cert, key_file=expired.key), "expired on"),
        (
            TlsSettings(cert_file=good.cert, key_file=good.key, client_ca_file=garbage),
            "tls.client_ca_file",
        ),
    ]
    for tls, message in cases:
        with pytest.raises(FailedPrecondition, match=message):
            load_server_tls(tls)
    assert load_server_tls(TlsSettings(cert_file=good.cert, key_file=good.key)) is not None
    with pytest.raises(ValidationError, match="go together"):
        Settings(tls={"cert_file": good.cert})
    with pytest.raises(InvalidArgument, match="cannot read the CA certificate"):
        TLSConfig.from_files(ca=tmp_path / "missing.pem")
    with pytest.raises(InvalidArgument, match="is not PEM"):
        TLSConfig.from_files(ca=garbage)
    with pytest.raises(InvalidArgument, match="needs its private key"):
        TLSConfig(client_cert=good.cert.read_bytes())
    # a certificate expiring soon is served (and logged), not refused
    soon = datetime.now(UTC) + timedelta(days=29)
    assert load_server_tls(TlsSettings(cert_file=good.cert, key_file=good.key), now=soon)


def test_memcue_serve_refuses_a_bad_setting_at_once_in_one_line(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a certificate\n")
    base = {**os.environ, "MEMCUE_DATA_DIR": str(tmp_path / "data"), "MEMCUE_PORT": "0"}
    for env, message in (
        (
            {"MEMCUE_TLS__CERT_FILE": str(garbage), "MEMCUE_TLS__KEY_FILE": str(garbage)},
            f"error: tls.cert_file {garbage} holds no PEM certificate",
        ),
        ({"MEMCUE_TLS__CERT_FILE": str(garbage)}, "error: setting tls: "),
        ({"MEMCUE_PORT": "fifty"}, "error: setting port: "),
    ):
        start = time.monotonic()
        out = subprocess.run(
            [MEMCUE, "serve"], env={**base, **env}, capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 2, out.stderr
        assert out.stderr.startswith(message), out.stderr
        assert "Traceback" not in out.stderr
        # refused before the model loaded or aw-server started
        assert not (tmp_path / "data" / "activitywatch").exists()
        assert time.monotonic() - start < 60


@pytest.mark.slow  # a real `memcue serve` start-up (the model loads): 10-18 s here
def test_memcue_serve_with_tls_the_cli_and_its_mcp_listener_reach_it(tmp_path: Path) -> None:
    """The two-command path with TLS on: the CLI next to the config trusts the server's own
    certificate by default (named for a public host, reached on 127.0.0.1), another target
    is plaintext and is told to pass --tls-ca, and the MCP listener inside `memcue serve`
    reaches the gRPC port over TLS."""
    ca = Authority(tmp_path / "ca", "ca")
    issued = ca.issue("server", dns=("memcue.example.org",))
    port, mcp_port = free_port(), free_port()
    env = {
        **os.environ,
        "MEMCUE_DATA_DIR": str(tmp_path / "data"),
        "MEMCUE_PORT": str(port),
        "MEMCUE_TLS__CERT_FILE": str(issued.cert),
        "MEMCUE_TLS__KEY_FILE": str(issued.key),
        "MEMCUE_MCP__HTTP": "true",
        "MEMCUE_MCP__PORT": str(mcp_port),
    }
    with running_child([MEMCUE, "serve"], env) as proc:
        banner = serve_banner(proc)
        assert banner[0].strip() == f"Memcue listening on 127.0.0.1:{port}", banner
        assert any(line.startswith("  TLS:") and "memcue.example.org" in line for line in banner)

        def cli(*args: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run(
                [MEMCUE, *args], env=env, capture_output=True, text=True, timeout=60
            )

        wrote = cli("remember", "--peer", "alice", "Alice is allergic to peanuts")
        assert wrote.returncode == 0 and wrote.stdout.startswith("created  m_"), wrote.stderr
        other = f"localhost:{port}"  # not the configured target: plaintext unless told
        refused = cli("recall", "--peer", "alice", "peanuts", "--target", other)
        assert refused.returncode == 2 and "pass --tls-ca" in refused.stderr, refused.stderr
        told = cli(
            "recall", "--peer", "alice", "peanuts", "--target", other,
            "--tls-ca", str(ca.cert), "--tls-domain", "memcue.example.org",
        )  # fmt: skip
        assert told.returncode == 0 and "allergic to peanuts" in told.stdout, told.stderr

        key = (tmp_path / "data" / "operator.key").read_text().strip()

        async def main() -> None:
            headers = {"Authorization": f"Bearer {key}", "X-Memcue-Peer": "alice"}
            url = f"http://127.0.0.1:{mcp_port}/mcp"
            async with (
                httpx2.AsyncClient(headers=headers, timeout=30) as http,
                Client(streamable_http_client(url, http_client=http)) as client,
            ):
                result = await client.call_tool("memory_search", {"query": "food to avoid"})
                text = "\n".join(c.text for c in result.content if c.type == "text")
                assert not result.is_error and "allergic to peanuts" in text, text

        asyncio.run(main())
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
