"""The review of session 190's privacy rules (commit b9cb27c): everyday text they redacted and
obvious variants of their secrets they missed. Each look-alike here was flagged by b9cb27c and
not by the rules before it; each secret was missed by b9cb27c.

- "memorable" in everyday use ("the most memorable place we visited was Kyoto") and poetry's
  "spoken word" are no bank's memorable word or alarm's verbal password (`secret_memorable`,
  `secret_security`);
- a maiden name in a family's story is no answer because the text says "call", "bank",
  "answered", "asked us", "app" or "phone" somewhere (`secret_memorable._ACCOUNT`);
- people asking ("when the kids ask about my first pet I say Rufus") are no login;
- "pass to/for" as a verb, or with a program's argument ("flags to pass to the build:
  --jobs=4"), is no pass (`secret_short_names`);
- Spanish "clave" (a key, a keyword), Italian "parola" (a word), Ukrainian "гасло" (a slogan),
  English "passphrase ... to/on X" and "password manager è X" give no letters-only password
  (`secret_foreign_values`, `password_words`);
- a date, a span of years or a phone number after "medical record" is no record number;
- a chip's or a connector's PIN in Chinese or Japanese is no card's PIN.
"""

# ruff: noqa: RUF001  (Cyrillic letters that look like Latin ones)
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("Pendleton is my memorable word", "Pendleton"),
    ("my memorable word's Pendleton", "Pendleton"),
    ("Sandcastle is the verbal password for the alarm", "Sandcastle"),
    ("Ferreira is my mother's maiden name for the Barclays security check", "Ferreira"),
    # (still read: the bank asks with a quoted question)
    (
        "BPI asks 'mother's maiden name' and I put Villanueva there, NOT Santos.",
        "Villanueva",
    ),
]

LOOK_ALIKES = [
    "The most memorable place we visited was Kyoto.",
    "Her most memorable word from the trip was Gelato.",
    "A memorable name for the product is Zephyr.",
    "The most memorable place I've lived is Lisbon, hands down.",
    "User says the most memorable word they learned in Japanese was Komorebi.",
    "Spoken word: Poetry Slam on Friday.",
    "Grandma's maiden name was Okafor; we call her Nana.",
    "Her maiden name was Kowalski, and she answered every question about Poland with a smile.",
    "My mother's maiden name is Rossi, she still rings her sisters in Naples every Sunday.",
    "Her maiden name is Nguyen; she works at the bank on Elm Street.",
    "Mum's maiden name was Jones, which is why the family app lists her as Mary Jones.",
    "The bride kept her maiden name, which is Fitzgerald, on the account of tradition.",
    "Her maiden name, Schmidt, appears on the old phone book page.",
    "Her maiden name was Petrova; she asked us to use it on the wedding invitations.",
    "When the kids ask about my first pet I say Rufus, our old dog; need to call the insurance.",
    "When clients ask about our first school partnership, say Greenfield. Account manager is Tom.",
    "Remember to pass to the compiler: -std=c++17",
    "The argument to pass for retries is max=5",
    "Flags to pass to the build: --jobs=4",
    "What to pass to the API: api_version=2",
    "Pass to the constructor: max_retries=3, timeout=10",
    "Pass to function is by_reference",
    "The pass to the winger was 40m, a beauty.",
    "the env to pass to docker run: DEBUG=1",
    "pass to the next stage: score>=80",
    "Value to pass for the region is eu-west-1",
    "pass to the template is user.name_full",
    "Palabras clave: machineLearning, DeepLearning",
    "La clave del éxito es TrabajoDuro.",
    "Clave del producto: ProductKey en la caja",
    "Il mio password manager è SecureSafe.",
    "Il password manager consigliato è LogMeOnce.",
    "The passphrase is stored on YubiKey.",
    "Pipe the passphrase to OpenSSL when signing.",
    "La parola dell'anno è DeepFake.",
    "Гасло бренду — JustDoIt",
    "Гасло кампанії: #StandWithUkraine",
    "Гасло у соцмережах #StandWithUkraine",
    "Гасло до акції BeBrave2024",
    "Гасло на футболках SlavaUkraini!",
    "Це гасло в Instagram #ukraine_now",
    "Пароль для учётки admin@corp.com сбрасывается через портал",
    "Пароль для сервиса хранится в vault_kv2",
    "Medical record 2023-11-02: BP 120/80, follow-up in 6 weeks.",
    "Reviewed the medical record 2015-2020 for the audit.",
    "medical record # 555-123-4567 is the records office phone",
    "コネクタのPIN：1234は電源です",
    "接口PIN是1234号脚",
    "ICのPIN番号は2048ピン目",
    "引脚PIN:1024",
    "Pass was a through ball then a cross - Saka7 scored",
    "When recruiters ask about my first job, I say Deloitte. Updated my LinkedIn account.",
    "If the app asks about your first school, say Skip — the question is optional.",
    "The memorable place, Santorini, was stunning.",
    "I'll pass for now: maybe_later",
    "La palabra clave del SEO es MarketingDigital",
    "Гасла на мітингу: FreeUkraine, StopWar",
    # (a name first is read only before the secret's own name, its clause opened)
    "Jones was her maiden name; she grew up in Leeds.",
    "It is my memorable word, apparently.",
]

test_a_missed_variant_is_redacted, test_an_everyday_text_is_left_alone = case_tests(
    SECRETS, LOOK_ALIKES
)
