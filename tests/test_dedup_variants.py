"""Spelling variants across a pair (service.dedup.variants): a hyphenated compound and an
acronym are read as the other text writes them, and nothing else is rewritten."""

from __future__ import annotations

import pytest

from service.dedup import Relation, clear_text_caches, judge
from service.dedup.variants import _harmonise, harmonise


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user bought a flat screen TV.", "The user bought a flat-screen TV."),
        ("The user bought a flatscreen TV.", "The user bought a flat-screen TV."),
        ("The user's wifi router is in the hallway.", "The user's wi-fi router is in the hallway."),
        ("Dana is running for re-election.", "Dana is running for reelection."),
        ("The user has a part-time job.", "The user has a part time job."),
        ("The user moved to the U.S. in 2019.", "The user moved to the US in 2019."),
        ("The user moved to the United States in 2019.", "The user moved to the U.S. in 2019."),
        ("The user lives in New York City.", "The user lives in NYC."),
        ("The user met the CEO of Acme.", "The user met the chief executive officer of Acme."),
        ("Kenya Supreme Court upholds election result", "Kenya SC upholds election result"),
    ],
)
def test_two_spellings_of_one_word_are_one_statement(old: str, new: str) -> None:
    # the cosine is the floor of the gate: the spelling alone must decide
    assert judge(new, old, 0.80).relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user has a full-time job.", "The user has a part-time job."),
        ("The user's sister lives in the UK.", "The user's sister lives in the United States."),
        ("The user uses AWS for hosting.", "The user uses a web server for hosting."),
        ("The user lives in a green house.", "The user lives in a greenhouse."),
        ("The user goes to PT on Mondays.", "The user goes to pilates training on Mondays."),
    ],
)
def test_other_words_are_not_variants(old: str, new: str) -> None:
    assert judge(new, old, 0.93).relation is not Relation.DUPLICATE


def test_a_text_is_rewritten_only_toward_what_the_other_holds() -> None:
    assert harmonise("a flat-screen TV", "a plasma TV") == ("a flat-screen TV", "a plasma TV")
    assert harmonise("Lives in LA", "Lives in Lagos") == ("Lives in LA", "Lives in Lagos")
    # a two-letter acronym needs capitalised words: "last action" is not LA
    assert harmonise("Saw LA", "Saw last action")[1] == "Saw last action"
    # words across a sentence break are not one name
    assert harmonise("Met the UN.", "Met Ursula. Nobody came.")[1] == "Met Ursula. Nobody came."
    assert harmonise("From the U.S.A.", "From the United States of America") == (
        "From the USA",
        "From the USA",
    )


def test_forget_leaves_no_pair_in_the_variant_cache() -> None:
    harmonise("A secret-word here", "A secretword here")
    assert _harmonise.cache_info().currsize > 0
    clear_text_caches()
    assert _harmonise.cache_info().currsize == 0
