"""What the twenty-ninth privacy probe (blind, held out for the session's rules: 340 secrets,
320 look-alikes) found flagged that was never a secret, all flagged by the starting code too:
a URL's user and host before its path, a value its own sentence calls the documentation's
example, Java's keystore default "changeit", Ganache's default mnemonic, a passphrase
described rather than given. And what it missed, in general form: a password after an arrow
or "user // pw", a LinkedIn li_at cookie, licence keys named "licence" or "game key", dashed
Wi-Fi keys after "clé WPA" or "WLAN-Schlüssel", a Wi-Fi password of digits, an authenticator
seed after a qualifier or an arrow, Steam Guard's shared secret, a lower-case answer under its
reply label, a verification phrase, recovery codes in a list, a seed phrase after a wallet's
name and a colon or numbered "1:word", a vendor's key with no mark, a French signing secret."""
# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

LOOK_ALIKES = [
    "postgresql://reporting@db2.example.org/warehouse?sslmode=require&application_name=etl",
    "mysql://app@10.0.4.12/orders?charset=utf8mb4",
    "TOTP secret: JBSWY3DPEHPK3PXP (the example from the Google Authenticator wiki)",
    "Stripe's docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc as an example key in every curl call.",
    "The classic xkcd example passphrase is 'correct horse battery staple'.",
    'keystore_password = "changeit"  # the JDK default, replaced at deploy',
    "Ganache default mnemonic: myth like bonus scare over problem client lizard pioneer submit female collect",
    "He likes the passphrase approach: three random words and a number.",
    "Password → see the vault",
    "License: MIT",
    "WLAN-Schlüssel: siehe Router-Rückseite",
    "Memorable word: not set yet",
    "The recovery codes from 2021, 2022 and 2023 reports",
    "Redis key 9f2c4e1a7b3d5f60812e4c9a0b7d3f15 holds the session",
    "The Jira key ABC-123 is open",
    # an adversarial review of those rules (/tmp/s38/review_priv2): what they must leave alone
    "On iPhone: Settings → Face ID & Passcode → Change Passcode.",
    "To update it go to Account → Password → Change and confirm by email.",
    "let creds = loadCreds // v2-only path, remove after 3.4",
    "ct0 for the qPCR plate: results/run_2024_05_plate3_ct0.csv",
    "Licence request code for the new workstation: 7F3A-91BC-0042-DD10 (send it to the vendor).",
    "licence team has a new extension: 0800-1200-1300-1700 are the support hours",
    "clé WPA : dans-le-tiroir-du-bureau",
    "WPA2 key → pre-shared-key-mode; switch to enterprise next year",
    "WLAN-Code ist 49301234567, die Nummer vom Vermieter.",
    "shared secret → HMACSHA256SIGNATURE is the header name in their webhook spec.",
    "Security question: What was your first pet's name? Answer: pick something you'll remember.",
    "Verification phrase: shown in app.",
    "Recovery keys (BitLocker rollout batches): 202405; 202406; 202407",
    "Wallet: apple banana bread butter cheese coffee eggs lemon milk onion pepper rice, the receipt was inside",
    "Sentry key 5d41402abc4b2a76b9719d911017c592 is the DSN public key, it ships in the frontend bundle anyway.",
    "Twilio key SK_rotation_2024_06 ticket closed.",
]  # fmt: skip

SECRETS = [
    # what it missed, in general form
    ("Password → cedar.91falcon", "cedar.91falcon"),
    ("SSH key passphrase → quartz.lima42#", "quartz.lima42#"),
    ("Admin creds for Ghost: editor_mo // Vq8LmT2xRz", "Vq8LmT2xRz"),
    ("li_at cookie for the recruiting bot: Qm7pLx2Vr9TzK4wN8bY1cF5jD0gH3sE6uA2iO9", "Qm7pLx2Vr9TzK4wN8bY1cF5jD0gH3sE6uA2iO9"),
    ("Affinity licence for the studio laptop: 7KQ2M-ZX8RT-4LWP9-HN3DV-Q6YTB", "7KQ2M-ZX8RT-4LWP9-HN3DV-Q6YTB"),
    ("game key (GOG, unused): TR4Q9-ZP2LM-8XKVN-3HWDB-Q7YCF", "TR4Q9-ZP2LM-8XKVN-3HWDB-Q7YCF"),
    ("Wi-Fi: SFR-72A1 / clé WPA : pebble-storm-lantern", "pebble-storm-lantern"),
    ("WLAN-Schlüssel (Speedport): river-candle-orbit", "river-candle-orbit"),
    ("Het wifi-wachtwoord is 4418203957716620", "4418203957716620"),
    ("MFA seed for the billing admin account → KZ3QX7WLM2PVR5TN4YHB6DCJ", "KZ3QX7WLM2PVR5TN4YHB6DCJ"),
    ("Steam Guard shared secret, base32: MZXW6YTBOI2DQNRT", "MZXW6YTBOI2DQNRT"),
    ("Pregunta de seguridad: ¿ciudad natal? Respuesta: casa de mis abuelos", "casa de mis abuelos"),
    ("Verification phrase for the pension line: copper meadow", "copper meadow"),
    ("Códigos de recuperação do Slack: 7kqd-pz2m; wn4x-rt8v; bq9c-lm3z", "wn4x-rt8v"),
    ("Wiederherstellungscodes für das Portal: 40917733 | 55102948 | 83320617", "55102948"),
    ("ledger: vapor, crane, salad, fiber, noble, theme, proud, gadget, rival, orbit, tunnel, zebra", "noble, theme"),
    ("seed | 1:gadget | 2:rival | 3:orbit | 4:tunnel | 5:zebra | 6:fossil | 7:lunar | 8:kitten | 9:mimic | 10:oyster | 11:pledge | 12:drift", "tunnel"),
    ("Azure OpenAI key2 for the swedencentral resource: 8c1e4a7f2b9d3e6a0c5f8b1d4e7a2c9f", "8c1e4a7f2b9d3e6a0c5f8b1d4e7a2c9f"),
    ("OpenWeather key Hq7vN2xK9pLm4TzR8wY3bC6dF1gJ5sA0 is on the paid plan", "Hq7vN2xK9pLm4TzR8wY3bC6dF1gJ5sA0"),
    ("Le secret de signature du webhook Stripe est 5e8a1c4f7b2d9e3a6c0f8b1d4e7a2c5f", "5e8a1c4f7b2d9e3a6c0f8b1d4e7a2c5f"),
    # and beside the look-alikes above
    ("postgresql://etl:Zq8vR2mK7tW4pL9x@db2.example.org/warehouse", "Zq8vR2mK7tW4pL9x"),
    ("it's dana@acme.io / Skyline262$", "Skyline262$"),
    ("Here's an example of what I mean: my real token is ghp_Q8vR2mK7tW4pL9xZ3nB6yH1cF5jD0gA7sE4u", "ghp_Q8vR2mK7tW4pL9xZ3nB6yH1cF5jD0gA7sE4u"),
    ("Backup passphrase: walnut harbour lantern 19", "walnut harbour lantern 19"),
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe29_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_the_secret_beside_it_is_still_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)
