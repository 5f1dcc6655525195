"""The language the user wants replies in, asked for again in another frame: "Wants replies in
French" after "Prefers replies in English" (rule 2, an update).

Why: the language of the agent's replies is one setting, and it is asked for with many verbs
("prefers", "wants", "would like", "asks for") and as an instruction ("Please respond in
German from now on"). The alignment reads "wants" against "prefers" as another statement and
kept the two (blind update probe s170-w2), so the older language still answered.

Read only where both texts ask for replies (answers, responses, messages) in a language
(`word_class` "language") of the same person, and nothing else differs once words of time
("now", "from now on", "going forward") are set aside: "Tom prefers replies in English" /
"Maria prefers replies in Spanish" (two people), "replies in Spanish for work emails"
(another occasion) and "also in Spanish" stay two.
"""

from __future__ import annotations

import re

from service.dedup.align import parse
from service.dedup.leftovers import word_class

_ASK = r"(?:prefers?|wants?|would\s+(?:like|prefer)|likes?|asks?\s+for|needs?|requests?|expects?)"
_REPLIES = r"(?:repl(?:y|ies)|answers?|responses?|messages?)"
_ASKED = re.compile(
    rf"(?i)^(?P<who>.*?)\b{_ASK}\s+(?:(?:all|the|their|his|her|my|your)\s+)?{_REPLIES}"
    r"\s+(?:to\s+be\s+(?:written\s+)?)?in\s+(?P<lang>[A-Za-z]+)\b(?P<rest>.*)$"
)
# an instruction to the agent: "Please respond in German from now on", "Reply in French"
_TOLD = re.compile(
    r"(?i)^\W*(?P<who>)(?:please\s+)?(?:(?:always|only)\s+)?(?:respond|reply|answer|write\s+back)"
    r"(?:\s+to\s+me)?\s+in\s+(?P<lang>[A-Za-z]+)\b(?P<rest>.*)$"
)
_TIME = re.compile(
    r"(?i)\b(?:from\s+now\s+on|going\s+forward|these\s+days|now|currently|please|instead"
    r"|nowadays)\b|[.,!;:]"
)
_ALSO = re.compile(r"(?i)\b(?:also|too|as\s+well|sometimes|occasionally)\b")
_USER = frozenset(["", "i", "user", "the user", "i'd", "i would"])


def reply_language(new: str, old: str) -> str:
    """The language `new` asks replies in where `old` asked another ("" when it does not)."""
    if _ALSO.search(new) or _ALSO.search(old):
        return ""
    said, was = _read(new), _read(old)
    if said is None or was is None or said[0] != was[0] or said[2] != was[2]:
        return ""
    if said[1] == was[1] or not all(_a_language(lang) for lang in (said[1], was[1])):
        return ""
    return f"replies in {said[1]}"


def _read(text: str) -> tuple[str, str, str] | None:
    """(whose, language, the rest without words of time) of a request for replies."""
    m = _ASKED.match(text.strip()) or _TOLD.match(text.strip())
    if m is None:
        return None
    who = " ".join(m.group("who").lower().replace("\u2019", "'").split())
    who = re.sub(r"\b(?:now|currently|nowadays|also|still|actually)\b", "", who).strip()
    who = "the user" if who in _USER else who
    rest = " ".join(_TIME.sub(" ", m.group("rest")).lower().split())
    return who, m.group("lang").lower(), rest


def _a_language(word: str) -> bool:
    toks = parse(word).toks
    return len(toks) == 1 and "language" in word_class(toks[0])
