"""An outside-in review of the session-150 recall rules: each defect held by a test that failed
before its fix."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from service.app import App
from service.domain import CallContext, MemoryInput, RecallQuery, Role
from service.recall.aliases import aliased_cue
from tests.test_recall_aliases import _hits


def test_forget_leaves_no_name_in_the_recall_name_cache(app_factory: Callable[..., App]) -> None:
    """The cue's names, and the name an alias took from a memory ("Pip" from "Maya adopted a
    rescue greyhound called Pip"), were kept in the Recaller's name-vector LRU after the peer
    was forgotten, where every other text cache (keyword stems, dedup's) is emptied."""
    app = app_factory(background=False)
    ctx = CallContext("default", Role.OPERATOR)
    app.core.remember(
        ctx, "maya", MemoryInput(content="Maya adopted a rescue greyhound called Pip.", kind="fact")
    )
    app.core.remember(
        ctx, "maya", MemoryInput(content="Pip is scared of thunderstorms.", kind="fact")
    )
    app.core.recall(ctx, "maya", RecallQuery(cue="What frightens Maya's dog?", top_k=5))
    names = app.core._recaller._names
    assert len(names) > 0  # (the cue's names were embedded and kept)
    app.core.forget(ctx, "maya")
    assert len(names) == 0


@pytest.mark.parametrize(
    ("cue", "hits", "wanted"),
    [("What does Maya's sister do for work?",
      ["Maya met Tom and his sister Lena at the climbing gym.", "Maya's sister is a nurse."], ""),
     ("Where does Maya's sister live?",
      ["Maya went hiking with Sofia and her sister Hanna.", "Maya's sister lives in Leeds."], ""),
     ("Where does Maya's sister live?",
      ["Maya's cousin Ben and his sister Lena visited in May."], ""),
     ("Where does Maya's sister live?",
      ["When Maya moved to Leeds, her sister Hanna helped her unpack."],
      "Where does Hanna live?"),
     ("Where does Maya's sister live?", ["Maya and her sister Hanna went to Rome."],
      "Where does Hanna live?")],
)  # fmt: skip
def test_a_pronoun_names_the_owners_relative_only(cue: str, hits: list[str], wanted: str) -> None:
    """The alias read "her / his / their <relation> <Name>" in any hit that named the owner, so
    "Maya met Tom and his sister Lena" made "Maya's sister" Lena; the recall asked again for
    Lena and lifted "Lena works as a paramedic in Bristol" over "Maya's sister is a nurse in
    Leeds" (4th place; 3rd without the alias)."""
    assert aliased_cue(cue, _hits(*hits)) == wanted


@pytest.mark.parametrize(
    ("cue", "hit", "wanted"),
    [("Who is Maya's father?", "Maya's father Dr. Ahmed Okafor is a surgeon.", "Who is Ahmed?"),
     ("What does Maya's husband do?", "Maya's husband Prof Lee teaches at UCL.",
      "What does Lee do?"),
     ("Where does Maya's mum live?", "Maya met her mother Mrs Okafor for lunch.",
      "Where does Okafor live?")],
)  # fmt: skip
def test_a_title_is_not_the_relatives_name(cue: str, hit: str, wanted: str) -> None:
    """The alias took the first capitalised word after the relation, so "Maya's father Dr.
    Ahmed Okafor" made the cue "Who is Dr?" (and its second search matched every memory of a
    doctor)."""
    assert aliased_cue(cue, _hits(hit)) == wanted
