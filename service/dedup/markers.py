"""Words that mark what a statement does, not what it says (a blind dedup probe of
2026-12-07, s130: 369 pairs, of which these were merged or superseded wrongly):

- an addition: "The team ships on Thursdays too" after "The team ships on Tuesdays" adds a
  day; the alignment drops "too" (a stop word) and read one weekday traded for another, a
  changed value, so the Tuesday fact was hidden. With "also", "too", "as well", "in
  addition", "another" or an owned "other" / "second" ("User's other dog") on one side only,
  two values are both held;
- a question told as a report: "The user asked whether Python 3.12 is supported" says
  nothing of whether it is, so it never merges with "Python 3.12 is supported" (the
  paraphrase head scored that pair 0.965: the words are all there).
"""

from __future__ import annotations

import re

# ("too" only at the end of a clause: "too cold" is a degree, not an addition)
_ADDITION = re.compile(
    r"(?i)\b(?:also|as\s+well|in\s+addition|additionally|another)\b|\btoo\s*(?:[.!,;]|$)"
    # ... and a second one of a kind, owned: "User's other dog is named Pepper" after "User's
    # dog is named Biscuit" (superseded on tests/data/dedup_probes.jsonl), "my second car"
    r"|(?:['\u2019]s|\b(?:my|his|her|their|our|your))\s+(?:other|second)\s+(?=[a-z])"
)
# A question reported: "asked whether", "wonders if", "wants to know if", "is not sure
# whether", "doesn't know if" (the verb and "whether" / "if" at most two words apart)
_ASKED = re.compile(
    r"(?i)(?:\b(?:ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|inquir(?:es|ed|ing)|enquir(?:es|ed|ing)"
    r"|want(?:s|ed)?\s+to\s+know|unsure|curious|doubtful|(?:do|does|did)\s+not\s+know)"
    r"|(?:\bnot\s+|n['\u2019]t\s+)(?:sure|know))"
    r"\s+(?:[\w'\u2019-]+\s+){0,2}?(?:whether|if)\b"
)


def adds_to(new: str, old: str) -> bool:
    """Whether one text only adds to what the other states ("... on Thursdays too"), so a
    value the two differ in is a second value, not a new one."""
    return bool(_ADDITION.search(new)) != bool(_ADDITION.search(old))


def asks_whether(text: str) -> bool:
    """Whether the text reports a question ("asked whether X") rather than stating X."""
    return _ASKED.search(text) is not None
