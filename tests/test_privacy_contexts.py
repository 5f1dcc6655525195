"""What a review of the context rules found: look-alikes they must leave alone and variants
they must catch (service/secret_contexts.py, the other-language rules, the sealed-block and
recovery-list changes). Each case is one a reviewer wrote against the rules, not a probe's."""

# ruff: noqa: E501, RUF001

from __future__ import annotations

import base64
import json
import time

import pytest

from service.privacy import PrivacyGuard


def b64(o: object) -> str:
    return base64.b64encode((o if isinstance(o, str) else json.dumps(o)).encode()).decode()


NEG = [
    "    # decode it with base64 -d\n    continue",
    "# How to base64 --decode a file\nExample:",
    '$ echo eyJhbGciOiJIUzI1NiJ9 | base64 -d\n{"alg":"HS256"}',
    "$ echo $SECRET_NAME\nprod-db-credentials",
    "$ echo $KEYBOARD_LAYOUT\nus-intl",
    "$ printenv API_KEY_HEADER\nX-Api-Key",
    "$ vault kv get -field=url secret/app\nhttps://app.internal.example.com",
    "token_url      https://oauth2.googleapis.com/token",
    "secret_version         v2024-01-15",
    "secret_backend       vault-v2",
    "docker login ghcr.io, then docker pull node:18-alpine3.19",
    "Login Succeeded. Pulling postgres:16.2-bookworm now",
    "Signed in, then opened grafana dashboard uid:k8s-cluster-overview",
    "creds rotated; see ticket ops:INFRA-1234",
    "The Wi-Fi password for the router (AX1800) is on the sticker",
    "Where is the password for the printer (HP-M404)?",
    "Switch the password for the guest network to WPA3 mode",
    "Use the API key for requests to https://api.example.com/v1",
    "Take the password for the team to wiki.example.com/it-2",
    "The password it expects is base64-encoded.",
    "The password you enter is SHA256-hashed before storage",
    "The passcode they send is 6-digits long",
    "Reminder: the password is not case sensitive, all lowercase works too",
    "The passphrase is a short sentence, no spaces",
    b64({"oauth": "enabled", "scopes": ["repo", "user"], "provider": "github"}),
    b64("def login(user):\n    token = create_token(user)\n    return token\n"),
    "The padlock I bought on Amazon was 1299 yen",
    "The bike lock I ordered last week was 4500 rupees",
    "The padlock model I bought is 4300",
    "I play the combination 7-14-21-28 every week in the lottery",
    "We switched to the combination 4-2-3-1 formation",
    "Coach says the best combo is one, two, three, two.",
    "The safe combination changed at 10:1530",
    "Connect the LED to PIN 7 and use 1000 ohm resistor",
    "PIN entry timeout: use 30000 ms",
    "PIN rotation for the kiosks happens every Mon 0900 UTC",
    "Ghar ka pin 560034 hai",
    "Mere ghar ka PIN code hai 560034",
    "Rajdhani ka code 12951 hai",
    "Sandi is flying to Denver on UA2317",
    "Sandi moved to Apt4B last month",
    "psk: WPA2-Personal",
    '"psk": "wpa2"',
    "ClientSecret: !Ref OAuthClientSecretParam",
    'psk: "%WIFI_PSK%"',
    "wpa_passphrase=$(cat /run/secrets/wifi)",
    "Fields: first name, last name, maiden name: Optional",
    "asked my bank about it and the first pet question is Gone now",
    "https://s3.example.com/upload?key=uploads/2024/report.pdf",
    "GET /cache?key=user_42_profile",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&sig=thumb1080p",
    "Spelling list, 12 words: apple, brother, castle, dinner, eagle, father, garden, hammer, island, jacket, kitchen, lemon",
]
POS = [
    (
        "Committed the sealed manifest:\nkind: SealedSecret\nLocal .env still has DJANGO_SECRET_KEY=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    ),
    ("הסיסמה היא Shalom123", "Shalom123"),
    ("رمز عبور من Tehran1402 است", "Tehran1402"),
    ("मेरा पासवर्ड abc@123 है", "abc@123"),
    ("mat khau wifi la abc12345", "abc12345"),
    ("pin ATM saya 366171", "366171"),
    ("login admin:P@ssw0rd2024", "P@ssw0rd2024"),
    ("Use admin:Winter2024! for the dashboard", "Winter2024!"),
    ("DB_PASSWORD\tS3cr3tPass!x", "S3cr3tPass!x"),
    ('1.2.3.4 5.6.7.8 : PSK "v3ryS3cretKey"', "v3ryS3cretKey"),
    ("wpa-psk Sunflower2024", "Sunflower2024"),
    ("Security question: mother's maiden name? Okafor", "Okafor"),
    ("What was your first pet's name? Biscuit", "Biscuit"),
    ("Backup codes: 4821, 9173, 5512 then call the bank", "5512"),
]


# A second review, of service/secret_messages.py and service/secret_languages.py.
NEG2 = [
    "We sent the OTP to 5000 users last week.",
    "PIN reset requests rose to 3400 in March",
    "The OTP rate limit was raised to 1000 per hour",
    "TAN requests went up to 2500 this week",
    "Send the OTP to 0812 3456 7890",
    "Upgrade MPIN app to 2000 users",
    "cc alice@corp.com bob@corp.com carol@corp.com",
    "Emails: alice@corp.com bob.smith@corp.com",
    "INFO login ok user=alice@corp.com action=login status=200",
    "auth success alice@corp.com ip=10.0.0.4",
    "Invite alice@corp.com #eng-infra",
    "Ping jane@acme.io @devops-oncall",
    "jane@example.org JaneDoe42 is my GitHub handle",
    "Contact me at anna@example.com Thursday2",
    "Username jdoe / Windows11Pro",
    "รหัสไปรษณีย์คือ 10110",
    "รหัสลูกค้าคือ 123456",
    "รหัสสั่งซื้อคือ 12345678",
    "รหัสวิชาคือ 2110101",
    "รหัสโปรโมชั่นคือ SALE50off",
    "รหัสสินค้าคือ abc-1234",
    "The PDF is locked for editing; open it with AdobeReader",
    "The word doc is locked, open it with LibreOffice",
    "It is password-protected; just open it with PowerShell",
    "encrypted zip file, decrypt it with 7zip",
    "The image is encrypted, open it with UltraISO",
    "Apartman kapı kodu için yöneticiye 0532 123 45 67 numaradan ulaşın",
    "Kapı kodu Mart 2023'ten beri aynı",
    "도어락 비밀번호 분실 시 고객센터 1588-1234",
    "도어락 비밀번호 분실시 1588 3333 으로 연락",
    "현관 비밀번호 변경은 관리사무소 1234호로",
    "도어락 번호 바꾸는 법: 2024 모델 기준",
    "הקוד לדלת נמצא אצל השומר, חדר 1203",
    "הקוד לבניין השתנה ב-2023",
    "Код від сейфу в бухгалтерії, кімната 1204",
    "Tresorcode vergessen, Kundendienst 0800 1234567",
    "Enter code 1234 to get 10% off",
    "Enter code BlackFriday at checkout for 20% off",
    "Use promo: enter code FreeShip25 at checkout",
    "Type the code Welcome10 on the cart page",
    "Enter code 10001 in the ZIP field",
    "the form needs code 90210 for zip",
    "This endpoint needs code 204 instead of 200",
    "Type code 404 into the search box",
    "dial code 0044 for UK",
    "SSH host key: 4096-bit RSA",
    "Generate a new host key 2048-bit with ssh-keygen",
    "The SFTP server's host key 3072 RSA fingerprint changed",
    "leader key 2048 bits",
    "organizer code 2025 summit",
    "Passkeys launched; passkey 2024 rollout complete",
    "Bluetooth pairing passkey 000000 for the headset",
    "The phone code is 0207 for central London",
    "Screen code is 1080 by 1920 pixels",
    "The phone unlock was 2023's biggest update",
    "door # 101 is the lab",
    "Delivery to door # 2210 in building B",
    "Terminal 5, gate # 1012",
    "The code we sent is 2500 lines long",
    "code u sent: 1234 tests pass now",
    "the code you gave: 3000 lines",
    "The error code they sent was 5003",
    "The code they emailed, is it 2024 version?",
    "The Merkle root is 7f83b1657ff1fc53b92dc18148a1d65dfc2d4b1fa3d677284addd200126d9069",
    "root on the server is nvme0n1p2",
    "Root = 0x7ffe1234abcd",
    "Root cause is OOM. The root on the cluster is Kubernetes1.28",
    "The root is Am7-chord (A minor seventh)",
    'root = "D:\\data2"',
    "On login, pass key=value pairs such as locale=en-US",
    "The router config: key Ctrl+Alt+Del reboots",
    "After login, pass --config=prod.yaml to the CLI",
    "Account settings: pass the key TokenRefresh2 to the handler",
    '$pw = ConvertTo-SecureString "$env:PASSWORD" -AsPlainText -Force',
    'echo "$password" | docker login -u me --password-stdin',
    "CREATE USER 'user'@'%' IDENTIFIED BY 'strong_password_here';",
    "ALTER USER 'a' IDENTIFIED BY 'new_password'",
    'new mysqli("localhost","my_user","my_password","my_db")',
    'ConvertTo-SecureString -String "MyPlainTextPassword" -AsPlainText',
    "인증번호 발송 건수: 1500건",
    "인증번호 요금: 2000원",
    "OTP 발송 비용: 1500원",
    "認証コード 送信数：1500件",
    "ワンタイムパスワード 利用者数：2500人",
    "MPIN limit: 5000 per day",
    "TAC fee: 2500 IDR",
    "Erlang/OTP ist 2023 erschienen",
    "OTP ay 2025 na",
    "MPIN: 2024 version of the app",
    "TAC: 2025 edition applies",
    "El NIP del SAT es 2024",
    "TAC ni 0812 ya kampuni",
    "TAN: 4500 shades of beige",
    "PIN kad ATM saya expired pada 2025",
    "PIN kartu kredit diblokir sejak 2023",
    "pin bank BCA cabang 1234 Jakarta",
    "pin atm hilang, hubungi 1300 88 1234",
    "Email Sandi sandi.k@acme.com about the invoice",
    "Thanks Sandi #team-ops will follow up",
    "We store the recovery codes in the safe. Dial-in for the call:\n0800 123 4567",
    "Set up backup codes for everyone so nobody is locked out again. Next meeting:\n1030 in room 204",
]
POS2 = [
    ("password: Tr0ub4dor(3)!", "Tr0ub4dor(3)!"),
    ("wifi password: Casa2024(guest)", "Casa2024(guest)"),
    ("password: Gr3en…Apple9", "Gr3en…Apple9"),
    ("IDENTIFIED WITH mysql_native_password BY 'Xq9#vLm2pR'", "Xq9#vLm2pR"),
    ("new mysqli($host, 'admin', 'Xq9#vLm2pR')", "Xq9#vLm2pR"),
    ("new PDO($dsn, 'admin', 'Xq9#vLm2pR')", "Xq9#vLm2pR"),
    ("mysqli_connect(DB_HOST, 'admin', 'Xq9#vLm2pR')", "Xq9#vLm2pR"),
    ("ConvertTo-SecureString -AsPlainText -Force -String 'Xq9#vLm2pR'", "Xq9#vLm2pR"),
    ("ConvertTo-SecureString 'Xq9#vLm2pR' -Force -AsPlainText", "Xq9#vLm2pR"),
    ("echo Xq9vLm2pRt | docker login -u me --password-stdin reg.io", "Xq9vLm2pRt"),
    ("echo -n 'Xq9#vLm2pR' | docker login -u me --password-stdin", "Xq9#vLm2pR"),
    ("HBO Max: dana@icloud.com, Sdtrji7bm#J0", "Sdtrji7bm#J0"),
    ("root on the NAS: tundra-meadow-bramble-20", "tundra-meadow-bramble-20"),
    ("phone unlock is 52 40 67", "52 40 67"),
    ("the three numbers on the back are 655", "655"),
    ("3 digits on the back of the card are 655", "655"),
    ("the code the bank texted me was 231198", "231198"),
    ("code they sent me: 231 198", "231 198"),
    ("steam guard code is 3YNC4", "3YNC4"),
    ("Steam guard code: 3ync4", "3ync4"),
    ("the door needs the code: 3290", "3290"),
    ("enter code: 3290 on the keypad", "3290"),
    ("The payslip is protected. Open with ZvzmwjmIsU", "ZvzmwjmIsU"),
    ("The payslip is protected, open it using ZvzmwjmIsU", "ZvzmwjmIsU"),
    ("Stream key 8us7-r69c-xa74-21ox-81ht", "8us7-r69c-xa74-21ox-81ht"),
    ("Stream key for YouTube Studio is 8us7-r69c-xa74-21ox-81ht", "8us7-r69c-xa74-21ox-81ht"),
    ("Zoom host key: 270 041", "270 041"),
    ("인증번호 482913", "482913"),
    ("인증번호는 482913입니다", "482913"),
    ("인증번호는 [482913]입니다", "482913"),
    ("認証コード 482913", "482913"),
    ("APIキーは AKsd8f7sdf98sdf7sd9f8sdf", "AKsd8f7sdf98sdf7sd9f8sdf"),
    ("Kod BLIK 482913", "482913"),
    ("Kod BLIK: 482 913", "482 913"),
    ("Kod do klatki: 4829", "4829"),
    ("TAN 482913", "482913"),
    ("pushTAN: 482913", "482913"),
    ("smsTAN 482913", "482913"),
    ("mTAN für die Überweisung: 482913", "482913"),
    ("Tresor-Code 4829", "4829"),
    ("Der Code für den Tresor ist 4829", "4829"),
    ("TAC anda 482913", "482913"),
    ("Namba yangu ya siri ni 4829", "4829"),
    ("GCash MPIN 4829", "4829"),
    ("senha do cartao 4829", "4829"),
    ("Token de acesso é APP_USR-2000184037883573-979925", "APP_USR-2000184037883573-979925"),
    ("Klucz API to ff64a7234d7e107744f77610f5299020485c", "ff64a7234d7e107744f77610f5299020485c"),
    ("kapı şifresi 4829", "4829"),
    ("Apartman kapı şifresi: 4829", "4829"),
    ("bina giriş kodu 4829", "4829"),
    ("Код від під’їзду: 4829", "4829"),
    ("Код від підʼїзду: 4829", "4829"),
    ("הקוד של הדלת 4829", "4829"),
    ("공동현관 비번 4829", "4829"),
    ("도어락 번호는 4829", "4829"),
]


# A third review, of service/secret_spoken.py and the form rules.
NEG3 = [
    "Agent: How many lines of code is the patch?\nUser: 2500",
    "Agent: What time should the code review start?\nUser: 1030",
    "Agent: what year did you write that code?\nUser: twenty twenty-four",
    "Agent: Can you confirm the order code please?\nCustomer: 48213",
    "Agent: What's the confirmation code for your booking?\nCustomer: 558201",
    "Agent: What's the PIN code for delivery?\nCustomer: 560034",
    "Agent: What's the PIN count on that connector?\nUser: 1024",
    "Agent: How many PIN pads do you need?\nCustomer: twelve fifty",
    "Agent: What's the zip-code?\nCaller: 94107",
    "The code review was at 1400 but now it's 1530.",
    "We wrote the code in 2019, and now it's 2024.",
    "The password policy required 8 characters; now it's 1200 users affected",
    "The code was 300 lines, actually it's 4000",
    "My PIN pad arrived. The order was 4411, sorry, it's 4412.",
    "Code review: ten thirty tomorrow",
    "Pin the meeting - ten thirty in room B",
    "Code freeze: twenty twenty-four Q4",
    "Our code is fifty fifty between Python and Go",
    "pin 1, 2, 3, 4 are ground on the header",
    "Code sample sizes: 1, 2, 4, 8",
    "    session_id=request.session.session_key",
    "self.session_id=generate_session_id()",
    "session_id=req-2024-05-01-000123",
    '<input type="text" name="passenger_name" value="Johnson">',
    '<input name="session_date" value="2024-05-01">',
    '<input name="token_count" value="1000">',
    "<tr><td>Safe</td><td>1200</td></tr>",
    "Alarm error code: <b>4003</b>",
    "endstop_pin: ^PG6",
    "cs_pin: gpio5",
    "dependency_pin: numpy==1.26",
    "door_code: 0000",
    "| Access token | 15min |",
    "| Hashed password | argon2id |",
    "| Client secret | rotate-90d |",
    "For user jdoe, pass @devops in the ticket",
    "user kim, pass 2fa-check first",
    "The login, it's down again",
    "The password, is it stored in vault2?",
    "I changed the redirect so users login to portal2",
    "Initial password length is 12chars minimum",
    "Wi-Fi passphrase field = leave blank unless asked",
    "| Move | Combo |\n| Hadouken | 2-3-6 |",
    "Item,Combo,Price\nBurger meal,1001,8.99",
    "| Product | Code |\n| Garage door opener | 4471 |",
    "| Date | Backup code |\n| Mon | 2024 |",
    "Name\tAddress\tPIN\nAsha\tMG Road, Bengaluru\t560001",
    "पता: 12 एमजी रोड, बेंगलुरु, पिन कोड: 560001",
    "Илья Репин 1844–1930, русский художник",
    "Mã cửa hàng: 1234",
    "chiave USB: 64GB",
    "la chiave della camera è 204b",
]
POS3 = [
    (
        "Wi-Fi passphrase: banjo eclipse salmon summit\nthanks again for hosting",
        "eclipse salmon summit",
    ),
    ("the door code was 6035 but they changed it, now it's 1912", "1912"),
    ("Caller: the pin is, um, 5 3 3 8", "5 3 3 8"),
    ("Agent: please confirm the verification code.\nUser: 8 0 7 7 1 5", "8 0 7 7 1 5"),
]


@pytest.mark.parametrize("text", NEG + NEG2 + NEG3)
def test_a_reviewed_look_alike_is_left_alone(text: str) -> None:
    assert PrivacyGuard().scan(text) == []


@pytest.mark.parametrize(("text", "secret"), POS + POS2 + POS3)
def test_a_reviewed_variant_is_redacted(text: str, secret: str) -> None:
    cleaned, _ = PrivacyGuard().clean(text, "content")
    assert secret not in cleaned


def test_a_recovery_list_ends_at_the_first_word() -> None:
    cleaned, _ = PrivacyGuard().clean("Backup codes: 4821, 9173, 5512 then call the bank", "c")
    assert cleaned.endswith(" then call the bank") and "4821" not in cleaned


@pytest.mark.parametrize(
    "unit",
    [" ", "\t", "What is the code?\n", "user bob pass ", "door code ", "code now ", "\u043f\u0438\u043d ",
     "koden til porten ", "| password | Hunter2!x "],
)  # fmt: skip
def test_the_reviewed_slow_inputs_scan_in_linear_time(unit: str) -> None:
    """Blank runs after a table row's start, a question's mark or a code word were quadratic
    (16 KB of blanks after '|': 120 s); each is bounded now."""
    guard = PrivacyGuard()
    small, large = unit * (4000 // len(unit)) + "x", unit * (16000 // len(unit)) + "x"

    def best_of_three(text: str) -> float:  # a shared machine's pauses hit one run, not three
        times = []
        for _ in range(3):
            start = time.perf_counter()
            guard.scan(text)
            times.append(time.perf_counter() - start)
        return min(times)

    t_small, t_large = best_of_three(small), best_of_three(large)
    assert t_large < 8 * t_small + 0.1, f"{unit!r}: {t_small:.3f} s -> {t_large:.3f} s"
