"""Dedup signals on small hand-written pairs: pure functions, no model (the cosine is given).

`vetoes` lists every hard reason not to merge, `contradiction` says whether two texts are the
same statement with one thing changed, and `judge` combines them with the cosine gate and the
merge probability. The cosines here are chosen by hand: what is tested is the text logic.
"""

from __future__ import annotations

import pytest

from service.dedup import (
    Relation,
    Thresholds,
    informativeness,
    judge,
    judge_facts,
)
from service.dedup.overlap import probability, vetoes
from service.domain import Fact

SAME_TOPIC = 0.90  # over the cosine gate (0.80) and the contradiction floor (0.60)
CONTRA_FLOOR = Thresholds().contradiction_cosine

# ----------------------------------------------------------------------------- the vetoes


@pytest.mark.parametrize(
    ("a", "b", "veto"),
    [
        # negation flipped, or negating another word
        ("I like coffee", "I don't like coffee", "negation"),
        ("Likes coffee", "Does not like coffee", "negation"),
        ("I never eat meat", "I eat meat", "negation"),
        ("She is not a doctor", "She is not a nurse", "negation"),
        # numbers, number words, years, weekdays, months
        ("I have 2 kids", "I have 3 kids", "number"),
        ("I have two kids", "I have three kids", "number"),
        ("I moved to Lisbon in 2021", "I moved to Lisbon in 2023", "number"),
        ("The meeting is on Monday", "The meeting is on Tuesday", "number"),
        ("I was born in March", "I was born in May", "number"),
        # a name on each side that the other side does not have
        ("Alice likes tea", "Bob likes tea", "name"),
        ("Alice moved to Berlin", "Maria moved to Berlin", "name"),
        # antonyms
        ("I love jazz", "I hate jazz", "antonym"),
        ("She bought the house", "She sold the house", "antonym"),
        ("The store opens early", "The store opens late", "antonym"),
        # "used to", "previously": a status that changed
        ("I work at Google", "I used to work at Google", "temporal"),
        ("I previously lived in Paris", "I live in Paris", "temporal"),
        # a question is not a statement
        ("Do you like coffee?", "You like coffee", "question"),
        # who did what to whom
        ("The dog bit the man", "The man bit the dog", "role_swap"),
    ],
)
def test_each_veto_fires_on_its_pair_and_in_both_directions(a: str, b: str, veto: str) -> None:
    assert veto in vetoes(a, b)
    assert veto in vetoes(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("My dog is named Rex", "My dog's name is Rex"),
        ("She lives in Lisbon with her husband", "She lives with her husband in Lisbon"),
        ("I have two kids", "I have 2 kids"),  # a number word is its number
        ("It costs 1,000 dollars", "It costs 1000 dollars"),  # thousands separator
        ("I work at the U.S. embassy", "I work at the US embassy"),  # acronym with dots
        ("I live in China", "I live in the Chinese capital"),  # demonym matches the country
        ("She is used to working late", "She works late"),  # "be used to": no status change
        ("I am used to working late", "I work late"),
        ("I'm used to working late", "I work late"),
    ],
)
def test_paraphrases_and_notation_changes_are_not_vetoed(a: str, b: str) -> None:
    assert vetoes(a, b) == []


# ------------------------------------------------------------------------- contradictions


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ("Likes coffee", "Does not like coffee", "negation"),
        ("I have 2 kids", "I have 3 kids", "number"),
        ("I moved to Lisbon in 2021", "I moved to Lisbon in 2023", "number"),
        ("I love jazz", "I hate jazz", "antonym"),
        ("I work at Google", "I used to work at Google", "temporal"),
    ],
)
def test_one_changed_fact_is_a_contradiction_and_the_newer_supersedes(
    old: str, new: str, reason: str
) -> None:
    verdict = judge(new, old, SAME_TOPIC)
    assert verdict.relation is Relation.CONTRADICTION, (reason, verdict.reason)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Alice likes tea", "Bob likes tea"),  # both can be true
        ("Alice moved to Berlin", "Maria moved to Berlin"),
        ("The dog bit the man", "The man bit the dog"),
        ("She is not a doctor", "She is not a nurse"),
    ],
)
def test_other_people_and_swapped_roles_are_distinct_not_contradictions(old: str, new: str) -> None:
    verdict = judge(new, old, SAME_TOPIC)
    assert verdict.relation is Relation.DISTINCT
    assert verdict.reason.startswith("differs in ")


