"""Rivals for a question about now told only by its tense, and for a question that asks when
something happened (blind recall probe 150)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from service.domain import Hit
from service.recall.changes import announces_change
from service.recall.rivals import ChangeReach, in_time_order, without_names
from service.recall.tense import asks_in_present, asks_when_it_happened
from tests.memories import memory

NOW = datetime(2026, 1, 1, tzinfo=UTC)
CHANGE = ChangeReach(margin=0.3, similarity=0.5, specificity=0.15)


def _hit(mid: str, score: float, days: int, content: str, dense: float) -> Hit:
    m = memory(id=mid, peer_id="maya", content=content, occurred_at=NOW + timedelta(days=days))
    return Hit(memory=m, score=score, relevance=score, components={"dense": dense})


def _apart(cosine: float) -> dict[str, np.ndarray]:
    """ "old" and "new" `cosine` apart, three others far from both and from each other."""
    e = np.eye(64)
    return {
        "old": e[0],
        "new": cosine * e[0] + np.sqrt(1 - cosine**2) * e[1],
        **{f"o{i}": e[10 + i] for i in range(3)},
    }


def _others() -> list[Hit]:
    return [
        _hit("o0", 0.25, 100, "Maya works as design lead at Brightwave.", 0.5),
        _hit("o1", 0.24, 350, "Maya's night runs are on Tuesdays.", 0.5),
        _hit("o2", 0.23, 120, "Maya prefers video calls after 4pm.", 0.5),
    ]


@pytest.mark.parametrize(
    ("cue", "present"),
    [("Who is Maya's manager?", True),
     ("What's the app's store rating?", True),
     ("Where does Ines's mum live?", True),
     ("Which car does she drive?", True),
     ("Who was Maya's boss at her old job?", False),
     ("What did Maya do for her birthday?", False),
     ("When did Maya change jobs?", False),
     ("Is Owen moving to Bristol?", False)],
)  # fmt: skip
def test_a_question_put_in_the_present_tense_asks_about_now(cue: str, present: bool) -> None:
    assert asks_in_present(cue) is present


@pytest.mark.parametrize(
    ("cue", "asked"),
    [("When did Ines start swimming?", True),
     ("When was Kofi promoted to senior data engineer?", True),
     ("when were the tiles delivered?", True),
     ("When is the standup now?", False),
     ("What happened when she moved?", False),
     ("Where did she live when she was a student?", False)],
)  # fmt: skip
def test_a_question_about_when_an_event_happened_is_told_apart(cue: str, asked: bool) -> None:
    assert asks_when_it_happened(cue) is asked


def test_names_leave_a_present_tense_cue_but_its_first_word_stays() -> None:
    assert without_names("Who is Maya's manager?").split() == ["Who", "is", "manager?"]
    assert without_names("What does Hanna do for a living?").split() == [
        "What",
        "does",
        "do",
        "for",
        "a",
        "living?",
    ]


def test_a_present_tense_question_lifts_the_later_of_two_hits_that_say_what_it_asks() -> None:
    """ "Who is Maya's manager?": "Maya's manager at Kestrel is Dev" and "Maya's new manager
    at Brightwave is Sofia" are 0.49 apart, below every similarity bar, and only the
    shared-word rule pairs them; with no "now" in the cue it used not to run at all."""
    old = _hit("old", 0.494, 0, "Maya's manager at Kestrel is Dev Patel.", 0.70)
    new = _hit("new", 0.492, 150, "Maya's manager at Brightwave is Sofia Reyes.", 0.72)
    hits = [old, new, *_others()]
    cue = without_names("Who is Maya's manager?")
    out = in_time_order(hits, _apart(0.49), margin=0.1, similarity=0.6, present=cue, said_now=False)
    assert [h.memory.id for h in out[:2]] == ["new", "old"]


def test_a_present_tense_question_pairs_no_hits_on_a_name_or_a_word_not_both_say() -> None:
    """The name is whom it is about, not what it asks; a later hit that is less like the cue,
    or lacks a word of it the earlier one has, is about something else ("officially divorced"
    for "the name of Lars's divorce solicitor?")."""
    vectors = _apart(0.45)
    cue = without_names("What does Hanna do for a living?")
    job = _hit("old", 0.35, 0, "Maya's sister Hanna is a nurse in Glasgow.", 0.56)
    wedding = _hit("new", 0.34, 200, "Hanna's wedding is planned for May in Edinburgh.", 0.60)
    out = in_time_order(
        [job, wedding, *_others()],
        vectors,
        margin=0.1,
        similarity=0.6,
        present=cue,
        said_now=False,
    )
    assert out[0].memory.id == "old"
    cue = without_names("What's the name of Lars's divorce solicitor?")
    lawyer = _hit("old", 0.40, 0, "Met the solicitor Henrik Dahl about the divorce.", 0.60)
    final = _hit("new", 0.39, 150, "Lars is officially divorced.", 0.65)
    for later in (final, dataclasses.replace(final, components={"dense": 0.5})):
        out = in_time_order(
            [lawyer, later, *_others()],
            vectors,
            margin=0.1,
            similarity=0.6,
            present=cue,
            said_now=False,
        )
        assert out[0].memory.id == "old"
    # the same words, but the later is less like the cue: "Pepper is down to the vet's target"
    cue = without_names("What is the name of Pepper's vet?")
    vet = _hit("old", 0.45, 0, "Pepper's vet is Dr. Osei at Village Vets.", 0.76)
    weight = _hit("new", 0.44, 200, "Pepper is down to 28 kg, right at the vet's target.", 0.67)
    out = in_time_order(
        [vet, weight, *_others()], vectors, margin=0.1, similarity=0.6, present=cue, said_now=False
    )
    assert out[0].memory.id == "old"


def test_only_a_cue_that_says_now_gives_any_later_rival_the_change_reach() -> None:
    """ "Who is Hanna marrying?" lifted "Hanna's wedding is planned" 0.2 up over "Hanna got
    engaged to Callum": a cue about now by its tense alone keeps the plain margin."""
    old = _hit("old", 0.60, 0, "Hanna got engaged to her boyfriend Callum.", 0.81)
    new = _hit("new", 0.40, 200, "Hanna's wedding is planned for May in Edinburgh.", 0.60)
    hits = [old, *_others(), new]
    cue = "Who is Hanna marrying?"
    kept = in_time_order(
        hits,
        _apart(0.8),
        margin=0.1,
        similarity=0.9,
        change=CHANGE,
        present=without_names(cue),
        said_now=False,
    )
    assert kept[0].memory.id == "old"
    said = in_time_order(
        hits, _apart(0.8), margin=0.1, similarity=0.9, change=CHANGE, present=cue + " now"
    )
    assert said[0].memory.id == "new"


