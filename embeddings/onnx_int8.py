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
    BATCH,
    EXPORT_VERSION,
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
    "BATCH",
    "EXPORT_VERSION",
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

    A call's texts run in batches of up to `batch`, shortest first (little padding), spread
    over `threads` single-threaded runs; `batch` defaults to what the manifest allows: batches
    only if verification found a text's vector the same in a batch as alone (per-token
    activation scales, `embeddings.row_quant`), else every text alone. Measured here (MiniLM,
    MSC persona sentences): one thread, each text alone 349 texts/s, in batches of 8 595/s; two
    threads in batches of 32 746/s. Several single-threaded runs beat one run on every core: a
    short text is too small a matrix to split. No spinning: the cores are shared with Chroma
    and aw-server."""

    def __init__(
        self,
        folder: Path,
        model_id: str,
        *,
        threads: int = 2,
        concurrency: int = 1,
        check_hash: bool = True,
        batch: int | None = None,
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
        self._batch = max(1, batch if batch is not None else batch_size_of(manifest))
        self._slots = threading.BoundedSemaphore(concurrency)
        self._threads = max(1, threads)
        self._pool = (
            ThreadPoolExecutor(self._threads, thread_name_prefix="onnx")
            if self._threads > 1
            else None
        )
        probe = self._run(["probe"])
        super().__init__(model_id=model_id, dimension=int(probe.shape[1]), tokenizer=tokenizer)

    @property
    def batch(self) -> int:
        return self._batch

    def _run(self, texts: Sequence[str]) -> Vector:
        encoded = self._tokenizer.encode_batch(list(texts))
        ids = np.asarray([e.ids for e in encoded], dtype=np.int64)
        mask = np.asarray([e.attention_mask for e in encoded], dtype=np.int64)
        out = self._session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        vectors: Vector = np.asarray(out, dtype=np.float32)
        return vectors

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        """Runs of up to `batch` texts of similar length, as evenly over the threads as the
        texts allow (4 texts on 2 threads: two runs of 2 side by side, not one of 4)."""
        out = np.empty((len(texts), self._dimension), dtype=np.float32)
        if not texts:
            return out
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        size = min(self._batch, -(-len(texts) // self._threads))
        runs = [order[j : j + size] for j in range(0, len(order), size)]

        def work(mine: Sequence[list[int]]) -> None:
            for rows in mine:
                out[rows] = self._run([texts[i] for i in rows])

        with self._slots:
            if self._pool is None or len(runs) < 2:
                work(runs)
            else:
                step = min(self._threads, len(runs))
                parts = [self._pool.submit(work, runs[j::step]) for j in range(step)]
                for part in parts:
                    part.result()
        return out


def batch_size_of(manifest: dict[str, object]) -> int:
    """Texts per model run an export allows: batches only if its vectors do not depend on
    their batch-mates (per-tensor activation scales made them move, cosine down to 0.977)."""
    return BATCH if manifest.get("batch_invariant") else 1


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
