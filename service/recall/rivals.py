"""Rivals in time order: of two hits about the same thing, the one from the time the cue asks
about leads when their scores are close.

Why: dedup supersedes an old value only when it is sure the new text updates it ("Standup
moved to 10:00"); when it is unsure it keeps both, and then the old wording often matches a
"current value" cue a little better than the update does ("Maya does her long run on
Sundays" / "Maya now does her long run on Saturdays instead of Sundays": 0.78 / 0.76). A
person asked "which day is her long run?" answers with the latest thing they heard. So among
the final hits, a memory that happened later than a higher-ranked one, whose vector is close
to it (`similarity`) and whose score is within `margin` of it, is lifted just above it. A cue
about the past ("what car did he drive before the Camry?", "used to", "originally") wants the
earlier state, and the update names both values ("traded the Honda for a Camry"): there the
earlier rival is lifted instead. A cue that names a time ("last July", `when.py`) keeps the
plain order: the `when` boost has placed it.

A later memory that says in so many words that it replaced something ("switched Tom from
warfarin to apixaban", `changes.py`) reaches further (`ChangeReach`): it scored 0.17 below
"Tom takes warfarin" for "What blood thinner is Tom taking?".

Turns of a conversation (a `session_id` set at write) are left where they are: what was said
is an episode, each true when it was said, and the questions asked of a conversation are
mostly about what happened then (LoCoMo recall@10 of categories 1-4 fell from 0.665 to
0.651 when turns were lifted too: within the top 20, a later turn pushed the evidence out of
the top 10). Facts, preferences and notes are states that get updated.

Only the order of the hits already chosen changes, never which hits come back.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from datetime import timedelta

import numpy as np

from service.domain import Hit, Origin
from service.ports import Vector
from service.recall.aliases import RELATION_WORDS
from service.recall.changes import announces_change
from service.recall.status import asks_status, reports_progress
from service.recall.terms import terms
from service.recall.topics import says_state
from service.recall.verb_forms import forms_of

# Turns of one conversation share their session's time; two things said in the same hour are
# not an update of one by the other.
MIN_GAP = timedelta(hours=1)

_NOW = re.compile(
    r"(?<![\w-])(?:now|currently|current|these days|at the moment|at present|still|anymore"
    r"|any more|latest|most recent|nowadays|today)(?![\w-])",
    re.IGNORECASE,
)


def asks_about_now(cue: str) -> bool:
    """The cue wants the present state ("Where does Tom work now?", "his current manager")."""
    return _NOW.search(cue[:2000]) is not None


def without_present_words(cue: str) -> str:
    """The cue without "now", "these days", "at the moment": they ask for the latest state, a
    word of no topic, and as keywords they lift every memory that says "now" of something
    else ("Where does Lena live now?" found "Lena now runs on Saturdays" above "Lena's family
    moved into their new flat in Hamburg": recall probe 11)."""
    return _NOW.sub(" ", cue)


# A capitalised word after the first: a name ("Hanna", "Mia's"), the one the question is about
_NAME = re.compile(r"(?<=\S)(\s+)[A-Z][\w-]*(?:'s)?")


def without_names(cue: str) -> str:
    """The cue without the names in it, for a question that asks about now only by its tense
    (`tense.asks_in_present`): there the thing asked for must be what two hits share, not
    whom it is about. "What does Hanna do for a living?" lifted "Hanna's wedding is planned"
    over "Maya's sister Hanna is a nurse", and "What is Mia allergic to?" a later note of a
    nut-free cake over "Mia has a nut allergy", on the name alone (blind probe 150)."""
    return _NAME.sub(r"\1", cue)


# Someone of the person's with a life of their own, a memory can open on: a relative, a pet,
# a friend. Not a role held for the person (tutor, doctor, manager): "Priya's Norwegian tutor
# now is Silje" answers "Who teaches Priya Norwegian?"
_SOMEONE = sorted(
    RELATION_WORDS
    | {"friend", "neighbor", "neighbour", "colleague", "coworker", "co-worker", "roommate"}
    | {"flatmate", "housemate", "cousin", "ex", "ex-wife", "ex-husband", "kids", "children"}
    | {"twins", "parents", "in-laws"},
    key=len,
    reverse=True,
)
_SOMEONE_ELSES = re.compile(
    rf"\W*(?P<owner>[A-Z][\w-]*)['\u2019]s\s+(?:[\w-]+\s+)?(?i:{'|'.join(_SOMEONE)})(?![\w-])"
)


def about_someone_else(text: str, cue: str) -> bool:
    """The memory opens on someone of a person the cue names, and the cue asks about that
    person, not about anyone of theirs: "Walter's brother Frank, who lives in Erie, had a
    stroke" tells where Frank lives, not Walter ("Where does Walter live now?" ranked the
    brother and "Walter's son Pete lives in Phoenix" first: as later memories sharing "live",
    both were lifted over "Walter lives alone in the family house", blind probe 170)."""
    head = text[:60]  # (most memories open on no possessive: no regex for them)
    if "'" not in head and "\u2019" not in head:
        return False
    m = _SOMEONE_ELSES.match(head)
    if m is None:
        return False
    owner = m.group("owner")
    return re.search(rf"\b{re.escape(owner)}\b(?!['\u2019]s)", cue) is not None and not re.search(
        rf"\b{re.escape(owner)}['\u2019]s\b", cue
    )


@dataclasses.dataclass(frozen=True, slots=True)
class ChangeReach:
    """How close a later memory that announces a change (`changes.py`) must be to an earlier
    one to be lifted over it: in score (`margin`) and in meaning (`similarity`, cosine of their
    vectors), wider than for other rivals; and closer to that rival than to the other hits on
    average by `specificity`. Memories about one person all share the name, so a later "Greta
    wants her reminders in German from now on" is 0.5-0.6 from every one of Greta's hits, while
    "Tom was switched from warfarin to apixaban" stands out from the rest of Tom's hits by 0.2
    and more against "Tom takes warfarin"."""

    margin: float = 0.3
    similarity: float = 0.5
    specificity: float = 0.15


def in_time_order(
    hits: list[Hit],
    vectors: Mapping[str, Vector],
    *,
    margin: float,
    similarity: float,
    earlier: bool = False,
    change: ChangeReach | None = None,
    present: str = "",
    said_now: bool = True,
    closer: bool = False,
    cue: str = "",
    followed: bool = False,
) -> list[Hit]:
    """`hits` best first; a hit lifted above a rival (an earlier one, or with `earlier` a
    later one) takes that rival's score plus a hair (so the list stays sorted by score) and
    reports `rival` = 1 among its components. `margin` 0 turns all of it off. `present`: a
    cue about now, whose rarer words two rivals may share; `said_now`, it says "now" in so
    many words, and then any later close memory has the change's reach (a cue about now only
    by its tense lifted "Hanna's wedding is planned" 0.2 up over "Hanna got engaged to
    Callum" for "Who is Hanna marrying?", blind probe 150), and two hits that share a word of
    such a cue are rivals only when the later is the closer to it in meaning ("Pepper is down
    to 28 kg, the vet's target" shares "vet" with "Pepper's vet is Dr. Osei", recall probe 26)
    and has every such word the earlier has ("officially divorced" is no rival of "solicitor
    Henrik Dahl about the divorce" for "the name of Lars's divorce solicitor?", probe 28).
    `closer`: every lift needs that (a cue that asks when something happened, `tense.
    asks_when_it_happened`: a later event less like the cue is another event, "Ines stopped
    swimming" for "When did Ines start swimming?"; one more like it is the event after its
    plan, "had the knee repair" after "decided to try physio before any surgery").
    `followed`: the cue asks what came after an event it names (`tense.asks_what_followed`),
    and any later close memory has the change's reach, as for a cue that says "now"."""
    out = list(hits)
    if margin <= 0 or len(out) < 2:
        return out
    pairs, kin = _rivals(
        out, vectors, margin, similarity, earlier, change, present, said_now, cue, followed
    )
    if closer:
        by_id = {h.memory.id: h for h in out}
        pairs = {(a, b) for a, b in pairs if _closer(by_id[a], by_id[b])}
    if not pairs:
        return out
    # Margins are measured on the scores recall gave, and a hit is lifted once. Each pass
    # lifts one hit, so there are at most len passes.
    passed: dict[str, str] = {}  # a lifted hit's id -> the id of the hit it was lifted over
    for _ in range(len(out)):
        lifted = _lift_one(out, pairs, passed, kin, settled=earlier)
        if lifted is None:
            break
        out = lifted
    out.sort(key=lambda h: h.score, reverse=True)  # stable: a lift past a tie stays sorted
    return out


def _in_reach(above: Hit, below: Hit, margin: float, earlier: bool) -> bool:
    """Close enough in score, and `below` from the time the cue wants (later, or earlier)."""
    if above.score - below.score > margin:
        return False
    gap = below.memory.occurred_at - above.memory.occurred_at
    return (-gap if earlier else gap) >= MIN_GAP


def may_reorder(hits: list[Hit], *, margin: float, earlier: bool = False) -> bool:
    """Whether any two hits could be rivals, before their vectors are read (most Recalls
    have no such pair): `margin`, the widest that applies."""
    usable = [h for h in hits if not h.memory.session_id]
    return any(
        _in_reach(above, below, margin, earlier)
        for i, above in enumerate(usable)
        for below in usable[i + 1 :]
    )


def _rivals(
    hits: list[Hit],
    vectors: Mapping[str, Vector],
    margin: float,
    similarity: float,
    earlier: bool,
    change: ChangeReach | None,
    present: str = "",
    said_now: bool = True,
    cue: str = "",
    followed: bool = False,
) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """(above, below) ids: `below` may be lifted over `above`; and the (ordered both ways)
    pairs of hits about one thing, as close as the loosest rivals are (a chain of lifts stays
    among them, `_lift_one`). One matrix product for every pair's similarity (a Recall's hits,
    compared pair by pair in Python, cost ~1 ms)."""
    usable = [h for h in hits if h.memory.id in vectors and not h.memory.session_id]
    if len(usable) < 2:
        return set(), set()
    rows = np.stack([_unit(vectors[h.memory.id]) for h in usable])
    cosines = rows @ rows.T
    n = len(usable)
    closest = min(similarity, change.similarity) if change is not None else similarity
    kin = {
        (usable[i].memory.id, usable[j].memory.id)
        for i, j in zip(*np.nonzero(cosines >= closest), strict=True)
        if i != j
    }
    changes: dict[int, bool] = {}  # read only for a pair the plain reach misses

    def announced(k: int) -> bool:
        if k not in changes:
            changes[k] = announces_change(usable[k].memory.content)
        return changes[k]

    # a status question's later memory must report a step reached (`status.py`)
    status = followed and asks_status(cue)

    def news(k: int) -> bool:
        return followed and (not status or reports_progress(usable[k].memory.content))

    asked = _asked_of_both(usable, present) if present else [frozenset()] * n
    # (`cue`: the question as asked; a memory of someone of the person it asks about is no
    # rival of what the person's own memories say)
    others = [bool(cue) and about_someone_else(h.memory.content, cue) for h in usable]
    pairs: set[tuple[str, str]] = set()
    for i, above in enumerate(usable):
        for j in range(i + 1, n):
            below = usable[j]
            # an entry that contradicts a higher-trust one stays below it (DESIGN.md rule 2),
            # and an operator's entry is passed only by another operator's: an agent's later
            # "tier is Silver" was lifted over support's "tier is Gold". (An agent's note of
            # what the peer said since, "Pat moved to Manchester", still leads the peer's
            # older words: that is how agents record updates.)
            if (
                (others[j] and not others[i])
                or below.memory.conflicts_with == above.memory.id
                or (
                    above.memory.origin is Origin.OPERATOR
                    and below.memory.origin is not Origin.OPERATOR
                )
            ):
                continue
            cosine = float(cosines[i, j])
            if cosine >= similarity and _in_reach(above, below, margin, earlier):
                pairs.add((above.memory.id, below.memory.id))
                continue
            # a cue about the present, and both say the thing it asks about that few other
            # hits say ("manager" in "Maria's current manager?"): the later is the answer.
            # (A later one that says it changed need not be the closer in meaning: a change
            # is worded unlike the question, "moved into their new house in Schiedam" 0.08
            # below "lives in a flat in Kralingen" for "Where does Maya live?", probe 180)
            if (
                asked[i] & asked[j]
                and _in_reach(above, below, margin, earlier)
                and (
                    said_now
                    or (
                        asked[j] >= asked[i]
                        and (_closer(above, below) or (not earlier and announced(j)))
                    )
                )
            ):
                pairs.add((above.memory.id, below.memory.id))
                continue
            # the later of the two says in so many words that it replaced the earlier one
            later = i if earlier else j
            if (
                change is not None
                and cosine >= change.similarity
                and _in_reach(above, below, change.margin, earlier)
                and ((bool(present) and said_now) or news(later) or announced(later))
                and _stands_out(cosines, later, i + j - later, n, change.specificity)
            ):
                pairs.add((above.memory.id, below.memory.id))
    return pairs, kin


def _closer(above: Hit, below: Hit) -> bool:
    """`below` is at least as close to the cue in meaning as `above` (dense similarity)."""
    return below.components.get("dense", 0.0) >= above.components.get("dense", 0.0)


def _asked_of_both(hits: list[Hit], cue: str) -> list[frozenset[str]]:
    """Per hit, the cue's terms it has that fewer than half of the hits have (a peer's name
    is in all of them)."""
    wanted = set(terms(_NOW.sub(" ", cue)))  # ("now" itself says nothing of the topic)
    # (a term's forms are the term, and the words of the state it asks about: "moved in
    # together to a house" has the "live" of "where ... live?", `topics.says_state`)
    forms = {t: frozenset(forms_of(t)) for t in wanted}
    have = []
    literal = []  # (in so many words)
    for h in hits:
        said = set(terms(h.memory.content))
        words = {t for t, f in forms.items() if not f.isdisjoint(said)}
        literal.append(words)
        have.append(words | {t for t in forms.keys() - words if says_state(t, h.memory.content)})
    # common: said in so many words by half the hits (a name). A state's other words do not
    # count: a peer's house hunt, offer and move say "live" that way, and "Where does Maya
    # live?" lost its one word, so "moved into their new house" stayed below the old flat
    # (blind probe 180)
    common = {t for t in wanted if 2 * sum(t in h for h in literal) >= len(hits)}
    return [frozenset(h - common) for h in have]


def _stands_out(cosines: np.ndarray, row: int, rival: int, n: int, by: float) -> bool:
    """`row` is closer to `rival` than to the other hits on average by `by`; with fewer than
    three others there is no telling, and it is not."""
    if n - 2 < 3:
        return False
    others = float(cosines[row].sum()) - float(cosines[row, row]) - float(cosines[row, rival])
    return float(cosines[row, rival]) - others / (n - 2) >= by


def _lift_one(
    hits: list[Hit],
    pairs: set[tuple[str, str]],
    passed: dict[str, str],
    kin: set[tuple[str, str]],
    *,
    settled: bool = False,
) -> list[Hit] | None:
    """Lifts the first hit that may pass one above it, and notes in `passed` which one it
    passed. `settled` (a cue about the past): a lifted hit is not passed in turn, so "before
    the Camry" finds the car just before it, not the first car of three. Otherwise a later
    rival passes a lifted hit only when it is about the thing that one passed (`kin`): three
    values of one thing end latest first ("on call one week in five" < "changed to one in
    four" < "changed again: one in six"), but a rival of the lifted hit alone rode its lift
    ("moved to Porto", a rival of "sold her car", went 0.26 up over "Maya's car is a 2015
    Clio", blind probe 140)."""
    for i, above in enumerate(hits):
        first = passed.get(above.memory.id)
        if settled and first is not None:
            continue
        for j in range(i + 1, len(hits)):
            below = hits[j]
            if below.memory.id in passed or (above.memory.id, below.memory.id) not in pairs:
                continue
            if first is not None and (first, below.memory.id) not in kin:
                continue
            passed[below.memory.id] = above.memory.id
            moved = dataclasses.replace(
                below,
                score=max(below.score, above.score + 1e-6),
                components={**below.components, "rival": 1.0},
            )
            return [*hits[:i], moved, *hits[i:j], *hits[j + 1 :]]
    return None


def _unit(v: Vector) -> Vector:
    row = np.asarray(v, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(row))
    return row / norm if norm > 0 else row