def test_a_when_cue_lifts_a_later_event_only_when_it_is_more_like_the_cue() -> None:
    """ "When did Ines start swimming?": "Ines stopped swimming; the pool closed" announces a
    change and was lifted 0.27 up over "Ines started swimming"; "had the knee repair" after
    "decided to try physio before any surgery" is the event the cue asks about, and leads."""
    started = _hit("old", 0.60, 0, "Ines started swimming twice a week.", 0.74)
    stopped = _hit("new", 0.33, 180, "Ines stopped swimming because the pool closed.", 0.51)
    hits = [started, *_others(), stopped]
    lifted = in_time_order(hits, _apart(0.8), margin=0.1, similarity=0.6, change=CHANGE)
    assert lifted[0].memory.id == "new"  # a cue about the state now: the change leads
    kept = in_time_order(hits, _apart(0.8), margin=0.1, similarity=0.6, change=CHANGE, closer=True)
    assert kept[0].memory.id == "old"
    plan = _hit("old", 0.36, 0, "Decided to try physio before considering any surgery.", 0.30)
    done = _hit("new", 0.30, 120, "Had the meniscus repair on his left knee.", 0.42)
    out = in_time_order(
        [plan, done, *_others()], _apart(0.7), margin=0.1, similarity=0.6, closer=True
    )
    assert out[0].memory.id == "new"


@pytest.mark.parametrize(
    ("text", "change"),
    [("Maya's new manager at Brightwave is Sofia Reyes.", True),
     ("Her new GP is Dr. Rao.", True),
     ("Parcelo's rating dropped to 4.2 after the October update.", True),
     ("Her HbA1c improved to 6.9%.", True),
     ("Cian's school now has a new allergy action plan on file.", False),
     ("Their new year party was fun.", False),
     ("The rating dropped to the bottom of her worries.", False)],
)  # fmt: skip
def test_a_role_taken_by_someone_new_and_a_number_that_moved_announce_a_change(
    text: str, change: bool
) -> None:
    assert announces_change(text) is change
