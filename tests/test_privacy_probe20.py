"""What the twentieth privacy probe found (blind, 343 secrets and 356 look-alikes), as general
cases rather than its own strings: a token under a `_PAT` name, Django's key starting with `$`,
a JSON token section's signing key, a JWK's private members, a key's secret passed after its
key id, Oracle's and SNMP's command-line credentials, a credentials file printed by `cat`,
recovery codes under Google's heading or a Chinese / Japanese one, a TOTP key offered when the
QR code will not scan or named in German, security answers after a topic with a colon, a dash
or no mark, an exported 0x key, "pass" after a Wi-Fi network, the French "code wifi", the
Polish "haslo do wifi", a stock account with its password, the second code of a pair, a
Japanese auto-lock number. And four look-alikes the rules flagged: a type after a password
field, a hasher's class path, a bracketed placeholder, a receipt's authorisation code; with
near look-alikes of every new rule (a transaction hash, a mountain pass, an SNMP config file,
order numbers in a numbered list)."""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

HEX64 = "9b1f0c7e2a4d6f8b3c5e7a9d1f2b4c6e8a0d2f4b6c8e1a3d5f7b9c2e4a6d8f0b"

SECRETS = [
    # config keys
    (
        "export GITHUB_CLASSIC_PAT=ghx9q2mwt7vk4rzpl8c3nb6ydf1sj5ha0oe",
        "ghx9q2mwt7vk4rzpl8c3nb6ydf1sj5ha0oe",
    ),
    (
        "JIRA_PAT: 4/1207733541129904/88120473:c0ffee11deadbeef22334455aabbccdd",
        "4/1207733541129904/88120473:c0ffee11deadbeef22334455aabbccdd",
    ),
    (
        "SECRET_KEY = '$7x#q2k&vb9m!r4t@w8z^p1n%c6d+h3j'\nDEBUG = True",
        "$7x#q2k&vb9m!r4t@w8z^p1n%c6d+h3j",
    ),
    (
        '{\n  "JwtSettings": { "Issuer": "api.acme", "Key": "q8Tz4LmN2vR7xW1yB5cD9fG3hJ6kP0sUeAoIuY" }\n}',
        "q8Tz4LmN2vR7xW1yB5cD9fG3hJ6kP0sUeAoIuY",
    ),
    ("Jwt__Key=Zt7Qm2Lp9Xv4Nw8Kr3Bs6Yd1Hc5Gf0Ja", "Zt7Qm2Lp9Xv4Nw8Kr3Bs6Yd1Hc5Gf0Ja"),
    (
        '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}',
        "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",
    ),
    ("define( 'SECURE_AUTH_SALT', 'k]9#Vq~2!mZ<8pL|x@4Rt{' );", "k]9#Vq~2!mZ<8pL|x@4Rt{"),
    (
        "config/master.key for the billing app is 8c1e4f0a9b2d7c3e6f5a8b1c0d9e2f47",
        "8c1e4f0a9b2d7c3e6f5a8b1c0d9e2f47",
    ),
    # a secret passed right after its key id
    (
        "rzp = Razorpay::Client.new('rzp_test_Qm8Zt2Lp4Xv7Nw', 'aB3dE5fG7hJ9kL1mN2pQ4rS6')",
        "aB3dE5fG7hJ9kL1mN2pQ4rS6",
    ),
    (
        "twilio = Client('SK0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c', 'Xy7PqR2sT9uV4wZ1aB6cD3eF8gH5jK0m')",
        "Xy7PqR2sT9uV4wZ1aB6cD3eF8gH5jK0m",
    ),
    # tools
    ("sqlplus hr/Tq8_pX2vL@//db01.internal:1521/HRPDB", "Tq8_pX2vL"),
    ("rman target sys/Secr3t_99@prod", "Secr3t_99"),
    ("snmpget -v2c -c Rk7vQ2zW9mX 192.168.1.1 sysDescr.0", "Rk7vQ2zW9mX"),
    (
        "snmpwalk -v3 -l authPriv -u monitor -a SHA -A Mq4nB8vZ2x -x AES -X Lp7kT3wR9y 10.0.0.5",
        "Lp7kT3wR9y",
    ),
    ("$ cat ~/vpn/creds.txt\nalice.w\nW7-zzQp4Lm", "W7-zzQp4Lm"),
    # recovery codes and TOTP keys
    (
        "BACKUP VERIFICATION CODES\nbob.smith@example.com\n1. 4417 9023\n2. 7720 1185\n3. 3391 6648",
        "4417 9023\n2. 7720 1185\n3. 3391 6648",
    ),
    ("备用码：a91c4-77d0e 5b2e8-c3f19 0d6a7-e4b21", "a91c4-77d0e 5b2e8-c3f19 0d6a7-e4b21"),
    ("リカバリーコード：c4e1a-9d0b2、7f3a8-b5e61", "c4e1a-9d0b2、7f3a8-b5e61"),
    (
        "Unable to scan the QR code? Enter this key manually: mz4q 7kde xw2p 5tja qr6b n3hs",
        "mz4q 7kde xw2p 5tja qr6b n3hs",
    ),
    ("TOTP-Geheimschlüssel für GitLab: KR5WQ3ZLMN4XA7BCD2EF6GHI", "KR5WQ3ZLMN4XA7BCD2EF6GHI"),
    # security answers
    ("security questions: first car is Corolla, favourite teacher Hawthorne", "Hawthorne"),
    ("Pregunta de seguridad: nombre de mi primera mascota: Lucero", "Lucero"),
    ("Sicherheitsfrage: Mädchenname der Mutter – Hoffmann", "Hoffmann"),
    # an exported key
    (f"MetaMask export of the bot wallet: 0x{HEX64}", f"0x{HEX64}"),
    (f"wallet export (deployer, do not share) 0x{HEX64}", f"0x{HEX64}"),
    # Wi-Fi, casual passwords, codes
    ('Cabin wifi: network "PineLodge" pass lodge4471pine, checkout at noon', "lodge4471pine"),
    ("Code du wifi de l'appartement : soleil2024rue", "soleil2024rue"),
    ("hasło do wifi kotek98765", "kotek98765"),
    ("keystore pass for the validator node is Vx7-Lq2m-Rt9K", "Vx7-Lq2m-Rt9K"),
    ("router admin: root:Marble-Falcon-42", "Marble-Falcon-42"),
    ("El código de la puerta es 4821 y el del garaje 7395", "7395"),
    ("金庫の番号は7391です", "7391"),
]

