"""Probe 86's leftovers (a blind probe of the session of 2026-12-06: memories the agent
distils in its own words, summaries, decisions, to-dos, JSON and YAML; 55 secrets and 45
look-alikes, in process on the session's last privacy rules: 46 caught, 1 partly, 8 missed,
1 look-alike flagged; the session's start gave the same). Fixed in general form after that
measurement (so tuned on it): a code in brackets right after its name ("the alarm code
(currently 4 8 2 1)"), digits between dots after a code's name ("Garage keypad: 4.8.2.1"), a
PIN "reset to", a token in brackets after its name, a structured memory whose kind is one
field and its value another, a memorable word quoted in lower case, and a login beside a
password field (the account's name, not a password). Left: "pin# for the debit card ending
4471 is 9 0 2 6"."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("TODO: change the alarm code (currently 4 8 2 1) before the cleaners start", "4 8 2 1"),
    ("Alex mentioned the storage unit gate code (7715) and that the truck is booked", "7715"),
    ("Garage keypad: 4.8.2.1 \u2014 user asked me to remember it", "4.8.2.1"),
    ("Voicemail PIN was reset to 60 91 by carrier support", "60 91"),
    ("Combinazione del lucchetto dell'armadietto in palestra: 2.9.4.6", "2.9.4.6"),
    (
        "Decided to keep the same Twilio auth token (3f9c1e7a2b8d4c6e0f5a9b1d7c3e8a2f) for now",
        "3f9c1e7a2b8d4c6e0f5a9b1d7c3e8a2f",
    ),
    (
        '{"type": "door_code", "location": "office side entrance", "value": "3921"}',
        "3921",
    ),
    ('{"kind": "wifi password", "network": "Casa", "value": "girasol-77"}', "girasol-77"),
    ("Online banking: passcode 5-8-3-9-1, memorable word 'lighthouse'", "lighthouse"),
]

LOOK_ALIKES = [
    "accounts:\n  - name: Chase\n    login: maria.l82\n    password: (in keychain)",
    '{"type": "zip_code", "value": "94103"}',
    '{"type": "note", "value": "buy milk"}',
    "firmware version: 4.8.2.1",
    "the access code (2019 version) expired",
    "the API key (see vault) is rotated monthly",
    "the token (expires-in-30-days) was revoked",
    "the memorable word 'required' field",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
