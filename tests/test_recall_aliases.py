"""A relative or pet asked about by relation, found by the name a memory gives it
(service/recall/aliases.py, blind probe 150)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from service.api.server import MemcueServer
from service.domain import Hit
from service.recall.aliases import aliased_cue
from tests.conftest import connect
from tests.memories import memory

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def _hits(*texts: str) -> list[Hit]:
    out = []
    for i, text in enumerate(texts):
        m = memory(id=f"m{i}", peer_id="maya", content=text)
        out.append(Hit(memory=m, score=1.0 - i / 10, relevance=1.0, components={}))
    return out


@pytest.mark.parametrize(
    ("cue", "hits", "asked"),
    [("What frightens Maya's dog?",
      ["Maya is vegetarian.", "Maya adopted a rescue greyhound called Pip."],
      "What frightens Pip?"),
     ("Which city will Maya travel to for her sister's wedding?",
      ["Maya's sister Hanna is a nurse in Glasgow."],
      "Which city will Maya travel to for Hanna's wedding?"),
     ("Where does Ines's mum live?", ["Ines's son Tiago plays the cello.",
                                      "Ines's mother Clara broke her wrist slipping on ice."],
      "Where does Clara live?"),
     ("Did Maya's partner take the Bristol job?",
      ["Maya and her partner Owen went to a Georgian restaurant."],
      "Did Owen take the Bristol job?")],
)  # fmt: skip
def test_a_relation_is_asked_by_the_name_a_first_hit_gives_it(
    cue: str, hits: list[str], asked: str
) -> None:
    assert aliased_cue(cue, _hits(*hits)) == asked


@pytest.mark.parametrize(
    ("cue", "hits"),
    [("What is Maya's favourite food?", ["Maya's sister Hanna is a nurse."]),
     # another person's: "her boyfriend" in a memory about Hanna is not Maya's
     ("Who is Maya's boyfriend?", ["Hanna got engaged to her boyfriend Callum."]),
     # the name is in the cue already
     ("Is Hanna, Maya's sister, a nurse?", ["Maya's sister Hanna is a nurse."]),
     # a thing called something, not among the first few hits, is no dog
     ("What does Maya's dog eat?", ["Maya is vegetarian.", "Maya runs.", "Maya reads.",
                                    "Maya listens to a podcast called Oxide."]),
     ("Where does Ines's mum live?", ["Ines's son Tiago plays the cello."])],
)  # fmt: skip
def test_no_name_no_second_question(cue: str, hits: list[str]) -> None:
    assert aliased_cue(cue, _hits(*hits)) == ""


def test_a_question_about_a_pet_by_relation_finds_what_is_said_of_it_by_name(
    server_factory: Callable[..., MemcueServer],
) -> None:
    """Through the API with MiniLM: "What frightens Maya's dog?" had "Maya adopted a rescue
    greyhound called Pip" first and "Pip is scared of thunderstorms" 4th (blind probe 150)."""
    srv = server_factory()
    written = {}
    texts = [
        "Maya adopted a rescue greyhound called Pip.",
        "Maya is vegetarian.",
        "Maya's birthday is 3 September.",
        "Maya had knee pain after long runs.",
        "Maya drinks her coffee black, no sugar.",
        "Pip is scared of thunderstorms and hides under the bed.",
        "Maya decided to learn Rust this year.",
    ]
    with connect(srv) as mc:
        for i, text in enumerate(texts):
            at = NOW + timedelta(days=10 * i)
            written[mc.remember("maya", text, kind="fact", occurred_at=at).memory.id] = text
        hits = mc.recall("maya", "What frightens Maya's dog?", top_k=3)
    assert written[hits[0].memory.id] == texts[5]
