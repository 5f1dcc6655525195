"""A state or habit said to be over (`service.dedup.ended`): "doesn't ... anymore", "no longer",
"gave up <thing>", "quit <doing>" after "is a <doer>", and other languages' "no longer"
("nicht mehr", "ne ... plus", "ya no", "não ... mais", "non ... più", "geen ... meer", "不再").
A probe of 50 updates (s190) kept every such pair as two, so recall still answered with the
habit that had ended. Each look-alike beside them (another person, another thing, an amount
compared, a restriction, a liking, an addition) keeps both. Cosines are MiniLM's (int8 ONNX)."""

from __future__ import annotations

import pytest

from service.dedup import Relation, judge


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Nadia runs every morning.", "Nadia doesn't run anymore since her surgery.", 0.74),
     ("The user takes the train to work.", "The user no longer takes the train to work.", 0.78),
     ("Oskar is a vegetarian.", "Oskar is no longer a vegetarian.", 0.92),
     ("I eat a lot of sugar.", "I gave up sugar last month.", 0.72),
     ("I'm a heavy drinker.", "I quit drinking in March.", 0.45)],
)  # fmt: skip
def test_an_ended_habit_in_english_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Der Nutzer trinkt Alkohol.", "Der Nutzer trinkt keinen Alkohol mehr.", 0.86),
     ("Je joue au tennis le samedi.", "Je ne joue plus au tennis.", 0.86),
     ("Mi padre fuma en pipa.", "Mi padre ya no fuma.", 0.76),
     ("Ele joga futebol.", "Ele não joga mais futebol.", 0.90),
     ("Anna gioca a calcio.", "Anna non gioca più a calcio.", 0.85),
     ("Ik drink koffie.", "Ik drink geen koffie meer.", 0.83),
     ("我每天跑步。", "我不再跑步了。", 0.76)],
)  # fmt: skip
def test_an_ended_habit_in_other_languages_supersedes(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.CONTRADICTION, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("My brother smokes.", "I don't smoke anymore.", 0.54),
     ("The user plays piano.", "The user doesn't play guitar anymore.", 0.51),
     ("The user's sister's husband smokes.", "The user's sister no longer smokes.", 0.84),
     ("Ich trinke zwei Tassen Kaffee am Tag.",
      "Ich trinke nicht mehr als zwei Tassen Kaffee am Tag.", 0.95),
     ("The user likes coffee.", "The user gave up coffee.", 0.76),
     ("The user drinks coffee.", "The user also gave up coffee for Lent.", 0.61),
     ("Mein Vater raucht.", "Mein Bruder raucht nicht mehr.", 0.68),
     ("I drink coffee in the morning.", "I no longer drink coffee after 3pm.", 0.70),
     ("我哥哥抽烟。", "我不再抽烟了。", 0.87)],
)  # fmt: skip
def test_another_persons_or_things_habit_or_a_restriction_keeps_both(
    old: str, new: str, cosine: float
) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("Je joue au tennis et au golf.", "Je ne joue plus au tennis.", 0.85),
     ("I drink coffee and tea every morning.", "I gave up coffee.", 0.49),
     ("Ella plays violin and piano.", "Ella no longer plays violin.", 0.80)],
)  # fmt: skip
def test_one_of_several_things_given_up_keeps_both(old: str, new: str, cosine: float) -> None:
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason


@pytest.mark.parametrize(
    ("old", "new", "cosine"),
    [("I played rugby at university.", "I no longer play rugby.", 0.77),
     ("Tom skated when he was a kid.", "Tom stopped skating.", 0.71),
     ("The user lives in Paris.", "The user no longer lives in Berlin.", 0.56)],
)  # fmt: skip
def test_a_past_or_another_place_keeps_both(old: str, new: str, cosine: float) -> None:
    """A past told stays true when the habit ends (MSC personas: "I played hockey when I was
    younger" / "I stopped playing hockey"); "in Berlin" is no time to set aside."""
    verdict = judge(new, old, cosine)
    assert verdict.relation is Relation.DISTINCT, verdict.reason