def test_a_contradiction_needs_the_same_topic_and_at_most_one_other_word_changed() -> None:
    # Under the contradiction floor the two are about different things.
    below = judge("I have 3 kids", "I have 2 kids", CONTRA_FLOOR - 0.01)
    assert below.relation is Relation.DISTINCT
    assert judge("I have 3 kids", "I have 2 kids", 0.5).relation is Relation.DISTINCT
    # A changed number plus two other changed words is a different statement.
    other = judge("I have 3 cats at home", "I have 2 kids at school", 0.7)
    assert other.relation is not Relation.CONTRADICTION


def test_the_used_to_of_habit_does_not_supersede() -> None:
    """'I am used to X' (accustomed) is not 'I used to X' (formerly): writing 'I work late'
    after it must not hide it as a superseded entry."""
    verdict = judge("I work late", "I am used to working late", 0.86)
    assert verdict.relation is not Relation.CONTRADICTION
    assert judge("I work late", "I used to work late", 0.86).relation is Relation.CONTRADICTION


# ------------------------------------------------------------------------- merging at all


def test_identical_wording_is_a_duplicate_whatever_the_cosine() -> None:
    verdict = judge("my dog is named Rex.", "My dog is named Rex", 0.10)
    assert verdict.relation is Relation.DUPLICATE and verdict.reason == "same words"


def test_a_paraphrase_merges_over_the_bar_and_stays_apart_when_unsure() -> None:
    old, new = "My dog is named Rex", "My dog's name is Rex"
    assert judge(new, old, 0.97).relation is Relation.DUPLICATE
    # The alignment explains every difference ("is named" / "'s name is"), so it merges
    # under the logistic bar too, but not when the vectors say the texts are far apart.
    assert judge(new, old, 0.85).relation is Relation.DUPLICATE
    assert judge(new, old, 0.5).relation is Relation.DISTINCT
    assert judge(new, old, 0.97, strict=True).relation is Relation.DISTINCT


@pytest.mark.parametrize(
    ("old", "new", "veto"),
    [
        ("Alice moved to Berlin", "Maria moved to Berlin", "name"),
        ("I like coffee", "She likes coffee", "pronoun"),
        ("Do you like coffee?", "You like coffee", "question"),
    ],
)
def test_a_veto_blocks_a_merge_the_probability_alone_would_make(
    old: str, new: str, veto: str
) -> None:
    assert probability(new, old, 0.99) >= Thresholds().merge_probability
    verdict = judge(new, old, 0.99)
    assert verdict.relation is Relation.DISTINCT and verdict.reason.startswith("differs in"), veto


def test_pronouns_in_other_roles_do_not_merge() -> None:
    """The first pronoun in active order is the one acting: swapped or replaced, it is
    another statement, however close the vectors (MiniLM: cosine ~0.95); read across a
    passive, or with the objects reordered, it is the same one."""
    for new, old in [
        ("She likes him", "He likes her"),
        ("She likes him", "He likes him"),
        ("I told him about it", "He told me about it"),
        ("We beat them at chess", "They beat us at chess"),
    ]:
        assert judge(new, old, 0.95).relation is Relation.DISTINCT, (new, old)
    for new, old in [
        ("She was called by him", "He called her"),
        ("He gave his book to her", "He gave her his book"),
    ]:
        assert judge(new, old, 0.95).relation is Relation.DUPLICATE, (new, old)


# ------------------------------------------------------------------------ structured facts


def test_structured_facts_decide_on_subject_and_predicate() -> None:
    lisbon = Fact("Alice", "lives in", "Lisbon")
    assert judge_facts(Fact("alice", "Lives  in", " lisbon"), lisbon) is not None
    same = judge_facts(Fact("alice", "Lives  in", "LISBON"), lisbon)
    assert same is not None and same.relation is Relation.DUPLICATE
    moved = judge_facts(Fact("Alice", "lives in", "Porto"), lisbon)
    assert moved is not None and moved.relation is Relation.CONTRADICTION
    assert judge_facts(Fact("Alice", "works in", "Porto"), lisbon) is None  # not the same thing
    assert judge_facts(Fact("Bob", "lives in", "Porto"), lisbon) is None


def test_informativeness_counts_content_words_numbers_and_names() -> None:
    assert informativeness("My dog Rex is 3 years old") > informativeness("My dog is named Rex")
    assert informativeness("My dog is named Rex") > informativeness("My dog")
    assert informativeness("It is what it is") == 0  # nothing but stopwords
