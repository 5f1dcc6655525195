"""Probe 48's leftovers, fixed in general form in the session of 2026-12-05 (tuned on
probe 48, so these are not held-out figures): a service's text message with its code ("Your
Uber code: 7042. Never share it.", "704219 is your Instagram code"), a card's digits on the
back of a named card, a meeting's host key "for" something, "Aadhaar no." (the abbreviation's
point is no sentence end), a seed phrase after its name with words on no list, a password's
name with an aside between dashes, a table's "Admin pass" column, a Wi-Fi key named in German,
a PIN's digits said one by one in Spanish, French, Italian, Portuguese or German, the answer to
a security question in those languages and in Japanese.
The look-alikes are the references a text message also carries (zip, promo, order, tracking,
error codes) and lists that are not seed phrases."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        '{"event":"sms.received","body":"Your Coinbase code: 704-219. Expires in 10 min."}',
        "704-219",
    ),
    ("Your Uber code: 7042. Never share it.", "7042"),
    ("704219 is your Instagram code. Do not share it.", "704219"),
    ("Security alert from Chase. Your code: 558130", "558130"),
    ("Use 604211 to sign in to your Steam account", "604211"),
    ("the 3 digits on the back of the Costco card are 771, expiry is on the front", "771"),
    ("Zoom host key for the all-hands is 620418, give it to whoever runs it", "620418"),
    ("Aadhaar no. 4821 7730 9615, needed for the KYC", "4821 7730 9615"),
    (
        "seed words for the ledger, in order: orbit velvet canyon muffin lunar tribute oxygen walnut fringe siren pepper amber",
        "orbit velvet canyon muffin lunar tribute oxygen walnut fringe siren pepper amber",
    ),
    (
        "the master password for the company KeePass file — Jonas told me on the phone — is ocean-BRICK-seventeen-tulip",
        "ocean-BRICK-seventeen-tulip",
    ),
    (
        "| Device | IP | Admin pass |\n|---|---|---|\n| NAS | 192.168.1.20 | nas-Qv83-kp |",
        "nas-Qv83-kp",
    ),
    (
        "Wi-Fi im Ferienhaus: Netzwerk FritzBox-7590-KQ, Schlüssel 48120937665210884491",
        "48120937665210884491",
    ),
    (
        "[transcripción de voz] ...y el pin de la tarjeta nueva es cuatro, siete, cero, dos, ¿vale?",
        "cuatro, siete, cero, dos",
    ),
    ("Die Geheimzahl ist vier sieben null zwei", "vier sieben null zwei"),
    ("le code de la porte c'est deux huit un neuf", "deux huit un neuf"),
    (
        "La réponse à la question secrète « ville de naissance de votre père » : Tlemcen. Je l'ai mise pour la Banque Postale.",
        "Tlemcen",
    ),
    (
        "Die Antwort auf die Sicherheitsfrage 'Name der ersten Schule' ist Lindenhof-Grundschule, falls die Sparkasse fragt.",
        "Lindenhof-Grundschule",
    ),
    ("La respuesta a la pregunta de seguridad es Pelusa", "Pelusa"),
    ("秘密の質問「初めて飼ったペットの名前は\uff1f」の答えは「ポチ丸」にしてあります。", "ポチ丸"),
]

LOOK_ALIKES = [
    "Your zip code is 94107. Verify your address before checkout.",
    "Your promo code: 4821, valid for 10 days",
    "Your order code is 704219, sign in to track it",
    "Error code: 5021. Please log in again.",
    "Your tracking code: 483920. Log in to see updates.",
    "Your code is ready: pick up the parcel at locker 12",
    "Spelling words: orbit velvet canyon muffin lunar tribute oxygen walnut fringe siren pepper amber",
    "seed words: we planted the tomatoes and the beans and the corn all in one long row today",
    "the password — as I said before — is not something I share",
    "| Test | Result | User pass |\n|---|---|---|\n| login | ok | 12 |",
    "network key length must be 8 to 63 characters",
    "Le code est un peu long, six mois de travail",
    "contamos: uno, dos, tres, cuatro, cinco",
    "La respuesta a la pregunta de seguridad es obligatoria",
    "Die Antwort auf die Sicherheitsfrage ist Pflicht",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
