"""Shared fixtures: the real model (loaded once), real aw-server processes, real Chroma dirs.

Two kinds of servers:

- `server`, `server_factory`, `app_factory`, `client`, `aw_server` (function scope): a fresh
  data dir, aw-server and Chroma per test. For tests that restart, crash, stop ActivityWatch,
  grep files, sweep, count keys or need settings of their own.
- `shared_server` (session scope) with `tenant` / `tenant_client` (function scope): one server
  for the whole run; each test gets a namespace of its own (and keys for it), so it sees none
  of the data other tests wrote. Namespaces are the service's hard isolation boundary (every
  partition is its own ActivityWatch bucket, and the index scopes every read to the
  partition's key), which is what makes sharing safe. A test must not stop, restart or
reconfigure the shared server.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest

from service.adapters.activitywatch import bucket_id
from service.adapters.aw_process import AwServerProcess
from service.api.server import MemcueServer
from service.app import App, build_app, build_embedder
from service.auth import Keystore
from service.client import MemcueClient
from service.crypto import Sealer
from service.domain import Partition, Role, utcnow
from service.ports import Embedder
from service.settings import Settings

# One torch intra-op thread for the model in this process and in every `memcue serve` and
# script the tests start (they read MEMCUE_EMBEDDING_THREADS through Settings). On a busy
# 2-core machine two threads per model call spin against aw-server, Chroma and each other:
# measured here at 250-660 ms per short query with 2 threads against 17-20 ms with 1.
os.environ.setdefault("MEMCUE_EMBEDDING_THREADS", "1")
TEST_THREADS = int(os.environ["MEMCUE_EMBEDDING_THREADS"])


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The default model, as the service builds it: MiniLM on its verified int8 ONNX export."""
    return build_embedder(Settings(embedding_threads=TEST_THREADS))


@pytest.fixture
def aw_server(tmp_path: Path) -> Iterator[AwServerProcess]:
    """A real aw-server on a free loopback port with temporary XDG dirs."""
    proc = AwServerProcess(tmp_path / "aw")
    proc.start()
    yield proc
    proc.stop()


def aw_events(url: str, bucket: str, sealer: Sealer | None = None) -> list[dict[str, Any]]:
    """Reads a bucket back over aw-server's REST API (newest first, as aw-server returns it);
    with a sealer, the sealed part of each event is opened into its data."""
    resp = httpx.get(f"{url}/api/0/buckets/{bucket}/events", params={"limit": -1}, timeout=10)
    if resp.status_code == 404:
        return []
    resp.raise_for_status()
    events: list[dict[str, Any]] = resp.json()
    for event in events if sealer else ():
        data = event["data"]
        assert sealer is not None
        # the bucket names the partition: a hash of one with a key, or the namespace's
        known = {*sealer.partitions(), Partition(data["namespace"], "")}
        (partition,) = [p for p in known if bucket_id(p) == bucket]
        data.update(json.loads(sealer.open(partition, data.pop("sealed"))))
    return events


def make_settings(data_dir: Path, **overrides: Any) -> Settings:
    return Settings(**{"data_dir": data_dir, "port": 0, "log_json": False, **overrides})


@pytest.fixture
def app_factory(tmp_path: Path, embedder: Embedder) -> Iterator[Callable[..., App]]:
    """Builds apps through the composition root; each starts its own aw-server unless told."""
    apps: list[App] = []

    def build(
        data_dir: Path | None = None,
        *,
        clock: Callable[[], datetime] = utcnow,
        background: bool = True,
        **overrides: Any,
    ) -> App:
        # The shared MiniLM unless the test asks for another model or backend.
        own = {"embedding_model", "embedding_backend"} & overrides.keys()
        shared = None if own else embedder
        settings = make_settings(data_dir or tmp_path / "data", **overrides)
        app = build_app(settings, embedder=shared, clock=clock, background=background)
        apps.append(app)
        return app

    yield build
    for app in apps:
        app.close()


@pytest.fixture
def server_factory(app_factory: Callable[..., App]) -> Iterator[Callable[..., MemcueServer]]:
    servers: list[MemcueServer] = []

    def start(data_dir: Path | None = None, **overrides: Any) -> MemcueServer:
        srv = MemcueServer(app_factory(data_dir, **overrides))
        srv.start()
        servers.append(srv)
        return srv

    yield start
    for srv in servers:
        srv.stop(grace=1)


@pytest.fixture
def server(server_factory: Callable[..., MemcueServer]) -> MemcueServer:
    return server_factory()


def operator_key(server: MemcueServer) -> str:
    """The local operator key the service minted on first start."""
    return (server.app.settings.data_dir / "operator.key").read_text().strip()


def key_for(server: MemcueServer, namespace: str, role: Role) -> str:
    """Mints a key in the running server's key file (picked up without a restart)."""
    return Keystore(server.app.settings.data_dir / "keys.json").create(namespace, role)[1]


def connect(server: MemcueServer, key: str | None = None, **kwargs: Any) -> MemcueClient:
    return MemcueClient(server.address, timeout=30, api_key=key or operator_key(server), **kwargs)


