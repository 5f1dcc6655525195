"""Probes 102 and 104's leftovers (blind probes of a family's shared assistant and a home-care
coordinator's notes, 2026-12-06's third session; held out until the nearby-code backstop was
measured on them, tuned on since). Fixed in general form: a tax number named in English as
such ("my tax ID for the return - it's ..."; never a format's example or an invoice's), a
memorable word said after "is" on a login's line, a table column named by the lock alone
("| Key safe |"), a code said in words a little after what it opens ("the key safe at
mister Patel's is seven three nine one"), a card's last digits said in words left alone."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Ilona needs my tax ID for the return \u2014 it's 8412739056, email it to her", "8412739056"),
    ("our EIN: 84-1273905", "84-1273905"),
    ("my TIN is 841-273-905", "841-273-905"),
    (
        "Patient Access for Albert: username albert.reid, password Reid#Bolton88, memorable "
        "word is Spitfire. Use it to order his inhalers.",
        "Spitfire",
    ),
    (
        "Mon rota\nClient  | Time  | Key safe\nOkafor  | 07:30 | 5502\nJenkins | 08:15 | 1206",
        "1206",
    ),
    ("| Site | Padlock |\n| Shed | 4471 |", "4471"),
    (
        "the key safe at mister Patel's is seven three nine one and he likes tea",
        "seven three nine one",
    ),
    ("and the back gate padlock is zero four zero four, thanks", "zero four zero four"),
]

LOOK_ALIKES = [
    "tax ID format is 123456789",
    "tax number of the invoice 8412739056",
    "The tax ID field takes 9 digits",
    "login help: memorable word is Required for all users",
    "| Move | Combo |\n| Hadouken | 2-3-6 |",
    "| Model | Key safe | Price |\n| Supra C500 | KS-200 | 49 |",
    "Reset the PIN for the card ending four four one two.",
    "the door is one two three four five six seven eight nine",
    "building code section one oh one two applies to the stair width",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
