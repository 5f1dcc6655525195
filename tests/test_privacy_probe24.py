"""What the twenty-fourth privacy probe found (blind, 317 secrets and 248 look-alikes; held
out for the twenty-third probe's rules, which took it from 231 to 248 caught), as general
cases rather than its own strings: a password-shaped value in a clause about getting in ("X
works for the admin panel", "got in with X", "X logs in", "creds are user and X", "the vault
master is X"), in other languages too; keypad codes by what opens or follows them ("the code
that opens the garage is N", "press N and then the bell", "dial 222, then N", "unlocks with
N"); "the password is with Jake" is where it is. With near look-alikes of every new rule."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

SECRETS = [
    ("Priya said Harbor-Kite-73 works for the admin panel on the test server.", "Harbor-Kite-73"),
    ("Got in with Spring2025! - nobody changed the default.", "Spring2025!"),
    ("The club's shared inbox is club@example.org; fernGully_42 logs in.", "fernGully_42"),
    ("The wiki admin creds are wiki-admin and Wiki!Docs-2023.", "Wiki!Docs-2023"),
    ("The family vault master is Quartz-Meadow-Sail-8; only she knows it.", "Quartz-Meadow-Sail-8"),
    ("He reuses B4nana!Split on every site.", "B4nana!Split"),
    ("Pra entrar no roteador, usa Cafe-Com-Leite7 que funciona.", "Cafe-Com-Leite7"),
    ("Чтобы войти в панель, используй Taiga_Wolf91.", "Taiga_Wolf91"),
    ("The code that opens the shed is 5308.", "5308"),
    ("Building gate: press 7 2 6 1 and then the bell.", "7 2 6 1"),
    ("If the alarm goes off, type 3390 and call the monitoring line.", "3390"),
    ("Voicemail: dial 333, then 8124.", "8124"),
    ("His tablet unlocks with 918273 (his daughter's birthday).", "918273"),
]

LOOK_ALIKES = [
    "The login email for the band account is band@example.org; the password is with Jake.",
    "Use your IAM user to log in to Account-2024-Q3.",
    "She types in her Employee-ID-44 each morning.",
    "Log in to the Ubuntu22.04 box with your SSO.",
    "Sign in on the iPhone15 with Face ID.",
    "The root cause was Bug-4411a in the parser.",
    "Merge into master after Release-2024a is tagged.",
    "root:$6$rounds=5000$Abc12XyZ$Qw3rTy7uIoP9aSdFgHjKlZxCvBnM0:19876:0:99999:7:::",
    "creds for staging are in the .env: DB_PASS=${DB_PASS_2}",
    "Type 1000 and press enter to set the budget.",
    "Press 1 then press the star to repeat the menu.",
    "Dial 911, then 2 for fire.",
    "The album unlocks with 2 bonus tracks.",
    "Enter 2024 then press the star to set the year.",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe24_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe24_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
