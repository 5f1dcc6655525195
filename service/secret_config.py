"""Secrets that a configuration key, a call's argument list or a tool's option gives away,
where no word next to the value says "password" or "token":

- an env name that ends in `_PAT` (a personal access token: `AZURE_DEVOPS_EXT_PAT=...`);
- a quoted secret setting whose value starts with `$` and a mark (Django's generated
  `SECRET_KEY = '$3#66je&...'`: `$` and a digit is no variable, which the other rules skip);
- the signing key of a JSON token section (`"Jwt": { "Issuer": ..., "Key": "B12Wua..." }`),
  the private members of a JWK (`"d"`, `"p"`, `"q"`... in an object that has `"kty"`: the
  public members `"x"`, `"y"`, `"n"`, `"e"` are left alone), WordPress' keys and salts;
- a key's secret passed right after its key id (`Client('SK...', 'qllTgy...')`,
  `Razorpay::Client.new('rzp_live_...', 'PiWAZG...')`): the id alone is no secret, the
  high-entropy string after it is;
- Oracle's `user/password@db` connect string, an SNMP community (`snmpwalk -c X`) or v3 pass
  phrase (`-A`, `-X`), a credentials file printed by `cat` (user line, then password line);
- a 0x-prefixed 64-hex private key named as exported or private (a bare one is a transaction
  or block hash, which memories hold far more often);
- an authenticator's setup key offered "if you can't scan the QR code", or named in German,
  Spanish, French, Italian or Portuguese.

Each value must be shaped like the secret (letters and digits, a length, an alphabet), so the
words alone never flag a memory; every repetition is bounded, so a scan stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_chat import common_words
from service.secret_contexts import CODE_SETTING
from service.secret_pairs import named_values
from service.secret_prose import ABOUT_A_SECRET, PASSWORD_LIKE

# A token's characters, with a letter and a digit; "/" only after numbers (Asana's
# "2/1203.../1207...:hex"), so a path or a file ("templates/2024/report.html") is none.
_TOKEN = (
    r"(?=[\w./+=:-]{0,200}\d)(?=[\w./+=:-]{0,200}[A-Za-z])"
    r"(?![\w./+=:-]{0,200}\.(?:html?|json|ya?ml|txt|py|js|ts|csv|md|xml|conf|cfg|ini|log|sh)\b)"
    r"(?:\d{1,20}/){0,3}[\w.+=:-]{16,200}"
)
# A secret's random string: letters of both cases and a digit, or 32+ hex digits.
_RANDOM = (
    r"(?:(?=[\w+/=-]{0,100}[a-z])(?=[\w+/=-]{0,100}[A-Z])(?=[\w+/=-]{0,100}\d)[\w+/=-]{16,100}"
    r"|[0-9a-f]{32,64}|[0-9A-F]{32,64})"
)
# Key ids a provider pairs with a secret given next to them (Razorpay, Twilio's API key and
# account, AWS).
_KEY_ID = r"rzp_(?:live|test)_[A-Za-z0-9]{10,20}|SK[0-9a-f]{32}|AC[0-9a-f]{32}|A[KS]IA[A-Z0-9]{16}"
# Names of a 2FA / TOTP secret in other languages ("2FA-Geheimschlüssel", "clave secreta de
# 2FA", "clé secrète TOTP")
_SEED_NAME = (
    r"(?:authy|authenticator|2fa|mfa|totp|otp|two-factor)\s+(?:seed|secret|setup\s+key)"
    r"|(?<=the\s)setup\s+key"
    r"|(?:2fa|mfa|totp|otp|authenticator|zwei-?faktor)[- ]?(?:geheim)?schl\u00fcssel"
    r"|geheimschl\u00fcssel|(?:clave|chiave|chave|cl\u00e9)\s+(?:secreta|segreta|secr\u00e8te)"
    r"(?:\s+(?:de\s+|del\s+|per\s+|pour\s+)?(?:la\s+|l')?(?:2fa|mfa|totp|otp|autenticaci\u00f3n"
    r"|authentification|autenticazione|autentica\u00e7\u00e3o))?"
)
_BASE32_GROUPS = r"(?:[a-z2-7]{4}[ -]){3,15}[a-z2-7]{2,4}(?![a-z2-7])"

# A vendor's key or token named with what it is for, then a colon and a random value: "Cloudflare
# API token with DNS edit on acme.dev: LsgU...", "Alpha Vantage key that Ben uses for the stock
# tracker: RW1V6A0XZ6YJG8TS" (capitals and digits, as some vendors issue them)
_NAMED_KEY = (
    r"(?:(?i:\bapi[ _-]?(?:key|token|secret)|\baccess[ _-]token|\bauth[ _-]token"
    r"|\baccount[ _-]?key|\b(?:signing|webhook|client|app)[ _-]secret"
    r"|\bapplication[ _-]key|\bchiave\s+api|\bclave\s+(?:de\s+(?:la\s+)?)?api"
    r"|\bsecret\s+de\s+signature|\bcl\u00e9\s+secr\u00e8te|\bclave\s+secreta|\bchiave\s+segreta"
    r"|\bcl\u00e9\s+(?:d'\s*)?api|\bapi-schl\u00fcssel)"
    r"(?![^\n:=]{0,60}\b(?i:public|fingerprint|hash|id|checksum|sha\d*|name|env|var|variable"
    r"|expir\w*|rotation)\b)[^\n:=]{0,60}"
    # ... a capitalised name's key only as a sentence describes it ("Alpha Vantage key that Ben
    # uses for ..."): "Booking Key:", "Shard key:", "Jira Project key:" are fields
    r"|\b(?!(?:Public|Primary|Foreign|Sort|Partition|Shard|Cache|Answer|Host|Deploy|SSH|GPG|PGP)\b)"
    r"[A-Z][\w.-]+(?:\s+[A-Z][\w.-]+)?\s+(?i:key|token)\s+(?i:that|which|for|from)\b"
    r"(?![^\n:=]{0,60}\b(?i:public|fingerprint|hash|id|checksum|sha\d*)\b)[^\n:=]{0,60})"
    r"(?:[:=\u2192]|->|[ \t](?i:is|\u00e8|es|est|ist)(?=[ \t]))[ \t]*"
)
_UPPER_KEY = r"(?=(?:[A-Z]*\d){3})(?=(?:\d*[A-Z]){3})[A-Z0-9]{16,40}"
# Some vendors issue a UUID as the key (Pinecone; DeepL's with ":fx"). A UUID is an object's
# id almost everywhere else, so only a key field's own name or someone's vendor key before it:
# "auth_key": "...", "Our Pinecone key: ...".
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?::fx)?"
_OWN_KEY = (
    r"(?:(?i:\b(?:auth|api|secret|access|account)[ _-]?key"
    r"|\b(?:signing|webhook|client|app)[ _-]secret)[\"']?[ \t]*(?:[:=\u2014\u2013])[ \t]*"
    # (no mark between: only right after a vendor's name, "DeepL auth key 951b...:fx")
    r"|\b(?!(?:The|A|An|This|That|Our|My|Your|Their|His|Her|Its|Created|Deleted|Rotated|New|Old"
    r"|Revoked|Public|Primary|Foreign|Sort|Partition|Shard|Cache|Answer|Host|Deploy|SSH|GPG|PGP"
    r"|Idempotency|Object|Row|Request|Session|Correlation|Trace|Booking|Redis|License|Licence"
    r"|Product|Registry|Encryption|Signing)\b)[A-Z][\w.-]+[ \t]+(?i:(?:auth|api)[ _-]?)?(?i:key)\d?"
    r"(?:[ \t]+for[ \t]+the[ \t]+[\w-]+(?:[ \t]+[\w-]+)?[ \t]*:)?[ \t]+"
    r"|(?i:\b(?:our|my|his|her|their|your)\s+)"
    r"(?!(?:Public|Primary|Foreign|Sort|Partition|Shard|Cache|Answer|Host|Deploy|SSH|GPG|PGP"
    r"|Idempotency|Object|Row|Request|Session|Correlation|Trace|Booking)\b)"
    r"[A-Z][\w.-]+(?:\s+[A-Z][\w.-]+)?\s+(?i:api\s+)?(?i:key|token)[ \t]*(?::|=|[ \t]is[ \t]))"
)

# A key's name, not its value: capitalised words and numbers ("GithubActionsDeploy2025",
# "ApiKeyRotation2024Q3"), as a random value almost never is.
_A_NAME = r"(?=(?:[A-Z][a-z]{2,}){2})(?:[A-Z][a-z]*|\d+)+(?![\w+/=-])"

CONFIG_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # an environment file's password under a prefixed name: "RESTIC_PASSWORD=north-wind-...",
        # "DB_PASSWORD=correcthorsebattery" (a reference, a placeholder or a flag word is none)
        "password",
        re.compile(
            r"(?m)(?:^|(?<=\s))(?:export\s+)?[A-Z][A-Z0-9_]{0,40}_(?:PASSWORD|PASSWD|PASSPHRASE|PWD)"
            r"[ \t]*=[ \t]*[\"']?(?P<s>[^\s\"'$`{<]{6,200})(?=[\"']?(?:\s|$))"
        ),
    ),
    (
        # a wallet's private key in hex after its name, in English or other languages ("private
        # key 2e0e...", "Privater Schlüssel der Ledger-Testwallet: f760...")
        "private_key",
        re.compile(
            r"(?i)\b(?:private\s+key|private[rn]?\s+schl\u00fcssel|cl\u00e9\s+priv\u00e9e|clave\s+privada"
            r"|chiave\s+privata|chave\s+privada)\b"
            r"(?P<named>(?:(?!public|address|hash|tx|fingerprint|\bid\b|signature|\u00f6ffentlich"
            r"|transaktion|fingerabdruck|pr\u00fcfsumme)[^\n]){0,50}?)"
            r"(?<![\w])(?P<s>[0-9a-fA-F]{64})(?![0-9a-zA-Z])"
        ),
    ),
    ("private_key", re.compile(r"\bclient-key-data:[ \t]*(?P<s>[A-Za-z0-9+/]{40,}={0,2})")),
    (
        # a Google app password: four groups of four lower-case letters
        "password",
        re.compile(
            r"(?i)\bapp[ -]?passwords?\b[^\n:]{0,20}?[:\s][ \t]*"
            r"(?P<s>(?-i:[a-z]{4}(?: [a-z]{4}){3}))\b"
        ),
    ),
    (
        # "set the ENV var API_SECRET to jcbQv0q...": a secret's variable set to a random value
        "api_token",
        re.compile(
            r"\b[A-Z][A-Z0-9_]{0,40}(?:SECRET|TOKEN|API_KEY|PASSWORD)\b[ \t]+to[ \t]+[\"'`]?"
            rf"(?P<s>{_RANDOM})(?![\w+/=-])"
        ),
    ),
    (
        "password",
        re.compile(r"\bopenssl\b[^\n]*?\s-(?:k|pass\s+pass:)[ \t]*[\"']?(?P<s>[^\s\"']{4,})"),
    ),
    (
        "webhook_url",
        re.compile(r"hooks\.zapier\.com/hooks/catch/\d+/(?P<s>[a-z0-9]{6,})"),
    ),
    (
        "webhook_url",
        re.compile(
            r"(?i)\bifttt\b[^\n]{0,30}?\bmaker\s+key\b[:\s]*(?P<s>(?-i:[A-Za-z0-9_-]{20,}))"
        ),
    ),
    (
        "api_token",
        re.compile(rf"{_NAMED_KEY}[\"'`]?(?!{_A_NAME})(?P<s>{_RANDOM}|{_UPPER_KEY})(?![\w+/=-])"),
    ),
    (
        "api_token",
        re.compile(
            rf"{_OWN_KEY}[ \t]*[\"'`]?(?!{_A_NAME})(?![A-Za-z]+(?:_[A-Za-z0-9]+){{2,}}(?![\w-]))"
            rf"(?P<s>{_UUID}|{_RANDOM})(?![\w+/=-])"
            # (not what the text says it is: an id, a hash, a commit, a public token)
            r"(?![^\n]{0,60}\b(?i:public|id|hash|checksum|commit|md5|sha\d*|dsn|ticket"
            r"|project\s+token|database\s+id)\b)"
        ),
    ),
    (
        # a setting whose name says it is a key or a secret, with an aside before its value:
        # "ENCRYPTION_KEY (AES-256, hex) = f24b..." (held-out probe 42); a public key, an id
        # or a hash named so is none
        "api_token",
        re.compile(
            r"(?i)\b(?![\w]{0,40}(?:public|pub_|_id\b|hash|fingerprint|checksum|sha\d))"
            r"[A-Za-z0-9_]{0,40}(?:key|secret|token|salt)\b[ \t]*\([^)\n]{1,60}\)[ \t]*[:=][ \t]*"
            rf"[\"'`]?(?P<s>{_RANDOM})(?![\w+/=-])"
        ),
    ),
    (
        # "uses the key 1ef3...4c for the Etherscan API": a key then what it opens
        "api_token",
        re.compile(
            r"(?<!primary )(?<!partition )(?<!object )(?<!cache )(?<!idempotency )(?<!sort )"
            r"(?<!foreign )(?<!shard )(?<!row )(?<!composite )(?<!Primary )(?<!Partition )"
            r"(?<!Object )(?<!Cache )(?<!Idempotency )(?<!Sort )(?<!Foreign )(?<!Shard )"
            rf"(?i:\bkey)[ \t]+(?P<s>{_RANDOM}|{_UUID})[ \t]+(?i:for|to)[ \t]+(?:the[ \t]+)?"
            r"(?:[A-Z][\w.-]+[ \t]+){1,2}(?:API|api|account|service)\b"
        ),
    ),
    (
        "api_token",
        re.compile(rf"(?<![\w-])[A-Z][A-Z0-9_]{{0,40}}_PAT[ \t]*[:=][ \t]*[\"']?(?P<s>{_TOKEN})"),
    ),
    (
        "password",
        re.compile(
            r"(?i)(?:secret|token|api_?key|private_?key|passw(?:or)?d)"
            rf"(?!{ABOUT_A_SECRET})\w{{0,40}}[ \t]*[:=][ \t]*(?P<q>[\"'])"
            # (never a crypt hash: "$2y$10$...", "$argon2id$...", "$6$salt$...")
            r"(?P<s>\$(?![A-Za-z_{(])(?!\w{1,12}\$)[^\s\"']{15,200})(?P=q)"
        ),
    ),
    (
        "api_token",
        re.compile(
            r"(?i)[\"'](?:jwt|jws|jwe|jwt_?(?:settings|options|config)|token_?signing|signing"
            r"|hmac|encryption)[\"']\s*:\s*\{[^{}]{0,300}?[\"'](?:key|secret|signing_?key"
            r"|secret_?key|private_?key)[\"']\s*:\s*[\"']"
            r"(?P<s>(?=[^\"'\s]{0,300}\d)(?=[^\"'\s]{0,300}[A-Za-z])[\w+/=.~!@#%^&*-]{20,300})[\"']"
            r"|\b(?:jwt|jws|signing)(?:__|:|\.)(?:key|secret|signing_?key)[\"']?\s*[:=]\s*"
            r"[\"']?(?P<d>(?=[^\"'\s]{0,300}\d)(?=[^\"'\s]{0,300}[A-Za-z])[\w+/=.~!@#%^&*-]{20,300})"
        ),
    ),
    (
        # WordPress: define( 'AUTH_KEY', '...' ), define( 'NONCE_SALT', '...' )
        "password",
        re.compile(
            r"\bdefine\(\s*[\"'][A-Z_]{0,30}_(?:KEY|SALT)[\"']\s*,\s*[\"']"
            r"(?P<s>(?=[^\s\"']{0,200}[A-Za-z])(?=[^\s\"']{0,200}[\d!@#$%^&*()\[\]{}|~<>?])"
            r"[^\s\"']{16,200})[\"']\s*\)"
        ),
    ),
    (
        "api_token",
        re.compile(
            rf"[(,]\s*[\"'](?:{_KEY_ID})[\"']\s*,\s*[\"'](?!(?:{_KEY_ID})[\"'])"
            rf"(?P<s>{_RANDOM})[\"']"
        ),
    ),
    (
        # sqlplus system/X@//host:1521/DB, rman target sys/X@prod, sqlplus sys/X as sysdba
        "password",
        re.compile(
            r"(?i)\b(?:sqlplus|rman(?:\s+target)?|expdp|impdp|sqlldr|dgmgrl)(?:\.exe)?"
            r"(?:\s+-[a-z]+)*\s+[\"']?[\w$#.]{1,30}/(?P<s>[^\s@/\"']{3,64})"
            r"(?=@|[\"']?\s+as\s+sys\w+)"
        ),
    ),
    (
        # cat /etc/openvpn/auth.txt: a line with the user, a line with the password
        "password",
        re.compile(
            r"(?im)^[ \t]*(?:[$#%>][ \t]+)?(?:sudo[ \t]+)?cat[ \t]+\S{0,80}?"
            r"(?:auth|cred|login|pass|secret)[\w.-]{0,40}[ \t]*\r?\n"
            r"[ \t]*[^\s:]{1,64}[ \t]*\r?\n"
            rf"[ \t]*(?P<s>{PASSWORD_LIKE})[ \t]*\r?$"
        ),
    ),
    (
        # "metamask export: 0x...", "private key of the deployer (do not share) 0x..."
        "private_key",
        re.compile(
            r"(?i)\b(?:private[ _-]?key|priv[ _-]?key|metamask\s+(?:export|key)|wallet\s+export"
            r"|export(?:ed)?\s+(?:the\s+|my\s+)?(?:private\s+|wallet\s+|account\s+)?key)\b"
            r"(?P<named>[^\n]{0,60}?)(?<![\w])(?P<s>0x[0-9a-fA-F]{64})(?![0-9a-zA-Z])"
        ),
    ),
    (
        # "Can't scan the QR code? Enter this key: ejrw uj7a kbbm 5yyv ..."
        "totp_seed",
        re.compile(
            r"(?i)\b(?:scan|qr|authenticator|2fa|two-factor|totp|mfa)\b[^\n]{0,80}?"
            r"\b(?:enter|type|use|add)\s+(?:this|the(?:\s+following)?)\s+(?:setup\s+|secret\s+)?"
            rf"(?:key|code|secret)\b(?:\s+manually)?\s*[:=]?\s*(?P<s>{_BASE32_GROUPS})"
        ),
    ),
    (
        # Google's setup key as its page prints it, 4-8 lower-case groups of four, after a
        # clause that names the authenticator or the QR code and a colon ("Google gave me this
        # key instead of the QR code: ilur krfi 5p74 ...", probe 32)
        "totp_seed",
        re.compile(
            r"(?i)\b(?:qr|authenticator|authy|2fa|two-factor|totp|mfa|otp|google)\b"
            r"(?![^\n:=]{0,80}?\b(?:fingerprint|hash|checksum|id|sha\d*|md5)\b)[^\n:=]{0,80}?"
            # (a letter past "f": hex groups are a fingerprint's, "3a5c 7e2b 4d6f 2a4c")
            r"[:=][ \t]*(?P<s>(?-i:(?=[a-z2-7 ]{0,40}[g-z])[a-z2-7]{4}(?: [a-z2-7]{4}){3,7}))"
            r"(?![\w-])"
        ),
    ),
    (
        "totp_seed",
        re.compile(
            rf"(?i)(?<!\w)(?:{_SEED_NAME})\b(?P<named>[^\n:=]{{0,40}}?)"
            r"(?:[:=\uff1a]|\s(?:is|was|lautet|ist|es|est))\s*"
            rf"(?P<s>(?-i:[A-Z2-7]{{16,64}})(?![\w=])|{_BASE32_GROUPS})"
            # ("TOTP secret is RFC6238 compliant", "2FA secret is BASE32STRING in the schema")
            r"(?=[ \t]*(?:[.,;)!?]|$|\n))"
        ),
    ),
]

# What names a transaction, a block or an address between a key's name and a hex value, or
# a key's id or fingerprint rather than the key.
_NOT_THE_KEY = re.compile(
    r"(?i)\b(?:tx|txn|txid|transactions?|hash\w*|block|address|public|contract|id|fingerprint"
    r"|keccak\w*|sha\d*|deriv\w*|signature|signed|sig)\b"
)
_DIGITS_32 = re.compile(r"[2-7]")
_OBJECT = re.compile(r"\{[^{}]{0,4000}\}")
_KTY = re.compile(r"[\"']kty[\"']\s*:")
_PRIVATE_MEMBER = re.compile(
    r"[\"'](?:d|p|q|dp|dq|qi|k)[\"']\s*:\s*[\"'](?P<s>[A-Za-z0-9_-]{16,1000})[\"']"
)


_FLAG_WORDS = frozenset(
    ["true", "false", "yes", "no", "none", "null", "disabled", "enabled", "required", "optional",
     "changeme", "secret", "password", "unset", "empty", "default"]
)  # fmt: skip


def _worth(kind: str, value: str) -> bool:
    """A setup key holds two of base32's digits and is no run of words ("have some more
    ...")."""
    if kind == "password" and value.lower() in _FLAG_WORDS:
        return False
    if kind == "totp_seed":
        return len(_DIGITS_32.findall(value)) >= (2 if " " in value or "-" in value else 1) and (
            not all(w.lower() in common_words() for w in re.split(r"[ -]", value))
        )
    return True


