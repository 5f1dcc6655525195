"""A short code a little after a word that makes it secret, in any of the languages people
write to an assistant in: "Larmkoden hemma \u00e4r 3 8 0 5", "Kod do domofonu: wybierasz 17,
potem klucz i 6143", "\u03bf \u03ba\u03c9\u03b4\u03b9\u03ba\u03cc\u03c2 \u03c4\u03bf\u03c5
\u03c3\u03c5\u03bd\u03b1\u03b3\u03b5\u03c1\u03bc\u03bf\u03cd ... \u03b5\u03af\u03bd\u03b1\u03b9
5162".

Why a module of its own: the phrasings' rules each read one way of saying a code, and every
fresh blind probe brings ways none of them reads (probes 98 and 100 of 2026-12-06's third
session: 13 secrets missed on the session's starting rules, 10 of them a code of 4-8 digits
in the same clause as a word for a code, a PIN, a lock or a door). This is the backstop for
that shape, read the other way round: every number of a code's shape, then the clause before
it. It stays quiet when a word that makes the number something else stands between
("order", "room", "number", "price", "call", a time's "at") or qualifies the code word
("error code", "zip code", "kod pocztowy"); on 13 earlier probes' 585 look-alikes and 54,987
MSC, LoCoMo, STS-B and MSRP texts it flagged none.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_code_words import DIGIT_WORDS_ANY, ELSE_WORDS, KANA, SECRET_WORDS, UNSPACED
from service.secret_labels import corrected_after

_NOT_A_SECRET_COMPOUND = re.compile(
    r"(?i)(?:pos|zip|bar|promo|rabat|kunde|bestell|fehler|error|qr|area|source|land|vorwahl"
    r"|farb|kupon|gutschein|aktion|sendung|tracking|produkt|artikel|ident)\w*"
)
# A word before the secret word that makes it another kind of code ("error code", "zip
# code", "sort code"), or after it ("codice di avviamento postale", "kod pocztowy").
_QUALIFIED = re.compile(
    # (the Turkish "posta kodu": a postal code)
    r"(?i)(?:error|postal|post|posta|zip|sort|area|promo|promotional|discount|voucher|coupon|country"
    r"|dress|qr|bar|source|status|tax|tracking|product|colou?r|style|morse|swift|bic|iata|icao"
    r"|airport|station|course|class|module|subject|reference|booking|auth|confirmation"
    r"|reservation|customer|client|order|product|article|dial|phone|tutorial|screen|default"
    r"|(?:bus\s+|tram\s+)?stop"
    r"|hinge|promo|best|boxing|boarding\s+pass|(?:rajdhani|shatabdi|duronto|express)\s+ka"
    # (a card's last four digits are printed on every receipt)
    r"|last|ostatnie|letzten|[u\u00fa]ltimos|derniers|sista|final)"
    r"\W{1,3}$"
)
_QUALIFIED_AFTER = re.compile(
    r"(?i)\W{0,2}(?:postal|po[\u0219\u015f]tal|pocztowy|postale|tributo|d[ei]\s+avviamento|de\s+\u00e1rea|de\s+pa[i\u00ed]s"
    r"|d'erreur|de\s+erro|de\s+error|de\s+descuento|promo|pin\s+code|de\s+cliente"
    r"|d[ea]\s+(?:la\s+)?(?:reserva|r\u00e9servation|commande|producto|referencia|confirma\w*)"
    r"|del\s+producto|der\s+(?:bestellung|kundennummer)|des\s+produkts|articolo|cliente"
    r"|di\s+conferma|van\s+de\s+bestelling|fiscale|couleur|source|secreto|review"
    # (a product's in Italian, Romanian, Polish, Portuguese, French: "il codice prodotto \u00e8")
    r"|(?:del\s+|do\s+|du\s+)?(?:prodott[oi]|produs\w*|produktu|produto|produit)"
    # (a client's, an order's, a parcel's or a discount's in Polish, Czech, Romanian: "kod
    # klienta 482913", "k\u00f3d objedn\u00e1vky", "codul comenzii")
    r"|klient\w*|zam\u00f3wieni\w*|rabatow\w*|przesy\u0142k\w*|z\u00e1kazn\w*|objedn\u00e1vk\w*"
    r"|z\u00e1silk\w*|clientului|comenzii|coletului"
    r"|\u043f\u043e\u0434\u0442\u0432\u0435\u0440\u0436\u0434\u0435\u043d\u0438\u044f|pos\b"
    r"|verifikasi|for\s+the\s+tutorial|f\u00fcr\s+das|di\s+errore|d'errore"
    # (a discount's, a product's, a country's, a postal, a QR, an error's, a parcel's, a
    # student's, a flight's code in Arabic, "code of the discount 7731")
    r"|(?:\u0627\u0644)?(?:\u062e\u0635\u0645|\u0645\u0646\u062a\u062c|\u062f\u0648\u0644\u0629|\u0628\u0631\u064a\u062f\u064a|\u0627\u0633\u062a\u062c\u0627\u0628\u0629|\u062e\u0637\u0623|\u062a\u062a\u0628\u0639|\u0637\u0627\u0644\u0628|\u0631\u062d\u0644\u0629|\u0634\u062d\u0646\w*|\u0637\u0644\u0628|\u0639\u0645\u064a\u0644))"
)
# The clause after the number says what it is: a count, a measure, a time, a discount, a
# place ("2500 lines long", "1080 by 1920 pixels", "for a discount", "check-in", "in the ZIP
# field", "0900 UTC", "1204 \u623f\u95f4")
_AFTER_ELSE = re.compile(
    # (within its sentence: "texted it - 0615. Check-in after 4" is a code, then a time)
    r"(?i)[^\w.!?\n]{0,3}(?:for\s+(?:a\s+|the\s+)?(?:discount|zip|central|uk\b)|in\s+the\s+zip|to\s+get"
    r"|check-?in|on\s+weekdays|utc|gmt|boarding|formation|spokes|discount|per\s+\w+|lines?"
    r"|lignes|long|x\s*\d|by\s+\d|tests?\b|ohm|yen|\u0440\u0430\u0437|\u0440\u0443\u0431\w*"
    r"|\u03b5\u03c5\u03c1\u03ce|\u623f\u95f4|pasos|en\s+el\s+plan|is\s+when|now\s+costs"
    r"|\w+\s+(?:boarding|field)|rfid|mah|watts?|ms\b|seconds|user\s+codes|jakarta|\uc73c\ub85c"
    r"|\s*[-,\u2013\u2014]\s*\w+:\s*\d|\s*=|total\w*|insgesamt|series|baud|means|indicates"
    r"|stands\s+for)"
)
# About an address, a discount, a test or a lottery: postal, public, dummies or picks
_TEXT_ELSE = re.compile(
    r"(?i)\b(?:postal|zip|postcode|pocztowy|b\u01b0u|address|adres|courier|delivery|shipping|billing"
    r"|ghar|city|discount|fixture|dummy|coupon|paint|pantone|(?-i:RAL)|lottery|lotto|powerball)\b"
    r"|\|[^\n]*\||<td"
)
# An Indian postal "PIN code" of an address
_POSTAL_PIN = re.compile(
    r"(?i)\bpin\s*code\b[^.\n]{0,40}\b(?:address|adres|postal|post|courier|delivery)\b"
)
SECRET = re.compile(rf"(?i)(?<!\w)(?:{SECRET_WORDS})(?!\w)|{UNSPACED}")
# (and in scripts without spaces: an extension, a price, a fee, a change's cycle, an expiry)
_ELSE_UNSPACED = (
    r"\u5206\u673a|\u5206\u6a5f|\u5185\u7ebf|\u552e\u4ef7|\u4ef7\u683c|\ube44\uc6a9|\uc8fc\uae30|\u30a8\u30e9\u30fc"
    r"|\u0e2b\u0e21\u0e14\u0e2d\u0e32\u0e22\u0e38|\u0e04\u0e48\u0e32"
    # (a call, a phone, a ticket, an order, a hotline: "忘记密码请致电95588")
    r"|\u81f4\u7535|\u62e8\u6253|\u64a5\u6253|\u7535\u8bdd|\u96fb\u8a71|\u5de5\u5355|\u5355\u53f7"
    r"|\u53f7\u7801|\u865f\u78bc|\u8ba2\u5355|\u8a02\u55ae|\u5ba2\u670d|\u70ed\u7ebf|\u806f\u7e6b"
    r"|\u8054\u7cfb|\uc804\ud654|\ubb38\uc758|\uc5f0\ub77d"
    # (a number, in Japanese: "\u30ed\u30c3\u30ab\u30fc\u756a\u53f7 112")
    r"|\u756a\u53f7|\u5185\u7dda"
)
# Words a qualifier does not make another kind of code: an airport's ATM, "work phone voicemail"
_NO_KIND = re.compile(r"(?i)voicemail|atms?|bankomat\w*|cajero|geldautomat\w*|unlocks?")
_OTHER = re.compile(rf"(?i)(?<!\w)(?:{ELSE_WORDS})(?!\w)|{_ELSE_UNSPACED}")
# A place with its own number between says where the lock is, and the number after is still
# its code: "Safe in room 812 is preset to 2580", "locker 112 ..., the dial goes 0-4-2-7"
_OWN_NUMBER = re.compile(
    # (a flat's too: "lemari meteran di flat 2 sudah diganti jadi 6150"; never when the code
    # starts with the flat's number, as an intercom dials it: "for flat 12: enter 1204")
    r"(?i)(?<!\w)(?:room|suite|seat|locker|ward|bay|cabin|kabin\w*|flat|apartment|apt|unit|floor"
    r"|kamer|zimmer|chambre|habitaci[o\u00f3]n|quarto"
    r"|pok[o\u00f3]j)\s*(?:no\.?\s*|nr\.?\s*|#\s*)?\d{1,4}[A-Za-z]?(?!\w)"
)
# A time's or a span's word right before the number: "changes at 1800", "until 2130"
_TIME_BEFORE = re.compile(
    r"(?i)\b(?:at|by|until|till|from|before|after|around|about|since|um|ab|bis|vers|om"
    # ... or a card's last digits: "the card ending four four one two"
    r"|ending|ends|ending\s+(?:in|with)|ends\s+(?:in|with))\s*$"
)
# A code's shape: 4-8 digits, or in ones, twos or threes; no year, decimal, time, date or price
_LATIN = r"0-9A-Za-z_\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff"
_NUMBER = re.compile(
    # (a letter of a script written without spaces may touch it: "改成739105了")
    rf"(?<![{_LATIN}.,:/#\u20ac$\u00a3-])(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))"
    # (a letter may close a keypad's code: "to teraz 1357B")
    r"(\d{4,8}(?:[A-Z](?![\w\u00c0-\u024f]))?|\d(?:[ -]\d){3,7}|\d{2,3}(?:[ -]\d{2,3}){1,3}"
    # (three single digits only on a lock: "is 9-1-6"; a dial's "32-17-8", no date "12-1-24",
    # "2-28-25")
    r"|\d[-\u2013]\d[-\u2013]\d|\d \d \d|\d{1,2}(?: [-\u2013] \d{1,2}){2,3}"
    r"|(?!(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|[12]\d|3[01])-\d\d(?!-?\d))\d{1,2}(?:-\d{1,2}){2,3})"
    rf"(?![.,:/-]?\d)(?![{_LATIN}%\u20ac$\u00a3\u00b0])"
)
_COUNTED = re.compile(
    r"(?i)\s*(?:am|pm|h|uhr|min|mins|hrs?|days?|weeks?|months?|years?|times|people|persons"
    r"|euros?|dollars?|pounds?|kr|z\u0142|lei|ft|m|cm|mm|kcal|calories|steps|words|pages|items"
    r"|users|customers|followers|views|rows|records|files|documents|photos|songs|books|copies"
    r"|pieces|units|rupees|rs|inr|yen|yuan|won|lira|quid|bucks|grand|[kmg]bps|mb|gb|[mg]hz|%|\u0645\u0631\u0627\u062a|\u0645\u0631\u0629|\u05e9\"\u05d7|\u05e9\u05e7\u05dc\w*|\u20aa)(?!\w)"
    # a currency, a room, a year or an hour in CJK and Thai: "2999\u5143", "1234\ud638"
    r"|\s*(?:[\u5143\u5186\uc6d0\ud638\u53f7\u865f\ub144\u5e74\u4ef6\u4eba\u5929\u65e5\u6708"
    r"\u5206\u79d2\u500b\u756a]|\uc2dc\uac04|\u0e1a\u0e32\u0e17|\u30dd\u30a4\u30f3\u30c8"
    # ... and in Arabic and Persian letters: a rial, a dirham, a dinar, a pound, a lira, a
    # dollar, a toman, a euro, a Hijri year
    r"|(?:\u0631\u064a\u0627\u0644|\u0631\u06cc\u0627\u0644|\u062f\u0631\u0647\u0645|\u062f\u064a\u0646\u0627\u0631|\u062c\u0646\u064a\u0647|\u0644\u064a\u0631\u0629|\u062f\u0648\u0644\u0627\u0631|\u062a\u0648\u0645\u0627\u0646|\u064a\u0648\u0631\u0648|\u0647\u0640)(?!\w))"
)
# (an ellipsis is a pause, not an end: "the key box for Swallow Cottage is... two, eight")
_CLAUSE = re.compile(r"(?<!\.)\.(?!\.)|[;!?\n]")
# a short answer carries on from a question ("combo?? pretty sure its 46-12-33"), not a label
_ANSWER = re.compile(
    r"(?i)\s*(?:(?:(?-i:A)|me|reply|answer)(?:\s*\([^)\n]{0,30}\))?\s*[:.]\s*)?(?:[^\W\d]+['\u2019]?\w*\s+){0,4}"
)
# a sentence that only says "it's" before the number: the one before it named the code ("forgot
# the back door code AGAIN. its 7 3 9 1")
_ONLY_ITS = re.compile(
    r"(?i)\s*(?:(?:now\s+)?(?:it['\u2019]?s|it\s+is|that['\u2019]?s|this\s+is)\s*(?:now\s+)?"
    # ... in the languages the probes met ("Nu \u00e4r det 6120", "teraz to", "c'est")
    r"|(?:nu\s+)?(?:\u00e4r\s+det|det\s+\u00e4r|er\s+det|det\s+er)|(?:n\u00e5\s+)?er\s+det"
    r"|(?:jetzt\s+)?(?:ist\s+es|es\s+ist)|(?:ahora|agora|ora|adesso)\s+(?:es|\u00e9|\u00e8)"
    r"|(?:teraz\s+)?to(?:\s+teraz)?|(?:maintenant\s+)?c['\u2019]est"
    # ... or names the new one: "New one I set at the shop counter: 090 513"
    r"|(?:the\s+)?new\s+one\b[^\n]{0,40}?[:\u2013\u2014-]?)\s*$"
)
_THREE_DIGITS = re.compile(r"\d[- \u2013]\d[- \u2013]\d")
_RUNS = "01234567890 9876543210 " + " ".join(d * 8 for d in "0123456789")
# A padlock's or a lock's words (three dashed digits are its code), and with a safe's and a
# combination's, the words whose "24-11-37" is a combination rather than a date
_LOCKS = (
    r"padlock|lock|cadenas|candado|lucchetto|hangslot|katanac|k[\u0142l][o\u00f3]dk\w*|cadenat|kombinasjon"
    r"|zahlenschloss\w*"
    r"|kombinatsioon|tabaluk\w*|riippulukko|h\u00e4ngl\u00e5s"
)
_THREE_DIGIT_LOCK = re.compile(rf"(?i){_LOCKS}")
_COMBINATION = re.compile(
    rf"(?i){_LOCKS}|safe|combination|combo|locker|cassaforte|caja\s+fuerte|tresor|sejf"
)
_DIGIT_WORD_BEFORE = re.compile(rf"(?i)\b(?:{DIGIT_WORDS_ANY})[ ,-]+$")
_SPELLED = re.compile(
    # (a pause between them too: "nine... four... four... one")
    rf"(?i)(?<![\w-])((?:{DIGIT_WORDS_ANY})"
    rf"(?:(?:[ -]|[,\u060c][ \t]?|\.{{2,3}}[ \t]?|\u2026[ \t]?)(?:{DIGIT_WORDS_ANY})){{3,7}})"
    r"(?![\w-])"
    rf"(?![ ,\u060c-]+(?:{DIGIT_WORDS_ANY})\b)"
)
# (a particle may follow: "はち・いち・に・ごで閉めた")
_SPELLED_KANA = re.compile(
    rf"((?:{KANA})(?:[\u30fb\u3001 ](?:{KANA})){{3,7}})"
    r"(?!(?![\u3067\u3092\u306b\u306f\u304c\u3068\u306e\u3082])[\u3041-\u3096])"
)
_A_DATE = re.compile(r"(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|1[0-2])-\d\d")
_CLOCK = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
_TO_BEFORE = re.compile(r"(?i)\bto\s*$")
_PLACE = re.compile(
    r"(?i)door|gate|portal|porta|porte|puerta|port\u00e3o|port[o\u00f3]n|t\u00fcr|tor|deur|drzwi"
    r"|dve\u0159e|ajt\u00f3|kap\u0131|d\u00f6rr|d\u00f8r|safe|locker|shed|entrance|barrier"
)
# another group of digits right before or after, or a currency or a number sign before
_IN_A_RUN = re.compile(r"(?:\d[ -]|(?:R\$|US\$|\$|\u20ac|\u00a3|\u00a5|#|\u2022)\s*)$")
_IN_A_RUN_AFTER = re.compile(r"[ -]\d")
# Who changed it is no number's name ("alarm got changed by the installer today, it's 609371"),
# nor a year said backwards ("takes my birth year backwards: 5891", probe 244)
_NAMES_NO_NUMBER = re.compile(
    r"(?i)\bby\s+(?:the\s+|our\s+)?(?:installer|engineer|technician|landlord)\b"
    r"|\b(?:birth\s+)?year\s+(?:backwards|reversed|in\s+reverse)\b"
)
# Where the lock is, then a colon: "Locker at the staff room: 0846" (probes 238, 240)
_WHERE_IT_IS = re.compile(
    r"(?i)(?:\s*(?:at|in|by|of|on|behind|beside|near|outside|inside|under)\s+(?:the|my|our|his"
    r"|her|their|mum's|mom's|dad's)\s+(?:[\w-]+\s+){0,3}?[\w-]+){1,2}\s*:\s*(?:it['\u2019]?s\s+)?"
)
_PLACE_WORD = re.compile(r"(?i)\b(?:room|flat|apartment|floor|unit|ward)\b")
_ENDS_ITS_CLAUSE = re.compile(r"\s*(?:[,.;!)(]|$)")
# A lock's own number is its code: "pyor\u00e4kellarin lukon numero on kolme ..."
_ITS_NUMBER = re.compile(r"(?i)^\s*numero\b")
_FINNISH_LOCK = re.compile(r"(?i)luko\w*|lukko\w*")
# A model's letters right before the number (never a secret's own: PIN, OTP, TAN...)
_MODEL_BEFORE = re.compile(
    r"(?<![\w-])(?!(?:PIN|PUK|OTP|TAN|CVV|CVC|SMS|ATM|MFA|FA|PW|ID|WIFI|WLAN|CODE|KOD|KODE|PASS"
    r"|DOOR|GATE|SAFE|ALARM|LOCK)\s)[A-Z]{2,5}\s$"
)
_ON_THE_PHONE = re.compile(r"(?i)pin|puk|otp|mpin|sms")
_PHONE = re.compile(r"(?i)\b(?:phone|mobile)\b")
_SAID_TO_BE = re.compile(
    r"(?i)(?:\bis|\bto|\bes|\bist|\best|\bjest|\bteraz|\bnow|\bcon|\bwith|\bmit|\bavec|\bmet|[:=]"
    r"|\bmarques|\bmarca|\bdigita|\bteclea|\benter|\bpress|\btype|\bdial|\btape[sz]?)\s*$"
)
_UNLOCKS = re.compile(r"(?i)unlocks?")
_A_WORD_AFTER = re.compile(
    r"(?i)[ \t]+(?!(?:if|and|but|so|to|for|when|then|or|in|on|at|now|please)\b)[^\W\d_]"
)
# How far back a secret word may be: a clause's worth
_REACH = 80
# the kind of code the clause names, as the phrasings' rules report it
_ONE_TIME = re.compile(
    r"(?i)\b(?:verification|2fa|mfa|one-time|otp|tac|tan|blik|sms|login|sign-in|auth\w*"
    r"|weryfik\w*|best\u00e4tigung\w*|v\u00e9rification|verifica\w*|einmal\w*)\b"
)
_PIN = re.compile(r"(?i)\b(?:pin|pincode|puk)\b")
_PASSWORD = re.compile(
    r"(?i)password|passwort|kennwort|contrase|senha|wachtwoord|has[\u0142l]o|heslo|jelsz"
    r"|salasana|l[\u00f6o]senord|passord|parol|\u043f\u0430\u0440\u043e\u043b"
)


def _kind(clause: str) -> str:
    if _ONE_TIME.search(clause):
        return "one_time_code"
    if _PIN.search(clause):
        return "pin"
    return "password" if _PASSWORD.search(clause) else "access_code"


_HOW_MANY = re.compile(
    r"(?i)\bhow\s+(?:many|much|long|old|often|far)\b|\bwhat\s+(?:time|port)\b|\bwhen\b"
)


def _asked_before(before: str, cut: int) -> bool:
    """The clause ending at `cut` is a question (its "?" may end the line before)."""
    return before[:cut].rstrip()[-1:] == "?"


def nearby_codes(text: str) -> Iterator[tuple[str, int, int]]:
    postal: bool | None = None  # read once, when a candidate needs it
    for m in _candidates(text):
        start = max(0, m.start() - _REACH)
        before = text[start : m.start()]
        cuts = [c.end() for c in _CLAUSE.finditer(before)]
        if cuts and _ONLY_ITS.fullmatch(before[cuts[-1] :]):
            # (reach into the sentence before, a clause's worth from where this one starts)
            start = max(0, start + cuts[-1] - _REACH)
            before = text[start : m.start()]
            cuts = [c.end() for c in _CLAUSE.finditer(before)][:-1]
        elif cuts and _asked_before(before, cuts[-1]) and _ANSWER.fullmatch(before[cuts[-1] :]):
            while cuts and _asked_before(before, cuts[-1]):
                cuts.pop()  # (reach into the question before, past all its marks)
            if _HOW_MANY.search(before[max(cuts, default=0) :]):
                continue  # "Q: How many users were hit by the login code outage?\nA: 1200"
        before = before[max(cuts, default=0) :]
        words = list(SECRET.finditer(before))
        if not words or not _stays_a_code(text, m, before, words[-1]):
            continue
        if postal is None:
            postal = bool(_POSTAL_PIN.search(text) or _TEXT_ELSE.search(text))
        if postal:
            continue
        yield _kind(before), m.start(1), m.end(1)


# What only a secret is said with: a short life ("KQ7M2X, valid 10 min") or a warning not to
# pass it on ("6402. n\u00e3o partilhar com a Zosia", "texted me 583 204 and says don't share
# it"), in the languages the probes met
_LIFE = (
    r"\W{0,3}(?:(?:is|it['\u2019]?s|it\s+is|e|\u00e9|es|ist)\s+)?(?:valid|good|expires?"
    r"|g\u00fcltig|v\u00e1lid[oa]|valido|valable|wa\u017cn\w*|giltig)\s+(?:for\s+|in\s+|pendant\s+|durante\s+|per\s+|przez\s+|f\u00fcr\s+|i\s+)?"
    r"\d{1,2}\s*(?:min|mins|minutes?|minuten|minutos?|minuti|minut\w*|minuter)\b"
)
_SHORT_LIFE = re.compile(rf"(?i){_LIFE}")
_OTP = re.compile(r"(?<![\w-])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,8}(?![\w-])")
_KEEP_IT = re.compile(
    r"(?i)\b(?:do\s+not|don['\u2019]?t|never)\s+share\b|\bn\u00e3o\s+(?:partilh|compartilh)\w*"
    r"|\bno\s+(?:lo\s+|la\s+)?compart\w*|\bnie\s+udost\u0119pniaj\w*|\bnicht\s+weiter\w*"
    r"|\bne\s+(?:le\s+|la\s+)?partag\w*\s+pas|\bnon\s+(?:lo\s+|la\s+)?condivider\w*"
    r"|\bdelete\s+this\s+after\b|\bnon\s+(?:darl|dirl)[ao]\b|\bdon['\u2019]?t\s+(?:tell|give)\s+(?:it\s+to\s+)?anyone\b"
)
_KEEP_REACH = 60
# ... or handed over to be typed in: "text just came in from Square, 662019, can you punch it
# in" (privacy probe 146)
_PUT_IT_IN = re.compile(
    r"[^\S\n]{0,3}[,\u2014\u2013-]?[^\S\n]{0,3}(?:can\s+you\s+|could\s+you\s+|please\s+)?"
    r"(?:punch|type|enter|put|pop|key)\s+(?:it|that|this)\s+(?:in(?:to)?|on)\b"
)
_NAMED_THEN_LIFE = re.compile(
    r"(?i)[^\S\n]{0,3}(?:<-+|\u2190|[\u2014\u2013-])?[^\S\n]{0,3}(?:the\s+)?(?:code|otp|tan|pin|sms)\b"
    rf"[^\d\n]{{0,30}}?[,;]?{_LIFE}"
)
# the number of something else, said before it ("order 55123, don't share the link")
_NOT_KEPT = re.compile(
    r"(?i)\b(?:order|tracking|invoice|ticket|booking|reservation|reference|ref|account|phone"
    r"|tel|call|flight|room|flat|price|total|cost|paid)\b"
)
_OFFER = re.compile(r"(?i)promo|discount|coupon|voucher|sale|offer|deal|rabatt|descuento|oferta")


def told_codes(text: str) -> Iterator[tuple[str, int, int]]:
    """A code said with what only a secret is said with, whatever names it."""
    if _SHORT_LIFE.search(text):
        for m in (*_OTP.finditer(text), *_NUMBER.finditer(text)):
            # (or named a code between: "502118 <- code from the bank, expires in 5 min")
            life = _SHORT_LIFE.match(text, m.end()) or _NAMED_THEN_LIFE.match(text, m.end())
            if life and not _OFFER.search(text, max(0, m.start() - 30), m.start()):
                yield "one_time_code", m.start(), m.end()
    for m in _NUMBER.finditer(text):
        if (
            _PUT_IT_IN.match(text, m.end())
            and not _NOT_KEPT.search(text, max(0, m.start() - 16), m.start())
            and not _IN_A_RUN.search(text, max(0, m.start() - 12), m.start())
        ):
            yield "one_time_code", m.start(1), m.end(1)
    for warning in _KEEP_IT.finditer(text):
        window = (max(0, warning.start() - _KEEP_REACH), warning.end() + _KEEP_REACH)
        for m in _NUMBER.finditer(text, *window):
            near = text[max(0, m.start() - 16) : m.start()]
            if _NOT_KEPT.search(near[max((c.end() for c in _CLAUSE.finditer(near)), default=0) :]):
                continue  # "order 55123, don't share it": the order's number
            if _COUNTED.match(text, m.end()) or _AFTER_ELSE.match(text, m.end()):
                continue
            if _IN_A_RUN.search(text, max(0, m.start() - 12), m.start()):
                continue
            if not _IN_A_RUN_AFTER.match(text, m.end()):
                yield "access_code", m.start(1), m.end(1)


def _candidates(text: str) -> Iterator[re.Match[str]]:
    """Numbers of a code's shape, in digits (4-8 of them) or in words ("seven three nine
    one", as a voice note writes them)."""
    for m in _NUMBER.finditer(text):
        if 3 <= sum(c.isdigit() for c in m.group(1)) <= 8:
            yield m
    for m in _SPELLED.finditer(text):
        if not _DIGIT_WORD_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            yield m  # (the whole run, never its tail: nine words are no code)
    yield from _SPELLED_KANA.finditer(text)


