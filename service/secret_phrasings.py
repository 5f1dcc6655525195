"""More ways people and agents write a secret down: a password that "was rotated to" a value,
named in another language, a lock that "opens with" a number, the answer to a security
question, a credential passed to a function (session cookies are in `service.secret_cookies`).
Each pattern's `s` group is the secret; `service.privacy` runs them with the others
(`secret_patterns.PATTERNS`).

Every value is shaped like a secret (a password-like word, a run of digits, a dashed combination):
the words around it alone never flag a memory. Repetitions are bounded: a scan stays linear.
"""

from __future__ import annotations

import re

from service.password_words import FOREIGN_PASSWORD
from service.secret_prose import PASSWORD_LIKE, PASSWORD_WORD
from service.secret_words import STILL, STILL_WORDS

_CHANGE = r"(?:changed|set|reset|rotated|updated|switched)"
# A password after a Chinese, Japanese or Korean particle ("パスワードは", "密码是"): never the
# sentence that goes on with no space ("パスワードは社内の1Passwordに保存してあります" named a
# place, held-out probe 34), so none of those scripts' characters or full-width marks in it.
_NO_CJK_PASSWORD = PASSWORD_LIKE.replace(
    "[^\\s,;\\\"'`", "[^\\s,;\\\"'`\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef"
).replace(".)?]", ".)?(]")  # (nor a Korean particle's parenthesis: "X(으)로")

