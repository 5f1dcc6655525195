"""A seed phrase given after a colon with a wallet named near it, whatever its
checksum (blind privacy probes 200 and 202 of 2026-12-06: the phrases people copy out or make
up fail it, and the words that name them stood after the run or too far before it)."""

from __future__ import annotations

import pytest

from service.privacy import PrivacyGuard

PHRASES = [
    "my brother set up a crypto wallet thing for me. the words are: orbit lemon crane velvet "
    "hollow pitch arena smoke tunnel basket fiber grace. he says never lose them",
    "backup in case the paper one burns lol: orbit canyon velvet lunar tiger spoon habit excuse "
    "margin cradle dwarf pelican — that's my ledger, 12 words in order",
]

NOT_PHRASES = [
    # a list of things in a sentence, in a text about a wallet
    "My crypto wallet is on my phone; I bought some apple banana coffee orange soup honey lemon "
    "bread butter cheese milk sugar at the shop",
    # a list after a colon that says what it is
    "Crypto wallet talk tonight. Shopping list: apple banana coffee orange soup honey lemon "
    "bread butter cheese milk sugar",
    # a ledger of spending, and a recipe beside a wallet's notes (a review's)
    "Budget categories in my ledger: rent, food, travel, fuel, gift, coffee, gym, phone, "
    "school, water, music, movie",
    "Mum's recipe (she keeps it next to her crypto wallet notes lol):\nsugar butter egg milk "
    "salt lemon honey cream cheese apple bread orange",
    # twelve list words after a colon, and no wallet
    "Words of the week: orbit lemon crane velvet hollow pitch arena smoke tunnel basket fiber "
    "grace",
]


@pytest.mark.parametrize("text", PHRASES)
def test_the_phrase_is_redacted(text: str) -> None:
    cleaned, found = PrivacyGuard().clean(text, "content")
    assert [r.kind for r in found] == ["seed_phrase"]
    assert "velvet" not in cleaned and "[REDACTED:seed_phrase]" in cleaned


@pytest.mark.parametrize("text", NOT_PHRASES)
def test_a_list_of_words_is_left(text: str) -> None:
    assert PrivacyGuard().scan(text) == []
