"""Probe 180's misses (a blind probe of a small cafe owner, in Greek, Dutch, Hindi and
Latin-American Spanish; 2026-12-06's fifth session, measured on the session's start, then
tuned on in round 9). Fixed in general form: digits said in Hindi in Latin letters, a Greek
key box and an alarm armed or disarmed, a safe's dial in Spanish after "caja fuerte", the word
an alarm's central asks for, a wallet's words counted further from the word "crypto", a UTR
told after a sentence's end ("... for the return. it's ..."), backup codes told after more words
and listed ("The two left are 8821 4409 and ..."), a keypad's code said key by key ("star 2 5 8
hash"), a PIN asked about then told after a dash, and "the current one" after it.
Look-alikes: a Greek invoice's IBAN, a search keyword, a count of words."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("gym ka locker combination hai teen-nau-ek-aath, bhool mat jana", "teen-nau-ek-aath"),
    ("\u039a\u03bb\u03b5\u03b9\u03b4\u03bf\u03ba\u03bf\u03cd\u03c4\u03b9 \u03c3\u03c4\u03bf "
     "\u03c3\u03c0\u03af\u03c4\u03b9: 7-3-1-9", "7-3-1-9"),
    ("\u03b1\u03c6\u03cc\u03c0\u03bb\u03b9\u03c3\u03b7 \u03c3\u03c5\u03bd\u03b1\u03b3\u03b5"
     "\u03c1\u03bc\u03bf\u03cd \u03bc\u03b5 4815#", "4815"),
    ("La caja fuerte del hotel: derecha 12, izquierda 40, derecha 7.",
     "derecha 12, izquierda 40, derecha 7"),
    ("Cuando llame la central de alarmas piden la palabra clave: Guayaba.", "Guayaba"),
    ("my crypto stuff from the old laptop, he told me to keep the 12 words somewhere safe: "
     "orbit cabin velvet slogan pepper tribe ankle humble marine exact lunar glove",
     "orbit cabin velvet slogan pepper tribe ankle humble marine exact lunar glove"),
    ("the bookkeeper wants my UTR for the self assessment. it's 73021 55894", "73021 55894"),
    ("Slack backup codes, two used. The ones left are 7720 1184 and 5530 9912, keep them",
     "7720 1184"),
    ("Slack backup codes, two used. The ones left are 7720 1184 and 5530 9912, keep them",
     "5530 9912"),
    ("what's the staff loo code again? it's star 3 6 9 hash", "star 3 6 9 hash"),
    ("card PIN? haan woh toh shaadi ki date hai — 2511. kisi ko mat batana", "2511"),
    ("Cambiar el NIP de la tarjeta el martes. El actual (4093) lo sabe todo el mundo.", "4093"),
]  # fmt: skip

LOOK_ALIKES = [
    "\u03a4\u03bf IBAN \u03b5\u03af\u03bd\u03b1\u03b9 \u03c3\u03c4\u03bf "
    "\u03c4\u03b9\u03bc\u03bf\u03bb\u03cc\u03b3\u03b9\u03bf: GR16 0110 1250 0000 0001 2300 695",
    "Para el SEO de la web, la palabra clave: cafeteria Roma Norte.",
    "the essay must be under 500 words, crypto is the topic, 12 words per line max",
    "Mi abuela dice ek do teen cuando cuenta los pasos",
    "dial star 1 2 3 hash to check your balance",
    "the backup codes are printed on the sheet in the safe, 10 of them",
    "PIN? I will reset it tomorrow, the bank said 3-5 days",
    "PIN reset requested; ticket: 558812",
    "My PIN? - 2019 was when I set it",
    "New PIN? see ticket: 44821, the bank will post it",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
