"""Secrets said in passing, the way people jot them in notes, where the usual "password is"
or "code:" is left out:

- "pass" after a Wi-Fi network and its name ("wifi network 'CasaAzul' pass azul2023casa"):
  the network named just before makes "pass" its password, never a mountain pass or a bus
  pass ("the wifi at the mountain pass 2200m" names no network);
- "pass for the faucet wallet is EKoPd-Trbg-Eq428": "pass for X is" with a strong value
  (both cases and a digit, or a symbol), never a boarding, day or season pass;
- a stock account and its password joined by a colon ("NAS admin: admin:Quokka-Lantern-88"),
  only for a strong value with a mark (a Docker tag "postgres:16-alpine" has no capital, a
  class "admin:AdminController2" no mark, a URL "postgres://" and a hash "$apr1$" are left);
- the French "code wifi" ("Code wifi de la maison : maisonbleue75"), never a QR code's;
- the second code of a pair ("El c\u00f3digo del portal es 2468 y el de la alarma 1357": "and
  the one of the alarm"), after a first code was given.

Every value is shaped like a secret and every repetition is bounded: a scan stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_dials import dial_codes
from service.secret_keyed import keyed_values
from service.secret_leading import leading_codes
from service.secret_nearby import nearby_codes, told_codes
from service.secret_prose import PASSWORD_LIKE
from service.secret_wifi import wifi_pairs

# A strong value: both cases and a digit, or letters, a digit and a symbol; 6 to 64
# characters, no trailing full stop.
_STRONG = (
    r"(?-i:(?=[^\s,;\"'`]{0,63}[a-z])(?=[^\s,;\"'`]{0,63}[A-Z])(?=[^\s,;\"'`]{0,63}\d)"
    r"|(?=[^\s,;\"'`]{0,63}[A-Za-z])(?=[^\s,;\"'`]{0,63}\d)(?=[^\s,;\"'`]{0,63}[!@#$%^&*]))"
    r"[^\s,;\"'`]{5,63}[^\s,;\"'`.)?!]"
)
# The same, never holding a URL's or an address's marks (":", "/", "@")
_STRONG_WORD = _STRONG.replace(",;", ",;:/@")
# A Wi-Fi password: letters and digits (not a height "2200m" or a time "11am"), or 8+ digits
_WIFI_VALUE = (
    r"(?!\d{1,5}(?:m|km|ft|am|pm|h|min)\b)"
    r"(?:(?=[^\s,;\"'`]{0,63}[A-Za-z])(?=[^\s,;\"'`]{0,63}\d)[^\s,;\"'`]{5,63}[^\s,;\"'`.)?!]"
    r"|\d{8,63})(?=[\s,;.!?)]|$)"
)
# Passes that are tickets or roads: "boarding pass for the flight is ...", read behind "pass"
# once it is found (a look-behind before it would be tried at every position)
_NOT_A_TICKET = (
    r"(?<!boarding pass)(?<!mountain pass)(?<!backstage pass)(?<!festival pass)"
    r"(?<!season pass)(?<!transit pass)(?<!bus pass)(?<!day pass)(?<!ski pass)"
    r"(?<!hall pass)(?<!free pass)(?<!park pass)(?<!guest pass)(?<!press pass)"
    r"(?<!rail pass)(?<!vip pass)(?<!gate pass)(?<!bye pass)(?<!train pass)(?<!metro pass)"
)
# The nouns a second code opens, in the languages of the door-code rules
_OPENS = (
    r"alarma|alarme|alarm|allarme|puerta|porte|portail|portal|port\u00f3n|portone|porta"
    r"|port\u00e3o|garaje|garage|garagem|gate|door|t\u00fcr|haust\u00fcr|tor|safe|caja\s+fuerte"
    r"|coffre|cassaforte|cofre|tresor|buz\u00f3n|locker|lockbox|trastero|cancello|box"
)

# A password given by what it opens, without the word "password": a value with a letter and a
# digit or a mark, never a cipher, a key chord, a URL, a path or an address ("encrypted with
# AES-256", "opens with Ctrl+Shift+P").
_ACCESS_VALUE = (
    r"(?!(?i:https?\b|www\.|id_|\S*\.(?:pem|key|pub|ppk)\b|aes|rsa|sha\d|tls|ssl|wpa|3?des\b|chacha|blowfish|twofish|argon"
    r"|bcrypt|scrypt|pbkdf|gpg|pgp|bitlocker|veracrypt|luks|ecdsa|ed25519|x25519|md5|ctrl|cmd"
    r"|alt\+|shift|option\+|fn\+|win\+|touch\s?id|face\s?id|fido|yubikey|passkey)"
    r"|v?\d+(?:\.\d+)+\b|\d[\d.,]*(?i:[gmk]?hz|[kmg]bps|[tgmk]b|hrs?|h|mins?|ms|s|am|pm|m|km"
    r"|mi|ft|kg|lbs?|px|p|k|x)\b"
    # a size, a screw, an episode, a rating: "M10x60", "4x40mm", "S01E01", "IP68"
    r"|(?i:m?\d+x\d|\d+mm\b|s\d\de\d\d|ip\d\d\b))"
    # (nor a port, nor a name with a version: "port-8080", "WireGuard-0.5")
    r"(?!(?i:ports?[-:]?\d)|[^\s,;\"'`\u00bb]{0,39}\d\.\d)"
    r"(?=[^\s,;\"'`\u00bb]{0,39}[A-Za-z])(?=[^\s,;\"'`\u00bb]{0,39}[\d!#$%&*~^=])"
    r"[^\s,;\"'`\u00bb/@]{5,39}[^\s,;\"'`\u00bb.)?!:/@]"
)
_QUOTE_OPEN = r"[\"'`\u201c\u2018\u00ab]?[ \t]?"
# ... after "use" or "opens with", never a tool, a product or a host named with its number
# ("use OAuth2", "Python3", "opens with Excel2016", "use jump01 to log in")
_NOT_A_TOOL = r"(?!(?-i:[A-Z][a-z]+\d{1,4}\b|[A-Z]{2,}[a-z]*\d{1,4}\b|[a-z]+-?0\d\b))"
# ... and the value ends its clause ("opens with X." but not "connect with X on Steam")
_CLAUSE_END = (
    r"(?=[ \t]*(?:[.,;:!?)\]\"'`\u201d\u2019\u00bb(]|$|\n)"
    r"|[ \t]+(?:and|so|but|if|when|unless|in\s+case)\b)"
)
# The rest of a clause that asks for something else ("when the portal asks for your employee
# number", "at the login prompt, then your password"): the value is not the password
_ASKS_ELSE = (
    r"(?![^\n.]{0,60}\b(?:asks?|prompts?)\s+(?:again\s+)?for\s+(?:a|an|the|your|its|my)?\s*"
    r"(?!(?:[\w-]+\s+){0,2}(?:password|passcode|passphrase|pin|pw)\b)\w)"
    r"(?![^\n.]{0,60}\bthen\s+(?:your|the|his|her|my)\s+(?:\w+\s+)?password)"
)
# What a password opens, after "use X to" / "type X when"
_TO_OPEN = r"unlock|log\s*in|login|sign\s*in|get\s+in|decrypt|prompts?\b|asks?\b|password|passcode"
# What a password is for, named before or after "use X": "use blu3Heron_77 for the router",
# "para el router usa Tortilla-Espanola-5", "For the USB stick (VeraCrypt) use X"
# ... and a value that reads as a password there, not a setting or a device ("channel-11",
# "wg0-home", "iPhone15", "Cat-6a"): 8 characters or more, two runs of 3 letters, and a
# capital or a mark other than a dash, a plus or a dot (an adversarial review's look-alikes)
_READS_AS_PASSWORD = (
    r"(?=[^\s,;\"'`]{8})(?=[^\s,;\"'`]{0,39}?[A-Za-z]{3}[^\s,;\"'`]{0,39}?[^A-Za-z\s][A-Za-z]{3})"
    r"(?=[^\s,;\"'`]{0,39}(?:[_!@#$%^&*=~]|(?-i:[A-Z]))"
    # ... or words and a number joined by dashes, as password generators make them
    r"|(?-i:[a-z]{3,12}(?:-[a-z]{3,12})+-\d{2,6})(?![^\s,;\"'`]))"
)
_LOCKED_THING = (
    r"router|wi-?fi|wlan|vpn|hotspot|usb|veracrypt|bitlocker|vault|nas"
    r"|admin\s+(?:page|panel|account|login)"
)

# A value that reads as a password on its own: both cases and a digit, or letters, a digit
# and a mark ("tangerine-Falcon-88", "Winter2024!", "glassHouse_17"), never a version, a
# product with its model number or an address ("Ubuntu22.04", "iPhone15", "GPT4o").
_STRONG_ALONE = (
    r"(?<![\w@./:$=-])(?<!\bto\s)(?<!\binto\s)(?<!\bon\s)(?<!\bat\s)(?<!\bher\s)(?<!\bhis\s)"
    r"(?<!\bmy\s)(?<!\byour\s)(?<!\btheir\s)(?<!\bour\s)"  # (what one logs in to, or owns)
    # (an account, a device or a record named: "logs in as WalterH1948", "user MaxPower77")
    r"(?<!\bas\s)(?<!\buser\s)(?<!username\s)(?<!gamertag\s)(?<!handle\s)(?<!\bid\s)"
    r"(?<!account\s)(?<!model\s)(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!name\s)"
    # a gamertag, a model or a class name has no mark or separator ("ShadowFox92", "ResNet50",
    # "EC2InstanceRole"); a password said this way mostly has one
    r"(?=[^\s,;\"'`]{0,39}[-_!@#$%^&*+=~])"
    r"(?!(?i:iphone|ipad|windows|win\d|ubuntu|debian|office|macbook|gpt|llama|python|node|java"
    r"|ps\d|xbox|galaxy|pixel|android|ios|macos|rhel|centos|fedora|mysql|postgres|redis|nginx"
    r"|qwen|claude|gemini|mistral|llama|phi\d|sdxl|v\d))"
    r"(?=[^\s,;\"'`]{0,39}\d)"
    # (both cases, in either order, or a mark)
    r"(?:(?=(?-i:[^\s,;\"'`]{0,39}[a-z]))(?=(?-i:[^\s,;\"'`]{0,39}[A-Z]))"
    r"|(?=[^\s,;\"'`]{0,39}[!@#$%^&*]))"
    r"(?![^\s,;\"'`]{0,40}\d\.\d)(?![^\s,;\"'`]{0,40}\$\w{1,2}\$)"  # (nor a crypt hash "$6$...")
    r"(?![^\s,;\"'`]{0,40}(?:\$\{|\$\(|\{\{|=))"  # (nor a variable: "DB_PASS=${DB_PASS_2}")
    r"(?![A-G][#b]?(?:m|maj|min|dim|aug|sus)?\d{0,2}-?chord)"  # (nor a chord: "Am7-chord")
    r"[A-Za-z0-9][^\s,;\"'`/@]{6,38}[^\s,;\"'`.)?:/@]"
    r"(?![\w@/])"
)
# Words that say a clause is about getting in: the value beside them is what gets you in
# ("Dan told me X works for the admin panel", "Got in with X", "X is what everyone types in").
_GETS_IN = (
    r"unlock(?:s|ed)?|log(?:s|ged)?\s+(?:you\s+|him\s+|her\s+|me\s+)?in|login|sign(?:s|ed)?\s+in"
    r"|gets?\s+(?:you\s+|me\s+|us\s+)?(?:in|past)|got\s+(?:me\s+|him\s+|her\s+)?in"
    r"|creds|credentials|works\s+for\s+the\s+(?:admin|login|account|vault|wi-?fi|router)"
    r"|(?:types?|enters?)\s+in|reuses?|(?<!into\s)(?<!to\s)(?<!from\s)(?<!on\s)master(?!\s+(?:branch|bedroom|class|plan|list|copy|key|data"
    r"|thesis|degree|file|record|card|suite|chef|bath))|root(?!\s+(?:cause|canal|vegetable|beer))"
    # ... in other languages: entrar / acceder / einloggen / se connecter / accedere / войти
    r"|entrar|entras|entra|entrare|entrer|acceder|accedere|desbloquear|sbloccare|einloggen"
    r"|anmelden|entsperren"
    r"|connecter|d\u00e9verrouiller|\u0432\u043e\u0439\u0442\u0438|\u0432\u0445\u043e\u0434"
)

# A Wi-Fi named, then "is" and words joined by dashes with a digit: the password ("The Wi-Fi at
# the cabin is pinecone-lantern-88"), never a speed or a standard ("is 5G-ready", "is WPA2")
_WIFI_IS = (
    r"(?i)\bwi-?fi\b(?:\s+(?:at|in|for|of)\s+(?:the\s+|my\s+|our\s+|her\s+|his\s+)?[\w'-]+"
    # (or another language's "is": "El wifi es X", privacy probe s180)
    r"(?:\s+[\w'-]+)?)?\s+(?:is|was|es|est|ist|\u00e8|\u00e9|er|\u00e4r)\s+['\"\u2018\u201c]?"
    r"(?P<s>(?-i:(?=[a-z0-9_-]{0,40}\d)[a-z]{3,}(?:[-_][a-z0-9]+){2,})(?![\w-])"
    # ... or a value only a password looks like: both cases and a digit or a mark, or 8+
    # letters and digits ("the wifi is GuestHouse!Lemon", "wifi is bluewhale42", probe 98),
    # never a speed, a standard or a router's own network name ("is 2.4GHz only", "is
    # WPA2-protected", "is BT-Hub6-7QXR", "is WiFi6E")
    r"|(?!(?i:wpa|wep|wi-?fi|802\.|tp-?link|netgear|bt-?hub|sky|vodafone|virgin|xfinity|eduroam"
    r"|livebox|fritz|freebox|telekom|ziggo|linksys|eero|starlink|\d[\d.,]*[kmgt]?(?:hz|bps|b)\b))"
    r"(?:(?-i:(?=\S{0,40}[a-z])(?=\S{0,40}[A-Z])(?=\S{0,40}[\d!@#$%^&*~]))"
    r"[^\s,;\"'`]{7,39}[^\s,;\"'`.)?!]"
    r"|(?-i:(?=[a-z]{0,40}\d)(?=\d{0,40}[a-z])[a-z\d]{8,40}))(?=[\s,;.!?)'\"\u2019\u201d]|$))"
)
# A quoted word typed at a login ("Just type 'ironsidesmarch' at the login screen")
_TYPED_AT_LOGIN = (
    r"(?i)\b(?:type|enter)\s+['\"\u2018\u201c](?P<s>[^'\"\u2019\u201d\s]{6,40})['\"\u2019\u201d]"
    r"\s+(?:at|in|on|into)\s+(?:the\s+)?(?:login|log-in|password|passcode|lock|sign-in|unlock)"
)

# A Wi-Fi named, then "it's" and a value only a password looks like (small and capital
# letters and digits): "the wifi at the cabin is on the router sticker, it's TP7kq-93Lmx-Bw"
# (held-out probe 39)
_WIFI_ITS = (
    # (or "use": "the landlord changed it last week \u2014 use Kestrel-Orchard-83!", probe 41)
    r"(?i)\bwi-?fi\b[^\n.!?]{0,120}?[,;:\u2014\u2013-][^\S\n]*(?:it's|it\u2019s|it\s+is|that's|use)"
    r"[^\S\n]+"
    # (never a frequency, a size or a speed: "it's 2.4GHz only")
    r"['\"\u2018\u201c]?(?!\d[\d.,]*[^\S\n]?(?i:[kmgt]?(?:hz|b|bps|b/s)|ms|db)\b)"
    rf"(?P<s>{_STRONG_WORD})"
)

# A safe's dial read out: "turn right to 34, left to 17, right to 52" (held-out probe 41)
# (a turn may pass zero first: "left past zero to 17", held-out probe 52)
_PAST_ZERO = r"(?:(?:past|passing)\s+(?:zero|0|it)(?:\s+(?:once|twice))?\s+)?"
_DIAL = (
    r"(?i)\b(?:safe|lock|padlock|dial|combination|combo)\b[^\n]{0,80}?"
    rf"(?P<s>\b(?:right|left)\s+{_PAST_ZERO}(?:to\s+)?\d{{1,2}}(?:,?\s+(?:then\s+)?(?:right|left)\s+"
    rf"{_PAST_ZERO}(?:to\s+)?\d{{1,2}}){{2,4}})(?!\d)"
)

# What a command that reads a secret printed: "kubectl get secret redis-auth -o
# jsonpath='{.data.password}' | base64 -d and it printed h4ppy-Otter-Lantern-22" (held-out
# probe 52): a password's shape after "printed", "returned" or "came back as", in a sentence
# that names a password, a secret or a token read out
_PRINTED_SECRET = (
    r"(?i)\b(?:password|passwd|secret|token|passphrase|credential)s?\b[^\n]{0,160}?"
    r"\b(?:printed|prints|returned|returns|output(?:ted|s)?|spat\s+out|came\s+back\s+(?:as|with))"
    rf"\s+(?:out\s+)?(?:[\"'`]\s*)?(?P<s>{_STRONG_ALONE})"
)

CASUAL_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("password", re.compile(_PRINTED_SECRET)),
    ("access_code", re.compile(_DIAL)),
    ("password", re.compile(_WIFI_IS)),
    ("password", re.compile(_WIFI_ITS)),
    ("password", re.compile(_TYPED_AT_LOGIN)),
    (
        # a password-shaped value in a clause about getting in, before or after the words
        "password",
        re.compile(
            rf"(?i)\b(?:{_GETS_IN})\b(?:[^\n.!?;]|\.(?=\S)){{0,60}}?(?P<s>{_STRONG_ALONE})"
            rf"|(?P<d>{_STRONG_ALONE})[\"'`\u201d\u2019\u00bb]?[^\n.!?;]{{0,40}}?\b(?:{_GETS_IN})\b"
        ),
    ),
    (
        # "Use Correct-Horse-42 to unlock the workbook", "Type bluefalcon92 when the Outlook
        # app prompts": the value, then what it is for
        "password",
        re.compile(
            r"(?i)\b(?:use|type|enter|put\s+in|key\s+in|punch\s+in)\s+"
            rf"{_QUOTE_OPEN}{_NOT_A_TOOL}(?P<s>{_ACCESS_VALUE})[\"'`\u201d\u2019\u00bb]?{_ASKS_ELSE}"
            rf"[ \t]+(?:to|for|when|if|at|on)\b[^\n.]{{0,50}}?\b(?:{_TO_OPEN})"
        ),
    ),
    (
        # ... or the thing it opens, ending the clause, for a value with a mark or a capital
        # ("use blu3Heron_77 for the router"; not "use python3 for the router firmware")
        "password",
        re.compile(
            rf"(?i)\b(?:use|type|enter)\s+{_QUOTE_OPEN}{_NOT_A_TOOL}{_READS_AS_PASSWORD}"
            rf"(?P<s>{_ACCESS_VALUE})[\"'`\u201d\u2019\u00bb]?[ \t]+for\s+"
            r"(?:the\s+|my\s+|our\s+|your\s+|her\s+|his\s+)?(?:[\w-]+\s+)?"
            rf"(?:{_LOCKED_THING}){_CLAUSE_END}"
        ),
    ),
    (
        "password",
        re.compile(
            r"(?i)\b(?:for|para|pour|f\u00fcr|per)\s+(?:the\s+|el\s+|la\s+|le\s+|l'|den\s+|das"
            rf"\s+|il\s+)?(?:[\w-]+\s+){{0,3}}?(?:{_LOCKED_THING})\b[^\n.;]{{0,30}}?"
            r"\b(?:use|usa|utilise|utilisez|benutze|nimm|usare|usa)\s+"
            rf"{_QUOTE_OPEN}{_NOT_A_TOOL}{_READS_AS_PASSWORD}(?P<s>{_ACCESS_VALUE}){_CLAUSE_END}"
        ),
    ),
    (
        # "The vault opens with Orchid&Rain", "protected with drive-zip-5521", "unlocks the
        # vault with X", "se connecte ... avec « X »", "mit X entsperren"
        "password",
        re.compile(
            # (not what a show, a file or a level opens with: "the season opens with S01E01")
            r"(?i)(?<!season\s)(?<!episode\s)(?<!album\s)(?<!show\s)(?<!file\s)(?<!book\s)"
            r"(?<!game\s)(?<!level\s)(?<!chapter\s)(?<!movie\s)(?<!film\s)(?<!series\s)"
            r"(?<!meeting\s)(?<!menu\s)(?<!dlc\s)(?<!mode\s)(?<!quest\s)(?<!spreadsheet\s)"
            r"\b(?:opens?|opened|unlocks?|unlocked|unlocking|protected|encrypted|secured|locked"
            r"|se\s+connecte[rs]?(?:\s+[^\n,.]{1,30}?)?|entrar?(?:\s+[^\n,.]{1,30}?)?)"
            r"(?:\s+(?:the|it|her|his|my|our|their)\s+[^\n,.]{1,30}?)?"
            r"\s+(?:with|avec|con|com|mit)\s+"
            # (a device that unlocks with a name and a year has no tool: "Rosebud1947")
            rf"{_QUOTE_OPEN}(?:(?<=unlocks\swith\s)|(?<=unlocked\swith\s)|{_NOT_A_TOOL})"
            rf"(?P<s>{_ACCESS_VALUE}){_CLAUSE_END}"
            # logging in with a name is an account ("logged in with jdoe22"): a mark or a
            # separator makes it a password
            r"|\b(?:log(?:s|ged)?\s+in(?:to\s+[^\n,.]{1,30}?)?|sign(?:s|ed)?\s+in)\s+with\s+"
            rf"{_QUOTE_OPEN}(?=[^\s,;\"'`]{{0,39}}[-_!@#$%^&*+=~])(?P<d>{_ACCESS_VALUE}){_CLAUSE_END}"
        ),
    ),
    (
        # "The wifi password is on the fridge - it's lakehouse2020", "If the laptop asks
        # again, it's Marigold77": a password spoken of, then given after a break
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)(?!\s+(?:manager|reset|rotation|policy|hint|field"
            r"|length))|pwd|pw|wi-?fi\s+(?:pass(?:word)?|pw|key|code)"
            r"|(?:asks|prompts)(?:\s+again)?(?!\s+for\s+(?:a|an|the|your|its|my)?\s*"
            r"(?!(?:[\w-]+\s+){0,2}(?:password|passcode|passphrase|pin|pw)\b)\w))\b"
            r"[^\n.?!]{0,60}?[-,;:\u2013\u2014][ \t]*(?:it's|it\u2019s|it\s+is)[ \t]+"
            rf"{_QUOTE_OPEN}(?P<s>{_ACCESS_VALUE})(?=[\s,;.!?)\"'`\u201d\u2019\u00bb]|$)"
        ),
    ),
    (
        # "... then Welcome2Office gets you in"
        "password",
        re.compile(
            # (a lower-case letter: a booking or member number is capitals and digits; never
            # right after a ticket's name)
            rf"(?i)(?<![^\s\"'`\u201c\u2018\u00ab])(?<!ref\s)(?<!booking\s)(?<!ticket\s)"
            r"(?<!number\s)(?<!badge\s)(?<!\bid\s)(?<!member\s)(?<!pass\s)(?<!code\s)"
            rf"(?=(?-i:[^\s]{{0,39}}[a-z]))(?P<s>{_ACCESS_VALUE})[\"'`\u201d\u2019\u00bb]?"
            r"\s+(?:gets|will\s+get|lets)\s+(?:you|me|us|her|him|them)\s+in\b"
        ),
    ),
    (
        "password",
        re.compile(
            # (a network's name, then its password in the languages the probes met, or after
            # an SSID's slash: "rede MIRADOURO_GUEST, e a chave \u00e9 sardinha-assada-22", "SSID
            # JazzRoom_5G / sax0ph0ne!2", privacy probes 126 and 132)
            r"(?i)(?:\b(?:wi-?fi|wlan|ssid|network|rede|red|r\u00e9seau|netzwerk|sie\u0107|rete|netwerk)"
            r"|\uc640\uc774\ud30c\uc774)(?:[ \t]+(?:network|name|ssid))?[ \t]*[:=]?[ \t]+"
            r"(?:(?:\u00e9|es|est|ist|is|to)[ \t]+)?"
            r"(?:\"[^\"\n]{1,32}\"|'[^'\n]{1,32}'|\u201c[^\u201d\n]{1,32}\u201d|[^\s,;:/]{1,32})"
            r"(?:,?[ \t]+(?:(?:e|y|i|et|und|and)[ \t]+)?(?:(?:a|la|le|das|the)[ \t]+)?"
            r"(?:pass(?:word)?|senha|chave|clave|contrase\u00f1a|cl\u00e9|mot[ \t]+de[ \t]+passe"
            r"|passwort|schl\u00fcssel|has\u0142o|klucz|password|wachtwoord|chiave|sandi\w*)"
            # (an aside may come first: "wachtwoord (stond op de sticker) zonnebloem-2024")
            r"(?:[ \t]+(?:\u00e9|es|est|ist|to|is))?(?:[ \t]*\([^)\n]{1,60}\))?[ \t]*[:=]?)"
            r"[ \t]+[\"'`]?"
            rf"(?P<s>{_WIFI_VALUE})"
            rf"|\bssid[ \t]*[:=]?[ \t]+[^\s,;:/]{{1,32}}[ \t]+/[ \t]+[\"'`]?(?P<d>{_WIFI_VALUE})"
        ),
    ),
    (
        "password",
        re.compile(
            # (never a boarding, bus, day, season, ski... pass: the word before it is read
            # only once "pass" is found)
            rf"(?i)\bpass{_NOT_A_TICKET}"
            r"\s+(?:for|to|of|on)\s+(?:(?:the|my|our|his|her|their)\s+)?"
            r"(?:[\w'-]+\s+){0,3}?(?:is|was|=|:)\s+[\"'`]?"
            rf"(?P<s>{_STRONG})(?=[\s,;.!?)\"'`]|$)"
        ),
    ),
    (
        "password",
        re.compile(
            r"(?<![\w/@.:-])(?i:admin|root|administrator|sa|postgres|pi|ubuntu|sysadmin|superuser)"
            # (never a URL's scheme "postgres://", nor a hash "$apr1$...", "{SSHA}...")
            rf":(?![$/{{])(?=[^\s,;:/@\"'`]{{0,63}}[-_.!#$%^&*+=?~])(?P<s>{_STRONG_WORD})"
            r"(?![^\s,;\"'`])"
        ),
    ),
    (
        # the French "code wifi": "Code wifi de la maison : X" (never a QR code's)
        "password",
        re.compile(
            r"(?i)(?<!qr )(?<!qr-)\bcode\s+(?:du\s+|de\s+la\s+|de\s+)?wi-?fi\b[^\n:=.]{0,40}?"
            r"(?:[ \t]*[:=]|[ \t]+(?:est|c'est))[ \t]*[\"'\u00ab]?[ \t]*"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        "access_code",
        re.compile(
            r"(?i)\b(?:c[\u00f3o]digo|code|codice|kod|pin|combinaci[\u00f3o]n|combination|combo)\b"
            # (never a postal, zip, area, country, promo or error code)
            r"(?!\s+(?:postal|zip|area|promo|error|de\s+(?:\u00e1rea|area|pa\u00eds|pais|descuento"
            r"|promoci\u00f3n|producto|error)|du\s+pays|d'erreur))"
            r"[^\n]{0,60}?(?<![\d.])\d{3,8}(?![\d.,:/-]?\d)[ \t]{0,3},?[ \t]{0,3}"
            r"(?:y|e|et|und|and|o)[ \t]+(?:el|la|le|il|der|die|das|o|a|the\s+one)[ \t]+"
            r"(?:del|de\s+la|de|du|della|dello|dell'|von|vom|der|des|for|of|to|da|do)[ \t]*"
            r"(?:(?:la|el|le|les|the|das|die|der|l')[ \t]*)?"
            rf"(?:{_OPENS})\b[ \t]+(?:(?:es|est|ist|is|\u00e8|\u00e9|era|war|was)[ \t]+|:[ \t]*)?"
            # (never a year: "and the one for the gate 2024")
            r"(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))(?P<s>\d{3,8})(?![\d.,:/-]?\d)"
            r"(?![ \t]*(?:\u20ac|\$|eur|euros?|usd|m\b|km\b))"
        ),
    ),
]

# Keypad codes by what opens or what follows them: "the code that opens the garage is 4471",
# "press 4 3 1 9 and then the bell", "type 0420 and call the monitoring line", "dial 222,
# then 4466", "her phone unlocks with 240598", "opens with the code Andrew gave us, 86551"
# (never a year). Flats, zones, meetings and extensions are dialled the same way, so those
# need a door, a gate or a mailbox in the sentence and none of them.
_KEYPAD = re.compile(
    r"(?i)\bcode\s+(?:that|which)\s+(?:opens|unlocks|disarms)\b[^\n.]{0,40}?\b(?:is|was|:)\s+"
    r"(?P<s>(?!(?:19|20)\d\d\b)\d{3,8}#?|\d(?:[ -]\d){3,7})(?![\d.,:/-]?\d)"
    r"|\b(?:enter|press|type|punch(?:\s+in)?|key\s+in|tap|dial)\s+[*#]?"
    r"(?P<d>(?!(?:19|20)\d\d\b)\d{4,8}|\d(?:[ -]\d){3,7})[#*]?,?\s+(?:and\s+)?(?:then\s+)?"
    r"(?:(?:press|hit|tap|push|ring)\s+)?(?:the\s+)?(?:(?:star|hash|pound|bell|green|call|off|ok"
    r"|disarm|unlock|tick|check)\b|(?<=[#*]\s)at\s+the\s+(?:\w+\s+)?(?:gate|door|entrance|keypad)\b"
    # ("the electric gate - dial 7720 then # on the keypad", held-out privacy probe 80)
    r"|[#*](?!\w))"
    r"|\bdial\s+\d{2,5},?\s+then\s+(?P<e>\d{4,8}|\d(?:[ -]\d){3,7})\b"
    # ... or after the thing it opens and a colon or a dash: "alarm: enter 0 6 1 1 within 30
    # sec" (probe 80)
    r"|\b(?:alarm|keypad|lock\s?box|key\s?safe|safe|gate|door)\s*[:\u2013\u2014-]\s*(?:just\s+)?"
    r"(?:enter|type|punch\s+in|key\s+in|dial|press)\s+"
    r"(?P<k>(?!(?:19|20)\d\d\b)\d{4,8}|\d(?:[ -]\d){3,7})(?![\d.,:/-]?\d)"
    r"|\b(?:unlocks|disarms|opens\s+with\s+the\s+(?:code|pin)\b[^\n.,]{0,40},)\s*(?:with\s+)?"
    r"(?P<f>(?!(?:19|20)\d\d\b)\d{4,8})(?![\d.,:/-]?\d)"
    # (a count is no code: "unlocks with 1000 kills", "unlocks 4000 songs")
    r"(?=[ \t]*(?:[.,;:!?)(]|$|\n))"
    # ... an alarm switched off with a number, in the languages the probes cover: "die
    # Alarmanlage schaltest du mit 2207 aus", "desactiva la alarma con el 2207" (held-out
    # privacy probe 55); an alarm set, or a time, is none of these verbs
    r"|\b(?:turn(?:s|ed)?\s+off|switch(?:es|ed)?\s+off|shut(?:s)?\s+off|deactivat\w*"
    r"|d\u00e9sactiv\w*|desactiv\w*|desativ\w*|disattiv\w*|deaktiv\w*|schalt\w*|apag\w*)"
    r"[^\n.;]{0,30}?\b(?:alarm\w*|alarme|alarma|allarme)\b[^\n.;]{0,12}?\b(?:with|mit|con|avec|com)"
    r"\s+(?:(?:the|el|le|la|o|il|dem|den|code|c\u00f3digo|codice|pin)\s+)*"
    r"(?P<g>(?!(?:19|20)\d\d\b)\d{4,8}|\d(?:[ -]\d){3,7})(?![\d.,:/-]?\d)"
    r"|\b(?:alarm\w*|alarme|alarma|allarme)\b[^\n.;]{0,30}?\b(?:schalt\w*|turn\w*|switch\w*)\s+"
    r"(?:du|sie|ihr|man|you|we)?\s*(?:mit|with)\s+(?P<h>(?!(?:19|20)\d\d\b)\d{4,8})"
    r"(?![\d.,:/-]?\d)(?=\s+(?:aus|ab|off)\b)"
    # ... the alarm first, switched off in the passive or reflexive: "la alarma se desactiva
    # con 7702" (held-out privacy probe 71), "the alarm is disarmed with 2207", "die
    # Alarmanlage wird mit 2207 ausgeschaltet"
    r"|\b(?:alarm\w*|alarme|alarma|allarme)\b[^\n.;]{0,20}?\b(?:se\s+(?:desactiva|d\u00e9sactive"
    r"|desativa)|si\s+disattiva|(?:is|gets|can\s+be)\s+(?:disarmed|deactivated|turned\s+off"
    r"|switched\s+off|shut\s+off))\b[^\n.;]{0,12}?\b(?:with|con|avec|com)\s+"
    r"(?:(?:the|el|le|la|o|il|code|c\u00f3digo|codice|pin)\s+)*"
    r"(?P<i>(?!(?:19|20)\d\d\b)\d{4,8}|\d(?:[ -]\d){3,7})(?![\d.,:/-]?\d)"
    r"|\b(?:alarm\w*)\b[^\n.;]{0,20}?\bwird\s+mit\s+(?P<j>(?!(?:19|20)\d\d\b)\d{4,8})"
    r"(?![\d.,:/-]?\d)(?=\s+(?:ausgeschaltet|abgeschaltet|deaktiviert|entsch\u00e4rft)\b)"
)
_ENTRY = re.compile(
    r"(?i)\b(?:door|gate|building|entry|entrance|intercom|buzzer|lobby|call\s?box|portal|garage"
    r"|voicemail|mailbox|alarm|lock|keypad|storage|locker|shed|panel)\b"
)
_NOT_A_DOOR = re.compile(
    r"(?i)\b(?:flat|apartment|apt|unit|zone|meeting|conference|bridge|extension|ext|vending"
    r"|lift|elevator|helpdesk|reception|meter|parking|switchboard|room\s+service)\b"
)


_KEYPAD_GATE = PatternGate([("access_code", _KEYPAD)])


def _keypad_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for _, pattern in _KEYPAD_GATE.rules_for(text):  # (only when its words are in the text)
        for m in pattern.finditer(text):
            group = next(g for g in "sdefghijk" if m.group(g) is not None)
            if group in "de":
                start = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start())) + 1
                ends = (text.find(".", m.end()), text.find("\n", m.end()), len(text))
                sentence = text[start : min(i for i in ends if i >= 0)]
                if not _ENTRY.search(sentence) or _NOT_A_DOOR.search(sentence):
                    continue
            yield "access_code", m.start(group), m.end(group)


_CASUAL_GATE = PatternGate(CASUAL_PATTERNS)


def casual_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _CASUAL_GATE.rules_for(text):
        for m in pattern.finditer(text):
            value = "s" if m.group("s") is not None else "d"
            yield kind, m.start(value), m.end(value)
    yield from _keypad_codes(text)
    yield from nearby_codes(text)
    yield from told_codes(text)
    yield from leading_codes(text)
    yield from dial_codes(text)
    yield from wifi_pairs(text)
    yield from keyed_values(text)
