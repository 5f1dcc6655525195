"""Consolidation job: turn due verbatim entries into summaries, due summaries into gists.

    python scripts/consolidate.py --data-dir ./memcue-data [--namespace NS] [--peer P] [--apply]

Dry run by default: plans every partition (or the one named), prints what it would make and
which entries each would replace, and writes JSON (`--out`, default `consolidate.json` in the
current directory); nothing changes. `--apply` consolidates through the service's own code
(`service.consolidate`): each replacement is logged (the new entry and every archived one),
so a rebuild from the log reproduces it. `--now` previews as of another instant (ISO 8601),
e.g. what next month's run will do; it is refused with `--apply`, which would write entries
made "at" that instant (created in the future, or in the past).

The running service does the same in the background (`consolidation.interval_s`); this is the
operator's handle for a one-off run or a preview. Run it with the service stopped when the
store is an embedded Chroma directory (it opens the store itself). Safe to interrupt: each
replacement is one atomic logged step, and a rerun plans again from what is left.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.jobs import JobParser, instant, run, whole_number  # noqa: E402
from scripts.jobs import data_dir as checked_data_dir  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service import logs  # noqa: E402
from service.app import build_app  # noqa: E402
from service.domain import CallContext, Role, utcnow  # noqa: E402
from service.loop_domain import ConsolidationReport  # noqa: E402
from service.settings import Settings  # noqa: E402


def main() -> int:
    parser = JobParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--namespace", default="", help="only this namespace (default: all)")
    parser.add_argument("--peer", default=None, help="only this peer ('' = namespace-wide)")
    parser.add_argument("--apply", action="store_true", help="consolidate (default: dry run)")
    parser.add_argument(
        "--now",
        type=instant,
        default=None,
        help="preview as of this ISO 8601 instant (not with --apply: it would write entries "
        "made then)",
    )
    parser.add_argument("--show", type=whole_number(0), default=10, help="replacements printed")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("consolidate.json"),
        help="the report (default: consolidate.json in the current directory; it holds "
        "the summaries in clear, so not in the data dir, where a Forget would not reach it)",
    )
    args = parser.parse_args()
    if args.now is not None and args.apply:
        # (it wrote real entries created at that instant: in the future, or in the past)
        parser.error("--now is for a preview: with --apply it would write entries made then")
    data_dir = checked_data_dir(args.data_dir)
    now: datetime | None = args.now
    logs.configure("WARNING", json=False)
    settings = Settings(data_dir=data_dir, port=0)
    settings.consolidation.enabled = False  # this run is the job
    app = build_app(settings, clock=(lambda: now) if now is not None else utcnow, background=False)
    start = time.perf_counter()
    total = ConsolidationReport(dry_run=not args.apply)
    shown = 0
    try:
        partitions = sorted(
            (
                p
                for p in app.index.partitions()
                if (not args.namespace or p.namespace == args.namespace)
                and (args.peer is None or p.peer_id == args.peer)
            ),
            key=lambda p: (p.namespace, p.peer_id),
        )
        for partition in progress_bar(partitions, desc="partitions", unit="partition"):
            ctx = CallContext(partition.namespace, Role.OPERATOR, principal="consolidate-job")
            report = app.core.consolidate(ctx, partition.peer_id, dry_run=not args.apply)
            total += report
            for cluster in report.clusters:
                if shown < args.show:
                    _print(partition.peer_id or "(namespace)", cluster)
                    shown += 1
        if args.apply:
            app.log.flush(timeout_s=120)
    finally:
        app.close()
    took = time.perf_counter() - start
    verb = "made" if args.apply else "would make (dry run, nothing changed)"
    print(
        f"\n{total.partitions} partitions: {verb} {total.summaries} summaries and "
        f"{total.gists} gists, replacing {total.archived} entries; {took:.0f} s"
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps(
            {
                "apply": args.apply,
                "now": (now or utcnow()).isoformat(),
                "partitions": total.partitions,
                "summaries": total.summaries,
                "gists": total.gists,
                "archived": total.archived,
                "clusters": list(total.clusters),
            },
            indent=1,
        )
    )
    print(f"wrote {args.out}")
    return 0


def _print(who: str, cluster: Any) -> None:
    print(f"- [{who}] {cluster['stage']} of {len(cluster['members'])} ({cluster['first']}):")
    print(f"    {cluster['content'][:300]}")


if __name__ == "__main__":
    raise SystemExit(
        run(
            main,
            interrupted="the replacements made so far are kept (each is one logged step); "
            "a rerun plans again from what is left",
        )
    )
