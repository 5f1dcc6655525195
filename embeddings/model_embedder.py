"""What every embedder that runs a model in this process shares, besides running it.

The torch (`sentence_transformer`), ONNX (`onnx_int8`) and static (`static64`) adapters differ
in how they turn texts into vectors; they are alike in the rest of `service.ports.Embedder`
and `service.ports.Tokenizer`: they report their id and dimension, embed a query as a
one-text document (none of these models encodes queries differently), and count tokens with
the model's own tokenizer, the unit briefs are budgeted in. That part lives here once.
Wrappers around another embedder (`BatchingEmbedder`, `TimedEmbedder`) do not use it.
"""

from __future__ import annotations

import abc
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from service.ports import Vector

if TYPE_CHECKING:
    from tokenizers import Tokenizer

TokenCounter = Callable[[Sequence[str]], list[int]]


class ModelEmbedder(abc.ABC):
    """Base of the model adapters: subclasses load the model, then call this `__init__` with
    its id, its dimension and its `tokenizers.Tokenizer`, and implement `embed_documents`."""

    def __init__(
        self,
        *,
        model_id: str,
        dimension: int,
        tokenizer: Tokenizer,
        tokenizer_name: str | None = None,
        shared_tokenizer: threading.Lock | None = None,
    ) -> None:
        """`shared_tokenizer`: the lock of a subclass whose tokenizer never truncates or pads
        and is never reconfigured; counting then uses that tokenizer under that lock instead of
        a private copy (a copy of static-64d's 276k-token vocabulary costs ~1 s of a start)."""
        self._model_id = model_id
        self._dimension = dimension
        self._tokenizer_name = tokenizer_name or f"{model_id} (its own tokenizer)"
        self._counter = token_counter(tokenizer, shared=shared_tokenizer)

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dimension(self) -> int:
        return self._dimension

    @abc.abstractmethod
    def embed_documents(self, texts: Sequence[str]) -> Vector:
        """Shape (len(texts), dimension), L2-normalised rows."""

    def embed_query(self, text: str) -> Vector:
        """The text embedded as a one-text document: these models encode both alike."""
        vector: Vector = self.embed_documents([text])[0]
        return vector

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        """Queries as one-text documents, in one call: runs side by side on the model's
        threads instead of one after another."""
        return self.embed_documents(texts)

    @property
    def tokenizer_name(self) -> str:
        return self._tokenizer_name

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens as the model's own tokenizer makes them, without special tokens ([CLS]/[SEP])
        and without truncation: the unit briefs are budgeted in."""
        return self._counter(texts)


def token_counter(backend: Tokenizer, *, shared: threading.Lock | None = None) -> TokenCounter:
    """A counting function over a private copy of a `tokenizers.Tokenizer`: a model's own
    tokenizer may change truncation settings on every encode call (sentence-transformers'
    does), so sharing it across threads would race; the copy never truncates or pads, and a
    lock keeps it to one call at a time. With `shared`, the owner promises a tokenizer that
    never truncates, pads or changes, and the counter takes the owner's lock instead."""
    from tokenizers import Tokenizer

    if shared is not None:
        copy, lock = backend, shared
    else:
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
