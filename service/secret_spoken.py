"""Secrets said aloud and written down by a transcript: a code asked for on one line and given
on the next ("Agent: please confirm the verification code. / User: 8 0 7 7 1 5"), a code
corrected ("one nine, uh, no wait, it's four six one three"; "it was 6035, now it's 1912"),
numbers said as tens ("ten sixty-four"), digits said one by one with commas ("4, 2, 7, 2"),
a password spelled letter by letter, the three digits on the back said as words.

The value is shaped like a code or spelled, and a word that names a secret comes first, so
the words alone never flag a memory; repetitions are bounded, so a scan stays linear.
"""

from __future__ import annotations

import re

from service.secret_prose import PASSWORD_LIKE, PASSWORD_WORD

DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|niner|nine)"
TENS = (
    r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five"
    r"|six|seven|eight|nine))?"
)
# Digits said one by one (commas allowed: "nine four two, eight nine two"), or numbers said in
# pairs ("ten sixty-four", "fifty fifty-four"), or digits written with blanks or commas.
SPOKEN_CODE = (
    rf"{DIGIT}(?:(?:[ -]|,\s)(?:{DIGIT})){{3,7}}"
    rf"|{TENS}(?:[ ,-]{{1,2}}(?:{TENS}|{DIGIT})){{1,3}}"
    r"|\d(?:,?\s\d){3,7}|\d(?:-\d){3,7}|\d{4,8}"
)
# ("zip code", "area code", "promo code" and the like are not secret)
# A word that names a secret: a qualified code, a PIN, a passcode, a password; never a bare
# "code" ("lines of code", "the code review at ten thirty", "zip-code", "order code"), a PIN
# pad, count or postal PIN code.
_SECRET_WORD = (
    r"(?:(?:door|gate|alarm|access|entry|lock|locker|lockbox|safe|garage|keypad|security"
    r"|verification|login|one-time|sms|unlock|disarm|storage|mailbox|building|unit|apartment"
    r"|house|office|bike\s+lock|padlock|two-factor|2fa|\d-digit|six-digit|four-digit)\s+code"
    r"|code\s+(?:they|you|it)\s+(?:sent|texted)|code\s+(?:that\s+)?opens|passcode|password|otp"
    r"|(?:sent|texted)\s+(?:you\s+)?(?:a|the)\s+code"
    r"|(?<!boarding\s)(?<!bus\s)(?<!day\s)pass[\s-]code"
    r"|(?:the|my|our)\s+code\s+(?:for|to)\s+(?:the\s+|my\s+|our\s+)?(?:building|door|front\s+door"
    r"|gate|garage|alarm|safe|locker|house|apartment|flat|office|lockbox)"
    r"|(?:lock|locker|safe|padlock|lockbox)\s+(?:combination|combo)"
    r"|(?-i:PIN)(?![\s-]{0,3}(?:code|count|pads?))|(?:my|the|your|his|her|a)\s+pin"
    r"(?![\s-]{0,3}(?:code|count|pads?)))"
)
SECRET_WORD = _SECRET_WORD  # (the chat rules read a secret's name the same way)
# What a secret word must not be followed by: "the password policy", "the login code review".
_NOT_ABOUT = (
    r"(?![ \t]{0,3}(?:polic\w*|review|base|freeze|style|samples?|sizes?|lines?|pads?|resets?"
    r"|reminders?|manager|(?:requirements?|scanning|rollout|redesign|rotation|changes?|expiry"
    r"|outages?|incidents?|errors?|failures?)\b))"
)
NOT_ABOUT = _NOT_ABOUT
_FILLERS = (
    r"(?:(?:(?:um+|uh+|er+m?|like|so|okay|ok|yeah|sure|yes|got\s+it)[,.]?|oh,)[ \t]{1,3}){0,4}"
)
# Who speaks in a transcript: a role, "Speaker 2", a time stamp first
_SPEAKER = (
    r"(?:\[[\d:.]{1,12}\][ \t]{0,3})?(?:user|caller|customer|client|agent|assistant|driver|guest"
    r"|me|human|ai|bot|you|speaker[ \t]?\w{0,3})"
)
# Who answers in a chat: a role, or a name ("Jon:", "[10:03] Alex:"), or a quote mark
# (never a field of a form: "Rent: 1450", "Zip: 94103", "Model: 2100 series")
_FIELD = (
    r"(?:note|notes|rent|address|addr|zip|postcode|model|spec|specs|bank|reception|ticket|price"
    r"|total|date|time|phone|tel|fax|e-?mail|order|ref|reference|room|floor|unit|amount|cost"
    r"|fee|deposit|balance|hours|open|opening|budget|year|size|qty|quantity|version|status"
    r"|subject|re|to|from|cc|flight|gate|seat|account|invoice|id|no|number|code|pin|format|case"
    r"|ext|extension|badge|employee|member|postal|claim|dob|ssn|eta)\b"
)
FIELD_WORDS = rf"(?i:{_FIELD})"  # (the chat rules read no field as a speaker either)
_LABEL = (
    rf"(?:{_SPEAKER}|(?:\[[^\]\n]{{1,24}}\][ \t]{{0,3}})?(?!{_FIELD})(?-i:[A-Z][\w.'-]{{0,20}}"
    r"(?:[ \t][A-Z][\w.'-]{0,20})?))[ \t]{0,3}:|>"
)
# A question that asks for another number first: a zip, an extension, a date of birth, a
# count or a time ("what's your zip code so I can reset the password?").
_OTHER_NUMBER = (
    r"(?![^\n]{0,120}?\b(?:(?:your|the)\s+(?:zip|postal|post\s+code|employee\s+number"
    r"|house\s+number|extension|ext|date\s+of\s+birth|birthday|dob|reference(?:\s+number)?"
    r"|account\s+number|phone\s+number|membership\s+number|room\s+number|amount|year\s+you)"
    r"|last\s+(?:4|four)|how\s+many|how\s+long|how\s+much|what\s+time|what\s+number)\b)"
)
# How an answer starts: "no, changed to", "it's now", "gym locker, 3391"
_ANSWER_LEAD = (
    # ("it's, uh, forty-seven, nineteen", "it says, uh, five-nine-two": held-out probe 84)
    r"(?:(?:no|nope|actually)[,.!]?[ \t]{1,3})?(?:(?:it's|it[ \t]says),?[ \t]{1,3}"
    r"(?:(?:uh+|um+|er+m?)[,.]?[ \t]{1,3})?|it[ \t]is[ \t]{1,3}"
    r"|changed[ \t]to[ \t]{1,3}|now[ \t]{1,3}|new[ \t]one:?[ \t]{1,3})?"
    r"(?:(?![\w' -]{0,30}\d)[A-Za-z][\w' -]{0,30},[ \t]{1,3})?"
)
# Said in pairs: never a year ("twenty twenty-four", "nineteen ninety-nine") or a time ("ten
# thirty", "fifty fifty").
_PAIRS = (
    rf"(?!(?:nineteen|twenty)[ -](?:{TENS}|hundred)\b)(?!{TENS}[ -](?:thirty|fifteen"
    rf"|forty-five|o'clock)\b)(?!fifty[ -]fifty\b){TENS}(?:[ ,-]{{1,2}}(?:{TENS}|{DIGIT})){{1,3}}"
)

