"""What the thirtieth privacy probe (blind, held out for the session's last rules: 330 secrets,
332 look-alikes) flagged, all flagged by the starting code too: the minutes of a clock time
after "login", a Kubernetes reference to a secret under "password:", a value its sentence
calls a placeholder in German. With the secrets beside them that must still go."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

LOOK_ALIKES = [
    "access log shows 200 OK for /login at 14:37",
    "password:\n  valueFrom:\n    secretKeyRef:\n      name: app-credentials\n      key: password",
    "Beispiel aus der Doku: passwort=geheim123 ist nur ein Platzhalter",
    "La contraseña de ejemplo de la documentación es hunter2 (solo un marcador de posición)",
]  # fmt: skip

SECRETS = [
    ("login at the bank: jdoe / Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("DB_PASSWORD=Kx9vQ2mT7pL4wR8s", "Kx9vQ2mT7pL4wR8s"),
    ("Mein Passwort ist geheim123, bitte nicht weitersagen", "geheim123"),
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe30_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_the_secret_beside_it_is_still_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)
