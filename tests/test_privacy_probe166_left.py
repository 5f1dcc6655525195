"""Probes 166-172's misses (blind probes of a marine biologist and a baker, a taxi driver in
Istanbul and his daughter in Vienna, a family sharing one assistant, a developer and his
foreman; 2026-12-06's fourth session, written after round 6, measured on the final rules of
round 7, then tuned on in round 8). Fixed in general form: a lock's and a verification code in
Japanese, a compound door ("Haust\u00fcr"), a Turkish keypad, a Romanian unlock, parental
controls, a Lithuanian lock, Turkish "kodunuz"; an "A (note to self):" answer; a key box's
code described as a year backwards; a TOTP seed with any digits; a card's CVC "hinten", its
"little number on the back"; Italian recovery codes; Ukrainian tax numbers, Polish residence
cards. Look-alikes: an error after a Japanese verification code, an Italian tax code, an
invoice's IBAN."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "\u51b7\u8535\u5eab\u306e\u30ed\u30c3\u30af\u30b3\u30fc\u30c9\u306f 7 2 0 5 \u306d",
        "7 2 0 5",
    ),
    ("\u8a8d\u8a3c\u30b3\u30fc\u30c9\u5c4a\u3044\u305f\uff1a 604 918\u3002", "604 918"),
    ("Haust\u00fcr im Wohnheim: 4471 und dann Schl\u00fcsselsymbol.", "4471"),
    ("tu\u015f tak\u0131m\u0131na 3-8-3-8 gir a\u00e7\u0131l\u0131r", "3-8-3-8"),
    ("telefonul se deblocheaz\u0103 cu 508812, \u021bine minte", "508812"),
    ("Switch parental controls: I set it to 7719. don't tell the kids", "7719"),
    ("Sand\u0117lio spyna: 4-4-0-2. Jei neatsidaro, spausk", "4-4-0-2"),
    ("Do\u011frulama kodunuz: 552 019. Bu kodu kimseyle payla\u015fmay\u0131n.", "552 019"),
    ("Q: what's the gate PIN again?\nA (note to self): 6620, changed in March", "6620"),
    ("key box at the cottage \u2014 host said it's the year backwards, so 7991.", "7991"),
    ("TOTP seed for the portal: KZ4X 7Q2M 5N3P 6R8T", "KZ4X 7Q2M 5N3P 6R8T"),
    ("Kreditkarte: 5168441223630339, Ablauf 04/28, CVC hinten 402.", "402"),
    ("card 4543 9120 3387 6604, exp 08/27, the little number on the back 117", "117"),
    ("codici di backup di Instagram \u2014 uno alla volta:\n4829 1037\n5561 2094", "5561 2094"),
    (
        "\u043c\u0456\u0439 \u0406\u041f\u041d \u0434\u043b\u044f "
        "\u0431\u0443\u0445\u0433\u0430\u043b\u0442\u0435\u0440\u0456\u0457 "
        "2904517388",
        "2904517388",
    ),
    ("Numer karty pobytu do urz\u0119du: KP5512093", "KP5512093"),
]

LOOK_ALIKES = [
    "\u8a8d\u8a3c\u30b3\u30fc\u30c9\u306e\u9001\u4fe1\u306b\u5931\u6557\u3057\u307e\u3057\u305f "
    "\u30a8\u30e9\u30fc 4001",
    "Rechnung 2024-118: zahlbar auf LT12 1000 0111 0100 1000 bis 15.",
    "Zimmert\u00fcr 12 klemmt",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