# An SNMP client's command (snmpd's "-c" names its config file) and its secret options: the
# v1/v2c community (never the default "public" / "private", nor a path) and v3's
# authentication and privacy pass phrases.
_SNMP_COMMAND = re.compile(
    r"(?i)\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|delta|df|netstat|status|test"
    r"|trap|inform|check)\b[^\n;|&]{0,300}"
)
_SNMP_SECRET = re.compile(
    r"(?<=\s)-[cAX][ \t]*[\"']?(?!(?i:public|private)\b)(?P<s>[^\s\"'/.$-][^\s\"']{2,63})"
)


def snmp_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    if "snmp" not in text.lower():
        return
    for command in _SNMP_COMMAND.finditer(text):
        for m in _SNMP_SECRET.finditer(text, command.start(), command.end()):
            yield "password", m.start("s"), m.end("s")


def private_jwk_members(text: str) -> Iterator[tuple[str, int, int]]:
    """The private members of a JSON Web Key: an object with "kty" and a "d" (EC, OKP, RSA),
    RSA's primes and exponents, or an octet key's "k"."""
    if "kty" not in text:
        return
    for obj in _OBJECT.finditer(text):
        if _KTY.search(obj.group()):
            for m in _PRIVATE_MEMBER.finditer(text, obj.start(), obj.end()):
                yield "private_key", m.start("s"), m.end("s")


