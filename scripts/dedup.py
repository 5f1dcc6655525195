"""Similarity dedup job: find near-duplicate clusters in a store and (with --apply) merge them.

    python scripts/dedup.py --data-dir ./memcue-data [--namespace msc] [--apply]

Dry-run by default: prints the clusters it would merge and a summary, and writes them as
JSON (`--out`, default `dedup.json` in the current directory).
Pairs are decided by `service.dedup.judge`, the write path's own decision, and merges go
through `MemoryService.merge_existing`, which uses the write path's merge rules (trust, then
informativeness; union of source refs) and logs each merge with both texts.

Dedup is per partition (namespace, peer) and scope, and like is compared with like, as on
write (`service.reconcile.dedup_family`): turns only with turns, other entries only with
non-turns, summaries, gists and archived entries never; and a session's turns never (ingest
stores them with dedup off: a record of what was said, whose positions must not get gaps
when "Sounds good, thanks!" is said in two sessions). Neighbours are exact: the
partition's vectors are read once and compared in blocks with numpy, so nothing is missed
to approximate search. Clusters are stars: every member is a direct duplicate of the
cluster's survivor (no chaining A~B~C into one), which keeps the job as precise as the
pairwise decision; with --apply the partition is rescanned after merging (up to
--max-passes) so a chain is still merged step by step, each step a direct duplicate.
With a pair model configured (MEMCUE_PAIR_MODEL or --pair-model) it is used as on write.

Safe to interrupt: each merge is one atomic step (logged, then applied, under the
partition's write lock), and a rerun recomputes clusters from what is left. Run it with the
service stopped when the store is an embedded Chroma directory.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.jobs import JobParser, run, whole_number  # noqa: E402
from scripts.jobs import data_dir as checked_data_dir  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service import logs  # noqa: E402
from service.app import build_app  # noqa: E402
from service.core import MemoryService  # noqa: E402
from service.dedup import Relation, Thresholds, informativeness, judge  # noqa: E402
from service.dedup.paraphrase import PairHead  # noqa: E402
from service.domain import CallContext, Memory, Partition, Role, utcnow  # noqa: E402
from service.errors import MemcueError  # noqa: E402
from service.ports import PairScorer, Vector  # noqa: E402
from service.reconcile import dedup_family  # noqa: E402
from service.settings import Settings  # noqa: E402

BLOCK = 256


def nearest(vectors: Vector, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Exact top-k neighbours (excluding self) of every row: (indices, cosines)."""
    n = len(vectors)
    k = min(k, n - 1)
    idx = np.zeros((n, k), dtype=np.int64)
    sim = np.zeros((n, k), dtype=np.float32)
    for start in progress_bar(range(0, n, BLOCK), desc="neighbours", unit="block", leave=False):
        block = vectors[start : start + BLOCK] @ vectors.T
        rows = np.arange(len(block))
        block[rows, rows + start] = -np.inf
        top = np.argpartition(-block, k, axis=1)[:, :k]
        top_sim = np.take_along_axis(block, top, axis=1)
        order = np.argsort(-top_sim, axis=1)
        idx[start : start + len(block)] = np.take_along_axis(top, order, axis=1)
        sim[start : start + len(block)] = np.take_along_axis(top_sim, order, axis=1)
    return idx, sim