LOOK_ALIKES = [
    # the four false flags, and their kin
    "interface LoginForm {\n  email: string;\n  password: string;\n  rememberMe: boolean;\n}",
    "type Credentials = { username: string; password: string | null }",
    "class Settings(BaseModel):\n    password: Optional[str] = None\n    token: SecretStr",
    "ALTER TABLE users ADD COLUMN password: varchar(255), token: text",
    'PASSWORD_HASHERS = [\n    "django.contrib.auth.hashers.Argon2PasswordHasher",\n    "django.contrib.auth.hashers.PBKDF2PasswordHasher",\n]',
    "mysql -u root -p[PASSWORD] -h [HOST]",
    "mysql -u admin -p[DB_PASSWORD] shop",
    "Receipt #6977-0307 · Terminal 63847473 · Auth code 753596 · Visa •••• 8232",
    "CARD SALE  Mastercard **** 4410  APPROVED  Auth code: 118822  Total 42.10",
    # an 0x value that is a hash, not a key
    f"tx hash: 0x{HEX64}",
    f"block 0x{HEX64} finalized",
    f"the private key never leaves the device; tx 0x{HEX64} confirmed",
    # base32-looking words, not a setup key
    "Can't scan the QR code? Enter this code: make tea good soon",
    "Geheimschlüssel: PASSWORTMANAGERXY",
    "2FA-Schlüssel-ID: ABCDEFGH23456723",
    # "pass" that is no password
    "We crossed the Stelvio pass 2757m, no wifi up there",
    "the wifi at the mountain pass 2200m was slow",
    "boarding pass for the flight is Gate4Seat12A",
    "the pass for the ski lift is valid until 2025",
    # SNMP and Oracle without a secret
    "snmpd -c /etc/snmp/snmpd.conf -Lf /var/log/snmpd.log",
    "snmpwalk -v2c -c public 10.0.0.1",
    "snmpwalk -v2c -c $SNMP_COMMUNITY 10.0.0.1",
    "sqlplus / as sysdba",
    "sqlplus /nolog",
    "sqlplus system@//db01:1521/ORCL",
    # a file printed that holds no credentials
    "cat /var/log/auth.log\nMay 3 10:01:22 web sshd[812]: Accepted publickey for deploy",
    "cat /etc/passwd\nroot:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin",
    # numbered lists of order numbers, a heading with no codes
    "Order numbers\nmaria.lopes@gmail.com\n1. 8671 8822\n2. 9536 5831\n3. 5165 0473",
    "Recovery codes were regenerated for maria.lopes@gmail.com yesterday",
    # settings, placeholders, public keys
    "URL_PAT = r'https?://\\S+'\nPAT_EXPIRY_DAYS=90",
    "GITHUB_PAT: ${{ secrets.GH_PAT }}",
    "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']",
    '"Jwt": { "Issuer": "acme", "Key": "${JWT_SIGNING_KEY}" }',
    '"Jwt": { "Issuer": "https://login.acme.io/v2", "Audience": "api-2024" }',
    '{"kty":"EC","crv":"P-256","x":"0XKsx7cVSz1ddQ3ZmuQHe0iA-DOcl5-Nm90Sd2J4LXY","y":"k-M1k2p6_RpyDR_AI09SAXc8xT6gI1tQaOcNIfkaf-w"}',
    '{"keys":[{"kty":"RSA","n":"0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4","e":"AQAB","kid":"k1"}]}',
    "define( 'AUTH_KEY', 'put your unique phrase here' );",
    "Razorpay::Client.new('rzp_test_Cu7v1FIztOskNv', ENV['RAZORPAY_SECRET'])",
    # accounts, codes and words that are not secrets
    "docker pull postgres:16-alpine",
    "admin:$apr1$83EyWXKY$VQjOdIkT/Hrs06N2OxgjMK",
    "postgres://user:password@localhost:5432/mydb",
    "Código postal 28013 y el del portal 28001",
    "マンションの部屋番号は5082です",
    "Scan the QR code wifi: connect in one tap",
    "hasło do wifi zmienione wczoraj",
    "Security questions like mother's maiden name, first pet or first car are easy to guess",
    "Sicherheitsfrage: Geburtsname der Mutter – bitte ändern",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe20_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe20_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
