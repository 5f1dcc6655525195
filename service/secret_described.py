"""Secrets given around their name rather than after it:

- the value first, then what it is: "4817 - that's Dad's debit card PIN", "\"Mr. Noodles\" -
  that's the answer to the first-pet security question";
- a password described, then given: "her laptop password is the dog's name plus the year they
  got married, so biscuit2011", "it's my wife's name then the year, like Helena2016";
- a passphrase that is a sentence: "The passphrase for my GPG signing key is the quiet
  lighthouse eats blue pancakes", "LastPass master password: My dog Pepper was born in 2011!";
- a second identity number of a kind the text has named: "Jenna's SSN is 520-79-2381,
  dependent Liam's is 347-29-7813".

Why: held-out probes 33-35 gave these and the rules that read a name, then a verb, then a
value missed them. Each value must still be shaped like its secret (a code: 4-8 digits; a
password: a letter and a digit or a mark; an answer: quoted; a passphrase: three words or more
that say no place, rule or state), so talk about passwords stays as it is ("the passphrase is
stored in 1Password", "the master password must be 20 characters"). Every repetition is
bounded: a scan stays linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_prose import PASSWORD_LIKE

_OPEN = "\"'\u201c\u2018\u00ab"
_CLOSE = "\"'\u201d\u2019\u00bb"
# "that's", "that is", "it's", "this is": what links a value given first to its name
_THAT_IS = r"(?:that['\u2019]?s|that\s+is|this\s+is|it['\u2019]s|it\s+is|which\s+is)"
# a dash, a colon or a comma between the value and what it is
_DASH = r"(?:[\u2014\u2013-]{1,2}|[:,])[ \t]*"
# whose it is and a few words saying what it opens ("Dad's debit card", "the alarm")
_WHOSE = (
    r"(?:(?:the|my|our|his|her|their|your|[\w-]+['\u2019]s)[ \t]+)?"
    r"(?!(?:year|day|date|time|month|number|order|room|amount)\b)(?:[\w-]+,?[ \t]+){0,5}?"
)

_CODE_FIRST = re.compile(
    rf"(?im)^[ \t]*[{_OPEN}]?(?!(?:19|20)\d\d\b)(?P<s>\d{{4,8}}|\d(?: \d){{3,7}}"
    # (or a code a service issues in groups: "7B4Q-KM2P-W9XZ \u2014 that's the recovery code
    # for Richard's Microsoft account", privacy probe 100)
    r"|(?-i:(?=[A-Z0-9-]{0,40}\d)(?=[A-Z0-9-]{0,40}[A-Z])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){1,5}))"
    rf"[{_CLOSE}]?[ \t]*{_DASH}"
    rf"{_THAT_IS}[ \t]+{_WHOSE}(?:pin|puk|passcode|(?:door|gate|alarm|garage|safe|lock|locker"
    r"|keypad|entry|access|disarm|security|wifi|wi-fi|recovery|backup|unlock)\s+code|combination"
    # (or the lock itself: "8 1 3 3 \u2014 that's the key safe by the back door", probe 106)
    r"|combo|key\s?safe|lock\s?box|key\s?box|padlock|safe|(?:bike|cable|chain|d|u)[ -]?lock"
    # (or what it does: "1414 - that's what unlocks the team tablet", "2207 - that's the shed
    # alarm disarm", privacy probes 136 and 140)
    r"|what\s+(?:unlocks|opens|disarms)|(?:alarm|door|gate)\s+disarm)\b"
    r"(?![ \t]+(?:model|brand|size|serial|price))"
    # ... in Portuguese, Spanish, French, Italian, German: "7-2-2-0 é a combinação da caixa
    # das chaves" (probe 134)
    r"|^[ \t]*(?P<d>\d(?:[ -]?\d){3,7})[ \t]+(?:\u00e9|es|est|\u00e8|ist)[ \t]+"
    r"(?:a|la|le|il|die|o|el)[ \t]+(?:combina\u00e7\u00e3o|combinaci\u00f3n|combinaison"
    r"|combinazione|kombination|c\u00f3digo|codice|code|senha|pin)\b"
    r"(?![ \t]+(?:postal|postale|de[ \t]+barras|zip|de[ \t]+erro))"
)
_PASSWORD_FIRST = re.compile(
    rf"(?im)^[ \t]*[{_OPEN}]?(?P<s>(?=[^\s{_CLOSE}]{{0,63}}[A-Za-z])(?=[^\s{_CLOSE}]{{0,63}}"
    rf"[\d!@#$%^&*])[^\s{_CLOSE}]{{5,63}})[{_CLOSE}]?[ \t]*{_DASH}"
    rf"{_THAT_IS}[ \t]+{_WHOSE}(?:password|passphrase|passcode|pw|wi-?fi\s+key)\b"
)
_ANSWER_FIRST = re.compile(
    rf"(?im)^[ \t]*[{_OPEN}](?P<s>[^\n{_CLOSE}]{{2,60}})[{_CLOSE}][ \t]*{_DASH}"
    rf"{_THAT_IS}[ \t]+{_WHOSE}(?:answer|reply)\b[^\n]{{0,60}}?\b(?:security|secret"
    r"|verification|challenge)\s+(?:question|word)"
)

# A password described, then given: the description names what it is made of, then "so",
# "like" or "i.e." gives it.
_DESCRIBED = re.compile(
    # (never after "no": "Wi-Fi is open (no password), ... e.g. A-10234", privacy probe 128)
    r"(?i)(?:(?<!\bno\s)\b(?:password|passcode|passphrase|passwort"
    r"|wi-?fi(?![ \t]+(?:name|network|ssid))(?![^\n]{0,30}\bno\s+password))\b"
    r"[^\n]{0,120}?\b(?:name|year"
    r"|birthday|born|date|digits|numbers?|initials|street|plus|then|followed\s+by|capital)\b"
    # (or the recipe alone: "it's the dog's name plus the year we got her, so Biscuit2016")
    # (single spaces: the gate then needs "name plus", not a bare "name")
    # ("the name of my boat followed by the year we bought her, so: SeaSprite1994!", probe 40)
    r"|\b(?:name|word|nickname)(?: (?:of|for) (?:the |my |our |his |her |their )?[\w'-]{2,20})?"
    r" (?:plus|then|followed by|and then) "
    r"(?:the|their|her|his|my|our)?[ \t]*(?:birth[ \t]+)?(?:year|date|birthday|digits|number))"
    r"[^\n]{0,80}?(?:\bso|\blike|\bi\.e\.|\be\.g\.|\bnamely|\bmaking\s+it|[:\u2192]|=)[ \t,:]*"
    rf"[{_OPEN}]?(?P<s>(?-i:(?=[\w!@#$%^&*.-]{{0,40}}[A-Za-z])(?=[\w!@#$%^&*.-]{{0,40}}\d)"
    r"[A-Za-z][\w!@#$%^&*.-]{4,40}[\w!@#$%^&*]))(?![\w@])"
)

# A password given as its parts, each named: "the password is my dog's name Pepper followed by
# the year we moved in, 1987, all one word" (held-out privacy probe 55): the name and the
# number are both the password's.
_RECIPE = re.compile(
    r"(?i)\b(?:password|passcode|passphrase|passwort|pin)\b[^\n]{0,60}?\b"
    r"(?:(?:name|word|nickname)[ \t]+(?:is[ \t]+)?|is[ \t]+)(?P<s>(?-i:[A-Z][a-z]{2,20}))\b"
    r"[ \t,]{0,3}(?:followed[ \t]+by|plus|then|and[ \t]+then)\b[^\n.;]{0,50}?"
    r"(?<![\w.-])(?P<t>\d{2,6})(?![\w-]|[.,]\d)"
)

# A passphrase that is a sentence, to the end of its sentence.
_PHRASE = re.compile(
    r"(?i)\b(?:pass[ -]?phrase|master\s+password|seed\s+phrase|recovery\s+phrase|mnemonic)\b"
    # (what it opens after it, "for my GPG key", or an aside: never "the passphrase approach")
    r"(?:[ \t]+(?:for|of|to|on|at|from)\b[^\n.:]{0,60}?|[ \t]*\([^)\n]{0,60}\))?[ \t]*"
    r"(?:\bis\b|:)[ \t]*"
    rf"[{_OPEN}]?(?P<s>[^\n{_CLOSE}]{{8,120}}?)[{_CLOSE}]?[ \t]*"
    r"(?=[.]?[ \t]*(?:$|\n)|[.][ \t]+[A-Z])"
)
# Words that make it a place, a rule, a state or a description rather than the phrase itself.
_NOT_THE_PHRASE = frozenset(
    ["same", "different", "stored", "saved", "kept", "written", "in", "on", "at", "inside",
     "under", "with", "must", "should", "required", "needs", "characters", "chars", "long",
     "longer", "short", "shorter", "length", "manager", "vault", "reset", "changed", "change",
     "changing", "expire", "expires", "expired", "rotate", "rotated", "unknown", "forgotten",
     "lost", "secure", "set", "not", "never", "no", "policy", "rules", "empty", "blank",
     "hidden", "encrypted", "sealed", "shared", "sent", "given", "attached", "below", "above",
     "here", "there", "somewhere", "available", "needed", "case-sensitive", "something",
     "only", "also", "still", "now", "too", "a", "an", "one", "your", "their", "his", "her",
     "its", "managed", "generated", "random", "words",
     # (where to find it: "passphrase: see page 4 of the manual")
     "see", "check", "ask", "refer", "look", "find", "use", "call", "contact", "read", "follow",
     "printed", "what", "whatever", "tbd", "pending"]
)  # fmt: skip

# (and "social" as Americans say it: "Dad's social is 531-62-8847", held-out probe 48)
_SSN_NAMED = re.compile(
    r"(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|#))?|social(?=\s+(?:is|was)\s+\d))\b"
)
# (given as a value: after "is", a colon or a number sign, never "Call 555-01-2345")
_SSN_SHAPE = re.compile(
    r"(?:\bis|\bwas|[:#=])[ \t]*(?P<s>(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}"
    # (or without its dashes right after the name: "SSN (no dashes, for the W-4): 412938507")
    r"|(?<=[:#=])(?<![\d-])(?!000|666|9\d\d)\d{9}|(?<=[:#=] )(?!000|666|9\d\d)\d{9})(?![\d-])"
)

# A PIN or a code named without a verb, where nothing else could follow the name: "debit card
# pin 8264", "SIM PIN 1234" (a bare "pin 13" is a GPIO pin, "pin 4000" an address's code).
_BARE_PIN = re.compile(
    r"(?i)\b(?:card|debit|credit|atm|bank|sim|phone|voicemail)\s+pin\s*(?:[:#=]\s*)?"
    r"(?!(?:19|20)\d\d\b)(?P<s>\d{4,8})(?!\d|[.,/:-]\d)"
)
# A one-time code in spoken form: "code's 71 44 09, quick before it expires", the Turkish
# "Do\u011frulama kodun 615 208", a code a bank "texted me": only with a word of its short life
# or its delivery in the text (never "the zip code's 90210").
_SAID_OTP = re.compile(
    # (or the code "we sent as 3-3-0-9-1-6", read back by a support agent: probe 84)
    r"(?i)(?:\bcode(?:['\u2019]s|\s+is)|(?P<ours>\bcode\s+(?:we|they|you|i)\s+(?:just\s+)?(?:sent"
    r"|texted|emailed)(?:\s+(?:you|me|us))?(?:\s+(?:is|was|as)))"
    r"|(?P<sent>\b(?:texted|sent|emailed|messaged)\s+(?P<to>(?:me|us)\s+)?"
    r"(?:a|the|this|my)?\s*(?:[\w-]+\s+)?code[,:]?(?:\s+is)?)|\bdo[\u011fg]rulama\s+kod\w{0,3}"
    r"|\btek\s+kullan[\u0131i]ml[\u0131i]k\s+kod\w{0,3}"
    # the digits alone, then what is done with them: "it just texted me 482913 \u2014 can you
    # type it into the bank login before it expires?" (held-out privacy probe 73)
    r"|(?P<bare>\b(?:texted|sent|emailed|messaged)\s+(?:me|us)(?=\s+\d[\d \t]{3,8}"
    r"(?:[ \t]*[,.;:!?\u2014\u2013-]|[ \t]*$))))[ \t]*[:\uff1a]?[ \t]*"
    r"(?P<s>\d{2,3}(?:[ \t]\d{2,3}){1,3}(?!\d|[.,/:-]\d)|\d{4,8}(?!\d|[.,/:-]\d)"
    r"|(?<=as )\d(?:-\d){3,7}(?!\d))"
)
# What a code sent alone is for: a login or a check, typed in before it expires (never "she
# texted me 2000, it's for the bank").
_ENTERED = re.compile(
    r"(?i)\b(?:expir\w*|verif\w*|sign(?:ed)?[- ]?in|log(?:ged)?[- ]?in|2fa|otp|(?:type|enter|key"
    r"|punch|paste)\s+it)\b"
)
_CONFIRM = re.compile(r"(?i)\bconfirm")
# Codes that name a reference or an offer, never a secret: "the discount code is 4412, valid
# until Friday"
_NOT_A_SECRET_CODE = re.compile(
    r"(?i)\b(?:discount|promo\w*|coupon|voucher|gift|referral|invite|invitation|order|tracking"
    r"|booking|confirmation|reference|zip|postal|post|area|country|dial|error|status|exit|return"
    r"|qr|bar|product|tax|course|class|dress|colou?r|station|airport)[ \t]+code\b"
)
# "Use 904317 to sign in": a code given by what it does
_USE_CODE = re.compile(
    r"(?i)\b(?:use|enter) (?P<s>\d{4,8}) to (?:sign in|sign-in|signin|log in|log-in|login|verify"
    r"|confirm|continue)\b"
)
_SHORT_LIFE = re.compile(
    r"(?i)\b(?:expir\w*|valid|quick|hurry|minutes?|mins?|sms|text(?:ed)?|otp|verif\w*|sign(?:ed)?"
    r"[- ]?in|log(?:ged)?[- ]?in|2fa|bank|ge\u00e7erli|dakika|kod\w*)\b"
)
# A PIN or a password changed in the same note: "Bank PIN update: old one was 1122 but I
# changed it yesterday to 6093".
_CREDENTIAL = re.compile(r"(?i)\b(?:pin|passcode|password|passwort|pw|code)\b")
_CHANGED = re.compile(
    r"(?i)(?:\b(?:old|new|current|previous|former) (?:one|pin|code|password)\s+(?:is|was|:)"
    r"|\b(?:changed|reset|updated|switched|set) it\b[^\n.]{0,30}?(?:\bto|[,;][ \t]*it(?:['\u2019]s|"
    r"\s+is)))[ \t]*"
    r"(?P<s>(?!(?:19|20)\d\d\b)\d{4,8}(?!\d|[.,/:-]\d)|(?=\S{0,40}[A-Za-z])(?=\S{0,40}\d)[^\s,;]{6,40}"
    r"(?<![.!?]))"
)
# A card's security code told by where it is printed: "the little 4-digit code printed on the
# front of my Amex, above the number, is 7204"
_PRINTED_CVV = re.compile(
    r"(?i)\b(?:code|number|digits)\s+(?:printed\s+|written\s+)?on\s+the\s+(?:back|front|reverse)"
    r"\s+of\s+(?:my|the|your|his|her|our)\s+(?:[\w-]+\s+)?(?:card|amex|visa|mastercard|discover)\b"
    r"[^\n.]{0,40}?(?:\bis|:)[ \t]*(?P<s>\d{3,4})(?!\d)"
)
# A code keyed in at a door: "office door: punch 1 9 8 4 then the key symbol"
_KEYED_IN = re.compile(
    r"(?i)\b(?:door|gate|keypad|alarm|lock|garage|entry|building)\b[^\n.]{0,20}?\b(?:punch|key|tap)"
    r"(?:\s+in)?\s+(?P<s>\d(?:[ -]?\d){3,7})(?![\d.,/:-])"
)
# A code described, then given (a year is a code here): "the keypad code is the year grandma
# was born, 1938"
_DESCRIBED_CODE = re.compile(
    # (what it is for may come between: "Oma's PIN for the pharmacy app (for refills): it's
    # her house number twice, so 1212", privacy probe 128)
    # (a door's too, after "=": "basement door in building C = Mia's birth year backwards, so
    # 9002", "Combination = the year dad was born, 1958", probes 136 and 138)
    r"(?i)\b(?:code|pin|passcode|combination|combo|door|gate|key\s?box|lock\s?box|safe|alarm)\b"
    r"(?:[^\n.]{0,50}?[:,]?\s+it['\u2019]?s|\s+is|[^\n.=]{0,30}?\s*=)"
    r"\s+(?:the|my|our|his|her|their|[\w-]+['\u2019]s)\s+"
    r"(?:[\w'-]+\s+){0,2}?(?:year|date|day|birthday|house\s+number|last\s+four)\b[^\n]{0,60}?"
    r"[,:\u2014\u2013-][ \t]*(?:so[ \t]+|i\.e\.[ \t]*)?(?P<s>\d{4,8})(?!\d)"
)
# A password right after its Korean, Chinese or Japanese name, with no particle
_CJK_NAMED = re.compile(
    r"(?:\ube44\ubc00\ubc88\ud638|\ube44\ubc88|\uc554\ud638|\u5bc6\u7801|\u5bc6\u78bc"
    # (a Wi-Fi router's "encryption key" / "security key" in Japanese, after a colon too)
    r"|\u30d1\u30b9\u30ef\u30fc\u30c9|\u6697\u53f7\u5316\u30ad\u30fc|\u30bb\u30ad\u30e5\u30ea\u30c6\u30a3\u30ad\u30fc)"
    r"(?:[ \t]*[:\uff1a][ \t]*|[ \t]+)"
    r"(?P<s>(?=[!-~]{0,63}[A-Za-z])(?=[!-~]{0,63}[\d!@#$%^&*])[!-~]{6,64})(?![!-~])"
)
# ... and a passphrase, its topic particle or a bracket between, in Hangul too: "백업 지갑
# 암호문구: 블루노트1961새벽", "(パスフレーズ)は kurosawa-blue-1959 にした" (privacy probe
# 132); a letter first, so never a year ("비밀번호는 2024년에 바꿨어요")
_CJK_PHRASE = re.compile(
    r"(?:\uc554\ud638\ubb38\uad6c|\ud328\uc2a4\uc6cc\ub4dc|\ud328\uc2a4\ud504\ub808\uc774\uc988|\u30d1\u30b9\u30d5\u30ec\u30fc\u30ba)"
    r"[\uff09)]?[\u306f\ub294\uc740]?(?:[ \t]*[:\uff1a][ \t]*|[ \t]+)"
    r"(?P<s>[A-Za-z\uac00-\ud7a3](?=[!-~\uac00-\ud7a3]{0,63}[\d!@#$%^&*])[!-~\uac00-\ud7a3]{5,63})"
    r"(?![!-~\uac00-\ud7a3])"
)
# A password set, in German, French, Spanish or Italian: "Kennwort festgelegt auf
# omaAyten!tv" (privacy probe 128)
_SET_TO = re.compile(
    r"(?i)\b(?:kennwort|passwort|mot\s+de\s+passe|contrase\u00f1a|password)\b[^.\n]{0,30}?"
    r"\b(?:festgelegt|gesetzt|ge\u00e4ndert|umgestellt|d\u00e9fini|chang\u00e9|cambiad[ao]|puesta"
    r"|impostat[ao]|cambiat[ao])\s+(?:auf|in|zu|sur|en|a|su)\s+['\"\u201e\u201c\u00ab]?"
    rf"(?P<s>{PASSWORD_LIKE})"
    # ... and in Polish and Czech, the verb first: "zmienilam haslo do USOS-a na X" (probe 144)
    r"|\b(?:zmieni\w*|ustawi\w*|zm\u011bnil\w*|nastavil\w*)\s+(?:sobie\s+|si\s+)?(?:has[\u0142l]o|heslo)\b"
    rf"[^.\n]{{0,30}}?\s+na\s+(?P<d>{PASSWORD_LIKE})"
)
# French's "mdp" right before its value ("le mdp Phantom4ever!"), a disk's encryption words
# after a colon ("disk encryption ... four words with dashes: correct-cactus-harbor-nine"), a
# recovery phrase in quotes ("La frase de recuperaci\u00f3n ... es \"el gato come pan los
# martes\"") (privacy probes 136 and 138)
_MDP = re.compile(
    r"(?i)\b(?:le|mon|ton|son|ce|the|my)\s+mdp\s+(?:c['\u2019]est\s+|est\s+|:\s*)?"
    rf"(?P<s>{PASSWORD_LIKE})"
)
_DISK = re.compile(
    r"(?i)\b(?:disk\s+encryption|bitlocker|filevault|luks|veracrypt)\b[^\n]{0,60}?:[ \t]*"
    r"(?P<s>[a-z]{3,12}(?:-[a-z0-9]{2,12}){2,7})\b"
)
_QUOTED_PHRASE = re.compile(
    r"(?i)\b(?:pass\s?phrase|recovery\s+phrase|frase\s+de\s+(?:recuperaci\u00f3n|contrase\u00f1a)"
    r"|phrase\s+(?:secr\u00e8te|de\s+passe)|frase\s+segreta|passphrase)\b[^\n\"\u201c\u00ab]{0,40}?"
    r"(?:\bis|\bes|\best|\b\u00e8|\bist|:)\s*[\"\u201c\u00ab]"
    r"(?!(?:see|ask|in|on|stored|saved|check|look|same|unknown|n/a|tbd|the\s+usual)\b)"
    r"(?P<s>[^\"\u201d\u00bb\n]{6,80})[\"\u201d\u00bb]"
)
# A password manager's master password after a colon: "1Password master - the one with the
# horse, not the old one: horse-mingus-lantern-42-brine" (privacy probe 132)
_MASTER = re.compile(
    r"(?i)\b(?:1password|bitwarden|lastpass|keepass(?:xc)?|dashlane|proton\s+pass)\s+master"
    r"(?:\s+(?:password|pw|pass|passphrase|key))?\b[^\n:]{0,60}:[ \t]*"
    rf"(?P<s>{PASSWORD_LIKE})"
)
# A lock's combination in a list, with no verb: "- bike lock 4-9-2"
_LOCK = re.compile(
    r"(?i)\b(?:bike|bicycle|luggage|suitcase|gym|locker|cable|combination|u-)\s?lock"
    r"(?:\s+combo)?[ \t]*[:\u2014\u2013-]?[ \t]*(?P<s>\d(?:[ -]?\d){2,7})(?![\d.,/:-])"
)
# A code corrected as it was said: "door code is 8 8 1... no wait I mean 8813"
_CODE_MEANT = re.compile(
    r"(?i)\b(?:code|pin|passcode|combination|combo)\b(?!\s*pad)"
    # (no other number named between: "My PIN pad arrived. The order was 4411, sorry, it's 4412")
    r"(?:(?!order|invoice|ticket|booking|tracking|reference|room|flight)[^\n]){0,40}?"
    r"\b(?:no\s+wait|wait\s+no|sorry"
    r"|i\s+mean|scratch\s+that)\b[ \t,.]*(?:i\s+mean[ \t]+|it['\u2019]s[ \t]+)?(?P<s>\d{4,8})(?!\d)"
)
# A password given after an arrow once it was described: "spotify pw: same as my gmail one but
# with ! at the end \u2192 Marigold_88!"
_ARROWED = re.compile(
    r"(?i)\b(?:pw|pwd|password|passwort|passcode|contrase\u00f1a|senha)\b[^\n]{0,80}?"
    r"(?:\u2192|->|=>)[ \t]*"
    r"(?P<s>(?-i:(?=[^\s]{0,63}[A-Za-z])(?=[^\s]{0,63}[\d!@#$%^&*])[^\s]{6,64}))"
)
# A card's security code in Chinese, after the card is named: "\u80cc\u9762\u5b89\u5168\u7801 375".
_CVV_CJK = re.compile(
    r"(?:\u80cc\u9762)?(?:\u5b89\u5168[\u7801\u78bc]|CVV[\u7801\u78bc]?|\u6821\u9a8c\u7801)\s*[:\uff1a\u662f\u4e3a]?\s*"
    r"(?P<s>\d{3,4})(?!\d)"
)
# A security question, then its answer: after an arrow once the question is told ("Domanda di
# sicurezza: citt\u00e0 natale di tua madre \u2192 Benevento"), or after the quoted question and a
# colon ("Pregunta de seguridad \u00ab\u00bfNombre de tu primer colegio?\u00bb: Colegio San
# Ignacio").
_QUESTION = (
    r"(?i)(?:security\s+question|secret\s+question|domanda\s+di\s+sicurezza|pregunta\s+de\s+seguridad"
    r"|question\s+de\s+s[\u00e9e]curit[\u00e9e]|sicherheitsfrage|pergunta\s+de\s+seguran[\u00e7c]a"
    r"|veiligheidsvraag)"
)
_ANSWERED = re.compile(
    rf"{_QUESTION}[^\n:\u2192]{{0,30}}(?:[:\uff1a][ \t]*(?P<q>[^\n\u2192]{{5,80}}?)[ \t]*"
    r"(?:\u2192|->|=>|[\u2014\u2013-][ \t]*(?:answer|resposta|respuesta|r\u00e9ponse|risposta"
    r"|antwort|antwoord)[ \t]*[:\uff1a])"
    rf"|[ \t]*[{_OPEN}][^\n{_CLOSE}]{{5,80}}[{_CLOSE}][ \t]*[:\uff1a])[ \t]*"
    r"(?P<s>[^\n.;?]{2,60}?)[ \t]*(?=$|\n|[.;])"
)
# (a menu's path is no question: "Security questions: Settings -> Account Recovery")
_MENU = re.compile(r"(?i)\b(?:settings|menu|preferences|options|tab|page|screen)\b")
# A list under a heading that names what its values are: "Passwords to remember:\n- gmail:
# blueHeron_1990\n- amazon: Tr1cky-P1ne". Each item's value must look like a password.
_HEADING = re.compile(
    r"(?im)^[ \t]*(?:[\w'-]+[ \t]+){0,3}?(?:passwords?|passw\u00f6rter|contrase\u00f1as"
    r"|mots\s+de\s+passe|senhas|logins?|credentials|pws?)\b[^\n:]{0,40}:[ \t]*$"
)
_ITEM = re.compile(
    r"[ \t]*(?:[-*\u2022]|\d{1,2}[.)])?[ \t]*[^:\n]{1,30}:[ \t]*"
    r"(?P<s>(?![\w.+-]+@)(?!https?:)(?=\S{0,63}[A-Za-z])(?=\S{0,63}[\d!@#$%^&*_])\S{6,64})[ \t]*$"
)

# A recipe for another name: "her username is her first name then her birth year, like
# anna1990", "team name plus the year ... like Falcon2024"
_OTHER_NAME = re.compile(
    r"(?i)\b(?:user\s?names?|login\s+(?:id|name)|handles?|project|branch|file|folder|repo"
    r"|e-?mail|host\s?names?|naming|team\s+name|tag|label|ssid)\b"
)
_PASSWORD_WORD = re.compile(r"(?i)\b(?:password|passcode|passphrase|passwort|pw|pwd)\b")


# Every rule behind one gate (most texts need none of them); the first ones yield what they
# match, the others check it first.
_PLAIN = {
    "code_first": ("pin", _CODE_FIRST),
    "password_first": ("password", _PASSWORD_FIRST),
    "answer_first": ("security_answer", _ANSWER_FIRST),
    "bare_pin": ("pin", _BARE_PIN),
    "use_code": ("one_time_code", _USE_CODE),
    "cvv": ("card_cvv", _CVV_CJK),
    "printed_cvv": ("card_cvv", _PRINTED_CVV),
    "keyed_in": ("access_code", _KEYED_IN),
    "described_code": ("access_code", _DESCRIBED_CODE),
    "cjk_named": ("password", _CJK_NAMED),
    "cjk_phrase": ("password", _CJK_PHRASE),
    "lock": ("access_code", _LOCK),
    "code_meant": ("access_code", _CODE_MEANT),
    "arrowed": ("password", _ARROWED),
    "master": ("password", _MASTER),
    "mdp": ("password", _MDP),
    "disk": ("password", _DISK),
    "quoted_phrase": ("password", _QUOTED_PHRASE),
    "set_to": ("password", _SET_TO),
}
_GATE = PatternGate(
    [
        *((name, pattern) for name, (_, pattern) in _PLAIN.items()),
        ("described", _DESCRIBED),
        ("recipe", _RECIPE),
        ("phrase", _PHRASE),
        ("answered", _ANSWERED),
        ("otp", _SAID_OTP),
        ("changed", _CHANGED),
        ("heading", _HEADING),
        ("ssn", _SSN_NAMED),
    ]
)


def described_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of each secret given around its name."""
    ready = {name for name, _ in _GATE.rules_for(text)}
    if not ready:
        return
    for name in ready & _PLAIN.keys():
        kind, pattern = _PLAIN[name]
        for m in pattern.finditer(text):
            group = "s" if m.group("s") is not None or "d" not in pattern.groupindex else "d"
            yield kind, m.start(group), m.end(group)
    if "described" in ready:
        for m in _DESCRIBED.finditer(text):
            said = text[max(0, m.start() - 60) : m.start("s")]
            if _PASSWORD_WORD.search(said) or not _OTHER_NAME.search(said):
                yield "password", m.start("s"), m.end("s")
    if "recipe" in ready:
        for m in _RECIPE.finditer(text):
            yield "password", m.start("s"), m.end("s")
            yield "password", m.start("t"), m.end("t")
    if "phrase" in ready:
        for m in _PHRASE.finditer(text):
            words = re.findall(r"[\w'-]+", m.group("s").lower())
            if len(words) >= 3 and not _NOT_THE_PHRASE.intersection(words[:2]):
                yield "password", m.start("s"), m.end("s")
    if "answered" in ready:
        for m in _ANSWERED.finditer(text):
            question = m.group("q")
            if question is None or (len(question.split()) >= 2 and not _MENU.search(question)):
                yield "security_answer", m.start("s"), m.end("s")
    if "otp" in ready:
        for m in _SAID_OTP.finditer(text):
            if _NOT_A_SECRET_CODE.search(text, max(0, m.start() - 20), m.end()):
                continue
            rest = text.replace(m.group(0), " ")
            if m.group("bare") and not _ENTERED.search(rest):
                continue
            if m.group("sent") and not m.group("to") and not _ENTERED.search(rest):
                continue  # "Revolut sent a code: 491 205 - enter it in the app" (probe 80)
            if m.group("ours") and not (_ENTERED.search(rest) or _CONFIRM.search(rest)):
                continue  # a code "we sent" is read back to be confirmed or typed in
            if m.group("sent") or m.group("ours") or _SHORT_LIFE.search(rest):
                yield "one_time_code", m.start("s"), m.end("s")
    if "changed" in ready and _CREDENTIAL.search(text):
        for m in _CHANGED.finditer(text):
            yield "password" if not m.group("s").isdigit() else "pin", m.start("s"), m.end("s")
    if "heading" in ready:
        for heading in _HEADING.finditer(text):
            at = heading.end() + 1
            for line in text[at:].split("\n"):
                item = _ITEM.fullmatch(line)
                if not line.strip() or item is None:
                    break
                yield "password", at + item.start("s"), at + item.end("s")
                at += len(line) + 1
    if "ssn" in ready and _SSN_NAMED.search(text):
        for m in _SSN_SHAPE.finditer(text):
            yield "ssn", m.start("s"), m.end("s")
