"""Held-out privacy probe 44 (2026-12-04, written blind, 110 secrets and 90 look-alikes, 74
texts in fifteen other languages, through the API) on the code after probes 42 and 43's
fixes: 95 caught, 2 partly, 13 missed, 2 look-alikes flagged, against 93, 3, 14 and 2 on the
session's starting code. Its misses in general form, with variants (so tuned on it, and no
held-out check is left for these): an INI file's `bind_pw`, a PIN said "it's four seven one
nine" with no comma, a safe set to a combination, the right password after the wrong one
("It's not what I said, it's X!"), a password in two halves with a lower-case word for one,
an agent's tool log whose URL's "//" was read as a comment, a security answer "I set",
an e-mail and its password on one line, a card's "pin 2093" in lower case, Germany's ID
card number, a Portuguese recovery phrase, a Swedish one-time code in two threes. And what it
must leave: Microsoft's published KMS client key, a form's example CVV "000"."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "[ldap]\nserver = ldap://dc01.corp.local\nbind_dn = cn=svc-wiki,ou=services,dc=corp,dc=local\nbind_pw = Gr4nite-Falcon-19",
        "Gr4nite-Falcon-19",
    ),
    ("okay so remember my debit card pin it's four seven one nine got it", "four seven one nine"),
    ("Set the hotel room safe to 3-1-8-8-5-0 so I don't forget.", "3-1-8-8-5-0"),
    (
        "Wait, I gave you the wrong password earlier for the school portal. It's not what I said, it's Sunflower_22x! with the exclamation mark.",
        "Sunflower_22x",
    ),
    (
        "The router admin password has two halves. The first half is plover. The second half is 7731K. Just type them together with no space.",
        "plover",
    ),
    (
        "The router admin password has two halves. The first half is plover. The second half is 7731K. Just type them together with no space.",
        "7731K",
    ),
    (
        "[2024-05-11 14:02:33] tool_call browser.login(url='https://portal.kestrelbank.com', user='mhart', password='Cobalt*Rain*58') -> ok",
        "Cobalt*Rain*58",
    ),
    (
        "If the bank ever asks where I was born, the answer I set is Kilmarnock — not where I was actually born, so don't 'correct' it.",
        "Kilmarnock",
    ),
    ("Amazon -> marcus.p@fastmail.com : Drizzle88Vortex", "Drizzle88Vortex"),
    ("marcus.p@fastmail.com:Drizzle88Vortex", "Drizzle88Vortex"),
    ("Errands: pick up dry cleaning, withdraw cash (card pin 2093), call the vet", "2093"),
    ("Meine Personalausweisnummer ist LZ6R8K3T1, gültig bis 2029.", "LZ6R8K3T1"),
    (
        "Frase de recuperação da carteira Trust: lumber civil oyster frown kiwi assault mention decade velvet spray hedgehog notable. Guarda isso!",
        "oyster frown kiwi",
    ),
    ("Engångskoden från banken är 739 214, den gäller i fem minuter.", "739 214"),
]

LOOK_ALIKES = [
    "Microsoft's docs list the KMS client setup key for Windows 10 Pro as W269N-WFGWX-YVC9B-4J6C9-T83GX.",
    "In the checkout docs the card field example shows 0000 0000 0000 0000 and CVV 000 as placeholders.",
    "let creds = loadCreds // password: v2-only path",
    "git@github.com:org/repo.git",
    "ssh admin@host.example.com:2222",
    "mail jo@acme.com: re Q3 report",
    "the pin it's 2 inches long",
    "card pin reset in 2024",
    "Set the thermostat lock to 2024",
    "set the safe timer to 1500 seconds",
    "I entered the wrong password twice, it's locked now",
    "I was asked where I was born; the answer is Glasgow, and I moved at two.",
    "The first half is over and the second half is about to start.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
