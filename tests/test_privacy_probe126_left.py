"""Probes 126 and 132's misses (blind probes of a holiday-let manager and her flatmate, and
a touring musician who trades crypto; 2026-12-06's fourth session, tuned on after their first
measurement). Fixed in general form: the nearby-code backstop reads a voicemail's, a key
box's, a keypad's, an ATM's, a bank text's and a phone's unlock code, "the four digits", a
lock's dial, kana digits and CJK words for a door lock, a safe, a locker; a code said with a
short life or a warning not to share it; a card's code by the back it is printed on; answers
to security questions told as a story; a Korean or Japanese passphrase; a long random value
beside a word for a key in any language; an SSID and its password after a slash; a national
ID named after its number or in Polish; twelve list words after "ledger words"; a password
manager's master password; a second backup code after "and"."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ("work phone voicemail \u2014 6093 (yes I know)", "6093"),
    ("Nyckelboxen vid stugan: 4-7-1-9. Nyckeln h\u00e4nger p\u00e5 kroken.", "4-7-1-9"),
    ("abre con el teclado de la izquierda: 7 3 7 3 y almohadilla", "7 3 7 3"),
    (
        "at the station ATMs: the debit one is five-two-eight-one. the other I never use",
        "five-two-eight-one",
    ),
    (
        "Te lleg\u00f3 un SMS del banco: seis uno ocho, dos dos cuatro.",
        "seis uno ocho, dos dos cuatro",
    ),
    (
        "if Ana has to unlock my phone to text the vet \u2014 48 21 07. delete this after",
        "48 21 07",
    ),
    ("karta z mBanku \u2014 cztery cyfry: 5 2 0 8, nie zapomnij", "5 2 0 8"),
    ("gym locker 40 on the left, the dial goes 3-1-4-9", "3-1-4-9"),
    ("Safe in room 233 is preset to 7714, change it tonight", "7714"),
    (
        "Koden till porten var hans f\u00f6delse\u00e5r men han har bytt. Nu \u00e4r det "
        "5830, sen hiss.",
        "5830",
    ),
    (
        ""
        "\u30db\u30c6\u30eb\u306e\u91d1\u5eab\u306f\u3001\u306f\u3061\u30fb\u3044\u3061\u30fb\u306b\u30fb\u3054\u3067\u9589\u3081\u305f\u3088",
        "\u306f\u3061\u30fb\u3044\u3061\u30fb\u306b\u30fb\u3054",
    ),
    (
        "\uc219\uc18c \ub3c4\uc5b4\ub77d 7720* \ub204\ub974\uace0 \ub4e4\uc5b4\uac00\uba74 \ub3fc",
        "7720",
    ),
    ("the portal asked for verification, the text says 7QX2MP, valid 5 min", "7QX2MP"),
    ("Stripe just sent me 419 662 and says don't share it with anyone", "419 662"),
    ("the shared card \u2014 3377. n\u00e3o partilhar com ningu\u00e9m!", "3377"),
    ("new Monzo card arrived. cvv on the back is 5 8 2, for the ferry booking", "5 8 2"),
    ("pay the course fee with my card, the three digits from the back: 916", "916"),
    ("if the bank ever asks for my first pet it's Kapitan, with a K", "Kapitan"),
    (
        "they reset my security q ('city you were born in'). I gave them Gdynia \u2014 capital G",
        "Gdynia",
    ),
    (
        "The app asks 'Name of your first band?' \u2014 The Loose Ends. With 'The'.",
        "The Loose Ends",
    ),
    ("pytanie pomocnicze w PKO: 'imi\u0119 pierwszego psa' \u2192 Burek. nie Azor", "Burek"),
    (
        "Q: mum's maiden name for the bank security question?\nA: Nowak-Lis (with the dash)",
        "Nowak-Lis",
    ),
    (
        "\ubcf4\uc548\uc9c8\ubb38 '\uccab \ud559\uad50?' \ub2f5\uc740 "
        "\uc11c\uc6b8\ucd08\ub4f1 \uc73c\ub85c \ud588\uc5b4",
        "\uc11c\uc6b8\ucd08\ub4f1",
    ),
    (
        "\uc9c0\uac11 \uc554\ud638\ubb38\uad6c: "
        "\ud30c\ub780\ud558\ub2d8\u0032\u0030\u0032\u0034\ubc14\ub2e4 "
        "\u2014 \ub744\uc5b4\uc4f0\uae30 \uc5c6\uc774",
        "\ud30c\ub780\ud558\ub2d8\u0032\u0030\u0032\u0034\ubc14\ub2e4",
    ),
    (
        "\u30a6\u30a9\u30ec\u30c3\u30c8\u306e"
        "\uff08\u30d1\u30b9\u30d5\u30ec\u30fc\u30ba\uff09\u306f "
        "mifune-red-1961 \u306b\u3057\u305f",
        "mifune-red-1961",
    ),
    (
        "Booking wants the key again for the sync 3b9e0a7c1f4d2e8b6a5c9d0e7f1b2a3c \u2014 "
        "from the API page",
        "3b9e0a7c1f4d2e8b6a5c9d0e7f1b2a3c",
    ),
    (
        "Kraken bot:\nkey: Xa9kQ2mLp7RtZ4vBn8WcY1dHs6FgJ3eU\nprivate: "
        "Qm9vbXRvd24gaXMgYSBncmVhdCBzb25nOTk5Xw==",
        "Qm9vbXRvd24gaXMgYSBncmVhdCBzb25nOTk5Xw==",
    ),
    (
        "Authenticator \ubc31\uc5c5 \uc2dc\ud06c\ub9bf \ud0a4 JBSW Y3DP EHPK 3PXP",
        "JBSW Y3DP EHPK 3PXP",
    ),
    (
        "\u7df4\u7fd2\u5ba4 Wi-Fi: SSID BandRoom_2G / tr0mb0ne!7 "
        "(\u5927\u6587\u5b57\u5c0f\u6587\u5b57)",
        "tr0mb0ne!7",
    ),
    (
        "a rede \u00e9 CASA_AZUL, e a chave \u00e9 pastel-de-nata-19, tudo min\u00fasculas",
        "pastel-de-nata-19",
    ),
    ("tell Piotr the wifi is the dog's name + our flat number, so Burek12B", "Burek12B"),
    ("usuario 52381946M (es mi DNI) para la gestor\u00eda", "52381946M"),
    ("numer dowodu osobistego \u2014 BKP604217 \u2014 do wniosku", "BKP604217"),
    ("personnumret \u00e4r 900101-1234 om Skatteverket ringer", "900101-1234"),
    (
        "keep the ledger words with the wallet notes: ribbon tackle orbit umbrella fossil "
        "lecture garden pistol wisdom hazard canyon velvet",
        "ribbon tackle orbit umbrella fossil lecture garden pistol wisdom hazard canyon velvet",
    ),
    (
        "Bitwarden master \u2014 the long one, not the old one: kettle-moor-42-juniper",
        "kettle-moor-42-juniper",
    ),
    ("GitHub 2FA: backup codes left: 7hq2-k9dm and p3x8-w2ra", "p3x8-w2ra"),
    (
        "| venue | network | pass |\n|---|---|---|\n| Blue Note | BN_Artist | swing&sway77 |",
        "swing&sway77",
    ),
    ("4427 \u2014 that's the red Kryptonite, the bike lock I use in town", "4427"),
]

LOOK_ALIKES = [
    "The lockbox is a Master Lock 5440D, the push-button one, I ordered a spare",
    "The garage door opener is a LiftMaster 8500W, serial on the sticker",
    "The game unlocks with 1000 kills.",
    "Intercom for flat 12: enter 1204 then press the bell.",
    "\u30d1\u30b9\u30ef\u30fc\u30c9\u5909\u66f4 3000\u30dd\u30a4\u30f3\u30c8\u4ed8\u4e0e",
    ""
    "\u30d1\u30b9\u30ef\u30fc\u30c9\u30ea\u30bb\u30c3\u30c8\u306e\u5185\u7dda\u306f4410\u3067\u3059",
    "TV remote setup code from the manual is 0618",
    "the network 5G / 2.4GHz both work fine",
    "Promo SAVE20 valid for 10 minutes only!",
    "Your order 55123 is on its way, don't share your tracking link",
    "the commit hash for the key fix is 7f3c9a1e5b2d4f60a8e9c7b1d3f5a2e4b1c2d3e4",
    "wallet address 0x71C7656EC7ab88b098defB751B7401B5f6d8976F for the tip jar",
    "passport photo 12345678 done, and my passport expires 2031",
    "Festival invoice: pay to their account, IBAN ES91 2100 0418 4502 0005 1332",
    "The card's back says 2024 edition",
    "They asked for my first car and I said I don't drive",
    "the wifi network name is our street plus the number, so RuaNova5",
    "1Password master password: see the vault",
    "| test | network | pass |\n|---|---|---|\n| smoke | lan | 1204 |",
    "The wifi was slow. Now it's 5000 Mbps",
    "the airport ATM fee is 2500 won",
    "Sam unlocks the van at 0730 tomorrow",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