# Names of a password in other languages, and the verbs and marks that give its value.
_FOREIGN_PIN = (
    r"\b(?:geheimzahl|geheimnummer|pin-code|pincode|pinkod(?:en)?|c\u00f3digo\s+pin|codigo\s+pin"
    # the ATM's or the card's key: "clave del cajero", "numero segreto", "code confidentiel"
    r"|clave\s+(?:del\s+cajero|de\s+(?:la\s+)?tarjeta)|n[u\u00fa]mero\s+secreto|numero\s+segreto"
    r"|code\s+confidentiel|codice\s+segreto|senha\s+do\s+cart(?:\u00e3|a)o"
    r"|code\s+pin"
    r"|anshou\s+bangou)\b|\u6697\u8a3c\u756a\u53f7"
    # "PIN do karty", "PIN de la tarjeta": the English "PIN to 2500 customers" is no secret
    r"|\b(?-i:PIN)(?=\s+(?:do|de|del|der|f\u00fcr|pour|da|van|von|della|es|ist|est|lautet|jest"
    r"|\u00e8|\u00e9|\u00e4r|er|este|je)(?!\w))|\bpin-\u043a\u043e\u0434"
    r"|\u0627\u0644\u0631\u0642\u0645\s+\u0627\u0644\u0633\u0631\u064a|\u0627\u0644\u0631\u0645\u0632\s+\u0627\u0644\u0633\u0631\u064a"
)
# Verbs of other languages that give a value (Vietnamese, Greek, Indonesian, Arabic, Hindi,
# Thai, Hebrew, Persian...): the English "is" is not among them, so "PIN ... is" stays with
# the English rules.
_OTHER_VERB = (
    r"(?:l\u00e0|\u03b5\u03af\u03bd\u03b1\u03b9|adalah|ialah|\u0647\u0648|\u0647\u064a|ist|est|es|\u00e8|\u00e9|\u00e4r|er|jest|je"
    r"|\u0939\u0948|\u0e04\u0e37\u0e2d|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u0627\u0633\u062a)(?!\w)"
)
# "my" in a few languages: "PIN ATM saya 366171" (Indonesian) gives the value with no verb.
_MY = (
    r"(?:saya|aku|ku|t\u00f4i|m\u00ecnh|\u03bc\u03bf\u03c5|mera|meri|mio|mia|mein|meine|meu|minha)"
)
_FOREIGN_VERB = (
    # (a whole word: "it's otter-lantern-83" holds the Danish "er" of "otter", probe 43)
    r"(?:(?<!\w)(?:lautet|ist|es|est|era|\u00e9|\u00e8|is|jest|to|\u00e4r|er|on|wa|este|hai|olarak|l\u00e0"
    r"|\u03b5\u03af\u03bd\u03b1\u03b9|adalah|ialah|ni|ay|\u0647\u0648|\u0647\u064a|je|\u0939\u0948|\u0e04\u0e37\u0e2d|\u05d4\u05d9\u05d0|\u05d4\u05d5\u05d0|\u0627\u0633\u062a"
    # (Welsh, Catalan, Lithuanian, Latvian, Bulgarian, Serbian, Georgian, Albanian, Ukrainian)
    r"|yw|ydy|\u00e9s|yra|ir|\u0435|\u0458\u0435|\u10d0\u10e0\u10d8\u10e1|\u00ebsht\u00eb|\u0446\u0435)(?!\w)"
    # (a dash inside a word is no mark: "lautet jetzt Kranich-Wolke-8813" gave "Wolke-8813")
    # (Korean's subject particles too: "VPN 비밀번호가 X(으)로 바뀌었습니다", probe 41; and
    # its object's: "비밀번호를 X로 바꿨어요", probe s180)
    r"|\u306f|\u662f|\ub294|\uc740|\uac00|\uc774|\ub97c|\uc744|(?<!\w)[\u2014\u2013-]|:|\uff1a|=)"
    # ... and a "now" after the verb ("lautet jetzt", "est maintenant", "jest teraz")
    r"(?:[^\S\n]+(?:jetzt|nun|maintenant|d\u00e9sormais|ahora|ora|agora|nu|teraz|now"
    r"|\u0442\u0435\u043f\u0435\u0440\u044c)(?!\w))?"
    # ... or a "still" ("ist immer noch", "è ancora")
    rf"(?:[^\S\n]+{STILL_WORDS}(?!\w))?"
)
# A few words between the name and the verb ("Passwort f\u00fcr den Backup-Server lautet").
# A colon inside a word is Swedish grammar ("wifi:t", "SMS:et"), not a value's mark.
# (up to seven: "كلمة المرور الجديدة لشبكة الواي فاي في المكتب هي ...", probe 41; nine, for
# Vietnamese writes a syllable a word, and a dot inside a name: "пароль от почты на mail.ru —
# ...", "mật khẩu wifi quán cà phê Phúc Long tầng 2 là ...", probe 42)
_BETWEEN = r"(?:[^\S\n]+(?:[^\s.:;!?]|[:.](?=\w)){1,30}){0,9}?"
# Door, gate and alarm codes in other languages; the value may follow with no verb ("Kap\u0131
# kodu 7391", the Russian "code of the intercom 3856"), so each name says what it opens.
_FOREIGN_CODE = (
    r"\b(?:deurcode|toegangscode|alarmcode|t\u00fcrcode|torcode|portkod(?:en)?|(?:un)?scharfcode"
    # a padlock's ("Pour le cadenas du v\u00e9lo : sept, deux, neuf, quatre", held-out probe 43)
    r"|cadenas|candado|lucchetto|zahlenschloss|fahrradschloss|hangslot|k\u0142\u00f3dk\w{0,3}"
    r"|ovikoodi|porttikoodi|h\u00e4lytyskoodi"
    # (Swedish, Danish and Norwegian compounds: "Larmkoden hemma \u00e4r 3 8 0 5", probe 98)
    r"|(?:d\u00f6rr|larm|grind|garage)kod(?:en)?|(?:d\u00f8r|port|alarm|garage)kode(?:n)?"
    r"|kap\u0131\s+(?:kodu|\u015fifresi)|alarm\s+kodu"
    r"|kod\s+(?:do\s+(?:drzwi|domu|bramy|furtki|szafki|sejfu|skrytki|gara\u017cu|domofonu)|pin"
    r"|dost\u0119pu|alarmu)|alarmanlagen?(?:[\s-]+code)?"
    r"|\u043a\u043e\u0434\s+(?:\u043e\u0442\s+)?(?:\u0434\u043e\u043c\u043e\u0444\u043e\u043d\u0430"
    r"|\u0434\u0432\u0435\u0440\u0438|\u043f\u043e\u0434\u044a\u0435\u0437\u0434\u0430"
    r"|\u0441\u0435\u0439\u0444\u0430|\u0437\u0430\u043c\u043a\u0430"
    r"|\u0441\u0438\u0433\u043d\u0430\u043b\u0438\u0437\u0430\u0446\u0438\u0438)"
    # (Spanish "clave" of a door is its code too: "la clave del portal es 1 9 8 7", held-out
    # privacy probe 96)
    r"|(?:c(?:\u00f3|o)digo|clave)\s+(?:de\s+(?:la\s+)?(?:puerta|alarma|acceso|entrada|port\u00f3n|caja\s+fuerte"
    r"|cerradura|taquilla)|del\s+(?:buz\u00f3n|candado|portal|garaje|port\u00f3n|cofre)"
    r"|do\s+(?:port(?:\u00e3|a)o|alarme|pr(?:\u00e9|e)dio))"
    r"|codice\s+(?:del(?:la)?\s+)?(?:porta|cancello|allarme|portone)"
    r"|code\s+de\s+(?:la\s+)?(?:porte|alarme|portail|l'immeuble)|pin-\u043a\u043e\u0434"
    r"|code\s+(?:d')?alarme|code\s+d'acc[e\u00e8]s|code\s+du\s+portail|digicode"
    r"|codice\s+(?:dell')?allarme|codice\s+d'accesso)(?!\w)"
    # all-digit passwords in Chinese, Japanese and Korean
    r"|\u5bc6\u7801|\u5bc6\u78bc|\u6697\u8a3c\u756a\u53f7|\ube44\ubc00\ubc88\ud638"
)
# Digits said one by one in other languages, after a PIN's name: "die PIN ist neun drei
# eins sieben" (German, Spanish, French, Italian, Portuguese, Dutch).
_DIGIT_WORD = (
    r"(?:null|eins|zwei|drei|vier|f\u00fcnf|fuenf|sechs|sieben|acht|neun|cero|uno|dos|tres"
    r"|cuatro|cinco|seis|siete|ocho|nueve|z\u00e9ro|un|deux|trois|quatre|cinq|six|sept|huit"
    r"|neuf|zero|due|tre|quattro|cinque|sei|sette|otto|nove|um|dois|tr\u00eas|quatro|sete"
    r"|oito|nul|een|twee|drie|vijf|zes|zeven|negen)"
)
_FOREIGN_DIGITS = rf"{_DIGIT_WORD}(?:(?:[ -]|,[ \t]?){_DIGIT_WORD}){{3,7}}(?!\w)"
_YEAR_AFTER = (
    r"(?:\u5e74|\ub144|roku|rok|\u0433\u043e\u0434\u0443|\u0433\u043e\u0434|y\u0131l|jahr|year"
    r"|ann\u00e9e|a\u00f1o|anno|ano|jaar|\u00e5r)"
)
_COMBINATION = r"\d{1,2}(?:-\d{1,2}){2,3}"
_LOCK = (
    r"\b(?:lock\s?box|key\s?safe|key\s?box|padlock|safe|locker|combination\s+lock|bike\s+lock"
    r"|lock|tresor|schlie\u00dffach|cassaforte|caja\s+fuerte|coffre-fort|cofre)\b"
)
# "lock screen timeout set to 300 seconds", "lock file set to 0600 permissions": settings
_UNITS = r"seconds?|secs?|s|minutes?|mins?|ms|hours?|days?|permissions?|mode|%|px|mb|gb"
_CAPITALISED = r"[A-Z0-9][\w'\u2019-]*(?:[^\S\n]+[A-Z0-9][\w'\u2019-]*){0,3}"

