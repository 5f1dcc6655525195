"""The memory loop on LoCoMo, through the gRPC API: ingest -> extract -> consolidate -> brief.

    python scripts/eval_working_memory.py --data ../shared/data [--conversations 1-5]

Each conversation is ingested session by session with IngestTranscript, the service's clock
set to the session's real date, and consolidated (Consolidate RPC) after each session, as
time passes. At the end (one day after the last session) it measures:

- **answer coverage** of WorkingMemory briefs at 500, 1,000 and 2,000 tokens (no cue): the
  share of category 1-4 questions whose answer words (at least 80% of the content words of
  the gold answer: stemmed, stop words dropped, as the keyword index sees them) appear in the
  brief; side by side, in the same run and with the same tokenizer, a **recency baseline**:
  the latest turns that fit the same budget, under the brief's own title line and rendered
  like the brief's turn lines (dated, a run of same-day turns dated once);
- **live entries**: live non-archived entries belonging to sessions older than a month
  (by session id, or the turns they cite) against those sessions' turns;
- **evidence recall@10** through Recall (default weights): |evidence ∩ source_refs of the
  top 10| / |evidence|, on the consolidated store and on a copy of the conversation ingested
  into a second peer that is never consolidated; also counting turn hits only (a summary
  cites all its turns, so "any hit" credits a summary with every turn it replaced).

Conversations 1-5 are the tuning split, 6-10 the report split (`../shared/data/README.md`):
every setting was chosen on 1-5. Prints a table per conversation and per split, and writes
results/eval_working_memory.json. Skips cleanly when the data is absent.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.datasets import LocomoSessions, locomo_sessions  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service import logs  # noqa: E402
from service.api.server import MemcueServer  # noqa: E402
from service.app import build_app, build_tokenizer  # noqa: E402
from service.client import MemcueClient  # noqa: E402
from service.domain import Memory, Tier  # noqa: E402
from service.loop_domain import Turn  # noqa: E402
from service.memory_loop.dates import day  # noqa: E402
from service.ports import Tokenizer  # noqa: E402
from service.recall.terms import terms  # noqa: E402
from service.settings import Settings, TlsSettings  # noqa: E402

TURN_SPACING = timedelta(seconds=30)
OLD = timedelta(days=30)
SPLITS = {"tune (1-5)": range(0, 5), "report (6-10)": range(5, 10)}


class SimClock:
    """The service's clock, moved to each session's real date."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


def answer_words(answer: str) -> set[str]:
    return set(terms(answer))


def coverage(questions: Sequence[dict[str, Any]], text: str) -> tuple[float, int]:
    """(share of questions whose answer words are in the text, questions counted)."""
    seen = set(terms(text))
    wanted = [answer_words(q["answer"]) for q in questions]
    wanted = [w for w in wanted if w]
    hit = sum(len(w & seen) >= 0.8 * len(w) for w in wanted)
    return (hit / len(wanted) if wanted else 0.0), len(wanted)


def recency_baseline(conv: LocomoSessions, budget: int, tokenizer: Tokenizer, title: str) -> str:
    """The latest turns that fit the budget, rendered like the brief's turn lines (the same
    title; a run of same-day turns shows its date once), counted with the same tokenizer."""
    turns = [
        (session.at + i * TURN_SPACING, f"{speaker}: {' '.join(text.split())}")
        for session in conv.sessions
        for i, (_, speaker, text) in enumerate(session.turns)
    ]
    kept: list[tuple[datetime, str]] = []
    for at, line in reversed(turns):  # newest first, while the rendered text fits
        trial = _render_turns(title, [(at, line), *kept])
        if tokenizer.count_tokens([trial])[0] > budget:
            break
        kept.insert(0, (at, line))
    return _render_turns(title, kept)


def _render_turns(title: str, turns: Sequence[tuple[datetime, str]]) -> str:
    lines, last = [title], ""
    for at, line in turns:
        date = day(at)
        lines.append(f"- ({date}) {line}" if date != last else f"- {line}")
        last = date
    return "\n".join(lines)


def session_number(m: Memory) -> int | None:
    """Which LoCoMo session an entry belongs to: its session id, else the turns it cites."""
    if m.session_id and ":s" in m.session_id:
        return int(m.session_id.rsplit(":s", 1)[1])
    numbers = [int(r[1:].split(":")[0]) for r in m.source_refs if r.startswith("D") and ":" in r]
    return min(numbers) if numbers else None


