"""What the twenty-eighth privacy probe (blind: 357 secrets, 300 look-alikes; 320 caught and
9 flagged on the session's starting code, in process) found, as general cases: keys named by
what they are for (an account key, a signing secret, a UUID after "auth key"), a private key
named in German with an article, a password after "Passwort?" or "parola d'ordine", words
joined by dots or dashes after a passphrase's name, a PIN in brackets, security answers in
other languages and under a list's heading, recovery codes as a bulleted list, an
authenticator secret in one run, session cookies named as such, a bank password of digits in
Spanish or Portuguese, a seed phrase named after its words or joined by dashes; and the
look-alikes it flagged: keys said to be public, a webhook template, published test cards
with their CVC, Hardhat's mnemonic, a password named as a style."""
# ruff: noqa: E501  (one case a line, as written)

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

SEED = "lava orbit gentle humor pulse vapor crane salad fiber noble theme proud"

SECRETS = [
    ("Weaviate auth key 7c2e9b14-55d0-4c8e-9a61-0f3b2d7e8a45", "7c2e9b14-55d0-4c8e-9a61-0f3b2d7e8a45"),
    ("Resend api key — 9f2c4e1a7b3d5f60812e4c9a0b7d3f15", "9f2c4e1a7b3d5f60812e4c9a0b7d3f15"),
    ("AccountKey for the backups account: Qm9vdHN0cmFwMjAyNHhZ7kLpR2vT9wX3bN5cH8jF1dG6sA0eU4iO+yZ/mQ==", "Qm9vdHN0cmFwMjAyNHhZ7kLpR2vT9wX3bN5cH8jF1dG6sA0eU4iO+yZ/mQ=="),
    ("Stripe webhook signing secret: 4e1b7c9a2f5d8e0b3c6a9f2e5d8b1c4a7f0e3d6b", "4e1b7c9a2f5d8e0b3c6a9f2e5d8b1c4a7f0e3d6b"),
    ("Der private Schlüssel des Kontos: 5f1e9d3c7b2a6f0e4d8c2b6a0f4e8d2c6b0a4f8e2d6c0b4a8f2e6d0c4b8a2f6e", "5f1e9d3c7b2a6f0e4d8c2b6a0f4e8d2c6b0a4f8e2d6c0b4a8f2e6d0c4b8a2f6e"),
    ("Passwort? tqmv582KXR#", "tqmv582KXR#"),
    ("Credenziali del NAS: utente admin, parola d'ordine Lampone77!", "Lampone77!"),
    ("Die Passphrase für das Backup lautet: river.candle.orbit.plum.jazz", "river.candle.orbit.plum.jazz"),
    ("vault pass phrase → cactus-meadow-silver-lantern-27", "cactus-meadow-silver-lantern-27"),
    ("He keeps his PIN (4096) on a sticky note.", "4096"),
    ("Sicherheitsfrage: Name der Grundschule? Antwort: Lindenhof", "Lindenhof"),
    ("Pregunta de seguridad: ¿nombre de tu mejor amiga de la infancia? Respuesta: Marisol", "Marisol"),
    ("Domanda di sicurezza: nome della nonna materna — Assunta", "Assunta"),
    ("Bank security questions:\n1. favourite teacher: Mr Okafor\n2. first car: Corolla", "Okafor"),
    ("The 'secret word' the bank uses for phone calls is juniper.", "juniper"),
    ("Backup codes for the Google account\n- 4k9dm2xq7p\n- 8vt3nw6zr1\n- 2hb5yc9pl4", "8vt3nw6zr1"),
    ("Recovery key for Ana's Apple ID: QW7E-R2TY-U8IO-P4AS-D6FG-H1JK-L3ZX", "QW7E-R2TY-U8IO-P4AS-D6FG-H1JK-L3ZX"),
    ("google authenticator secret K5DX2Q7ZMN3PLW4RT6YV (for the VPN)", "K5DX2Q7ZMN3PLW4RT6YV"),
    ("Session cookie (connect.sid) is s%3AqR7kLm2Xv9pT4wZ8bN1cY5dF3gH6jK0aE2sD7fG9hJ4kL1zX", "s%3AqR7kLm2Xv9pT4wZ8bN1cY5dF3gH6jK0aE2sD7fG9hJ4kL1zX"),
    ("Santander: NIE + clave 582904", "582904"),
    ("Banco do Brasil: agência 1234, senha eletrônica 803517", "803517"),
    (SEED + " <- that's the wallet seed, keep it offline", "gentle humor pulse"),
    ("BIP39: " + SEED.replace(" ", "-"), "gentle-humor-pulse"),
]  # fmt: skip

