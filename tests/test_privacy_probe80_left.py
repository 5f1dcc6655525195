"""Probe 80's leftovers (a blind probe of the session of 2026-12-06: what a memory agent writes
and sees, 55 secrets and 45 look-alikes, in process on the session's start: 48 caught, 1
partly, 6 missed, no look-alike flagged). Fixed in general form after that measurement (so
tuned on it): a code between commas after a name that says what it opens ("le code de la
porte de l'immeuble, 4B72A", digits one by one "6-0-3-9", a padlock's three digits), a Wi-Fi
code written "wifi-code" and named with another language's preposition, a recovery key told
by someone before its colon, a security question "with answer:", a password "the same as my
email one, X", and a correction in other languages ("no espera, es 4417")."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Note : l'utilisateur a partag\u00e9 le code de la porte de l'immeuble, 4B72A, et le code "
        "du cadenas de la bo\u00eete aux lettres, 319.",
        "4B72A",
    ),
    ("le code du cadenas de la bo\u00eete aux lettres, 319.", "319"),
    ("el c\u00f3digo del candado es 319", "319"),
    (
        "Notitie: gebruiker gaf de alarmcode van de winkel door, 6-0-3-9, en vroeg om die niet "
        "te vergeten.",
        "6-0-3-9",
    ),
    ("el c\u00f3digo de la puerta, 4471", "4471"),
    (
        "Gebruiker deelde de wifi-code van het vakantiehuis: zeemeeuw-fiets-kaas-42.",
        "zeemeeuw-fiets-kaas-42",
    ),
    ("the wifi-key is hunter-42x", "hunter-42x"),
    (
        "Apple ID recovery key the user read out: QX7P-R2LM-9VKT-4WB8-NCY1-DHS3-FJA6",
        "QX7P-R2LM-9VKT-4WB8-NCY1-DHS3-FJA6",
    ),
    (
        "User set the security question 'Name of your first pet?' with answer: Biscuit McFluff.",
        "Biscuit McFluff",
    ),
    (
        "User: my amazon password is the same as my email one, BlueMonday_88. yeah i know",
        "BlueMonday_88",
    ),
    ("his pw is same as the wifi, so Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("oye gu\u00e1rdame esto: el pin de la tarjeta es 4471, no espera, es 4417 jaja", "4417"),
    ("die PIN ist 4471, nein warte, 4417", "4417"),
]

LOOK_ALIKES = [
    "The backup key we bought is YubiKey5NFC.",
    "the recovery key we discussed: see the vault",
    "Security question set up, with answer to follow.",
    "my password is the same as my email one, which I won't say",
    "the password is the same as for staging: see vault",
    "le code de la porte, 2019, a \u00e9t\u00e9 chang\u00e9",
    "le code du cadenas, 2 chiffres",
    "der T\u00fcrcode ist neu seit 2021",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
