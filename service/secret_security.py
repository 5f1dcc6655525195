"""The answer to a security question, given after the question's label in any language the
label is known in, with or without the question quoted between: "a resposta da pergunta de
segurança é Rua das Acácias", "La întrebarea de securitate 'Cum se numea primul profesor?' am
pus doamna Popescu", "soalan keselamatan 'sekolah rendah pertama anda?' jawapan saya SK Taman
Melati 2", "câu hỏi bảo mật ... 'Tên trường tiểu học đầu tiên?' — anh trả lời là Lê Văn Tám".

Why: the phrasings' rules (`service.secret_answers`, `service.secret_told`) read a label, then
a separator or a verb they know ("I put", "j'ai mis", "and typed"); every fresh blind probe
gave the answer with a verb in a language they had not met (probes 214-226: Portuguese,
Romanian, Malay, Swahili, Vietnamese). What the answers share is a form, not a verb: the
label, the question perhaps, a few small words, then a name in capitals. A few small words
only, none of them a number and no sentence's end, so talk about security questions ("the
security question is 'first pet', I still need to set it") is left alone: no name follows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from service.pattern_gate import PatternGate
from service.secret_answers import FOREIGN_LABEL, TOPIC
from service.secret_chat import common_words

# A security question or answer named, in English and in the languages `FOREIGN_LABEL` lacks
_LABEL = re.compile(
    # (never a memorable word in everyday use: "Her most memorable word from the trip was
    # Gelato", review s190)
    r"(?i)(?<!most )(?<!more )(?<!\ba )(?<!\ban )(?<!very )"
    r"\b(?:security|secret|challenge|memorable)\s+(?:question|answer|word|phrase)s?\b"
    rf"|{FOREIGN_LABEL}"
    r"|\u00eentrebarea?\s+de\s+securitate|r\u0103spunsul\s+de\s+securitate"
    r"|soalan\s+keselamatan|jawapan\s+keselamatan|swali\s+la\s+usalama"
    r"|bezpe\u010dnostn\w+\s+ot\u00e1zk\w*|biztons\u00e1gi\s+k\u00e9rd\u00e9s\w*|turvakysymy\w*"
    r"|sikkerhedssp\u00f8rgsm\u00e5l\w*|sigurnosno\s+pitanje|varnostno\s+vpra\u0161anje"
    r"|turvak\u00fcsimus\w*|saugos\s+klausim\w*|dro\u0161\u012bbas\s+jaut\u0101jum\w*"
    r"|\u79d8\u5bc6\u306e\u8cea\u554f|\u5b89\u5168\u95ee\u9898|\u5bc6\u4fdd\u95ee\u9898|\u5b89\u5168\u554f\u984c"
    r"|\u0938\u0941\u0930\u0915\u094d\u0937\u093e\s+\u092a\u094d\u0930\u0936\u094d\u0928"
    r"|\u0633\u0624\u0627\u0644\s+\u0627\u0644\u0623\u0645\u0627\u0646|\u0627\u0644\u0633\u0624\u0627\u0644\s+\u0627\u0644\u0633\u0631\u064a"
    r"|\u05e9\u05d0\u05dc\u05ea\s+(?:\u05d4)?\u05d0\u05d1\u05d8\u05d7\u05d4"
    r"|\u0633\u0648\u0627\u0644\s+\u0627\u0645\u0646\u06cc\u062a\u06cc|\u0e04\u0e33\u0e16\u0e32\u0e21\u0e25\u0e31\u0e1a"
)
# the question as the site asks it, quoted, a few words after the label at most
_QUOTED = re.compile(
    r"[^\n.!?'\"\u2018\u201c\u00ab\u201e]{0,40}?"
    r"(?:'[^'\n]{3,80}'|\"[^\"\n]{3,80}\"|\u2018[^\u2019\n]{3,80}\u2019|\u201c[^\u201d\n]{3,80}\u201d"
    r"|\u00ab[^\u00bb\n]{3,80}\u00bb|\u201e[^\u201c\u201d\n]{3,80}[\u201c\u201d])"
)
# "answer" said in the label or just before it ("a resposta da pergunta de segurança é"), in
# the languages the labels are known in: without a quoted question, a question's label and a
# colon are followed by the question ("Sicherheitsfrage: Geburtsname der Mutter")
_ANSWER_SAID = re.compile(
    r"(?i)answer|word|phrase|resposta|respuesta|r\u00e9ponse|antwort|risposta|r\u0103spuns"
    r"|jawapan|jawaban|jibu|sagot|odpowied\u017a|svar|vastaus|v\u00e1lasz|cevap|antwoord"
    r"|\u043e\u0442\u0432\u0435\u0442|\u0432\u0456\u0434\u043f\u043e\u0432\u0456\u0434\u044c"
)
_AND_WORDS = "and or und oder y o e ou et i og och en"
# what links an answer to a quoted question besides a copula: a verb of giving it
_GIVEN_WORDS = (
    "pus puse put typed gave wrote entered chose used answered nilinoweka nililoweka cevap"
    " cevaba cevab\u0131 yazd\u0131m koydum"
)
_GIVEN = frozenset(_GIVEN_WORDS.split())
# what says who asked, where or when, not what was answered
_NOT_A_LINK_WORDS = (
    "on at in by for from with to the an asked set changed bei der die das von vom pelo pela"
    " por foi mudou impostata muss habe bis noch o os as el la il lo le los las"
)
_NOT_A_LINK = frozenset(_NOT_A_LINK_WORDS.split())
_AND = frozenset(_AND_WORDS.split())
# one small word or mark between the label and the answer
_LINK = re.compile(r"[^\S\n]*(?:[:=\u2014\u2013\u2192,-]|(?P<w>[^\W\d_][^\W\d]{0,14}))")
# words that link without a quoted question between: a copula, or "answer"
_COPULA_WORDS = (
    "is was = : \u2014 \u2013 \u2192 - \u00e9 es est ist \u00e8 \u00e4r er on jest je este adalah"
    " ni ay l\u00e0 answer answered respuesta resposta r\u00e9ponse antwort risposta jawapan"
    " jawaban jibu sagot"
)
_COPULA = frozenset(_COPULA_WORDS.split())
# capitalised words that are the sentence's, not an answer
_NOT_AN_ANSWER_WORDS = (
    "I I'm We You He She It They My Your Our His Her Their This That These Those But And Or So"
    " If When What Which Who Where Why How Please Thanks OK Ok Yes No Not Also Then Now Just"
    " Answer Jibu Resposta Respuesta R\u00e9ponse Antwort Risposta Jawapan Jawaban Sagot Q A"
    # (a form's words for no answer yet: "Security answer: N/A", "Respuesta: Pendiente")
    " N/A TBD TODO Pending Required Optional Mandatory None Unknown Hidden Ticket Version"
    " Pendiente Obligatorio Obrigat\u00f3rio Pflicht Erforderlich Ausstehend Wird Case-sensitive"
    " Ask See Check Call"
)
_NOT_AN_ANSWER = frozenset(_NOT_AN_ANSWER_WORDS.split())
_CONNECTOR_WORDS = "da das de do dos del della di du van von der den la le bin binti al el"
_CONNECTOR = frozenset(_CONNECTOR_WORDS.split())
_WORD = re.compile(r"[^\S\n]*(?P<t>[^\s,;:.!?()\"'\u201d\u2019]+)")
_QUOTED_ANSWER = re.compile(
    r"[^\S\n]*['\"\u201c\u2018](?P<s>[^'\"\u201d\u2019\n?]{2,40})['\"\u201d\u2019]"
)
_SENTENCE_END = re.compile(r"[.!?\n]")
# the question in brackets after the label, stepped over as English's rule does ("a resposta da
# pergunta de segurança (nome do primeiro animal) é Bolinha": a blind probe's miss)
_ASIDE = re.compile(r"[^\S\n]*\([^()\n]{1,80}\)")
# the answer ends its clause, when no quoted question came first ("Memorable word - Lloyds asks
# for 3 characters" is a sentence about the bank)
_CLAUSE_ENDS = re.compile(r"[^\S\n]*(?:[.,;:!()\n\u2014\u2013-]|$)")
_MAX_LINKS = 5
# Whose or which account's question it is, one to three words after the label, before its
# copula ("do banco", "del banco", "banque d'Awa", "at Chase"): the helper's probe of session
# 190 and privacy probes 100-200 gave answers so ("A resposta da pergunta de segurança do
# banco (nome do primeiro animal de estimação) é Farrusco"). Never a copula among them.
_WHERE = re.compile(
    r"(?:[^\S\n]+(?!(?:is|was|\u00e9|es|est|ist|\u00e8|\u00e4r|er|on|jest|je|este|answer)(?!\w))"
    r"[^\W\d_][\w'\u2019.-]{0,30}){1,3}?(?=[^\S\n]*(?:\(|[:=\u2192\u2014\u2013]|\s(?:is|was|\u00e9|es|est|ist"
    r"|\u00e8|\u00e4r|er|on|jest|je|este)(?!\w)))"
)
# The question in brackets, then "is" or an arrow: the answer follows ("Question secrète
# banque d'Awa (nom du premier animal) → Moustik"), where a colon may give the question
_IS_OR_ARROW = re.compile(
    r"[^\S\n]*(?:\u2192|->|(?:is|was|\u00e9|es|est|ist|\u00e8|\u00e4r|er|on|jest|je|este)(?!\w))"
)
_MAX_WORDS = 4


def _answer(text: str, at: int) -> tuple[int, int] | None:
    """The capitalised name starting at the word after `at`: up to four words, linked by
    "da", "van", "bin"... ("Rua das Acácias", "SK Taman Melati 2")."""
    words: list[re.Match[str]] = []
    pos = at
    while len(words) < _MAX_WORDS:
        m = _WORD.match(text, pos)
        if m is None:
            break
        token = m.group("t")
        if token[0].isupper() or (words and token.isdigit()):
            words.append(m)
            pos = m.end()
            continue
        after = _WORD.match(text, m.end())
        if words and token in _CONNECTOR and after and after.group("t")[0].isupper():
            pos = m.end()
            continue
        break
    if not words or words[0].group("t") in _NOT_AN_ANSWER:
        return None
    first = words[0].group("t")
    if len(words) == 1 and first.lower() in common_words():
        return None
    end = words[-1].end("t")
    stop = _SENTENCE_END.search(text, end)
    if stop is not None and stop.group() == "?":
        return None  # (the question itself: "pergunta de segurança: Qual é o nome ...?")
    return words[0].start("t"), end


# A question and its answer on the next line, the question a security question's: "Q: what did
# you put as mother's maiden name on the payroll portal?\nA: Vărzaru" (privacy probe 214);
# or on the same line after its question mark: "Q: name of first school? A: Lincoln
# Elementary" (a blind probe's miss; the same form, written on one line)
_QUESTION_THEN_ANSWER = re.compile(
    rf"(?m)^\W{{0,3}}Q\s*[:.)][^\n]*?{TOPIC}"
    r"(?:[^\n]*\n\W{0,3}|[^\n?]{0,60}\?[^\S\n]{1,3})A\s*[:.)]"
)


# A question's topic named as the answer's label, with what it is for between, then a mark
# or a copula: "First pet answer for Luca's school portal reset: Biscotto", "the 'first pet'
# answer on PayPal is Biscuit2" (privacy probes 238, 242). The answer is a name that ends
# its clause, so "the first pet answer on PayPal is the same as on eBay" is no answer.
_TOPIC_ANSWER = re.compile(
    rf"(?<!\ba\s)(?<!\ban\s){TOPIC}['\"\u2019\u201d]?[^\S\n]+(?:security[^\S\n]+)?(?i:answer)\b"
    r"(?P<where>[^\S\n]+(?i:for|on|at|in|to)\b[^\n:=.!?;\"\u201c\u201d]{1,40}?)?"
    r"(?:[^\S\n]*(?:[:=\u2014\u2013]|->)|[^\S\n]+(?:is|was)\b)"
)
# ... only for an account: its site named ("on PayPal") or a login's words in the text, never
# a dating app's prompt or an icebreaker ("favourite food answer: Tacos"), nor a list after
_FOR_AN_ACCOUNT = re.compile(
    r"(?i)\b(?:security|recovery|reset|portal|log-?in|sign-?in|account|verification|bank"
    r"|building\s+society|password|website|site)\b"
)
_SITE = re.compile(r"\b[A-Z][\w.-]+")
_A_LIST = re.compile(r"[^\S\n]*,[^\S\n]*[A-Z]")

# A security question's answer in Chinese or Japanese: the label, "answer", "is" or a colon,
# maybe the question retold up to its own "is" (the label, a colon, "my mother's birthplace
# is", then the city: a blind probe's miss), then the answer up to a mark or a space. The
# capitalised name the rules above read does not exist in these scripts, and words are not
# spaced, so the answer is what stands between the "is" and the next mark. What starts a
# sentence or a status there is no answer: a pronoun, a question word, "whether", "empty",
# "please", "same", "see", "none", "not yet", "forgot", "already", "still", "need"... (in
# Japanese "there is none", "I don't know", "not set", "forgot", "secret"), nor what ends
# with a sentence's last particle.
_CJK_NOT_AN_ANSWER = (
    r"[\u6211\u4f60\u4ed6\u5979\u4ec0\u5565\u591a\u4f55\u600e\u5426\u7a7a\u8bf7\u540c\u89c1\u65e0\u672a\u4e0d\u5fd8\u5df2\u8fd8\u8981\u9700\u53ef\u5e94\u6ca1]"
    r"|\u3042\u308a\u307e\u305b\u3093|\u308f\u304b\u308a\u307e\u305b\u3093|\u306a\u3057|\u672a\u8a2d\u5b9a|\u5fd8\u308c|\u79d8\u5bc6|\u5185\u7dd2|\u306a\u3044"
)
_CJK_END = (
    r"(?<![\u4e86\u5417\u5462\u5427])"
    r"(?=[\s\uff0c\u3002,;\uff1b\uff01!\uff1f?\u3001\u300d\u300f\"\u201d]|$)"
)
_CJK_ANSWER = re.compile(
    r"(?:\u5b89\u5168\u95ee\u9898|\u5bc6\u4fdd\u95ee\u9898|\u5b89\u5168\u554f\u984c|\u79d8\u5bc6\u306e\u8cea\u554f)"
    r"[^\n\u3002]{0,40}?(?:\u7b54\u6848|\u56de\u7b54|\u7b54\u3048)[^\S\n]*(?:[\u662f\u4e3a\u306f]|[\uff1a:])[^\S\n]*"
    r"(?:[^\n\uff0c\u3002,;\uff1b\uff1a:\uff1f?]{1,20}?(?:\u662f|\u53eb|\u306f)[^\S\n]*)?"
    r"[\u300c\u300e\"\u201c]?"
    rf"(?P<s>(?!{_CJK_NOT_AN_ANSWER})[^\s\uff0c\u3002,;\uff1b\uff01!\uff1f?\u3001\u300d\u300f\"\u201d]{{1,20}}){_CJK_END}"
)

# (run only where one of their words is: the labels' alternatives cost 14 us a text)
_GATE = PatternGate(
    [
        ("qa", _QUESTION_THEN_ANSWER),
        ("label", _LABEL),
        ("topic", _TOPIC_ANSWER),
        ("cjk", _CJK_ANSWER),
    ]
)


def security_answers(text: str) -> Iterator[tuple[str, int, int]]:
    rules = dict(_GATE.rules_for(text))
    if "cjk" in rules:
        for said in _CJK_ANSWER.finditer(text):
            yield "security_answer", said.start("s"), said.end("s")
    if "qa" in rules:
        for qa in _QUESTION_THEN_ANSWER.finditer(text):
            found = _answer(text, qa.end())
            if found is not None and _CLAUSE_ENDS.match(text, found[1]):
                yield "security_answer", *found
    if "topic" in rules:
        for said in _TOPIC_ANSWER.finditer(text):
            where = said.group("where") or ""
            if not (_FOR_AN_ACCOUNT.search(text) or _SITE.search(where)):
                continue
            found = _answer(text, said.end())
            if (
                found is not None
                and _CLAUSE_ENDS.match(text, found[1])
                and not _A_LIST.match(text, found[1])
            ):
                yield "security_answer", *found
    if "label" not in rules:
        return
    for label in _LABEL.finditer(text):
        found = _labelled(text, label, label.end())
        where = _WHERE.match(text, label.end()) if found is None else None
        if where is not None:  # "pergunta de segurança do banco (...) é Farrusco"
            found = _labelled(text, label, where.end())
        if found is not None:
            yield "security_answer", *found


def _labelled(text: str, label: re.Match[str], pos: int) -> tuple[int, int] | None:
    """The answer after a label read from `pos`, a question in brackets or quotes between."""
    aside = _ASIDE.match(text, pos)
    if aside is not None:
        pos = aside.end()
    quoted = _QUOTED.match(text, pos)
    if quoted:
        pos = quoted.end()
    elif not _ANSWER_SAID.search(text, max(0, label.start() - 20), label.end()) and not (
        aside is not None and _IS_OR_ARROW.match(text, pos)
    ):
        return None
    return _after_links(text, pos, quoted=quoted is not None)


def _after_links(text: str, pos: int, *, quoted: bool) -> tuple[int, int] | None:
    """The answer after at most five small words, or None: after a quoted question, any words
    but who asked or where, with a copula, a mark or a verb of giving among them ("'...' am pus
    doamna Popescu", never "'...' is asked by HMRC"); after an answer's label, only a copula
    or a mark."""
    linked = joined = worded = False
    for _ in range(_MAX_LINKS + 1):
        if linked:
            said = _QUOTED_ANSWER.match(text, pos)
            if said and not joined:  # (not "'first pet' and 'first school'": two questions)
                return said.start("s"), said.end("s")
            found = _answer(text, pos)
            if found and ((quoted and worded) or _CLAUSE_ENDS.match(text, found[1])):
                return found  # (after marks alone, the name ends its clause: "'first pet' —
                # Monzo doesn't use them anymore" is a sentence about the bank)
        link = _LINK.match(text, pos)
        if link is None:
            return None
        word = link.group("w")
        if word is not None and word[0].isupper() and word not in _NOT_AN_ANSWER:
            return None  # (a name nothing linked to the label: "security question Google reset")
        said_word = link.group().strip().lower()
        if not quoted and said_word not in _COPULA:
            return None  # ("Memorable word reset requested: Ticket 4412")
        if said_word in _NOT_A_LINK:
            return (
                None  # (who asked, where: "'first school' is asked by HMRC", "bei der Sparkasse")
            )
        linked = linked or said_word in _COPULA or said_word in _GIVEN
        worded = worded or (word is not None and (said_word in _COPULA or said_word in _GIVEN))
        joined = joined or said_word in _AND
        pos = link.end()
    return None
