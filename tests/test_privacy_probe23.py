"""What the twenty-third privacy probe found (blind, 354 secrets and 266 look-alikes; 299
caught before these rules), as general cases rather than its own strings: a password given by
what it opens ("use X to unlock", "opens with X", "X gets you in", "it's X" after a password
was spoken of), a quoted value after a long aside or with spaces, French quotes, a password
in an env name of another language or as digits after a verb, license keys and gift-card
codes, signed URLs of GCS, CloudFront and the older S3 form, a few shaped tokens (Nostr,
Mapbox secret, Braintree, ElevenLabs, a compressed WIF key, LinkedIn's cookie), a secret
named as one with a long hex or base58 value, an Amex CID, a bike lock's spaced digits. And
three look-alikes flagged before: a URL after "user:password", a placeholder in Spanish, an
elided key; with near look-alikes of every new rule."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

SECRETS = [
    # a password given by what it opens
    ("Use Tidepool-Ferry-31 to unlock the tax folder.", "Tidepool-Ferry-31"),
    ("Type redkite4471 when the VPN client prompts.", "redkite4471"),
    ("The family vault opens with Maple&Fog.", "Maple&Fog"),
    ("The scans archive is protected with quartz-lamp-882.", "quartz-lamp-882"),
    ("She unlocks the shared vault with Harbor-Mint-Tulip-5 every morning.", "Harbor-Mint-Tulip-5"),
    ("Kiosk PC: sign in as 'guest', then Lobby2024Desk gets you in.", "Lobby2024Desk"),
    ("Elle se connecte au NAS avec « MontBlanc88 » depuis chez elle.", "MontBlanc88"),
    ("The guest wifi password is on the whiteboard - it's seaside2019 btw.", "seaside2019"),
    ("If the tablet asks again, it's Juniper42 - capital J.", "Juniper42"),
    # quoted after a long aside, with spaces, or in French quotes
    (
        "Mum's bank password (she keeps it in the recipe book by the stove) is 'Lilac1962'.",
        "Lilac1962",
    ),
    (
        "The master password is the sentence 'our cat Miso ate 2 plants today' exactly.",
        "our cat Miso ate 2 plants today",
    ),
    (
        "Passphrase for ~/.ssh/deploy_key is 'amber river quiet lantern' - the key is on the NAS.",
        "amber river quiet lantern",
    ),
    ("Pour la box : identifiant admin, mot de passe « Fromage#Rouge ».", "Fromage#Rouge"),
    # other languages
    ("DB_MOT_DE_PASSE=Secret-Prod-77", "Secret-Prod-77"),
    ("A senha do cadeado agora é 4826#, não conte para ninguém.", "4826#"),
    ("La passphrase per il backup di Restic è Nebbia_Lago_1990.", "Nebbia_Lago_1990"),
    # license keys and gift cards
    ("Office product key: KJ7NP-QRT4W-XY2M8-GHBC3-VD6PF", "KJ7NP-QRT4W-XY2M8-GHBC3-VD6PF"),
    (
        "Windows key from the laptop's sticker: HX3PQ-9RWYT-M6KBG-2TVJ8-CF47D",
        "HX3PQ-9RWYT-M6KBG-2TVJ8-CF47D",
    ),
    ("Sublime license key is 7F3A2-9B8C1-E4D5F-A6B7C", "7F3A2-9B8C1-E4D5F-A6B7C"),
    ("Steam key for the raffle: QW3RT-Y7UI9-OP2AS", "QW3RT-Y7UI9-OP2AS"),
    ("Target gift card code: 8KQ2-LM4P-XR7T-9VZW", "8KQ2-LM4P-XR7T-9VZW"),
    ("iTunes code QRTX 4K9M P2LW 7HZN still unredeemed.", "QRTX 4K9M P2LW 7HZN"),
    ("Der Code der Gutscheinkarte lautet H7K2M9Q4R8T3W6Y1.", "H7K2M9Q4R8T3W6Y1"),
    ("Acrobat serial number: 1118-4022-7719-3305-6641-0027", "1118-4022-7719-3305-6641-0027"),
    # signed URLs
    (
        "https://storage.googleapis.com/b/x.csv?X-Goog-Algorithm=GOOG4-HMAC-SHA256&X-Goog-Date=20250101T000000Z"
        "&X-Goog-Expires=600&X-Goog-SignedHeaders=host&X-Goog-Signature=" + "3c" * 32,
        "3c" * 32,
    ),
    (
        "https://d2abc.cloudfront.net/v.mp4?Expires=1733140800&Signature=Zq3~Lk9-Pw2mXv8RtY4nB6cD1eF5gH7jK0&Key-Pair-Id=K2ABC",
        "Zq3~Lk9-Pw2mXv8RtY4nB6cD1eF5gH7jK0",
    ),
    (
        "https://bkt.s3.amazonaws.com/a.zip?AWSAccessKeyId=AKIAIOSFODNN7EXAMPLE&Expires=1700000000&Signature=vjbyPxybdZaNmGa%2ByT272YEAiv4%3D",
        "vjbyPxybdZaNmGa%2ByT272YEAiv4%3D",
    ),
    # shaped tokens
    ("nostr key: nsec1" + ("7x3k9p2mfg" * 6)[:58], "nsec1" + ("7x3k9p2mfg" * 6)[:58]),
    (
        "MAPBOX_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJ4eHh4In0.Qw3rTy7uIoP9aSdFgHjKlZ",
        "sk.eyJ1IjoiYWNtZSIsImEiOiJ4eHh4In0.Qw3rTy7uIoP9aSdFgHjKlZ",
    ),
    (
        "gateway: access_token$sandbox$a1b2c3d4e5f6g7h8$" + "0f" * 16,
        "access_token$sandbox$a1b2c3d4e5f6g7h8$" + "0f" * 16,
    ),
    ("voice API key sk_" + "a1" * 24, "sk_" + "a1" * 24),
    (
        "old paper wallet WIF private key L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ",
        "L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ",
    ),
    ("session: li_at=AQEDAR" + "x7Kp2" * 10, "AQEDAR" + "x7Kp2" * 10),
    (
        "HEROKU_API_KEY for the nightly job is 2b7c9e41-5d3a-4f80-9c16-8e2f4a7b1d05",
        "2b7c9e41-5d3a-4f80-9c16-8e2f4a7b1d05",
    ),
    (
        "Stripe-like vendor: client id 3f9a1c, live secret 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c",
        "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c",
    ),
    # codes
    ("Amex 3714 496353 98431 exp 09/27 CID 6620", "6620"),
    ("Bike lock on the red Brompton: 7 2 0 5", "7 2 0 5"),
]

LOOK_ALIKES = [
    # the look-alikes the probe saw flagged
    "Docs: curl -u username:password https://api.example.org/v2/health",
    'En la plantilla pon: api_key = "TU_CLAVE_AQUI"',
    "ANTHROPIC_API_KEY=sk-ant-...Q7xw (only the last four are shown)",
    # near look-alikes of the new rules
    "Use Python3 to run the migration script.",
    "Use v2.3.1 to access the new API.",
    "Use node18 for the build on the laptop.",
    "The disk is encrypted with AES-256 and BitLocker.",
    "The command palette opens with Ctrl+Shift+P.",
    "Log in with your SSO account.",
    "logged into prod as ubuntu using id_ed25519-deploy42",
    "The wifi is slow - it's 2.4GHz only.",
    "The file is protected with a password.",
    "Serial number: C02XG0FDJG5H",
    "The device serial is SN-2023-4471-AB",
    "Product code B07XJ8C8F5 on Amazon",
    "Promo code SUMMER20 gives 20% off",
    "Steam key: AAAAA-BBBBB-CCCCC (placeholder)",
    "The password is 'in the drawer'.",
    "Passwort-Hotline: 08001234567, Mo-Fr",
    "Die Passwort-Richtlinie ist seit 2021 strenger.",
    "The secret santa list is done.",
    "TAN: 4500 shades of beige",
    "Customer ID (CID) 88213 in Salesforce.",
    "https://example.com/search?q=signature&page=2",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe23_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe23_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
