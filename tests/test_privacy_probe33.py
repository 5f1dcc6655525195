"""What the thirty-third privacy probe (blind, held out: 200 secrets, 200 look-alikes) missed,
and new variants of each weakness in other words, values and languages: bank details (IBANs
by their check digits or their name, account numbers where a bank is spoken of, the routing
number or sort code beside one), identity numbers named as such whose check fails (a copy
with one digit wrong still names the person), Japan's My Number and Russia's SNILS, a card's
security code in other languages, a password asked for in a Spanish or French chat, secret
keys named in Turkish, Chinese or as a cloud's key pair, values ended by full-width
punctuation, and secrets given by what is done with them (typed to unlock, echoed into a
password file, a Terraform credential's default, a code sent by SMS, an integration's key).

Then what the thirty-fourth probe (blind, held out for the rules above: 150 secrets, 150
look-alikes) missed: payment cards named as such or followed by their expiry, in printed
groups, whose Luhn digit fails (read out or copied wrong), India's PAN, an ID number and an
IBAN named in Arabic; and the look-alike it flagged, a Japanese sentence that went on after
"パスワードは" with no space. The look-alikes stay clean: a sort code or a routing number alone, example and
published IBANs, format examples of identity numbers, keys shown masked."""

# ruff: noqa: E501, RUF001
from __future__ import annotations

from tests.privacy_checks import case_tests

# The probe's own misses
PROBE_SECRETS = [
    ("Direct deposit form: routing 490335339, checking account 8766907360.", "8766907360"),
    ("Direct deposit form: routing 490335339, checking account 8766907360.", "490335339"),
    ("IBAN für die Miete: DE31 3117 3750 4551 2767 14, Kontoinhaberin Petra Lange.", "DE31 3117 3750 4551 2767 14"),
    ("UK bank details for the refund: sort code 20-26-91, account 02798976.", "02798976"),
    ("Mi número de cuenta es ES5085125458898546564262, haz la transferencia antes del viernes.", "ES5085125458898546564262"),
    ("Account no. 64450359303272, IFSC HDFC0004821 — send the rent here.", "64450359303272"),
    ("Rekeningnummer van de vereniging: NL53 JKUR 8298 8528 55", "NL53 JKUR 8298 8528 55"),
    ("Il codice fiscale di Giulia è VRDGLI92C52H501S.", "VRDGLI92C52H501S"),
    ("マイナンバーは9286 2699 8210です。", "9286 2699 8210"),
    ("身份证号：510107198307216743，用于办理入职手续。", "510107198307216743"),
    ("СНИЛС для оформления: 126-532-199 49, паспорт серия 45 12 999231.", "126-532-199 49"),
    ("Aadhaar number: 1006 9965 6979 — KYC ke liye chahiye.", "1006 9965 6979"),
    ("Paga con mi tarjeta 5412 5485 6111 8596, vence 03/26, código de seguridad 847.", "847"),
    ("カード番号 3566 2517 2111 8429 有効期限 11/28 セキュリティコード 219", "219"),
    ("Pedro: ¿cuál era la clave del Netflix?\nAna: Palomitas.2023, con el punto.", "Palomitas.2023"),
    ("Marc : c'est quoi le code du wifi ?\nJulie : lesgrenouilles2022, tout attaché.", "lesgrenouilles2022"),
    ("İyzico canlı ortam gizli anahtarı: 1bu3HIaMiGXBci2B4aNx03ivr8tf9wge", "1bu3HIaMiGXBci2B4aNx03ivr8tf9wge"),
    ("阿里云 AccessKey ID：LTAI5tDZG9AlVeCszUIIsG0a，AccessKey Secret：JRNU4goijgnzqkdzLDicFZgggU0rrN", "LTAI5tDZG9AlVeCszUIIsG0a"),
    ("阿里云 AccessKey ID：LTAI5tDZG9AlVeCszUIIsG0a，AccessKey Secret：JRNU4goijgnzqkdzLDicFZgggU0rrN", "JRNU4goijgnzqkdzLDicFZgggU0rrN"),
    ("Reminder from Priya: type marble-otter-cascade-velvet to unlock the shared KeePass vault.", "marble-otter-cascade-velvet"),
    ("ANSIBLE vault pass file: echo 'PcoQUp!m%kIe@$iGmB+b' > ~/.vault_pass && chmod 600 ~/.vault_pass", "PcoQUp!m%kIe@$iGmB+b"),
    ('variable "db_password" {\n  default = "Tf-Db-Rb2GJqT6zyUz"\n}', "Tf-Db-Rb2GJqT6zyUz"),
    ("Me llegó el código 915273 por SMS, úsalo para entrar a mi cuenta del banco.", "915273"),
    ('PagerDuty Events v2 payload: {"routing_key": "1aec2366a778483738c85c06668bd55c", "event_action": "trigger"}', "1aec2366a778483738c85c06668bd55c"),
    # probe 34's (held out for the rules above): cards failing their Luhn digit, a PAN, Arabic names
    ("Support ticket #88213 — the customer read out the full Amex 3796 184205 73316 and CID 7142 before I could stop him.", "3796 184205 73316"),
    ("Agent: For verification, can I have the last four of the card?\nCustomer: Just take the whole thing, 5412 7512 3498 2206, expiry 04/26, security code 771.", "5412 7512 3498 2206"),
    ("Cartão corporativo: 4916 3382 0147 5529, validade 11/26, CVV 904.", "4916 3382 0147 5529"),
    ("رقم الهوية الوطنية الخاص بي 1048273659 لتعبئة النموذج.", "1048273659"),
    ("رقم الآيبان لحسابي: SA31 8000 0527 6081 0193 4472", "SA31 8000 0527 6081 0193 4472"),
    ("पैन कार्ड नंबर BQKPS4827L है और UPI पिन 9264 है।", "BQKPS4827L"),
]  # fmt: skip

