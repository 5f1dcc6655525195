"""Answers to security questions told as what happened: "if Millennium ever asks for my
first pet it's Pipoca", "they re-did my security q ('street you grew up on'). I gave them
Lenox Ave", "It asks 'Name of your first band?' - The Velvet Fifths", "은행 보안질문 ...
답은 평양냉면" (privacy probes 126 and 132 of 2026-12-06's fourth session).

Why apart from `service.secret_answers`: those rules read a label and its separator, as a
form or a note lays them out; these read a sentence that tells who asked and what was given,
with the question's topic or a security question named in it (so "they asked for my first
car and I said I don't drive" is left alone: no capitalised answer follows).
"""

from __future__ import annotations

import re

from service.secret_answers import ANSWER, ANSWER_PATTERNS, FOREIGN_LABEL, LABEL, TOPIC

_ASKS = r"(?i:\b(?:asks?|asked|ask\s+me)\s+(?:for|about)\s+(?:my|the|your)\s+)"
_IT_IS = r"[^\S\n]*,?[^\S\n]*(?i:it['\u2019]?s|it\s+is|say|answer|the\s+answer\s+is)[^\S\n]+"
_SECURITY_Q = (
    r"(?i:\b(?:security|secret|recovery)\s+(?:q|qs|questions?|answers?)\b|\bverification\b"
    r"|\baccount\s+recovery\b)"
)
_GAVE = (
    r"(?i:\b(?:i|she|he|they|we)\s+(?:gave|told)\s+(?:them|him|her|it)"
    r"|\b(?:i|she|he|they|we|(?-i:[A-Z][a-z]{1,20}))\s+(?:put|used|wrote|entered|chose|picked|set|said"
    r"|answered|typed)"
    r"(?:\s+it\s+(?:to|as))?|\bmy\s+answer\s+(?:is|was)|\bit['\u2019]?s"
    # the subject said once for two verbs: "I chose 'name of your first boat' and typed
    # Kittiwake" (privacy probe 206)
    r"|\band\s+(?:put|typed|entered|wrote|answered|gave)"
    # "I put" in French, Spanish, Portuguese, Italian and Polish ("Question secr\u00e8te :
    # ... \u2014 j'ai mis Caramel", privacy probe 208)
    r"|\bj['\u2019]ai\s+(?:mis|\u00e9crit|tap\u00e9|choisi|r\u00e9pondu|donn\u00e9)"
    r"|\b(?:puse|escrib\u00ed|eleg\u00ed|us\u00e9|respond\u00ed|coloquei|escrevi|usei|botei"
    r"|respondi)\b|\bho\s+(?:messo|scritto|usato|risposto)"
    r"|\b(?:wpisa\u0142|poda\u0142|da\u0142)(?:am|em))"
    # (then "was": "Answer I typed was 'Bubbles the Second'", privacy probe 212)
    r"(?:[^\S\n]+(?i:was|is))?"
)
# A question a site asks as security questions are worded ("name of your first boat?")
_ASKED = (
    rf"['\"\u2018\u201c](?=(?:[^'\"\u2019\u201d\n]|(?<=\w)['\u2019](?=\w)){{0,60}}"
    rf"(?:{TOPIC}|(?i:\bname\s+of\s+your\s+first\b)))"
    r"(?:[^'\"\u2019\u201d\n]|(?<=\w)['\u2019](?=\w)){3,60}\??['\"\u2019\u201d]"
)
# "Answer" in the languages the probes met, labelling the answer a sentence after the label
_ANSWER_WORD = (
    r"(?i:answer|respuesta|r\u00e9ponse|antwort|risposta|resposta|cevap|odpowied\u017a"
    r"|\u0432\u0456\u0434\u043f\u043e\u0432\u0456\u0434\u044c|\u043e\u0442\u0432\u0435\u0442|\u03b1\u03c0\u03ac\u03bd\u03c4\u03b7\u03c3\u03b7)"
)

