"""`memcue backup DEST` and `memcue restore BACKUP`: the data dir's log and keys copied while
the service runs, and put back into a new data dir (see service/backup.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

from service import backup, stopping
from service.settings import Settings

SettingsOf = Callable[[argparse.Namespace], Settings]


def add_commands(sub: Any, settings_of: SettingsOf) -> None:
    bk = sub.add_parser(
        "backup",
        help="copy the data dir's log, keys and records into a new directory (online)",
        description="Copies what the index cannot be rebuilt from, consistently, while the "
        "service runs. Restore with `memcue restore`; the service rebuilds its index from "
        "the restored log at its first start.",
    )
    bk.add_argument("dest", type=Path, help="a directory that does not exist yet")
    bk.add_argument("--data-dir", help="overrides MEMCUE_DATA_DIR")
    bk.set_defaults(fn=partial(_backup, settings_of))
    rs = sub.add_parser(
        "restore",
        help="put a backup into a new data dir (checked against its manifest first)",
    )
    rs.add_argument("backup", type=Path, help="a directory `memcue backup` wrote")
    rs.add_argument("--data-dir", help="the new data dir (default MEMCUE_DATA_DIR); empty")
    rs.set_defaults(fn=partial(_restore, settings_of))


def _backup(settings_of: SettingsOf, args: argparse.Namespace) -> int:
    settings = settings_of(args)
    with _stoppable(args.dest) as stopped:
        copied = backup.backup(settings.data_dir, args.dest, aw_url=settings.aw_url)
    if stopped:
        return stopped[0]
    print(
        f"backed up {settings.data_dir.resolve()} into {args.dest.resolve()}: "
        f"{len(copied.files)} files, {_size(copied.total_bytes)} in {copied.seconds:.1f} s"
    )
    return 0


def _restore(settings_of: SettingsOf, args: argparse.Namespace) -> int:
    settings = settings_of(args)
    with _stoppable(settings.data_dir) as stopped:
        copied = backup.restore(
            args.backup, settings.data_dir, aw_testing=settings.aw_testing, aw_url=settings.aw_url
        )
    if stopped:
        return stopped[0]
    where = settings.data_dir.resolve()
    print(
        f"restored {len(copied.files)} files ({_size(copied.total_bytes)}) into {where}\n"
        f"next: memcue serve --data-dir {where}  (its first start rebuilds the index from "
        "the log)"
    )
    return 0


@contextmanager
def _stoppable(dest: Path) -> Iterator[list[int]]:
    """A SIGTERM (a `docker stop`, systemd, a cron job's timeout) ended the process at once,
    without the `finally` that removes the half-written copy: a hidden directory of keys and
    sealed memories was left beside `dest`. It now unwinds like a Ctrl-C
    (`service/stopping.py`), which also ends in one line instead of a traceback. Yields a
    list that holds the exit code once interrupted: 130 for a Ctrl-C, 143 for a SIGTERM."""
    stopped: list[int] = []
    try:
        with stopping.sigterm_as_interrupt():
            yield stopped
    except KeyboardInterrupt as exc:
        stopped.append(stopping.exit_code(exc))
        print(f"error: interrupted; the partial copy for {dest} was removed", file=sys.stderr)


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n / 1e3:.1f} kB"
