"""Probe 55's leftovers (a blind probe of the session of 2026-12-05's fifth part, 55 secrets
and 45 look-alikes, 15 and 12 of them in seven other languages; measured through the API
first: 51 caught, 3 partly, 1 missed, no look-alike flagged), fixed in general form after that
measurement (so tuned on it): a card's expiry date beside its number, an alarm switched off
with a number, a password given as its named parts; and probe 52's last leftover, a password
spelled again after a restart; then probe 58's: an expiry named "caducidad", a value in French
quotes after a comma and "c'est", a password corrected in other languages, a cookie jar's
line; and probe 62's: a driver's licence number, a PIN said in words then in digits."""

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

# ... and probe 58's (written blind later; 50 / 3 / 2 of 55 on the part's start, 51 / 2 / 2
# after probe 55's rules, none flagged)
SECRETS += [
    ("Tarjeta para pagar el seguro: 4917 6123 0045 8813, caducidad 11/26, CVV 038", "11/26"),
    (
        "Rappelle-toi : le mot de passe du Wi-Fi de la maison, c'est « Citron-Vert-2023 ».",
        "Citron-Vert-2023",
    ),
    (
        "La contraseña del banco es Pamplona_1987, perdón, me equivoqué: es Pamplona_1978",
        "Pamplona_1978",
    ),
    ("Das Passwort ist Wald#4411, Entschuldigung, ich meine Wald#4114.", "Wald#4114"),
    (
        "Cookie export: .shopwise.com\tTRUE\t/\tTRUE\t1767225600\tsession_id\ts%3AkP9xQ2mL7vRt4WbY8sNc1HdE.3fGa6JuP",
        "s%3AkP9xQ2mL7vRt4WbY8sNc1HdE.3fGa6JuP",
    ),
]

# ... and probe 62's (written blind after all of the above: 51 / 3 / 1 of 55 on the part's
# start, 53 / 1 / 1 after them, none flagged): a driver's licence number named as one, a PIN
# said in words and then in digits
SECRETS += [
    ("Driver's license CA D4827163, exp 08/15/2028, class C", "D4827163"),
    ("My driver's license number is D4827163.", "D4827163"),
    ("Führerscheinnummer: B072RRE2I55", "B072RRE2I55"),
    (
        "Voice memo transcript: okay so the new PIN for my phone is seven three nine one zero four, 739104, and I changed the SIM PIN to 2580.",
        "739104",
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
    "Le mot de passe du Wi-Fi de la maison, c'est un secret.",
    ".example.com\tTRUE\t/\tFALSE\t0\tlang\ten",
    "Perdón, me equivoqué: la reunión es el martes.",
    "I renewed my driver's license yesterday.",
    "Driver's license class C, expires 2028.",
    "The driver's license office opens at 9.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
