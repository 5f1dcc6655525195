"""Who "I" is in a memory: the user, or the assistant that wrote the note.

A memory in the first person is usually the user's own words ("I'm pescatarian", "My sister
lives in Lyon"), which say what a note about the user says ("The user is pescatarian"). But an
assistant writes its own actions in the first person too ("I booked a table at Nopa", "I'll
send the summary by Monday", "I sent the user the Q3 report"). Read as the user's, those
merged with notes about what the user did: 7 of the 9 false merges of a blind dedup probe
(23), where the text kept afterwards said the user had done what the assistant did.

So "I" and "my" read as the user only in a statement of what the speaker is, has, likes or
does as a habit. A text that also names the user speaks as the assistant ("I reminded the user
about ..." is "The assistant reminded the user about ..."), and a first person that did or
will do something is left as it is: it stays apart from "the user" (a missed merge costs a
near-duplicate row; a wrong one gives the user an act that was not theirs).
"""

from __future__ import annotations

import re

from service.dedup.lexicon import PAST
from service.dedup.roles import PARTICIPLE_IRREGULAR

# Past forms that are not "-ed": the tense markers' list without its states ("was", "had",
# "felt", "kept", "knew"...), and the acts that look the same in the present ("put", "set",
# "quit"), which tell no tense there but do after "I" in a note.
_STATES = frozenset(["was", "were", "had", "felt", "kept", "knew", "slept", "thought", "grew"])
_IRREGULAR_PAST = "|".join(
    sorted(
        (PAST - _STATES)
        | {"put", "set", "quit", "cut", "hit", "let", "shut", "split", "spread", "bit"}
        | {"broke", "caught", "dealt", "drew", "fed", "forgave", "fought", "froze", "heard"}
        | {"hid", "led", "rang", "sang", "sat", "shot", "slid", "sought", "stole", "swore"}
        | {"threw", "tore", "understood", "woke", "wore", "withdrew", "built"}
    )
)
_PARTICIPLE = "|".join(
    sorted(PARTICIPLE_IRREGULAR | {"broken", "drawn", "flown", "gone", "shown", "spoken"})
)
# States held for a while, whose perfect with "for" or "since" is no act: "I have lived in Rome
# for 3 years" ("I have lived in Ireland", "I have played bingo" stay what was done once)
_HELD = (
    r"(?:lived|worked|known|owned|studied|played|used|loved|liked|hated|enjoyed|practi[cs]ed"
    r"|stayed|resided|belonged|wanted|suffered|lived|spoken|taught|had|been)"
)
# "I" followed by something done, tried or promised: a simple past ("booked", "sent", "couldn't
# find"), a perfect ("have emailed", "'ve sent"), a future ("will send", "'ll book"). "need",
# "feed", "used to", "have been" (a state or a habit) and "would never" (a disposition) are not.
_ACTS = re.compile(
    r"(?i)^\W*i(?:\s+|(?='))"
    r"(?:(?:just|already|also|then|finally|recently|actually|personally|once|accidentally)\s+)?"
    r"(?:"
    # (not a state held since: "I have lived in Rome for 3 years" is "I have been living ...")
    rf"(?:have|'ve|had)\s+(?:just\s+|already\s+)?(?!{_HELD}\b[^.;,]*\b(?:for|since)\b)(?:[a-z]+ed|{_PARTICIPLE})\b"
    r"|(?:will|'ll|shall)\s+(?!be\b|have\b|like\b|love\b|prefer\b|rather\b|never\b|not\b)[a-z]"
    r"|(?:could(?:n't|\s+not)?|did(?:n't|\s+not)?|tried|failed|managed|was\s+unable|wasn't\s+able)\b"
    # ("won't" is not "won")
    rf"|(?!used\s+to\b)(?![a-z]*eed\b)[a-z]{{2,}}ed\b|(?:{_IRREGULAR_PAST})\b(?!')"
    r")"
)
_NAMES_THE_USER = re.compile(r"(?i)\buser(?:'s|s')?\b")
# (after a fronted time of a habit or a state: "every morning i take", "this month i am",
# "on Saturdays my son has football practice", "in the evenings, my wife reads": the same
# statement as "My son has football practice on Saturdays", whose "my" is the user's)
_FRONTED_TIME = (
    # ("this is why my wife left me", "this is my second year": no time, a clause)
    r"(?:(?:every|each|this|most)\s+(?!(?:is|was|means)\b)[a-z]+(?:\s+[a-z]+)?,?\s+"
    r"|(?:usually|nowadays|currently|normally|generally|lately|these\s+days|daily|weekly"
    r"|monthly|nightly|sometimes|often|always|occasionally),?\s+"
    r"|(?:on|at)\s+(?:the\s+)?(?:weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)"
    r"(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?,?\s+"
    r"|in\s+the\s+(?:mornings?|afternoons?|evenings?|summers?|winters?),?\s+|at\s+night,?\s+)"
)
_LEAD_I = re.compile(rf"(?i)^(\s*{_FRONTED_TIME}?)i\s+(?=[a-z])")
_LEAD_MY = re.compile(rf"(?i)^(\s*{_FRONTED_TIME}?)my\s+(?=[a-z])")
_ME = re.compile(r"(?i)\bme\b")
_MY = re.compile(r"(?i)\bmy\b")


