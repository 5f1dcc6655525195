"""What a review of the context rules found: look-alikes they must leave alone and variants
they must catch (service/secret_contexts.py, the other-language rules, the sealed-block and
recovery-list changes). Each case is one a reviewer wrote against the rules, not a probe's."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json

import pytest

from service.privacy import PrivacyGuard


def b64(o: object) -> str:
    return base64.b64encode((o if isinstance(o, str) else json.dumps(o)).encode()).decode()


NEG = [
    "    # decode it with base64 -d\n    continue",
    "# How to base64 --decode a file\nExample:",
    '$ echo eyJhbGciOiJIUzI1NiJ9 | base64 -d\n{"alg":"HS256"}',
    "$ echo $SECRET_NAME\nprod-db-credentials",
    "$ echo $KEYBOARD_LAYOUT\nus-intl",
    "$ printenv API_KEY_HEADER\nX-Api-Key",
    "$ vault kv get -field=url secret/app\nhttps://app.internal.example.com",
    "token_url      https://oauth2.googleapis.com/token",
    "secret_version         v2024-01-15",
    "secret_backend       vault-v2",
    "docker login ghcr.io, then docker pull node:18-alpine3.19",
    "Login Succeeded. Pulling postgres:16.2-bookworm now",
    "Signed in, then opened grafana dashboard uid:k8s-cluster-overview",
    "creds rotated; see ticket ops:INFRA-1234",
    "The Wi-Fi password for the router (AX1800) is on the sticker",
    "Where is the password for the printer (HP-M404)?",
    "Switch the password for the guest network to WPA3 mode",
    "Use the API key for requests to https://api.example.com/v1",
    "Take the password for the team to wiki.example.com/it-2",
    "The password it expects is base64-encoded.",
    "The password you enter is SHA256-hashed before storage",
    "The passcode they send is 6-digits long",
    "Reminder: the password is not case sensitive, all lowercase works too",
    "The passphrase is a short sentence, no spaces",
    b64({"oauth": "enabled", "scopes": ["repo", "user"], "provider": "github"}),
    b64("def login(user):\n    token = create_token(user)\n    return token\n"),
    "The padlock I bought on Amazon was 1299 yen",
    "The bike lock I ordered last week was 4500 rupees",
    "The padlock model I bought is 4300",
    "I play the combination 7-14-21-28 every week in the lottery",
    "We switched to the combination 4-2-3-1 formation",
    "Coach says the best combo is one, two, three, two.",
    "The safe combination changed at 10:1530",
    "Connect the LED to PIN 7 and use 1000 ohm resistor",
    "PIN entry timeout: use 30000 ms",
    "PIN rotation for the kiosks happens every Mon 0900 UTC",
    "Ghar ka pin 560034 hai",
    "Mere ghar ka PIN code hai 560034",
    "Rajdhani ka code 12951 hai",
    "Sandi is flying to Denver on UA2317",
    "Sandi moved to Apt4B last month",
    "psk: WPA2-Personal",
    '"psk": "wpa2"',
    "ClientSecret: !Ref OAuthClientSecretParam",
    'psk: "%WIFI_PSK%"',
    "wpa_passphrase=$(cat /run/secrets/wifi)",
    "Fields: first name, last name, maiden name: Optional",
    "asked my bank about it and the first pet question is Gone now",
    "https://s3.example.com/upload?key=uploads/2024/report.pdf",
    "GET /cache?key=user_42_profile",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&sig=thumb1080p",
    "Spelling list, 12 words: apple, brother, castle, dinner, eagle, father, garden, hammer, island, jacket, kitchen, lemon",
]
POS = [
    (
        "Committed the sealed manifest:\nkind: SealedSecret\nLocal .env still has DJANGO_SECRET_KEY=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    ),
    ("הסיסמה היא Shalom123", "Shalom123"),
    ("رمز عبور من Tehran1402 است", "Tehran1402"),
    ("मेरा पासवर्ड abc@123 है", "abc@123"),
    ("mat khau wifi la abc12345", "abc12345"),
    ("pin ATM saya 366171", "366171"),
    ("login admin:P@ssw0rd2024", "P@ssw0rd2024"),
    ("Use admin:Winter2024! for the dashboard", "Winter2024!"),
    ("DB_PASSWORD\tS3cr3tPass!x", "S3cr3tPass!x"),
    ('1.2.3.4 5.6.7.8 : PSK "v3ryS3cretKey"', "v3ryS3cretKey"),
    ("wpa-psk Sunflower2024", "Sunflower2024"),
    ("Security question: mother's maiden name? Okafor", "Okafor"),
    ("What was your first pet's name? Biscuit", "Biscuit"),
    ("Backup codes: 4821, 9173, 5512 then call the bank", "5512"),
]


@pytest.mark.parametrize("text", NEG)
def test_a_reviewed_look_alike_is_left_alone(text: str) -> None:
    assert PrivacyGuard().scan(text) == []


@pytest.mark.parametrize(("text", "secret"), POS)
def test_a_reviewed_variant_is_redacted(text: str, secret: str) -> None:
    cleaned, _ = PrivacyGuard().clean(text, "content")
    assert secret not in cleaned


def test_a_recovery_list_ends_at_the_first_word() -> None:
    cleaned, _ = PrivacyGuard().clean("Backup codes: 4821, 9173, 5512 then call the bank", "c")
    assert cleaned.endswith(" then call the bank") and "4821" not in cleaned
