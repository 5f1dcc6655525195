"""The words an update is read in: the verbs that state a value and the verbs that change
one, a text's words and its subject's, what kind of value a text gives (a number, an
identifier, a name, or a noun by its head), and whether a value holds another.

Why a module of its own: the update rule (`service.dedup.updates`), the things a change names
(`service.dedup.things`) and the other languages' "now" (`service.dedup.elsewhere`) read
the same words the same way.
"""

from __future__ import annotations

import re

from service.dedup import lexicon as lx
from service.dedup.align import parse

# Words that open no subject of their own ("The meeting", "the user's email").
ARTICLES = frozenset(["the", "a", "an"])
OWNERS = frozenset(["his", "her", "their", "its", "my", "our", "your"])

# Verbs whose subject holds one value at a time: "lives in Berlin" is replaced by "lives in
# Hamburg", while "speaks French" is not by "now speaks Spanish", nor "has a dog" by "has a
# cat". Only these take an update that does not name the value it replaces.
ONE_VALUED = frozenset(
    ["is", "are", "was", "'s", "lives", "live", "resides", "stays", "rents", "works", "drives",
     "prefers", "prefer", "costs", "earns", "weighs", "starts", "begins", "ends", "expires",
     "lands", "arrives", "departs", "leaves", "opens", "closes", "finishes", "reports",
     "attends", "studies", "banks", "pays", "charges", "sleeps", "takes", "meets"]
)  # fmt: skip

# ... and these hold several: an update of theirs must name the old value ("switched from Vim")
MANY_VALUED = frozenset(
    ["uses", "use", "has", "have", "owns", "goes", "runs", "plays", "teaches", "follows",
     "eats", "drinks", "speaks", "shops", "trains"]
)  # fmt: skip
COPULA = frozenset(["is", "are", "was", "'s"])
RESIDES = frozenset(["lives", "live", "resides", "stays", "rents"])
VERBS_OF_VALUE = ONE_VALUED | MANY_VALUED
TOKEN = re.compile(r"[\w$\u20ac\u00a3@.:/+-]*[\w$\u20ac\u00a3@+]|'s")

# The change verbs, by what they change. A move changes where ("moved to Hamburg": a place
# one lives in, or a time or date: "the meeting was moved to 4pm"); an amount or a date is
# raised, cut, extended or postponed; a title is promoted; anything may be changed or renamed.
MOVES = frozenset(["moved", "moves", "relocated", "shifted", "transferred"])
AMOUNTS = frozenset(
    ["pushed", "postponed", "rescheduled", "bumped", "raised", "increased", "reduced",
     "lowered", "cut", "decreased", "dropped", "extended", "grown", "grew", "gone", "went",
     "rose", "risen", "fell", "fallen", "climbed", "jumped", "delayed", "brought", "slipped",
     "shortened", "lengthened", "trimmed", "upped", "hiked", "slashed", "capped"]
)  # fmt: skip
TITLES = frozenset(["promoted", "demoted"])
# The changes that move a date on to an end "until" / "through" names ("extended through May",
# "postponed until June"); "went up through 2025" is no new value (review s170)
POSTPONES = frozenset(
    ["pushed", "postponed", "rescheduled", "bumped", "extended", "delayed", "slipped", "lengthened"]
)
ANY_CHANGE = frozenset(
    ["changed", "changes", "switched", "revised", "updated", "renamed", "upgraded",
     "downgraded", "migrated", "converted"]
)  # fmt: skip
PLACE = re.compile(r"(?i)^(?:in|at|on|near|based\s+in|located\s+in)\b")


def words_of(text: str) -> list[str]:
    return [t for t in TOKEN.findall(text.replace("\u2019", "'").lower()) if t]


def subject_words(text: str) -> list[str]:
    words = words_of(text)
    while words and words[0] in ARTICLES:
        words = words[1:]
    return words


_QUARTER = re.compile(
    r"(?i)^\s*(?:in\s+|by\s+)?(?:q[1-4]|h[12])(?:\s+(?:of\s+)?\d{4})?\s*[.!]?\s*$"
)


def value_kind(text: str) -> str:
    """What kind of value: "num" (numbers, dates, times), "id", "name", or "word:<head noun>"."""
    toks = parse(text).toks
    if any(t.kind == "num" for t in toks) or _QUARTER.match(text):
        return "num"  # (a quarter is a date: "slipped to Q3" after "is planned for Q2")
    if any(t.kind == "id" for t in toks):  # a phone number, a plate, a version
        return "id"
    if any(t.kind == "name" or t.cap for t in toks):
        return "name"
    words = [t for t in toks if t.kind == "word"]
    return f"word:{words[-1].key}" if words else ""


def value_keys(text: str, kinds: tuple[str, ...] = ("num", "name", "word", "id")) -> set[str]:
    return {t.key for t in parse(text).toks if t.kind in kinds}


# Words of a date that are no unit: "the first Wednesday of the month" is a date like "the
# second Tuesday" (blind probe s170), not a count of months against a count of seconds
_DATE_WORDS = frozenset(
    ["first", "second", "third", "fourth", "fifth", "last", "of", "every", "each", "day", "days"]
) | frozenset(lx.TIME_PERIODS)


_ORDINAL = re.compile(r"(?i)\b(?:first|second|third|fourth|fifth|last)\b")


