"""The times a cue names beyond English month names: days, weeks, dates and holidays in the
languages users write in (`service.recall.when_days`, `when_dates`, `when_holidays`).

`now` is Sunday 2026-12-06, noon, as on the recall probes where "what did I do last week?"
missed in five peers of eight."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from service.recall.when import cue_window, without_span_back

SUNDAY = datetime(2026, 12, 6, 12, tzinfo=UTC)


def at(year: int, month: int, day: int, hour: int = 0) -> datetime:
    return datetime(year, month, day, hour, tzinfo=UTC)


def day(year: int, month: int, date: int) -> tuple[datetime, datetime]:
    """A named day: noon before it to noon after it."""
    start = at(year, month, date)
    return start - timedelta(hours=12), start + timedelta(hours=36)


@pytest.mark.parametrize(
    ("cue", "window"),
    [# "last week" on a Sunday: the days just gone and the Monday-to-Sunday week before
     ("what did I do last week?", (at(2026, 11, 23), at(2026, 12, 6))),
     ("Qu'est-ce que j'ai fait la semaine dernière ?", (at(2026, 11, 23), at(2026, 12, 6))),
     ("Was war letzte Woche los?", (at(2026, 11, 23), at(2026, 12, 6))),
     # days back from now
     ("what did I get up to this past week?", (at(2026, 11, 28, 12), SUNDAY)),
     ("anything new in the last 10 days?", (at(2026, 11, 25, 12), SUNDAY)),
     ("what happened over the past few days", (at(2026, 12, 2, 12), SUNDAY)),
     ("Qu'a-t-il dit le mois dernier ?", (at(2026, 11, 1), at(2026, 12, 1))),
     ("¿Qué hicimos el año pasado?", (at(2025, 1, 1), at(2026, 1, 1))),
     ("What did we catch the weekend before last?", (at(2026, 11, 21), at(2026, 11, 23))),
     ("what did we do this week?", (at(2026, 11, 30), at(2026, 12, 7))),
     # a weekday: the most recent one before today
     ("Which room did we use on Tuesday?", day(2026, 12, 1)),
     ("Who picked the kids up Thursday evening?", day(2026, 12, 3)),
     ("Was hat Oma am Montag gesagt?", day(2026, 11, 30)),
     ("Où avons-nous dîné vendredi soir ?", day(2026, 12, 4)),
     ("¿Qué compramos el sábado?", day(2026, 12, 5)),
     ("what did I cook on Sunday?", day(2026, 11, 29)),
     ("O que fizemos na quinta?", day(2026, 12, 3)),
     # yesterday, in any language (French "hier" only among French words)
     ("Was hat Henrik gestern gemacht?", (at(2026, 12, 5), at(2026, 12, 6))),
     ("Co Kasia upiekła wczoraj?", (at(2026, 12, 5), at(2026, 12, 6))),
     ("Qu'est-ce que maman m'a dit hier ?", (at(2026, 12, 5), at(2026, 12, 6))),
     ("¿Qué pasó anteayer?", (at(2026, 12, 4), at(2026, 12, 5))),
     # a date: that day
     ("what happened on 3 December?", day(2026, 12, 3)),
     ("Was ist am 3. Dezember passiert?", day(2026, 12, 3)),
     ("¿qué pasó el 16 de abril de 2025?", day(2025, 4, 16)),
     ("Dokąd pojechałem 14 listopada?", day(2026, 11, 14)),
     ("Hva skjedde 17. mai 2025?", day(2025, 5, 17)),
     ("What happened on March 15, 2024?", day(2024, 3, 15)),
     ("the meeting on the 14th of July", day(2026, 7, 14)),
     ("anything on December 14th?", day(2026, 12, 14)),  # ahead: nothing happened then yet
     ("notes from 2026-03-14", day(2026, 3, 14)),
     ("Protokoll vom 14.03.2026", day(2026, 3, 14)),
     ("receipt of 25/03/2026", day(2026, 3, 25)),
     ("3月14日に何をした?", day(2026, 3, 14)),
     # a month in another language, with a year or a preposition
     ("co się działo w lutym 2026?", (at(2026, 2, 1), at(2026, 3, 1))),
     ("qu'est-ce que j'ai fait en août ?", (at(2026, 8, 1), at(2026, 9, 1))),
     ("Rübenrodung im Oktober?", (at(2026, 10, 1), at(2026, 11, 1))),
     ("Cosa ho deciso a marzo 2025?", (at(2025, 3, 1), at(2025, 4, 1))),
     ("¿qué pasó en abril de 2025?", (at(2025, 4, 1), at(2025, 5, 1))),
     ("Kaj sem počela avgusta 2026?", (at(2026, 8, 1), at(2026, 9, 1))),
     ("1月の帰国は?", (at(2026, 1, 1), at(2026, 2, 1))),
     ("2025年8月に何があった?", (at(2025, 8, 1), at(2025, 9, 1))),
     ("How many calves were born in February\u2013March 2026?", (at(2026, 2, 1), at(2026, 4, 1))),
     ("What came out of the May offsite?", (at(2026, 5, 1), at(2026, 6, 1))),
     # holidays by name, in other languages, with a year, "last year" or none
     ("What did the family do for Diwali 2025?", (at(2025, 10, 18), at(2025, 10, 24))),
     ("¿Qué pasó en Nochebuena de 2025?", (at(2025, 12, 23), at(2025, 12, 26))),
     ("Where did we go on Valentine\u2019s Day?", (at(2026, 2, 13), at(2026, 2, 16))),
     ("What happened on Mexican Independence Day?", (at(2026, 9, 15), at(2026, 9, 18))),
     ("Where was Canadian Thanksgiving 2025?", (at(2025, 10, 12), at(2025, 10, 15))),
     ("What did we do for Thanksgiving last year?", (at(2025, 11, 26), at(2025, 12, 1))),
     ("What did I buy on Black Friday?", (at(2026, 11, 27), at(2026, 11, 28))),
     ("What did he get for Father's Day 2026?", (at(2026, 6, 20), at(2026, 6, 23))),
     ("Día de los Muertos 2025 - how did we do?", (at(2025, 10, 31), at(2025, 11, 3))),
     ("Was haben wir Weihnachten 2025 gemacht?", (at(2025, 12, 20), at(2026, 1, 2))),
     # a holiday named after a weekday is the holiday ("mardi", "viernes" are weekdays too)
     ("What did we do for Mardi Gras?", (at(2026, 2, 11), at(2026, 2, 19))),
     ("¿Qué hicimos el Viernes Santo de 2025?", (at(2025, 4, 17), at(2025, 4, 20))),
     ("Where was the Christmas party in 2025?", (at(2025, 1, 1), at(2026, 1, 1)))],
)  # fmt: skip
def test_a_cue_names_its_day_week_date_or_holiday(
    cue: str, window: tuple[datetime, datetime]
) -> None:
    assert cue_window(cue, SUNDAY) == window


def test_last_week_said_midweek_is_the_week_before_this_one() -> None:
    wednesday = datetime(2026, 12, 2, 12, tzinfo=UTC)
    assert cue_window("what did I do last week?", wednesday) == (at(2026, 11, 22), at(2026, 11, 30))


def test_a_day_with_no_year_months_ahead_is_last_years() -> None:
    january = datetime(2026, 1, 10, tzinfo=UTC)
    assert cue_window("what did we do on 20 December?", january) == day(2025, 12, 20)


@pytest.mark.parametrize(
    ("cue", "inside", "outside"),
    [("What was inspected two and a half weeks ago?", [15, 18, 21], [10, 26]),
     ("what did we record a couple of months back?", [50, 61, 70], [20, 100]),
     ("What happened on the shift two nights ago?", [2], [5])],
)  # fmt: skip
def test_more_spans_back_from_now(cue: str, inside: list[int], outside: list[int]) -> None:
    window = cue_window(cue, SUNDAY)
    assert window is not None
    assert all(window[0] <= SUNDAY - timedelta(days=d) < window[1] for d in inside)
    assert not any(window[0] <= SUNDAY - timedelta(days=d) < window[1] for d in outside)


@pytest.mark.parametrize(
    "cue",
    ["What time is my Tuesday class?",  # a weekday as a name, no day said to have passed
     "Does she swim on Tuesdays?",  # a habit
     "Who drives every Friday?",
     "Qu'est-ce qu'on mange le lundi ?",
     "¿Quién cocina los lunes?",
     "What are we doing next Friday?",  # ahead
     "What will we eat on Saturday?",
     "Should I reply to the email on Sunday?",  # what to do, not what was done
     "Would she have a drink on a Tuesday night?",
     "Who minds the kids on Saturday nights?",
     "when did I first finish the Saturday morning run?",
     "What are our Christmas plans?",
     "Ik woon hier al tien jaar",  # Dutch "hier" is "here"
     "Non ho mai visto Roma",  # Italian "mai" is "never"
     "Did the Mars rover land?",
     "the march on Washington",
     "Where did she buy the Christmas tree?",
     "What's the plan for the quinta in Sintra?",  # a villa
     "Which flat is 3/4?"],
)  # fmt: skip
def test_words_that_name_no_time(cue: str) -> None:
    assert cue_window(cue, SUNDAY) is None


@pytest.mark.parametrize(
    ("cue", "year"),
    [("Where did Leo have swimming lessons at the start of the year?", 2026),
     ("What happened at the beginning of last year?", 2025),
     ("What did we decide early this year?", 2026),
     ("Which plans did Noor make early 2025?", 2025)],
)  # fmt: skip
def test_the_start_of_a_year_is_its_first_quarter(cue: str, year: int) -> None:
    """Blind probe 140: "at the start of the year" named no time, and May's swimming lessons
    came before January's."""
    assert cue_window(cue, SUNDAY) == (at(year, 1, 1), at(year, 4, 1))
    assert cue_window("What does she write at the start of lessons?", SUNDAY) is None


def test_since_the_start_of_a_year_runs_to_now() -> None:
    """(review: "the" before "start" stood between "since" and the phrase, so "since the start
    of the year" read as January to March and left out what came after)"""
    assert cue_window("What have I spent since the start of the year?", SUNDAY) == (
        at(2026, 1, 1),
        SUNDAY,
    )
    assert cue_window("What did we decide before the beginning of the year?", SUNDAY) == (
        at(1970, 1, 1),
        at(2026, 1, 1),
    )


def test_the_year_of_a_month_in_another_language_leaves_the_keyword_search() -> None:
    assert "2026" not in without_span_back("co się działo w lutym 2026?")
    assert "2025" not in without_span_back("¿Qué pasó en Nochebuena de 2025?")
