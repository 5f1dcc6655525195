"""The backstop for a short code a little after a word that makes it secret, in any language
(`service.secret_nearby`): what it catches that no phrasing's rule reads, and the numbers near
the same words that it must leave alone (rooms, orders, prices, times, counts, phone numbers,
postal and error codes)."""

from __future__ import annotations

from service.privacy import PrivacyGuard
from service.secret_nearby import nearby_codes
from tests.privacy_checks import case_tests

SECRETS = [
    ("Kod do domofonu: wybierasz 17, potem klucz i 6143. Mieszkanie na trzecim piętrze.", "6143"),
    (  # Greek: "the alarm code at the office changed, now it is 5162 and then OK"
        "\u03bf \u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c4\u03bf\u03c5 "
        "\u03c3\u03c5\u03bd\u03b1\u03b3\u03b5\u03c1\u03bc\u03bf\u03cd "
        "\u03ac\u03bb\u03bb\u03b1\u03be\u03b5, "
        "\u03c4\u03ce\u03c1\u03b1 \u03b5\u03af\u03bd\u03b1\u03b9 5162",
        "5162",
    ),
    ("the safe in the finance office is 17-42-09, petty cash float should be £150", "17-42-09"),
    ("Larmet på kontoret: slå 7 7 0 1 när du går", "7 7 0 1"),
    ("la cassaforte dell'ufficio si apre con 48213", "48213"),
    ("A kapukód a hátsó bejárathoz 2468, ne add tovább", "2468"),
]

LOOK_ALIKES = [
    "Door 2201 is the laundry room, not the flat next to it",
    "The 4-digit code on the pill box is just the week, 0312 = week 3 of December",
    "Kata sandi wifi ada di kamar 1204",
    "Code de la commande : 44712",
    "il codice di errore è 5521",
    "Apartman kap\u0131 kodu i\u00e7in y\u00f6neticiye 0532 123 45 67 numaradan ula\u015f\u0131n",
    "O código do portão novo custou R$ 1500",
    "The gate motor uses 1500 watts",
    "Alarm schedule: arm 2300, disarm 0630.",
    "the shop sent a code: 4412 for a discount",
    "Address: Beach Road, Visakhapatnam, PIN code: 530017",
    "The door is 2100 x 900",
    "the alarm is set to 0700 on weekdays",
    "The code we sent is 2500 lines long",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


def test_the_backstop_alone_finds_the_code_and_names_its_kind() -> None:
    text = "Il codice OTP che mi è arrivato per l'accesso al portale è 90 44 17"
    assert [(k, text[a:b]) for k, a, b in nearby_codes(text)] == [("one_time_code", "90 44 17")]
    text = "mrs hughes changed her door pin to 0909"
    assert list(nearby_codes(text)) == []  # "to" before it: a time's, left to the rules
    assert [k for k, _, _ in nearby_codes("her bank PIN, the new one: 7731")] == ["pin"]


ROUND_TWO_SECRETS = [  # probes 110 and 112's shapes, after their held-out measurement
    ("the gear locker combo at the arena?? pretty sure its 46-12-33 lol", "46-12-33"),
    ("forgot the back door code AGAIN. its 7 3 9 1 btw store it somewhere", "7 3 9 1"),
    ("Staðfestingarkóðinn frá bílaleigunni er 662 019, sláðu hann inn", "662 019"),
    ("Kaamerakoti tabaluku kombinatsioon on 3-0-8, ära unusta", "3-0-8"),
    ("the safe in my study is 24-11-37 if you ever need the passports", "24-11-37"),
    ("Kaastöökeskuse ukse kood on 1905 # ja wifi", "1905"),
    (
        "loan portal: memorable answer is Mrs Pemberton (favourite teacher q) and password X",
        "Mrs Pemberton",
    ),
]

ROUND_TWO_LOOK_ALIKES = [
    "Need the gate code? Office: 5512.",
    "Forgot the PIN? Bank: 18001234.",
    "Door code expired. It's 1500 quid to replace the lock.",
    "Lock screen: 12-05-24 update",
    "The memorable word is Optional for the password reset",
]

test_a_round_two_secret_is_redacted, test_a_round_two_look_alike_is_left_alone = case_tests(
    ROUND_TWO_SECRETS, ROUND_TWO_LOOK_ALIKES
)


ROUND_THREE_SECRETS = [  # probes 114 and 116's shapes, after their held-out measurement
    ("locker code is 2291 and the wifi password there is ClimbHigh2023!", "ClimbHigh2023!"),
    ("For the new smart lock order use my Visa 4929 1234 5678 9012, expiry 08/27", "4929"),
]

ROUND_THREE_LOOK_ALIKES = [
    "# .env.example\nSTRIPE_KEY=sk_test_xxxxxxxxxxxxxxxx",
    "the password there is no way to recover",
    "Amazon order 4539148803436467 shipped",
]

test_a_round_three_secret_is_redacted, test_a_round_three_look_alike_is_left_alone = case_tests(
    ROUND_THREE_SECRETS, ROUND_THREE_LOOK_ALIKES
)


def test_examples_blanks_and_runs_stay() -> None:
    """Probes 118 and 120's look-alikes the session's rules flagged (after their held-out
    measurement): a help page's example PIN, a template's blanks, a run named as blocked."""
    guard = PrivacyGuard()
    for text in [
        "The app's help page says 'enter a PIN such as 1234' - obviously don't use that one.",
        "Template: 'Your key box code is ____ and the Wi-Fi password is ____' - fill in.",
        "Set a PIN that isn't your birthday - 1234 and 0000 are blocked by the terminal.",
    ]:
        assert guard.scan(text) == [], text


ROUND_FOUR_SECRETS = [  # probes 118 and 120's shapes, after their held-out measurement
    ("the key box for Swallow Cottage is... two, eight, zero, five. Tell the cleaner.",
     "two, eight, zero, five"),
    ("the padlock on the fuel tank, it's nine... four... four... one. The brass one.",
     "nine... four... four... one"),
    ("7390 \u2014 that's the safe in the farm office, not the one in the shop.", "7390"),
    ("HMRC letter says my self-assessment UTR is 7340 918 265, need it", "7340 918 265"),
    ("el codi de la caixa forta de l'habitaci\u00f3 \u00e9s 5590", "5590"),
    ("alarm_panel:\n  user_code: 8520", "8520"),
]  # fmt: skip

ROUND_FOUR_LOOK_ALIKES = [
    "user_codes: 3 active",
    '{"country_code": "44"}',
    "7390 \u2014 that's the safe model number",
]

test_a_round_four_secret_is_redacted, test_a_round_four_look_alike_is_left_alone = case_tests(
    ROUND_FOUR_SECRETS, ROUND_FOUR_LOOK_ALIKES
)
