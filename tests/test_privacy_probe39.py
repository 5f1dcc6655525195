"""Held-out privacy probe 39 (2026-12-04, written blind by a helper: 120 secrets, 120
look-alikes, through the API): 109 caught, 3 partly, 8 missed, 3 look-alikes flagged. Its misses
and partial catches in general form, with variants: a key glued to Chinese or Japanese text
(no word boundary before "sk-"), Tavily and age keys, an in-house key marked "_sk_", a
recovery card numbered "1.orbit 2.velvet ..." with a word on no list, a code typed or pressed
("just type 3-1-9-9-0-2", "press 7, 3, 3, 0"), a passcode read in pairs, a Wi-Fi password
after "it's", a double-barrelled maiden name, an answer in quotes. And what they must leave:
settings about a secret ("password_hash_algo", "api_key_header"), an error code in Spanish,
French or Italian, identifiers with "_sk_" in them, numbered lists of other things, and the
text after a password in a query or connection string."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests

SECRETS = [
    (
        "我的OpenAI密钥是sk-proj-UxSPEnb5kdtoziUpl2rDBlLdo-roEg53nWL0U9EPI2L5oTfdT3BlbkFJYuDFFru97Nh_soLBi，请帮我配置。",
        "sk-proj-UxSPEnb5kdtoziUpl2rDBlLdo-roEg53nWL0U9EPI2L5oTfdT3BlbkFJYuDFFru97Nh_soLBi",
    ),
    (
        "鍵はghp_abcdefghijklmnopqrstuvwxyz0123456789です",
        "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    ),
    ("토큰은xoxb-2231-8812-Xk29fLqP0aZ입니다", "xoxb-2231-8812-Xk29fLqP0aZ"),
    (
        "search tool config → provider: tavily, key: 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",
        "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",
    ),
    (
        "TAVILY_API_KEY=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",
        "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",
    ),
    (
        "# public key: age1xs00k3mcgxmzl39ev2amnwcgr6dll2x9mhsy0rxt7tkpryxymrck9dztzx\nAGE-SECRET-KEY-1MWLSLBEBRJT6VMPLSW5DLL3SZRD4L6JXCWDF4L2XMPUJA3HSRFZEUBHM4Z",
        "AGE-SECRET-KEY-1MWLSLBEBRJT6VMPLSW5DLL3SZRD4L6JXCWDF4L2XMPUJA3HSRFZEUBHM4Z",
    ),
    (
        "our internal gateway key for the agent: acg_sk_byceeinl9h2oy2shra5antp4olembmyo3zc1cq2t92uu",
        "acg_sk_byceeinl9h2oy2shra5antp4olembmyo3zc1cq2t92uu",
    ),
    ("billing service uses sk_prod_7f3k29xq81mzp0c4v6b2n5d8", "sk_prod_7f3k29xq81mzp0c4v6b2n5d8"),
    (
        "Ledger backup words in order: 1.orbit 2.velvet 3.canyon 4.wisdom 5.brisk 6.lunar 7.ticket 8.morsel 9.argue 10.shiver 11.famous 12.plate",
        "1.orbit 2.velvet 3.canyon 4.wisdom 5.brisk 6.lunar 7.ticket 8.morsel 9.argue 10.shiver 11.famous 12.plate",
    ),
    (
        "my wallet seed: 1) orbit 2) velvet 3) canyon 4) wisdom 5) brisk 6) lunar 7) ticket 8) morsel 9) argue 10) shiver 11) famous 12) plate",
        "1) orbit 2) velvet 3) canyon 4) wisdom 5) brisk 6) lunar 7) ticket 8) morsel 9) argue 10) shiver 11) famous 12) plate",
    ),
    (
        "when the site asks for the 2FA code just type 3-1-9-9-0-2, I'm sending it from my phone",
        "3-1-9-9-0-2",
    ),
    ("Garage keypad: press 7, 3, 3, 0 then the up arrow.", "7, 3, 3, 0"),
    ("the alarm code: enter 4 9 1 7 and wait for the beep", "4 9 1 7"),
    ("If the bank calls: my telephone-banking passcode is 58 21 94.", "58 21 94"),
    (
        "User said: 'the wifi at the cabin is on the router sticker, it's TP7kq-93Lmx-Bw' — saved so I don't have to ask again.",
        "TP7kq-93Lmx-Bw",
    ),
    ("Guest wi-fi at the office — it's Gu3st-Acme-77x, changes monthly", "Gu3st-Acme-77x"),
    (
        "For the insurance hotline they ask for my mother's maiden name; it's Okereke-Brandt.",
        "Okereke-Brandt",
    ),
    (
        "Bank security question (make of your first car?) — I answered 'Vauxhall Nova in mustard yellow'.",
        "Vauxhall Nova in mustard yellow",
    ),
]

LOOK_ALIKES = [
    '{"password_min_length": 12, "token_ttl_seconds": 3600, "api_key_header": "X-Api-Key", "max_login_attempts": 5}',
    "auth:\n  password_hash_algo: argon2id\n  secret_name: prod-db\n  require_mfa: true\n  api_key: null",
    "El código de error es 4471 y el código postal 28013.",
    "Le code d'erreur est 4471, redémarre le routeur.",
    "il codice di errore è 5521",
    "the 2FA code type is SMS, not the authenticator app",
    "the keypad: press the green button 3 times",
    "The wifi at the hotel is slow, it's 5GHz only",
    "the wifi router model - it's TP-Link AX55 v2",
    "see disk_sk_2024_backup_volume_east for the old snapshots",
    "the function task_sk_compute_all_the_things_for_me_now is slow",
    "Spelling words for the quiz: 1.orbit 2.velvet 3.canyon 4.wisdom 5.brisk 6.lunar 7.ticket 8.morsel 9.argue 10.shiver 11.famous 12.plate",
    "我在Google工作，用的是Python3",
    "型番はXK7-22bです",
    "Security question: first pet? I never set one up.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "Export link: https://reports.acme.io/export?user=jli&password=Vb72kLq9x&fmt=csv",
            "&fmt=csv",
        ),
        ("User ID=etl;Password=Lk2@9vPzq8;Encrypt=True;", ";Encrypt=True;"),
    ],
)
def test_the_settings_after_a_password_are_kept(text: str, kept: str) -> None:
    cleaned, found = PrivacyGuard().clean(text, "content")
    assert found and "Vb72kLq9x" not in cleaned and "Lk2@9vPzq8" not in cleaned
    assert cleaned.endswith(kept), cleaned
