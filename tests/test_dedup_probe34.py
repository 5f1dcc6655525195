"""What the thirty-fourth blind dedup probe (300 pairs, held out; 29 merges, 0 false, 29 of
its 120 duplicates) kept apart that says one thing, in general form, beside new variants
(pure functions): a naming word between a copula and a name ("Raj's wife is named Deepa" /
"Deepa is Raj's wife"), "get" as the passive's verb for what happens to a person ("got
promoted" / "was promoted", "got married" / "married"), a diet followed ("follows a
vegetarian diet" / "is vegetarian"), "main" / "primary", a range of days written short ("May
6-8" / "May 6 to May 8"), and a height in metres named as one ("height is 1.85 m" / "185 cm",
which read as two numbers superseded one another). What must not move: another name, diet,
day or height still supersedes; "got lost", "got fired" / "got hired", "got divorced" stay
apart. Cosines are MiniLM's for each pair (int8 ONNX export)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Raj's wife is named Deepa.", "Deepa is Raj's wife.", 0.94),
     ("Peter's son is named Oscar.", "Oscar is Peter's son.", 0.94),
     ("The cat is called Luna.", "Luna is the cat.", 0.88),
     ("Omar was promoted to senior engineer in January.",
      "In January, Omar got promoted to senior engineer.", 0.98),
     ("Lisa was hired by Stripe in March.", "Lisa got hired by Stripe in March.", 0.99),
     ("Olivia and Mark got married in 2019.", "Mark and Olivia married in 2019.", 0.97),
     ("Priya is vegetarian.", "Priya follows a vegetarian diet.", 0.94),
     ("Tom eats a vegan diet.", "Tom is vegan.", 0.94),
     ("The user uses Neovim as their main editor.",
      "The user uses Neovim as their primary editor.", 0.98),
     ("The conference in Austin is from May 6 to May 8.",
      "The conference in Austin is from May 6-8.", 0.98),
     ("The festival runs 12-14 July.", "The festival runs 12 July to 14 July.", 0.99),
     ("Sven's height is 1.85 m.", "Sven's height is 185 cm.", 0.91),
     ("The project deadline is March 15, 2025.", "Project deadline: 15 March 2025.", 0.95),
     ("The API rate limit is 1,000 requests per minute.",
      "API rate limit: 1,000 requests per minute.", 0.98),
     ("The user's blood type is O negative.", "User's blood type: O negative.", 0.94),
     ("The user is allergic to peanuts.", "Allergies: peanuts.", 0.75),
     ("The user's favorite color is blue.", "Favorite color: blue.", 0.83),
     ("George had knee surgery last month.", "George underwent knee surgery last month.", 0.97),
     ("Greg's team is in the Singapore office.",
      "Greg's team works out of the Singapore office.", 0.97),
     ("Rachel cannot eat gluten because of celiac disease.",
      "Rachel cannot eat gluten due to celiac disease.", 1.00),
     ("The team standup is at 9:15 AM.", "The team standup is at 9:15 in the morning.", 0.95),
     ("The user wakes up at 6 AM on weekdays.",
      "On weekdays the user wakes up at six in the morning.", 0.92),
     ("The dentist appointment is at 3 in the afternoon.",
      "The dentist appointment is at 3 pm.", 0.94),
     ("Ahmed's contract ends on 30 June 2025.", "Ahmed's contract expires on 30 June 2025.", 0.89),
     ("Eva speaks fluent Portuguese.", "Eva is fluent in Portuguese.", 0.96),
     ("Hannah has two cats.", "Hannah has a pair of cats.", 0.95),
     ("Kevin works as a nurse at St. Mary's Hospital.",
      "Kevin is employed as a nurse at St. Mary's Hospital.", 0.98),
     ("The build takes about 12 minutes on CI.", "The build takes roughly 12 min on CI.", 0.98)],
)  # fmt: skip
def test_the_same_statement_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Peter's son is named Oscar.", "Peter's son is named Max.", 0.73),
     ("Priya is vegetarian.", "Priya follows a vegan diet.", 0.89),
     ("The conference in Austin is from May 6 to May 8.",
      "The conference in Austin is from May 6-9.", 0.97),
     ("Sven's height is 1.85 m.", "Sven's height is 1.90 m.", 0.98),
     ("The project deadline is March 15, 2025.", "Project deadline: 16 March 2025.", 0.93),
     ("The user's favorite color is blue.", "Favorite color: green.", 0.64),
     ("The team standup is at 9:15 AM.", "The team standup is at 9:15 in the evening.", 0.95),
     ("The user wakes up at 6 AM on weekdays.",
      "On weekdays the user wakes up at seven in the morning.", 0.89),
     ("Hannah has three cats.", "Hannah has a pair of cats.", 0.90),
     ("The build takes about 12 minutes on CI.", "The build takes roughly 20 min on CI.", 0.97)],
)  # fmt: skip
def test_another_value_of_the_same_thing_supersedes(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Tom got fired in May.", "Tom got hired in May.", 0.85),
     ("The user was lost in Paris.", "The user got lost in Paris.", 0.98),
     ("Olivia and Mark got married in 2019.", "Olivia and Mark got divorced in 2019.", 0.91),
     ("The score was 3 to 1.", "The score was May 3-1.", 0.83),
     ("Ahmed's contract ends on 30 June 2025.", "Ahmed's contract starts on 30 June 2025.", 0.91),
     ("The user works out in the morning.", "The user works out in the evening.", 0.90),
     ("The user bought 3 shares of Apple.", "The user bought 3 more shares of Apple.", 0.97),
     ("Tom visited Paris.", "Tom visited Paris again.", 0.95),
     ("Eva speaks fluent Portuguese.", "Eva is fluent in Spanish.", 0.84)],
)  # fmt: skip
def test_other_events_are_not_merged(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is not Relation.DUPLICATE
