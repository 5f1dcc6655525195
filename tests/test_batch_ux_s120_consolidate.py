"""A consolidation dry run counts what the run would make, gists of its own new summaries
included.

A summary dates from its first member, so the summaries a run makes of entries older than
`gist_after_days` are due for a gist in the same run. The dry run planned the gist stage over
the unchanged index, where those summaries do not exist: on one store it said 9 summaries
and 0 gists, and `--apply` then made 9 summaries and 5 gists.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from service.app import App
from service.domain import CallContext, Role, Tier
from service.loop_domain import Transcript
from tests.test_consolidation import Clock, session

CTX = CallContext("default", Role.OPERATOR)


def test_a_dry_run_counts_the_gists_of_the_summaries_the_run_makes(
    app_factory: Callable[..., App], tmp_path: Path
) -> None:
    now = datetime(2024, 6, 1, 12, tzinfo=UTC)
    clock = Clock(now)
    app = app_factory(tmp_path / "data", clock=clock, background=False)
    for days_ago, tag in ((120, "s1"), (100, "s2"), (3, "s3")):
        clock.now = now - timedelta(days=days_ago)
        app.core.ingest_transcript(CTX, "ivo", Transcript(tag, tuple(session(clock.now, tag))))
    clock.now = now

    preview = app.core.consolidate(CTX, "ivo", dry_run=True)
    done = app.core.consolidate(CTX, "ivo")

    assert done.summaries >= 2 and done.gists >= 1  # the case: gists of this run's summaries
    assert (preview.summaries, preview.gists, preview.archived) == (
        done.summaries,
        done.gists,
        done.archived,
    )
    # the same gists, word for word (their ids are new each time)
    made = sorted(str(c["content"]) for c in done.clusters if c["stage"] == Tier.GIST.value)
    said = sorted(str(c["content"]) for c in preview.clusters if c["stage"] == Tier.GIST.value)
    assert said == made
    # and a dry run still changes nothing: a second one finds nothing more to do
    assert app.core.consolidate(CTX, "ivo", dry_run=True).summaries == 0
