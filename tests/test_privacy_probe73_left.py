"""Probe 73's leftovers (a blind probe of the session of 2026-12-05's seventh part, 55 secrets
and 45 look-alikes, in process on the part's start: 53 caught, 2 missed, no look-alike
flagged). Fixed in general form after that measurement (so tuned on it): a keypad code said
of the thing it opens and followed by what to do with it ("alarm's 7163, just punch it in",
"the safe's 0311, don't tell anyone", "the gate's 4471 now"), and a code a bank "texted me"
with no word "code", when the text says it is typed into a login or expires."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("alarm's 7163, just punch it in within 30 secs of opening the door", "7163"),
    ("the safe's 0311, don't tell anyone", "0311"),
    ("The gate's 4471 now.", "4471"),
    ("the garage door is 8842, then press the star", "8842"),
    (
        "it just texted me 482913 \u2014 can you type it into the bank login before it expires?",
        "482913",
    ),
    ("the bank sent me 482 913. Enter it to verify", "482 913"),
]

LOOK_ALIKES = [
    "Alarm: 1850, Cameras: 620",
    "the gate's 4471 now costs more",
    "the door is 2000 wide, type it in the form",
    "she texted me 2000, it's for the bank",
    "He sent me 5000 photos to log in",
    "Mum texted me 0412 555 321, that's her new number",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
