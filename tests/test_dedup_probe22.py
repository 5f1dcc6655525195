"""The fifth blind dedup probe's findings and their review (pure functions): a verb's past
against its present in other languages (a false merge), being a thing against having one,
and lists under a heading that names a set."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

SAME = Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # a set under a heading, in another order
     ("Grocery list: eggs, milk, spinach, oat bread.",
      "Grocery list: spinach, oat bread, milk, eggs.", 0.989),
     ("Invited to the party: Anna, Ravi, Jen and Omar.",
      "Invited to the party: Omar, Jen, Ravi and Anna.", 0.99),
     ("Bridesmaids: Maya, Jen, Priya.", "Bridesmaids: Priya, Maya, Jen.", 0.99),
     # an adjective's forms are no tense: after an article, or French agreement
     ("Ana sucht eine möblierte Wohnung.", "Ana sucht eine Wohnung, möbliert.", 0.973),
     ("Elle est contente.", "Elle est content.", 0.97),
     # (German endings are read in German only: "Ana is quite shy." / "Ana is quit shy." merged
     # here until two words one final "e" apart became two words, "cap" / "cape", probe 43 of
     # docs/dedup.md: a typo between two real words now costs that merge)
     # "is allergic" / "has an allergy" say one thing in two verbs
     ("Liam is allergic to dogs", "Liam has a dog allergy", 0.931)],
)  # fmt: skip
def test_the_same_fact_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is SAME


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # worked there, or works there
     ("Mia moglie lavora in banca.", "Mia moglie lavorava in banca.", 0.969),
     ("Mi mujer trabaja en un banco.", "Mi mujer trabajaba en un banco.", 0.98),
     ("Minha mulher trabalha num banco.", "Minha mulher trabalhava num banco.", 0.984),
     ("Ana mora em Lisboa.", "Ana morava em Lisboa.", 0.97),
     ("Er arbeitet bei der Bank.", "Er arbeitete bei der Bank.", 0.987),
     ("Ich wohne in Berlin.", "Ich wohnte in Berlin.", 0.985),
     ("Je travaille à Lyon.", "Je travaillais à Lyon.", 0.952),
     # being a thing, or having one (the review's older false merges)
     ("Ana is a lawyer", "Ana has a lawyer", 0.925),
     ("The user is a twin", "The user has a twin", 0.962),
     # ordered lists, favourites (often ranked), a heading or a body that sorts the items
     ("Itinerary: Paris, Rome and Berlin", "Itinerary: Berlin, Rome and Paris", 0.995),
     ("Ben's favourite bands, best to worst: Muse, Blur and Oasis",
      "Ben's favourite bands, best to worst: Oasis, Blur and Muse", 0.99),
     ("Waiting list: Ana, Ben, Cleo.", "Waiting list: Cleo, Ben, Ana.", 0.99),
     ("Guests, by arrival time: Ana, Ben, Cleo", "Guests, by arrival time: Cleo, Ben, Ana", 0.987),
     ("Meds (morning, noon, night): metformin, lisinopril, atorvastatin",
      "Meds (morning, noon, night): atorvastatin, lisinopril, metformin", 0.989),
     ("Guests: Ana, Ben, Cleo - rooms 12, 14, 16", "Guests: Cleo, Ben, Ana - rooms 12, 14, 16",
      0.987),
     ("Languages by fluency: Spanish, French, German",
      "Languages by fluency: German, French, Spanish", 0.99),
     ("Guests w/ dishes: Ana, Ben, Cleo; salad, cake, wine",
      "Guests w/ dishes: Cleo, Ben, Ana; salad, cake, wine", 0.99)],
)  # fmt: skip
def test_what_differs_is_kept(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not SAME
