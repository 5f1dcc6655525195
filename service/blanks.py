"""Long runs of blanks, cut before the text rules read a text.

Why: some of the privacy and dedup rules' patterns try a run of blanks in many ways. "PIN"
then 2,000 spaces took 1.5 s to scan for secrets and 4,000 took 6 s (the cube of the run);
a dedup judgment of "I changed my alarm to 6" then 1,000 spaces against itself took 11.6 s,
and a second write of "PIN" then 16,000 spaces held the write path (and the GIL) for over
ten minutes. A memory may hold 16 KB, and no secret, label, separator or statement needs
more than a few blanks to be read, while other fills scan in linear time. The text is stored
as sent: only what the rules read is cut.
"""

from __future__ import annotations

import re

# What the privacy rules keep of a run: enough for a table's columns lined up with spaces.
BLANK_RUN = 32
_LONG_BLANKS = re.compile(rf"\s{{{BLANK_RUN + 1},}}")
_BLANKS = re.compile(r"\s{3,}")


def squeezed(text: str) -> tuple[str, list[int]] | None:
    """The text with each run of more than BLANK_RUN blanks cut to its first BLANK_RUN, and
    the index in `text` of each character kept (so spans found in it map back); None when
    no run is that long."""
    if _LONG_BLANKS.search(text) is None:
        return None
    parts: list[str] = []
    where: list[int] = []
    pos = 0
    for m in _LONG_BLANKS.finditer(text):
        keep = m.start() + BLANK_RUN
        parts.append(text[pos:keep])
        where.extend(range(pos, keep))
        pos = m.end()
    parts.append(text[pos:])
    where.extend(range(pos, len(text)))
    return "".join(parts), where


def unpadded(text: str) -> str:
    """The text with each run of three or more blanks cut to its first two: a statement's
    words and its line breaks, as the dedup rules compare them (they read no layout)."""
    return _BLANKS.sub(lambda m: m.group()[:2], text)
