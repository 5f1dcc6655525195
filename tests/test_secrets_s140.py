"""Misses and false alarms of a blind probe of the privacy guard (session 140: 197 secrets and
235 look-alikes, stressing code, config, logs, vendor tokens and other languages; written
before reading the rules and kept out of the tree), each fixed as a class of input, with
variants written here and look-alikes that must come back unaltered.

False alarms (the learned backstop's): a lockfile's `"integrity": "sha512-..."` and a go.sum
`h1:` hash, content digests named by their algorithm; and base64 padding read as an
assignment, which left the span "=" and the value around it. Misses: a Redis directive quoted
in a note ("redis.conf: requirepass X"); a password typed when something asks for it ("use X
when it asks for the keystore password"); a security answer in Portuguese or Romanian with the
question in brackets after its label; a seed phrase numbered with bare numbers ("1 candy 2
maple ..."); a two-word password said again glued ("hunter two ... huntertwo"); a password
spelled a character at a time ("p . a . n . d . a . 7 . 7"); a quoted phrase after "wifi pass
is"; the token of a password-reset or magic sign-in link. And two found after reading the rules, in
variants of the probe's config texts: a camelCase key ending in "Pass", a quoted "passphrase"
key whose value is words."""

from __future__ import annotations

from service.privacy import PrivacyGuard
from service.secret_backstop import shipped
from tests.privacy_checks import case_tests, flagged

GUARD = PrivacyGuard()

# -- content digests named by their algorithm (the backstop's false alarms) -------------------

DIGESTS = [
    'package-lock.json: "integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+'
    'LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg=="',
    'package-lock.json: "integrity": "sha512-Zq4Lm8vT2xR9kP3wN7yB6cF1hJ5sD0gA4eR8uI2oPzXcVbNmL4k'
    'JhGfDsA9qW3eRtYuIoP1aSdFgHjKlZxCvBnM=="',
    "go.sum: golang.org/x/net v0.24.0 h1:1PcaxkF854Fu3+lvBIx5SYn9wRlBzzcnHZSiaFFAb0w=",
]


def test_a_named_digest_is_left_by_the_backstop() -> None:
    backstop = shipped()
    assert backstop is not None
    for text in DIGESTS:
        assert list(backstop.spans(text)) == [], text
        assert flagged(GUARD, text) == [], text


def test_base64_padding_is_no_assignment() -> None:
    """The model's span is the whole value, not the "=" after "...eXo=" read as a name."""
    backstop = shipped()
    assert backstop is not None
    text = "backup of the encryption thing, keep private: ZW5jcnlwdGlvbktleTIwMjR4eXo=="
    assert [text[s:e] for _, s, e in backstop.spans(text)] == ["ZW5jcnlwdGlvbktleTIwMjR4eXo=="]


# -- the misses ------------------------------------------------------------------------------

SECRETS = [
    # a Redis directive quoted after its file's name or a verb
    ("redis.conf: requirepass Brass-Kettle-61", "Brass-Kettle-61"),
    ("I set masterauth Xk29-plover on the replica.", "Xk29-plover"),
    ("the cache box has requirepass 'tulip#Vane4' in its config", "tulip#Vane4"),
    # typed when something asks for a password, or at its prompt
    ("Use Marl1n-Dock! when it asks for the keystore password", "Marl1n-Dock!"),
    ("type Orca-Lamp-77 when the VPN client prompts for a password", "Orca-Lamp-77"),
    ("enter Kx9!mQ2p at the passphrase prompt", "Kx9!mQ2p"),
    ("paste hunter22 when you are prompted for the password", "hunter22"),
    # a security answer with the question in brackets after the label
    ("Minha resposta para a pergunta de segurança (cidade onde nasci) é Coimbra.", "Coimbra"),
    ("Răspunsul de securitate (numele primului animal) este Azorel", "Azorel"),
    # a seed phrase numbered with bare numbers
    (
        "Trezor seed backup 1 orbit 2 velvet 3 canyon 4 lemon 5 ribbon 6 frost 7 tackle "
        "8 embark 9 pistol 10 glacier 11 muffin 12 oyster 13 vendor 14 crater 15 lyrics",
        "5 ribbon 6 frost",
    ),
    (
        "ledger recovery words: 1 quiz 2 sudden 3 alpha 4 beach 5 ocean 6 wrap 7 famous "
        "8 pilot 9 salad 10 glove 11 vivid 12 armor",
        "12 armor",
    ),
    # a two-word password said again glued
    ("The wifi password is 'purple rain' but you type it as purplerain", "purplerain"),
    ("vault passphrase is copper lantern, all one word: copperlantern", "copperlantern"),
    # a password spelled a character at a time
    ("the admin password is p a n d a 7 7", "p a n d a 7 7"),
    ("password: k 9 x m 2 q", "k 9 x m 2 q"),
    ("the router password is  z . e . b . r . a . 4 (no dots)", "z . e . b . r . a . 4"),
    # a quoted phrase after "wifi pass is"
    ("the wifi pass is 'seven lazy otters'", "seven lazy otters"),
    ("My wifi pass is \u201corange moon rising\u201d", "orange moon rising"),
    # the token of a password-reset or magic sign-in link
    (
        "reset link: https://id.example.net/password-reset/0b6e2c4a-1f3d-4a8e-9c7b-5d2e8f1a3b6c",
        "0b6e2c4a-1f3d-4a8e-9c7b-5d2e8f1a3b6c",
    ),
    (
        "magic sign-in: https://app.example.io/magic-link/Qz7Lm2Xv9KpR4wTn8YsB",
        "Qz7Lm2Xv9KpR4wTn8YsB",
    ),
]

