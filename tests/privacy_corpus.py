"""A generated corpus for the privacy guard: realistic secret-bearing memories (with the exact
secret value to grep for) and secret-free look-alikes (hashes, UUIDs, prose about passwords).

Generated from a fixed seed so every run sees the same texts; tokens follow each provider's
published format with random bodies (none of them is a live credential).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import random
import string
import uuid
from collections.abc import Callable

from mnemonic import Mnemonic

from tests.corpus_random import ALNUM
from tests.corpus_random import digits_of as _digits
from tests.corpus_random import rand as _rand
from tests.privacy_corpus_contexts import (
    context_look_alikes,
    context_secrets,
    message_and_language_secrets,
    spoken_and_form_secrets,
)


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


def _wif(rng: random.Random) -> str:
    """A compressed mainnet private key in wallet import format, checksum and all."""
    raw = b"\x80" + rng.randbytes(32) + b"\x01"
    raw += hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    n, out = int.from_bytes(raw, "big"), ""
    while n:
        n, r = divmod(n, 58)
        out = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"[r] + out
    return out


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
    for kind, templates, make in _platform_tokens(rng):
        add(kind, templates, make, n=2)
    _said_codes(rng, add)
    _more_phrasings(rng, add)
    context_secrets(rng, add)
    message_and_language_secrets(rng, add)
    spoken_and_form_secrets(rng, add)
    add(
        "api_token",  # no "is" or ":" between the name and the value
        [
            "the api key {s} for the staging box",
            "use token {s} for the webhook",
            "client secret {s}",
        ],
        lambda: _rand(rng, 32, string.ascii_lowercase + string.digits),
        n=6,
    )
    add(
        "api_token",  # env-style names
        ["AWS_SESSION_TOKEN={s}", "DJANGO_SECRET_KEY={s}"],
        lambda: _rand(rng, 40, string.ascii_lowercase + string.digits),
        n=2,
    )
    add("password", ["wifi: HomeNet / pass: {s}"], lambda: _password(rng), n=2)
    add(
        "password",
        ["mysql -u root -p{s} prod", "pg_dump --password={s} app", "db_password: {s}"],
        lambda: _rand(rng, 14, string.ascii_lowercase + string.digits),
        n=3,
    )
    add(
        "basic_auth",
        ["Authorization: Basic {s}"],
        lambda: base64.b64encode(f"alice:{_rand(rng, 10)}".encode()).decode(),
        n=2,
    )
    add(
        "security_answer",
        ["My security answer is {s}", "recovery answer: {s}"],
        lambda: rng.choice(["Fluffy the hamster", "Maple Street", "Mrs Okafor"]),
        n=2,
    )
    add(
        "seed_phrase",
        ["My wallet's seed phrase is {s}", "recovery words: {s}", "Mnemonic phrase = {s}"],
        lambda: " ".join(rng.choice(BIP39_WORDS) for _ in range(rng.choice([12, 24]))),
        n=3,
    )
    add(
        "private_key",
        ["The bitcoin private key is {s}", "PRIVATE_KEY={s}"],
        lambda: "5K" + _rand(rng, 49),
        n=2,
    )
    add("connection_string", ["redis://:{s}@cache.internal:6379/0"], lambda: _rand(rng, 14), n=1)
    add("password", ["My password's {s}.", "the passcode's {s}"], lambda: _password(rng), n=2)
    add(
        "password",
        [
            "Her username is jdoe and pass is {s}",
            "bank account password - {s}",
            "He set his password to {s}",
            "Use '{s}' as the temp password",
            "Login with admin / {s}",
            "She uses the password '{s}' everywhere",
            "passwd: {s}",
        ],
        lambda: _password(rng),
        n=7,
    )
    add(
        "api_token",
        ["The API key for OpenWeather is {s}", "the wifi is HomeNet and the key is {s}"],
        lambda: _rand(rng, 32, HEX),
        n=2,
    )
    add(
        "access_code",
        ["Locker combination {s}", "Door code: {s}", "Their office alarm code is {s}"],
        lambda: "-".join(str(rng.randint(1, 40)) for _ in range(rng.choice([3, 4]))),
        n=3,
    )
    add("pin", ["PUK code {s}", "the PUK is {s}"], lambda: str(rng.randint(10**7, 10**8 - 1)), n=2)
    add(
        "password",
        [
            "DB_PASSWORD={s}",
            '{{"user": "kiosk", "password": "{s}"}}',
            "<password>{s}</password>",
            "WIFI:T:WPA;S:Guest;P:{s};;",
            "I use the same password everywhere: {s}",
            "Router admin creds are admin / {s}",
            "Recuerda: mi contraseña del correo es {s}",
            "Passwort für das WLAN: {s}",
            "curl -u ci:{s} https://ci.example.org/job",
            "sshpass -p '{s}' ssh pi@10.0.0.4",
            "docker login registry.example.org -u deploy -p {s}",
            'echo "{s}" | sudo -S apt upgrade',
            "mysql -u root -p'{s}' app",
        ],
        lambda: _password(rng),
        n=13,
    )
    add(
        "one_time_code",
        ["GitHub recovery code (one of ten): {s}", "Google backup code: {s}"],
        lambda: f"{rng.randint(1000, 9999)}{_rand(rng, 1, 'abcdef')}-{_rand(rng, 5, HEX)}",
        n=2,
    )
    add(
        "totp_secret",
        ["Manual entry key for the MFA app: {s}"],
        lambda: " ".join(_rand(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(8)),
        n=1,
    )
    add(
        "password",
        [
            "Netflix login sam@example.org, pw {s}",
            "wifi at the cabin: network BlueFox, key {s}",
            'network={{\n  ssid="HomeNet"\n  psk="{s}"\n}}',
            "- router admin: admin / {s}",
            "ldapsearch -x -D cn=admin,dc=example,dc=org -w '{s}' -H ldap://ldap",
            "jdbc:oracle:thin:scott/{s}@//ora-prod:1521/ORCL",
            "Agent: What's the password for the shared drive?\nUser: it's {s}",
        ],
        lambda: _password(rng),
        n=7,
    )
    add(
        "api_token",
        ["new ADO PAT for the agent pool is {s}", "co = cohere.Client('{s}')"],
        lambda: _rand(rng, 40),
        n=2,
    )
    add(
        "seed_phrase",
        ["Ledger backup (24 words): {s}", "wallet words, keep offline:\n{s}"],
        lambda: Mnemonic("english").to_mnemonic(rng.randbytes(rng.choice([16, 32]))),
        n=2,
    )
    add("private_key", ["bitcoin-cli importprivkey {s} cold false"], lambda: _wif(rng), n=1)
    add(
        "access_code",
        [
            "ok so the code for the gate is {s}, just push hard",
            "il codice del cancello è {s}",
            "el código de la puerta del portal es {s}",
            "User: what was the alarm code again?\nUser: it's {s}, for the cleaner",
        ],
        lambda: " ".join(str(rng.randint(0, 9)) for _ in range(4)),
        n=4,
    )
    add(
        "pin",
        ["my debit card pin is {s}", "PIN's {s}"],
        lambda: " ".join(
            rng.choice(["four", "eight", "two", "one", "zero", "seven"]) for _ in range(4)
        ),
        n=1,
    )
    add(
        "pin",
        ["PIN's {s}", "meine PIN lautet {s}", "mijn pincode is {s}"],
        lambda: f"{rng.randint(1000, 9999)}",
        n=3,
    )
    add(
        "ssn",
        ["my social is {s} if the accountant asks"],
        lambda: f"{rng.randint(100, 899)} {rng.randint(10, 99)} {rng.randint(1000, 9999)}",
        n=1,
    )
    add(
        "password",
        [
            "my pasword for the benefits portal is {s}",
            "Hey can you keep my VPN password somewhere, it's {s}",
            "My PayPal password got reset to {s} yesterday",
            "when it asks, type {s} — that's the password for the drive",
            "Nope, the password changed. New one's {s}.",
            'The password (don\'t laugh) is "{s}"',
            "Usuario: mgarcia, clave: {s}",
            "la password della mail è {s}",
            'db, err := sql.Open("mysql", "root:{s}@tcp(127.0.0.1:3306)/app")',
            "db.internal:5432:prod:app_rw:{s}",
            "The password for the shared family Hulu is {s}",
            "My Amazon password, in case you need to reorder the filters: {s}",
            "Email is dana@example.org, pass {s}",
            "I use {s} for basically everything",
            "redis-cli -h cache-01 -p 6379 -a {s} INFO memory",
            "Wifi: HomeNet5G / {s}",
        ],
        lambda: _password(rng),
        n=16,
    )
    add(
        "ssn",
        ["here's my SSN for the W-4 form: {s}", "Mi número de seguro social es {s}"],
        lambda: f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
        n=2,
    )
    add(
        "access_code",
        [
            "Lockbox at the cabin is {s}. Spare key inside.",
            "Our garage keypad is {s}",
            "Der Bestätigungscode von der Bank ist {s}",
        ],
        lambda: str(rng.randint(1000, 9999)),
        n=3,
    )
    add(
        "okta_token",
        ['curl -H "Authorization: SSWS {s}" https://x.okta.com'],
        lambda: "00" + _rand(rng, 40),
        n=1,
    )
    add(
        "ssn",
        ["Her SSN is {s}.", "social security number: {s}", "SSN {s} on the tax form"],
        lambda: f"{rng.randint(100, 899)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}",
        n=6,
    )
    return out


HEX = "0123456789abcdef"
# Words of the BIP-39 list (a wallet's recovery words are drawn from its 2,048).
BIP39_WORDS = [
    "abandon",
    "ability",
    "acid",
    "ribbon",
    "viable",
    "panda",
    "cousin",
    "stock",
    "ring",
    "drift",
    "crane",
    "mother",
    "ginger",
    "hour",
    "across",
    "zebra",
    "wisdom",
    "uncle",
    "timber",
    "sauce",
    "planet",
    "orbit",
    "noble",
    "lunar",
    "jungle",
    "ivory",
    "habit",
    "fabric",
    "eager",
    "dinosaur",
    "canyon",
    "bamboo",
]
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l".upper()


def _platform_tokens(rng: random.Random) -> list[tuple[str, list[str], object]]:
    """Developer-platform tokens: each provider's prefix, length and alphabet, random body."""
    r = functools.partial(_rand, rng)
    return [
        (
            "huggingface_token",
            ["HF_TOKEN={s}", "my Hugging Face token {s} has write access"],
            lambda: "hf_" + r(34, string.ascii_letters),
        ),
        ("huggingface_token", ["the org token {s} is for CI"], lambda: "api_org_" + r(34)),
        ("gitlab_token", ["runner registered with {s}"], lambda: "glrt-" + r(20, ALNUM + "_-")),
        (
            "digitalocean_token",
            ["DIGITALOCEAN_TOKEN={s}", "doctl auth init -t {s}"],
            lambda: "dop_v1_" + r(64, HEX),
        ),
        (
            "databricks_token",
            ["DATABRICKS_TOKEN={s}", "the Databricks PAT is {s}."],
            lambda: "dapi" + r(32, HEX),
        ),
        (
            "shopify_token",
            ["Shopify admin token: {s}", "SHOPIFY_API_SECRET={s}"],
            lambda: rng.choice(["shpat_", "shpss_", "shpca_"]) + r(32, HEX),
        ),
        (
            "atlassian_token",
            ["JIRA_API_TOKEN={s}", "the Atlassian token {s} is for the Jira sync"],
            lambda: "ATATT3xFfGF0" + r(180, ALNUM + "_-") + "=" + r(8, HEX.upper()),
        ),
        (
            "linear_key",
            ["LINEAR_API_KEY={s}", "Linear key {s} for the triage bot"],
            lambda: "lin_api_" + r(40),
        ),
        (
            "notion_token",
            ["NOTION_TOKEN={s}", "the Notion integration secret is {s}"],
            lambda: rng.choice(["ntn_" + r(11, string.digits) + r(35), "secret_" + r(43)]),
        ),
        (
            "replicate_token",
            ["REPLICATE_API_TOKEN={s}", "use {s} for the Replicate runs"],
            lambda: "r8_" + r(37),
        ),
        ("groq_key", ["GROQ_API_KEY={s}", "Groq key: {s}"], lambda: "gsk_" + r(52)),
        (
            "perplexity_key",
            ["PPLX_API_KEY={s}", "the Perplexity key {s} is rate limited"],
            lambda: "pplx-" + r(48),
        ),
        ("xai_key", ["XAI_API_KEY={s}", "grok key {s}"], lambda: "xai-" + r(80)),
        (
            "vercel_token",
            ["VERCEL_TOKEN={s}", "the Vercel deploy token is {s}"],
            lambda: rng.choice(["vcp_", "vci_", "vca_"]) + r(56),
        ),
        (
            "doppler_token",
            ["DOPPLER_TOKEN={s}", "doppler login with {s}"],
            lambda: rng.choice(["dp.pt.", "dp.st.prd."]) + r(43),
        ),
        (
            "mailgun_key",
            ["MAILGUN_API_KEY={s}", "Mailgun private key {s}"],
            lambda: "key-" + r(32, HEX),
        ),
        (
            "square_token",
            ["SQUARE_ACCESS_TOKEN={s}", "the Square sandbox token {s}"],
            lambda: rng.choice(["EAAA" + r(60, ALNUM + "_-"), "sq0atp-" + r(22, ALNUM + "_-")]),
        ),
        (
            "heroku_key",
            ["HEROKU_API_KEY={s}", "the Heroku API key is {s}"],
            lambda: rng.choice(
                ["HRKU-AA" + r(58, ALNUM + "_-"), str(uuid.UUID(int=rng.getrandbits(128)))]
            ),
        ),
        (
            "azure_storage_key",
            [
                "DefaultEndpointsProtocol=https;AccountName=media;AccountKey={s};EndpointSuffix=core.windows.net",
                "Endpoint=sb://bus.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={s}",
            ],
            lambda: r(86, ALNUM + "+/") + "==",
        ),
        (
            "newrelic_key",
            ["NEW_RELIC_API_KEY={s}", "New Relic user key {s}"],
            lambda: "NRAK-" + r(27, string.ascii_uppercase + string.digits),
        ),
        (
            "sentry_dsn",
            [
                "SENTRY_DSN=https://{s}@o4504.ingest.sentry.io/4505",
                "dsn: https://{s}@sentry.example.com/7",
            ],
            lambda: r(32, HEX),
        ),
        ("sentry_token", ["SENTRY_AUTH_TOKEN={s}"], lambda: "sntryu_" + r(64, HEX)),
        (
            "grafana_token",
            ["GRAFANA_TOKEN={s}", "Grafana service account token {s}"],
            lambda: rng.choice(
                ["glc_" + r(80, ALNUM + "+/") + "==", "glsa_" + r(32) + "_" + r(8, HEX)]
            ),
        ),
        (
            "postman_key",
            ["POSTMAN_API_KEY={s}", "the Postman key {s}"],
            lambda: "PMAK-" + r(24, HEX) + "-" + r(34, HEX),
        ),
        (
            "pulumi_token",
            ["PULUMI_ACCESS_TOKEN={s}", "pulumi login with {s}"],
            lambda: "pul-" + r(40, HEX),
        ),
        (
            "age_secret_key",
            ["# created: today\n{s}", "the age identity is {s}"],
            lambda: "AGE-SECRET-KEY-1" + r(58, BECH32),
        ),
        (
            "google_oauth",
            ["GOOGLE_CLIENT_SECRET={s}", "the OAuth client secret {s}"],
            lambda: "GOCSPX-" + r(28, ALNUM + "_-"),
        ),
        ("vault_token", ["VAULT_TOKEN={s}"], lambda: "hvs." + r(95, ALNUM + "_-")),
        (
            "docker_hub_token",
            ["docker login -u ci -p {s}", "Docker Hub token {s}"],
            lambda: "dckr_pat_" + r(27, ALNUM + "_-"),
        ),
        ("supabase_key", ["SUPABASE_ACCESS_TOKEN={s}"], lambda: "sbp_" + r(40, HEX)),
    ]


