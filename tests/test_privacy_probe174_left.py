"""Probes 174 and 178's misses (blind probes of a couple renovating an old house, in Polish,
Swedish, Catalan and Malay, and of a parent managing the kids' accounts, in Korean, Italian,
Turkish and Czech; 2026-12-06's fifth session, held out through round 9, then tuned on in
round 10). Fixed in general form: digits said in Malay, a Polish safe's "szyfr", a Malay key
box, a seed phrase after a long aside before its colon, an ITIN in the SSN's shape, backup
codes in Czech and listed with "a", a console's passkey. Look-alikes: a value said to be
public right after it, a company's number, an alarm's schedule."""

from __future__ import annotations

from tests.privacy_checks import case_tests

_SEED = "orbit canal velvet nephew frost maple cabin siren lunar gravity oyster thunder"

SECRETS = [
    ("PIN kad baru: sembilan lapan kosong dua, jangan beritahu", "sembilan lapan kosong dua"),
    ("Sejf w piwnicy, szyfr: 7-2-9-1-4", "7-2-9-1-4"),
    ("Kunci rumah dalam kotak kunci tepi pagar, 3-8-1-6", "3-8-1-6"),
    ("The seed phrase for the old hardware wallet my uncle left us (he made me promise to keep "
     f"a copy somewhere safe, so here it is): {_SEED}", _SEED),
    ("my ITIN for the tax form is 912-83-4471, keep it for next year", "912-83-4471"),
    ("Z\u00e1chrann\u00e9 k\u00f3dy k Microsoftu (zbyly dva): 4471 2290 a 8830 1157",
     "8830 1157"),
    ("Xbox family passkey 551903, the kids don't know it", "551903"),
]  # fmt: skip

LOOK_ALIKES = [
    "The plumber's Gas Safe number is 556677 \u2014 that's public, it's on the register.",
    "Fakturan g\u00e4ller firman, org.nr 556677-8899, det \u00e4r offentligt.",
    "Alarm schedule: arm 2300, disarm 0630.",
    "Xbox passkey sign-in failed with error 0x8015DC09",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
