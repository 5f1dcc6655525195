"""What held-out privacy probes 33-35 still missed after their own fixes, in general form, with
variants and the look-alikes each new rule must leave alone (probe 36 was written blind before
these were): a value given before its name ("4817 - that's Dad's debit card PIN"), a password
described then given ("the dog's name plus the year, so Biscuit2016"), a passphrase that is a
sentence, a second SSN of a text that named one, a Cyrillic password, a German PUK, login code
and duress code (`service/secret_described.py`, `secret_words`, `secret_languages`). Then
held-out probe 36's own misses (110 of 120 caught through the API, 2 look-alikes flagged): a code
a bank texted, "debit card pin 8264", a list under a "Passwords" heading, a code read out in
pairs, a PIN changed in the same note, "acc no", a CVV in Chinese, a Turkish one-time code, a
security question's answer after an arrow, "Use 904317 to sign in"; a sha256 digest and a
password rule written as a regex are left alone. Then held-out probe 37's misses (93 of 100
caught through the API, 0 flagged): a code texted with no word of its short life, a password
changed "..., it's X now", a CVV told by where it is printed, a door code keyed in digit by
digit, a code described then given as a year, a Korean password with no particle, a Swedish
gate code. Then held-out probe 38's (92 of 100 caught through the API, 1 flagged): a Wi-Fi
router's "encryption key" in Japanese, an Alibaba AccessKey ID, a security answer after
"resposta:", Greece's AFM, a lock's combination in a list, a code corrected as it was said, a
password given after an arrow; "the master password is only in my head" is left alone."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("4817 — that's Dad's debit card PIN. He asked me to keep it in case he forgets.", "4817"),
    ("2291 - that is the garage door code, don't share it", "2291"),
    ('"Mr. Noodles" — that\'s the answer to the first-pet security question on the Delta account.', "Mr. Noodles"),
    ("Tr0ub4dor&3 — that's my old Gmail password, still works on the forum", "Tr0ub4dor&3"),
    ("Note from Maya: her laptop password is just the dog's name plus the year they got married, so biscuit2011.", "biscuit2011"),
    ("For the NAS: it's the dog's name plus the year we got her, so Biscuit2016. Username is admin.", "Biscuit2016"),
    ('Chris on the phone: "it\'s my wife\'s name then the year, like Helena2016, with a capital H".', "Helena2016"),
    ("Her username is anna1990 and her password is her first name then her birth year, like Anna1990!", "Anna1990!"),
    ("The passphrase for my GPG signing key is the quiet lighthouse eats blue pancakes.", "the quiet lighthouse eats blue pancakes"),
    ("LastPass master password (please don't lose this again): My dog Pepper was born in 2011!", "My dog Pepper was born in 2011!"),
    ("Seed phrase: orbit lemon vessel crane humble autumn", "orbit lemon vessel crane humble autumn"),
    ("Tax prep notes: Jenna's SSN is 520-79-2381, dependent Liam's is 347-29-7813", "347-29-7813"),
    ("пароль от почты: Медведь_2021!, логин ivan.petrov@yandex.ru", "Медведь_2021!"),
    ("Пароль: Ёжик-в-тумане42", "Ёжик-в-тумане42"),
    ("Der PUK der Firmen-SIM ist 83920471, die PIN 2749.", "83920471"),
    ("Dein Anmeldecode für das Kundenportal lautet KX-4471-PQ und ist 15 Minuten gültig.", "KX-4471-PQ"),
    ("Alarm disarm code at the Elm St office: 8841. Duress code (silently calls police): 9017.", "9017"),
    ('ugh the bank just texted me a code, 583920, can you type it in on the laptop while I grab my bag', '583920'),
    ("debit card pin 8264, don't tell anyone", '8264'),
    ('Passwords to remember:\n- gmail: blueHeron_1990\n- amazon: Tr1cky-P1ne\n- bank app: uses the PIN\n- PIN: 4417', 'blueHeron_1990'),
    ('Passwords to remember:\n- gmail: blueHeron_1990\n- amazon: Tr1cky-P1ne\n- bank app: uses the PIN\n- PIN: 4417', 'Tr1cky-P1ne'),
    ('Passwords to remember:\n- gmail: blueHeron_1990\n- amazon: Tr1cky-P1ne\n- bank app: uses the PIN\n- PIN: 4417', '4417'),
    ("code's 71 44 09, quick before it expires", '71 44 09'),
    ('Bank PIN update: old one was 1122 but I changed it yesterday to 6093', '1122'),
    ('Bank PIN update: old one was 1122 but I changed it yesterday to 6093', '6093'),
    ("sort code 20-45-77, acc no 43819027 — that's where the rent goes", '43819027'),
    ('我的银行卡号 6222 0214 0387 5516，有效期 05/27，背面安全码 375', '6222 0214 0387 5516'),
    ('我的银行卡号 6222 0214 0387 5516，有效期 05/27，背面安全码 375', '375'),
    ('Doğrulama kodun 615 208 — hemen gir, 3 dakika geçerli', '615 208'),
    ('Domanda di sicurezza della banca: città natale di tua madre → Benevento', 'Benevento'),
    ('Subject: Your sign-in code\n\nUse 904317 to sign in. This code expires in 10 minutes.\n\n(fwd from my inbox, can you log in for me?)', '904317'),
    ("sort code 20-45-77, acc no 43819027 — that's where the rent goes", "20-45-77"),
    ("The verification code is 482913, it expires in 5 minutes.", "482913"),
    ("Security question: city where you were born -> Lisbon", "Lisbon"),
    ('They just texted me a code, 583920, can you punch it in for me while I grab my coffee?', '583920'),
    ("the guest wifi password is sunflower77... wait no, they changed it last week, it's Sunflower_78 now", 'sunflower77'),
    ("the guest wifi password is sunflower77... wait no, they changed it last week, it's Sunflower_78 now", 'Sunflower_78'),
    ('the little 4-digit code printed on the front of my Amex, above the number, is 7204 — need it for the airline site', '7204'),
    ('office door: punch 1 9 8 4 then the key symbol, then push hard, it sticks', '1 9 8 4'),
    ('Storage unit on Elm: the keypad code is the year grandma was born, 1938. Writing it down in case I blank on it.', '1938'),
    ('내 인스타 비밀번호 haneul!0921 기억해줘. 자꾸 까먹어서.', 'haneul!0921'),
    ('Koden till porten är 6142, sen tar du hissen till tredje våningen.', '6142'),
    ('自宅のWi-Fi\nSSID: aterm-8c1f2a-g\n暗号化キー: 1ee27518e4bd6', '1ee27518e4bd6'),
    ('# 阿里云 OSS 配置\nendpoint: oss-cn-hangzhou.aliyuncs.com\naccess_key_id: LTAI5tWnj1VcHUgIRdxNSJlJ\naccess_key_secret: fSkaFamowpj9QOOMyPUJ8nPqTxT6PA', 'LTAI5tWnj1VcHUgIRdxNSJlJ'),
    ('# 阿里云 OSS 配置\nendpoint: oss-cn-hangzhou.aliyuncs.com\naccess_key_id: LTAI5tWnj1VcHUgIRdxNSJlJ\naccess_key_secret: fSkaFamowpj9QOOMyPUJ8nPqTxT6PA', 'fSkaFamowpj9QOOMyPUJ8nPqTxT6PA'),
    ("Pergunta de segurança do banco: 'nome do seu primeiro animal de estimação' — resposta: Pipoca", 'Pipoca'),
    ('Το ΑΦΜ μου για την εφορία είναι 971775780.', '971775780'),
    ('TODO before trip:\n- water plants\n- storage unit gate: 7731#\n- bike lock 4-9-2\n- renew passport (appt 14 June)\n- pay council tax', '7731'),
    ('TODO before trip:\n- water plants\n- storage unit gate: 7731#\n- bike lock 4-9-2\n- renew passport (appt 14 June)\n- pay council tax', '4-9-2'),
    ('door code is 8 8 1... no wait I mean 8813. def 8813.', '8813'),
    ('spotify pw: same as my gmail one but with ! at the end → Marigold_88!', 'Marigold_88!'),
]  # fmt: skip

LOOK_ALIKES = [
    "2023 — that's the year Dad got his PIN.",
    "4817 — that's the order number for the pharmacy.",
    "Call 555-01-2345 for the SSN office.",
    "The team name plus the year makes a good project name, like Falcon2024.",
    "Her username is her first name then her birth year, like anna1990.",
    "The passphrase is stored in 1Password.",
    "The master password must be at least 20 characters long.",
    "The passphrase for the vault is the same as last year's.",
    "Seed phrase: written on paper in the safe.",
    "passphrase: see page 4 of the manual",
    "The passphrase approach is better than passwords",
    "Password rules: your name plus the year is a bad idea, so use a manager.",
    "пароль от почты: сменить завтра",
    "Der Code der Kundennummer lautet 44712.",
    "docker pull ghcr.io/acme/api@sha256:43799754180400e63ad07c396794fb71e4257969d8c19eab12987a3af571aafb",
    "The password regex we use: ^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w]).{12,}$",
    "The discount code is 4412, valid until Friday.",
    "The zip code's 90210, right next to the park.",
    "Security question → mother's maiden name",
    "Security question: What was the name of your first pet?",
    "Passwords to remember:\n- change them every 90 days\n- never reuse them",
    "I changed it to 2024 last week, the pin of the GPIO header.",
    "Use 2 to sign in as guest.",
    "sha256sum of the ISO: 17e3c521764046972dc63f71d401cfc37fb5dfe8031e715bc4fe916a0ce8ea80  ubuntu-24.04-desktop-amd64.iso",
    "They sent me a discount code, 4412, for next time.",
    "The door is on floor 3; punch 2 buttons to call the lift.",
    "The code is the year the company was founded — we never say it out loud.",
    "I moved everything to Bitwarden, the master password is only in my head. Export the old LastPass vault and then delete it.",
    "My PIN pad arrived. The order was 4411, sorry, it's 4412.",
    "The bike lock broke on 4 May.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
