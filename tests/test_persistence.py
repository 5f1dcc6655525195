"""Restarts, the recorded embedding model, and Chroma in client/server mode."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import httpx
import numpy as np
import pytest

from service.adapters.aw_process import free_port
from service.adapters.chroma_index import ChromaIndex
from service.crypto import PeerKeys, Sealer
from service.domain import Partition, WriteResult
from service.errors import FailedPrecondition, IndexModelMismatch
from service.ports import Vector
from tests.conftest import connect


def test_restart_on_the_same_data_dir_keeps_every_memory(server_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    srv = server_factory(data)
    friends = ["Ana", "Ben", "Chloe", "Dev", "Emma", "Femi", "Gus", "Hana", "Ivo", "Jun"]
    cities = ["Lisbon", "Oslo", "Quito", "Hanoi"]
    contents = [f"Alice's friend {f} visited {c}" for f in friends for c in cities]
    with connect(srv) as mc:
        results = mc.remember_batch("alice", contents)
        ids = {r.memory.id for r in results if isinstance(r, WriteResult)}
        assert len(ids) == 40
        mc.remember("bob", "Bob collects vinyl records")
    srv.stop()
    again = server_factory(data)
    with connect(again) as mc:
        assert {m.id for m in mc.iter_all("alice")} == ids
        assert (
            mc.recall("bob", "music collection")[0].memory.content == "Bob collects vinyl records"
        )
        assert mc.recall("alice", "Which city did Dev visit? Hanoi", top_k=1)[0].memory.content == (
            "Alice's friend Dev visited Hanoi"
        )
    # The log lives under the data dir too: the restarted aw-server still has every event.
    events = again.app.log.read(Partition("default", "alice"), limit=1000)
    assert {e.data["memory"]["id"] for e in events} == ids


class OtherModel:
    """A stand-in embedder that only differs in its model id (startup check, no encoding)."""

    model_id = "example/other-model"
    dimension = 384

    def embed_documents(self, texts) -> Vector:
        return np.zeros((len(texts), 384), dtype=np.float32)

    def embed_query(self, text: str) -> Vector:
        return np.zeros(384, dtype=np.float32)

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        return self.embed_documents(texts)


def test_starting_with_another_model_fails_with_both_names(app_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    app_factory(data).close()
    with pytest.raises(IndexModelMismatch) as err:
        ChromaIndex.embedded(
            data / "chroma",
            embedding_model=OtherModel.model_id,
            dimension=384,
            sealer=Sealer(PeerKeys(tmp_path / "keys.sqlite3")),
        )
    assert isinstance(err.value, FailedPrecondition)
    assert "sentence-transformers/all-MiniLM-L6-v2" in err.value.message
    assert "example/other-model" in err.value.message
    # The service refuses to start and leaves no aw-server behind.
    from service.app import build_app
    from tests.conftest import make_settings

    with pytest.raises(IndexModelMismatch):
        build_app(make_settings(data), embedder=OtherModel())


@pytest.fixture
def chroma_server(tmp_path: Path) -> Iterator[str]:
    port = free_port()
    exe = Path(sys.executable).parent / "chroma"
    proc = subprocess.Popen(
        [
            str(exe),
            "run",
            "--path",
            str(tmp_path / "chroma-srv"),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/api/v2/heartbeat", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("chroma run did not come up")
    yield url
    proc.terminate()
    proc.wait(timeout=20)


@pytest.mark.slow
def test_chroma_server_mode(server_factory, chroma_server: str, tmp_path: Path) -> None:
    srv = server_factory(tmp_path / "data", chroma_url=chroma_server)
    with connect(srv) as mc:
        mid = mc.remember("alice", "Alice is learning Japanese").memory.id
        mc.remember("bob", "Bob is learning Japanese")
        hits = mc.recall("alice", "which language is she studying?")
        assert [h.memory.id for h in hits] == [mid]
    # Nothing was written to an embedded Chroma dir: the server holds the index.
    assert not (tmp_path / "data" / "chroma").exists()
    srv.stop()
    # Same data dir (it holds the peers' keys); the index itself lives in the Chroma server.
    again = server_factory(tmp_path / "data", chroma_url=chroma_server)
    with connect(again) as mc:
        assert mc.get("alice", mid).content == "Alice is learning Japanese"
