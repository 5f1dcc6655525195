"""Probe 82's leftovers (a blind probe of the session of 2026-12-06: everyday life admin told
to an assistant, house-sitting notes, rentals, smart homes, banking; 55 secrets and 45
look-alikes, in process after probe 80's fixes: 42 caught, 7 partly, 6 missed, 1 look-alike
flagged). Fixed in general form after that measurement (so tuned on it): digits said one by
one after the rules that took only runs ("Code 9 2 0 6", "PIN do alarmu to 7 1 7 1", "the
safe I set to 4 4 1 7", an alarm switched off "con el c\u00f3digo 6 0 4 8"), a keypad's
number dialled then "#" or "OFF", a code after "alarm: enter", an alarm panel's owner and
installer codes, the value before its name ("4471 is the gate code"), a code a service
"sent" when the text says to enter it, a past verb after another language's code name
("... foi 648 112"), "password now '...'", a security answer "I put" after its topic, and a
CVV its sentence calls a placeholder."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Hallo Tim, f\u00fcr das Ferienhaus: Schl\u00fcsseltresor links neben der T\u00fcr, "
        "Code 9 2 0 6. WLAN: Sonnenhof_Gast",
        "9 2 0 6",
    ),
    ("la alarma se desactiva con el c\u00f3digo 6 0 4 8 y luego la tecla #", "6 0 4 8"),
    ("the alarm is disarmed with the code 6 0 4 8", "6 0 4 8"),
    ("- alarm: enter 0 6 1 1 within 30 sec\n- bins go out Tuesday", "0 6 1 1"),
    ("Kod do furtki u te\u015bci\u00f3w: 3309, a PIN do alarmu to 7 1 7 1.", "7 1 7 1"),
    ("Hotel in Lisbon: room 614, the in-room safe I set to 4 4 1 7. Breakfast 7-10.", "4 4 1 7"),
    ("the electric gate at the ski chalet - dial 7720 then # on the keypad on the post", "7720"),
    ("if it beeps when you come in, punch in 5829 and press OFF at the alarm panel", "5829"),
    ("The smart lock on the cabin - owner code is 8 8 0 3 but don't give that out", "8 8 0 3"),
    ("4471 is the gate code for Mum's building, the flat is 3B on the second floor.", "4471"),
    ("Revolut sent a code: 491 205 - enter it in the app", "491 205"),
    ("o c\u00f3digo de verifica\u00e7\u00e3o que chegou por SMS foi 648 112.", "648 112"),
    (
        "The Wi-Fi at the office guest network changed: password now 'GreenTea-Monday-44'.",
        "GreenTea-Monday-44",
    ),
    (
        "Security question for the Chase account: 'name of your first pet' - answer is "
        "Biscuit. For the mother's maiden name one I put Delacroix.",
        "Delacroix",
    ),
]

LOOK_ALIKES = [
    "The payment form shows an example card number 1234 5678 9012 3456 and CVV 123 - just "
    "placeholders, I'll type the real one myself.",
    "Meeting room: dial 4471 then #",
    "conference bridge - dial 5512 then # to join",
    "the shop sent a code: 4412 for a discount",
    "password now expires after 90 days",
    "the password now needs 2 digits",
    "2019 is the year the door code changed",
    "1200 is the building code limit",
    "5000 is the access code limit",
    "Security questions are annoying, I put Netflix on instead",
    "Die T\u00fcr, Code 2019 eingebaut",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
