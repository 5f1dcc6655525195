"""scripts/progress.py: off a terminal, a few plain lines instead of a frame per update."""

from __future__ import annotations

import io

from scripts.progress import LineProgress, progress_bar


class _Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_ten_thousand_updates_write_a_few_lines_ending_with_the_count() -> None:
    out = io.StringIO()
    seen = sum(1 for _ in progress_bar(range(10_000), desc="loading", unit="entry", file=out))
    lines = out.getvalue().splitlines()
    assert seen == 10_000
    assert 2 <= len(lines) <= 15, lines
    assert "\r" not in out.getvalue()
    assert lines[0].startswith("loading: 0/10000 entry (0%)")
    assert lines[-1].startswith("loading: 10000/10000 entry (100%)")


def test_manual_updates_with_postfix_and_a_with_block() -> None:
    out = io.StringIO()
    with progress_bar(total=10_000, desc="partitions", unit="bucket", file=out) as bar:
        for _ in range(10_000):
            bar.update(1)
            bar.set_postfix(events=7, memories=3)
    lines = out.getvalue().splitlines()
    assert len(lines) <= 15
    assert lines[-1].startswith("partitions: 10000/10000 bucket (100%)")
    assert lines[-1].endswith("[events=7, memories=3]")


def test_a_slow_job_shows_life_every_ten_seconds_and_closes_with_the_final_count() -> None:
    out, clock = io.StringIO(), _Clock()
    bar: LineProgress[int] = LineProgress(desc="reembed", file=out, clock=clock)
    for _ in range(115):  # one update a second, total unknown: no 10% steps to go by
        clock.t += 1
        bar.update(3)
    clock.t += 0.5
    bar.close()
    lines = out.getvalue().splitlines()
    assert len(lines) == 1 + 11 + 1  # start, one per 10 s, the final count
    assert lines[1].startswith("reembed: 30 it, 00:10 elapsed, 3 it/s")
    assert lines[-1].startswith("reembed: 345 it, 01:55 elapsed")


def test_a_transient_bar_only_writes_when_it_is_slow() -> None:
    out, clock = io.StringIO(), _Clock()
    fast = progress_bar(range(5000), desc="judging", leave=False, file=out)
    assert sum(fast) == sum(range(5000))
    assert out.getvalue() == ""
    slow: LineProgress[int] = LineProgress(
        range(30), desc="judging", leave=False, file=out, clock=clock
    )
    for _ in slow:
        clock.t += 1
    assert len(out.getvalue().splitlines()) == 3  # at 10 s, 20 s and 30 s


def test_on_a_terminal_it_is_tqdm() -> None:
    from tqdm import tqdm

    bar = progress_bar(range(3), desc="x", file=_Tty())
    assert isinstance(bar, tqdm)
    assert list(bar) == [0, 1, 2]