def _stays_a_code(text: str, m: re.Match[str], before: str, word: re.Match[str]) -> bool:
    """No word, shape or neighbour makes the number something else."""
    value = m.group(1)
    digits = re.sub(r"\D", "", value)
    if re.fullmatch(r"\d{1,3} 000", value):
        return False  # a count in thousands: "has 10 000 combinations"
    if digits and digits in _RUNS and not corrected_after(text, m.end()):
        return False  # "1234 and 0000 are blocked": a run is an example or a default (but
        # "garage opener is 123456 no wait it's 654321" gave it as the code, then corrected it)
    between = before[word.end() :]
    if _THREE_DIGITS.fullmatch(value) and not _THREE_DIGIT_LOCK.fullmatch(word.group()):
        return False  # "9-1-6" is a padlock's, not a door's or a PIN's
    if _NOT_A_SECRET_COMPOUND.fullmatch(word.group()):
        return False
    qualified = _QUALIFIED.search(before[: word.start()]) and not _NO_KIND.fullmatch(word.group())
    if qualified or _QUALIFIED_AFTER.match(between):
        return False
    plain = _NAMES_NO_NUMBER.sub(" ", _OWN_NUMBER.sub(" ", between))
    where = _WHERE_IT_IS.fullmatch(between) and not _OWN_NUMBER.search(between)
    if where and _ENDS_ITS_CLAUSE.match(text, m.end()):  # the lock's place, a colon, its code
        plain = _PLACE_WORD.sub(" ", plain)
    if _ON_THE_PHONE.fullmatch(word.group()):
        plain = _PHONE.sub(" ", plain)  # "SIM PUK (from the card in the phone case): 4719..."
    if _FINNISH_LOCK.fullmatch(word.group()):
        plain = _ITS_NUMBER.sub(" ", plain, count=1)
    if _OTHER.search(plain) or _TIME_BEFORE.search(between):
        return False
    if any(
        digits.startswith(re.sub(r"\D", "", own.group())) for own in _OWN_NUMBER.finditer(between)
    ):
        return False  # the intercom's dialling of a flat: "Intercom for flat 12: enter 1204"
    if _A_DATE.fullmatch(value) and not _COMBINATION.fullmatch(word.group()):
        return False  # "Lock screen: 12-05-24 update": a day, a month and a year (a safe's
        # "24-11-37" is its combination)
    if _CLOCK.fullmatch(value) and _TO_BEFORE.search(between):
        return False  # "set the alarm to 0700"; "changed the code to 4471" stays a code
    if _MODEL_BEFORE.search(text, max(0, m.start() - 8), m.start()):
        return False  # a model's number: "a Yale YDM 4109", "Modell AMAX 3000"
    if value[-1].isupper() and value[-2].isdigit() and not _SAID_TO_BE.search(between):
        return False  # a model's number: "a Master Lock 5440D" ("to teraz 1357B" is a code)
    if _UNLOCKS.fullmatch(word.group()) and _A_WORD_AFTER.match(text, m.end()):
        return False  # a count: "the game unlocks with 1000 kills"
    if not between.strip() and _PLACE.fullmatch(word.group()):
        return False  # a door's or a gate's number: "Door 2201 is the laundry room"
    if _COUNTED.match(text, m.end()) or _AFTER_ELSE.match(text, m.end()):
        return False
    # a phone number in groups: "0532 123 45 67", "1588 3333"
    start = max(0, m.start() - 12)
    return not (_IN_A_RUN.search(text, start, m.start()) or _IN_A_RUN_AFTER.match(text, m.end()))


def about_something_else(text: str) -> bool:  # (an address, a discount, a lottery: once a text)
    return bool(_TEXT_ELSE.search(text) or _POSTAL_PIN.search(text))


def named_after(clause: str, value: str) -> tuple[str, re.Match[str]] | None:
    """The kind of secret `clause` after `value` names it as, and the word (`secret_leading`);
    None for a place's word alone ("0900 - gate opens"), a run ("1234 is a bad PIN"), another
    thing's word in the clause ("4471 - order no., door code"), a qualified code ("zip code")."""
    word = SECRET.search(clause)
    if word is not None and _PLACE.fullmatch(word.group()):  # "door code", "locker combination"
        word = SECRET.match(clause, word.end() + 1)
    if (
        word is None
        or _PLACE.fullmatch(word.group())
        or re.sub(r"\D", "", value) in _RUNS
        or _NOT_A_SECRET_COMPOUND.fullmatch(word.group())
        or _OTHER.search(clause)
        or _QUALIFIED_AFTER.match(clause, word.end())
    ):
        return None
    if _QUALIFIED.search(clause[: word.start()]) and not _NO_KIND.fullmatch(word.group()):
        return None
    return _kind(clause), word
