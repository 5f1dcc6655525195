"""Forget(peer): the peer's content is gone from every file under the data dir; others stay."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from structlog.testing import capture_logs

from service.adapters import chroma_registry
from service.adapters.activitywatch import bucket_id
from service.adapters.chroma_index import ChromaIndex, partition_collection_name
from service.adapters.chroma_layout import REGISTRY_COLLECTION, partition_key
from service.adapters.chroma_purge import purge_dropped
from service.adapters.hybrid_index import HybridIndex
from service.crypto import PeerKeys, Sealer
from service.dedup.diff import derives
from service.domain import (
    DedupMode,
    Fact,
    Memory,
    Origin,
    Partition,
    Role,
    WriteResult,
)
from service.errors import FailedPrecondition, InvalidArgument, MemcueError, PermissionDenied
from service.recall import terms
from tests.conftest import aw_events, connect, key_for
from tests.memories import memory

CANARY = "canary-5d1e9b7c-quetzal"
ERASED = "zoe.erased-7f3a@example.org"
MODEL = "sentence-transformers/all-MiniLM-L6-v2"


def _grep(root: Path, needle: bytes) -> list[str]:
    found = []
    for dirpath, _, files in os.walk(root):
        for name in files:
            path = Path(dirpath) / name
            if needle in path.read_bytes():
                found.append(str(path.relative_to(root)))
    return found


def test_forget_leaves_no_trace_and_keeps_other_peers(server_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    srv = server_factory(data)
    with connect(srv) as mc:
        mc.remember("alice", f"Alice's secret word is {CANARY}", source_refs=[f"{CANARY}:1"])
        mc.remember(
            "alice",
            f"{CANARY} is what Alice calls her bike",
            attributes={"note": CANARY},
            fact=Fact("Alice", "calls her bike", CANARY),
            idempotency_key="k1",
        )
        mc.remember("alice", f"Alice calls her bike {CANARY}", origin=Origin.PEER)
        mc.remember("alice", "I have 2 kids")
        mc.remember("alice", "I have 3 kids")  # supersedes: still counted
        kept = mc.remember("bob", "Bob grows tomatoes on his balcony").memory
        # a peer id may be an e-mail address: it was left in Chroma's registry row and in
        # every event sent to ActivityWatch, in plain text
        mc.remember(ERASED, "Zoe prefers window seats")
        mc.record_event(ERASED, "proposal_made", text="Book the aisle anyway")
        assert srv.app.log.flush(timeout_s=30)
        assert _grep(data, CANARY.encode()) == []  # sealed at rest even before Forget

        agent = key_for(srv, "default", Role.AGENT)
        with connect(srv, agent) as agent_client, pytest.raises(PermissionDenied):
            agent_client.forget("alice")

        stored = len(list(mc.iter_all("alice", include_superseded=True)))
        assert stored >= 4
        assert mc.forget("alice") == stored
        assert mc.forget(ERASED) == 1
        # No word of hers is left in this process's text caches either (keyword stems,
        # derivations compared by dedup), not only on disk.
        assert terms._stem.cache_info().currsize == 0
        assert derives.cache_info().currsize == 0
        assert list(mc.iter_all("alice", include_superseded=True)) == []
        assert mc.recall("alice", "bike") == []
        # reads of a forgotten peer create nothing (a Recall minted it a key: its id was
        # written back into peer_keys.sqlite3)
        assert mc.recall(ERASED, "window seats") == []
        assert list(mc.iter_all(ERASED)) == [] and not mc.recent_proposals(ERASED)
        assert not mc.working_memory(ERASED, token_budget=200).memory_ids
        assert not mc.query_events(ERASED).events
    assert srv.app.log.flush(timeout_s=30)
    # The peer's log bucket is gone; the namespace log records who forgot how many.
    assert aw_events(srv.app.aw_url, bucket_id(Partition("default", "alice"))) == []
    audit = aw_events(srv.app.aw_url, bucket_id(Partition("default", "")), srv.app.sealer)
    forgets = [e["data"] for e in audit if e["data"]["op"] == "forget"]
    assert sorted(f["erased"] for f in forgets) == [1, stored]
    (forget,) = [f for f in forgets if f["erased"] == stored]
    assert forget["by"] == "local-operator"
    assert "alice" not in str(forget)
    # keyed: a reader of the namespace's log cannot test a guess against it
    assert forget["peer_hash"] != hashlib.sha256(b"alice").hexdigest()[:16]
    srv.stop()

    assert _grep(data, CANARY.encode()) == []
    assert _grep(data, ERASED.encode()) == []
    assert _grep(data, b"Alice calls her bike") == []
    again = server_factory(data)
    with connect(again) as mc:
        assert mc.get("bob", kept.id).content == "Bob grows tomatoes on his balcony"
        assert mc.recall("bob", "what does he grow?")[0].memory.id == kept.id
        assert list(mc.iter_all("alice", include_superseded=True)) == []
        # The peer can start over: a new key, a new partition.
        assert mc.remember("alice", "Alice is new here").outcome.value == "created"


@pytest.mark.parametrize("step", ["cursors", "index"])
def test_a_forget_cut_short_is_finished_at_the_next_start(
    server_factory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    """A Forget that fails part-way (a crash, a full disk) was never acknowledged, but the
    peer must not stay readable in the log, nor come back in a rebuild; the next start
    finishes the erasure. (Found by SIGKILLs during Forgets: the index was dropped first,
    and the log and key, still there, brought the peer back on a rebuild.)"""
    data = tmp_path / "data"
    srv = server_factory(data)
    with connect(srv) as mc:
        for i in range(5):
            mc.remember("alice", f"Alice's note {i}: {CANARY}", dedup=DedupMode.OFF)
        kept = mc.remember("bob", "Bob grows tomatoes on his balcony").memory
        assert srv.app.log.flush(timeout_s=30)

        def fail(partition: Partition) -> None:
            raise OSError("the disk went away")

        if step == "cursors":  # the last store's step
            monkeypatch.setattr(srv.app.cursors, "forget", fail)
        else:  # right after the key is destroyed: the index names a partition with none
            monkeypatch.setattr(srv.app.index, "drop", fail)
        with pytest.raises(MemcueError):
            mc.forget("alice")
    srv.stop()
    monkeypatch.undo()

    again = server_factory(data)
    assert again.app.sealer.erasures() == []  # finished before serving
    with connect(again) as mc:
        assert list(mc.iter_all("alice", include_superseded=True)) == []
        assert mc.query_events("alice").events == []
        assert mc.get("bob", kept.id).content == "Bob grows tomatoes on his balcony"
    assert again.app.log.flush(timeout_s=30)
    audit = aw_events(again.app.aw_url, bucket_id(Partition("default", "")), again.app.sealer)
    forgets = [e["data"] for e in audit if e["data"]["op"] == "forget"]
    assert [(f["by"], f["erased"]) for f in forgets] == [("recovery", 5)]
    again.stop()
    assert _grep(data, CANARY.encode()) == []


def test_forget_needs_a_peer(server) -> None:
    with connect(server) as mc, pytest.raises(InvalidArgument, match="peer_id is required"):
        mc.forget("")


# -- the vectors ----------------------------------------------------------------------------
#
# Chroma keeps a vector in two shapes: the raw float32 (little-endian) of its write-ahead log
# (`embeddings_queue` in chroma.sqlite3), and hnswlib's cosine copy in the HNSW segment files,
# v * (1 / (sqrt(sum of squares, summed in float32 order) + 1e-30)). Every search below looks
# for both (the cosine copy also one ulp either way) and for the vector `get` returns; a test
# first checks that the search finds the vectors where they are, so it cannot pass vacuously.

_WINDOW = 32  # bytes: 8 floats
_STEP = 48  # one window every 12 floats: 8 windows per 1,536-byte vector


def _shapes(vector: np.ndarray) -> list[bytes]:
    v = np.asarray(vector, dtype="<f4")
    norm = np.float32(np.sqrt(np.cumsum(v * v, dtype=np.float32)[-1]))
    inv = np.float32(1.0) / (norm + np.float32(1e-30))
    near = [np.nextafter(inv, np.float32(d), dtype=np.float32) for d in (-np.inf, np.inf)]
    return [v.tobytes()] + [(v * f).astype("<f4").tobytes() for f in (inv, *near)]


def _vector_copies(root: Path, needles: Sequence[Sequence[bytes]]) -> dict[str, set[int]]:
    """file -> indexes of the vectors (each given as its byte shapes) with at least one
    32-byte window anywhere in it. A full copy contains every window, so this finds full and
    partial copies alike. Files are read whole (binary), at every byte offset."""
    table: dict[int, list[tuple[int, bytes]]] = {}
    for i, shapes in enumerate(needles):
        for shape in shapes:
            for off in range(0, len(shape) - _WINDOW + 1, _STEP):
                window = shape[off : off + _WINDOW]
                table.setdefault(int.from_bytes(window[:8], "little"), []).append((i, window))
    keys = np.fromiter(table, dtype=np.uint64)
    found: dict[str, set[int]] = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            path = Path(dirpath) / name
            data = path.read_bytes()
            for align in range(8):  # 8-byte keys at every offset: 8 aligned views
                n = (len(data) - align) // 8
                if n <= 0:
                    continue
                view = np.frombuffer(data, dtype="<u8", count=n, offset=align)
                for k in np.flatnonzero(np.isin(view, keys)):
                    at = align + 8 * int(k)
                    for i, window in table[int(view[k])]:
                        if data[at : at + _WINDOW] == window:
                            found.setdefault(str(path.relative_to(root)), set()).add(i)
    return found


def _logged_vectors(db: Path, collection: str) -> list[np.ndarray]:
    """The raw vectors in a collection's write-ahead log. Read by a child process: a second
    SQLite library in this process would not respect Chroma's locks (chroma_purge.py). The
    child writes to a file, not a pipe: blocked on a full pipe while it holds its read lock,
    it would stall a Chroma write in this process, which holds the GIL while it waits for
    that lock, so this process could never read the pipe."""
    out_file = db.parent.parent / "logged-vectors.txt"
    code = (
        "import sqlite3, sys\n"
        "db = sqlite3.connect(f'file:{sys.argv[1]}?mode=ro', uri=True, timeout=30)\n"
        'rows = db.execute("SELECT q.vector FROM embeddings_queue q JOIN collections c "\n'
        "    \"ON q.topic = 'persistent://default/default/' || c.id WHERE c.name = ?\", \n"
        "    (sys.argv[2],)).fetchall()\n"
        "db.close()\n"
        "open(sys.argv[3], 'w').write('\\n'.join(v.hex() for (v,) in rows))\n"
    )
    subprocess.run([sys.executable, "-c", code, str(db), collection, str(out_file)], check=True)
    lines = out_file.read_text().split()
    out_file.unlink()
    return [np.frombuffer(bytes.fromhex(line), dtype="<f4") for line in lines]


def test_forget_leaves_no_vector_bytes(server_factory, tmp_path: Path) -> None:
    data = tmp_path / "data"
    srv = server_factory(data)
    alice, bob = Partition("default", "alice"), Partition("default", "bob")
    friends = ["Ana", "Ben", "Chloe", "Dev", "Emma", "Femi", "Gus", "Hana", "Ivo", "Jun"]
    facts = [
        f"Alice's friend {f} visited {c}" for f in friends for c in ("Lisbon", "Oslo", "Quito")
    ]
    with connect(srv) as mc:
        written = mc.remember_batch("alice", facts)
        assert len({r.memory.id for r in written if isinstance(r, WriteResult)}) == 30
        kept = [
            mc.remember("bob", text).memory
            for text in ("Bob grows tomatoes on his balcony", "Bob's sister is a pilot")
        ]

        srv.app.index.vectors.flush()  # the rows acknowledged above, in Chroma's files now
        raw = _logged_vectors(data / "chroma" / "chroma.sqlite3", partition_collection_name(alice))
        returned = [v for _, v in srv.app.index.with_vectors(alice)]
        assert len(raw) == len(returned) == 30
        needles = [_shapes(v) for v in raw] + [[v.astype("<f4").tobytes()] for v in returned]
        before = _vector_copies(data, needles)
        assert set().union(*before.values()) >= set(range(30))  # the search finds them

        assert mc.forget("alice") == 30
        # Searched while the service still runs: the purge happens during Forget, not at exit.
        assert _vector_copies(data, needles) == {}
        assert srv.app.index.count(bob) == 2
        assert mc.recall("bob", "what does he grow?")[0].memory.id == kept[0].id
    srv.stop()

    assert _vector_copies(data, needles) == {}
    again = server_factory(data)
    with connect(again) as mc:
        assert {m.id for m in mc.iter_all("bob")} == {m.id for m in kept}
        assert mc.get("bob", kept[1].id).content == "Bob's sister is a pilot"
        assert mc.recall("bob", "who flies planes?")[0].memory.id == kept[1].id
        assert list(mc.iter_all("alice")) == []


def _random_memories(peer: str, n: int, seed: int) -> tuple[list[Memory], np.ndarray]:
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((n, 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    now = datetime.now(UTC)
    memories = [
        memory(
            id=str(uuid.uuid4()),
            peer_id=peer,
            scope="",
            content=f"{peer} fact {i}",
            origin=Origin.PEER,
            verbatim=True,
            confidence=1.0,
            created_at=now,
            updated_at=now,
            occurred_at=now,
            embedding_model=MODEL,
        )
        for i in range(n)
    ]
    return memories, vectors


def test_drop_erases_the_hnsw_segment_files_too(tmp_path: Path) -> None:
    """1,000 vectors reach HNSW's sync threshold, so the index is also written to the
    collection's segment directory, which Chroma does not remove on its own."""
    index = ChromaIndex.embedded(
        tmp_path / "chroma",
        embedding_model=MODEL,
        dimension=384,
        sealer=Sealer(PeerKeys(tmp_path / "keys.sqlite3")),
    )
    alice, bob = Partition("default", "alice"), Partition("default", "bob")
    alice_memories, alice_vectors = _random_memories("alice", 1000, seed=1)
    bob_memories, bob_vectors = _random_memories("bob", 50, seed=2)
    index.upsert(bob_memories, bob_vectors)
    for start in range(0, 1000, 250):
        index.upsert(alice_memories[start : start + 250], alice_vectors[start : start + 250])

    needles = [_shapes(v) for v in alice_vectors]
    before = _vector_copies(tmp_path, needles)
    in_segments = {f for f in before if f.endswith("data_level0.bin")}
    assert len(in_segments) == 1
    (segment_file,) = in_segments
    assert before[segment_file] == set(range(1000))
    segment_dir = tmp_path / Path(segment_file).parent

    assert index.drop(alice) == 1000
    assert not segment_dir.exists()
    assert _vector_copies(tmp_path, needles) == {}
    assert index.count(bob) == 50
    for i in (0, 17, 49):
        assert index.query(bob, bob_vectors[i], 1)[0][0].id == bob_memories[i].id


