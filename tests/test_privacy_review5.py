"""What the fifth review found (the call, chat, record-key and language rules, and the filters
for booking references, postal PIN codes and card numbers): look-alikes they flagged and
secrets they missed, written by a reviewer against the rules, each one now handled."""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

LOOK_ALIKES = [
    "What's the GL code for the office party?\nFinance: 6420",
    "What's the tax code for the office supplies?\nAcct: 6010",
    "What's the zoning code for the building permit?\nClerk: 4471",
    "What's the budget code for the garage repairs?\nAna: 7710",
    "What's the HS code for the safe you shipped?\nBroker: 8303",
    "Which cost code for the door hardware? Dana: seventy-one ten",
    "Agent: I'll text the verification code to the number ending four four one two.",
    "Agent: the one-time code went to the phone ending in six seven eight nine.",
    "Reset the PIN for the card ending four four one two.",
    "Agent: I've reset the passcode on the account ending three three two one.",
    "The door code for unit two four one nine is on the fridge.",
    "Your security code was emailed to room four one two oh.",
    "the verification code was sent to extension four four one oh",
    "building code section one oh one two applies to the stair width",
    "the access code to level two three four five is a separate card",
    "What time do they rotate the door code? Dana: eleven forty, every Monday.",
    "When's the password change? Ops: eleven twenty.",
    "what's the price of a new keypad for the gate code? Jo: ninety-nine ninety-nine",
    "Did you change the password? Tom: 1 2 3 4 tickets closed today",
    "The building code was revised, yes it's 2024 edition now.",
    "How many security code scanning alerts are open?\nPriya: 148.",
    "When did we add the security code requirement to checkout?\nIT: 2019.",
    "What are the numbers on the back of the ticket?\nSam: 4471.",
    "What's the CVV error rate this week?\nAnalyst: 1200.",
    "Agent: What's the expiry date and CVV?\nCaller: 2027, and 318.",
    "Agent: Last four of the card and the CVV?\nCaller: 4821, 318.",
    "Agent: Can you answer your security question?\nCaller: Sure.",
    "Agent: What's your mother's maiden name?\nCaller: Sorry, I forgot.",
    "Agent: Do you remember your secret question?\nCaller: Nope.",
    "Caller: I forgot my security question, can you reset it?\nAgent: Certainly.",
    "Agent: What was your first pet's name?\nCaller: Hmm, let me think.",
    "What's your maiden name, for the form?\nHR: Thanks.",
    "Did you set a security question?\nDana: Not Yet.",
    "Who's handling the security question rollout?\nMaria: Jonathan.",
    "Any update on the security question redesign?\nPM: Friday.",
    "Agent: Please give me the membership number on the card so I can reset your password.\n\nCaller: 20448813",
    "Please rotate the wifi password on the guest network.\n\n1200 guests expected on Friday.",
    "Agent: To reset the password, what's your employee number?\nEmployee No: 448213",
    "Can you please reset my password?\nCase: 48213",
    "Can you please reset my password?\nExt: 4410",
    "Please confirm the new door code is live?\nPostal Code: 10115",
    "I need to reset the alarm code, can someone help?\nBadge: 20417",
    "Q: How many users were hit by the login code outage?\nA: 1200",
    "How many password changes did we log last week?\nOps: 1432",
    "Agent: Please confirm your date of birth before I reset your PIN.\nCaller: 1 4 0 3 8 7",
    "What's the password for the guest wifi? Also what's the room number?\nGuest: 1204",
    "Agent: I need the last 4 of your social to reset the password.\nCaller: yeah 7812",
    "Agent: Before I send the one-time code, what's your house number?\nCaller: 1600",
    '{"name": "Ana", "birth_city": "Lisbon", "nationality": "PT"}',
    '{"id": "security_question_reset", "answer": "Contact support"}',
    "security_answer: not set",
    "IT-Helpdesk für Passwort-Resets: 4410",
    "忘记密码请联系IT分机：8021",
    "パスワードリセットの内線は4410です",
    "密码重置工单号：48213",
    "Kennwort-Service: 0800",
    "Amazon order 4539148803436467 shipped",
]

SECRETS = [
    ("Your reservation is confirmed (confirmation code HMX4Q2). Door code: 4821", "4821"),
    ("Hotel check-in: confirmation no. 55120, safe code 7731", "7731"),
    ("Airbnb booking confirmed. Confirmation #88213, lockbox code 4821.", "4821"),
    ("Your Ticketmaster confirmation code is 482913. Don't share it with anyone.", "482913"),
    ("Lockbox pin code: 482913. Address: 14 MG Road, Pune.", "482913"),
    ("My debit card pin code: 482913. Shipping address updated.", "482913"),
    ("SIM pin code 739201 - keep it in the city apartment drawer", "739201"),
    ("Set up new SBI card. PIN code: 482913. Billing address confirmed.", "482913"),
    ("Door PIN code: 204816; the address is 12 Baker Street", "204816"),
    ("Email address changed. New card PIN code: 739201.", "739201"),
    ("Mumbai trip: hotel safe pin code 739201", "739201"),
    ("मेरा एटीएम पिन 482913 है", "482913"),
    ("My RuPay card: 8171 2345 6789 0125", "8171 2345 6789 0125"),
    ("Troy kartım: 9792 0305 0340 0004", "9792 0305 0340 0004"),
    ("Humo karta 9860 0101 2345 6781", "9860 0101 2345 6781"),
    ("UATP card 1100 0000 0000 007", "1100 0000 0000 007"),
    ("Kreditkarte „4539 1488 0343 6467“ bitte sicher aufbewahren", "4539 1488 0343 6467"),
    ("Номер карты:\xa04539 1488 0343 6467", "4539 1488 0343 6467"),
    ("Tarjeta: «4539 1488 0343 6467»", "4539 1488 0343 6467"),
    ("クレカ番号：4539148803436467", "4539148803436467"),
    ("付款账号：6222021234567890128", "6222021234567890128"),
    ('{"card_number": "4111111111111111", "expiry": "12/27", "security_code": "123"}', "123"),
    ('{"pin": "2048"}', "2048"),
    ('{"card_pin": "1987"}', "1987"),
    ('security_answer = "Rex1"', "Rex1"),
    ("security_answer: fluffy2", "fluffy2"),
    ("把路由器密码换成了Hn#58213", "Hn#58213"),
    ("Ich habe das Passwort auf Hund#1234 geändert", "Hund#1234"),
    ("J'ai changé le mot de passe en Soleil#44", "Soleil#44"),
    ("Cambié la contraseña a Tigre#2024", "Tigre#2024"),
    ("senha nova Praia#2024 pro wifi", "Praia#2024"),
    ("Пароль поменял на Kot#2024", "Kot#2024"),
    ("Hasło zmieniłem na Kot#2024", "Kot#2024"),
    ("Wachtwoord gewijzigd naar Fiets#2024", "Fiets#2024"),
    ("パスワードをHana#2024に変更しました", "Hana#2024"),
    ("What's the alarm code again?\nMum: 1987", "1987"),
    ("door code? Dad: 4821", "4821"),
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_reviewed_look_alike_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_a_reviewed_secret_is_found(guard: PrivacyGuard, text: str, secret: str) -> None:
    assert covered(guard, text, secret), flagged(guard, text)
