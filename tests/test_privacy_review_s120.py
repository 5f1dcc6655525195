"""Misses and false alarms of a blind review of the privacy guard (session 120), each fixed as
a class of input, with unseen variants (written here, not taken from the review's case files)
and benign look-alikes that must come back unaltered.

Misses: an identity number after an inflected name ("henkilötunnukseni on ..."); a seed
phrase named in Spanish and other languages; card numbers with dots between the groups; a
card dump's expiry and code after "|"; a credential pair in code (`auth=("api", "...")`,
`HTTPBasicAuth`, `.login(user, password)`); a garage opener's code, corrected; a bank's code
word. False alarms: a card's last four digits; an Indian postal PIN code before its place; a
document link; the words glued before a redacted value in Chinese or Japanese."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard

GUARD = PrivacyGuard()


def _cleaned(text: str) -> str:
    return GUARD.clean(text, "content")[0]


# -- the words glued before a value in Chinese or Japanese stay ---------------------------


@pytest.mark.parametrize(
    ("text", "cleaned"),
    [
        ("我的身份证号是11010519491231002X", "我的身份证号是[REDACTED:national_id]"),
        ("我的身份证号11010519491231002X", "我的身份证号[REDACTED:national_id]"),
        ("マイナンバーは928626998210です", "マイナンバーは[REDACTED:national_id]です"),
        ("我的银行卡号是4532015112830366", "我的银行卡号是[REDACTED:card_number]"),
        ("WiFi密码是harbor2024", "WiFi密码是[REDACTED:password]"),
    ],
)
def test_glued_words_before_a_value_stay(text: str, cleaned: str) -> None:
    assert _cleaned(text) == cleaned
