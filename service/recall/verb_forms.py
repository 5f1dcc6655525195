"""The forms of an irregular verb, for the keyword half of Recall: "sell" finds "sold".

Why: a question asks with the base form after "did" ("When did the house sell?", "When did
Walter meet Marjorie?") and a memory reports in the past ("The Maple Avenue house sold for
$251,500", "Walter met Marjorie Hill at the church potluck"). The stemmer joins "moved" and
"move" but not "sold" and "sell": the keyword half found "decided to sell the house" and the
answer ranked third (blind probe 170). So a cue term that is a form of one of these verbs is
searched as all of its forms (`service.adapters.keywords`), counted as one term in the cue's
coverage; what is stored is unchanged, so no index is rebuilt. The same for a noun's
irregular plural ("How many grandchildren ...?", "Walter's fifth grandchild").

Left out: forms that are mostly other words ("left" knee, "fall" the season, "lay", "rose",
"saw", "found" a company, a "bit" of, a flu "shot", "bore", "lead" the metal) and the verbs
of speech ("said", "told"), which nearly every turn of a conversation has, and "go" ("went"
viral, "went" well: a blind probe lost two first places to it).
"""

from __future__ import annotations

from functools import lru_cache

from service.recall.terms import terms
from service.recall.topics import related

# base, past, participle (the stemmer's forms of each are joined in `forms_of`); then the
# irregular plurals, which the stemmer leaves apart as well ("grandchild", "grandchildren")
_VERBS = """
arise arose arisen|awake awoke awoken|become became|begin began begun|bend bent|bet|
bite bitten|bleed bled|blow blew blown|break broke broken|breed bred|bring brought|
build built|burn burnt|buy bought|catch caught|choose chose chosen|cling clung|come came|
cost|creep crept|deal dealt|dig dug|do did done|draw drew drawn|dream dreamt|
drink drank drunk|drive drove driven|eat ate eaten|feed fed|feel felt|fight fought|
flee fled|fly flew flown|forbid forbade forbidden|forget forgot forgotten|
forgive forgave forgiven|freeze froze frozen|get got gotten|give gave given|
grow grew grown|hang hung|have had|hear heard|hide hid hidden|hold held|hurt|keep kept|
kneel knelt|know knew known|lend lent|lose lost|make made|mean meant|meet met|pay paid|
quit|ride rode ridden|ring rang rung|run ran|seek sought|sell sold|send sent|
shake shook shaken|shine shone|show showed shown|shrink shrank shrunk|
sing sang sung|sink sank sunk|sit sat|sleep slept|slide slid|speak spoke spoken|
spend spent|spin spun|stand stood|steal stole stolen|stick stuck|sting stung|
strike struck|swear swore sworn|sweep swept|swim swam swum|swing swung|take took taken|
teach taught|tear tore torn|think thought|throw threw thrown|understand understood|
wake woke woken|wear wore worn|weep wept|win won|withdraw withdrew withdrawn|
write wrote written|
child children|grandchild grandchildren|person people|man men|woman women|wife wives|
tooth teeth|foot feet|mouse mice
"""


def _groups() -> dict[str, frozenset[str]]:
    out: dict[str, frozenset[str]] = {}
    for line in _VERBS.split("|"):
        words = line.split()
        # (stemmed as the index stems: "sells" and "selling" are "sell" there already)
        stems = frozenset(s for w in words for s in terms(w))
        if len(stems) > 1:
            for s in stems:
                out[s] = out.get(s, frozenset()) | stems
    return out


@lru_cache(maxsize=1)
def _table() -> dict[str, frozenset[str]]:
    return _groups()


def forms_of(term: str, *, state: bool = False) -> tuple[str, ...]:
    """`term` (a stemmed keyword term) first, then the other forms of its verb, if any; with
    `state` (a cue that asks what holds now), the words of a change into the state it names
    too (`topics.py`: "live" finds "moved")."""
    group = _table().get(term, frozenset())
    if state:
        group |= related(term)
    if not group:
        return (term,)
    return (term, *sorted(group - {term}))
