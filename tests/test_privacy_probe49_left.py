"""Probe 49's leftovers, fixed in general form in the session of 2026-12-05 (second part;
tuned on probe 49, so these are not held-out figures): a password given after a first try and
a correction in the answer to "what is your password?", a corrected value said again ("34-12...
no wait, 34-21-08. yeah 34-21-08"), a token that holds a password already found, a code said
in words with a filler and then again, a code's name with an aside before its colon ("same as
the garage one: 7731"), a PIN "für" a card with its digits spaced, a code set to a value in
Dutch, German, French, Spanish, Italian or Portuguese, Mexican slang's "la contra", and a
seed phrase as a JSON "mnemonic" value.
The look-alikes are the reference codes around the same words (postal, discount, source,
colour, tax codes), a thermostat or a meeting set to a number, and "no" after a question
about a password that gives none."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Agent: Wie lautet Ihr Passwort? Kunde: Äh, Sonnenblume, S-O-N... nein, Sonnenblume88 mit großem S.",
        "Sonnenblume88",
    ),
    ("What is your password? Customer: uh, tulip, no, Tulip2024 with a capital T", "Tulip2024"),
    ("the safe combo is 34-12... no wait, 34-21-08. yeah 34-21-08.", "34-21-08"),
    (
        "The Wi-Fi key starts with 'blue' and then it's 'harbor93' all lowercase, so bluehar... no: blueharbor93.",
        "harbor93",
    ),
    (
        "ok so the alarm code is seven three, uh, three one. seven three three one.",
        "seven three three one",
    ),
    ("Gate code for the storage unit, same as the garage one: 7731.", "7731"),
    ("Door code, the one for the side entrance: 4471", "4471"),
    ("Die PIN für die neue EC-Karte lautet 3 9 0 7, Brief kam heute.", "3 9 0 7"),
    ("De pincode van de kluis op de hotelkamer heb ik op 5150 gezet.", "5150"),
    ("Ich habe den Tresor-Code auf 2281 gesetzt.", "2281"),
    ("J'ai mis le code du cadenas sur 1946.", "1946"),
    ("Le code a été changé en 3391 hier.", "3391"),
    ("He cambiado el pin a 4471 esta mañana", "4471"),
    ("Ho impostato il codice a 6620 ieri sera.", "6620"),
    ("Mudei a senha do cadeado para 8812.", "8812"),
    ("wey la contra del netflix es pelusa1234, no la cambies", "pelusa1234"),
    (
        '{"wallet":"main","mnemonic":"tiger raven copper misty anchor lemon hollow quiz button drift saddle ozone"}',
        "tiger raven copper misty anchor lemon hollow quiz button drift saddle ozone",
    ),
]

LOOK_ALIKES = [
    "Ik heb de postcode op 1012 AB gezet.",
    "J'ai mis le code postal sur 75011 dans le formulaire.",
    "Cambié el código de descuento a 2050 puntos.",
    "Ich habe den Thermostat auf 2150 gesetzt.",
    "La réunion a été changée en 1530.",
    "Ik heb de barcode op 4006381333931 gezet",
    "Mis le code source en 1200 lignes",
    "J'ai changé le code couleur en 2 3 4 5",
    "Ho cambiato il codice fiscale in 1234",
    "Zip code for the storage unit, same as home: 94110",
    "Promo code for the storage unit: 4471",
    "la contra del equipo es fuerte",
    "la contra de la casa es 2 pisos",
    "Did you reset your password? No, I called support at 10am instead.",
    "Forgot your password? No worries, call 555-0199 ext 42.",
    "Any password hints? no, sorry, order A1234B5 is unrelated",
    "Gate code for the storage unit, ask Sam. Unit number: 7731.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
