"""Compiled regular expressions kept between runs, so a start does not compile them again.

Why: the privacy guard's rules are ~1,700 patterns, many of them long alternations of words.
Python compiles a pattern in Python code (`re._parser`, `re._compiler`), and the gate reads
each parse tree again for its necessary strings (`service.pattern_gate`). Together that was
5.4 of the 7.1 s `import service.app` took (measured 2026-12-07 on these 2 cores): every
`memcue serve` start, every restart and every batch script or CLI that imports the app paid
it, and the restart bound of issue 13 (SERVING within 5 s) was lost to it.

What: `install()` wraps `re._compiler.compile`, the one function every `re.compile`,
`re.search(str, ...)` and friends reach on a miss of `re`'s own in-process cache. A pattern
seen in an earlier run is rebuilt from its stored compiled form (`_sre.compile`, what
`re._compiler.compile` itself ends with) without parsing; a new one is compiled as before
and its compiled form kept. `gate_strings` does the same for the gate's reading.

The stored form is CPython's internal code for the pattern, so the file is named by what
that code depends on (the interpreter's version and build, `_sre.MAGIC` and `CODESIZE`):
another interpreter reads and writes its own file. A file that cannot be read is ignored and
replaced. `tests/test_regex_cache.py` checks every stored pattern compiles equal to a fresh
`re.compile` (Pattern objects compare their flags, pattern and code). `MEMCUE_REGEX_CACHE=0`
turns it off.

Only patterns compiled while a module is imported are kept (`_importing`): the dedup rules
build patterns from a memory's words while serving, and those never reach the file. It serves
start-up only: the composition root calls `release()` once the app is built, which writes what
this run added and hands compiling back to `re` (the stored forms, ~20 MB in memory, are
needed no more). The file's entries sit behind their SHA-256, and the gate's readings are
kept only while `service/pattern_gate.py` is the code that made them.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import atexit
import contextlib
import hashlib
import marshal
import os
import re
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from re import _compiler as sre_compile  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from service.cache_dir import default_cache_dir

# (final flags, code, number of groups - 1, groupindex, indexgroup): `_sre.compile`'s arguments
Compiled = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
Key = tuple[str, int]
_MISSING: Any = object()  # (no gate reading stored)

# A start writes the file only when it compiled at least this many new patterns: a few
# library and rule patterns are built from sets, whose order changes from run to run, so
# every start adds 6-10 (~20 ms of compiling), and rewriting 7 MB for them each time is waste.
MIN_NEW = 16
MAX_ENTRIES = 5000  # a start of the service uses ~2,500 (1,700 compiled, 800 gate readings)
# The layout of a stored entry (`Compiled`, a gate reading): bumped when it changes, so that
# two versions of Memcue sharing one cache directory ignore each other's file, not crash on it
FORMAT = 2


def _tag() -> str:
    build = f"{sys.version}|{sys.implementation.cache_tag}|{_sre.MAGIC}|{_sre.CODESIZE}"
    return hashlib.sha256(build.encode()).hexdigest()[:16]


def gate_version(source: Path | None = None) -> str:
    """The gate's code (service/pattern_gate.py): its readings are kept only while it is the
    code that read them. A fix to the gate that left old readings in use would go unnoticed
    (a rule gated on a string it does not need never runs: a secret not found)."""
    try:
        text = (source or Path(__file__).with_name("pattern_gate.py")).read_bytes()
    except OSError:
        return ""  # (readings kept for this run only: "" is never written as a match)
    return hashlib.sha256(text).hexdigest()[:16]


def default_path() -> Path:
    """Beside the exported models: a per-user cache of derived files, rebuilt when missing."""
    return default_cache_dir() / f"regex-{_tag()}.marshal"


_BOOTSTRAP = "<frozen importlib._bootstrap"
_BOOTSTRAP_FILES = (
    os.path.join("importlib", "_bootstrap.py"),
    os.path.join("importlib", "_bootstrap_external.py"),
)


def _importing() -> bool:
    """Whether a module is being imported (its body, or what its body calls): only the rules'
    own patterns are kept, never one compiled while serving. The dedup rules build patterns
    from a memory's words ("\\bAlice\\b"), and a file in a cache directory is no place for them:
    a script that never builds the app (the dedup job) would write them out at its exit.
    Every import runs a module's body from importlib's bootstrap, so its frame is below."""
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_filename.startswith(_BOOTSTRAP) or frame.f_code.co_filename.endswith(
            _BOOTSTRAP_FILES
        ):  # (frozen, or read from Lib/importlib under `-X frozen_modules=off`)
            return True
        frame = frame.f_back  # type: ignore[assignment]
    return False


class RegexCache:
    """The stored compiled forms and gate readings, and what this run added to them."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.compiled: dict[Key, Compiled] = {}
        self.gates: dict[Key, tuple[str, ...] | None] = {}
        self.added = 0
        self.hits = 0
        self._used: set[tuple[str, Key]] = set()
        self._lock = threading.Lock()
        self._gate_version = gate_version()
        try:
            stored = _verified(path.read_bytes())
            compiled, gates = stored["compiled"], stored["gates"]
            if stored.get("format") == FORMAT and isinstance(compiled, dict):
                self.compiled = compiled
            if (
                stored.get("format") == FORMAT
                and self._gate_version
                and stored.get("gate") == self._gate_version
                and isinstance(gates, dict)
            ):
                self.gates = gates
        except Exception:  # (marshal: EOFError, ValueError, TypeError, MemoryError)
            pass  # none yet, or unreadable: compiled as usual, written anew

    def compile(self, pattern: str, flags: int) -> re.Pattern[str]:
        key = (pattern, flags)
        found = self.compiled.get(key)
        if found is not None:
            try:
                rebuilt: re.Pattern[str] = _sre.compile(pattern, *found)
            except Exception:  # a damaged entry: compiled again, as on a miss
                self.compiled.pop(key, None)
            else:
                self.hits += 1
                self._used.add(("compiled", key))
                return rebuilt
        if type(pattern) is not str or not _importing():  # (a str subclass: marshal fails)
            fresh: re.Pattern[str] = _original(pattern, flags)
            return fresh  # (see `_importing`: never a memory's words)
        parsed = sre_parse.parse(pattern, flags)
        code = sre_compile._code(parsed, flags)
        groupindex = {str(k): int(v) for k, v in parsed.state.groupdict.items()}
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, i in groupindex.items():
            indexgroup[i] = name
        form: Compiled = (
            int(flags | parsed.state.flags),
            [int(op) for op in code],  # (opcodes are int subclasses marshal does not write)
            int(parsed.state.groups - 1),
            groupindex,
            tuple(indexgroup),
        )
        with self._lock:
            self.compiled[key] = form
            self._used.add(("compiled", key))
            self.added += 1
        return _sre.compile(pattern, *form)  # type: ignore[no-any-return]

    def gate_strings(
        self, pattern: re.Pattern[str], read: Callable[[], frozenset[str] | None]
    ) -> frozenset[str] | None:
        key = (pattern.pattern, pattern.flags)
        stored = self.gates.get(key, _MISSING)
        if stored is None or (isinstance(stored, tuple) and all(type(s) is str for s in stored)):
            self._used.add(("gates", key))
            return None if stored is None else frozenset(stored)
        strings = read()
        if type(key[0]) is not str or not _importing():
            return strings
        with self._lock:
            self.gates[key] = None if strings is None else tuple(sorted(strings))
            self._used.add(("gates", key))
            self.added += 1
        return strings

    def persist(self, min_added: int = 1) -> None:
        """Writes the file if this run added at least `min_added` entries to it (atomically:
        a reader sees the old file or the new one; two runs that write at once each leave a
        whole file)."""
        with self._lock:
            if self.added < max(min_added, 1):
                return
            compiled, gates = self.compiled, self.gates
            if len(compiled) + len(gates) > MAX_ENTRIES:
                compiled = {k: v for k, v in compiled.items() if ("compiled", k) in self._used}
                gates = {k: v for k, v in gates.items() if ("gates", k) in self._used}
            try:
                data = _sealed(
                    {
                        "format": FORMAT,
                        "gate": self._gate_version,
                        "compiled": compiled,
                        "gates": gates,
                    }
                )
            except ValueError:
                return  # (a form marshal cannot write: kept in memory for this run only)
            self.added = 0
        tmp = ""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".regex-", suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, self.path)
        except OSError:
            # a read-only or full cache: the next start compiles again, nothing else (and no
            # half-written temporary file left behind by every start on a full disk)
            if tmp:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)


