"""Held-out privacy probe 43 (2026-12-04, written blind, 110 secrets and 90 look-alikes, 80
texts in eighteen other languages, through the API): on the session's starting code 101
caught, 9 missed or partly, no look-alike flagged; with probe 41's and 42's fixes 102 (a
passphrase "written on the fridge but it's otter-lantern-83" went from missed to partly: the
Danish "er" of "otter" read as a verb, fixed here too). Its misses in general form, with
variants: a password given by its two ends ("starts with 'Falcon' and ends with '_92q'", the
German "fängt mit 81 an und hört mit 43 auf"), a PIN in two halves of digits, a lock's code
one digit at a time ("7, then 3, then 1, and finally 8"), "the 4 numbers for the machine", an
Amex copied out with its expiry and its four-digit code, a French padlock's code in words.
Left: an account number read out in words with no bank named ("account number" alone is a
customer's or a member's too)."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Honey, the wifi at the cabin: network is PineHollow and the passphrase is written on the fridge but it's otter-lantern-83",
        "otter-lantern-83",
    ),
    (
        "Honey, the wifi at the cabin: network is PineHollow and the passphrase is written on the fridge but it's otter-lantern-83",
        "otter",
    ),
    (
        "Router admin password starts with 'Falcon' and ends with '_92q', nothing in between.",
        "Falcon",
    ),
    (
        "Router admin password starts with 'Falcon' and ends with '_92q', nothing in between.",
        "_92q",
    ),
    ("Die PIN meiner EC-Karte fängt mit 81 an und hört mit 43 auf.", "81"),
    ("Die PIN meiner EC-Karte fängt mit 81 an und hört mit 43 auf.", "43"),
    (
        "I'll give you the PIN in two halves so it's not all in one place. First half: 83. Second half: 51.",
        "83",
    ),
    (
        "I'll give you the PIN in two halves so it's not all in one place. First half: 83. Second half: 51.",
        "51",
    ),
    (
        "The code for the bike lock (I always forget it) is 7, then 3, then 1, and finally 8.",
        "7, then 3, then 1, and finally 8",
    ),
    ("Mum's cash card, the 4 numbers for the machine: 3806", "3806"),
    ("amex 378291640532106 04/29 1187", "1187"),
    ("Visa 4539578763621486 12/27 552, billing zip 94103", "552"),
    ("Pour le cadenas du vélo : sept, deux, neuf, quatre.", "sept, deux, neuf, quatre"),
    ("El candado de la bici: 4821", "4821"),
]

LOOK_ALIKES = [
    "The password policy changed but it's 12-chars.",
    "my password expired but it's fine.",
    "The code review starts with 2 files and ends with 5 comments",
    "The password rules: starts with a letter, ends with a digit",
    "Steps: 1, then 2, then 3, and finally 4",
    "the 4 digits for the card are on the back: 2024",
    "Le cadenas est cassé, il faut en racheter un.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
