"""What the thirty-first privacy probe (blind, held out: 200 secrets, 200 look-alikes) missed,
and new variants of each weakness in other words and languages: casual words between a
password's name and its value, names in Italian, Spanish, French, Dutch, German and
Portuguese, a value corrected right after it was given, a PIN set off by commas, two-factor
backup codes, BitLocker recovery keys and Atlassian tokens; and an otpauth URI's placeholder
secret, which is no secret, nor is the "&issuer=" after a real one."""

# ruff: noqa: E501
from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

PROBE_SECRETS = [
    ("La chiave di cifratura del backup è Vesuvio_Lava_Pizza_2021", "Vesuvio_Lava_Pizza_2021"),
    ("kubectl secret value (base64 decoded): dbPassw0rd=Kub3rn3t3s-Pr0d-99", "Kub3rn3t3s-Pr0d-99"),
    ("I'm using passw0rd 'Zebra-Crossing-19' for both the router admin and the printer", "Zebra-Crossing-19"),
    ("So the password to the shared family calendar is literally just 'pancakes4ever'", "pancakes4ever"),
    ("I use the same PIN everywhere, 2580, which I know is bad", "2580"),
    ("password for the pdf of my payslips is my birthday 14031988", "14031988"),
    ("Apple app-specific password for Thunderbird: abcd-efgh-ijkl-mnop... no wait it's qzvx-mtrl-pwnk-hbds", "qzvx-mtrl-pwnk-hbds"),
    ("Keep these: Dropbox 2FA emergency code 'ZP7K MQ2X VL9R TN4W'", "ZP7K MQ2X VL9R TN4W"),
    ("Atlassian API token ATATT3xFfGF0Q7mZ2xL9vN4pR8tK1wY6bC3hJ0sDaE5uG8iO2qW7rT=A1B2C3D4", "ATATT3xFfGF0Q7mZ2xL9vN4pR8tK1wY6bC3hJ0sDaE5uG8iO2qW7rT=A1B2C3D4"),
    ("Contraseña maestra de KeePass: El-Quijote-Cabalga-De-Noche", "El-Quijote-Cabalga-De-Noche"),
    ("The unlock code of the work laptop's BitLocker: 123456-654321-112233-445566-778899-998877-665544-332211", "123456-654321-112233-445566-778899-998877-665544-332211"),
    ("hey, remember that my Instagram pass is now sunsetlover_92", "sunsetlover_92"),
    ("Mot de passe de la box: il commence par A et c'est Aubergine_Violette_12", "Aubergine_Violette_12"),
    ("Pin code voor de bankpas van de zaak: 4471", "4471"),
    ("smtp password for gmail app password: wxyz abcd efgh ijkl ... hmm actually 'mqrt vnlz pkxw hbse'", "mqrt vnlz pkxw hbse"),
    ("Geheime sleutel van de API: Hagelslag9Xq2Lm7Vn4Rt1Yw8Kc3Bd6Hf", "Hagelslag9Xq2Lm7Vn4Rt1Yw8Kc3Bd6Hf"),
    ("Kreditkarte für Hotels: 4111 1111 1111 1111, gültig bis 12/26, Prüfziffer 737", "737"),
    ("Minha senha do Itaú é 481237 e a assinatura eletrônica 9021", "9021"),
]  # fmt: skip

