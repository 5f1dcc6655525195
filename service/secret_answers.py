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
    r"maiden\s+name|(?:first|childhood)\s+(?:pet|car|job|school|teacher|concert|crush|boss|band"
    r"|phone|street|home|friend|best\s+friend|nickname|hero)"
    r"|pet'?s\s+name|(?:elementary|primary|middle|high)\s+school"
    r"|favou?rite\s+(?:teacher|book|movie|film|food|colou?r|band|team|singer|sport|place"
    r"|city|animal|uncle|aunt|cousin)"
    r"|(?:city|town)\s+(?:where\s+)?(?:you|i)\s+(?:were|was)\s+born"
    r"|(?:city|town)\s+(?:were|was)\s+(?:you|i)\s+born|where\s+(?:were|was)\s+(?:you|i)\s+born"
    r"|where\s+(?:you|i)\s+(?:were|was)\s+born"
    r"|(?:city|town|place)\s+where\s+(?:(?:your|my|his|her|their)\s+)?parents\s+met"
    r"|birth\s?(?:place|city|town)|street\s+(?:did\s+)?(?:you|i)\s+gr[eo]w\s+up\s+on"
    r"|(?:father|mother|dad|mom|mum)'?s\s+middle\s+name|honeymoon\s+(?:city|destination)"
    r"|school\s+mascot"
)
# Labels in other languages: the security question or answer, a maiden name.
FOREIGN_LABEL = (
    r"(?:respuesta|pregunta)\s+(?:de\s+seguridad|secreta)"
    r"|r\u00e9ponse\s+(?:secr\u00e8te|de\s+s\u00e9curit\u00e9)|question\s+secr\u00e8te"
    r"|sicherheits(?:antwort|frage)|(?:risposta|domanda)\s+(?:di\s+sicurezza|segreta)"
    r"|(?:resposta|pergunta)\s+(?:de\s+seguran\u00e7a|secreta)|beveiligings(?:vraag|antwoord)"
    r"|g\u00fcvenlik\s+soru\w*|nom\s+de\s+jeune\s+fille|apellido\s+de\s+soltera|m\u00e4dchenname|\u03b5\u03c1\u03ce\u03c4\u03b7\u03c3\u03b7\s+\u03b1\u03c3\u03c6\u03b1\u03bb\u03b5\u03af\u03b1\u03c2|(?:\u0441\u0435\u043a\u0440\u0435\u0442\u043d|\u043a\u043e\u043d\u0442\u0440\u043e\u043b\u044c\u043d)\w*\s+(?:\u043f\u0438\u0442\u0430\u043d\u043d\u044f|\u0432\u043e\u043f\u0440\u043e\u0441)"
    r"|nome\s+de\s+solteira|cognome\s+da\s+nubile|pytani\w*\s+(?:pomocnicz|bezpiecze\u0144)\w*|(?:pertanyaan|jawaban)\s+(?:keamanan|rahasia)|s\u00e4kerhets(?:fr\u00e5g|svar)\w*|sikkerhets(?:sp\u00f8rsm\u00e5l|svar)\w*|c\u00e2u\s+h\u1ecfi\s+b\u1ea3o\s+m\u1eadt"
)
# A label that names a secret answer by itself; a question's topic ("First car: ...",
# "High school: ...") is only one when the line says it is for security or recovery, since
# a profile lists the same facts.
_LABEL = (
    r"(?i:\b(?:security|secret|recovery)\s+(?:question|answer|word|phrase)s?\b|\bsecurity\s+q\b"
    rf"|\bmemorable\s+(?:word|phrase|answer|name|place|information)\b|\bmaiden\s+name\b|\b(?:{FOREIGN_LABEL}))"
)
# What says a line is about an account's security questions (not "security clearance", a
# "recovery group" or "not security related").
_CONTEXT = (
    r"(?i:\bsecurity\s+(?:questions?|answers?|qs?|words?|phrases?|check)\b"
    r"|\bsecret\s+(?:q|questions?|answers?)\b|\baccount\s+recovery\b"
    r"|\brecovery\s+(?:questions?|answers?|form|phrase|flow)\b|\bmemorable\s+(?:word|phrase)"
    r"|\bverification\s+questions?\b|\bKBA\b"
    # ("Mother's maiden name for the bank's phone verification is Okonkwo", held-out probe 47)
    r"|\b(?:phone|identity|id|account|bank)\s+verification\b|\bfor\s+verification\b)"
)
# What describes an answer rather than giving it ("Memorable word: lowercase, 6-10 letters").
_DESCRIBING = (
    r"(?i:lowercase|uppercase|letters?|characters?|digits?|numbers?|words?|required|optional"
    r"|different|random|unique|mandatory|separate|personal|private|secret"
    r"|unknown|unset|none|same|changed|hidden|masked|case|any|your|my|see|ask|tbd|n/a)"
)
_TOPIC_LABEL = rf"(?i:\b(?:{_QUESTION})\b)(?:'s\s+name)?"
# A lower-case answer that describes the field rather than filling it ("Answer: pick something
# you'll remember", "Respuesta: depende del usuario", "Verification phrase: shown in app").
_A_DESCRIPTION = (
    r"(?i:pick|varies|vary|depends?|depende|doesn'?t|does\s+not|usually|best|easily|avoid|au"
    r"|frei|obrigat\w*|choose|chosen|any|anything|whatever|up\s+to|left|shown|displayed"
    r"|configurable|coming|feature|available|anti-phishing|set|sent|printed|\w+ly|\w+mente)\b"
)
# A quoted question that is a security question: "the answer to 'name of your elementary
# school' is ..." (a quiz's "which school did Tolkien attend" is not)
_QUOTED_QUESTION = rf"(?i:\b(?:{_QUESTION})\b|\bname\s+of\s+(?:your|my)\s)"
_UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0130-\u017d\u0400-\u042f\u0386-\u03ab"
# A form's words, a status, a question (in the label's languages) or a description where
# the answer would go.
_NOT_AN_ANSWER = (
    r"(?!(?:What|Where|Who|Which|When|How|Why|Name|Your|My|The|A|An|Is|Was|It|This|That|I"
    r"|Required|Optional|None|Unknown|Yes|No|N/A|TBD|Same|See|Set|Not|Never|Please|Enter"
    r"|Choose|Select|Answer|Question|Hint|Field|Value|Stored|Hashed|Encrypted|Masked|Hidden"
    r"|Redacted|Reset|Changed|Updated|Saved|Forgot|Forgotten|Wrong|Correct|Incorrect"
    r"|Case|Also|And|Or|For|On|In|At|User|Call|Ask|Contact|Deprecated|Removed|Disabled"
    r"|Enabled|Pending|Pendiente|Requerid[ao]|Obligatori[ao]|Opcional|Erforderlich|Pflicht"
    r"|Obligatoire|Facultati(?:f|ve)|Richiest[ao]|Obbligatori[ao]|Facoltativ[ao]|Ninguna|Ninguno|Aucune?|Keine|Nessuna|Nenhuma|Respuesta"
    r"|R\u00e9ponse|Antwort|Risposta|Resposta|Wie|Was|Wo|Wer|Welche[rsn]?|Qu\u00e9|Cu\u00e1l"
    r"|Texto|Libre|Free|Text|Sample|Example|Placeholder|Dummy|Keep|Kept|Drop|Dropped|Fine|Pass"
    r"|Passed|Done|Confirmed|Escalated|Mandatory|Often|Lorem|Skip|Skipped|OK|Okay|Approved"
    r"|Rejected|Design|Marketing|Support|Soporte|Jira|Postgres|Legacy"
    r"|C\u00f3mo|D\u00f3nde|Quel|Quelle|Qual|Quale|Come|Dove)\b)"
)
# The answer ends its clause: a mark, the line's end, a parenthesis, or a preposition that
# says what it is for ("Whitfield Elementary for the Vanguard account"); "User will
# choose at branch", "Lloyds asks for 3 characters" go on as sentences.
_ENDS = (
    r"(?=[^\S\n]*(?:$|[.,;!?)\]'\"\u201d\u2019(\u00bb]|\n|[\u2014\u2013-][^\S\n]"
    r"|(?<=[^\S\n])(?:for|on|at|with|from|so|but|there|here|pour|para|per|por|f\u00fcr|voor|dla)[^\S\n]))"
)
_ANSWER = (
    rf"{_NOT_AN_ANSWER}(?P<s>(?:(?:Mrs|Mr|Ms|Dr|Miss|Sra|Sr|St|Mt)\.?[^\S\n]+)?[{_UPPER}]"
    rf"[\w'\u2019-]{{1,30}}(?:[^\S\n]+(?:(?:the|of|de|del|la|le|van|von|der|da|di)[^\S\n]+)?"
    rf"[{_UPPER}0-9][\w'\u2019-]{{0,30}}){{0,3}}){_ENDS}"
)
# A mark between label and answer; "is" / "was" only on a line about security questions
# ("My grandmother's maiden name was Okafor" is family history).
_MARK = (
    r"(?:[:=\u2192]|->|=>|[^\S\n][\u2014\u2013-][^\S\n]"
    # ("Security question 'first pet' with answer: Biscuit", held-out privacy probe 80)
    r"|[^\S\n](?:[\u2014\u2013-][^\S\n]*|(?:with|and)[^\S\n]+(?:the[^\S\n]+)?)?(?:answer(?:ed)?"
    r"|cevap|yan\u0131t|respuesta|r\u00e9ponse|antwort|risposta|resposta|\u0432\u0456\u0434\u043f\u043e\u0432\u0456\u0434\u044c|\u043e\u0442\u0432\u0435\u0442)[^\S\n]*:?)"
)
_MARK_OR_VERB = rf"(?:{_MARK}|[^\S\n](?:is|was)[^\S\n])"
# Between a label and its separator: nothing, a parenthesis, or a qualifier that starts
# with a preposition ("for the Chase account, mother's maiden name ->"); never other words
# ("Memorable word games the kids love: ...", "The memorable word feature => Removed").
_BETWEEN = (
    r"(?:[^\S\n]*\([^)\n]{0,60}\)|[^\S\n]+(?:for|on|at|of|in|to|from|with|del|de|des|du|der"
    r"|f\u00fcr|beim|bei|vom|zum|zur|chez|con|per|para|pour|w|dla|f\u00f6r|til|untuk|akun|sa|ng)[^\S\n](?:(?!reset|chang|request|updat|remov|disabl|enabl"
    r"|requir|option|forg[eo]t)[^\n:=\u2192()]){0,60}?)?(?:[^\S\n]*\([^)\n]{0,60}\))?"
    # the question quoted: "Recovery question 'first pet' - answer Snowball"
    # (an apostrophe inside a word is not its end: "'mother's maiden name'")
    r"(?:[^\S\n]*['\"\u2018\u201c](?:[^'\"\u2019\u201d\n]|(?<=\w)['\u2019](?=\w)){1,60}"
    r"['\"\u2019\u201d])?"
)
# The question may come first, ended by "?" or by a mark of its own ("Sicherheitsfrage: Name
# der ersten Schule -> Goethe-Grundschule"); an answer labelled again ("... premier animal ?
# R\u00e9ponse : Filou", "Q: ...? A: Biscuit") needs a question that is a security question's
# ("\u00bfqui\u00e9n tiene la llave? Respuesta: Conserje" is a building's).
_REPLY = (
    r"(?i:answer|a|r\u00e9ponse|antwort|respuesta|risposta|resposta|antwoord|svar|jawaban|sagot)"
    r"[^\S\n]*[:=.\-]+[^\S\n]*"
)
_FOREIGN_TOPIC = (
    r"(?i:premi(?:er|\u00e8re)\s+(?:animal|voiture|\u00e9cole)|ville\s+de\s+naissance"
    r"|lieblings\w{3,20}|couleur\s+pr\u00e9f\u00e9r\u00e9e|(?:color|comida)\s+favorit[ao]"
    r"|primer(?:a)?\s+(?:mascota|coche|escuela)|ciudad\s+(?:natal|de\s+nacimiento)"
    r"|ersten?\s+(?:haustier|schule|auto)|geburtsort|primo\s+animale|prima\s+(?:auto|scuola)"
    r"|primeiro\s+(?:animal|carro)|primeira\s+escola|escuela\s+primaria|escola\s+prim\u00e1ria"
    r"|\u00e9cole\s+primaire|scuola\s+elementare"
    r"|(?:geburts|m\u00e4dchen)name\s+(?:der|meiner|ihrer|deiner)\s+mutter"
    r"|grundschule|mejor\s+amig[oa]|meilleur\s+ami|migliore\s+amic[oa]|melhor\s+amig[oa]"
    r"|nonn[ao]\s+matern[ao]|abuel[oa]\s+matern[ao]|gro(?:\u00df|ss)mutter"
    r"|name\s+(?:des|meines|ihres)\s+ersten\s+haustier(?:e?s)?)"
)
_TOPIC = rf"(?:(?i:\b(?:{_QUESTION})\b)|{_FOREIGN_TOPIC})"
_QUESTION_ASKED = (
    rf"(?:(?=[^\n?]{{0,60}}{_TOPIC})[^\n?]{{3,80}}\?[^\S\n]*{_REPLY}"
    r"|[^\n?]{3,80}\?[^\S\n]*"
    # a topic then an arrow ("Name der ersten Schule -> ..."), not a menu path ("Settings ->
    # Account Recovery") nor the previous item of a list ("Muffin; maiden name ->")
    rf"|(?=[^\n?:=\u2192>;,]{{0,60}}{_TOPIC})[^\n?:=\u2192>;,]{{3,60}}?[^\S\n]*"
    # (or a colon or a dash after the topic: "nombre de mi primera mascota: Canela",
    # "Geburtsname der Mutter \u2013 Brandauer")
    r"(?:->|=>|\u2192|:|(?<=\s)[\u2014\u2013-](?=\s))[^\S\n]*"
    # (and the answer labelled after it: "nom de votre premier animal → réponse : Filou")
    rf"(?:{_REPLY})?)"
)
# (a topic is the question, never its answer: "Sicherheitsfrage: Geburtsname der Mutter")
_THEN = rf"[^\S\n]*{_QUESTION_ASKED}?['\"\u201c\u2018]?(?!{_TOPIC}){_ANSWER}"
# ... after a label that says it is a security question, any question ("Domanda di
# sicurezza: nome della nonna materna \u2014 Carmelina")
_ANY_QUESTION = (
    r"(?=[^\n?:=\u2192>;,]{0,60}?\b(?i:name|nom|nome|nombre|first|erste[rns]?|primer[oa]?"
    r"|premi(?:er|\u00e8re)|prim[oa]|favou?rite|lieblings\w*|preferid[oa]|born|geboren|nacid[oa]"
    r"|maiden|school|schule|escuela|scuola|escola|pet|haustier|mascota|street|stra\u00dfe|calle"
    r"|city|stadt|ciudad|citt\u00e0|mother|father|mutter|vater|madre|padre|m\u00e8re|p\u00e8re"
    r"|nonn[ao]|abuel[oa]|grand\w*)\b)"
    r"[^\W\d][^\n?:=\u2192>;,]{2,60}?\s[^\n?:=\u2192>;,]*?[^\S\n][\u2014\u2013][^\S\n]*"
)
# (or any question quoted, then an arrow: "pytanie pomocnicze w ING: '...' -> Kowalski")
_QUOTED_THEN = (
    r"['\"\u2018\u201c][^'\"\u2019\u201d\n]{3,80}['\"\u2019\u201d][^\S\n]*(?:\u2192|->|=>)[^\S\n]*"
)
_GIVEN = (
    rf"[^\S\n]*{_MARK}[^\S\n]*(?:{_QUESTION_ASKED}|{_ANY_QUESTION}|{_QUOTED_THEN})?['\"\u201c\u2018]?"
    rf"(?!{_TOPIC}){_ANSWER}"
)
_SAID = rf"[^\S\n]*{_MARK_OR_VERB}{_THEN}"
# A topic asked ("first pet?"), then a dash or an arrow before its answer
_ASKED_DASH = (
    rf"{_TOPIC}[^\n?]{{0,30}}\?[^\S\n]*(?:[\u2014\u2013-]|->|\u2192|:)[^\S\n]*['\"\u201c\u2018]?"
)

