"""Held-out privacy probe 47 (2026-12-04, ninth session, written blind after probe 46's fixes:
110 secrets and 90 look-alikes in about twenty languages, through the API): 96 caught, 3
partly, 11 missed, 1 look-alike flagged, case by case the same on the session's starting code
(probe 46's fixes caught nothing more on it). Its misses in general form, with variants (so
tuned on it): a code "changed to" a value ("he changed the alarm code to 3591"), a password
said again word for word, a quoted password "to get into" a device, a "security q" and "what
street did you grow up on?", a maiden name "for the bank's phone verification", a card's
"three digits are 552"; kept: "The recovery phrase is 12 words; write it on paper ...".
Left: codes given as a birthday or an anniversary, a password derived from a name ("my last
name backwards plus 77, so nosdivad77"), a correction with no password word, a card spoken
in words, a Wi-Fi key quoted after "the wifi at my sister's is", a seed phrase of words
outside the BIP-39 list after "wallet words"."""

# ruff: noqa: E501
from __future__ import annotations

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests, flagged

SECRETS = [
    (
        "Meeting notes from the landlord visit: he changed the alarm code to 3591 after the break-in next door.",
        "3591",
    ),
    ("I changed the door code to 4471", "4471"),
    ("we reset the garage keypad pin to 80315 yesterday", "80315"),
    ("Use 'Bluebird77' to get into my laptop if I'm not around.", "Bluebird77"),
    ("type Kx9!mQ2p to log into the router", "Kx9!mQ2p"),
    ("security q: what street did you grow up on?  answer: Marigold Lane", "Marigold Lane"),
    ("Mother's maiden name for the bank's phone verification is Okonkwo.", "Okonkwo"),
    (
        "Pay the plumber with the Discover: 6011743288105934, the three digits are 552",
        "552",
    ),
]

LOOK_ALIKES = [
    "The recovery phrase is 12 words; write it on paper and never type it into a computer or a chat.",
    "I changed the zip code to 94110 on the form",
    "he set the thermostat code to 2024",
    "I set my password to something stronger",
    "What street did you grow up on? We lived on Maple, lol",
    "my password is four words long",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_a_password_said_again_word_for_word_is_taken_both_times() -> None:
    text = "password: Lantern88. again, Lantern88, with a capital L."
    assert [kind for kind, _ in flagged(PrivacyGuard(), text)] == ["password", "password"]
    assert "Lantern88" not in PrivacyGuard().clean(text, "content")[0]
