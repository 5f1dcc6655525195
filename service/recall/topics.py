"""The words a memory says a state with when it reports the change into it: a question about
where someone lives now finds "moved into a flat in Stockport" by its words (the keyword half
of Recall), and a rival that took a job is about the job a question asks of (`rivals.py`).

Why: a question about a current state asks with the state's verb ("Where does Keiko live
now?", "Where is she working these days?") and the memory of the latest value reports the
change that made it ("Keiko and Daniel moved in together to a house in Nago", "took up a
postdoc at OIST", "relocated to Utrecht"). The old value says the state in the question's
words ("Keiko lives with her parents in Sendai") and took the keyword half alone: 0.48
against 0.30, beyond the reach of rivals in time order (`rivals.py`). So a cue term that
names a home, a job or a manager is searched with the words of moving house, of taking a
job or of "reports to" too ("Who is Bram's manager?": "Bram now reports to Femke"),
counted as one term in the cue's coverage (as a verb's forms are, `verb_forms.py`), and two
hits that have one of them share what the cue asks (`rivals._asked_of_both`).

One way only: a cue that says "moved" asks about the move, not about every "lives in"
memory; and a "job" is not asked by every "works from home" ("What is Maya's job title
now?" lost its first place to one, blind probe 150). Left out: "home" (came home, a home
game), "based" (a base, based on), "role", "position", "hired" (a company "is hiring") and
"join" (a club), whose other senses are common in conversation.
"""

from __future__ import annotations

import re
from functools import lru_cache

from service.recall.terms import terms

# a cue word -> the words of changing it; stemmed as the index stems them
_TOPICS = {
    "live lives living reside resides": "moved relocated apartment flat condo house townhouse",
    "work works working": "job employer employed postdoc career",
    "job jobs employer employed": "employer employed postdoc career",
    "manager boss supervisor supervises": "manager boss supervisor supervised reports",
}


@lru_cache(maxsize=1)
def _table() -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for keys, words in _TOPICS.items():
        stems = [s for w in f"{keys} {words}".split() for s in terms(w)]
        for key in {s for w in keys.split() for s in terms(w)}:
            out[key] = frozenset(stems) - {key}
    return out


def related(term: str) -> frozenset[str]:
    """The stemmed words of a change into the state `term` (a stemmed cue term) names."""
    return _table().get(term, frozenset())


# What a memory says a state with, or the change into it, for two rivals' sharing what a cue
# about now asks (`rivals._asked_of_both`): a cue term -> the memory's words. The verbs of
# taking a job ("started as design lead at Nortada", "joined Mollie", "took up a postdoc")
# and of getting a car ("leased a Volkswagen", "traded in the Golf") say no word of the
# question ("Where does Bram work these days?", "What does Bram drive?"), and the stemmed
# keyword index cannot tell them: the text is read here, of at most ten hits.
_HOME = (
    r"liv(?:e|es|ed|ing)|resid\w*|mov(?:ed|ing)\s+(?:in|into|to|back|out|house)|relocat\w*|"
    r"apartment|flat|condo|house|townhouse|home"
)
_JOB = (
    r"work(?:s|ed|ing)?|jobs?|employ\w*|career|postdoc|hired|joined|promoted|"
    r"(?:started|starts|starting|took\s+up|takes\s+up|accepted)\s+(?:as|at|with|a|an|the)"
)
_CAR = r"cars?|driv(?:e|es|ing|en)|drove|leas(?:ed|ing)|traded\s+in|motorbike|scooter"
_BOSS = r"manag\w*|boss|supervis\w*|reports?\s+to|(?:team|new)\s+lead"
_STATE_WORDS = {
    **dict.fromkeys(("live", "resid"), _HOME),
    **dict.fromkeys(("work", "job", "employ", "career"), _JOB),
    **dict.fromkeys(("drive", "car"), _CAR),
    **dict.fromkeys(("manag", "boss", "supervisor", "supervis"), _BOSS),
}
# (matched against the lowered text: faster than re.IGNORECASE, as in `changes.py`)
_STATES = {t: re.compile(rf"\b(?:{w})\b") for t, w in _STATE_WORDS.items()}


def says_state(term: str, text: str) -> bool:
    """`text` says the state a cue's `term` (stemmed) asks about, or the change into it:
    "took up a postdoc at OIST" says "work", "moved in together to a house in Nago" "live"."""
    state = _STATES.get(term)
    return state is not None and state.search(text[:2000].lower()) is not None