def evidence_recall(
    client: MemcueClient, peer: str, qa: Sequence[dict[str, Any]]
) -> dict[str, float]:
    by_cat: dict[str, list[float]] = {"1-4": [], "5": [], "1-4 turns only": []}
    for q in qa:
        evidence = set(q["evidence"])
        if not evidence:
            continue
        hits = client.recall(peer, q["question"], top_k=10)
        refs = {r for h in hits for r in h.memory.source_refs}
        turn_refs = {r for h in hits if h.memory.kind == "turn" for r in h.memory.source_refs}
        key = "5" if q["category"] == 5 else "1-4"
        by_cat[key].append(len(evidence & refs) / len(evidence))
        if key == "1-4":
            by_cat["1-4 turns only"].append(len(evidence & turn_refs) / len(evidence))
    return {k: round(sum(v) / len(v), 4) if v else 0.0 for k, v in by_cat.items()}


def ingest(
    client: MemcueClient, clock: SimClock, conv: LocomoSessions, peer: str, consolidate: bool
) -> dict[str, int]:
    totals = {"turns": 0, "extracted": 0, "summaries": 0, "gists": 0}
    for session in conv.sessions:
        clock.now = session.at
        turns = [
            Turn(
                text=text, position=i, speaker=speaker, time=session.at + i * TURN_SPACING, ref=ref
            )
            for i, (ref, speaker, text) in enumerate(session.turns)
        ]
        result = client.ingest_transcript(peer, f"{peer}:s{session.number}", turns)
        totals["turns"] += result.new_turns
        totals["extracted"] += result.extracted
        clock.now = session.at + len(turns) * TURN_SPACING + timedelta(minutes=1)
        if consolidate:
            report = client.consolidate(peer)
            totals["summaries"] += report.summaries
            totals["gists"] += report.gists
    return totals


def run(
    client: MemcueClient,
    clock: SimClock,
    conv: LocomoSessions,
    budgets: Sequence[int],
    tokenizer: Tokenizer,
    with_recall: bool,
) -> dict[str, Any]:
    peer = conv.sample_id
    out: dict[str, Any] = {"conversation": peer}
    out["ingest"] = ingest(client, clock, conv, peer, consolidate=True)
    last = conv.sessions[-1]
    clock.now = last.at + timedelta(days=1)
    client.consolidate(peer)
    questions = [q for q in conv.qa if q["category"] in (1, 2, 3, 4)]
    out["coverage"] = {}
    for budget in budgets:
        brief = client.working_memory(peer, token_budget=budget)
        assert brief.tokens <= budget, (brief.tokens, budget)
        brief_cov, counted = coverage(questions, brief.text)
        title = brief.text.split("\n", 1)[0]  # the same title line, date included
        base_cov, _ = coverage(questions, recency_baseline(conv, budget, tokenizer, title))
        out["coverage"][str(budget)] = {
            "brief": round(brief_cov, 4),
            "recency": round(base_cov, 4),
            "tokens": brief.tokens,
            "questions": counted,
        }
        out.setdefault("brief_text", {})[str(budget)] = brief.text
    entries = list(client.iter_all(peer))
    old = {s.number for s in conv.sessions if s.at < clock.now - OLD}
    old_turns = sum(len(s.turns) for s in conv.sessions if s.number in old)
    live = [m for m in entries if m.tier is not Tier.ARCHIVED]
    old_live = [m for m in live if session_number(m) in old]
    out["live"] = {
        "old_sessions": len(old),
        "old_turns": old_turns,
        "old_live": len(old_live),
        "old_ratio": round(old_turns / max(1, len(old_live)), 2),
        "all_turns": sum(len(s.turns) for s in conv.sessions),
        "all_live": len(live),
        "by_tier": {t.value: sum(m.tier is t for m in entries) for t in Tier},
    }
    if with_recall:
        raw = f"{peer}-raw"
        ingest(client, clock, conv, raw, consolidate=False)
        out["recall@10"] = {
            "consolidated": evidence_recall(client, peer, conv.qa),
            "not consolidated": evidence_recall(client, raw, conv.qa),
        }
    return out


def _mean(rows: Sequence[dict[str, Any]], *path: str) -> float:
    values = []
    for row in rows:
        x: Any = row
        for p in path:
            x = x[p]
        values.append(float(x))
    return sum(values) / len(values) if values else 0.0


