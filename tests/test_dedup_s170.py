"""Write-time judgements from the s170 blind dedup probe (2026-12-07, 300 pairs written before
the code was read; the pairs here are reworded, not copied from it).

- A change told after a comma ("Got a raise, my salary is now $95k", "The building was sold,
  our new landlord is Ms. Ortiz"): the later clause was never read on its own, and "Ms." ended
  a clause; both are read now.
- "Actually I prefer window seats now": "Actually" framed the correction and hid its subject.
- "Tom is now a paramedic", "Tom became a paramedic", "User went vegan": a person's job or diet
  traded with "now" (or told as what one became) is an update; other values of a person's
  copula ("is now a grandmother") keep their stricter reading.
- "Liam quit soccer and took up basketball", "Lena stopped learning Japanese and is learning
  Korean instead", "Emma quit the bakery and started working at a bookstore", "Chloe
  graduated from UCLA and works at Deloitte", "Dad retired from the post office", "Noah gave
  up piano": an activity, a school or a job ended (and perhaps another taken up) was kept
  beside the value it ends.
- "The contract was extended through December", "The release slipped to Q3" after "is planned
  for Q2", "The meetup moved to the first Wednesday of the month" after "the second Tuesday",
  "My usual coffee order is an oat latte now": "through" / "until", a plan's "planned for", a
  quarter as a date, the words of a date as a unit, and "usual" before the thing hid the change.
- "Hannah broke up with Mark", "Sarah got married", "Ethan and Mia got engaged": a named
  person's relationship status changed was read only for the user.

- "likes aisle seats better" / "prefers aisle seats", "is expecting a baby" / "is pregnant",
  "mother tongue" / "native language", "learning to play the guitar" / "learning guitar", "is
  located on the fourth floor" / "is on the 4th floor", "is the bass player" / "plays bass":
  the same fact said another common way was kept as two.

Around each, what must still hold: another person's change (a son, a sister, a husband), an
addition ("too", "and"), a different activity or thing, "went home", "moved through".
"""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

# (old, new, cosine of the shipped MiniLM vectors, rounded)
UPDATES = [
    ("My bonus is $5k.", "Great review this year, my bonus is now $8k.", 0.67),
    ("Our dentist is Dr. Lee.", "Dr. Lee retired, our new dentist is Dr. Moss.", 0.79),
    ("The user's timezone is CET.", "The user relocated to Tokyo, timezone is now JST.", 0.66),
    ("I prefer the window seat.", "Actually I prefer the aisle seat now.", 0.70),
    ("Rui is a nurse.", "Rui is now a paramedic.", 0.79),
    ("Marco is vegetarian.", "Marco went vegan.", 0.85),
    ("Sam is an accountant.", "Sam became a consultant.", 0.74),
    ("Mina plays tennis.", "Mina quit tennis and took up golf.", 0.73),
    ("Ravi is learning Italian.", "Ravi stopped learning Italian and is learning Greek instead.",
     0.77),
    ("Jo works at a cafe.", "Jo quit the cafe and started working at a gym.", 0.75),
    ("Grandpa works at the bank.", "Grandpa retired from the bank.", 0.86),
    ("Ella is learning violin.", "Ella gave up violin.", 0.74),
    ("Max plays chess.", "Max quit chess last year.", 0.78),
    ("Ivy is a student at MIT.", "Ivy graduated from MIT and works at Google.", 0.83),
    ("The lease ends in August.", "The lease was extended through February.", 0.78),
    ("The launch is planned for Q1.", "The launch slipped to Q2.", 0.70),
    ("The book club is on the first Monday.",
     "The book club moved to the third Thursday of the month.", 0.71),
    ("My lunch order is a burrito.", "My usual lunch order is a poke bowl now.", 0.66),
    ("Nina is dating Paul.", "Nina broke up with Paul.", 0.86),
    ("Leo is single.", "Leo got engaged last week.", 0.77),
    ("Omar's girlfriend is Sara.", "Omar and Sara got married.", 0.82),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "cosine"), UPDATES)
