"""Re-embedding and index files after a review of the batch jobs (2026-12-07): a resumed
build brought deleted memories back, a second re-embed before a restart kept the first
replaced index (a forgotten peer's vectors in it) for good, a build against the wrong
ActivityWatch server was switched to, and a deleted index directory was served empty."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from service.errors import FailedPrecondition
from service.index_files import discard_retired, index_location, switch_to_new_index
from service.rebuild import catch_up
from tests.conftest import connect
from tests.test_reembed import _reembed

ROOT = Path(__file__).resolve().parent.parent


def test_a_second_switch_keeps_what_the_first_retired(tmp_path: Path) -> None:
    for name in ("chroma", "chroma-a", "chroma-b"):
        (tmp_path / name).mkdir()
    (tmp_path / "chroma-keywords.sqlite3").write_text("text of every peer")
    switch_to_new_index(tmp_path, "chroma-a", "m")
    switch_to_new_index(tmp_path, "chroma-b", "m")  # before any start deleted "chroma"
    assert json.loads((tmp_path / "index.json").read_text())["retired"] == ["chroma", "chroma-a"]
    discard_retired(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chroma-b", "index.json"]
    assert index_location(tmp_path).name == "chroma-b"


class _EmptyLog:
    """An ActivityWatch server started on an empty directory: no buckets."""

    def buckets(self) -> list[str]:
        return []


def test_a_build_against_an_empty_log_is_not_caught_up_or_switched(tmp_path: Path) -> None:
    from service.domain import Partition

    keyed = [Partition("ns", f"peer{i}") for i in range(5)] + [Partition("ns", "")]
    with pytest.raises(FailedPrecondition, match="0 of the 5 peers' buckets"):
        catch_up(_EmptyLog(), Any, Any, tmp_path / "p.json", keyed=keyed)  # type: ignore[arg-type]
    # namespaces' keys without a bucket (ingest mints them for session digests) do not count
    from service.adapters.activitywatch import bucket_id

    class OnePeersLog:
        def buckets(self) -> list[str]:
            return [bucket_id(Partition("ns0", "a"))]

    only_namespaces = [Partition(f"ns{i}", "") for i in range(7)] + [Partition("ns0", "a")]
    with pytest.raises(AttributeError, match="partitions"):  # past the check, to the index
        catch_up(OnePeersLog(), Any, Any, tmp_path / "p.json", keyed=only_namespaces)  # type: ignore[arg-type]


def test_a_deleted_index_directory_is_rebuilt_from_the_log_at_start(
    server_factory: Any, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    first = server_factory(data)
    with connect(first) as mc:
        kept = {mc.remember("ana", f"Ana's {t} is on the shelf").memory.id for t in ("mug", "lamp")}
    first.stop(grace=1)
    shutil.rmtree(index_location(data))
    again = server_factory(data)
    with connect(again) as mc:
        assert {m.id for m in mc.iter_all("ana")} == kept


@pytest.mark.slow
def test_a_resumed_build_does_not_bring_back_what_was_deleted_since(
    server_factory: Any, tmp_path: Path
) -> None:
    from scripts.benchkit import start_memcue, stop_memcue  # a real `memcue serve`
    from service.client import MemcueClient

    data = tmp_path / "data"
    served = start_memcue(data)
    try:
        with MemcueClient(served.target, timeout=60, api_key=served.api_key) as mc:
            ids = [
                mc.remember("bo", f"Bo keeps jar number {i} of honey in the cellar").memory.id
                for i in range(6)
            ]
            out = _reembed(data)  # beside the service: built, not switched
            assert "the service is running" in out
            target = json.loads(out[: out.rindex("}") + 1])["target"]
            # killed after writing the bucket, before recording it done
            (data / f"{target}.progress.json").write_text("{}")
            for mid in ids[:3]:
                mc.delete("bo", mid)
    finally:
        stop_memcue(served)
    out = _reembed(data, "--target", target)
    assert f"index switched to {target}" in out
    again = server_factory(data)
    with connect(again) as mc:
        assert {m.id for m in mc.iter_all("bo")} == set(ids[3:])


def test_a_lost_proposals_view_is_rebuilt_from_the_log(server_factory: Any, tmp_path: Path) -> None:
    """decisions.sqlite3 is derived state: once lost, RecentProposals answered nothing while
    QueryEvents still showed every proposal_made (a batch-jobs review)."""
    data = tmp_path / "data"
    first = server_factory(data)
    with connect(first) as mc:
        made = mc.record_event("eve", "proposal_made", text="Walk before the call", project="p")
        mc.record_event(
            "eve", "action_taken", proposal_id=made.proposal_id, text="went well", rationale="ok"
        )
        mc.record_event("eve", "proposal_made", text="Try the Thai place")
        before = [
            (p.proposal_id, p.text, p.outcome, p.outcome_note, p.project)
            for p in mc.recent_proposals("eve")
        ]
    first.stop(grace=1)
    for name in ("decisions.sqlite3", "decisions.sqlite3-wal", "decisions.sqlite3-shm"):
        (data / name).unlink(missing_ok=True)
    again = server_factory(data)
    with connect(again) as mc:
        after = [
            (p.proposal_id, p.text, p.outcome, p.outcome_note, p.project)
            for p in mc.recent_proposals("eve")
        ]
    assert len(before) == 2 and after == before


def test_a_start_refused_after_an_onnx_fallback_says_why() -> None:
    """The refusal sent the user to 'configure the original model', a setting nobody changed:
    the export had failed its check and the service had fallen back to torch."""
    from service.errors import IndexModelMismatch

    torch_id = "sentence-transformers/all-MiniLM-L6-v2"
    fell_back = str(IndexModelMismatch(f"{torch_id}-onnx-int8-rows", torch_id))
    assert "embedder.onnx_fallback" in fell_back and "--backend torch" in fell_back
    other = str(IndexModelMismatch("static-64d", torch_id))
    assert "configure the original model" in other


def test_a_proposals_rebuild_cut_short_leaves_no_file_taken_as_whole(tmp_path: Path) -> None:
    """The store created its file before the replay ran: a replay cut short left it, and the
    next start took it as complete, the proposals gone for good (a review)."""
    from service.crypto import PeerKeys, Sealer
    from service.rebuild import rebuild_decisions

    class FailingLog:
        def buckets(self) -> list[str]:
            return ["memcue.x"]

        def pending(self, bucket: str) -> list[Any]:
            raise TimeoutError("ActivityWatch timed out")

    sealer = Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))
    path = tmp_path / "decisions.sqlite3"
    with pytest.raises(TimeoutError):
        rebuild_decisions(path, FailingLog(), sealer)  # type: ignore[arg-type]
    assert not path.exists()
    sealer.close()


def test_the_proposals_table_keeps_the_shape_a_previous_version_writes(tmp_path: Path) -> None:
    """New columns on `proposals` made a previous version, rolled back to, answer every
    proposal_made with INTERNAL ("10 columns but 8 values were supplied")."""
    import sqlite3
    from datetime import UTC, datetime

    from service.adapters.decisions import SqliteDecisions
    from service.crypto import PeerKeys, Sealer
    from service.domain import Partition, Proposal, ProposalOutcome

    sealer = Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))
    store = SqliteDecisions(tmp_path / "decisions.sqlite3", sealer)
    at = datetime(2026, 1, 5, tzinfo=UTC)
    p = Proposal(
        "p1", "", "Walk", "", "", at, ProposalOutcome.UNACTIONED, None, project="project:x"
    )
    store.add(Partition("ns", "ann"), p)
    store.resolve(Partition("ns", "ann"), "p1", ProposalOutcome.CONFIRMED, at, note="went well")
    store.close()
    with sqlite3.connect(tmp_path / "decisions.sqlite3") as db:  # as the previous version does
        db.execute(
            "INSERT OR REPLACE INTO proposals VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            ("ns", "bo", "p2", "", "sealed", at.isoformat(), "unactioned", None),
        )
    store = SqliteDecisions(tmp_path / "decisions.sqlite3", sealer)
    (got,) = store.recent(Partition("ns", "ann"), mode="", since=at, limit=5, project="project:x")
    assert (got.outcome_note, got.project) == ("went well", "project:x")
    store.close()
    sealer.close()


def test_one_peers_data_dir_is_guarded_too(tmp_path: Path) -> None:
    """The guard asked for two peers at least: the commonest setup, one user, was left
    unguarded against an empty ActivityWatch (a review)."""
    from service.domain import Partition

    with pytest.raises(FailedPrecondition, match="0 of the 1 peers' buckets"):
        catch_up(_EmptyLog(), Any, Any, tmp_path / "p.json", keyed=[Partition("d", "alice")])  # type: ignore[arg-type]


def test_a_stale_log_beside_a_lost_proposals_file_is_not_replayed_over_the_rebuild(
    tmp_path: Path,
) -> None:
    from service.crypto import PeerKeys, Sealer
    from service.rebuild import rebuild_decisions

    class NoBuckets:
        def buckets(self) -> list[str]:
            return []

    sealer = Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))
    path = tmp_path / "decisions.sqlite3"
    (tmp_path / "decisions.sqlite3-wal").write_bytes(b"a crashed store's log")
    rebuild_decisions(path, NoBuckets(), sealer)  # type: ignore[arg-type]
    assert path.exists() and not (tmp_path / "decisions.sqlite3-wal").exists()
    sealer.close()


def test_proposals_written_with_the_columns_of_the_first_version_keep_them(tmp_path: Path) -> None:
    """This change first kept a proposal's project and note in new columns of `proposals`;
    a file written so lost both when the side table came (a review)."""
    import sqlite3
    from datetime import UTC, datetime

    from service.adapters.decisions import SqliteDecisions
    from service.crypto import PeerKeys, Sealer
    from service.domain import Partition

    sealer = Sealer(PeerKeys(tmp_path / "peer_keys.sqlite3"))
    ann = Partition("ns", "ann")
    at = datetime(2026, 1, 5, tzinfo=UTC)
    with sqlite3.connect(tmp_path / "decisions.sqlite3") as db:
        db.execute(
            "CREATE TABLE proposals (namespace TEXT NOT NULL, peer_id TEXT NOT NULL, "
            "proposal_id TEXT NOT NULL, mode TEXT NOT NULL, sealed TEXT NOT NULL, "
            "proposed_at TEXT NOT NULL, outcome TEXT NOT NULL, outcome_at TEXT, "
            "outcome_sealed TEXT, project TEXT NOT NULL DEFAULT '', "
            "PRIMARY KEY (namespace, peer_id, proposal_id))"
        )
        db.execute(
            "INSERT INTO proposals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                "ns",
                "ann",
                "p1",
                "",
                sealer.seal_json(ann, ["Walk", "", ""]),
                at.isoformat(),
                "confirmed",
                at.isoformat(),
                sealer.seal_json(ann, ["went well"]),
                "project:x",
            ),
        )
    store = SqliteDecisions(tmp_path / "decisions.sqlite3", sealer)
    (got,) = store.recent(ann, mode="", since=at, limit=5)
    assert (got.project, got.outcome_note) == ("project:x", "went well")
    assert store.recent(ann, mode="", since=at, limit=5, project="project:y") == []
    store.close()
    sealer.close()
