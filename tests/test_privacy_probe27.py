"""What the twenty-seventh privacy probe (blind, held out for the session's other rules: 336
secrets, 307 look-alikes, 303 caught on them) still missed, as general cases: a PIN given
with an article or as what unlocks a phone, a seed phrase under a Spanish name, after its
word count or written as a grid, an HOTP secret in hex, a Google app password, a secret's
variable "set to" a random value. With look-alikes of each."""
# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

GRID = "zoo wrist ocean pilot\nhurdle gentle crop bacon\nnation oyster melt stool"

SECRETS = [
    ("Mon code PIN est le 4417.", "4417"),
    ("tablet unlock pin 902731", "902731"),
    ("Semilla de la billetera: " + GRID.replace("\n", " "), "zoo wrist ocean pilot"),
    ("The 12 words for my Ledger wallet are " + GRID.replace("\n", ", ") + ".", "zoo wrist ocean pilot"),
    ("backup words, on the card in the drawer:\n" + GRID, "hurdle gentle crop bacon"),
    ("TOTP secret for slot 1 (hex): 4b1d9c0e7a2f5d8c3e6b9a0f1d4c7e2b5a8d0f3c", "4b1d9c0e7a2f5d8c3e6b9a0f1d4c7e2b5a8d0f3c"),
    ("Gmail app password for the printer: qwop zxlk mnbv tyru", "qwop zxlk mnbv tyru"),
    ("set STRIPE_SECRET to Xk9vQ2mT7pL4wR8sZ1nB6yH3cF5jD0gA on staging", "Xk9vQ2mT7pL4wR8sZ1nB6yH3cF5jD0gA"),
]  # fmt: skip

LOOK_ALIKES = [
    "The unlock pin screen appears after 3 tries.",
    "Le code PIN est le même que l'an dernier.",
    "The app password feature is nice and easy to set up.",
    "Set GITHUB_TOKEN to the value from the vault.",
    "The 12 words of the poem are: roses, violets, sugar, honey, love, dove, moon, june, spoon, tune, heart, art",
    "Shopping list, backup words for the quiz: apple banana cherry",
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe27_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe27_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