NEW_SECRETS = [
    # capitals around "SECRET" can be a real password; only a format or "your" makes a name
    ("password: MYSECRET2024", "MYSECRET2024"),
    ("my wifi password is SUPERSECRET1 now", "SUPERSECRET1"),
    ("btw the password for our Netflix family plan is still just 'movienight42'", "movienight42"),
    ("my Spotify pass is now beatdrop_77", "beatdrop_77"),
    ("the passcode to the garage tablet is honestly just Garage!Door9", "Garage!Door9"),
    ("zip password for the tax docs is her birthday 07111990", "07111990"),
    ('I went with p@ssw0rd "Lighthouse-Keeper-88" for the NAS', "Lighthouse-Keeper-88"),
    ("config: adminPassw0rd=Qx7-Harbour-Lights", "Qx7-Harbour-Lights"),
    ("La clave secreta de la API es Zorro8Qm2Lx7Vn4Rt1Yw8Kc", "Zorro8Qm2Lx7Vn4Rt1Yw8Kc"),
    ("Contraseña principal del gestor: Molino-Viento-Mancha-42", "Molino-Viento-Mancha-42"),
    ("La chiave segreta dell'API: Gondola7Xq2Lm9Vn4Rt1Yw", "Gondola7Xq2Lm9Vn4Rt1Yw"),
    ("Clé secrète de l'API : Baguette9Xq2Lm7Vn4Rt1Yw8", "Baguette9Xq2Lm7Vn4Rt1Yw8"),
    ("Het wachtwoord van de NAS: begint met een T en is Tulpenveld_Zomer_88", "Tulpenveld_Zomer_88"),
    ("Der geheime Schlüssel für die API ist Brezel5Xq2Lm7Vn4Rt1Yw8Kc", "Brezel5Xq2Lm7Vn4Rt1Yw8Kc"),
    ("Mot de passe du routeur : il fait 12 caractères et c'est Croissant-Beurre-77", "Croissant-Beurre-77"),
    ("Pincode voor de kluis op kantoor: 8093", "8093"),
    ("PIN-Nummer für die Girokarte: 5617", "5617"),
    ("Visa 4539 1488 0343 6467, Kartenprüfnummer 482", "482"),
    ("A senha de transação do banco é 7733", "7733"),
    ("wifi password: Cobalt-Nine-22... sorry, it's Cobalt-Nine-23", "Cobalt-Nine-23"),
    ("door code 4471, no wait 4417", "4417"),
    ("password: 'river stone 88' — correction: 'river stone 89'", "river stone 89"),
    ("I use one PIN for everything — 9147 — terrible, I know", "9147"),
    ("my bank PIN, 3392, never changes", "3392"),
    ("Authy emergency code: 7KQ2-M9XP-4RTW", "7KQ2-M9XP-4RTW"),
    ("MFA rescue codes 'k4d9q 7m2xp'", "k4d9q 7m2xp"),
    ("BitLocker key 448162-019283-556677-001122-334455-667788-990011-223344 for the laptop", "448162-019283-556677-001122-334455-667788-990011-223344"),
    ("jira token ATATT3xFfGF0aB7cD9eF1gH3iJ5kL7mN9oP1qR3sT5uV7wX9yZ", "ATATT3xFfGF0aB7cD9eF1gH3iJ5kL7mN9oP1qR3sT5uV7wX9yZ"),
    ("otpauth://totp/GitHub:me?secret=JBSWY3DPEHPK3PXQ&issuer=GitHub", "JBSWY3DPEHPK3PXQ"),
]  # fmt: skip

LOOK_ALIKES = [
    "the PIN pad, 2019, was replaced with a touch screen",
    "token=YOUR_TOKEN_2 goes in the .env file",
    "otpauth URIs look like otpauth://totp/LABEL?secret=BASE32SECRET&issuer=NAME — scan the QR instead of typing",
    "use otpauth://totp/App?secret=YOUR_SECRET&issuer=App in the docs",
    "the URI format is otpauth://totp/{label}?secret=SECRET_HERE&issuer={issuer}",
    "the password field is now required",
    "PIN pad is broken",
    "the code is on the fridge",
    "I mean it",
    "actually 2580 people came",
    "He scored 2580, actually a record",
    "Pin code voor de fiets kwijt",
    "chiave di casa sotto il vaso",
    "La chiave di casa è sotto lo zerbino",
    "backup codes are in the drawer",
    "The recovery codes from 2021, 2022 and 2023 reports",
    "The emergency code of conduct 2019-2020 edition",
    "BitLocker is enabled on drive C:",
    "the product code is ATA-2231",
    "my bus pass is now 45 dollars",
    "my boarding pass is now A12-Seat4",
    "the pass to the mountain hut is now closed",
    "The password is literally just too long to type",
    "the password to the router is literally on the sticker",
    "the password is my birthday, which is silly",
    "La contraseña debe tener al menos 8 caracteres: mayúsculas y números",
    "Le mot de passe: il faut le changer tous les 90 jours, c'est obligatoire",
    "Password: the rule is 12 chars and it is ISO-27001 compliant",
    "Het wachtwoord van de wifi is veranderd",
    "my pin, the one from the bakery, is gone",
]  # fmt: skip

# A value given after a found one that is no correction of it keeps its words
BESIDE = [
    ("the PIN is 4471, sorry about that", "sorry about that"),
    ("password is Xy7!abcd, sorry for the delay", "sorry for the delay"),
    ("password: Bluebird77 no wait, that is the old one", "that is the old one"),
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), PROBE_SECRETS + NEW_SECRETS)
def test_a_probe31_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe31_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


@pytest.mark.parametrize(("text", "kept"), BESIDE)
def test_words_after_a_secret_are_no_correction(guard: PrivacyGuard, text: str, kept: str) -> None:
    cleaned, _ = guard.clean(text, "memory.content")
    assert kept in cleaned


def test_the_issuer_after_a_real_otp_secret_is_kept(guard: PrivacyGuard) -> None:
    cleaned, _ = guard.clean(
        "otpauth://totp/Acme:jo?secret=JBSWY3DPEHPK3PXP&issuer=Acme", "memory.content"
    )
    assert cleaned.endswith("&issuer=Acme") and "JBSWY3DPEHPK3PXP" not in cleaned
