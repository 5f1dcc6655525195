"""Spans the rules find that are references, not secrets, dropped after the scan: India's
postal "PIN code" in an address, a booking's confirmation number, a secret's name inside an
AWS ARN, SealedSecret ciphertext, an OpenSSH public key. One pass over what was found; every
check reads a window around its span, never the whole text again (a text of many numbers
stays linear).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from service.secret_cards import CARD_WORD
from service.secret_nearby import SECRET

# Ciphertext made to be committed (Bitnami SealedSecrets): a long base64 value under an
# `encryptedData:` key is encrypted for the cluster, not a secret. Only the lines of that
# block are exempt; a plain Secret or a .env pasted next to it is scanned as ever.
_ENCRYPTED_DATA = re.compile(r"(?m)^([ \t]*)encryptedData:[ \t]*\n")
_CIPHERTEXT = re.compile(r"[A-Za-z0-9+/]{64,}={0,2}")


def _sealed_blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) of every `encryptedData:` block: the lines indented deeper than its key."""
    blocks = []
    for m in _ENCRYPTED_DATA.finditer(text):
        depth = len(m.group(1).expandtabs())
        pos = m.end()
        while pos < len(text):
            nl = text.find("\n", pos)
            line = text[pos : len(text) if nl < 0 else nl]
            if line.strip() and len(line) - len(line.lstrip()) <= depth:
                break
            pos = len(text) if nl < 0 else nl + 1
        blocks.append((m.end(), pos))
    return blocks


# India's postal code is a "PIN code" (six digits, the first 1-8) in an address: "city: Mumbai,
# pincode: 400001", "PIN code of the Bangalore office area is 560001"; a six-digit "PIN code:
# 482913" with no address around it is a PIN.
# (never a card's, a SIM's, a lock's: "SIM pin code 739201", "hotel safe pin code 739201")
_POSTAL_PIN = re.compile(r"[1-8]\d{5}")
_NOT_A_LOCKS = (
    r"(?i)(?<!card )(?<!sim )(?<!atm )(?<!safe )(?<!door )(?<!lockbox )(?<!debit )(?<!upi )"
    r"(?<!locker )(?<!phone )(?<!bank )"
)
_PIN_CODE_WORD = re.compile(
    _NOT_A_LOCKS + r"(?:pin[ _-]?code|pincode|\u092a\u093f\u0928(?:[ \t]*\u0915\u094b\u0921)?"
    r"|\u09aa\u09bf\u09a8(?:[ \t]*\u0995\u09cb\u09a1)?)"
    r"(?:[\"']?[ \t:=\-]{0,4}[\"']?$|\s+(?:of|for)\s+(?:the\s+)?"
    r"(?![^\n]{0,40}?\b(?:alarm|doors?|safe|locker|gate|lock|card|phone|sim|atm|bank|account"
    r"|keypad|key\s?box|lockbox|garage|hall|building|flat|apartment|house)\b)"
    r"[^\n]{0,40}?(?:\sis|:)\s*$)"
)


_ADDRESS_WORD = re.compile(
    r"(?i)\b(?:india|delhi|mumbai|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|address"
    r"|city|road|street|nagar|district|shipping|postal|line1|area|locality|tower|sector|colony"
    r"|society|ghar|flat\s+(?:no|number)|courier)\b"
    r"|\bstate\s*:"
    # the Hindi and Bengali "address", "road", "city", "district"; Delhi, Mumbai, Bengaluru,
    # Kolkata (and the Hindi and Bengali "PIN code" above: "पिन कोड 560034", probe s180)
    r"|\u0926\u093f\u0932\u094d\u0932\u0940|\u092e\u0941\u0902\u092c\u0908|\u092c\u0947\u0902\u0917\u0932\u0941\u0930\u0941"
    r"|\u092a\u0924\u093e|\u0930\u094b\u0921|\u0936\u0939\u0930|\u091c\u093f\u0932\u093e|\u09a0\u09bf\u0995\u09be\u09a8\u09be|\u09b0\u09cb\u09a1"
    r"|\u0995\u09b2\u0995\u09be\u09a4\u09be"
)


# A postal code named as one, a clause before its number ("El CP de la casa de mis pap\u00e1s es
# 44100, Guadalajara": privacy probe 212), with no word for a lock or a code of its own between
_POSTCODE_WORD = re.compile(
    r"((?:\b(?-i:CP|C\.P\.|PLZ|CAP|PSC|PS\u010c)|(?i:\bc[o\u00f3]digo\s+postal|\bpost\s?code|\bzip\s?code"
    r"|\bkode\s+pos|\bcode\s+postal|\bpostnummer|\bpostleitzahl|\bkod\s+pocztowy|\bcap\s+di"
    r"|\bpostal\s+code))\b)[^\n.;:]{0,40}$"
)