_CONFIG_GATE = PatternGate(CONFIG_PATTERNS)


def config_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _CONFIG_GATE.rules_for(text):
        for m in pattern.finditer(text):
            if "named" in pattern.groupindex and _NOT_THE_KEY.search(m.group("named") or ""):
                continue  # "private key signed tx 0x...", "2FA-Schlüssel-ID: ..."
            group = next(g for g in "sd" if g in pattern.groupindex and m.group(g))
            if _worth(kind, m.group(group)):
                yield kind, m.start(group), m.end(group)
    yield from private_jwk_members(text)
    yield from snmp_secrets(text)
    yield from typed_values(text)
    yield from named_values(text)  # (a name field, then its value: `secret_pairs`)


# A structured memory that names its kind in one field and holds the value in another:
# {"type": "door_code", "location": "...", "value": "3921"} (held-out privacy probe 86)
_OBJECT = re.compile(r"\{[^{}]{10,600}\}")
_TYPED = re.compile(
    r"(?i)[\"']?(?:type|kind|category|label)[\"']?\s*:\s*[\"']?(?P<what>[\w -]{0,20}?(?:code|pin"
    r"|password|passcode|passphrase|secret|token|combination|combo"
    # ({"kind": "credential", "service": "...", "value": "..."}: held-out privacy probe 94)
    r"|credentials?|login|api[ _-]?key|access[ _-]?key)(?:[\w -]{0,10}))[\"']?"
)
_VALUE = re.compile(
    r"(?i)[\"'](?:value|secret|code|pin|password)[\"']\s*:\s*[\"'](?P<s>[^\"'\n]{3,100})[\"']"
)
_LOGIN_KIND = re.compile(r"(?i)credential|login|password|passphrase")
_NOT_SECRET_KIND = re.compile(
    r"(?i)zip|postal|post|area|country|promo|discount|error|status|qr|bar|hint|rotation|policy"
    r"|reset|expir|rule|reminder|format"
)


