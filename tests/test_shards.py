"""The sharded index layout against real (embedded) Chroma: exact search, isolation inside a
shard, Forget by shard rebuild, partitions moving to their own collection, the layout record
and the refusal of a layout-1 index."""

from __future__ import annotations

import dataclasses
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from service.adapters.chroma_index import ChromaIndex, IndexTuning
from service.adapters.chroma_layout import (
    META_COLLECTION,
    NEXT_SUFFIX,
    IndexLayoutOutdated,
    dedicated_name,
    partition_collection_name,
    partition_key,
    shard_of_key,
)
from service.crypto import PeerKeys, Sealer
from service.domain import Fact, Memory, Origin, Partition, TimeRange
from tests.memories import memory
from tests.test_forget import _shapes, _vector_copies

MODEL = "test/random-64d"
DIM = 64
SHARDS = 4


def _index(path: Path, sealer: Sealer, **tuning: int) -> ChromaIndex:
    return ChromaIndex.embedded(
        path / "chroma",
        embedding_model=MODEL,
        dimension=DIM,
        sealer=sealer,
        tuning=IndexTuning(**{"shards": SHARDS, **tuning}),
    )


@pytest.fixture
def sealer(tmp_path: Path) -> Sealer:
    return Sealer(PeerKeys(tmp_path / "keys.sqlite3"))


