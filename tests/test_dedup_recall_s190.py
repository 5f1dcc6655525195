"""Duplicates an agent's memories tell in other words that the judge kept as two (session 190,
recall of true duplicates): a time or an adverb put first ("On Saturdays my son ..."), "X
instead of / rather than Y" against "X, not Y", a sentence's full stop read into a path-like
word ("they/them."), "every Tuesday" against "on Tuesdays", first-person forms of "lives" in
German, French and Spanish, Spanish "yo" and "mamá", "has a dog named Rex" against "my dog is
called Rex", "drives a Honda" against "my car is a Honda", "won't" read as the act "won", a
state held ("have lived") read as an act, "I speak fluent" against "I'm fluent in", "was
raised in", "PhD", "'s got", "honestly", "in the process of", "at the moment", contractions
typed without their apostrophe, "diagnosed with", "across all", "has soccer", "noted" read
as "not", "said they prefer", a weekday's short name ending the text. Each with the
look-alikes of the same shape that must stay apart (cosines as MiniLM int8 gives them; both
orders judged)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge
from service.dedup.align import parse

# (one, other, cosine)
MERGED = [
    (
        "My son has football practice on Saturdays.",
        "On Saturdays my son has football practice.",
        0.98,
    ),
    ("My wife reads in the evenings.", "In the evenings, my wife reads.", 0.98),
    ("I wake up at 6 every day.", "Every day I wake up at 6.", 0.97),
    ("I usually cycle to work.", "Usually, I cycle to work.", 0.96),
    ("Usually cycles to work.", "The user usually cycles to work.", 0.71),
    ("I will not eat pork.", "I won't eat pork.", 0.97),
    ("I have lived in Rome for 3 years.", "I have been living in Rome for 3 years.", 0.98),
    ("The repo uses pnpm, not npm.", "This repo uses pnpm instead of npm.", 0.98),
    ("The repo uses tabs, not spaces.", "The repo uses tabs rather than spaces.", 0.99),
    ("Jordan uses they/them pronouns.", "Jordan's pronouns are they/them.", 0.95),
    (
        "The meeting with the design team is on Tuesdays.",
        "The design team meeting happens every Tuesday.",
        0.92,
    ),
    ("I swim on Friday mornings.", "I swim every Friday morning.", 0.96),
    ("Ich wohne in Berlin.", "Ich lebe in Berlin.", 0.82),
    ("J'habite à Lyon.", "Je vis à Lyon.", 0.83),
    ("Mi color favorito es el verde.", "Mi color preferido es el verde.", 0.94),
    ("Trabajo en un banco.", "Yo trabajo en un banco.", 0.96),
    ("Mi madre es doctora.", "Mi mamá es doctora.", 0.85),
    ("The user has a sister named Eva.", "The user's sister is named Eva.", 0.98),
    ("I have a dog called Rex.", "My dog is called Rex.", 0.93),
    ("The user drives a Toyota Corolla.", "The user's car is a Toyota Corolla.", 0.87),
    ("I drive a 2019 Honda Civic.", "My car is a 2019 Honda Civic.", 0.87),
    ("I am fluent in Spanish.", "I speak fluent Spanish.", 0.94),
    ("I grew up in Texas.", "I was raised in Texas.", 0.92),
    ("The user has a PhD in chemistry.", "The user has a doctorate in chemistry.", 0.96),
    ("The user's got three kids.", "The user has three kids.", 0.94),
    ("Honestly, I hate flying.", "I hate flying.", 0.96),
    ("The user is in the process of learning Korean.", "The user is learning Korean.", 0.95),
    ("I'm currently reading Dune.", "I am reading Dune at the moment.", 0.95),
    ("I dont eat pork.", "I don't eat pork.", 0.97),
    ("The user doesnt drink.", "The user doesn't drink.", 0.98),
    ("I was diagnosed with asthma.", "I have asthma.", 0.82),
    ("Prefers dark mode across all apps.", "User prefers dark mode in all apps.", 0.95),
    ("My son plays soccer on Saturdays.", "My son has soccer every Saturday.", 0.90),
    ("The user prefers tea over coffee.", "The user prefers tea, not coffee.", 0.93),
    ("The user prefers tabs over spaces.", "User prefers tabs rather than spaces.", 0.97),
    # "noted" stemmed to "not" read as a negation (superseded its own restatement)
    ("The user noted that they prefer short answers.", "The user prefers short answers.", 0.91),
    ("User states they are left-handed.", "The user is left-handed.", 0.72),
    ("The user needs the report by Friday.", "The user needs the report by Fri.", 0.73),
    ("Gym on Monday and Thursday.", "Gym on Monday and Thu.", 0.91),
    # ... and what the rules read before stays merged (MSC persona neighbours)
    ("I have a pet cat named Speckles.", "I have a cat named Speckles.", 0.98),
    ("I speak French fluently.", "I speak fluent French.", 0.97),
    ("User speaks French fluently.", "User speaks fluent French.", 0.98),
    ("This is my second year in the league.", "It's my second year in the league.", 0.97),
]
KEPT = [
    ("The repo uses pnpm, not npm.", "The repo uses npm, not pnpm.", 0.99),
    ("The repo uses pnpm, not npm.", "The repo uses npm instead of pnpm.", 0.97),
    ("Invoices go to finance, not Mark.", "Invoices go to Mark, not finance.", 0.99),
    ("On Saturdays my son plays football.", "My son plays football.", 0.78),
    ("I swim every other Friday.", "I swim every Friday.", 0.98),
    ("I swim on Friday.", "I swim every Friday.", 0.93),
    ("Standup is every other Monday.", "Standup is every Monday.", 0.98),
    ("Ich wohne in Berlin.", "Ich arbeite in Berlin.", 0.86),
    ("Je vis à Lyon.", "Je travaille à Lyon.", 0.91),
    ("Yo trabajo en un banco.", "Mi hermano trabaja en un banco.", 0.89),
    ("The user has a sister named Eva.", "The user has a sister named Ava.", 0.79),
    ("I have a dog called Rex.", "I have a dog called Max.", 0.65),
    ("The user has a dog named Rex.", "The user's cat is named Rex.", 0.83),
    ("The user has a sister named Eva.", "The user has a brother named Eva.", 0.90),
    ("The user drives a Toyota.", "The user's wife's car is a Toyota.", 0.80),
    ("Jordan uses they/them pronouns.", "Jordan uses he/him pronouns.", 0.89),
    ("My son has soccer practice on Saturdays.", "My son plays soccer on Saturdays.", 0.94),
    ("The user has a tennis racket.", "The user plays tennis.", 0.90),
    ("I booked a table.", "The user booked a table.", 0.79),
    ("I'm fluent in Spanish.", "I'm learning Spanish.", 0.84),
    ("The user prefers tea over coffee.", "The user prefers coffee, not tea.", 0.93),
    ("Sprint review happens every Friday at 3pm.", "Sprint review: biweekly Fridays, 15:00.", 0.84),
    # ("this is why" is no fronted time: "my" after it is not read as the user's)
    ("My wife left me.", "This is why my wife left me.", 0.80),
]
SUPERSEDED = [
    ("The user's car is a Toyota.", "The user's car is a Honda.", 0.73),
    ("Ich wohne in Berlin.", "Ich wohne in Bremen.", 0.87),
    ("The user's got three kids.", "The user's got two kids.", 0.91),
]


@pytest.mark.parametrize(("a", "b", "cosine"), MERGED)
def test_same_fact_in_other_words_merges(a: str, b: str, cosine: float) -> None:
    assert judge(b, a, cosine).relation is Relation.DUPLICATE
    assert judge(a, b, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(("a", "b", "cosine"), KEPT)
def test_look_alike_stays_apart(a: str, b: str, cosine: float) -> None:
    assert judge(b, a, cosine).relation is not Relation.DUPLICATE
    assert judge(a, b, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(("a", "b", "cosine"), SUPERSEDED)
def test_changed_value_still_supersedes(a: str, b: str, cosine: float) -> None:
    assert judge(b, a, cosine).relation is Relation.CONTRADICTION


def test_a_full_stop_is_not_part_of_a_path() -> None:
    assert [t.lemma for t in parse("Saved in /usr/local/bin.").toks][-1] == "/usr/local/bin"
    assert [t.lemma for t in parse("They use they/them.").toks][-1] == "/them"
