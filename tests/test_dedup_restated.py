"""Blind probe s180: one statement said by the user and told of the user in other words
(`service.dedup.restated`), and a thing of the user's changed to another value by an act
(`service.dedup.changed_to`). Pure functions, at the cosines the shipped MiniLM gave (rounded).
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, Thresholds, judge

SAME = Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user is afraid of flying.", "I'm scared of flying.", 0.687),
     ("I'm learning Japanese.", "The user is studying Japanese.", 0.653),
     ("I live in Toronto.", "The user is based in Toronto.", 0.627),
     ("User enjoys playing chess.", "I like to play chess.", 0.644),
     ("I hate being late.", "User can't stand being late.", 0.699),
     ("I don't eat pork.", "The user avoids pork.", 0.596),
     ("I've been a teacher for 15 years.", "The user has taught for fifteen years.", 0.59),
     ("I work remotely.", "The user works from home.", 0.514),
     ("The user is into rock climbing.", "I love rock climbing.", 0.634),
     ("I can't stand loud restaurants.", "The user dislikes noisy restaurants.", 0.687),
     ("User is a member of a book club.", "I belong to a book club.", 0.657),
     ("The user is shy.", "I'm a shy person.", 0.51)],
)  # fmt: skip
def test_one_statement_told_of_the_user_in_other_words_merges(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is SAME, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I'm a big fan of jazz.", "User is really into jazz music.", 0.736),
     ("User prefers tea over coffee.", "I'd rather drink tea than coffee.", 0.761),
     ("I'm really into gardening.", "The user loves gardening.", 0.715),
     ("I usually have oatmeal for breakfast.", "The user typically eats oatmeal for breakfast.",
      0.844)],
)  # fmt: skip
def test_liking_and_preferring_said_other_ways_merge(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is SAME, verdict.reason


# Words the alignment sets aside that still tell two statements apart: a modal, a plan, a
# past, another person, one against several, an addition, a participle against its noun, a
# preposition, "be" against "have", a clock time against a bare number (none merge at 0.55;
# the cases of tests/test_dedup_person.py hold too)
@pytest.mark.parametrize(
    ("old", "new"),
    [("The user likes running.", "I used to like running."),
     ("The user drinks coffee.", "I should drink coffee."),
     ("The user drinks coffee.", "I want to drink coffee."),
     ("The user lives in Paris.", "I lived in Paris."),
     ("The user lives near Paris.", "I live in Paris."),
     ("The user works for Google.", "I work with Google."),
     ("The user is a teacher.", "I have a teacher."),
     ("The user has a dog.", "I am a dog."),
     ("The user runs every day.", "I run every other day."),
     ("The user sleeps at 11pm.", "I sleep at 11am."),
     ("The user is afraid of dogs.", "My son is afraid of dogs."),
     ("The user loves cats.", "I love my cat."),
     ("The user hates tea.", "I hate green tea."),
     ("The user is learning French.", "I'm teaching French."),
     ("The user rents an apartment.", "I own an apartment."),
     ("The user's son plays piano.", "My son's friend plays piano."),
     ("The user's mom is a nurse.", "My mom was a nurse."),
     ("The user is usually late.", "I'm always late."),
     ("The user is a morning person.", "I'm not a morning person."),
     ("The user has oatmeal for breakfast.", "I have oatmeal for dinner."),
     ("The user is mentored.", "I'm a mentor."),
     ("User has a twin.", "Is a twin."),
     ("The user goes to bed at 11am.", "I go to bed at 11.")],
)  # fmt: skip
def test_other_statements_told_alike_stay_apart(old: str, new: str) -> None:
    verdict = judge(new, old, 0.55)
    assert verdict.relation is not SAME, verdict.reason


def test_the_restated_gate_is_a_setting() -> None:
    """MEMCUE_DEDUP__RESTATED_COSINE: below it the user's words in other words stay two."""
    pair = ("I'm scared of flying.", "The user is afraid of flying.")
    assert judge(*pair, 0.66).relation is SAME
    assert judge(*pair, 0.49).relation is not SAME
    assert judge(*pair, 0.66, thresholds=Thresholds(restated_cosine=0.70)).relation is not SAME


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My daily screen time goal is 3 hours.", "I lowered my screen time goal to 2 hours.", 0.764),
     ("The user's morning alarm is set for 6:30.", "I changed my alarm to 6:00.", 0.752),
     ("The user's flight is on May 4.", "My flight got rebooked for May 6.", 0.632),
     ("My mortgage rate is 6.5%.", "I refinanced my mortgage to 5.1%.", 0.766)],
)  # fmt: skip
def test_a_thing_changed_to_another_value_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("My daughter's allowance is $15.", "I raised my son's allowance to $20."),
     ("My alarm is set for 6:30 on weekdays.", "I changed my alarm to 7:00 on weekends."),
     ("My flight is on May 4.", "I moved my dentist appointment to May 6."),
     ("My mortgage rate is 6.5%.", "I refinanced my mortgage to 5.1% and my car loan to 4%."),
     ("My mortgage rate is 6.5%.", "I changed my mortgage to 6.5%.")],
)  # fmt: skip
def test_another_thing_or_another_case_is_no_change(old: str, new: str) -> None:
    assert judge(new, old, 0.7).relation is not Relation.CONTRADICTION
