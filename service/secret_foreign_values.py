"""Ways another language gives a password or a PIN that the other rules left alone, and a
patient's record number (the rules of `FOREIGN_VALUE_PATTERNS`, run with `secret_patterns`).

Why: the helper's probe of session 190 (written before it read the rules) said them and no
rule read them:

- a letters-only value after another language's "password is": "mi contraseña es exjEUyLFK",
  "a senha é BatataFrita", "το συνθηματικό μου είναι GatoNegro", and Italian's own use of
  "password" ("la password del wifi è GattoNero", only with another language's verb: an
  English "**Password policy:** `minLength: 12`" is a setting). English prose is read with
  the tokenizer's vocabulary (a word no English sentence uses is a value); another language's
  words are not in it, so the foreign rules ask for a digit or a mark, and "la contraseña es
  segura" stays a sentence. A capital inside the word after a small letter is what no word of
  a sentence has (a brand's name has: "iPhone", "WhatsApp", so those are kept out).
- Russian and Ukrainian have no "is": "пароль от почты qO0rcDQYMQ", "пароль к почте
  qwerty123", "гасло від пошти X" (what it opens, then the value). After "пароль" or
  "гасло" and a preposition, a word or two for the account, then a value with a Latin
  letter and a digit or a mark; never a year
  ("пароль от почты 2024 года"), a word ("такой же") or a model's name, capitals and digits
  ("Пароль от роутера Keenetic Giga KN-1011", tests/data/privacy_lookalikes.json).
- a medical record number named as one: "Patient John Doe, MRN 89405406", "medical record
  number: 00381124". A patient's record opens their medical history the way an identity
  number does; only the name reads it, and only a number of six digits or more ("MRN field"
  stays). A patient's ID in a clinic's booking note is a look-alike of privacy probe 120
  ("patient ID 004817, rebooked to Thursday"), so only the record's own name reads one.
- a PIN named in Latin letters glued to Japanese or Chinese: "銀行のPINは4821" (no word
  boundary stands before "PIN" there, so the rules that read "PIN is 4821" never start).

Every repetition is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

import re

from service.password_words import FOREIGN_PASSWORD
from service.secret_prose import EMAIL, PASSWORD_LIKE

# Another language's "is" (or a colon) after the name, a few words between
_VERB = (
    r"(?:(?<!\w)(?:lautet|ist|is|es|est|era|fue|foi|war|\u00e9|\u00e8|jest|to|\u00e4r|er|on|este"
    r"|\u03b5\u03af\u03bd\u03b1\u03b9|adalah|ialah|ni|je|yw|\u00e9s|ir|\u0435|\u0458\u0435|\u0446\u0435"
    r"|\u00ebsht\u00eb|olarak|l\u00e0)(?!\w)|(?<!\w)[\u2014\u2013-]|:|\uff1a|=)"
)
_BETWEEN = r"(?:[^\S\n]+[^\s.:;!?=]{1,30}){0,6}?"
# Words with a capital inside that are names, not passwords
_BRANDS = (
    r"iPhone|iPad|iCloud|iMac|iTunes|iOS|macOS|MacBook|WhatsApp|YouTube|PayPal|LinkedIn"
    r"|GitHub|GitLab|FaceTime|TikTok|PlayStation|OneDrive|OneNote|PowerPoint|JavaScript"
    r"|TypeScript|OpenAI|ChatGPT|WiFi|WLan|McDonald|DeepL|SharePoint|DropBox|WordPress"
    r"|AirBnb|AirDrop|BlaBlaCar|eBay|FedEx|HubSpot|MySQL|PostgreSQL|MongoDB|NordVPN|ProtonMail"
    # (a password manager's name: "the password manager is LastPass")
    r"|LastPass|KeePass\w*|NordPass|RoboForm|ProtonPass|OnePassword|BitWarden|DashLane|KeeWeb"
    r"|StrongBox|MacPass|AuthPass|PassBolt|EnPass|SafeInCloud|iCloudKeychain"
)
_FOREIGN_IS = (
    r"(?:lautet|ist|es|est|era|fue|foi|war|\u00e9|\u00e8|jest|\u00e4r|er|este"
    r"|\u03b5\u03af\u03bd\u03b1\u03b9)(?!\w)"
)
# (nor a program's setting in camelCase: "minLength", "isRequired")
_SETTING = r"(?:min|max|is|has|get|set|on|use|to|allow|require|enable|disable|default)[A-Z]"
_MIXED = (
    rf"(?-i:(?!(?:{_BRANDS})(?![A-Za-z])|{_SETTING})(?=[A-Za-z]{{0,39}}[a-z][A-Z])[A-Za-z]{{6,40}})"
    r"(?![\w@/\\-])"
)
# Names of a password that are other words too, never read before a letters-only value
# (review s190): Spanish "clave" is a key ("Palabra clave: MachineLearning", "La clave del
# éxito es TrabajoDuro"), Italian "parola" a word ("La parola dell'anno è DeepFake"),
# Ukrainian "гасло" a slogan ("Гасло бренду — JustDoIt"), and English "passphrase" meets
# English "to" and "on" ("Pipe the passphrase to OpenSSL", "stored on YubiKey").
_NOT_A_PASSWORD = r"(?!clave\b|parola\b|\u0433\u0430\u0441\u043b|passphrase\b)"
# What a Ukrainian "гасло" opens when it is a password ("гасло від пошти X"), not a slogan's
# campaign ("Гасло до акції BeBrave2024", "Гасло в соцмережах #StandWithUkraine")
_UA_ACCOUNT = (
    r"(?:\u043f\u043e\u0448\u0442|\u0441\u043a\u0440\u0438\u043d\u044c\u043a|\u0430\u043a\u0430\u0443\u043d\u0442"
    r"|\u043e\u0431\u043b\u0456\u043a|\u043f\u0440\u043e\u0444\u0456\u043b|\u043a\u0430\u0431\u0456\u043d\u0435\u0442"
    r"|\u0432\u0430\u0439|\u0440\u043e\u0443\u0442\u0435\u0440|\u0442\u0435\u043b\u0435\u0444\u043e\u043d"
    r"|\u043d\u043e\u0443\u0442\u0431\u0443\u043a|\u043a\u043e\u043c\u043f|\u0441\u0435\u0440\u0432\u0435\u0440"
    r"|\u0431\u0430\u043d\u043a|\u043a\u0430\u0440\u0442\u043a|\u0434\u043e\u0434\u0430\u0442\u043a"
    r"|\u0441\u0430\u0439\u0442|\u0430\u0440\u0445\u0456\u0432|\u0431\u0430\u0437|wi-?fi|e-?mail|gmail)"
)
# (a preposition of place before the value is where it is kept, "хранится в vault_kv2")
_SLAVIC_WHERE = (
    r"(?:\u0432|\u0443|\u043d\u0430|\u0438\u0437|\u0441|\u043f\u043e"
    r"|\u0447\u0435\u0440\u0435\u0437)"
)
_SLAVIC_PASSWORD = (
    r"\b(?:\u043f\u0430\u0440\u043e\u043b\u044c|\u043f\u0430\u0440\u043e\u043b\u044f|\u043f\u0430\u0440\u043e\u043b\u0456"
    # (Ukrainian's own word, only before what it opens)
    rf"|\u0433\u0430\u0441\u043b\u043e(?=[^\S\n]+\w{{1,3}}[^\S\n]+(?i:{_UA_ACCOUNT})))"
)
_SLAVIC_FOR = (
    r"(?:\u043e\u0442|\u0434\u043b\u044f|\u043a|\u043a\u043e|\u043d\u0430|\u0432|\u0438\u0437"
    r"|\u0443|\u0434\u043e|\u0432\u0456\u0434)"
)
_RECORD = (
    r"\b(?:MRN|medical\s+record\s+(?:number|no\.?|num|#|id)|medical\s+record"
    r"|health\s+record\s+(?:number|no\.?))"
)

# A PIN named in Latin letters inside Japanese, Chinese or Korean, where no word boundary
# comes before it ("銀行のPINは4821", "カードのPINコードは4821です")
_GLUED_PIN = (
    # (never a chip's or a connector's pin: "引脚PIN:1024", "コネクタのPINは1234で電源",
    # "接口PIN是1234号脚", review s190)
    r"(?<!\u5f15\u811a)(?<!\u63a5\u53e3)(?<!\u82af\u7247)(?<!\u9488\u811a)(?<!\u7aef\u5b50)"
    r"(?<!\u30b3\u30cd\u30af\u30bf\u306e)(?<!\u30b3\u30cd\u30af\u30bf)(?<!IC\u306e)"
    r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])(?-i:PIN|\uff30\uff29\uff2e)"
    r"(?:\u30b3\u30fc\u30c9|\u756a\u53f7|\u7801|\u78bc|\ubc88\ud638|\ucf54\ub4dc)?[^\S\n]*"
    r"(?:\u306f|\u662f|\u4e3a|\u70ba|\ub294|\uc740|:|\uff1a)[^\S\n]*"
    r"(?P<s>[0-9\uff10-\uff19]{4,8})(?![0-9\uff10-\uff19\u53f7\u811a\u9488\u30d4\u756a])"
)

FOREIGN_VALUE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("pin", re.compile(_GLUED_PIN)),
    (
        "password",
        re.compile(
            rf"(?i)(?:{_NOT_A_PASSWORD}(?:{FOREIGN_PASSWORD}){_BETWEEN}[^\S\n]*{_VERB}"
            # (Italian chat says "password" too, "la password del wifi è GattoNero"; only with
            # another language's verb: "**Password policy:** `minLength: 12`" is a setting;
            # never its manager: "il mio password manager è SecureSafe", review s190)
            rf"|\bpassword\b(?![^\S\n]+manager){_BETWEEN}[^\S\n]+{_FOREIGN_IS})[^\S\n]*"
            rf"['\"\u201c\u00ab\u300c]?(?P<s>{_MIXED})"
        ),
    ),
    (
        "password",
        re.compile(
            rf"(?i){_SLAVIC_PASSWORD}[^\S\n]+{_SLAVIC_FOR}"
            rf"(?:[^\S\n]+(?!{_SLAVIC_WHERE}[^\S\n])[^\s\d.,:;!?\u2014-]{{1,30}}){{1,3}}?"
            # (never an e-mail address, the account's login: "Пароль для учётки admin@corp.com")
            rf"[^\S\n]+(?!{EMAIL})(?P<s>(?=[^\s,;\"'`]{{0,99}}(?-i:[a-z!@#$%^&*])){PASSWORD_LIKE})"
        ),
    ),
    (
        "medical_record",
        re.compile(
            rf"(?i){_RECORD}(?:[^\S\n]+(?:is|was|of)\b|[^\S\n]*[:#=])?[^\S\n]*"
            # (never a date, a span of years or a phone number: "medical record 2015-2020",
            # "Medical record 2023-11-02: BP 120/80", review s190)
            r"(?!(?:19|20)\d\d-(?:[01]\d-[0-3]\d|(?:19|20)\d\d)(?![\w-])|\d{3}-\d{3}-\d{4}(?![\w-]))"
            # (in groups too, "MRN 8940 5406": a space only between digits, sec4 probe)
            r"(?P<s>(?-i:[A-Z]{0,3})-?(?=(?:\d[-\s]?){6})\d(?:[\d-]|[ ](?=\d)){4,14}\d)(?![\w-])"
        ),
    ),
]
