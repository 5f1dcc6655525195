"""Run only the regular expressions that can match a text.

The privacy guard holds a few hundred patterns, and each one Python's `re` tries at every
position of every text: ~0.7 ms a persona sentence on these cores, most of a write's scan,
though a sentence like "I have two dogs" can match almost none of them. Nearly every pattern
names words a match must contain ("password", "pin", "código", "passw" + "d"), so a text
without any of them can skip it.

For each pattern we read, from its parse tree (`re._parser`, Python's own reading of the
pattern, so no second regex dialect), a set of literal strings one of which every match must
contain. One Aho-Corasick pass over the text (`pyahocorasick`) finds which of those strings
occur; a pattern runs when one of its strings does, or when it has none we can prove.
Everything is compared case-folded the way `re.IGNORECASE` folds, so the gate only ever
admits more than the patterns match, never less: what a scan finds is unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any, Generic, TypeVar

import ahocorasick

from service import regex_cache

K = TypeVar("K")

MAX_ALTERNATIVES = 64  # strings a factor may expand into ("gh" + [pousr] + "_" is 5)
MAX_CLASS = 12  # a character class expands into its letters only when it is this small

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


def _fold_table() -> dict[int, str]:
    """Characters `re.IGNORECASE` treats as one letter though `str.lower` keeps them apart
    (dotless i and i, long s and s, final and medial sigma, ...), mapped to one of them.
    "İ" lowers to two code points in `str.lower` but to "i" in `re`."""
    from re import _casefix  # type: ignore[attr-defined]

    table: dict[int, str] = {0x130: "i"}
    for code, others in _casefix._EXTRA_CASES.items():
        table[code] = chr(min(code, *others))
    return table


_FOLD = _fold_table()


def fold(text: str) -> str:
    """The text as the gate compares it: two characters `re.IGNORECASE` matches to each other
    fold to the same one."""
    return text.translate(_FOLD).lower().translate(_FOLD)


Parsed = Sequence[tuple[Any, Any]]


def _class_letters(items: Parsed) -> set[str] | None:
    letters: set[str] = set()
    for op, av in items:
        if op is sre.LITERAL:
            letters.add(chr(av))
        elif op is sre.RANGE and av[1] - av[0] < MAX_CLASS:
            letters.update(chr(c) for c in range(av[0], av[1] + 1))
        else:  # a negated class, a category (\w, \d), a wide range: anything
            return None
    folded = {fold(c) for c in letters}
    return folded if len(folded) <= MAX_CLASS else None


def _exact(items: Parsed) -> set[str] | None:
    """Every string `items` can match, when they are few (literals, small classes,
    alternatives of those, fixed repeats); else None."""
    out = {""}
    for op, av in items:
        add: set[str] | None
        if op is sre.LITERAL:
            add = {fold(chr(av))}
        elif op is sre.IN:
            add = _class_letters(av)
        elif op is sre.SUBPATTERN:
            add = _exact(av[3])
        elif op is sre.BRANCH:
            parts = [_exact(branch) for branch in av[1]]
            add = None if any(p is None for p in parts) else set().union(*parts)  # type: ignore[arg-type]
        elif op in _REPEATS and av[0] == av[1] and av[0] <= 4:
            body = _exact(av[2])
            add = None if body is None else {""}
            for _ in range(av[0]):
                if body is None or add is None:
                    break
                add = _joined(add, body)
        else:
            return None
        if add is None:
            return None
        joined = _joined(out, add)
        if joined is None:
            return None
        out = joined
    return out


def _joined(heads: set[str], tails: set[str]) -> set[str] | None:
    """Every head followed by every tail, or None when that is more than we keep (checked
    before building: "(?:[a-h][a-h]){4}" would be 16.7M strings)."""
    if len(heads) * len(tails) > MAX_ALTERNATIVES:
        return None
    return {a + b for a in heads for b in tails}


def _selectivity(strings: frozenset[str]) -> tuple[int, int, int]:
    """Longer strings first; at equal length, a set with no string of only spaces and marks
    (a space is in every text: "[ .](\\d{4})" should wait for a digit, not a space), then
    fewer strings."""
    return (
        min(len(s) for s in strings),
        not any(not any(c.isalnum() for c in s) for s in strings),
        -len(strings),
    )


def _necessary(items: Parsed) -> frozenset[str] | None:
    """Strings one of which every match of `items` contains; None when none can be shown.

    Adjacent literal pieces are joined into the longest runs we can prove, then of all the
    sets that each must occur the most selective is kept (longest shortest string)."""
    found: list[frozenset[str]] = []
    run = {""}

    def close_run() -> None:
        nonlocal run
        if run != {""} and all(run):  # an empty alternative proves nothing
            found.append(frozenset(run))
        run = {""}

    for op, av in items:
        exact = _exact([(op, av)])
        if exact is not None:
            longer = _joined(run, exact)
            if longer is not None:
                run = longer
            else:
                close_run()
                run = exact if len(exact) <= MAX_ALTERNATIVES else {""}
            continue
        if op in _REPEATS and av[0] >= 1:
            body = _exact(av[2])
            if body is not None:  # "s+": the first copy ends the run, the last one starts the next
                longer = _joined(run, body)
                if longer is not None:
                    run = longer
                close_run()
                run = set(body)
                continue
        close_run()  # zero-width assertions end a run too: safe, if less selective
        inner: frozenset[str] | None = None
        if op is sre.SUBPATTERN:
            inner = _necessary(av[3])
        elif op is sre.ATOMIC_GROUP:
            inner = _necessary(av)
        elif op is sre.BRANCH:
            branches = [_necessary(branch) for branch in av[1]]
            if all(branches):
                inner = frozenset().union(*branches)  # type: ignore[arg-type]
        elif op in _REPEATS and av[0] >= 1:
            inner = _necessary(av[2])
        if inner:
            found.append(inner)
    close_run()
    usable = [f for f in found if "" not in f]
    return max(usable, key=_selectivity) if usable else None


def necessary_strings(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Folded strings one of which every match of `pattern` contains, or None (always run).
    Read once per pattern and kept between runs (`service.regex_cache`)."""
    cache = regex_cache.active()
    if cache is None:
        return _read_necessary(pattern)
    return cache.gate_strings(pattern, lambda: _read_necessary(pattern))


