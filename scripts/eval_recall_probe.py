"""A labelled recall probe through the gRPC API: R@1, R@5, recall@10 and MRR by question type.

    python scripts/eval_recall_probe.py PROBE.json [PROBE.json ...]
        [--out results/recall_probe.json] [--weights keyword=1.0 ...] [--top-k 10] [--show-misses]
    python scripts/eval_recall_probe.py --show results/recall_probe.json

A probe is what an agent would write and later ask, labelled by someone who has not read the
ranking code (the held-out check of the recall rules; the probe files stay out of the tree):

    {"now": "2026-12-06",
     "peers": [{"peer": "lena",
                "memories": [{"id": "lena-m01", "content": "...", "kind": "fact",
                              "occurred_at": "2026-03-14T18:30:00Z"}, ...],
                "questions": [{"id": "lena-q01", "question": "...", "answers": ["lena-m07"],
                               "type": "current"}, ...]}]}

A black box, as eval_locomo.py: a real `memcue serve` on a fresh data dir, one peer per probe
peer, every memory written by Remember one at a time in the probe's order with dedup on (as an
agent writes; a merge maps both probe ids to the one stored memory), then every question by
Recall with the server's ranking. Relative time words resolve against the server's clock, so
run a probe on its `now` day (the script warns otherwise). Each question is asked with the
server's ranking and, as the baseline in the same run, with dense similarity alone as the
score (recency, importance, trust and keywords at 0; the cue's time window and the reorderings
of rivals and reasons still apply: the API weighs, it does not switch those off).

Scores, per question (pure; tests/test_eval_recall_probe.py): rank = the place of the first
hit that is an answer (0 when none is in the top k); R@1 and R@5 whether it is within 1 / 5;
recall@10 the share of the answers among the first 10 hits (a "list" question needs them
all); MRR the mean of 1/rank. Means by type and overall.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchkit import start_memcue, stop_memcue, write_report  # noqa: E402
from scripts.eval_locomo import DENSE_ONLY, parse_weights  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service.client import MemcueClient  # noqa: E402
from service.domain import RecallWeights  # noqa: E402


@dataclass(frozen=True)
class ProbeMemory:
    id: str
    content: str
    kind: str
    occurred_at: datetime


@dataclass(frozen=True)
class ProbeQuestion:
    id: str
    question: str
    answers: tuple[str, ...]
    type: str


@dataclass(frozen=True)
class ProbePeer:
    peer: str
    memories: tuple[ProbeMemory, ...]
    questions: tuple[ProbeQuestion, ...]


@dataclass(frozen=True)
class Probe:
    name: str
    now: date
    peers: tuple[ProbePeer, ...]


def _when(text: str) -> datetime:
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def load_probe(path: Path) -> Probe:
    """Reads a probe file; an answer naming no memory of its peer is a labelling error and
    stops the run (it would score as a miss that no ranking could fix)."""
    raw = json.loads(path.read_text())
    peers = []
    for p in raw["peers"]:
        memories = tuple(
            ProbeMemory(m["id"], m["content"], m.get("kind", ""), _when(m["occurred_at"]))
            for m in p["memories"]
        )
        known = {m.id for m in memories}
        questions = []
        for q in p["questions"]:
            missing = [a for a in q["answers"] if a not in known]
            if missing or not q["answers"]:
                raise SystemExit(f"{path}: {q['id']} answers {missing or 'nothing'}")
            questions.append(
                ProbeQuestion(q["id"], q["question"], tuple(q["answers"]), q.get("type", ""))
            )
        peers.append(ProbePeer(p["peer"], memories, tuple(questions)))
    return Probe(path.stem, date.fromisoformat(raw["now"]), tuple(peers))


# -- scoring (pure) -------------------------------------------------------------------------


def score_question(ranked: Sequence[frozenset[str]], answers: Sequence[str]) -> dict[str, float]:
    """`ranked`: the probe ids each hit stands for, best first (a merged memory stands for
    every probe memory merged into it)."""
    gold = set(answers)
    rank = next((i + 1 for i, ids in enumerate(ranked) if ids & gold), 0)
    found = set().union(*ranked[:10]) & gold if ranked else set()
    return {
        "rank": float(rank),
        "r1": float(rank == 1),
        "r5": float(0 < rank <= 5),
        "recall10": len(found) / len(gold),
        "rr": 1.0 / rank if rank else 0.0,
    }


def summarize(rows: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, float]]:
    """type -> {"n", "R@1", "R@5", "recall@10", "MRR"}, plus "all"."""
    groups: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[row["type"]].append(row)
        groups["all"].append(row)
    out: dict[str, dict[str, float]] = {}
    for name in sorted(groups, key=lambda g: (g == "all", g)):
        mine = groups[name]
        n = len(mine)
        out[name] = {
            "n": n,
            "R@1": sum(r["r1"] for r in mine) / n,
            "R@5": sum(r["r5"] for r in mine) / n,
            "recall@10": sum(r["recall10"] for r in mine) / n,
            "MRR": sum(r["rr"] for r in mine) / n,
        }
    return out


# -- the run --------------------------------------------------------------------------------


def run_probe(mc: MemcueClient, probe: Probe, top_k: int, weights: RecallWeights) -> dict[str, Any]:
    """Writes a probe's memories and asks its questions twice: with the server's ranking
    (plus any overrides) and, as the baseline, dense similarity alone. Each mode has its own
    copy of every peer (ids prefixed by the probe's name and the mode), so the access marks
    one mode's recalls leave do not move the other's ranking."""
    modes = {"pipeline": weights, "dense": DENSE_ONLY}
    rows: dict[str, list[dict[str, Any]]] = {mode: [] for mode in modes}
    outcomes: dict[str, int] = defaultdict(int)
    for peer in progress_bar(probe.peers, desc=probe.name, unit="peer"):
        for mode, mode_weights in modes.items():
            peer_id = f"{probe.name}-{mode}-{peer.peer}"
            stands_for: dict[str, set[str]] = defaultdict(set)
            for m in sorted(peer.memories, key=lambda m: m.occurred_at):
                res = mc.remember(peer_id, m.content, kind=m.kind, occurred_at=m.occurred_at)
                stands_for[res.memory.id].add(m.id)
                if mode == "pipeline":
                    outcomes[res.outcome.value] += 1
            for q in peer.questions:
                hits = mc.recall(peer_id, q.question, top_k=top_k, weights=mode_weights)
                ranked = [frozenset(stands_for.get(h.memory.id, ())) for h in hits]
                row: dict[str, Any] = {
                    "id": q.id,
                    "type": q.type,
                    "question": q.question,
                    "answers": q.answers,
                }
                row |= score_question(ranked, q.answers)
                row["top"] = [sorted(ids) or ["?"] for ids in ranked[:5]]
                rows[mode].append(row)
    return {
        "outcomes": dict(outcomes),
        "by_type": {mode: summarize(r) for mode, r in rows.items()},
        "questions": rows["pipeline"],
    }


def print_report(report: Mapping[str, Any], *, misses: bool = False) -> None:
    for name, result in report["probes"].items():
        print(f"\n{name}: writes {result['outcomes']}; dense-only | pipeline")
        cols = f"{'R@1':>7}{'R@5':>7}{'rec@10':>8}{'MRR':>7}"
        print(f"{'type':<20}{'n':>5}{cols}  |{cols}")
        for kind, s in result["by_type"]["pipeline"].items():
            d = result["by_type"]["dense"][kind]
            cells = [
                f"{x['R@1']:>7.3f}{x['R@5']:>7.3f}{x['recall@10']:>8.3f}{x['MRR']:>7.3f}"
                for x in (d, s)
            ]
            print(f"{kind:<20}{int(s['n']):>5}{cells[0]}  |{cells[1]}")
        if misses:
            for row in result["questions"]:
                if row["r1"] < 1:
                    print(
                        f"  {row['id']} [{row['type']}] rank {int(row['rank'])}: "
                        f"{row['question']!r} wants {row['answers']} got {row['top']}"
                    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("probes", type=Path, nargs="*", help="probe files")
    parser.add_argument("--top-k", type=int, default=10)
    parser.add_argument("--weights", nargs="*", default=[], metavar="KEY=VALUE")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "recall_probe.json")
    parser.add_argument("--show", type=Path, help="only print the tables of a saved report")
    parser.add_argument("--show-misses", action="store_true", help="print every question not first")
    args = parser.parse_args(argv)
    if args.show:
        print_report(json.loads(args.show.read_text()), misses=args.show_misses)
        return 0
    if not args.probes:
        parser.error("name at least one probe file")
    try:
        weights = parse_weights(args.weights)
    except argparse.ArgumentTypeError as exc:
        parser.error(str(exc))
    probes = [load_probe(p) for p in args.probes]
    today = datetime.now(UTC).date()
    for probe in probes:
        if probe.now != today:
            print(
                f"warning: {probe.name} was written for {probe.now}, today is {today}: "
                "questions about relative times will look for other days"
            )

    tmp = Path(tempfile.mkdtemp(prefix="memcue-recall-probe-"))
    served = start_memcue(tmp / "memcue")
    started = time.perf_counter()
    try:
        with MemcueClient(served.target, timeout=600, api_key=served.api_key) as mc:
            results = {p.name: run_probe(mc, p, args.top_k, weights) for p in probes}
            model = mc.status().embedding_model
    finally:
        stop_memcue(served)
        shutil.rmtree(tmp, ignore_errors=True)
    report = {
        "config": {"top_k": args.top_k, "weights": dataclasses.asdict(weights), "model": model},
        "seconds": round(time.perf_counter() - started, 1),
        "probes": results,
    }
    print_report(report, misses=args.show_misses)
    write_report(args.out, report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
