"""Load the MSC persona sentences into one Memcue namespace (input for the dedup job).

    python scripts/load_msc.py --personas ../shared/data/msc/msc_personas_all.json \
        --data-dir /tmp/msc-store --namespace msc

Writes through the core (the same code the service runs) with dedup off, so the store keeps
every near-duplicate for `scripts/dedup.py` to find. Every sentence is a peer's own words
(`origin=peer`) of one peer (`--peer`, "personas"), since MSC's speakers are anonymous; a
peer's words are never namespace-wide, which is why a load into peer '' stored nothing. Run it
with the service stopped: it opens the data dir's embedded Chroma itself. Exits 1 when any
sentence was refused, naming the first reason.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.datasets import msc_personas  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service import logs  # noqa: E402
from service.app import build_app  # noqa: E402
from service.domain import CallContext, DedupMode, MemoryInput, Origin, Role  # noqa: E402
from service.errors import MemcueError  # noqa: E402
from service.settings import Settings  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--personas", type=Path, required=True)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--namespace", default="msc")
    parser.add_argument(
        "--peer", default="personas", help="the peer they are written for (a peer's own words)"
    )
    parser.add_argument("--limit", type=int, default=0, help="load only the first N sentences")
    parser.add_argument("--batch", type=int, default=256)
    args = parser.parse_args()
    if not args.personas.exists():
        print(f"skipped: {args.personas} not found")
        return 0
    sentences = msc_personas(args.personas, unique=False)
    if args.limit:
        sentences = sentences[: args.limit]
    logs.configure("WARNING", json=False)
    app = build_app(Settings(data_dir=args.data_dir, port=0), background=False)
    ctx = CallContext(args.namespace, Role.OPERATOR, principal="load_msc")
    failed = 0
    first_error: MemcueError | None = None
    start = time.perf_counter()
    try:
        with progress_bar(total=len(sentences), desc="loading", unit="entry") as bar:
            for i in range(0, len(sentences), args.batch):
                chunk = sentences[i : i + args.batch]
                items = [
                    (
                        MemoryInput(
                            content=s,
                            origin=Origin.PEER,
                            kind="persona",
                            source_refs=(f"msc:{i + j}",),
                        ),
                        "",
                    )
                    for j, s in enumerate(chunk)
                ]
                results = app.core.remember_batch(ctx, args.peer, items, dedup=DedupMode.OFF)
                errors = [r for r in results if isinstance(r, MemcueError)]
                failed += len(errors)
                first_error = first_error or next(iter(errors), None)
                bar.update(len(chunk))
        app.log.flush(timeout_s=120)
    finally:
        app.close()
    took = time.perf_counter() - start
    print(
        f"loaded {len(sentences) - failed} of {len(sentences)} sentences into namespace "
        f"{args.namespace!r}, peer {args.peer!r}, in {took:.0f} s ({len(sentences) / took:.0f}/s)"
    )
    if first_error is not None:
        print(f"error: {failed} refused, the first: {first_error.message}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
