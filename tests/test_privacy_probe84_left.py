"""Probe 84's leftovers (a blind probe of the session of 2026-12-06: workplace and customer
support, help-desk chats and transcribed calls, 55 secrets and 45 look-alikes, in process
after probe 82's fixes: 42 caught, 1 partly, 12 missed, none flagged). Fixed in general form
after that measurement (so tuned on it): the value before its name ("448120 is the one-time
code Coinbase texted me", "8C4Q-T2ZM-K7WP-3NDX, c'est la cl\u00e9 de r\u00e9cup\u00e9ration"),
a transcript's answer after "it's, uh," or "it says", a code the agent "sent" asked for "for
verification", digits said in another language on the line after the question, numbers said
in pairs and digits said one by one found again when repeated, a recovery key "they showed
me - ...", a German one-time password, a Polish locker, a German safe's "Kombination", a PUK
"printed on" its holder, a code "we sent as 3-3-0-9-1-6" read back. Left: Portuguese numbers
said in pairs ("quarenta e dois, dezoito, noventa")."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Tell Priya that 7731 is her new building badge PIN, the old one was reset.", "7731"),
    ("448120 is the one-time code Coinbase texted me, can you log in for me?", "448120"),
    (
        "8C4Q-T2ZM-K7WP-3NDX, c'est la cl\u00e9 de r\u00e9cup\u00e9ration de ton compte Microsoft.",
        "8C4Q-T2ZM-K7WP-3NDX",
    ),
    (
        "Agent: Can you confirm the account PIN for me?\nCaller: Yeah it's, uh, forty-seven, "
        "nineteen... forty-seven nineteen.\nAgent: Thank you.",
        "forty-seven nineteen",
    ),
    (
        "Agent: Okay, for verification I've just sent a code to your phone.\nCaller: Uh, yeah, "
        "it says, uh, five-nine-two, eight-one-four. Five nine two, eight one four.",
        "Five nine two, eight one four",
    ),
    (
        "Agente: \u00bfMe confirma su clave de acceso?\nCliente: S\u00ed, eh, cuatro siete, uno "
        "nueve, cero dos.\nAgente: Correcto.",
        "cuatro siete, uno nueve, cero dos",
    ),
    (
        "Account recovery: I wrote down the Apple ID recovery key they showed me - "
        "R7KQ-2MXP-94TD-LW3H-8ZNC-J6VB.",
        "R7KQ-2MXP-94TD-LW3H-8ZNC-J6VB",
    ),
    ("Dein Einmalpasswort lautet 615 203. Gib es niemandem weiter.", "615 203"),
    ("Kod do szafki na si\u0142owni to 9023, a has\u0142o do Wi-Fi dla go\u015bci: X", "9023"),
    ("Tresor im Sekretariat - Kombination 07-45-19; Alarmanlage Code 3318.", "07-45-19"),
    ("Tresor im Sekretariat - Kombination 07-45-19; Alarmanlage Code 3318.", "3318"),
    ("the PUK printed on the SIM card holder is 84017263 - I needed it", "84017263"),
    (
        "Agent: I'm seeing the code we sent as 3-3-0-9-1-6, can you confirm?\nCustomer: Yes, "
        "330916.",
        "330916",
    ),
]

LOOK_ALIKES = [
    "0000 is the default PIN for the speaker",
    "1234 is a bad PIN",
    "5000 is the password length limit",
    "2048 is the RSA key size",
    "The backup key we bought is YubiKey5NFC.",
    "the code we sent was for the discount, 4412",
    "Die Alarmanlage ist seit 2019 installiert",
    "Tresor im Keller, 2 Kombinationen m\u00f6glich",
    "the year was nineteen ninety, the PIN came later",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
