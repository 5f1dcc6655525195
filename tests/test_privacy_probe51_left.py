"""Probe 51's leftovers (a blind probe of the session of 2026-12-05's fourth part, measured
through the API first: 56 caught, 1 partly, 3 missed of 60, none of 60 look-alikes flagged),
fixed in general form after that measurement (so tuned on it): a panic code, a code between
commas ("a verification code, 582 914, and ..."), a card's digits named by where they are
("the three digits on the back of my Mastercard are 772"), and what a PIN does before its
verb ("the PIN that blocks SIM swaps is 258164"). The look-alikes are what those readings
must leave: a year or a list after a comma, a number on a jersey, a clause with no value."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("If I'm ever under duress, the silent panic code is 9-2-6-0.", "9-2-6-0"),
    (
        "The bank just texted a verification code, 582 914, and the user wants me to hold it until they open the login form.",
        "582 914",
    ),
    ("Your login code, 482913, expires in ten minutes", "482913"),
    (
        "The three digits on the back of my Mastercard are 772, remind me when I'm booking the ferry.",
        "772",
    ),
    ("the 4 numbers on the back of the Amex card are 4410", "4410"),
    (
        "The carrier account PIN that blocks SIM swaps and port-outs is 258164 — they'll ask for it if I call support.",
        "258164",
    ),
    ("The PIN that the bank mailed is 4432.", "4432"),
]

LOOK_ALIKES = [
    "The recovery codes from 2021, 2022 and 2023 reports",
    "The verification code, 2 minutes later, arrived.",
    "The SMS code, 2024 style, was weird.",
    "The three numbers on the back of the jersey are 23.",
    "The PIN that I use is the same as before.",
    "The OTP which the app shows is 3 minutes old.",
    "Zip code, 94110, is where the office is.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
