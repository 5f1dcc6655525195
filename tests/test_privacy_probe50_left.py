"""Probe 50's leftovers (a blind probe of the session of 2026-12-05, measured through the API
first: 53 caught, 5 partly, 2 missed of 60, none of 60 look-alikes flagged), fixed in general
form after that measurement (so tuned on it): a second code named by its thing alone after a
first one ("..., et l'alarme 2468", "y el del trastero 0707"), a second password to try ("if
not try Hunterr2!!"), "pincode 1357" with no verb, a password told in parts and then whole
("so all together orange3Kayak"), a Mexican RFC after its name. Found on the way: Greece's
AMKA shared its country key with the AFM, so an AMKA after its name was never read.
The look-alikes are numbers of other kinds after a code, a year, amounts, and a company's
RFC (three letters, printed on its invoices)."""

# ruff: noqa: E501
from __future__ import annotations

from collections import Counter

from service.national_ids import IDS
from tests.privacy_checks import case_tests

SECRETS = [
    ("Le code de la porte d'entrée c'est 7B391, et l'alarme 2468 si tu rentres après 22h", "2468"),
    ("El código del portal es 1492B y el del trastero 0707, las llaves están en el buzón", "0707"),
    ("the door code is 4471, and the garage 9120", "9120"),
    (
        "ok so teh pasword for the shared acount is hunter2hunter2 i think?? if not try Hunterr2!! lol",
        "Hunterr2",
    ),
    ("Rekening bij de bank, pincode 1357 — voor als je boodschappen doet", "1357"),
    (
        "the router password is lowercase 'orange', then the number 3, then 'Kayak' so all together orange3Kayak",
        "orange3Kayak",
    ),
    (
        "Mi CURP es GOMJ850312HDFRRN07 y mi RFC GOMJ850312QK4, para el trámite del SAT",
        "GOMJ850312QK4",
    ),
    ("My AMKA is 01017012343 for the clinic", "01017012343"),
]

LOOK_ALIKES = [
    "PIN is wrong and the branch number 4812 is closed",
    "the meeting is at 1530 and the party starts at 2030",
    "El RFC de la empresa es ABC680524P76",
    "the password rules, all together: 12 characters minimum",
    "password reset and login all together in 2 steps",
    "de pincode is wijzigbaar in de app",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_every_country_rule_has_its_own_key() -> None:
    """Rules are looked up by key: two with one key hide the first (AMKA behind AFM)."""
    assert [key for key, n in Counter(rule.country for rule in IDS).items() if n > 1] == []


def test_a_year_or_another_number_after_a_code_is_left() -> None:
    from service.privacy import PrivacyGuard

    guard = PrivacyGuard()
    for text in (
        "door code is 4471 and the year 2019 was great",
        "PIN is 4821 and the branch number 4812",
        "the gate code is 4471 and the flat is 12B",
        "PIN is 4821 and the balance is 2300 euros",
    ):
        assert [text[r.start : r.end] for r in guard.scan(text)] == [
            "4821" if "PIN" in text else "4471"
        ]
