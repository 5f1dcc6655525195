"""Probe 55's leftovers (a blind probe of the session of 2026-12-05's fifth part, 55 secrets
and 45 look-alikes, 15 and 12 of them in seven other languages; measured through the API
first: 51 caught, 3 partly, 1 missed, no look-alike flagged), fixed in general form after that
measurement (so tuned on it): a card's expiry date beside its number, an alarm switched off
with a number, a password given as its named parts; and probe 52's last leftover, a password
spelled again after a restart."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Put the hotel on my Visa 4539 1488 0343 6467, exp 09/27, CVV 713.", "09/27"),
    ("Paga la reserva con mi Mastercard 5425 2334 3010 9903, caduca 03/27, CVV 208.", "03/27"),
    ("Visa 4539 1488 0343 6467 valid thru 09/2027", "09/2027"),
    ("Card 4539 1488 0343 6467 09/27 713", "09/27"),
    ("Der Türcode fürs Büro ist 5839 und die Alarmanlage schaltest du mit 2207 aus.", "2207"),
    ("You turn off the alarm with 2207.", "2207"),
    ("Desactiva la alarma con el 2207.", "2207"),
    ("Tu désactives l'alarme avec 2207.", "2207"),
    (
        "For the NAS login, the password is my dog's name Pepper followed by the year we moved in, 1987, all one word.",
        "Pepper",
    ),
    (
        "For the NAS login, the password is my dog's name Pepper followed by the year we moved in, 1987, all one word.",
        "1987",
    ),
    ("The password is Pepper followed by 1987.", "1987"),
    (
        "Transcribed call: the password for the shared drive is capital K, lowercase r, eight, dollar sign, lowercase w, three... no wait, let me start over: capital K, lowercase r, eight, dollar sign, lowercase w, seven, exclamation mark.",
        "capital K, lowercase r, eight, dollar sign, lowercase w, seven, exclamation mark",
    ),
]

LOOK_ALIKES = [
    "Order 12 shipped 09/27.",
    "Turn off the alarm with the app at 0630.",
    "Switch off the alarm with 2 taps.",
    "The alarm goes off at 0630.",
    "My password hint is my dog's name, nothing else.",
    "Our PIN policy: name your pet Rex then wait 30 days.",
    "I changed my password, let's start over from the top: the meeting is at three.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