# A note with no subject that opens with what someone is, has or does as a habit ("Works at
# Google.", "Now lives in Lyon.", "Has two kids."): an agent's note about the user, as "The
# user works at Google" is. Only verbs in the third person that state a value or a habit, so
# that a plural noun ("Cats are ...") or an act ("Booked a table") is never read as one; never
# a question ("Is the meeting at 3?").
SUBJECTLESS_OPENING = (
    r"^\W*(?=(?:(?:now|currently|still|usually|also|mostly)\s+)?"
    r"(?:works|lives|resides|rents|prefers|likes|loves|hates|dislikes|enjoys|uses|has|owns"
    r"|drives|speaks|plays|studies|wants|needs|drinks|eats|reads|watches|rides|teaches|attends"
    r"|follows|avoids|is|earns|wears|collects|volunteers|trains|supports|cooks|runs|practices"
    r"|practises|goes|takes|visits|knows|commutes|sleeps|wakes|walks|swims|listens)\b)"
    r"(?![^\n]*\?\s*$)"
)
SUBJECTLESS = re.compile(SUBJECTLESS_OPENING, re.IGNORECASE)

# A leading first person in the third: "I'm" / "I am" is "the user is", "I've" "the user has",
# "I" "the user", "my" "the user's", a note with no subject "the user ..." (read once, at the
# start of a text)
IN_THIRD_PERSON: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?i)^\W*(?:i'm|i\s+am)\b"), "the user is"),
    (re.compile(r"(?i)^\W*i've\b"), "the user has"),
    (re.compile(r"(?i)^\W*i\b"), "the user"),
    (re.compile(r"(?i)^\W*my\b"), "the user's"),
    (SUBJECTLESS, "the user "),
)


def acts(text: str) -> bool:
    """The text starts with "I" doing or promising something ("I booked ...", "I'll send
    ..."): an assistant may be writing about itself."""
    return _ACTS.match(text) is not None


def speaks_as_assistant(text: str) -> bool:
    """A first person in a text that also names the user is not the user."""
    return _NAMES_THE_USER.search(text) is not None


def in_third_person(text: str) -> str:
    """The text with its leading first person named: "I'm vegetarian" (already "i am
    vegetarian" here) is "the user am vegetarian", "I reminded the user" is "the assistant
    reminded the user" (and "the user sent me" "the user sent the assistant"); an act in
    the first person about no one else is left as it is."""
    if speaks_as_assistant(text):
        text = _LEAD_I.sub(r"\1the assistant ", text, count=1)
        return _MY.sub("the assistant's", _ME.sub("the assistant", text))
    lead = _LEAD_I.match(text)
    if lead is None:
        return text if acts(text) else _LEAD_MY.sub(r"\1the user's ", text, count=1)
    if acts(text[len(lead.group(1)) :]):  # (after a fronted time too: "this morning i booked")
        return text
    return _LEAD_MY.sub(r"\1the user's ", f"{lead.group(1)}the user {text[lead.end() :]}", count=1)


_LEAD_OUR = re.compile(r"(?i)^(\W*)our\s+(?=[a-z])")
_THE_USERS = re.compile(r"(?i)\b(?:user['\u2019]s|my)\s")


def ours_as_mine(text: str, other: str) -> str:
    """A household's "our" at the start as "my" when the other text speaks of the user's own:
    "Our internet provider is Google Fiber" / "User's internet provider is Google Fiber"
    (held-out probe 52). Against a text that names no owner, "our" stays ("Our Wi-Fi router
    is in the living room" / "The wifi router's in the living room")."""
    if _LEAD_OUR.match(text) is None or _THE_USERS.search(other) is None:
        return text
    return _LEAD_OUR.sub(r"\1my ", text, count=1)
