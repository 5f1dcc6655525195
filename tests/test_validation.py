"""Pure input rules (no I/O): label shapes, scopes, ids, sizes."""

from __future__ import annotations

import pytest

from service import validation as v
from service.errors import InvalidArgument, ResourceExhausted
from service.settings import Limits

LIMITS = Limits()


@pytest.mark.parametrize(
    ("label", "peer"),
    [
        ("acme:alice", "alice"),
        ("acme:alice:travel", "alice"),
        ("acme:alice:work/2024", "alice"),
        ("acme", ""),
        ("acme::onboarding", ""),
    ],
)
def test_valid_labels(label: str, peer: str) -> None:
    assert v.label(label, ns="acme", peer=peer, limits=LIMITS) == label


@pytest.mark.parametrize(
    ("label", "peer"),
    [
        ("acme:bob", "alice"),
        ("other:alice", "alice"),
        ("acme:alice:a:b", "alice"),
        ("acme:alice:", "alice"),
        ("alice", "alice"),
        ("acme:alice", ""),
        ("acme:", ""),
        ("acme::", ""),
        ("ACME:alice", "alice"),
        ("acme:alice:bad topic", "alice"),
    ],
)
def test_labels_that_do_not_match_the_call_are_refused_with_the_expected_shape(
    label: str, peer: str
) -> None:
    with pytest.raises(InvalidArgument) as err:
        v.label(label, ns="acme", peer=peer, limits=LIMITS)
    expected = "'acme:alice' or 'acme:alice:<topic>'" if peer else "'acme' or 'acme::<topic>'"
    assert expected in err.value.message and err.value.field == "label"


def test_overlong_label() -> None:
    with pytest.raises(InvalidArgument, match="the limit is 256"):
        v.label("acme:alice:" + "t" * 300, ns="acme", peer="alice", limits=LIMITS)


@pytest.mark.parametrize("peer", ["alice", "a.b-c_d", "bob@example.com", "u+1", "7"])
def test_valid_peers(peer: str) -> None:
    assert v.peer_id(peer) == peer


@pytest.mark.parametrize("peer", ["bob smith", "a:b", "-x", "ü", "x" * 129, "a\nb"])
def test_invalid_peers(peer: str) -> None:
    with pytest.raises(InvalidArgument, match="peer_id"):
        v.peer_id(peer)


def test_scope_defaults_and_rules() -> None:
    assert v.scope("", peer="alice") == "peer"
    assert v.scope("", peer="") == "global"
    assert v.scope("project:memcue/api", peer="") == "project:memcue/api"
    for bad in ("team", "project:", "project:a b"):
        with pytest.raises(InvalidArgument):
            v.scope(bad, peer="alice")


def test_text_limits_count_bytes_not_characters() -> None:
    assert v.text("é" * 8, field="f", max_bytes=16)
    with pytest.raises(ResourceExhausted, match="f is 18 bytes; the limit is 16 bytes"):
        v.text("é" * 9, field="f", max_bytes=16)
    with pytest.raises(InvalidArgument, match="not valid UTF-8"):
        v.text("lone \ud800 surrogate", field="f", max_bytes=100)
    assert v.text("tabs\tand\nnewlines\r ok", field="f", max_bytes=100)


def test_attributes_and_refs() -> None:
    assert v.attributes({"source": "slack", "turn.id": "7"}, LIMITS) == {
        "source": "slack",
        "turn.id": "7",
    }
    with pytest.raises(InvalidArgument, match="attributes key 'bad key'"):
        v.attributes({"bad key": "x"}, LIMITS)
    with pytest.raises(ResourceExhausted, match="attributes total"):
        v.attributes({f"k{i}": "x" * 100 for i in range(100)}, LIMITS)
    assert v.source_refs(["D1:1", "D1:2", "D1:1"], LIMITS) == ("D1:1", "D1:2")
