"""The one sentence-transformers bi-encoder wrapper behind every transformer adapter.

MiniLM and mpnet differ only in where their weights come from; encoding, thread limits and
normalisation are the same, so they live here once.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from embeddings.model_embedder import ModelEmbedder
from service.ports import Vector


class SentenceTransformerEmbedder(ModelEmbedder):
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
        self._slots = threading.BoundedSemaphore(concurrency)
        self._batch_size = batch_size
        super().__init__(
            model_id=model_id,
            dimension=int(dimension),
            tokenizer=self._model.tokenizer.backend_tokenizer,
        )

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
