"""Sentence-transformers bi-encoders on ONNX Runtime with int8 weights: the fast default.

What: the transformer of a local sentence-transformers folder, with mean pooling and L2
normalisation inside the graph, exported with `torch.onnx.export` (sentence-transformers' own
ONNX backend needs `optimum`, which conflicts with the pinned transformers here), then
dynamically quantized by `onnxruntime.quantization.quantize_dynamic`: every MatMul with a
weight gets int8 weights, per output channel (except the few below); activations are quantized
per call. Serving needs only `onnxruntime` and the `tokenizers` fast tokenizer from the same
folder, no torch.

Why not quite everything: quantizing all 36 weight MatMuls of MiniLM (one thread, 300 short
sentences under load: 0.55 s a batch, 1.0 ms a query; fp32 ONNX 3.0 ms, torch ~8 ms) failed the
check below, worst cosine 0.978 on the held sentences and 0.971 on another 2,500. The inputs of
the FFN-output MatMuls come out of GELU with large outliers, which a per-tensor uint8 activation
scale handles worst, and an error made early runs through every later layer: keeping the
FFN-output MatMuls of the first `FP32_FFN_LAYERS` layers in fp32 gives a worst cosine of 0.983
on the held sentences (0.981 on the other 2,500) for about 1.4 ms a query. Keeping all six
fp32 was no better (0.986) and slower (1.9 ms).

all-mpnet-base-v2 is not served this way: its fp32 export matches torch exactly (cosine 1.0),
but int8 fails the check by far (all weight MatMuls int8: worst 0.721, mean 0.887; FFN-output
MatMuls fp32: worst 0.970 on 300 held sentences). Keeping every FFN MatMul fp32 passes (0.994)
but leaves two thirds of the work in fp32; so mpnet stays on torch for now, and
`python -m embeddings.onnx_int8 all-mpnet-base-v2` remains to try a recipe.

Verified, not believed: after export the int8 model embeds 1,000 held sentences
(`embeddings.held_sentences`), each alone as the service runs it, and every one must have cosine
>= 0.98 to the torch model (`MIN_COSINE`); the figures go into `manifest.json`. A failed
verification is recorded too, and `onnx_or_torch` then falls back to the torch model with one
warning line that names the folder to delete for a retry.

Where: in the per-user model cache beside the assembled mpnet weights
(`$MEMCUE_MODEL_CACHE`, default `~/.cache/memcue/models`), not in the data dir, because the
export depends only on the source weights and this code, not on any data: one export per
machine serves every data dir, test run and benchmark (an export and its verification take
15-30 s; per data dir that would be paid by every test server), and `make install` can build
it before any data dir exists. The folder name is the key:
`<model>-onnx-int8-<first 16 hex of the source files' SHA-256>-e<EXPORT_VERSION>`, so new
weights or a changed export recipe never reuse an old file. It is built in a temporary folder
and renamed into place (appears whole or not at all), under a lock (a test run and a server may
start together). Every load re-hashes `model.onnx` against the manifest (~0.1 s).

    python -m embeddings.onnx_int8 [all-MiniLM-L6-v2 | all-mpnet-base-v2]   # `make install`
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import structlog

from embeddings.held_sentences import held_sentences
from embeddings.model_cache import build_then_rename, default_cache_dir, locked, sha256_file
from embeddings.sentence_transformer import token_counter
from service.ports import Embedder, Vector

log = structlog.get_logger(__name__)

ONNX_VARIANT = "onnx-int8"
# Bump when the export recipe changes: the cache key changes with it, so old files are not used.
EXPORT_VERSION = 3
# FFN-output MatMuls of these first layers stay fp32 (see the module docstring for why).
FP32_FFN_LAYERS = 3
MIN_COSINE = 0.98
MODEL_FILE = "model.onnx"
MANIFEST = "manifest.json"
# The cache's lock file for building exports (the mpnet assembly has its own).
LOCK_FILE = ".onnx.lock"
# The source files an export reads: the cache key hashes all of them.
SOURCE_FILES = (
    "model.safetensors",
    "config.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "sentence_bert_config.json",
    "1_Pooling/config.json",
)


class OnnxUnavailable(RuntimeError):
    """No verified ONNX export can be had for this model (export failed or failed the check)."""


@dataclass(frozen=True)
class Verification:
    """How close the export is to the torch model on the held sentences."""

    source: str
    sentences: int
    min_cosine: float
    mean_cosine: float
    p1_cosine: float
    threshold: float

    @property
    def passed(self) -> bool:
        return self.min_cosine >= self.threshold


def onnx_model_id(model_id: str) -> str:
    """The id an index records for the export: the variant is part of it, so an index built
    with the torch model refuses this one (and the reverse) until it is re-embedded."""
    return f"{model_id}-{ONNX_VARIANT}"


def source_digest(source_dir: Path) -> str:
    """SHA-256 over the source files that shape the export (names and contents)."""
    digest = hashlib.sha256()
    for rel in SOURCE_FILES:
        path = source_dir / rel
        if not path.is_file():
            raise OnnxUnavailable(f"{path} is missing; cannot export {source_dir.name}")
        digest.update(rel.encode() + b"\0" + sha256_file(path).encode() + b"\n")
    return digest.hexdigest()


def cache_entry(cache_dir: Path, name: str, digest: str) -> Path:
    return cache_dir / f"{name}-{ONNX_VARIANT}-{digest[:16]}-e{EXPORT_VERSION}"


def _source_config(source_dir: Path) -> dict[str, Any]:
    """What serving needs besides the graph: sequence limit and the padding token."""
    bert = json.loads((source_dir / "sentence_bert_config.json").read_text())
    pooling = json.loads((source_dir / "1_Pooling" / "config.json").read_text())
    if not pooling.get("pooling_mode_mean_tokens") or any(
        v
        for k, v in pooling.items()
        if k.startswith("pooling_mode_") and k != "pooling_mode_mean_tokens"
    ):
        raise OnnxUnavailable(f"{source_dir} does not use plain mean pooling; not exported")
    tok_config = json.loads((source_dir / "tokenizer_config.json").read_text())
    pad = tok_config.get("pad_token", "[PAD]")
    pad_token = pad["content"] if isinstance(pad, dict) else str(pad)
    return {"max_seq_length": int(bert["max_seq_length"]), "pad_token": pad_token}


class Exporter(Protocol):
    def __call__(self, source_dir: Path, out_file: Path) -> None: ...


def export_int8(source_dir: Path, out_file: Path) -> None:
    """Transformer + mean pooling + L2 norm -> fp32 ONNX (beside `out_file`) -> int8 MatMul
    weights, per channel, into `out_file`. Needs torch, transformers and onnx (install time)."""
    import inspect
    import logging

    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModel

    transformer = AutoModel.from_pretrained(
        str(source_dir), local_files_only=True, trust_remote_code=False
    ).eval()
    takes_types = "token_type_ids" in inspect.signature(transformer.forward).parameters

    class Pooled(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.transformer = transformer

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            extra = {"token_type_ids": torch.zeros_like(input_ids)} if takes_types else {}
            hidden = self.transformer(
                input_ids=input_ids, attention_mask=attention_mask, **extra
            ).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            mean = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(mean, p=2.0, dim=1)

    fp32 = out_file.with_name("fp32.onnx")
    sample = torch.ones((2, 8), dtype=torch.long)
    axes = {0: "batch", 1: "tokens"}
    with torch.no_grad():
        torch.onnx.export(
            Pooled().eval(),
            (sample, sample),
            str(fp32),
            input_names=["input_ids", "attention_mask"],
            output_names=["embedding"],
            dynamic_axes={"input_ids": axes, "attention_mask": axes, "embedding": {0: "batch"}},
            opset_version=17,
            dynamo=False,  # the TorchScript exporter: the dynamo one needs onnxscript
        )
    import onnx

    names = [n.name for n in onnx.load(str(fp32), load_external_data=False).graph.node]
    keep = [n for n in names if _is_early_ffn_output(n)]
    quiet = logging.getLogger()
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # quantize_dynamic warns that no pre-processing ran
    try:
        quantize_dynamic(
            str(fp32),
            str(out_file),
            op_types_to_quantize=["MatMul"],
            per_channel=True,
            weight_type=QuantType.QInt8,
            nodes_to_exclude=keep,
            extra_options={"MatMulConstBOnly": True},  # weights only, never activation x activation
        )
    finally:
        quiet.setLevel(level)
    fp32.unlink(missing_ok=True)


def _is_early_ffn_output(node: str) -> bool:
    """`/transformer/encoder/layer.1/output/dense/MatMul` (BERT and MPNet name it alike)."""
    if not node.endswith("/output/dense/MatMul") or "/attention/" in node:
        return False
    for part in node.split("/"):
        if part.startswith("layer.") and part[6:].isdigit():
            return int(part[6:]) < FP32_FFN_LAYERS
    return False


def verify_export(
    folder: Path, source_dir: Path, sentences: Sequence[str], *, source: str, threads: int = 1
) -> Verification:
    """Cosine of the export to the torch sentence-transformers model, sentence by sentence,
    each embedded alone, as the service embeds it (OnnxEmbedder.embed_documents)."""
    import torch
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(threads)
    reference = SentenceTransformer(
        str(source_dir), device="cpu", local_files_only=True, trust_remote_code=False
    )
    expected = np.asarray(
        reference.encode(
            list(sentences), batch_size=64, normalize_embeddings=True, show_progress_bar=False
        ),
        dtype=np.float32,
    )
    got = OnnxEmbedder(folder, "verification", threads=threads, check_hash=False)
    cos = np.sum(expected * got.embed_documents(sentences), axis=1)
    return Verification(
        source=source,
        sentences=len(sentences),
        min_cosine=round(float(cos.min()), 5),
        mean_cosine=round(float(cos.mean()), 5),
        p1_cosine=round(float(np.percentile(cos, 1)), 5),
        threshold=MIN_COSINE,
    )


def _usable(folder: Path) -> dict[str, Any] | None:
    """The manifest of a complete cache folder (whatever its verdict), or None to rebuild it."""
    try:
        manifest: dict[str, Any] = json.loads((folder / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not manifest.get("passed"):
        return manifest
    model = folder / MODEL_FILE
    if not model.is_file() or sha256_file(model) != manifest.get("onnx_sha256"):
        return None  # edited or damaged after it was verified: build it again
    return manifest


def prepare(
    source_dir: Path,
    name: str,
    *,
    cache_dir: Path | None = None,
    export: Exporter = export_int8,
    sentences: tuple[str, Sequence[str]] | None = None,
    threads: int = 1,
) -> Path:
    """The verified export folder for `source_dir`, built on first use; raises
    `OnnxUnavailable` if the export fails or does not pass verification (then or before)."""
    cache = cache_dir or default_cache_dir()
    final = cache_entry(cache, name, source_digest(source_dir))
    with locked(cache, LOCK_FILE):
        manifest = _usable(final)
        if manifest is None:
            shutil.rmtree(final, ignore_errors=True)
            manifest = build_then_rename(
                final, lambda tmp: _build(source_dir, name, tmp, export, sentences, threads)
            )
    if not manifest.get("passed"):
        raise OnnxUnavailable(
            f"the {ONNX_VARIANT} export of {name} failed verification "
            f"({manifest.get('failure') or _describe(manifest)}); delete {final} to retry"
        )
    return final


def _describe(manifest: dict[str, Any]) -> str:
    v = manifest.get("verification") or {}
    return (
        f"cosine to the torch model on {v.get('sentences')} held sentences ({v.get('source')}): "
        f"min {v.get('min_cosine')} (needs >= {v.get('threshold')}), mean {v.get('mean_cosine')}"
    )


def _build(
    source_dir: Path,
    name: str,
    tmp: Path,
    export: Exporter,
    sentences: tuple[str, Sequence[str]] | None,
    threads: int,
) -> dict[str, Any]:
    """Exports and verifies into the empty folder `tmp`; returns the manifest written there.
    A failed export or verification is a verdict recorded in the manifest, not an error."""
    started = time.perf_counter()
    manifest: dict[str, Any] = {
        "model": name,
        "variant": ONNX_VARIANT,
        "export_version": EXPORT_VERSION,
        "source_dir": str(source_dir),
        "source_sha256": source_digest(source_dir),
        **_source_config(source_dir),
    }
    shutil.copyfile(source_dir / "tokenizer.json", tmp / "tokenizer.json")
    (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2))
    try:
        export(source_dir, tmp / MODEL_FILE)
        source, texts = sentences or held_sentences()
        verification = verify_export(tmp, source_dir, texts, source=source, threads=threads)
        manifest["verification"] = asdict(verification)
        manifest["passed"] = verification.passed
    except Exception as exc:  # any failure to produce a usable export is a verdict too
        manifest["passed"] = False
        manifest["failure"] = f"{type(exc).__name__}: {exc}"[:500]
    if (tmp / MODEL_FILE).is_file():
        manifest["onnx_sha256"] = sha256_file(tmp / MODEL_FILE)
        manifest["onnx_bytes"] = (tmp / MODEL_FILE).stat().st_size
    manifest["seconds"] = round(time.perf_counter() - started, 1)
    manifest["versions"] = _versions()
    (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2))
    return manifest


def _versions() -> dict[str, str]:
    from importlib import metadata

    out = {}
    for dist in ("torch", "transformers", "onnx", "onnxruntime", "tokenizers"):
        with contextlib.suppress(metadata.PackageNotFoundError):
            out[dist] = metadata.version(dist)
    return out


class OnnxEmbedder:
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

        manifest = json.loads((folder / MANIFEST).read_text())
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
        self._counter = token_counter(tokenizer)
        self._model_id = model_id
        self._slots = threading.BoundedSemaphore(concurrency)
        self._threads = max(1, threads)
        self._runs = threading.BoundedSemaphore(self._threads)
        self._pool = (
            ThreadPoolExecutor(self._threads, thread_name_prefix="onnx")
            if self._threads > 1
            else None
        )
        probe = self._run(["probe"])
        self._dimension = int(probe.shape[1])

    @property
    def model_id(self) -> str:
        return self._model_id

    @property
    def dimension(self) -> int:
        return self._dimension

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

    def embed_query(self, text: str) -> Vector:
        vector: Vector = self.embed_documents([text])[0]
        return vector

    @property
    def tokenizer_name(self) -> str:
        return f"{self._model_id} (its own tokenizer)"

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Tokens as the model sees them (no special tokens, no truncation)."""
        return self._counter(texts)


def onnx_or_torch(
    *,
    source_dir: Path,
    name: str,
    model_id: str,
    torch_embedder: Callable[[], Embedder],
    threads: int = 2,
    concurrency: int = 1,
    cache_dir: Path | None = None,
    export: Exporter = export_int8,
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
        manifest = json.loads((folder / MANIFEST).read_text())
        print(f"{name}: {ONNX_VARIANT} export verified in {folder} ({_describe(manifest)})")
    # A failed export is not an install failure: the service falls back to torch and says so.
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
