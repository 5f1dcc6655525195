"""Misses of blind probes 204-212 and 202 (2026-12-06's eighth session: a rental manager, a
retired engineer, a night nurse, a bakery owner, a student who streams; each measured on the
session's start, then tuned on; 214-220 held out). Fixed in general form: a code setting inside
a one-line object, recovery codes named in eleven more languages, an answer given "and typed",
"Answer I typed was", or with "I put" in French, Spanish, Portuguese, Italian and Polish,
security labels in Indonesian and Swedish, Wi-Fi named in Korean, Japanese, Russian, Thai or
Arabic letters before "network / password", a network's password named in eleven more
languages, a Wi-Fi or a password "set to" or "changed to" a value, a keypad's entry closed by
"#" or with the "#" key said after it, code, gate and safe words in Arabic, a Greek door, a card
named in Arabic, a password manager's "master", a safe's turns in number words, a Dutch
"alarmcode", a password to give the alarm's monitoring centre, a phrase written glued, a
made-up seed phrase (two words off the list), the passcode a telephone bank asks digits of,
German lock compounds and an Indonesian locker, a dial's numbers of one digit, a backup code
after a clause, a postal code named as one.
Look-alikes: an OpenSSH public key, a phone's service code, what a network is set to or renamed
to, and what the session's review found the first versions took (a "Password Manager", a
castle's "Jagdschloss", a conference call's "#", arithmetic on digits, Arabic discount codes)."""

