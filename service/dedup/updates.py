"""A newer memory told as a change of the value an older one states: an update (rule 2).

Why: an update is usually written as an event, not as the new state: "Lena moved to
Hamburg" after "Lena lives in Berlin", "The meeting was moved to 4pm" after "The meeting is
at 3pm", "Jonas switched from Vim to VS Code" after "Jonas uses Vim as his editor". The
alignment (`service.dedup.diff`) compares statements word by word, so a change verb reads as
an added restriction and the pair was kept as two: a held-out blind probe of 60 updates saw 4
superseded, 56 left beside the value they replace (the older one then still answers "where
does Lena live?" as often as the newer).

The rule here reads a change only where the older text states a value in a plain frame and
the newer one names the same subject and changes that value:

- **the old value named**: "from A to B", "B instead of A", "left / sold / dropped /
  stopped using A and now ..." with A in the older text's value (after its subject and verb);
- **the new value only**: "<subject> was moved / pushed / raised / renamed ... to B", or
  "<agent> rescheduled / renamed / upgraded <her / their> <subject> to B", where the older
  text states the same subject's value of the same kind as B (a number, date or time; a
  name; or a noun with the same head: "junior developer" / "senior developer") and B is
  another one;
- **"now" / "new"**: "Fatima now prefers Google Meet for calls", "Zoe's new favorite
  restaurant is Flour + Water": with the word set aside, the two texts differ in the value
  alone, and the values are of one kind.

The subject must be the older text's whole subject, followed by a verb that states a value
("is", "lives in", "works at", "has", "uses", "starts", "expires in" ...): "Lena moved to
Hamburg" does not update "Lena's brother lives in Berlin" or "Lena loves Berlin". An older
text of more than one clause is never superseded by this rule (it would hide its other
statement). Anything the rule does not read is left to the alignment, which keeps both.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from service.dedup.align import parse

# Words that open no subject of their own ("The meeting", "the user's email").
_ARTICLES = frozenset(["the", "a", "an"])
_OWNERS = frozenset(["his", "her", "their", "its", "my", "our", "your"])

# Verbs whose subject holds one value at a time: "lives in Berlin" is replaced by "lives in
# Hamburg", while "speaks French" is not by "now speaks Spanish", nor "has a dog" by "has a
# cat". Only these take an update that does not name the value it replaces.
_ONE_VALUED = frozenset(
    ["is", "are", "was", "'s", "lives", "live", "resides", "stays", "rents", "works", "drives",
     "prefers", "prefer", "costs", "earns", "weighs", "starts", "begins", "ends", "expires",
     "lands", "arrives", "departs", "leaves", "opens", "closes", "finishes", "reports",
     "attends", "studies", "banks", "pays", "charges", "sleeps", "takes"]
)  # fmt: skip
# ... and these hold several: an update of theirs must name the old value ("switched from Vim")
_MANY_VALUED = frozenset(
    ["uses", "use", "has", "have", "owns", "goes", "runs", "plays", "teaches", "follows",
     "eats", "drinks", "speaks", "shops", "trains"]
)  # fmt: skip
_COPULA = frozenset(["is", "are", "was", "'s"])
_RESIDES = frozenset(["lives", "live", "resides", "stays", "rents"])
_VALUE_VERB = "|".join(sorted(_ONE_VALUED | _MANY_VALUED, key=len, reverse=True))
_TOKEN = re.compile(r"[\w$\u20ac\u00a3@.:/+-]*[\w$\u20ac\u00a3@+]|'s")

# The change verbs, by what they change. A move changes where ("moved to Hamburg": a place
# one lives in, or a time or date: "the meeting was moved to 4pm"); an amount or a date is
# raised, cut, extended or postponed; a title is promoted; anything may be changed or renamed.
_MOVES = frozenset(["moved", "moves", "relocated", "shifted", "transferred"])
_AMOUNTS = frozenset(
    ["pushed", "postponed", "rescheduled", "bumped", "raised", "increased", "reduced",
     "lowered", "cut", "decreased", "dropped", "extended", "grown", "grew", "gone", "went",
     "rose", "risen", "fell", "fallen", "climbed", "jumped", "delayed", "brought"]
)  # fmt: skip
_TITLES = frozenset(["promoted", "demoted"])
_ANY = frozenset(
    ["changed", "changes", "switched", "revised", "updated", "renamed", "upgraded",
     "downgraded", "migrated", "converted"]
)  # fmt: skip
_CHANGE_VERB = "|".join(sorted(_MOVES | _AMOUNTS | _TITLES | _ANY, key=len, reverse=True))
_AUX = (
    r"(?:(?:has|have|had|was|were|is|are|got|gets|get|been|just|recently|finally|now"
    r"|officially)\s+)*"
)
_PARTICLE = r"(?:\s+(?:up|down|back|forward|out|over|ahead))?"
_TO = re.compile(
    rf"(?i)^(?P<subject>.+?)\s+{_AUX}(?P<verb>{_CHANGE_VERB}){_PARTICLE}"
    rf"(?:\s+(?P<object>(?:the|his|her|their|its|my|our)\s+[^,;.]{{1,40}}?))?"
    rf"(?:\s+from\s+(?P<old>[^,;]{{1,40}}?))?\s+(?:to|into)\s+(?P<new>[^;]+?)\s*[.!]?$"
)
# "Sarah now reports to Emily instead of David", "prefers tea rather than coffee now"
_INSTEAD = re.compile(
    r"(?i)\b(?:instead\s+of|rather\s+than)\s+(?P<old>[^,;.]{1,40}?)\s*(?:[,;.!]|$)"
)
# "Marco left Google and now works at Meta", "sold the Civic and now drives a Mazda 3"
_LEFT = re.compile(
    r"(?i)^(?P<subject>.+?)\s+(?:(?:has|have|had|just|recently|finally)\s+)*"
    r"(?:left|quit|sold|dropped|ditched|gave\s+up|stopped\s+using|stopped\s+going\s+to"
    r"|graduated\s+from|moved\s+out\s+of|retired\s+from)\s+(?P<old>[^,;]{1,40}?)"
    r"\s*(?:,\s*|;\s*|\s+)(?:and\s+)?(?:\w+\s+)?(?:now|then|since\s+then)\b"
)
# ("new" in lower case before a lower-case word: "New York" is a name, not news)
_NOW = re.compile(r"\b(?i:now|currently|nowadays|these\s+days)\s+|\s+(?i:now)\b|\bnew\s+(?=[a-z])")
# A past episode is no state to update or be updated: "I was in California during the
# hurricane" / "I moved to the Caribbean as a child" (MSC personas).
_EPISODE = re.compile(
    r"(?i)\b(?:during|as\s+a\s+(?:child|kid|teen(?:ager)?|student)|when\s+(?:i|he|she|they|we)"
    r"\s+was|when\s+(?:they|we)\s+were|years\s+ago|back\s+(?:in|then)|growing\s+up)\b"
)
# "also", "too": an addition ("now also speaks Spanish"), not a replacement
_ADDED = re.compile(r"(?i)\b(?:also|too|as\s+well|another|second|additional|extra)\b")
_MORE_THAN_ONE_CLAUSE = re.compile(r"(?i);|\b(?:and|but|while|whereas|although)\b|,\s+\w+\s+\w+")
_FRAME = re.compile(
    rf"(?i)^\s*(?P<subject>.+?)\s+(?P<verb>{_VALUE_VERB})\b\s*(?P<value>.+?)\s*[.!]?\s*$"
)
_PLACE = re.compile(r"(?i)^(?:in|at|on|near|based\s+in|located\s+in)\b")
_NAMED = re.compile(r"(?i)^\s*(?:called|named|known\s+as)\b")
_VALUE_END = re.compile(
    r"(?i)\s+(?:for|because|since|after|starting|from|as\s+of|instead|so)\b|\s*,"
)


def _words(text: str) -> list[str]:
    return [t for t in _TOKEN.findall(text.replace("\u2019", "'").lower()) if t]


def _subject_words(text: str) -> list[str]:
    words = _words(text)
    while words and words[0] in _ARTICLES:
        words = words[1:]
    return words


@lru_cache(maxsize=4096)
def _frame(text: str) -> tuple[tuple[str, ...], str, str] | None:
    """A one-clause text as (subject words, the verb that states its value, the value)."""
    if _MORE_THAN_ONE_CLAUSE.search(text) or len(text) > 160:
        return None
    m = _FRAME.match(text)
    if m is None:
        return None
    subject = _subject_words(m.group("subject"))
    if not subject or subject[-1] == "'s":
        return None
    return tuple(subject), m.group("verb").lower(), m.group("value")


def _kind(text: str) -> str:
    """What kind of value: "num" (numbers, dates, times), "name", or "word:<head noun>"."""
    toks = parse(text).toks
    if any(t.kind == "num" for t in toks):
        return "num"
    if any(t.kind == "name" or t.cap for t in toks):
        return "name"
    words = [t for t in toks if t.kind == "word"]
    return f"word:{words[-1].key}" if words else ""


def _keys(text: str, kinds: tuple[str, ...] = ("num", "name", "word", "id")) -> set[str]:
    return {t.key for t in parse(text).toks if t.kind in kinds}


def _another_value(new: str, old: str, verb: str) -> bool:
    """Whether `new` is another value of the same kind as `old`, the value after `verb`."""
    kind = _kind(new)
    if not kind or kind != _kind(old):
        return False
    a, b = _keys(new), _keys(old)
    if a <= b or b <= a:  # the same value, or one says more of it
        return False
    if kind == "num":  # "8 engineers" / "12 engineers": the same unit, if any
        wa, wb = _keys(new, ("word",)), _keys(old, ("word",))
        return not (wa and wb) or bool(wa & wb)
    if kind == "name" and verb in _COPULA:  # "is Nopa", "is in Berlin": the name alone
        rest = _NAMED.sub("", _PLACE.sub("", old.strip())).strip()
        return all(t.kind == "name" or t.cap for t in parse(rest).toks)
    return True


def _fits(change: str, verb: str, old_value: str, kind: str) -> bool:
    """Whether the change verb can change what the older text's verb states."""
    change = change.lower()
    if change in _MOVES:
        return (
            kind == "num" or verb in _RESIDES or (verb in _COPULA and bool(_PLACE.match(old_value)))
        )
    if change in _AMOUNTS:
        return kind == "num"
    if change in _TITLES:
        return kind != "num" and verb in _COPULA | {"works"}
    return True


