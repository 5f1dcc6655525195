"""A question about a thing's status wants the latest step it reached (`service/recall/
status.py`): rivals in time order lift a later close memory that reports progress over the
start that names the thing in the question's words, and not one merely about the field."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from service.domain import Hit
from service.recall.rivals import ChangeReach, in_time_order
from service.recall.status import asks_status, reports_progress
from service.recall.tense import asks_what_followed
from service.settings import RecallSettings
from tests.memories import memory

NOW = datetime(2026, 1, 1, tzinfo=UTC)
S = RecallSettings()
CHANGE = ChangeReach(
    margin=S.rival_change_margin,
    similarity=S.rival_change_similarity,
    specificity=S.rival_change_specificity,
)
CUE = "What's the status of Tomas's extension?"


@pytest.mark.parametrize(
    ("cue", "status"),
    [("What's the status of Tomas's extension?", True),
     ("How is Priya's master's going?", True),
     ("How is the novel coming along?", True),
     ("Any news on the visa?", True),
     ("What is Tomas's relationship status?", False),
     ("How is Tomas's dad doing?", False),
     ("What's going on with the car?", False)],
)  # fmt: skip
def test_a_status_question_asks_what_followed(cue: str, status: bool) -> None:
    assert asks_status(cue) is status
    assert asks_what_followed(cue) is status


@pytest.mark.parametrize(
    ("text", "progress"),
    [("The council rejected Tomas's planning application; he plans to appeal.", True),
     ("Priya and Arjun booked the venue and sent save-the-date cards.", True),
     ("Priya submitted her dissertation proposal, and it was approved.", True),
     ("Tomas finished the first draft of his novel.", True),
     ("Priya went to ISMB 2025 and gave a talk on spatial clustering.", False),
     ("Priya reviewed two papers for a NeurIPS workshop.", False),
     ("Noor's passport expires in 2028.", False)],
)  # fmt: skip
def test_a_step_reached_is_progress(text: str, progress: bool) -> None:
    assert reports_progress(text) is progress


def _hit(mid: str, score: float, days: int, content: str, dense: float) -> Hit:
    m = memory(id=mid, peer_id="tomas", content=content, occurred_at=NOW + timedelta(days=days))
    return Hit(memory=m, score=score, relevance=score, components={"dense": dense})


def _order(later: str) -> list[str]:
    """The start first by 0.18, the later memory 0.6 like it in meaning, three others far."""
    e = np.eye(8)
    hits = [
        _hit(
            "start", 0.40, 0, "Tomas applied for planning permission to build an extension.", 0.62
        ),
        _hit("x1", 0.30, 10, "Tomas supports Bristol City.", 0.44),
        _hit("x2", 0.28, 20, "Tomas is thinking of adopting a third dog.", 0.40),
        _hit("later", 0.22, 200, later, 0.40),
        _hit("x3", 0.20, 30, "Tomas's birthday is 2 September.", 0.38),
    ]
    vectors = {
        "start": e[0],
        "later": 0.6 * e[0] + 0.8 * e[1],
        "x1": e[3],
        "x2": e[4],
        "x3": e[5],
    }
    out = in_time_order(
        hits,
        vectors,
        margin=S.rival_margin,
        similarity=S.rival_similarity,
        change=CHANGE,
        present="",
        said_now=False,
        cue=CUE,
        followed=asks_what_followed(CUE),
    )
    return [h.memory.id for h in out]


def test_the_latest_step_passes_the_start_that_says_the_questions_words() -> None:
    """Blind probe (session 180, second recall wave): the application ranked first, 0.18
    above the council's rejection."""
    later = "The council rejected Tomas's planning application; he plans to appeal."
    assert _order(later)[0] == "later"


def test_a_later_memory_about_the_field_but_no_step_stays_below() -> None:
    """ "What's the status of the spatial transcriptomics paper?": a talk on spatial
    clustering passed the collaboration it asks about (first-wave probe, rank 2 -> 4)."""
    assert _order("Tomas gave a talk on house extensions at the library.")[0] == "start"
