"""The prose side of the privacy guard: passwords and short codes said in sentences ("my
password is X", "the door code for the office is 4711", "PIN's 0042"), and the words that
follow those phrases without being one; and the shapes the other tables share (the word
"password" and its misspellings, a password-like value, what may stand between a name and
its value). Data, not logic: `service.privacy` runs them."""

from __future__ import annotations

import re

# "password" and its common misspellings ("pasword", "passwrd"), and its siblings.
# (and chat's spellings without the "a": "psswd", "pswd", privacy probe s180; as literals, so
# the pattern gate never runs a rule for every "ps" of "https")
PASSWORD_WORD = (
    r"pass(?:word|code|phrase)|pass\s+phrase|pas+w(?:or|ro|r)?d|passowrd|passwd"
    r"|psswd|pswd|psswrd|pswrd|pssword|psword"
)

# A value that reads as a password without a word saying so: letters and a digit or a symbol,
# no trailing full stop.
PASSWORD_LIKE = (
    r"(?=[^\s,;\"'`]{0,99}[A-Za-z])(?=[^\s,;\"'`]{0,99}[\d!@#$%^&*])"
    r"[^\s,;\"'`]{3,99}[^\s,;\"'`.)?]"
)
# An e-mail address: what an account is, never its password.
EMAIL = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}"
# Every lookahead and repetition here is bounded: a scan is linear in the text, whatever it
# holds (16 KB of "1-1-1-..." or of one repeated word took 1.5-4 s with unbounded ones).

# A camelCase key ending in "Pass" ("adminPass", "smtpPass"), but not a ticket's pass
# ("seasonPass: Gold-2024", "skiPass", "busPass": its tier or zone, no password; review).
# (One look-behind a stem: Python's must each be of one width.)
_TICKETS = ("season", "ski", "bus", "boarding", "day", "week", "month", "annual", "travel",
            "transit", "rail", "train", "metro", "park", "gym", "festival", "museum", "guest",
            "visitor", "press", "hall")  # fmt: skip
CAMEL_PASS = "".join(f"(?<!{stem})" for stem in _TICKETS) + "(?-i:(?<=[a-z])Pass)\\b"

# Settings about a secret, not the secret: password_hash: argon2id, token_ttl: 3600s.
ABOUT_A_SECRET = (
    # (one after another too: "password_hash_algo: argon2id", held-out probe 39)
    r"(?:_?(?:hash|hashing|hasher|algorithm|algo|policy|min_length|max_length|length|len|file"
    r"|path|env|hint|reset|expiry|expires|age|rotation|strength|rules?|complexity|scheme|format"
    r"|mode|field|prompt|label|regex|pattern|timeout|ttl|version|id|type|name|url|endpoint"
    r"|header)){1,3}\b"
)

# What may stand between a credential's name and "is" / ":": "for the s3-uploader IAM user",
# "(DNS edit, zone acme.io)"; no word of it ends in a digit, so the value itself is never taken
# for part of the name ("password to letmein96 which is terrible"; "s3-uploader" is a name).
QUALIFIER = (
    r"(?:\s+(?:for|to|of|on|at|in)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?"
    r"(?![\w'-]*\d(?![\w'-]))[\w'-]+(?:\s+(?![\w'-]*\d(?![\w'-]))[\w'-]+){0,2})?"
    r"(?:\s*\([^)\n]{0,60}\))?"
)

