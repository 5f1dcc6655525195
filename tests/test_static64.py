"""The static-64d embedder reads the package's files itself (a start 4 s shorter than through
model2vec's loader) and must still give model2vec's vectors: a store embedded with one and
searched with the other would otherwise drift. model2vec is the reference here."""

from __future__ import annotations

import json
import threading

import numpy as np
import pytest

from embeddings.static64 import MAX_TOKENS, Static64Embedder, bundled_model_dir, unknown_token_id

# over 512 tokens in under 3,072 characters: the token limit, not the character cut, applies
LONG_WORDS = " ".join(f"w{i % 9}" for i in range(700))
TEXTS = [
    "I have two siamese cats named Milo and Fio.",
    "My sister moved to Lisbon last spring and works as a nurse.",
    "Deploy the billing service on Friday after the freeze ends.",
    "",
    " ",
    ".",
    "...",
    "<unk> <pad> [UNK]",
    "😀🔥 日本語のテキスト",
    "Ünïcödé façade — naïve café, Straße",
    "x" * 4000 + " hello world",  # cut to 512 x the median token length in characters
    LONG_WORDS,  # over 512 tokens: the tail is dropped
    "ß" * 600,
]


@pytest.fixture(scope="module")
def ours() -> Static64Embedder:
    return Static64Embedder()


@pytest.fixture(scope="module")
def reference() -> np.ndarray:
    from model2vec import StaticModel

    model = StaticModel.from_pretrained(str(bundled_model_dir()))
    out = np.asarray(model.encode(TEXTS), dtype=np.float32)
    unit: np.ndarray = out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)
    return unit


def test_vectors_are_model2vecs(ours: Static64Embedder, reference: np.ndarray) -> None:
    got = ours.embed_documents(TEXTS)
    assert got.shape == (len(TEXTS), 64)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, reference, atol=1e-6)
    # texts with no known token get the zero vector there too (not NaN)
    assert np.array_equal(np.linalg.norm(got, axis=1) == 0, np.linalg.norm(reference, axis=1) == 0)


def test_one_text_alone_is_the_same_as_in_a_batch(ours: Static64Embedder) -> None:
    batch = ours.embed_documents(TEXTS)
    for i in (0, 9, 11):
        np.testing.assert_allclose(ours.embed_query(TEXTS[i]), batch[i], atol=1e-7)


def test_a_long_text_is_cut_as_model2vec_cuts_it(ours: Static64Embedder) -> None:
    # the first 512 tokens decide: what follows them changes nothing
    head = ours.embed_query(LONG_WORDS)
    assert np.allclose(head, ours.embed_query(LONG_WORDS + " completely different ending"))
    assert ours.count_tokens([LONG_WORDS])[0] > MAX_TOKENS
    assert len(LONG_WORDS) < 3072


def test_token_counts_do_not_truncate_and_survive_concurrent_embedding(
    ours: Static64Embedder,
) -> None:
    # the counter shares the embedder's tokenizer under its lock: embedding long texts in
    # other threads must never change what a count sees
    expected = ours.count_tokens([LONG_WORDS, "hello world"])
    stop = threading.Event()

    def embed() -> None:
        while not stop.is_set():
            ours.embed_documents([LONG_WORDS, "x" * 4000])

    workers = [threading.Thread(target=embed) for _ in range(2)]
    for w in workers:
        w.start()
    try:
        counts = [ours.count_tokens([LONG_WORDS, "hello world"]) for _ in range(30)]
    finally:
        stop.set()
        for w in workers:
            w.join()
    assert all(c == expected for c in counts)
    assert expected[0] > MAX_TOKENS


def test_the_unknown_token_id_is_read_as_json_reads_it() -> None:
    text = (bundled_model_dir() / "tokenizer.json").read_text(encoding="utf-8")
    assert unknown_token_id(text) == json.loads(text)["model"]["unk_id"]
    # other layouts: null, and a file whose model lacks the key (the JSON fallback)
    assert unknown_token_id('{"model": {"type": "Unigram", "unk_id": null, "vocab": []}}') is None
    assert unknown_token_id('{"model": {"type": "WordLevel", "vocab": {}}}') is None
    spaced = '{"x": 1, "model": {"type": "Unigram", "unk_id" : 17, "vocab": [["unk_id", 0.0]]}}'
    assert unknown_token_id(spaced) == 17


def test_the_declared_tokenizers_floor_has_encode_batch_fast() -> None:
    # embed_documents calls Tokenizer.encode_batch_fast, which tokenizers added in 0.20: with
    # the 0.19.1 that `tokenizers>=0.19` admitted (transformers 4.44.2 requires <0.20), the
    # embedder loaded and counted tokens, then every embedding raised AttributeError
    import tomllib
    from pathlib import Path

    from packaging.requirements import Requirement
    from packaging.version import Version

    pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
    deps = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["dependencies"]
    (spec,) = [Requirement(d).specifier for d in deps if Requirement(d).name == "tokenizers"]
    assert Version("0.19.1") not in spec
    assert Version("0.20.0") in spec


def test_a_vocabulary_token_named_unk_id_is_not_the_unknown_id() -> None:
    # In a WordLevel, WordPiece or BPE file the vocabulary is a JSON object whose keys are the
    # tokens, so a token "unk_id" reads `"unk_id":2` after "model": the regex must not take it
    # for the Unigram key (json: there is none)
    from tokenizers import Tokenizer
    from tokenizers.models import BPE, WordLevel, WordPiece

    for model in (
        WordLevel({"[UNK]": 0, "hello": 1, "unk_id": 2}, unk_token="[UNK]"),
        WordPiece({"[UNK]": 0, "unk_id": 1, "hi": 2}, unk_token="[UNK]"),
        BPE({"<unk>": 0, "unk_id": 1, "a": 2}, [], unk_token="<unk>"),
    ):
        text = Tokenizer(model).to_str()
        assert json.loads(text)["model"].get("unk_id") is None
        assert unknown_token_id(text) is None, type(model).__name__
    # and the Unigram header, however it is spaced, is still read
    pretty = json.dumps(
        {"model": {"type": "Unigram", "unk_id": 5, "vocab": [["a", 0.0]]}}, indent=2
    )
    assert unknown_token_id(pretty) == 5
