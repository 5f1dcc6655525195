"""Whether a cue asks about an earlier state, and whether it is told in the past tense.

"Where did Lena live before she moved?" wants the value an update superseded (Recall then
searches superseded entries and lifts the earlier rival, `rivals.py`); "Before I forget, where
does Pat live?", "Where does Pat work? She changed jobs a month ago." and "What does Pat need
before the launch?" want the value now. A word of time anywhere in the cue used to be enough,
and the superseded address came first; read only in the past tense, short cues with no verb
("Pat's employer prior to Acme") lost the old value altogether. So the question itself is
read (the sentences that end with "?", else the whole cue), what follows "before" decides
(a day, a time or an event to come is a deadline; a value, a change or a clause in the past
is an earlier state), "N years ago" is a time in the past, and a word that dates the telling
("she told me earlier") or a turn of phrase ("before I forget") is left out. Tuned on
three reviews' cues (69, 40 and 50, each set written against the reading before it) and
the recall probes' past questions.

"What did Sam do this weekend?" asked on a Monday means the weekend just gone (`when.py`).
"""

from __future__ import annotations

import re

from service.dedup.lexicon import MONTHS_IN_ORDER, PAST, WEEKDAY_NAMES
from service.recall.status import asks_status

# The irregular past forms dedup already reads (`lexicon.PAST`, which leaves out forms that
# are nouns as often), their negations, and a lower-case -ed word (a name, Ahmed or Alfred,
# is no verb)
_IRREGULAR = sorted({*PAST, "became", "fell", "didn't", "wasn't", "weren't", "hadn't"})
PAST_VERB = re.compile(
    rf"\b(?:{'|'.join(map(re.escape, _IRREGULAR))}|(?-i:[a-z]{{2,}}[^\We]ed))\b",
    re.IGNORECASE,
)
# An earlier state in any tense: "her previous address", "used to", "from before".
_ALWAYS = re.compile(
    r"\b(?:used to|previous(?:ly)?|formerly|former|originally|original|at first|initially|"
    r"back then|back when|back in|from before|was\b.{0,20}\bthen|"
    r"did(?:n'?t| not)?\s+(?:\w+\s+){1,3}use to|when\s+\w+\s+first|"
    r"(?:the|her|his|their|my|our|your|\w+'s)\s+(?-i:old)\s+\w+|"
    r"(?:[\w-]+\s+){1,3}?(?:days?|weeks?|months?|years?|decades?)\s+ago)\b",
    re.IGNORECASE,
)
# "What car was she driving last year?": a time gone by, in a question told in the past
_LAST = re.compile(
    r"\blast\s+(?:year|month|summer|winter|spring|autumn|fall|season|term|semester|decade)\b",
    re.IGNORECASE,
)
_BEFORE = re.compile(r"\b(?:before|prior\s+to|earlier\s+than)\b", re.IGNORECASE)
_EARLIER = re.compile(r"\b(?:earlier(?!\s+than)|prior(?!\s+to))\b", re.IGNORECASE)
_DAYS = "|".join(
    [
        *WEEKDAY_NAMES,
        *MONTHS_IN_ORDER,
        *[
            "christmas",
            "easter",
            "tomorrow",
            "tonight",
            "today",
            "noon",
            "midnight",
            "lunch",
            "dinner",
            "breakfast",
            "bed",
            "bedtime",
            "work",
            "school",
            "class",
            "surgery",
            "then",
            "eod",
            "cob",
            "eow",
            "q[1-4]",
            "closing",
        ],
    ]
)
_EVENTS = (
    "weekend|week|month|year|end|deadline|meeting|call|appointment|launch|demo|release|"
    "dinner|lunch|wedding|party|trip|flight|holiday|holidays|vacation|surgery|operation|"
    "interview|event|match|game|show|concert|run|race|exam|test|visit|session|presentation|"
    "review|conference|class|shift|workout|ceremony|funeral|birthday|anniversary|standup|"
    "stand-up|sync|potluck|freeze|cutoff|cut-off|kickoff|kick-off|sprint|retro|offsite|"
    "handover|pitch|audit|inspection|checkup|check-up|procedure|treatment|delivery|closing"
)
# A past question about the time before an event asks for the state then ("What was Kai's
# blood pressure before the surgery?"), unless its verb is a request or a plan ("What did Jo
# ask us to deploy before the freeze?")
_REQUEST = re.compile(
    r"\b(?:ask|asked|want|wanted|assign|assigned|tell|told|say|said|need|needed|request|"
    r"requested|promise|promised|plan|planned|book|booked|schedule|scheduled|agree|agreed|"
    r"remind|reminded|expect|expected|hope|hoped|mean|meant)\b",
    re.IGNORECASE,
)
# What follows "before" when it is a deadline or a habit, not an earlier state: "before
# Friday", "before noon", "before the launch", "before a run", "before we begin"
_DEADLINE = re.compile(
    rf"\s*(?:(?:{_DAYS})\b(?!s)|\d|a\s|an\s|"
    rf"(?:the|this|next|that|his|her|their|our|my|your|\w+'s)\s+(?:[\w-]+\s+)?"
    rf"(?:{_EVENTS})\b(?!-)|"
    # a clause to come: "before the pharmacy closes"
    rf"(?:the|this|that|his|her|their|our|my|your)\s+\w+\s+(?-i:[a-z]+s)\b)",
    re.IGNORECASE,
)
_SUBJECT = re.compile(r"\s*(?:I|we|you|he|she|they|it|[A-Z][a-z]+)\s+(\w+)")
_GERUND = re.compile(r"\s*\w+ing\b")
_FINITE = re.compile(
    r"\b(?:do|does|is|are|am|will|would|can|could|should|shall|may|might|must|has|have|"
    r"needs?|wants?)\b",
    re.IGNORECASE,
)
# A word that dates the telling, or a turn of phrase: "as she told me earlier", "you said two
# days ago", "I asked her last time", "before I forget"
_ASIDES = re.compile(
    r"\b(?:(?:told|tell|said|say|mentioned|mention|asked|ask|discussed|wrote|noted|shared|"
    r"explained|talked|spoke|gave|sent|emailed|texted|confirmed)\s+(?:(?:me|us|you|him|her|them|"
    r"it|so|about\s+it)\s+)?(?:earlier|before|previously|last\s+time|just\s+now|"
    r"(?:\w+\s+){1,2}ago)|before\s+(?:I|we|you)\s+(?:forget|go|start|begin|leave|continue|"
    r"answer|finish|hang\s+up|move\s+on))\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.?!]*[.?!]+|[^.?!]+$")


