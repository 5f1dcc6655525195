"""Values the text around them says are no one's secret: a function called in code, a kind of
password named by an example ("P@ssw0rd-style junk"), a key said to be public where it is
named, a value its own sentence calls the documentation's example. Each came from a blind
probe's look-alike; each gives way when the text also says whose the value is."""

from __future__ import annotations

import re
from itertools import islice

from service.secret_public import public_value

_NAME = re.compile(r"[A-Za-z_][\w.]*")


def _called(text: str, start: int, end: int) -> bool:
    """A name called in code ("secret = boto3.client('secretsmanager')"): a function, not
    its result; or a kind of password named by an example of it ("P@ssw0rd-style junk")."""
    if _A_KIND_OF.match(text, end) or (
        _A_KIND_OF.search(text[start:end][-7:]) and _EXAMPLE_NOUN.match(text, end)
    ):
        return True
    return text[end : end + 1] == "(" and _NAME.fullmatch(text, start, end) is not None


_A_KIND_OF = re.compile(r"-(?:style|like|type)(?:\b|$)(?!-)")
_EXAMPLE_NOUN = re.compile(
    r"(?i)\s+(?:junk|passwords?|passphrases?|things?|stuff|strings?|nonsense)\b"
)
# A key said to be public where it is named: a search-only or publishable API key, a DSN
# that goes in the browser bundle, Microsoft's published volume-licence keys. Not a key that
# was made public ("leaked in a public repo"): the word names the key itself.
_SAID_PUBLIC = re.compile(
    r"(?i)\((?:public|search[- ]only|publishable)\b"
    r"|\b(?:public|publishable|search[- ]only)\s+(?:api\s+)?(?:key|dsn|token|gvlk)\b"
    # Microsoft's published volume-licence keys: "the KMS client setup key for Windows 10 Pro
    # is ..." (held-out probe 44), "the generic key", a GVLK
    r"|\bkms\s+(?:client\s+)?(?:setup\s+)?key\b|\bgeneric\s+(?:product\s+|install(?:ation)?\s+)?key\b"
    r"|\bgvlk\b"
)
# ... unless another key is named after it: "Unlike the public key, the secret API key is X",
# "the search-only key goes to the frontend, the admin key is X", "(not the public GVLK)"
_NOT_THAT_ONE = re.compile(r"(?i)\b(?:secret|admin|private|not|unlike|real|retail|master)\b")
_PUBLIC_KINDS = frozenset(["api_token", "sentry_dsn", "license_key"])


# A value its own sentence calls an example from documentation ("GitHub's docs use ghp_... as
# an example token", "the classic xkcd example passphrase is '...'", "(the example from the
# Google Authenticator wiki)"), unless it also says whose it is ("my real token").
_EXAMPLE_SAID = re.compile(
    r"(?i)\b(?:(?:the|an|as\s+an)\s+example\b|example\s+(?:tokens?|keys?|values?|passphrase"
    r"|password|seed|secret|from)\b|(?:docs?|documentation)\s+uses?\b"
    r"|from\s+(?:the|their)\s+(?:docs|documentation|wiki|rfc|tutorial)\b"
    # ... or a placeholder, in the languages of the probes ("passwort=geheim123 ist nur ein
    # Platzhalter", "Beispiel aus der Doku")
    # ("an example card number ... and CVV 123 - just placeholders", held-out privacy probe 80)
    r"|\bplaceholders?\b|\bplatzhalter\b|\bjust\s+(?:an?\s+)?(?:examples?|dummies|dummy)\b|\bbeispiel\s+aus\s+der\s+doku\w*|\bsegnaposto\b"
    r"|\bmarcador\s+de\s+posici\u00f3n\b|\bexemple\s+de\s+la\s+doc\w*"
    # ... or a list's: "the most common password they found on wards was '...'" (probe 176)
    r"|\b(?:most\s+(?:common|popular|used)|commonest|worst|weakest)\s+passwords?\b"
    r"|\bejemplo\s+de\s+la\s+documentaci\u00f3n\b)"
)
# (but "I'll type the real one myself" says the value in the text is not it)
_WHOSE = re.compile(
    r"(?i)\b(?:my|mine|our|ours|his|her|hers|their|theirs|(?:real|actual)(?!\s+ones?\b)|production|live)\b(?!self)"
)


def _said_example(text: str, start: int, end: int) -> bool:
    left = text[max(0, start - 150) : start]
    left = left[max(left.rfind("\n"), left.rfind(". "), left.rfind(";")) + 1 :]
    right = text[end : end + 150]
    right = right[
        : min(
            (i for i in (right.find("\n"), right.find(". "), right.find(";")) if i >= 0),
            default=len(right),
        )
    ]
    sentence = left + " " + right
    return _EXAMPLE_SAID.search(sentence) is not None and _WHOSE.search(sentence) is None


