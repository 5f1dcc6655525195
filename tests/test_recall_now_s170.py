"""A question about the current value after a change, when the memory of the change does not
reuse the question's words: "Where does Oskar live now?" is answered by "moved into a studio
apartment in Lund", "Where does Maya work these days?" by "started as design lead at
Nortada". Each test fails without its fix (service/recall/topics.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from service.adapters.keywords import Entry, KeywordIndex
from service.app import App
from service.crypto import PeerKeys, Sealer
from service.domain import CallContext, Hit, MemoryInput, Partition, RecallQuery, Role
from service.recall.rivals import in_time_order
from service.recall.topics import says_state
from tests.memories import memory

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_question_about_a_home_now_finds_the_move_by_its_words(tmp_path: Path) -> None:
    """The keyword half: "live" in a question about now is searched with the words of moving
    house, "work" with those of a job, "manager" with "reports to"; a question about the
    past is not (the old "lives in" answers it), and "job" is not asked by every "works
    from home"."""
    sealer = Sealer(PeerKeys(tmp_path / "keys.sqlite3"))
    index = KeywordIndex(tmp_path / "kw.sqlite3", sealer)
    oskar = Partition("default", "oskar")
    index.upsert(
        oskar,
        [
            Entry("old", "Oskar lives with his sister in Malmo."),
            Entry("moved", "Oskar moved into a studio apartment in Lund."),
            Entry("postdoc", "Oskar took up a postdoc in Uppsala."),
            Entry("wfh", "Oskar works from home on Fridays."),
            Entry("tea", "Oskar drinks green tea."),
            Entry("boss", "Oskar reports to Ingrid, the ward sister."),
        ],
    )

    def found(cue: str) -> list[str]:
        return [m.memory_id for m in index.search(oskar, cue, 10)]

    # (his name is in all of them: asked of "he")
    assert set(found("Where does he live now?")) == {"old", "moved"}
    assert found("Where did he live before Malmo?") == ["old"]
    assert set(found("Where does he work these days?")) == {"postdoc", "wfh"}
    assert found("What is his job title?") == ["postdoc"]  # not "works from home"
    assert found("Who is his manager these days?") == ["boss"]
    assert found("Who was his manager in 2025?") == []
    index.close()
    sealer.close()


def test_the_home_moved_into_ranks_above_the_old_one(app_factory: Callable[..., App]) -> None:
    """Through Recall: "Oskar lives with his parents in Malmo" took the keyword half alone and
    ranked first for "Where does Oskar live now?", the move into Lund second; asked about
    the time before, the old home still leads."""
    app = app_factory(background=False)
    ctx = CallContext("default", Role.OPERATOR)
    for i, text in enumerate(
        [
            "Oskar lives with his parents in Malmo while he finishes his degree.",
            "Oskar is a nurse on the cardiology ward at Skane University Hospital.",
            "Oskar plays floorball on Wednesday evenings.",
            "Oskar is dating Linnea, a vet in Lund; they take the train to see each other.",
            "Oskar is allergic to penicillin.",
            "Oskar's favourite band is Kent.",
            "Oskar ran the Lund half marathon in 1:52.",
            "Oskar and Linnea moved in together to a flat in Lund by the park.",
            "Oskar bought a second-hand road bike.",
            "Oskar's grandmother turned 90 in March.",
        ]
    ):
        app.core.remember(
            ctx, "oskar", MemoryInput(content=text, occurred_at=NOW + timedelta(days=30 * i))
        )

    def first(cue: str) -> str:
        return app.core.recall(ctx, "oskar", RecallQuery(cue=cue, top_k=5))[0].memory.content

    assert first("Where does Oskar live now?").startswith("Oskar and Linnea moved in")
    assert first("Where did Oskar live before Lund?").startswith("Oskar lives with his")


@pytest.mark.parametrize(
    ("term", "text", "says"),
    [("work", "Maya started as design lead at Nortada Studio.", True),
     ("work", "Keiko took up a postdoc at OIST.", True),
     ("work", "Bram joined Mollie as a staff engineer.", True),
     ("live", "Keiko and Daniel moved in together to a house in Nago.", True),
     ("live", "Bram and Joris relocated to Utrecht.", True),
     ("drive", "Bram leased a Volkswagen ID.3.", True),
     ("manag", "Pieter left Mollie; Bram now reports to Femke.", True),
     ("work", "Maya does yoga on Saturday mornings.", False),
     ("live", "Since the move, Bram leased a car.", False),
     ("tea", "Maya moved to Porto.", False)],
)  # fmt: skip
def test_a_memory_says_the_state_a_cue_asks_about(term: str, text: str, says: bool) -> None:
    assert says_state(term, text) is says


def _hit(mid: str, content: str, score: float, days: int) -> Hit:
    m = memory(id=mid, content=content, occurred_at=NOW + timedelta(days=days))
    return Hit(memory=m, score=score, relevance=score, components={})


def test_a_new_job_said_as_taking_it_passes_the_old_one() -> None:
    """ "Where does Maya work these days?": "Maya works as a product designer at Caravela"
    and "Maya started as design lead at Nortada Studio" share no word of the cue but its
    state, and are 0.4 apart in meaning (below every similarity bar): the old job led."""
    hits = [
        _hit("old", "Maya works as a product designer at Caravela.", 0.49, 0),
        _hit("yoga", "Maya does yoga on Saturday mornings.", 0.46, 20),
        _hit("new", "Maya started as design lead at Nortada Studio.", 0.42, 200),
        _hit("veg", "Maya is vegetarian.", 0.40, 30),
        _hit("pip", "Maya adopted a greyhound called Pip.", 0.39, 40),
        _hit("run", "Maya runs on Sundays.", 0.38, 50),
    ]
    vectors = {h.memory.id: np.eye(8)[i] for i, h in enumerate(hits)}
    vectors["new"] = 0.4 * vectors["old"] + 0.9 * vectors["new"]  # cosine 0.41
    cue = "Where does Maya work these days?"
    out = in_time_order(
        hits, vectors, margin=0.1, similarity=0.6, present=cue, said_now=True, cue=cue
    )
    assert [h.memory.id for h in out][:2] == ["new", "old"]
    # a cue not about now leaves them in their order
    past = in_time_order(hits, vectors, margin=0.1, similarity=0.6, cue=cue)
    assert past[0].memory.id == "old"