def _said_codes(rng: random.Random, add: Callable[..., None]) -> None:
    """Short codes said in prose: door, gate and alarm codes, PINs, CVVs, one-time codes."""
    digits = functools.partial(_digits, rng)

    add(
        "access_code",
        [
            "the door code for the office is {s}",
            "The alarm code is {s}, disarm it within a minute.",
            "gate code {s}# then wait for the buzz",
            "The code to the front door is {s}.",
            "the garage door code is now {s}",
            "Keypad code: {s}",
            "the lockbox code for the cabin is {s} (key inside)",
            "use the unlock code {s} if the tablet locks again",
            "Door code {s}, second floor on the left.",
            "passcode: {s}",
            "the security code for the building entrance is {s}",
            "The combination to the safe is {s}",
        ],
        lambda: digits(rng.choice([4, 4, 5, 6]))(),
        n=12,
    )
    add(
        "pin",
        [
            "my PIN is {s}",
            "Her debit card PIN: {s}",
            "the pin for the bike lock is {s}",
            "SIM PIN {s}, don't lose it",
            "his bank PIN number is {s}",
        ],
        digits(4),
        n=5,
    )
    add(
        "card_cvv",
        ["CVV {s}", "the CVV on the back is {s}", "card security code: {s}"],
        digits(3),
        n=3,
    )
    add(
        "one_time_code",
        [
            "verification code / OTP is {s}",
            "Your verification code is {s}. It expires soon.",
            "the 2FA code was {s}, already used",
            "OTP: {s}",
            "the one-time password is {s}",
        ],
        digits(6),
        n=5,
    )
    add(
        "one_time_code",
        ["The recovery code is {s}", "backup codes: {s} (the rest are in the drawer)"],
        lambda: f"{_rand(rng, 4, string.digits + 'abcdef')}-{rng.randint(1000, 9999)}",
        n=2,
    )


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
        "I noticed a spiderman pin on your purse. Is Spider-Man your favorite superhero?",
        "Access code 403 errors spiked after the deploy.",
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
        "Invoice 123-45-6789 is paid.",
        "Use token bucket rate limiting with 100 requests per second.",
        "The secret ingredient is 3 eggs.",
        "The auth token expires after 3600 seconds.",
        "The api key v2-endpoint-config lives in the settings page.",
        "Token 2049 is a conference in Dubai.",
        "Boarding pass: gate B, seat 14C.",
        "Set max_tokens=4096 for the long answers.",
        "token_count: 1200 after the summary",
        "Basic authorization is required for the admin page.",
        "The security answer is what you set at signup.",
        "Run mysql -u root -p and type it when asked.",
        "Use --password without a value to be prompted.",
        "SECRET_SAUCE=garlic",
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
    out.extend(
        [
            "The recovery phrase is something you write down on paper and keep in a drawer",
            "Her seed phrase is stored offline in a safe at her parents' house",
            "The password's length must be at least 12 characters.",
            "Her password's strength is 3/5 on the meter",
            "Her private key is stored on a YubiKey.",
            "The private key is in ~/.ssh/id_ed25519",
            "Her PIN was blocked after three tries.",
            "The key is to be patient.",
            "Key: Q3-2024-results",
            "His pass was valid until 2024.",
            "She changed her password to something stronger.",
            "Use Google as the login provider.",
            "Log in with Google / Apple",
            "The password reset link expires in 24 hours.",
            "The dress code is smart casual.",
            "password: <redacted>",
            'password: "{{ vault_db_password }}"',
            "DB_PASSWORD=${DB_PASSWORD}",
            "Example in the docs: sk-xxxxxxxxxxxxxxxxxxxxxxxx",
            "Mapbox public token for the map widget: pk.eyJ1IjoiYWNtZSJ9.abc123def456ghi789",
            "The transaction hash is 0x" + "ab" * 32,
            "Phone IMEI 357311806480687 (for the insurance claim).",
            "The password is... ha, nice try, I'm not telling you.",
            'password = os.environ["DB_PASSWORD"]',
            "password = getpass.getpass('Password: ')",
            'data:\n  password: ""',
            "db:\n  password: !vault |\n    $ANSIBLE_VAULT;1.1;AES256",
            "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
            "STRIPE_PUBLISHABLE_KEY=pk_live_54exKhcnr1WngCWWFyTKt4ca",
            "il codice postale di Roma centro è 00184",
            "The lunch combo is 12.99 with fries.",
            "kubectl create secret generic db --from-file=password=./secrets/db_password.txt",
            "Traceback:\n    pw = form[\"password\"]\nKeyError: 'password'",
            'curl -u "$ARTIFACTORY_USER:$ARTIFACTORY_PASS" -T build.zip https://artifacts.example',
            "config loaded: {'db_password': '***REDACTED***'}",
            "def connect(host: str, user: str, password: str | None = None):",
            "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSJ9.abcdefghijklmnop';",
            "I use Python3 for basically everything.",
            "Boarding pass B12345 is in the app.",
            "Attendees: dana@acme.io, raj@acme.io, li@acme.io",
            "docker pull ubuntu/squid:5.2 and then vagrant init ubuntu/focal64",
            "The wifi is slow again, it's 2.4GHz only here.",
            "Agent: Which pin is the LED on?\nUser: it's GPIO17",
            "The shortcut key is Ctrl+Shift+F10; the partition key is tenantId2024.",
            'img = Image("Screenshot-2024-03-01-at-10.42.31-AM.png")',
            "We use 1Password as the password manager.",
            "The password for the new guest wifi is printed on the card.",
            "Shopping list: coffee, orange, soup, honey, onion, garlic, sugar, banana, olive,"
            " butter, salt, lemon",
            "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB",
            "password: {{ .Values.postgresql.auth.password | quote }}",
            "POSTGRES_PASSWORD=\nREDIS_URL=redis://localhost:6379/0",
            "The AWS docs use AKIAIOSFODNN7EXAMPLE as the sample key id.",
            "CSC 110 is the intro course and the network key point is 18-to-49-year-olds.",
            "Words to learn: abandon ability able about above absent absorb abstract absurd"
            " abuse access accident",
        ]
    )
    out.extend(context_look_alikes())
    out.extend(_numbers_that_are_not_codes(rng))
    out.extend(_almost_tokens(rng))
    return out


