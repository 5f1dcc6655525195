"""LoCoMo turn-level evidence recall through the gRPC API, the recall pipeline against dense-only.

    python scripts/eval_locomo.py [--data ../shared/data] [--conversations 1-5]
        [--model all-MiniLM-L6-v2] [--expand N] [--weights keyword=0.4 recency=0 ...]
        [--out results/eval_locomo.json]
    python scripts/eval_locomo.py --show results/eval_locomo.json   # reprint the tables

A black box, used as a client would use it: a real `memcue serve` on a fresh temporary data
dir, the typed client over loopback gRPC, nothing imported from the server's insides.

Writes: one peer per conversation (its sample_id, namespace default), one memory per turn with
the speaker in the text ("Caroline: ... [shares a photo of ...]" when the turn has an image
caption), kind "turn", origin peer, verbatim, session_id "<sample_id>-session-<N>", position =
the turn's index in its session, occurred_at = the session's date, source_refs = [dia_id],
dedup off (turns are episodes, two "Thanks!" are two turns), through RememberBatch.

Asks: every question twice via Recall (top_k 20): with the server's ranking weights (plus any
`--weights` overrides and `--expand`), "pipeline", and with pure dense weights, "dense-only".
The two calls alternate question by question, and which goes first flips each time, so load
noise and warm caches hit both alike.

Scores (LoCoMo's metric, ../shared/data/README.md): recall@k = |evidence ∩ turn ids of the
top k hits| / |evidence|, hits mapped back to turns by their source_refs and taken in the
order Recall returns them (neighbours pulled in by `--expand` included, so they must earn
their place in the first k); questions whose evidence names no turn are left out (1,536 of
1,540 in categories 1-4 remain, and all 446 of category 5). Means for categories 1-4 (the
headline), 5, and each category, per conversation and for conversations 1-5 (tune: choose
weights here only), 6-10 (report) and all. Also RememberBatch ingest rate and Recall p50/p99
of both paths. Prints tables and writes JSON, per-question results included.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.benchkit import Served, machine, pct, start_memcue, stop_memcue, write_report  # noqa: E402
from scripts.datasets import (  # noqa: E402
    LocomoConversation,
    LocomoTurn,
    locomo_conversations,
)
from scripts.progress import progress_bar  # noqa: E402
from service.client import ItemFailure, MemcueClient  # noqa: E402
from service.domain import DedupMode, MemoryInput, Origin, RecallWeights  # noqa: E402

TOP_K = 20
KS = (5, 10, 20)
MODES = ("dense", "pipeline")
MODE_NAMES = {"dense": "dense-only", "pipeline": "pipeline"}
DENSE_ONLY = RecallWeights(dense=1, keyword=0, recency=0, importance=0, trust=0, pinned=0)
SPLITS: dict[str, range] = {"tune": range(1, 6), "report": range(6, 11)}
GROUPS: dict[str, tuple[int, ...]] = {
    "1-4": (1, 2, 3, 4),
    "5": (5,),
    **{f"cat{c}": (c,) for c in range(1, 6)},
}
CATEGORY_NAMES = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}


# -- what a client writes -------------------------------------------------------------------


def turn_text(turn: LocomoTurn) -> str:
    """The memory text of a turn: who said it, what they said, and what they showed (LoCoMo
    replaces shared images by a caption; a person reading the log would see the picture)."""
    text = f"{turn.speaker}: {turn.text}"
    if turn.blip_caption:
        text += f" [shares {turn.blip_caption}]"
    return text


def session_id(conv: LocomoConversation, turn: LocomoTurn) -> str:
    return f"{conv.sample_id}-session-{turn.session}"


def turn_input(conv: LocomoConversation, turn: LocomoTurn) -> MemoryInput:
    return MemoryInput(
        content=turn_text(turn),
        kind="turn",
        origin=Origin.PEER,
        verbatim=True,
        occurred_at=turn.occurred_at,
        source_refs=(turn.dia_id,),
        session_id=session_id(conv, turn),
        position=turn.position,
    )


# -- scoring (pure; tests/test_eval_locomo.py) ----------------------------------------------


def recall_at(
    ranked_refs: Sequence[Sequence[str]], evidence: Sequence[str], ks: Iterable[int] = KS
) -> dict[int, float]:
    """recall@k for each k: the share of the evidence turns found among the source_refs of
    the first k hits (a hit may carry several refs, e.g. after a merge). Needs evidence."""
    gold = set(evidence)
    if not gold:
        raise ValueError("recall is undefined for a question without evidence")
    out: dict[int, float] = {}
    for k in ks:
        seen = {ref for refs in ranked_refs[:k] for ref in refs}
        out[k] = len(gold & seen) / len(gold)
    return out


@dataclass
class QuestionResult:
    conversation: int  # 1-based file position
    sample_id: str
    category: int
    question: str
    evidence: tuple[str, ...]
    ranked: dict[str, list[list[str]]] = field(default_factory=dict)  # mode -> refs per hit
    recall: dict[str, dict[int, float]] = field(default_factory=dict)  # mode -> k -> recall


def score(result: QuestionResult, mode: str, ranked_refs: Sequence[Sequence[str]]) -> None:
    result.ranked[mode] = [list(r) for r in ranked_refs]
    result.recall[mode] = recall_at(ranked_refs, result.evidence)


def mean_recall(results: Sequence[QuestionResult], mode: str) -> dict[str, float]:
    """{"n": count, "@5": mean, "@10": ..., "@20": ...}; means are NaN-free (0 questions gives
    n 0 and no means)."""
    out: dict[str, float] = {"n": len(results)}
    if results:
        for k in KS:
            out[f"@{k}"] = sum(r.recall[mode][k] for r in results) / len(results)
    return out


def summarize(results: Sequence[QuestionResult], mode: str) -> dict[str, dict[str, Any]]:
    """split -> category group -> mean recall, for the splits that have questions."""
    splits: dict[str, range | None] = {**SPLITS, "all": None}
    out: dict[str, dict[str, Any]] = {}
    for split, members in splits.items():
        in_split = [r for r in results if members is None or r.conversation in members]
        if not in_split:
            continue
        out[split] = {
            group: mean_recall([r for r in in_split if r.category in cats], mode)
            for group, cats in GROUPS.items()
        }
    return out


def per_conversation(results: Sequence[QuestionResult], mode: str) -> dict[str, dict[str, Any]]:
    """sample_id -> {"1-4": ..., "5": ...}, in file order."""
    out: dict[str, dict[str, Any]] = {}
    for conv in sorted({(r.conversation, r.sample_id) for r in results}):
        mine = [r for r in results if (r.conversation, r.sample_id) == conv]
        out[conv[1]] = {
            group: mean_recall([r for r in mine if r.category in GROUPS[group]], mode)
            for group in ("1-4", "5")
        }
    return out


# -- options --------------------------------------------------------------------------------


def parse_conversations(spec: str, available: int) -> list[int]:
    """ "1-5", "6-10", "1,3,7-8" -> sorted 1-based file positions."""
    chosen: set[int] = set()
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        lo, _, hi = part.partition("-")
        first, last = int(lo), int(hi or lo)
        if not 1 <= first <= last <= available:
            raise argparse.ArgumentTypeError(
                f"--conversations {spec!r}: ranges must lie within 1-{available}"
            )
        chosen.update(range(first, last + 1))
    return sorted(chosen)


WEIGHT_FIELDS = {f.name for f in dataclasses.fields(RecallWeights)}


def parse_weights(items: Sequence[str]) -> RecallWeights:
    """["keyword=0.5", "recency=0"] -> RecallWeights with those fields set, the rest None (the
    server's settings)."""
    values: dict[str, float] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or key not in WEIGHT_FIELDS:
            raise argparse.ArgumentTypeError(
                f"--weights {item!r}: use key=value with key one of {sorted(WEIGHT_FIELDS)}"
            )
        values[key] = float(value)
    return RecallWeights(**values)


# -- the run --------------------------------------------------------------------------------


def ingest(
    mc: MemcueClient, conversations: Sequence[LocomoConversation], batch: int
) -> dict[str, Any]:
    """Every turn through RememberBatch; returns counts and the time spent in the calls."""
    chunks = [
        (conv, list(conv.turns[i : i + batch]))
        for conv in conversations
        for i in range(0, len(conv.turns), batch)
    ]
    seconds = 0.0
    redacted: list[str] = []  # the privacy guard's doing: such a turn is stored changed
    turns = 0
    for conv, chunk in progress_bar(chunks, desc="RememberBatch", unit="batch"):
        items = [turn_input(conv, t) for t in chunk]
        start = time.perf_counter()
        results = mc.remember_batch(conv.sample_id, items, dedup=DedupMode.OFF)
        seconds += time.perf_counter() - start
        for turn, res in zip(chunk, results, strict=True):
            if isinstance(res, ItemFailure):
                raise SystemExit(f"{conv.sample_id} {turn.dia_id} refused: {res.message}")
            if res.outcome.value != "created":
                raise SystemExit(f"{conv.sample_id} {turn.dia_id}: {res.outcome.value}")
            if res.redactions:
                redacted.append(f"{conv.sample_id} {turn.dia_id}")
        turns += len(chunk)
    return {
        "turns": turns,
        "batch": batch,
        "seconds": round(seconds, 2),
        "turns_per_s": round(turns / seconds, 1) if seconds else 0.0,
        "turns_redacted": redacted,
    }


def ask(
    mc: MemcueClient,
    conversations: Sequence[LocomoConversation],
    pipeline: RecallWeights,
    expand: int | None,
) -> tuple[list[QuestionResult], dict[str, list[float]]]:
    """Both recalls of every question with evidence, alternating; latencies per mode."""
    calls: dict[str, dict[str, Any]] = {
        "pipeline": {"weights": pipeline, "expand_neighbors": expand},
        "dense": {"weights": DENSE_ONLY, "expand_neighbors": 0},
    }
    latency: dict[str, list[float]] = {m: [] for m in MODES}
    results: list[QuestionResult] = []
    todo = [(c, q) for c in conversations for q in c.questions if q.evidence]
    for i, (conv, q) in enumerate(progress_bar(todo, desc="Recall x2", unit="question")):
        result = QuestionResult(conv.index, conv.sample_id, q.category, q.question, q.evidence)
        order = ("pipeline", "dense") if i % 2 == 0 else ("dense", "pipeline")
        for mode in order:
            start = time.perf_counter()
            hits = mc.recall(conv.sample_id, q.question, top_k=TOP_K, **calls[mode])
            latency[mode].append(time.perf_counter() - start)
            score(result, mode, [h.memory.source_refs for h in hits])
        results.append(result)
    return results, latency


def latency_summary(latency: Mapping[str, list[float]]) -> dict[str, Any]:
    out: dict[str, Any] = {
        m: {"p50": pct(s, 50), "p99": pct(s, 99), "calls": len(s)} for m, s in latency.items()
    }
    out["ratio_p50"] = out["pipeline"]["p50"] / out["dense"]["p50"]
    out["ratio_p99"] = out["pipeline"]["p99"] / out["dense"]["p99"]
    return out


# -- printing -------------------------------------------------------------------------------


def _cells(stats: Mapping[str, float]) -> str:
    if not stats.get("n"):
        return "".join(f"{'-':>7}" for _ in KS)
    return "".join(f"{stats[f'@{k}']:>7.3f}" for k in KS)


def print_report(report: Mapping[str, Any]) -> None:
    res = report["results"]
    ks = "".join(f"{'@' + str(k):>7}" for k in KS)
    print(f"\nLoCoMo turn-level evidence recall, model {report['model']}, top_k {TOP_K}")
    print(f"{'':<22}{'':>6}  {'dense-only':<21}  {'pipeline':<21}")
    print(f"{'split':<8}{'cats':<14}{'n':>6}  {ks}  {ks}")
    for split, groups in res["dense"].items():
        for group in groups:
            if split != "all" and group.startswith("cat"):
                continue  # per category only for "all"
            d, p = res["dense"][split][group], res["pipeline"][split][group]
            label = f"{group[3:]} {CATEGORY_NAMES[int(group[3:])]}" if group[:3] == "cat" else group
            print(f"{split:<8}{label:<14}{int(d['n']):>6}  {_cells(d)}  {_cells(p)}")
    print("\nper conversation, recall@10 (dense-only, pipeline)")
    cols = f"{'dense':>8}{'pipe':>8}"
    print(f"{'conv':<10}{'split':<8}{'n 1-4':>6}{cols}{'n 5':>6}{cols}")
    for sample, groups in report["per_conversation"]["dense"].items():
        p = report["per_conversation"]["pipeline"][sample]
        n = next(i for i, s in report["conversations"] if s == sample)
        split = "tune" if n in SPLITS["tune"] else "report"
        row = f"{sample:<10}{split:<8}"
        for group in ("1-4", "5"):
            d = groups[group]
            pv = f"{p[group]['@10']:>8.3f}" if p[group]["n"] else f"{'-':>8}"
            dv = f"{d['@10']:>8.3f}" if d["n"] else f"{'-':>8}"
            row += f"{int(d['n']):>6}{dv}{pv}"
        print(row)
    lat = report["latency_ms"]
    print(f"\n{'Recall latency (ms)':<22}{'dense-only':>12}{'pipeline':>12}{'ratio':>8}")
    for q in ("p50", "p99"):
        d, p = lat["dense"][q], lat["pipeline"][q]
        print(f"{q:<22}{d:>12.1f}{p:>12.1f}{p / d:>8.2f}")
    ing = report["ingest"]
    print(
        f"ingest: {ing['turns']} turns in {ing['seconds']:.1f} s = {ing['turns_per_s']:.1f} "
        f"turns/s (RememberBatch of {ing['batch']}); server start {report['server_start_s']:.1f} s"
    )


# -- main -----------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--data", type=Path, default=ROOT.parent / "shared" / "data", help="../shared/data"
    )
    parser.add_argument("--conversations", default="1-10", help="file positions, e.g. 1-5")
    parser.add_argument("--model", default="", help="MEMCUE_EMBEDDING_MODEL for the server")
    parser.add_argument(
        "--expand",
        type=int,
        default=None,
        help="expand_neighbors (pipeline run; default: server's)",
    )
    parser.add_argument(
        "--weights", nargs="*", default=[], metavar="KEY=VALUE", help="pipeline weight overrides"
    )
    parser.add_argument("--batch", type=int, default=256, help="turns per RememberBatch")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "eval_locomo.json")
    parser.add_argument("--keep-data", action="store_true", help="keep the server's data dir")
    parser.add_argument("--show", type=Path, help="only print the tables of a saved report")
    args = parser.parse_args(argv)
    if args.show:
        print_report(json.loads(args.show.read_text()))
        return 0

    path = args.data / "locomo" / "locomo10.json"
    if not path.exists():
        print(f"skipped: {path} not found (pass --data PATH to ../shared/data)")
        return 0
    everything = locomo_conversations(path)
    try:
        chosen = parse_conversations(args.conversations, len(everything))
        pipeline = parse_weights(args.weights)
    except argparse.ArgumentTypeError as exc:
        parser.error(str(exc))
    conversations = [c for c in everything if c.index in chosen]

    machine_before = {f"start_{k}": v for k, v in machine().items() if k.startswith("load")}
    tmp = Path(tempfile.mkdtemp(prefix="memcue-locomo-"))
    env = {"MEMCUE_EMBEDDING_MODEL": args.model} if args.model else {}
    print(f"starting memcue serve ({args.model or 'default model'}); data in {tmp}")
    start = time.perf_counter()
    served: Served = start_memcue(tmp / "memcue", env=env)
    server_start_s = time.perf_counter() - start
    try:
        with MemcueClient(served.target, timeout=600, api_key=served.api_key) as mc:
            model = mc.status().embedding_model
            ingested = ingest(mc, conversations, args.batch)
            results, latency = ask(mc, conversations, pipeline, args.expand)
    finally:
        stop_memcue(served)
        if not args.keep_data:
            shutil.rmtree(tmp, ignore_errors=True)

    report: dict[str, Any] = {
        "config": {
            "conversations": args.conversations,
            "model_setting": args.model or "(server default)",
            "expand_neighbors": args.expand,
            "pipeline_weights": {
                k: v for k, v in dataclasses.asdict(pipeline).items() if v is not None
            },
            "dense_weights": dataclasses.asdict(DENSE_ONLY),
            "top_k": TOP_K,
            "batch": args.batch,
        },
        "model": model,
        "machine": {**machine_before, **machine()},
        "conversations": [(c.index, c.sample_id) for c in conversations],
        "server_start_s": round(server_start_s, 2),
        "ingest": ingested,
        "latency_ms": latency_summary(latency),
        "results": {m: summarize(results, m) for m in MODES},
        "per_conversation": {m: per_conversation(results, m) for m in MODES},
        "questions": [dataclasses.asdict(r) for r in results],
    }
    print_report(report)
    if args.keep_data:
        print(f"data kept in {tmp}")
    write_report(args.out, report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