class _AuthInterceptor(grpc.UnaryUnaryClientInterceptor):
    """Adds the Bearer header to raw-stub calls."""

    def __init__(self, key: str) -> None:
        self._metadata = [("authorization", f"Bearer {key}")]

    def intercept_unary_unary(self, continuation: Any, details: Any, request: Any) -> Any:
        details = details._replace(metadata=[*(details.metadata or []), *self._metadata])
        return continuation(details, request)


def stub_channel(server: MemcueServer, key: str | None = None) -> grpc.Channel:
    channel = grpc.insecure_channel(server.address)
    return grpc.intercept_channel(channel, _AuthInterceptor(key or operator_key(server)))


@pytest.fixture
def client(server: MemcueServer) -> Iterator[MemcueClient]:
    with connect(server) as mc:
        yield mc


# ------------------------------------------------------------------ one server per session


@pytest.fixture(scope="session")
def shared_server(
    tmp_path_factory: pytest.TempPathFactory, embedder: Embedder
) -> Iterator[MemcueServer]:
    """One real server (its own aw-server, Chroma dir and the session model) for every test
    that only needs a namespace of its own; see `tenant`. The expiry sweeper is pushed out
    of the way so it never runs in the middle of a test."""
    data = tmp_path_factory.mktemp("shared") / "data"
    app = build_app(make_settings(data, sweep_interval_s=3600.0), embedder=embedder)
    srv = MemcueServer(app)
    try:
        srv.start()
    except BaseException:
        app.close()
        raise
    yield srv
    srv.stop(grace=1)
    app.close()


@dataclass(frozen=True)
class Tenant:
    """A namespace of its own on a running server, with a key per role for it."""

    server: MemcueServer
    namespace: str
    keys: dict[Role, str] = field(repr=False)

    def key(self, role: Role = Role.OPERATOR) -> str:
        return self.keys[role]

    def client(self, role: Role = Role.OPERATOR, **kwargs: Any) -> MemcueClient:
        return connect(self.server, self.key(role), **kwargs)

    def channel(self, role: Role = Role.OPERATOR) -> grpc.Channel:
        return stub_channel(self.server, self.key(role))

    def partition(self, peer: str) -> Partition:
        return Partition(self.namespace, peer)

    def label(self, peer: str, topic: str = "") -> str:
        return f"{self.namespace}:{peer}" + (f":{topic}" if topic else "")

    def events(self, peer: str) -> list[dict[str, Any]]:
        """The peer's log bucket in ActivityWatch, opened (flushes the outbox first)."""
        app = self.server.app
        assert app.log.flush(timeout_s=30)
        return aw_events(app.aw_url, bucket_id(self.partition(peer)), app.sealer)


_tenant_numbers = itertools.count(1)
_minting = threading.Lock()


def new_tenant(server: MemcueServer, hint: str = "", *, namespace: str = "") -> Tenant:
    """A fresh namespace with an operator, agent and reader key. A counter keeps the name
    unique, the hint (a test name) keeps it legible; `namespace` names it exactly instead.
    The running server picks the keys up from its key file on their first use."""
    slug = re.sub(r"[^a-z0-9_-]+", "-", hint.lower()).strip("-")
    namespace = namespace or f"t{next(_tenant_numbers):04d}-{slug}"[:64].rstrip("-")
    path = server.app.settings.data_dir / "keys.json"
    with _minting:  # one writer at a time: each save rewrites the whole file
        keystore = Keystore(path)
        keys = {role: keystore.create(namespace, role)[1] for role in Role}
    return Tenant(server, namespace, keys)


@pytest.fixture
def tenant(shared_server: MemcueServer, request: pytest.FixtureRequest) -> Tenant:
    """A namespace of this test's own on the session's shared server."""
    return new_tenant(shared_server, request.node.name.removeprefix("test_"))


@pytest.fixture
def tenant_client(tenant: Tenant) -> Iterator[MemcueClient]:
    """An operator client of the test's own namespace on the shared server."""
    with tenant.client() as mc:
        yield mc


@contextmanager
def running_child(args: list[str], env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """A child process reading nothing, its stdout to read; killed if a test leaves it up."""
    proc = subprocess.Popen(
        args,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def serve_banner(proc: subprocess.Popen[str]) -> list[str]:
    """`memcue serve`'s start-up lines, up to and including "Stop with Ctrl-C."."""
    assert proc.stdout is not None
    banner = [proc.stdout.readline()]
    while banner[-1] and not banner[-1].startswith("Stop with"):
        banner.append(proc.stdout.readline())
    return banner


def invalid_argument(call: grpc.UnaryUnaryMultiCallable[Any, Any], request: object) -> str:
    """The details of the INVALID_ARGUMENT a raw-stub call must be refused with."""
    with pytest.raises(grpc.RpcError) as info:
        call(request, timeout=60)
    assert info.value.code() is grpc.StatusCode.INVALID_ARGUMENT, info.value.details()
    details = info.value.details()
    assert details is not None
    return details


# An MCP client's first request over streamable HTTP.
MCP_INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "1"},
    },
}
