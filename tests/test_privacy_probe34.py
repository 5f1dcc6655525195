"""What the thirty-fourth privacy probe (blind, held out for the rules of probe 33: 150
secrets, 150 look-alikes; 138 caught, 6 partly, 6 missed, 1 look-alike flagged through the
API) missed, and variants: payment cards named as such in their printed groups whose Luhn
digit fails (read out or copied wrong), India's PAN, an ID number and an IBAN named in Arabic;
and the look-alike it flagged, a Japanese sentence that went on after "パスワードは" with no
space (a password after a Chinese, Japanese or Korean particle is never those scripts' text)."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

PROBE_SECRETS = [
    ("Support ticket #88213 — the customer read out the full Amex 3796 184205 73316 and CID 7142 before I could stop him.", "3796 184205 73316"),
    ("Agent: For verification, can I have the last four of the card?\nCustomer: Just take the whole thing, 5412 7512 3498 2206, expiry 04/26, security code 771.", "5412 7512 3498 2206"),
    ("Cartão corporativo: 4916 3382 0147 5529, validade 11/26, CVV 904.", "4916 3382 0147 5529"),
    ("رقم الهوية الوطنية الخاص بي 1048273659 لتعبئة النموذج.", "1048273659"),
    ("رقم الآيبان لحسابي: SA31 8000 0527 6081 0193 4472", "SA31 8000 0527 6081 0193 4472"),
    ("पैन कार्ड नंबर BQKPS4827L है और UPI पिन 9264 है।", "BQKPS4827L"),
]  # fmt: skip

NEW_SECRETS = [
    ("Visa card 4532 7781 0934 2215 exp 09/27 — Mum's, for the pharmacy order", "4532 7781 0934 2215"),
    ("pay with my Mastercard 5290-1183-4476-0912 please", "5290-1183-4476-0912"),
    ("PAN number: AQZPM7731K (for the ITR filing)", "AQZPM7731K"),
    ("رقم الهوية 2087364519 للتسجيل في البنك", "2087364519"),
    ("パスワードは「Hikari-77#blue」です。", "Hikari-77#blue"),
    ("密码是Tq8#mLz2，别告诉别人", "Tq8#mLz2"),
]  # fmt: skip

LOOK_ALIKES = [
    "パスワードは社内の1Passwordに保存してあります。チャットでは送れません。",
    "パスワードは毎月変更してください。",
    "密码是公司统一设置的，请联系IT部门。",
    "Order 4532 7781 0934 2215 shipped on Monday",
    "card ending in 2215, expires 09/27",
    "Pan-fried dumplings at 4532 Main Street",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), PROBE_SECRETS)
def test_a_secret_the_probe_missed_is_redacted(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize(("text", "secret"), NEW_SECRETS)
def test_a_variant_of_a_probe_miss_is_redacted(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
