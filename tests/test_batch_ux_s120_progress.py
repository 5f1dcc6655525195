"""reembed's progress lines: the last one says what the report says, and a big bucket shows
its memories being embedded before it is done.

Before: the bar was counted before its totals were set, so the last line read `10/10 bucket
(100%) [events=19407, memories=11484]` while the report said 35,538 / 19,354 (the totals of
one bucket earlier); and it counted buckets only, so a store of one big peer showed nothing
for minutes. Real log, index and model; the bar writes to a buffer, a line per update.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import scripts.reembed as reembed
from scripts.progress import progress_bar
from service.adapters.activitywatch import ActivityWatchLog
from service.adapters.aw_process import AwServerProcess
from service.adapters.hybrid_index import HybridIndex
from service.app import App
from service.crypto import PeerKeys, Sealer
from service.domain import CallContext, DedupMode, MemoryInput, Role
from service.ports import Embedder

CTX = CallContext("default", Role.OPERATOR)
BIG = 600  # memories of one peer: three embedding batches of service.rebuild.BATCH (256)


@pytest.fixture
def opened(
    app_factory: Callable[..., App], embedder: Embedder, tmp_path: Path
) -> Iterator[tuple[ActivityWatchLog, HybridIndex, Path]]:
    """A data dir with one big peer and one small one, its log and a fresh index, opened as
    `scripts/reembed.py` opens them."""
    data = tmp_path / "data"
    app = app_factory(data, background=False)
    texts = [f"Entry {i}: Ivo noted the reading {i * 7 % 1000} on day {i}" for i in range(BIG)]
    for start in range(0, BIG, 100):
        items = [(MemoryInput(content=t), "") for t in texts[start : start + 100]]
        app.core.remember_batch(CTX, "ivo", items, dedup=DedupMode.OFF)
    small = [(MemoryInput(content=f"Kim likes {t}"), "") for t in ("tea", "chess", "rain")]
    app.core.remember_batch(CTX, "kim", small, dedup=DedupMode.OFF)
    app.close()
    sealer = Sealer(PeerKeys(data / "peer_keys.sqlite3"))
    aw = AwServerProcess(data / "activitywatch")
    aw.start()
    log = ActivityWatchLog.connect(aw.url, data / "outbox.sqlite3", sealer, send=False)
    index = HybridIndex.embedded(
        data / "chroma-new",
        embedding_model=embedder.model_id,
        dimension=embedder.dimension,
        sealer=sealer,
    )
    try:
        yield log, index, data / "chroma-new.progress.json"
    finally:
        index.close()
        log.close()
        sealer.close()
        aw.stop()


def test_the_last_line_matches_the_report_and_a_big_bucket_shows_progress(
    opened: tuple[ActivityWatchLog, HybridIndex, Path],
    embedder: Embedder,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log, index, progress = opened
    out = io.StringIO()

    def every_update(**kwargs: Any) -> Any:  # off a terminal, a line at every update
        return progress_bar(file=out, every_s=0, **kwargs)

    monkeypatch.setattr(reembed, "progress_bar", every_update)
    report = reembed.rebuild(log, index, embedder, progress)

    assert report["memories"] == BIG + 3
    lines = out.getvalue().splitlines()
    last = lines[-1]
    assert last.startswith("partitions: 2/2 bucket (100%)")
    assert f"[events={report['events']}, memories={report['memories']}]" in last
    # counted while the big bucket was embedded, not only when a bucket was done
    seen = [int(m) for line in lines for m in re.findall(r"memories=(\d+)", line)]
    done_buckets = {0, 3, BIG, BIG + 3}
    assert [m for m in seen if m not in done_buckets], lines
    assert seen == sorted(seen)
