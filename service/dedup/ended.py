"""A state or habit said to be over: "The user doesn't play tennis anymore", "Emma is no longer a
nurse", "I gave up coffee two weeks ago", "I quit smoking" after "I'm a smoker", and the
same in other languages ("Der Nutzer raucht nicht mehr", "L'utilisateur ne fume plus", "El
usuario ya no bebe café", "O usuário não trabalha mais na Petrobras", "用户已经不喝咖啡了").

Why: the update readings (`service.dedup.updates`, `service.dedup.retold`) read an ended
state only as the first of two clauses ("no longer lives in Oslo; he's in Bergen now") or as
"quit <doing>" after the same verb ("I smoke"); a whole statement denied with "no longer" or
"anymore" has a cosine of 0.55-0.88 with what it ends and was read by the alignment as an added
word ("nicht mehr", "anymore after the knee injury"): a probe of 50 updates (s190) kept every
such pair as two, so recall still answered that the user smokes.

Each reading asks for the older text's own words: the newer text, without its "no longer"
words and a closing "when / why" ("two weeks ago", "after the knee injury"), must say nothing
the older text does not (the same subject and verb: "Ich rauche nicht mehr" does not end "Mein
Bruder raucht"), and the older text must not deny anything itself. "Also" / "auch" and a
comparison ("nicht mehr als zwei", "no more than") are no ending.
"""

from __future__ import annotations

import re

from service.dedup.stated import as_user, clauses
from service.dedup.text import stem
from service.dedup.things import same_subject
from service.dedup.values import holds, subject_words

# The closing "when / why" an ended habit may carry: "two weeks ago", "in January", "after the
# knee injury" (never a clock time or number after "after": "after 3pm" restricts the habit,
# nor a meal or a daily round: "after my dinner", "after work")
_IN_SEASON = (
    r"|in\s+(?:(?:jan|febr)uary|march|april|may|june|july|august|(?:sept|nov|dec)ember|october"
    r"|(?:the\s+)?(?:spring|summer|autumn|fall|winter))"
)


def _when_why(in_season: str) -> str:
    return (
        r"(?:\s*,?\s+(?:(?:(?:about|almost|over|nearly)\s+)?(?:a|an|one|two|three|four|five|six"
        r"|several|a\s+few|a\s+couple\s+of|some|\d+)\s+(?:days?|weeks?|months?|years?)\s+ago"
        rf"|(?:last|this)\s+(?:week|month|year|spring|summer|autumn|fall|winter){in_season}"
        r"|in\s+\d{4}|since\s+[^,;.\d]{2,30}|(?:after|because\s+of|following)"
        r"\s+(?:the|my|his|her|their|a|an|our)\s+(?!(?:user's\s+)?(?:dinner|lunch|breakfast|meals?|supper|work"
        r"|school|class|gym|practice|training|workout|shift|noon|midnight|dark)\b)[^,;.\d]{2,30}"
        r"|for\s+good|completely|altogether|cold\s+turkey|recently|yesterday|today|now))*"
    )


_WHEN_WHY = _when_why(_IN_SEASON)
_TAIL = re.compile(rf"(?i){_WHEN_WHY}\s*[.!]?\s*$")
# ... but after "no longer" / "anymore" (a present) a month or season says when it no longer
# holds, not when it ended: "I no longer swim in the summer" leaves "I swim" the rest of the year
_STATE_TAIL = re.compile(rf"(?i){_when_why('')}\s*[.!]?\s*$")
# English: "X no longer ...", "X doesn't / isn't ... anymore"
_NO_LONGER = re.compile(r"(?i)\bno\s+longer\b")
_NOT_ANYMORE = re.compile(
    r"(?i)\b(?:doesn't|does\s+not|don't|do\s+not|isn't|is\s+not|aren't|are\s+not|'s\s+not"
    r"|'m\s+not|am\s+not)\b(?P<mid>[^;,.]*?)\s+(?:anymore|any\s+more|any\s+longer)\b"
)
_DENIES = re.compile(
    r"(?i)\b(?:not|no|never|n't|none|nobody|nothing|used\s+to|anymore|no\s+longer|quit|stopped"
    r"|gave\s+up|former(?:ly)?)\b|n't\b"
)
# A past told in the older text stays true when the habit ends: "I played hockey when I was
# younger" / "I stopped playing hockey" (MSC personas)
_PAST = re.compile(
    r"(?i)\b(?:was|were|had|did|went|used\s+to|growing\s+up|as\s+a\s+(?:kid|child|teen\w*)"
    r"|years\s+ago|when\s+(?:i|he|she|they|we|the\s+user)\s+(?:was|were))\b"
)
# (after these an "-ed" word is a state: "is interested in", "has been married")
_STATE_LEADS = frozenset(["is", "are", "am", "be", "been", "being", "get", "got", "'s", "'m"])


