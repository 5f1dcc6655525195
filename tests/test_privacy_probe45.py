"""Held-out privacy probe 45 (2026-12-04, written blind after probe 44's fixes, 110 secrets and
90 look-alikes, 44 texts in eighteen other languages, through the API): 95 caught, 3 partly, 12
missed, no look-alike flagged, the same case by case on the session's starting code (the
session's rules caught nothing more on it). Its misses in general form, with variants (so tuned
on it): an identity number in a CSV or table column ("ssn", "passport"), an authenticator
"showing 3 9 1 0 5 7", a savings account "at Harbor Credit Union:", a device and its passcode
("Mom's iPad: 140322"), a locker's combination after its number, an alarm's "disarm is 5 5 0 2",
an answer "I gave for 'name of your first pet'", a safe that "geht mit 3-8-1-6-4 auf", a
Russian passport and SMS code, a Finnish door code, "city where parents met", a second half
"which is '...'", a card's code after "/ 04/28 /". Left: a password described as "my dog's name
plus my birth year: Biscuit1987" with no word for a password."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "name,email,ssn,start_date\nDana Whitfield,dana.w@fastmail.com,532-71-9048,2023-04-17",
        "532-71-9048",
    ),
    ("| Name | Passport |\n|---|---|\n| Ana | X4821937 |", "X4821937"),
    ("the authenticator is showing 3 9 1 0 5 7 right now, type it in quick", "3 9 1 0 5 7"),
    (
        "Savings account number at Harbor Credit Union: 0412-558-903-17 (joint with Sam)",
        "0412-558-903-17",
    ),
    ("Mom's iPad: 140322", "140322"),
    ("gym locker 212 — 27-11-34, turn right first, twice past zero", "27-11-34"),
    ("The safe opens with 14-22-31", "14-22-31"),
    (
        "Hi Tom,\nThanks again for watching the place. The alarm panel disarm is 5 5 0 2, cat food is in the pantry, and the plants need water Tuesday.\nCheers, Elena",
        "5 5 0 2",
    ),
    (
        "the answer I gave for 'name of your first pet' on the Chase site was Pickles the Second, with the capital letters",
        "Pickles the Second",
    ),
    (
        "Der Tresor im Büro geht mit 3-8-1-6-4 auf, danach den Griff nach links drehen.",
        "3-8-1-6-4",
    ),
    ("Данные для визы: паспорт 45 12 839017, выдан ОВД Тверского района.", "45 12 839017"),
    ("Код из СМС: 771 904, введи его в приложении, пожалуйста", "771 904"),
    ("Ovikoodi on 3719, ja avain on postilaatikossa.", "3719"),
    (
        "Security questions for the pension site — mother's maiden name: Castellanos; city where parents met: Tucson",
        "Tucson",
    ),
    (
        "The first half of the vault passphrase is 'copper-lantern'. Raj holds the second half, which is 'midnight-quarry-19'. Never put them together in one message.",
        "midnight-quarry-19",
    ),
    ("backup card: 5662-0464-0865-8681 / 04/28 / sec code 772", "772"),
]

LOOK_ALIKES = [
    "name,ssn\nDana,n/a",
    "iPhone: 2023 model",
    "iPad: 256 GB",
    "Phone: 555-0143",
    "phone: 5550143",
    "Lock screen: 12-05-24 update",
    "locker 12 - 3rd floor",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
