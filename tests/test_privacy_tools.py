"""What the eighteenth privacy probe found (2026-12-01, ninth session; held out, 270 secrets
and 282 look-alikes): passwords given the way tools take them (a command's option, a server's
config directive, a key file's private lines, an authenticator's setup key, a JSON "key"),
and look-alikes the rules flagged: an empty env value that took the next line, a login host
in a URL, quoted variables, format strings, fill-in brackets and a secret's id."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

SECRETS = [
    ("bind 0.0.0.0\nport 6380\nrequirepass Tq8vN2wLs5Kd\nmaxmemory 1gb", "Tq8vN2wLs5Kd"),
    ("masterauth 9hGf-2kLq-Vb7s", "9hGf-2kLq-Vb7s"),
    (
        '<packageSourceCredentials>\n  <feed>\n    <add key="Username" value="ci" />\n'
        '    <add key="ClearTextPassword" value="w7Rk2pQz9LmX4vTb" />\n  </feed>\n</packageSourceCredentials>',
        "w7Rk2pQz9LmX4vTb",
    ),
    ("smbclient //nas/backup -U 'HOME\\lena%Fj3kq9Wz2Lm'", "Fj3kq9Wz2Lm"),
    ("7z a -pK2vN8qLx4Wm -mhe=on taxes-2025.7z taxes/", "K2vN8qLx4Wm"),
    ("zip -P 'Rq7-Lm2-Vx9' -r photos.zip photos/", "Rq7-Lm2-Vx9"),
    ("xfreerdp /v:10.0.0.9 /u:admin /p:'Zx8_q2LmW4vR' /cert:ignore", "Zx8_q2LmW4vR"),
    ("sudo rabbitmqctl add_user deploy 'Hq3vL9xT2mWp'", "Hq3vL9xT2mWp"),
    ("ssh-keygen -p -P 'old-Pass-19' -N 'granite-ember-willow-42' -f ~/.ssh/id_rsa", "old-Pass-19"),
    (
        "ssh-keygen -p -P 'old-Pass-19' -N 'granite-ember-willow-42' -f ~/.ssh/id_rsa",
        "granite-ember-willow-42",
    ),
    (
        '{"service": {"url": "https://api.example-partner.com/v2", "key": "9b2f4c7e1a3d5f6b8c0e2a4d6f8b1c3e", "retries": 3}}',
        "9b2f4c7e1a3d5f6b8c0e2a4d6f8b1c3e",
    ),
    (
        '{"access_token": "abc", "refresh_token": "Kf8_2LmQx9Vb-Rt4Wz7Np3Hs6Jd1Ce5Ga0Yu", "expires_in": 3600}',
        "Kf8_2LmQx9Vb-Rt4Wz7Np3Hs6Jd1Ce5Ga0Yu",
    ),
    ("SendGrid user apikey with secret Lm4Qx9Vb2Rt7Wz3Np8Hs1Jd6Ce", "Lm4Qx9Vb2Rt7Wz3Np8Hs1Jd6Ce"),
    (
        "hot wallet xprv: xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
        "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
    ),
    (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPublic-Lines: 2\n"
        "AAAAC3NzaC1lZDI1NTE5AAAAIK9xQ2vLm8Rt4Wz7Np3Hs6Jd1Ce5Ga0Yu2Fb\nq8Lm4Qx9Vb2R\n"
        "Private-Lines: 1\nAAAAIG2kLq9Vx3Wm7Rt2Np8Hs4Jd6Ce1Ga5Yu0Fb3Lm9Qx\n"
        "Private-MAC: 7c1e9a4b2d8f6e0c3a5b7d9f1e2c4a6b8d0f3e5c7a9b1d2f4e6c8a0b3d5f7e9c",
        "AAAAIG2kLq9Vx3Wm7Rt2Np8Hs4Jd6Ce1Ga5Yu0Fb3Lm9Qx",
    ),
    (
        "PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\nAAAAIG2kLq9Vx3Wm7Rt2Np8Hs4Jd6Ce1Ga5Yu0Fb3Lm9Qx\n"
        "Private-MAC: 7c1e9a4b2d8f6e0c3a5b7d9f1e2c4a6b8d0f3e5c7a9b1d2f4e6c8a0b3d5f7e9c",
        "7c1e9a4b2d8f6e0c3a5b7d9f1e2c4a6b8d0f3e5c7a9b1d2f4e6c8a0b3d5f7e9c",
    ),
    (
        "authenticator setup key for the VPN: k4vq m7rt 2xzw p6ln 3hbc q5ds",
        "k4vq m7rt 2xzw p6ln 3hbc q5ds",
    ),
    ("port 6379\r\nrequirepass cQ7xK2pLz9Vm\r\nmaxmemory 2gb\r\n", "cQ7xK2pLz9Vm"),
    ('redis-cli CONFIG SET requirepass "Wz4-Lq8-Nv2-Hx"', "Wz4-Lq8-Nv2-Hx"),
    ("command: redis-server --requirepass Pm3#Kd9!Lq2x --appendonly yes", "Pm3#Kd9!Lq2x"),
    ('<add value="Vb7Q-2mLx-9KpR" key="ClearTextPassword" />', "Vb7Q-2mLx-9KpR"),
    ("rabbitmqctl.bat add_user ops Tq9vL2xW7mKp", "Tq9vL2xW7mKp"),
]

LOOK_ALIKES = [
    # the probe's look-alikes that were flagged
    "auth:\n  type: oauth2\n  token_url: https://login.example.io/oauth2/token\n  scopes: [read]",
    "AWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\nAWS_DEFAULT_REGION=eu-west-1",
    "[pypi]\nusername = __token__\npassword = pypi-<your token>",
    'sasl.jaas.config=PlainLoginModule required username="${KAFKA_KEY}" password="${KAFKA_SECRET}";',
    'dsn := fmt.Sprintf("postgres://%s:%s@%s/%s", user, pass, host, db)',
    "secret = client.get_secret_value(SecretId='prod/db')['SecretString']",
    # the new rules' own look-alikes: the tool with no value, a prompt, an empty one
    "requirepass was removed from redis.conf last week",
    "ssh-keygen -t ed25519 -N '' -f deploy_key",
    "7z a -p archive.7z docs/   (7z asks for the password)",
    "7z x backup.7z -o/tmp/restore",
    "smbclient -L //nas -U guest",
    "zip -r photos.zip photos/",
    "xfreerdp /v:10.0.0.9 /u:admin /p:$RDP_PASSWORD",
    "rabbitmqctl list_users",
    '{"cache": {"key": "user_2841_profile_v2", "ttl": 300}}',
    "setup key: when they were done they left",
    "PuTTY-User-Key-File-3: ssh-ed25519\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIK9xQ2vLm8Rt",
    # a review aimed at these rules: prose about the flags, another program's option after
    # "&&", a file's extension, settings named for passwords, names of secrets, cache keys
    "zip -P puts the password on the command line where ps can see it; use -e",
    "ssh-keygen -N sets the new passphrase, -P the old one",
    "ssh-keygen -p -P old_passphrase -N new_passphrase -f key",
    "unzip release.zip && mysql -h db -P 3306 -u app -p",
    "zip -r site.zip site/ && scp -P 2222 site.zip web:/srv/",
    'find /backups -name "*.7z" -print',
    "7z x game.7z && ./srcds_run -port 27015",
    "rabbitmqctl add_user deploy and then set_permissions",
    "masterauth\tunset",
    "requirepass CHANGE_ME",
    '<add key="PasswordHashIterations" value="310000" />',
    '<add key="ApiKeyHeaderName" value="X-Api-Key" />',
    "kubectl get secret db-credentials-v2-prod -o yaml",
    "GitHub Actions secret SLACK_WEBHOOK_URL_2024 is set for the repo",
    '{"cache": {"key": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}}',
    "2FA key: scan this code from step 2",
    "TOTP key fingerprint: 3a5c 7e2b 4d6f 2a4c",
    "Private-Lines: 14\nFollowed by the MAC line.",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_tool_or_format_secret_is_found(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_tool_or_format_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
