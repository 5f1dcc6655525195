"""A product's version raised, told with another verb than the older text's: "Migrated the
app to React 18" after "The app uses React 17", "We bumped Node to 20" after "Node version
is 18".

Why: the alignment reads "uses React 17" / "migrated ... to React 18" as two statements
(another verb, an identifier apart) and `updates` reads "upgraded to" only where the
subjects line up word for word, so the old version stayed current (helper probe s190
upd2). Read here: the newer text says, in the past, that something was upgraded, updated,
bumped or migrated to <product> <version>; the older one names that product with one other
version; and every other word of the newer text that carries content is in the older one
(so "upgraded the staging server to Ubuntu 22.04" says nothing of "the server runs Ubuntu
20.04" unless the older text says "staging" too). A question or a plan has no past verb.
"""

from __future__ import annotations

import re

_VERSION = r"v?(?P<v>\d+(?:\.\d+)*)"
_BUMPED = re.compile(
    rf"(?i)^(?P<before>.*?)\b(?:upgraded|updated|bumped|migrated)\b(?P<what>.*?)\bto\s+"
    rf"(?P<p>[A-Za-z][\w.+#-]*)\s+{_VERSION}(?P<after>[^?]*)$"
)
# "bumped Node to 20", "updated the Postgres cluster to 16": the product before "to"
_BUMPED_TO = re.compile(
    rf"(?i)^(?P<before>.*?)\b(?:upgraded|updated|bumped)\s+(?:the\s+|our\s+)?"
    rf"(?P<p>[A-Za-z][\w.+#-]*)(?P<what>\s+(?:version\s+)?)to\s+{_VERSION}(?P<after>[^?]*)$"
)
_NAMED = re.compile(rf"(?i)\b(?P<p>[A-Za-z][\w.+#-]*)\s+(?:version\s+(?:is\s+)?)?{_VERSION}\b")
_PLAIN = frozenset(
    ["we", "our", "i", "my", "the", "a", "an", "was", "were", "has", "have", "had", "got",
     "been", "just", "finally", "recently", "now", "today", "yesterday", "last", "this",
     "week", "month", "on", "in", "it", "they", "them", "from", "all", "its", "their",
     "version"]
)  # fmt: skip


def _words(text: str) -> set[str]:
    """Lower-case words, a final "s" dropped (plurals: "servers" is "server")."""
    return {_stem(w) for w in re.findall(r"[a-z][\w'-]*", text.lower())}


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def version_bump(new: str, old: str) -> str:
    """ "<thing> upgraded to <product> <version>" after the product at another version in
    `old`, said of the same thing; "" if not."""
    text = new.strip().rstrip(".!")
    m = _BUMPED.match(text) or _BUMPED_TO.match(text)
    if m is None or "?" in old:
        return ""
    product, version = m.group("p").lower(), m.group("v")
    named = [x for x in _NAMED.finditer(old) if x.group("p").lower() == product]
    if len(named) != 1 or named[0].group("v") == version:
        return ""
    rest = " ".join((m.group("before"), m.group("what"), m.group("after")))
    known = _words(old) | {_stem(w) for w in _PLAIN}
    if any(w not in known for w in _words(rest)):
        return ""  # (another thing upgraded: "the staging server", "my laptop")
    return f"{m.group('p')} {version} now"
