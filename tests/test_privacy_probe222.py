"""Misses of blind probes 214-226 (2026-12-06's ninth session; 222-226 a wedding planner, a
truck driver, a night nurse, measured on the session's start, then tuned on). Fixed in general
form: identity and tax numbers named in the rest of the world's languages (a Russian INN, a CUIT, a
Thai ID card, a Malaysian IC, a CNIC, an Emirates ID, a cédula, an NHS number...), a vendor's
key by its prefixed form alone, a code said first and named after ("4829 — keysafe at Gran's"),
a dial's turns said number first, a security question's answer after its label in any
language (with the question quoted between, or "answer" said), a Wi-Fi's password right after
its network's name in any language, a documentation's example beside "ours is", a passphrase of
joined words closed by a number, a NIP, a code given after "me:" to a quoted question, a safe,
a key box, a lock and a network named in Hebrew, Danish, Swahili, Russian, Finnish or
Hungarian, a made-up seed phrase "that's the Ledger", a security answer on a Q/A line.
Look-alikes: a company's ten-digit INN, Stripe's object ids, a build's hashed file name, a time
before a gate's opening, a number whose clause names an order, a zip or a limit, another
network's name, a version or WPA's name after a network, a dummy number from a manual, a
security question's talk with no answer given, a question after its label, a form's "pending",
a bus stop's code, a product's code in Greek, a trip's or a header's joined words, a price, a
room and a postal code in Hebrew, a Q/A line with no answer; and what the session's review
found the first versions took: a git branch, a pod, a model's or a room's joined name, a
planner's time or year before a PIN errand, a count of pins, a dance's turns, a booking's name
on hotel Wi-Fi, a bank named after a quoted question, an API's object ids, years and hours
after "national ID", a Nigerian phone after "NIN", a company's CUIT; and what a second review
found: a ward's "code blue" at a time, a phone or a file number after an ID's name, a bank after
a quoted question and a dash, a siren's hour in Hebrew, a resource's name with "prod" or "key"
in it, a device or a plan after a network, a party's theme, a route after a combo meal."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.cpu_time import best_cpu_seconds
from tests.privacy_checks import case_tests

SECRETS = [
    # identity and tax numbers named as such
    ("Mi CUIT para facturar es 20-33817264-9, pasáselo al contador", "20-33817264-9"),
    (
        "\u043b\u0435\u0439\u0431\u043b \u043f\u0440\u043e\u0441\u0438\u0442 \u0434\u043b"
        "\u044f \u0434\u043e\u0433\u043e\u0432\u043e\u0440\u0430 \u043c\u043e\u0439 "
        "\u0418\u041d\u041d \u2014 772812345601, \u0441\u043a\u0438\u043d\u044c \u0438"
        "\u043c \u0432 \u043f\u043e\u0447\u0442\u0443",
        "772812345601",
    ),
    ("ใช้เลขบัตรประชาชนพี่นัท 1-1037-02345-67-8 จองโรงแรมให้หน่อย", "1-1037-02345-67-8"),
    ("No IC saya 850317-10-5523, nanti isi dalam borang insurans", "850317-10-5523"),
    ("my NRIC is S8734561D for the clinic form", "S8734561D"),
    ("HKID: K1234563 for the bank form", "K1234563"),
    ("我的身分證字號是 A129384756", "A129384756"),
    ("CNIC 35202-1234567-1 needed for the SIM", "35202-1234567-1"),
    ("BVN 22198765432 for the transfer", "22198765432"),
    ("Emirates ID 784-1985-1234567-1, keep it handy", "784-1985-1234567-1"),
    ("الرقم القومي بتاعي 29001011234567", "29001011234567"),
    ("کد ملی من 0012345678 است", "0012345678"),
    ("mi cédula es 1.020.345.678 para la EPS", "1.020.345.678"),
    ("NHS number 943 476 5919 for the GP", "943 476 5919"),
    ("his Medicare number is 2123 45670 1", "2123 45670 1"),
    ("IRD number 49-091-850 for the refund", "49-091-850"),
    ("TAJ szám: 123 486 719", "123 486 719"),
    ("asmens kodas 38703181745", "38703181745"),
    ("JMBG 0101990710006 za prijavu", "0101990710006"),
    (
        "\u0418\u0418\u041d 880101300123 \u0434\u043b\u044f \u0431\u0430\u043d\u043a\u0430",
        "880101300123",
    ),
    ("mi DNI 30.123.456 para la obra social", "30.123.456"),
    ("SA ID number 8001015009087 for the lease", "8001015009087"),
    ("my national ID number is 19870423 5512 for the hotel", "19870423 5512"),
    (
        "\u0441\u0435\u0440\u0438\u044f \u0438 \u043d\u043e\u043c\u0435\u0440 \u043f"
        "\u0430\u0441\u043f\u043e\u0440\u0442\u0430 4512 345678, \u0432\u044b\u0434\u0430"
        "\u043d \u0432 2015",
        "4512 345678",
    ),
    # a vendor's key by its form, and a real one beside the documentation's example
    (
        "API key for the truck telematics thing so Home Assistant can pull location: "
        "tlm_live_4f9a2c7e81b34d0f9e6a1c5b7d3e8f20",
        "tlm_live_4f9a2c7e81b34d0f9e6a1c5b7d3e8f20",
    ),
    (
        "AWS for the clinic photo backups — AKIAIOSFODNN7EXAMPLE is the one from the docs, ours "
        "is AKIA4QX7ZPL2MB9RT6WN with secret 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",
        "AKIA4QX7ZPL2MB9RT6WN",
    ),
    # a code said first, named after
    ("4829 — keysafe at Gran's for the carers. it's by the back door under the ivy", "4829"),
    ("715 — yan yung CVV ng credit card ni Kuya na ginamit ko pang-book ng lechon", "715"),
    ("1904 and 2207 — Lily's and Tom's GoHenry card PINs, they always forget them", "2207"),
    ("2468013 là mã dự phòng của khóa cửa vân tay nhà mình, đưa cho bà ngoại", "2468013"),
    # a dial's turns
    (
        "the little safe in the wardrobe opens 31 right, 12 left, 7 right. don't tell Dan",
        "31 right, 12 left, 7 right",
    ),
    (
        "Pengeskabet på kontoret: R46 L12 R88, og husk at dreje helt rundt to gange først",
        "R46 L12 R88",
    ),
    # a security question's answer after its label, in any language
    (
        "Bia, caso o Itaú pergunte: a resposta da pergunta de segurança é Rua das Acácias (onde a "
        "vó morava)",
        "Rua das Acácias",
    ),
    (
        "La întrebarea de securitate 'Cum se numea primul profesor?' am pus doamna Popescu, ca să "
        "știi",
        "Popescu",
    ),
    (
        "Tolong ingat: soalan keselamatan 'sekolah rendah pertama anda?' jawapan saya SK Taman "
        "Melati 2",
        "SK Taman Melati 2",
    ),
    ("Swali la usalama: 'Shule yako ya msingi iliitwaje?' Jibu nililoweka: Mwembeni", "Mwembeni"),
    (
        "Em ơi, câu hỏi bảo mật của tài khoản ngân hàng 'Tên trường tiểu học đầu tiên?' — anh trả "
        "lời là Lê Văn Tám nhé",
        "Lê Văn Tám",
    ),
    (
        "Pergunta de segurança do banco, 'nome da sua primeira escola' — pus Escola Básica da "
        "Pontinha",
        "Escola Básica da Pontinha",
    ),
    # a passphrase of joined words closed by a number; a NIP; a code answering a quoted question
    (
        "I've gone with mango-tarmac-lunchbox-42 for the NAS now, is four words enough?",
        "mango-tarmac-lunchbox-42",
    ),
    ("Wi-Fi i bigården: Bistaden_5G, man kommer på med honning-tavle-42", "honning-tavle-42"),
    (
        "Pa' que no se me olvide, el NIP de la de débito de Banorte es nueve-tres-cero-dos.",
        "nueve-tres-cero-dos",
    ),
    ("Mon NIP Desjardins a changé, rendu à 8 0 4 7 maintenant", "8 0 4 7"),
    (
        "forwarded from Mum:\n> what's the gate code for Nan's care home again??\nme: 2468B, "
        "then buzz reception",
        "2468B",
    ),
    # in more languages: a Hebrew safe, key box and network, a Danish key box, a Swahili gate,
    # a Russian safe, Finnish safe and key box, a Hungarian code lock; a made-up seed phrase
    # "that's the Ledger"; a Q/A security answer
    (
        "writing these down before I lose the card: orbit lunch fragile canyon dutch melt"
        " zebra crisp ocean vivid pulse ankle — that's the Ledger, in order",
        "orbit lunch fragile canyon dutch melt zebra crisp ocean vivid pulse ankle",
    ),
    (
        "\u05d4\u05db\u05e1\u05e4\u05ea \u05d1\u05de\u05e9\u05e8\u05d3 \u05d4\u05de\u05e9"
        "\u05d5\u05ea\u05e3 \u05e0\u05e4\u05ea\u05d7\u05ea \u05e2\u05dd 7-3-8-0-5, \u05d5"
        "\u05e8\u05e7 \u05d0\u05d7\u05e8 \u05db\u05da \u05de\u05e1\u05d5\u05d1\u05d1"
        "\u05d9\u05dd \u05d0\u05ea \u05d4\u05d9\u05d3\u05d9\u05ea",
        "7-3-8-0-5",
    ),
    (
        "\u05ea\u05d9\u05d1\u05ea \u05d4\u05de\u05e4\u05ea\u05d7\u05d5\u05ea \u05dc\u05d9"
        "\u05d3 \u05d4\u05d3\u05dc\u05ea \u05d4\u05d0\u05d7\u05d5\u05e8\u05d9\u05ea "
        "\u2014 3 6 9 1, \u05d5\u05d0\u05d6 \u05dc\u05de\u05e9\u05d5\u05da \u05dc\u05de"
        "\u05d8\u05d4 \u05d7\u05d6\u05e7",
        "3 6 9 1",
    ),
    ("Nøgleboksen ved kolonihavehuset: drej hjulene til 0-6-1-9 og tryk låget ned", "0-6-1-9"),
    ("Geti la ofisi ya pamoja limebadilishwa jana — sasa ni 4471, kisha bonyeza nyota", "4471"),
    (
        "\u0432 \u043d\u043e\u043c\u0435\u0440\u0435 1412 \u0432 \u041c\u0435\u0442\u0440"
        "\u043e\u043f\u043e\u043b\u0435 \u0441\u0435\u0439\u0444 \u043e\u0442\u043a\u0440"
        "\u044b\u0432\u0430\u0435\u0442\u0441\u044f \u043d\u0430 7720, \u0442\u0430\u043c"
        " \u043f\u0430\u0441\u043f\u043e\u0440\u0442",
        "7720",
    ),
    ("Tallenna: Saarisen kassakaapin yhdistelmä 18-40-22, lääkkeet ylähyllyllä.", "18-40-22"),
    ("Yhteisauton avainboksi aukeaa 0417:llä. Auto on hallissa paikalla B12.", "0417"),
    ("Az iskola hátsó bejáratánál a kódzár most 4711*, utána a kulcs gomb", "4711"),
    (
        "\u05d4\u05d5\u05d5\u05d9\u05e4\u05d9 \u05d1\u05d7\u05d3\u05e8 \u05d4\u05d9\u05e9"
        "\u05d9\u05d1\u05d5\u05ea: \u05e8\u05e9\u05ea Office-2, \u05dc\u05d4\u05ea\u05d7"
        "\u05d1\u05e8 \u05e2\u05dd Kaveret2468 (K \u05d2\u05d3\u05d5\u05dc\u05d4)",
        "Kaveret2468",
    ),
    (
        "Q: what did you put as mother's maiden name on the payroll portal?\nA: Vărzaru, "
        "with the ă",
        "Vărzaru",
    ),
    # from the review: a colon after the value, Nordic sides, an answer after "Antwort:"
    ("4829: keysafe at Gran's", "4829"),
    ("4821: garage PIN", "4821"),
    ("The safe in the bedroom: 32 höger, 14 vänster, 27 höger", "32 höger, 14 vänster, 27 höger"),
    ("Pengeskabet: højre 32, venstre 14, højre 27", "højre 32, venstre 14, højre 27"),
    ("Sicherheitsfrage 'Name des ersten Haustiers' \u2013 Antwort: Bello", "Bello"),
    (
        "Ziraat'te güvenlik sorusu 'ilk öğretmeninizin ad\u0131' idi, cevap olarak Fehmiye "
        "yazd\u0131m.",
        "Fehmiye",
    ),
    ("the new wifi password is river-stone-lamp-77", "river-stone-lamp-77"),
    # from the second review: a place's word before the code's, a locker's dial, a guest
    # Wi-Fi's "code", a Medicare or IRD number without "number", a spaced CUIT, a login
    ("4829 \u2014 door code at the allotment", "4829"),
    ("7-22-15 \u2014 gym locker combination", "7-22-15"),
    ("Locker at the gym: 12 right 30 left 8 right", "12 right 30 left 8 right"),
    ("Wifi at Gran's: network BT-Hub-7X2, code Blackbird1955", "Blackbird1955"),
    ("Medicare card: 2123 45670 1 (Mia is number 2)", "2123 45670 1"),
    ("my IRD is 49-091-850, accountant needs it", "49-091-850"),
    ("CUIT 20 33817264 9 para la factura", "20 33817264 9"),
    ("New Netflix login \u2014 blue-moose-jumping-44", "blue-moose-jumping-44"),
    # a Wi-Fi's password after its network's name
    (
        "running a hotspot off my phone — name TIR_Marek, pass zielonaciezarowka99. Give it to the "
        "lads",
        "zielonaciezarowka99",
    ),
    (
        "\u03a4\u03b1 \u03c3\u03c4\u03bf\u03b9\u03c7\u03b5\u03af\u03b1 \u03b3\u03b9\u03b1"
        " \u03c4\u03bf Wi-Fi \u03c3\u03c4\u03b7\u03bd \u03b1\u03af\u03b8\u03bf\u03c5"
        "\u03c3\u03b1: SSID Ktima_Ageri, \u03ba\u03bb\u03b5\u03b9\u03b4\u03af thalassa202"
        "4!! \u2014 \u03b4\u03ce\u03c3' \u03c4\u03bf",
        "thalassa2024!!",
    ),
    (
        "Yung wifi sa reception hall, network TaalVista_Events tapos mabuhay2025tagaytay yung pass",
        "mabuhay2025tagaytay",
    ),
]

LOOK_ALIKES = [
    "\u0418\u041d\u041d \u043a\u043e\u043c\u043f\u0430\u043d\u0438\u0438 7707083893 "
    "\u0443\u043a\u0430\u0437\u0430\u043d \u043d\u0430 \u0441\u0430\u0439\u0442\u0435",
    "pi_3MtwBwLkdIwHu7ix28a3tqPa is the payment intent that failed",
    "check build_4f9a2c7e81b34d0f9e6a1c5b7d3e8f20.log for the stack trace",
    "the function test_handle_response_with_long_name_and_retry is flaky",
    "NHS number for the training exercise is 943 476 5919, it's the dummy one from the manual",
    "my NIN is 12345678901 on the form's example",
    "0900 — gate opens for deliveries",
    "4471 — order number, the door code I'll tell you in person",
    "90210 - zip code for the alarm company form",
    "1530: call the alarm company about the code",
    "2024 — the year we changed the alarm code",
    "5000 is the password length limit",
    "1234 is a bad PIN",
    "482913 is the authorization code on the receipt",
    "the score was 3 left, 2 right, 1 left in the dance",
    "Wi-Fi network HomeNet, router TP-Link Archer AX55 firmware 1.2.3",
    "wifi network VM1234567 on channel 11 using WPA2-Personal",
    "SSID Home_5G, and Home_2G_backup for the old printer",
    "Wi-Fi network eduroam, login with your uni email jan.kowalski2@uni.pl",
    "hotspot name iPhone14Pro keeps dropping",
    "Bank changed the security question to 'first school', I still need to answer it",
    "the security question is 'first pet' — I haven't set an answer yet",
    "Security question reset by Google support yesterday",
    "Security questions: Google makes you pick three",
    "pergunta de segurança: Qual é o nome da sua primeira escola?",
    "Security question — What city were you born in? I will fill it later",
    "Memorable word - Lloyds asks for 3 characters from it at login.",
    "Memorable word reset requested: Ticket 4412",
    "Sicherheitsfrage: Geburtsname der Mutter \u2013 bitte ändern",
    "Respuesta de seguridad: Pendiente, el usuario la configurará mañana.",
    "The bank asked me to set up security questions; I picked 'first pet' and 'first school' but "
    "haven't filled in the answers yet.",
    "bus home after nights: 73 then 390, stop code 52814 on the TfL app",
    "\u039f \u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c0\u03c1\u03bf\u03ca\u03cc"
    "\u03bd\u03c4\u03bf\u03c2 \u03b5\u03af\u03bd\u03b1\u03b9 TX-4410-W",
    "we booked the Rome-Paris-Berlin-2025 trip",
    "the state-of-the-art-2024 report is out",
    "order Galaxy-Tab-10 for the office, code review after",
    "PuTTY-User-Key-File-3: ssh-ed25519",
    "Age keys start with AGE-SECRET-KEY-1 and are 74 characters long.",
    "\u05d4\u05d7\u05dc\u05e4\u05ea \u05e1\u05d9\u05e1\u05de\u05d4 "
    '\u05e2\u05d5\u05dc\u05d4 1500 \u05e9"\u05d7',
    "\u05d4\u05e7\u05d5\u05d3 \u05dc\u05d3\u05dc\u05ea \u05e0\u05de\u05e6\u05d0 "
    "\u05d0\u05e6\u05dc \u05d4\u05e9\u05d5\u05de\u05e8, \u05d7\u05d3\u05e8 1203",
    "\u05d4\u05de\u05d9\u05e7\u05d5\u05d3 \u05e9\u05dc\u05d9 6701201",
    "Q: what was your first pet called?\nA: Not sure, ask Mum",
    "Pushed branch fix-login-redirect-123 for review",
    "Pod nginx-ingress-controller-5 keeps restarting",
    "Downloaded Mistral-Small-Instruct-2409 for the laptop",
    "Use the meeting room Blue-Room-Floor-3",
    "Bake at gas-mark-4, the passata goes in after",
    "The code review for login-page-2 is done",
    "Our Heroku app is sleepy-meadow-8179, the code is on GitHub",
    "0800 \u2014 bank appointment to change my PIN",
    "1200 \u2014 PIN reminder letter arrived today",
    "0915 \u2014 Zahnarzt, danach Code f\u00fcr die Garage bei Papa abholen",
    "2023 \u2014 changed all my passwords after the breach",
    "3000 \u2014 passwords in the company vault, most of them weak",
    "500 \u2014 push pins for the noticeboard",
    "12-4-22 \u2014 date I last changed the alarm code",
    "180 \u2014 Sharps container size, the drug cabinet code is with Sister",
    "Pins 4711 and 4712 on the Arduino drive the relay",
    "Door lock fixed. Dance routine for Saturday: 8 right, 8 left, 4 right, 4 left",
    "the lock screen pattern goes 1 left 2 right 3 left",
    "Seating plan is safe: table 3 left, 4 right, 5 left of the stage",
    "Hotel has free wifi. Reservation name Kowalski, confirmation HX77ABC12",
    "Wifi was included. Booking under the name Giulia_R, voucher code SUMMER2024X",
    "Wi-Fi box: SSID BTHub6-7XQ2, serial number SN2024XYZ99",
    "hotspot name Pixel_7 shares with laptop ThinkPad-X1C9",
    "The wifi light is red ERR2041 blinking, support ticket ZX8841abc",
    'The security question "first school" is asked by HMRC, not the bank',
    "Sicherheitsfrage \u201eLieblingsessen\u201c muss ich noch bis Montag \u00e4ndern",
    "Pergunta de seguran\u00e7a 'nome do primeiro animal' \u2014 o Ita\u00fa mudou isso em Janeiro",
    "Security answer: Case-sensitive, remember that",
    "OpenAI response id resp_68af4030592c81938ec0a5fbab4a3e9f is the one that timed out",
    "Paddle customer ctm_01h8441jn5pcwrfhwh78jqt8hk complained",
    "The exhibit on national identity covers 1918-1939 in Poland",
    "The national ID office is open 0800-1700 on weekdays",
    "My NIN slip is at home, call me on 08031234567 when you reach",
    "Renové la cédula y pagué 1.250.000 pesos en la registraduría",
    "DNI renovado, turno número 48271937 en la comisaría",
    "Factura a nombre de la empresa, CUIT 30-71482937-4, razón social Pérez SRL",
    "0300 \u2014 code blue in bay 4, pt stable after 2 rounds",
    "0900 \u2014 password manager training for all staff",
    "0800 \u2014 PIN \u00e4ndern lassen bei der Sparkasse",
    "1300 \u2014 code freeze starts for the release",
    "403: access code expired on the staging server",
    "8080 \u2014 code-server, open it in the browser",
    "Perdí la cédula, escríbeme al WhatsApp 3104567890",
    "My student ID card number is 2021004512 for the library",
    "Cita previa para el DNI, localizador 48271937, llevar foto",
    "CNIC copy bhej do, JazzCash 923001234567 pe bhejna",
    "Security question 'first pet' \u2014 Monzo doesn't use them anymore",
    "security question 'favourite teacher' \u2014 Ask Mum before you guess",
    "\u05e9\u05de\u05e2\u05e0\u05d5 \u05d0\u05d6\u05e2\u05e7\u05d4 \u05d1\u05e9\u05e2"
    "\u05d4 2315 \u05d5\u05d9\u05e8\u05d3\u05e0\u05d5 \u05dc\u05de\u05e7\u05dc\u05d8",
    "\u05e7\u05d5\u05d3 \u05d4\u05e7\u05d5\u05e8\u05e1 20441 \u05d1\u05d0\u05d5\u05e0"
    "\u05d9\u05d1\u05e8\u05e1\u05d9\u05d8\u05d4 \u05d4\u05e4\u05ea\u05d5\u05d7\u05d4",
    "Tutaingia kupitia geti 12 la uwanja, mechi inaanza saa 1030",
    "Yhdistelmärokote annettu, erä 4821 kirjattu",
    "Nøgleboksen er bestilt, varenummer 483920 hos Silvan",
    "cache_key_5f4dcc3b5aa765d61d8327deb882cf99 never expires in Redis",
    "Sentry issue frontend_prod_3c8f2a91b7e44d0fa6c2e5b9d1f07a38 regressed",
    "Phone hotspot: network Galaxy_A54, device SM-A546BZKA, battery low",
    "Hotspot network iPhone_Ana, plan Unlimited5G50GB",
    "Theme: jungle-safari-party-5 for Leo's birthday",
    "Dress code: smart casual, venue Rosewood-Garden-Hall-2",
    "Wifi was slow, so I downloaded ubuntu-server-jammy-22 at the library",
    "Combo meal at the drive-thru, then 2 right, 1 left, 3 right to the motorway",
    "Trezor wallet arrived, unboxing video: 3 left, 2 right, 1 left swipe",
    "Kassaskåpet är sålt. Vägen: höger 2, vänster 1, höger 3 till stugan",
    "Gran: when does the door code change?\nme: 1800 tonight, I'll text you",
    "El usuario cambió la contraseña del wifi, pero no me dijo la nueva. La red sigue siendo "
    "CasaMora2024.",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)


@pytest.mark.parametrize(
    "head",
    ["1234", "safe 1 left", "safe left 1", "safe 1 left, 2 right", "1234 ", "4821 and 1234"],
)
def test_a_run_of_blanks_after_a_number_scans_in_linear_time(head: str) -> None:
    """The session's review found "[ \\t]*,?[ \\t]+" between a card's parts, a dial's turns
    and a code's "punch it in": a number and 16,000 spaces took 6-18 s."""
    guard = PrivacyGuard()

    def best(n: int) -> float:
        return best_cpu_seconds(lambda: guard.scan(head + " " * n + "x"))

    small, large = best(1_000), best(4_000)
    assert large < 8 * small + 0.05, f"{head!r}: {small * 1e3:.0f} ms -> {large * 1e3:.0f} ms"
