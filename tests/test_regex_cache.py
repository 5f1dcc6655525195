"""The compiled-rules cache (service/regex_cache.py): a start reuses the last one's compiled
patterns, what comes back is the same pattern, and nothing compiled while serving (a pattern
built from a memory's words) is ever written to the cache file."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from service import regex_cache
from service.regex_cache import RegexCache

ROOT = Path(__file__).resolve().parent.parent
PASSWORD = r"(?i)\bpass(?:word)?\s*[:=]\s*(?P<secret>\S+)"


def _import_compiling(cache: RegexCache, tmp_path: Path, *patterns: str) -> None:
    """Imports a throwaway module whose body compiles `patterns` through `cache`, as a rule
    module's body compiles its table at import."""
    src = tmp_path / f"rules_probe_{len(list(tmp_path.glob('rules_probe_*')))}.py"
    src.write_text("compiled = [cache.compile(p, 0) for p in patterns]\n")
    spec = importlib.util.spec_from_file_location(src.stem, src)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    module.cache = cache  # type: ignore[attr-defined]
    module.patterns = patterns  # type: ignore[attr-defined]
    spec.loader.exec_module(module)


def test_a_rule_compiled_at_import_comes_back_the_same_pattern_in_the_next_run(
    tmp_path: Path,
) -> None:
    path = tmp_path / "regex.marshal"
    first = RegexCache(path)
    _import_compiling(first, tmp_path, PASSWORD, r"\b\d{4}\b")
    first.persist()

    second = RegexCache(path)
    again = second.compile(PASSWORD, 0)
    assert second.hits == 1
    assert again == re.compile(PASSWORD)  # flags, pattern and compiled code all equal
    assert again.groupindex == {"secret": 1}
    assert again.search("my password: hunter2") is not None


def test_a_pattern_compiled_while_serving_is_never_written(tmp_path: Path) -> None:
    path = tmp_path / "regex.marshal"
    cache = RegexCache(path)
    _import_compiling(cache, tmp_path, PASSWORD)
    cache.compile(r"\bAlice\s+Marchetti\b", 0)  # as the dedup rules do with a memory's name
    cache.persist()
    assert path.exists()
    assert b"Marchetti" not in path.read_bytes()
    assert RegexCache(path).compiled.keys() == {(PASSWORD, 0)}


def test_an_unreadable_file_is_ignored_then_replaced(tmp_path: Path) -> None:
    path = tmp_path / "regex.marshal"
    path.write_bytes(b"\x00not marshal at all")
    cache = RegexCache(path)
    assert cache.compiled == {}
    _import_compiling(cache, tmp_path, PASSWORD)
    cache.persist()
    assert RegexCache(path).compiled.keys() == {(PASSWORD, 0)}


def test_past_its_bound_the_file_keeps_what_the_last_run_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a few library patterns are built from sets, whose order changes between runs: each
    # run adds some, and without a bound the file would grow with every start
    monkeypatch.setattr(regex_cache, "MAX_ENTRIES", 3)
    path = tmp_path / "regex.marshal"
    first = RegexCache(path)
    _import_compiling(first, tmp_path, "a+", "b+", "c+")
    first.persist()
    second = RegexCache(path)
    _import_compiling(second, tmp_path, "a+", "d+")
    second.persist()
    assert set(RegexCache(path).compiled) == {("a+", 0), ("d+", 0)}


def test_a_second_start_compiles_no_rule_again_and_every_stored_rule_is_equal(
    tmp_path: Path,
) -> None:
    """The real rules, end to end, in fresh interpreters sharing one cache directory."""
    script = """
import re, sys
from service import regex_cache
import service.privacy, service.dedup
from service.pattern_gate import _read_necessary
cache = regex_cache.active()
stored = regex_cache.RegexCache(cache.path)
unequal = [p for (p, f), form in stored.compiled.items()
           if regex_cache._sre.compile(p, *form) != regex_cache._original(p, f)]
gates = [p for (p, f), strings in stored.gates.items()
         if (None if strings is None else frozenset(strings)) != _read_necessary(re.compile(p, f))]
print(cache.hits, cache.added, len(stored.compiled), len(unequal), len(gates))
"""
    env = {**os.environ, "MEMCUE_MODEL_CACHE": str(tmp_path), "PYTHONPATH": str(ROOT)}
    runs = []
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        runs.append([int(x) for x in done.stdout.split()])
    (_, added_1, _, _, _), (hits_2, added_2, stored_2, unequal, gates) = runs
    assert added_1 > 1000  # the first start compiled the rules and kept them
    assert hits_2 > 1000 and added_2 < 50  # the second reused them
    assert stored_2 > 1000 and unequal == 0 and gates == 0


