"""Probe 52's leftovers (a blind probe of the session of 2026-12-05's fourth part, aimed at
what agents see: tool output, forwarded messages, transcripts; measured through the API first:
39 caught, 3 partly, 8 missed of 50, 1 of 50 look-alikes flagged), fixed in general form after
that measurement (so tuned on it): a six-digit or reset code, a code issued in groups of
capitals and digits, a German TAN after a long "für ...", a Canadian SIN named in Spanish, a
backup-code list after a long heading, a dial turned past zero, what a Basic credential decodes
to, a card number told in two halves, what a command reading a secret printed, a code's start
taken back before the code, and a regex that describes tokens (no token)."""

# ruff: noqa: E501
from __future__ import annotations

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests

SECRETS = [
    (
        "the entry labelled 'Fidelis Bank' shows the six-digit code 482 917 with 11 seconds remaining.",
        "482 917",
    ),
    ("use the one-time reset code QX7-M2K-94P on the reset page within 30 minutes.", "QX7-M2K-94P"),
    (
        "'Ihre TAN für die Überweisung an Müller GmbH lautet 739104. Geben Sie diese niemals weiter.'",
        "739104",
    ),
    ("el número de seguro social canadiense de Andrés es 529 371 601; lo necesitan", "529 371 601"),
    (
        "Saving my backup codes for the Fastmail account in case I lose my phone: 3841-9072, 5527-1640, 8093-2215.",
        "8093-2215",
    ),
    ("Grandpa's safe combination: turn right to 32, left past zero to 17, then right to 48.", "17"),
    (
        "Authorization: Basic YWRtaW46Uml2ZXJTdG9uZTQ0IQ== to /admin, which decodes to admin:RiverStone44!",
        "RiverStone44!",
    ),
    (
        "The alarm disarm code for the cabin is, um, two zero zero, no sorry, two zero eight five.",
        "two zero eight five",
    ),
    (
        "The alarm disarm code for the cabin is, um, two zero zero, no sorry, two zero eight five.",
        "two zero zero",
    ),
]

LOOK_ALIKES = [
    "Wrote a regex for the secret scanner that flags GitHub tokens: ghp_[A-Za-z0-9]{36}. It also catches github_pat_.",
    "The reset code feature ships in v2.3.",
    "Enter the six-digit code from the app.",
    "reset code ABC-DEF",
    "Basic auth header decodes to user:pass format in general.",
    "card lost; call 0800 1234 then 5678 9012 for help",
    "The token endpoint returned 200 OK",
    "password check returned FALSE",
    "the secret scan printed 3 findings",
    "The card ends in 4242 and then expires next May",
    "The recovery codes page, the one we printed last year for the Fastmail account and the bank: see the binder",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_a_pattern_of_a_token_is_kept_but_the_token_is_not() -> None:
    guard = PrivacyGuard()
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"
    assert guard.scan(f"the scanner flags ghp_[A-Za-z0-9]{{36}} and found {token}")[0].kind
    cleaned, _ = guard.clean(
        f"the scanner flags ghp_[A-Za-z0-9]{{36}} and found {token}", "content"
    )
    assert "ghp_[A-Za-z0-9]{36}" in cleaned and token not in cleaned
