"""The sixth blind dedup probe's false merges (pure functions): the assistant's own acts in
the first person read as the user's, an English verb's past against its present, and steps
said in another order. Cosines are MiniLM's for each pair (int8 ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge
from service.dedup.person import acts, in_third_person


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # the assistant's act against the user's (the text kept would give the act to the user)
     ("I booked a table at Nopa.", "The user booked a table at Nopa.", 0.85),
     ("I decided to use the cheaper hotel.", "The user decided to use the cheaper hotel.", 0.78),
     ("I'll send the summary on Monday.", "The user will send the summary on Monday.", 0.66),
     # a text that names the user speaks as the assistant: who did what to whom
     ("I sent the user the Q3 report.", "The user sent me the Q3 report.", 0.96),
     ("I suggested the user try the Thai place on 5th Street.",
      "The user suggested trying the Thai place on 5th Street.", 0.91),
     ("I emailed Dr. Patel to reschedule the user's appointment.",
      "Dr. Patel emailed me to reschedule the user's appointment.", 0.98),
     ("I promised the user a summary of the contract by Monday.",
      "The user promised me a summary of the contract by Monday.", 0.96),
     ("I ordered groceries for the user from Instacart.",
      "The user ordered groceries from Instacart.", 0.91),
     # works there, or worked there
     ("The user works at Google.", "The user worked at Google.", 0.94),
     ("The user lives in Paris.", "The user lived in Paris.", 0.92),
     ("Ana teaches maths.", "Ana taught maths.", 0.95),
     ("The user works at Google.", "The user has worked at Google.", 0.93),
     # steps in another order
     ("Deploy steps in order: run migrations, then build, then restart workers.",
      "Deploy steps in order: build, then run migrations, then restart workers.", 0.98),
     ("Usually goes to the gym and then has breakfast.",
      "Usually has breakfast and then goes to the gym.", 0.98)],
)  # fmt: skip
def test_another_actor_tense_or_order_stays_apart(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # the user's own words about what they are, have or like still read as the user's
     ("I'm pescatarian.", "The user is pescatarian.", 0.67),
     ("My sister lives in Lyon.", "The user's sister lives in Lyon.", 0.89),
     ("I've been vegan for three years.", "The user has been vegan for 3 years.", 0.82),
     ("I would never eat pork.", "The user never eats pork.", 0.74),
     ("I need a new laptop.", "The user needs a new laptop.", 0.65),
     ("I'll be in Berlin next week.", "The user will be in Berlin next week.", 0.76),
     # an assistant's "I" is "the assistant"
     ("I reminded the user about the dentist appointment.",
      "The assistant reminded the user about the dentist appointment.", 0.86),
     # a past that a rewrite keeps past, a perfect's "been", and "used to"
     ("Alice decided to move to Lisbon", "Alice made the decision to move to Lisbon", 0.97),
     ("The incident postmortem has been published.",
      "The incident postmortem was published.", 0.97),
     ("Used to live in Chicago.", "Formerly lived in Chicago.", 0.84),
     ("After work Chen climbs, then swims.", "Chen climbs after work, then swims.", 0.96)],
)  # fmt: skip
def test_the_same_statement_still_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


def test_a_first_person_failure_is_still_a_contradiction() -> None:
    # both texts in the first person read the same way, so the negation is what differs
    verdict = judge("I found a flight under $300.", "I couldn't find a flight under $300.", 0.91)
    assert verdict.relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("text", "done"),
    [("I booked a table", True), ("I've sent the invoice", True), ("I'll call the vet", True),
     ("I couldn't reach the landlord", True), ("I quit my job", True),
     ("I need a new phone", False), ("I used to smoke", False), ("I'm vegan", False),
     ("I've been running daily", False), ("I'll be away in May", False),
     ("I feed the cat at 7", False), ("I prefer tea", False)],
)  # fmt: skip
def test_what_counts_as_an_act_in_the_first_person(text: str, done: bool) -> None:
    assert acts(text) is done


def test_a_text_naming_the_user_speaks_as_the_assistant() -> None:
    assert in_third_person("I told the user my plan") == (
        "the assistant told the user the assistant's plan"
    )
    assert in_third_person("I like tea") == "the user like tea"
    assert in_third_person("I booked a cab") == "I booked a cab"


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # another currency is another amount, whichever sign and wherever it stands
     ("Budget is ₹5,000", "Budget is ₽5,000", 0.72),
     ("Rent is ₩900,000", "Rent is ¥900,000", 0.83),
     ("Kira 20.000 ₺", "Kira 20.000 €", 0.86),
     ("El alquiler es de 800 €", "El alquiler es de 800 $", 0.94),
     ("Costs 5€", "Costs 5$", 0.82),
     ("Budget is € 5,000", "Budget is $ 5,000", 0.81),
     # two coordinations pair their items up: the same words in another order swap roles
     ("Ana and Ben are the lead and the backup", "Ana and Ben are the backup and the lead", 0.99),
     ("Ana and Ben live in Paris and Rome, respectively",
      "Ana and Ben live in Rome and Paris, respectively", 0.99),
     ("Paul et Marie dirigent les ventes et le marketing",
      "Paul et Marie dirigent le marketing et les ventes", 0.99)],
)  # fmt: skip
def test_another_currency_or_pairing_stays_apart(old: str, new: str, cosine: float) -> None:
    # (an earlier adversarial review's false merges: the tokens left every sign out)
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Costs 5€", "Costs 5 euros", 0.87),
     ("Rent is 900 € a month", "Rent is 900 euros a month", 0.96),
     ("The budget is $5,000.", "The budget is 5,000 dollars.", 0.97),
     ("Allergic to shellfish, peanuts and kiwi.",
      "Allergic to kiwi, peanuts and shellfish.", 0.99)],
)  # fmt: skip
def test_a_sign_and_its_word_or_one_list_reordered_still_merge(
    old: str, new: str, cosine: float
) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


def test_until_is_a_bound_that_after_reverses() -> None:
    # the person review's false merges: "free until 3pm" / "free after 3pm" read as one
    # statement ("until" was no word at all); "till" still says the same
    assert judge("The user is free after 3pm.", "I'm free until 3pm.", 0.72).relation is not (
        Relation.DUPLICATE
    )
    office = judge("The user is in the office after noon.", "I'm in the office until noon.", 0.7)
    assert office.relation is not Relation.DUPLICATE
    assert (
        judge("The user is free till 3pm.", "The user is free until 3pm.", 0.98).relation
        is Relation.DUPLICATE
    )
