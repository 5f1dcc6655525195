"""`memcue serve` ends on SIGTERM whichever thread the kernel hands the signal to.

Python runs signal handlers in the main thread only, and a main thread blocked in one untimed
lock wait is woken by a signal only when the signal is delivered to it. The server's main
thread waited so, and with gRPC's, ONNX Runtime's and Chroma's native threads about, SIGTERM
often went to another thread: a restarted server in the crash test then ignored it for
minutes with every thread idle (in CI, and in one of three local `make test-slow` runs). The
check runs in a child process, so its signal handler is not pytest's.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import signal, threading, time
from service.api.server import MemcueServer

server = MemcueServer.__new__(MemcueServer)  # only its wait: no app, no port
server._closed = threading.Event()
signal.signal(signal.SIGTERM, lambda *_: server._closed.set())

def another_thread() -> None:
    time.sleep(0.5)
    signal.pthread_kill(threading.get_ident(), signal.SIGTERM)  # delivered to this thread
    time.sleep(60)

threading.Thread(target=another_thread, daemon=True).start()
server.wait()
print("stopped")
"""


def test_a_sigterm_delivered_to_another_thread_ends_the_wait() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD], cwd=ROOT, capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "stopped"
