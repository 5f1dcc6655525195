"""Probe 90's leftovers (a blind probe written at the end of the session of 2026-12-06, a broad
mix, 55 secrets and 45 look-alikes, on the session's final rules before these fixes: 52
caught, 1 partly, 2 missed, none flagged). Fixed in general form after that measurement (so
tuned on it): two doors' codes in one line ("Door: 2468, alarm: 1357 \u2014 both changed"),
a correction "wait no, it's ...", a parcel locker's pickup code."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Door: 2468, alarm: 1357 \u2014 both changed after the cleaner left.", "2468"),
    ("Door: 2468, alarm: 1357 \u2014 both changed after the cleaner left.", "1357"),
    ("Bike lock combo is 3-1-4, wait no, it's 4-1-3.", "4-1-3"),
    ("Your parcel is in locker 14 at Main St station. Pickup code: 739 215.", "739 215"),
]

LOOK_ALIKES = [
    "Alarm: 1850, Cameras: 620",
    "Alarm: 1850 - Cameras: 620 - Install: 300",
    "Alarm: 1850 \u2014 Cameras: 620",
    "The pickup code for the dry cleaning is on the receipt",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