def _numbers_that_are_not_codes(rng: random.Random) -> list[str]:
    """Numbers near the words of the short-code rules (code, PIN, OTP...) that are no secret."""
    fixed = [
        "Meet me in room 4711 after lunch.",
        "The postal code is 10115, Berlin.",
        "Dial country code +49 first, then the number.",
        "HTTP code 503 means the service is down.",
        "The promo code is SAVE20 until Friday.",
        "Upgrade to version 4.7.11 tonight.",
        "We moved to Python 3.11 last month.",
        "Call the front desk at 555-0142.",
        "The code review is at 10:30.",
        "The code is in the repo under src/.",
        "The source code for 2.4.1 is tagged.",
        "Code 404 means the page was not found.",
        "The product code 4711-B is out of stock.",
        "GPIO pin 17 drives the LED.",
        "Connect the sensor to pin 13 and pin 4 is ground.",
        "PIN 13 on the header carries 5V.",
        "The alarm goes off at 0630 every day.",
        "The gate code is on the sticky note by the phone.",
        "The door code changed in 2019.",
        "The alarm code has 4 digits.",
        "The door code is 4 digits long.",
        "The building code (IBC 2021) requires handrails.",
        "The security code review found 12 issues.",
        "The verification code expires in 10 minutes.",
        "Her PIN has 4 digits.",
        "Enter the 6-digit OTP within 5 minutes.",
        "The door code for room 4711 is on the card.",
        "Her tax code 1257L is on the payslip.",
        "Our OTP rate in 2023 was 94%.",
        "The CVV field accepts 3 or 4 digits.",
        "The PIN reset costs 5 euros.",
        "The verification code was sent to +1 415 555 0134.",
        "I got the 2FA code on my phone at 10:42.",
        "The sort code 12-34-56 is printed on the statement.",
        "The unlock code request takes 2 days.",
        "The security code is 2FA-protected now.",
        "The alarm code was set in 2019 and never changed.",
        "The OTP is valid for 30 seconds.",
        "The lock code was reset to the factory default.",
        "The tutorial covers Morse code, QR code layouts and Python 3.12.",
        "The backup code list has 10 entries.",
        "CSC 110 is the intro course; code review is in CSC 210.",
        "PIN-protected since 2020, the phone asks every 4 hours.",
        "OTP-based login since 2019 for all 350 staff.",
    ]
    made = [
        rng.choice(
            [
                f"Her zip code is {rng.randint(10000, 99999)}.",
                f"The area code {rng.randint(200, 999)} covers the north side.",
                f"The installer failed with error code {rng.randint(1000, 9999)}.",
                f"The API returned status code {rng.choice([200, 301, 404, 500, 503])}.",
                f"Use discount code SPRING{rng.randint(2020, 2030)} at checkout.",
                f"Order {rng.randint(10000, 99999)} arrives on Tuesday.",
                f"The house was built in {rng.randint(1900, 2024)}.",
                f"The bike cost ${rng.randint(1, 9)},{rng.randint(100, 999)} last year.",
                f"Gate {rng.randint(1, 60)} at terminal {rng.randint(1, 5)}, boarding at "
                f"{rng.randint(10, 23)}:{rng.randint(10, 59)}.",
                f"Flight LH {rng.randint(1000, 9999)} leaves from door {rng.randint(1, 9)}.",
            ]
        )
        for _ in range(16)
    ]
    return fixed + made