TOLD_ANSWER_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # someone asks for a topic, and what to say: "if the bank asks for my first pet it's Pipoca"
    ("security_answer", re.compile(rf"{_ASKS}{TOPIC}(?:'s\s+name)?{_IT_IS}{ANSWER}")),
    # a security question and its topic named, then the answer given to it a sentence later
    # at most ("Security questions are annoying, I put Netflix on instead" names no topic)
    (
        "security_answer",
        re.compile(
            rf"(?:{_SECURITY_Q}|(?i:{FOREIGN_LABEL}))[^\n]{{0,60}}?{TOPIC}[^\n]{{0,60}}?{_GAVE}[^\S\n]*:?"
            r"[^\S\n]*"
            rf"['\"\u201c]?{ANSWER}"
        ),
    ),
    # a security question quoted as a site asks it, and its answer after a dash, "The" kept:
    # "It asks 'Name of your first band?' - The Velvet Fifths"
    (
        "security_answer",
        re.compile(
            r"['\"\u2018\u201c](?=[^'\"\u2019\u201d\n]{0,60}\b(?i:your)\b)"
            rf"(?=[^'\"\u2019\u201d\n]{{0,60}}{TOPIC})[^'\"\u2019\u201d\n]{{3,60}}\?['\"\u2019\u201d]"
            r"[^\S\n]*[\u2014\u2013-][^\S\n]*(?P<s>The[^\S\n]+[A-Z][\w'-]{1,30}(?:[^\S\n]+[A-Z][\w'-]{1,30}){0,2})"
        ),
    ),
    # ... or a question worded as one, quoted as a site asked it: "HR portal asked 'name of
    # your first boat?' and I answered Petite Mouette" (privacy probe 130)
    (
        "security_answer",
        re.compile(rf"{_ASKED}[^\n.]{{0,40}}?{_GAVE}[^\S\n]*:?[^\S\n]*['\"\u201c]?{ANSWER}"),
    ),
    # the answer first, then what it is: "Okafor. That's mum's maiden name, for the PayPal
    # security question" (privacy probe 136), on a line about an account's security
    (
        "security_answer",
        re.compile(
            r"(?m)(?:^|(?<=[.!?]\s))(?P<s>(?-i:[A-Z][\w'\u2019-]{1,30}))[.,!]?[^\S\n]+"
            r"(?i:that['\u2019]?s|this\s+is|it['\u2019]?s)[^\S\n]+(?:[\w'\u2019-]+[^\S\n]+){0,2}?"
            rf"{TOPIC}(?=[^\n]{{0,80}}(?i:security|password|account|bank|locked\s+out|login))"
        ),
    ),
    # a security question's label, its question told, then the answer labelled (a Ukrainian
    # bank's secret question, its answer after "Answer -", privacy probe 134)
    (
        "security_answer",
        re.compile(
            rf"{LABEL}[^\n?]{{0,100}}?\b{_ANSWER_WORD}[^\S\n]*[:\u2014\u2013-][^\S\n]*{ANSWER}"
        ),
    ),
    # a safe word an alarm company asks for: "they'll ask for the safe word. It's 'Lofoten'",
    # "the word to give them is lavender" (privacy probes 148 and 156)
    (
        "security_answer",
        re.compile(
            r"(?i)\b(?:safe\s*word|security\s+word|the\s+word\s+to\s+give\s+(?:them|him|her)"
            # (an alarm's central asking for it: "la central te va a pedir la palabra clave:
            # Tamarindo", privacy probe 180; alone, "palabra clave" is a search keyword)
            r"|(?:alarm\w*|central\w*)\b[^\n]{0,80}?\b(?:palabra\s+clave|parola\s+chiave"
            r"|mot\s+de\s+passe|codewort|palavra[- ]passe))\b"
            r"[^\n]{0,40}?(?:\bit['\u2019]?s|\bis|:)[^\S\n]*['\"\u201c\u2018]?"
            r"(?P<s>(?!(?:a|an|the|not|in|on|at|required|optional)\b)[^\s'\"\u201d\u2019.,;]{3,40})"
        ),
    ),
    # a bank's code word, which its phone line asks for as it asks a security answer: "my code
    # word for telephone banking is bluebird", "NatWest code word: Heron" (a blind review's
    # miss); a party's or a school run's code word opens no account, so a bank is named
    (
        "security_answer",
        re.compile(
            r"(?i)(?:\b(?:bank\w*|building\s+society|account|helpline)\b[^\n.?]{0,40}?\b"
            r"code[\s-]?word\b|\bcode[\s-]?word\b(?=[^\n]{0,80}?\b(?:bank(?!\s+holiday)"
            r"|building\s+society|account|helpline)))[^\n.?]{0,60}?(?:[^\S\n](?:is|was)|:)"
            r"[^\S\n]+['\"\u201c\u2018]?(?!(?:changed|required|optional|unknown|different|the|not"
            r"|same|set|reset|gone|used|needed|asked|lost)\b)(?P<s>[a-z]{4,20})"
            r"(?=['\"\u201d\u2019]?[^\S\n]*(?:$|[.;,!\n]))"
        ),
    ),
    # the topic first, then the security answer named: "NLB wants my mother's maiden name as
    # the security answer - it's Zupancic" (privacy probe 162)
    (
        "security_answer",
        re.compile(
            rf"{TOPIC}[^\n]{{0,40}}?{_SECURITY_Q}[^\n]{{0,20}}?{_GAVE}[^\S\n]*:?[^\S\n]*{ANSWER}"
        ),
    ),
    # in Korean: a security question ("보안질문"), then "the answer is" ("답은")
    (
        "security_answer",
        re.compile(
            r"(?:\ubcf4\uc548|\ube44\ubc00)\s*\uc9c8\ubb38[^\n]{0,60}?\ub2f5(?:\ubcc0)?(?:\uc740|\ub294|:)"
            r"\s*['\"\u300c]?(?P<s>[\uac00-\ud7a3A-Za-z0-9]{2,20})"
        ),
    ),
]

SECURITY_ANSWER_PATTERNS = [*ANSWER_PATTERNS, *TOLD_ANSWER_PATTERNS]
