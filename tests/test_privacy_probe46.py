"""Held-out privacy probe 46 (2026-12-04, ninth session, written blind after probe 45's fixes:
110 secrets and 90 look-alikes, through the API): 102 caught, 3 partly, 5 missed, 1 look-alike
flagged on the session's starting code. Its misses in general form, with variants (so tuned on
it): a seed phrase under "seed backup (metamask):" numbered one word an item, a Spanish "clave
dinámica", a safe's dial turns ("34 left, 12 right, 58 left"), a security answer after a
Spanish (French, Portuguese, Italian) "puse" / "j'ai mis", a card's code later on the card's
line ("the 4-digit code on the front is 8832"), a real password after a joke one ("hunter2...
jk lol, it's actually Velvet-Thunder-6"); kept: "a strong passphrase is four random common
words", "her password is one she uses everywhere". Left: a card number and code in words, and
an online-banking login number beside its PIN (an account's name, perhaps)."""

# ruff: noqa: E501
from __future__ import annotations

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests, flagged

SECRETS = [
    (
        "seed backup (metamask):\n1. ladder 2. quantum 3. orbit 4. saddle 5. pepper 6. winter\n7. frozen 8. tribe 9. candle 10. echo 11. giraffe 12. velvet",
        "candle",
    ),
    (
        "my ledger seed, written out: 1) hollow 2) marble 3) tundra 4) picnic 5) garlic 6) sponge 7) violin 8) ember 9) walnut 10) crane 11) lantern 12) quiver",
        "lantern",
    ),
    ("Tu clave dinámica es 771 204. No la compartas con nadie.", "771 204"),
    ("la clave de un solo uso es 448210", "448210"),
    ("Remember the combination to Grandpa's gun safe: 34 left, 12right, 58 left", "58 left"),
    ("safe combo is R 34, L 12, R 58", "L 12"),
    (
        "Pregunta de seguridad del banco: '¿en qué ciudad se conocieron tus padres?' — puse Villaquejida, acuérdate.",
        "Villaquejida",
    ),
    (
        "Question secrète de la banque (nom du premier animal) : j'ai mis Caramel",
        "Caramel",
    ),
    (
        "use my amex 3741 134443 05857 for the hotel, exp 11/27, the 4-digit code on the front is 8832",
        "8832",
    ),
    (
        "card 4111 1111 1111 1111 for the flights, expires 09/28, security code is 317",
        "317",
    ),
    ("my pwd = hunter2... jk lol, it's actually Velvet-Thunder-6", "Velvet-Thunder-6"),
    ("wifi password: password123 haha kidding, it's Tq8-mRoof-22", "Tq8-mRoof-22"),
]

LOOK_ALIKES = [
    "Tip: a strong passphrase is four random common words — see the xkcd comic about it.",
    "her password is one she uses everywhere",
    "the password is one I made up years ago",
    "The safe is 3 left of the door, 2 right of the window",
    "Pregunta de seguridad: la puse en el banco ayer",
    "Turn 2 left, then 3 right at the lights",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_only_the_secret_is_taken_after_a_card_or_a_joke() -> None:
    """The later code and the jest's real password are taken; the words around them are not."""
    guard = PrivacyGuard()
    assert flagged(guard, "card 4111 1111 1111 1111 for the order, shipping code is 12345") == [
        ("card_number", "4111 1111 1111 1111")
    ]
    assert flagged(guard, "my pwd = hunter2 lol, it's actually great that you asked") == [
        ("password", "hunter2")
    ]
