"""What the twenty-seventh privacy probe still missed after the last session's rules, as
general cases: a seed phrase copied out as a numbered list or a table, a passphrase with a
number among its words, a UUID a vendor issues as its key, a key then the API it opens, a
licence key under its field's name or in German, a 2-series Mastercard before its expiry
date, a security answer after an arrow or a quoted question with an apostrophe, a
"security word", recovery codes in other languages, "use X for the NAS". With look-alikes of
each."""
# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

WORDS = [
    "gadget",
    "rival",
    "orbit",
    "tunnel",
    "zebra",
    "fossil",
    "lunar",
    "kitten",
    "mimic",
    "oyster",
    "pledge",
    "drift",
]
NUMBERED = "\n".join(f"{i}. {w}" for i, w in enumerate(WORDS, 1))
TABLE = "| # | word |\n|---|---|\n" + "\n".join(f"| {i} | {w} |" for i, w in enumerate(WORDS, 1))

SECRETS = [
    (NUMBERED, "tunnel"),
    (TABLE, "zebra"),
    ("Restic repo passphrase: walnut harbour 19", "walnut harbour 19"),
    ("Vaultwarden master password: Regen tanzt leise 1987", "Regen tanzt leise 1987"),
    ("Our Qdrant key: 4c1e8f2a-93b7-4d6e-a5f0-2b8c7d9e1f36", "4c1e8f2a-93b7-4d6e-a5f0-2b8c7d9e1f36"),
    ('{"provider": "deepl", "auth_key": "4c1e8f2a-93b7-4d6e-a5f0-2b8c7d9e1f36:fx"}', "4c1e8f2a-93b7-4d6e-a5f0-2b8c7d9e1f36"),
    ("The script passes the key 8d2f7a1c9e4b3f6a0d5c8e7b2a9f1d4c6e3b8a0f to the Polygonscan API.", "8d2f7a1c9e4b3f6a0d5c8e7b2a9f1d4c6e3b8a0f"),
    ('license_key: "K7QMA2ZP-W9XH4T2L-B3NE8RVD-QQ4T7M2Z"', "K7QMA2ZP-W9XH4T2L-B3NE8RVD-QQ4T7M2Z"),
    ("Lizenzschlüssel für Capture One: HQ7TX-2M9KD-PL4ZW-88RTN-JW3XQ", "HQ7TX-2M9KD-PL4ZW-88RTN-JW3XQ"),
    ("Mastercard 2720 9912 4410 2260 11/28", "2720 9912 4410 2260"),
    ("Visa 4539 1488 0343 6467 312", "4539 1488 0343 6467"),
    ("Recovery question 'father's middle name' → Tadeusz", "Tadeusz"),
    ("security questions: childhood street -> old mill lane", "old mill lane"),
    ("The bank's security word is marigold", "marigold"),
    ("Wiederherstellungscode für das Konto: 9QWE-7RTZ-K2LM-P4NB", "9QWE-7RTZ-K2LM-P4NB"),
    ("Código de recuperación para Gmail: 4471 9930 2218", "4471 9930 2218"),
    ("Use copper-lantern-3318 for the NAS admin account.", "copper-lantern-3318"),
    ("Per entrare nel NAS usa Lambretta1961blu", "Lambretta1961blu"),
]  # fmt: skip

LOOK_ALIKES = [
    "Spelling words:\n" + NUMBERED,
    "1. gadget\n2. rival\n3. orbit\n4. tunnel\n5. zebra\n6. fossil\n7. lunar\n8. kitten\n9. mimic\n10. oyster\n11. pledge",
    "passphrase: see page 4 of the manual",
    "The wifi password is changed every 30 days.",
    "The idempotency key: 4c1e8f2a-93b7-4d6e-a5f0-2b8c7d9e1f36",
    "Primary key: 4c1e8f2a-93b7-4d6e-a5f0-2b8c7d9e1f36",
    "the commit 8d2f7a1c9e4b3f6a0d5c8e7b2a9f1d4c6e3b8a0f for the Polygonscan API client",
    "Order 4539 1488 0343 6467 312 shipped on 11/28.",
    "The security word is required for phone banking.",
    "security Q: first car → none yet",
    "Der Wiederherstellungscode wurde per E-Mail verschickt.",
    "Use ext4 for the NAS.",
    "Use RAID-5 for the NAS admin account.",
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe27_remaining_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe27_remaining_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
