"""How the batch jobs that open a data directory end when the service would refuse them.

`build_app` raises a `MemcueError` for what an operator must fix (the directory is in use by
a running server, a setting is wrong); `memcue serve` prints those as one line, and so do the
jobs: a traceback would bury the one sentence that says what to do.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from service.errors import MemcueError


def run(main: Callable[[], int]) -> int:
    """`main()`'s exit code, or 2 after one `error:` line on stderr for a refusal."""
    try:
        return main()
    except MemcueError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        return 2
