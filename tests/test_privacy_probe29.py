"""What the twenty-ninth privacy probe (blind, held out for the session's rules: 340 secrets,
320 look-alikes) found flagged that was never a secret, all flagged by the starting code too:
a URL's user and host before its path, a value its own sentence calls the documentation's
example, Java's keystore default "changeit", Ganache's default mnemonic, a passphrase
described rather than given. With the secrets beside them that must still go."""
# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

LOOK_ALIKES = [
    "postgresql://reporting@db2.example.org/warehouse?sslmode=require&application_name=etl",
    "mysql://app@10.0.4.12/orders?charset=utf8mb4",
    "TOTP secret: JBSWY3DPEHPK3PXP (the example from the Google Authenticator wiki)",
    "Stripe's docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc as an example key in every curl call.",
    "The classic xkcd example passphrase is 'correct horse battery staple'.",
    'keystore_password = "changeit"  # the JDK default, replaced at deploy',
    "Ganache default mnemonic: myth like bonus scare over problem client lizard pioneer submit female collect",
    "He likes the passphrase approach: three random words and a number.",
]  # fmt: skip

SECRETS = [
    ("postgresql://etl:Zq8vR2mK7tW4pL9x@db2.example.org/warehouse", "Zq8vR2mK7tW4pL9x"),
    ("it's dana@acme.io / Skyline262$", "Skyline262$"),
    ("Here's an example of what I mean: my real token is ghp_Q8vR2mK7tW4pL9xZ3nB6yH1cF5jD0gA7sE4u", "ghp_Q8vR2mK7tW4pL9xZ3nB6yH1cF5jD0gA7sE4u"),
    ("Backup passphrase: walnut harbour lantern 19", "walnut harbour lantern 19"),
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe29_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_the_secret_beside_it_is_still_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)
