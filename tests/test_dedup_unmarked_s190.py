"""Changes told without an English change marker (`service.dedup.retold.unmarked_change`):
a state ended by an event ("had the baby" after "is pregnant"), another employer in Dutch,
German, French, Spanish or Portuguese with that language's "since" / "now", the household's
move ("we moved to") after "I live in", and a habit ended in Japanese or Korean. A helper
probe (s190 upd2) kept each as two current memories, so recall answered with the old one.
Each look-alike beside them (another person, a wish, a past with a year, a second employer
with no marker) keeps both. Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Elif is pregnant.", "Elif gave birth to a daughter on Friday.", 0.77),
     ("Jonas is vegan.", "Jonas started eating fish again.", 0.53),
     ("My son is a student at Yale.", "My son graduated from Yale.", 0.88),
     ("My aunt is in the hospital.", "My aunt came home from the hospital.", 0.87)],
)  # fmt: skip
def test_an_event_that_ends_a_state_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Ik werk bij Unilever.", "Ik werk sinds januari bij Heineken.", 0.71),
     ("Je travaille chez Total.", "Je travaille désormais chez Engie.", 0.72),
     ("Trabalho na Vale.", "Trabalho na Embraer desde abril.", 0.70)],
)  # fmt: skip
def test_another_employer_in_other_languages_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I live in Glasgow.", "We moved to Edinburgh in the spring.", 0.59),
     ("I live in Madrid.", "My husband and I relocated to Seville.", 0.47)],
)  # fmt: skip
def test_the_households_move_supersedes_where_i_live(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("毎晩ビールを飲みます。", "もうビールは飲みません。", 0.82),
     ("テニスをしています。", "テニスはやめました。", 0.81),
     ("저는 매일 게임을 해요.", "게임은 더 이상 하지 않아요.", 0.73),
     ("수영을 배우고 있어요.", "수영을 그만뒀어요.", 0.92)],
)  # fmt: skip
def test_a_habit_ended_in_japanese_or_korean_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Elif is pregnant.", "My neighbour gave birth to a daughter on Friday.", 0.60),
     ("I'm unemployed.", "I hope to get hired at Zalando.", 0.60),
     ("I'm unemployed.", "I joined a running club.", 0.60),
     ("Jonas is vegan.", "Jonas wants to start eating fish again.", 0.60),
     ("Jonas is vegan.", "Jonas started eating fish back in 2010.", 0.60),
     ("Ik werk bij Unilever.", "Mijn vrouw werkt sinds januari bij Heineken.", 0.60),
     ("Trabajo en Santander.", "Trabajo en CaixaBank.", 0.60),
     ("Ich arbeite bei Bosch.", "Ich habe früher bei Continental gearbeitet.", 0.65),
     ("I live in Glasgow.", "My sister moved to Edinburgh in the spring.", 0.60),
     ("I live in Glasgow.", "We want to move to Edinburgh.", 0.61),
     ("I live in Glasgow.", "We moved to Glasgow in 2019.", 0.71),
     ("I live in Glasgow.", "We moved to Edinburgh back in 2012.", 0.60),
     ("毎晩ビールを飲みます。", "兄はもうビールを飲まない。", 0.78),
     ("毎晩ビールを飲みます。", "もうビールは飲まないの\uff1f", 0.80),
     ("수영을 배우고 있어요.", "언니는 수영을 그만뒀어요.", 0.72)],
)  # fmt: skip
def test_another_person_a_wish_or_a_past_keeps_both(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The dashboard uses Vue 2.", "Migrated the dashboard to Vue 3.", 0.82),
     ("Kafka version is 3.4.", "We bumped Kafka to 3.7.", 0.79)],
)  # fmt: skip
def test_a_version_raised_in_other_words_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("The server runs Debian 11.", "We upgraded the build server to Debian 12.", 0.74),
     ("The dashboard uses Vue 2.", "Should we migrate the dashboard to Vue 3?", 0.78),
     ("The dashboard uses Vue 2.", "Migrated the docs site to Vue 3.", 0.63)],
)  # fmt: skip
def test_another_thing_upgraded_or_a_question_keeps_both(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My sister is pregnant.", "My sister had a baby shower.", 0.57),
     ("I'm looking for a job.", "I got a job interview at Google.", 0.46),
     ("Maya is vegetarian.", "Maya eats meat substitutes.", 0.83),
     ("Priya is a student at MIT.", "Priya graduated from Stanford.", 0.78),
     ("Je travaille chez Renault.", "Je travaille maintenant chez moi.", 0.74),
     ("Trabajo en Telefónica.", "Trabajo en el turno de noche desde marzo.", 0.52),
     ("毎朝コーヒーを飲みます。", "コーヒーを飲むのをやめたい。", 0.75),
     ("담배를 피워요.", "담배를 그만뒀으면 좋겠어요.", 0.74)],
)  # fmt: skip
def test_an_event_about_something_else_or_a_wish_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    """A baby shower, an interview, working from home or a night shift, another school, a
    wish to quit: the state stays true, so the old memory must stay in recall."""
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
