"""service/secret_grouped.py and the grouped medical record number: secrets the sec4 helper's
probe (session 190, written before it read the rules) said and no rule read, and look-alikes
of the same shapes that must stay untouched (a year after a door, a quiz's answer, a
documented webhook, a search link, an order number in groups)."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

GUARD = PrivacyGuard(learned=False)

SECRETS = [
    # a record number in groups
    ("MRN 7720 3318 for the radiology referral", "7720 3318"),
    ("medical record number: 0038 1124 at St Mary's", "0038 1124"),
    # a TAN from a numbered list
    ("TAN list entry 23: 408117", "408117"),
    ("iTAN Nr. 8: 772 019", "772 019"),
    ("TAN-Liste Eintrag 5: 310598", "310598"),
    # a signed link's value after another setting
    (
        "get it at https://cdn.example.org/f.pdf?sv=2021-08-06&sig=Hq7Lm2PzV9xR4tKc%3D",
        "Hq7Lm2PzV9xR4tKc%3D",
    ),
    (
        "the export is https://bi.corp.net/x?fmt=csv&access_token=pT4vW8kQ1zR7mN3s",
        "pT4vW8kQ1zR7mN3s",
    ),
    # a security answer said first, named after
    (
        "my mother's maiden name is Kowalski, that is the answer to my bank's security question",
        "Kowalski",
    ),
    (
        "Elm Grove Primary - that's what I gave as the security answer for school",
        "Elm Grove Primary",
    ),
    ("it was called Pickles, which is my answer to the memorable question", "Pickles"),
    # a door's, a gate's or an alarm's code that looks like a year or a time
    ("Haustür-Code bei Tante Eva: 1958", "1958"),
    ("Garagentor-Code: 2011", "2011"),
    ("code de la porte 1745", "1745"),
    ("código del portón 1999#", "1999#"),
    ("codice del cancello: 2208", "2208"),
    ("kod do bramy 1987", "1987"),
    ("poortcode 2015 bij de buren", "2015"),
    # a password in groups of digits
    ("Vertragsnummer und Passwort: 3390 1827", "3390 1827"),
    ("hasło do routera: 55 81 20 44", "55 81 20 44"),
    ("my router password is 7730 1245 9981", "7730 1245 9981"),
]

LOOK_ALIKES = [
    "MRN 7720 is the ward's extension",
    "order number 7720 3318 shipped on Monday",
    "call the clinic on 0171 555 0199",
    "chapter 23: 408117 copies were sold",
    "the TAN list arrived by post yesterday",
    "https://shop.example.com/search?q=red+shoes&page=2",
    "https://example.com/settings?Signature=DefaultFooter2024",
    "use https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "put your key in ?token=<your token>",
    "the answer to the quiz question was Kowalski",
    "Kowalski, that is the answer to question four",
    "my dog is called Pickles, which is the answer to your question",
    "security questions are a weak way to recover an account",
    "das Garagentor wurde 2011 gebaut",
    "Haustür-Code seit 1958 unverändert, frag Eva",
    "el portón se pintó en 1999",
    "kod do bramy zmieniono w 1987 roku",
    "the code portal 2024 launch was delayed",
    "the password 2023 2024 report is out",
    "Palabra clave: 3390 1827",
    "password reset at 12 30:15 today",
]


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_secret_is_redacted(text: str, secret: str) -> None:
    assert covered(GUARD, text, secret), flagged(GUARD, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_is_left_alone(text: str) -> None:
    assert flagged(GUARD, text) == []
