"""What the seventh review and my own chat cases found (2026-12-01, fifth session): secrets
given bare in a later chat turn, under names and time stamps, and look-alikes the older rules
flagged (a word cut short by backtracking, status words after "password is", account names
after "login", order, client and product codes in other languages), each one now handled."""

# ruff: noqa: E501

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

LOOK_ALIKES = [
    "Código de reserva: ABX492",
    "Password: (see 1Password vault 'Home')",
    "He said the password was really long, like 20 characters",
    "wifi password: ask the host",
    "My password was compromised in the breach",
    "The password was leaked last year",
    "The password is case-sensitive",
    "My password is outdated",
    "password was rejected twice",
    "The password is whatever Tom set up",
    "The password is complicated",
    "Password is pending approval",
    "password: TBD",
    "Password: N/A",
    "password: none",
    "password: (ask Maria)",
    "password: see vault",
    "Login: via SSO",
    "Login is via Google SSO",
    "login: SSO only",
    "wifi password is whatever is on the box",
    "The password is very long",
    "My password is 128 characters",
    "Her password was pretty long",
    "the wifi password is super long",
    "His password is extremely long",
    "The password was quite long, honestly",
    "password is way too long",
    "passcode is six digits",
    "Código de cliente: 4471",
    "El código de reserva es 4471",
    "Código de seguimiento: 9400111899",
    "Código de producto: 88213",
    "El código del producto es 88213",
    "Código de pedido: 4471-2231",
    "Código de área: 0341",
    "El código de la asignatura es MAT1042",
    "Codice articolo: 88213",
    "Il codice cliente è 44712",
    "Codice della pratica: 2024-4471",
    "Code de la commande : 44712",
    "Le code du cours est INF1042",
    "Der Code der Bestellung ist 44712",
    "Code des Produkts: 88213",
    "code van de bestelling: 44712",
    "Código do pedido: 44712",
    "Código de referencia del pago: 4471 2231",
    "Login: anna_k",
    "Spotify login: anna.k",
    "Her login is annak",
    "login: admin",
    "Login was successful at 09:14",
    "login is broken since the update",
    "Credentials: see vault",
    "credentials: AWS SSO profile dev",
    "Maria: what's the wifi password?\nTom: on the fridge",
    "User: what's my password policy?\nAssistant: Twelve characters minimum.",
    "User: I reset my password yesterday\nAssistant: Great\nUser: Thanks",
    "Agent: What's the PIN code for delivery?\nCustomer: 560034",
    "User: who set up the wifi password?\nAssistant: Kowalski",
    "User: when does my password expire?\nAssistant: Tomorrow",
    "Maria: wifi pw?\nTom: ask dad",
    "Maria: wifi pw?\nTom: dunno",
    "User: save my door code please\nAssistant: Sure, what is it?\nUser: Actually never mind",
    "Agent: I'll send a verification code. What's your zip?\nCustomer: 94110",
    "User: the password manager is Bitwarden\nAssistant: Noted.",
    "Jon: what's the door code?\nPriya: Ask Facilities",
    "User: remind me to change my password\nAssistant: When?\nUser: Friday",
    "User: which password manager do you recommend?\nAssistant: Bitwarden",
    "Anna: did you change the wifi password?\nBen: Yesterday",
    "User: My Netflix password stopped working\nAssistant: Try resetting it.\nUser: Done",
    "User: Is the alarm code still the same?\nAssistant: Yes",
    "User: what's a good password?\nAssistant: Something long, like four random words.",
]

