"""The learned backstop behind the privacy rules (service/secret_backstop.py).

The secrets below are from blind privacy probes, phrased the way no rule reads: the rules alone
leave each value in the text. The first six are from probes 182-194, which the first model was
measured on and the current one learns from; the rest are from probes 196 and 198, which no
model learned from (`scripts/train_secret_backstop.py` holds out 196-202)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from service.privacy import PrivacyGuard
from service.secret_backstop import DEFAULT_PATH, hashed, shipped

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"

# (the Swahili "nywila ni Nairobi_2024x" that led this list is the rules' since privacy
# probe s180: tests/test_privacy_probe_s180.py)
MISSED_BY_THE_RULES = [
    ("Per gli ospiti: rete 'Lucia_Home', la password è sul cartoncino... no wait, the card fell "
     "behind the fridge, just save it: limoncello_2023", ["limoncello_2023"]),
    ("church hall: alarm panel's behind the kitchen door. 1-8-8-7 then OFF. If it starts "
     "beeping you've got 30 secs", ["1-8-8-7"]),
    ('Papa forwarded this: "Lucia the bank sent letter with new TAN 884 120 what do I do with '
     'it??" — keep it till I call him', ["884", "120"]),
    ("Wifi nhà mới: mạng là NhaMinh_5G, pass conmeo_2019tet (viết thường hết nha)",
     ["conmeo_2019tet"]),
    ("BSN van Noah voor de zorgverzekering, want ze vroegen erom bij de aanmelding: 204617385",
     ["204617385"]),
    ("A Joana pediu o PIN do telemóvel da loja para ver as encomendas do WhatsApp. Dei-lhe: "
     "190384", ["190384"]),
    ("the three digits on the back of the department Amex — well actually four on Amex — are "
     "4471", ["4471"]),
    ("the wifi at mum's is still the thing dad set up years ago — BlueHydrangea_1962 — "
     "remember the underscore or it won't take it", ["BlueHydrangea_1962"]),
    ("Allora, il WiFi del laboratorio: nome 'FornoRossi_Lab', password tutta minuscola "
     "ciabatta2019pane", ["ciabatta2019pane"]),
    ("Kun je onthouden dat mijn zakelijke pas 4416 als pincode heeft? Ik vergeet hem steeds bij "
     "de kassa van de kantine.", ["4416"]),
]  # fmt: skip

ORDINARY = [
    "I have 2 kids and a dog named Biscuit.",
    "Flight BA117 leaves at 09:40 from gate 22.",
    "Order 4539 1488 0343 6467 312 shipped on 11/28.",
    "My daughter turns 7 on 14 March 2026.",
    "We moved to flat 3B at 221 Baker Street in 2019.",
    "The meeting moved to room 1204 on the 12th floor.",
    "Call the clinic on 020 7946 0958 before 5pm.",
    "Upgraded the laptop to Ubuntu 24.04 and Python 3.12.",
    "The kids are 4, 7, 9 and 12 years old.",
    "We scored 3 2 1 in the three quiz rounds.",
    "Pi to ten digits is 3 1 4 1 5 9 2 6 5 3",
    "Tonight lotto picks: 4 8 1 5 9 2",
]


@pytest.mark.parametrize(("text", "values"), MISSED_BY_THE_RULES)
def test_the_backstop_catches_what_the_rules_leave(text: str, values: list[str]) -> None:
    assert any(v in PrivacyGuard(learned=False).clean(text, "content")[0] for v in values)
    cleaned, found = PrivacyGuard().clean(text, "content")
    assert found and not any(v in cleaned for v in values), cleaned


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_numbers_are_left_alone(text: str) -> None:
    assert PrivacyGuard().scan(text) == []


def test_a_rule_names_the_kind_where_both_find_a_value() -> None:
    """The model only adds what no rule found: "password" stays the kind a reject names."""
    found = PrivacyGuard().scan("My password is Falcon!2231xYz")
    assert [r.kind for r in found] == ["password"]


def test_a_value_in_groups_is_redacted_whole_and_its_name_kept() -> None:
    cleaned, _ = PrivacyGuard().clean(
        "Googleのバックアップコード残り2つ\uff1a4829 1034 / 7751 6620。", "content"
    )
    assert "7751" not in cleaned and "6620" not in cleaned
    config = "SMS_PROVIDER=twilio\nTWILIO_ACCOUNT_SID=9b3e71f0c2a84d56e7f1a0b9c3d2e4f6\n"
    cleaned, _ = PrivacyGuard().clean(config, "content")
    assert "TWILIO_ACCOUNT_SID=[REDACTED:" in cleaned and "SMS_PROVIDER=twilio" in cleaned


def test_a_code_told_digit_by_digit_is_one_value() -> None:
    """Spaced single digits are what a keypad takes; as separate tokens no candidate held
    them (held-out probes 184-190 missed six such codes)."""
    text = "sister: what's the garage code?? Tom: 2 5 8 0 then enter, wait for the green light"
    assert "2 5 8 0" in PrivacyGuard(learned=False).clean(text, "content")[0]
    cleaned, _ = PrivacyGuard().clean(text, "content")
    assert "Tom: [REDACTED:secret] then enter" in cleaned


def test_an_amount_beside_a_secret_is_left() -> None:
    """A text about a PIN lifts every number in it; a price or a measure is still not a
    secret ("2300 euros", "€45")."""
    guard = PrivacyGuard()
    for text, value in (
        ("PIN is 4821 and the balance is 2300 euros", "2300 euros"),
        ("key box code 2770, and the locksmith charged €145 for it", "€145"),
    ):
        cleaned, found = guard.clean(text, "content")
        assert found and value in cleaned, cleaned


def test_a_word_that_is_also_a_unit_does_not_make_an_amount() -> None:
    """Italian "lei" (she) is also Romania's currency, "Ms" a unit of time: the code before
    them is still a code (a review's)."""
    for text, value in (
        ("Il lucchetto della palestra si apre con 7395 lei lo sa già", "7395"),
        ("garage keypad 7395 Ms Patel knows it", "7395"),
    ):
        cleaned, _ = PrivacyGuard().clean(text, "content")
        assert value not in cleaned, cleaned


def test_a_value_ends_at_cjk_punctuation() -> None:
    """A CJK sentence runs on without a space after "。": only the value is redacted."""
    cleaned, _ = PrivacyGuard().clean(
        "Googleのバックアップコード残り2つ\uff1a4829 1034 / 7751 6620。"
        "もう新しいの作った方がいい\uff1f",
        "content",
    )
    assert "6620" not in cleaned and cleaned.endswith("。もう新しいの作った方がいい\uff1f")


def test_features_hash_the_same_everywhere() -> None:
    """CRC-32, not Python's salted hash: the script that fits the weights and the service that
    reads them must agree on every machine."""
    assert hashed(["L:password", "shape=a+d+"]).tolist() == [
        v & ((1 << 18) - 1) for v in (2364759208, 4064381189)
    ]


def test_the_shipped_model_loads_with_its_threshold() -> None:
    model = shipped()
    assert model is not None and model.weights.shape == (1 << 18,)
    assert 0.85 <= model.threshold < 1.0
    with np.load(DEFAULT_PATH) as data:
        assert '"held_out": ["196", "198", "200", "202"]' in str(data["provenance"])


@pytest.mark.slow
@pytest.mark.skipif(not SHARED.exists(), reason="needs ../shared/data")
def test_the_training_script_rebuilds_the_shipped_weights(tmp_path: Path) -> None:
    out = tmp_path / "backstop.npz"
    subprocess.run(
        [sys.executable, "scripts/train_secret_backstop.py", "--data", str(SHARED), "--out",
         str(out)],
        cwd=ROOT, check=True, capture_output=True, timeout=900,
    )  # fmt: skip
    with np.load(out) as got, np.load(DEFAULT_PATH) as want:
        assert np.array_equal(got["weights"], want["weights"])
        assert float(got["threshold"]) == float(want["threshold"])