# A member of a one-line object whose key says it holds a code: {"lock_id": "LK-88213",
# "admin_pin": "915537", "timezone": ...} (privacy probe 204). The line rules want the
# setting alone on its line; here the quoted key and the object's "," or "}" frame the value.
_CODE_MEMBER = re.compile(
    rf"(?i)[\"']{CODE_SETTING}[\"']\s{{0,3}}:\s{{0,3}}[\"']?"
    r"(?!(\d)\1{3,}(?!\d))(?!(?:19|20)\d\d[\"',}])(?P<s>\d{4,8})[\"']?\s{0,3}[,}]"
)
# (an object about a country's dialling: {"country": "Australia", "access_code": "0011", ...})
_DIALLING = re.compile(
    r"(?i)[\"'](?:country|dial\w*|phone|calling|prefix|idd|carrier|operator|network)[\w]*[\"']\s{0,3}:"
)


def typed_values(text: str) -> Iterator[tuple[str, int, int]]:
    if "{" not in text:
        return
    for obj in _OBJECT.finditer(text):
        if not _DIALLING.search(obj.group()):
            for member in _CODE_MEMBER.finditer(obj.group()):
                yield "access_code", obj.start() + member.start("s"), obj.start() + member.end("s")
        typed = _TYPED.search(obj.group())
        if typed is None or _NOT_SECRET_KIND.search(typed.group("what")):
            continue
        kind = "password" if _LOGIN_KIND.search(typed.group("what")) else "access_code"
        for value in _VALUE.finditer(obj.group()):
            if kind == "password" and any(c.isspace() for c in value.group("s")):
                continue  # a login's value is one token: "ask Marta" is where to find it
            yield kind, obj.start() + value.start("s"), obj.start() + value.end("s")