def _more_phrasings(rng: random.Random, add: Callable[..., None]) -> None:
    """Secrets written down the ways agents and people do beyond "X is Y": a password changed
    to a value, named in another language, a lock that opens with a number, a security answer,
    a session cookie, a credential passed to a function, a Vault token."""
    digits = functools.partial(_digits, rng)
    add(
        "prose_password",
        [
            "Heads-up: the build server password was changed to {s} this morning.",
            "Karim reset the router password yesterday to {s}.",
            "The wiki admin password, according to Dana, is {s}.",
            "The old FTP password is still {s} - nobody rotated it.",
            "The office VPN pre-shared key is {s}",
            "Das Kennwort f\u00fcr das NAS ist {s}.",
            "La contrase\u00f1a del router es {s}",
            "A senha do servidor de testes \u00e9 {s}",
            "Het wachtwoord van de printer is {s}.",
            "Пароль от роутера: {s}",
            "路由器的密码是 {s}",
            "define('SMTP_PASSWORD', '{s}');",
        ],
        lambda: _password(rng),
        n=12,
    )
    add(
        "access_code",  # door and gate codes in other languages, with or without a verb
        [
            "De deurcode is {s}",
            "Kod do drzwi to {s}",
            "Kap\u0131 kodu {s}",
            "Portkoden \u00e4r {s}",
            "El c\u00f3digo de la puerta es {s}",
            "\u95e8\u7981\u5bc6\u7801\uff1a{s}",
        ],
        digits(4),
        n=6,
    )
    add(
        "prose_password",
        [
            "Wifi \u015fifresi {s} olarak ayarland\u0131",
            "\ube44\ubc00\ubc88\ud638\ub294 {s} \uc785\ub2c8\ub2e4",
            "wifi ka password hai {s}",
            "Parola wifi este {s}",
            "can u remember my email password its {s}",
            "wifi pass at the cabin: {s}",
            "my password is literally {s} haha",
        ],
        lambda: _password(rng),
        n=7,
    )
    add(
        "access_code",
        [
            "The bike lock opens with {s}.",
            "The key box by the back gate has code {s}.",
            "Gym locker: I set it to {s}.",
            "Grandpa's padlock unlocks with {s}",
        ],
        digits(4),
        n=4,
    )
    add(
        "access_code",
        ["The shed lock has the combination {s}.", "My locker combination is {s}"],
        lambda: "-".join(str(rng.randint(0, 39)) for _ in range(3)),
        n=2,
    )
    add(
        "pin",
        ["I use {s} as my PIN on every card.", "Meine Geheimzahl ist {s}.", "Mi PIN es {s}"],
        digits(4),
        n=3,
    )
    add(
        "security_answer",
        [
            "For the security question about my first school I answered {s}.",
            "Security question 'favourite teacher' - my answer is {s}.",
        ],
        lambda: rng.choice(["Miss Harlow", "Saint Brendan", "Mr Okafor"]),
        n=2,
    )
    add(
        "seed_phrase",  # a named phrase whose checksum fails (one word mistyped) is one still
        ["Recovery phrase for the old wallet: {s}", "Seed words (write down!): {s}"],
        lambda: " ".join(rng.choice(Mnemonic("english").wordlist) for _ in range(12)),
        n=2,
    )
    add(
        "session_cookie",
        ["Set-Cookie: sessionid={s}; Path=/; HttpOnly", "Cookie: theme=dark; sid={s}"],
        lambda: _rand(rng, 32, string.ascii_lowercase + string.digits),
        n=2,
    )
    add("vault_token", ["VAULT_TOKEN for dev: {s}"], lambda: "hvs." + _rand(rng, 24), n=1)
    add(
        "prose_password",  # laid out as data: a table's or an export's password column
        [
            "| System | Login | Password |\n|---|---|---|\n"
            "| Wiki | ops | {s} |\n| CRM | ops | SSO |",
            "site,user,password\nrouter,admin,{s}\nprinter,admin,none",
            "The mail password was changed yesterday to {s}",
        ],
        lambda: _password(rng),
        n=3,
    )
    add(
        "one_time_code",  # every code of the list, not just the first
        [
            "Backup codes (print them): 1. 4471-8812 2. 9013-5530 3. {s}",
            "Recovery codes: x71k-29aa, {s}",
        ],
        lambda: (
            f"{rng.randint(1000, 9999)}-{_rand(rng, 4, string.ascii_lowercase + string.digits)}"
        ),
        n=2,
    )
    add(
        "prose_password",
        ["Created an app password for the mail client: {s}"],
        lambda: " ".join(_rand(rng, 4, string.ascii_lowercase) for _ in range(4)),
        n=1,
    )


