"""A habit ended, told in Japanese or Korean: "もうコーヒーは飲まない", "담배를 그만뒀어요".

Why: the English readings of "no longer" / "quit" (`ended`, `retold.quit_habit`) cannot
see these languages' markers, and the alignment reads the two unspaced texts as one
substitution of everything, so the habit stayed current (helper probe s190 upd2). Read
here: the older text states the habit in the present (no negation, no past ending), its
first noun (the thing of the habit: "コーヒー", "ジム", "삼성", "달리기") is in the newer text,
and the newer one says the speaker no longer does it (Japanese もう ... ない / ません, やめた;
Korean 더 이상 ... 않 / 안, 그만뒀 / 그만두었 / 끊었). A newer text led by another person as
its topic ("妹はもう...", "아버지는 ... 그만뒀어요") is that person's habit, not the speaker's;
a question is no statement.
"""

from __future__ import annotations

import re

_JA_STOP = re.compile(
    r"もう.{0,20}?(?:ない|ません|なくなった|なくなりました)(?!と|なら|ほうが|方が|つもり)"
    r"|(?:やめ|辞め|止め)(?:た|ました)(?![いらくけ])"
)
_KO_STOP = re.compile(
    r"(?:더\s*이상.{0,20}?(?:않|안\s|없)|그만\s*(?:뒀|두었|둿)|끊었)(?!으면|다면|으려|을\s*거)"
)
_JA_SPEAKER = ("私は", "僕は", "俺は", "わたしは", "私も")
_KO_SPEAKER = ("나는", "저는", "난", "전", "제가", "내가")
_JA_LEAD = re.compile(r"^(?:毎朝|毎日|毎晩|毎週|いつも|よく|最近|今)")
_KO_LEAD = ("매일", "요즘", "항상", "자주", "매주", "아침마다")
_JA_PARTICLE = re.compile(r"^(?P<noun>[^はをにがでもの、。\s]{1,12}?)(?:を|に|は|が|で|も)")
_KO_PARTICLE = re.compile(r"^(?P<noun>\S{1,10}?)(?:를|을|에서|은|는|이|가|도|에)$")
_JA_TOPIC = re.compile(r"^(?P<who>[^はをにがで、。\s]{1,8})は")
_KO_TOPIC = re.compile(r"^(?P<who>\S{1,8}?)(?:은|는|이|가)$")
_QUESTION = re.compile("[?\uff1f\u304b]\\s*$")  # "?", full-width "?", Japanese "ka"


def _ja_noun(old: str) -> str:
    text = old.strip()
    for lead in _JA_SPEAKER:
        text = text.removeprefix(lead)
    text = _JA_LEAD.sub("", text)
    m = _JA_PARTICLE.match(text)
    return m.group("noun") if m else ""


def _ko_noun(old: str) -> str:
    words = [w for w in old.strip().rstrip(".").split() if w not in _KO_SPEAKER + _KO_LEAD]
    m = _KO_PARTICLE.match(words[0]) if words else None
    return m.group("noun") if m else ""


def stopped_habit(new: str, old: str) -> str:
    """The speaker's habit stated in `old` no longer holds per `new`; "" if not."""
    if _QUESTION.search(new) or _QUESTION.search(old):
        return ""
    if _JA_STOP.search(new) and not re.search(r"ない|ません|た。?$|ました", old):
        noun = _ja_noun(old)
        topic = _JA_TOPIC.match(new.strip())
        who = topic.group("who").removeprefix("もう") if topic else ""
        if who and who not in (noun, "私", "僕", "俺", "わたし"):
            return ""  # (another person's habit: "妹はもうコーヒーを飲まない")
        if noun and noun in new:
            return f"no longer: {noun}"
        return ""
    if _KO_STOP.search(new) and not re.search(r"않|안\s|없|었다|았다|었어요|았어요", old):
        noun = _ko_noun(old)
        first = new.strip().split()[0] if new.strip() else ""
        topic = _KO_TOPIC.match(first)
        if topic and topic.group("who") not in ("나", "저", "난", "전") and noun not in first:
            return ""  # (another person's habit: "동생은 더 이상 ... 않는다")
        if noun and noun in new:
            return f"no longer: {noun}"
    return ""
