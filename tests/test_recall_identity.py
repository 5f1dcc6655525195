"""A "Who is <Name>?" cue gets the memory that says who the person is (blind probe 180)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from service.app import App
from service.domain import CallContext, Hit, MemoryInput, RecallQuery, Role
from service.recall.identity import introduces, introduction_first, who_is
from tests.memories import memory

NOW = datetime(2026, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("cue", "name"),
    [("Who is Abena?", "Abena"),
     ("who's Ruben", "Ruben"),
     ("Who is Pieter Smit?", "Pieter Smit"),
     ("Who was Mrs. Alvarez?", "Mrs. Alvarez"),
     ("Who is Marcus's teacher?", ""),  # a role asked for, not a name
     ("Who is Maya working with?", ""),
     ("What does Abena do?", "")],
)  # fmt: skip
def test_only_a_bare_who_is_name_question_is_read(cue: str, name: str) -> None:
    assert who_is(cue) == name


@pytest.mark.parametrize(
    ("text", "name", "said"),
    [("Kofi's girlfriend Abena is a pharmacist in Bradford.", "Abena", True),
     ("Lotte got engaged to her boyfriend Ruben.", "Ruben", True),
     ("Maya's mortgage advisor is Pieter Smit from Rabobank.", "Pieter Smit", True),
     ("Ines hired Marta as the new studio assistant.", "Marta", True),
     ("Ines's studio assistant is Rui, a ceramics student.", "Rui", True),
     ("Abena is a pharmacist.", "Abena", True),
     ("Kofi and Abena got engaged in Accra.", "Abena", False),
     ("Marta now runs the Tuesday class on her own.", "Marta", False),
     ("Maya took the Tuesday class with Marta.", "Marta", False)],
)  # fmt: skip
def test_a_memory_that_says_who_someone_is_is_told_from_one_that_names_them(
    text: str, name: str, said: bool
) -> None:
    assert introduces(text, name) is said


def _hit(mid: str, score: float, content: str) -> Hit:
    return Hit(memory=memory(id=mid, content=content), score=score, relevance=score, components={})


def test_the_introduction_goes_above_hits_within_the_margin_only() -> None:
    hits = [
        _hit("far", 0.70, "Marta ran the half marathon."),
        _hit("near", 0.44, "Marta now runs the Tuesday class on her own."),
        _hit("intro", 0.39, "Ines hired Marta as the new studio assistant."),
    ]
    out = introduction_first(hits, "Marta")
    assert [h.memory.id for h in out] == ["far", "intro", "near"]
    assert out[1].components["introduces"] == 1.0


def test_who_is_a_name_gets_the_introduction_not_a_later_memory_of_the_person(
    app_factory: Callable[..., App],
) -> None:
    """ "Who is Abena?": "Kofi and Abena got engaged" was closer to the cue and later
    memories of the couple were lifted over "Kofi's girlfriend Abena is a pharmacist" as
    rivals in time order: the introduction came 4th."""
    app = app_factory(background=False)
    ctx = CallContext("default", Role.OPERATOR)
    texts = [
        "Kofi's girlfriend Abena is a pharmacist in Bradford.",
        "Kofi and Abena got engaged in Accra.",
        "Kofi and Abena live in a rented terrace in Headingley.",
        "Kofi and Abena moved to a two-bed flat in Chapel Allerton.",
        "Kofi and Abena's wedding took place in Leeds; 120 guests.",
        "Kofi is allergic to shellfish.",
        "Kofi's mother Ama visited from Kumasi for six weeks.",
    ]
    for i, text in enumerate(texts):
        when = NOW + timedelta(days=60 * i)
        app.core.remember(ctx, "kofi", MemoryInput(content=text, occurred_at=when))
    hits = app.core.recall(ctx, "kofi", RecallQuery(cue="Who is Abena?", top_k=5))
    assert hits[0].memory.content == texts[0]
