"""Defects a review of session 180's dedup and recall changes found by attacking the new rules
with look-alikes in their own shapes (each test failed on the merged code, bb19215). Pure
functions, at the cosines the shipped MiniLM gave (rounded).

Dedup, `service.dedup.changed_to` ("I lowered my X to Y" supersedes "My ... X is Z"):
- the older subject's extra words were not read: another one's thing ("My son's bedtime is
  8pm", "My wife's alarm is set for 6:30", "The user's brother's rent is $900") or another
  occasion's ("My weekend alarm is 8:00") was superseded by a change of the user's own;
- the new value was read by a lazy pattern before `\\s*[.!]?$` and the text's values by
  `\\b\\d[\\d,.]*\\s*dollars` (from every digit of "1,1,1,..."), both quadratic: a run of
  blanks or of numbers in a 16 KB content took seconds.

Dedup, `service.dedup.lexicon` ("is into" / "a big fan of" read as liking):
- only the affirmative was read: "I'm into jazz" no longer superseded "The user isn't into
  jazz" (a flipped negation before), nor "I'm a Lakers fan" "The user is not a fan of the
  Lakers"; both stayed current.

Recall:
- `tense.asks_in_present` read a perfect as a yes-or-no question about now ("Has Maya ever been
  to Japan?", "Has she read Dune?": whether it ever happened, not what holds now);
- `identity.who_is` took a role in capitals for a name ("Who is CEO?" turned the rivals in
  time order off, so the old CEO could stay first), and no name that opens with an accented
  capital ("Who is Élodie?", "Łukasz");
- `identity.introduces` read another name that holds the asked one as its introduction ("Tom's
  friend Anna-Lena is a doctor", "Mary-Anna is a nurse" for "Who is Anna?").
"""

from __future__ import annotations

import time

import pytest

from service.dedup import Relation, judge
from service.dedup.changed_to import changed_to
from service.recall.identity import introduces, who_is
from service.recall.tense import asks_in_present

# (older, newer, cosine): a change of the user's own thing against another's or another
# occasion's: kept both, never superseded
_OTHER_THING = [
    ("My son's bedtime is 8pm.", "I moved my bedtime to 11pm.", 0.681),
    ("My son's bedtime is 8:00 pm.", "I changed my bedtime to 10 pm.", 0.684),
    ("My wife's alarm is set for 6:30.", "I changed my alarm to 6:00.", 0.801),
    ("The user's brother's rent is $900.", "I lowered my rent to $800.", 0.554),
    ("My son's allowance is $10.", "I raised my allowance to $20.", 0.634),
    ("My weekend alarm is 8:00.", "I changed my alarm to 6:00.", 0.738),
    ("My kids' bedtime is 8pm.", "I moved my bedtime to 11pm.", 0.68),
]


@pytest.mark.parametrize(("old", "new", "cosine"), _OTHER_THING)
def test_a_change_of_mine_does_not_supersede_anothers_thing(
    old: str, new: str, cosine: float
) -> None:
    assert changed_to(new, old) == ""
    verdict = judge(new, old, cosine)
    assert verdict.relation is not Relation.CONTRADICTION, verdict.reason


# the session's own cases still supersede
@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My daily screen time goal is 3 hours.", "I lowered my screen time goal to 2 hours.", 0.764),
     ("The user's morning alarm is set for 6:30.", "I changed my alarm to 6:00.", 0.752),
     ("My flight is on May 4.", "My flight got rebooked for May 6.", 0.71),
     ("My mortgage rate is 6.5%.", "I refinanced my mortgage to 5.1%.", 0.766),
     ("My monthly grocery budget is $600.", "I lowered my budget to $500!", 0.555),
     ("My daily step goal is 10000 steps.", "I lowered my goal to 8000 steps .", 0.818)],
)  # fmt: skip
def test_a_change_of_the_same_thing_still_supersedes(old: str, new: str, cosine: float) -> None:
    assert changed_to(new, old)
    assert judge(new, old, cosine).relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("new", "old"),
    [("I changed my alarm to 6" + " " * 16000 + "x", "My alarm is 6:30"),
     ("My alarm got changed to 6" + " " * 16000 + "x", "My alarm is 6:30"),
     ("I changed my budget to " + "1," * 8000 + "x", "My budget is $600"),
     ("I changed my budget to $500", "My budget is " + "1." * 8000),
     ("I changed my budget to $500", "My budget is " + "1," * 8000 + " dollars")],
)  # fmt: skip
def test_changed_to_reads_a_long_text_in_linear_time(new: str, old: str) -> None:
    start = time.perf_counter()
    changed_to(new, old)
    assert time.perf_counter() - start < 0.5


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user isn't into jazz.", "I'm into jazz.", 0.717),
     ("The user is not into jazz.", "I'm really into jazz.", 0.678),
     ("I'm not a big fan of jazz.", "The user is a big fan of jazz.", 0.766),
     ("The user is not a fan of the Lakers.", "I'm a Lakers fan.", 0.779)],
)  # fmt: skip
def test_a_liking_said_as_into_or_a_fan_flips_its_negation(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The user doesn't like jazz.", "I'm not into jazz.", 0.782),
     ("The user isn't into jazz.", "I'm not into jazz.", 0.82)],
)  # fmt: skip
def test_a_negated_liking_said_as_into_is_the_same_statement(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason


def test_a_negated_liking_of_another_thing_is_kept_apart() -> None:
    verdict = judge("I'm not into hiking.", "The user isn't into jazz.", 0.62)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("cue", "present"),
    [("Has Maya ever been to Japan?", False),
     ("Has she read Dune?", False),
     ("Have they visited Lisbon?", False),
     ("Has she finished her thesis?", False),
     ("Is the bakery open on Sundays?", True),
     ("Does Ana have a car?", True)],
)  # fmt: skip
def test_a_perfect_is_no_yes_or_no_question_about_now(cue: str, present: bool) -> None:
    assert asks_in_present(cue) is present


@pytest.mark.parametrize(
    ("cue", "name"),
    [("Who is CEO?", ""),
     ("Who is HR?", ""),
     ("Who is Élodie?", "Élodie"),
     ("Who is Łukasz Nowak?", "Łukasz Nowak"),
     ("Who is Zoë?", "Zoë"),
     ("Who is Dr. Patel?", "Dr. Patel"),
     ("Who is Abena?", "Abena")],
)  # fmt: skip
def test_who_is_reads_a_name_not_a_role_in_capitals(cue: str, name: str) -> None:
    assert who_is(cue) == name


@pytest.mark.parametrize(
    ("text", "said"),
    [("Tom's friend Anna-Lena is a doctor.", False),
     ("Mary-Anna is a nurse at the clinic.", False),
     ("Mary-Anna (piano teacher) moved to Ghent.", False),
     ("My sister Anna is a nurse.", True),
     ("Anna, a nurse, moved to Ghent.", True)],
)  # fmt: skip
def test_another_name_that_holds_the_one_asked_does_not_introduce_it(text: str, said: bool) -> None:
    assert introduces(text, "Anna") is said