from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    ('{"lock_id": "LK-88213", "location": "Vinohrady 2+kk", "admin_pin": "915537", '
     '"timezone": "Europe/Prague"}', "915537"),
    ("\u039a\u03c9\u03b4\u03b9\u03ba\u03bf\u03af \u03b1\u03bd\u03ac\u03ba\u03c4\u03b7\u03c3"
     "\u03b7\u03c2 \u03b3\u03b9\u03b1 \u03c4\u03bf Gmail \u03c4\u03bf\u03c5 \u03b3\u03c1"
     "\u03b1\u03c6\u03b5\u03af\u03bf\u03c5: 2947-1180 \u03ba\u03b1\u03b9 6633-5021, \u03bf"
     "\u03b9 \u03c5\u03c0\u03cc\u03bb\u03bf\u03b9\u03c0\u03bf\u03b9 \u03c3\u03c4\u03bf "
     "\u03c3\u03c5\u03c1\u03c4\u03ac\u03c1\u03b9.",
     "2947-1180"),
    ("\u039a\u03c9\u03b4\u03b9\u03ba\u03bf\u03af \u03b1\u03bd\u03ac\u03ba\u03c4\u03b7\u03c3"
     "\u03b7\u03c2 \u03b3\u03b9\u03b1 \u03c4\u03bf Gmail \u03c4\u03bf\u03c5 \u03b3\u03c1"
     "\u03b1\u03c6\u03b5\u03af\u03bf\u03c5: 2947-1180 \u03ba\u03b1\u03b9 6633-5021, \u03bf"
     "\u03b9 \u03c5\u03c0\u03cc\u03bb\u03bf\u03b9\u03c0\u03bf\u03b9 \u03c3\u03c4\u03bf "
     "\u03c3\u03c5\u03c1\u03c4\u03ac\u03c1\u03b9.",
     "6633-5021"),
    ("Meus c\u00f3digos de recupera\u00e7\u00e3o do Google: 4821 7731 9902 1184", "9902 1184"),
    ("Kurtarma kodlar\u0131: 83920174, 22918374 ve 99120387", "99120387"),
    ("\u0420\u0435\u0437\u0435\u0440\u0432\u043d\u044b\u0435 \u043a\u043e\u0434\u044b \u0434"
     "\u043b\u044f \u043f\u043e\u0447\u0442\u044b: 8392 0174, 2291 8374",
     "2291 8374"),
    ("The bank asked me to pick a security question, I chose 'name of your first boat' and "
     "typed Kittiwake \u2014 capital K, no spaces.", "Kittiwake"),
    ("Question secr\u00e8te : \u00ab Nom de votre premier animal ? \u00bb \u2014 j'ai mis "
     "Caramel pour tous les comptes de maman", "Caramel"),
    ("와이파이: Home_2G / sunny0417!! (5G는 느려서 안 씀)", "sunny0417!!"),
    ("wifi at the flat changed again, network FLAT_3B_5G, Tom set it to "
     "kettle-orbit-92-saffron because of course he did", "kettle-orbit-92-saffron"),
    ("a senha do wifi da rep\u00fablica mudou pra feijoada_na_quarta kkkk", "feijoada_na_quarta"),
    ("Marek from the dealership: 'after hours use *4471# on the keypad by the barrier'", "4471"),
    ("يا ماما، رقم البطاقة للفواتير 5412 7534 9821 0067 والرقم اللي ورا 772",
     "5412 7534 9821 0067"),
    ("الخزنة اللي في غرفة النوم: تفتح بـ 4816 وبعدين اضغط # مرتين", "4816"),
    ("البوابة الخلفية للمجمع: اضغط 1357 ثم #، الأمامية الحارس يفتحها", "1357"),
    ("الرمز تبع البوابة الخلفية للمخبز 7330# — اضغط على المربع بعدها", "7330"),
    ("\u03a0\u03cc\u03c1\u03c4\u03b1 \u03c0\u03bf\u03bb\u03c5\u03ba\u03b1\u03c4\u03bf\u03b9"
     "\u03ba\u03af\u03b1\u03c2 \u039a\u03bf\u03c5\u03ba\u03ac\u03ba\u03b9: 3-3-7-1 \u03ba"
     "\u03b1\u03b9 \u03bc\u03b5\u03c4\u03ac \u03c3\u03c0\u03c1\u03ce\u03c7\u03bd\u03b5\u03b9"
     "\u03c2 \u03b4\u03c5\u03bd\u03b1\u03c4\u03ac",
     "3-3-7-1"),
    ("if I ever get hit by a bus: bitwarden master is Wombat Lantern Ferry 1987, everything "
     "else is in there", "Wombat Lantern Ferry 1987"),
    ("uh reminder the small safe under the counter, you go right twenty-four, left eleven, "
     "right thirty-eight, then pull the handle down hard",
     "right twenty-four, left eleven, right thirty-eight"),
    ("if it goes off, the security company calls and you give the password Amber", "Amber"),
    ("jak zawyje, dzwoni\u0105 z ochrony i trzeba poda\u0107 has\u0142o Bursztyn", "Bursztyn"),
    ("La passphrase del wifi: 'farina tipo zero zero' tutto minuscolo e attaccato \u2192 "
     "farinatipozerozero", "farinatipozerozero"),
    ("simpen ya, 12 kata recovery MetaMask Dimas: gravity tonight nurse absorb kettle phrase "
     "ribbon voyage sketch humble opinion wagon. kertasnya udah kena air",
     "gravity tonight nurse absorb kettle phrase ribbon voyage sketch humble opinion wagon"),
    ("telephone banking \u2014 they ask for the 2nd, 4th and 6th digit of 903517, I never "
     "remember which is which", "903517"),
    ("das Fahrradschloss von Jonas, das ist, \u00e4h, vier-null-vier-eins, der hat's wieder "
     "vergessen", "vier-null-vier-eins"),
    ("loker gym aku 3-1-9-7, selalu lupa abis mandi wkwk", "3-1-9-7"),
    ("Tresor im B\u00fcro: 32-17-8 (links, rechts, links drehen), da liegen die P\u00e4sse",
     "32-17-8"),
    ("Wifi i studentkorridoren: n\u00e4tverket heter Korridor7, l\u00f6sen bl\u00e5b\u00e4rspaj99",
     "bl\u00e5b\u00e4rspaj99"),
    ("シェアハウスのWi-Fi: SSIDはsharehouse-3F、パスは mikan2525nyan", "mikan2525nyan"),
    ("Bank made me pick a security question, went with first pet. Answer I typed was 'Bubbles "
     "the Second' so remember that exactly", "Bubbles the Second"),
    ("Jawaban pertanyaan keamanan akun game, 'Nama hewan peliharaan pertama?' \u2014 Si Belang",
     "Si Belang"),
    ("parcel box downstairs in our building: 4-0-2-6 then the # key", "4-0-2-6"),
    ("if steam guard asks, the backup code I wrote down on the post-it is R7KQ2", "R7KQ2"),
    ("zip code 90210, the gate code is 4821", "4821"),
    ("PLZ 10115 Berlin, T\u00fcr-PIN 4821", "4821"),
    ("Never give them the password Bluebird over the phone", "Bluebird"),
    ("The alarm code, like our postcode, is 4471", "4471"),
    ("Safe combo is my zip code 60614", "60614"),
]  # fmt: skip