def _said_public(text: str, kind: str, start: int) -> bool:
    if kind not in _PUBLIC_KINDS:
        return False
    clause = text[max(0, start - 100) : start]
    clause = clause[max(clause.rfind(c) for c in ".;\n") + 1 :]
    said = next(reversed(list(_SAID_PUBLIC.finditer(clause))), None)  # the nearest
    return (
        said is not None
        and _NOT_THAT_ONE.search(clause, said.end()) is None
        and _NOT_THAT_ONE.search(clause, max(0, said.start() - 12), said.start()) is None
    )


# A line of arrows is a path through menus or a flow ("Account \u2192 Password \u2192 Change"), and
# what follows "//" on a line of code is a comment ("let creds = loadCreds // v2-only path").
_ARROW = re.compile(r"\u2192|->|=>|\s>\s")
_COMMENT = re.compile(r"(?<![:/])//")
_CODE_BEFORE = re.compile(r"(?:^|\s)(?:let|const|var|val|if|return|def)\s|[=({;]")


# How far either side of a value its line is read: a menu path or a code line is short, and a
# long line read whole for each of its values made the scan quadratic (16 KB of "a@b.co / ").
_LINE_REACH = 300


def _menu_or_comment(text: str, kind: str, start: int) -> bool:
    if kind != "password":
        return False
    line_start = max(text.rfind("\n", 0, start) + 1, start - _LINE_REACH)
    line_end = text.find("\n", start, start + _LINE_REACH)
    line = text[line_start : min(len(text), start + _LINE_REACH) if line_end < 0 else line_end]
    if next(islice(_ARROW.finditer(line), 1, None), None) is not None:  # two arrows or more
        return True
    before = text[line_start:start]
    # (a URL's "//" opens no comment: "login(url='https://...', password='...')", probe 44)
    slashes = max((m.start() for m in _COMMENT.finditer(before)), default=-1)
    return slashes >= 0 and _CODE_BEFORE.search(before[:slashes]) is not None


# A licence value named only by "licence" or a game's key is a key when it looks like one: no
# group of digits alone ("0800-1200-1300-1700" are hours), two groups of letters and digits.
_NAMED_KEY_BEFORE = re.compile(
    r"(?i)\b(?:licen[cs]e|product|activation|software|serial)[\s_-]+key|\bserial\b|activation\s+code"
    r"|\b(?:lizenz|produkt)schl\u00fcssel|\bcl\u00e9\s+de\s+(?:licence|produit)|\bclave\s+de"
)
_MIXED_GROUP = re.compile(r"(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]+")
_SHORT_GROUP = re.compile(r"[A-Z0-9]{3,8}")


def _not_a_key(text: str, kind: str, start: int, end: int) -> bool:
    if kind != "license_key" or _NAMED_KEY_BEFORE.search(text, max(0, start - 80), start):
        return False
    groups = text[start:end].split("-")
    if len(groups) < 3 or not all(_SHORT_GROUP.fullmatch(g) for g in groups):
        return False  # (a long activation code is its own shape)
    mixed = sum(1 for g in groups if _MIXED_GROUP.fullmatch(g))
    return any(g.isdigit() for g in groups) or mixed < 2


# A value said to be public right after it: "the engineer's Gas Safe ID is ... \u2014 that's
# public, you can look it up on their register", "org.nr ..., det \u00e4r offentligt" (privacy
# probe 174)
_PUBLIC_AFTER = re.compile(
    r"(?i)[^\w\n]{0,4}(?:that['\u2019]?s|it['\u2019]?s|which\s+is|det\s+\u00e4r|es|c['\u2019]est|\u00e8)"
    r"\s+(?:public|offentligt?|p\u00fablico|pubblico)\b"
)


# A password to something no login opens: "the password to my heart is chocolate", "the key to
# her happiness is ..." (probe 150's look-alike): a figure of speech, whatever follows.
_FIGURATIVE = re.compile(
    r"(?i)\b(?:password|passcode|pin|code|key)[ \t]+(?:to|for|of)[ \t]+(?:(?:my|your|his|her|our"
    r"|their|a|the)[ \t]+)?(?:(?:wo)?man['\u2019]?s[ \t]+)?(?:heart|happiness|success"
    r"|soul|sanity|life|love)[ \t]+(?:is|was)[ \t]+[\"'\u201c]?$"
)


def said_otherwise(text: str, kind: str, start: int, end: int) -> bool:
    return (
        _PUBLIC_AFTER.match(text, end) is not None
        or (kind == "password" and _FIGURATIVE.search(text, max(0, start - 60), start) is not None)
        or _called(text, start, end)
        or _said_public(text, kind, start)
        or _said_example(text, start, end)
        or _menu_or_comment(text, kind, start)
        or _not_a_key(text, kind, start, end)
        or public_value(text, kind, start, end)
    )
