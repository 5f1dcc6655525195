"""The one sentence-transformers bi-encoder wrapper behind every transformer adapter.

MiniLM and mpnet differ only in where their weights come from; encoding, thread limits and
normalisation are the same, so they live here once.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from service.ports import Vector


class SentenceTransformerEmbedder:
    """Thread-safe wrapper around a local sentence-transformers folder: the model runs
    `concurrency` calls at a time.

    On a 2-core machine two parallel torch calls each using every core just thrash, so by
    default calls queue on one slot and each uses `threads` intra-op threads. Loading is
    offline (HF_HUB_OFFLINE, local files only, no remote code): a misconfiguration fails fast
    instead of hanging on the network or running code that came with the weights.
    """

    def __init__(
        self,
        model_dir: Path,
        model_id: str,
        *,
        threads: int = 2,
        concurrency: int = 1,
        batch_size: int = 64,
    ) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(threads)
        self._model = SentenceTransformer(
            str(model_dir), device="cpu", local_files_only=True, trust_remote_code=False
        )
        dimension = self._model.get_embedding_dimension()
        if dimension is None:
            raise RuntimeError(f"the model in {model_dir} does not report its dimension")
        self._model_id = model_id
        self._dimension = int(dimension)
        self._slots = threading.BoundedSemaphore(concurrency)
        self._batch_size = batch_size
        self._counter = token_counter(self._model.tokenizer.backend_tokenizer)

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        with self._slots:
            out = self._model.encode(
                list(texts),
                batch_size=self._batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        vectors: Vector = np.asarray(out, dtype=np.float32)
        return vectors

    def embed_query(self, text: str) -> Vector:
        vector: Vector = self.embed_documents([text])[0]
        return vector

    @property
    def tokenizer_name(self) -> str:
        return f"{self._model_id} (its own tokenizer)"

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens as the model sees them (no [CLS]/[SEP], no truncation): the unit briefs
        are budgeted in."""
        return self._counter(texts)


def token_counter(backend: Any) -> Callable[[Sequence[str]], list[int]]:
    """A counting function over a private copy of a `tokenizers.Tokenizer`: the model's own
    copy changes truncation settings on every encode call, so sharing it across threads
    would race; the copy never truncates or pads, and a lock keeps it to one call at a time."""
    from tokenizers import Tokenizer

    copy = Tokenizer.from_str(backend.to_str())
    copy.no_truncation()
    copy.no_padding()
    lock = threading.Lock()

    def count(texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        with lock:
            encoded = copy.encode_batch(list(texts), add_special_tokens=False)
        return [len(e.ids) for e in encoded]

    return count
