"""The privacy guard's table of secret patterns: the shaped formats (`service.secret_formats`)
and the credentials named in text ("api key is ...", env names, quoted keys, command lines,
passwords said other ways). Short codes and passwords said in prose ("my password is X", "the
door code is 4711") are in `service.secret_prose`. Data, not logic: `service.privacy` runs
them."""

from __future__ import annotations

import re

from service.secret_chosen import CHOSEN_PATTERNS
from service.secret_cookies import COOKIE_PATTERNS
from service.secret_foreign_values import FOREIGN_VALUE_PATTERNS
from service.secret_formats import FORMAT_PATTERNS
from service.secret_hinted import HINTED_PATTERNS
from service.secret_named import NAMED_PATTERNS
from service.secret_phrasings import MORE_PATTERNS
from service.secret_prose import ABOUT_A_SECRET, CAMEL_PASS, PASSWORD_LIKE, PASSWORD_WORD, QUALIFIER
from service.secret_short_names import PASS_PATTERNS

# -- our rules -------------------------------------------------------------------------------

PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    *FORMAT_PATTERNS,
    *MORE_PATTERNS,
    *COOKIE_PATTERNS,
    *NAMED_PATTERNS,
    *CHOSEN_PATTERNS,
    (
        # a key named as a private key, not in a PEM block: a wallet's WIF or hex key
        "private_key",
        re.compile(
            rf"(?i)\bprivate[ _-]?key\b{QUALIFIER}[\"']?\s*(?:is|was|=|:|->)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9+/=_-]{0,200}\d)(?=[A-Za-z0-9+/=_-]{0,200}[A-Za-z])[A-Za-z0-9+/=_-]{20,})"
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
        # "bank password - Zx9!kk": a dash instead of "is" (or two: "pw -- X"), so a value
        # with a digit or symbol
        "password",
        re.compile(
            r"(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd|pw)\s+(?:--?|[\u2013\u2014])\s+[\"'`]?"
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
            r"(?i)(?<!shortcut )(?<!partition )(?<!primary )(?<!foreign )(?<!sort )(?<!hot )"
            r"(?<!music )(?<!piano )(?<!answer )(?<!public )(?<!host )"
            r"(?<!room )(?<!car )(?<!house )(?<!door )(?<!locker )"  # a metal key's number
            r"\bkey\s*(?:is|was|=|:)\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9+/=]{0,200}\d)(?=[A-Za-z0-9+/=]{0,200}[A-Za-z])[A-Za-z0-9+/=]{10,}"
            # ... or in dashed groups of capitals and digits: "the Ticketsource key is
            # TS-8827-QPLM-44XZ-19RA" (privacy probe 106)
            r"|(?-i:(?=[A-Z0-9-]{0,60}\d)(?=[A-Z0-9-]{0,60}[A-Z])[A-Z0-9]{2,8}(?:-[A-Z0-9]{2,8}){3,7}))"
            r"(?![A-Za-z0-9_\-./+=])"
        ),
    ),
    (
        # an upper-case env name ending in KEY: APP_KEY=base64:..., STRIPE_WEBHOOK_KEY=...
        "api_token",
        re.compile(
            r"\b[A-Z][A-Z0-9_]*KEY[ \t]*=[ \t]*[\"']?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=:]{0,200}\d)(?=[A-Za-z0-9_\-./+=:]{0,200}[A-Za-z])[A-Za-z0-9_\-./+=:]{16,})"
        ),
    ),
    (
        # a quoted value under a credential-named key: JSON, YAML, Python dicts
        "password",
        re.compile(
            r"(?i)[\"'](?:[\w-]*pass(?:word|wd|phrase)?|pwd)[\"']\s*[:=]\s*"
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
            r"|creds|credentials)\b(?!\s+(?:polic(?:y|ies)|requirements?|rules?|length|expiry"
            r"|rotation|complexity|strength|reset|hints?|manager|history|changes?|age|hash(?:ing)?"
            r"|algorithm|encoding|field|format|storage|salt)\b)"
            r"(?:,?\s+(?![\w'-]*\d)[\w'-]+){1,9}?\s*:\s*[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE}|\d{{6,}})"
        ),
    ),
    (
        # "creds are admin / Ravioli230!", "it's dana@acme.io / Skyline262$"; all of a token,
        "password",  # never part of one ("v2/a" of "v2/api") nor a list's middle ("a / b2 / c")
        re.compile(
            # (Wi-Fi in Korean, Japanese, Russian, Thai and Arabic letters: Korean "Wi-Fi: Home_2G
            # / sunny0417!!", privacy probe 208)
            r"(?i)(?:(?<![./@-])\b(?:creds|credentials|login|account|wi-?fi|\uc640\uc774\ud30c\uc774"
            r"|\u30ef\u30a4\u30d5\u30a1\u30a4|\u0432\u0430\u0439-?\u0444\u0430\u0439|\u0e44\u0e27\u0e44\u0e1f"
            r"|\u0648\u0627\u064a[ -]?\u0641\u0627\u064a)\b(?![.-]\w)"
            r"[^\n/]{0,20}?\b[\w.@+-]{2,64}"
            # (an address then "/", never a URL's user@host/path: "postgresql://readonly@replica...")
            r"\s*//?|(?<!://)(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63}"
            r"(?:\s*/|,?\s*pass(?:word)?:?\s+))\s*"
            rf"(?P<s>{PASSWORD_LIKE})(?![^\s,;\"'`]{{0,99}}[^\s,;\"'`.)?]|\S{{0,99}}[ \t]{{0,3}}/)"
            # ", and X" after an address only for a strong password, never another address
            r"|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{1,63}(?:,\s*|\s+)and\s+"
            r"(?P<d>(?=[^\s,;]{0,64}[a-z])(?=[^\s,;]{0,64}[A-Z])(?=[^\s,;]{0,64}\d)(?=[^\s,;]{0,64}[!#$%^&*])[^\s,;@]{8,64})"
        ),
    ),
    (
        # other languages: contraseña, Passwort, mot de passe, senha, wachtwoord...
        "password",
        re.compile(
            r"(?i)(?:\b|(?<=_))(?:contrase[\u00f1n]a|clave|passwort|kennwort|mot[\s_]de[\s_]passe"
            r"|senha|wachtwoord|pass(?:word|phrase)(?=[^\n:]{0,40}?\s\u00e8\s)"
            r"|l[\u00f6o]senord|has[\u0142l]o|adgangskode|salasana|parola)\b[^\n:]{0,40}?"
            r"(?:\b(?:es|ist|est|\u00e9|is|er|on|jest|\u00e8)\b|:|=)\s*[\"'`]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # ... or digits alone, as a gate's or a phone's is, after a verb ("a senha do port\u00e3o
        # agora \u00e9 2580#"), never after a colon ("Passwort-Hotline: 0800...", "Kennwort
        # zuletzt ge\u00e4ndert: 1733140800") and never a year
        "password",
        re.compile(
            # (one clause: "Si olvidas la contrase\u00f1a, el tel\u00e9fono es 900..." is a phone)
            r"(?i)\b(?:contrase[\u00f1n]a|passwort|kennwort|mot\s+de\s+passe|senha|wachtwoord"
            # (and in the present: "a senha da fila era 0032" is a queue ticket)
            r"|has[\u0142l]o)\b(?!-)[^\n:,;?!\d]{0,40}?\b(?:es|ist|est|\u00e9|\u00e8|jest)\s+"
            r"(?:(?:agora|ahora|jetzt|maintenant|ora|nu|teraz|el|la)\s+)?"
            r"(?P<s>(?!(?:19|20)\d\d\b)\d{4,12}#?)(?![\w/:-]|[.,]\d)"
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
            r"(?:key|secret|seed)|key\s+manually)\b[^\n:]{0,60}?(?:is|:|=)\s*"
            r"(?P<s>(?-i:[A-Z2-7]{4}(?:\s?[A-Z2-7]{4}){3,15}))"
        ),
    ),
    (
        # a long mixed-case literal handed to a client's constructor: cohere.Client('...')
        "api_token",
        re.compile(
            r"\b[A-Z]\w*\(\s*(?:(?:api_key|token|auth|key)\s*=\s*)?[\"']"
            r"(?P<s>(?=[^\"']{0,200}\d)(?=[^\"']{0,200}[a-z])(?=[^\"']{0,200}[A-Z])"
            r"(?:[a-z]{2,4}\.)?[A-Za-z0-9_-]{30,})[\"']"
        ),
    ),
    (
        # a token or password given as a command-line flag: --auth X, --token X, --api-key X
        "api_token",
        re.compile(
            r"(?i)\s--(?:auth|token|api-?key|access-token|secret)(?:=|\s+)[\"']?"
            r"(?P<s>(?=[^\s\"']{0,200}\d)(?=[^\s\"']{0,200}[A-Za-z])[^\s\"']{12,})"
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
            r"(?i)\b(?:admin|root|administrator|sa|postgres|ubuntu|pi|sysadmin)(?:\s+/\s*|\s*/\s+)"
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
            r"(?i)\b(?:password|passcode|passphrase)\b[^\n]*\?[ \t]*\n[^\n:]{0,30}:\s*"
            rf"(?:it'?s|it\s+is|that'?s)\s+[\"'`]?(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    # credentials in connection strings and files of other shapes
    ("password", re.compile(r"[\"'`](?:\w+):(?P<s>[^\s@:\"'/]{3,})@tcp\(")),
    (
        "password",
        re.compile(r"(?m)^[\w.-]+:\d{2,5}:[\w*-]+:[\w*-]+:(?P<s>[^\s:]{3,})$"),  # .pgpass
    ),
    ("basic_auth", re.compile(r"\"auth\"\s*:\s*\"(?P<s>[A-Za-z0-9+/]{16,}={0,2})\"")),
    ("password", re.compile(r"\bcat\s+\S*vault[_-]?pass\S*\s*\n(?P<s>\S{6,})")),
    (
        # "password ..., it's X", "the wifi? it's X", "the login, it's X"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD}|wi-?fi\s+password)\b[^.!]{{0,60}}?[,?]\s*(?:\w+:\s*)?"
            r"(?:it'?s|it\s+is|it\s+was|that'?s)\s+[\"'\u201c\u2018]?"
            rf"(?P<s>{PASSWORD_LIKE}|[A-Za-z0-9_!@#$%^&*-]{{8,64}}(?=[\"'\u201d\u2019]))"
        ),
    ),
    (
        # "what was the alarm code again? ... it's 5 8 2 0": a code asked for, then given
        "access_code",
        re.compile(
            # (never a zip, area, promo or country code)
            r"(?i)(?<!zip )(?<!area )(?<!promo )(?<!postal )(?<!country )(?<!coupon )"
            r"\b(?:code|pin|passcode)\b[^.!]{0,80}?[,?\n]\s*(?:\w+:\s*)?(?:sure,?\s*)?"
            r"(?:it'?s|it\s+is)\s+(?P<s>\d(?:[ -]?\d){3,11})(?![\w-])"
        ),
    ),
    (
        # "type mangoTree!2 — that's the password", "New one's Falcon$Ridge7" after "password"
        "password",
        re.compile(
            rf"(?<![^\s\"'(\u201c])(?P<s>{PASSWORD_LIKE})\s*[\u2014\u2013-]{{1,3}}\s*that'?s\s+"
            r"(?:the|my|our|your|his|her)"
            rf"\s+(?:\w+\s+)?(?:{PASSWORD_WORD})"
        ),
    ),
    (
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD})\b[^\n]{{0,60}}?\bnew\s+one(?:'s|\s+is)\s*:?\s*"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    ("password", re.compile(r"\bredis-cli\b[^\n]*?\s-a\s+[\"']?(?P<s>[^\s\"']{3,})")),
    (
        # a Slack webhook's secret in a log line: POST /services/T.../B.../<secret>
        "slack_token",
        re.compile(r"/services/T[A-Z0-9]{8,}/B[A-Z0-9]{8,}/(?P<s>[A-Za-z0-9]{20,})"),
    ),
    (
        "private_key",
        re.compile(r"\bWallet\(\s*[\"'](?P<s>(?:0x)?[a-fA-F0-9]{64})[\"']"),
    ),
    (
        # "I use Violet@Sparrow806 for everything": only a strong password's shape (both
        # cases, a digit and a symbol), never "I use Python3 for everything"
        "password",
        re.compile(
            r"\b(?i:I|we|she|he|they)\s+(?i:use|used)\s+"
            r"(?P<s>(?=\S*[a-z])(?=\S*[A-Z])(?=\S*\d)(?=\S*[!@#$%^&*])[^\s,;]{8,64})\s+(?i:for)\b"
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
            r"|refresh[ _-]?token|session[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token|secret|(?-i:PAT)"
            r"|personal\s+access\s+token)\b"
            rf"{QUALIFIER}"
            # (or in brackets after its name: "the same Twilio auth token (3f9c1e...) for now",
            # held-out privacy probe 86)
            r"[\"']?\s*(?:is|was|=|:|->|\((?=[A-Za-z0-9_./+=]{16,200}\)))\s*[\"'`]?"
            r"(?P<s>(?=[A-Za-z0-9_\-./+=]{0,200}\d)(?=[A-Za-z0-9_\-./+=]{0,200}[A-Za-z])"
            r"[A-Za-z0-9_\-./+=]{11,}[A-Za-z0-9_\-/+=])"
        ),
    ),
    (
        # "api key 8b0e71...", "use token iUK8iO5Y...": no "is" or ":", so a longer value, with
        # letters and digits, and nothing after it that makes it a word
        "api_token",
        re.compile(
            r"(?i)\b(?:api[ _-]?key|access[ _-]?key|access[ _-]?token|auth[ _-]?token"
            r"|refresh[ _-]?token|session[ _-]?token"
            r"|secret[ _-]?key|client[ _-]?secret|app[ _-]?secret|token)"
            # (what it may do, in brackets: "Cloudflare API token (zone DNS edit) ...", probe 32)
            r"(?:\s*\([^)\n]{1,60}\))?\s+[\"'`]?"
            # "=" only as base64's padding: "x-api-key\nPASSWORD_HASHER=argon2" is two settings
            # (a tilde inside: Azure's client secrets, "Qz8~vT3kP.mN5_...", privacy probe 98)
            r"(?P<s>(?=[A-Za-z0-9_\-./+~]{0,200}\d)(?=[A-Za-z0-9_\-./+~]{0,200}[A-Za-z])"
            r"[A-Za-z0-9_\-./+][A-Za-z0-9_\-./+~]{19,}={0,2})(?![A-Za-z0-9_\-/+=~])"
        ),
    ),
    *(
        (
            # an env-style assignment whose name says what it is: AWS_SESSION_TOKEN=...,
            # DJANGO_SECRET_KEY=..., db_password: ... (the value has letters and digits)
            kind,
            re.compile(
                rf"(?i)\b[A-Za-z0-9_]{{0,40}}(?:{names})(?!{ABOUT_A_SECRET})[A-Za-z0-9_]{{0,40}}"
                r"[ \t]*[:=][ \t]*[\"'`]?"
                rf"(?P<s>(?=[^\s\"'`,;]{{0,200}}\d)(?=[^\s\"'`,;]{{0,200}}[A-Za-z])[^\s\"'`,;$<{{]"
                # (a URL's next parameter is not the value's: "secret=X&issuer=Acme")
                rf"(?:(?![?&][A-Za-z_]\w{{0,30}}=)[^\s\"'`,;]){{{least},}})"
            ),
        )
        for kind, names, least in (
            ("api_token", "token|secret|api_?key|access_?key|app_?key|private_?key", 11),
            ("password", "passw(?:[o0]r)?d|pwd|_pass\\b|_pw\\b|" + CAMEL_PASS, 3),
        )
    ),
    *PASS_PATTERNS,  # "pass: DNxril3RavGD", "my pass is hunter2" (secret_short_names)
    *HINTED_PATTERNS,  # "my pass is my name + birth year: anna1991" (secret_hinted)
    *FOREIGN_VALUE_PATTERNS,  # "a senha é BatataFrita", "пароль к почте X", "MRN 8940..."
    (
        "basic_auth",
        re.compile(r"(?i)\bauthorization[\"':=\s]+basic\s+(?P<s>[A-Za-z0-9+/]{8,}={0,2})"),
    ),
    (
        # what a Basic credential decodes to: "... which decodes to admin:RiverStone44!"
        # (held-out probe 52): the password after the user's name
        "password",
        re.compile(
            r"(?i)\bbasic\b[^\n]{0,120}?\bdecod(?:es|ed|ing)\s+(?:it\s+)?(?:to|as)\s+"
            r"[\w.@+-]{1,40}:(?P<s>[^\s,;]{3,99}[^\s,;.])"
        ),
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
            r"|case|not|never|the\s+same|stored|hashed|wrong|correct|incorrect|n/a|tbd|unknown"
            r"|none|pending|unset|i|we|you|they|always|usually|just)(?!\w))"
            r"(?P<s>[^\s.,;!?][^.,;!?\n]{0,60})"
        ),
    ),
    (
        # a US social security number named as one (a bare ddd-dd-dddd is too often an id)
        "ssn",
        re.compile(
            r"(?i)\b(?:ssn|social\s+security(?:\s+(?:number|no\.?|num|#))?"
            r"|(?:my|her|his|their|your)\s+social|seguro\s+social|s[\u00e9e]curit[\u00e9e]\s+sociale)"
            r"(?:(?:\s+(?:is|was|of)\b|\s*[:#=]|\??\s*(?:it'?s|it\s+is))?\s*"
            r"(?P<s>\d{3}-\d{2}-\d{4}|\d{3} \d{2} \d{4}|\d{9})"
            # a dashed number may come a few words later: "SSN for the W-4 form: 080-66-8287"
            r"|[^\n]{0,60}?(?<!\d)(?P<d>\d{3}-\d{2}-\d{4}))(?!\d)"
        ),
    ),
]
