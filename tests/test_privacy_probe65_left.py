"""Probe 65's leftovers (a blind probe of the session of 2026-12-05's sixth part, 55 secrets
and 45 look-alikes, a quarter in other languages; measured through the API first: 53 caught,
1 partly, 1 missed, no look-alike flagged). Fixed in general form after that measurement (so
tuned on it): a "still" between the verb and the value in other languages ("ist immer noch",
"est toujours", "sigue siendo", "è ancora"), and a bug it showed: "Il codice è ancora 4821"
redacted "ancora" and left the code (a code of letters now needs a digit of its own). The
partly caught case is kept by design: its IBAN is Wikipedia's published German sample.
Then probe 71's (written blind after those fixes: 52 caught, 3 partly, none flagged, the same
on the part's start): a second code after "et celui de" / "the one for", an alarm switched off
in the passive or reflexive ("la alarma se desactiva con 7702"), a bank's "clave" in digits."""

# ruff: noqa: RUF001
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Mein Passwort für Netflix ist immer noch Sommer2019! – merk dir das bitte.", "Sommer2019"),
    ("Das Passwort lautet immer noch Kranich-88", "Kranich-88"),
    ("Mon mot de passe est toujours Ete2019!", "Ete2019"),
    ("Mi contraseña sigue siendo Verano2019!", "Verano2019"),
    ("Mi contraseña es todavía Verano2019!", "Verano2019"),
    ("La mia password è ancora Estate2019!", "Estate2019"),
    ("Hasło do Wi-Fi to nadal Lato2019!", "Lato2019"),
    ("Il codice è ancora 4821.", "4821"),
    ("Il codice del cancello è ancora 2 5 8 1", "2 5 8 1"),
    ("Le code de la porte d'entrée est 47B19, et celui de l'alarme 2580.", "2580"),
    ("The door code is 4471, and the one for the gate 9120.", "9120"),
    ("El código del portón del garaje es 1984# y la alarma se desactiva con 7702.", "7702"),
    ("L'alarme se désactive avec 2580.", "2580"),
    ("The alarm is disarmed with 2207.", "2207"),
    ("Die Alarmanlage wird mit 2207 ausgeschaltet.", "2207"),
    ("Mi IBAN es ES12 2085 9421 3306 0047 1852 y la clave de la banca online es 739104.", "739104"),
    ("La clave del cajero es 4821.", "4821"),
]

LOOK_ALIKES = [
    "Mein Passwort ist immer noch nicht geändert.",
    "Mon mot de passe est encore trop court.",
    "La password è ancora troppo corta.",
    "Das Passwort ist noch geheim.",
    "Il mio PIN è ancora quello vecchio.",
    "Il codice è ancora valido.",
    "The alarm is turned off with 2 taps.",
    "Die Alarmanlage wird mit 1500 Euro bezahlt.",
    "La alarma se desactiva con la app.",
    "La clave de la banca online tiene 6 dígitos.",
    "La clave del éxito es 100% esfuerzo.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
