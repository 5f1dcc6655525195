"""Probes 158-164's misses (blind probes of a church administrator and a paramedic, a courier
in Paris and a nail salon, a ski instructor and her landlord, a school principal and a car
restorer; 2026-12-06's fourth session, written after round 5, measured, then tuned on in round
7). Fixed in general form: a Tagalog combination, a barrier, a shed, an entrance, a
Vietnamese manager's code, what a lock "opens with"; a code followed by another sentence's
time; a card's "three digits on the back of my Mastercard (719)", "the 3 on the back are";
security answers after "it's", "I typed", a topic named before "security answer", account
recovery; an arrowed Wi-Fi password, a recovery key in groups; Slovenian EMSO and tax
numbers, French tax numbers; wallet words after "wallet thing:". Look-alikes: Vietnamese
store, port and order codes, a URN, a courier's postal PIN."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Ang kumbinasyon ng kaha sa opisina: 22 - 09 - 41. Kami lang ang may alam.", "22 - 09 - 41"),
    ("the drugs cupboard opens with seven three one one, text it to him", "seven three one one"),
    ("Schranken zum Parkplatz: vier-null-null-acht.", "vier-null-null-acht"),
    ("Bike shed behind the house is two-eight-one-five, then pull hard", "two-eight-one-five"),
    ("staff entrance: 6-6-2-0 then the green button", "6-6-2-0"),
    ("nh\u1eadp m\u00e3 qu\u1ea3n l\u00fd 7731 r\u1ed3i b\u1ea5m OK", "7731"),
    ("lockbox on the back door, host texted it \u2014 4412. Check-in after 3", "4412"),
    ("the three digits on the back of my Visa (508) for the booking form", "508"),
    ("if the bank ever asks 'name of your first school' it's Scoil Mhuire", "Scoil Mhuire"),
    ("for the bank security question ('first pet') I typed Bruno, capital B", "Bruno"),
    (
        "the bank wants my mother's maiden name as the security answer \u2013 it's Novak, ok",
        "Novak",
    ),
    ("for the email account recovery they ask my birth city, I put Maribor", "Maribor"),
    ("shop wifi changed \u2192 Mustang-1967-v8. tell the painter", "Mustang-1967-v8"),
    ("Recovery key for the laptop: AB12-CD34-EF56-GH78-JK90", "AB12-CD34-EF56-GH78-JK90"),
    ("EM\u0160O za obrazec: 0101990500123", "0101990500123"),
    ("num\u00e9ro fiscal pour la d\u00e9claration : 30 41 862 719 055", "30 41 862 719 055"),
]

LOOK_ALIKES = [
    "m\u00e3 c\u1ed5ng d\u1ecbch v\u1ee5 8080",
    "M\u00e3 c\u1eeda h\u00e0ng 4821 \u1edf qu\u1eadn 1",
    "acknowledgement aaya hai URN 2024-0518-7731, wo sirf status ke liye hai",
    "the store opens with 2 staff on Sundays",
    "The security question thing is annoying, it's Tuesday already",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