def find_clusters(
    entries: list[tuple[Memory, Vector]],
    k: int,
    thresholds: Thresholds,
    pair: PairScorer | None = None,
    head: PairHead | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """Star clusters of duplicates within one partition; also counts contradictions seen."""
    by_scope: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, (m, _) in enumerate(entries):
        family = dedup_family(m)
        if family is not None and not (family == "episode" and m.session_id):
            by_scope[(m.scope, family)].append(i)
    clusters: list[dict[str, Any]] = []
    contradictions = 0
    for rows in by_scope.values():
        if len(rows) < 2:
            continue
        memories = [entries[r][0] for r in rows]
        vectors = np.stack([entries[r][1] for r in rows])
        idx, sim = nearest(vectors, k)
        edges: dict[int, dict[int, str]] = defaultdict(dict)
        for i in progress_bar(range(len(rows)), desc="judging", unit="entry", leave=False):
            for j, cos in zip(idx[i], sim[i], strict=True):
                if cos < thresholds.candidate_floor:
                    break
                if j < i and i in edges[j]:
                    continue
                older, newer = sorted((i, int(j)), key=lambda x: memories[x].created_at)
                verdict = judge(
                    memories[newer].content,
                    memories[older].content,
                    float(cos),
                    thresholds=thresholds,
                    pair=pair,
                    vectors=(vectors[newer], vectors[older]),
                    head=head,
                )
                if verdict.relation is Relation.DUPLICATE:
                    edges[i][int(j)] = edges[int(j)][i] = verdict.reason
                elif verdict.relation is Relation.CONTRADICTION:
                    contradictions += 1
        order = sorted(
            edges,
            key=lambda x: (
                -memories[x].origin.trust,
                -informativeness(memories[x].content),
                memories[x].created_at,
            ),
        )
        assigned: set[int] = set()
        for centre in order:
            if centre in assigned:
                continue
            members = [j for j in edges[centre] if j not in assigned]
            if not members:
                continue
            assigned.update([centre, *members])
            clusters.append(
                {
                    "survivor": {"id": memories[centre].id, "content": memories[centre].content},
                    "members": [
                        {
                            "id": memories[j].id,
                            "content": memories[j].content,
                            "reason": edges[centre][j],
                        }
                        for j in members
                    ],
                }
            )
    return clusters, contradictions // 2


def main() -> int:
    parser = JobParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--namespace", default="", help="only this namespace (default: all)")
    parser.add_argument("--apply", action="store_true", help="merge (default: dry run)")
    parser.add_argument("--k", type=whole_number(1), default=8, help="neighbours judged per entry")
    parser.add_argument("--show", type=whole_number(0), default=20, help="clusters printed")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("dedup.json"),
        help="the report (default: dedup.json in the current directory; it holds the texts "
        "in clear, so not in the data dir, where a Forget would not reach it)",
    )
    parser.add_argument(
        "--pair-model", type=Path, default=None, help="dedup cross-encoder (MEMCUE_PAIR_MODEL)"
    )
    parser.add_argument(
        "--max-passes",
        type=whole_number(1),
        default=5,
        help="with --apply, rescan a partition until a pass finds nothing (chains A~B~C)",
    )
    args = parser.parse_args()
    data_dir = checked_data_dir(args.data_dir)
    logs.configure("WARNING", json=False)
    settings = Settings(data_dir=data_dir, port=0)
    if args.pair_model is not None:
        settings = settings.model_copy(update={"pair_model": args.pair_model})
    app = build_app(settings, background=False)
    start = time.perf_counter()
    report: dict[str, Any] = {"apply": args.apply, "partitions": []}
    totals = {"entries": 0, "clusters": 0, "duplicates": 0, "merged": 0, "contradictions": 0}
    try:
        partitions = [
            p for p in app.index.partitions() if not args.namespace or p.namespace == args.namespace
        ]
        for partition in sorted(partitions, key=lambda p: (p.namespace, p.peer_id)):
            entries = app.index.with_vectors(partition, now=utcnow())
            clusters, contradictions = find_clusters(
                entries, args.k, settings.dedup, app.core.pair_scorer, app.core.paraphrase_head
            )
            duplicates = sum(len(c["members"]) for c in clusters)
            merged = 0
            if args.apply and clusters:
                merged = apply(app.core, partition, clusters)
                # Clusters are stars, so B~C survives a pass that merged A~B; a rescan of what
                # is left catches such chains (each pass is as precise as the pairwise rule).
                for _ in range(args.max_passes - 1):
                    rest = app.index.with_vectors(partition, now=utcnow())
                    more, _ = find_clusters(
                        rest, args.k, settings.dedup, app.core.pair_scorer, app.core.paraphrase_head
                    )
                    if not more:
                        break
                    clusters += more
                    duplicates += sum(len(c["members"]) for c in more)
                    merged += apply(app.core, partition, more)
            totals["entries"] += len(entries)
            totals["clusters"] += len(clusters)
            totals["duplicates"] += duplicates
            totals["merged"] += merged
            totals["contradictions"] += contradictions
            report["partitions"].append(
                {
                    "namespace": partition.namespace,
                    "peer_id": partition.peer_id,
                    "entries": len(entries),
                    "clusters": clusters,
                    "merged": merged,
                    "contradictions": contradictions,
                }
            )
            for c in clusters[: args.show]:
                print(f"- {c['survivor']['content']}")
                for m in c["members"]:
                    print(f"    = {m['content']}   [{m['reason']}]")
        if args.apply:
            app.log.flush(timeout_s=120)
    finally:
        app.close()
    took = time.perf_counter() - start
    report["totals"] = {**totals, "seconds": round(took, 1)}
    outcome = f"{totals['merged']} merged" if args.apply else "dry run, nothing merged"
    print(
        f"\n{totals['entries']} entries in {len(report['partitions'])} partitions: "
        f"{totals['clusters']} clusters, {totals['duplicates']} duplicates ({outcome}); "
        f"{totals['contradictions']} contradicting pairs left alone; {took:.0f} s"
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1))
    print(f"wrote {args.out}")
    return 0


def apply(core: MemoryService, partition: Partition, clusters: list[dict[str, Any]]) -> int:
    ctx = CallContext(partition.namespace, Role.OPERATOR, principal="dedup-job")
    merged = 0
    for cluster in progress_bar(clusters, desc="merging", unit="cluster"):
        members = [(m["id"], m["reason"]) for m in cluster["members"]]
        try:
            _, count = core.merge_existing(
                ctx, partition.peer_id, cluster["survivor"]["id"], members
            )
            merged += count
        except MemcueError:
            continue  # the survivor changed since the scan (e.g. a concurrent write)
    return merged


if __name__ == "__main__":
    raise SystemExit(
        run(
            main,
            interrupted="the merges made so far are kept (each is one logged step); "
            "a rerun finds what is left",
        )
    )