def test_purge_without_local_files_logs_instead_of_failing(tmp_path: Path) -> None:
    # A remote index (HttpClient) has no local path: nothing is purged, and it says so.
    with capture_logs() as logs:
        assert purge_dropped(None) is False
        assert purge_dropped(tmp_path / "not-a-chroma-dir") is False
    assert [e["event"] for e in logs] == ["chroma.purge_skipped", "chroma.purge_failed"]
    assert logs[0]["log_level"] == "warning" and logs[1]["log_level"] == "error"


def test_a_registry_written_with_peer_ids_is_rewritten_without_them(tmp_path: Path) -> None:
    """Registry rows held the peer id, and Chroma's log kept every row as first written,
    a forgotten peer's included: its e-mail address stayed in `chroma.sqlite3` for good."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    kept, gone = "kept.person@example.org", "gone.person@example.org"
    index = ChromaIndex.embedded(
        tmp_path / "chroma", embedding_model=MODEL, dimension=384, sealer=sealer
    )
    memories, vectors = _random_memories(kept, 5, seed=3)
    index.upsert(memories, vectors)
    index.flush()
    # as a version before this one wrote them (the index's own client: one per path)
    registry = index._client.get_collection(REGISTRY_COLLECTION, embedding_function=None)
    for peer in (kept, gone):
        key = partition_key(Partition("default", peer))
        meta = {"namespace": "default", "peer_id": peer, "dedicated": False}
        registry.upsert(ids=[key], embeddings=[[0.0]], metadatas=[meta])
    registry.delete(ids=[partition_key(Partition("default", gone))])  # forgotten then
    index.close()
    assert _grep(tmp_path / "chroma", gone.encode()) == ["chroma.sqlite3"]

    again = ChromaIndex.embedded(
        tmp_path / "chroma", embedding_model=MODEL, dimension=384, sealer=sealer
    )
    assert again.partitions() == [Partition("default", kept)]
    assert again.count(Partition("default", kept)) == 5
    assert again.query(Partition("default", kept), vectors[2], 1)[0][0].id == memories[2].id
    rows = again._client.get_collection(REGISTRY_COLLECTION, embedding_function=None).get()
    assert rows["metadatas"] == [{"namespace": "default", "dedicated": False}]
    # a crash after the rewrite's rename and before its purge: the next start purges
    late = "late.person@example.org"
    old = again._client.create_collection("old-registry", embedding_function=None)
    meta = {"namespace": "default", "peer_id": late, "dedicated": False}
    old.add(ids=["f" * 32], embeddings=[[0.0]], metadatas=[meta])
    again._client.delete_collection("old-registry")  # deleted, its pages not yet purged
    again.close()
    assert _grep(tmp_path / "chroma", gone.encode()) == []
    assert _grep(tmp_path / "chroma", late.encode()) == ["chroma.sqlite3"]
    (tmp_path / "chroma" / chroma_registry.PENDING).touch()
    ChromaIndex.embedded(
        tmp_path / "chroma", embedding_model=MODEL, dimension=384, sealer=sealer
    ).close()
    assert _grep(tmp_path / "chroma", late.encode()) == []
    assert not (tmp_path / "chroma" / chroma_registry.PENDING).exists()


def test_a_partition_whose_key_is_gone_is_kept_until_named_by_its_key(tmp_path: Path) -> None:
    """An index built beside the service holds a peer forgotten meanwhile: no key names its
    registry row any more (the row holds no peer id). Its rows are left at open (a wrong key
    file must not erase anything), out of every read, until a re-embedding's catch-up names
    its key, or the peer is written again (a new key: the old rows would fail every read).
    Most partitions without a key means another key file: refused."""
    keys = PeerKeys(tmp_path / "keys.sqlite3")
    sealer = Sealer(keys)
    peers = [Partition("default", p) for p in ("kept", "gone", "back", "bo")]
    path = tmp_path / "chroma"
    index = HybridIndex.embedded(path, embedding_model=MODEL, dimension=384, sealer=sealer)
    written = {p: _random_memories(p.peer_id, 5, seed=i) for i, p in enumerate(peers)}
    for memories, vectors in written.values():
        index.upsert(memories, vectors)
    index.close()
    kept, gone, back = peers[0], peers[1], peers[2]
    assert sealer.forget(gone) and sealer.forget(back)  # this index never saw the Forgets
    needles = [_shapes(v) for v in written[gone][1]]
    assert _vector_copies(path, needles)

    stranger = Sealer(PeerKeys(tmp_path / "another-keys.sqlite3"))
    with pytest.raises(FailedPrecondition, match="have no key in the peer key file"):
        HybridIndex.embedded(path, embedding_model=MODEL, dimension=384, sealer=stranger)

    again = HybridIndex.embedded(path, embedding_model=MODEL, dimension=384, sealer=sealer)
    assert set(again.partitions()) == {kept, peers[3]}
    assert _vector_copies(path, needles)  # nothing erased on a guess
    assert not again.drop_key(partition_key(kept))  # a partition with a key: not this way
    assert again.drop_key(partition_key(gone))
    # the returning peer: its old rows go before its new ones are written
    fresh, fresh_vectors = _random_memories(back.peer_id, 3, seed=9)
    again.upsert(fresh, fresh_vectors)
    again.flush()
    assert sorted(m.id for m in again.get(back, [m.id for m in fresh])) == sorted(
        m.id for m in fresh
    )
    assert sorted(m.id for m in again.scan(back)) == sorted(m.id for m in fresh)
    assert again.count(kept) == 5
    memories, vectors = written[kept]
    assert again.query(kept, vectors[1], 1)[0][0].id == memories[1].id
    again.close()
    assert _vector_copies(path, needles) == {}