def _postcode(text: str, start: int, end: int) -> bool:
    """Named as a postal code, with no word for a lock or a code in its clause ("The alarm
    code, like our postcode, is 4471" is the alarm's)."""
    before = _POSTCODE_WORD.search(text, max(0, start - 60), start)
    if before is None or not 4 <= end - start <= 6:
        return False
    clause = max(text.rfind(c, 0, before.start()) for c in ".;!?\n") + 1
    return (
        SECRET.search(text, max(clause, before.start() - 60), before.start()) is None
        and SECRET.search(text, before.end(1), start) is None
    )


# ... or "PIN code" right before it and the place after it, as an address gives them: "our
# PIN code is 400050, Bandra West", "pincode 560034 (Koramangala)" (a blind review's false
# alarm); a capitalised word that starts a sentence is no place ("482913, Please keep it")
# (or what it is for, when that is a delivery: "pincode for delivery: 400050, Bandra", probe 150)
_PIN_CODE_IS = re.compile(
    _NOT_A_LOCKS + r"\b(?:pin[ _-]?code|pincode)(?:[ \t]+(?:for|of)[ \t]+(?:the[ \t]+)?"
    # ("post office", never an office alone: "the pin code for the office: 482913, Reception
    # has the spare key" opens its door)
    r"(?:[a-z]{3,12}[ \t]+)?(?:delivery|deliveries|shipping|shipment|courier|parcels?|address"
    r"|post[ \t]+office|area|branch))?"
    r"(?:[ \t]+(?:is|was))?[ \t]*[:=\-]?[ \t]*$"
)
_PLACE_AFTER = re.compile(r"[ \t]*(?:,|\(|[\u2013\u2014-])[ \t]*(?P<w>[A-Z][a-z]{2,20})\b(?!')")
_NO_PLACE_WORDS = (
    "The This That These Those Please Thanks Thank Keep Remember Never Don Do Dont Use Try Call"
    " Text Send Change Changed And But So Also Just Not Yes Okay Our Your His Her Their Its It"
    " You She They Only New Old Same Still Then Now Tell Let Got"
)
_NO_PLACE = frozenset(_NO_PLACE_WORDS.split())


def _postal_pin(text: str, start: int, end: int) -> bool:
    """An address word within 60 characters of the number, or a place right after it (a
    window, so a text of many numbers is read once per number, not whole each time)."""
    if not _POSTAL_PIN.fullmatch(text, start, end) or CARD_WORD.search(
        text, max(0, start - 24), start
    ):
        return False
    if _PIN_CODE_WORD.search(text, max(0, start - 64), start) and _ADDRESS_WORD.search(
        text, max(0, start - 60), min(len(text), end + 60)
    ):
        return True
    place = _PLACE_AFTER.match(text, end)
    return bool(
        place
        and place.group("w") not in _NO_PLACE
        and _PIN_CODE_IS.search(text, max(0, start - 40), start)
    )


# A booking's confirmation code is a reference: "Tu reserva est\u00e1 confirmada. C\u00f3digo de
# confirmaci\u00f3n: 482913", "Bestaetigungscode fuer Ihr Ticket 482913".
_CONFIRMATION_NAME = (
    r"(?:confirmation|best\u00e4tigungs?|conferma|bevestigings?)[\s-]{0,2}(?:code|number|no|nr|#)"
    r"|(?:c\u00f3digo|code|codice|kod|\u043a\u043e\u0434)\s+(?:de\s+|di\s+|du\s+)?"
    r"(?:confirm|conferma|potwierdz|\u043f\u043e\u0434\u0442\u0432)"
)
_CONFIRMATION_AT = re.compile(
    rf"(?i)(?:{_CONFIRMATION_NAME})\w{{0,6}}"
    # "... de la reserva", "for your stay", "dell'ordine"
    r"(?:\s+(?:de\s+la|del|de|dell'|della|for\s+your|of\s+(?:the|your)|f\u00fcr\s+ihre?)\s*\w{1,12})?"
    r"(?:\s+(?:is|es|est|ist|:))?[\s:#.]{0,4}$"
)
_BOOKING = re.compile(
    r"(?i)\b(?:reserv\w{0,8}|bookings?|orders?|pedidos?|commandes?|bestellung|buchung"
    r"|prenotazion[ei]|ordine|boeking|bestelling|rezerwacj\w{0,3}|tickets?|billets?|bilet\w?"
    r"|flights?|vuelos?|vol|flug|hotels?|concierto|concerts?)\b"
    r"|\u0431\u0440\u043e\u043d\u0438|\u0437\u0430\u043a\u0430\u0437|\u9884\u8ba2|\u8ba2\u5355|\u4e88\u7d04|\uc608\uc57d"
)


