"""The index rebuilt from the log, the source of truth (DESIGN.md): one partition at a time.

Every Memcue bucket of the ActivityWatch log, plus the events still in the outbox, is opened
with the peers' keys and replayed in sequence order (`service.replay`): recorded merges,
supersedes, deletes and expiries are applied, not re-decided. The final entries are embedded
in batches into the index given. Used by `scripts/reembed.py` (a re-embedding or a rebuild
on demand) and by the service itself when it finds its index damaged at start
(`service.adapters.chroma_health`).

Resumable: finished buckets are recorded in the `progress` file and skipped on a rerun.
Memory stays bounded by one partition (the log is read page by page).
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import structlog

from service.adapters.activitywatch import ActivityWatchLog, bucket_id
from service.adapters.chroma_layout import partition_key
from service.adapters.decisions import SqliteDecisions
from service.adapters.hybrid_index import HybridIndex
from service.core.decisions import OUTCOMES, PROPOSAL_MADE
from service.crypto import Sealer
from service.domain import LogEvent, Partition, Proposal, ProposalOutcome
from service.errors import FailedPrecondition
from service.ports import DecisionStore, Embedder
from service.replay import PartitionState

PAGE = 5000
BATCH = 256

# Called after each bucket with (buckets done, buckets in all, totals so far).
OnBucket = Callable[[int, int, dict[str, int]], None]


def read_partition(log: ActivityWatchLog, bucket: str) -> PartitionState:
    """All events of one bucket applied in sequence order."""
    state = PartitionState()
    state.apply_all(bucket_events(log, bucket))
    return state


def replay_decisions(log: ActivityWatchLog, decisions: DecisionStore) -> int:
    """The proposals view rebuilt from the log: `decisions.sqlite3` is derived state, and
    once lost, RecentProposals and briefs answered nothing while QueryEvents still showed
    every proposal_made (a batch-jobs review). Returns the proposals replayed."""
    made = 0
    for bucket in log.buckets():
        for e in bucket_events(log, bucket):
            pid = str(e.data.get("correlation_id", ""))
            if not pid:
                continue
            if e.op == PROPOSAL_MADE:
                decisions.add(
                    e.partition,
                    Proposal(
                        pid,
                        str(e.data.get("mode", "")),
                        str(e.data.get("text", "")),
                        str(e.data.get("next_action", "")),
                        str(e.data.get("rationale", "")),
                        e.at,
                        ProposalOutcome.UNACTIONED,
                        None,
                        project=str(e.data.get("project", "")),
                    ),
                )
                made += 1
            elif e.op in OUTCOMES:
                words = (str(e.data.get(k, "")).strip() for k in ("text", "rationale"))
                note = " - ".join(w for w in words if w)
                decisions.resolve(e.partition, pid, OUTCOMES[e.op], e.at, note=note)
    return made


def rebuild_decisions(path: Path, log: ActivityWatchLog, sealer: Sealer) -> None:
    """Rebuilds the proposals view at `path` from the log, into a file beside it that takes
    its name only once whole: a replay cut short (a crash, ActivityWatch timing out) left
    the file in place, and the next start took it as complete (a review)."""
    tmp = path.with_name(path.name + ".rebuilding")
    for leftover in (tmp, *(tmp.with_name(tmp.name + s) for s in ("-wal", "-shm"))):
        leftover.unlink(missing_ok=True)
    store = SqliteDecisions(tmp, sealer)
    try:
        made = replay_decisions(log, store)
    finally:
        store.close()
    for stale in (path.with_name(path.name + s) for s in ("-wal", "-shm")):
        stale.unlink(missing_ok=True)  # a crashed store's log would be replayed over it
    os.replace(tmp, path)
    structlog.get_logger(__name__).warning("decisions.rebuilt", proposals=made)


def bucket_events(log: ActivityWatchLog, bucket: str) -> list[LogEvent]:
    """All events of one bucket (and those still in the outbox), in sequence order."""
    events: dict[int, LogEvent] = {e.seq: e for e in log.pending(bucket)}
    end = None
    while True:
        page = log.read_bucket(bucket, end=end, limit=PAGE)
        fresh = [e for e in page if e.seq not in events]
        for e in page:
            events[e.seq] = e
        if len(page) < PAGE or not fresh:
            break
        end = min(e.at for e in page)
    return [events[seq] for seq in sorted(events)]


def _done(progress: Path) -> dict[str, Any]:
    return dict(json.loads(progress.read_text())) if progress.exists() else {}


def remaining(log: ActivityWatchLog, progress: Path) -> list[str]:
    """The buckets a (resumed) rebuild still has to replay."""
    done = _done(progress)
    return [b for b in log.buckets() if b not in done]


def _replayed(
    log: ActivityWatchLog, bucket: str, index: HybridIndex, embedder: Embedder
) -> dict[str, Any]:
    """One bucket replayed into the index: its final entries, embedded in batches. Returns
    what the progress file records of it."""
    state = read_partition(log, bucket)
    memories = [
        dataclasses.replace(m, embedding_model=embedder.model_id) for m in state.memories.values()
    ]
    for i in range(0, len(memories), BATCH):
        chunk = memories[i : i + BATCH]
        vectors = embedder.embed_documents([m.content for m in chunk])
        index.upsert(chunk, np.asarray(vectors, dtype=np.float32))
    done: dict[str, Any] = {
        "events": state.events,
        "memories": len(memories),
        "last_seq": state.last_seq,
    }
    if memories:  # a catch-up erases it by this key if its peer is forgotten meanwhile
        done["key"] = partition_key(memories[0].partition)
    return done


def _newest_seq(log: ActivityWatchLog, bucket: str) -> int:
    seqs = [e.seq for e in (*log.pending(bucket), *log.read_bucket(bucket, limit=1))]
    return max(seqs, default=0)


def catch_up(
    log: ActivityWatchLog,
    index: HybridIndex,
    embedder: Embedder,
    progress: Path,
    *,
    keyed: Sequence[Partition] = (),
) -> dict[str, int]:
    """Brings a finished rebuild up to the log as it is now, before it is switched to.

    A rebuild that ran beside the service read each bucket once; what the service logged
    after that (a write, an update, a Forget) was missing from the new index, so the switch
    lost acknowledged writes and kept a forgotten peer's vectors. Each partition logged to
    since its bucket was read (the progress file keeps its last seq) is replaced by its
    replay, and a partition whose bucket is gone (forgotten) is dropped. Run it when nothing
    else writes: the service stopped."""
    done = _done(progress)
    live = set(log.buckets())
    peers = {bucket_id(p) for p in keyed if p.peer_id}
    if peers and len(peers & live) * 2 < len(peers):
        # `keyed`: the partitions the data dir holds keys for; every peer's has a bucket in
        # the service's log (a namespace's key may have none: ingest mints one for session
        # digests). A build run against another, empty, ActivityWatch server (started by
        # the script without MEMCUE_AW_URL) read nothing, was switched to, and the next
        # start deleted the real index (a batch-jobs review)
        raise FailedPrecondition(
            f"this log has {len(peers & live)} of the {len(peers)} peers' buckets the data "
            "dir holds keys for: is it the service's ActivityWatch server (MEMCUE_AW_URL)? "
            "Nothing was switched"
        )
    vanished = set(done) - live
    if done and len(vanished) > max(2, len(done) // 2):
        # a few peers forgotten meanwhile, yes; most of them, no: this is another log (an
        # ActivityWatch server started on an empty directory), and dropping them would empty
        # the index the switch then serves
        raise FailedPrecondition(
            f"{len(vanished)} of the {len(done)} buckets the build read are not in this log: "
            "is it the service's ActivityWatch server (MEMCUE_AW_URL)? Nothing was switched"
        )
    by_bucket = {bucket_id(p): p for p in index.partitions()}
    dropped = refreshed = 0
    for bucket in sorted(vanished):
        if bucket in by_bucket:
            index.drop(by_bucket[bucket])
            dropped += 1
        elif done[bucket].get("key") and index.drop_key(str(done[bucket]["key"])):
            dropped += 1  # forgotten for good: its key is gone, so no partition names it
    # this index was built with this key file: any other partition without a key is a peer
    # forgotten since (a progress file from before keys were recorded names none)
    for key in index.vectors.orphans():
        dropped += index.drop_key(key)
    for bucket in sorted(live):
        if _newest_seq(log, bucket) <= int(done.get(bucket, {}).get("last_seq", 0)):
            continue
        if bucket in by_bucket:
            index.drop(by_bucket[bucket])
        done[bucket] = _replayed(log, bucket, index, embedder)
        refreshed += 1
    index.flush()
    for bucket in set(done) - live:
        del done[bucket]
    tmp = progress.with_suffix(".tmp")
    tmp.write_text(json.dumps(done))
    os.replace(tmp, progress)
    return {"partitions_refreshed": refreshed, "partitions_dropped": dropped}


def rebuild(
    log: ActivityWatchLog,
    index: HybridIndex,
    embedder: Embedder,
    progress: Path,
    on_bucket: OnBucket | None = None,
) -> dict[str, Any]:
    done = _done(progress)
    buckets = [b for b in log.buckets() if b not in done]
    totals = {"events": 0, "memories": 0}
    start = time.perf_counter()
    # what a run cut short wrote of a bucket it had not finished: replaying the bucket's
    # final entries over it kept rows deleted since (they came back after the switch, a
    # batch-jobs review), so such a partition starts empty, as `catch_up` does
    started = {bucket_id(p): p for p in index.partitions()}
    for n, bucket in enumerate(buckets, 1):
        if bucket in started:
            index.drop(started[bucket])
        done[bucket] = _replayed(log, bucket, index, embedder)
        index.flush()  # in Chroma before the bucket is recorded done: a resume skips it
        totals["events"] += done[bucket]["events"]
        totals["memories"] += done[bucket]["memories"]
        tmp = progress.with_suffix(".tmp")
        tmp.write_text(json.dumps(done))
        os.replace(tmp, progress)
        if on_bucket is not None:
            on_bucket(n, len(buckets), totals)
    seconds = time.perf_counter() - start
    return {
        **totals,
        "seconds": round(seconds, 2),
        "events_per_s": round(totals["events"] / seconds, 1) if seconds else 0.0,
        "skipped_buckets": len(done) - len(buckets),
    }
