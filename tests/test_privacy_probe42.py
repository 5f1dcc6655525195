"""Held-out privacy probe 42 (2026-12-04, written blind, 100 secrets and 100 look-alikes, 94
texts in twenty-one other languages, through the API on the code after probe 41's fixes): 86
caught, 14 missed, 2 look-alikes flagged. Its misses in general form, with variants: a
password named in Russian with a domain before it ("на mail.ru"), a Vietnamese one nine
syllables after its name, a passport's number in French, Russian, Vietnamese, Korean,
Chinese and Dutch (France's "two digits, two letters, five digits" shape, Russia's series
and number), a French security question quoted in guillemets and answered after an arrow, an
alarm's "code 1-8-3-9" after what it opens, a PIN read "as 8 6 0 6", a Swedish or German
passphrase in quotes, a Czech "CVV kód je", a hex key with an aside before its "=", a German
"Unscharfcode", bank accounts named in Italian, Turkish, Korean, Japanese and Spanish, a
Korean code in brackets, a Spanish key box's code after an aside in brackets. And what they
must leave: a password named in advice that compares ("beats P@ssw0rd"), a test fixture's
"test-password" and its "0000"."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Пользователь просил запомнить: пароль от почты на mail.ru — Сирень5032! (с большой буквы).",
        "Сирень5032!",
    ),
    ("contraseña del correo en gmail.com: Kx8pLm2!", "Kx8pLm2!"),
    ("Ghi chú: mật khẩu wifi quán cà phê Phúc Long tầng 2 là 2Mdh&+ZZ.DC9", "2Mdh&+ZZ.DC9"),
    ("Numéro de passeport de Mme Durand : 90FR26919, expire en 2031.", "90FR26919"),
    ("Мой номер паспорта 4510 738261, выдан в 2019 году.", "4510 738261"),
    ("Số hộ chiếu của chị Lan là C7294061.", "C7294061"),
    ("여권번호 M70385126 로 예약했어요", "M70385126"),
    ("护照号码：E70385126", "E70385126"),
    ("Paspoortnummer van Joris: NX5D8RT12", "NX5D8RT12"),
    (
        "Question secrète du compte Ameli : « nom de votre premier animal » → réponse : Gribouille.",
        "Gribouille",
    ),
    (
        "Question secrète du compte Ameli : « nom de votre premier animal » → Gribouille.",
        "Gribouille",
    ),
    (
        "House-sit notes: alarm panel by the back door, code 1-8-3-9, then press OFF.",
        "1-8-3-9",
    ),
    ("Gate at the north side, code 7712#", "7712#"),
    (
        "Phone call notes: caller read her debit card PIN as 8 6 0 6, I said she should not share it.",
        "8 6 0 6",
    ),
    (
        'Lösenfrasen till GPG-nyckeln är "tallrik blåbär hummer granit".',
        "tallrik blåbär hummer granit",
    ),
    (
        'Die Passphrase für den GPG-Schlüssel lautet "Teller Blaubeere Hummer Granit".',
        "Teller Blaubeere Hummer Granit",
    ),
    ("Kartu končící 4417 jsem uložil; CVV kód je 776.", "776"),
    (
        "ENCRYPTION_KEY (AES-256, hex) = f24bd1adc8d11802e0f68c42178348f1da0a4d49cf88043857fe507f36a1e528",
        "f24bd1adc8d11802e0f68c42178348f1da0a4d49cf88043857fe507f36a1e528",
    ),
    ("Alarmanlage im Lager: Scharf-/Unscharfcode 82367, danach Taste ✓.", "82367"),
    (
        "Per il bonifico: numero di conto corrente 78705494, Banca Sella, intestato a Rossi.",
        "78705494",
    ),
    ("Hesap numaram 60915748, şube kodu 0412, Garanti BBVA.", "60915748"),
    ("계좌번호는 110-234-567890 입니다", "110-234-567890"),
    ("口座番号：7294061 (三菱UFJ)", "7294061"),
    ("número de cuenta: 0049 1500 05 1234567892", "1234567892"),
    ("카카오 인증번호 [ONUKDZW8] 를 입력해 달라고 사용자가 요청함", "ONUKDZW8"),
    ("验证码【A7K2Q9】", "A7K2Q9"),
    ("El código del buzón de llaves (Airbnb, calle Mayor 12) es 1522.", "1522"),
    ("El código de la puerta (portal 3) es 4471", "4471"),
]

LOOK_ALIKES = [
    "Tip from the workshop: a passphrase like 'correct horse battery staple' beats P@ssw0rd.",
    'Unit test fixture: password = "test-password", api_key = "dummy-key-for-tests", pin = "0000".',
    "Erlang/OTP ist 2023 erschienen",
    "The door was open, code 404 was returned",
    "door in the back, code 2024 was the year it was fitted",
    "the gate, code name Falcon",
    "Order 09AB12345 shipped",
    "código postal (zona 12) es 28013",
    "Ejemplo de número de cuenta: 12345678",
    "PUBLIC_KEY (hex) = f24bd1adc8d11802e0f68c42178348f1da0a4d49cf88043857fe507f36a1e528",
    "file hash (sha256): f24bd1adc8d11802e0f68c42178348f1da0a4d49cf88043857fe507f36a1e528",
    "La question secrète du site est toujours la même.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
