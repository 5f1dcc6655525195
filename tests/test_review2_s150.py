"""An outside-in review of the session-150 privacy rules: each defect found,
held by a test that failed before its fix."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import case_tests, flagged

# -- privacy: a network device's config lines read in prose ------------------------------------

# The Cisco rule took any line that opens with "username X password" or "enable password" (any
# case) and flagged the next word: a sign-up form's "Username and password fields", a settings
# page's "Enable password protection", "tacacs-server key rotation", a markdown heading
DEVICE_PROSE = [
    "Username and password fields are required on the signup form",
    "username and password authentication is disabled",
    "Enable password protection in the sharing settings",
    "Enable secret scanning on the repository",
    "enable password reset emails for all users",
    "# Username and password requirements",
    "## enable secret scanning",
    "username field password validation fails on submit",
    "tacacs-server key rotation is scheduled for Friday",
    "radius-server key management moved to ISE",
    "Java -keypass option takes the key password",
    "the -storepass flag is deprecated in favour of -storepass:env",
]
DEVICE_SECRETS = [
    ("Router(config)# enable secret cisco", "cisco"),
    ("sw1# enable password Gorse-Hill-27", "Gorse-Hill-27"),
    ("enable secret 0 hunter", "hunter"),
    ("username ops secret 0 tidepool", "tidepool"),
    ("username ops privilege 15 password sunrise\nline vty 0 4", "sunrise"),
    ("tacacs-server key Tidal", "Tidal"),
    ("keytool -list -keystore ks.jks -storepass marmalade", "marmalade"),
    ("keytool -list -storepass marmalade -keystore ks.jks", "marmalade"),
    ("jarsigner -storepass marmalade app.apk rel", "marmalade"),
]

test_a_device_secret_is_redacted, test_device_prose_is_left = case_tests(
    DEVICE_SECRETS, DEVICE_PROSE
)


# -- privacy: a stock local login's password, said again for a real host -----------------------


@pytest.mark.parametrize(
    ("text", "host"),
    [
        (
            "dev: amqp://guest:guest@localhost:5672/  prod: amqp://guest:guest@mq.prod.acme.com/",
            "mq.prod",
        ),
        (
            "local postgres://admin:admin@localhost/app, staging postgres://admin:admin@10.0.3.4/app",
            "10.0.3.4",
        ),
        (
            "postgres://svc:admin@db.acme.io/app (locally it is postgres://admin:admin@localhost/app)",
            "db.acme",
        ),
    ],
)
def test_a_local_default_exempts_no_real_host(text: str, host: str) -> None:
    """The loopback exemption dropped every span whose text was the default's user name, so the
    same password on a real host in the same memory was stored."""
    guard = PrivacyGuard()
    at = text.index("@" + host)
    assert any(s.start < at + 1 <= s.end or s.start < at <= s.end for s in guard.scan(text)), (
        flagged(guard, text)
    )


def test_a_local_default_alone_is_still_left() -> None:
    guard = PrivacyGuard()
    text = "dev: amqp://guest:guest@localhost:5672/ and test amqp://guest:guest@127.0.0.1/"
    assert flagged(guard, text) == []


# -- privacy: an office's door PIN read as a postal PIN code -------------------------------------

OFFICE_PINS = [
    ("the pin code for the office: 482913, Reception has the spare key", "482913"),
    ("pincode for the main office is 482913 (Lobby keypad)", "482913"),
]
POSTAL_PINS = [
    "pincode for delivery: 400050, Bandra",
    "PIN code for the nearest post office: 560034 (Koramangala)",
    "PIN code for the shipping address: 560034 (Koramangala)",
]

# (the s150 rule took "pin code for the [word] office" as a postal PIN when a capitalised word
# followed the number, so an office's door code was stored)
test_an_office_pin_is_redacted, test_a_postal_pin_is_left = case_tests(OFFICE_PINS, POSTAL_PINS)


@pytest.mark.parametrize(
    "text",
    [
        "ssh -L 5432:prod-db.internal:5432 bastion, then psql postgres://admin:admin@localhost:5432/orders",
        "kubectl port-forward svc/rabbitmq 5672 and use amqp://ops:ops@127.0.0.1:5672/",
        "through the prod tunnel: mysql://root:root@127.0.0.1:3307/shop",
    ],
)
def test_a_forwarded_loopback_login_is_redacted(text: str) -> None:
    """A loopback port forwarded to a real server is that server's login."""
    guard = PrivacyGuard()
    at = text.index("@")
    assert any(s.start < at <= s.end for s in guard.scan(text)), flagged(guard, text)
