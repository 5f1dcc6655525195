"""A generated corpus for the privacy guard: realistic secret-bearing memories (with the exact
secret value to grep for) and secret-free look-alikes (hashes, UUIDs, prose about passwords).

Generated from a fixed seed so every run sees the same texts; tokens follow each provider's
published format with random bodies (none of them is a live credential).
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import uuid

ALNUM = string.ascii_letters + string.digits


def _rand(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    digits = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for check in string.digits:
        candidate = digits + check
        total = 0
        for i, ch in enumerate(reversed(candidate)):
            d = int(ch)
            if i % 2:
                d = d * 2 - 9 if d > 4 else d * 2
            total += d
        if total % 10 == 0:
            return candidate
    raise AssertionError("unreachable")


def _grouped(digits: str) -> str:
    return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))


def _b64url(data: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def _password(rng: random.Random) -> str:
    words = ["Sunflower", "Maple", "Orbit", "Tiger", "Cobalt", "Harbor", "Juniper", "Falcon"]
    return f"{rng.choice(words)}{rng.choice('!@#$%&*')}{rng.randint(1000, 9999)}{_rand(rng, 3)}"


def secrets(seed: int = 7) -> list[tuple[str, str, str]]:
    """(kind, text, secret value) triples: at least 150, 15+ kinds."""
    rng = random.Random(seed)
    out: list[tuple[str, str, str]] = []

    def add(kind: str, templates: list[str], make: object, n: int = 10) -> None:
        for i in range(n):
            value = make() if callable(make) else str(make)
            out.append((kind, templates[i % len(templates)].format(s=value), value))

    add(
        "aws_access_key",
        [
            "Their AWS access key is {s}, used by the billing job.",
            "export AWS_ACCESS_KEY_ID={s}",
            "Bob pasted {s} into the chat by mistake.",
        ],
        lambda: "AKIA" + _rand(rng, 16, string.ascii_uppercase + string.digits),
    )
    add(
        "aws_secret_key",
        [
            "aws_secret_access_key = {s}",
            "The AWS secret key: {s}",
        ],
        lambda: _rand(rng, 40, ALNUM + "/+"),
    )
    add(
        "github_token",
        [
            "Use my GitHub token {s} for the deploy.",
            "GITHUB_TOKEN={s}",
            "she shared the PAT {s} with the team",
        ],
        lambda: "ghp_" + _rand(rng, 36),
    )
    add(
        "slack_token",
        [
            "The Slack bot token is {s}",
            "SLACK_BOT_TOKEN={s}",
        ],
        lambda: (
            f"xoxb-{rng.randint(10**11, 10**12)}-{rng.randint(10**12, 10**13)}-{_rand(rng, 24)}"
        ),
    )
    add(
        "stripe_key",
        [
            "Stripe live key {s} is in the old config.",
            "STRIPE_SECRET_KEY={s}",
        ],
        lambda: "sk_live_" + _rand(rng, 24),
    )
    add(
        "openai_key",
        [
            "Alice's OpenAI key is {s}",
            "OPENAI_API_KEY={s}",
        ],
        lambda: "sk-proj-" + _rand(rng, 48, ALNUM + "_-"),
    )
    add(
        "anthropic_key",
        ["ANTHROPIC_API_KEY={s}", "the claude key {s} expires soon"],
        lambda: "sk-ant-api03-" + _rand(rng, 40, ALNUM + "_-"),
    )
    add(
        "google_api_key",
        [
            "Maps API key: {s}",
            "He said the Google key was {s}.",
        ],
        lambda: "AIza" + _rand(rng, 35, ALNUM + "_-"),
    )
    add(
        "jwt",
        [
            "Session cookie: {s}",
            "curl -H 'X-Token: {s}' https://api.example.com",
        ],
        lambda: ".".join(
            [
                _b64url({"alg": "HS256", "typ": "JWT"}),
                _b64url({"sub": str(rng.randint(1, 10**9)), "name": _rand(rng, 8)}),
                _rand(rng, 43, ALNUM + "_-"),
            ]
        ),
    )
    add(
        "private_key",
        [
            "Here is the deploy key:\n{s}\nkeep it safe",
            "{s}",
        ],
        lambda: (
            "-----BEGIN RSA PRIVATE KEY-----\n"
            + "\n".join(_rand(rng, 64, ALNUM + "+/") for _ in range(4))
            + "\n-----END RSA PRIVATE KEY-----"
        ),
        n=8,
    )
    add(
        "password",
        [
            'DB_PASSWORD="{s}"',
            "password: {s}",
            "config.password = '{s}'",
        ],
        lambda: _password(rng),
    )
    add(
        "prose_password",
        [
            "My password is {s}",
            "The wifi password is {s}, it's on the fridge too.",
            "Her email password was {s} until last week.",
            "my bank password is now {s}",
            "The password for the garage door is {s}",
            "Login for the NAS: admin, password {s}",
            "the passcode is {s}",
            "Wifi password for the cabin: {s}",
            "He told me his Netflix password is {s} lol",
            "our alarm PIN code is {s}",
        ],
        lambda: _password(rng),
        n=20,
    )
    add(
        "card_number",
        [
            "My card number is {s}, exp 09/28",
            "Visa {s} on file for the hotel",
            "pay with {s}",
        ],
        lambda: _grouped(_luhn_complete("4", 16, rng)),
    )
    add(
        "card_number",
        ["Amex {s} is the company card", "card: {s}"],
        lambda: _luhn_complete("37", 15, rng),
        n=4,
    )
    add(
        "connection_string",
        [
            "DATABASE_URL=postgres://app:{s}@db.internal:5432/prod",
            "mongodb+srv://alice:{s}@cluster0.example.net/test",
            "redis://default:{s}@cache:6379/0",
        ],
        lambda: _rand(rng, 14),
    )
    add(
        "bearer_token",
        [
            "Authorization: Bearer {s}",
            "send the header 'Bearer {s}' with each call",
        ],
        lambda: _rand(rng, 40, ALNUM + "-_"),
    )
    add(
        "sendgrid_key",
        ["SENDGRID_API_KEY={s}"],
        lambda: f"SG.{_rand(rng, 22, ALNUM + '_-')}.{_rand(rng, 43, ALNUM + '_-')}",
        n=5,
    )
    add("gitlab_token", ["gitlab token {s}"], lambda: "glpat-" + _rand(rng, 20, ALNUM + "_-"), n=5)
    add(
        "api_token",
        [
            "The weather api key is {s}",
            "api_key: {s}",
            "client secret = {s}",
        ],
        lambda: _rand(rng, 24, string.ascii_lowercase + string.digits),
    )
    return out


def look_alikes(seed: int = 11) -> list[str]:
    """Secret-free texts that look like they might hold one: at least 150."""
    rng = random.Random(seed)
    out: list[str] = []
    for i in range(20):
        data = f"file-{i}".encode()
        out.append(
            rng.choice(
                [
                    f"The checksum is {hashlib.md5(data).hexdigest()}",
                    f"commit {hashlib.sha1(data).hexdigest()} fixed the login bug",
                    f"sha256: {hashlib.sha256(data).hexdigest()}",
                ]
            )
        )
    for _ in range(20):
        out.append(
            rng.choice(
                [
                    f"Order id {uuid.UUID(int=rng.getrandbits(128))} shipped today",
                    f"request-id {uuid.UUID(int=rng.getrandbits(128))}",
                ]
            )
        )
    prose = [
        "I forgot my password again and had to reset it.",
        "The password must be at least 12 characters long.",
        "My password is too short according to the bank.",
        "She changed her password after the phishing email.",
        "Passwords should never be written on sticky notes.",
        "The password is required to open the shared folder.",
        "He asked how to reset the wifi password.",
        "My password is expired, IT will send a new one.",
        "Use a password manager like 1Password or Bitwarden.",
        "The password reset link expired after an hour.",
        "Alice thinks her password is weak.",
        "The API key rotation is scheduled for Monday.",
        "The api key is stored in the vault, not in the repo.",
        "Bob lost the token for the parking garage.",
        "The secret to her lasagna is nutmeg.",
        "He is the bearer of bad news.",
        "Tokens in this model are about four characters long.",
        "The login page is slow today.",
        "My PIN is something I never share.",
        "Two-factor codes arrive by SMS.",
        "The PIN pad at the store was broken.",
        "Alice keeps her keys on a hook by the door.",
        "The access token expires after one hour.",
        "Credentials are managed by the IT department.",
        "The passcode screen appears after five minutes.",
    ]
    out.extend(prose)
    out.extend(
        rng.choice(
            [
                f"Call me at +1 415 555 {rng.randint(1000, 9999)}",
                f"My phone number is 07{rng.randint(100000000, 999999999)}",
                f"Tracking number 1Z{_rand(rng, 16, string.ascii_uppercase + string.digits)}",
                f"ISBN 978-{rng.randint(0, 9)}-{rng.randint(10000, 99999)}-"
                f"{rng.randint(100, 999)}-1",
                f"Flight LH{rng.randint(100, 9999)} leaves at "
                f"{rng.randint(1, 12)}:{rng.randint(10, 59)}",
                f"Invoice {rng.randint(10**7, 10**8)} is due on the {rng.randint(1, 28)}th",
                f"She ran {rng.randint(3, 42)} km on Sunday",
                f"Version {rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)} fixed it",
                f"See https://example.com/docs/{_rand(rng, 8).lower()}?page={rng.randint(1, 9)}",
                f"Room {rng.randint(100, 999)}, building {rng.choice('ABCDEF')}",
            ]
        )
        for _ in range(45)
    )
    for _ in range(20):  # long digit runs that fail the Luhn check
        card = _luhn_complete("4", 16, rng)
        wrong = card[:-1] + str((int(card[-1]) + 1) % 10)
        out.append(f"Reference number {' '.join(wrong[i : i + 4] for i in range(0, 16, 4))}")
    for _ in range(20):
        out.append(
            rng.choice(
                [
                    f"Image {_rand(rng, 22)}.png uploaded",
                    f"Her username is {rng.choice(['alice', 'bob', 'carol'])}{rng.randint(1, 999)}",
                    f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{_rand(rng, 43)} alice@laptop",
                    f"The Wi-Fi network is called "
                    f"{rng.choice(['Home', 'Cabin', 'Office'])}-{rng.randint(1, 99)}",
                ]
            )
        )
    return out
