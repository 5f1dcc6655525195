"""What the twenty-fifth privacy probe found (blind, 337 secrets and 263 look-alikes: 297
caught and 3 look-alikes flagged on the code before), as general cases rather than its own
strings: seed phrases after a wallet's name whatever their checksum, a vendor's key named
with what it is for, authenticator seeds and session cookies by their names, security
answers quoted or after a question in another language, access codes named in other
languages, passwords given by the thing they open ("use X for the router"), who uses a
passphrase, recovery codes after "they emailed", webhook keys, a .pgpass line, key pairs as
byte arrays, license blocks and long activation codes. Published test card numbers in a note
about testing, and a map pin, are left alone."""
# ruff: noqa: E501, RUF001  (one case a line, as written; a German dash in a label)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

SEED = "zoo wrist ocean pilot hurdle gentle crop bacon nation oyster melt stool"

SECRETS = [
    (f"my Ledger seed, in case the device dies: {SEED}", SEED),
    (f'{{"chain": "goerli", "mnemonic": "{SEED}"}}', SEED),
    ("Mailjet API key for the newsletter on staging: qT7vLm2XcR9sPa4WkE8nBz3H", "qT7vLm2XcR9sPa4WkE8nBz3H"),
    ("Finnhub key that the dashboard uses: K3Q9ZT7M1XW4PR8B", "K3Q9ZT7M1XW4PR8B"),
    ("Authenticator secret for the payroll site: MZXW6YTBOI3DPEHP", "MZXW6YTBOI3DPEHP"),
    ("Der 2FA-Schlüssel für das Konto lautet KRSXG5CTMVRXEZLU.", "KRSXG5CTMVRXEZLU"),
    ("identity_secret (maFile): Zm9vYmFyMTIzNDU2Nzg5MGFiY2Q=", "Zm9vYmFyMTIzNDU2Nzg5MGFiY2Q="),
    ("my github user_session cookie is 9fK2mQ8xLp4vT7nR1sW6yZ3bC5dH0jG", "9fK2mQ8xLp4vT7nR1sW6yZ3bC5dH0jG"),
    ("ASP.NET_SessionId=k3j4h5g6f7d8s9a0q1w2e3r4", "k3j4h5g6f7d8s9a0q1w2e3r4"),
    ("Her answer to 'name of your first school' is always 'Greenfield'.", "Greenfield"),
    ("Remember the answer to her bank's security question (favourite food) is 'pierogi'.", "pierogi"),
    ("Sicherheitsfrage bei der Bank: Name des ersten Haustiers – Bello.", "Bello"),
    ("Pregunta de seguridad: ¿nombre de tu escuela primaria? Respuesta: Colegio Santa Ana",
     "Colegio Santa Ana"),
    ("Caja: usuario 5531X, clave de acceso 480213", "480213"),
    ("Crédit Agricole : code secret 731904", "731904"),
    ("The NAS sits in the closet; use Otter!Lake-19 for the router.", "Otter!Lake-19"),
    ("Para el wifi usa Paella-Valencia-9, es la nueva.", "Paella-Valencia-9"),
    ("The VPN passphrase the whole team uses is 'copper kettle 77'.", "copper kettle 77"),
    ("pass phrase for the backup key: amber-fox-harbor", "amber-fox-harbor"),
    ("the GitHub recovery code they texted is 7hx2k9qpzm4wrt", "7hx2k9qpzm4wrt"),
    ("Alerts go to https://chat.example.org/hooks/x8f3k2m9q7w4e1r6t5y0u3i2o9", "x8f3k2m9q7w4e1r6t5y0u3i2o9"),
    ("https://maker.ifttt.com/trigger/garage/with/key/dK4nQ8vR2mW7xZ1pL5tY", "dK4nQ8vR2mW7xZ1pL5tY"),
    ("pgpass: pg.internal.example:5432:billing:report_ro:Tulip-Anchor-44", "Tulip-Anchor-44"),
    ("wallet keypair: [" + ",".join(str((i * 37) % 256) for i in range(64)) + "]",
     ",".join(str((i * 37) % 256) for i in range(64))),
    ("The Ed25519 private seed, hex: " + "3c" * 32, "3c" * 32),
    ("FL Studio unlock code: QWRT-7YH2-KL9P-ZX4M", "QWRT-7YH2-KL9P-ZX4M"),
    ("Steam key for the game her brother gifted her: 8KQ2F-7HDJ3-LM4NP",
     "8KQ2F-7HDJ3-LM4NP"),
    ("----- BEGIN LICENSE -----\nAna Ruiz\nSingle User License\nEA7E-810000\n"
     "1F2E3D4C 5B6A7980 0A8E7DA8 652B4CFE\n------ END LICENSE ------",
     "1F2E3D4C 5B6A7980 0A8E7DA8 652B4CFE"),
    ("Amex 378282246310005 exp 09/27", "378282246310005"),
]  # fmt: skip

LOOK_ALIKES = [
    "Stripe's test card 4242 4242 4242 4242 works in sandbox mode with any CVC.",
    "For demo payments use the example number 5555 5555 5555 4444.",
    "Pin for the campsite: 46.5197,6.6323",
    "Words to learn: abandon ability able about above absent absorb abstract absurd abuse access",
    "Partition key: customer_id",
    "Public key for the deploy: AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoq",
    "Use node18 for the build on the laptop.",
    "use python3 for the router firmware",
    "use port-8080 for the router admin page",
    "For the VPN use WireGuard-0.5 instead.",
    "The auth_token is refreshed every 15 minutes.",
    "Ports: 8080:443:tcp:web:enabled",
    "The answer to the security question is 'stored in the vault'.",
    "My answer to your question about security questions is 'never reuse them'.",
    "The TOTP secret rotation is DONE for all accounts.",
    "El código personal tiene 6 dígitos.",
    "The webhook docs live at https://docs.mattermost.com/hooks/incoming",
    "The password everyone uses is weak.",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe25_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe25_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
