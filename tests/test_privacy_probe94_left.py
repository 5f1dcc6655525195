"""Probe 94's leftovers (a blind probe of 2026-12-06's second session, memories an agent keeps for
a cafe owner and her family: 55 secrets and 45 look-alikes; held out for the session's other
fixes and measured on its final rules before these: 43 caught, 1 partly, 11 missed, 3 flagged,
the same as on the session's starting rules). Fixed in general form after that measurement (so
tuned on it): a structured memory of kind "credential" or "login", a PIN named with what it does
before its colon, a till's supervisor or manager code with what it is for in brackets, a code
given in the sentence after its name or after a pause, the value before what it opens ("'0417'
is what opens the padlock"), a code from a service's text. The 3 flagged are kept as they are: a
supplier's IBAN and sort code from an invoice and a customer Wi-Fi password the text calls
public are still redacted (an account number or a password is redacted whatever the text says of
who may see it)."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Ana read out the code from the bank's text, 482 917, and we logged in", "482 917"),
    ("the code in the bank's app is 553108", "553108"),
    ("Ana says '2291' is what opens the padlock on the bike shed.", "2291"),
    ("4417 is the code that unlocks the back gate", "4417"),
    (
        '{"kind": "credential", "service": "Mill portal", "user": "ket", "value": "Ry3-Tide-9"}',
        "Ry3-Tide-9",
    ),
    ('{"type": "login", "site": "payroll", "value": "Pay!roll2026"}', "Pay!roll2026"),
    ("Netflix PIN that keeps the kids out of the adult profile: 4471.", "4471"),
    ("Till manager code (for voids and no-sale opens after 6pm on weekdays): 80315", "80315"),
    ("Supervisor code: 66021", "66021"),
    ("Tablet passcode got reset again. It's 719304; write it nowhere.", "719304"),
    ("The garage code is... wait, let me look at the note... 2581.", "2581"),
]

LOOK_ALIKES = [
    "the discount code in the shop's email is SAVE20",
    "the code in the Duolingo app is written in Python",
    "Room 214 is what the door sign says",
    "Turn 3 is what opens the lock screen menu",
    '{"kind": "login_hint", "service": "Mill portal", "value": "ask Marta"}',
    '{"kind": "credential_rotation", "service": "payroll", "value": "every 90 days"}',
    '{"kind": "credential", "service": "payroll", "value": "in the red notebook"}',
    "The refund code on the receipt is R-2231",
    "refund code 3 means damaged goods",
    "I forgot my PIN. It's 2024 all over again.",
    "The gate code changed. It's 4 digits now.",
    "Door code expired. It's 1500 quid to replace the lock.",
    "The PIN pad is broken. It is 9 am and nobody came.",
    "The code that expires soon: 12 hours left",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
