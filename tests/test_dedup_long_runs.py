"""A memory of long runs (blanks, dots, dashes, underscores) is judged in linear time.

Found this session by writing pathological 16 KB memories twice through a real server: the
second write of "PIN" then 16,000 spaces held the write path, and the GIL, for over ten
minutes in `_statement` (blank runs, `service.blanks.unpadded` now cuts them before the
rules read a text), and "Lena" then 8,000 dashes or underscores took 4.6 s to judge against
itself: a path token was tried at every position inside the run (`align._PATH` now starts
one only where a run starts). A write is judged against up to ten neighbours."""

from __future__ import annotations

import pytest

from service.dedup import Relation, clear_text_caches, judge
from tests.cpu_time import best_cpu_seconds


@pytest.mark.parametrize("head", ["I changed my alarm to 6 ", "Lena "])
@pytest.mark.parametrize("fill", [" ", "\n", "\t", " \n", ".", "-", "_", "a.", "-_"])
def test_a_long_run_is_judged_in_linear_time(head: str, fill: str) -> None:
    def best(n: int) -> float:
        text = head + (fill * n)[:n]

        def fresh() -> None:  # the analysis caches would answer a second run at once
            clear_text_caches()
            judge(text, text + "x", 0.99)

        return best_cpu_seconds(fresh, runs=2)

    judge("warm up", "warm up the rules", 0.9)
    small, large = best(2_000), best(8_000)
    assert large < 8 * small + 0.01, f"{fill!r}: {small * 1e3:.1f} ms -> {large * 1e3:.1f} ms"


def test_runs_read_as_before() -> None:
    # blanks cut are still blanks; paths are still read as identifiers
    same = judge("I moved to Berlin" + " " * 40 + "last year", "I moved to Berlin last year", 0.99)
    assert same.relation is Relation.DUPLICATE
    paths = judge(
        "Run scripts/deploy.sh before merging", "Run scripts/build.sh before merging", 0.95
    )
    assert paths.relation is Relation.DISTINCT and "scripts/deploy.sh" in paths.reason
    hidden = judge("Config lives in ~/.ssh/config", "Config lives in ~/.ssh/config_old", 0.97)
    assert hidden.relation is Relation.DISTINCT
