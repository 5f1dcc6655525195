"""A password named by a short word: "pass" before a shaped value (`PASS_PATTERNS`, run with
`secret_patterns`), and two ways the other rules left alone: English prose's bare "pass"
("my old yahoo pass was kittykat") and French chat's "mdp", for "mot de passe" ("le mdp du
wifi est Soleil!44").

Why: held-out privacy probe 170 said passwords both ways and no rule read them; the rules know
"password", "pw", "pwd" and "passwd", "pass" only as a config key or before a shaped value
("pass: X1!"), and "mot de passe" only spelled out.

Bare "pass" is mostly a ticket or a road ("my bus pass was stolen", "the mountain pass is
closed", "my boarding pass is on my phone"), so it is read only when a possessive or "the"
opens the phrase, with at most one word for the account between it and "pass" and never a
ticket's word; a verb or a colon gives the value; and the value is one token that reads as a
password: letters with a digit or a mark, or a letters-only word that is not a common English
word (the shipped tokenizer's vocabulary, as `secret_chat` reads it: "stolen", "expired",
"valid" are what a pass is, not what it says).

"MDP" is also a Markov decision process ("MDP: S=10^6 states", "mdp: FrozenLake-v1" are
look-alikes of tests/data/privacy_lookalikes.json), so "mdp" is read only in French: after a
determiner ("mon mdp", "le mdp"), before what it opens ("mdp du wifi", "mdp pour Gmail"), or
after a French login's name on its line ("identifiant : dana, mdp : ..."). A bare "mdp: X"
stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_chat import common_words
from service.secret_prose import PASSWORD_LIKE

KIND = "password"

# What a pass is for when it is a ticket, a permit or a place (never an account's password).
_TICKET_WORDS = (
    "season", "ski", "bus", "boarding", "day", "week", "month", "annual", "travel", "transit",
    "rail", "train", "metro", "subway", "park", "parking", "gym", "festival", "museum", "guest",
    "visitor", "press", "hall", "backstage", "mountain", "free", "fast", "express", "vip",
    "mobile", "digital", "hiking", "bike", "ferry", "tram", "access", "gate", "event", "concert",
    "stadium", "zoo", "pool", "library", "student", "employee", "staff", "security",
)  # fmt: skip
_TICKET = "|".join(_TICKET_WORDS) + "|all-?access"
# "wifi: HomeNet / pass: DNxril3RavGD", "my pass is hunter2": "pass" alone with ":", "=" or
# "is" and a value with a digit or a mark, never a ticket's pass ("gym pass: 2024-PLAT") nor a
# span of time ("the pass is 3-day"): probe 170's variants; the rule kept only "boarding",
# "bus", "day" and "ski" passes out when it lived in `secret_patterns`. ("pass" with no mark
# after an account's name is a verb as often: "For user jdoe, pass @devops in the ticket",
# "user kim, pass 2fa-check first" are look-alikes of tests/data/privacy_lookalikes.json.)
PASS_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        KIND,
        re.compile(
            "(?i)"
            + "".join(f"(?<!{word} )" for word in _TICKET_WORDS)
            + r"\bpass(?:\s*[:=]|\s+is\b)\s*"
            r"(?!\d+[-\s]?(?:h|hrs?|hours?|days?|weeks?|months?|years?|zones?|x)\b)"
            r"(?![$\u20ac\u00a3\u00a5]\d)"  # (a price: "the pass is \u00a345/month")
            r"(?P<s>(?=\S*[A-Za-z])(?=\S*[\d!@#$%^&*])[^\s,;]{3,99}[^\s,;.])"
        ),
    ),
]
_PASS = re.compile(
    r"(?i)\b(?P<whose>my|his|her|our|their|your|the)\s+(?:(?:old|new|current|former|usual|real)\s+)?"
    rf"(?:(?!(?:{_TICKET})\b)(?P<account>[\w.-]{{2,30}})\s+)?pass\s*(?:(?<=\s)(?:is|was)\s+|[:=]\s*)"
    r"[\"'`]?(?P<s>[^\s\"'`]{4,64}?)[\"'`]?(?=[,.;!?)]?(?:\s|$))"
)
# "pass for the shared drive is hunter2", "pass to the NAS: Tr0ub4dor": what the pass opens
# named after it (our probe s190 said it so); only a shaped value, never a ticket's pass
# ("the pass for the bus is 3-day", "pass for the week is 20EUR")
_PASS_FOR = re.compile(
    "(?i)"
    + "".join(f"(?<!{word} )" for word in _TICKET_WORDS)
    # (never the verb: "flags to pass to the build: --jobs=4", "I'll pass on the dessert")
    + r"(?<!\bto )(?<!'ll )(?<!\bwill )(?<!\bcan )\bpass\s+(?:for|to|on)\s+"
    + r"(?:(?:the|my|our|his|her|your|their)\s+)?"
    rf"(?!(?:[\w.-]+\s+){{0,2}}(?:{_TICKET})\b)[A-Za-z][\w.-]{{1,30}}(?:\s+[A-Za-z][\w.-]{{1,30}}){{0,2}}"
    r"\s*(?:(?<=\s)(?:is|was)\s+|[:=]\s*)"
    r"[\"'`]?(?P<s>[^\s\"'`]{4,64}?)[\"'`]?(?=[,.;!?)]?(?:\s|$))"
)
# (an argument or a condition handed to a program, never a password: "max_retries=3",
# "-std=c++17", "score>=80", an identifier "by_reference", "user.name_full", review s190)
_ARGUMENT = re.compile(r"^-|^\w+(?:[<>!]?=|[<>])|^[a-z]+(?:[._][a-z]+)+$")
# (an amount or a clock time with its unit: "20EUR", "10am", "3rd")
_AMOUNT = re.compile(r"^\d+(?:[.,]\d+)?[A-Za-z]{1,3}$")
# A value with a letter and a digit or a mark reads as a password (not a hyphen or a plus
# alone: "Exec-Member", "Epic-Local", "Base+" are a pass's tier, review s170) ...
_SHAPED = re.compile(r"(?=.*[A-Za-z])(?=.*[\d!@#$%^&*_=~])")
# ... a length, a span of time or a price does not ("is 3-day", "was 24h", "was £45/month")
_DURATION = re.compile(
    r"(?i)^\d+[-\s]?(?:h|hr|hrs|hours?|days?|weeks?|months?|years?|x|zones?)$"
    r"|^[$\u20ac\u00a3\u00a5]\d|^\d+(?:[.,]\d+)?(?:/|\s*per\b)"
)
# A letters-only word is read only as the password of an account the text names, said as
# someone's: "my yahoo pass was kittykat"; "the pass was Brenner", "our pass was Stelvio" name
# a mountain's pass (review s170)
_OWNERS = frozenset(["my", "his", "her", "our", "their", "your"])

_MDP = re.compile(
    r"(?i)(?:\b(?:mon|ton|son|le|notre|votre|leur|nouveau|ancien|nouvel)\s+mdp\b"
    r"|\bmdp\s+(?:du|de|des|pour|d['\u2019])"
    r"|\b(?:identifiant|utilisateur|login|courriel)\b[^\n]{0,60}?\bmdp\b)"
    r"[^\n:=]{0,40}?\s*(?::|=|\b(?:est|c['\u2019]est)\b)\s*[\"'`\u00ab]?\s*"
    rf"(?P<s>{PASSWORD_LIKE})"
)

# ... never a Markov decision process's setting said in French ("mdp pour CartPole-v1:
# gamma=0.99", review s170): a name given a number
_SETTING = re.compile(r"[A-Za-z_][\w.]*\s*=\s*[-+]?\d[\d.,eE+-]*")


def short_names(text: str) -> Iterator[tuple[str, int, int]]:
    """Passwords after "<whose> [account] pass is/was/:" and after a French "mdp"."""
    lowered = text.lower()
    if "pass" in lowered:
        for m in _PASS.finditer(text):
            value = m.group("s")
            if _DURATION.match(value):
                continue
            if _SHAPED.match(value) or (
                value.isalpha()
                and m.group("account")
                and m.group("whose").lower() in _OWNERS
                and common_words()
                and value.lower() not in common_words()
            ):
                yield KIND, m.start("s"), m.end("s")
        for m in _PASS_FOR.finditer(text):
            value = m.group("s")
            if (
                _SHAPED.match(value)
                and not _DURATION.match(value)
                and not _AMOUNT.match(value.rstrip(",.;!?)"))  # ("was 40m, a beauty")
                and not _ARGUMENT.search(value)
            ):
                yield KIND, m.start("s"), m.end("s")
    if "mdp" in lowered:
        for m in _MDP.finditer(text):
            if not _SETTING.fullmatch(m.group("s")):
                yield KIND, m.start("s"), m.end("s")
