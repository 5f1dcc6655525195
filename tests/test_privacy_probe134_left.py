"""Probes 134-140's misses (blind probes of a translator and her father, a dental lab owner
who coaches football, a building caretaker and his daughter, a CTO and her baker mother;
2026-12-06's fourth session, held out for two rounds of fixes and measured on them, tuned on
since). Fixed in general form: a pushTAN, a Cyrillic PIN, a Dutch or Spanish key box, a
Romanian intercom, a Hungarian alarm and key safe, a Finnish lock's number and PIN, a lock
and a safe in Arabic and Hindi, a code "texted" by the bank; digits said in Hungarian and
Finnish; a code named between it and its short life; a safe's left-right dial; a card's back
named without a card word; codes given first in Portuguese or as what unlocks or disarms; a
door's code described as a birth year; security answers in Ukrainian and Spanish, given by
someone named, to a question asked on the phone, or before their name; a Wi-Fi key right
after a compound key word, a digit passphrase, a Wi-Fi password beside a description of its
letters; French "mdp", disk encryption words, a quoted recovery phrase; a wallet named
"backup of the wallet"; German pension, Hungarian tax and Moroccan ID numbers; Dutch
recovery codes; a keypad code between its stars and hashes. Look-alikes: a paint's RAL code,
a Romanian postal code, a model's number after its letters, a postal PIN by a flat and a
tower."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "Commerzbank pushTAN just came in \u2014 552 018 \u2014 put it in the transfer form",
        "552 018",
    ),
    (
        "\u041d\u043e\u0432\u0438\u0439 \u041f\u0406\u041d \u0434\u043e "
        "\u043a\u0430\u0440\u0442\u043a\u0438 \u2014 7314, \u0441\u0442\u0430\u0440\u0443 "
        "\u0437\u0430\u0431\u043b\u043e\u043a\u0443\u0432\u0430\u043b\u0430",
        "7314",
    ),
    ("Sleutelkastje bij de garage: 6-0-3-9. Graag terughangen!", "6-0-3-9"),
    ("la caja de llaves del portal ahora abre con 3371, la cambi\u00f3 el portero", "3371"),
    ("a riaszt\u00f3t 2904-gyel kapcsolom ki esti 10 ut\u00e1n", "2904"),
    (
        "a kulcssz\u00e9f k\u00f3dja egy-kett\u0151-h\u00e1rom-n\u00e9gy helyett most "
        "h\u00e9t-nyolc-kilenc-nulla",
        "h\u00e9t-nyolc-kilenc-nulla",
    ),
    ("mökin lukon numero on neljä kaksi yksi kuusi, muista", "neljä kaksi yksi kuusi"),
    ("Bank just texted 671 902, can you type it into the app for me", "671 902"),
    ("448120 <- code from the bank, expires in 5 min", "448120"),
    ("Vault safe: R12-L40-R7. Not on the whiteboard please.", "R12-L40-R7"),
    ("Monzo: 5355 2201 8846 1093, exp 09/27, and the back says 604", "604"),
    ("2-9-1-8 \u00e9 a combina\u00e7\u00e3o do cadeado da bicicleta", "2-9-1-8"),
    ("8080 \u2014 that's what unlocks the shop tablet", "8080"),
    ("3306 \u2014 that's the garage alarm disarm, note it", "3306"),
    ("back gate = Leo's birth year backwards, so 8102. easy", "8102"),
    ("Combination = the year mum was born, 1961.", "1961"),
    (
        "school portal wants a security answer for 'favorite teacher', Zoe put Hendricks.",
        "Hendricks",
    ),
    (
        "they ask 'name of your first pet' every time I call, I told them Mruczek so remember",
        "Mruczek",
    ),
    ("Hendricks. That's mum's maiden name, for the bank security question", "Hendricks"),
    (
        "WLAN-Netzwerkschl\u00fcssel 6184 2209 7731 5520 4418 (steht unten auf dem Ger\u00e4t)",
        "6184 2209 7731 5520 4418",
    ),
    (
        "WhatsApp backup (passphrase 48291 03372 15908 12456 17302 04986) for the new phone",
        "48291 03372 15908 12456 17302 04986",
    ),
    ("gym wifi (all lowercase, no spaces): gogetfit2019", "gogetfit2019"),
    (
        "pour Netflix, le compte c'est mon mail et le mdp Soleil2024!, ne le perds pas",
        "Soleil2024!",
    ),
    (
        "laptop bitlocker \u2014 four words with dashes: maple-river-cobalt-nine",
        "maple-river-cobalt-nine",
    ),
    (
        'the recovery phrase for the old laptop is "purple elephants dance at noon"',
        "purple elephants dance at noon",
    ),
    ("Rentenversicherungsnummer: 12 150785 M 033 f\u00fcr die Krankenkasse", "12 150785 M 033"),
    ("Herstelcodes voor het account: P4KX-8QWM en T7RZ-2HNB", "T7RZ-2HNB"),
    ("for the plumber: punch *7731# at the back gate, then the green door", "7731"),
    # (a code word in capitals is no model's letters: "Yale YDM 4109" is)
    ("the DOOR CODE 4471 is new, tell the cleaner", "4471"),
]

LOOK_ALIKES = [
    "hallway paint: RAL 9010, 3 cans, code 9010 on the lid",
    "Codul po\u0219tal pentru bloc e 400117, \u00eel trec pe colete",
    "the lock on the shed is a Yale YDM 4109, needs AA batteries",
    "Flat number 1204, Tower C, pincode 560034, Maa ka naya ghar",
    "TAN: 4500 shades of beige",
    "The wifi: HomeNet-5G (the name is upper case)",
    'the passphrase is "see the vault"',
    "1234 \u00e9 o c\u00f3digo postal do pr\u00e9dio",
    "the bus goes L1-R2-L3 around town",
    "Paris. That's my birthplace, lovely city.",
    "Pregunta de seguridad del parking: \u00bfqui\u00e9n abre la barrera? Respuesta: Vigilante.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
