"""Questions about a thing's status, and the memories that report where it has got to.

Why: "What's the status of Tomas's extension?" names the thing in the words of its start
("Tomas applied for planning permission to build an extension", cosine 0.62) and the latest
news of it says none of them ("The council rejected Tomas's planning application; he plans to
appeal", 0.40), so the start ranked first. Such a question asks what followed the start, as
"What did Priya do after RECOMB turned down her paper?" does (`tense.asks_what_followed`), and
rivals in time order lift a later close memory over it (`rivals.py`). But only one that
reports progress: a later memory merely about the same field is no news of the thing
("gave a talk on spatial clustering" and "reviewed two papers" passed "collaborating on
spatial transcriptomics" for "What's the status of the spatial transcriptomics paper?", whose
answer, "The spatial paper was accepted", is not close enough to be a rival of either).
"""

from __future__ import annotations

import re

_STATUS = re.compile(
    r"\bstatus\s+of\b|\bhow\s+(?:is|are)\s+.{1,60}?\s+(?:going|coming\s+along|progressing)\b"
    r"|\bany\s+(?:news|update|progress)\s+(?:on|with|about)\b",
    re.IGNORECASE,
)

# Verbs of a step reached: done, decided on by someone else, handed in, set in motion, stopped
_PROGRESS = re.compile(
    r"\b(?:finish|complet|approv|reject|accept|book|submitt?|sent|send|launch|cancel|postpon"
    r"|delay|signed|passed|fail|granted|refused|declin|won|lost|done|ready|appeal"
    r"|deliver|install|shipped|publish|draft)\w*",
    re.IGNORECASE,
)


def asks_status(cue: str) -> bool:
    """The cue asks where a thing has got to ("What's the status of X?", "How is X going?",
    "Any news on X?")."""
    return _STATUS.search(cue[:2000]) is not None


def reports_progress(text: str) -> bool:
    """The memory reports a step a thing reached ("was approved", "finished the first draft",
    "booked the venue")."""
    return _PROGRESS.search(text[:2000]) is not None
