"""The fifth blind dedup probe's findings (pure functions): a user's own words against a note
about the user, lists under a heading that names a set, "two times" / "twice", and a verb's
past against its present in other languages (a false merge)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

SAME = Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # MiniLM puts a first-person text 0.6-0.7 from the same words about "the user"
     ("I'm pescatarian.", "The user is pescatarian.", 0.668),
     ("I've got a peanut allergy", "The user is allergic to peanuts.", 0.688),
     ("I am vegan.", "The user is vegan.", 0.64),
     # "my" and "me" inside the text are the user's too
     ("Carlos = my boss", "Carlos is the user's boss.", 0.837),
     ("Ravi still owes me money for the tickets", "Ravi still owes the user money for the "
      "tickets", 0.9),
     ("Goes to yoga twice a week.", "The user goes to yoga two times per week.", 0.87),
     ("Goes to yoga 2x a week", "Goes to yoga twice a week", 0.91),
     # a set under a heading, in another order
     ("Grocery list: eggs, milk, spinach, oat bread.",
      "Grocery list: spinach, oat bread, milk, eggs.", 0.989),
     ("Invited to the party: Anna, Ravi, Jen and Omar.",
      "Invited to the party: Omar, Jen, Ravi and Anna.", 0.99),
     ("Bridesmaids: Maya, Jen, Priya.", "Bridesmaids: Priya, Maya, Jen.", 0.99)],
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
     # ordered lists, and favourites (often ranked)
     ("Itinerary: Paris, Rome and Berlin", "Itinerary: Berlin, Rome and Paris", 0.995),
     ("Ben's favourite bands, best to worst: Muse, Blur and Oasis",
      "Ben's favourite bands, best to worst: Oasis, Blur and Muse", 0.99),
     ("Waiting list: Ana, Ben, Cleo.", "Waiting list: Cleo, Ben, Ana.", 0.99),
     # the same words, but too far apart in meaning to trust the alignment
     ("I'm 34.", "The user is 34 years old.", 0.397),
     # the alignment sets aside light verbs and function words ("use", "what they are"): at
     # 0.60-0.70 it takes the same content words too
     ("It depends on who they are.", "It depends on how it's done.", 0.62),
     ("We can use the van too.", "We can do the van too.", 0.68),
     ("She calls her mum twice a week.", "She calls her mum three times a week.", 0.948)],
)  # fmt: skip
def test_what_differs_is_kept(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not SAME