def _booking_reference(text: str, start: int, end: int) -> bool:
    """The number right after the confirmation phrase ("confirmation no. 55120"), never a
    code named after it ("confirmation #88213, lockbox code 4821")."""
    return (
        text[start:end].isdigit()
        and _CONFIRMATION_AT.search(text, max(0, start - 40), start) is not None
        and _BOOKING.search(text, max(0, start - 120), min(len(text), end + 60)) is not None
    )


# A card's authorisation code on a receipt ("Terminal 63847473 - Auth code 753596 - Visa
# ending 8232") is the bank's reference for the sale, not a code to sign in with: the number
# right after "auth code" with a receipt's words around it and none of a one-time code's
# ("enter", "expires", "do not share").
_AUTH_CODE_AT = re.compile(
    r"(?i)\b(?:auth(?:ori[sz]ation)?|approval|appr)\.?[ \t]*(?:code|no\.?|#)[ \t]*[:#]?[ \t]*$"
)
_RECEIPT = re.compile(
    r"(?i)\b(?:receipt|terminal|merchant|tid|mid|visa|mastercard|amex|maestro|approved"
    r"|subtotal|card\s+ending|contactless|chip\s+read|pos)\b|[\u2022*xX]{4}[ \t]?\d{4}\b"
)
_ONE_TIME = re.compile(
    r"(?i)\b(?:enter|expires?|valid\s+for|do\s+not\s+share|don'?t\s+share|never\s+share|one-time"
    r"|otp|verification|verify|sign[- ]?in|log[- ]?in)\b"
)


def _receipt_auth_code(text: str, start: int, end: int) -> bool:
    window = text[max(0, start - 160) : min(len(text), end + 160)]
    return (
        _AUTH_CODE_AT.search(text, max(0, start - 30), start) is not None
        and _RECEIPT.search(window) is not None
        and _ONE_TIME.search(window) is None
    )


# What a schema, a template or a settings file puts where a value goes: a type ("password:
# string;", "password: Optional[str]", "VARCHAR(255)"), a bracketed placeholder
# ("-p[PASSWORD]", "[DB_PASS]"), a class's dotted path ("django.contrib.auth.hashers.
# PBKDF2PasswordHasher": a module path and a CamelCase class with two capitals or more), the
# fields of an /etc/passwd line.
_NOT_A_VALUE = re.compile(
    r"(?i:string|str|int|integer|number|bigint|float|boolean|bool|bytes|bytea|binary|any|object"
    r"|text|varchar|nvarchar|char|null|nil|undefined|unknown|secretstr|secretbytes|securestring)"
    r"(?:\(\d{0,5}\)?)?[!?]?(?:\[\])?"
    r"|(?:Optional|Mapped|Annotated|Field|Secret|SecretStr|Option|Maybe|Nullable|List)\[[^\]\n]{1,60}\]?"
    r"|\[(?:[A-Z][A-Z0-9_ -]{1,40}|(?i:your|my|the)[\w -]{1,40})\]"
    # (the rest of an /etc/passwd line after its user: "x:0:0:root:/root:/bin/bash")
    r"|[x*!]:\d{1,10}:\d{1,10}:[^\s]{0,300}"
    # (the class in words: "PBKDF2" "Password" "Hasher", never a token's "XRI6TZO79ctWnn...")
    r"|[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*){1,8}\.(?=[A-Z][a-z0-9]{0,30}[A-Z])"
    r"(?:[A-Z][a-z]{2,20}\d{0,3}|[A-Z][A-Z0-9]{0,7}(?=[A-Z][a-z])){2,8}"
)


_ARN = re.compile(r"\barn:aws[\w-]{0,20}:[\w-]{1,40}:[\w-]{0,40}:\d{12}:[^\s\"'`,;]{1,400}")
# An OpenSSH public key line ("ssh-ed25519 AAAAC3Nz... user@host"): made to be handed out
# (authorized_keys, a forge's settings), so its base64 body is never a secret, whatever words
# stand near it ("public SSH key for the club server: ssh-ed25519 AAAA...", privacy probe 206).
# The body always starts "AAAA" (a length-prefixed key type).
_PUBLIC_KEY = re.compile(
    r"\b(?:ssh-(?:rsa|dss|ed25519|ed448)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)"
    r"@openssh\.com)(?:-cert-v01@openssh\.com)?[ \t]+AAAA[A-Za-z0-9+/]{16,2000}={0,3}"
)