# A password spelled out loud: letters (alone, "capital T", "M as in Mike", NATO words),
# digits and symbols said as words, at least one of them only a spelling has (a NATO word,
# "as in", a case, a symbol's name), so "the password is one of the two we use" stays.
_NATO = (
    r"alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike"
    r"|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu"
)
_SYMBOL_WORD = (
    r"exclamation(?:[ \t]+(?:mark|point))?|hash(?:tag)?|pound[ \t]+sign|asterisk|at[ \t]+sign"
    r"|dollar(?:[ \t]+sign)?|ampersand|percent[ \t]+sign|underscore|hyphen|question[ \t]+mark"
)
_CASED = r"(?:capital|upper[ \t-]?case|lower[ \t-]?case|small|big)[ \t]+"
_STRONG_UNIT = (
    rf"(?:[a-z][ \t]+as[ \t]+in[ \t]+[a-z]{{2,12}}|{_CASED}(?:{_NATO}|[a-z])|{_NATO}|niner"
    rf"|{_SYMBOL_WORD})"
)
_END = r"(?![\w']|-[a-z])"
_UNIT = rf"(?:{_STRONG_UNIT}|{DIGIT}|dash|dot|star|slash|\d|[a-z]){_END}"
_SPELLED = (
    rf"(?=(?:{_UNIT}[, \t-]{{1,3}}){{0,12}}{_STRONG_UNIT}{_END})"
    rf"{_UNIT}(?:[, \t-]{{1,3}}{_UNIT}){{2,30}}"
)