def _read_necessary(pattern: re.Pattern[str]) -> frozenset[str] | None:
    try:
        return _necessary(sre_parse.parse(pattern.pattern, pattern.flags))
    except (RecursionError, ValueError, TypeError, IndexError, AttributeError):
        return None  # a construct this reading does not know: the pattern always runs


class PatternGate(Generic[K]):
    """A table of (kind, pattern) rules and the subset of it that can match a text, in the
    table's order (an earlier rule's finding wins a tie in the guard)."""

    def __init__(self, rules: Iterable[tuple[K, re.Pattern[str]]]) -> None:
        self.rules: list[tuple[K, re.Pattern[str]]] = list(rules)
        self._always: list[int] = []
        self._automaton = ahocorasick.Automaton()
        owners: dict[str, list[int]] = {}
        for i, (_, pattern) in enumerate(self.rules):
            strings = necessary_strings(pattern)
            if strings is None:
                self._always.append(i)
                continue
            for s in strings:
                owners.setdefault(s, []).append(i)
        for s, rule_ids in owners.items():
            self._automaton.add_word(s, tuple(rule_ids))
        if owners:
            self._automaton.make_automaton()
        self._gated = bool(owners)

    @property
    def always_run(self) -> int:
        """How many rules have no necessary string and run on every text."""
        return len(self._always)

    def indices_for(self, text: str) -> list[int]:
        """Positions in `rules` of the rules that can match `text`, ascending: all others
        provably find nothing in it."""
        if not self._gated:
            return list(range(len(self.rules)))
        chosen = set(self._always)
        for _, rule_ids in self._automaton.iter(fold(text)):
            chosen.update(rule_ids)
        return sorted(chosen)

    def rules_for(self, text: str) -> list[tuple[K, re.Pattern[str]]]:
        """The rules that can match `text`, in the table's order."""
        return [self.rules[i] for i in self.indices_for(text)]

    def substitute(self, text: str) -> str:
        """Each rule's substitution in turn (the kind is the replacement), as a loop of
        `re.sub` over the whole table would do: a change may let a later rule match, so the
        rules still ahead are gated again on the changed text."""
        todo = self.indices_for(text)
        k = 0
        while k < len(todo):
            i = todo[k]
            replacement, pattern = self.rules[i]
            changed = pattern.sub(str(replacement), text)
            if changed != text:
                text = changed
                todo = todo[: k + 1] + [j for j in self.indices_for(text) if j > i]
            k += 1
        return text
