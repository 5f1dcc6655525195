"""Embedding model adapters. Each satisfies `service.ports.Embedder` and works fully offline."""

from embeddings.batching import BatchingEmbedder
from embeddings.minilm import MINILM_MODEL_ID, MiniLMEmbedder
from embeddings.mpnet import MPNET_MODEL_ID, MPNetEmbedder
from embeddings.onnx_int8 import OnnxEmbedder, onnx_model_id
from embeddings.static64 import STATIC64_MODEL_ID, Static64Embedder

__all__ = [
    "MINILM_MODEL_ID",
    "MPNET_MODEL_ID",
    "STATIC64_MODEL_ID",
    "BatchingEmbedder",
    "MPNetEmbedder",
    "MiniLMEmbedder",
    "OnnxEmbedder",
    "Static64Embedder",
    "onnx_model_id",
]
