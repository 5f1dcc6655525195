"""The cue's names taken partly out of its vector (service/recall/names.py, blind probe 150)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from service.ports import Embedder, Vector
from service.recall.names import NameVectors, cue_vector, names_in, without_names_vector


class _Counting:
    """An embedder that gives each text a fixed random unit vector and counts the calls."""

    model_id = "counting"
    dimension = 16

    def __init__(self) -> None:
        self.calls: list[str] = []

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        return np.stack([self.embed_query(t) for t in texts])

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        return np.stack([self.embed_query(t) for t in texts])

    def embed_query(self, text: str) -> Vector:
        self.calls.append(text)
        rng = np.random.default_rng(sum(map(ord, text)))
        v = rng.normal(size=self.dimension).astype(np.float32)
        out: Vector = v / np.linalg.norm(v)
        return out


@pytest.mark.parametrize(
    ("cue", "names"),
    [("Who is Maya's manager?", ["Maya"]),
     ("Is Owen moving to Bristol?", ["Owen", "Bristol"]),
     ("What did I tell Tom? And Maya, what did she say?", ["Tom", "Maya"]),
     ("Where does Maya live? Maya moved.", ["Maya"]),
     ("what frightens the dog?", [])],
)  # fmt: skip
def test_the_names_of_a_cue_are_its_capitalised_words_after_a_sentence_starts(
    cue: str, names: list[str]
) -> None:
    assert names_in(cue) == names


def test_a_name_is_embedded_once_and_the_least_recently_used_goes() -> None:
    model = _Counting()
    kept = NameVectors(model, size=2)
    first = kept("Maya")
    assert np.array_equal(kept("Maya"), first)
    kept("Owen")
    kept("Maya")  # Maya used last: Owen goes when a third comes
    kept("Hanna")
    kept("Maya")
    kept("Owen")
    assert model.calls == ["Maya", "Owen", "Hanna", "Owen"]


class _Calls(_Counting):
    """Counts model calls too: `embed_queries` is one call for all its texts."""

    def __init__(self) -> None:
        super().__init__()
        self.model_calls: list[list[str]] = []

    def embed_query(self, text: str) -> Vector:
        self.model_calls.append([text])
        return super().embed_query(text)

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        self.model_calls.append(list(texts))
        return np.stack([super(_Calls, self).embed_query(t) for t in texts])


def test_a_cue_and_its_new_names_take_one_model_call_and_the_same_vector_as_later() -> None:
    model = _Calls()
    kept = NameVectors(model)
    cue = "Is Owen moving to Bristol?"
    first = cue_vector(cue, model, kept, 0.3)
    assert model.model_calls == [[cue, "Owen", "Bristol"]]  # one call, not one per name after
    again = cue_vector(cue, model, kept, 0.3)
    assert model.model_calls[1:] == [[cue]]  # the names are kept
    assert np.allclose(first, again, atol=1e-6)
    assert np.allclose(first, without_names_vector(cue, model.embed_query(cue), kept, 0.3))
    cue_vector("Did Owen call Hanna?", model, kept, 0.3)
    assert model.model_calls[-1] == ["Did Owen call Hanna?", "Hanna"]  # only the new one
    cue_vector("Is Ines here?", model, kept, 0.0)  # no shift asked: no name embedded
    assert model.model_calls[-1] == ["Is Ines here?"]


def test_the_real_model_gives_a_cue_the_same_vector_with_its_names_new_or_kept(
    embedder: Embedder,
) -> None:
    """Through the default model, a cue embedded beside its new names is the cue embedded
    alone: the first and the second Recall of one question rank alike."""
    kept = NameVectors(embedder)
    cues = ["Where does Priya work now?", "Did Tomás and Anjali meet in Bergen?"]
    first = [cue_vector(c, embedder, kept, 0.3) for c in cues]
    again = [cue_vector(c, embedder, kept, 0.3) for c in cues]
    for a, b in zip(first, again, strict=True):
        assert np.allclose(a, b, atol=1e-6)
    assert len(kept) == 4


def test_the_names_part_of_the_vector_shrinks_and_nothing_else_moves_without_names() -> None:
    model = _Counting()
    kept = NameVectors(model)
    cue = "Who is Maya's manager?"
    q = 0.8 * model.embed_query("Maya") + 0.6 * model.embed_query("manager")
    q = q / np.linalg.norm(q)
    shifted = without_names_vector(cue, q, kept, 0.3)
    assert float(np.linalg.norm(shifted)) == pytest.approx(1.0, abs=1e-5)
    name = model.embed_query("Maya")
    assert float(shifted @ name) < float(q @ name) - 0.1
    assert without_names_vector(cue, q, kept, 0.0) is q
    assert without_names_vector("who is the manager?", q, kept, 0.3) is q


def test_a_memory_about_what_the_cue_asks_gains_on_one_that_only_shares_the_name(
    embedder: Embedder,
) -> None:
    """ "Is Maya's dog in good health?" (MiniLM): "Maya is vegetarian." 0.24 above "Pip had a
    vet check-up: healthy ..." on the cue's own vector, within 0.05 once the name is out."""
    cue = "Is Maya's dog in good health?"
    mems = embedder.embed_documents(
        ["Maya is vegetarian.", "Pip had a vet check-up: healthy, but he needs to lose a kilo."]
    )
    q = embedder.embed_query(cue)
    before = mems @ q
    after = mems @ without_names_vector(cue, q, NameVectors(embedder), 0.3)
    assert before[0] - before[1] > 0.2
    assert after[0] - after[1] < 0.05
    assert after[1] > before[1]
