"""Probe 98's leftovers (a blind probe of everyday assistant memories written in 2026-12-06's
third session: 48 caught, 1 partly, 6 missed, none flagged on the session's starting rules).
Fixed in general form: Swedish, Danish and Norwegian door and alarm code compounds
("Larmkoden ... är 3 8 0 5"), an OTP code named with "code" and what it is for ("the OTP code
for the portal is ..."), an OTP said in pairs of digits after up to ten words in another
language, a second code of a pair said plainly after "and" ("and the laundry room 5521", "och
till tv\u00e4ttstugan 5521"; never a room, a bill, a time or a year), a Wi-Fi password said as
"the wifi is X" (never a speed, a standard or a network's name), a door code followed by
"and the wifi is ...", a garage's or a shed's code after a colon, a client secret holding a
tilde (Azure's)."""

from __future__ import annotations

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests

SECRETS = [
    ("Larmkoden hemma är 3 8 0 5, glöm inte", "3 8 0 5"),
    ("Alarmkoden er 4 4 1 9", "4 4 1 9"),
    ("Dørkoden er 2291", "2291"),
    ("the OTP code for the portal is 90 44 17", "90 44 17"),
    ("Il codice OTP che mi è arrivato per l'accesso al portale della banca è 31 07 64", "31 07 64"),
    ("the gate code is 1948 and the laundry room 5521", "5521"),
    ("Koden till porten är 1948 och till förrådet 6620", "6620"),
    ("the wifi is GuestHouse!Lemon", "GuestHouse!Lemon"),
    ("and the wifi is bluewhale42, ask if it doesn't work", "bluewhale42"),
    ("the side door is 3391 and the wifi is Summer2024", "3391"),
    ("garage: 2291", "2291"),
    ("shed's 7140", "7140"),
    (
        "client_secret Qz8~vT3kP.mN5_rL2wX9yB7cF4hJ6dS1aG0eU",
        "Qz8~vT3kP.mN5_rL2wX9yB7cF4hJ6dS1aG0eU",
    ),
]

LOOK_ALIKES = [
    "The café Wi-Fi is Cafe_Lumiere_Guest and it's an open network",
    "the wifi is down again",
    "the wifi is 2.4GHz only",
    "the wifi is WPA2-protected",
    "the wifi is BT-Hub6-7QXR",
    "the wifi is 100Mbps since the upgrade",
    "the wifi in the lobby is GuestNet",
    "the garage is 1930s brick",
    "Garage: 2 cars",
    "the shed is 2400 mm wide",
    "OTP code sent at 10:45",
    "the OTP code expires in 300 seconds",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_the_second_number_after_a_code_stays_when_it_is_a_room_a_flat_or_a_time() -> None:
    guard = PrivacyGuard()
    for text, code, kept in [
        ("the door code is 4471 and my room is 2140", "4471", "2140"),
        ("the gate code is 1948 and I land at 1930", "1948", "1930"),
        ("the door code is 4471 and the flat is 2014", "4471", "2014"),
    ]:
        out, _ = guard.clean(text, "content")
        assert code not in out and kept in out, out
