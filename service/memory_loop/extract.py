"""Salience at encoding: offline rules that pick what is worth remembering from new turns.

No model, no network. Each sentence of a turn is matched against a few families of patterns,
in priority order; a match becomes one candidate memory with a kind and an importance:

| kind       | what                                               | importance |
|------------|----------------------------------------------------|------------|
| note       | an explicit "remember that ..." / "don't forget"    | 0.90       |
| decision   | "I decided / we agreed / let's go with"            | 0.80       |
| commitment | "I will / I'm going to / I need to" (+ a time: +0.1) | 0.65-0.75 |
| preference | "I love / prefer / hate", "my favourite"           | 0.70       |
| fact       | a change of state or a plan called off             | 0.70       |
| fact       | who the speaker is, has, does, where they live ... | 0.60       |
| question   | a request to the agent, or "I'm not sure whether"  | 0.60       |

The agent's own turns give commitments and decisions only: its tastes are not the peer's.

A name, a number or a date in the sentence adds 0.05 (specific beats vague). Reactions ("I
love that!") and chit-chat without content are skipped: a candidate needs at least three
content words besides the trigger (one, with a name, a number or a change in it: "I work at
Google."), and a hypothetical or a guess ("If I moved to Berlin...", "maybe", "who knows") is
no fact, preference or plan. The text is rewritten in the third person with the
speaker's name and its relative dates pinned ("Melanie ran a charity race last Sunday (21
May 2023)"), so it reads right outside its conversation. Candidates then go through the
normal write path (privacy guard, dedup, trust) as `origin=agent`, never verbatim.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC

from service.loop_domain import Candidate, StoredTurn, TurnRole
from service.memory_loop.dates import pin_dates
from service.memory_loop.phrasing import sentences, third_person
from service.recall.changes import announces_change
from service.recall.terms import terms

# What the agent's own turns may give: what it undertook or decided. Its tastes and its
# "facts" are not the peer's ("I love Red Chilli on Portland Street" became "Assistant loves
# Red Chilli", a preference of the peer's brief), and its questions are its own.
AGENT_KINDS = frozenset({"commitment", "decision"})
MAX_PER_TURN = 2
MIN_CONTENT_TERMS = 3

MAX_CHARS = 400


@dataclass(frozen=True, slots=True)
class _Rule:
    kind: str
    importance: float
    pattern: re.Pattern[str]
    least: int = MIN_CONTENT_TERMS  # content words besides the trigger to make a memory


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_I = r"\b(?:I|we)(?:'ve| have)?\s+(?:really\s+|absolutely\s+|just\s+|also\s+|totally\s+)?"
RULES = (
    _Rule(
        "note",
        0.90,
        # An explicit request; "Remember when ...?" / "Remember the race?" recall the past.
        _rx(
            r"^(?:please\s+)?(?:remember|don't forget|do not forget|note|keep in mind)\b"
            r"(?!\s+when\b)(?!.*\?\s*$)"
        ),
        least=MIN_CONTENT_TERMS - 1,
    ),
    _Rule(
        "decision",
        0.80,
        _rx(
            _I + r"(?:decided|chose|opted|agreed|settled on|made (?:up my mind|the decision|"
            r"a decision))\b|\b(?:I'm|we're|I am|we are) going with\b|\blet's go with\b"
        ),
        least=MIN_CONTENT_TERMS - 1,  # ("Let's go with the Premier Inn": a choice named)
    ),
    _Rule(
        "commitment",
        0.65,
        _rx(
            r"\b(?:I|we)(?:'ll| will| am going to|'m going to| are going to|'re going to|"
            r" plan to|'m planning to| am planning to| promise to| have to| need to| must|"
            r" intend to)\s+(?!be\b)(?!see\b)(?!check\b)(?!keep\b)(?!let\b)\w+"
        ),
    ),
    _Rule(
        "preference",
        0.70,
        _rx(
            _I + r"(?:love|like|enjoy|adore|prefer|hate|dislike|can't stand|"
            r"(?:am|'m) (?:a )?(?:big |huge )?fan of|(?:am|'m) into|"
            r"(?:am|'m) (?:so )?passionate about)\s+(?!that\b|it\b|this\b|those\b|these\b|"
            r"your\b|you\b|how\b|when\b|the way\b|seeing\b|hearing\b)"
            r"|\bmy (?:all-time )?fav(?:ou)?rite\b|\bI (?:don't|do not) (?:like|enjoy|eat|drink)\b"
        ),
    ),
    _Rule(
        "fact",
        0.70,  # (kept verbatim by consolidation, as preferences are: `keep_importance`)
        _rx(
            # a plan called off ("We cancelled the Lisbon trip", "I'm not going to run the
            # half marathon after all"): the brief moves the plan out of its open threads
            # (`working_memory/later.py`)
            r"\b(?:I|we)(?:'ve| have)? (?:just |finally )?(?:cancell?ed|canceled|called off"
            r"|scrapped)\b"
            r"|\b(?:I|we)(?:'m| am|'re| are) not (?:going to|gonna)(?= \w+.*\bafter all\b)"
            # a change of state ("We moved to Manchester", "I left Stripe, I'm joining
            # Intercom", "I'm vegetarian now", "we switched to Postgres"): the update a brief
            # must carry, which none of the above read (a memory-loop review of 2026-12-07)
            # (a name after the verb: "moved the meeting", "left the keys", "joining a call",
            # "switched to the other tab" are no change of home, job or tools)
            r"|^we(?:'ve| have)? (?:just |finally |recently )?(?:moved|relocated) (?:back )?"
            r"(?:to|from) (?-i:[A-Z])"
            r"|\b(?:I|we)(?:'ve| have)? (?:just |finally |recently )?(?:switched|changed)"
            r" (?:over )?(?:from (?-i:[A-Z])\S* )?to (?-i:[A-Z])"
            r"|\bI (?:just |finally |recently )?left (?-i:[A-Z])|\bI(?:'m| am) (?:now )?(?:joining"
            r"|starting (?:at|with)) (?:the )?(?-i:[A-Z])|\bI(?:'m| am) starting a new job\b"
            r"|\bI(?:'m| am) (?:now )?(?:fully |officially )?(?:vegetarian|vegan|pescatarian"
            r"|teetotal|sober|pregnant|engaged|married|divorced|single|retired|unemployed)"
            r"(?![\w-])(?![^\S\n]+(?:in|to|with|on|about)\b)"
        ),
        least=1,  # ("I'm vegetarian now", "We moved to Manchester in May": the trigger says it)
    ),
    _Rule(
        "fact",
        0.60,
        _rx(
            r"\b(?:I am|I'm) (?:a|an)\s+\w+|\bI(?:'ve| have)? (?:work|worked|live|lived|moved|"
            r"grew up|was born|studied|graduated|teach|own|adopted|got married|married|joined|"
            r"started|quit|retired|volunteer|volunteered)\b|\b(?:my|our) (?:name|job|wife|husband|"
            r"partner|kids?|children|son|daughter|mom|mum|mother|dad|father|parents|sister|brother|"
            r"grand(?:ma|pa|mother|father|parents)|aunt|uncle|cousin|niece|nephew|fianc\u00e9e?|"
            r"girlfriend|boyfriend|boss|manager|landlord|flatmate|roommate|doctor|dentist|"
            r"family|dog|cat|pets?|birthday|home|house)\b|\bI have (?:a|an) \w+"
            r"|\bI have (?:two|three|four|five|six|\d+)(?= \w+)"
            r"|\bI(?:'ve| have) been \w+ing (?:for|since)\b"
        ),
    ),
    _Rule(
        "question",
        0.60,
        _rx(
            # (the trigger is the words that ask, not the whole question: a match of the
            # whole sentence left no content words beside it, and no request was ever kept)
            r"^(?:can|could|would|will) you (?:please )?(?:help|find|book|remind|check|look|send|"
            r"write|make|plan|buy|order|schedule|recommend|suggest|research|compare|draft|set|"
            r"add|call|email|get|organi[sz]e|arrange|reserve|track|sort|fix|translate|summari[sz]e"
            r"|note|keep|remember|work out|figure out)\b(?=.*\?$)"
            r"|^(?:what|when|where|how|which|who) "
            r"(?:should|can|do) (?:I|we)\b(?=.*\?$)"
            r"|\bI(?:'m| am) not sure (?:whether|if|how|what)\b|"
            r"\bI wonder(?:ed)? (?:whether|if)\b|\bI(?:'m| am) still (?:deciding|figuring out)\b"
        ),
    ),
)
_TIME = _rx(
    r"\b(?:tomorrow|tonight|next (?:week|month|year|\w+day)|this (?:week|weekend|month)|"
    r"by (?:\w+day|the end|tomorrow|next)|on (?:monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)|deadline|due|until|before)\b"
)
_SPECIFIC = re.compile(r"\d|(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+")
# A name or a number, or a change, says enough in few words: "I work at Google.", "My sister
# lives in Oslo.", "I have two kids.", "I don't eat meat anymore." were all dropped as
# chit-chat (a memory-loop review of 2026-12-07).
_NAMED = re.compile(
    r"\d|(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+|\b(?:two|three|four|five|six|seven|eight|nine|ten)\b"
)
# Not a state of the world: "If Dana moved to Berlin she would...", "Maybe I'll quit my job,
# who knows", "Imagine I had a boat". Facts, preferences and plans only; a request or a note
# may well open with "if".
_UNREAL = re.compile(
    r"^(?:if|what if|imagine|suppose|supposing|maybe|perhaps)\b|\bwho knows\b"
    r"|\b(?:would|could|might)(?:n't)? (?:\w+ ){0,6}if\b"
    # a condition opens its clause ("..., but if I moved I would"); after "ask", "see",
    # "check" it is a question asked: "I'll ask Dana if she could drive us" is a plan
    r"|(?:^|[,;:]\s*|\b(?:and|but|so)\s+)if\b.{0,80}\b(?:would|could)\b",
    re.IGNORECASE,
)
# Who the words are addressed to is no content: "I have a feeling, Caroline."
_VOCATIVE = re.compile(
    r"^\W*(?:(?:hi|hey|thanks|thank you|oh|well)\W+)?[A-Z][a-z]+,|,\s*[A-Z][a-z]+\W*$"
)
UNREAL_KINDS = frozenset({"fact", "preference", "commitment"})


class RuleExtractor:
    """The default `Extractor`: the rules above, over each sentence of each new turn."""

    @property
    def name(self) -> str:
        return "rules-v1"

    def extract(self, turns: Sequence[StoredTurn]) -> list[Candidate]:
        out: list[Candidate] = []
        for turn in turns:
            found = 0
            for sentence in sentences(turn.text):
                candidate = self._match(turn, sentence)
                if candidate is not None:
                    out.append(candidate)
                    found += 1
                    if found == MAX_PER_TURN:
                        break
        return out

    @staticmethod
    def _match(turn: StoredTurn, sentence: str) -> Candidate | None:
        for rule in RULES:
            if turn.role is TurnRole.AGENT and rule.kind not in AGENT_KINDS:
                continue
            m = rule.pattern.search(sentence)
            if m is None:
                continue
            if rule.kind in UNREAL_KINDS and _UNREAL.search(sentence):
                return None  # a hypothetical or a guess: nothing that is so
            rest = sentence[: m.start()] + " " + sentence[m.end() :]
            least = rule.least
            said = _VOCATIVE.sub(" ", sentence.replace("I ", "i "))
            if _NAMED.search(said) or announces_change(sentence):
                least = 1
            if len(terms(rest)) < least:
                return None  # a reaction or chit-chat: nothing to remember
            importance = rule.importance
            if rule.kind == "commitment" and _TIME.search(sentence):
                importance += 0.10
            if _SPECIFIC.search(sentence.replace("I ", "i ")):
                importance += 0.05
            text = third_person(pin_dates(sentence, turn.time), turn.speaker)[:MAX_CHARS]
            return Candidate(
                content=text,
                kind=rule.kind,
                importance=round(min(importance, 1.0), 2),
                refs=(turn.ref,),
                occurred_at=turn.time.astimezone(UTC),  # (read in the speaker's zone)
                attributes={"speaker": turn.speaker} if turn.speaker else {},
            )
        return None
