"""What differs between two parsed memories, and what kind of difference it is.

`compare` returns one `Finding`. Its `kind` drives the decision in `service.dedup.judge`:

- same: nothing differs once synonyms, derivations, voice and order are set aside -> merge;
- negation, status, number, antonym, value: one thing about the same subject and attribute
  changed -> supersede;
- identifier, deictic, entity, role_swap, pronoun, question, qualifier (some / most, always /
  sometimes, should / has), occasion (another weekday, month or year of a past event):
  another subject, occasion, amount or mood -> keep both;
- addition: one side only adds words (`detail` says whether they restrict the claim) ->
  keep both;
- differs: words we cannot explain -> left to the logistic / pair model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.dedup import lexicon as lx
from service.dedup.acts import (
    BOUNDS,
    another_action,
    another_amount,
    done_and_coming,
    introduced,
    occasion,
)
from service.dedup.align import (
    ANTONYM,
    FILLERS,
    FUNCTIONAL,
    ONE_OFF,
    POSITIONAL,
    RESTRICTORS,
    TIME_NOUNS,
    UNITS,
    Parsed,
    Tok,
    parse,
)
from service.dedup.kinds import abbreviates, range_against_numbers, weekday_against_time
from service.dedup.leftovers import (
    clear_word_caches,
    derives,
    leftovers,
    plural_name,
    word_class,
)
from service.dedup.now_swap import now_one_for_another
from service.dedup.order import (
    day_or_month,
    gendered_kin,
    other_measures,
    other_preposition,
    owner_dropped,
    paired_lists,
    renamed,
    reordered_list,
    role_swap,
    swapped_ends,
    transposed,
)
from service.dedup.persona import persona_apart
from service.dedup.rates import how_often, rate_apart, rate_apart_only
from service.dedup.schedule import now_another_way, two_times
from service.dedup.speaker import (
    owned_by_another,
    subject_made_object,
    the_speaker_only,
    user_is_me,
)
from service.dedup.verbs import be_against_have, past_and_present, two_past_stretches

__all__ = ["KEEP_KINDS", "SUPERSEDE_KINDS", "Finding", "clear_word_caches", "compare", "derives"]

SUPERSEDE_KINDS = frozenset(["negation", "status", "number", "antonym", "value"])
KEEP_KINDS = frozenset(
    ["identifier", "deictic", "entity", "role_swap", "pronoun", "question", "qualifier",
     "occasion", "bound", "tense", "be_have"]
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Finding:
    kind: str
    detail: str = ""


_SENSITIVITIES = re.compile(r"(?:intoleran|allergi|sensitiv)\w*|free|averse|phobic")


def _value_slot(p: Parsed, t: Tok) -> bool:
    """t is the value of a one-valued attribute: right after the copula ("X's cat is called
    Miso", "her favourite colour is blue") or after a functional verb ("lives in Berlin")."""
    i = t.raw
    if i + 1 < len(p.raw_low) and _SENSITIVITIES.fullmatch(p.raw_low[i + 1]):
        return False  # "is lactose intolerant" / "gluten intolerant": one may be both
    if p.copula >= 0 and p.copula < i and all(w in FILLERS for w in p.lowered[p.copula + 1 : i]):
        return True
    if introduced(p, i):
        return False
    # (an errand's "call" names no one: "Call Mom" / "Call Dad" are two, and so are "calls
    # his mother" / "calls his brother" every Sunday, s140; "called Miso" / "Momo" is one, and
    # "call him Bobby" names)
    return any(
        w in FUNCTIONAL and not (p.raw_low[j] in _CALLS and not _names_after_call(p, j, t))
        for j, w in enumerate(p.lowered[max(0, i - 3) : i], max(0, i - 3))
    )


_CALLS = frozenset(["call", "calls", "calling"])
_CALLED_ONE = frozenset(["him", "her", "it", "them", "me", "us", "you"])


def _names_after_call(p: Parsed, j: int, t: Tok) -> bool:
    """ "call him Bobby": a call that names, a name right after the one it names ("call her
    sister" calls someone)."""
    return t.raw == j + 2 and t.cap and p.raw_low[j + 1] in _CALLED_ONE


def _opposite(x: Parsed, a: Tok, y: Parsed, b: Tok) -> Finding:
    if two_times(x, a, y, b):
        return Finding("entity", "start / end at a time: two times")
    return Finding("antonym", f"{a.lemma}/{b.lemma}")


def _sides_of_things(x: Parsed, y: Parsed, pair: tuple[Tok, Tok]) -> bool:
    """ "The left knee" / "the right knee": a side or direction right before a noun, on both
    sides, names another thing rather than another value of one."""

    def before_noun(p: Parsed, t: Tok) -> bool:
        words = p.lowered
        nxt = t.raw + 1
        return (
            p.raw_low[t.raw] in POSITIONAL
            and nxt < len(words)
            and any(u.raw == nxt and u.kind in ("word", "name", "num", "id") for u in p.toks)
        )

    a, b = pair
    return before_noun(x, a) and before_noun(y, b)


# Particles that make another verb of the same word ("work out", "give up", "turn down").
_PARTICLES = frozenset(["r:out", "r:up", "r:down", "r:off", "r:over"])

# Words that make a clause a condition or an exception: on one side only, they restrict it.
_CONDITIONS = frozenset(["if", "unless", "only", "except", "whenever", "provided"])


def _owner_swap(x: Parsed, y: Parsed) -> bool:
    """ "The user's son beat the user" / "The user beat the user's son": one person named
    twice, as the owner and alone, in one order on one side and the other on the other."""

    def owner_first(p: Parsed, who: str) -> bool | None:
        owner = next((i for i, w in enumerate(p.raw_low) if w in (who + "'s", who + "'")), None)
        alone = next((i for i, w in enumerate(p.raw_low) if w == who), None)
        return None if owner is None or alone is None else owner < alone

    for who in x.possessors & y.possessors:
        first_x, first_y = owner_first(x, who), owner_first(y, who)
        if first_x is not None and first_y is not None and first_x != first_y:
            return True
    return False


def _case_swap(x: Parsed, y: Parsed) -> bool:
    """ "Dad texts me" / "I text Dad": a person the subject on one side, the object on the
    other (passives are left alone: "I was told by Dad" is "Dad told me")."""
    for group, case in x.cases:
        other = "acc" if case == "nom" else "nom"
        if (
            (group, other) not in x.cases
            and (group, other) in y.cases
            and (group, case) not in y.cases
        ):
            return True
    return False


_CURRENCIES = frozenset(["dollar", "euro", "pound", "yen"])


def _unnamed_currency(x: Parsed, only_x: list[Tok], y: Parsed) -> list[Tok]:
    """`only_x` without a currency that names an amount both texts state, when the other text
    names no currency at all: "Rent is $1,950 a month" / "I pay 1950 a month in rent"
    (held-out probe 52). A currency against another ("$500" / "500 euros") stays."""
    if not any(t.key in _CURRENCIES for t in only_x) or any(t.key in _CURRENCIES for t in y.toks):
        return only_x
    if any(t.kind == "num" for t in only_x) or not any(t.kind == "num" for t in x.toks):
        return only_x
    return [t for t in only_x if t.key not in _CURRENCIES]


def compare(new: str, old: str) -> Finding:
    """What differs between a new text and a stored one (see the module table)."""
    x, y = parse(new), parse(old)
    if x.question != y.question:
        return Finding("question")
    name = renamed(x, y) or plural_name(x, y) or gendered_kin(x, y)
    if name:
        return Finding("entity", name)
    only_x, only_y, extra_neg = leftovers(x, y)
    only_x, only_y = _unnamed_currency(x, only_x, y), _unnamed_currency(y, only_y, x)
    only_x, only_y = rate_apart(x, only_x, y, only_y)
    only_x, only_y = _breed_named(only_x, y), _breed_named(only_y, x)
    neg_flip = (x.neg + max(extra_neg, 0)) % 2 != (y.neg + max(-extra_neg, 0)) % 2
    ids = [t for t in (*only_x, *only_y) if t.kind == "id"]
    if ids:
        return Finding("identifier", " / ".join(t.lemma for t in ids))
    deictic = [t for t in (*only_x, *only_y) if t.kind == "deictic"]
    if deictic:
        return Finding("deictic", " / ".join(t.lemma for t in deictic))
    if (x.prons - y.prons) and (y.prons - x.prons):
        return Finding("pronoun")
    # The same pronouns in other roles ("She likes him" / "He likes her", "I told him" /
    # "He told me"), or another one leading ("She likes him" / "He likes him"): the first
    # pronoun in active order is the one acting, so a different one is another statement.
    if x.lead_pron and y.lead_pron and x.lead_pron != y.lead_pron:
        return Finding("pronoun", f"{x.lead_pron}/{y.lead_pron} leads")
    if subject_made_object(x, y) or subject_made_object(y, x):
        # "Tom called on Monday" / "I called Tom on Monday": who called whom
        return Finding("role_swap", "subject / object")
    if not (only_x or only_y) and paired_lists(x, y):
        return Finding("role_swap", "paired lists in another order")
    if not (only_x or only_y) and x.neg == y.neg and reordered_list(new, old):
        return Finding("same", "a list in another order")
    if role_swap(x, y) or swapped_ends(x, y):
        return Finding("role_swap")
    if transposed(x, y):
        return Finding("role_swap", "two values traded places")
    if not (x.passive or y.passive) and _case_swap(x, y):
        return Finding("role_swap", "subject / object")
    if (
        x.possessors != y.possessors
        and not user_is_me(x, y)
        and ((x.possessors and y.possessors) or owned_by_another(x, y) or owner_dropped(x, y))
    ):
        # "the user's brother's wife" / "the user's wife's brother", "Ana's sister called
        # her" / "Ana called her sister" (the same noun owned on both sides, by someone else).
        # "The team will release it" / "the team's release" is one statement.
        return Finding("role_swap", "possessor")
    if not (x.passive or y.passive) and _owner_swap(x, y):
        return Finding("role_swap", "owner named twice")
    nums = [t for t in (*only_x, *only_y) if t.kind == "num"]
    if nums and (rate := rate_apart_only(only_x, only_y)):
        return Finding(*rate)  # "$1,950 a month" / "$1,950", "$15 a month" / "$15 a year"
    if nums and not (any(t.kind == "num" for t in only_x) and any(t.kind == "num" for t in only_y)):
        return Finding("addition", "restricts: " + " ".join(t.lemma for t in nums))
    rels_x = [t for t in only_x if t.kind == "rel"]
    rels_y = [t for t in only_y if t.kind == "rel"]
    # unit words go with a changed number ("40 minutes" / "an hour"); alone they are words
    wx = [t for t in only_x if t.kind in ("word", "name") and not (nums and t.key in UNITS)]
    wy = [t for t in only_y if t.kind in ("word", "name") and not (nums and t.key in UNITS)]
    opposite = [
        (a, b)
        for a in (*wx, *rels_x)
        for b in (*wy, *rels_y)
        if b.key.removeprefix("r:") in ANTONYM.get(a.key.removeprefix("r:"), ())
    ]
    if opposite and _sides_of_things(x, y, opposite[0]):
        a, b = opposite[0]
        return Finding("entity", f"{a.lemma}/{b.lemma} before a noun")
    if not wx and not wy:
        if (
            nums
            and x.tense == y.tense == "past"
            and any(occasion(t) for t in nums)
            and not (x.lemmas | y.lemmas) & ONE_OFF
        ):
            # two trips ("Japan in 2023" / "in 2024"), two races ("10k in March" / "5k in May")
            return Finding("occasion", " / ".join(t.lemma for t in nums))
        if nums and done_and_coming(x, y, nums):
            return Finding("occasion", "past / to come: " + " / ".join(t.lemma for t in nums))
        # "has 2 kids" / "wants 3 kids" (probe 46), "allowed on Fridays" / "not allowed on
        # Mondays" (probe 49): a number and another change
        if nums and (opposite or x.quals != y.quals or neg_flip):
            return Finding("entity", "a number and another word")
        if nums and weekday_against_time(only_x, only_y):  # "on Fridays" / "before 10am"
            return Finding("entity", "a weekday / another time: " + _words(nums, []))
        if nums and other_measures(nums):  # "a 20 km commute" / "a 20 minute commute"
            return Finding("entity", "another measure: " + " / ".join(t.lemma for t in nums))
        if nums and another_amount(x, y, nums):
            # "donated $100" / "donated $1,000", "ordered 2" / "20 boxes": two acts, or a
            # correction; either way the earlier act is not a state the later one ends
            return Finding("occasion", "another amount: " + " / ".join(t.lemma for t in nums))
        if nums and range_against_numbers(only_x, only_y):  # "3-5 %" / "3 % to 5 %"
            return Finding("differs", "a range against separate numbers")
        if nums:
            return Finding("number", " / ".join(t.lemma for t in nums))
        if opposite:
            a, b = opposite[0]
            if another_action(x, a, y, b):  # "checks in" / "checks out"
                return Finding("entity", f"{a.lemma}/{b.lemma}: another action")
            return _opposite(x, a, y, b)
        if neg_flip:
            return Finding("negation")
        conditions = (set(x.lowered) ^ set(y.lowered)) & _CONDITIONS
        if conditions:  # "eats meat" / "eats meat only when eating out": a restriction added
            return Finding("addition", "restricts: " + " / ".join(sorted(conditions)))
        if often := how_often(x, None, y, None):  # "every other week" / "every week"
            return Finding("number", often)
        if x.quals != y.quals:  # some / most / all, always / sometimes, should / has, wants / plans
            return Finding("qualifier", " / ".join(sorted(x.quals ^ y.quals)))
        if x.status != y.status:
            return Finding("status")
        if extra_neg == 0 and x.neg_clauses != y.neg_clauses:
            return Finding("differs", "negation in another clause")
        # done against planned or ongoing; a plan and the present ("will release in June" /
        # "the release is in June") say the same
        if x.tense and y.tense and x.tense != y.tense and "past" in (x.tense, y.tense):
            return Finding("differs", f"tense {x.tense} / {y.tense}")
        if past := past_and_present(x.raw_low, y.raw_low):  # worked there, or works there
            return Finding("tense", past)
        if any(t.key == "r:than" for t in (*only_x, *only_y)):
            return Finding("differs", "comparison")
        moved = {t.key for t in rels_x} ^ {t.key for t in rels_y}
        if moved >= {"r:to", "r:from"}:
            return Finding("differs", "direction to / from")  # another trip, another thing
        if moved >= {"r:to", "r:out"}:  # "moving to Heidelberg" / "out of Heidelberg"
            return Finding("role_swap", "direction to / out of")
        if "r:from" in moved and moved & {"r:in", "r:on"}:  # "a nurse in Boston" / "from
            return Finding("role_swap", "where from / where")  # Boston" (probe 49)
        bounds = ({t.key for t in rels_x} ^ {t.key for t in rels_y}) & BOUNDS
        if bounds:  # "stays below 4 GB" / "stays 4 GB", "decided against migrating" / "to migrate"
            return Finding("bound", " / ".join(sorted(bounds)))
        particle = {t.key for t in (*rels_x, *rels_y)} & _PARTICLES
        if particle and not (rels_x and rels_y):  # "works" / "works out", "gave" / "gave up"
            return Finding("differs", "particle " + " / ".join(sorted(particle)))
        if verbs := be_against_have(x, y):  # "Ana is a lawyer" / "Ana has a lawyer"
            return Finding("be_have", verbs)
        if roles := other_preposition(x, y):  # "works for Ana" / "works with Ana"
            return Finding("role_swap", roles)
        if apart := persona_apart(x, y, new, old):  # "I am a mom" / "My mother ..."
            return Finding(*apart)
        return Finding("same")
    if (neg_flip or x.status != y.status) and not nums and _denies_all(x, wx, y, wy):
        return Finding("negation", "of the whole habit")
    if nums or neg_flip or x.status != y.status:
        return Finding("differs", _words(wx, wy))
    if len(wx) == 1 and len(wy) == 1:
        a, b = wx[0], wy[0]
        if (a, b) in opposite:  # the words themselves, not a "before" / "after" beside them
            return _opposite(x, a, y, b)
        if often := how_often(x, a, y, b):  # "backs up the database daily" / "hourly"
            return Finding("number", often)
        ca, cb = word_class(a), word_class(b)
        if ca & cb:
            # "used to work at Siemens" / "used to work at Bosch": two former states, both
            # true, where "works at" one and then the other is a change (blind probe 97)
            if abbreviates(a, b, new, old):  # "works at MSFT" / "works at Microsoft"
                return Finding("entity", f"{a.lemma}/{b.lemma}: a short form")
            if two_past_stretches(x, y):  # "lived in Chicago for five years" / "in Boston"
                return Finding("entity", f"{a.lemma}/{b.lemma}: two past stretches")
            if _value_slot(x, a) and _value_slot(y, b) and not (x.status and y.status):
                return Finding("value", f"{a.lemma}/{b.lemma}")
            if now_another_way(x, y, ca & cb):  # "now walks the dog in the morning"
                return Finding("value", f"{a.lemma}/{b.lemma}, now")
            if now_one_for_another(x, a, y, b):  # "Mike supports Chelsea now"
                return Finding("value", f"{a.lemma}/{b.lemma}, now another")
            return Finding("entity", f"{a.lemma}/{b.lemma}")
        if ca or cb:
            return Finding("entity", f"{a.lemma}/{b.lemma}")
        # One word traded for another the lexicons do not know as the same: "faster" /
        # "slower", "confirmed" / "suspected", "immer" / "manchmal", "bloqueia" / "permite".
        # The vectors of such pairs sit at cosine 0.95-0.98 whatever the words mean, so no
        # score can tell a synonym from an opposite: both are kept.
        return Finding("substitution", _words(wx, wy))
    if not wx or not wy:
        added = wx or wy
        if the_speaker_only(added, (*only_x, *only_y), *((x, y) if wx else (y, x))):
            # "I had the boiler serviced in Oct." / "The boiler was serviced in October.",
            # "I have a dentist appt on Tuesday at 10:00" / "Dentist appointment Tuesday 10
            # am": a note with no one in it is the user's, and "I" adds nothing (probe 97)
            return Finding("same", "the speaker added to a note with no one in it")
        restrictive = any(
            t.lemma in RESTRICTORS or t.kind == "name" or word_class(t) for t in added
        ) or any(t.kind == "rel" for t in (*only_x, *only_y))
        return Finding("addition", ("restricts: " if restrictive else "") + _words(wx, wy))
    return Finding("differs", _words(wx, wy))


_BREEDS = {"dog": lx.DOG_BREEDS, "cat": lx.CAT_BREEDS}


def _breed_named(only_x: list[Tok], y: Parsed) -> list[Tok]:
    """`only_x` without "dog" or "cat" when the other text names the animal by its breed."""
    if not any(t.key in _BREEDS for t in only_x):
        return only_x
    words = set(y.raw_low)
    return [t for t in only_x if not (t.key in _BREEDS and words & _BREEDS[t.key])]


def _denies_all(x: Parsed, wx: list[Tok], y: Parsed, wy: list[Tok]) -> bool:
    """One text denies the whole of what the other states with a time added: "User no longer
    drinks coffee" / "User drinks coffee every morning" (held-out update probe 53). Only when
    the added words say when or how often: "doesn't have a car" / "has a car loan" is another
    thing, and a denial that says when ("doesn't drink coffee every morning") denies less."""
    if bool(wx) == bool(wy):
        return False
    (denied, added), other = ((x, wy), y) if not wx else ((y, wx), x)
    says_no = denied.neg % 2 == 1 or denied.status  # "doesn't", "no longer"
    return (
        says_no
        and other.neg % 2 == 0
        and not other.status
        and _PARTLY.search(" ".join(denied.raw_low)) is None
        and all(
            (t.key in TIME_NOUNS and t.lemma not in ("time", "tim"))
            or t.lemma in _HOW_OFTEN
            or day_or_month(t)
            for t in added
        )  # ("alone time" is no time: "I don't like to be alone" / "I like alone time")
    )


_HOW_OFTEN = frozenset(["every", "each", "daily", "everyday", "weekly", "nightly", "regularly"])
# a denial that grants a part ("I don't travel as much as I'd like, but do travel some")
_PARTLY = re.compile(r"\b(?:but|except|much|many|often|always|all|every|some)\b")


def _words(wx: list[Tok], wy: list[Tok]) -> str:
    return " ".join(t.lemma for t in wx) + " | " + " ".join(t.lemma for t in wy)