def _memories(
    partition: Partition, n: int, seed: int, **fields: object
) -> tuple[list[Memory], np.ndarray]:
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((n, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    now = datetime.now(UTC)
    base = memory(
        namespace=partition.namespace,
        peer_id=partition.peer_id,
        scope="",
        label=f"{partition.namespace}:{partition.peer_id}",
        origin=Origin.PEER,
        verbatim=True,
        confidence=1.0,
        created_at=now,
        updated_at=now,
        occurred_at=now,
        embedding_model=MODEL,
    )
    memories = [
        dataclasses.replace(
            base,
            id=f"m_{uuid.uuid4().hex}",
            content=f"{partition.peer_id} fact {i}",
            **fields,  # type: ignore[arg-type]
        )
        for i in range(n)
    ]
    return memories, vectors


def _same_shard(n: int, *, ns: str = "default") -> list[Partition]:
    """n peers whose partitions hash into one shard."""
    by_shard: dict[int, list[Partition]] = {}
    for i in range(1000):
        p = Partition(ns, f"peer-{i}")
        group = by_shard.setdefault(shard_of_key(partition_key(p), SHARDS), [])
        group.append(p)
        if len(group) == n:
            return group
    raise AssertionError("unreachable")


def test_search_is_exact_against_brute_force(tmp_path: Path, sealer: Sealer) -> None:
    index = _index(tmp_path, sealer)
    peers = [Partition("default", f"peer-{i}") for i in range(8)]
    data = {}
    for i, p in enumerate(peers):
        memories, vectors = _memories(p, 40 + 37 * i, seed=i)
        index.upsert(memories, vectors)
        data[p] = (memories, vectors)
    rng = np.random.default_rng(99)
    for p, (memories, vectors) in data.items():
        for _ in range(5):
            q = rng.standard_normal(DIM).astype(np.float32)
            q /= np.linalg.norm(q)
            sims = vectors @ q
            want = [memories[i].id for i in np.argsort(-sims)[:10]]
            got = index.query(p, q, 10)
            assert [m.id for m, _ in got] == want  # recall 1.0, same order
            assert [s for _, s in got] == pytest.approx(sorted(sims, reverse=True)[:10], abs=1e-5)
    assert sorted(index.partitions(), key=str) == sorted(peers, key=str)


def test_the_cached_vectors_follow_every_change(tmp_path: Path, sealer: Sealer) -> None:
    index = _index(tmp_path, sealer)
    p = Partition("default", "alice")
    memories, vectors = _memories(p, 30, seed=1)
    index.upsert(memories, vectors)
    assert index.query(p, vectors[3], 1)[0][0].id == memories[3].id  # block now cached
    # Replace a vector, add an entry, delete one, supersede one: each shows at once.
    index.upsert([memories[5]], vectors[7][None, :])
    assert {m.id for m, _ in index.query(p, vectors[7], 2)} == {memories[5].id, memories[7].id}
    extra, extra_vec = _memories(p, 1, seed=2)
    index.upsert(extra, extra_vec)
    assert index.query(p, extra_vec[0], 1)[0][0].id == extra[0].id
    assert index.delete(p, [memories[3].id]) == 1
    assert memories[3].id not in {m.id for m, _ in index.query(p, vectors[3], 5)}
    index.update_metadata([dataclasses.replace(memories[8], superseded_by=memories[9].id)])
    assert memories[8].id not in {m.id for m, _ in index.query(p, vectors[8], 5)}
    hits = index.query(p, vectors[8], 5, include_superseded=True)
    assert memories[8].id in {m.id for m, _ in hits}
    assert index.count(p) == 30
    vec = index.vectors(p, [memories[5].id, "m_unknown"])
    assert list(vec) == [memories[5].id] and np.allclose(vec[memories[5].id], vectors[7])


def test_access_marks_stay_out_of_chroma(tmp_path: Path, sealer: Sealer) -> None:
    """Updates that only mark entries as accessed go to the marks table beside the index:
    read back at once and after a restart, replaced by whole writes, moved with a partition
    that moves out, and gone with Forget."""
    index = _index(tmp_path, sealer, dedicated_after=40)
    p = Partition("default", "alice")
    memories, vectors = _memories(p, 30, seed=1)
    index.upsert(memories, vectors)
    at = datetime.now(UTC).replace(microsecond=0)
    seen = index.get(p, [m.id for m in memories[:3]])
    marked = [dataclasses.replace(m, access_count=2, last_accessed_at=at) for m in seen]
    index.update_metadata(marked)
    index.flush()
    shard = index._client.get_collection(partition_collection_name(p, SHARDS))
    raw = shard.get(ids=[f"{partition_key(p)}:{memories[0].id}"], include=["metadatas"])
    assert '"access_count":0' in raw["metadatas"][0]["rec"]  # Chroma's row is not rewritten
    assert index.get(p, [memories[0].id])[0].access_count == 2
    index.close()
    again = _index(tmp_path, sealer, dedicated_after=40)
    got = {m.id: m for m in again.scan(p)}
    assert got[memories[1].id].access_count == 2 and got[memories[1].id].last_accessed_at == at
    assert got[memories[5].id].access_count == 0
    # A whole write carries the marks into Chroma and retires the table's row.
    superseded = dataclasses.replace(got[memories[1].id], superseded_by=memories[5].id)
    again.update_metadata([superseded])
    again.flush()  # queued behind like an upsert (write_behind.py)
    raw = shard.get(ids=[f"{partition_key(p)}:{memories[1].id}"], include=["metadatas"])
    assert '"access_count":2' in raw["metadatas"][0]["rec"]
    assert again._marks is not None and memories[1].id not in again._marks.get(
        partition_key(p), [memories[1].id]
    )
    # Past dedicated_after the partition moves out; its marks still apply.
    more, more_vecs = _memories(p, 20, seed=3)
    again.upsert(more, more_vecs)
    assert dedicated_name(partition_key(p)) in {c.name for c in again._client.list_collections()}
    assert again.get(p, [memories[0].id])[0].access_count == 2
    assert again.drop(p) == 50
    assert again._marks.get(partition_key(p), [memories[0].id]) == {}


def test_filters_are_applied_exactly(tmp_path: Path, sealer: Sealer) -> None:
    index = _index(tmp_path, sealer)
    p = Partition("default", "alice")
    facts, fvec = _memories(p, 50, seed=1)
    commitments, cvec = _memories(p, 3, seed=2, kind="commitment")
    index.upsert(facts + commitments, np.vstack([fvec, cvec]))
    q = fvec[0]
    got = index.query(p, q, 10, kinds=["commitment"])
    assert [m.id for m, _ in got] == [commitments[i].id for i in np.argsort(-(cvec @ q))]
    now = datetime.now(UTC)
    expired = dataclasses.replace(facts[0], expires_at=now - timedelta(days=1))
    index.update_metadata([expired])
    assert facts[0].id not in {m.id for m, _ in index.query(p, q, 5, now=now)}
    assert index.expired(p, now, 10) == [facts[0].id]
    later = TimeRange(start=now + timedelta(days=1))
    assert index.query(p, q, 5, occurred=later) == []


def test_a_partition_never_sees_another_in_its_shard(tmp_path: Path, sealer: Sealer) -> None:
    alice, bob = _same_shard(2)
    assert partition_collection_name(alice, SHARDS) == partition_collection_name(bob, SHARDS)
    index = _index(tmp_path, sealer)
    fact = Fact("Bob", "lives in", "Oslo")
    now = datetime.now(UTC)
    mine, my_vecs = _memories(alice, 5, seed=1)
    theirs, their_vecs = _memories(bob, 5, seed=2, fact=fact)
    theirs[4] = dataclasses.replace(theirs[4], expires_at=now - timedelta(days=1))
    index.upsert(mine, my_vecs)
    index.upsert(theirs, their_vecs)
    bob_ids = [m.id for m in theirs]
    crafted = bob_ids + [f"{partition_key(bob)}:{mid}" for mid in bob_ids]  # whole row ids too

    assert index.get(alice, crafted) == []
    assert index.vectors(alice, crafted) == {}
    assert index.with_vectors(alice, crafted) == []
    assert index.delete(alice, crafted) == 0
    assert index.count(bob) == 5
    for vec in their_vecs:
        hits = index.query(alice, vec, 50, include_superseded=True)
        assert {m.id for m, _ in hits} == {m.id for m in mine}
        assert index.query(alice, vec, 50, labels=[theirs[0].label]) == []
        assert {m.id for m, _, _ in index.neighbors(alice, vec, 50, scope="", now=now)} <= {
            m.id for m in mine
        }
    assert {m.id for m in index.scan(alice, include_superseded=True)} == {m.id for m in mine}
    assert index.same_fact(alice, fact.key, scope="", now=now) == []
    assert index.expired(alice, now, 100) == []
    assert index.expired(bob, now, 100) == [theirs[4].id]
    # A write naming ids of the other partition creates rows of its own, never touches bob's.
    index.upsert([dataclasses.replace(mine[0], id=bob_ids[0])], my_vecs[0][None, :])
    assert index.get(bob, [bob_ids[0]])[0].content == theirs[0].content
    assert np.allclose(index.vectors(bob, [bob_ids[0]])[bob_ids[0]], their_vecs[0])


def test_forget_rebuilds_the_shard_without_the_partition(tmp_path: Path, sealer: Sealer) -> None:
    alice, carol = _same_shard(2)
    index = _index(tmp_path, sealer)
    a_mem, a_vec = _memories(alice, 120, seed=1)  # past the sync threshold: HNSW files too
    c_mem, c_vec = _memories(carol, 40, seed=2)
    index.upsert(a_mem[:60], a_vec[:60])
    index.upsert(c_mem, c_vec)
    index.upsert(a_mem[60:], a_vec[60:])
    index.delete(alice, [a_mem[0].id])  # deleted earlier: its bytes must go too
    needles = [_shapes(v) for v in a_vec]
    assert set().union(*_vector_copies(tmp_path, needles).values()) == set(range(120))

    assert index.drop(alice) == 119
    assert _vector_copies(tmp_path, needles) == {}
    assert index.count(carol) == 40
    for i in (0, 17, 39):
        assert index.query(carol, c_vec[i], 1)[0][0].id == c_mem[i].id
    assert alice not in index.partitions() and carol in index.partitions()
    index.close()
    again = _index(tmp_path, sealer)
    assert index.count(alice) == 0 and again.count(carol) == 40
    assert again.query(carol, c_vec[5], 1)[0][0].id == c_mem[5].id


def test_an_interrupted_rebuild_is_finished_or_discarded(tmp_path: Path, sealer: Sealer) -> None:
    (alice,) = _same_shard(1)
    name = partition_collection_name(alice, SHARDS)
    index = _index(tmp_path, sealer)
    memories, vectors = _memories(alice, 10, seed=1)
    index.upsert(memories, vectors)
    client = index._client
    # Crash before the old shard was dropped: the copy is discarded, the shard stays.
    client.create_collection(name + NEXT_SUFFIX, embedding_function=None)
    index.close()
    index = _index(tmp_path, sealer)
    assert index.count(alice) == 10
    assert name + NEXT_SUFFIX not in {c.name for c in index._client.list_collections()}
    # Crash after the drop, before the rename: the complete copy takes the shard's name.
    client = index._client
    client.get_collection(name, embedding_function=None).modify(name=name + NEXT_SUFFIX)
    index.close()
    index = _index(tmp_path, sealer)
    assert index.count(alice) == 10
    assert index.query(alice, vectors[4], 1)[0][0].id == memories[4].id


def test_a_large_partition_moves_to_its_own_collection(tmp_path: Path, sealer: Sealer) -> None:
    alice, carol = _same_shard(2)
    index = _index(tmp_path, sealer, dedicated_after=50)
    c_mem, c_vec = _memories(carol, 20, seed=2)
    index.upsert(c_mem, c_vec)
    memories, vectors = _memories(alice, 80, seed=1)
    for start in range(0, 80, 20):
        index.upsert(memories[start : start + 20], vectors[start : start + 20])
    names = {c.name for c in index._client.list_collections()}
    assert dedicated_name(partition_key(alice)) in names
    shard = index._client.get_collection(partition_collection_name(alice, SHARDS))
    assert shard.count() == 20  # carol's only
    assert index.count(alice) == 80
    for i in (0, 33, 79):
        assert index.query(alice, vectors[i], 1)[0][0].id == memories[i].id
    index.close()
    again = _index(tmp_path, sealer, dedicated_after=50)
    assert again.count(alice) == 80 and again.count(carol) == 20
    assert again.query(alice, vectors[12], 1)[0][0].id == memories[12].id
    needles = [_shapes(v) for v in vectors]
    assert again.drop(alice) == 80
    assert _vector_copies(tmp_path, needles) == {}
    assert again.query(carol, c_vec[3], 1)[0][0].id == c_mem[3].id


def test_a_move_cut_short_by_a_crash_is_started_afresh(tmp_path: Path, sealer: Sealer) -> None:
    """A crash while a partition was moving out leaves a half-written collection of its own
    (the registry still says: in its shard). The next move must not build on it: an entry
    deleted since would come back, and torn HNSW files made Chroma blow up at start."""
    (alice,) = _same_shard(1)
    index = _index(tmp_path, sealer, dedicated_after=50)
    memories, vectors = _memories(alice, 30, seed=8)
    index.upsert(memories, vectors)
    index.flush()
    key = partition_key(alice)
    shard = index._client.get_collection(partition_collection_name(alice, SHARDS))
    copied = shard.get(where={"pkey": key}, include=["embeddings", "metadatas"])
    partial = index._client.create_collection(dedicated_name(key), embedding_function=None)
    partial.add(ids=copied["ids"], embeddings=copied["embeddings"], metadatas=copied["metadatas"])
    assert index.delete(alice, [memories[0].id]) == 1
    more, more_vectors = _memories(alice, 30, seed=9)
    index.upsert(more, more_vectors)  # past 50: moves out
    assert dedicated_name(key) in {c.name for c in index._client.list_collections()}
    assert index.get(alice, [memories[0].id]) == []
    assert index.count(alice) == 59
    index.close()
    again = _index(tmp_path, sealer, dedicated_after=50)
    try:
        assert again.get(alice, [memories[0].id]) == [] and again.count(alice) == 59
    finally:
        again.close()


def test_a_large_partition_is_searched_exactly_once_its_vectors_are_cached(
    tmp_path: Path, sealer: Sealer
) -> None:
    """A partition in its own collection answers its first searches with HNSW while its
    vectors load in the background; after that, searches are exact (brute force order)."""
    p = Partition("default", "big")
    index = _index(tmp_path, sealer, dedicated_after=50)
    memories, vectors = _memories(p, 400, seed=5)
    for start in range(0, 400, 100):
        index.upsert(memories[start : start + 100], vectors[start : start + 100])
    index.close()
    again = _index(tmp_path, sealer, dedicated_after=50)  # nothing cached
    try:
        assert again.query(p, vectors[7], 1)[0][0].id == memories[7].id  # HNSW
        deadline = time.monotonic() + 10
        while again.cache_stats()["block_bytes"] == 0:
            assert time.monotonic() < deadline, "the partition's vectors were never cached"
            time.sleep(0.05)
        rng = np.random.default_rng(7)
        for _ in range(20):
            q = rng.standard_normal(DIM).astype(np.float32)
            q /= np.linalg.norm(q)
            sims = vectors @ q
            want = [memories[i].id for i in np.argsort(-sims)[:10]]
            assert [m.id for m, _ in again.query(p, q, 10)] == want
    finally:
        again.close()


def test_the_index_records_its_layout(tmp_path: Path, sealer: Sealer) -> None:
    index = _index(tmp_path, sealer)
    meta = index._client.get_collection(META_COLLECTION).metadata
    assert meta["schema_version"] == 2 and meta["shards"] == SHARDS
    index.close()
    # An existing index keeps the shard count it was built with, whatever is configured.
    assert _index(tmp_path, sealer, shards=7).shards == SHARDS


def test_a_layout_1_index_is_refused_with_the_command(tmp_path: Path, sealer: Sealer) -> None:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    path = tmp_path / "data" / "chroma"
    path.mkdir(parents=True)
    client = chromadb.PersistentClient(
        path=str(path), settings=ChromaSettings(anonymized_telemetry=False)
    )
    meta = {"embedding_model": MODEL, "dimension": DIM, "schema_version": 1}
    client.create_collection(META_COLLECTION, embedding_function=None, metadata=meta)
    old = client.create_collection(
        "mem-" + "ab" * 20, embedding_function=None, metadata={"namespace": "default"}
    )
    old.add(ids=["m_1"], embeddings=np.ones((1, DIM), np.float32))
    with pytest.raises(IndexLayoutOutdated) as err:
        ChromaIndex.embedded(path, embedding_model=MODEL, dimension=DIM, sealer=sealer)
    assert f"python scripts/reembed.py --data-dir {tmp_path / 'data'}" in err.value.message
    assert "layout 1" in err.value.message
    # Without any partition there is nothing to migrate: the layout is recorded in place.
    client.delete_collection("mem-" + "ab" * 20)
    index = ChromaIndex.embedded(path, embedding_model=MODEL, dimension=DIM, sealer=sealer)
    assert index._client.get_collection(META_COLLECTION).metadata["schema_version"] == 2


@pytest.mark.slow
def test_a_layout_1_data_dir_is_rebuilt_from_the_log(
    server_factory, app_factory, tmp_path: Path
) -> None:
    """Upgrading a data dir written by the one-collection-per-peer version: the service
    refuses to start and names the command; that command rebuilds the index from the log,
    after which the service starts and has every memory."""
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    from service.index_files import switch_index
    from tests.conftest import connect
    from tests.test_reembed import _reembed

    data = tmp_path / "data"
    srv = server_factory(data)
    with connect(srv) as mc:
        kept = [
            mc.remember("alice", "Alice keeps bees on her roof").memory,
            mc.remember("bob", "Bob plays the cello in an orchestra").memory,
        ]
    srv.stop()
    # The index as the previous version left it: layout 1, one collection per partition.
    # (Written to a directory this process never opened: Chroma caches clients by path.)
    client = chromadb.PersistentClient(
        path=str(data / "chroma-v1"), settings=ChromaSettings(anonymized_telemetry=False)
    )
    model = srv.app.embedder.model_id
    client.create_collection(
        META_COLLECTION,
        embedding_function=None,
        metadata={"embedding_model": model, "dimension": 384, "schema_version": 1},
    )
    old = client.create_collection(
        "mem-" + partition_key(Partition("default", "alice")) + "0" * 8,
        embedding_function=None,
        metadata={"namespace": "default", "peer_id": "alice"},
    )
    old.add(ids=[kept[0].id], embeddings=np.ones((1, 384), np.float32), documents=["sealed"])
    switch_index(data, "chroma-v1", model)

    with pytest.raises(IndexLayoutOutdated) as err:
        app_factory(data)
    assert err.value.command == f"python scripts/reembed.py --data-dir {data}"

    out = _reembed(data, "--target", "chroma-layout2")
    assert "index switched to chroma-layout2" in out
    again = server_factory(data)
    with connect(again) as mc:
        assert mc.recall("alice", "what does she keep?")[0].memory.id == kept[0].id
        assert mc.get("bob", kept[1].id).content == "Bob plays the cello in an orchestra"


@pytest.mark.parametrize("dedicated", [False, True])
def test_batch_neighbours_are_the_per_row_neighbours_above_the_floor(
    tmp_path: Path, sealer: Sealer, dedicated: bool
) -> None:
    """A write batch's dedup candidates come from one pass over the partition
    (`neighbors_many`): the same entries, order and similarities as one search per row,
    only live entries of the scope, none below the floor; equal to brute force. Dedicated and
    uncached, the partition is searched by Chroma's HNSW instead, row by row."""
    tuning = {"dedicated_after": 5, "block_cache_bytes": 0} if dedicated else {}
    index = _index(tmp_path, sealer, **tuning)
    p = Partition("ns", "erin")
    now = datetime.now(UTC)
    memories, vectors = _memories(p, 40, seed=8)
    memories[3] = dataclasses.replace(memories[3], superseded_by=memories[4].id)
    memories[5] = dataclasses.replace(memories[5], expires_at=now - timedelta(days=1))
    memories[6] = dataclasses.replace(memories[6], scope="global")
    index.upsert(memories, vectors)
    rng = np.random.default_rng(9)
    queries = vectors[:8] + 0.3 * rng.standard_normal((8, DIM)).astype(np.float32)
    floor, k = 0.2, 5
    many = index.neighbors_many(p, queries, k, scope="", now=now, floor=floor)
    live = [i for i in range(40) if i not in (3, 5, 6)]
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    for q, got in zip(queries, many, strict=True):
        one = index.neighbors(p, q, k, scope="", now=now, floor=floor)
        assert [(m.id, round(s, 5)) for m, s, _ in got] == [(m.id, round(s, 5)) for m, s, _ in one]
        sims = unit[live] @ (q / np.linalg.norm(q))
        best = [memories[live[i]].id for i in np.argsort(-sims) if sims[i] >= floor][:k]
        assert [m.id for m, _, _ in got] == best
        assert all(s >= floor for _, s, _ in got)
    index.close()
