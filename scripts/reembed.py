"""Rebuild the index from the raw log, with the same or another embedding model.

    python scripts/reembed.py --data-dir memcue-data [--model static-64d] [--target chroma-v2]

Reads every Memcue bucket of the ActivityWatch log (the running service's aw-server when one
is up, per <data_dir>/runtime.json; otherwise it starts its own on the data dir), plus
events still in the outbox, opens them with the peers' keys, and replays each partition in
sequence order (`service.replay`): recorded merges, supersedes, deletes and expiries are
applied, not re-decided. The final entries are embedded in batches with the chosen model
into a fresh index directory (vectors, and keywords beside it); the live index is never
touched, so a running service keeps serving from it. With the service stopped, the new index
is then caught up with the log as it is now (`service.rebuild.catch_up`: every partition
logged to since its bucket was read is replayed again, and a peer forgotten meanwhile is
dropped) and the index pointer (<data_dir>/index.json) is switched atomically to it; start
the service to serve from it (with MEMCUE_EMBEDDING_MODEL set to the new model if it
changed, and MEMCUE_EMBEDDING_BACKEND to the new backend: the index records the variant,
e.g. `sentence-transformers/all-MiniLM-L6-v2-onnx-int8-rows` for the default int8 ONNX
export). Built beside a running service, it is not switched: stop the service and run it
again (or with `--switch-only --target T`), which catches up and switches. A switch right
after a build beside the service lost what the service wrote in between, and kept a peer
forgotten in between. `--no-switch` builds only; `--switch-only` needs a build to switch to
(`--target`, or the newest unswitched build of `--model`) and refuses otherwise.

Whatever way it ends (done, refused, Ctrl-C), it first stops the aw-server it started: a
refusal while opening the index (`--switch-only` of a build made with another model) left it
running.

Resumable: finished buckets are recorded in <target>.progress.json and skipped on a rerun;
without `--target`, a rerun continues the newest build of the same model that was not
switched to. Memory stays bounded by one partition (the log is read page by page).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.jobs import JobParser, Refused, run  # noqa: E402
from scripts.jobs import data_dir as checked_data_dir  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service import logs  # noqa: E402
from service.adapters.activitywatch import ActivityWatchLog  # noqa: E402
from service.adapters.aw_process import AwServerProcess  # noqa: E402
from service.adapters.hybrid_index import HybridIndex  # noqa: E402
from service.app import KNOWN_MODELS, build_embedder  # noqa: E402
from service.crypto import PeerKeys, Sealer  # noqa: E402
from service.errors import IndexModelMismatch  # noqa: E402
from service.index_files import (  # noqa: E402
    BUILDING,
    builder_mark,
    index_location,
    switch_to_new_index,
)
from service.ports import Embedder, Vector  # noqa: E402
from service.rebuild import catch_up, remaining  # noqa: E402
from service.rebuild import rebuild as rebuild_index  # noqa: E402
from service.settings import Settings  # noqa: E402


def running_aw(data_dir: Path) -> str:
    runtime = data_dir / "runtime.json"
    if not runtime.exists():
        return ""
    info = json.loads(runtime.read_text())
    try:
        os.kill(int(info["pid"]), 0)
    except (ProcessLookupError, ValueError, KeyError):
        return ""
    return str(info.get("aw_url", ""))


def rebuild(
    log: ActivityWatchLog, index: HybridIndex, embedder: Embedder, progress: Path
) -> dict[str, Any]:
    """`service.rebuild.rebuild` with a progress bar over the partitions, its counts live.

    The bar counts buckets, and a store of one big peer is one bucket: it showed nothing for
    minutes. So `memories` counts every batch embedded as it is done (and a line goes out
    then too, if 10 s passed since the last off a terminal); `events` grows as each bucket is
    finished (its events are counted once it is read whole). The postfix is set before the
    bucket is counted: the other way round, the line that counting writes (at every 10%, the
    last one included) showed the totals of one bucket earlier than its count."""
    shown = {"events": 0, "memories": 0}
    with progress_bar(total=len(remaining(log, progress)), desc="partitions", unit="bucket") as bar:

        def embedded(count: int) -> None:
            shown["memories"] += count
            bar.set_postfix(**shown)
            bar.update(0)

        def step(done: int, total: int, totals: dict[str, int]) -> None:
            shown.update(events=totals["events"], memories=totals["memories"])
            bar.set_postfix(**shown)
            bar.update(1)

        counted = CountingEmbedder(embedder, embedded)
        return rebuild_index(log, index, counted, progress, on_bucket=step)


class CountingEmbedder:
    """An embedder that reports how many documents each call embedded, once it is done."""

    def __init__(self, inner: Embedder, on_documents: Callable[[int], None]) -> None:
        self._inner = inner
        self._on_documents = on_documents

    @property
    def model_id(self) -> str:
        return self._inner.model_id

    @property
    def dimension(self) -> int:
        return self._inner.dimension

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        vectors = self._inner.embed_documents(texts)
        self._on_documents(len(texts))
        return vectors

    def embed_query(self, text: str) -> Vector:
        return self._inner.embed_query(text)

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        return self._inner.embed_queries(texts)


def main() -> int:
    parser = JobParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--model", default="all-MiniLM-L6-v2", choices=sorted(KNOWN_MODELS))
    parser.add_argument(
        "--backend",
        default=Settings.model_fields["embedding_backend"].default,
        choices=["onnx-int8", "torch"],
        help="MiniLM/mpnet: the int8 ONNX export (default, as the service) or torch",
    )
    parser.add_argument("--target", default="", help="index directory name under the data dir")
    steps = parser.add_mutually_exclusive_group()
    steps.add_argument("--no-switch", action="store_true", help="build only")
    steps.add_argument("--switch-only", action="store_true", help="only flip the pointer")
    args = parser.parse_args()
    data_dir = checked_data_dir(args.data_dir)
    # (the backend too: a torch build resumed as the ONNX one would not open)
    slug = f"{args.model.lower().replace('/', '-')}-{args.backend}"
    target = args.target or unfinished(data_dir, slug) or f"chroma-{slug}-{int(time.time())}"
    progress = data_dir / f"{target}.progress.json"
    serving = bool(running_aw(data_dir))
    if args.switch_only and serving:
        raise Refused(
            "the service is running on this data dir: stop it first (the switch catches "
            "the new index up with what the service logged meanwhile)"
        )
    if args.switch_only and not (data_dir / target).is_dir():
        # (it made an empty index and rebuilt all of it in the catch-up: not a switch)
        raise Refused(
            f"there is no build {target!r} in {data_dir} to switch to: name one with --target, "
            "or build one (without --switch-only)"
        )
    logs.configure("WARNING", json=False)
    # (while it runs, a service start leaves this build alone; once it stops unswitched, the
    # next start deletes it: `service.index_files.discard_abandoned`)
    marker = data_dir / f"{target}{BUILDING}"
    marker.write_text(builder_mark())
    try:
        return build(args, data_dir, target, progress, serving)
    finally:
        marker.unlink(missing_ok=True)


def build(
    args: argparse.Namespace, data_dir: Path, target: str, progress: Path, serving: bool
) -> int:
    settings = Settings(
        data_dir=data_dir, embedding_model=args.model, embedding_backend=args.backend
    )
    embedder = build_embedder(settings)
    model_id = embedder.model_id  # carries the variant (and a fallback to torch, if any)
    report: dict[str, Any] = {}
    # Everything started or opened is closed on every way out, in reverse: a refusal while
    # opening the index (`--switch-only` of a build of another model) left aw-server running.
    with contextlib.ExitStack() as opened:
        sealer = Sealer(PeerKeys(data_dir / "peer_keys.sqlite3"))
        opened.callback(sealer.close)
        # (a deployment on an ActivityWatch server of its own names it in the settings: one
        # started here on the data dir would hold none of its log)
        aw_url = running_aw(data_dir) or settings.aw_url
        if not aw_url:
            aw = AwServerProcess(data_dir / "activitywatch")
            opened.callback(aw.stop)
            aw.start()
            aw_url = aw.url
        log = ActivityWatchLog.connect(aw_url, data_dir / "outbox.sqlite3", sealer, send=False)
        opened.callback(log.close)
        try:
            index = HybridIndex.embedded(
                data_dir / target,
                embedding_model=model_id,
                dimension=embedder.dimension,
                sealer=sealer,
            )
        except IndexModelMismatch as exc:
            raise Refused(
                f"{target} was built with {exc.index_model!r}, not {model_id!r}: pass the "
                "--model and --backend it was built with"
            ) from None
        opened.callback(index.close)
        if not args.switch_only:
            report = rebuild(log, index, embedder, progress)
        if not args.no_switch and not serving:
            keyed = sealer.partitions()
            report.update(catch_up(log, index, embedder, progress, keyed=keyed))
    report.update({"target": target, "model": model_id})
    print(json.dumps(report, indent=2))
    if args.no_switch:
        return 0
    if serving:
        print(
            f"built {target}; the service is running, so it still serves the old index. Stop "
            f"it, then run: python scripts/reembed.py --data-dir {data_dir} --model {args.model}"
            f" --target {target} --switch-only (it adds what the service wrote meanwhile, "
            "drops peers forgotten meanwhile, and switches). A start of the service before "
            "that deletes this build: it would keep peers forgotten since"
        )
        return 0
    switch_to_new_index(data_dir, target, model_id)
    progress.unlink(missing_ok=True)
    print(
        f"index switched to {target} ({model_id}); start the service to serve from it "
        "(the old index is deleted then)"
    )
    return 0


def unfinished(data_dir: Path, slug: str) -> str:
    """The newest build of this model that was not switched to (cut short, or finished
    beside a running service): a rerun resumes it instead of starting over."""
    live = index_location(data_dir).name
    builds = [
        p
        for p in data_dir.glob(f"chroma-{slug}-*.progress.json")
        if p.name.removesuffix(".progress.json") != live
        and (data_dir / p.name.removesuffix(".progress.json")).is_dir()
    ]
    newest = max(builds, key=lambda p: p.stat().st_mtime, default=None)
    return newest.name.removesuffix(".progress.json") if newest else ""


if __name__ == "__main__":
    raise SystemExit(
        run(
            main,
            interrupted="the index was not switched; finished buckets are recorded in "
            "<target>.progress.json, and a rerun (same --model, or --target) resumes from them",
        )
    )
