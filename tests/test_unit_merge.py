"""Merge rules (`service.reconcile.merge_into`) on hand-built entries: no model, no store.

The survivor keeps the stored entry's id; its text follows trust (operator > peer > agent),
then informativeness; a lower-trust text never replaces a higher-trust one. Everything else
is a union or a maximum of the two entries, and the merge counts as one more access.
"""

from __future__ import annotations

import dataclasses
import itertools
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from service.dedup import informativeness
from service.domain import Fact, Memory, Origin, Retention
from service.reconcile import merge_into

T0 = datetime(2025, 1, 1, tzinfo=UTC)
NOW = T0 + timedelta(days=10)
SHORT = "My dog is Rex"  # fewer content words than LONG
LONG = "My dog Rex is a three year old beagle"


def mem(id_: str, content: str, origin: Origin = Origin.AGENT, **fields: Any) -> Memory:
    base = Memory(
        id=id_,
        namespace="acme",
        peer_id="alice",
        scope="peer",
        label="acme:alice",
        content=content,
        kind="fact",
        origin=origin,
        verbatim=False,
        confidence=0.7,
        importance=0.5,
        retention=Retention.STANDARD,
        pinned=False,
        created_at=T0,
        updated_at=T0,
        occurred_at=T0,
        expires_at=T0 + timedelta(days=365),
        embedding_model="model-a",
    )
    return dataclasses.replace(base, **fields)


# ------------------------------------------------------------------------ whose text wins


@pytest.mark.parametrize(
    ("old_origin", "new_origin"),
    [(Origin.AGENT, Origin.PEER), (Origin.PEER, Origin.OPERATOR), (Origin.AGENT, Origin.OPERATOR)],
)
def test_a_higher_trust_text_replaces_a_lower_trust_one_even_if_shorter(
    old_origin: Origin, new_origin: Origin
) -> None:
    old = mem("m_old", LONG, old_origin, producer="summariser", verbatim=False)
    new = mem("m_new", SHORT, new_origin, producer="", verbatim=True, embedding_model="model-b")
    survivor, new_won = merge_into(old, new, NOW)
    assert new_won
    assert survivor.id == "m_old"  # the stored entry keeps its id
    assert (survivor.content, survivor.origin) == (SHORT, new_origin)
    # What describes the text travels with it.
    assert survivor.verbatim and survivor.producer == "" and survivor.embedding_model == "model-b"


@pytest.mark.parametrize(
    ("old_origin", "new_origin"),
    [(o, n) for o, n in itertools.product(Origin, Origin) if n.trust < o.trust],
)
def test_a_lower_trust_text_never_replaces_a_higher_trust_one(
    old_origin: Origin, new_origin: Origin
) -> None:
    old = mem("m_old", SHORT, old_origin)
    new = mem("m_new", LONG, new_origin)  # more informative, still loses
    survivor, new_won = merge_into(old, new, NOW)
    assert not new_won
    assert (survivor.content, survivor.origin) == (SHORT, old_origin)
    assert survivor.embedding_model == old.embedding_model


@pytest.mark.parametrize("origin", list(Origin))
def test_at_equal_trust_the_more_informative_text_wins(origin: Origin) -> None:
    same = "Rex is my dog"
    assert informativeness(LONG) > informativeness(SHORT) == informativeness(same)
    survivor, new_won = merge_into(mem("m_old", SHORT, origin), mem("m_new", LONG, origin), NOW)
    assert new_won and survivor.content == LONG
    survivor, new_won = merge_into(mem("m_old", LONG, origin), mem("m_new", SHORT, origin), NOW)
    assert not new_won and survivor.content == LONG
    # A tie keeps the stored wording.
    survivor, new_won = merge_into(mem("m_old", SHORT, origin), mem("m_new", same, origin), NOW)
    assert not new_won and survivor.content == SHORT


# ----------------------------------------------------------------- what the survivor keeps


def test_references_and_merge_history_are_unions_in_order_without_repeats() -> None:
    old = mem("m_old", SHORT, source_refs=("D1:1", "D2:2"), merged_from=("m_a",))
    new = mem("m_new", SHORT, source_refs=("D2:2", "D3:1"), merged_from=("m_b", "m_a"))
    survivor, _ = merge_into(old, new, NOW)
    assert survivor.source_refs == ("D1:1", "D2:2", "D3:1")
    assert survivor.merged_from == ("m_a", "m_new", "m_b")


def test_a_merge_counts_as_one_more_access_on_top_of_both_counts() -> None:
    old = mem("m_old", SHORT, access_count=4)
    new = mem("m_new", SHORT, access_count=2)
    survivor, _ = merge_into(old, new, NOW)
    assert survivor.access_count == 7
    again, _ = merge_into(survivor, mem("m_3", SHORT), NOW)
    assert again.access_count == 8


def test_scores_take_the_maximum_and_times_the_widest_view() -> None:
    old = mem("m_old", SHORT, confidence=0.9, importance=0.2, occurred_at=T0)
    new = mem(
        "m_new",
        SHORT,
        confidence=0.6,
        importance=0.8,
        occurred_at=T0 - timedelta(days=3),
        created_at=NOW,
        updated_at=NOW,
    )
    survivor, _ = merge_into(old, new, NOW)
    assert (survivor.confidence, survivor.importance) == (0.9, 0.8)
    assert survivor.occurred_at == T0 - timedelta(days=3)  # the earliest mention
    assert survivor.created_at == T0 and survivor.updated_at == NOW


def test_expiry_is_the_later_one_and_pinned_or_unbounded_wins() -> None:
    soon, later = T0 + timedelta(days=1), T0 + timedelta(days=30)
    survivor, _ = merge_into(
        mem("a", SHORT, expires_at=soon), mem("b", SHORT, expires_at=later), NOW
    )
    assert survivor.expires_at == later and not survivor.pinned
    survivor, _ = merge_into(
        mem("a", SHORT, expires_at=soon), mem("b", SHORT, expires_at=None), NOW
    )
    assert survivor.expires_at is None
    pinned = mem("b", SHORT, pinned=True, expires_at=None)
    survivor, _ = merge_into(mem("a", SHORT, expires_at=soon), pinned, NOW)
    assert survivor.pinned and survivor.expires_at is None


def test_the_stored_attributes_and_fact_win_on_conflict() -> None:
    old = mem("m_old", SHORT, attributes={"source": "slack"}, fact=Fact("alice", "owns", "Rex"))
    new = mem(
        "m_new",
        SHORT,
        attributes={"source": "email", "thread": "7"},
        fact=Fact("alice", "owns", "a dog"),
    )
    survivor, _ = merge_into(old, new, NOW)
    assert survivor.attributes == {"source": "slack", "thread": "7"}
    assert survivor.fact == Fact("alice", "owns", "Rex")
    # A fact only the new entry has is kept.
    bare = mem("m_bare", SHORT)
    survivor, _ = merge_into(bare, new, NOW)
    assert survivor.fact == Fact("alice", "owns", "a dog")


def test_the_inputs_are_left_untouched() -> None:
    old = mem("m_old", SHORT, source_refs=("D1:1",))
    new = mem("m_new", LONG, Origin.PEER, source_refs=("D2:1",))
    before = (dataclasses.replace(old), dataclasses.replace(new))
    merge_into(old, new, NOW)
    assert (old, new) == before
