"""Probe 92's leftovers (a blind probe of 2026-12-06's second session, "what an assistant is
asked to remember": 55 secrets and 45 look-alikes; on the session's starting rules 50 caught,
4 partly, 1 missed, none flagged). Fixed in general form after that measurement (so tuned on
it): a second password or PIN in the same sentence named by what it opens ("and the guest
network's is ...", "e a da rede de convidados \u00e9 ...", "und die PIN f\u00fcr die App ..."), a
code after a dash and "it's", a password read out with "all one word" and no verb, a security
question quoted as asked of someone ("'city where your parents met' is Dundee")."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests

SECRETS = [
    (
        "The office wifi password is Lemon_Tree_88 and the guest network's is welcome2visit",
        "welcome2visit",
    ),
    ("la contrase\u00f1a del wifi es Perro!2024 y la del despacho es Gato!2025", "Gato!2025"),
    ("A senha do banco \u00e9 Ipe#Amarelo7 e a do e-mail \u00e9 sabia_laranja9", "sabia_laranja9"),
    ("Das Passwort f\u00fcrs Portal ist Wolke7!Berg und die PIN f\u00fcr die Karte 40917", "40917"),
    ("The router password is Hx7!kq2Lm and the guest one is Guest2024x", "Guest2024x"),
    ("The code for the side gate \u2014 it's 7, 3, 0, 1, then enter", "7, 3, 0, 1"),
    ("Garage code \u2013 it's 5820", "5820"),
    (
        "so the wifi is upstairs-net password purple otter ninety one all one word",
        "purple otter ninety one",
    ),
    ("The wifi password Tiger Lily nine, one word", "Tiger Lily nine"),
    ("Recovery Qs done: 'name of your first school' is Hillcrest", "Hillcrest"),
    ("Bank: 'name of your first pet' is Pickles and 'city where your parents met' is Oban", "Oban"),
]

LOOK_ALIKES = [
    "the password field is all one word",
    "password manager settings, all one word",
    "Your new password should be twelve characters, no spaces",
    "'Your favourite film' is Casablanca, she said",
    "The question 'city where your parents met' is A bad one",
    "The code \u2014 it's 2024 edition of the style guide",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


# After a password, what another clause says is kept: a name, a model, a speed, an address, a year
AFTER_A_PASSWORD = [
    ("The password is Hx7!kq2Lm and the username is jdoe42", "jdoe42"),
    ("The wifi password is Hx7!kq2Lm and the router model is RT-AX58U", "RT-AX58U"),
    ("wifi password is Hx7!kq2Lm and the speed is 500Mbps", "500Mbps"),
    ("wifi password is Hx7!kq2Lm and Tom's is 12 Oak St", "12 Oak St"),
    ("The wifi password is Hx7!kq2Lm and the guest one is 2024", "2024"),
]


@pytest.mark.parametrize(("text", "kept"), AFTER_A_PASSWORD)
def test_only_the_password_goes_from_a_sentence_that_says_more(text: str, kept: str) -> None:
    out, found = PrivacyGuard().clean(text, "content")
    assert "Hx7!kq2Lm" not in out and len(found) == 1
    assert kept in out
