"""Session 190's helper probe (written before it read the rules) and what its fixes read:
letters-only passwords in other languages, Russian's "пароль от почты X" with no verb, "pass
for the shared drive is X", a PIN glued to Japanese, a medical record number, memorable words,
maiden names given as answers, verbal passwords, a security question's answer after the bank's
name, and a program's expression where a password is read (`service.secret_foreign_values`,
`service.secret_memorable`, `service.secret_short_names`, `service.secret_security`,
`service.secret_placeholders`)."""

# ruff: noqa: RUF001  (Cyrillic letters that look like Latin ones)
from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.cpu_time import cpu_seconds
from tests.privacy_checks import case_tests

GUARD = PrivacyGuard()

SECRETS = [
    ("mi contraseña es exjEUyLFK", "exjEUyLFK"),
    ("a senha é BatataFrita", "BatataFrita"),
    ("het wachtwoord is ZonneBloem", "ZonneBloem"),
    ("la password del wifi è GattoNero", "GattoNero"),
    ("το συνθηματικό μου είναι exjEUyLFK", "exjEUyLFK"),
    ("мой пароль от почты qO0rcDQYMQ", "qO0rcDQYMQ"),
    ("пароль к почте Qwerty123", "Qwerty123"),
    ("pass for the shared drive is hunter2", "hunter2"),
    ("pass to the NAS: Tr0ub4dor", "Tr0ub4dor"),
    ("銀行のPINは4821", "4821"),
    ("カードのPINコードは4821です", "4821"),
    ("Patient John Doe, MRN 89405406, diagnosed with type 2 diabetes", "89405406"),
    ("medical record number: 00381124", "00381124"),
    ("my memorable word is Pendleton", "Pendleton"),
    (
        "If Vodafone asks for my memorable word when I call about the broadband, it's Brighton",
        "Brighton",
    ),
    ("the memorable word they ask letters from is pancake", "pancake"),
    ("Revolut asked for mother's maiden name → we used Ferreira Lobo", "Ferreira Lobo"),
    ("the verbal password, which is Sandcastle.", "Sandcastle"),
    ("monitoring company asks for the verbal word — pineapple — then the panel", "pineapple"),
    ("A resposta da pergunta de segurança do banco é Farrusco.", "Farrusco"),
    ("Question secrète banque d'Awa (nom du premier animal) → Moustik, avec un k", "Moustik"),
    ("Apple ID: if it asks 'what street did you grow up on' say Maple Crescent", "Maple Crescent"),
    ("if the bank asks for my first school, I put Saint Brigid's", "Saint Brigid's"),
    ("my netflix pass is my name + birth year: anna1991", "anna1991"),
    ("password is the dog's name then 2021 — Rex2021", "Rex2021"),
    ("гасло: котик77", "котик77"),
    ("гасло від пошти Kotyk2020", "Kotyk2020"),
    ("sandi wifi: kucing77", "kucing77"),
    ("ang password ko ay pusa77", "pusa77"),
]

LOOK_ALIKES = [
    "mi contraseña es segura",
    "mi contraseña es iPhone",
    "the password manager is LastPass",
    "**Password policy:** `minLength: 12`, must include a digit.",
    "пароль от почты 2024 года",
    "пароль от почты такой же",
    "Пароль от роутера Keenetic Giga KN-1011",
    "boarding pass for the flight is LH1234",
    "the pass for the bus is 3-day",
    "pass for the week is 20EUR",
    "PINは4桁です",
    "the MRN field is 8 digits",
    "Mrs Okafor, patient ID 004817, rebooked to Thursday",
    "The memorable word for each customer is different.",
    "Memorable word - Lloyds asks for 3 characters from it at login.",
    "My grandmother's maiden name was Okafor; she grew up in Lagos.",
    "My mother's maiden name was Okafor; she grew up in Lagos.",
    "the code word for the surprise party is Operation Cake.",
    "In the game, the code word is Alpha.",
    "Security question at Chase is Mother's maiden name",
    "const password = req.body.password;",
    "let pwd = user.password;",
    'password = request.form["password"]',
    "$password = $_POST['password'];",
    'password = input("Password: ")',
    "token = getToken();",
    "when people ask about my first car I say it was a wreck",
    "the bank asks for your first school: required field",
    "the password is your surname followed by your birth year - for example Smith1980",
    "Sandi moved to Denver2 last month",
    "sandi morse adalah kode",
    "гасло від пошти 2020 року",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


@pytest.mark.parametrize(
    "text",
    [
        # (a search of the whole text per maiden name found was quadratic: 14 s)
        "maiden name, " * 3_000,
        "пароль от " + "слово " * 3_000,
        "memorable word " + "when I call, " * 2_000,
        "pass for the " + "xx " * 5_000,
        "password: " + "name plus " * 3_000,
        "mi contraseña " + "palabra " * 3_000 + "es",
        "asks for " + "x " * 5_000 + "first pet",
        "security answer do " + "banco " * 3_000,
        "MRN " + "1-" * 5_000,
    ],
)
def test_the_new_readers_scan_in_linear_time(text: str) -> None:
    assert cpu_seconds(lambda: GUARD.scan(text)) < 2.0