def _subjects(subject: str, obj: str | None) -> Iterator[tuple[str, ...]]:
    """Who or what the newer text changes: its subject, or the thing it acts on ("Hiro
    rescheduled his dentist appointment" changes "Hiro's dentist appointment")."""
    if obj is None:
        yield tuple(_subject_words(subject))
        return
    owned = _words(obj)
    owner = owned[0] if owned else ""
    thing = owned[1:] if owner in _OWNERS or owner in _ARTICLES else owned
    if owner in _OWNERS:
        yield (*_subject_words(subject), "'s", *thing)
    yield tuple(thing)


def _holds(value: str, old_value: str) -> bool:
    """Whether the older text's value holds `old_value` (the newer text's "from A")."""
    wanted = _subject_words(old_value)
    have = _words(value)
    n = len(wanted)
    return n > 0 and any(have[i : i + n] == wanted for i in range(len(have) - n + 1))


def update_of(new: str, old: str) -> str:
    """How `new` announces a change of the value `old` states ("" when it does not)."""
    frame = _frame(old)
    if frame is None or _ADDED.search(new) or _EPISODE.search(new) or _EPISODE.search(old):
        return ""
    subject, verb, value = frame
    m = _TO.match(new)
    if m is not None:
        if not any(s == subject for s in _subjects(m.group("subject"), m.group("object"))):
            return ""
        if m.group("old"):
            return "from the old value" if _holds(value, m.group("old")) else ""
        head = _VALUE_END.split(m.group("new"))[0]
        if (
            (verb in _ONE_VALUED or _kind(value) == "num")
            and _fits(m.group("verb"), verb, value, _kind(value))
            and _another_value(head, value, verb)
        ):
            return f"{m.group('verb').lower()} to {head}"
        return ""
    m = _LEFT.match(new)
    if m is not None:
        same = tuple(_subject_words(m.group("subject"))) == subject
        return "left the old value" if same and _holds(value, m.group("old")) else ""
    m = _INSTEAD.search(new)
    if m is not None:
        same = tuple(_subject_words(new[: m.start()]))[: len(subject)] == subject
        return "instead of the old value" if same and _holds(value, m.group("old")) else ""
    if verb in _ONE_VALUED and _NOW.search(new):
        state = _frame(_NOW.sub("", new, count=1))
        if state is not None and state[:2] == frame[:2]:
            head = _VALUE_END.split(state[2])[0]
            if _another_value(head, value, verb):
                return f"now {head}"
    return ""
