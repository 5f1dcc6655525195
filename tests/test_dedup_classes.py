"""General rules for one statement said two ways, each beside the
look-alikes it must leave apart (pure functions; cosines are MiniLM's int8 ONNX export for each
pair): a word that only names the class of a word beside it ("speaks the Greek language",
"Ethiopian food", "the sport of tennis", "two pet snakes"; not when the texts name different
classes, "Italian food" / "the Italian language", nor for a word of two classes named on one
side only, "the colour orange" / "oranges"); "get" as the passive's verb ("got stolen" / "was
stolen"; not "got the car fixed", "got used to"); "the name of X is Y" / "X is named Y"; "a 10 mg
dose of" / "10 mg of"; "a lot of" as "many" (so "a lot of cats" is not "a cat"); and "I use to"
read as the misspelt "I used to"."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [
        ("The user speaks Portuguese.", "The user speaks the Portuguese language.", 0.97),
        (
            "The user's favourite cuisine is Ethiopian.",
            "The user's favourite cuisine is Ethiopian food.",
            0.98,
        ),
        ("The user loves Thai food.", "The user loves Thai cuisine.", 0.96),
        ("The user plays tennis.", "The user plays the sport of tennis.", 0.98),
        ("The backend is written in Rust.", "The backend is written in the Rust language.", 0.96),
        ("I like rap.", "I like rap music.", 0.91),
        ("I have two snakes.", "I have two pet snakes.", 0.93),
        ("The user's car got stolen last year.", "The user's car was stolen last year.", 0.99),
        ("The user gets paid on the 25th.", "The user is paid on the 25th.", 0.97),
        (
            "The user's water heater was replaced on 2 October 2024.",
            "On Oct 2, 2024, the user's water heater got replaced.",
            0.96,
        ),
        (
            "The user backs up the photo library every Sunday.",
            "Every Sunday the photo library gets backed up by the user.",
            0.93,
        ),
        (
            "The user's sourdough starter is named Clint.",
            "Clint is the name of the user's sourdough starter.",
            0.97,
        ),
        ("The user's dog is named Rex.", "The name of the user's dog is Rex.", 0.98),
        (
            "The user takes 10 mg of cetirizine every morning.",
            "Every morning, the user takes a 10 mg dose of cetirizine.",
            0.96,
        ),
        ("I have many cats.", "I have a lot of cats.", 0.96),
        ("I used to own cats.", "I use to own cats.", 0.95),
    ],
)
def test_the_same_statement_in_other_words_merges(old: str, new: str, cosine: float) -> None:
    assert judge(new, old, cosine).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new", "cosine", "relation"),
    [
        (
            "The user loves Italian food.",
            "The user loves the Italian language.",
            0.78,
            Relation.DISTINCT,
        ),
        ("I like the color orange.", "I love oranges.", 0.72, Relation.DISTINCT),
        ("I hate my job as a librarian.", "I do not like the librarian.", 0.77, Relation.DISTINCT),
        (
            "My favorite cookie is chocolate chip.",
            "My favorite food is chocolate chip cookies.",
            0.89,
            Relation.DISTINCT,
        ),
        (
            "The user's daughter plays the cello.",
            "The user's daughter plays the cello and another instrument.",
            0.96,
            Relation.DISTINCT,
        ),
        (
            "The user speaks Greek.",
            "The user speaks Greek and teaches the language.",
            0.88,
            Relation.DISTINCT,
        ),
        (
            "The user got used to waking up early.",
            "The user was used to waking up early.",
            0.98,
            Relation.DISTINCT,
        ),
        ("The user got the car fixed.", "The user's car was fixed.", 0.94, Relation.DISTINCT),
        ("I have a cat.", "I have a lot of cats.", 0.79, Relation.DISTINCT),
        ("I drive a lot of trucks.", "I drive a truck.", 0.83, Relation.DISTINCT),
        ("I use to own cats.", "I have a cat.", 0.74, Relation.CONTRADICTION),
        (
            "The user takes a 10 mg dose of cetirizine.",
            "The user takes a 20 mg dose of cetirizine.",
            0.97,
            Relation.CONTRADICTION,
        ),
        (
            "The user's cat is called Miso.",
            "The user's pet dog is called Miso.",
            0.8,
            Relation.DISTINCT,
        ),
    ],
)
def test_look_alikes_are_not_merged(old: str, new: str, cosine: float, relation: Relation) -> None:
    assert judge(new, old, cosine).relation is relation
