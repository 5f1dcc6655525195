"""Embedding model adapters. Each satisfies `service.ports.Embedder` and works fully offline."""

from embeddings.minilm import MINILM_MODEL_ID, MiniLMEmbedder
from embeddings.mpnet import MPNET_MODEL_ID, MPNetEmbedder
from embeddings.static64 import STATIC64_MODEL_ID, Static64Embedder

__all__ = [
    "MINILM_MODEL_ID",
    "MPNET_MODEL_ID",
    "STATIC64_MODEL_ID",
    "MPNetEmbedder",
    "MiniLMEmbedder",
    "Static64Embedder",
]
