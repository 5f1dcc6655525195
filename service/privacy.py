"""Privacy guard (DESIGN.md rule 4): secrets never reach the index, the log or our logs.

Two detectors, their spans merged:
- detect-secrets (Yelp), with its provider plugins (AWS, Slack, Stripe, Twilio, SendGrid,
  npm, PyPI, JWT, private keys, basic-auth URLs, `password = "..."` keywords...). Its
  entropy plugins are off: they flag every hash and UUID, which memories are full of.
- our own rules for what it misses or reports only in part: full GitHub/OpenAI/Anthropic/
  Google tokens, whole PEM blocks, passwords said in prose ("my wifi password is ..."),
  Luhn-valid card numbers, credentials in connection strings, "api key is ..." phrases; the
  prefixed tokens of developer platforms (Hugging Face, GitLab, DigitalOcean, Databricks,
  Shopify, Atlassian, Linear, Notion, Replicate, Groq, Perplexity, xAI, Vercel, Doppler,
  Mailgun, Square, Heroku, Azure, New Relic, Sentry, Grafana, Postman, Pulumi, age...); short
  codes said in prose (door/gate/alarm codes, PINs, CVVs, one-time codes), never a bare number;
  national identity numbers by their country's check digits and their name
  (`secret_national`), bank account numbers (`secret_banking`), passwords a clause about
  logging in gives away (`secret_logins`), secrets given by what is done with them (typed
  to unlock, echoed into a password file, sent by SMS: `secret_uses`) or around their name
  (the value first, a password described then given, a passphrase sentence:
  `secret_described`).

Then what was found is pruned once: near copies of a found secret are added
(`secret_turns`), references are dropped (`secret_references`: a postal PIN code in an
address, a booking's confirmation number, a name in an ARN, SealedSecret ciphertext), and
placeholders (`<redacted>`, `${DB_PASSWORD}`) are left alone (`secret_placeholders`).

Policy `redact` replaces each span with `[REDACTED:<kind>]` and reports what it did;
`reject` refuses the write (INVALID_ARGUMENT naming the kind) so nothing is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

from service.blanks import squeezed
from service.errors import InvalidArgument
from service.national_ids import published_id
from service.pattern_gate import PatternGate
from service.ports import Metrics, NoMetrics
from service.secret_backstop import shipped
from service.secret_banking import bank_accounts
from service.secret_cards import card_secrets, published_test_card
from service.secret_casual import casual_secrets
from service.secret_chat import common_words
from service.secret_config import config_secrets
from service.secret_contexts import context_secrets
from service.secret_described import described_secrets
from service.secret_examples import said_otherwise
from service.secret_grouped import grouped_secrets
from service.secret_keyed_in import keyed_in_codes
from service.secret_labels import (
    corrected_values,
    labelled_secrets,
    listed_passwords,
    named_before,
)
from service.secret_links import link_secrets
from service.secret_logins import changed_values, listed_codes, login_secrets
from service.secret_memorable import asked_answers, memorable_secrets
from service.secret_national import national_ids
from service.secret_parts import split_secrets
from service.secret_patterns import PATTERNS
from service.secret_placeholders import placeholder
from service.secret_plugins import plugin_secrets
from service.secret_prose import (
    BARE_PASSWORD,
    CODE_KINDS,
    EMAIL,
    FOREIGN_IS,
    HOW_IT_IS_MADE,
    NOT_A_PASSWORD,
    SAID_CODE,
    SAID_PASSWORD,
    SPELLED,
)
from service.secret_references import drop_references
from service.secret_security import security_answers
from service.secret_shapes import joined_passphrases, shaped_passwords
from service.secret_spelled import spelled_secrets
from service.secret_tables import recovery_codes, table_cells
from service.secret_tools import tool_secrets
from service.secret_turns import near_copies
from service.secret_uses import used_secrets
from service.secret_views import CJK, GLUED, LATIN, latinized, unmarked
from service.wallet_secrets import wallet_secrets

Policy = Literal["redact", "reject"]


@dataclass(frozen=True, slots=True)
class Redaction:
    field: str
    kind: str
    start: int
    end: int


_OPENS_A_DOOR = frozenset(["access", "named", "ctx"])


def _said_codes(text: str) -> Iterator[tuple[str, int, int]]:
    for m in SAID_CODE.finditer(text):
        lead = next(g for g in CODE_KINDS if m.group(g) is not None)
        code = m.group("code")
        opened = (m.group("verb") or "").strip()
        if opened.startswith("(") and not opened.endswith(")") and lead not in _OPENS_A_DOOR:
            continue  # only a door's code in its brackets: "gate code (7715)"; "the default
            # PIN (1234)", "hinge PIN (884213)", "PIN (560001)" are not (probes 28, 86)
        spelled = SPELLED.fullmatch(code) is not None  # "four eight two one"
        if m.group("verb") is None and (
            lead in ("named", "lpin")
            or (code[0] not in "#*0123456789" and not spelled and not _ISSUED.fullmatch(code))
        ):
            continue  # with no verb, only a number right after a code word ("gate code 1984#"),
            # or a code a service issues in groups ("reset code QX7-M2K-94P")
        if lead == "named" and _REFERENCE_BEFORE.search(text, max(0, m.start() - 12), m.start()):
            continue  # a reference's code: "Zip code for the storage unit: 94110"
        verb = (m.group("verb") or "").strip()
        if (
            verb.startswith("(")
            and verb.endswith(")")
            and (_YEAR_OR_TIME.fullmatch(code) or not _CLAUSE_END.match(text, m.end("code")))
        ):
            continue  # a parenthesis alone stands for "is" only before a code that ends it
            # (an aside then "is" is the verb: "the code for the shed (Ana gave it) is 0815")
        if spelled:
            if "," in code and m.group("named") and m.group("named").lower() == "combo":
                continue  # "the best combo is one, two, three, two": a boxer's, not a lock's
            yield from _code_spans(m, lead)
            continue
        digits = sum(c.isdigit() for c in code)
        if digits * 2 < sum(c.isalnum() for c in _SEQUENCE_WORDS.sub("", code)) and not (
            lead == "otp" and _ISSUED.fullmatch(code)
        ):
            continue  # "2FA-protected", "SHA256-signed": words, not codes
        if lead == "card" and not (code.isdigit() and len(code) in (3, 4)):
            continue
        if digits < (4 if lead in ("pin", "lpin", "otp", "ctx") else 3):
            continue
        unnamed_verb = lead == "ctx" or _FOREIGN_IS.search(m.group("verb") or "")
        if unnamed_verb and _YEAR_OR_TIME.fullmatch(code):
            continue  # a year: "the door on the left, code 2024 was fitted", "OTP ist 2023"
        yield from _code_spans(m, lead)


def _code_spans(m: re.Match[str], lead: str) -> Iterator[tuple[str, int, int]]:
    """The code, and most of it said before it was taken back ("two zero zero, no sorry")."""
    yield CODE_KINDS[lead], m.start("code"), m.end("code")
    if m.group("back"):
        yield CODE_KINDS[lead], m.start("back"), m.end("back")


# A code issued in groups of capitals and digits, each group with a digit: "QX7-M2K-94P"
_ISSUED = re.compile(r"(?=[A-Z]*\d)[A-Z0-9]{3,5}(?:-(?=[A-Z]*\d)[A-Z0-9]{3,5}){1,3}")


# The word before "code for the ..." that makes it a reference's code, not a lock's
_REFERENCE_BEFORE = re.compile(
    r"(?i)\b(?:zip|postal|post|area|promo|error|discount|coupon|voucher|country|status|tracking"
    r"|booking|referral|source|dress|tax|bar|qr|colou?r|order)[ \t]+$"
)
# The words of a code given one digit at a time ("7, then 3, then 1, and finally 8")
_SEQUENCE_WORDS = re.compile(r"(?i)\b(?:and|then|finally|next|last(?:ly)?)\b")
# Another language's "is" before a code: "Erlang/OTP ist 2023 erschienen" gives a year.
_FOREIGN_IS = re.compile(rf"(?i)\b{FOREIGN_IS}\s*$")
_NEXT_SETTING = re.compile(r"[&;](?=[A-Za-z_][\w .-]{0,30}=)")
_YEAR_OR_TIME = re.compile(r"(?:19[5-9]\d|20[0-4]\d)|(?:[01]\d|2[0-3])[0-5]\d")
_CLAUSE_END = re.compile(r"[ \t]{0,3}(?:[.,;!)]|$|\n)")


_EMAIL_VALUE = re.compile(EMAIL)
# A quoted phrase after "password is" that says where it is or how it stands, not what it is
# ("'in the drawer'", "'written on the router'"); a passphrase may start with any other word.
_WHERE_IT_IS_WORDS = """
in on at under behind inside with written taped stored saved kept printed hidden same
changed reset somewhere see ask check through via unknown not none
"""
_WHERE_IT_IS = frozenset(_WHERE_IT_IS_WORDS.split())


# A map pin, not a PIN: a decimal, degrees, a Plus Code, a what3words address
_MAP_PIN = re.compile(r"\d\.\d|\d\u00b0|\+[2-9CFGHJMPQRVWX]{2}|^///")


# A password given right after "password?" ("my Venmo password? It's coffeebean"): letters
# with a digit or a symbol, or a word no English sentence uses; never a time ("5pm").
_ANSWERED = re.compile(
    r"(?![\d:.]{1,5}\s?(?:am|pm)$)(?![A-Za-z]{2,30}(?:able|ible)$)(?=.*[A-Za-z])(?:(?=.*[\d!@#$%^&*]).{4,100}|[A-Za-z]{5,40})"
)


# "password for user=jdoe" names the account, whose name follows; a value with ".*" or a
# leading "^" is a regular expression (a sed or grep line about the password field), and one
# to three marks with no letter or digit are the rest of one ("password=/'").
_ACCOUNT_NAMED = re.compile(
    r"(?i)\s+for\s+(?:the\s+)?(?:user(?:name)?|account|login|e-?mail|uid|user_?id|principal)"
    r"\s*[=:]\s*$"
)
_PASSWORD_FIELD = re.compile(r"(?im)^[ \t-]*(?:password|passwd|pwd|pw)[ \t]*[:=]")
_PATTERN_VALUE = re.compile(r"^\^|\.[*+]|^[^\w]{1,3}$")
# A password rule written as a regular expression ("^(?=.*[A-Z])(?=.*\d).{12,}$"), whatever
# rule read it as a value (held-out probe 36)
_REGEX = re.compile(r"^\^.*(?:\(\?[=!:]|\.[*+]|\{\d+,\d*\})")
# A pattern that describes secrets is none: a character class with a range, or an escape
# of a class, before a count ("ghp_[A-Za-z0-9]{36}", "sk-\w{48}": held-out probe 52)
_DESCRIBES = re.compile(r"(?:\[\^?(?:\w-\w|\\[dwsDWS])[^\]\s]*\]|\\[dwsDWS])[+*]?\{?\d*")


_PATTERN_GATE = PatternGate(PATTERNS)


# A count, then words that are not digits spelled out: the value described, not given.
_COUNT_WORDS = "one two three four five six seven eight nine ten eleven twelve"
_COUNTS = frozenset(_COUNT_WORDS.split())
_THEN_WORD = re.compile(rf"[ \t]+(?!(?:{_COUNT_WORDS.replace(' ', '|')})\b)[^\W\d_]")


def _own_rules(text: str, *, shapes: bool = True) -> Iterator[tuple[str, int, int]]:
    for kind, pattern in _PATTERN_GATE.rules_for(text):
        for m in pattern.finditer(text):
            value = next((g for g in "sde" if g in pattern.groupindex and m.group(g)), None)
            if value is not None:  # the secret itself, not the words that named it
                yield kind, m.start(value), m.end(value)
            else:
                yield kind, m.start(), m.end()
    for m in SAID_PASSWORD.finditer(text):
        group = next(g for g in ("dq", "sq", "cq", "gq", "word") if m.group(g) is not None)
        value = m.group(group)
        if (
            group != "word"
            and " " in value
            and not re.search(r"[\d!@#$%^&*]", value)
            and value.split()[0].lower() in _WHERE_IT_IS
        ):
            continue  # "the password is 'in the drawer'": where it is, not what
        if group == "word":
            # a query string's or a connection string's next setting is not the password's:
            # "password=Vb72kLq9x&fmt=csv", "Password=Lk2@9vPzq8;Encrypt=True" (probe 39)
            value = _NEXT_SETTING.split(value, maxsplit=1)[0]
            value = value.rstrip(".,;:)")
            if value[-1:] in "!" and value[:-1].isalpha():
                value = value[:-1]  # "it is secret!": punctuation; "Corolla1998!": the password
            value = value.rstrip("?")  # "is it hunter2?": a question mark ends the sentence
            if (
                not value
                or value.lower().lstrip("(") in NOT_A_PASSWORD
                or HOW_IT_IS_MADE.match(text, m.start(group))
            ):
                continue  # ("is based on his dog's name": how it is made, not what)
            counted = value.lower() in _COUNTS or (value.isdigit() and len(value) <= 2)
            if counted and _THEN_WORD.match(text, m.start(group) + len(value)):
                continue  # "a strong passphrase is four random words", "is one she reuses"
            if m.group("asked") and (
                not _ANSWERED.fullmatch(value) or value.lower() in common_words()
            ):
                continue  # "Forgot your password? It's happened to all of us."
            if m.group("what").lower().startswith(
                ("login", "credential", "psk", "pre")
            ) and not re.search(r"[\d!@#$%^&*]", value):
                continue  # "login: admin", "Her login is annak": the account's name
        if "\u2192" in text[m.start() : m.start(group)] and not (
            re.search(r"[A-Za-z]", value) and re.search(r"[\d!@#$%^&*]", value)
        ):
            continue  # after an arrow only a password's shape: "Password \u2192 Change" is a menu
        if value.isdigit() and len(value) == 2 and re.search(r"\d:$", text[: m.start(group)]):
            continue  # the minutes of a clock time: "200 OK for /login at 09:14"
        if m.group("what").lower().startswith("login") and (
            _EMAIL_VALUE.fullmatch(value) or _PASSWORD_FIELD.search(text)
        ):
            continue  # "Spotify login: jo@mail.com", or a login beside a password field: the
            # account, not its password ("login: maria.l82\n password: ...", probe 86)
        if m.group("what").lower().startswith("pin") and (
            not any(c.isdigit() for c in value)
            or (value.isdigit() and len(value) < 4)
            or _MAP_PIN.search(value)
        ):
            continue  # a PIN has 4 digits or more: "her PIN was blocked", "pin: 13" (GPIO);
            # a decimal is a map pin or a version ("Pin for the spot: 38.7223,-9.1393")
        start = m.start(group)
        if _ACCOUNT_NAMED.search(text, m.end("what"), start) or _PATTERN_VALUE.search(value):
            continue  # "invalid password for user=jdoe"; sed's "s/^password=.*/password=/"
        if "\n" in text[m.end("what") : start] and not re.search(r"[\d\W_]", value):
            eol = text.find("\n", start)
            if " " in text[start : eol if eol >= 0 else len(text)].strip():
                continue  # "Enter password: " answered on no line: "Welcome to the MySQL monitor."
        yield "password", start, start + len(value)
    for m in BARE_PASSWORD.finditer(text):
        yield "password", m.start("s"), m.end("s")
    yield from context_secrets(text)
    yield from table_cells(text)
    yield from recovery_codes(text)
    yield from _said_codes(text)
    yield from card_secrets(text)
    yield from tool_secrets(text)
    yield from split_secrets(text)
    yield from config_secrets(text)
    yield from casual_secrets(text)
    yield from labelled_secrets(text)
    yield from named_before(text)
    yield from national_ids(text)
    yield from bank_accounts(text)
    yield from used_secrets(text)
    yield from described_secrets(text)
    yield from login_secrets(text)
    yield from security_answers(text)
    yield from memorable_secrets(text)
    yield from asked_answers(text)
    yield from spelled_secrets(text)
    yield from keyed_in_codes(text)
    yield from link_secrets(text)
    yield from grouped_secrets(text)  # TAN entries, signed links, answers named after
    if shapes:  # (not on the unmarked copy: a blanked mark is no word's boundary)
        yield from shaped_passwords(text)
    yield from joined_passphrases(text)


# Markdown's code and emphasis marks, blanked so the rules read "**Password:** `X`" and a
# value fenced on the lines after "Password:" the way they read plain text. Four or more
# asterisks are a mask ("password: ****"), kept so the next word never reads as the value.
# An answer in quotes is all of what the quotes hold: the rules read a name's capitalised
# words, and "I answered 'Vauxhall Nova in mustard yellow'" kept "in mustard yellow" (held-out
# probe 39). Only up to a closing quote on the same line, at most 60 characters on.
_CLOSING = {
    "'": re.compile(r"'(?![^\W\d_])"),
    '"': re.compile('"'),
    "\u2018": re.compile("\u2019"),
    "\u201c": re.compile("\u201d"),
}


def _quoted_whole(text: str, span: tuple[str, int, int]) -> tuple[str, int, int]:
    kind, start, end = span
    closing = _CLOSING.get(text[start - 1]) if kind == "security_answer" and start else None
    stop = closing.search(text, end, end + 61) if closing is not None else None
    if stop is None or "\n" in text[end : stop.start()]:
        return span
    return kind, start, stop.start()


# -- the guard -----------------------------------------------------------------------------


# Identity numbers, kept when they are a scheme's published example (the Woolworth wallet SSN
# 078-05-1120 was probe 32's one flagged look-alike)
_IDENTITY = frozenset({"ssn", "national_id"})
# When two detectors report the same span, the specific kind names it, and a PIN stays a
# PIN when a lock or code rule reports it too ("the pin for the bike lock is 7323").
_GENERIC = frozenset({"api_token", "password", "bearer_token", "connection_string"})


class PrivacyGuard:
    def __init__(
        self, policy: Policy = "redact", metrics: Metrics | None = None, *, learned: bool = True
    ) -> None:
        """`metrics`: told the kind of every secret found (never its value), so an operator
        sees what agents try to store. `learned`: the model behind the rules as well
        (`service.secret_backstop`; MEMCUE_PRIVACY_LEARNED)."""
        self.policy = policy
        self._metrics: Metrics = metrics or NoMetrics()
        self._backstop = shipped() if learned else None

    def scan(self, text: str, field: str = "content") -> list[Redaction]:
        """Non-overlapping secret spans, in order (overlaps merged, first kind kept)."""
        view = squeezed(text)  # long runs of blanks cut (`service.blanks`: why)
        if view is None:
            return self._scan(text, field)
        short, where = view
        return [
            Redaction(r.field, r.kind, where[r.start], where[r.end - 1] + 1)
            for r in self._scan(short, field)
        ]

    def _scan(self, text: str, field: str) -> list[Redaction]:
        found = {*_own_rules(text), *plugin_secrets(text), *wallet_secrets(text)}
        if "`" in text or "*" in text:
            found.update(_own_rules(unmarked(text), shapes=False))
        if GLUED.search(text):
            spaced = CJK.sub(" ", text)
            found.update(
                span
                for span in {*_own_rules(spaced, shapes=False), *plugin_secrets(spaced)}
                if LATIN.search(text, span[1], span[2])
            )
        latin = latinized(text)  # "пароль: Щука#2024": a value with no Latin letter
        if latin is not None:
            found.update(s for s in _own_rules(latin) if latin[s[1] : s[2]] != text[s[1] : s[2]])
        found.update(near_copies(text, found))
        found.update(corrected_values(text, found))  # "X... no wait it's Y"
        found.update(changed_values(text, found))  # "was X but I changed it to Y"
        found.update(listed_codes(text, found))  # "door code X, and the alarm Y"
        found.update(listed_passwords(text, found))  # "password X and the guest one's is Y"
        found.update(near_copies(text, found))  # the corrected value said again
        if self._backstop is not None:
            found.update(self._backstop.missed(text, found))
        found = {_quoted_whole(text, span) for span in found}
        spans = sorted(
            (
                span
                for span in drop_references(text, found)
                if not placeholder(text[span[1] : span[2]])
                and not said_otherwise(text, span[0], span[1], span[2])
                and not (span[0] == "card_cvv" and published_test_card(text, span[1]))
                and not (span[0] in _IDENTITY and published_id(text[span[1] : span[2]]))
                and not (span[0] == "password" and _REGEX.search(text[span[1] : span[2]]))
                and not _DESCRIBES.search(text, span[1], span[2])
            ),
            key=lambda s: (s[1], -s[2], s[0] in _GENERIC, s[0] != "pin", s[0]),
        )
        merged: list[Redaction] = []
        for kind, start, end in spans:
            if merged and start < merged[-1].end:
                last = merged[-1]
                merged[-1] = Redaction(field, last.kind, last.start, max(last.end, end))
            else:
                merged.append(Redaction(field, kind, start, end))
        return merged

    def clean(self, text: str, field: str) -> tuple[str, list[Redaction]]:
        """The text with secrets redacted, or InvalidArgument under the `reject` policy."""
        if not text:
            return text, []
        found = self.scan(text, field)
        if not found:
            return text, []
        action = "rejected" if self.policy == "reject" else "redacted"
        for r in found:
            self._metrics.redaction(r.kind, action)
        if self.policy == "reject":
            kinds = ", ".join(sorted({r.kind for r in found}))
            raise InvalidArgument(
                f"{field} contains a secret ({kinds}); nothing was stored. Remove it, or ask "
                "the operator to set the privacy policy to 'redact'",
                field=field,
            )
        out = []
        pos = 0
        for r in found:
            out.append(text[pos : r.start])
            out.append(f"[REDACTED:{r.kind}]")
            pos = r.end
        out.append(text[pos:])
        return "".join(out), found
