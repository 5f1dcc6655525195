"""Races between request threads and the service's own threads, each found by a stress run or
a review and each forced here (a microsecond switch interval, or a scripted interleaving) so
the test fails without its fix."""

from __future__ import annotations

import itertools
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import chromadb
import pytest
import snowballstemmer
from chromadb.config import Settings as ChromaSettings

from service.adapters.chroma_layout import SHARD_HNSW_CONFIG, shard_name
from service.adapters.chroma_shards import ShardMap
from service.adapters.write_behind import WriteBehind
from service.crypto import PeerKeys, Sealer
from service.domain import DedupMode, Partition
from service.errors import FailedPrecondition
from service.recall import terms as terms_module
from service.recall.terms import terms
from service.settings import IndexSettings
from tests.conftest import connect

_ROOTS = ["nation", "relate", "hope", "organ", "condition", "rational", "general", "digit"]
_SUFFIXES = ["alization", "ational", "fulness", "iveness", "ousness", "ically", "ements"]


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Threads hand over the interpreter every microsecond, so a race shows up at once."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def test_concurrent_writers_get_the_same_terms_as_one_writer(fast_switching: None) -> None:
    """Every writer and every Recall computes keyword terms; a Snowball stemmer keeps the word
    it works on in the object."""
    words = [f"{r}{s}{n}" for r, s, n in itertools.product(_ROOTS, _SUFFIXES, "abcdefghij")]
    reference = snowballstemmer.stemmer("english")
    expected = {w: [reference.stemWord(w)] for w in words}
    terms_module._stem.cache_clear()  # every word is stemmed, none answered from the cache

    def stem_all(offset: int) -> dict[str, list[str]]:
        order = words[offset:] + words[:offset]
        return {w: terms(w) for w in order}

    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(stem_all, range(0, 8 * 70, 70)))
    for got in results:
        assert got == expected


class _KeysThatPauseOnDestroy(PeerKeys):
    """Lets a reader run while a Forget is between dropping the cached key and deleting the
    stored one (up to 0.3 s; a reader that cannot get in by then is blocked, as it should)."""

    reader: threading.Thread | None = None

    def destroy(self, partition: Partition) -> bool:
        if self.reader is not None:
            self.reader.start()
            self.reader.join(0.3)
        return super().destroy(partition)


def test_a_recall_during_a_forget_does_not_bring_the_destroyed_key_back(tmp_path: Path) -> None:
    """A Recall's keyword lookup that ran in the middle of a Forget cached the peer's key again
    after the Forget had destroyed it: later writes of that peer id were sealed with it and
    could not be read after a restart."""
    peer = Partition("default", "alice")
    keys = _KeysThatPauseOnDestroy(tmp_path / "keys.sqlite3")
    sealer = Sealer(keys)
    before = sealer.seal(peer, "written before the Forget")
    keys.reader = threading.Thread(target=sealer.lookup_digest, args=(peer, "cue"))
    assert sealer.forget(peer)
    keys.reader.join(10)
    after = sealer.seal(peer, "written after the Forget")
    sealer.close()

    restarted = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    assert restarted.open(peer, after) == "written after the Forget"
    with pytest.raises(FailedPrecondition, match=r"belong to this partition|erased"):
        restarted.open(peer, before)
    restarted.close()


def test_threads_opening_a_shard_at_once_share_one_handle(
    tmp_path: Path, fast_switching: None
) -> None:
    """A first Recall, the index writer and the warm-up loader open a shard together after a
    start; each must get the same handle, whose lock keeps queries off a collection while
    it is written."""
    client = chromadb.PersistentClient(
        path=str(tmp_path), settings=ChromaSettings(anonymized_telemetry=False)
    )
    pending = WriteBehind(lambda batch: None)
    shards = ShardMap(client, 4, model="m", pending=pending, resolve=dict)
    try:
        for shard in range(4):
            shards.clear()  # as after a restart: no handle open yet
            start = threading.Barrier(6)

            def open_shard(_: int, shard: int = shard, start: threading.Barrier = start) -> object:
                start.wait()
                return shards.named(shard_name(shard), create=True, hnsw=SHARD_HNSW_CONFIG)

            with ThreadPoolExecutor(6) as pool:
                handles = list(pool.map(open_shard, range(6)))
            assert len({id(h) for h in handles}) == 1
    finally:
        pending.close()


def test_a_write_that_moves_its_peer_out_survives_a_forget_rebuilding_the_shard(
    server_factory: Any, tmp_path: Path
) -> None:
    """The write that takes a peer past `dedicated_after` copies it out of its shard; a Forget
    of another peer of that shard rebuilt the shard (a new collection under the same name)
    between the copy and the clean-up, and the write got INTERNAL although it was stored
    (its log events held back, its idempotency key unrecorded). The Forget is run in exactly
    that window here."""
    srv = server_factory(tmp_path / "data", index=IndexSettings(shards=1, dedicated_after=20))
    shards = srv.app.index.vectors._map
    exclusively = shards.exclusively

    def forget_first(shard: int) -> Any:
        if sys._getframe(1).f_code.co_name == "_move_out":
            shards.exclusively = exclusively
            with connect(srv) as other:
                assert other.forget("bob") == 10
        return exclusively(shard)

    with connect(srv) as mc:
        mc.remember_batch("bob", [f"Bob's garden note {i}" for i in range(10)], dedup=DedupMode.OFF)
        mc.remember_batch(
            "ann", [f"Ann's kitchen note {i}" for i in range(20)], dedup=DedupMode.OFF
        )
        shards.exclusively = forget_first
        text = "Ann's kitchen note 20"
        written = mc.remember("ann", text, dedup=DedupMode.OFF, idempotency_key="k20")
        assert shards.exclusively == exclusively  # the Forget ran in the window
        assert written.outcome.value == "created"
        assert mc.remember(
            "ann", text, dedup=DedupMode.OFF, idempotency_key="k20"
        ).outcome.value == ("replayed")
        assert len(list(mc.iter_all("ann"))) == 21
        assert list(mc.iter_all("bob")) == []
        assert srv.app.log.flush(timeout_s=30) and srv.app.log.backlog() == 0