def _almost_tokens(rng: random.Random) -> list[str]:
    """Prefixes of platform tokens without a token, and ids close to one."""
    return [
        "hf_hub_download fetched the model from the hub.",
        "ghp_, hf_, gsk_ and r8_ are token prefixes; never paste the rest.",
        "The key-value store keeps 4096 entries.",
        f"Mailgun's public key is pubkey-{_rand(rng, 32, HEX)} (safe to share).",
        "See https://sentry.io/organizations/acme/issues/4711/ for the crash.",
        f"Heroku app {uuid.UUID(int=rng.getrandbits(128))} was scaled to 3 dynos.",
        "The dapi endpoint returned 200.",
        "secret_santa_2024 is the name of the spreadsheet.",
        "The EAAA battery pack lasts 10 hours.",
        "Age keys start with AGE-SECRET-KEY-1 and are 74 characters long.",
        f"Build id dop_v1_{_rand(rng, 12, HEX)} is too short to be a token.",
        "NRAK- keys are New Relic user keys; NRII- keys insert data.",
        "Run sklearn and sk-video in the same venv.",
        "Our Vercel project is vc_prod_main and the Doppler config is dp.prd.",
        f"Tips go to 0x{_rand(rng, 40, HEX)} on Ethereum.",
        '{"error":"invalid_token","error_description":"The token expired"}',
        "  ~ password = (sensitive value)",
        "# the password is read from the keyring at start-up",
        "The safe was delivered in 2019 and the locker room opens with the new season.",
        "The combination of both plans is what we chose.",
        "For the security question the bank only accepts letters.",
        "We rotated the password to a random one last week.",
        "The padlock emoji means the repo is private.",
        "| System | Login | Password |\n|---|---|---|\n"
        "| Wiki | ops | SSO |\n| CRM | ops | ask Dana |",
        "Password, username and email are required.\nWe use Okta, Duo and YubiKey 5 keys.",
        "Backup codes: printed and stored in the safe since 2024.",
        "La contrase\u00f1a debe tener al menos 12 caracteres.",
        "Der Code 404 bedeutet, dass die Seite fehlt.",
        "\u015eifre en az 8 karakter olmal\u0131.",
        "password bhool gaya hoon yaar, reset karna hai",
        "Kod pocztowy to 00-950 Warszawa.",
        "The password and its hash are stored separately.",
        "what is the wifi password? no idea, ask Sam",
        "Der T\u00fcrcode f\u00fcr Haus 1234 ist bei Ana.",
        "Kap\u0131 kodu 2024 y\u0131l\u0131nda de\u011fi\u015fti.",
        "\ube44\ubc00\ubc88\ud638\ub294 2024\ub144\uc5d0 \ubc14\uafe8\uc5b4\uc694.",
        "| Suite | Pass | Fail |\n|---|---|---|\n| unit | 1204 | 3 |\n| e2e | 2311 | 12 |",
        "| Model | Token | Cost |\n|---|---|---|\n| small | 8192 | $0.01 |",
        "The password is currently 16 characters.",
        "Emergency codes: 911, 112, 999",
    ]