# Digits said one by one in other languages, and the names of a PIN or a code there
_FOREIGN_DIGIT = (
    r"(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|z[\u00e9e]ro|un|deux|trois"
    r"|quatre|cinq|six|sept|huit|neuf|null|eins|zwei|drei|vier|f[\u00fcu]nf|sechs|sieben|acht"
    r"|neun|zero|due|tre|quattro|cinque|sei|sette|otto|nove|um|dois|tr[\u00eae]s|quatro|sete"
    r"|oito)"
)
_FOREIGN_NAME = (
    r"(?:pin|c[\u00f3o]digo|clave|contrase[\u00f1n]a|code|mot\s+de\s+passe|codice|passwort"
    r"|kennwort|geheimzahl|senha|combinaci[\u00f3o]n|combinaison|combinazione"
    r"|combina[\u00e7c][\u00e3a]o)"
)

SPOKEN_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # "my password is capital T, tango, seven, exclamation mark", "pass code is zero zero
        # niner five six one", "password is M as in Mike, 8, hash", "password one two three
        # exclamation" (a word, then the rest spelled)
        "password",
        re.compile(
            # (what it opens may come between: "Password for the router admin page, spelled
            # out as he read it: capital K, ...", held-out probe 41)
            rf"(?i)\b(?:{PASSWORD_WORD}|pass[ \t]code)\b[^\n.?]{{0,70}}?(?:\b(?:is|was|it's)|[:=])"
            rf"[ \t]+{_FILLERS}(?P<s>(?:[a-z]{{3,12}}[ \t]+(?={_UNIT}))?{_SPELLED})"
        ),
    ),
    (
        # ... spelled again after a restart: "capital K, lowercase r, eight, ... three... no
        # wait, let me start over: capital K, lowercase r, ..." (held-out privacy probe 52)
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD}|pass[ \t]code)\b[^\n]{{0,200}}?\b(?:start(?:ing)?[ \t]+"
            r"(?:again|over)|from[ \t]+the[ \t]+(?:top|start|beginning)|once[ \t]+more"
            r"|one[ \t]+more[ \t]+time)[ \t]*[:,.-]*[ \t]*"
            rf"(?P<s>{_SPELLED})"
        ),
    ),
    (
        # a card's three digits said as words: "read out the CVV as seven oh four"
        "card_cvv",
        re.compile(
            r"(?i)\b(?:cvv2?|cvc2?|card\s+security\s+code)\b[^\n.?]{0,30}?\b(?:is|was|as|:)"
            rf"[ \t]+(?P<s>{DIGIT}(?:[ ,-]{{1,2}}{DIGIT}){{2,3}})\b"
        ),
    ),
    (
        # asked on one line, given on the next: "...your telephone banking passcode. /
        # Caller: sure, it's 5 0 6 5 4 7", "What's the door code? / User: it's eight seven two
        # seven", "I'll need the last login code. / Customer: six zero one nine six four"
        "access_code",
        re.compile(
            r"(?i)(?:(?:\?|\bplease\b|\bconfirm\b|\btell\s+me\b|\bneed\b|\bgive\s+me\b|\bread\s+me\b"
            r"|\bfor\s+verification\b"
            r"|\bwhat(?:'s|\s+is|s)\b)"
            rf"{_OTHER_NUMBER}[^\n]{{0,60}}?\b{_SECRET_WORD}(?!\w){_NOT_ABOUT}[^\n]{{0,60}}"
            rf"|\b{_SECRET_WORD}(?!\w){_NOT_ABOUT}{_OTHER_NUMBER}[^\n]{{0,40}}\?[^\n]{{0,20}})"
            # (the answer may come under its speaker's name)
            rf"\n[ \t]{{0,8}}(?:(?:{_LABEL})[ \t]{{0,3}}\n?)?[ \t]{{0,3}}{_FILLERS}"
            rf"{_ANSWER_LEAD}"
            # never a year, a date ("15-06-25"), a phone number's pairs or a time range
            # (a year only when it ends the answer: "Mum: 1987", never "2024 renewal is due")
            r"(?!(?:19|20)\d\d(?!\d)(?![ \t]{0,3}(?:[.!,]|$|\n)))"
            r"(?!(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-\d\d(?!\d))"
            rf"(?P<s>{SPOKEN_CODE}|\d{{2}}(?:[ -]\d{{2}}){{2,3}}|\d{{1,2}}(?:-\d{{1,2}}){{2,3}})"
            r"(?![ -]?\d)(?!\s+(?:to|till|until|-|\u2013)\s*\d)(?=[\s.,!?#*]|$)"
        ),
    ),
    (
        # a chat over three turns: the secret named, the assistant asks for it, a bare answer
        # ("User: can you store my gym locker code? / Assistant: Sure, what is it? / User: 4821")
        "access_code",
        re.compile(
            rf"(?i)\b{_SECRET_WORD}\b{_NOT_ABOUT}[^\n]{{0,80}}\n[ \t]{{0,8}}{_SPEAKER}:"
            r"(?:(?!\b(?:time|when|date|day|which|where|who)\b)[^\n]){0,80}"
            r"(?:\?|\bgo\s+ahead\b|\btell\s+me\b|\bready\b|\bshoot\b)[^\n]{0,40}\n[ \t]{0,8}"
            rf"{_SPEAKER}:[ \t]{{0,3}}{_FILLERS}(?:it's[ \t]{{1,3}}|it[ \t]is[ \t]{{1,3}})?"
            r"(?!(?:19|20)\d\d\b)"
            rf"(?P<s>{SPOKEN_CODE}|{PASSWORD_LIKE})[ \t]{{0,3}}[.!]?[ \t]{{0,3}}(?=\n|$)"
        ),
    ),
    (
        # a code said and corrected: "the alarm code is one nine, uh, no wait, it's four six
        # one three"; "the door code was 6035 but they changed it, now it's 1912"
        "access_code",
        re.compile(
            rf"(?i)\b{_SECRET_WORD}\b{_NOT_ABOUT}[^\n]{{0,80}}?\b(?:no\s+wait|sorry|i\s+mean"
            r"|correction|now|got\s+it|okay|ok|yes|yeah)[ \t]{0,3},?[ \t]{0,3}it(?:'s|\s+is)\s+"
            rf"(?!(?:19[5-9]\d|20[0-4]\d)\b)(?P<s>{SPOKEN_CODE})(?=[\s.,!?]|$)"
            r"(?![ \t]{0,3}(?:mm|cm|m|kg|g|edition|version|model|seconds?|minutes?|hours?)\b)"
            # digits said as words after the name, with no verb: "alarm code for mom's house
            # four seven seven one"
            # (never the number of a phone, a card, a unit, a room or a section: "sent to the
            # number ending four four one two", "the door code for unit two four one nine")
            r"|\b"
            + _SECRET_WORD
            + r"\b"
            + _NOT_ABOUT
            # (the word right before the digits: "ending", "unit", "room" make them another number)
            + r"[^\n.?!\d]{0,40}?(?<!ending )(?<!ending in )(?<!number )(?<!unit )(?<!room )"
            r"(?<!extension )(?<!ext )(?<!level )(?<!section )(?<!account )(?<!card )(?<!phone )"
            r"(?<!floor )(?<!suite )(?<!apartment )(?<!apt )(?<!flat )(?<!to )(?<!in )"
            r"(?<!reference )(?<!ref )(?<!order )(?<!ticket )\b"
            rf"(?P<d>{DIGIT}(?:[ -]{DIGIT}){{3,7}})(?=[\s.,!?]|$)"
        ),
    ),
    (
        # "my PIN? okay - ten sixty-four", "the lockbox code is fifty fifty-four", "the PIN is,
        # um, 5 3 3 8", "bike lock code 4, 2, 7, 2", "the gate code is 7, 3, 2, 8"
        "access_code",
        re.compile(
            rf"(?i)\b{_SECRET_WORD}\b{_NOT_ABOUT}(?![ \t]?\d)[^\n.?]{{0,40}}?(?:\?[ \t]{{0,3}}"
            rf"{_FILLERS}(?:it's|it\s+is)?|\bis,?|\bwas|:|-|\u2013|,)[ \t]{{0,3}}{_FILLERS}"
            r"(?:-[ \t]{0,3})?"
            rf"(?:star[ \t]{{1,3}})?(?P<s>{_PAIRS}|{DIGIT}(?:(?:[ -]|,\s)(?:{DIGIT})){{3,7}}"
            r"|\d(?:,?\s\d){3,7})(?=[\s.,!?]|$)"
            rf"|\b{_SECRET_WORD}[ \t]{{1,3}}(?P<d>\d(?:,\s?\d){{3,7}})(?=[\s.,!?]|$)"
            # an answer on the same line under a name, digit by digit, ending the clause: "the
            # verification code? Them: uh, five seven, two nine, four four" (never said in
            # pairs: "what time ...? Dana: eleven forty")
            # (never a help desk, a date, an ETA, a ticket or a room: "Forgot your password?
            # Helpdesk: 4357.")
            rf"|\b{_SECRET_WORD}\b{_NOT_ABOUT}[^\n.?]{{0,40}}?\?[ \t]{{0,3}}"
            rf"(?!{_FIELD}|helpdesk|hotline|office|call|eta|expires|support|it\b|desk|service)"
            rf"(?-i:[A-Z])\w{{0,15}}:[ \t]{{0,3}}{_FILLERS}(?:it's[ \t]{{1,3}})?"
            r"(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))"
            rf"(?P<e>{DIGIT}(?:(?:[ -]|,\s)(?:{DIGIT})){{3,7}}|\d(?:,?\s\d){{3,7}}|\d{{4,8}})"
            r"(?=[ \t]{0,3}(?:[.!,]|$|\n))"
        ),
    ),
    (
        # a security question asked, its answer on the next line: "what's the answer to your
        # security question? / Caller: Fluffy."
        "security_answer",
        re.compile(
            # (asked for it: "what's ..."; a reply is no answer: "Sure.", "Sorry, I forgot.")
            r"(?i)\b(?:what(?:'s|\s+is|\s+was)|tell\s+me|confirm|and\s+your)\b[^\n?]{0,40}?"
            r"\b(?:security\s+question|secret\s+question"
            r"|memorable\s+word|maiden\s+name|first\s+pet|pet's\s+name)\b[^\n]{0,40}\?[^\n]{0,20}\n"
            rf"[ \t]{{0,8}}(?:{_LABEL})?[ \t]{{0,3}}{_FILLERS}"
            r"(?:it's[ \t]{1,3}|it[ \t]is[ \t]{1,3})?"
            r"(?!(?:sure|sorry|nope|certainly|hmm+|thanks|thank|not|yes|no|okay|ok|yeah|hold|wait"
            r"|one|let|well|good|fine|right|correct|none|unknown|pass|skip|honestly|absolutely"
            r"|dunno|gosh|umm+|verification|maybe|probably|definitely|really|oh|ah|erm|just)\b)"
            r"(?P<s>(?-i:[A-Z][a-z]{2,20}(?:[ -][A-Z][a-z]{2,20})?))"
            r"(?![ \t]{0,3},[ \t]{0,3}[a-z])(?=[ \t]{0,3}(?:[.!,]|$|\n))"
        ),
    ),
    (
        # the three digits on the back asked for, then given: "and the security code on the
        # back? / Customer: three one eight"
        "card_cvv",
        re.compile(
            # (three digits, the card's; never a count, a year or a rate asked about)
            r"(?i)\b(?:cvv2?|cvc2?|(?:card\s+)?security\s+code|(?:digits|numbers|code)\s+on\s+the"
            r"\s+back(?!\s+of\s+the\s+(?:ticket|box|receipt|form|page)))\b"
            r"(?![^\n]{0,40}?\b(?:scanning|alerts?|requirement|error|rate|how\s+many|when|expiry"
            r"|last\s+(?:4|four))\b)[^\n]{0,40}\?[^\n]{0,20}\n[ \t]{0,8}"
            rf"(?:{_LABEL})?[ \t]{{0,3}}{_FILLERS}(?:it's[ \t]{{1,3}}|it[ \t]is[ \t]{{1,3}})?"
            rf"(?P<s>{DIGIT}(?:[ -]{DIGIT}){{2}}|\d{{3}}|\d(?: \d){{2}})"
            r"(?=[ \t]{0,3}(?:[.!,]|$|\n))"
        ),
    ),
    (
        # a password spelled for someone: "let me spell the password for you: capital M, a, p"
        "password",
        re.compile(
            r"(?i)\bspell(?:ing|ed)?\b[^\n:]{0,40}?\b(?:password|passcode|pin|code|login)\b"
            r"[^\n:]{0,20}:[ \t]{0,3}(?P<s>(?:capital\s+)?\w(?:,[ \t]{0,3}(?:capital\s+)?\w){4,30})"
        ),
    ),
    (
        "card_cvv",
        re.compile(
            r"(?i)\b(?:digits|numbers)\s+on\s+the\s+back\b[^\n]{0,30}?\b(?:are|is|:)[ \t]{0,3}"
            rf"(?P<s>{DIGIT}(?:\s+{DIGIT}){{2,3}})\b"
        ),
    ),
    (
        # "you disarm it with 0300", "the parking gate keypad takes 889156"
        "access_code",
        re.compile(
            r"(?i)\bdisarm\s+(?:it|the\s+alarm|the\s+system)\s+with\s+(?P<s>\d{4,8})\b(?![.,:/-]?\d)"
            r"|\b(?:keypad|gate|door|lockbox)\s+takes\s+(?P<d>\d{4,8})\b(?![.,:/-]?\d)"
        ),
    ),
    (
        # ... or asked for on one line and said on the next: "Agente: \u00bfMe confirma su clave
        # de acceso? / Cliente: S\u00ed, eh, cuatro siete, uno nueve, cero dos" (probe 84)
        "pin",
        re.compile(
            rf"(?i)\b{_FOREIGN_NAME}\b[^\n]{{0,50}}\?[ \t]*\n[ \t]{{0,8}}"
            r"(?:[^\W\d][\w .'-]{0,20}:)?[ \t]{0,3}"
            r"(?:(?:s[\u00edi]|oui|ja|sim|claro|vale|pues|eh|euh|ehm|bon|ok|\u00e9)"
            r"[ \t,.]{1,4}){0,4}"
            rf"(?P<s>{_FOREIGN_DIGIT}(?:(?:,[ \t]?|[ \t]|-){_FOREIGN_DIGIT}){{3,7}})\b"
        ),
    ),
    (
        # digits said one by one in Spanish, French, Italian, Portuguese or German after a
        # PIN's or a code's name: "el pin de la tarjeta nueva es cuatro, siete, cero, dos"
        # (held-out probe 48), "le code de la porte c'est deux huit un neuf"
        "pin",
        re.compile(
            rf"(?i)\b{_FOREIGN_NAME}\b[^\n.?!\d]{{0,50}}?(?:\bes|\best|c'est|\bist|\blautet|\b\u00e8"
            rf"|\b\u00e9|:)[ \t,]{{1,3}}(?:(?:pues|eh|euh|also|ehm|bon|ok)[ \t,]{{1,3}})?"
            rf"(?P<s>{_FOREIGN_DIGIT}(?:(?:,[ \t]?|[ \t]|-){_FOREIGN_DIGIT}){{3,7}})\b"
        ),
    ),
]