LOOK_ALIKES = [
    "Algolia search-only API key (public, used in the search box): 3f9c2a7e1b5d8f0a4c6e9b2d7f1a3c5e",
    "Sentry DSN (public, shipped in the web bundle): https://4b7e2c9a1f3d5e8b0c6a9f2d4e7b1c3a@o1234.ingest.sentry.io/98765",
    "The Windows 11 Pro KMS client setup key (public GVLK from Microsoft) is W269N-WFGWX-YVC9B-4J6C9-T83GX",
    "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ",
    "Stripe 3DS test card: 4000 0027 6000 3184",
    "Adyen test card from the docs: 5555 3412 4444 1115, CVC 737, exp 03/2030",
    "Hardhat's default mnemonic is 'test test test test test test test test test test test junk'.",
    "Don't pick a P@ssw0rd-style password; use four random words.",
    "Security answer: I always make up answers and keep them in the vault.",
    "Security questions: Settings -> Account Recovery",
    "Pregunta de seguridad del parking: ¿quién abre la barrera? Respuesta: Vigilante.",
    "Password policy: min-length-twelve",
    "The password is on vault.corp.example.com",
    "The authenticator seed is base32, like JBSWY3DPEHPK3PXP in the RFC example.",
    "Backup codes:\n- print them\n- keep them safe",
    "The PIN (personal identification number) must have 4 digits.",
    "la clave 2024 del concurso",
    "The secret word game is great",
    "The api key rotation happened on 2024-05-01.",
    "Passwort? Vergessen.",
    "Team name ideas: antique drill oppose frog super exit capital leave seed",
    # an adversarial review of these rules (/tmp/s38/review_priv): what they must leave alone
    "Spring Boot: the password property is spring.datasource.password, read from the vault.",
    "Our Wi-Fi password pattern is adjective-noun-number, new one every quarter.",
    "Password vault: vault.acme.internal (HashiCorp, behind the VPN).",
    "New SIM: the network's default PIN (1234) must be changed on first use.",
    "Ordered a replacement hinge PIN (884213) for the dishwasher door.",
    "Office address: 12 MG Road, Bengaluru, PIN (560001).",
    "Peguei a senha de atendimento 0427 no cartório.",
    "La materia tiene clave 1407 en el plan de estudios.",
    "Security question: the caller could not answer it — Escalated",
    "Sicherheitsfrage: wird ab Version 3 nicht mehr abgefragt — Produktteam",
    "The secret word for today's Wordle was crane.",
    "The memorable word for each customer is different.",
    "Azure client secret name: GithubActionsDeploy2025 (the value is in Key Vault).",
    "Fix: webhook secret check now constant-time — 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "The auth key 3f1c9a2e-7b4d-4e8a-9c6f-1d2b3a4c5e6f row in tailscale_keys is just our DB id.",
    "Session cookie domain is .auth.example.com for all subdomains.",
    "Session cookie screenshot: Screenshot_2024-03-01_at_14.35.12_devtools.png in the bug report.",
    "TOTP secret JBSWY3DPEHPK3PXP is the example from the Google Authenticator wiki.",
    "Cache key 9f2c4e1a7b3d5f60812e4c9a0b7d3f15 for the Weather API responses expires hourly.",
    "Der öffentliche Schlüssel der Wallet lautet 5f1e9d3c7b2a6f0e4d8c2b6a0f4e8d2c6b0a4f8e2d6c0b4a8f2e6d0c4b8a2f6e.",
    "Lizenzschlüssel kommt per Mail, Bestellnummer ist 4711-0815-2024-0042.",
    "Security questions:\n- first pet: Simon the cat",  # no answer cut inside "Simon"
]  # fmt: skip

REVIEW_SECRETS = [
    ("This repo is public, but the admin API key is Xk9vQ2mT7pL4wR8sZ1nB6yH3cF5jD0gA", "Xk9vQ2mT7pL4wR8sZ1nB6yH3cF5jD0gA"),
    ("Unlike the public key, the secret API key is sk_9vQ2mT7pL4wR8sZ1nB6yH3cF5jD0gA", "sk_9vQ2mT7pL4wR8sZ1nB6yH3cF5jD0gA"),
    ("Stripe's 4242 4242 4242 4242 works in sandbox; my real Visa is 4539 1488 0343 6467, CVC 381", "381"),
]  # fmt: skip


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_probe28_secret_is_covered(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize(("text", "secret"), REVIEW_SECRETS)
def test_a_secret_beside_a_public_or_test_value_is_still_covered(
    guard: PrivacyGuard, text: str, secret: str
) -> None:
    assert covered(guard, text, secret), flagged(guard, text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_probe28_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []
