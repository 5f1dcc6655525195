"""Embedding model adapters. Each satisfies `service.ports.Embedder` and works fully offline."""

from embeddings.minilm import MINILM_MODEL_ID, MiniLMEmbedder

__all__ = ["MINILM_MODEL_ID", "MiniLMEmbedder"]