def report(rows: Sequence[dict[str, Any]], budgets: Sequence[int], with_recall: bool) -> None:
    head = " ".join(f"{'cov@' + str(b) + ' brief/recency':>26}" for b in budgets)
    extra = f" {'R@10 raw -> cons (turns only)':>34}" if with_recall else ""
    print(f"{'conversation':<14}{head} {'old turns/live':>16}{extra}")

    def line(name: str, group: Sequence[dict[str, Any]]) -> None:
        cells = []
        for b in budgets:
            brief = _mean(group, "coverage", str(b), "brief")
            base = _mean(group, "coverage", str(b), "recency")
            ratio = f"{brief / base:.1f}x" if base else "-"
            cells.append(f"{brief:.3f} / {base:.3f} ({ratio})".rjust(26))
        turns = sum(r["live"]["old_turns"] for r in group)
        live = sum(r["live"]["old_live"] for r in group)
        tail = ""
        if with_recall:
            raw = _mean(group, "recall@10", "not consolidated", "1-4")
            cons = _mean(group, "recall@10", "consolidated", "1-4")
            turns_only = _mean(group, "recall@10", "consolidated", "1-4 turns only")
            tail = f" {f'{raw:.3f} -> {cons:.3f} ({turns_only:.3f})':>34}"
        old = f"{turns}/{live} ({turns / max(live, 1):.1f}x)"
        print(f"{name:<14}{' '.join(cells)} {old:>16}{tail}")

    for row in rows:
        line(row["conversation"], [row])
    by_name = {r["conversation"]: r for r in rows}
    order = [r["conversation"] for r in rows]
    for split, idx in SPLITS.items():
        group = [by_name[order[i]] for i in idx if i < len(order)]
        if group and len(group) != len(rows):
            line(split, group)
    line("all", rows)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--conversations", default="1-10", help="e.g. 1-5, 6-10, 1,3")
    parser.add_argument("--budgets", default="500,1000,2000")
    parser.add_argument("--no-recall", action="store_true", help="skip evidence recall@10")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "eval_working_memory.json")
    parser.add_argument("--data-dir", type=Path, default=None, help="default: a temporary dir")
    args = parser.parse_args()
    path = args.data / "locomo" / "locomo10.json" if args.data.is_dir() else args.data
    if not path.exists():
        print(f"skipped: {path} not found")
        return 0
    wanted = _numbers(args.conversations)
    convs = [c for i, c in enumerate(locomo_sessions(path), 1) if i in wanted]
    budgets = [int(b) for b in args.budgets.split(",")]
    logs.configure("WARNING", json=False)
    clock = SimClock()
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="memcue-eval-wm-")) / "data"
    # Its own server on loopback in plaintext, as its client calls it: not the shell's service
    # settings (MEMCUE_TLS__* made it serve TLS, and every call was turned away).
    settings = Settings(
        data_dir=data_dir,
        host="127.0.0.1",
        port=0,
        tls=TlsSettings(),
        auth="open",
        log_level="WARNING",
    )
    # Consolidation runs when the eval says (after each session, as time passes), not by wall
    # clock; the rest of the settings are the service's defaults (or MEMCUE_* overrides).
    settings.consolidation.enabled = False
    # The clock jumps between the conversations' dates (2022 to 2024): the expiry sweep would
    # reclaim an earlier conversation's entries as expired. Nothing here needs it.
    settings.sweep_interval_s = 1e9
    app = build_app(settings, clock=clock, background=False)
    server = MemcueServer(app)
    server.start()
    rows = []
    start = time.perf_counter()
    try:
        with MemcueClient(server.address, timeout=600, namespace="locomo") as client:
            tokenizer = build_tokenizer(app.embedder)
            for conv in progress_bar(convs, desc="conversations", unit="conv"):
                rows.append(run(client, clock, conv, budgets, tokenizer, not args.no_recall))
    finally:
        server.stop(grace=1)
    print()
    report(rows, budgets, not args.no_recall)
    took = time.perf_counter() - start
    print(f"\n{len(rows)} conversations in {took:.0f} s")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps({"settings": settings.model_dump(mode="json"), "rows": rows}, indent=1)
    )
    print(f"wrote {args.out}")
    return 0


def _numbers(spec: str) -> set[int]:
    out: set[int] = set()
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            out.update(range(int(a), int(b) + 1))
        elif part:
            out.add(int(part))
    return out


if __name__ == "__main__":
    raise SystemExit(main())