LOOK_ALIKES = [
    # (the session's review: what the rules above must leave)
    "Give the Password Manager a try, it's free",
    "Tell her the password Jake gave us",
    "Dites le mot de passe Wifi aux invit\u00e9s",
    "The 3rd digit of 314159 is 4",
    "The fourth digit of order 558812 is a typo",
    "كود الخصم 7731",
    "رمز الخطأ 5003",
    "Das Jagdschloss Granitz hat 1846 seinen Turm bekommen",
    "WiFi name is boring, I changed it to Casa_Rossi_5G",
    'Our wifi SSID was "NETGEAR42", Tom changed it to Fortress2',
    "wifi router firmware was old, updated it to RAX50v2",
    "To join the conference, enter meeting ID 84512 then the # key",
    "Enter your account number 12345678 followed by the # key",
    "The gate opening hours changed. New: 0730 to 1900",
    "Lock changed on 2-28-25 by the landlord",
    "account upgrade basic -> premium2025",
    '{"access_code": "0011", "carrier": "Telstra"}',
    "El CP de la casa de mis pap\u00e1s es 44100, Guadalajara, por si lo necesitas para el "
    "env\u00edo",
    "dial 1234 then the # key to check your balance",
    "room 2045 and hash tag",
    "the backup code I need is in the drawer",
    "the backup codes we printed are 8 in total",
    "S\u00e4kerhetsfr\u00e5gan: svar kommer senare",
    "My crypto wallet talk: we will meet on the first sunny day and walk the dog to the river bank",
    "the first digit of 2024 is 2",
    "enter the last four digits of the card, 6467, at the till",
    "the safe was delivered on 12-1-24 at noon",
    "I play the combination 7-14-21-28 every week in the lottery",
    "wifi settings \u2192 advanced \u2192 5GHz2",
    "the bitwarden master is on a card in the safe",
    "turn right at the lights, left after one block, right at the third",
    "The alarm code page changed. New: 2024 edition",
    "De alarmcode van 2019 was lastig",
    "never give the password Anyone asks for",
    "tell her the password Is that ok",
    "Say the password Again please",
    "Public SSH key for the club server, safe to share with the webmaster: ssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5AAAAIG8kRq2vT7yXz3LmPnB4wJc9Hs1Fd6Ae0Ui5Ko2Nt7Qb hansen@pi",
    "dial *1234# to check your balance, the door guy said",
    "the wifi router was slow so I set it to 5GHz",
    "wifi: changed it to WPA3-Personal last night, the door sensor still drops",
    "the wifi firmware, I updated it to v2.3.1",
    '{"zip_code": "90210", "error_code": 4031, "product_code": "5521"}',
    "The recovery codes feature was enabled in 2024 for 3 accounts.",
    "ticket #4471 for the door repair",
    "إعادة تعيين كلمة المرور تكلف 1500 ريال",
    "كلمة المرور تغيرت عام 1446 هـ",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
