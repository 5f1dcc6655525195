"""The table of secret names in other languages (service/secret_words.py): a password, a card's
PIN, a door code and a verification code said plainly in 29 languages (my own sentences, one
of each kind a language; the Persian door code is left out: its word "dar" is also "in"), and
look-alikes in the same languages that must stay untouched."""

# ruff: noqa: RUF001

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard
from tests.privacy_checks import covered, flagged

SAID = [
    ("es", "La contraseña del wifi es Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("es", "El PIN de mi tarjeta es 4821", "4821"),
    ("es", "El código de la puerta es 4821", "4821"),
    ("es", "Tu código de verificación es 482913", "482913"),
    ("pt", "A senha do wifi é Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("pt", "O PIN do meu cartão é 4821", "4821"),
    ("pt", "O código do portão é 4821", "4821"),
    ("pt", "Seu código de verificação é 482913", "482913"),
    ("fr", "Le mot de passe du wifi est Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("fr", "Le code PIN de ma carte est 4821", "4821"),
    ("fr", "Le code de la porte est 4821", "4821"),
    ("fr", "Votre code de vérification est 482913", "482913"),
    ("de", "Das WLAN-Passwort ist Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("de", "Die PIN meiner Karte ist 4821", "4821"),
    ("de", "Der Türcode ist 4821", "4821"),
    ("de", "Ihr Bestätigungscode lautet 482913", "482913"),
    ("it", "La password del wifi è Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("it", "Il PIN della mia carta è 4821", "4821"),
    ("it", "Il codice del portone è 4821", "4821"),
    ("it", "Il tuo codice di verifica è 482913", "482913"),
    ("nl", "Het wifi-wachtwoord is Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("nl", "De pincode van mijn pas is 4821", "4821"),
    ("nl", "De deurcode is 4821", "4821"),
    ("nl", "Je verificatiecode is 482913", "482913"),
    ("pl", "Hasło do wifi to Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("pl", "PIN do mojej karty to 4821", "4821"),
    ("pl", "Kod do drzwi to 4821", "4821"),
    ("pl", "Twój kod weryfikacyjny to 482913", "482913"),
    ("tr", "Wifi şifresi Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("tr", "Kartımın şifresi 4821", "4821"),
    ("tr", "Kapı kodu 4821", "4821"),
    ("tr", "Doğrulama kodunuz 482913", "482913"),
    ("ru", "Пароль от вайфая: Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("ru", "ПИН-код моей карты 4821", "4821"),
    ("ru", "Код от двери 4821", "4821"),
    ("ru", "Ваш код подтверждения: 482913", "482913"),
    ("uk", "Пароль від wifi — Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("uk", "PIN-код моєї картки 4821", "4821"),
    ("uk", "Код від дверей 4821", "4821"),
    ("uk", "Ваш код підтвердження 482913", "482913"),
    ("el", "Ο κωδικός του wifi είναι Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("el", "Το PIN της κάρτας μου είναι 4821", "4821"),
    ("el", "Ο κωδικός της πόρτας είναι 4821", "4821"),
    ("el", "Ο κωδικός επαλήθευσης είναι 482913", "482913"),
    ("ar", "كلمة سر الواي فاي هي Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("ar", "الرقم السري لبطاقتي هو 4821", "4821"),
    ("ar", "رمز الباب هو 4821", "4821"),
    ("ar", "رمز التحقق الخاص بك هو 482913", "482913"),
    ("he", "הסיסמה של הוויפי היא Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("he", "הקוד הסודי של הכרטיס שלי הוא 4821", "4821"),
    ("he", "הקוד לדלת הוא 4821", "4821"),
    ("he", "קוד האימות שלך הוא 482913", "482913"),
    ("hi", "वाईफाई का पासवर्ड Qx7#pLm2vR है", "Qx7#pLm2vR"),
    ("hi", "मेरे कार्ड का पिन 4821 है", "4821"),
    ("hi", "दरवाज़े का कोड 4821 है", "4821"),
    ("hi", "आपका ओटीपी 482913 है", "482913"),
    ("bn", "ওয়াইফাই পাসওয়ার্ড হল Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("bn", "আমার কার্ডের পিন 4821", "4821"),
    ("bn", "দরজার কোড 4821", "4821"),
    ("bn", "আপনার ওটিপি 482913", "482913"),
    ("id", "Kata sandi wifi adalah Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("id", "PIN kartu saya 4821", "4821"),
    ("id", "Kode pintu adalah 4821", "4821"),
    ("id", "Kode verifikasi Anda 482913", "482913"),
    ("vi", "Mật khẩu wifi là Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("vi", "Mã PIN thẻ của tôi là 4821", "4821"),
    ("vi", "Mã cửa là 4821", "4821"),
    ("vi", "Mã xác minh của bạn là 482913", "482913"),
    ("th", "รหัสผ่านไวไฟคือ Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("th", "รหัส PIN บัตรของฉันคือ 4821", "4821"),
    ("th", "รหัสประตูคือ 4821", "4821"),
    ("th", "รหัสยืนยันของคุณคือ 482913", "482913"),
    ("zh", "无线网密码是Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("zh", "我的银行卡密码是4821", "4821"),
    ("zh", "门禁密码是4821", "4821"),
    ("zh", "您的验证码是482913", "482913"),
    ("ja", "Wi-Fiのパスワードは Qx7#pLm2vR です", "Qx7#pLm2vR"),
    ("ja", "カードの暗証番号は4821です", "4821"),
    ("ja", "ドアの暗証番号は4821です", "4821"),
    ("ja", "確認コードは482913です", "482913"),
    ("ko", "와이파이 비밀번호는 Qx7#pLm2vR 입니다", "Qx7#pLm2vR"),
    ("ko", "카드 비밀번호는 4821입니다", "4821"),
    ("ko", "현관 비밀번호는 4821입니다", "4821"),
    ("ko", "인증번호는 482913입니다", "482913"),
    ("sw", "Nenosiri la wifi ni Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("sw", "PIN ya kadi yangu ni 4821", "4821"),
    ("sw", "Namba ya siri ya mlango ni 4821", "4821"),
    ("sw", "Nambari yako ya uthibitisho ni 482913", "482913"),
    ("fa", "رمز وای فای Qx7#pLm2vR است", "Qx7#pLm2vR"),
    ("fa", "رمز کارت من 4821 است", "4821"),
    ("fa", "کد تایید شما 482913 است", "482913"),
    ("ur", "وائی فائی کا پاس ورڈ Qx7#pLm2vR ہے", "Qx7#pLm2vR"),
    ("ur", "میرے کارڈ کا پن 4821 ہے", "4821"),
    ("ur", "دروازے کا کوڈ 4821 ہے", "4821"),
    ("ur", "آپ کا تصدیقی کوڈ 482913 ہے", "482913"),
    ("ms", "Kata laluan wifi ialah Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("ms", "PIN kad saya ialah 4821", "4821"),
    ("ms", "Kod pintu ialah 4821", "4821"),
    ("ms", "Kod pengesahan anda ialah 482913", "482913"),
    ("tl", "Ang password ng wifi ay Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("tl", "Ang PIN ng card ko ay 4821", "4821"),
    ("tl", "Ang code ng gate ay 4821", "4821"),
    ("tl", "Ang verification code mo ay 482913", "482913"),
    ("ro", "Parola de la wifi este Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("ro", "PIN-ul cardului meu este 4821", "4821"),
    ("ro", "Codul de la ușă este 4821", "4821"),
    ("ro", "Codul tău de verificare este 482913", "482913"),
    ("cs", "Heslo k wifi je Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("cs", "PIN k mé kartě je 4821", "4821"),
    ("cs", "Kód ke dveřím je 4821", "4821"),
    ("cs", "Váš ověřovací kód je 482913", "482913"),
    ("sv", "Wifi-lösenordet är Qx7#pLm2vR", "Qx7#pLm2vR"),
    ("sv", "Pinkoden till mitt kort är 4821", "4821"),
    ("sv", "Portkoden är 4821", "4821"),
    ("sv", "Din verifieringskod är 482913", "482913"),
]

# One-line facts in other languages: a thing, then its code or password, often with no verb.
FACTS = [
    ("PIN de la tarjeta de Mia: 2705", "2705"),
    ("Código de la alarma — 7730", "7730"),
    ("Wifi de casa: Lemon$Tree44", "Lemon$Tree44"),
    ("Türcode Oma: 1122", "1122"),
    ("Codice cancello: 5580", "5580"),
    ("Kod do furtki 3391", "3391"),
    ("Пин-код карты Сбер: 9183", "9183"),
    ("Senha do banco: Praia#2024", "Praia#2024"),
    ("Wachtwoord Netflix: couchPotato#7", "couchPotato#7"),
    ("门禁：4471#", "4471"),
    ("家の暗証番号 8812", "8812"),
    ("현관 비번 2291*", "2291"),
    ("Mã PIN thẻ ATM: 6021", "6021"),
    ("Kode brankas kantor 38-12-55", "38-12-55"),
    ("Şifre (banka kartı): 5050", "5050"),
    ("WiFi-Passwort Büro: Tundra!88x", "Tundra!88x"),
    ("Mot de passe Netflix = Soleil#44", "Soleil#44"),
]

FACT_LOOK_ALIKES = [
    "PIN de la tarjeta de Mia: caducado",
    "Código postal de la oficina — 28013",
    "Wifi de casa: Vodafone-5G",
    "Code porte immeuble : voir gardien",
    "Türnummer Oma: 12",
    "Codice fiscale: RSSMRA80A01H501U",
    "Kod pocztowy 00-950",
    "Номер карты лояльности: 7788",
    "Senha do banco: trocar amanhã",
    "门牌号：4471",
    "家の電話番号 03-1234-5678",
    "현관 번호 101동",
    "Mã bưu chính: 700000",
    "Kode pos kantor 12940",
    "Şifre (banka kartı): değişti",
    "Mot de passe Netflix = à changer",
]

LOOK_ALIKES = [
    "El código de la puerta cambió en 2023",
    "La contraseña del wifi está en la etiqueta del router",
    "Mật khẩu wifi đã đổi vào năm 2023",
    "Mã cửa hàng 4821 ở quận 1",
    "Ваш код подтверждения отправлен на номер 89161234567",
    "Пароль должен содержать 8 символов",
    "验证码有效期5分钟",
    "验证码将在 2024 年过期",
    "Der Türcode ist mit 4 Ziffern sicherer",
    "Kod do drzwi zmieniamy co 30 dni",
    "Kapı kodu değişti, yeni kodu 3 gün içinde göndereceğiz",
    "La password del wifi è scritta sul router",
    "Пароль от роутера Keenetic Giga KN-1011",
    "O PIN do cartão tem 4 dígitos",
    "الرقم السري يتكون من 4 أرقام",
    "비밀번호는 8자리 이상이어야 합니다",
    "パスワードは12文字以上にしてください",
    "Mã xác nhận đơn hàng 482913 đã được giao",
    "Kode verifikasi dikirim ke nomor 0812 3456 7890",
    "Şifre sıfırlama talebiniz 2024 yılında alındı",
    "Le code de la porte est au verso, appartement 1204",
    "Het wachtwoord is 12 tekens lang",
    "wachtwoord vergeten? bel 0800 1234",
    "cod de verificare trimis la 0722 123 456",
    "Código de confirmación de la reserva 482913",
    "Ваш код подтверждения заказа 482913",
    "رمز در سال 1402 تغییر کرد",
    "पिन कोड 110037, फ़ोन +91 9869131827",
    "পিন কোড 700001",
]


@pytest.fixture(scope="module")
def guard() -> PrivacyGuard:
    return PrivacyGuard()


@pytest.mark.parametrize(("lang", "text", "secret"), SAID)
def test_a_secret_named_in_another_language_is_found(
    guard: PrivacyGuard, lang: str, text: str, secret: str
) -> None:
    assert covered(guard, text, secret), lang


@pytest.mark.parametrize("text", LOOK_ALIKES + FACT_LOOK_ALIKES)
def test_a_look_alike_in_another_language_is_left_alone(guard: PrivacyGuard, text: str) -> None:
    assert flagged(guard, text) == []


@pytest.mark.parametrize(("text", "secret"), FACTS)
def test_a_one_line_fact_in_another_language_is_found(
    guard: PrivacyGuard, text: str, secret: str
) -> None:
    assert covered(guard, text, secret), flagged(guard, text)
