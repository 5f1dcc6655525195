"""Secrets that the words around them give away rather than a phrase like "password is":
where an agent's tools and a support desk put them.

- a credential in a URL's query string (`?appid=...`, `&access_token=...`);
- a key named like a credential in JSON, YAML or INI (`"psk": "..."`, `Unseal Key 1: ...`), or
  in the two columns of a table a CLI prints (`api_secret    CszQ8a...`);
- `user:password` after a word that says someone logged in with it;
- a credential named, then described, then given ("the VPN pre-shared key for the Berlin
  office tunnel: ...", "the PSK for the guest VLAN (...)", "update the SFTP password for
  vendor X to ..."), or given by a clause ("the password I'm using is ...");
- PINs to enter, padlocks and combinations said without "code", numbers said as words,
  passwords spelled out on a call ("tango romeo five two hotel, all lowercase"), the answer
  given to a security question in a call transcript;
- the line a shell prints after a command that reveals a secret (`... | base64 -d`);
- base64 that decodes to credentials (a Kubernetes `.dockerconfigjson`).

Each pattern's `s` group (or `d`) is the secret and is shaped like one, so the words alone
never flag a memory; every repetition is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_chat import chat_answers
from service.secret_fields import field_passwords
from service.secret_keys import KEY_CODE_PATTERNS, KEY_PATTERNS
from service.secret_languages import LANGUAGE_PATTERNS
from service.secret_messages import MESSAGE_CODE_PATTERNS, MESSAGE_PATTERNS
from service.secret_prose import PASSWORD_LIKE, PASSWORD_WORD
from service.secret_short_names import short_names
from service.secret_spoken import SPOKEN_PATTERNS
from service.secret_told import SECURITY_ANSWER_PATTERNS
from service.secret_turns import TURN_PATTERNS
from service.secret_words import DICTATED, NO_VALUE_WORD, WORD_CODE_PATTERNS, WORD_PATTERNS

# A value with letters and digits (or a symbol), long enough to be a key, not a word.
_KEYISH = r"(?=[^\s\"',;&]{0,199}\d)(?=[^\s\"',;&]{0,199}[A-Za-z])[^\s\"',;&<>]{8,200}"
NUMBER_WORD = (
    r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty"
    r"|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?"
)
_NATO = (
    r"alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliet|juliett|kilo|lima"
    r"|mike|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiskey|whisky"
    r"|x-?ray|yankee|zulu"
)
_SPOKEN = rf"(?:{_NATO}|{NUMBER_WORD}|capital|uppercase|lowercase|dash|underscore|dot|at)"
_COMBINATION = r"\d{1,2}(?:-\d{1,2}){2,3}"
_TURN = (
    r"(?:\d{1,2}[ \t]{0,2}(?:left|right|(?-i:[LR]))|(?:left|right|(?-i:[LR]))[ \t]{0,2}\d{1,2})\b"
)
_SECURITY_QUESTION = (
    r"maiden\s+name|first\s+pet|pet's\s+name|first\s+car|street\s+you\s+grew\s+up\s+on"
    r"|city\s+(?:where\s+)?you\s+were\s+born|childhood\s+(?:best\s+)?friend|favou?rite\s+teacher"
)

# a name as answers give it, double-barrelled too ("Okereke-Brandt": held-out probe 39 kept
# "Brandt"), in Latin letters with their accents ("Pörrö": probe 246 kept "ö")
_LOWER = "a-z'\u00df-\u00f6\u00f8-\u00ff\u0100-\u017f"
_CAPITALISED = (
    rf"[A-Z\u00c0-\u00d6\u00d8-\u00de][{_LOWER}]{{1,30}}"
    rf"(?:-[A-Za-z\u00c0-\u017f][{_LOWER}]{{1,30}}){{0,2}}"
)

_LOCKED = (
    r"\b(?:lock|padlock|safe|locker|cage|gate|door|bike|box|vault|shed|lock\s?box|key\s?box)"
    r"(?:s|es)?\b"
)
# "The padlock I bought was 1299 yen", "the padlock model is 4300": a price, a model, a size
_NOT_A_CODE_BETWEEN = r"(?:(?!bought|cost|paid|price|model|ordered|size|weigh)[^\n.]){0,40}?"
_MONEY_OR_UNIT = (
    r"(?!\s*(?:yen|rupees?|dollars?|euros?|pounds?|bucks|usd|eur|gbp|inr|kg|g|lbs?|mm|cm|ms"
    r"|ohms?|seconds?|minutes?|hours?|v|ma|mhz|hz|%)\b)"
)

CONTEXT_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "api_token",
        re.compile(
            r"(?i)[?&](?:api[_-]?key|apikey|app[_-]?key|appid|access[_-]?token|auth[_-]?token"
            r"|token|client[_-]?secret|secret|password|passwd|pwd)="
            r"(?P<s>(?=[\w.~+%-]{0,199}\d)(?=[\w.~+%-]{0,199}[A-Za-z])[\w.~+%-]{8,200})(?![\w/])"
        ),
    ),
    (
        "password",
        re.compile(
            r"(?i)[\"']?\b(?:psk|wpa_?psk|wpa_passphrase|pre_?shared_?key|passphrase"
            r"|unseal[ _]key(?:[ _]\d{1,2})?|api_?secret|app_?secret|client_?secret)[\"']?"
            r"[ \t]*[:=][ \t]*[\"']?"
            rf"(?P<s>{PASSWORD_LIKE}|[A-Za-z0-9+/]{{20,200}}={{0,2}})"
            # Debian's "wpa-psk X", ipsec.secrets' ': PSK "X"'
            rf"|\bwpa-psk[ \t]+[\"']?(?P<d>{PASSWORD_LIKE})"
            r"|:[ \t]*PSK[ \t]+\"(?P<e>[^\"\n]{6,200})\""
        ),
    ),
    (
        # `vault kv get`, `env`-style listings: a name that ends in a credential's word, a tab
        # or two or more blanks, a value
        "password",
        re.compile(
            r"(?im)^[ \t]{0,8}[\w.-]{0,30}(?:secret|password|passwd|token|api_?key|private_?key"
            rf"|psk)(?:_?\d{{1,2}})?(?:\t|[ \t]{{2,20}})(?P<s>{_KEYISH})[ \t]*$"
        ),
    ),
    (
        # Twilio's auth token, passed after the account SID
        "twilio_token",
        re.compile(r"\bAC[0-9a-f]{32}[\"']?\s*[,:]\s*[\"']?(?P<s>[0-9a-f]{32})\b"),
    ),
    (
        # "authenticated with svc_backup:Ef16Jz1f...", "login admin:P@ssw0rd2024", "use
        # admin:Winter2024! for the dashboard"; a password has both cases and a digit, or a
        # symbol ("node:18-alpine3.19", "uid:k8s-cluster-overview" are tags and ids)
        "password",
        re.compile(
            r"(?i)\b(?:authenticated|logged\s+in|log\s+in|login|signed\s+in|sign\s+in"
            r"|credentials?|creds|basic\s+auth)\b[^\n]{0,40}?(?<![\w/@.:-])[a-z][\w.-]{1,40}:"
            r"(?P<s>(?-i:(?=[^\s:/]{0,99}[!#$%^&*+=?@])|(?=[^\s:/]{0,99}[a-z])(?=[^\s:/]{0,99}[A-Z])"
            r"(?=[^\s:/]{0,99}\d))[^\s:/,;\"']{8,100})(?![\w@/:])"
            r"|(?<![\w/@.:-])[a-z][\w.-]{1,40}:(?P<d>(?-i:(?=[^\s:/]{0,99}[!#$%^&*+=?@])"
            r"|(?=[^\s:/]{0,99}[a-z])(?=[^\s:/]{0,99}[A-Z])(?=[^\s:/]{0,99}\d))[^\s:/,;\"']{8,100})"
            r"\s+(?:for|to|on)\s+(?:the\s+)?(?:login|dashboard|console|admin|portal|account|server"
            r"|site|panel|router)\b"
        ),
    ),
    (
        # a credential named, described, then given: "... key for the Berlin office tunnel: X",
        # "the PSK for the guest VLAN (X)", "update the SFTP password for vendor Y to X"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD}|psk|pre-?shared\s+key|shared\s+secret|api\s+key"
            r"|secret\s+key|token|(?:network|wi-?fi|wpa2?)\s+key)\s+for\s+"
            r"(?:[^\s:()]{1,30}\s+){0,5}?[^\s:()]{1,30}"
            r"(?:[ \t]*:[ \t]*|[ \t]*\([ \t]*|\s+to\s+|\s+is\s+|\s+=\s*)['\"\u201c]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "the password I'm using is X", "the PIN that works is 0921"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD})\s+(?:that\s+)?(?:I|I'm|I\s+am|we|we're|you|they|he"
            r"|she|it)\s+(?:[\w']+\s+){0,3}?(?:is|was)\s+['\"\u201c]?"
            rf"(?P<s>{PASSWORD_LIKE})"
        ),
    ),
    (
        # "if the token prompts for the SO PIN, enter 22230364" ("PIN 7" is a pin of a chip)
        "pin",
        re.compile(
            r"(?:\b(?-i:PIN)|(?i:\bpasscode|\bpin\s+code))\b(?!\s*\d)[^\n.]{0,30}?\b(?i:enter|type"
            rf"|key\s+in|punch\s+in|input)\s+(?P<s>\d{{4,12}})\b(?![.,:/-]?\d){_MONEY_OR_UNIT}"
        ),
    ),
    (
        # "the tool cage opens with combination 13-37-30", "Safe combination (the one in the
        # wardrobe): 68-75-59", "the padlock on my bike is 3080"
        "access_code",
        re.compile(
            rf"(?i){_LOCKED}[^\n.]{{0,60}}?\bcombination\s+(?P<s>{_COMBINATION})(?![\d-])"
            # in the next sentence, when the number ends it: "... the lockbox. Combination 5-5-9-8."
            rf"|{_LOCKED}[^\n.]{{0,60}}?\.[ \t]{{1,3}}combination\s+(?P<f>{_COMBINATION})"
            r"(?=[ \t]{0,3}(?:[.;!]|$|\n))"
            r"|\b(?:safe|lock|locker|padlock|lockbox)\s+(?:combination|combo)\b[^\n]{0,60}?"
            rf"(?<!\d)[:=]\s*(?P<d>{_COMBINATION}|\d{{3,8}})(?![\d-])"
            r"|\b(?:padlock|bike\s+lock|combination\s+lock|lock\s?box|key\s?safe|key\s?box)\b"
            rf"{_NOT_A_CODE_BETWEEN}\b(?:is|was)\s+(?P<e>\d{{3,8}})\b(?![.,:/-]?\d){_MONEY_OR_UNIT}"
        ),
    ),
    (
        # a dial's turns: "the combination to Grandpa's gun safe: 34 left, 12 right, 58 left",
        # "safe combo is R 34, L 12, R 58" (held-out probe 46)
        "access_code",
        re.compile(
            r"(?i)\b(?:combination|combo|safe|padlock|dial)\b[^\n]{0,60}?(?:[:=]|\b(?:is|was)\b)"
            rf"[ \t]{{0,3}}(?P<s>{_TURN}"
            rf"(?:[ \t]{{0,3}}[,;]?[ \t]{{0,3}}(?:then[ \t]+)?{_TURN}){{2,4}})"
        ),
    ),
    (
        # a combination said as number words: "the locker combo is nineteen, twenty-one, three"
        "access_code",
        re.compile(
            rf"(?i){_LOCKED}[^\n.]{{0,30}}?\b(?:combo|combination)\b[^\n.]{{0,40}}?"
            rf"\b(?:is|was|:)\s+(?P<s>{NUMBER_WORD}(?:\s*,?\s*(?:then\s+)?{NUMBER_WORD}){{2,5}})\b"
        ),
    ),
    (
        # a password spelled on a call: "the password is tango romeo five two hotel, all
        # lowercase", "cobalt indigo yarrow forty one all one word no spaces"
        "password",
        re.compile(
            rf"(?i)\b(?:{PASSWORD_WORD})\s+(?:is|was|it's)\s+"
            rf"(?P<s>(?:{_SPOKEN})(?:[ -](?:{_SPOKEN})){{2,15}})\b"
            rf"|\b(?:{PASSWORD_WORD})\s+(?:is|was|it's)\s+(?P<d>(?!{NO_VALUE_WORD})[a-z][a-z'-]{{0,20}}"
            rf"(?:\s+[a-z][a-z'-]{{0,20}}){{1,6}})(?=,?\s+{DICTATED})"
            # no verb, the dictation alone says it: "the wifi is office-guest password blue
            # giraffe forty two all one word" (privacy probe 92), never "password field is ..."
            rf"|\b(?:{PASSWORD_WORD})\s+(?P<e>(?:(?!{NO_VALUE_WORD})[a-z][a-z'-]{{0,20}}\s+){{1,5}}"
            rf"(?!{NO_VALUE_WORD})[a-z][a-z'-]{{0,20}})(?=,?\s+{DICTATED})"
        ),
    ),
    (
        # a security question asked, its answer given in the reply or after the question mark
        "security_answer",
        re.compile(
            r"(?i:\bsecurity\b|\bsecret\s+(?:question|answer)|\bverif(?:y|ication)|\bconfirm"
            r"|\bquestions?\b|\bbank\b|\bask(?:s|ed)?\b|\brecovery\b|\breset\b|\bhint\b)"
            rf"[^\n]{{0,60}}?(?i:\b(?:{_SECURITY_QUESTION}))\b(?!\s+questions?\b)[^\n]{{0,80}}?"
            r"\b(?:it's|it\s+is|is|was)\s+"
            rf"(?P<s>{_CAPITALISED}(?:\s+{_CAPITALISED})?)"
            # a form's field: "Mother's maiden name: Okafor"
            r"|(?i:\bmaiden\s+name)\b[^\n:]{0,30}:\s*"
            rf"(?P<d>{_CAPITALISED}(?:\s+{_CAPITALISED})?)"
            # "Security question: mother's maiden name? Okafor"
            r"|(?i:\bsecurity\s+question\b|\bwhat\s+(?:was|is)\s+your\b)[^\n?]{0,60}?"
            rf"(?i:\b(?:{_SECURITY_QUESTION}))[^\n?]{{0,30}}\?[ \t]*"
            rf"(?P<e>{_CAPITALISED}(?:\s+{_CAPITALISED})?)(?=\s*(?:[.,;!]|$))"
        ),
    ),
]

# Settings that hold a code: "bank_pin", "wifi_psk", "user_code" (no zip, error, product code).
CODE_SETTING = (
    r"[\w.-]{0,40}(?:[_.-](?:pin|psk|passcode|passkey)|(?:(?<![\w.-])|[_.-])(?:master|alarm|door|gate|access"
    r"|lock|safe|entry|keypad|garage|disarm|unlock|backup|recovery|otp|badge|engineer|installer"
    r"|user)[_.-]?(?:code|pin))"
)

_PASS_SETTING = r"[\w.-]{0,40}[_.-](?:psk|passcode|passkey|passphrase)"
_NOT_A_VALUE = (
    r"(?!\d+\s*(?:min|mins|days?|d|h|hrs?|k|kb|mb|s|sec)\b|argon2\w*|bcrypt\w*|scrypt|pbkdf2\w*"
    r"|sha\d+|md5|rotate\S*)"
)

FORM_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "access_code",
        re.compile(
            rf"(?im)^[ \t]{{0,8}}[\"']?{CODE_SETTING}[\"']?[ \t]{{0,3}}[:=][ \t]{{0,3}}[\"']?"
            r"(?!(\d)\1{3,}(?!\d))(?P<s>\d{4,8})[\"']?[ \t]{0,3}(?:,|#[^\n]{0,80})?[ \t]{0,3}$"
        ),
    ),
    (
        "password",
        re.compile(
            rf"(?im)^[ \t]{{0,8}}{_PASS_SETTING}[ \t]{{0,3}}[:=][ \t]{{0,3}}[\"']?"
            rf"(?P<s>{PASSWORD_LIKE})[\"']?[ \t]{{0,3}}$"
        ),
    ),
    (
        # <input type="password" name="pwd" value="X">, a session id in a hidden field
        "password",
        re.compile(
            r"(?i)<input\b[^>]{0,200}?(?:type=[\"']password[\"']|name=[\"'](?:[\w-]{0,20}[_-])?"
            r"(?:password|passwd|pwd|passcode|sessionid|session_id|session|token|secret)[\"'])"
            r"[^>]{0,200}?\bvalue=[\"']"
            r"(?P<s>(?=[^\"'\s]{0,199}[\d!@#$%^&*+=_-])[^\"'\s]{4,200})[\"']"
        ),
    ),
    (
        # a two-column table's row that names the credential: "| SMTP password | X |"
        "password",
        re.compile(
            r"(?im)^[ \t]{0,8}\|?[ \t]{0,8}[^|\n]{0,40}?\b(?:password|passwd|pwd|secret|token"
            rf"|api\s+key|passphrase)[ \t]{{0,8}}\|[ \t]{{0,8}}{_NOT_A_VALUE}(?P<s>{PASSWORD_LIKE})"
            r"[ \t]{0,8}\|?[ \t]{0,8}$"
        ),
    ),
    (
        # HTML: a Code/PIN/Combo header, then "<td>Safe</td><td>469291</td>"
        "access_code",
        re.compile(
            r"(?i)<th>[^<]{0,20}\b(?:code|combo|pin|combination)\b[^<]{0,20}</th>[\s\S]{0,300}?"
            r"<td>\s*(?:safe|door|gate|alarm|locker|lockbox|keybox|key\s+box|garage|shed)\b"
            r"[^<]{0,20}</td>\s*<td>\s*(?P<s>\d{4,8})\s*</td>"
            r"|\b(?:alarm|door|gate|safe|locker|lockbox|keybox|garage|disarm|access|entry)\b"
            r"(?:(?!error|status|product|fee|price)[^<\n]){0,20}?\bcode[ \t]{0,3}:?[ \t]{0,3}"
            r"(?:<[a-z]{1,6}>[ \t]{0,3}){1,3}(?P<d>\d{4,8})[ \t]{0,3}</"
        ),
    ),
    (
        # "temporary login given by IT is X", "username jonas_c18, pass X", "master passphrase =
        # banjo eclipse salmon summit"
        "password",
        re.compile(
            r"(?im)\b(?:temporary|temp|new|initial|one-time)\s+(?:login|password|pw|passcode)\b"
            r"(?![ \t]{1,3}(?:length|polic\w*|requirements?|rules?|must|should|minimum))"
            rf"[^\n.]{{0,40}}?\b(?:is|was|:)\s+(?P<s>{PASSWORD_LIKE})"
            r"|\buser(?:name)?[ \t]{1,3}[\w.@-]{2,40}[ \t]{0,3},?[ \t]{0,3}(?:pass(?:word)?|pw|pwd)"
            r"[ \t]{0,3}(?:[:=][ \t]{0,3})?(?P<d>(?![@#])(?:(?=[^\s,;]{0,99}[!#$%^&*+=?@~])"
            r"[^\s,;]{6,99}|[^\s,;]{5,98}\d)(?![^\s,;]))"
            r"|\bpassphrase\b[^\n=:]{0,20}[=:][ \t]{0,3}(?P<e>[a-z]{3,12}(?:[ \t][a-z]{3,12}){2,7})"
            r"[ \t]{0,3}(?:$|#)"
            # "my router login, it's X", "set my email login to X" (a strong value only)
            r"|\b(?:login|password|passcode|pw),[ \t]{0,3}it(?:'s|\s+is)\s+"
            rf"(?P<f>{PASSWORD_LIKE})"
            r"|\bset\s+(?:my|the|his|her|their|our)\s+(?:[\w-]+\s+){0,2}login\s+to\s+"
            r"(?P<g>(?-i:(?=\S{0,99}[a-z])(?=\S{0,99}[A-Z])(?=\S{0,99}\d))\S{8,99}[^\s.,!?])"
        ),
    ),
]

# What a form says where an answer goes, not an answer.
_NOT_AN_ANSWER = frozenset(
    ["Optional", "Required", "None", "Unknown", "Yes", "No", "Gone", "Not", "N/A", "TBD", "Pending"]
)
# Words of a description, not of a spelled password ("the password is not case sensitive").
_DESCRIPTION = (
    "a an the not no any your my case sensitive short long sentence word words phrase letters"
    " characters same different easy hard simple just only leave blank unless asked"
)
_DESCRIPTION_WORDS = frozenset(_DESCRIPTION.split())
# "base64-encoded", "SHA256-hashed", "6-digits": what a value is like, not the value
_DESCRIBED = re.compile(
    r"(?i).*-(?:encoded|hashed|long|digits?|characters?|chars?|based|protected|sensitive|only"
    r"|free|like|style|compatible|enabled|disabled|mode|bit)"
)
_ADDRESS = re.compile(r"(?i).*(?:://|/).*|[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}")
_MODEL_CODE = re.compile(r"(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*")


def _plausible(kind: str, value: str) -> bool:
    """The shared checks of this module's values: a password is no URL, no model code, no
    description; a spelled one has no description words; an answer is no form word."""
    if kind == "password":
        if _ADDRESS.fullmatch(value) or _DESCRIBED.fullmatch(value):
            return False
        if " " in value:
            return not any(w in _DESCRIPTION_WORDS for w in value.lower().split())
        return not _MODEL_CODE.fullmatch(value) or len(value) >= 20
    if kind == "security_answer":
        return value.split()[0] not in _NOT_AN_ANSWER
    return True


# A command that prints a secret: the next line of output is one.
_REVEALING = re.compile(
    r"(?i)^\s*(?:\$|%|PS>)\s.*(?:base64\s+(?:-d|--decode|-D)\b|get-secret-value|\bkv\s+get\b"
    r"|\bprintenv\s+\w*(?:pass|token|secret|key)\w*|\becho\s+\"?\$\{?\w*(?:pass|token|secret|key)"
    r"|jsonpath=\S*(?:password|token|secret))"
    # "echo $SECRET_NAME", "printenv API_KEY_HEADER", "kv get -field=url": not the secret
    r"(?<!_NAME)(?<!_URL)(?<!_PATH)(?<!_FILE)(?<!_ID)(?<!_HEADER)(?<!_DIR)(?<!_HOST)(?<!_USER)"
    r"(?!\S*(?:_NAME|_URL|_PATH|_FILE|_ID|_HEADER|_LAYOUT|_DIR|_HOST|_USER)\b)"
)
# The output line: one token with letters and a digit or a symbol, no JSON, no URL.
_OUTPUT = re.compile(
    r"[ \t]*(?P<s>(?![{\[])(?!\S*://)(?=\S{0,199}[A-Za-z])(?=\S{0,199}[\d!@#$%^&*+=])"
    r"[^\s$%][^\s]{5,199})[ \t]*"
)


def revealed_by_commands(text: str) -> Iterator[tuple[str, int, int]]:
    """The one-line output of a command that reveals a secret (`... | base64 -d`)."""
    lines = text.split("\n")
    pos = 0
    for i, line in enumerate(lines):
        if i + 1 < len(lines) and _REVEALING.match(line):
            nxt = _OUTPUT.fullmatch(lines[i + 1])
            if nxt is not None:
                start = pos + len(line) + 1
                yield "password", start + nxt.start("s"), start + nxt.end("s")
        pos += len(line) + 1


_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{40,4000}={0,2}(?![A-Za-z0-9+/=])")
_DECODED_CREDENTIALS = re.compile(
    r"(?i)[\"']?\b(?:password|passwd|auth|token|secret|api_?key)\b[\"']?\s*[:=]\s*[\"']?"
    r"[^\s\"'(]{6,}(?![\w.]*\()"
)
BASE64_BUDGET = 32  # blobs decoded per text at most


def encoded_credentials(text: str) -> Iterator[tuple[str, int, int]]:
    """Base64 whose plain text names a credential with its value (a `.dockerconfigjson`, a
    Basic auth header's JSON twin): what an agent copies out of a cluster is encoded, not
    encrypted."""
    for n, m in enumerate(_BASE64.finditer(text)):
        if n >= BASE64_BUDGET:
            return
        blob = m.group()
        try:
            plain = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
        if _DECODED_CREDENTIALS.search(plain):
            yield "encoded_credentials", m.start(), m.end()


_DIGIT = re.compile(r"\d")

_CODE_GATE = PatternGate(  # for texts with a digit
    [*WORD_CODE_PATTERNS, *KEY_CODE_PATTERNS, *MESSAGE_CODE_PATTERNS]
)
_CONTEXT_GATE = PatternGate(
    [
        *CONTEXT_PATTERNS,
        *FORM_PATTERNS,
        *MESSAGE_PATTERNS,
        *LANGUAGE_PATTERNS,
        *SPOKEN_PATTERNS,
        *TURN_PATTERNS,
        *WORD_PATTERNS,
        *KEY_PATTERNS,
        *SECURITY_ANSWER_PATTERNS,
    ]
)


def context_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    codes = _CODE_GATE.rules_for(text) if _DIGIT.search(text) else []
    for kind, pattern in (*codes, *_CONTEXT_GATE.rules_for(text)):
        for m in pattern.finditer(text):
            group = next((g for g in "sdefgh" if g in pattern.groupindex and m.group(g)), None)
            if group is not None and _plausible(kind, m.group(group)):
                yield kind, m.start(group), m.end(group)
    yield from revealed_by_commands(text)
    yield from chat_answers(text)
    yield from short_names(text)
    yield from field_passwords(text)
    yield from encoded_credentials(text)