def test_a_change_supersedes_the_value_it_replaces(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


# Look-alikes of the changes above that say nothing of the older text's value; each at its own
# cosine and at 0.85, so the rules, not the cosine gate, keep them apart.
LOOK_ALIKES = [
    ("Priya is a teacher.", "Priya's husband is now a librarian.", 0.75),
    ("Mina plays tennis.", "Mina's son quit tennis and took up golf.", 0.68),
    ("Ella is learning violin.", "Ella's brother gave up violin.", 0.68),
    ("Ella plays violin and piano.", "Ella gave up violin.", 0.70),
    ("Max plays chess.", "Max quit smoking.", 0.37),
    ("Nina is dating Paul.", "Nina's sister broke up with Paul.", 0.84),
    ("Nina is dating Paul.", "Nina broke up with Tom.", 0.65),
    ("Leo is single.", "Leo's cousin got engaged last week.", 0.71),
    ("My bonus is $5k.", "Great review this year, my sister's bonus is now $8k.", 0.61),
    ("Lena lives in Paris.", "Lena moved through Berlin on the way home.", 0.65),
    ("Marco is vegetarian.", "Marco went home.", 0.59),
    ("Priya is a teacher.", "Priya is now a teacher and a librarian.", 0.90),
    ("Priya is a teacher.", "Priya is now a librarian too.", 0.77),
    ("The launch is planned for Q1.", "The beta slipped to Q2.", 0.53),
    ("The lease ends in August.", "The car loan was extended through February.", 0.37),
    ("Ana is with Tom.", "Ana switched to Progressive.", 0.58),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "cosine"), LOOK_ALIKES)
def test_a_look_alike_of_a_change_keeps_both(old: str, new: str, cosine: float) -> None:
    for c in (cosine, 0.85):
        verdict = judge(new, old, c)
        assert verdict.relation is Relation.DISTINCT, (c, verdict.reason)


# The probe's look-alikes the brief calls distinct and the design calls contradictions
# (DESIGN.md rule 3: a flipped negation supersedes, it is never merged): never a merge.
@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Greta drinks tea every evening.", "Greta doesn't drink tea every evening.", 0.87),
     ("Dad is retired.", "Dad is not retired.", 0.93)],
)  # fmt: skip
def test_a_negation_is_never_merged(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


DUPLICATES = [
    ("I prefer decaf.", "I like decaf better.", 0.96),
    ("Lina's sister is pregnant.", "Lina's sister is expecting a baby.", 0.93),
    ("Karl's mother tongue is Dutch.", "Karl's native language is Dutch.", 0.89),
    ("Ada is learning to play the cello.", "Ada is learning the cello.", 0.98),
    ("Our clinic is located in Leeds.", "Our clinic is in Leeds.", 0.98),
    ("Ben is a tennis player.", "Ben plays tennis.", 0.95),
]


@pytest.mark.parametrize(("old", "new", "cosine"), DUPLICATES)
def test_the_same_fact_said_another_way_merges(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DUPLICATE, verdict.reason


@pytest.mark.parametrize(
    ("old", "new"),
    [("Lina's sister is pregnant.", "Lina's sister is expecting twins."),
     ("Lina's sister is pregnant.", "Lina is expecting a baby."),
     ("Karl's mother tongue is Dutch.", "Karl's mother speaks Dutch."),
     ("Ada is learning to play the cello.", "Ada is learning the viola."),
     ("Ben is a tennis player.", "Ben's son plays tennis."),
     ("I like decaf better.", "I like espresso better."),
     ("The club meets every second Tuesday of the month.",
      "The club meets on alternate Tuesdays.")],
)  # fmt: skip
def test_a_look_alike_of_a_rewording_is_never_merged(old: str, new: str) -> None:
    for cosine in (0.85, 0.95):
        assert judge(new, old, cosine).relation is not Relation.DUPLICATE