def test_no_home_directory_leaves_import_working_and_compiles_as_before(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a container's bare uid: no $HOME and no passwd entry, so Path.home() raises; the old
    # code imported `service` fine there, and a cache must not change that
    from re import _compiler as sre_compile  # type: ignore[attr-defined]

    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.delenv("MEMCUE_MODEL_CACHE", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    monkeypatch.setattr(regex_cache, "_active", None)
    monkeypatch.setattr(sre_compile, "compile", regex_cache._original)
    assert regex_cache.install() is None
    assert sre_compile.compile is regex_cache._original


def _write(path: Path, stored: dict[str, object]) -> None:
    path.write_bytes(regex_cache._sealed(stored))


@pytest.mark.parametrize("fmt", [None, "current"])
def test_a_file_another_version_wrote_or_a_damaged_entry_is_compiled_again(
    tmp_path: Path, fmt: str | None
) -> None:
    """marshal reads it, but what it holds is not this version's layout (two Memcue versions
    share one cache directory under one interpreter): a start must not fail on it."""
    path = tmp_path / "regex.marshal"
    stored: dict[str, object] = {
        "compiled": {(PASSWORD, 0): (0, [999], 0), (r"\b\d{4}\b", 0): (32, [999, 1], 0, {}, ())},
        "gates": {(PASSWORD, 0): 5},
    }
    if fmt:
        stored["format"] = regex_cache.FORMAT
        stored["gate"] = regex_cache.gate_version()
    _write(path, stored)
    cache = RegexCache(path)
    assert cache.compile(PASSWORD, 0) == re.compile(PASSWORD)
    assert cache.compile(r"\b\d{4}\b", 0) == re.compile(r"\b\d{4}\b")
    assert cache.gate_strings(re.compile(PASSWORD), lambda: frozenset({"pass"})) == frozenset(
        {"pass"}
    )


def test_gate_readings_made_by_other_gate_code_are_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The compiled forms depend on the interpreter only, the gate's readings on
    service/pattern_gate.py too: after a fix to the gate, a reading the old code made (a
    string the rule does not need: the rule never runs) must not outlive it."""
    path = tmp_path / "regex.marshal"
    first = RegexCache(path)
    _import_compiling(first, tmp_path, PASSWORD)
    first.gates[(PASSWORD, 0)] = ("stale-reading",)
    first.persist()
    assert RegexCache(path).gates == {(PASSWORD, 0): ("stale-reading",)}

    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("x = 1\n")
    b.write_text("x = 2\n")
    assert regex_cache.gate_version(a) != regex_cache.gate_version(b)
    monkeypatch.setattr(regex_cache, "gate_version", lambda: "edited-gate")
    again = RegexCache(path)
    assert again.gates == {}
    assert set(again.compiled) == {(PASSWORD, 0)}  # (still valid: the interpreter is the same)


def test_a_str_subclass_pattern_does_not_stop_the_file_being_written(tmp_path: Path) -> None:
    class Text(str):
        pass

    path = tmp_path / "regex.marshal"
    cache = RegexCache(path)
    _import_compiling(cache, tmp_path, Text(r"x\d+"), PASSWORD)  # (marshal cannot write Text)
    cache.persist()
    assert path.exists()
    assert set(RegexCache(path).compiled) == {(PASSWORD, 0)}


def test_a_write_that_fails_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    path = tmp_path / "regex.marshal"
    cache = RegexCache(path)
    _import_compiling(cache, tmp_path, PASSWORD)
    monkeypatch.setattr(os, "replace", full)
    cache.persist()  # (no error: the next start compiles again)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".regex-")] == []


def test_a_file_whose_digest_does_not_match_is_ignored(tmp_path: Path) -> None:
    """Damage that marshal still reads and `_sre` still accepts would change a privacy rule
    without a word: the entries sit behind their SHA-256, and a mismatch is a miss."""
    import hashlib
    import marshal

    path = tmp_path / "regex.marshal"
    first = RegexCache(path)
    _import_compiling(first, tmp_path, PASSWORD)
    first.persist()
    digest, payload = marshal.loads(path.read_bytes())
    assert hashlib.sha256(payload).digest() == digest
    altered = payload.replace(b"pass", b"pasz")
    assert marshal.loads(altered)  # (still a readable layout)
    path.write_bytes(marshal.dumps((digest, altered)))
    again = RegexCache(path)
    assert again.compiled == {}
    assert again.compile(PASSWORD, 0) == re.compile(PASSWORD)


def test_a_start_that_adds_only_a_few_patterns_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    """Each start compiles a few patterns built from sets anew (their order changes from run to
    run): rewriting 7 MB for them at every start is waste, so a start writes only past
    `MIN_NEW` additions."""
    path = tmp_path / "regex.marshal"
    first = RegexCache(path)
    _import_compiling(first, tmp_path, PASSWORD)
    first.persist()
    written = path.stat().st_mtime_ns
    second = RegexCache(path)
    _import_compiling(second, tmp_path, PASSWORD, "a|b", "b|a")
    second.persist(min_added=regex_cache.MIN_NEW)
    assert path.stat().st_mtime_ns == written
    third = RegexCache(path)
    _import_compiling(third, tmp_path, *(f"x{i}+" for i in range(regex_cache.MIN_NEW)))
    third.persist(min_added=regex_cache.MIN_NEW)
    assert len(RegexCache(path).compiled) == 1 + regex_cache.MIN_NEW
