"""Held-out privacy probe 40 (2026-12-04, written blind after probe 39's fixes: 100 secrets, 100
look-alikes, through the API): 92 caught, 4 partly, 4 missed, 1 look-alike flagged, the same on
the code before probe 39's fixes. Its misses in general form, with variants: a code read out in
a chat ("the text says 604219, can you enter it?"), a passphrase in quotes after what it opens
("the same passphrase for his SSH key everywhere, '...'"; "his" no longer reads as "is"), a
password described as "the name of my boat followed by the year ..., so: X", a Polish BLIK code
after what it pays for, the second half of a passphrase after an aside between dashes (and a
first half of words joined by dashes, in quotes), a CID in its own column beside a card's, a
CVV after Arabic "هو", a German password after "lautet jetzt" whose words are joined by
dashes. And what they must leave: "not-a-real-password" in a test's fixture, a customer's CID,
a text quoting a year or a count."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "[14:02] User: ok the text says 604219, can you enter it?\n[14:02] Assistant: Entering the code now… you're logged in to the payroll portal.",
        "604219",
    ),
    ("the SMS just said 771 042, type it in before it expires", "771 042"),
    (
        "He uses the same passphrase for his SSH key everywhere, 'correct cobalt lantern 1987' — flagged that as a risk.",
        "correct cobalt lantern 1987",
    ),
    (
        "It's the name of my boat followed by the year we bought her, so: SeaSprite1994! — that's for the marina portal.",
        "SeaSprite1994!",
    ),
    ("the password is the name of our cat plus the year she was born, so Mochi2019", "Mochi2019"),
    (
        "Kod BLIK do zapłaty za zamówienie: 482 913 — ważny jeszcze dwie minuty, wpisz szybko.",
        "482 913",
    ),
    (
        "First half of the vault passphrase is 'marlin-ochre' and the second half — I'll say it separately so it's not in one place — is 'tundra-91-quill'.",
        "tundra-91-quill",
    ),
    (
        "First half of the vault passphrase is 'marlin-ochre' and the second half — I'll say it separately so it's not in one place — is 'tundra-91-quill'.",
        "marlin-ochre",
    ),
    (
        "| Card        | Number            | Exp   | CID  |\n|-------------|-------------------|-------|------|\n| Amex (corp) | 3709 034744 36703 | 11/26 | 4082 |",
        "4082",
    ),
    ("name,card number,expiry,cvv\nAna Ruiz,4716132718871583,09/27,613", "613"),
    ("رقم البطاقة 4716132718871583 ورمز التحقق CVV هو 613، تنتهي في 09/27.", "613"),
    (
        "Das WLAN-Passwort im Büro lautet jetzt Kranich-Wolke-8813 – bitte nicht an Externe weitergeben.",
        "Kranich-Wolke-8813",
    ),
    ("Le mot de passe du routeur est maintenant Grue-Nuage-7731", "Grue-Nuage-7731"),
]

LOOK_ALIKES = [
    'def test_login_rejects_wrong_password(client):\n    # fixture values, not real credentials\n    r = client.post("/login", json={"user": "alice@example.com", "password": "not-a-real-password"})\n    assert r.status_code == 401',
    "| Customer | CID | Region |\n|---|---|---|\n| Acme | 4082 | EU |",
    "The text says 2024 was a record year for sales",
    "the message says 1500 people attended the launch",
    "The boat is named after the year we bought her, so: 1994 was a good year",
    "The passphrase policy, 'at least four words' is new",
    "the first part is 'check-in' and the second part is 'check-out' of the hotel process",
    "He forgot the passphrase for his SSH key again, so we rotated it.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
