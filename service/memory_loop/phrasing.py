"""Sentences of a turn, and first person turned into the speaker's name.

An extracted memory is read later, outside its conversation, often next to other people's:
"I love pottery" must become "Melanie loves pottery". The rewrite is deliberately small
(pronouns, the verb right after "I", a few contractions); anything it does not recognise is
kept word for word, so it never invents content.
"""

from __future__ import annotations

import re


def wordset(text: str) -> frozenset[str]:
    """A set of words written as a block of text (long word lists stay readable)."""
    return frozenset(text.split())


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[\"'(A-Z0-9])")
_INTERJECTION = re.compile(
    r"^(?:(?:yeah|yes|oh|wow|haha|hey|hi|ah|aw+|omg|um|well|so|ok|okay|lol|thanks|"
    r"thank you|totally|absolutely|definitely|sure|great|cool|nice|awesome)\b[,!.]*\s*)+",
    re.I,
)
# Words after "I" that are not a present-tense verb to conjugate.
_KEEP = wordset(
    """
    can could will would should might must may shall was did had went got made said
    thought felt took saw came gave found told kept left put ran bought brought began
    wrote read sang met lost won became grew knew heard chose sent spent built caught
    taught fought sold held stood understood paid meant slept swam drove rode flew drew
    threw wore broke spoke woke forgot fell hit cut let set shut quit led fed sat ate
    drank rang is has does goes and or but too the a an to in at on with for of as
    """
)
_ADVERBS = wordset(
    """
    really just also still always never actually usually sometimes often definitely
    totally absolutely recently finally even only already truly honestly mostly
    especially
    """
)
_IRREGULAR = {"have": "has", "do": "does", "go": "goes", "am": "is", "are": "is"}
_CONTRACTIONS = [
    (re.compile(r"\bI'm\b|\bI am\b"), "{s} is"),
    (re.compile(r"\bI've\b"), "{s} has"),
    (re.compile(r"\bI'll\b"), "{s} will"),
    (re.compile(r"\bI'd\b"), "{s} would"),
    (re.compile(r"\bI (?:don't|do not)\b"), "{s} doesn't"),
    (re.compile(r"\bI (?:haven't|have not)\b"), "{s} hasn't"),
]
_I_VERB = re.compile(r"\bI ((?:[a-z]+ )?)([a-z]+)\b")
_ASKED = re.compile(r"(?i)\b(?:should|shall|can|could|would|will|may|might|must|do|does|did)\s+$")
_WE_MOVED = re.compile(r"^We(?:'ve| have)? (?=(?:just |finally |recently )?(?:moved|relocated)\b)")


# A title or a common abbreviation ends with a full stop but not the sentence: "the new
# landlord is called Mr. Okafor" was cut at "Mr." and lost the name
_TITLES = wordset(
    """
    Mr. Mrs. Ms. Mx. Dr. Prof. St. Mt. Jr. Sr. Rev. Hon. Capt. Sgt. Lt. Col. Gen. Gov. Sen.
    approx. vs. e.g. i.e. cf. incl. dept. Inc. Ltd. Corp. Ave. Rd. Blvd.
    """
)
# ... and some only before a number ("No. 5", "Sept. 12"; "No. My brother ..." ends one)
_BEFORE_A_NUMBER = wordset(
    "No. Nos. Vol. Fig. Jan. Feb. Mar. Apr. Jun. Jul. Aug. Sep. Sept. Oct. Nov. Dec."
)


def _split(text: str) -> list[str]:
    parts: list[str] = []
    for piece in _SENTENCE.split(text):
        # (the last word only: a turn of 16 KB of "A. " took 3 s searched whole, piece by piece)
        last = parts[-1].rsplit(None, 1)[-1] if parts else ""
        if last in _TITLES or (last in _BEFORE_A_NUMBER and piece[:1].isdigit()):
            parts[-1] += " " + piece
        else:
            parts.append(piece)
    return parts


def sentences(text: str) -> list[str]:
    """The sentences of a turn, interjections at their start dropped."""
    out = []
    for raw in _split(" ".join(text.split())):
        s = _INTERJECTION.sub("", raw).strip()
        if s:
            out.append(s[0].upper() + s[1:])
    return out


def _conjugate(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb in _KEEP or verb.endswith("ed") or verb.endswith("n't"):
        return verb
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 2 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def third_person(sentence: str, speaker: str) -> str:
    """`I love my dog` said by Melanie -> `Melanie loves Melanie's dog`; without a speaker
    name the sentence is returned unchanged (a guess would be worse than "I")."""
    if not speaker:
        return sentence
    # "I'm Priya, I live in Leeds": the introduction says nothing once the name is written
    # ("Priya is Priya, Priya lives in Leeds")
    s = re.sub(
        rf"^(?:I'm|I am|My name is|My name's) {re.escape(speaker)}\s*[,;.!-]+\s*", "", sentence
    )
    s = s[0].upper() + s[1:] if s else sentence  # ("I am Priya." alone stays as it is)
    for pattern, repl in _CONTRACTIONS:
        s = pattern.sub(repl.format(s=speaker), s)

    def verb(m: re.Match[str]) -> str:
        adverb, word = m.group(1), m.group(2)
        # "should I pack": the modal's, not conjugated (the word before only: searching all
        # of what came before took 1.7 s on a 16 KB turn)
        if _ASKED.search(s[max(0, m.start() - 8) : m.start()]):
            return f"{speaker} {adverb}{word}"
        if adverb and adverb.strip() not in _ADVERBS:
            # "I [x] y" where x is not an adverb: x is the verb.
            return f"{speaker} {_conjugate(adverb.strip())} {word}"
        return f"{speaker} {adverb}{_conjugate(word)}"

    # "We moved to Manchester": the speaker moved (and so the home an update replaces is
    # theirs); any other "we" is kept, its members unknown
    s = _WE_MOVED.sub(f"{speaker} ", s)
    s = _I_VERB.sub(verb, s)
    s = re.sub(r"\bI\b", speaker, s)
    s = re.sub(r"\b[Mm]y\b", f"{speaker}'s", s)
    s = re.sub(r"\bmine\b", f"{speaker}'s", s)
    s = re.sub(r"\bmyself\b", speaker, s)
    s = re.sub(r"\bme\b", speaker, s)
    return s