# Other values, other wording, other countries
NEW_SECRETS = [
    # IBANs: valid anywhere, or after their name
    ("paid it into FR76 3000 6000 0112 3456 7890 189 yesterday", "FR76 3000 6000 0112 3456 7890 189"),
    ("IBAN: IT60X0542811101000000123456 (conto di Luca)", "IT60X0542811101000000123456"),
    ("Numero di conto per il bonifico: IT60 X054 2811 1010 0000 0123 457", "IT60 X054 2811 1010 0000 0123 457"),
    # account numbers where a bank is spoken of, and the bank's codes beside them
    ("Wire the deposit to savings account 0048 7712 9931 at Chase.", "0048 7712 9931"),
    ("Bank transfer details: account number 73920184, sort code 40 47 84.", "73920184"),
    ("Bank transfer details: account number 73920184, sort code 40 47 84.", "40 47 84"),
    ("Payroll wants my bank acct 55100234871 and routing number 021000021.", "55100234871"),
    ("Payroll wants my bank acct 55100234871 and routing number 021000021.", "021000021"),
    # identity numbers after their names, check or no check
    ("Codice fiscale: MRTLCU85T10F205Z, serve per il medico", "MRTLCU85T10F205Z"),
    ("我的身份证号是 110105199003078825", "110105199003078825"),
    ("個人番号：4521 8763 1209（会社の年末調整用）", "4521 8763 1209"),
    ("SNILS 112-233-445 95 for the pension fund", "112-233-445 95"),
    ("aadhar card 7342 9915 2268 for the SIM", "7342 9915 2268"),
    # a card's security code in other languages
    ("Carte 4970 1012 3456 7899, code de sécurité 512", "512"),
    ("Karte 5500 0055 5555 5559, Sicherheitscode 904", "904"),
    ("cartão 4111 1111 1111 1111? não, o meu é 4539 1488 0343 6467, código de segurança 771", "771"),
    # a password asked for in a chat, in Spanish and French
    ("Luis: ¿cuál es la clave de la cuenta?\nMarta: Girasol#77", "Girasol#77"),
    ("Paul : tu as la clé du wifi ?\nAnne : Maison-Bleue-2020", "Maison-Bleue-2020"),
    # secret keys named in Turkish, Chinese, or as a cloud's pair
    ("API anahtarı: sk9Fj2LmQ8xT4vB7nR1wZ3pK", "sk9Fj2LmQ8xT4vB7nR1wZ3pK"),
    ("密钥：Hq7Lm2Vx9Pk4Rt8Ws1Nz6Bc3", "Hq7Lm2Vx9Pk4Rt8Ws1Nz6Bc3"),
    ("consumer secret: 9fKq2LmX8vT4bN7rW1zP3cJ6hY5dG0sA", "9fKq2LmX8vT4bN7rW1zP3cJ6hY5dG0sA"),
    # secrets given by what is done with them
    ("to get into the NAS just enter Blue7Harbor! to log in", "Blue7Harbor!"),
    ("echo -n \"s3cr3t-Tok3n-99\" >> /etc/app/db_password.txt", "s3cr3t-Tok3n-99"),
    ('variable "stripe_api_key" { type = string\n default = "rk_9mQ2xLpT7vB4nW8z" }', "rk_9mQ2xLpT7vB4nW8z"),
    ("j'ai reçu le code 604219 par SMS pour la banque", "604219"),
    ('signing_secret: "8f14e45fceea167a5a36dedd4bea2543"', "8f14e45fceea167a5a36dedd4bea2543"),
    # probe 35's (held out for all of the above): a CLABE
    ("Para la transferencia usa mi CLABE 012180651208653448 (BBVA)", "012180651208653448"),
    # variants of probe 34's
    ("Visa card 4532 7781 0934 2215 exp 09/27 — Mum's, for the pharmacy order", "4532 7781 0934 2215"),
    ("pay with my Mastercard 5290-1183-4476-0912 please", "5290-1183-4476-0912"),
    ("PAN number: AQZPM7731K (for the ITR filing)", "AQZPM7731K"),
    ("رقم الهوية 2087364519 للتسجيل في البنك", "2087364519"),
    ("パスワードは「Hikari-77#blue」です。", "Hikari-77#blue"),
    ("密码是Tq8#mLz2，别告诉别人", "Tq8#mLz2"),
]  # fmt: skip

