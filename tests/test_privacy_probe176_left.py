"""Probe 176's misses (a blind probe of a travelling agency nurse, in Tagalog, Portuguese,
Romanian and Amharic; 2026-12-06's fifth session, measured on the session's start, then tuned
on in round 9). Fixed in general form: code, PIN, unlock and password in Amharic, Ethiopia's
Fayda number, the Philippines' SSS and PhilHealth numbers, an alarm disarmed with a code, a
UK bank's memorable word as a password's name, a Romanian "parol\u0103:", a code column in a
table whose lock is a column of its own ("| Hospital | Locker | Code |"). Look-alikes: the
most common passwords of a training, the memorable word's field, a table of lockers and
their members."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("\u12e8\u1262\u122e \u1260\u122d \u12ae\u12f5 7730 \u1290\u12cd\u1362", "7730"),
    ("\u12e8\u12ab\u122d\u12f4 \u1352\u1295 5518 \u1290\u12cd", "5518"),
    ("\u12e8\u134b\u12ed\u12f3 \u1218\u1273\u12c8\u1242\u12eb \u1241\u1325\u122c 6120 3391 8847 "
     "\u1290\u12cd", "6120 3391 8847"),
    ("SSS number ni nanay: 03-9182736-4, para sa pension", "03-9182736-4"),
    ("PhilHealth number ko 12-345987612-7 para sa admission", "12-345987612-7"),
    ("Alarm at the staff flat: disarm w/ 9013 then #, within 20 sec", "9013"),
    ("Re\u021bea: Vodafone-Casa, parol\u0103: bunica1955acasa", "bunica1955acasa"),
    ("| Ward | Locker | Code |\n|---|---|---|\n| Ward 4 | 17 | 8462 |", "8462"),
]  # fmt: skip

LOOK_ALIKES = [
    "IT training: the most common password on the wards was 'Summer2024' \u2014 don't use it",
    "the memorable word field is case sensitive, remember that",
    "I reset my memorable word yesterday",
    "| Team | Locker | Members |\n|---|---|---|\n| A | 12 | 5 |",
    "SSS office hours are 8-5, branch 0231 on Taft Avenue",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
