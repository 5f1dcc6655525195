"""What the nineteenth privacy probe found (2026-12-02, tenth session; blind and held out, 303
secrets and 304 look-alikes): providers' keys by their own shape (Figma, Mercado Pago,
Mollie, Yandex, a Solana keypair), a presigned URL's signature, a Teams webhook, WireGuard's
private lines, Rails' master key, passwords of digits only and values written against a
Chinese or Korean name, a secret given in parts; and two look-alikes the rules flagged (a WireGuard public key after
"public key:", a setting on the line after "x-api-key"). Then what a review of the first
version flagged: transaction signatures (a keypair's halves must match), time stamps and
phones after a password word (digits only with the network named), "MDP", identifiers."""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

# a keypair made for this test (the second half is the first half's Ed25519 public key), and
# 64 random bytes in the same alphabet and length: a transaction signature's shape
SOLANA = "5GRhMi79Nsi6f4JCCetoWzVkExfLukbyeqMr9UcK2jq7jLKDZzkaRNds1QXsABwQLZdbHCNf6pcGpnZD1ED6x3jS"
SIGNATURE_TX = (
    "543DSPqq9hSJu8pwE3dbVNde7C2P29Fp1f2vULLhvbcbcc9cdrSwe8GfbhwUP1LtvCNqhtNiRSiWSX18khhb31Rj"
)
SIGNATURE = "ca93bfbd35d3776fcbac9df591d667d82f0b416d20454f75332be80696ef1875"

SECRETS = [
    (
        "figma token for the export script: figd_F6yYp6UU_4uMWzx9mDVbfegrDalXumwTb-Ludokm",
        "figd_F6yYp6UU_4uMWzx9mDVbfegrDalXumwTb-Ludokm",
    ),
    (
        "Mercado Pago: APP_USR-5512093348871102-071522-fe9e49d109d7ca69c7c5a9175e7def4c-771203948",
        "APP_USR-5512093348871102-071522-fe9e49d109d7ca69c7c5a9175e7def4c-771203948",
    ),
    (
        "Mollie live key live_qi6pCHrgvwe0udWIVcMeFEkaF9stAV for the shop",
        "live_qi6pCHrgvwe0udWIVcMeFEkaF9stAV",
    ),
    (
        "Ключ Yandex Cloud: AQVNaoUFyLsCvdcaEflxYS9YHVqasGZeVyhtH2SI",
        "AQVNaoUFyLsCvdcaEflxYS9YHVqasGZeVyhtH2SI",
    ),
    (f"wallet export: {SOLANA}", SOLANA),
    (
        "report link: https://acme-reports.s3.eu-west-1.amazonaws.com/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Date=20251002T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={SIGNATURE}",
        SIGNATURE,
    ),
    (
        "Teams: https://contoso.webhook.office.com/webhookb2/3f1c2d4e-1111-4a2b-9c3d-5e6f7a8b9c0d@72f988bf-86f1-41af-91ab-2d7cd011db47"
        "/IncomingWebhook/35ad6a2685cef5a9ac43e364ef0a78b1/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0",
        "35ad6a2685cef5a9ac43e364ef0a78b1",
    ),
    (
        "[Interface]\nPrivateKey = 7Z9QMChcUpk69CMXYd70sHQYWKJbhPI5iWxjCeQPw/A=\nAddress = 10.8.0.2/24",
        "7Z9QMChcUpk69CMXYd70sHQYWKJbhPI5iWxjCeQPw/A=",
    ),
    (
        "[Peer]\nPublicKey = Ff946BqF/G8DHpA9DJyreZep4H5iKSnAKaqEM08ygJw=\nPresharedKey = qX2vB7nM4kL9pR3sT6wY1zC8dF5gH0jK2mN4pQ7rS9u=",
        "qX2vB7nM4kL9pR3sT6wY1zC8dF5gH0jK2mN4pQ7rS9u=",
    ),
    (
        "config/master.key holds fe9e49d109d7ca69c7c5a9175e7def4c",
        "fe9e49d109d7ca69c7c5a9175e7def4c",
    ),
    ("RAILS_MASTER_KEY=35ad6a2685cef5a9ac43e364ef0a78b1", "35ad6a2685cef5a9ac43e364ef0a78b1"),
    ("Пароль от вайфая на даче: 583920174466", "583920174466"),
    ("Passwort des WLANs: 583920174466", "583920174466"),
    ("hasło do wifi w domu: 9930145577", "9930145577"),
    ("와이파이 비밀번호는 771204935512 입니다", "771204935512"),
    ("客厅WiFi密码Rq7vL2xN9k", "Rq7vL2xN9k"),
    ("mdp du wifi : Lumiere-8842", "Lumiere-8842"),
    # a secret in parts: each part, once the text names a secret
    ("wifi password, in two bits: the first half is fR1Rry+ and the second is V3k5HZf", "fR1Rry+"),
    ("wifi password, in two bits: the first half is fR1Rry+ and the second is V3k5HZf", "V3k5HZf"),
    ("Garage door: first two digits are 77, last two are 01.", "01"),
    ("Das Passwort hat zwei Teile: vorne eD2iz, hinten 337!.", "337!"),
]

LOOK_ALIKES = [
    "wg show\ninterface: wg0\n  public key: Ff946BqF/G8DHpA9DJyreZep4H5iKSnAKaqEM08ygJw=\n  listening port: 51820",
    "AUTH_TOKEN_HEADER=X-Auth-Token\nAPI_KEY_HEADER=x-api-key\nPASSWORD_HASHER=argon2",
    "The Solana address is 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",  # a public key
    "Passwort-Hotline: 08001234567, Mo-Fr",
    "密码学课程在周三",
    "Die Passwort-Richtlinie verlangt mindestens 12 Zeichen",
    "Release notes: sha256 ca93bfbd35d3776fcbac9df591d667d82f0b416d20454f75332be80696ef1875",
    "live_stream_count is 3 and live_events_enabled=true",
    # a review of the first version of these rules
    f"Swap went through! https://solscan.io/tx/{SIGNATURE_TX}",
    f"Signature: {SIGNATURE_TX}",
    "Пароль отправлен на телефон: 89161234567",
    "Passwort zuletzt geändert: 1733140800",
    "密码已发送到手机：13812345678",
    "设置密码Step2：输入新密码",
    "パスワードManager2025を導入しました",
    "MDP: S=10^6 states, value iteration converges",
    "mdp: FrozenLake-v1",
    "LIVE_FLAGS = ['live_classroomAttendanceDashboardv3']",
    "RAILS_MASTER_KEY is set in CI; trace id 35ad6a2685cef5a9ac43e364ef0a78b1",
    "The first half is over and the second part is easy; the code review went fine",
    "Lock the door before 10; the first two are 25 and the last two are 30",
    "Password policy: the first part is a word, the second is a number like 42",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_format_or_digits_secret_is_found(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_public_key_or_setting_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
