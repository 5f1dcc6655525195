"""Probes 102, 104, 106 and 108's leftovers (blind probes of a family's shared assistant, a
home-care coordinator's notes, a sports club and an import business; 2026-12-06's third
session; each held out until the nearby-code backstop was measured on it, tuned on since).
Fixed in general form: a tax number named in English as such ("my tax ID for the return -
it's ..."; never a format's example or an invoice's), a memorable word on a login's line, a
table column named by the lock alone ("| Key safe |"), a code said in words a little after
what it opens ("the key safe at mister Patel's is seven three nine one", "devet-jedan-tri-
tri"), CJK code words touching their digits, a padlock's three digits, a grouped key after
"key is"; a card's last digits said in words, a metal key's number, a formation left alone."""

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


PROBE_106_SECRETS = [
    ("Šifra za katanac na kontejneru sa opremom je devet-jedan-tri-tri.", "devet-jedan-tri-tri"),
    ("Porten til banen: fire-fem-null-to, så firkant.", "fire-fem-null-to"),
    ("padlock on the blue yard container is 9-1-6, the green one has no lock yet", "9-1-6"),
    ("\u4ed3\u5e93\u62a5\u8b66\u5bc6\u7801\u6539\u6210739105\u4e86", "739105"),
    ("the Ticketsource key is TS-8827-QPLM-44XZ-19RA, paste that in", "TS-8827-QPLM-44XZ-19RA"),
    ("online banking: passcode 58213 and memorable word Wembley.", "Wembley"),
    ("8 1 3 3 \u2014 that's the key safe by the back door of the pavilion", "8 1 3 3"),
    (
        "alarm code for the clubhouse changed after the break-in scare, it's now 7 3 9 1 then "
        "press SET",
        "7 3 9 1",
    ),
]

PROBE_106_LOOK_ALIKES = [
    "Nombor telefon pejabat kelab ialah 03-3341 2876 dan poskod ialah 41200.",
    "Team combination: 4-4-2",
    "\u5fd8\u8bb0\u5bc6\u7801\u8bf7\u81f4\u753595588",
    "the room key is B2-04-11-23",
    "1 2 3 4 - that's the padlock model",
    "password reset: memorable word Reset link sent",
    "the padlock on the shed is 3 metres from the gate",
]

test_a_probe106_secret_is_redacted, test_a_probe106_look_alike_is_left_alone = case_tests(
    PROBE_106_SECRETS, PROBE_106_LOOK_ALIKES
)
