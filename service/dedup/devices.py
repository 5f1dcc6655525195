"""A device or vehicle switched for another of its kind: "Mom switched to an iPhone" after
"Mom uses an Android phone" (rule 2, an update).

Why: "switched to" is read as a change of the older value when the two values share their
last word ("switched to almond milk" after "drinks whole milk", `things.same_head`); a model
or brand names its kind without that word ("an iPhone" is a phone, "a Kobo" an e-reader), so
the pair was kept as two (blind update probe s170-w2) and "what phone does Mom use?" still
found Android.

Read only where the newer text says its subject switched (changed, moved, migrated) to a
value, the older text says the same subject uses, has, owns or drives one, both values name
one kind (`lexicon.KIND_OF_THING`) and the newer value is not in the older: "Dad switched to
an iPhone" after "Mom uses an Android phone", "Mom got an iPad" (no switch) and "Mom switched
to an iPhone" after "Mom uses a Dell laptop" (another kind) stay two.
"""

from __future__ import annotations

import re

from service.dedup.lexicon import KIND_OF_THING
from service.dedup.stated import as_user, frame_of
from service.dedup.values import subject_words, words_of

_SWITCHED = re.compile(
    r"(?i)^(?P<subject>.+?)\s+(?:(?:has|have|had|just|finally|recently|now)\s+|'ve\s+)*"
    r"(?:switched|changed|moved|migrated)(?:\s+over)?\s+to\s+(?P<value>[^,;.!]+?)\s*[.!]?$"
)
_HOLDS = frozenset(["uses", "use", "has", "have", "owns", "own", "drives", "drive", "carries"])
_ALSO = re.compile(r"(?i)\b(?:also|too|as\s+well|second|another|extra|spare|work)\b")


def switched_device(new: str, old: str) -> str:
    """The thing `new` switched to in place of the one of its kind `old` holds ("" if none)."""
    m = _SWITCHED.match(as_user(new).strip())
    frame = frame_of(as_user(old))
    if m is None or frame is None or _ALSO.search(new) or _ALSO.search(old):
        return ""
    subject, verb, value = frame
    if verb.lower() not in _HOLDS or tuple(subject_words(m.group("subject"))) != subject:
        return ""
    said, had = _kinds(m.group("value")), _kinds(value)
    if len(said) != 1 or said != had:
        return ""
    new_words, old_words = set(words_of(m.group("value"))), set(words_of(value))
    if not new_words - old_words - {"a", "an", "the"}:
        return ""  # (the same thing, or less of it: "switched to an Android phone")
    return f"switched to another {next(iter(said))}"


def _kinds(value: str) -> set[str]:
    return {KIND_OF_THING[w] for w in words_of(value) if w in KIND_OF_THING}
