"""Codes and answers under a record's keys (service/secret_keys.py) and recovery-code lists
under a key (a JSON array, a YAML list): my own records in the shapes agents paste (JSON, YAML,
.env, INI, CSV/TSV, Markdown tables, HTTP headers and cookies, command lines), and records
whose keys are settings about a secret or whose values are ids, counts and defaults."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

RECORDS = [
    ('{"alarm_code": "4471", "zone": 3}', "4471"),
    ('{"lockerPin": 2291, "floor": 2}', "2291"),
    ("alarmCode: 8812\nzone: garage", "8812"),
    ("garage_door_code=55021", "55021"),
    ('{"door_pin":"0917"}', "0917"),
    ('"recovery_codes": ["a8f2-k29d", "p0q1-zz81", "m3n4-r5t6"]', "a8f2-k29d"),
    ("backup_codes:\n  - 4829-1102\n  - 7731-0094", "4829-1102"),
    ("Cookie: sessionid=8f2kd93lsa0qpw84jdn2; csrftoken=abc", "8f2kd93lsa0qpw84jdn2"),
    (
        "Set-Cookie: connect.sid=s%3AkD93jfA0q.8Fj2lPqW9x; Path=/; HttpOnly",
        "s%3AkD93jfA0q.8Fj2lPqW9x",
    ),
    ("x-api-key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    ("X-Auth-Token: Qm9vbGVhbkZsYWc6dHJ1ZTpzZWNyZXQ", "Qm9vbGVhbkZsYWc6dHJ1ZTpzZWNyZXQ"),
    ("SMTP_PASS=Wq9#kd82Lm", "Wq9#kd82Lm"),
    ('smtp_password: "hunter2-Mailer!"', "hunter2-Mailer!"),
    ("client_secret: 7Hx2Kq9Lm3Pz8Rt5Vw1Yb4Nc6Dj0Fg", "7Hx2Kq9Lm3Pz8Rt5Vw1Yb4Nc6Dj0Fg"),
    ('passphrase = "velvet orbit canyon 42"', "velvet orbit canyon 42"),
    ("name,role,pin\nAna,admin,4821\nBo,user,9917", "4821"),
    ("site\tusername\tpassword\nnetflix\tana@x.com\tRed#Fox44", "Red#Fox44"),
    ("| service | user | secret |\n|---|---|---|\n| jira | ana | Kd82!mqP0 |", "Kd82!mqP0"),
    ("[database]\nuser = app\npass = Xk29!vLq", "Xk29!vLq"),
    ('DB_PASSWD="Mz8!pq2Lx"', "Mz8!pq2Lx"),
    ("apiVersion: v1\nkind: Secret\nstringData:\n  password: Tq7$wE3rPz", "Tq7$wE3rPz"),
    ('{"wifi": {"ssid": "Casa", "psk": "orchard-Pie-77"}}', "orchard-Pie-77"),
    ('{"user": "ana", "pwd": "Lm3#xq9V"}', "Lm3#xq9V"),
    ("Authorization: Basic YW5hOkxtMyN4cTlW", "YW5hOkxtMyN4cTlW"),
    ("curl -u ana:Lm3xq9Vz https://api.example.com", "Lm3xq9Vz"),
    ("mysql -u root -pXk29vLq4 mydb", "Xk29vLq4"),
    ("PGPASSWORD=Rt5Vw1Yb4 psql -h db -U app", "Rt5Vw1Yb4"),
    ("safe_combination: 12-34-56", "12-34-56"),
    ('{"gate_code": "#5580"}', "5580"),
    ("keypadCode = 3391;", "3391"),
    ('"otp": "553201"', "553201"),
    ('"mfa_secret": "JBSWY3DPEHPK3PXP"', "JBSWY3DPEHPK3PXP"),
    ("totp_seed: JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ('"security_answer": "Biscuit"', "Biscuit"),
    ("memorable_word: lantern", "lantern"),
    ('"card_cvv": "381"', "381"),
    ('{"cardNumber":"4111111111111111","cvc":"737"}', "737"),
    ("Ticket #4411 | requester: Ana | note: customer gave PIN 7791 over phone", "7791"),
]

LOOK_ALIKES = [
    '{"order_id": "4471", "zone": 3}',
    '{"locker_number": 2291, "floor": 2}',
    "alarm_count: 8812",
    '{"zip_code":"94110"}',
    '"recovery_email": "ana@example.com"',
    "Cookie: theme=dark; lang=en-US",
    "x-request-id: 9f8e7d6c-5b4a-3928-1706-f5e4d3c2b1a0",
    "SMTP_HOST=smtp.example.com\nSMTP_PORT=587",
    "password_min_length: 12\npassword_expiry_days: 90",
    "name,role,pin_length\nAna,admin,4",
    "| service | user | last_login |\n|---|---|---|\n| jira | ana | 2024-03-02 |",
    "DB_PASSWORD=${DB_PASSWORD}",
    "stringData:\n  password: <set-me>",
    '{"ssid": "Casa-5G", "channel": 36}',
    "commit: 3f2a9c1d4e5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f",
    '{"tracking": "1Z999AA10123456784"}',
    '"otp_length": 6',
    '"mfa_enabled": true',
    "safe_mode: true",
    '{"cardLast4":"1111","brand":"visa"}',
    "gate: B22",
    '{"employee_pin_reset": "2024-05-01"}',
    "door_code: 0000",
    "backup_codes_remaining: 7",
    "pin: 13  # GPIO",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), RECORDS)
def test_a_secret_under_a_key_is_found(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_setting_or_an_id_under_a_key_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


def test_every_code_of_a_list_under_a_key_is_found(guard: PrivacyGuard) -> None:
    text = '"recovery_codes": ["a8f2-k29d", "p0q1-zz81", "m3n4-r5t6"]'
    spans = guard.scan(text)
    for code in ("a8f2-k29d", "p0q1-zz81", "m3n4-r5t6"):
        at = text.index(code)
        assert any(s.start <= at and at + len(code) <= s.end for s in spans), code
