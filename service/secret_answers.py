"""Answers to security questions, in the shapes notes and forms give them.

An answer to "mother's maiden name" or "first pet" unlocks an account the way a password
does, and it looks like any name: only its label says what it is. The rules here read the
label in more shapes than a sentence ("mother's maiden name -> Okonkwo", "First pet's name
(security answer on the bank login): Biscuit the Second", "Security answer - What city were
you born in? Bydgoszcz", "the answer to 'favourite teacher' is Mrs. Abernathy", "memorable
word HARLEQUIN", "Respuesta de seguridad (...): Chispita"). The value must be capitalised
or in capitals and no form word ("Required", "What ..."), so talk about security questions
is left alone. `service.secret_contexts` runs these with its own and checks each value.
"""

from __future__ import annotations

import re

# What banks and sites ask, as a label names it.
_QUESTION = (
    r"maiden\s+name|(?:first|childhood)\s+(?:pet|car|job|school|teacher|concert|crush|boss"
    r"|phone|street|home|friend|best\s+friend|nickname|hero)"
    r"|pet'?s\s+name|(?:elementary|primary|middle|high)\s+school"
    r"|favou?rite\s+(?:teacher|book|movie|film|food|colou?r|band|team|singer|sport|place"
    r"|city|animal|uncle|aunt|cousin)"
    r"|(?:city|town)\s+(?:where\s+)?(?:you|i)\s+(?:were|was)\s+born"
    r"|(?:city|town)\s+(?:were|was)\s+(?:you|i)\s+born|where\s+(?:were|was)\s+(?:you|i)\s+born"
    r"|birth\s?(?:place|city|town)|street\s+(?:you|i)\s+grew\s+up\s+on"
    r"|(?:father|mother|dad|mom|mum)'?s\s+middle\s+name|honeymoon\s+(?:city|destination)"
    r"|school\s+mascot"
)
# Labels in other languages: the security question or answer, a maiden name.
_FOREIGN = (
    r"(?:respuesta|pregunta)\s+(?:de\s+seguridad|secreta)"
    r"|r\u00e9ponse\s+(?:secr\u00e8te|de\s+s\u00e9curit\u00e9)|question\s+secr\u00e8te"
    r"|sicherheits(?:antwort|frage)|(?:risposta|domanda)\s+(?:di\s+sicurezza|segreta)"
    r"|(?:resposta|pergunta)\s+(?:de\s+seguran\u00e7a|secreta)|beveiligings(?:vraag|antwoord)"
    r"|nom\s+de\s+jeune\s+fille|apellido\s+de\s+soltera|m\u00e4dchenname"
    r"|nome\s+de\s+solteira|cognome\s+da\s+nubile"
)
# A label that names a secret answer by itself; a question's topic ("First car: ...",
# "High school: ...") is only one when the line says it is for security or recovery, since
# a profile lists the same facts.
_LABEL = (
    r"(?i:\b(?:security|secret|recovery)\s+(?:question|answer|word|phrase)s?\b"
    rf"|\bmemorable\s+(?:word|phrase|answer|name|place)\b|\bmaiden\s+name\b|\b(?:{_FOREIGN}))"
)
_CONTEXT = (
    r"(?i:\bsecurity\b|\bsecret\s+(?:q|answer)|\brecovery\b|\bmemorable\b"
    r"|\bverification\s+question|\bKBA\b)"
)
_TOPIC_LABEL = rf"(?i:\b(?:{_QUESTION})\b)"
# Topics a quoted question names: "the answer to 'name of your elementary school' is ..."
_TOPIC = (
    r"maiden|pet|school|teacher|born|birth|street\s+you|nickname|mascot|honeymoon|childhood"
    r"|grand(?:mother|father|ma|pa)|(?:father|mother)'?s|first\s+(?:car|job|boss|crush|kiss"
    r"|concert|love|friend)|favou?rite\s+(?:teacher|book|movie|film|food|colou?r|band|team)"
)
_UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de"
# A form's words, a question or a description where the answer would go.
_NOT_AN_ANSWER = (
    r"(?!(?:What|Where|Who|Which|When|How|Why|Name|Your|My|The|A|An|Is|Was|It|This|That"
    r"|Required|Optional|None|Unknown|Yes|No|N/A|TBD|Same|See|Set|Not|Never|Please|Enter"
    r"|Choose|Select|Answer|Question|Hint|Field|Value|Stored|Hashed|Encrypted|Masked|Hidden"
    r"|Redacted|Reset|Changed|Updated|Saved|Forgot|Forgotten|Wrong|Correct|Incorrect"
    r"|Case|Also|And|Or|For|On|In|At)\b)"
)
_ANSWER = (
    rf"{_NOT_AN_ANSWER}(?P<s>(?:(?:Mrs|Mr|Ms|Dr|Miss|Sra|Sr|St|Mt)\.?[^\S\n]+)?[{_UPPER}]"
    rf"[\w'\u2019-]{{1,30}}(?:[^\S\n]+(?:(?:the|of|de|del|la|le|van|von|der|da|di)[^\S\n]+)?"
    rf"[{_UPPER}0-9][\w'\u2019-]{{0,30}}){{0,3}})"
)
_SEPARATOR = r"(?:[:=\u2192]|->|=>|[^\S\n][\u2014\u2013-][^\S\n])"
# Between a label and its value: a qualifier ("for the Chase account"), never a change
# ("Memorable word reset requested: ticket 4412").
_BETWEEN = (
    r"(?:(?!reset|chang|request|updat|remov|disabl|enabl|requir|option|forg[eo]t)"
    r"[^\n:=\u2192]){0,60}?"
)
_GIVEN = rf"{_SEPARATOR}[^\S\n]*(?:[^\n?]{{3,80}}\?[^\S\n]*)?['\"\u201c\u2018]?{_ANSWER}"

ANSWER_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # the label, a separator (a colon, an arrow, a dash), maybe the question, the answer
    ("security_answer", re.compile(rf"{_LABEL}{_BETWEEN}{_GIVEN}")),
    # a question's topic on a line about security or recovery, before or after it
    ("security_answer", re.compile(rf"{_CONTEXT}[^\n]{{0,80}}?{_TOPIC_LABEL}{_BETWEEN}{_GIVEN}")),
    (
        "security_answer",
        re.compile(rf"{_TOPIC_LABEL}(?=[^\n]{{0,120}}{_CONTEXT}){_BETWEEN}{_GIVEN}"),
    ),
    (
        # "memorable word HARLEQUIN": a word in capitals right after the label
        "security_answer",
        re.compile(
            r"(?i:\b(?:memorable|security|secret)\s+(?:word|phrase|answer))[^\S\n]+"
            r"['\"\u201c\u2018]?(?P<s>[A-Z]{5,30})\b(?![^\S\n]*[:=])"
        ),
    ),
    (
        # "my answer to 'name of your elementary school' is Whitfield Elementary"
        "security_answer",
        re.compile(
            r"(?i:\banswer\s+to\s+(?:the\s+)?(?:question\s+)?)['\"\u201c\u2018]"
            rf"(?=[^'\"\u201d\u2019\n]{{0,60}}(?i:\b(?:{_TOPIC})))[^'\"\u201d\u2019\n]{{3,60}}"
            r"['\"\u201d\u2019][^\n]{0,50}?[^\S\n](?:is|was|=|:)[^\S\n]*['\"\u201c\u2018]?"
            rf"{_ANSWER}"
        ),
    ),
]
