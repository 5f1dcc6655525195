"""Held-out dedup probe 43's false merge and a miss, fixed in general form (pure functions):
a word of a name is not the same word said in lower case ("edits code in VS Code" / "edits
code in Visual Studio": the "Code" of the name was taken for the verb's object and dropped),
while a word capitalised only because it starts a sentence still is ("Wants to be a
scientist" / "I want to be a doctor" stays a change of the same wish); and a title
abbreviated before a name is the title written out ("Dr. Patel" / "Doctor Patel"), never
before another name."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge

PROBE_43 = [
    (
        "The user edits code in VS Code.",
        "The user edits code in Visual Studio.",
        0.92,
        "distinct",
    ),
    ("Wants to be a scientist.", "I want to be a doctor.", 0.68, "contradiction"),
    (
        "The user edits code in VS Code.",
        "The user edits code in Visual Studio Code.",
        0.95,
        "duplicate",
    ),
    (
        "The user's appointment is with Dr. Patel.",
        "The user's appointment is with Doctor Patel.",
        0.98,
        "duplicate",
    ),
    ("Prof. Lee teaches the user.", "Professor Lee teaches the user.", 0.95, "duplicate"),
    ("The user saw Dr. Patel.", "The user saw Doctor Singh.", 0.9, "distinct"),
    ("The user met Mr Smith.", "The user met Mister Jones.", 0.9, "distinct"),
]

# Held-out dedup probe 44 (written blind after the rules above): the title rule merged 3 of
# its pairs it was not tuned on (Prof. / Professor, Capt. / Captain, Rev. / Reverend). Its
# misses fixed then, in general form: a courtesy title before a name the other text gives
# without it, a text in capitals, "has fourteen" read as a perfect ("-en" like "taken"), an
# area abbreviated ("sq ft").
PROBE_44 = [
    (
        "The user's lawyer is Mr. Hamid Qureshi.",
        "The user's lawyer is Hamid Qureshi.",
        0.98,
        "duplicate",
    ),
    (
        "The user's lawyer is Mrs. Qureshi.",
        "The user's lawyer is Mr. Qureshi.",
        0.96,
        "distinct",
    ),
    ("Ms Lee called.", "Dr Lee called.", 0.96, "distinct"),
    ("Mr. Hamid called.", "Hamid Khan called.", 0.9, "distinct"),
    (
        "USER PREFERS DARK MODE IN ALL APPS",
        "The user prefers dark mode in all apps.",
        0.95,
        "duplicate",
    ),
    (
        "USER PREFERS DARK MODE IN ALL APPS",
        "The user prefers light mode in all apps.",
        0.95,
        "contradiction",
    ),
    ("The team has fourteen engineers.", "The team has 14 engineers.", 0.97, "duplicate"),
    ("The team has fourteen engineers.", "The team has 15 engineers.", 0.97, "contradiction"),
    ("The apartment is 850 sq ft.", "The apartment is 850 square feet.", 0.96, "duplicate"),
    ("The apartment is 850 sq ft.", "The apartment is 950 square feet.", 0.96, "contradiction"),
    ("The flat is 70 m²", "The flat is 70 square metres", 0.96, "duplicate"),
]


# Held-out dedup probe 45 (written blind after probe 44's fixes): 67 of 100 duplicates merged
# through the API against 65 on the session's starting code (two courtesy titles), no false
# merge. Its misses fixed then: a profession's title before a full name the other text gives
# bare, "St." / "Saint" before a name, ordinals of one word from "fourth" ("fourteenth" /
# "14th"; never a fraction).
PROBE_45 = [
    ("Dr. Yusuf Adeyemi is the user's GP.", "Yusuf Adeyemi is the user's GP.", 0.95, "duplicate"),
    (
        "Captain Idris Mahlangu is the user's father-in-law.",
        "Idris Mahlangu is the user's father-in-law.",
        0.95,
        "duplicate",
    ),
    ("The user saw Dr. Patel.", "The user saw Patel.", 0.95, "distinct"),
    ("Dr. Yusuf Adeyemi is the GP.", "Yusuf Okafor is the GP.", 0.9, "distinct"),
    (
        "The user's kid attends Saint Brigid's Primary.",
        "The user's kid attends St. Brigid's Primary.",
        0.95,
        "duplicate",
    ),
    (
        "Nikolai's apartment is on the fourteenth floor.",
        "Nikolai's apartment is on the 14th floor.",
        0.95,
        "duplicate",
    ),
    (
        "Nikolai's apartment is on the fourteenth floor.",
        "Nikolai's apartment is on the 15th floor.",
        0.95,
        "contradiction",
    ),
]


@pytest.mark.parametrize(("old", "new", "cosine", "relation"), PROBE_43 + PROBE_44 + PROBE_45)
def test_names_titles_capitals_numbers_and_areas(
    old: str, new: str, cosine: float, relation: str
) -> None:
    assert judge(new, old, cosine).relation is Relation(relation)
