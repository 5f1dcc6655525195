"""Probe 100's leftovers (a blind probe of an office manager's and a student's memories written
in 2026-12-06's third session, meant to be held out: 47 caught, 1 partly, 7 missed, none
flagged on the session's start and again after probe 98's fixes; its misses were seen at that
first measurement, so it was then tuned on). Fixed in general form: someone's lower-case "pin"
right before its digits ("then my pin 2580"), a code a service issues in groups given before
what it is ("7B4Q-KM2P-W9XZ \u2014 that's the recovery code for ..."), a code followed by "and
the <a few words> padlock is ...", Hindi and Urdu in Latin letters with "is" after the value
("naya code 7720 hai"; never a postal PIN code or an error code)."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("cafe till: log in with my staff number 0417 then my pin 2580", "2580"),
    ("her pin 7731, she said I could use the card", "7731"),
    ("7B4Q-KM2P-W9XZ \u2014 that's the recovery code for Richard's account", "7B4Q-KM2P-W9XZ"),
    ("X7Q2-PP4M-88KD - that's the backup code, keep it", "X7Q2-PP4M-88KD"),
    ("alarm is 6048 and the server room cage padlock is 3-3-8", "6048"),
    ("flat ke main door ka naya code 7720 hai, landlord ne aaj change kiya", "7720"),
    ("gate ka code 4519 hai", "4519"),
]

LOOK_ALIKES = [
    "my pin 2 inches long",
    "her pin 1920s style brooch",
    "AB12-CD34 - that's the order number",
    "SKU-4471-XL \u2014 that's the product code",
    "error code 4040 hai",
    "code 2024 hai",
    "the door is 2040 and the wifi is fast",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