SECRETS = [
    (
        "User: remember my Netflix password for me\nAssistant: Of course. What is it?\nUser: bluebirdsinging",
        "bluebirdsinging",
    ),
    (
        "User: what should I do if I forget my gmail password?\nAssistant: I can store it for you. What is it?\nUser: hold on, let me check the weather first\nAssistant: It's sunny, 22°C.\nUser: ok, it's Pancake77!",
        "Pancake77!",
    ),
    (
        "User: store the password for the family iPad\nAssistant: What is it?\nUser: elephantpurple",
        "elephantpurple",
    ),
    (
        "User: my work laptop password - can you remember it?\nAssistant: Yes, please type it.\nUser: Tr1cycle#Blue",
        "Tr1cycle#Blue",
    ),
    (
        "Agent: Please tell me the password for your online account.\nCustomer: it's mountainriver",
        "mountainriver",
    ),
    (
        "user: what was the password for the vpn again, I told you last week\nassistant: You said it was Kestrel42Falcon.",
        "Kestrel42Falcon",
    ),
    (
        "User: can you keep my door code?\nAssistant: What is it?\nUser: Let me ask my wife\nUser: she says it's 5521",
        "5521",
    ),
    ("Q: ¿Cuál es la contraseña del wifi?\nA: perrito123", "perrito123"),
    (
        "User: Merke dir mein Passwort fürs Onlinebanking.\nAssistant: Wie lautet es?\nUser: Tannenbaum77",
        "Tannenbaum77",
    ),
    ("User: запомни пароль от почты\nAssistant: Какой?\nUser: Medved2020", "Medved2020"),
    (
        "User: what's my Disney+ password again?\nAssistant: You told me it was 'mickeymouse'.",
        "mickeymouse",
    ),
    (
        "Turn 1 (user): I want to store my email password.\nTurn 2 (assistant): Sure, go ahead.\nTurn 3 (user): the answer is orangejuice",
        "orangejuice",
    ),
    (
        "User: password for the shared Dropbox?\nAssistant: What should I save?\nUser: no wait, first the username: team@acme.io\nAssistant: Got it. And the password?\nUser: paperclip",
        "paperclip",
    ),
    ("User: what's the gate code again?\nAssistant: You told me it was 4417#.", "4417#"),
    (
        "User: I'm going to give you my gmail password\nAssistant: OK, but please be careful sharing passwords.\nUser: understood. It's lavenderfields",
        "lavenderfields",
    ),
    (
        "[09:14] Maria: what's the password for the shared Netflix?\n[09:15] Tom: ravenclaw",
        "ravenclaw",
    ),
    (
        "[09:14] Maria: what's the password for the shared Netflix?\n[09:15] Tom: one sec\n[09:16] Tom: ravenclaw",
        "ravenclaw",
    ),
    ("Maria: wifi pw?\nTom: greenapple", "greenapple"),
    ("Maria: wifi pw?\nTom: greenapple99", "greenapple99"),
    (
        "Maria: what's the wifi password\nTom: it's on the fridge\nMaria: I can't find it\nTom: ok it's greenapple",
        "greenapple",
    ),
    ("User: Can you store my locker combination?\nAssistant: Sure.\nUser: 12-30-4", "12-30-4"),
    (
        "User: can you note the garage code for me\nAssistant: Sure, what is it?\nUser: 5 5 2 1, then press enter",
        "5 5 2 1",
    ),
    ("Alex: hey what's the netflix login\nSam: alex.fam@gmail.com / Sunflower!22", "Sunflower!22"),
    (
        "User: I keep forgetting my bank PIN\nAssistant: I can remember it for you.\nUser: ok it's 7394",
        "7394",
    ),
    (
        "Customer: I can't log in\nAgent: Can you confirm the verification code we just texted you?\nCustomer: 482 913",
        "482 913",
    ),
    ("User: my gmail app password is abcd efgh ijkl mnop", "abcd efgh ijkl mnop"),
    ("User: here's the server login — root / Tr0ub4dor&3", "Tr0ub4dor&3"),
    ("Mom: the alarm code changed\nMom: new one is 2580\nMe: thanks", "2580"),
    ("User: remember my locker combo: 14-28-7", "14-28-7"),
    (
        "User: save this: SSH passphrase for my laptop key is 'blue kettle morning'",
        "blue kettle morning",
    ),
    ("[10:02] Priya: the door code for the office is 3-9-1-7\n[10:03] Jon: thx", "3-9-1-7"),
    ("User: wifi at the cabin -> network: PineLodge, pass: moose2020", "moose2020"),
    ("User: The 2FA backup codes are 4829-1736, 9931-0247, 5518-6620", "4829-1736"),
    ("Dad: what's the pin for the debit card again?\nMe: 0917", "0917"),
    ("User: add to notes - bike lock 4-digit code is 8 3 0 5", "8 3 0 5"),
    ("User: store my apple id: j.smith@icloud.com pw Orchard#1987", "Orchard#1987"),
    ("Assistant: Please type your one-time code.\nUser: 551 204", "551 204"),
    (
        "User: the password for the family laptop is our dog's name plus the year: Biscuit2019",
        "Biscuit2019",
    ),
    ("Sam: whats the wifi pw at grandmas\nAlex: grandmaloves2bake", "grandmaloves2bake"),
    (
        "User: what's my router admin password?\nAssistant: You saved it as 'Falcon-Nest-88'.",
        "Falcon-Nest-88",
    ),
    ("User: new hire onboarding: temp password for Jake is Welcome2024!", "Welcome2024!"),
    ("User: remember the gate code\nAssistant: What is it?\nUser: star 4 4 1 9", "4 4 1 9"),
    ("Priya: did you get the otp\nJon: yeah 662 018", "662 018"),
    ("User: Can you hold on to my Venmo password? It's coffeebean", "coffeebean"),
    ("User: pw for the shared drive = Lantern_Blue_7", "Lantern_Blue_7"),
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
