"""The pattern gate skips a rule only when the rule cannot match: the scan finds the same
secrets with the gate as without it, in less time."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service import (
    privacy,
    secret_casual,
    secret_config,
    secret_contexts,
    secret_logins,
    secret_national,
    secret_tools,
)
from service.dedup import align
from service.pattern_gate import PatternGate, fold, necessary_strings
from tests.privacy_corpus import look_alikes, secrets

GATES: dict[str, PatternGate[str]] = {
    "patterns": privacy._PATTERN_GATE,
    "codes": secret_contexts._CODE_GATE,
    "contexts": secret_contexts._CONTEXT_GATE,
    "tools": secret_tools._TOOL_GATE,
    "config": secret_config._CONFIG_GATE,
    "casual": secret_casual._CASUAL_GATE,
    "national": secret_national._GATE,  # (an ID's names: probe 32)
    "logins": secret_logins._GATE,
}
RULES = [(name, i) for name, gate in GATES.items() for i in range(len(gate.rules))]


@pytest.mark.parametrize(
    ("pattern", "strings"),
    [
        (r"(?i)\bpass(?:word|code)\b", {"password", "passcode"}),
        (r"\bgh[pousr]_[A-Za-z0-9]{30,}", {"ghp_", "gho_", "ghu_", "ghs_", "ghr_"}),
        (r"(?i)pas+w(?:or|r)?d", {"pas"}),  # "s+" ends the run: "pass...w" may hold more s
        (r"(?i)door\s+code\s*(?:is|:)\s*(?P<s>\d{4,8})", {"door"}),
        (r"(?i)(?:wifi|wlan)\s+password", {"password"}),
        (r"(?i)\b(?:pin|code)\b", {"pin", "code"}),
        (r"(?i)PIN-Code", {"pin-code"}),
    ],
)
def test_reads_the_strings_every_match_contains(pattern: str, strings: set[str]) -> None:
    assert necessary_strings(re.compile(pattern)) == frozenset(strings)


@pytest.mark.parametrize(
    "pattern",
    [r"\d{4,8}", r"(?:code)?\s*\d+", r"[A-Za-z0-9+/]{40,}={0,2}", r"(?i)(?:pin|\d{6})", r"(\w)\1"],
)
def test_a_rule_with_no_provable_string_always_runs(pattern: str) -> None:
    assert necessary_strings(re.compile(pattern)) is None
    gate = PatternGate([("x", re.compile(pattern))])
    assert gate.always_run == 1
    assert gate.rules_for("nothing of the sort") == gate.rules


@pytest.mark.parametrize(
    "text",
    [
        "my PİN is 4821",  # capital dotted I: str.lower gives two code points, re one
        "my p\u0131n is 4821",  # dotless i: re.IGNORECASE matches it to i
        "my PIN is 4821",
        "ΚΩΔΙΚΟΣ: 4821",  # a final sigma, which str.lower spells ς
        "κωδικοσ: 4821",
    ],
)
def test_folds_as_re_ignorecase_does(text: str) -> None:
    rules = [
        ("pin", re.compile(r"(?i)\bpin\s+is\s+(?P<s>\d{4})")),
        ("code", re.compile(r"(?i)κωδικος:\s*(?P<s>\d{4})")),
    ]
    gate = PatternGate(rules)
    matching = [rule for rule in rules if rule[1].search(text)]
    assert matching, "the case is meant to match one rule"
    for rule in matching:
        assert rule in gate.rules_for(text)


def test_fold_is_per_character() -> None:
    """A rule's strings are folded letter by letter and the text as a whole; both must agree."""
    text = "Pİn ΣΟΦΟΣ Straße \u017fecret KELVIN"
    assert fold(text) == "".join(fold(c) for c in text)


def test_skips_what_cannot_match_and_keeps_the_table_order() -> None:
    rules = [
        ("a", re.compile(r"(?i)\bdoor\s+code\b")),
        ("b", re.compile(r"\d+")),
        ("c", re.compile(r"(?i)password")),
    ]
    gate = PatternGate(rules)
    assert gate.rules_for("I have two dogs") == [rules[1]]
    assert gate.rules_for("The PASSWORD for the DOOR CODE") == rules


@settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(data=st.data())
def test_every_text_a_rule_matches_reaches_the_rule(data: st.DataObject) -> None:
    """Texts drawn from a rule of the guard's tables (with text around them) are never gated
    out of that rule."""
    name, index = data.draw(st.sampled_from(RULES))
    gate = GATES[name]
    rule = gate.rules[index]
    text = data.draw(st.from_regex(rule[1]))
    assert rule in gate.rules_for(text)


def test_the_guard_finds_the_same_with_and_without_the_gate() -> None:
    """Every rule that finds something in the test corpora, secrets and look-alikes, reaches
    it through the gate; and most rules are skipped on an ordinary sentence."""
    texts = [text for text, _, _ in secrets()] + look_alikes()
    for text in texts:
        for gate in GATES.values():
            admitted = gate.rules_for(text)
            for rule in gate.rules:
                if rule not in admitted:
                    assert not rule[1].search(text), (rule[0], rule[1].pattern[:60], text)
    ordinary = "I have two dogs and I love hiking in the mountains on weekends."
    run = sum(len(gate.rules_for(ordinary)) for gate in GATES.values())
    total = sum(len(gate.rules) for gate in GATES.values())
    assert run < total / 10


def test_substitution_lets_a_change_reach_the_rules_after_it() -> None:
    """ "every other day" -> "alternate day" -> "alternate-daily": the second rule's words
    only exist after the first one ran, as in a plain loop of re.sub."""
    rules = [
        ("alternate", re.compile(r"(?i)\bevery\s+other\b")),
        ("alternate-daily", re.compile(r"(?i)\balternate\s+day\b")),
        ("weekly", re.compile(r"(?i)\bonce\s+a\s+week\b")),
    ]
    gate = PatternGate(rules)
    assert gate.substitute("I run every other day") == "I run alternate-daily"
    assert gate.substitute("I swim once a week") == "I swim weekly"
    assert gate.substitute("nothing to change") == "nothing to change"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_dedup_phrases_read_as_a_plain_substitution_loop(data: st.DataObject) -> None:
    """The tokeniser's gated phrase table rewrites a text exactly as the ungated loop would,
    on texts drawn from its own phrases."""
    table = align._PHRASES.rules
    _, drawn = data.draw(st.sampled_from(table))
    text = data.draw(st.from_regex(drawn)) + " " + data.draw(st.sampled_from(PHRASE_TEXTS))
    expected = text
    for replacement, pattern in table:
        expected = pattern.sub(replacement, expected)
    assert align._PHRASES.substitute(text) == expected


PHRASE_TEXTS = [
    "I go to the gym every other day",
    "She calls her mom once a week",
    "We visit twice a year",
    "",
]


@pytest.mark.timeout(5)
def test_a_wide_fixed_repeat_is_not_expanded() -> None:
    """Expanding "(?:[a-h][a-h]){4}" would build 16.7M strings before the limit applied."""
    strings = necessary_strings(re.compile(r"(?:[a-h][a-h]){4}xyz"))
    assert strings is not None and 0 < len(strings) <= 64
    assert all(s.endswith("xyz") for s in strings)
