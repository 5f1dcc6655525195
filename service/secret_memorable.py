"""A bank's memorable word, a mother's maiden name given as a security answer, and an alarm
company's verbal password, said in plain English with no quotes: "my memorable
word is Pendleton", "If Vodafone asks for my memorable word when I call, it's Brighton",
"Revolut asked for mother's maiden name → we used Ferreira Lobo", "they ask for the verbal
password, which is Sandcastle", "monitoring company asks for the verbal word — pineapple".

Why: `service.secret_answers` reads a memorable word quoted, or beside a login's other fields
on its line; `service.secret_security` reads an answer after a security question's label. A
memorable word or a maiden name alone with its value was left (the helper's probe of session
190 said "my memorable word is Pendleton"; privacy probes 50-200 held a dozen such misses).

What: the name, then at most a few words that say who asks or when ("for", "when", "they",
"if"... and up to 60 characters, no sentence's end), then a verb or a mark ("is", "it's", "I
put", "we used", ":", "→", "—"), then the value: a name in capitals (one to three words),
a word in capitals, or a lower-case word, and after it the clause ends ("Prothero.", "Brighton,
capital B", "Villanueva there"). What describes the field is left: "Memorable word: not set
yet", "maiden name: Optional", "memorable word was REQUIRED at signup", "Memorable word -
Lloyds asks for 3 characters" (no clause's end after the word), "The memorable word for each
customer is different." (a lower-case memorable word must be one no English sentence uses:
the tokenizer's vocabulary, as `secret_chat` reads it; a verbal password is mostly a common
word, "pineapple", so it must be no adjective or participle instead). A maiden name is read only
when the text speaks of a login, a bank or a question ("My grandmother's maiden name was
Okafor; she grew up in Lagos" is family history: tests/data/privacy_lookalikes.json).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.secret_answers import TOPIC
from service.secret_chat import common_words

_VERB = (
    r"(?:(?:i|we|she|he|they|mum|mom|dad)[^\S\n]+(?:put|used|gave|chose|typed|picked|entered"
    r"|went[^\S\n]+with)[^\S\n]+|(?:it|that)(?:'s|\u2019s|[^\S\n]+is|[^\S\n]+was)[^\S\n]+"
    r"|(?:is|was|say)[^\S\n]+|(?<=word)(?:'|\u2019)s[^\S\n]+)"
)
_LABEL = re.compile(
    # (never a memorable thing in everyday use: "the most memorable place we visited was
    # Kyoto", "a memorable name for the product is Zephyr": review s190)
    r"(?i)\b(?:(?<!most )(?<!more )(?<!\ba )(?<!\ban )(?<!very )"
    r"(?P<memo>memorable\s+(?:word|answer|phrase|name|place|information))"
    r"|(?P<maiden>(?:(?:mother|mum|mom|mam|mama|mummy|mommy)(?:'s|\u2019s|s)?\s+)?maiden\s+name)"
    # (a bank's plain "code word" is `secret_told`'s; a quiz's or a party's is none)
    # (nor "spoken word", poetry read aloud: "Spoken word: Poetry Slam on Friday", review s190)
    r"|(?P<code>(?:verbal|duress)\s+(?:pass\s*word|code\s*word|word)"
    r"|spoken\s+(?:pass\s*word|code\s*word)))\b"
    # who asks, when, what for: "my memorable word when I call about the broadband", an aside
    r"(?:[^\S\n]*\([^)\n]{0,40}\))?"
    r"(?:,?[^\S\n]+(?:for|on|at|they|when|if|that|which|i|we|you|he|she|from|with|to|the)\b"
    r"[^\n.!?:;\u2192\u2014\u2013]{0,60}?)?"
    # the verb or the mark
    r"['\"\u2019\u201d]?[^\S\n]*(?P<sep>(?:[:=\u2192\u2014\u2013,]|->|-(?=\s))[^\S\n]*"
    rf"(?:(?:and[^\S\n]+)?{_VERB})?|(?:and[^\S\n]+)?{_VERB})"
    r"['\"\u2018\u201c\u00ab]?(?P<s>[^\W\d_][^\W\d_'\u2019-]{2,30})"
)
# More words of a name in capitals: "Ferreira Lobo", "Maple Crescent", "Pritchard-Evans"
_MORE = re.compile(r"(?:[ -](?-i:[A-Z\u00c0-\u00de])[^\W\d_'\u2019-]{1,30}){0,2}")
# The clause ends after the value
_ENDS = re.compile(
    r"['\"\u2019\u201d\u00bb]?(?:[^\S\n]*(?:[.,;!?)(\u2014\u2013\u2192]|-\s|$)|[^\S\n]*\n"
    r"|[^\S\n]+(?:capital|all|lower\w*|upper\w*|with|and|but|not|in|there|here|too|as|for|on"
    r"|when|if|so|because|obviously|of)\b)"
)
# A verb or a mark gives the value
_GIVES = re.compile(
    r"(?i)[:=\u2192\u2014\u2013,'\"\u2018\u201c\u00ab]|-\s|\b(?:is|was|put|used|gave|chose|typed"
    r"|picked|entered|with|say|it's|it\u2019s)\b"
)
# Words that describe the field, or a sentence's small words, never its value
_STOP_WORDS = """
not none never required optional unavailable unknown removed verification absolutely dunno
honestly sorry user ticket different same lowercase uppercase unsure yes no null varchar tbd
pending blank empty secret important case sensitive easy simple random hidden private needed
set mandatory missing correct wrong incorrect fine okay below above attached see the a an it
this that my your his her our their what which who how where why when used asked also still
something nothing anything whatever usual standard default here there changed new old one
same mine yours ours his hers theirs only just also always usually different separate
"""
_STOP = frozenset(_STOP_WORDS.split())
# A maiden name is a secret when the text is about an account or a question. Never a word a
# family's story says too (review s190: "Grandma's maiden name was Okafor; we call her Nana",
# "she works at the bank", "she answered every question", "she asked us to use it", "the
# family app", "rings her sisters", "the old phone book"): asked for, a security question,
# an account, a login, a bank's or a helpline's call.
_ACCOUNT = re.compile(
    r"(?i)secur|\bask(?:s|ed|ing)?[^\S\n]+(?:(?:me|you|us|him|her|them)[^\S\n]+)?"
    r"(?:(?:for|about|my|your|the|what|which|mother|mum|mom)\b|['\"\u2018\u201c])"
    r"|verif|log\s*in|login|sign[\s-]?in|portal|\baccounts?\b(?!\s+of\b)|\banswers?\b(?!\s+(?:every|any|all)\b)"
    r"|password|passcode|hotline|helpline|\bwhen\s+(?:i|you|we)\s+call|\bbank(?:'s|\u2019s|\s+(?:asks|app|account))"
    r"|recovery|\breset|alarm|monitor|pendant"
)


# The value first, then whose secret it is (review s190: "Pendleton is my memorable word",
# "Sandcastle is the verbal password for the alarm"): a name in capitals that opens its clause
_NAMED_FIRST = re.compile(
    r"(?:^|(?<=[.;!?\n\u2014\u2013-])[^\S\n]*|(?<=[.;!?,:][^\S\n]))"
    r"(?P<s>(?-i:[A-Z\u00c0-\u00de])[^\W\d_'\u2019-]{2,30}"
    r"(?:[ -](?-i:[A-Z\u00c0-\u00de])[^\W\d_'\u2019-]{1,30}){0,2})"
    r"[^\S\n]+(?i:is|was|=)[^\S\n]+(?i:my|our|his|her|their|the)[^\S\n]+"
    r"(?i:(?P<memo>memorable\s+(?:word|answer|phrase))"
    r"|(?P<maiden>(?:(?:mother|mum|mom)(?:'s|\u2019s|s)?\s+)?maiden\s+name)"
    r"|(?P<code>(?:verbal|duress|spoken)\s+(?:pass\s*word|code\s*word)|(?:verbal|duress)\s+word))\b"
)
# (every text with a name holds one of these: most texts are skipped for a few substring tests)
_GATE = ("memorable", "maiden", "verbal", "spoken", "duress")


def _accepted(value: str, label: str, quoted: bool) -> bool:
    first = value.split()[0].split("-")[0].lower()
    if first in _STOP or value.lower() in _STOP:
        return False
    if value[0].isupper():
        return True  # "Pendleton", "BLACKBERRY", "Ferreira Lobo"
    if label != "maiden":  # "pineapple", "pancake"; never "needed", "sensitive", "different"
        return not first.endswith(("ed", "ing", "ly", "ble", "ous", "ive", "ent", "ant", "ful"))
    words = common_words()
    return bool(words) and (quoted or first not in words)  # "sampaguita", not "different"


def memorable_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """Memorable words, maiden names given as answers, verbal passwords."""
    lowered = text.lower()
    if not any(w in lowered for w in _GATE):
        return
    account: bool | None = None  # (searched once: a search per name was quadratic)
    for m in _LABEL.finditer(text):
        label = "memo" if m.group("memo") else "maiden" if m.group("maiden") else "code"
        if not _GIVES.search(text, m.end(label), m.start("s")):
            continue  # no verb and no mark: "Memorable word games the kids love"
        if label == "maiden" or (label == "memo" and not m.group("memo").lower().endswith("word")):
            if account is None:
                account = _ACCOUNT.search(text) is not None
            if not account:
                continue  # family history; a place's memories ("The memorable place, Santorini")
        end = m.end("s")
        if text[m.start("s")].isupper():
            more = _MORE.match(text, end)
            if more is not None:
                end = more.end()
        if not _ENDS.match(text, end):
            continue
        quoted = text[m.start("s") - 1 : m.start("s")] in "'\"\u2018\u201c\u00ab"
        if _accepted(text[m.start("s") : end], label, quoted):
            kind = "password" if label == "code" else "security_answer"
            yield kind, m.start("s"), end
    for m in _NAMED_FIRST.finditer(text):
        label = "memo" if m.group("memo") else "maiden" if m.group("maiden") else "code"
        if label == "maiden":
            if account is None:
                account = _ACCOUNT.search(text) is not None
            if not account:
                continue  # "Jones was her maiden name" is family history
        if _accepted(m.group("s"), label, False):
            yield "password" if label == "code" else "security_answer", m.start("s"), m.end("s")


# A security question's topic asked for, then the answer said: "if the bank asks for my first
# school, I put Saint Brigid's", "when they ask for the name of my first pet I say Rufus", "if
# it asks 'what street did you grow up on' say Maple Crescent" (privacy probes 50-200 held
# these: `secret_answers` reads the topic as a label with a mark or "the answer I set is").
# Only a name in capitals that ends its clause, and only in a text about an account: "when
# people ask about my first car I say it was a wreck" is small talk.
_ASKED = re.compile(
    r"(?i:\b(?:asks?|asked|asking)\b(?:[^\S\n]+(?:me|you|him|her|us|them))?"
    r"(?:[^\S\n]+(?:for|about))?)[^\S\n]+['\"\u2018\u201c]?[^\n.!]{0,40}?"
    rf"{TOPIC}[^\n.!]{{0,30}}?['\"\u2019\u201d?]{{0,2}}[^\S\n]*(?:,[^\S\n]*)?"
    r"(?:(?i:it'?s|it\u2019s|it[^\S\n]+is|(?:i|we|she|he|they)[^\S\n]+(?:say|put|used|gave|typed"
    r"|answer|chose|picked)|say|answer)[^\S\n]+|[\u2192\u2014\u2013:][^\S\n]*)"
    r"['\"\u201c\u2018]?(?P<s>(?-i:[A-Z\u00c0-\u00de])[\w'\u2019-]{1,30}"
    r"(?:[^\S\n]+(?-i:[A-Z\u00c0-\u00de])[\w'\u2019-]{0,30}){0,3})"
)
_AN_ACCOUNT = re.compile(
    r"(?i)secur|bank|portal|account|log-?\s?in|sign-?\s?in|verif|password|passcode|helpline"
    r"|hotline|insurance|recovery|reset|apple\s+id|\bapp\b|paypal|\bsite\b"
)
# Who asks when it is small talk, not a site (review s190: "When clients ask about our first
# school partnership, say Greenfield. Account manager is Tom.")
_PEOPLE_ASK = re.compile(
    r"(?i)\b(?:kids|children|people|friends|clients|customers|anyone|anybody|someone|everyone"
    r"|neighbou?rs|family|colleagues|coworkers|guests|students|visitors|boss|mum|mom|dad"
    r"|recruiters|interviewers|strangers|teachers)[^\S\n]+$"
)
_SENTENCE_WORDS = frozenset(
    {"I", "It", "The", "My", "We", "He", "She", "They", "This", "That", "A", "An", "If", "When"}
    | {"Not", "Skip", "None", "Nothing", "Yes", "No", "Optional", "Required"}
)


def asked_answers(text: str) -> Iterator[tuple[str, int, int]]:
    """Answers said after a security question's topic is asked for."""
    if "ask" not in text.lower() or not _AN_ACCOUNT.search(text):
        return
    for m in _ASKED.finditer(text):
        if _PEOPLE_ASK.search(text, max(0, m.start() - 24), m.start()):
            continue  # people ask, not a login: "when the kids ask about my first pet I say Rufus"
        value = m.group("s")
        if value.split()[0] in _SENTENCE_WORDS or not _ENDS.match(text, m.end("s")):
            continue
        yield "security_answer", m.start("s"), m.end("s")
