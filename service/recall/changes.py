"""Whether a memory announces a change of state ("switched to apixaban", "has moved to
Manchester", "no longer plays", "traded in her Corolla").

Why: an update is usually written as a change, and a change shares fewer words with a plain
question than the statement it replaces ("What blood thinner is Tom taking?": "Tom takes
warfarin" scored 0.17 above "switched Tom from warfarin to apixaban"). Rivals in time order
(`rivals.py`) lift a later rival only within a small margin, because a later memory about
the same thing is as often a detail as an update ("Biscuit has a heart murmur" after "Maya's
dog is a beagle called Biscuit"). A later memory that says in so many words that something
was replaced has earned a wider margin.

The words are those of a replacement, not of novelty: "now" and "new" are left out ("Cian's
school now has a new allergy action plan" adds to "Cian is allergic to peanuts", it does not
replace it; with them, a blind probe's questions about facts that later details resemble
lost 7 of 66 first places). "Stopped cycling to work" and a plan reversed "after all" are
changes too (blind probe 140: the old commute and the replaced plan came first, 2 first
places won and 2 lost to lifts that other rules allow; probes 24-28 unchanged). English
first, with the commonest change words in Spanish, German and French, the other languages
the service meets most.
"""

from __future__ import annotations

import re

_EN = (
    # a verb of change: "switched to", "moved to", "traded in", "sold the Skoda"
    r"switch(?:ed|es)?\s+(?:to|from|over|\w+\s+(?:to|from))|swapp?(?:ed)?\s+\w+(?:\s+\w+)?\s+for|"
    r"chang(?:ed|es)\s+(?:to|from|\w+\s+to)|(?:has|have|had)\s+changed|"
    r"(?:has|have)\s+(?:moved|switched|changed|gone|stopped|quit|left|retired|started)|"
    r"moved\s+(?:to|from|into|in\s+with|back|out|house|away)|relocated|"
    # ... what moved between: "moved her online shop from Etsy to Shopify" (blind probe 180)
    r"moved\s+(?:her|his|their|our|my|the)\s+(?:\w+\s+){0,2}?(?:to|from)\b|"
    r"traded\s+(?:in|up|down|\w+\s+(?:in|for))|sold\s+(?:the|her|his|their|our|my)\b|"
    r"replac(?:ed|es|e|ing)\s+(?:the|her|his|their|our|my|it|by|with)\b|upgraded|downgraded|"
    r"(?:was|were|been|got|is|are|has been|have been)\s+"
    r"(?:increased|raised|reduced|lowered|decreased|cut|moved|changed|switched|promoted|"
    r"bumped|pushed|postponed|rescheduled|cancelled|canceled|dropped)|"
    # ... and in the active voice, with what it changed: "GP increased Dad's metformin",
    # "Royal Caribbean changed the itinerary" (recall probe 14)
    r"(?:increased|raised|reduced|lowered|decreased|doubled|halved|changed|pushed|postponed|"
    r"rescheduled|extended|bumped)\s+(?:\w+'s|the|her|his|their|our|my|its|it)\b|"
    r"(?:went|goes|gone)\s+(?:up|down)\s+to|"
    # a number that moved: "rating dropped to 4.2", "HbA1c improved to 6.9%"
    r"(?:dropped|fell|rose|climbed|jumped|slipped|improved|worsened|grew|shrank|increased|"
    r"decreased)\s+(?:back\s+)?to\s+(?:about\s+|around\s+)?[\d$\u00a3\u20ac]|"
    # the one that took a role's place: "Maya's new manager is Sofia", "her new GP" ("a new
    # allergy action plan" adds one, it does not replace: no possessive, no change)
    r"(?:\w+'s|her|his|their|our|my)\s+new\s+(?!year\b|baby\b|born\b)\w+|"
    # ... or said "the new" of a role: "hired Marta as the new studio assistant", "Sofia is
    # the new manager" (blind probe 180)
    r"(?:as|is|was|are|were)\s+the\s+new\s+(?!year\b|baby\b|born\b)\w+|"
    r"(?:gave|given)\s+up|quit\s+(?:\w+ing|her|his|the|their|my|our)\b|"
    # (a verb's "-ing" after "stopped", not "during" nor "nothing", "something")
    # ... with a word of what between: "stopped Sunday opening", "stopped weekend trading"
    # (blind probe 180)
    r"stopped\s+(?:(?!during\b)\w+\s+)?(?!during\b|\w*thing\b)\w+ing\b|"
    # a plan or a decision reversed: "Keeping Celery for v2.0 after all", not "After all,"
    # nor "after all the guests left"
    r"after\s+all(?=\s*(?:[.;:!?)]|$))|"
    r"no\s+longer|not\s+\w+\s+any\s*more|any\s*more\b|"
    r"instead\s+of|rather\s+than\s+\w+\s+(?:as\s+before|like\s+before)|"
    r"(?:started|starts|starting|began)\s+(?:a\s+new|as|at|work(?:ing)?\s+(?:at|for))\b|"
    r"since\s+(?:then|the\s+move|\w+\s+\d{4})|"
    # a sentence that opens on when it starts: "From February 2026 Sofia is on day shifts"
    r"(?:^|(?<=[.;:]\s))(?:from|starting|since|as\s+of)\s+[^,.;]{0,20}\d{4}\b"
)
_ES = (
    r"ya\s+no|ha\s+cambiado|han\s+cambiado|cambi[óo]\s+(?:de|a)|se\s+(?:ha|han)\s+mudado|"
    r"se\s+mud[óo]|en\s+lugar\s+de|en\s+vez\s+de|dej[óo]\s+de|ha\s+dejado"
)
_DE = (
    r"nicht\s+mehr|kein\w*\s+\w+\s+mehr|umgezogen|zieht\s+um|gewechselt|wechselt|"
    r"stattdessen|statt\s+|seit\s+(?:\w+\s+)?\d{4}"
)
_FR = (
    r"ne\s+\w+\s+plus|n'\w+\s+plus|a\s+chang[ée]|ont\s+chang[ée]|d[ée]m[ée]nag[ée]|"
    r"au\s+lieu\s+d"
)
# matched against the lowered text: 3x faster than re.IGNORECASE over this many alternatives
# (12 against 40 us a memory; a Recall reads up to ten)
_CHANGE = re.compile(rf"\b(?:{_EN}|{_ES}|{_DE}|{_FR})")


def announces_change(text: str) -> bool:
    """The text says that something changed (an update), not only what is."""
    return _CHANGE.search(text[:2000].lower()) is not None