# A participle after "is" or "has" is no past tense: "is allowed", "has changed"
_NOT_PAST = re.compile(
    r"\b(?:is|are|am|be|been|being|gets?|getting|has|have|hasn'?t|haven'?t)\s+"
    r"(?:(?:not|just|already|ever|never|\w+'s|her|his|their|the)\s+)?(?:\w+\s+)?\w+ed\b",
    re.IGNORECASE,
)


def in_past_tense(text: str) -> bool:
    return PAST_VERB.search(_NOT_PAST.sub(" ", text[:2000])) is not None


def question(cue: str) -> str:
    """The sentences of the cue that ask (end with "?"), else all of it: "Where does Pat
    work? She changed jobs a month ago." asks about now."""
    sentences = [s.strip() for s in _SENTENCE.findall(cue[:2000])]
    return " ".join([s for s in sentences if s.endswith("?")] or sentences)


# Every reading above needs one of these words: most cues have none and are answered by
# this one search (5-10 us, against 20-50 us for the whole reading)
_ANY = re.compile(
    r"before|prior|earlier|ago\b|use|previous|former|original|first|initially|back|old|"
    r"last|then",
    re.IGNORECASE,
)


def asks_about_the_past(cue: str) -> bool:
    """The cue wants an earlier state ("what car did he drive before the Camry?", "her
    previous address"), not only a word of time somewhere in it."""
    if _ANY.search(cue[:2000]) is None:
        return False
    text = _ASIDES.sub(" ", question(cue))
    if _ALWAYS.search(text):
        return True
    past = in_past_tense(text)
    for m in _BEFORE.finditer(text):
        rest = text[m.end() : m.end() + 60]
        if _DEADLINE.match(rest):
            if in_past_tense(" ".join(rest.split()[:4])):  # "before surgery was decided"
                return True
            if past and not _REQUEST.search(text):  # "What was X before the surgery?"
                return True
            continue
        subject = _SUBJECT.match(rest)
        if subject is not None and subject.group(1)[0].islower():
            verb = subject.group(1)
            # "before she moved", "before he cut back" (no -s: not the present), not "before
            # he moves"; after I / we / you / they the question's tense tells
            third = subject.group(0).split()[0].lower() not in ("i", "we", "you", "they")
            if in_past_tense(verb) or (third and not verb.endswith("s")) or (not third and past):
                return True
            continue
        if _GERUND.match(rest) and not past and _FINITE.search(text):
            continue  # "what does she do before going to bed?": a habit ("Pat's diet before
            # going vegan", with no verb, is the diet then)
        return True  # a value or a change: "before Acme", "before the move", "lived before?"
    return (_EARLIER.search(text) is not None or _LAST.search(text) is not None) and past


