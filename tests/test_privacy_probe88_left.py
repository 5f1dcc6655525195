"""Probe 88's leftovers (a blind probe written at the end of the session of 2026-12-06, a broad
mix, 55 secrets and 45 look-alikes; on the session's start 51 caught, 4 missed; on its last
rules before these fixes 52 caught, 1 partly, 2 missed; no look-alike flagged either way).
Fixed in general form after that measurement (so tuned on it): a password cut short and said
again in full after a correction ("Falcon... no wait, sorry, it's Falcon_Ridge77"), a code
started, cut off and said again ("Kap\u0131 \u015fifresi 24... pardon, 2486"), and a security
answer given before its question ("Biscuit is the answer for 'name of first pet'")."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "my email password is Falcon... no wait, sorry, it's Falcon_Ridge77, with the underscore",
        "Falcon_Ridge77",
    ),
    ("Kap\u0131 \u015fifresi 24... pardon, 2486. Yanl\u0131\u015f yazd\u0131m.", "2486"),
    (
        "For the bank's security questions: mother's maiden name I put Kowalczyk, and Biscuit "
        "is the answer for 'name of first pet'.",
        "Biscuit",
    ),
]

LOOK_ALIKES = [
    "Paris is the answer to the quiz question about France",
    "Yes is the answer to the first question",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