ANSWER_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        # the answer first: "Biscuit is the answer for 'name of first pet'" (probe 88)
        "security_answer",
        re.compile(
            rf"{_NOT_AN_ANSWER}(?P<s>[{_UPPER}][\w'\u2019-]{{2,30}}(?:[^\S\n][{_UPPER}][\w'\u2019-]{{2,30}})?)"
            r"[^\S\n]+(?:is|was)[^\S\n]+(?:the|my)[^\S\n]+(?:security[^\S\n]+)?answer[^\S\n]+(?:for|to)"
            rf"[^\S\n]+(?:the[^\S\n]+)?['\"\u201c\u2018]?[^'\"\n]{{0,20}}?(?:{_TOPIC}|security\s+question)"
        ),
    ),
    (
        # a memorable word quoted after its name, in any case: "passcode 5-8-3-9-1, memorable
        # word 'lighthouse'" (held-out privacy probe 86)
        "security_answer",
        re.compile(
            # (a login's field beside it on the line; one word, not a status: "memorable word
            # 'unsure'", "the memorable phrase 'carpe diem' is on my mug" are not answers)
            r"(?i)\b(?:passcode|password|pin|login|online\s+banking|sign[- ]?in)\b[^\n]{0,60}?"
            r"\bmemorable\s+(?:word|answer)\b[^\S\n]*(?:(?:is|was|:|=)[^\S\n]*)?['\"\u201c\u2018]"
            r"(?P<s>(?!(?:required|optional|none|n/a|tbd|unsure|unknown|see|ask|same|blank)\b)"
            r"[A-Za-z][\w'-]{2,30})['\"\u201d\u2019]"
        ),
    ),
    (
        # ... or a capitalised word said after "is" on a login's line: "username albert.reid,
        # password Reid#Bolton88, memorable word is Spitfire" (privacy probes 102 and 104)
        "security_answer",
        re.compile(
            r"(?i)\b(?:passcode|password|pw|pin|login|lgn|username|online\s+banking|sign[- ]?in)\b"
            r"[^\n]{0,80}?\bmemorable\s+(?:word|wd|answer|name)\b[^\S\n]*(?:(?:is|was|:|=)[^\S\n]*)?"
            r"(?P<s>(?-i:[A-Z][a-z][\w'-]{1,30}))\b(?=[^\S\n]*(?:[.,;!?)(]|$|and\b|but\b))"
        ),
    ),
    (
        # ... or with the login after it on the line, a title and a name allowed: "memorable
        # answer is Mrs Pemberton (favourite teacher q) and password ..." (privacy probe 112)
        "security_answer",
        re.compile(
            r"(?i)\bmemorable\s+(?:word|answer|name)\b[^\S\n]*(?:(?:is|was|:|=)[^\S\n]*)?"
            r"(?P<s>(?-i:(?:(?:Mrs|Mr|Ms|Miss|Dr)\.?[^\S\n]+)?[A-Z][a-z][\w'-]{1,30}))\b"
            r"(?=[^\n]{0,60}?\b(?:password|passcode|pin|login|username)\b)"
        ),
    ),
    (
        # the answer someone gave to a security question labelled in their language, after
        # the verb that says so: "Pregunta de seguridad del banco: '\u00bf...?' \u2014 puse
        # Villaquejida" (held-out probe 46)
        "security_answer",
        re.compile(
            rf"(?i:\b(?:{FOREIGN_LABEL}))[^\n]{{0,100}}?(?i:\b(?:puse|puso|us\u00e9|respond\u00ed|contest\u00e9|p\u00f4s|colocou|ha\s+messo|a\s+mis"
            r"|mi\s+respuesta\s+(?:es|fue)|coloquei|usei|respondi|minha\s+resposta\s+(?:\u00e9|foi)"
            r"|j['\u2019]ai\s+(?:mis|r\u00e9pondu)|ma\s+r\u00e9ponse\s+(?:est|\u00e9tait)"
            r"|ho\s+(?:messo|risposto)|la\s+mia\s+risposta\s+(?:\u00e8|era)|ich\s+habe"
            r"|meine\s+antwort\s+(?:ist|war))\b)[^\S\n]*:?[^\S\n]*['\"\u201c\u00ab]?[^\S\n]?"
            rf"{_ANSWER}"
        ),
    ),
    # ... and in English, with a question's topic between: "Security question for the Chase
    # account: ... For the mother's maiden name one I put Delacroix." (held-out probe 80)
    (
        "security_answer",
        re.compile(
            rf"(?i:\b(?:security|secret|recovery)\s+(?:questions?|answers?)\b)[^\n]{{0,120}}?"
            rf"{_TOPIC}[^\n.?!]{{0,30}}?(?i:\bi\s+(?:put|used|wrote|entered|gave|chose|picked)"
            r"|\bmy\s+answer\s+(?:is|was))\b[^\S\n]*:?[^\S\n]*['\"\u201c]?"
            rf"{_ANSWER}"
        ),
    ),
    # the label, a separator (a colon, an arrow, a dash), maybe the question, the answer
    ("security_answer", re.compile(rf"{_LABEL}{_BETWEEN}{_GIVEN}")),
    # a question's topic on a line about security or recovery, before or after it, or in a
    # list under such a line ("Apple ID security questions:\n1. favourite teacher: Ms H...")
    (
        "security_answer",
        re.compile(
            rf"{_CONTEXT}(?:[^\n]{{0,80}}?|[^\n]{{0,40}}:[^\S\n]*\n"
            rf"(?:[^\S\n]*(?:\d{{1,2}}[.)]|[-*\u2022])[^\n]{{0,80}}\n){{0,4}}?[^\S\n]*"
            rf"(?:\d{{1,2}}[.)]|[-*\u2022])[^\S\n]*){_TOPIC_LABEL}{_BETWEEN}{_SAID}"
        ),
    ),
    (
        "security_answer",
        re.compile(rf"{_TOPIC_LABEL}(?=[^\n]{{0,120}}{_CONTEXT}){_BETWEEN}{_SAID}"),
    ),
    (
        # "memorable word HARLEQUIN", "memorable word is PENGUIN": a word in capitals
        "security_answer",
        re.compile(
            r"(?i:\b(?:memorable|security|secret)\s+(?:word|phrase|answer))[^\S\n]+"
            r"(?:(?:is|was)[^\S\n]+)?['\"\u201c\u2018]?"
            r"(?!(?:OPTIONAL|EMPTY|REQUIRED|MANDATORY|NEVER|STORED|HIDDEN|MASKED|UNKNOWN|NONE|NULL"
            r"|UNSET|DISABLED|ENABLED|BLANK|MISSING|CHANGED|RESET|ENCRYPTED|HASHED|VISIBLE|ALWAYS"
            r"|CASE|SENSITIVE|INSENSITIVE)\b)(?P<s>[A-Z]{5,30})\b(?![^\S\n]*[:=])"
            # capitals for emphasis go on as a sentence: "is NEVER asked for in full"
            r"(?![^\S\n]+(?!(?:and|or|but|for|on|at|with|from|in|to)\b)[a-z])(?![^\S\n]+[A-Z]{2,})"
        ),
    ),
    (
        # an arrow from a question's topic on a security line, the answer in any case:
        # "security Q: first car \u2192 rusty Fiat Panda"; "security word is lighthouse"
        "security_answer",
        re.compile(
            rf"{_CONTEXT}[^\n]{{0,80}}?{_TOPIC_LABEL}{_BETWEEN}[^\S\n]*(?:\u2192|->|=>)[^\S\n]*"
            rf"(?i:{_NOT_AN_ANSWER})(?!{_DESCRIBING}\b)"
            r"(?P<s>[\w'\u2019-]{2,30}(?:[^\S\n]+[\w'\u2019-]{2,30}){0,3})(?=[^\S\n]*(?:$|[.;,!)\n]))"
            r"|(?i:\b(?:security|memorable)\s+word|\bsecret\s+word(?=[^\n]{0,80}\b(?:bank|account"
            r"|phone|verification|login|card|airline|carrier|support|password)))['\"\u2019\u201d]?"
            # (what it is for: "the 'secret word' the airline account uses ... is marmalade")
            r"(?:[^\S\n]+(?i:the|that|which|for|on|my|our|his|her|their)\b[^\n.]{0,60}?)?"
            r"[^\S\n]+(?:is|was)[^\S\n]+"
            rf"(?i:{_NOT_AN_ANSWER})(?!{_DESCRIBING}\b)"
            r"(?P<d>[a-z]{4,20})(?=[^\S\n]*(?:$|[.;!\n]))"
        ),
    ),
    (
        # a labelled security question asked, then answered under its own label, in any case:
        # "Pregunta de seguridad: \u00bfcomida favorita? Respuesta: pulpo a feira"
        "security_answer",
        re.compile(
            rf"{_LABEL}{_BETWEEN}[^\S\n]*{_MARK}[^\S\n]*(?=[^\n?]{{0,60}}{_TOPIC})[^\n?]{{3,80}}\?"
            rf"[^\S\n]*{_REPLY}(?i:{_NOT_AN_ANSWER})(?!{_DESCRIBING}\b)(?!{_A_DESCRIPTION})"
            r"(?P<s>[^\W\d][\w'\u2019-]{1,30}(?:[^\S\n]+[\w'\u2019-]{1,30}){0,3})"
            r"(?=[^\S\n]*(?:$|[.;!)\n]))"
        ),
    ),
    (
        # "memorable answer for HMRC: bluebells": a strong label answered in lower case
        "security_answer",
        re.compile(
            rf"(?i:\bmemorable\s+(?:word|answer)s?\b|\bverification\s+(?:phrase|word)\b)"
            rf"{_BETWEEN}[^\S\n]*"
            rf"[:=][^\S\n]*(?i:{_NOT_AN_ANSWER})(?!{_DESCRIBING}\b)(?!{_A_DESCRIPTION})"
            rf"(?P<s>[a-z\u00df-\u00ff][a-z\u00df-\u00ff'-]{{2,30}}"
            rf"(?:[^\S\n]+[a-z\u00df-\u00ff][a-z\u00df-\u00ff'-]{{1,30}}){{0,2}})"
            r"(?=[^\S\n]*(?:$|[.;!)\n]))"
        ),
    ),
    (
        # "Q: Name of your first pet? A: Biscuit"
        "security_answer",
        re.compile(
            # asked of the account holder, the topic ending the question ("your favourite
            # band for the office playlist?" is small talk)
            r"(?m:^|(?<=[\s(]))Q[^\S\n]*[:.][^\S\n]*(?=[^\n?]{0,40}\b(?i:your|you)\b"
            r"|[^\n?]{0,80}\b(?i:security|secret)\s+(?i:q|questions?)\b|[^\n?]{0,80}\b(?i:portal|account|bank|login)\b)"
            rf"[^\n?]{{0,60}}{_TOPIC}[^\n?]{{0,12}}(?:for[^\n?]{{0,30}}\b(?:security\s+q\w*|portal|account|bank|login))?\?"
            rf"\s*A[^\S\n]*[:.][^\S\n]*{_ANSWER}"
        ),
    ),
    (
        # a topic a bank asks, then "the answer I set is ...": "If the bank ever asks where I
        # was born, the answer I set is Kilmarnock" (held-out probe 44)
        "security_answer",
        re.compile(
            # (an answer someone set, as an account's is: "the answer is Glasgow" to a friend's
            # question is trivia)
            rf"{_TOPIC}[^\n.]{{0,40}}?\b(?i:answer[^\S\n]+(?:i|we|she|he|they)[^\S\n]+(?:set|chose|picked"
            r"|use|used|gave|put))\b[^\n.]{0,12}?[^\S\n](?:is|was)[^\S\n]+"
            rf"['\"\u201c\u2018]?{_ANSWER}"
        ),
    ),
    (
        # "the answer I gave for 'name of your first pet' on the Chase site was Pickles the
        # Second" (held-out probe 45): an answer someone set, to a question quoted
        "security_answer",
        re.compile(
            r"(?i:\banswer[^\S\n]+(?:i|we|she|he|they)[^\S\n]+(?:set|gave|chose|picked|used|put)"
            r"[^\S\n]+(?:for|to)[^\S\n]+)['\"\u2018\u201c][^'\"\u2019\u201d\n]{3,60}['\"\u2019\u201d]"
            r"[^\n.]{0,40}?[^\S\n](?:is|was)[^\S\n]+['\"\u201c\u2018]?"
            rf"{_ANSWER}"
        ),
    ),
    # topics asked and answered after a dash or an arrow on a security line: "Security Q&A on
    # the utility account: first pet? \u2014 Biscuit Vanderlay. Favourite teacher? \u2014 Mrs
    # Okonjo." (held-out probe 41); the first, second and third of them
    *(
        (
            "security_answer",
            re.compile(
                rf"(?:{_CONTEXT}|(?i:\bsecurity\s+q\s?&\s?as?\b))"
                rf"(?:[^\n]{{0,80}}?{_ASKED_DASH}{_ANSWER.replace('<s>', '<x>')}){{{n}}}"
                rf"[^\n]{{0,80}}?{_ASKED_DASH}{_ANSWER}"
            ),
        )
        for n in (0, 1, 2)
    ),
    # the second and third items of a list on a security line: "first car - Corolla;
    # childhood street - Maple Ave" (the rule above finds the first)
    *(
        (
            "security_answer",
            re.compile(
                rf"{_CONTEXT}(?:[^\n]{{0,80}}?{_TOPIC_LABEL}{_BETWEEN}{_SAID}[^\S\n]*[;,]?){{{n}}}"
            ),
        )
        for n in (2, 3)
    ),
    (
        # an answer given, then the next topic and its answer with no mark: "mother's maiden
        # name is Okonkwo, first pet Biscuit"
        "security_answer",
        re.compile(
            rf"{_CONTEXT}[^\n]{{0,80}}?{_TOPIC_LABEL}{_BETWEEN}{_SAID.replace('<s>', '<x>')}"
            rf"[^\S\n]*[;,][^\S\n]*(?:and[^\S\n]+)?{_TOPIC_LABEL}[^\S\n]+{_ANSWER}"
        ),
    ),
    (
        # "my answer to 'name of your elementary school' is Whitfield Elementary"
        "security_answer",
        re.compile(
            r"(?i:\banswer\s+to\s+(?:the\s+)?(?:question\s+)?)['\"\u201c\u2018]"
            rf"(?=(?:[^'\"\u201d\u2019\n]|(?<=\w)['\u2019](?=\w)){{0,60}}{_QUOTED_QUESTION})"
            r"(?:[^'\"\u201d\u2019\n]|(?<=\w)['\u2019](?=\w)){3,60}"
            r"['\"\u201d\u2019][^\n]{0,50}?(?:[^\S\n](?:is|was)|[^\S\n]?[=:])[^\S\n]*"
            r"(?:(?:always|still)[^\S\n]+)?['\"\u201c\u2018]?"
            rf"{_ANSWER}"
        ),
    ),
    (
        # a security question quoted as asked of someone, then its answer: "Security questions
        # for the pension site — 'name of your first pet' is Biscuit, and 'city where your
        # parents met' is Dundee" (privacy probe 92: the second is far from its line's label)
        "security_answer",
        re.compile(
            # (a question only security asks: "'your favourite film' is Casablanca" is small talk)
            r"['\"\u201c\u2018](?=[^'\"\u201d\u2019\n]{0,60}\b(?i:your|my)\b)"
            r"(?=[^'\"\u201d\u2019\n]{0,60}\b(?i:first|maiden|born|parents|school|street|name\s+of)\b)"
            rf"(?=[^'\"\u201d\u2019\n]{{0,60}}(?i:\b(?:{_QUESTION})\b))[^'\"\u201d\u2019\n]{{3,60}}"
            r"['\"\u201d\u2019][^\S\n]*(?:(?:is|was)[^\S\n]|[:=\u2192]|->|[\u2014\u2013-][^\S\n])"
            rf"[^\S\n]*['\"\u201c\u2018]?{_ANSWER}"
        ),
    ),
    (
        # a quoted answer in any case after a security question named on its line: "the
        # answer to your Verizon security question (favorite food) is 'chilaquiles'"
        "security_answer",
        re.compile(
            r"(?i:\banswers?\s+to\s+(?:your|my|his|her|their|our|the)\s+(?:[\w'-]+\s+){0,3}?"
            r"security\s+question\b)[^\n]{0,40}?[^\S\n](?:is|was)[^\S\n]+"
            r"(?:(?:always|still)[^\S\n]+)?['\"\u201c\u2018]"
            # one or two words, no form's word nor a description ("'stored in the vault'")
            rf"(?i:{_NOT_AN_ANSWER})(?!{_DESCRIBING}\b)"
            r"(?P<s>[^'\"\u201d\u2019\s]{2,30}(?:[^\S\n][^'\"\u201d\u2019\s]{2,30})?)['\"\u201d\u2019]"
        ),
    ),
    (
        # the answer to a security question in French, German, Spanish, Italian or Portuguese,
        # the question quoted or not ("La réponse à la question secrète « ville de naissance
        # de votre père » : Tlemcen", "Die Antwort auf die Sicherheitsfrage 'Name der ersten
        # Schule' ist Lindenhof-Grundschule", held-out probe 48); and in Japanese, quoted
        "security_answer",
        re.compile(
            r"(?i:\br\u00e9ponse\s+(?:\u00e0|a|de)\s+(?:la\s+)?question\s+(?:secr\u00e8te|de\s+s\u00e9curit\u00e9)"
            r"|\bantwort\s+auf\s+(?:die\s+|meine\s+)?(?:sicherheitsfrage|geheimfrage)"
            r"|\brespuesta\s+a\s+(?:la\s+|mi\s+)?pregunta\s+(?:secreta|de\s+seguridad)"
            r"|\brisposta\s+(?:alla\s+)?domanda\s+(?:segreta|di\s+sicurezza)"
            r"|\bresposta\s+(?:\u00e0\s+)?pergunta\s+(?:secreta|de\s+seguran[\u00e7c]a))"
            r"(?:[^\S\n]*[\u00ab\"'\u201e\u201c\u2018(][^\n\u00bb\"'\u201c\u201d\u2019)]{2,80}[\u00bb\"'\u201c\u201d\u2019)])?"
            r"[^\S\n]*(?:(?i:est|ist|es|\u00e8|\u00e9|lautet|era|war)[^\S\n]+|[:=][^\S\n]*)"
            r"(?:[\u00ab\"'\u201e\u201c\u2018][^\S\n]?)?"
            rf"{_ANSWER}"
            r"|(?:\u79d8\u5bc6\u306e\u8cea\u554f|\u30bb\u30ad\u30e5\u30ea\u30c6\u30a3\u30fc?\u8cea\u554f)[^\n]{0,60}?"
            r"\u7b54\u3048(?:\u306f|\uff1a|:)\s*\u300c(?P<d>[^\u300d\n]{1,20})\u300d"
        ),
    ),
]
ANSWER, TOPIC, LABEL = _ANSWER, _TOPIC, _LABEL
