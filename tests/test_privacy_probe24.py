"""What the twenty-fourth privacy probe found (blind, 317 secrets and 248 look-alikes; held
out for the twenty-third probe's rules, which took it from 231 to 248 caught), as general
cases rather than its own strings: a password-shaped value in a clause about getting in ("X
works for the admin panel", "got in with X", "X logs in", "creds are user and X", "the vault
master is X"), in other languages too; keypad codes by what opens or follows them ("the code
that opens the garage is N", "press N and then the bell", "dial 222, then N", "unlocks with
N"); "the password is with Jake" is where it is. With near look-alikes of every new rule,
and the look-alikes an adversarial review of the session's rules found (447 texts aimed at
them: 248 flagged before the narrowing, 43 after, 20 by the code before the session)."""

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
    # ... and what the review's narrowing must keep
    ("The password is 'the quick brown fox'", "the quick brown fox"),
    ("Tell the sitter the tablet unlocks with dinosaur5 if the kids want a film.", "dinosaur5"),
    ("Google Play code he scratched off: NH46R79VJ6DHITW04YBU", "NH46R79VJ6DHITW04YBU"),
    ("A senha do portão é 2580.", "2580"),
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
    # an adversarial review of these rules (look-alikes aimed at each), narrowed in general form
    "My gamertag is ShadowFox92, log in to Xbox to add me.",
    "Login fails for user MaxPower77 since the update.",
    "The team reuses the ResNet50 backbone for the new model.",
    "Finally unlocked the RenegadeRaider2 skin in Fortnite.",
    "Use OAuth2 for login on every internal app.",
    "Use Python3 when the installer asks for the interpreter.",
    "Type jsmith01 at the login prompt, then your password.",
    "Enter E123456 when the portal asks for your employee number.",
    "The spreadsheet opens with Excel2016 on the old laptop.",
    "The season opens with S01E01 next Friday.",
    "The shelf is secured with M10x60 bolts.",
    "He logged in with jdoe22 yesterday.",
    "When the app asks for the model, it's SM-G991B.",
    "Password manager: it's Bitwarden2 for the whole family.",
    "Booking ref ABC123 gets you in at the gate.",
    "The game unlocks with 1000 kills.",
    "Intercom for flat 12: enter 1204 then press the bell.",
    "Conference bridge: dial 555, then 4411 for the helpdesk.",
    "Gift card for the ASUS ROG G14 fund, we're at 600 of 1400.",
    "The voucher code BLACK-FRIDAY-2024 gives 20% off (public newsletter code).",
    "Driver license number D123-4567-8901-2345 for the rental.",
    "https://example.com/settings?Signature=DefaultCompanyFooter2024",
    "App ID (not a secret): 3c59dc048e8850243be8079a5c74d079",
    "The password is the phrase we agreed on at dinner.",
    "Si olvidas la contraseña, el teléfono es 900123456 (gratis).",
    "La clave para bajar de peso es 10000 pasos.",
    "A senha da fila era 0032 e demorou uma hora.",
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