# "my password is X", "the wifi password for the cabin was X", "PIN: 1234", "pw -> X".
# The phrase between the word and "is" never crosses a sentence end ("a pin on your purse.
# Is Spider-Man ..." is no password).
SAID_PASSWORD = re.compile(
    rf"(?i)\b(?P<what>{PASSWORD_WORD}|pwd|pw|pin(?:\s+code)?|wi-?fi[\s-](?:key|code)"
    r"|(?:guest|wireless)\s+network\s+key"
    # (a game's secret word is no one's: "the secret word for today's Wordle was crane")
    r"|secret\s+word(?![^\n.]{0,40}\b(?:wordle|games?|show|episode|round|puzzle|quiz|riddle"
    r"|crossword|party|spelling)\b)"
    r"|login|credentials?|psk|pre-?shared\s+key)\b"
    # (or another language's: "de wifi-code van het vakantiehuis: ...", held-out probe 80)
    r"(?:\s+(?:for|to|of|on|at|van|von|vom|voor|f\u00fcr|de|du|des|del|da|do|di|pour|para|per)"
    r"\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|het\s+|de\s+|der\s+|die\s+|das\s+|den\s+"
    r"|la\s+|le\s+|les\s+|el\s+|il\s+|los\s+|las\s+)?"
    r"[\w'~/-]+(?:\.[\w'~/-]+)*(?:\s+[\w'-]+(?:\.[\w'-]+)*){0,3})?"
    # an aside in brackets or between dashes ("file — Jonas told me — is", probe 48)
    r"(?:\s*\([^)\n]{0,80}\)|\s+(?:[\u2014\u2013]|--)\s[^\u2014\u2013\n]{1,60}?\s(?:[\u2014\u2013]|--)"
    # ... or where: "the wifi password there is ClimbHigh2023!" (privacy probe 116)
    r"|\s+(?:there|here|at\s+home|at\s+work))?"
    # who uses it: "the VPN passphrase everyone at the office uses is '...'"
    # (a subject starts it: "the password hashing scheme Django uses" is no password's)
    r"(?:\s+(?:that\s+|which\s+)?(?:everyone|everybody|we|you|they|he|she|i"
    r"|(?:the|our|my|his|her|their)\s+(?:whole\s+)?(?:team|family|kids|office|household|staff))"
    r"(?:\s+[\w'-]+){0,3}?\s+(?:uses?|used|shares?|shared))?"
    # a verb starts a word: "visa portal is Visa!Portal" is not "... V" + "is" + "a!Portal"
    # ("my Venmo password? It's coffeebean": asked and answered in one breath)
    # (a filler may open the answer: "password? honestly it's just hunter22", "oh, it's ...")
    r"\s*(?:(?P<asked>\?)[ \t]{0,3}(?:(?:honestly|well|oh|ok|okay|so|um+|uh+|lol|haha)"
    r"[,.!]?[ \t]{1,3})?)?"
    r"(?:(?<![A-Za-z])(?:is\s+now|was\s+changed\s+to|has\s+been\s+changed\s+to|changed\s+to"
    r"|set\s+to|(?:got|was|has\s+been)\s+(?:re)?set\s+to|reset\s+to|will\s+be|is|was|its|it's"
    r"|it\s+is)(?![A-Za-z])|=|:|->|\u2192"
    # ... or "now" alone before a quote or a value with a digit or a mark: "changed: password
    # now 'GreenTea-Monday-44'" (held-out privacy probe 80)
    r"|(?<![A-Za-z])now(?=\s*[\"'\u201c]|\s+\S*[\d!@#$%^&*]))\s*"
    # "my password is literally password123": an adverb between the verb and the value
    # (or two: "it's literally just 'mittens'", a blind probe's miss)
    r"(?:(?:literally|actually|just|simply|basically|probably|currently|always|still)\s+){0,2}"
    # "is the sentence 'my dog eats 3 socks'"
    r"(?:the\s+(?:sentence|phrase|words?)\s+(?=[\"'\u201c\u00ab]))?"
    # a quoted value may be followed by a mark ("is 'Rosebud1956'."), a bare one may not
    r"(?:\"(?P<dq>[^\"]{1,100})\"|'(?P<sq>[^']{1,100})'(?![A-Za-z])|“(?P<cq>[^”]{1,100})”"
    r"|\u00ab\s?(?P<gq>[^\u00bb\n]{1,100}?)\s?\u00bb|(?P<word>\S{2,100})(?!\S))"
    # "the password is currently 16 characters": a length, not the password (the whole word:
    # "very long" is never "ver" + "y long")
    r"(?!\s+(?:characters|chars|letters|digits|symbols|long\b))"
)
# Words that follow "password is" in prose without being the password.
_NOT_A_PASSWORD_WORDS = """
a an the my your his her our their its this that too so very not no still now also always
never in on at of for to required optional needed mandatory expired expiring incorrect wrong
correct right invalid valid weak strong long short easy hard simple complex same different
reset changed saved stored written encrypted hashed hidden visible shown secret private safe
printed below above attached included sent emailed texted here there under behind taped with
posted listed available provided given shared kept
unsafe secure insecure missing empty blank forgotten lost known unknown case sensitive
protected managed rotated updated set ready fine ok okay good bad new old default temporary
random generated unique shared what where how why when who which something nothing being
been getting read fetched loaded pulled retrieved injected supplied passed prompted entered
typed literally actually just simply basically probably currently honestly officially finally
temporarily all lowercase uppercase
compromised leaked stolen hacked breached outdated rejected accepted whatever complicated
pending tbd n/a none null see ask via sso successful broken failing failed working locked
unlocked disabled enabled reused case-sensitive really pretty super extremely quite way
unchanged forgotten okta google microsoft github bitwarden lastpass keepass keepassxc dashlane
keychain 1password vaultwarden enpass one either both neither only
"""
NOT_A_PASSWORD = frozenset(_NOT_A_PASSWORD_WORDS.split())
# A participle or a likeness with its preposition after "password is" tells how the password
# is made, not what it is: "his password is based on his first dog's name", "is tied to the
# old account", "is similar to my bank one" (a blind probe's look-alike lost "based").
HOW_IT_IS_MADE = re.compile(
    r"(?:[a-z]{2,20}ed|similar|identical|close|made|built)[ \t]+"
    r"(?:on|upon|to|from|of|off|by|around|after)\b"
)
# What a password field or a chat answer may say instead of a password, in the languages of
# secret_words (lower case): a status or a pointer.
_STATUS_WORDS = """
none n/a na tbd tba todo unknown unset empty blank same unchanged changed expired pending
hidden redacted masked secret vault sso oauth saml ldap kerberos default disabled required
optional see ask yes reset locked printed
vergessen olvidada olvidado olvid\u00e9 oubli\u00e9 dimenticata esquecida vergeten zapomniane
unuttum \u0437\u0430\u0431\u044b\u043b \u0437\u0430\u0431\u044b\u0442
ninguna ninguno vacía vacia igual cambiada caducada pendiente oculta secreta desconocida
aucun aucune vide inchangé inchangée changé modifié expiré masqué inconnu voir
keine kein leer gleich unverändert geändert abgelaufen ausstehend verborgen geheim
unbekannt siehe
nessuna nessuno vuota uguale cambiata scaduta nascosta segreta sconosciuta vedi
nenhuma nenhum vazia igual alterada expirada oculta secreta desconhecida ver
geen leeg hetzelfde gewijzigd verlopen verborgen geheim onbekend zie
brak pusty puste zmienione wygasło ukryte tajne nieznane
yok boş ayn\u0131 değişti gizli bilinmiyor
нет пусто пустой изменён изменен истёк истек скрыт секрет неизвестно см
无 空 未设置 已更改 已过期 隐藏 保密 未知 なし 未設定 変更済み 期限切れ 非表示
없음 미설정 변경됨 만료 숨김
"""
NOT_A_VALUE = frozenset(_STATUS_WORDS.split()) | NOT_A_PASSWORD
# "password Tr0ub4dor&3" with no verb: only when the next token looks like a password.
# A random-looking value of letters only counts when its case is mixed well inside it
# ("aTzuHkIDDsRa": three capitals or more, not just "JavaScript").
BARE_PASSWORD = re.compile(
    # (never a path's last part: "mosquitto_passwd -c /etc/mosquitto/passwd sensor01")
    rf"(?<![/\\])\b(?i:{PASSWORD_WORD}|pwd|pw|mot\s+de\s+passe|contrase\u00f1a|clave(?:\s+de\s+acceso)?|passwort|kennwort|senha"
    r"|wachtwoord|has\u0142o|haslo|heslo|lozinka|salasana|l\u00f6senord|nenosiri)[^\S\n]+(?:\u00ab[^\S\n]?)?"
    r"(?![A-Za-z][\w+.-]{0,20}://|www\.)"  # (an address is no password: "user:password https://...")
    r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\u00bb]{6,100}|(?=(?:[A-Za-z]*[a-z]){3})(?=(?:[A-Za-z]*[A-Z]){3})[A-Za-z]{10,64}\b)"
)
# Short codes said in prose: "the door code for the office is 4711", "gate code 1984#",
# "CVV 123", "my PIN is 1234", "the OTP is 482913". Only words that make a number a secret lead
# here ("zip code", "error code", "room", "version", "order" never do), and only the code is
# redacted. CODE_LEAD may be followed by the code at once; CODE_NAMED ("the code for the
# front door", lower-case "pin") needs a verb or a colon first ("... is 4711").
CODE_LEAD = (
    r"(?P<card>\b(?:cvv2?|cvc2?)\b|\bcard\s+security\s+code\b|\b(?:amex|card)\s+cid\b|\b(?-i:CID)\b"
    # "The three digits on the back of my Mastercard are 772" (held-out probe 51)
    r"|\b(?:3|4|three|four)\s+(?:digits|numbers)\s+on\s+(?:the\s+)?back\s+of\s+"
    r"(?:(?:the|my|your|his|her|their|our)\s+)?[\w'-]+(?:\s+card)?)"
    r"|(?P<pin>\b(?-i:PIN)\b(?!-)|\bpin\s+(?:code|number)\b|\bpuk2?(?:\s+code)?\b"
    # (the Dutch, Danish and Norwegian word: "pincode 1357", held-out probe 50)
    r"|\bpin-?(?:code|kode)\b"
    # a card's pin in lower case: "withdraw cash (card pin 2093)" (held-out probe 44)
    r"|\b(?:card|atm|debit|credit|bank|sim)\s+pin\b"
    # ... or someone's: "log in with my staff number 0417 then my pin 2580" (probe 100)
    r"|\b(?:my|his|her|your|our|their)\s+pin\b(?=[ \t]+\d{4,6}\b)"
    # "Mum's cash card, the 4 numbers for the machine: 3806" (held-out probe 43)
    r"|\bthe\s+(?:4|four|6|six)\s+(?:numbers|digits)\s+(?:for|of|on)\s+(?:the\s+)?"
    r"(?:machine|atm|cash\s?point|card|keypad)\b)"
    r"|(?P<otp>\b(?:(?:verification|confirmation|one[- ]time|2fa|mfa|two[- ]factor|sms|login"
    r"|sign[- ]?in|auth(?:entication)?|recovery|backup|okta|duo|authy|authenticator"
    # ("the one-time reset code QX7-M2K-94P", "shows the six-digit code 482 917": probe 52)
    # ("the OTP code for the portal is 90 44 17", privacy probe 98)
    r"|(?:password\s+)?reset|(?:6|six|8|eight)[- ]digit)\s+codes?|t?otp(?:\s+code)?"
    r"|one[- ]time\s+(?:password|passcode|pin)"
    # a code a service's message carried: "read out the code from HMRC's text, 602 915"
    # (held-out privacy probe 94)
    r"|code\s+(?:from|in)\s+(?:the\s+|my\s+|her\s+|his\s+)?[\w'\u2019-]{2,30}\s+"
    r"(?:text|sms|message|e-?mail|app))\b)"
    r"|(?P<access>\b(?:(?:front|back|side|main|garage|apartment|house|office|cellar|patio)\s+)?"
    r"(?:door|gate|alarm|garage|keypad|lock|lockbox|key\s?box|key\s?safe|padlock|locker|unlock|safe|guest"
    r"|entry|access|security|intercom|buzzer|disarm|duress|arming|opener|master|panel|cage|shed|mailbox|storage|voicemail|panic"
    # (an alarm panel's and a smart lock's other codes, held-out probe 80)
    r"|owner|admin|installer|programming|pickup|pick-up|collection"
    # (a till's or card terminal's codes for refunds: held-out privacy probe 94)
    r"|supervisor|manager|override)\s+codes?\b|\bpasscode\b"
    r"|\b(?:lock|safe|locker|padlock|lockbox|key\s?box)\s+(?:combination|combo)\b|\bcombination\s+(?:lock\s+)?code\b"
    # "Alarm panel by the back door: disarm with 6 1 8 4 then OFF" (held-out probe 41)
    r"|\b(?:disarm|unlock)\s+(?:it\s+|the\s+\w+\s+)?with\b"
    # a parcel locker's pickup code in other languages ("Kod odbioru: 731904", held-out
    # privacy probe 96)
    r"|\b(?:kod\s+odbioru|abholcode|c\u00f3digo\s+de\s+(?:recogida|retirada)|code\s+de\s+retrait"
    r"|codice\s+(?:di\s+)?ritiro|ophaalcode|afhaalcode)\b"
    # ("The alarm panel disarm is 5 5 0 2": held-out probe 45)
    r"|\bdisarm\b(?=\s+(?:is|was)\s))"
    # "alarm panel by the back door, code 1-8-3-9" (held-out probe 42): what it opens first
    # ("Schl\u00fcsseltresor links neben der T\u00fcr, Code 9 2 0 6", probe 80)
    # ("the alarm for the flat upstairs, the code is, uh, nine nine three two", held-out privacy
    # probe 94)
    r"|(?P<ctx>\b(?:alarm|keypad|lockbox|key\s?safe|padlock|safe|door|gate|garage|t\u00fcr|tor|tresor"
    r"|schl\u00fcssel(?:tresor|kasten|box|safe)|puerta|porte|portail|port\u00f3n|portone|porta"
    r"|cofre|coffre|cassaforte|alarma|alarme|allarme)\b[^.\n:;,]{0,50},"
    r"[ \t]*(?:the[ \t]+)?code\b)"
)
CODE_NOUN = (
    r"door|gate|alarm|garage|safe|lock|padlock|lockbox|key\s?box|house|home|office|building"
    r"|apartment|flat|locker|shed|storage\s+unit|keypad|phone|laptop|ipad|tablet|alarm\s+system"
)
CODE_NAMED = (
    r"(?P<named>\bcombo\b|\b(?:lockbox|key\s?box|keypad)\b"
    r"|\b(?:bike|cable|combination|luggage|suitcase|gym|locker|u-)\s?lock\b"
    r"|\b(?:code|combination)\s+(?:for|to|of|on)\s+"
    r"(?:(?:the|my|our|his|her|their|your|mom's|dad's)\s+)?(?:[\w'-]+\s+){0,3}?"
    rf"(?:{CODE_NOUN})\b)|(?P<lpin>\bpin\b)"
)
CODE_QUALIFIER = (
    r"(?:\s+(?:for|to|of|on|at|in|from|via)\s+(?:(?:the|my|our|his|her|their|your|this|that)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,5}?"
    # "the verification code they texted is ...": a few words, then "is" or a colon
    r"|(?:\s+(?![\w'-]*\d)[a-z][\w'-]*){1,3}?(?=\s*(?:is|was|:|je|jest|ist|est|es|\u00e4r)\s)"
    # what it does, before its verb: "The carrier account PIN that blocks SIM swaps and
    # port-outs is 258164" (held-out probe 51)
    # (or its colon: "Disney+ PIN that locks the grown-up profiles so Eli can't get in: 8826",
    # held-out privacy probe 94)
    r"|\s+(?:that|which)\s+[^\n.:;,\d]{3,60}?(?=\s+(?:is|was)\s|:)"
    # ... or where it is written: "the PUK printed on the SIM card holder is 84017263" (probe 84)
    r"|\s+(?:printed|written|shown|listed|stuck|taped)\s+(?:on|in|at|under|inside)\s+"
    r"[^\n.:;,\d]{3,60}?(?=\s+(?:is|was)\s))"
)
# An aside of what a code is the same as, before its verb: "Gate code for the storage unit,
# same as the garage one: 7731", "Door code, the one for the side entrance: 4471" (held-out
# probe 49)
CODE_ASIDE = (
    r"(?:,[ \t]*(?:(?:the[ \t]+)?same[ \t]+as|just[ \t]+like|like"
    r"|the[ \t]+one[ \t]+(?:for|on|at|by))[ \t]+[^,:;.\n\d]{1,40}?,?"
    r"(?=[ \t]*(?::|is\b|it's)))?"
)
# what is done with it: "2FA code just type 3-1-9-9-0-2", "Garage keypad: press 7, 3, 3, 0"
# Another language's "is" before a code ("CVV k\u00f3d je 776": held-out probe 42)
FOREIGN_IS = r"(?:je|jest|ist|est|es|\u00e4r)(?!\w)"
_TYPED = r"(?:(?:just|then|simply|you)\s+)?(?:type|enter|press|punch|key|dial|tap)(?:\s+in)?"
CODE_VERB = (
    # (after a dash too: "The code for Jess's building \u2014 it's 2, 9, 0, 6", privacy probe 92)
    r"\s*(?:[,?\u2013\u2014]?\s*it(?:'s|\u2019s|\s+is)|is\s+(?:now|still)"
    # a code between commas: "The bank just texted a verification code, 582 914, and ..."
    # (held-out probe 51; a code's digits, never "code, 2 minutes later", a year or a list:
    # "recovery codes from 2021, 2022 and 2023")
    r"|,(?=[ \t]*(?!(?:19|20)\d\d\b)(?:\d{3}[ \t-]?\d{3}|\d{4,8})\b"
    r"(?![ \t]*(?:,|and\b|or\b|&)[ \t]*\d))"
    r"|(?:has\s+been\s+|was\s+)?changed\s+to|(?:has\s+been\s+|was\s+)?(?:re)?set\s+to|will\s+be"
    # the value in brackets right after its name: "the alarm code (currently 4 8 2 1)", "gate
    # code (7715)" (held-out privacy probe 86)
    r"|\s*\((?:currently|now|it's|is)?\s*(?=\d[\d \t.-]{2,14}\))"
    # (Arabic's "is", "CVV \u0647\u0648 613", held-out probe 40; "read her PIN as 8 6 0 6" and the
    # "is" of Czech, Polish, German, French, Spanish and Swedish, "CVV k\u00f3d je 776", probe 42)
    # ("a PIN such as 1234" is an example's)
    rf"|is|was|are|(?<!such )as|'s|\u2019s|=|:|->|-|\u2013|\u2014|\u2192|\u0647\u0648|\u0647\u064a"
    rf"|{_TYPED}"
    rf"|{FOREIGN_IS})"
    rf"\s*(?:{_TYPED}\s*)?"
)
# Digits said as words, as a voice note writes them: "four eight two one", or one by one
# with commas ("seven, seven, three, one, nine": probe 32's storage unit code).
DIGIT_WORDS = "zero|oh|one|two|three|four|five|six|seven|eight|nine"
# (a filler between them: "seven three, uh, three one", held-out probe 49)
_FILLER = r"(?:(?:uh+|um+|er+m?|hmm+)[,.]?[ \t]+)?"
SPELLED_DIGITS = rf"(?:{DIGIT_WORDS})(?:(?:[ -]|,[ \t]?){_FILLER}(?:{DIGIT_WORDS})){{3,7}}"
SPELLED = re.compile(rf"(?i){SPELLED_DIGITS}")
CODE_VALUE = (
    rf"(?P<code>{SPELLED_DIGITS}|\d(?:,?[ \t]?\d){{3,7}}(?!\d)|\d{{3,4}} \d{{3,4}}"
    # one digit at a time: "7, then 3, then 1, and finally 8" (held-out probe 43)
    r"|\d(?:,?[ \t]+(?:and[ \t]+)?(?:then|finally|next|last(?:ly)?)[ \t]+\d){3,7}(?!\d)"
    r"|\d\d(?: \d\d){2,3}"
    r"|[#*]?\d{1,6}(?:-\d{1,6}){1,5}[#*]?|[#*]?\d{3,12}[#*]?|\d{1,6}[#*]\d{1,6}#?"
    r"|\d(?:\.\d){3,7}(?![.\d])"  # digits between dots: "Garage keypad: 4.8.2.1" (probe 86)
    r"|(?=[A-Za-z0-9-]{0,200}\d)[A-Za-z0-9]{1,8}(?:-[A-Za-z0-9]{2,8}){0,3})"
    r"(?![\w%$€£#*])(?![.,:/-]\d)"
    # "access code 403 errors": a status code, not a secret.
    r"(?!\s+(?:errors?|responses?|status(?:es)?|pages?)\b)"
)
# A start said and taken back before the code: "is, um, two zero zero, no sorry, two zero
# eight five" (held-out probe 52)
_TAKEN_BACK = (
    rf"(?:,?[ \t]*{_FILLER}(?P<back>(?:{DIGIT_WORDS}|\d)(?:[ ,-]+(?:{DIGIT_WORDS}|\d)){{0,5}}),?"
    r"[ \t]+(?:no|sorry|wait|oops)\b[^,.\n\d]{0,15},[ \t]*)?"
)
SAID_CODE = re.compile(
    # (a parenthesis alone may stand for the verb: "ATM PIN (Chase debit) 9183")
    # (what it is for in brackets before its verb: "supervisor code (needed for refunds over
    # \u00a350 and for end-of-day reversal): 66021", held-out privacy probe 94)
    rf"(?i)(?:{CODE_LEAD}|{CODE_NAMED})(?P<verb>{CODE_QUALIFIER}?{CODE_ASIDE}?(?:\s*\([^)\n]{{0,80}}\))?{CODE_VERB}"
    r"|\s*\([^)\n]{0,40}\)[ \t]{0,3})?\s*"
    # (a filler after the verb: "the code is, uh, nine nine three two", held-out probe 94)
    r"(?:,?[ \t]*(?:uh+|um+|er+m?)[,.]?[ \t]+)?"
    rf"{_TAKEN_BACK}\"?{CODE_VALUE}"
)
CODE_KINDS = {
    "card": "card_cvv",
    "pin": "pin",
    "lpin": "pin",
    "otp": "one_time_code",
    "access": "access_code",
    "named": "access_code",
    "ctx": "access_code",
}
