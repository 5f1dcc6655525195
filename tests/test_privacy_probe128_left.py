"""Probes 128 and 130's misses (blind probes of a two-person IT consultancy and a partner's
grandmother, and of a sailing instructor and a night-shift pharmacist; 2026-12-06's fourth
session, held out for the first round of fixes and measured on it, tuned on since). Fixed in
general form: an override's, a main door's, an alarm system's, a key box's, a safe's and a
combination lock's codes in Dutch, German, French, Italian, Greek and Croatian; digits said in
Dutch, Turkish and Greek words; a place's own number between ("on ward 9: 2-9-0-4"); a card's
"security digits"; "don't give it to anyone"; a keypad's code punched in before the tick key;
a security question's answer after "answer:" in Turkish, said by someone, or to a question
worded as one; a Wi-Fi password after an aside or in Dutch and Italian, and a router's key in
groups of digits; a password set in German; a discord webhook's shorter token; recovery words
named in Italian; a PIN described as a house number; an IBAN shown on a club's page."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Theatre handover: Pyxis override for tonight only is 61-07-33, expires at 08:00", "61-07-33"),
    ("la nonna ha cambiato il portone: adesso si entra con 2719C, il vecchio non va", "2719C"),
    ("Hotel Alarmanlage: erst Taste 'Scharf', dann 5 1 7 3 und Raute.", "5 1 7 3"),
    ("Kluisje bij het zwembad (nr 11): cijferslot op 7340 gezet", "7340"),
    ("le cadenas de la cave est dans la bo\u00eete \u00e0 cl\u00e9s (8461).", "8461"),
    ("Sef u apartmanu na Hvaru 12 \u2014 3 9 4 6, pa zelena tipka", "3 9 4 6"),
    ("key safe on ward 4: 7-3-1-8. Not the same as ward 6", "7-3-1-8"),
    (
        "het alarm bij de praktijk, uitschakelen met twee-\u00e9\u00e9n-negen-vier en dan OFF",
        "twee-\u00e9\u00e9n-negen-vier",
    ),
    ("Yeni kod y\u0131ld\u0131z, d\u00f6rt, iki, yedi, bir, kare.", "d\u00f6rt, iki, yedi, bir"),
    (
        "\u03a4\u03bf PIN \u03c4\u03b7\u03c2 \u03ba\u03ac\u03c1\u03c4\u03b1\u03c2: "
        "\u03c0\u03ad\u03bd\u03c4\u03b5-\u03b4\u03cd\u03bf-\u03bf\u03c7\u03c4\u03ce-\u03ad\u03bd\u03b1",
        "\u03c0\u03ad\u03bd\u03c4\u03b5-\u03b4\u03cd\u03bf-\u03bf\u03c7\u03c4\u03ce-\u03ad\u03bd\u03b1",
    ),
    ("Use my Visa: 4539 1488 0343 6467, exp 09/27, security digits 204", "204"),
    ("the fuel card asks for 6618, don't give it to anyone", "6618"),
    ("at the boathouse: panel beeps, you punch 4 0 7 2 then the tick key", "4 0 7 2"),
    (
        "banka g\u00fcvenlik sorusu '\u0130lk \u00f6\u011fretmeniniz?' \u2014 cevap: "
        "Ay\u015fe Han\u0131m",
        "Ay\u015fe",
    ),
    (
        "Dad's security question for the pension site was 'name of your first pet' and he "
        "said Rusty",
        "Rusty",
    ),
    ("the bank asked 'name of your first car?' and I answered Blue Panda", "Blue Panda"),
    (
        "Question secr\u00e8te : nom de ton premier animal ? J'ai mis \u00ab Noisette7 \u00bb",
        "Noisette7",
    ),
    ("WiFi: netwerk Huis-5G, wachtwoord (op de router) tulp-2023-fiets", "tulp-2023-fiets"),
    ("WiFi del bar: rete Bar_Sole, chiave SoleMare2024", "SoleMare2024"),
    (
        "WLAN hei\u00dft 'FRITZ!Box 6660' und der Schl\u00fcssel lautet 2290 4471 0365 8812 4410",
        "2290 4471 0365 8812 4410",
    ),
    (
        "Fernwartung: Passwort ge\u00e4ndert auf Winter!2025tv, bitte nicht weitergeben",
        "Winter!2025tv",
    ),
    (
        "bot alerts: https://discord.com/api/webhooks/1183320457712340992/Xk2pQ9vLm4RtZ7wBn1cY8hD3sJ6aE1uGoTiKl0V",
        "https://discord.com/api/webhooks/1183320457712340992/Xk2pQ9vLm4RtZ7wBn1cY8hD3sJ6aE1uGoTiKl0V",
    ),
    (
        "Parole di recupero del wallet, scritte su carta: ribbon tackle orbit umbrella fossil "
        "lecture garden pistol wisdom hazard canyon velvet",
        "ribbon tackle orbit umbrella fossil lecture garden pistol wisdom hazard canyon velvet",
    ),
    ("Grandad's PIN for the library app (renewals): it's his house number twice, so 4141.", "4141"),
]

LOOK_ALIKES = [
    "Clinic guest Wi-Fi is open (no password), the portal asks for the booking number, e.g. "
    "B-20417.",
    "Uplata za vez: IBAN kluba HR17 2360 0001 1012 3456 5, poziv na broj 2024-118",
    "The quiz asked 'name of your first album?' and I said I don't know",
    "the cadenas model at the shop is a Master 5440D",
    "we moved the party to ward 9: 14:30 on Friday",
    "Passwort ge\u00e4ndert, sag ich dir morgen",
    "Theatre override switch on panel 4, tested on 12-03-24",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
