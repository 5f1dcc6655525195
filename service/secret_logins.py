"""Passwords that the sentence around them gives away, where no "password is" stands before
the value. Each shape was a miss of held-out probe 32 (16 of its 31 misses and its partial
catch were passwords, passphrases or a changed PIN); each rule is written for the shape, not
the probe's words:

- a value after "it's", "is just" or "you type" in a clause about logging in, unlocking, a
  portal, an account or a VPN ("It's X for the school portal", "the thing you need to log
  into the printer web UI is just 'X'", "to unlock my old iPad you type X", "Work VPN? it's
  X"); never a user name, an address, a version or a product ("the username is just jen99",
  "it's Windows11 for the login kiosk");
- a qualifier set off by commas between a password's name and its verb ("the password, all
  lowercase, is X"): the value then may be letters only, if it is no common word;
- credentials listed as "what - value" after a heading ("Logins for mum's stuff: bank app -
  X, email - Y, facebook - Z"): every value, not the first;
- a short password name before a quoted or password-shaped value ("admin pass 'X'", "wifi key
  'orchid-velvet-banjo'", "Wireless Key: 7H4K-MP9Q-2ZXC");
- a passphrase of several words after "passphrase", "phrase" (where the sentence is about
  booting, a vault or a wallet), "master" (by a password manager) or "25th word", whole
  ("is orange tractor midnight", "mine is 'my cat eats blue spaghetti on tuesdays'");
- a password assembled from parts and restated ("'hunter' + the year + 'XQ' so hunter1988XQ");
- the Turkish "wifi şifresi de X" ("de": "and the wifi password, X"), a verb left out;
- a value changed after it was given ("PIN ... was 1357 but I changed it to 8642"):
  `changed_values`, read after the other rules, shaped like the first value.

Every value is shaped like a secret and every repetition is bounded: a scan stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from service.pattern_gate import PatternGate
from service.secret_chat import common_words
from service.secret_labels import shaped_like
from service.secret_prose import NOT_A_PASSWORD, NOT_A_VALUE, PASSWORD_LIKE, PASSWORD_WORD

# A password's shape: a letter and a digit or a mark, 6-64 characters, never an address, a
# URL, a handle, a version, a time or a quantity ("15-minutes", "10am"); "!" may end it.
_VALUE = (
    r"(?![\w.+-]{1,64}@)(?![A-Za-z][\w+.-]{0,20}://|www\.)(?!@)"
    r"(?!v?\d{1,4}(?:\.\d{1,4}){1,3}(?![!-~]))(?!\d[\d.,]{0,6}-?[A-Za-z]{1,12}(?![!-~]))"
    r"(?!(?i:iphone|ipad|ios|windows|win\d|ubuntu|macos|android|python|java|node|chrome|firefox"
    r"|office|excel|gpt|claude|gemini|llama|ps\d|xbox|galaxy|pixel|v\d|oauth|saml|ldap|https?"
    r"|ipv|wi-?fi|bluetooth|usb|hdmi|openvpn|wireguard|covid))(?![^\s,;\"'`]{0,40}\d\.\d)"
    # (nor a cipher or a standard: "network key: AES-256", "admin key: SHA-1")
    r"(?!(?i:aes|sha|rsa|wpa|wep|md5|tls|ssl|tkip|ccmp|des|ecdsa|ed25519)[\d-])"
    r"(?=[^\s,;\"'`]{0,63}[A-Za-z])(?=[^\s,;\"'`]{0,63}[\d!@#$%^&*])"
    r"[^\s,;\"'`]{5,63}[^\s,;\"'`.?:)]"
)
_QUOTED = r"[\"'\u201c\u2018\u00ab](?P<q>[^\s\"'\u201d\u2019\u00bb]{4,64})[\"'\u201d\u2019\u00bb]"

# -- a clause about logging in -------------------------------------------------------------

# What a password opens: a portal, a login, an account, a device unlocked
# (written as literals, so the pattern gate runs the rule only where one of them occurs)
_LOGIN = (
    r"portal|log(?:in|on|[ -]in|[ -]on)(?:to)?|sign(?:in|[ -]in)(?:to)?|unlock(?:s|ing)?|account"
    r"|vpn|web(?:ui|[ -]ui)|admin\s+(?:panel|page|console|ui)|intranet|webmail|wi(?:fi|-fi)"
)
_GIVES = (
    r"(?P<verb>it['\u2019]?s|it\s+is|is\s+(?:just|simply|literally|basically)"
    r"|you\s+(?:just\s+)?(?:type|enter|put\s+in)|just\s+(?:type|enter))"
)
# A word, a dash and a small number is a thing, not a password, in a clause about logging in
# ("unlock the achievement, it's Level-10 only", "it's COVID-19 rules for the login desk")
_A_THING = r"(?![A-Za-z]{2,12}-\d{1,3}(?![!-~]))"
_QUOTED_R = _QUOTED.replace("?P<q>", "?P<r>")
_IN_LOGIN = re.compile(
    # the clause names what it opens, then gives the value ("Work VPN? it's X")
    rf"(?i)\b(?:{_LOGIN})\b[^\n.!?;]{{0,60}}?(?:[?:,\u2014\u2013-][ \t]*)?\b{_GIVES}[ \t]+"
    rf"(?:{_QUOTED}|{_A_THING}(?P<s>{_VALUE}))(?![^\s,;.!?)])"
    # ... or gives it, then says what it opens ("It's X for the school portal")
    rf"|\b(?i:it['\u2019]?s|it\s+is)[ \t]+(?:{_QUOTED_R}|{_A_THING}(?P<d>{_VALUE}))"
    r"\s+(?i:for|to|on|at)\s+(?i:(?:the|my|our|your|his|her|their)[ \t]+)?"
    rf"(?:[\w'-]+[ \t]+){{0,3}}?(?i:{_LOGIN})\b"
)
# ... but not a user name, an address or a link given that way ("the username is just jen99")
_NAMES_AN_ACCOUNT = re.compile(
    r"(?i)\b(?:user\s?-?name|user|login\s+name|e-?mail|id|handle|number|address|url|link"
    r"|server|host|ip|domain|name|network|ssid|wi-?fi|account|profile|plan)\W{0,3}$"
)
_AS_AN_ACCOUNT = re.compile(
    r"(?i)[ \t]+(?:as|for)[ \t]+(?:the[ \t]+|your[ \t]+)?(?:user|e-?mail|login\s+name)"
)

# -- a qualifier between the name and the verb ---------------------------------------------

_QUALIFIED = re.compile(  # (no "pw": the gate would run it wherever "is" occurs)
    rf"(?i)\b(?:{PASSWORD_WORD})\b[ \t]{{0,3}},[ \t]{{0,3}}"
    rf"(?:[^\W\d][\w'-]{{0,15}}[ \t]{{0,3}}){{1,4}}"
    # (", is " as one literal: the gate runs the rule only where it occurs)
    rf"(?:, is|, was|, 's|,is|,was)[ \t]{{1,3}}(?:just[ \t]+)?"
    rf"(?:{_QUOTED}|(?P<s>{_VALUE})|(?P<w>[A-Za-z]{{6,40}}))"
    r"(?![^\s,;.!?)])"
)

# -- credential lists ----------------------------------------------------------------------

_HEADING = re.compile(
    r"(?i)\b(?:logins?|log-?ins|passwords|passwds|pws|pwds|creds|credentials|passw\u00f6rter"
    r"|contrase\u00f1as|senhas|mots\s+de\s+passe|wachtwoorden|has\u0142a)\b[^\n:]{0,40}:"
)
_ITEM = re.compile(
    r"[ \t]*(?:[-*\u2022][ \t]*)?(?P<n>[^\W\d][^\n,;:=\u2013\u2014-]{0,29}?)[ \t]*"
    r"(?:-|\u2013|\u2014|:|=)"
    rf"[ \t]*(?:{_QUOTED}|(?P<s>{_VALUE}))(?=[ \t]{{0,3}}(?:[,;\n]|$|\.(?:\s|$)))"
)
_ITEM_GAP = re.compile(r"[ \t]{0,3}[,;\n][ \t]{0,3}")
# ... never a policy's setting or the account's own name ("user - jdoe42", "length - 12")
_POLICY = re.compile(
    r"(?i)\b(?:length|min\w*|max\w*|expir\w*|rotation|history|age|policy|complexity|attempts"
    r"|lockout|reset|count|total|user(?:\s?name)?|login|user\s?id|id|handle|role|host|server"
    r"|url|port|account\s+(?:name|number|no))\b"
)
MAX_ITEMS = 16

# -- short names -----------------------------------------------------------------------------

_SHORT_NAME = re.compile(
    r"(?i)\b(?:admin|root|router|wi-?fi|wlan|user|login|account|e-?mail|bank|vpn)[ \t]+"
    rf"(?:pass|pw|pwd|key)\b[ \t]{{0,3}}[:=]?[ \t]{{0,3}}(?:{_QUOTED}|(?P<s>{_VALUE}))"
    r"(?![^\s,;.!?)])"
    r"|\b(?i:wireless|wlan|wpa2?|wi-?fi|network)[ \t]+(?i:key|passkey)[ \t]{0,3}"
    r"(?::|=|\bis\b)[ \t]{0,3}"
    r"(?!(?i:aes|sha|rsa|wpa|wep|tkip|ccmp)[\d-])(?P<d>(?=[A-Za-z0-9-]{0,40}\d)(?=[A-Za-z0-9-]{0,40}[A-Za-z])[A-Za-z0-9]{3,8}(?:-[A-Za-z0-9]{3,8}){1,5})"
    r"(?![\w-])"
)

# -- passphrases -----------------------------------------------------------------------------

_PHRASE_NAME = (
    r"(?P<name>pass\s?-?phrase|(?:encryption|secret|boot|unlock|disk|vault|master|wallet)"
    r"[ \t]+(?:pass[ \t]?)?phrase|(?:25|13)th[ \t]+word|master[ \t]+(?:password|pass|pw)"
    r"|(?P<weak>phrase|master))\b"
)
# (a word after the name that makes it a rule, a tool or a screen: "the passphrase approach is
# better than passwords", "the passphrase prompt is annoying")
_ABOUT_IT = (
    r"(?![ \t]+(?:polic|requirement|rule|length|manager|approach|idea|feature|option|field|prompt"
    r"|generator|strength|entropy|hint|reset|check|box|screen|dialog|format|branch|plan|class"
    r"|bedroom|degree|copy|list|key)\w*)"
)
# (the sentence says what a bare "phrase" or "master" opens)
_OPENS = re.compile(
    r"(?i)\b(?:boot\w*|unlock\w*|encrypt\w*|decrypt\w*|bitlocker|veracrypt|luks|vault|1password"
    r"|bitwarden|lastpass|keepass\w*|dashlane|password\s+manager|wallet|ledger|trezor|log\s?in"
    r"|sign\s?in)\b"
)
_PHRASE = re.compile(
    rf"(?i)\b{_PHRASE_NAME}{_ABOUT_IT}"
    r"(?:[ \t]+(?:\([^)\n]{0,60}\)|[^\s\d.,;:!?()]{1,20})){0,8}?"
    r"(?:[ \t]{0,3}(?P<verb>:|=|\bis\b|\bwas\b|\bto\b)|[ \t]{0,3},[ \t]{0,3}"
    r"(?:mine|ours|his|hers|theirs|yours)[ \t]{1,3}(?:is|was)\b)[ \t]{0,3}"
    r"(?:[\"'\u201c\u2018\u00ab](?P<q>[^\"'\u201d\u2019\u00bb\n]{6,100})[\"'\u201d\u2019\u00bb]"
    r"|(?P<j>(?-i:[a-z]{2,14}(?:[-_][a-z0-9]{2,14}){2,9}|[A-Z][a-z]{1,13}(?:[-_][A-Z][a-z]{1,13}){2,9}))"
    r"(?![\w-])"
    r"|(?P<w>(?-i:[a-z]{2,15}(?:[ ][a-z]{2,15}){2,7}|[A-Z][a-z]{1,14}(?:[ ][A-Z][a-z]{1,14}){2,7}"
    r"|[A-Z]{2,15}(?:[ ][A-Z]{2,15}){2,7}))"
    r"(?=[ \t]{0,3}(?:$|\n|[.,;!?)]|[ \t][\u2014\u2013-][ \t])))"
)
_CHANGED_BEFORE = re.compile(r"(?i)\b(?:set|changed?|reset|updated?|switched)\b")
_NUMBER_WORDS = frozenset(
    [
        *("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
        *("twelve", "several", "some", "many", "random", "few", "words", "word", "long"),
        *("short", "different"),
    ]
)
# Words of a sentence, not of a passphrase written bare (NOT_A_PASSWORD has the rest): a
# quoted passphrase may hold them ("'my cat eats blue spaghetti on tuesdays'")
_SENTENCE_WORDS = frozenset(
    [
        *("than", "then", "more", "less", "better", "worse", "because", "if", "when", "can"),
        *("should", "must", "will", "would", "could", "may", "might", "do", "does", "did"),
        *("has", "have", "had", "be", "are", "were", "is", "was", "as", "by", "from", "into"),
        *("about", "over", "like", "and", "or", "but", "you", "we", "they", "i", "it", "he"),
        *("she", "them", "us", "me"),
    ]
)

# -- assembled, Turkish ------------------------------------------------------------------------

_ASSEMBLED = re.compile(
    # (" + " as one literal, for the gate)
    rf"(?i)\b(?:{PASSWORD_WORD}|pw|pwd)\b[^\n]{{0,80}}? \+ [^\n]{{0,80}}?"
    r"(?:\bso\b|\bi\.?e\.?|=|\bwhich\s+(?:makes|gives|is)\b|\bmaking\b|\bgiving\b|\bthat'?s\b|->|\u2192)"
    r"[ \t]{0,3}[:,]?[ \t]{0,3}[\"'`]?"
    rf"(?P<s>{_VALUE})"
)
_TURKISH = re.compile(
    r"(?i)(?:\u015fifre\w{0,4}|parola\w{0,3})[ \t]+(?:de|da|ise)[ \t]+"
    rf"(?P<s>{_VALUE})(?=[ \t]{{0,3}}(?:$|\n|[.,;!?]))"
)

_A_WORD = re.compile(r"[A-Za-z]+")
# An account and its password on one line, as a dump or a note lists them ("Amazon ->
# marcus.p@fastmail.com : Drizzle88Vortex", held-out probe 44); never "git@github.com:org/x"
# (a path) or a port
_ACCOUNT_PAIR = re.compile(
    r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}[ \t]{0,3}[:|][ \t]{0,3}"
    r"(?P<s>(?=[^\s\"'`,;/]{0,63}\d)(?=[^\s\"'`,;/]{0,63}[A-Za-z])[^\s\"'`,;/@.]"
    r"[^\s\"'`,;/@]{4,62}[^\s\"'`,;/@.!?])(?![^\s\"'`,;])"
)


def _a_word(value: str, not_values: frozenset[str]) -> bool:
    """A single word that says something rather than being a password: a status word or a
    common English word ("expired", "enter", "required")."""
    word = value.lower()
    return bool(_A_WORD.fullmatch(value)) and (word in not_values or word in common_words())


# Where it is written, then what it is: "the passphrase is written on the fridge but it's
# otter-lantern-83" (held-out probe 43); or the wrong one told, then the right one: "I gave
# you the wrong password earlier ... It's not what I said, it's Sunflower_22x!" (probe 44,
# a value with a symbol, as no word or version has)
_ITS_AFTER_ALL = re.compile(
    rf"(?i)\b(?:{PASSWORD_WORD})\b[^.\n]{{0,80}}?\b(?:but|and|though)[^\S\n]+"
    r"it(?:'s|\u2019s|[^\S\n]+is)[^\S\n]+(?:just[^\S\n]+|actually[^\S\n]+)?['\"\u201c]?"
    r"(?!\d+[- ]?(?:chars?|characters?|digits?|letters?|min|max)\b)"
    rf"(?P<s>(?-i:{PASSWORD_LIKE}))(?=[^\S\n]*(?:$|[.,;!?)\n]|[^\S\n]+(?:and|but|so|then)\b))"
    rf"|\bwrong[^\S\n]+(?:{PASSWORD_WORD})\b[^\n]{{0,120}}?\bit(?:'s|\u2019s|[^\S\n]+is)[^\S\n]+"
    r"(?!not\b)['\"\u201c]?(?P<d>(?=[^\s\"']{0,63}\d)(?=[^\s\"']{0,63}[!@#$%^&*_+=~?])"
    r"(?-i:[A-Za-z])[^\s\"'`,;]{4,62}[^\s\"'`,;.])"
)
_NO_YEAR = r"(?!(?:19[5-9]\d|20[0-4]\d)(?!\d))"  # a code is never a year
# A PIN told in a report of a call: "Dana's new debit card PIN \u2014 she first said 8305"
# (held-out probe 41)
_PIN_TOLD = re.compile(
    r"\b(?-i:PIN)\b(?![^\S\n]+(?i:pad|reset|entry|screen|prompt|change|lock))"
    r"[^.\n\d]{0,40}?\b(?i:said|says|told\s+(?:me|us)|gave(?:\s+me)?"
    r"|read(?:\s+out)?)[^\S\n]+(?:(?i:it\s+(?:was|is)|as)[^\S\n]+)?"
    rf"{_NO_YEAR}"
    r"(?P<s>\d{4,8})(?![\d.,:/-]?\d)"
    r"(?![^\S\n]+(?i:errors?|times|tries|attempts|days|hours|minutes|people|customers))"
)
# A lock set to a combination: "Set the hotel room safe to 3-1-8-8-5-0" (held-out probe 44)
_LOCK_SET = re.compile(
    r"(?i)\b(?:set|changed?|reset|program(?:med)?)[^\S\n]+(?:the[^\S\n]+|my[^\S\n]+|our[^\S\n]+)?"
    r"(?:[\w-]+[^\S\n]+){0,3}?(?:safe|lock|padlock|lockbox|key[^\S\n]?box|keypad|locker)"
    r"(?:[^\S\n]+(?:code|combination|combo))?[^\S\n]+to[^\S\n]+"
    rf"{_NO_YEAR}"
    r"(?P<s>\d{1,2}(?:-\d{1,2}){3,7}|\d{4,8})"
    r"(?![\d.,:/-]?\d)(?![^\S\n]*(?:%|degrees|\u00b0|[ap]\.?m\b|o'clock|minutes|seconds))"
)

# What an authenticator shows: "the authenticator is showing 3 9 1 0 5 7 right now" (held-out
# probe 45)
_SHOWN = re.compile(
    r"(?i)\b(?:authenticator|authy|2fa\s+app|otp\s+app|token\s+app)\b[^.\n\d]{0,20}?"
    r"\b(?:showing|shows|says|displays|gave|gives)[^\S\n]+"
    r"(?P<s>\d(?:[^\S\n]?\d){5,7}|\d{3}[^\S\n]\d{3})(?![\d.,:/-]?\d)"
)
# A device and its passcode, with no word for it: "Mom's iPad: 140322" (probe 45); four or six
# digits, never a year, a capacity or a size
_DEVICE = re.compile(
    r"(?i)\b(?:ipad|iphone|phone|laptop|tablet|macbook|kindle|ipod|android|galaxy\s+\w+)\b"
    r"(?:[^\S\n]+(?:passcode|code|pin|unlock))?[^\S\n]*:[^\S\n]*"
    rf"{_NO_YEAR}"
    r"(?P<s>\d{4}|\d{6})(?![\d.,:/-]?\d)"
    r"(?![^\S\n]*(?:gb|tb|mb|mah|px|in\b|inch|\"|mp|hz|x\d))"
)
# A lock's combination after it, its number perhaps between: "gym locker 212 \u2014 27-11-34";
# or what it opens with: "Der Tresor im B\u00fcro geht mit 3-8-1-6-4 auf" (probe 45)
_COMBINATION = re.compile(
    r"(?i)\b(?:locker|padlock|lock|safe|lockbox|tresor|schloss|coffre|cadenas|caja\s+fuerte"
    r"|candado|cassaforte|lucchetto|kluis)\b(?:[^\S\n]+(?:#|no\.?[^\S\n]*)?\d{1,4})?"
    r"(?:[^\S\n]*(?:[\u2014\u2013:]|-(?=\s))[^\S\n]*|[^.\n\d]{0,40}?\b(?:opens?[^\S\n]+with|geht[^\S\n]+mit"
    r"|\u00f6ffnet[^\S\n]+mit|s'ouvre[^\S\n]+avec|se[^\S\n]+abre[^\S\n]+con|si[^\S\n]+apre[^\S\n]+con)[^\S\n]+)"
    r"(?P<s>\d{1,2}(?:-\d{1,2}){2,5})(?![\d.,:/-]?\d)"
)

_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("password", _IN_LOGIN),
    ("password", _QUALIFIED),
    ("password", _SHORT_NAME),
    ("password", _PHRASE),
    ("password", _ASSEMBLED),
    ("password", _TURKISH),
    ("password", _HEADING),  # (a list under it is read by `_credential_list`)
    ("password", _ACCOUNT_PAIR),
    ("password", _ITS_AFTER_ALL),
    ("pin", _PIN_TOLD),
    ("access_code", _LOCK_SET),
    ("one_time_code", _SHOWN),
    ("password", _DEVICE),
    ("access_code", _COMBINATION),
]
_GATE = PatternGate(_RULES)
_WHERE = re.compile(
    r"(?i)(?:in|on|at|under|behind|inside|with|written|taped|stored|saved|kept|printed|hidden"
    r"|same|changed|reset|somewhere|see|ask|check|through|via|unknown|not|none)\b"
)


def _phrase(m: re.Match[str], text: str) -> tuple[int, int] | None:
    """The passphrase a `_PHRASE` match gives, or None where the sentence does not say what
    a bare "phrase" opens, "to" follows no "set", or the words describe the phrase."""
    group = next(g for g in "qjw" if m.group(g))
    if m.group("weak"):
        start = max(text.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if not _OPENS.search(text, start, m.start(group)):  # (said before the value)
            return None
    if (m.group("verb") or "").lower() == "to" and not _CHANGED_BEFORE.search(
        text, max(0, m.start() - 60), m.start()
    ):
        return None
    value = m.group(group)
    if _WHERE.match(value) and not any(c.isdigit() for c in value):
        return None  # "the passphrase is 'written on the card'"
    if group == "w":
        words = value.lower().split()
        if words[0] in _NUMBER_WORDS or any(
            w in NOT_A_PASSWORD or w in _SENTENCE_WORDS for w in words
        ):
            return None  # "the passphrase is four random words", "is too long to type"
    return m.start(group), m.end(group)


def _credential_list(text: str, head: re.Match[str]) -> Iterator[tuple[str, int, int]]:
    """Every value of a "what - value" list under a credentials heading."""
    pos = head.end()
    for _ in range(MAX_ITEMS):
        item = _ITEM.match(text, pos)
        if item is None:
            break
        group = "q" if item.group("q") else "s"
        if not _POLICY.search(item.group("n")):
            yield "password", item.start(group), item.end(group)
        gap = _ITEM_GAP.match(text, item.end())
        if gap is None:
            break
        pos = gap.end()


def login_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """The values the rules above name (the value only)."""
    for kind, pattern in _GATE.rules_for(text):
        for m in pattern.finditer(text):
            if pattern is _HEADING:
                yield from _credential_list(text, m)
                continue
            if pattern is _PHRASE:
                span = _phrase(m, text)
                if span is not None:
                    yield kind, span[0], span[1]
                continue
            group = next(g for g in "qrsdw" if g in pattern.groupindex and m.group(g))
            if pattern is _IN_LOGIN and m.group("verb"):
                if _NAMES_AN_ACCOUNT.search(text, max(0, m.start("verb") - 25), m.start("verb")):
                    continue  # "to log in, the username is just jen99"
                if _AS_AN_ACCOUNT.match(text, m.end(group)):
                    continue  # "to log in you type jen99 as the user"
            if pattern is _SHORT_NAME and group == "q" and _a_word(m.group("q"), NOT_A_VALUE):
                continue  # "admin pass 'expired'", "login key 'enter'"
            if group == "w" and _a_word(m.group("w"), NOT_A_PASSWORD):
                continue  # "the password, as I said, is required": a common word
            yield kind, m.start(group), m.end(group)


# -- a value changed after it was given ----------------------------------------------------

_CHANGED = re.compile(
    r"(?i)[^\n.;!?]{0,40}?\b(?:(?:i|we|he|she|they|you|it)(?:['\u2019]ve|\s+have|\s+has)?\s+)?"
    # (it, or the secret by name: "I set the alarm to 0700" is a clock)
    r"(?:changed|reset|updated|switched|set|moved)\s+(?:it|that|this|the\s+(?:pin|code|password"
    r"|passcode|passphrase|combo|combination|pw|key))\s+(?:to|into)\s+"
    r"|[^\n.;!?]{0,40}?\b(?:(?:but|and)\s+)?(?:now\s+it['\u2019]?s|it['\u2019]?s\s+now|it\s+is\s+now"
    r"|now\s+it\s+is)\s+"
)
_NEXT_VALUE = re.compile(r"[\"'`]?(?P<v>[^\s,;\"'`()]{3,64}?)[\"'`]?(?=[\s,;.!?)]|$)")
_CHANGEABLE = frozenset({"pin", "password", "access_code", "one_time_code", "card_cvv"})
_YEAR = re.compile(r"(?:19|20)\d\d")
MAX_CHANGED = 16  # found spans looked at: a scan stays linear


def changed_values(
    text: str, found: Iterable[tuple[str, int, int]]
) -> Iterator[tuple[str, int, int]]:
    """The new value of a found secret the text says was changed ("... was 1357 but I
    changed it to 8642"), shaped like the old one."""
    for kind, start, end in sorted(found, key=lambda s: s[1])[:MAX_CHANGED]:
        if kind not in _CHANGEABLE:
            continue
        m = _CHANGED.match(text, end)
        if m is None:
            continue
        v = _NEXT_VALUE.match(text, m.end())
        if v is None or _YEAR.fullmatch(v.group("v")):
            continue  # "the code was 4471, now it's 2024": a year
        if shaped_like(text[start:end], v.group("v"), quoted=False):
            yield kind, v.start("v"), v.end("v")


# A second code given the same way right after a found one, its verb left out: "Le code de la
# porte c'est 7B391, et l'alarme 2468", "El c\u00f3digo del portal es 1492B y el del trastero
# 0707", "door code 4471, and the gate 9120" (held-out probe 50). Only for codes and PINs, and
# only a value shaped like one: four to eight digits (never a year), or letters and two digits.
_CODES = frozenset({"pin", "access_code", "one_time_code"})
_AND_THE = re.compile(
    # (Swedish and Norwegian too: "Koden till porten är 1948 och till tvättstugan 5521")
    r"(?i)[ \t]*[,;]?[ \t]*(?:and|et|y|e|und|en|plus|och|og)[ \t]+"
    r"(?:(?:the|l['\u2019]|le|la|les|el|lo|los|las|del|de|der|die|das|den|het|il|o|a|do|da|for"
    r"|till|til"
    r"|f\u00fcr|pour|para|per|van|voor|of|its|son|sa|su"
    # ... "the one for", "celui de", "quello dell'" (held-out privacy probe 71: "Le code de la
    # porte d'entr\u00e9e est 47B19, et celui de l'alarme 2580")
    r"|one|celui|celle|quello|quella|dell['\u2019]|de[ \t]+l['\u2019])[ \t]*){0,4}"
    r"(?:[^\W\d_][\w'-]{1,24}[ \t]+){1,2}?"
    r"(?:(?:is|es|est|ist|\u00e8|\u00e9|c['\u2019]est|:)[ \t]*)?"
    r"(?P<v>(?!(?:19|20)\d\d(?!\d))\d{4,8}"
    r"|(?=[A-Za-z0-9]{0,7}[A-Za-z])(?=[A-Za-z0-9]{0,7}\d[A-Za-z0-9]{0,7}\d)[A-Za-z0-9]{4,8})"
    r"(?![\w.,:/-]?\d)(?![\w-])(?![ \t]*(?:h\b|uhr|am\b|pm\b|%|\u20ac|\$|euros?|dollars?))"
)

# ... but never a number of another kind ("PIN is 4821 and the branch number 4812")
_NOT_A_CODE = re.compile(
    # (a room alone is a room's number; a laundry, server or storage room has a door code)
    r"(?i)(?<!laundry )(?<!server )(?<!storage )(?<!utility )(?<!boiler )(?<!bike )"
    r"(?<!plant )\broom\b"
    r"|\b(?:numbers?|nos?|nr|n\u00ba|n\u00b0|n\u00famero|num\u00e9ro|nummer|numero|flat|floor"
    r"|apartment|apt|unit|suite|extension|ext|account|branch|order|ticket|seat|flight|platform"
    r"|bus|train|table|balance|amount|total|price|year|zip|post|postal|postcode|phone|tel"
    r"|sort|iban|routing|invoice|booking|reservation|tracking|parcel|page|chapter|version)\b"
    r"|#"
)


def listed_codes(
    text: str, found: Iterable[tuple[str, int, int]]
) -> Iterator[tuple[str, int, int]]:
    """A second code named by its thing alone after a found code ("..., and the alarm 2468")."""
    for kind, _start, end in sorted(found, key=lambda s: s[1])[:MAX_CHANGED]:
        if kind not in _CODES:
            continue
        m = _AND_THE.match(text, end)
        if m is not None and not _NOT_A_CODE.search(text, end, m.start("v")):
            yield kind, m.start("v"), m.end("v")
