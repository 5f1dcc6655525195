"""A long run of blanks in a memory no longer stalls the privacy scan, and secrets beside one
are still found where they are.

Found by session 180's second secrets wave: "PIN" then 2,000 spaces took 1.5 s to scan and
4,000 took 6 s (the cube of the run; a 16 KB memory would hold the write path for minutes),
through older rules (`SAID_CODE`) that try a run of blanks in many ways. The guard now reads
a run of more than `BLANK_RUN` blanks as its first `BLANK_RUN` (`service.blanks.squeezed`) and
maps what it finds back onto the text, which is stored with its blanks as sent."""

from __future__ import annotations

import pytest

from service.blanks import BLANK_RUN, squeezed
from service.privacy import PrivacyGuard
from tests.cpu_time import best_cpu_seconds

GUARD = PrivacyGuard()


@pytest.mark.parametrize("head", ["PIN", "PIN\u662f\u56db", "pass for the guest network"])
@pytest.mark.parametrize("blank", [" ", "\t", "\n", "\u00a0", " \n"])
def test_a_run_of_blanks_scans_in_linear_time(head: str, blank: str) -> None:
    def best(n: int) -> float:
        return best_cpu_seconds(lambda: GUARD.scan(head + blank * n + "x"), runs=2)

    GUARD.scan(head + "x")  # the rules' first use compiles nothing in the timed part
    small, large = best(1_000), best(4_000)
    assert large < 8 * small + 0.01, f"{head!r}: {small * 1e3:.1f} ms -> {large * 1e3:.1f} ms"


def test_secrets_beside_long_runs_are_found_where_they_are_and_the_blanks_stay() -> None:
    text = (
        " " * 50
        + "my password is Tr0ub4dor&3"
        + " " * 200
        + "\n" * 40
        + "door code: 4821#"
        + "\t" * 100
        + "end"
    )
    cleaned, found = GUARD.clean(text, "content")
    said = {text[r.start : r.end] for r in found}
    assert "Tr0ub4dor&3" in said
    assert any("4821" in s for s in said)
    assert "Tr0ub4dor&3" not in cleaned and "4821" not in cleaned
    assert cleaned.startswith(" " * 50 + "my password is [REDACTED:")
    assert " " * 200 + "\n" * 40 in cleaned and "\t" * 100 + "end" in cleaned


def test_a_secret_split_by_a_long_run_keeps_its_whole_span() -> None:
    # Where a finding crosses a cut run, its span covers the whole run in the text.
    short, where = squeezed("ab" + " " * (BLANK_RUN + 10) + "cd") or ("", [])
    assert short == "ab" + " " * BLANK_RUN + "cd"
    assert where[short.index("c")] == 2 + BLANK_RUN + 10
    assert squeezed("no long run here" + " " * BLANK_RUN) is None