# A key that names a record, not one that opens it: a document's ("Figma file key", "Google
# Sheets key": the id in its share URL), a store's ("S3 object key", "partition key") (a
# blind probe's look-alikes, flagged by the "key is X" rule and detect-secrets' IBM plugin)
_RECORD_KEY = re.compile(
    r"(?i)\b(?:file|sheets?|spreadsheet|doc|document|board|page|object|partition|primary|sort"
    r"|foreign|row|record|cache|lookup)[ _-]key[\"']?[ \t]*(?:[:=][ \t]*|(?:is|was)[ \t]+)?[\"']?$"
)

# (the kinds of a value found by the words around it, not by a vendor's format)
_GENERIC_KEYS = frozenset({"api_token", "ibm_credentials", "secret"})

# ... unless the words before it say it opens something ("the backup's encryption file key")
_OPENS = re.compile(r"(?i)\b(?:encrypt\w*|decrypt\w*|secret|private|master|signing|api|access)\b")


def _record_key(text: str, kind: str, start: int) -> bool:
    window = max(0, start - 40)
    return (
        kind in _GENERIC_KEYS
        and _RECORD_KEY.search(text, window, start) is not None
        and _OPENS.search(text, window, start) is None
    )


# A stock login on the developer's own machine: a connection string whose password is its user
# name, on a loopback host ("amqp://guest:guest@localhost:5672/", "postgres://postgres:
# postgres@localhost/test": RabbitMQ's and the Postgres image's defaults, what every tutorial
# and docker-compose file prints; probe 150's look-alike). A real host keeps it a secret
# ("mysql://root:root@10.0.3.4/shop" opens that server).
_LOCAL_DEFAULT = re.compile(
    r"://(?P<u>[\w.-]{1,32}):(?P=u)@(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?![\w.-])"
)


# A login in a connection string on any host: its password ("amqp://guest:guest@mq.prod.io")
_URL_LOGIN = re.compile(r"://[^\s:/@]{1,64}:(?P<p>[^\s:/@]{1,128})@")


# A loopback port that leads elsewhere: "ssh -L 5432:prod-db:5432 bastion", "kubectl
# port-forward svc/postgres 5432", "through the tunnel"
_FORWARDED = re.compile(
    r"(?i)\bport[ -]?forward|\btunnel|\bssh\b[^\n]{0,80}?[ \t]-[a-zA-Z]{0,4}[LR]\b"
)


def _local_defaults(text: str) -> set[str]:
    """The passwords of stock loopback logins (`_LOCAL_DEFAULT`) that no login to another host
    in the text shares: the same "guest" or "admin" said for a real server is its secret, and
    every copy of it stays flagged; none when the loopback port is forwarded (a tunnel to a
    real server)."""
    found = {m.group("u") for m in _LOCAL_DEFAULT.finditer(text)}
    if not found or _FORWARDED.search(text):
        return set()
    real = {
        m.group("p")
        for m in _URL_LOGIN.finditer(text)
        if _LOCAL_DEFAULT.match(text, m.start()) is None
    }
    return found - real


def drop_references(text: str, found: Iterable[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """`found` without the spans that are references (see module doc)."""
    defaults = _local_defaults(text) if "://" in text else set()
    sealed = _sealed_blocks(text) if "encryptedData:" in text else []
    arns = [m.span() for m in _ARN.finditer(text)] if "arn:" in text else []
    arns += [m.span() for m in _PUBLIC_KEY.finditer(text)] if " AAAA" in text else []
    kept = []
    for span in found:
        kind, start, end = span
        if defaults and text[start:end] in defaults:
            continue  # (and its copies the scan found: the user name, "postgres://")
        if text[start:end].isdigit() and (
            _postal_pin(text, start, end)
            or _booking_reference(text, start, end)
            or _postcode(text, start, end)
        ):
            continue
        if _record_key(text, kind, start):
            continue  # a document's or a record's key: its id (a vendor's format still counts)
        if _NOT_A_VALUE.fullmatch(text, start, end) or (
            kind == "one_time_code" and _receipt_auth_code(text, start, end)
        ):
            continue  # a type, a placeholder, a class; a receipt's authorisation code
        if any(a <= start and end <= b for a, b in arns):
            continue  # a secret's name in an ARN ("...:secret:prod/db-d8zjCr"), a public key
        if (
            sealed
            and _CIPHERTEXT.fullmatch(text, start, end)
            and any(a <= start < b for a, b in sealed)
        ):
            continue  # encrypted for the cluster, made to be committed
        kept.append(span)
    return kept
