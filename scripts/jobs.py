"""How the batch jobs that open a data directory start, refuse, and end.

`build_app` raises a `MemcueError` for what an operator must fix (the directory is in use by
a running server, a setting is wrong); `memcue serve` prints those as one line, and so do the
jobs: a traceback would bury the one sentence that says what to do. The same holds for a bad
argument (`--k -1`, `--now yesterday`), a data dir that is not one, and a Ctrl-C: one line
each, and an exit code a shell script can tell apart from success (2 for a refusal, 130 for
an interrupt, as a shell reports a SIGINT; 143 for a SIGTERM, which stops a job the same
way).

A wrong `--data-dir` used to count as success: a missing one printed "skipped" and exited 0,
and an existing directory that was never a data dir had a whole one created in it (an
operator key minted, aw-server started, `index.json` switched). `data_dir()` refuses both
before anything is created. What marks a data dir: `outbox.sqlite3` or `peer_keys.sqlite3`,
which every start of the service creates (the outbox since the first version), whether the
index and the log are embedded or remote; a data dir the service created that holds no
memory yet has them too, and a job on it finds nothing to do.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import NoReturn

from service import stopping
from service.errors import MemcueError

# Files every start of the service creates in its data dir.
DATA_DIR_MARKS = ("outbox.sqlite3", "peer_keys.sqlite3")

REFUSED = 2


class Refused(Exception):
    """The job will not run as asked; the message says why and what to do instead."""


class JobParser(argparse.ArgumentParser):
    """argparse, with a bad argument reported as the jobs' other refusals: one `error:` line
    naming the argument, exit 2 (argparse's default prints the usage block first)."""

    def error(self, message: str) -> NoReturn:
        print(f"error: {message} (see --help)", file=sys.stderr)
        raise SystemExit(REFUSED)


def whole_number(least: int) -> Callable[[str], int]:
    """An argparse type: an integer of at least `least` (`--k -1` was a ValueError deep in
    numpy, with a traceback)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"must be at least {least}, got {value}")
        return value

    return parse


def instant(text: str) -> datetime:
    """An argparse type: an ISO 8601 instant, UTC when it names no zone."""
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected an ISO 8601 instant such as 2026-03-01 or 2026-03-01T09:00+01:00, "
            f"got {text!r}"
        ) from None
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def data_dir(path: Path) -> Path:
    """`path` resolved, if it is a Memcue data dir; else `Refused`, with nothing created."""
    resolved = path.expanduser().resolve()
    if not resolved.exists():
        raise Refused(f"{resolved} does not exist: pass the data dir the service runs on")
    if not resolved.is_dir():
        raise Refused(f"{resolved} is not a directory: pass the data dir the service runs on")
    if not any((resolved / mark).exists() for mark in DATA_DIR_MARKS):
        raise Refused(
            f"{resolved} is not a Memcue data dir (it has no {' or '.join(DATA_DIR_MARKS)}, "
            "which the service creates at its first start); nothing was written there"
        )
    return resolved


def run(main: Callable[[], int], *, interrupted: str = "") -> int:
    """`main()`'s exit code; 2 after one `error:` line on stderr for a refusal; 130 after one
    `interrupted:` line (with `interrupted`, what is kept and how to go on) for a Ctrl-C.
    `main` closes what it opened in its own `finally` blocks before this prints. SIGTERM
    stops it the same way, exit 143."""
    try:
        with stopping.sigterm_as_interrupt():
            return main()
    except MemcueError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return REFUSED
    except Refused as exc:
        print(f"error: {exc}", file=sys.stderr)
        return REFUSED
    except KeyboardInterrupt as exc:
        how = " (SIGTERM)" if isinstance(exc, stopping.Terminated) else ""
        print(f"interrupted{how}{': ' + interrupted if interrupted else ''}", file=sys.stderr)
        return stopping.exit_code(exc)
