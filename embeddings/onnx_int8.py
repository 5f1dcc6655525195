"""Sentence-transformers bi-encoders on ONNX Runtime with int8 weights: the fast default.

This module is the serving side: `OnnxEmbedder` runs a verified export folder with only
`onnxruntime` and the `tokenizers` fast tokenizer (no torch), and `onnx_or_torch` picks it, or
the torch model when no verified export can be had (with one warning line that says why and
names the folder to delete for a retry). How the export is made, why it is int8 except for a
few MatMuls, how it is verified against the torch model and where it is cached: see
`embeddings.onnx_export`, whose names are importable from here too.

    python -m embeddings.onnx_int8 [all-MiniLM-L6-v2 | all-mpnet-base-v2]   # `make install`
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import structlog

from embeddings.model_cache import sha256_file
from embeddings.model_embedder import ModelEmbedder
from embeddings.onnx_export import (
    EXPORT_VERSION,
    FP32_FFN_LAYERS,
    LOCK_FILE,
    MANIFEST,
    MIN_COSINE,
    MODEL_FILE,
    ONNX_VARIANT,
    RECIPES,
    SOURCE_FILES,
    Exporter,
    OnnxUnavailable,
    Recipe,
    Verification,
    cache_entry,
    describe_verification,
    export_int8,
    prepare,
    read_manifest,
    source_digest,
    verify_export,
)
from service.ports import Embedder, Vector

# The export side's names stay importable from here, where callers and tests have them from.
__all__ = [
    "EXPORT_VERSION",
    "FP32_FFN_LAYERS",
    "LOCK_FILE",
    "MANIFEST",
    "MIN_COSINE",
    "MODEL_FILE",
    "ONNX_VARIANT",
    "RECIPES",
    "SOURCE_FILES",
    "Exporter",
    "OnnxEmbedder",
    "OnnxUnavailable",
    "Recipe",
    "Verification",
    "cache_entry",
    "export_int8",
    "main",
    "onnx_model_id",
    "onnx_or_torch",
    "prepare",
    "source_digest",
    "verify_export",
]

log = structlog.get_logger(__name__)


def onnx_model_id(model_id: str) -> str:
    """The id an index records for the export: the variant is part of it, so an index built
    with the torch model refuses this one (and the reverse) until it is re-embedded."""
    return f"{model_id}-{ONNX_VARIANT}"


class OnnxEmbedder(ModelEmbedder):
    """A verified export folder on ONNX Runtime: thread-safe, `concurrency` calls at a time.

    Each text runs alone (see embed_documents), on one intra-op thread, up to `threads` of
    them at once (a call's texts are spread over them). Measured on these 2 cores with 1,024
    MSC persona sentences: one run on 2 intra-op threads 880 texts/s, on 1 thread 1,044/s,
    two single-threaded runs side by side 2,041/s: a short text is too small a matrix to
    split, so the cores are better used by different texts. No spinning: the cores are
    shared with Chroma and aw-server."""

    def __init__(
        self,
        folder: Path,
        model_id: str,
        *,
        threads: int = 2,
        concurrency: int = 1,
        check_hash: bool = True,
    ) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        manifest = read_manifest(folder)
        model = folder / MODEL_FILE
        if check_hash and sha256_file(model) != manifest.get("onnx_sha256"):
            raise OnnxUnavailable(f"{model} does not match its manifest; delete {folder}")
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self._session = ort.InferenceSession(
            str(model), options, providers=["CPUExecutionProvider"]
        )
        tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        tokenizer.enable_truncation(int(manifest["max_seq_length"]))
        pad_token = str(manifest["pad_token"])
        pad_id = tokenizer.token_to_id(pad_token)
        if pad_id is None:
            raise OnnxUnavailable(f"the tokenizer in {folder} has no {pad_token!r}")
        tokenizer.enable_padding(pad_id=pad_id, pad_token=pad_token)
        self._tokenizer = tokenizer
        self._slots = threading.BoundedSemaphore(concurrency)
        self._threads = max(1, threads)
        self._runs = threading.BoundedSemaphore(self._threads)
        self._pool = (
            ThreadPoolExecutor(self._threads, thread_name_prefix="onnx")
            if self._threads > 1
            else None
        )
        probe = self._run(["probe"])
        super().__init__(model_id=model_id, dimension=int(probe.shape[1]), tokenizer=tokenizer)

    def _run(self, texts: Sequence[str]) -> Vector:
        encoded = self._tokenizer.encode_batch(list(texts))
        ids = np.asarray([e.ids for e in encoded], dtype=np.int64)
        mask = np.asarray([e.attention_mask for e in encoded], dtype=np.int64)
        out = self._session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        vectors: Vector = np.asarray(out, dtype=np.float32)
        return vectors

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        """One model call per text. Dynamic int8 quantization scales activations over the
        whole input tensor, so in a batch a text's vector moves with its batch-mates (cosine
        down to 0.979 against the same text alone, measured on MSC personas). A vector must
        be a function of its text: a rebuild from the log re-embeds in other batches and has
        to give the same answers, and a dedup decision must not depend on what else was in
        the request. Batching bought at most ~2x on short texts; determinism is worth more,
        and running texts side by side on the cores gets that much back (class docstring)."""
        out = np.empty((len(texts), self._dimension), dtype=np.float32)

        def work(rows: range) -> None:
            for i in rows:
                with self._runs:
                    out[i] = self._run([texts[i]])[0]

        with self._slots:
            if self._pool is None or len(texts) < 2:
                work(range(len(texts)))
            else:
                step = min(self._threads, len(texts))
                parts = [self._pool.submit(work, range(j, len(texts), step)) for j in range(step)]
                for part in parts:
                    part.result()
        return out


def onnx_or_torch(
    *,
    source_dir: Path,
    name: str,
    model_id: str,
    torch_embedder: Callable[[], Embedder],
    threads: int = 2,
    concurrency: int = 1,
    cache_dir: Path | None = None,
    export: Exporter | Sequence[Exporter] = RECIPES,
    sentences: tuple[str, Sequence[str]] | None = None,
) -> Embedder:
    """The verified int8 export of `source_dir`, or, if there is none to be had, the torch
    model (`torch_embedder()`) after one warning line that says why and how to retry."""
    try:
        folder = prepare(
            source_dir,
            name,
            cache_dir=cache_dir,
            export=export,
            sentences=sentences,
            threads=threads,
        )
        return OnnxEmbedder(
            folder, onnx_model_id(model_id), threads=threads, concurrency=concurrency
        )
    except OnnxUnavailable as exc:
        log.warning(
            "embedder.onnx_fallback",
            model=name,
            using=model_id,
            backend="torch",
            reason=str(exc),
        )
        return torch_embedder()


def main(argv: Sequence[str] | None = None) -> int:
    """Export and verify now (`make install`), so the first start does not pay for it."""
    from embeddings.minilm import minilm_model_dir
    from embeddings.mpnet import ModelIntegrityError, ModelNotInstalled, ensure_model

    sources: dict[str, Callable[[], Path]] = {
        "all-MiniLM-L6-v2": minilm_model_dir,
        "all-mpnet-base-v2": ensure_model,
    }
    names = list(argv if argv is not None else sys.argv[1:]) or ["all-MiniLM-L6-v2"]
    for name in names:
        try:
            folder = prepare(
                sources[name](), name, threads=int(os.environ.get("MEMCUE_EMBEDDING_THREADS", "2"))
            )
        except (OnnxUnavailable, ModelIntegrityError, ModelNotInstalled) as exc:
            print(f"{name}: no {ONNX_VARIANT} export, the service will use torch: {exc}")
            continue
        described = describe_verification(read_manifest(folder))
        print(f"{name}: {ONNX_VARIANT} export verified in {folder} ({described})")
    # A failed export is not an install failure: the service falls back to torch and says so.
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