LOOK_ALIKES = [
    # a bank's codes alone, examples, published samples
    "The sort code 20-26-91 belongs to Barclays, it's printed on every statement.",
    "Routing number 021000021 is Chase's, it's on their website.",
    "Die Doku nennt als Beispiel-IBAN DE02 1203 0000 0000 2020 51.",
    "Wikipedia's example IBAN is GB82 WEST 1234 5698 7654 32.",
    "An IBAN has up to 34 characters, starting with a country code like DE or FR.",
    "My Comcast account number is 8776 1234 5678.",
    "The bank's customer service number is 1800 266 3310.",
    # identity numbers: formats, examples, other numbers
    "Example SSN shown in the form instructions: 123-45-6789 (not a real number).",
    "The Aadhaar number has 12 digits, e.g. 1234 5678 9012.",
    "Aadhaar enrolment centre opens at 9, token 4521 8763 1209 in the queue",
    "マイナンバーカードの申請は市役所で。",
    # masked and shown keys
    "Access key ID: AKIA************WXYZ (masked by the console).",
    "API anahtarı yenilendi, eskisi artık çalışmıyor.",
    "La clave del éxito es la constancia.",
    "le code du wifi est affiché sur la box",
    "Carte bancaire perdue, code de sécurité du bâtiment changé en 2019.",
    # doing things without a secret
    "type your email to log in, then the code we text you",
    "press Ctrl-Alt-Del to unlock the screen",
    "use SSO to log in, there is no password",
    'echo "$DB_PASSWORD" > ~/.pgpass',
    'variable "db_password" { default = "${var.fallback}" }',
    "The code 2024 by text was a typo.",
    "RabbitMQ routing_key: orders.created.eu",
    # probe 35's: a PEM header named in prose, with no key after it
    "The CI job fails if it finds '-----BEGIN PRIVATE KEY-----' in any committed file.",
    "Reject uploads that start with -----BEGIN RSA PRIVATE KEY----- (see the scanner rule)",
    # probe 34's look-alike (Japanese text after a particle) and others
    "パスワードは社内の1Passwordに保存してあります。チャットでは送れません。",
    "パスワードは毎月変更してください。",
    "密码是公司统一设置的，请联系IT部门。",
    "Order 4532 7781 0934 2215 shipped on Monday",
    "card ending in 2215, expires 09/27",
    "Pan-fried dumplings at 4532 Main Street",
]


# (the probe's misses and their variants alike: each must come back covered)
test_a_secret_or_a_variant_is_redacted, test_a_look_alike_is_left_alone = case_tests(
    [*PROBE_SECRETS, *NEW_SECRETS], LOOK_ALIKES
)
