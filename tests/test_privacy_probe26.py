"""What the twenty-sixth privacy probe found (blind, held out for the twenty-fifth's rules: 363
secrets and 336 look-alikes, 298 caught and 9 flagged on the session's starting code, 306 and
5 after them), and what an adversarial review of those rules found (240 aimed look-alikes:
151 flagged before the narrowing, 31 after, 48 on the starting code), as general cases rather
than their own strings: prefixed environment passwords, private keys in hex after their name,
a Wi-Fi that "is" a dashed password, a quoted word typed at a login, a guest network key, a
secret word, Dutch safe codes, "memorable information", get-in verbs of other languages,
named application keys in other languages, seed phrases whose name ends in a list word,
cookie sids, setup keys, HOTP seeds, licence keys with a year; published samples, a called
function and a Twilio account SID are left alone, and so are the review's look-alikes."""
# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

WORDS = "1. broken\n2. snake\n3. exit\n4. sunset\n5. misery\n6. menu\n7. elegant\n8. nominee\n9. great\n10. sad\n11. salt\n12. script"

SECRETS = [
    ("BORG_PASSWORD=amber-quarry-violet-lake", "amber-quarry-violet-lake"),
    ("export DB_PASSWORD=correcthorsebattery", "correcthorsebattery"),
    ("Faucet bot — private key " + "9f" * 32 + ", address in the README.", "9f" * 32),
    ("Privater Schlüssel der Testwallet: " + "a1" * 32, "a1" * 32),
    ("The Wi-Fi at the lake house is heron-meadow-42.", "heron-meadow-42"),
    ("Just type 'bluebellwood' at the login screen.", "bluebellwood"),
    ("The guest network key is 'lemon-tart-sky'.", "lemon-tart-sky"),
    ("the secret word for the team drive is 'pumpernickel'", "pumpernickel"),
    ("De kluiscode in het appartement is 4417.", "4417"),
    ("Memorable information for the Barclays login: Tregothnan", "Tregothnan"),
    ("Entra con Girasol_42 en la intranet.", "Girasol_42"),
    ("Grandpa's phone unlocks with Marigold1952.", "Marigold1952"),
    ("La chiave API di Mapquest è Q7wErT9yUiOp2AsD4fGhJkL6ZxCvBn8M, solo per il cron.", "Q7wErT9yUiOp2AsD4fGhJkL6ZxCvBn8M"),
    ("Sentry application key (for alerts): 3b7c9d1e2f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c", "3b7c9d1e2f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c"),
    ("MetaMask secret recovery phrase\n" + WORDS, "broken"),
    ("Mi cookie de sesión: sid=qx82mfk3n0vbz7ty5r1s4hl9dw6cpe2j", "qx82mfk3n0vbz7ty5r1s4hl9dw6cpe2j"),
    ("On the new phone the setup key was mfzw 4zlo mrxg 2idq nfxw 4ztu", "mfzw 4zlo mrxg 2idq nfxw 4ztu"),
    ("TOTP seed (hex) for slot 1: 3f2a9c4e1b7d6a5f8e0c2b4d6f8a1c3e5b7d9f0a", "3f2a9c4e1b7d6a5f8e0c2b4d6f8a1c3e5b7d9f0a"),
    ("Windows 2019 key on the sticker: B7NRQ-8VXKD-4HTYP-2MCGW-9FJ3K", "B7NRQ-8VXKD-4HTYP-2MCGW-9FJ3K"),
    ("openssl enc -aes-256-cbc -in notes.txt -out notes.enc -k 'Quokka!Harbour'", "Quokka!Harbour"),
]  # fmt: skip

LOOK_ALIKES = [
    "The jwt.io sample token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c in their docs.",
    "BIP39 test vector 1: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "Stripe docs sample secret sk_test_4eC39HqLyjWDarjtT1zdp7dc appears in their curl examples.",
    "secret = boto3.client('secretsmanager').get_secret_value(SecretId='prod/db')",
    "Twilio Account SID is AC9c54e2b1f0a37d68c5e4b3a2f1d0e9ff (the auth token lives in Vault).",
    "REQUIRE_PASSWORD=enabled",
    "The Wi-Fi is wpa2-only.",
    "The network key is PEAP, log in with your uni account.",
    "The file opens with Excel2016.",
    # the review's families: a setting or a device for the router, a ledger's or a seed
    # round's words, who uses a password policy, byte arrays and hashes after key words,
    # colon lines, a bare SID, docs URLs, answers in the everyday sense
    "Use vlan-30 for the guest wifi.",
    "For the router use OpenWrt24.",
    "Seed order for spring: tomato pepper onion garlic basil carrot lettuce spinach kale bean pea corn",
    "Ledger categories this month: rent food gym travel fuel phone coffee book gift movie music pet",
    "The password policy most banks use is NIST-800-63B.",
    "The passcode screen that iOS 17 uses is redesigned.",
    "Key pair generation timings (ms): [" + ",".join(str(10 + i) for i in range(32)) + "]",
    "The signing seed hash (sha256): " + "7e" * 32,
    "SID: S-1-5-21-3623811015-3361044348-30300820-1013",
    "See https://usehooks.com/hooks/uselocalstoragestate for the pattern.",
    "The best answer to security question fatigue is 'passkeys'.",
    "The backup key we bought is YubiKey5NFC.",
    "El código secreto del nivel 1024",
    "Merge into master after Release-2024a is tagged.",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe26_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe26_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
