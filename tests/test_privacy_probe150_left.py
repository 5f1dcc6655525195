"""Probes 150, 152 and 156's misses (blind probes of a small-town vet and a bicycle shop, an
NGO coordinator in Kenya and her brother in Germany, a retired couple with holiday rentals;
2026-12-06's fourth session, written after the third round and measured on the fourth's
rules, tuned on since). Fixed in general form: Italian, Turkish, Swahili, Hebrew, Greek and
German words for a key box, a gate, an ATM card, a safe, a combination, an alarm, a door, a
key and a combination lock; digits said in Hebrew and Scottish Gaelic; a padlock's digits
with en dashes, a safe's with spaced dashes; an "A:" answering a question; a code to type
"on" the laptop; a security question's answer after "it's", after a colon, to a quoted
question holding an apostrophe, or in Greek; a phone's unlock code before "if". Look-alikes:
an error code said to mean something, a cleaning company's IBAN to pay to, a count asked."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("le chiavi sono nella cassetta (5182) accanto al contatore", "5182"),
    ("il mio bancomat... 3 8 1 6. ricordamelo tu", "3 8 1 6"),
    ("il cancello si apre con 4471# sul tastierino", "4471"),
    ("dairenin kasas\u0131: 2-7-1-9. Misafirlere s\u00f6yleme", "2-7-1-9"),
    ("Sefu ya duka \u2014 mchanganyiko ni 18-42-07. Usiandike", "18-42-07"),
    ("ha-kod la-delet: arba-sheva-efes-tesha, rak at yoda'at", "arba-sheva-efes-tesha"),
    ("An PIN aig Calum: tr\u00ec, ochd, aon, c\u00f2ig", "tr\u00ec, ochd, aon, c\u00f2ig"),
    ("the padlock on the lock-up is 7\u20134\u20132, dial it slowly", "7\u20134\u20132"),
    ("the office safe opens with 31 - 08 - 22 (turn left first)", "31 - 08 - 22"),
    ("Q: what's the shed keypad again?\nA: 6 2 0 4, same as last year", "6 2 0 4"),
    ("Vodacom just sent 714 220 \u2014 type it on the laptop before it expires", "714 220"),
    ("if the bank asks the security question (first school) it's Ysgol Penrhos", "Ysgol Penrhos"),
    ("Answer to the 'name of your first pet' question for the bank: Pero", "Pero"),
    (
        "the answer to 'mother's maiden name' on the PayPal is Hughes-Parry, not Parry",
        "Hughes-Parry",
    ),
    (
        "\u0395\u03c1\u03ce\u03c4\u03b7\u03c3\u03b7 "
        "\u03b1\u03c3\u03c6\u03b1\u03bb\u03b5\u03af\u03b1\u03c2: "
        "\u00ab\u03a0\u03bf\u03b9\u03bf \u03b6\u03ce\u03bf;\u00bb \u2014 "
        "\u03b1\u03c0\u03ac\u03bd\u03c4\u03b7\u03c3\u03b7: \u039c\u03c0\u03cc\u03bd\u03b9",
        "\u039c\u03c0\u03cc\u03bd\u03b9",
    ),
    ("Mum's phone unlock is 2 0 1 1 5 8 if you need it at the hospital", "2 0 1 1 5 8"),
]

LOOK_ALIKES = [
    "the card machine company said code 2051 means the terminal needs re-pairing",
    "Pay the cleaning company to IT60 X054 2811 1010 0000 0123 456, causale FATT-2024-0187",
    "Q: How many users were hit by the login code outage?\nA: 1200",
    "The game unlocks with 1000 kills.",
    "the kasa fiscale report: 2231 receipts today",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