# "When did Ines start swimming?", "When was Kofi promoted?": the time of one event
_WHEN_PAST = re.compile(r"^\W*when\s+(?:did|was|were|had)\b", re.IGNORECASE)


def asks_when_it_happened(cue: str) -> bool:
    """The cue asks when a past event took place, not what holds now. Lifting a later rival
    over the event it asks about answers another question: "When did Ines start swimming?"
    got "Ines stopped swimming ..." first, "When did Maya change jobs?" got "Maya got
    promoted" (blind probe 150). One anchored match on the cue, no per-hit work."""
    return _WHEN_PAST.match(question(cue)) is not None


# "Who is Maya's manager?", "Where does Ines's mum live?", "What's her rating?", "Which car
# does she drive?", "How much rent does he pay?"
_PRESENT_ASK = re.compile(
    r"^\W*(?:who|what|where|which|how)(?:\s+[a-z-]+){0,2}?(?:'s|\s+(?:is|are|does|do))\b",
    re.IGNORECASE,
)


# "Is the bakery open on Sundays?", "Does Maya have a car?", "Are they vegetarian?": a yes-or-no
# question about a state; not one about a plan or a doing ("Is Owen moving to Bristol?")
# (not "has" / "have" first: a perfect asks whether it ever happened or is done, "Has Maya
# ever been to Japan?", "Has she read Dune?", not what holds now; review s180)
_PRESENT_YES_NO = re.compile(r"^\W*(?:is|are|does|do)\s+(?!.*\b\w{3,}ing\b)", re.IGNORECASE)


def asks_in_present(cue: str) -> bool:
    """The question is put in the present tense ("Who is Maya's manager?"): it wants what
    holds now as much as one with "now" in it does. Rivals then also pair on the cue's rarer
    words both hits share (`rivals._asked_of_both`): "Maya's manager at Kestrel is Dev" and
    "Maya's new manager at Brightwave is Sofia" are 0.49 apart in meaning (their names
    differ), below every similarity bar, and the old one came first (blind probe 150). A
    yes-or-no question about a state asks the same ("Is the bakery open on Sundays?" got
    "decided to open on Sundays from April" above the later "stopped Sunday opening", blind
    probe 180)."""
    text = question(cue)
    asks = _PRESENT_ASK.match(text) is not None or _PRESENT_YES_NO.match(text) is not None
    return asks and not in_past_tense(text)


# "What did Priya do after RECOMB turned down her paper?", "Where did they go after the
# wedding?": the event after one the cue names. Not "looked after", "named after", "after
# all", nor a habit's time ("after work", "after school", "after dinner")
_AFTER = re.compile(
    r"(?<!look )(?<!looked )(?<!looking )(?<!looks )(?<!named )(?<!take )(?<!takes )"
    r"(?<!took )\bafter\s+(?!all\b|work\b|school\b|class\b|lunch\b|dinner\b|breakfast\b|"
    r"hours\b|that\b|this\b)",
    re.IGNORECASE,
)


def asks_what_followed(cue: str) -> bool:
    """The question, in the past tense, asks what came after an event it names: the answer is
    a later memory about that event, which the event's own report outscores ("rejected from
    RECOMB" 0.33 above "decided to resubmit the clustering paper to Bioinformatics", blind
    probe 180). Rivals in time order then lift the later one as for a cue that says "now"."""
    text = question(cue)
    if asks_status(text):  # where a thing has got to: what followed its start (`status.py`)
        return True
    return "after" in text.lower() and _AFTER.search(text) is not None and in_past_tense(text)
