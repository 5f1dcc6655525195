"""Held-out privacy probe 48 (2026-12-04, ninth session, written blind after probe 47's fixes:
110 secrets and 90 look-alikes, through the API): 84 caught, 1 partly, 25 missed, none
flagged, case by case the same on the session's starting code (probe 47's fixes caught
nothing more on it). A few of its misses in general form, with variants (so tuned on it): a
code whose name has an aside before "is" ("the code for the bike shed (neighbour Mrs. Patel
gave it to me) is 0815": the aside was read as the verb before a clock time), an American's
"social is 531-62-8847", "SSN (no dashes, ...): 412938507", a combination asked for then given
("my gym locker combo? it's 14-32-07"), "Use 88431206 as your single-use code". Left (20):
codes and passwords in languages and shapes no rule reads yet, a national number failing its
checksum, secrets spoken as words, table cells under "Admin pass"."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Note to self: the code for the bike shed (neighbour Mrs. Patel gave it to me) is 0815.",
        "0815",
    ),
    ("the door code (Ana gave it to me) is 4471.", "4471"),
    ("Dad's social is 531-62-8847 in case the hospital asks again", "531-62-8847"),
    ("SSN (no dashes, for the W-4): 412938507", "412938507"),
    ("hey can you remember my gym locker combo? it's 14-32-07, the one by the sauna", "14-32-07"),
    ("what's the door code? it's 4471", "4471"),
    (
        "Microsoft account: Use 88431206 as your single-use code for signing in. If you didn't request it, ignore this email.",
        "88431206",
    ),
]

LOOK_ALIKES = [
    "what's the wifi code? it's on the fridge",
    "the social was great, 300 people came",
    "the gate code (since 2019) 2024 renovations",
    "Use 2 as your default retry count",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