def _sealed(stored: dict[str, Any]) -> bytes:
    """The file's bytes: the marshalled entries behind their SHA-256. Damage that marshal
    still reads and `_sre` still accepts would change a privacy rule without a word; a file
    whose digest does not match is ignored instead (~20 ms a start for 7 MB)."""
    payload = marshal.dumps(stored)
    return marshal.dumps((hashlib.sha256(payload).digest(), payload))


def _verified(data: bytes) -> dict[str, Any]:
    digest, payload = marshal.loads(data)
    if hashlib.sha256(payload).digest() != digest:
        raise ValueError("regex cache digest mismatch")
    stored: dict[str, Any] = marshal.loads(payload)
    return stored


_active: RegexCache | None = None
_original: Callable[..., Any] = sre_compile.compile


def active() -> RegexCache | None:
    return _active


def install(path: Path | None = None) -> RegexCache | None:
    """Routes this process's pattern compiles through the cache until `release()`."""
    global _active
    if _active is not None:
        return _active
    if os.environ.get("MEMCUE_REGEX_CACHE", "1") == "0":
        return None
    try:
        cache = RegexCache(path or default_path())
    except Exception:  # e.g. no home directory (a container's bare uid):
        return None  # `import service` must not fail for a cache; compiled as before

    def compile_cached(p: Any, flags: int = 0) -> Any:
        if type(p) is str and not flags & re.DEBUG:
            return cache.compile(p, int(flags))
        return _original(p, flags)

    sre_compile.compile = compile_cached
    _active = cache
    atexit.register(cache.persist, MIN_NEW)  # (a script that never builds the app keeps them)
    return cache


def release() -> None:
    """Start-up is over: keeps what this run compiled, and compiles as `re` does from now on."""
    global _active
    cache, _active = _active, None
    if cache is None:
        return
    sre_compile.compile = _original
    cache.persist(MIN_NEW)
    atexit.unregister(cache.persist)
    cache.compiled, cache.gates = {}, {}