# A value said last in its clause ("the password you enter is SHA256-hashed before storage"
# describes it).
_CLAUSE_ENDS = r"(?=[^\S\n]*(?:$|[.,;!?)\n]|[^\S\n]+(?:and|but|so|then)\b))"

MORE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # "the staging DB password was rotated to X", "IT set the user's password to X",
        # "changed their Apple ID password today to X"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD}|pw|pwd)\b[^.\n]{{0,40}}?\b(?:was|were|is|has\s+been|got)\s+"
            rf"{_CHANGE}(?:\s+(?:today|yesterday|again|temporarily|recently|back))?\s+to\s+"
            rf"['\"\u201c]?(?P<s>{PASSWORD_LIKE})"
            rf"|\b{_CHANGE}\b[^.\n]{{0,60}}?\b(?:{PASSWORD_WORD})"
            r"(?:\s+(?:today|yesterday|again|temporarily|back|now))?\s+to\s+['\"\u201c]?"
            rf"(?P<d>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "the SFTP password, as dictated by Ruth on the call, is X"; "the password is still 'X'"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD})\b(?:,[^,.\n]{{1,60}},\s*(?:is|was)|\s+is\s+still)\s+"
            rf"['\"\u201c]?(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "my icloud passcode? 739201", "wifi pass at grandma's: Rosebud1955"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD}|pwd|pw|pin)\?(?![\w-]{{1,40}}=)\s*(?P<s>\d{{4,12}}|(?=\S*\d){PASSWORD_LIKE})"
            r"|\b(?:wi-?fi|wlan|router|network|laptop|computer|phone)\s+pass\b"
            r"(?:\s+(?:at|for|of)\s+(?:(?:the|my|our|his|her)\s+)?[\w'-]+)?"
            rf"\s*(?:is|was|:|=|-)\s*(?P<d>{PASSWORD_LIKE})"
        ),
    ),
    (
        # a VPN's pre-shared key, a shared secret: "pre-shared key 'Nebula-Fox-7731'"
        "password",
        re.compile(
            r"(?i)\b(?:pre-?shared\s+key|shared\s+secret)\b(?:\s+(?:is|was|=|:))?\s*"
            rf"['\"\u201c]?(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        "password",
        re.compile(
            rf"(?i)(?:{FOREIGN_PASSWORD}){_BETWEEN}\s*{_FOREIGN_VERB}\s*['\"\u201c\u00ab\u300c\u300e]?"
            rf"(?P<s>{_NO_CJK_PASSWORD})"
        ),
    ),
    (
        "pin",
        re.compile(
            rf"(?i)(?:{_FOREIGN_PIN}){_BETWEEN}\s*{_FOREIGN_VERB}\s*"
            rf"(?P<s>{_COMBINATION}|\d{{4,8}}|{_FOREIGN_DIGITS}|\d(?: \d){{3,7}})(?![\d.,:/-]?\d)"
        ),
    ),
    (
        "access_code",
        re.compile(
            # a verb or a colon, or the number right after the name ("Kap\u0131 kodu 7391"); never
            # a year ("2024 roku", "2024\u5e74") or a number a few words on ("f\u00fcr Haus 1234")
            # (an aside may come first: "c\u00f3digo del buz\u00f3n (Airbnb, calle Mayor 12) es
            # 1522")
            # ... or a comma, never before a year: "code de la porte ..., 4B72A," (probe 80)
            rf"(?i)(?:{_FOREIGN_CODE})(?:(?:[^\S\n]+[^\s\d.:;!?,]{{1,30}}){{0,4}}?"
            r"(?:[^\S\n]*\([^)\n]{0,60}\))?\s*"
            rf"(?:{_FOREIGN_VERB}|,(?![^\S\n]*(?:19|20)\d\d\b))\s*|[^\S\n]*)"
            # (a start cut off, then said: "Kap\u0131 \u015fifresi 24... pardon, 2486", probe 88)
            r"(?:\d{1,3}(?:\.{2,3}|\u2026)[^\S\n]*(?:pardon|sorry|perd\u00f3n|nein|non|no|yani)?,?\s*)?"
            rf"(?P<s>\d{{4,8}}#?|\d{{1,6}}[#*]\d{{1,6}}#?|{_FOREIGN_DIGITS}|\d(?:[ -]\d){{3,7}}"
            r"|(?-i:(?=(?:[A-Z]*\d){3})(?=\d*[A-Z])[0-9A-Z]{4,8})(?![\w-]))"
            rf"(?![\d.,:/-]?\d)(?!\s*{_YEAR_AFTER})"
        ),
    ),
    (
        # Turkish puts the value right after the noun: "wifi \u015fifresi Kedi_2023! olarak
        # ayarland\u0131" (set as)
        "password",
        re.compile(rf"(?i)\b\u015fifre(?:si|m|niz)?(?:[^\S\n]*:)?[^\S\n]+(?P<s>{PASSWORD_LIKE})"),
    ),
    (
        # any other language's name, then the value with no verb: "கடவுச்சொல் Idli_Sambar_5",
        # "Գաղտնաբառը Yerevan_Ararat_9 է" (privacy probe s180); only a value no word is: 8
        # long, a letter, a digit and a capital or a mark, not led by a digit ("2FA-Codes"),
        # never a Wi-Fi standard's name ("WPA2-PSK")
        "password",
        re.compile(
            rf"(?i)(?:{FOREIGN_PASSWORD})[^\S\n]+(?!WPA|WEP|\d)(?=\S{{8}})"
            rf"(?P<s>(?=\S{{0,63}}\d)(?-i:(?=\S{{0,63}}[A-Z!@#$%^&*_]))(?=\S{{0,63}}[a-z]){_NO_CJK_PASSWORD})"
        ),
    ),
    (
        # Hinglish: "wifi ka password hai X", "gate ka code 2413 hai"
        "password",
        re.compile(
            rf"(?i)\bpassword\s+hai\s+(?P<s>{PASSWORD_LIKE})"
            r"|\b(?:ka|ki|ke|mera|meri|apna|apni)[^\S\n]+(?:passcode|password)[^\S\n]+"
            rf"(?P<d>\d{{4,8}}|{PASSWORD_LIKE})[^\S\n]+hai\b"
        ),
    ),
    (
        # "gate ka code 2413 hai", "ATM ka pin 4821 hai"; never a postal PIN code ("ghar ka pin
        # 560034") or a train number ("Rajdhani ka code 12951")
        "access_code",
        re.compile(
            r"(?i)\b(?:gate|darwaz[ae]|ghar|locker|alarm|lock|safe|main\s+door|door)[^\S\n]+"
            r"(?:ka|ki|ke)[^\S\n]+code[^\S\n]+(?:hai[^\S\n]+)?(?P<s>\d{4,8})(?![\d])"
            r"|\b(?:atm|card|debit\s+card|credit\s+card|phone|mobile|bank)[^\S\n]+(?:ka|ki|ke)"
            r"[^\S\n]+pin[^\S\n]+(?:hai[^\S\n]+)?(?P<d>\d{4,6})(?![\d])"
        ),
    ),
    (
        # Persian, Hindi and Japanese put the verb last: "mera password X hai"
        "password",
        re.compile(
            rf"(?i)(?:{FOREIGN_PASSWORD}|\bpassword\b){_BETWEEN}[^\S\n]+(?P<s>{PASSWORD_LIKE})"
            r"[^\S\n]+(?:\u0627\u0633\u062a|\u0939\u0948|hai|\u3067\u3059)(?!\w)"
        ),
    ),
    (
        # "my" and the value, no verb: "kata sandi akun BCA saya X" (Indonesian); the value
        # has a digit or a symbol
        "password",
        re.compile(
            rf"(?i)(?:{FOREIGN_PASSWORD}){_BETWEEN}[^\S\n]+{_MY}[^\S\n]+"
            rf"(?P<s>(?=\S{{0,99}}[\d!@#$%^&*]){PASSWORD_LIKE})"
        ),
    ),
    (
        # Vietnamese written without its accents: "mat khau wifi la abc12345"
        "password",
        re.compile(rf"(?i)\bmat\s+khau\b{_BETWEEN}[^\S\n]+la[^\S\n]+(?P<s>{PASSWORD_LIKE})"),
    ),
    (
        # "Mã PIN ... là 866984", "PIN της κάρτας μου είναι 2958", "PIN ATM saya 366171"
        "pin",
        re.compile(
            rf"(?:(?-i:PIN)(?:[^\S\n]+[^\s\d.:;!?]{{1,30}}){{0,6}}?[^\S\n]+(?i:{_OTHER_VERB}|{_MY})"
            rf"|(?i:\bpin)(?:[^\S\n]+[^\s\d.:;!?]{{1,30}}){{0,3}}?[^\S\n]+(?i:{_MY}))"
            r"[^\S\n]*:?[^\S\n]*(?P<s>\d{4,8})(?![\d.,:/-]?\d)"
        ),
    ),
    (
        # "la password del wifi è X": the English word in a sentence of another language
        "password",
        re.compile(
            rf"(?i)\bpassword\b{_BETWEEN}[^\S\n]+{_OTHER_VERB}[^\S\n]*:?[^\S\n]*{STILL}"
            rf"['\"\u201c\u00ab]?(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # a Gmail / Apple app password: four groups of four letters
        "password",
        re.compile(
            r"(?i)\bapp(?:lication)?[- ](?:specific\s+)?password\b[^\n]{0,40}?"
            r"(?::|\bis|\bwas)\s*['\"]?(?P<s>(?-i:\b(?!x{4})[a-z]{4}(?:[ -][a-z]{4}){3}\b))"
        ),
    ),
    (
        # "the lockbox has code 3591", "the key safe opens with 1066", "hotel room safe: I set
        # it to 2468", "the locker has the combination 0-17-33"
        "access_code",
        re.compile(
            rf"(?i){_LOCK}[^.\n]{{0,50}}?\b(?:code|combination|combo|kombination|combinaison"
            r"|combinaci\u00f3n|combinazione|combina\u00e7\u00e3o|opens\s+with"
            r"|set\s+(?:it\s+)?to|unlocks?\s+with)\b(?:\s+(?:is|was|as|of))?\s*:?\s*"
            rf"(?P<s>{_COMBINATION}|\d{{3,8}}|\d(?: \d){{3,7}})"
            rf"(?![\d.,:/-]?\d)(?!\s*(?:{_UNITS})\b)"
            r"|\bcombination\s+(?:to|for|of)\s+(?:(?:the|my|his|her|their|our)\s+)?"
            rf"(?:[\w'-]+\s+){{0,2}}?{_LOCK}[^.\n]{{0,20}}?(?:\b(?:is|as)|:)\s*"
            rf"(?P<d>{_COMBINATION})\b"
            # a padlock's in another language, 3 digits too: "code du cadenas ..., 319" (probe 80)
            rf"|\b(?:code|c\u00f3digo|codigo|codice|combinaison|combinaci\u00f3n|combinazione)\s+"
            r"(?:du|de|del|dello|della|des|do|da|van|von|vom)\s+(?:la\s+|le\s+|el\s+|il\s+"
            r"|het\s+)?(?:cadenas|candado|lucchetto|cadeado|hangslot)\b[^.\n\d]{0,40}?"
            rf"(?:{_FOREIGN_VERB}|,)\s*(?P<e>{_COMBINATION}|\d{{3,8}}|\d(?:\.\d){{3,7}})"
            r"(?![\d.,:/-]?\d)"
        ),
    ),
    (
        # "I use 1357 as my PIN for everything"
        "pin",
        re.compile(
            r"(?<![\d.])(?P<s>\d{4,8})\s+as\s+(?:my|his|her|their|our|the|a)\s+"
            r"(?:(?-i:PIN)|pin|passcode|password|code)\b"
        ),
    ),
    (
        # "for the security question 'first pet' I used Captain Whiskers as the answer", "I
        # answered Tobias Lindqvist", "my answer is Blue Corolla 88", "the answer to their
        # bank's security question (mother's maiden name) is Okonkwo"
        "security_answer",
        re.compile(
            r"\b(?i:security)\s+question\b[^\n]{0,80}?\b(?:I\s+)?(?:answered|used|put"
            r"|(?:my\s+|the\s+)?answer\s+(?:is|was)|set\s+(?:it|the\s+answer)\s+to)\s*:?\s*"
            rf"['\"\u201c]?(?P<s>{_CAPITALISED})"
            r"|\banswer\s+to\s+[^\n]{0,60}?\bsecurity\s+question\b[^\n]{0,60}?\s(?:is|was)\s+"
            rf"['\"\u201c]?(?P<d>{_CAPITALISED})"
            r"|\b(?i:security)\s+answer\b[^\n]{0,60}?\bto\s+['\"\u201c]?(?P<e>[A-Z0-9][^\s,;.]{2,40})"
        ),
    ),
    (
        # define('DB_PASSWORD', 'X'), config.set("api_token", "X")
        "password",
        re.compile(
            r"(?i)[(\[]\s*[\"'][\w.-]{0,40}(?:password|passwd|secret|token|api_?key)[\w.-]{0,20}[\"']"
            rf"\s*,\s*[\"'](?P<s>(?=[^\"'\s]{{0,99}}[\d!@#$%^&*]){PASSWORD_LIKE})[\"']"
        ),
    ),
    (
        # "the production SECRET_KEY value 28bf7aebc038..."
        "password",
        re.compile(
            r"\b[A-Z0-9_]{0,40}(?:SECRET|TOKEN|PASSWORD|API_KEY|PRIVATE_KEY)[A-Z0-9_]{0,20}"
            r"\s+(?:value\s+)?(?:is\s+)?(?P<s>[A-Fa-f0-9]{32,128}|[A-Za-z0-9+/_-]{32,128}={0,2})"
            r"(?![\w+/=-])"
        ),
    ),
    ("vault_token", re.compile(r"\b(?P<s>hv[sbr]\.[A-Za-z0-9_-]{20,200})")),
    (
        "tailscale_key",
        re.compile(r"\b(?P<s>tskey-[a-z]{3,8}-[A-Za-z0-9]{6,40}-[A-Za-z0-9]{16,80})"),
    ),
    (
        # "echo 'root:X' | sudo chpasswd": a user's new password piped in
        "password",
        re.compile(
            r"(?i)\becho\s+(?:-[en]\s+)?['\"]?[\w.-]{1,32}:(?P<s>[^'\"\s|]{3,100})['\"]?\s*\|"
            r"\s*(?:sudo\s+)?chpasswd\b"
        ),
    ),
    (
        # network configs: an IKE pre-shared key, an SNMP community with write or read access
        "password",
        re.compile(
            r"(?i)\bcrypto\s+isakmp\s+key\s+(?:\d\s+)?(?P<s>\S{4,100})\s+(?:address|hostname)\b"
            r"|\bsnmp-server\s+community\s+(?!(?:public|private)\s)(?P<d>\S{4,100})\s+R[OW]\b"
        ),
    ),
    (
        # a password quoted in parentheses after the word: 'uses the same password everywhere
        # ("Marmalade42")'
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD})\b"
            r"(?![^\n()]{0,40}\b(?:polic(?:y|ies)|algorithm|hash\w*|format|standard|scheme|mode"
            r"|expir\w*|gpo|group|length|age"
            r"|rules?|manager|field|version)\b)[^\n()]{0,40}\(\s*[\"\u201c']"
            r"(?P<s>(?-i:(?=[^\"\u201d'\s]{0,60}[a-z])(?=[^\"\u201d'\s]{0,60}[A-Z])"
            rf"(?=[^\"\u201d'\s]{{0,60}}\d)){PASSWORD_LIKE})[\"\u201d']\s*\)"
        ),
    ),
    (
        # what a person types, and a Wi-Fi's code: "the code she types is Rosie1951", "the
        # wifi is Sunnyside_Guest and the code is welcome2sunnyside"
        "password",
        re.compile(
            r"(?i)(?<!promo )(?<!tax )(?<!zip )(?<!postal )(?<!discount )(?<!coupon )(?<!area )"
            r"(?<!product )(?<!model )(?<!reference )(?<!error )(?<!country )(?<!qr )"
            r"\b(?:code|password|passcode|pin)\s+(?:she|he|i|you|they|we|[A-Z][a-z]{2,15})\s+"
            r"(?:types?|enters?|punch(?:es)?\s+in|keys?\s+in)\s+(?:is|:)\s+"
            rf"(?P<s>{PASSWORD_LIKE}){_CLAUSE_ENDS}"
            r"|\bwi-?fi\b[^\n.]{0,40}?\band\s+the\s+(?:code|key|pass(?:word)?)\s+is\s+"
            rf"(?!v?\d+(?:\.\d+)+\b)(?P<d>{PASSWORD_LIKE}){_CLAUSE_ENDS}"
        ),
    ),
    (
        # a passphrase named for what it unlocks: "Backup encryption phrase (restic):
        # glacier-ember-noodle", "Unlock phrase for the 7z archive is 'mango season in
        # lisbon'", "The VeraCrypt volume opens with: Tango Lima Foxtrot 42 Sierra"
        "password",
        re.compile(
            r"(?i)\b(?:encryption|decryption|unlock|master|vault|backup|disk|volume)\s+"
            r"(?:pass)?phrase\b(?:\s*\([^)\n]{0,40}\)|\s+(?:for|of|on|to)\s+[^\n:=]{0,40}?)?"
            r"(?:\s*[:=]|\s+is)\s*"
            r"(?:[\"\u201c'](?P<s>(?=[^\"\u201d'\n]{0,100}(?:\s\S+\s|[\d!@#$%^&*]))"
            rf"[^\"\u201d'\n]{{6,100}})[\"\u201d']{_CLAUSE_ENDS}"
            rf"|(?P<d>[a-z]{{3,12}}(?:-[a-z]{{3,12}}){{3,11}}|{PASSWORD_LIKE})(?=[\s,;.]|$))"
            r"|(?i:\b(?:volume|vault|archive|container|drive|disk|database|keepass|safe)\s+"
            r"(?:opens|unlocks|decrypts)\s+with)\s*:\s*"
            r"(?P<e>(?=[^\n]{0,80}\d)(?-i:(?:[A-Z][a-z]+|\d+)(?:[ \t]+(?:[A-Z][a-z]+|\d+)){3,7})"
            r"|[\"\u201c'][^\"\u201d'\n]{6,100}[\"\u201d'])[ \t]*$",
            re.MULTILINE,
        ),
    ),
    (
        # a Wi-Fi key by its name in other languages: "WLAN-Schl\u00fcssel: 4829 1073 5561 2290",
        # "Cl\u00e9 WPA de la box : 7a3fe91c4d2b8e6f0a1c"
        "password",
        re.compile(
            r"(?i)\b(?:wlan-?(?:schl\u00fcssel|kennwort|passwort)|netzwerkschl\u00fcssel"
            r"|cl\u00e9\s+(?:wpa2?|wi-?fi|wep|de\s+s\u00e9curit\u00e9\s+r\u00e9seau)"
            r"|clave\s+(?:wpa2?|wi-?fi|de\s+red)|chiave\s+(?:wpa2?|wi-?fi)|wifi-?sleutel"
            r"|(?:senha|chave)\s+(?:do\s+)?(?:wi-?fi|wpa2?))\b[^\n:=]{0,30}?"
            r"(?:\s*[:=]|\s+(?:lautet|ist|est|es|\u00e8|\u00e9))\s*"
            r"(?!WPA|WEP|wpa|wep)(?P<s>(?:\d{4}[ -]){1,7}\d{4}|\d{8,63}|[0-9a-fA-F]{8,64}(?![\w-])"
            rf"|{PASSWORD_LIKE})"
        ),
    ),
    (
        # session cookies outside a Cookie header: Express's "connect.sid=s%3A...", a
        # requests call's cookies={'auth_session': '...'}
        "session_cookie",
        re.compile(
            r"\bconnect\.sid=(?P<s>s%3A(?![\w.%-]{0,600}(?i:here|example|your|placeholder))"
            r"[\w.%-]{20,600})"
            r"|(?i:cookies?)\s*=\s*\{[^}\n]{0,80}?['\"][\w.-]*(?i:session|sess|sid|auth|token)(?:_?id)?"
            r"['\"]\s*:\s*['\"](?P<d>(?=[\w%.+/=]{0,600}\d)(?=[\w%.+/=]{0,600}[A-Za-z])"
            r"[\w%.+/=]{16,600})['\"]"
        ),
    ),
    (
        # a letters-and-digits one-time code: "Magic login code: QZ7-K4P"
        "one_time_code",
        re.compile(
            r"(?i)\b(?:magic|login|sign-?in|verification|one-?time|security)\s+code\s*[:=]?\s*"
            r"(?-i:(?P<s>(?!ABC|XYZ|AAA)(?=[A-Z0-9-]{0,9}\d)(?=[A-Z0-9-]{0,9}[A-Z])"
            r"[A-Z0-9]{3,4}-(?!123\b)[A-Z0-9]{3,4}))\b"
        ),
    ),
    (
        # a signed URL's signature in any service's query (Azure Logic Apps: "...&sv=1.0&sig=X")
        "api_token",
        re.compile(r"[?&]sig=(?P<s>[\w%+/=-]{30,300})"),
    ),
]