def told_in_the_past(text: str) -> bool:
    """Whether a text tells a past ("played football after school") rather than a habit."""
    if _PAST.search(text):
        return True
    words = subject_words(text)[:6]
    return any(
        w.endswith("ed") and len(w) > 4 and i > 0 and words[i - 1] not in _STATE_LEADS
        for i, w in enumerate(words)
    )


_ADDED = re.compile(r"(?i)\b(?:also|too|as\s+well|another|more\s+than|less\s+than)\b")
# An older text of several things: one given up leaves the others ("Ella plays violin and
# piano" / "Ella gave up violin")
_SEVERAL = re.compile(
    r"(?i)\b(?:and|or|as\s+well\s+as|und|oder|et|ou|y|e)\b|,|&|\u548c|\u4e0e|\u3068|\u3001"
)
_AUX = r"(?:(?:has|have|had|just|recently|finally|completely|officially)\s+)*"
# "I gave up coffee", "Liam quit soccer", "stopped drinking coffee" (a thing or a doing)
_GAVE_UP = re.compile(
    rf"(?i)^(?:(?P<subject>.+?)\s+)?{_AUX}(?:quit|stopped|gave\s+up|given\s+up|kicked|ditched"
    r"|cut\s+out)\s+(?P<thing>[a-z][a-z' -]{1,40}?)" + rf"(?P<rest>{_WHEN_WHY})\s*[.!]?\s*$"
)
# The verbs a habit is stated with ("drinks coffee", "plays tennis"), whose thing given up
# ends it; "has", "likes", "works at", "lives in" are no habit ("quit Google" after "likes
# Google" says nothing of liking)
_HABITS = frozenset(
    ["drinks", "drink", "eats", "eat", "smokes", "smoke", "vapes", "vape", "plays", "play",
     "takes", "take", "uses", "use", "does", "do", "practises", "practices", "practice",
     "attends", "attend", "goes", "go", "watches", "watch", "wears", "wear", "chews", "chew",
     "rides", "ride", "drives", "drive", "runs", "run", "bikes", "bike", "swims", "swim"]
)  # fmt: skip
_HABIT_ADVERBS = frozenset(["usually", "often", "regularly", "always", "still", "sometimes"])
# A subject that goes on past the words both texts open with: "the sister's husband", "der
# Bruder meines Vaters", "la s\u0153ur de Marie"
_OF = frozenset(["'s", "s", "of", "de", "des", "del", "da", "do", "di", "van", "von", "meines",
                 "meiner", "seines", "seiner", "des", "der"])  # fmt: skip
_ARTICLES = frozenset(["the", "a", "an", "my", "his", "her", "their", "our", "some"])

# Other languages' "no longer" (its words removed before the older text's words are compared);
# "mehr als" / "plus de" / "más de" ... compare amounts, and stay
_ELSEWHERE = re.compile(
    r"(?i)\b(?:(?:nicht|nie|kaum|niet|nooit)\s+(?:mehr|meer)|ya\s+no|j\u00e1\s+n\u00e3o)\b"
    r"(?!\s+(?:als|dan)\b)"
)
# ... or in two parts ("keinen Kaffee mehr", "ne fume plus", "no fuma más", "non fuma più")
_ELSEWHERE_BEFORE = re.compile(
    r"(?i)\b(?:kein(?:e|en|er|em|es)?|geen|n\u00e3o|no|non|ne)\b|\bn['\u2019]"
)
_ELSEWHERE_AFTER = re.compile(
    r"(?i)\b(?:mehr|meer|mais|m\u00e1s|pi\u00f9|plus)\b(?!\s+(?:als|dan|de|d['\u2019]|do|da"
    r"|que|di|del|della|che|than)\b)"
)
_NEGATION_ELSEWHERE = re.compile(
    r"(?i)\b(?:nicht|kein\w*|nie|niet|geen|nooit|no|nunca|n\u00e3o|nem|non|mai|ne|jamais"
    r"|pas|plus|mehr|meer|m\u00e1s|mais|pi\u00f9|auch|tambi\u00e9n|aussi|tamb\u00e9m|anche|ook)\b"
    r"|n['\u2019]"
)
_CJK_ENDED = re.compile(r"\u4e0d\u518d|\u5df2\u7ecf\u4e0d|\u5df2\u4e0d|\u6212\u6389?\u4e86")
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_CJK_DROP = re.compile(r"[\u4e86\u3002\uff0c\u3001\s]|\u5df2\u7ecf|\u6bcf\u5929")


