"""Secret patterns of the privacy guard: platform token formats, the phrases that name a
password or a code in prose, and the words that follow those phrases without being one.
Data, not logic: `service.privacy` runs them."""

from __future__ import annotations

import re

from service.secret_formats import FORMAT_PATTERNS

# -- our rules -------------------------------------------------------------------------------

# A value that reads as a password without a word saying so: letters and a digit or a symbol,
# no trailing full stop.
PASSWORD_LIKE = r"(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\"'`]{3,99}[^\s,;\"'`.]"

# What may stand between a credential's name and "is" / ":": "for the s3-uploader IAM user",
# "(DNS edit, zone acme.io)"; no word of it ends in a digit, so the value itself is never taken
# for part of the name ("password to letmein96 which is terrible"; "s3-uploader" is a name).
QUALIFIER = (
    r"(?:\s+(?:for|to|of|on|at|in)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+|their\s+)?"
    r"(?![\w'-]*\d(?![\w'-]))[\w'-]+(?:\s+(?![\w'-]*\d(?![\w'-]))[\w'-]+){0,2})?"
    r"(?:\s*\([^)\n]{0,60}\))?"
)

PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    *FORMAT_PATTERNS,
    (
        # a key named as a private key, not in a PEM block: a wallet's WIF or hex key
        "private_key",
        re.compile(
            rf"(?i)\bprivate[ _-]?key\b{QUALIFIER}[\"']?\s*(?:is|was|=|:|->)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9+/=_-]*\d)(?=[A-Za-z0-9+/=_-]*[A-Za-z])[A-Za-z0-9+/=_-]{20,})"
        ),
    ),
    (
        # a wallet's recovery words (BIP-39: 12 to 24 lowercase words of 3 to 8 letters);
        # prose after "recovery phrase is" has short words ("a", "on", "of") within 12
        "seed_phrase",
        re.compile(
            r"\b(?i:seed|recovery|mnemonic|backup|wallet)\s+(?i:phrase|words|seed)\b"
            r"[^\n:.]{0,20}?(?:\bis\b|\bwas\b|:|=|->)\s*[\"'`]?"
            r"(?P<s>(?:[a-z]{3,8}[ ,]+){11,23}[a-z]{3,8})\b"
        ),
    ),
    (
        # "my password's X": only a value with a digit or a symbol ("the password's length")
        "password",
        re.compile(
            r"(?i)\bpass(?:word|code|phrase)['\u2019]s\s+[\"'`]?"
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\"'`]{3,99}[^\s,;\"'`.])"
        ),
    ),
    (
        # "bank password - Zx9!kk": a dash instead of "is", so a value with a digit or symbol
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd|pw)\s+[-\u2013\u2014]\s+[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "she uses the password 'dragonfly' everywhere": quoted right after the word
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd)\s+[\"'\u201c\u2018]"
            r"(?P<s>[^\"'\u201d\u2019\s][^\"'\u201d\u2019\n]{2,63})[\"'\u201d\u2019]"
        ),
    ),
    (
        # "he set his password to Tigers1984", "use 'Summer2023!' as the temp password"
        "password",
        re.compile(
            r"(?i)\b(?:set|changed?|reset|updated?)\s+(?:(?:his|her|my|the|their|our|your)\s+)?"
            r"(?:[\w-]+\s+){0,3}(?:pass(?:word|code)|passwd|pwd|pin)\s+to\s+[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        "password",
        re.compile(
            r"(?i)\b(?:use|using|used|with)\s+[\"'`]?"
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;\"'`]{4,64}?)[\"'`]?\s+as\s+"
            r"(?:(?:the|my|a|your|his|her|our|their)\s+)?(?:[\w-]+\s+)?"
            r"(?:pass(?:word|code|phrase)|passwd|pwd|pin)\b"
        ),
    ),
    (
        # "login with admin / P@ssw0rd": a user name, a slash, a password-like value
        "password",
        re.compile(
            r"(?i)\b(?:log\s?in|sign\s?in)\s+(?:with|as|using)\s+[\w.@+-]{2,64}\s*/\s*"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "the key is SunnyDay2024", "key: 3f9a1c...": "key" alone, so a value of letters
        # and digits only, 10+ ("the key is to be patient", "key: Q3-2024-results" are not)
        "api_token",
        re.compile(
            r"(?i)\bkey\s*(?:is|was|=|:)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9+/=]*\d)(?=[A-Za-z0-9+/=]*[A-Za-z])[A-Za-z0-9+/=]{10,})"
            r"(?![A-Za-z0-9_\-./+=])"
        ),
    ),
    (
        # an upper-case env name ending in KEY: APP_KEY=base64:..., STRIPE_WEBHOOK_KEY=...
        "api_token",
        re.compile(
            r"\b[A-Z][A-Z0-9_]*KEY\s*=\s*[\"']?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=:]*\d)(?=[A-Za-z0-9_\-./+=:]*[A-Za-z])[A-Za-z0-9_\-./+=:]{16,})"
        ),
    ),
    (
        # a quoted value under a credential-named key: JSON, YAML, Python dicts
        "password",
        re.compile(
            r"(?i)[\"'](?:[\w-]*pass(?:word|wd)?|pwd)[\"']\s*[:=]\s*"
            r"[\"'](?P<s>[^\"'\s$<{][^\"'\n]{2,99})[\"']"
        ),
    ),
    (
        "password",
        re.compile(
            r"(?i)<(?P<tag>[\w:-]*(?:pass(?:word|wd)?|pwd|secret|token|api_?key)[\w:-]*)>"
            r"(?P<s>[^<\s][^<]{2,199})</(?P=tag)>"
        ),
    ),
    ("password", re.compile(r"\bWIFI:(?:[^;\n]*;)*?P:(?P<s>[^;\n]{3,63});")),
    (
        # "the same password everywhere: X", "WPA2 key printed on the sticker: X": a few
        # words between the name and a colon, so a value that reads as a password
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd|pw|(?:wpa2?|wi-?fi|network)\s+key"
            r"|creds|credentials)\b(?:\s+(?![\w'-]*\d)[\w'-]+){1,5}?\s*:\s*[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE}|\d{{6,}})"
        ),
    ),
    (
        # "creds are admin / Ravioli230!", "it's dana@acme.io / Skyline262$"
        "password",
        re.compile(
            r"(?i)(?:\b(?:creds|credentials|login|account)\b[^\n/]{0,20}?\b[\w.@+-]{2,64}"
            r"|\b[\w.+-]+@[\w-]+\.[\w.-]+)\s*/\s*"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # other languages: contraseña, Passwort, mot de passe, senha, wachtwoord...
        "password",
        re.compile(
            r"(?i)\b(?:contrase[\u00f1n]a|passwort|kennwort|mot\s+de\s+passe|senha|wachtwoord"
            r"|l[\u00f6o]senord|has[\u0142l]o|adgangskode|salasana|parola)\b[^\n:]{0,40}?"
            r"(?:\b(?:es|ist|est|\u00e9|is|er|on|jest|\u00e8)\b|:|=)\s*[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    # passwords on command lines: curl -u user:pw, sshpass -p, docker login -p, sudo -S
    (
        "password",
        re.compile(r"\bcurl\b[^\n]*?\s(?:-u|--user)\s+[\"']?[^\s:\"']+:(?P<s>[^\s\"']{3,})"),
    ),
    ("password", re.compile(r"\bsshpass\s+-p\s*[\"']?(?P<s>[^\s\"']{3,})")),
    (
        "password",
        re.compile(
            r"(?i)\b(?:docker|podman|helm|nerdctl|oras)\s+(?:registry\s+)?login\b[^\n]*?"
            r"\s(?:-p|--password)(?:=|\s+)[\"']?(?P<s>[^\s\"']{3,})"
        ),
    ),
    (
        "password",
        re.compile(r"\becho\s+[\"']?(?P<s>[^\s\"'|]{3,})[\"']?\s*\|\s*sudo\s+-S\b"),
    ),
    ("okta_token", re.compile(r"\bSSWS\s+(?P<s>[A-Za-z0-9_-]{30,})")),
    (
        # a named wallet key or seed: "private key for the test wallet: 0x3c...", "WIF: 5H..."
        "private_key",
        re.compile(
            r"(?i)\b(?:WIF|wallet\s+import\s+format)\b[^\n:]{0,20}?(?:is|:|=)\s*"
            r"(?P<s>[5KL][1-9A-HJ-NP-Za-km-z]{50,51})"
        ),
    ),
    (
        # an authenticator's setup key: base32 in groups ("M2XI 3HCG SJ7W ...")
        "totp_secret",
        re.compile(
            r"(?i)\b(?:(?:manual\s+entry|setup|secret|mfa|2fa|totp|otp|authenticator)\s+"
            r"(?:key|secret|seed))\b[^\n:]{0,40}?(?:is|:|=)\s*"
            r"(?P<s>(?-i:[A-Z2-7]{4}(?:\s?[A-Z2-7]{4}){3,15}))"
        ),
    ),
    (
        # recovery and backup codes or keys: "recovery key: RLXQ-RYR0-...", "recovery code
        # ft03kdkz...", "backup code: 0901 6689" (letters and digits, or digit groups)
        "one_time_code",
        re.compile(
            r"(?i)\b(?:recovery|backup)\s+(?:codes?|keys?)\b(?:\s+for\s+[\w.-]+(?:\s+[\w.-]+)?)?"
            r"(?:\s*\([^)\n]{0,60}\))?"
            r"(?:\s*(?:is|was|are|:|=)\s*|\s+)[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9 -]*\d)(?:[A-Za-z0-9]{4,}(?:[- ][A-Za-z0-9]{4,}){1,9}"
            r"|(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{10,64}))(?![\w-])"
        ),
    ),
    (
        # a long mixed-case literal handed to a client's constructor: cohere.Client('...')
        "api_token",
        re.compile(
            r"\b[A-Z]\w*\(\s*(?:(?:api_key|token|auth|key)\s*=\s*)?[\"']"
            r"(?P<s>(?=[^\"']*\d)(?=[^\"']*[a-z])(?=[^\"']*[A-Z])[A-Za-z0-9._-]{30,})[\"']"
        ),
    ),
    (
        # a token or password given as a command-line flag: --auth X, --token X, --api-key X
        "api_token",
        re.compile(
            r"(?i)\s--(?:auth|token|api-?key|access-token|secret)(?:=|\s+)[\"']?"
            r"(?P<s>(?=[^\s\"']*\d)(?=[^\s\"']*[A-Za-z])[^\s\"']{12,})"
        ),
    ),
    ("password", re.compile(r"\bjdbc:oracle:thin:[^/\s@]+/(?P<s>[^@\s]+)@")),
    ("password", re.compile(r"\bldap\w*\b[^\n]*?\s-w\s+[\"']?(?P<s>[^\s\"']{3,})")),
    ("password", re.compile(r"\bpsk\s*=\s*\"(?P<s>[^\"\n]{8,63})\"")),
    ("vault_token", re.compile(r"\bvault\s+operator\s+unseal\s+(?P<s>[A-Za-z0-9+/=]{20,})")),
    (
        "private_key",
        re.compile(r"\bimportprivkey\s+(?P<s>[5KLc][1-9A-HJ-NP-Za-km-z]{50,51})\b"),
    ),
    (
        # "admin / RdYi4yU7xk": a stock administrator account and a password-like value
        "password",
        re.compile(
            r"(?i)\b(?:admin|root|administrator|sa|postgres|ubuntu|pi|sysadmin)\s*/\s*"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "wifi at the cabin: network BlueFox, key 4E4J0OFLraPVqS"
        "password",
        re.compile(
            r"(?i)\b(?:wi-?fi|wlan|wpa2?)\b[^\n.]{0,40}?\bkey\s+[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "Agent: What's the password for the shared drive?\nUser: it's Quokka1352?"
        "password",
        re.compile(
            r"(?i)\b(?:password|passcode|passphrase|pin|code)\b[^\n]*\?[ \t]*\n[^\n:]{0,30}:\s*"
            rf"(?:it'?s|it\s+is|that'?s)\s+[\"'`]?(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "G-098338 is your Google verification code"
        "one_time_code",
        re.compile(
            r"(?i)(?<![\w-])(?P<s>(?:[A-Z]-)?\d{4,8})\s+is\s+your\s+(?:[\w-]+\s+){0,2}"
            r"(?:verification|security|login|sign-in|confirmation|one-time|2fa|otp|access"
            r"|auth(?:entication)?)\s+code\b"
        ),
    ),
    (
        "api_token",
        re.compile(
            r"(?i)(?<!public )(?<!publishable )"
            r"\b(?:api[ _-]?key|access[ _-]?key|access[ _-]?token|auth[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token|secret|(?-i:PAT)"
            r"|personal\s+access\s+token)\b"
            rf"{QUALIFIER}"
            r"[\"']?\s*(?:is|was|=|:|->)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=]*\d)(?=[A-Za-z0-9_\-./+=]*[A-Za-z])"
            r"[A-Za-z0-9_\-./+=]{11,}[A-Za-z0-9_\-/+=])"
        ),
    ),
    (
        # "api key 8b0e71...", "use token iUK8iO5Y...": no "is" or ":", so a longer value, with
        # letters and digits, and nothing after it that makes it a word
        "api_token",
        re.compile(
            r"(?i)\b(?:api[ _-]?key|access[ _-]?key|access[ _-]?token|auth[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token)\s+[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=]*\d)(?=[A-Za-z0-9_\-./+=]*[A-Za-z])[A-Za-z0-9_\-./+=]{20,})"
            r"(?![A-Za-z0-9_\-/+=])"
        ),
    ),
    *(
        (
            # an env-style assignment whose name says what it is: AWS_SESSION_TOKEN=...,
            # DJANGO_SECRET_KEY=..., db_password: ... (the value has letters and digits)
            kind,
            re.compile(
                rf"(?i)\b[A-Za-z0-9_]*(?:{names})[A-Za-z0-9_]*[ \t]*[:=][ \t]*[\"'`]?"
                rf"(?P<s>(?=[^\s\"'`,;]*\d)(?=[^\s\"'`,;]*[A-Za-z])[^\s\"'`,;$<{{][^\s\"'`,;]{{{least},}})"
            ),
        )
        for kind, names, least in (
            ("api_token", "token|secret|api_?key|access_?key|app_?key|private_?key", 11),
            ("password", "passw(?:or)?d|pwd|_pass\\b", 3),
        )
    ),
    (
        # "wifi: HomeNet / pass: DNxril3RavGD", "my pass is hunter2": "pass" alone only with
        # ":", "=" or "is", and a value with a digit or a symbol ("boarding pass: gate B",
        # "his pass is valid" are no password)
        "password",
        re.compile(
            r"(?i)\bpass(?:\s*[:=]|\s+is\b)\s*"
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;]{3,99}[^\s,;.])"
        ),
    ),
    (
        "basic_auth",
        re.compile(r"(?i)\bauthorization[\"':=\s]+basic\s+(?P<s>[A-Za-z0-9+/]{8,}={0,2})"),
    ),
    (
        # a password given on a command line: mysql -pSECRET, --password=SECRET
        "password",
        re.compile(r"(?i)\bmysql(?:dump|admin)?\b[^\n]*?\s-p['\"]?(?P<s>[^\s'\"]{3,})"),
    ),
    (
        "password",
        re.compile(r"(?i)--password(?:=|\s+(?=\S*[\d!@#$%^&*]))(?P<s>[^\s'\"-][^\s'\"]{2,})"),
    ),
    (
        # "my security answer is Fluffy the hamster": the answer to a recovery question
        "security_answer",
        re.compile(
            r"(?i)\b(?:security|secret|recovery)\s+(?:question\s+)?answer"
            rf"{QUALIFIER}\s*(?:is|was|:|=)\s*"
            r"(?!(?:what|where|how|why|when|who|which|something|nothing|required|optional"
            r"|case|not|never|the\s+same|stored|hashed|wrong|correct|incorrect)\b)"
            r"(?P<s>[^\s.,;!?][^.,;!?\n]{0,60})"
        ),
    ),
    (
        # a US social security number named as one (a bare ddd-dd-dddd is too often an id)
        "ssn",
        re.compile(
            r"(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|num|#))?)"
            r"(?:\s+(?:is|was|of)\b|\s*[:#=])?\s*"
            r"(?P<s>\d{3}-\d{2}-\d{4}|\d{3} \d{2} \d{4}|\d{9})(?!\d)"
        ),
    ),
]

# "my password is X", "the wifi password for the cabin was X", "PIN: 1234", "pw -> X".
# The phrase between the word and "is" never crosses a sentence end ("a pin on your purse.
# Is Spider-Man ..." is no password).
SAID_PASSWORD = re.compile(
    r"(?i)\b(?P<what>pass(?:word|code|phrase)|passwd|pwd|pw|pin(?:\s+code)?|wi-?fi\s+(?:key|code)"
    r"|login|credentials?)\b"
    r"(?:\s+(?:for|to|of|on|at)\s+(?:the\s+|my\s+|our\s+|his\s+|her\s+)?"
    r"[\w'-]+(?:\.[\w'-]+)*(?:\s+[\w'-]+(?:\.[\w'-]+)*)?)?"
    r"\s*(?:is\s+now|was\s+changed\s+to|has\s+been\s+changed\s+to|changed\s+to|set\s+to"
    r"|will\s+be|is|was|=|:|->)\s*"
    r"(?:\"(?P<dq>[^\"]{1,100})\"|'(?P<sq>[^']{1,100})'|“(?P<cq>[^”]{1,100})”|(?P<word>\S{2,100}))"
)
# Words that follow "password is" in prose without being the password.
_NOT_A_PASSWORD_WORDS = """
a an the my your his her our their its this that too so very not no still now also always
never in on at of for to required optional needed mandatory expired expiring incorrect wrong
correct right invalid valid weak strong long short easy hard simple complex same different
reset changed saved stored written encrypted hashed hidden visible shown secret private safe
unsafe secure insecure missing empty blank forgotten lost known unknown case sensitive
protected managed rotated updated set ready fine ok okay good bad new old default temporary
random generated unique shared what where how why when who which something nothing being
been getting
"""
NOT_A_PASSWORD = frozenset(_NOT_A_PASSWORD_WORDS.split())
# "password Tr0ub4dor&3" with no verb: only when the next token looks like a password.
# A random-looking value of letters only counts when its case is mixed well inside it
# ("aTzuHkIDDsRa": three capitals or more, not just "JavaScript").
BARE_PASSWORD = re.compile(
    r"\b(?i:pass(?:word|code|phrase)|pwd|pw)\s+(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])"
    r"[^\s,;]{6,100}|(?=(?:[A-Za-z]*[a-z]){3})(?=(?:[A-Za-z]*[A-Z]){3})[A-Za-z]{10,64}\b)"
)
# Short codes said in prose: "the door code for the office is 4711", "gate code 1984#",
# "CVV 123", "my PIN is 1234", "the OTP is 482913". Only words that make a number a secret lead
# here ("zip code", "error code", "room", "version", "order" never do), and only the code is
# redacted. CODE_LEAD may be followed by the code at once; CODE_NAMED ("the code for the
# front door", lower-case "pin") needs a verb or a colon first ("... is 4711").
CODE_LEAD = (
    r"(?P<card>\b(?:cvv2?|cvc2?)\b|\bcard\s+security\s+code\b|\b(?:amex|card)\s+cid\b)"
    r"|(?P<pin>\b(?-i:PIN)\b(?!-)|\bpin\s+(?:code|number)\b|\bpuk2?(?:\s+code)?\b)"
    r"|(?P<otp>\b(?:(?:verification|one[- ]time|2fa|mfa|two[- ]factor|sms|login|sign[- ]?in"
    r"|auth(?:entication)?|recovery|backup|okta|duo|authy|authenticator)\s+codes?|t?otp"
    r"|one[- ]time\s+(?:password|passcode|pin))\b)"
    r"|(?P<access>\b(?:(?:front|back|side|main|garage|apartment|house|office|cellar|patio)\s+)?"
    r"(?:door|gate|alarm|garage|keypad|lock|lockbox|key\s?box|key\s?safe|padlock|locker|unlock"
    r"|entry|access|security|intercom|buzzer|disarm|arming|opener)\s+codes?\b|\bpasscode\b"
    r"|\b(?:lock|safe|locker|padlock|lockbox|key\s?box)\s+(?:combination|combo)\b|\bcombination\s+(?:lock\s+)?code\b)"
)
CODE_NOUN = (
    r"door|gate|alarm|garage|safe|lock|padlock|lockbox|key\s?box|house|home|office|building"
    r"|apartment|flat|locker|shed|storage\s+unit|keypad|phone|laptop|ipad|tablet|alarm\s+system"
)
CODE_NAMED = (
    r"(?P<named>\b(?:code|combination)\s+(?:for|to|of|on)\s+"
    r"(?:(?:the|my|our|his|her|their|your|mom's|dad's)\s+)?(?:[\w'-]+\s+){0,2}?"
    rf"(?:{CODE_NOUN})\b)|(?P<lpin>\bpin\b)"
)
CODE_QUALIFIER = (
    r"(?:\s+(?:for|to|of|on|at|in)\s+(?:(?:the|my|our|his|her|their|your|this|that)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,3}?"
    # "the verification code they texted is ...": a few words, then "is" or a colon
    r"|(?:\s+(?![\w'-]*\d)[a-z][\w'-]*){1,3}?(?=\s*(?:is|was|:)\s))"
)
CODE_VERB = (
    r"\s*(?:is\s+(?:now|still)|(?:has\s+been\s+|was\s+)?changed\s+to|set\s+to|will\s+be"
    r"|is|was|are|=|:|->|-|\u2013|\u2014)\s*"
)
CODE_VALUE = (
    r"(?P<code>\d{3,4} \d{3,4}|[#*]?\d{1,6}(?:-\d{1,6}){1,5}[#*]?|[#*]?\d{3,12}[#*]?"
    r"|(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{2,8}){0,3})"
    r"(?![\w%$€£#*])(?![.,:/-]\d)"
    # "access code 403 errors": a status code, not a secret.
    r"(?!\s+(?:errors?|responses?|status(?:es)?|pages?)\b)"
)
SAID_CODE = re.compile(
    rf"(?i)(?:{CODE_LEAD}|{CODE_NAMED})(?P<verb>{CODE_QUALIFIER}?{CODE_VERB})?\s*"
    rf"\"?{CODE_VALUE}"
)
CODE_KINDS = {
    "card": "card_cvv",
    "pin": "pin",
    "lpin": "pin",
    "otp": "one_time_code",
    "access": "access_code",
    "named": "access_code",
}