LOOK_ALIKES = [
    "requirepass and masterauth must match on every node",
    "the requirepass directive is commented out in redis.conf",
    "redis.conf has requirepass ${REDIS_PASSWORD}",
    "use v2.3.1 when it asks for the version",
    "use Ctrl+Alt+Del when it asks for the password",
    "Use caution! when it asks for the password, check the URL",
    "A pergunta de segurança (nome do primeiro animal) é obrigatória",
    "Top 12 list: 1 apple 2 pear 3 plum 4 kiwi 5 lime 6 fig 7 date 8 grape 9 melon 10 mango "
    "11 peach 12 cherry",
    "race results 1 Lewis 2 Max 3 Charles 4 Lando 5 Oscar 6 George 7 Carlos 8 Sergio "
    "9 Fernando 10 Lance 11 Pierre 12 Esteban",
    "The password policy: A B C D E all required",
    "The password policy: A, B, C, D, E all required",
    "Password strength: A B C D E",
    "the wifi pass is 'on the fridge'",
    "my boarding pass is 'mobile only' this time",
    "see https://help.example.com/reset-password/how-to-reset-your-password-2024",
    "https://example.com/verify/4821",
    "the reset page is https://accounts.example.org/reset-password and it works now",
]

test_a_probe140_secret_is_redacted, test_a_probe140_look_alike_is_left = case_tests(
    SECRETS, LOOK_ALIKES
)


# -- found after reading the rules, in variants of the probe's config texts --------------------

# a camelCase key ending in "Pass" ("adminPass: ..."; snake case "_pass" was read already) and
# a quoted "passphrase" key in JSON, whose value may be words ("password" was read already)
CONFIG_SECRETS = [
    ("adminPass: Rumble-Seat-42", "Rumble-Seat-42"),
    ('const smtpPass = "Rumble42x";', "Rumble42x"),
    ('{"passphrase": "correct staple horse battery"}', "correct staple horse battery"),
    ('{"wifi_passphrase": "sunny day at the beach"}', "sunny day at the beach"),
]
CONFIG_LOOK_ALIKES = [
    "adminPassHash: 5f4dcc3b5aa765d61d8327deb882cf99",
    "firstPass: 3 laps",
    "bypass: true",
    "userPass: ${USER_PASS}",
    '{"passphrase": "<your passphrase>"}',
    '{"passphrase_min_length": "12 chars"}',
]

test_a_config_secret_is_redacted, test_a_config_look_alike_is_left = case_tests(
    CONFIG_SECRETS, CONFIG_LOOK_ALIKES
)


# -- a key that names a record, not one that opens it ------------------------------------------

RECORD_KEYS = [
    "The Figma file key is 8xQ2mL7vR1nW8kZ3 in the URL",
    "Google Sheets key 1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms is the shared budget sheet",
    "the spreadsheet key: 1Qm8vX2rT9kLp4WnZ8yB3cF6hJ1sD5gA0eR7uI2oPzXc",
]
AGE_KEY = "AGE-SECRET-KEY-1QX9VLM2RTK8PWN4ZSY7BC3FH1JD6GA0EU5OIRTYPQW3E7VX9ML2TR4PK8"
OPENING_KEYS = [
    (
        "the backup encryption file key is Xq9vLm2RtK8pWn4ZsY7bC3fH1jD6gA0eU5oIrTyP",
        "Xq9vLm2RtK8pWn4ZsY7bC3fH1jD6gA0eU5oIrTyP",
    ),
    (
        "the file key is sk_live_51Hc9QmK2vLpX7rT4nW8yZ3aB6dE0fG1hJ",
        "sk_live_51Hc9QmK2vLpX7rT4nW8yZ3aB6dE0fG1hJ",
    ),
    (f"the age file key is {AGE_KEY}", AGE_KEY),
]

test_an_opening_key_is_redacted, test_a_record_key_is_left = case_tests(OPENING_KEYS, RECORD_KEYS)


# -- found in review, from look-alikes written next to the fixes ----------------------------------

# a link segment's name joined by "_" is a page's or a record's name, as a dashed slug is; and a
# quoted word after "wifi pass is" that says how the pass stands is no password; a camelCase
# key of a ticket's pass ("seasonPass", "skiPass") holds its tier or zone, no password
REVIEW_SECRETS = [
    ("reset: https://acme.example.com/reset-password/a8f3k2m9q7x1z5w4b6", "a8f3k2m9q7x1z5w4b6"),
    ("https://app.example.io/magic-link?t=Xk29_sLmQ8pZr7TnWvYb", "t=Xk29_sLmQ8pZr7TnWvYb"),
    ("the router pass is 'purple monkey dishwasher'", "purple monkey dishwasher"),
    ('rootPass = "Tr0ub4dor&3"', "Tr0ub4dor&3"),
]
REVIEW_LOOK_ALIKES = [
    "https://example.com/confirm/booking_reference_2024",
    "https://example.com/reset?lang=en&page=faq_section_12345",
    "https://status.example.com/activate/incident_report_20240514",
    'the network pass is "free for guests"',
    'the account pass was "expired"',
    'the server pass is "valid until June"',
    "seasonPass: Gold-2024",
    'skiPass = "Ischgl-3day"',
    "busPass: Zone1-2",
]

test_a_review_secret_is_redacted, test_a_review_look_alike_is_left = case_tests(
    REVIEW_SECRETS, REVIEW_LOOK_ALIKES
)
