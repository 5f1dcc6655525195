"""An outside-in review of the session-150 recall rules: each defect held by a test that failed
before its fix."""

from __future__ import annotations

from collections.abc import Callable

from service.app import App
from service.domain import CallContext, MemoryInput, RecallQuery, Role


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