def _stems(text: str) -> list[str]:
    return [w if w in _OF else stem(w) for w in subject_words(text) if w not in _ARTICLES]


def _says_no_more(rest: list[str], old: list[str]) -> bool:
    """Whether `rest` (the newer text's words, its "no longer" set aside) says nothing but the
    older text's words, opening with the same subject and verb: the statement it ends ("the
    user's brother smokes" is not the user's smoking, nor "the sister's husband" the sister)."""
    n = 0
    while n < min(len(rest), len(old)) and rest[n] == old[n]:
        n += 1
    owned = n < len(old) and old[n] in _OF
    if n < 2 or owned or not set(rest) <= set(old):
        return False
    # (what the older text says past the last word ended may go, not words in between: "I no
    # longer live with my dog" leaves "in Paris" of "I live in Paris with my dog Rex")
    last = max(old.index(w) for w in rest)
    return all(i > last for i, w in enumerate(old) if w not in rest)


def _english(new: str, old: str) -> str:
    said = as_user(old)
    if _DENIES.search(said) or told_in_the_past(said):
        return ""
    was = _stems(said)
    if not was:
        return ""
    for clause in clauses(as_user(new)):
        marker = _NO_LONGER.search(clause) or _NOT_ANYMORE.search(clause)
        clause = (_TAIL if marker is None else _STATE_TAIL).sub("", clause.strip())
        if marker is not None:
            bare = _NO_LONGER.sub(" ", clause)
            bare = _NOT_ANYMORE.sub(lambda m: m.group("mid"), bare)
            if _says_no_more(_stems(bare), was):
                return f"no longer: {clause}"
        if found := _given_up(clause, said):
            return found
    return ""


def _given_up(clause: str, said: str) -> str:
    """A thing or doing given up that the older text's habit verb takes ("gave up coffee" after
    "drinks coffee every morning"), or a doing whose doer the older text says the subject is
    ("quit smoking" after "is a smoker")."""
    m = _GAVE_UP.match(clause)
    if m is None:
        return ""
    words = subject_words(said)
    who = tuple(subject_words(m.group("subject") or "")) or ("user",)
    if not same_subject(who, tuple(words[: len(who)])):
        return ""
    rest = [w for w in words[len(who) :] if w not in _HABIT_ADVERBS]
    thing = m.group("thing").strip()
    doing, _, obj = thing.partition(" ")
    if not rest:
        return ""
    if doing.endswith("ing") and len(doing) > 5:
        # "quit smoking" after "is a (heavy) smoker": the doer of the doing
        if rest[0] in ("is", "am", "'s", "'m") and any(
            w.endswith("er") and w[:-2] == doing[:-3] for w in rest[1:4]
        ):
            return f"gave up {thing}"
        # "stopped drinking coffee" after "drinks coffee": the verb and its thing
        if stem(rest[0]) == stem(doing) and (not obj or holds(" ".join(rest[1:]), obj)):
            return f"gave up {thing}"
        return ""
    if rest[0] in _HABITS and holds(" ".join(rest[1:]), thing):
        return f"gave up {thing}"
    return ""


def _elsewhere(new: str, old: str) -> str:
    if _CJK.search(new):
        if not _CJK_ENDED.search(new) or re.search(r"\u4e0d|\u6ca1", old):
            return ""
        said = _CJK_DROP.sub("", _CJK_ENDED.sub("", new))
        kept = _CJK_DROP.sub("", old)
        # (the subject first and every other character the older text's: "用户喝咖啡")
        if len(said) >= 3 and said[:2] == kept[:2] and set(said) <= set(kept):
            return f"no longer: {new.strip()}"
        return ""
    two_parts = _ELSEWHERE_BEFORE.search(new) and _ELSEWHERE_AFTER.search(new)
    if _ELSEWHERE.search(new) is None and not two_parts:
        return ""
    if _NEGATION_ELSEWHERE.search(old) or _ADDED.search(new):
        return ""
    was = [w.lower() for w in re.findall(r"\w+", old)]
    for clause in re.split(r"\s*[;,]\s*", new):
        rest = [
            w.lower()
            for w in re.findall(r"\w+", clause)
            if not _NEGATION_ELSEWHERE.fullmatch(w) and w.lower() not in ("ya", "j\u00e1", "n")
        ]
        if _says_no_more(rest, was) and _NEGATION_ELSEWHERE.search(clause):
            return f"no longer: {clause.strip()}"
    return ""


def ended(new: str, old: str) -> str:
    """How `new` says the state or habit `old` states is over ("" when it does not)."""
    if _ADDED.search(new) or "?" in new or "?" in old or _SEVERAL.search(old):
        return ""
    return _english(new, old) or _elsewhere(new, old)
