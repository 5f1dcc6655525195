"""SIGTERM stops a one-shot command the way Ctrl-C does.

Why: systemd stopping a timer's job, a container's stop and `kill` send SIGTERM, and
Python's default for it ends the process at once, without any `finally`: a re-embed left its
aw-server child running on the data dir, and a backup left a hidden copy of the peers' keys
beside their sealed data. Raised as a KeyboardInterrupt, it unwinds through the same
`finally` blocks a Ctrl-C does. (Not for `memcue serve`, which handles SIGTERM itself.)
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for a process a Ctrl-C ended
TERMINATED = 143  # 128 + SIGTERM


class Terminated(KeyboardInterrupt):
    """A SIGTERM, unwound like a Ctrl-C."""


def exit_code(interrupt: KeyboardInterrupt) -> int:
    return TERMINATED if isinstance(interrupt, Terminated) else INTERRUPTED


@contextmanager
def sigterm_as_interrupt() -> Iterator[None]:
    """For the block, SIGTERM raises `Terminated` (in the main thread, the only one Python
    runs signal handlers in; elsewhere this does nothing)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _terminate(signum: int, frame: FrameType | None) -> None:
    raise Terminated
