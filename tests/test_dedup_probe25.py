"""The seventh blind dedup probe's findings (pure functions): number words of other
languages against digits, a month and year in numbers, "mtg", "lives" in other languages,
quantities of two dimensions, and intolerances. Cosines are MiniLM's for each pair (int8
ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Der Nutzer hat drei Kinder", "Der Nutzer hat 3 Kinder", 0.80),
     ("El usuario tiene dos perros", "El usuario tiene 2 perros", 0.90),
     ("L'utilisateur a trois enfants", "L'utilisateur a 3 enfants", 0.91),
     ("Użytkownik ma dwoje dzieci", "Użytkownik ma 2 dzieci", 0.87),
     ("ユーザーは猫を二匹飼っている", "ユーザーは猫を2匹飼っている", 0.83),
     ("User's passport expires 03/2027", "User's passport expires in March 2027", 0.96),
     ("El usuario vive en Madrid", "El usuario reside en Madrid", 0.83),
     ("O usuário mora em Lisboa", "O usuário vive em Lisboa", 0.86),
     ("L'utilisateur habite à Lyon", "L'utilisateur vit à Lyon", 0.89),
     ("Der Nutzer wohnt in Hamburg", "Der Nutzer lebt in Hamburg", 0.91)],
)  # fmt: skip
def test_the_same_fact_in_other_notations_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # another count stays another count; a number word needs the same word after it
     ("El usuario tiene dos perros", "El usuario tiene 3 perros", 0.89),
     ("Der Nutzer hat drei Kinder", "Der Nutzer hat 2 Kinder", 0.80),
     ("Der Nutzer hat drei Kinder", "Der Nutzer hat 3 Katzen", 0.70),
     ("ユーザーは猫を二匹飼っている", "ユーザーは猫を3匹飼っている", 0.83),
     ("User's passport expires 03/2027", "User's passport expires in April 2027", 0.96),
     # two quantities of different dimensions are two facts, both true
     ("User's commute is 20 km", "User's commute is 20 minutes", 0.84),
     ("The hike is 12 km", "The hike takes 12 hours", 0.80),
     # one may be intolerant or allergic to both
     ("User is lactose intolerant", "User is gluten intolerant", 0.67),
     ("User is peanut allergic", "User is shellfish allergic", 0.70)],
)  # fmt: skip
def test_another_value_or_dimension_is_not_a_duplicate(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("User's commute is 20 km", "User's commute is 20 minutes", 0.84),
     ("User is lactose intolerant", "User is gluten intolerant", 0.67)],
)  # fmt: skip
def test_facts_that_can_both_hold_do_not_supersede(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DISTINCT


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("User's commute is 20 km", "User's commute is 25 km", 0.94),
     ("User's commute is 20 minutes", "User's commute is half an hour", 0.86),
     ("User's favorite colour is blue", "User's favorite colour is green", 0.85)],
)  # fmt: skip
def test_a_changed_value_of_one_dimension_still_supersedes(
    old: str, new: str, cosine: float
) -> None:
    assert judge(new, old, cosine).relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # the eighth probe (held out): a person after a qualified noun, open / closed things
     ("User works with the design team.", "User works for the design team.", 0.97),
     ("User is building a website for her sister.",
      "User is building a website with her sister.", 0.97),
     ("User got the bike from his brother.", "User got the bike for his brother.", 0.96),
     ("The repo has 300 open issues.", "The repo has 300 closed issues.", 0.90)],
)  # fmt: skip
def test_roles_and_sides_of_things_keep_both(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DISTINCT


def test_miles_are_a_length() -> None:
    assert judge("User ran five miles", "User ran 5 miles", 0.98).relation is Relation.DUPLICATE
    other = judge("User runs 10 miles on Sundays", "User runs 10 km on Sundays", 0.88)
    assert other.relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [  # a terse note about the user says what the sentence says
     ("Allergy: shellfish.", "User is allergic to shellfish.", 0.81, Relation.DUPLICATE),
     ("Partner: Jordan", "User's partner is Jordan.", 0.81, Relation.DUPLICATE),
     ("Editor - Emacs", "User's editor is Emacs.", 0.75, Relation.DUPLICATE),
     ("Dog: Biscuit", "User's dog is Biscuit.", 0.84, Relation.DUPLICATE),
     ("Budget: $500", "User's budget is $5000.", 0.71, Relation.CONTRADICTION),
     # ... but whose it is still counts, and a list keeps its order
     ("Manager: Priya", "User is Priya's manager.", 0.78, Relation.DISTINCT),
     ("Boss - Ken", "User is the boss of Ken.", 0.80, Relation.DISTINCT),
     ("The user's boss is Ken.", "The user is the boss of Ken.", 0.97, Relation.DISTINCT),
     ("Ana's teacher is Ben.", "Ana is the teacher of Ben.", 0.95, Relation.DISTINCT),
     ("Waiting list: Ana, Ben, Cleo.", "Waiting list: Cleo, Ben, Ana.", 0.99, Relation.DISTINCT),
     ("User: I like tea", "The user's user is I like tea", 0.60, Relation.DISTINCT)],
)  # fmt: skip
def test_a_terse_note_reads_as_a_sentence_about_the_user(
    old: str, new: str, cosine: float, relation: Relation
) -> None:
    assert judge(new, old, cosine).relation is relation


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # an adversarial review of the rules above: none of these is one statement
     ("Ana is the sister of Ken's wife.", "Ana is the wife of Ken's sister.", 0.98),
     ("Ana is the daughter of the user's sister.", "Ana is the user's daughter's sister.", 0.98),
     ("Mein Vater lebt nicht mehr.", "Mein Vater wohnt nicht mehr.", 0.91),
     ("Sa grand-mère vit toujours.", "Sa grand-mère habite toujours.", 0.86),
     ("Der Nutzer lebt getrennt von seiner Frau.", "Der Nutzer wohnt getrennt von seiner Frau.",
      0.96),
     ("Both: allergic to nuts", "User is allergic to nuts.", 0.76),
     ("User has mtg every Tuesday night at the game store",
      "User has a meeting every Tuesday night at the game store", 0.71),
     ("User works at Cinco Labs, 5 days a week.", "User works at 5 Labs, 5 days a week.", 0.78),
     ("Sprint 12/2024 ends on Friday.", "Sprint December 2024 ends on Friday.", 0.9),
     ("User is a Python freelancer.", "User is a Java freelancer.", 0.9)],
)  # fmt: skip
def test_what_the_review_of_these_rules_keeps_apart(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [  # ... and what still merges
     ("User volunteers for the Red Cross.", "User volunteers with the Red Cross.", 0.97),
     ("User pays by Visa.", "User pays with Visa.", 0.97),
     ("Budget: $5,000", "User's budget is $5,000.", 0.8),
     ("Der Nutzer lebt in Hamburg.", "Der Nutzer wohnt in Hamburg.", 0.91)],
)  # fmt: skip
def test_what_the_review_of_these_rules_still_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE
