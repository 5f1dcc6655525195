"""Held-out privacy probe 41 (2026-12-04, written blind after probe 40's fixes: 120 secrets, 120
look-alikes, 69 texts in twenty other languages, through the API): 104 caught, 1 partly, 15
missed, 3 look-alikes flagged, the same on the session's starting code. Its misses in general
form, with variants: an Arabic password seven words after its name, a Korean one after the
subject particle ("비밀번호가 X(으)로"), Israel's teudat zehut and Indonesia's NIK (their
checks), a passport's number named as one, Rails' master.key, a French digicode "c'est
maintenant", a recovery-code list under a heading with an aside in brackets, an alarm "disarm
with 6 1 8 4", a Wi-Fi password after "use", a safe's dial read out. And what they must leave:
a test's "wrong-password", a sandbox's "demo" login, a Korean order number of fourteen digits
that passes the Luhn check (fourteen digits are Diners Club's).

Its five misses left at first, fixed a session later (`LATER`): a PIN corrected in passing
("she first said 8305, then corrected herself, it's actually 8350"), a password sent in two
messages, one spelled letter by letter after a long name, security answers after "first pet?
—", a seed phrase in two halves."""

# ruff: noqa: E501
from __future__ import annotations

from tests.privacy_checks import case_tests

SECRETS = [
    (
        "كلمة المرور الجديدة لشبكة الواي فاي في المكتب هي XYZxWjJlS=j8 — لا تشاركها مع الزوار.",
        "XYZxWjJlS=j8",
    ),
    (
        "회사 VPN 비밀번호가 0ipO+MyhlJn+(으)로 바뀌었습니다. 다음 달에 또 바꿔야 해요.",
        "0ipO+MyhlJn+",
    ),
    ("לטופס של קופת החולים: מספר תעודת הזהות של נועה הוא 669522963.", "669522963"),
    (
        "Untuk pendaftaran BPJS: NIK istri saya 3273015607941049, alamat Jl. Merdeka 12, Bandung.",
        "3273015607941049",
    ),
    (
        "Visa application: passport number Y98015085, issued 2021-04-12, expires 2031-04-11.",
        "Y98015085",
    ),
    (
        "Rails credentials: config/master.key on the old server contained 20bba66bb406975db22e16839338cc03 — copy it to the new box.",
        "20bba66bb406975db22e16839338cc03",
    ),
    (
        "Le digicode de l'immeuble a changé : c'est maintenant 47B19, puis la porte vitrée à gauche.",
        "47B19",
    ),
    (
        "GitHub recovery codes (saved them here so we don't lose them again):\na3f55-c76aa\n7eb84-7d61b\nf30b0-55664\n1c04c-81566\nThe rest are in the safe.",
        "1c04c-81566",
    ),
    (
        "Alarm panel by the back door: disarm with 6 1 8 4 then OFF. If it beeps fast, you have 30 seconds.",
        "6 1 8 4",
    ),
    (
        "for the cabin wifi, it's not the one on the router anymore, the landlord changed it — use Kestrel-Orchard-83 (capital K).",
        "Kestrel-Orchard-83",
    ),
    (
        "Office safe (Sentry, in the server room closet): turn right to 34, left to 17, right to 52. Petty cash inside.",
        "right to 34, left to 17, right to 52",
    ),
]

LOOK_ALIKES = [
    'def test_login_rejects_wrong_password(client):\n    r = client.post("/login", json={"user": "alice", "password": "wrong-password"})\n    assert r.status_code == 401',
    "The test fixture uses the user 'demo' with password 'demo' on the local sandbox only (http://localhost:3000).",
    "주문번호 51111144049221, 우편번호 06236, 배송 예정일 5월 10일.",
    "The passport number field is required on the visa form.",
    "unlock with 2 hands, then lift the lid",
    "wifi is flaky, use the 5GHz band",
    "At the safe house turn left to the hallway, then right to the kitchen",
    "Le code postal est maintenant 75011",
]

LATER = [
    (
        "Note from today's call: Dana's new debit card PIN — she first said 8305, then corrected herself, it's actually 8350. She wants a reminder on Friday to change it at the ATM.",
        "8305",
    ),
    (
        "Note from today's call: Dana's new debit card PIN — she first said 8305, then corrected herself, it's actually 8350. She wants a reminder on Friday to change it at the ATM.",
        "8350",
    ),
    (
        "Priya split the shared-drive password across two messages for safety. First half: 'Vq8#tR'. Second message, an hour later: 'm2!Lp9' — just put them together.",
        "m2!Lp9",
    ),
    (
        "Password for the router admin page, spelled out as he read it: capital K, lowercase m, nine, four, exclamation mark, lowercase r, lowercase t, two, capital W.",
        "exclamation mark, lowercase r",
    ),
    (
        "Security Q&A on the utility account: first pet? — Biscuit Vanderlay. Favourite teacher? — Mrs Okonjo. He made both up on purpose.",
        "Biscuit Vanderlay",
    ),
    (
        "Security Q&A on the utility account: first pet? — Biscuit Vanderlay. Favourite teacher? — Mrs Okonjo. He made both up on purpose.",
        "Okonjo",
    ),
    (
        "Seed words for the Trezor, first six: frost nephew canal oyster jungle wisdom. I'll send the last six separately: tackle embark pigeon ranch dial spell.",
        "frost nephew canal",
    ),
    (
        "Seed words for the Trezor, first six: frost nephew canal oyster jungle wisdom. I'll send the last six separately: tackle embark pigeon ranch dial spell.",
        "pigeon ranch dial",
    ),
]

LATER_LOOK_ALIKES = [
    "The PIN pad said 2024 errors",
    "the PIN he gave 1500 customers",
    "What was your first pet? — We never had one, honestly.",
    "Trivia night: favourite band? — Queen. First car? — a Beetle.",
    "The code review: first message: fix2 done. Second message, later: ok3 merged",
    "Recovery phrase words: apple banana. Shopping: milk bread eggs butter cheese jam",
]

test_a_secret_is_redacted, test_a_look_alike_is_left_alone = case_tests(SECRETS, LOOK_ALIKES)
test_a_later_secret_is_redacted, test_a_later_look_alike_is_left_alone = case_tests(
    LATER, LATER_LOOK_ALIKES
)