def unit_words(text: str) -> set[str]:
    """The words of a number's value that may name its unit ("8 engineers": "engineer"); a
    date's words only in a date ("the first Wednesday of the month"): "2 pills a day" and "3
    days off a month" are counts of other things (review s170)."""
    words = value_keys(text, ("word",))
    return words - _DATE_WORDS if _ORDINAL.search(text) else words


_MEASURED = re.compile(
    r"^n:[-+\d.e]+(?P<dim>" + "|".join(sorted({d for _, d in lx.MEASURE_BASE.values()})) + ")$"
)


def same_measure(new: str, old: str) -> bool:
    """Whether the measured numbers of two values are of one dimension: "12 km" is no weight
    after "85 kg" (a number without a unit, a date or a price agrees with any)."""
    a, b = (
        {m["dim"] for k in value_keys(t, ("num",)) if (m := _MEASURED.match(k))} for t in (new, old)
    )
    return not (a and b) or bool(a & b)


NO_VALUE = frozenset(["new", "user", "'s", "user's", "my", "his", "her", "their", "our", "own"])


def singular(words: tuple[str, ...]) -> tuple[str, ...]:
    last = words[-1] if words else ""
    if len(last) > 3 and last.endswith("s") and not last.endswith("ss"):
        return (*words[:-1], last[:-1])
    return words


def holds(value: str, old_value: str) -> bool:
    """Whether the older text's value holds `old_value` (the newer text's "from A")."""
    wanted = subject_words(old_value)
    while wanted and (wanted[0] in OWNERS or wanted[:2] == ["user", "'s"]):
        wanted = wanted[2:] if wanted[0] == "user" else wanted[1:]  # "sold my Golf"
    have = words_of(value)
    n = len(wanted)
    return n > 0 and any(have[i : i + n] == wanted for i in range(len(have) - n + 1))


# A subject that names an attribute, not a person or a thing: "the app's primary colour", "Hannah's
# email", "the user's coffee order", "the user's favourite cuisine". Its copula holds one value
# whatever the value's head noun ("teal" / "purple", "a large latte" / "a small americano"),
# where a person's or a thing's holds several ("Ana is a mother" / "is a grandmother", "the
# dog is a labrador" / "is overweight"), so a change said of it ("changed to", "now") needs no
# value of the same head.
SLOT_HEADS = frozenset(
    ["color", "colour", "email", "address", "password", "passcode", "pin", "name", "nickname",
     "username", "handle", "order", "plan", "tier", "status", "timezone", "theme", "pronouns",
     "editor", "browser", "provider", "carrier", "font", "wallpaper", "ringtone", "setting",
     "mode", "language"]
)  # fmt: skip
SLOT_MODIFIERS = frozenset(
    ["favorite", "favourite", "preferred", "usual", "go-to", "default", "primary", "main"]
)


def names_a_slot(subject: tuple[str, ...]) -> bool:
    """Whether an older text's subject (its words, `subject_words`) names an attribute."""
    if len(subject) < 2:  # ("Ana", "the user": a person)
        return False
    return subject[-1] in SLOT_HEADS or any(w in SLOT_MODIFIERS for w in subject[:-1])


def another_slot_value(new: str, old: str, subject: tuple[str, ...]) -> bool:
    """Two values of words of the attribute `subject` names, neither holding the other
    ("purple" / "teal"; not "a latte" / "an oat milk latte", which says more of one). A state
    of the thing is no value of it, unless the attribute is a state ("status", "mode"): "the
    user's email is now verified" does not replace the address, nor "the default branch is
    now protected" the branch's name."""
    a, b = value_kind(new), value_kind(old)
    if not (a.startswith("word:") and b.startswith("word:")):
        return False
    if "@" in old and "@" not in new:  # (an address is replaced by an address)
        return False
    if subject[-1] not in STATE_HEADS and _a_state(new):
        return False
    words_a, words_b = value_keys(new) - NO_VALUE, value_keys(old) - NO_VALUE
    return bool(words_a) and bool(words_b) and not (words_a <= words_b or words_b <= words_a)


# Attributes whose values are states ("away" / "busy", "dark" / "light")
STATE_HEADS = frozenset(["status", "mode", "theme", "setting"])
# States a thing is in, said with "now" of it: no new value of an attribute
_STATES = frozenset(
    ["ready", "open", "closed", "broken", "gone", "done", "empty", "full", "available",
     "unavailable", "active", "inactive", "free", "late", "early", "slow", "fast", "valid",
     "invalid", "down", "up", "online", "offline", "public", "private", "live", "new", "old",
     "cheaper", "pricier", "better", "worse", "bigger", "smaller", "longer", "shorter"]
)  # fmt: skip
# a participle: "verified", "protected" (not "red", "speed"), or one of the common "-en" ones
# (not "green", "garden", "chicken")
_STATE_ENDS = re.compile(r"(?i)^\w{2,}[^e\W]ed$")
_EN_PARTICIPLES = frozenset(
    ["broken", "frozen", "chosen", "hidden", "forgotten", "written", "taken", "given", "stolen",
     "eaten", "fallen", "shaken", "spoken", "driven", "ridden", "gotten", "swollen", "beaten"]
)  # fmt: skip


def _a_state(value: str) -> bool:
    """A value of one word that says a state: a participle ("verified", "protected",
    "broken") or a word of `_STATES` ("ready", "closed")."""
    words = [w for w in words_of(value) if w not in ARTICLES and w not in ("now", "still")]
    if len(words) != 1:
        return False
    word = words[0]
    return word in _STATES or word in _EN_PARTICIPLES or _STATE_ENDS.match(word) is not None
