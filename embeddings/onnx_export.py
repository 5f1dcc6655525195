"""Building the int8 ONNX export that `embeddings.onnx_int8` serves: export, verification and
the verified cache folder.

What: the transformer of a local sentence-transformers folder, with mean pooling and L2
normalisation inside the graph, exported with `torch.onnx.export` (sentence-transformers' own
ONNX backend needs `optimum`, which conflicts with the pinned transformers here), then
dynamically quantized by `onnxruntime.quantization.quantize_dynamic` (every MatMul with a
weight gets int8 weights, per output channel), then rewritten by `embeddings.row_quant` so
activations are quantized per token rather than per tensor. Building needs torch,
transformers and onnx; serving (`embeddings.onnx_int8`) needs only `onnxruntime` and the
`tokenizers` fast tokenizer from the same folder, no torch.

Why per token (export version 5): with one activation scale per tensor, MiniLM with every
weight MatMul int8 failed the check below (worst cosine 0.979 on the held sentences), so three
FFN-output MatMuls stayed fp32 (worst 0.983-0.987); all-mpnet-base-v2 failed by far (worst
0.721-0.811) and stayed on torch; and a text's vector moved with its batch-mates, so every text
ran alone. Per token, every MatMul int8: MiniLM worst 0.9957, mpnet 0.9952, and a text's
vector is the same alone or in a batch (`row_quant` has the figures), which lets
`OnnxEmbedder` run a call's texts as batches. The export's variant name (`onnx-int8-rows`) is
part of the model id an index records, so an index built with the per-tensor export (or
torch) is re-embedded, not mixed.

Two recipes, the first that passes kept: the int8 kernels differ by CPU. Activations are
uint8 and weights int8, and on x86 without VNNI (AVX2 only, e.g. an AMD EPYC seen here)
ONNX Runtime multiplies them with `vpmaddubsw`, which saturates a pair's sum at int16: on such a
machine the per-tensor recipe gave a worst cosine of 0.977 and the service silently ran on
torch. Weights of 7 bits (`reduce_range`) cannot saturate there (per tensor: worst 0.985). The
8-bit recipe is tried first; each attempt's figures go into the manifest, with the name of the
recipe that was kept.

Verified, not believed: after export the int8 model embeds 1,000 held sentences
(`embeddings.held_sentences`), each alone, and every one must have cosine >= 0.98 to the torch
model (`MIN_COSINE`); the same sentences in batches must give the vectors they got alone
(`MAX_BATCH_DRIFT`), since the service batches them; the figures go into `manifest.json`. A failed
verification is recorded too, and `onnx_or_torch` then falls back to the torch model with one
warning line that names the folder to delete for a retry.

Where: in the per-user model cache beside the assembled mpnet weights
(`embeddings.model_cache`: `$MEMCUE_MODEL_CACHE`, default `~/.cache/memcue/models`), not in the
data dir, because the export depends only on the source weights and this code, not on any data:
one export per machine serves every data dir, test run and benchmark (an export and its
verification take 15-30 s; per data dir that would be paid by every test server), and
`make install` can build it before any data dir exists. The folder name is the key:
`<model>-onnx-int8-rows-<first 16 hex of the source files' SHA-256>-e<EXPORT_VERSION>`, so new
weights or a changed export recipe never reuse an old file. It is built in a temporary folder
and renamed into place (appears whole or not at all), under a lock (a test run and a server may
start together). Every load re-hashes `model.onnx` against the manifest (~0.1 s).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import shutil
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from embeddings.held_sentences import held_sentences
from embeddings.model_cache import build_then_rename, locked, sha256_file
from service.cache_dir import default_cache_dir

ONNX_VARIANT = "onnx-int8-rows"
# Bump when the export recipe changes: the cache key changes with it, so old files are not used
# (4: a second recipe with 7-bit weights, so a folder that failed with the first is retried;
# 5: activations quantized per token, every weight MatMul int8).
EXPORT_VERSION = 5
MIN_COSINE = 0.98
# A sentence embedded in a batch may differ from itself alone by float rounding only.
MAX_BATCH_DRIFT = 1e-4
BATCH = 32  # texts per model run when verifying batches (and at most when serving)
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
    batch_drift: float = float("inf")  # largest |batched - alone| over every component

    @property
    def passed(self) -> bool:
        return self.min_cosine >= self.threshold

    @property
    def batch_invariant(self) -> bool:
        """Batches give the vectors texts get alone (else the service runs texts alone)."""
        return self.batch_drift <= MAX_BATCH_DRIFT


def read_manifest(folder: Path) -> dict[str, Any]:
    """The `manifest.json` of an export folder (raises OSError or ValueError if unreadable)."""
    manifest: dict[str, Any] = json.loads((folder / MANIFEST).read_text())
    return manifest


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
    """The export folder for `name` with source files of SHA-256 `digest` (the cache key)."""
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


@dataclass(frozen=True)
class Recipe:
    """One way to quantize; `reduce_range` keeps weights to 7 bits (see the module docstring)."""

    name: str
    reduce_range: bool = False

    def __call__(self, source_dir: Path, out_file: Path) -> None:
        export_int8(source_dir, out_file, reduce_range=self.reduce_range)


# Tried in this order; the first whose export passes verification is kept.
RECIPES: tuple[Recipe, ...] = (
    Recipe("int8 weights per channel"),
    Recipe("int8 weights per channel, 7-bit range", reduce_range=True),
)


def export_int8(source_dir: Path, out_file: Path, *, reduce_range: bool = False) -> None:
    """Transformer + mean pooling + L2 norm -> fp32 ONNX (beside `out_file`) -> int8 MatMul
    weights, per channel -> activations per token (`row_quant`), into `out_file`. Needs torch,
    transformers and onnx (install time)."""
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
    from embeddings.row_quant import quantize_rows

    per_tensor = out_file.with_name("per-tensor.onnx")
    quiet = logging.getLogger()
    level = quiet.level
    quiet.setLevel(logging.ERROR)  # quantize_dynamic warns that no pre-processing ran
    try:
        quantize_dynamic(
            str(fp32),
            str(per_tensor),
            op_types_to_quantize=["MatMul"],
            per_channel=True,
            reduce_range=reduce_range,
            weight_type=QuantType.QInt8,
            extra_options={"MatMulConstBOnly": True},  # weights only, never activation x activation
        )
        quantize_rows(per_tensor, out_file)
    finally:
        quiet.setLevel(level)
        fp32.unlink(missing_ok=True)
        per_tensor.unlink(missing_ok=True)


def verify_export(
    folder: Path, source_dir: Path, sentences: Sequence[str], *, source: str, threads: int = 1
) -> Verification:
    """Cosine of the export to the torch sentence-transformers model, sentence by sentence,
    each embedded alone; and how far the same sentences embedded in batches of `BATCH` are
    from their vectors alone (`batch_drift`), which decides whether the service batches."""
    import torch
    from sentence_transformers import SentenceTransformer

    # Imported here, not at the top: embeddings.onnx_int8 (the serving side) imports this module.
    from embeddings.onnx_int8 import OnnxEmbedder

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
    alone = OnnxEmbedder(folder, "verification", threads=threads, check_hash=False, batch=1)
    vectors = alone.embed_documents(sentences)
    batched = OnnxEmbedder(folder, "verification", threads=threads, check_hash=False, batch=BATCH)
    drift = float(np.max(np.abs(batched.embed_documents(sentences) - vectors)))
    cos = np.sum(expected * vectors, axis=1)
    return Verification(
        source=source,
        sentences=len(sentences),
        min_cosine=round(float(cos.min()), 5),
        mean_cosine=round(float(cos.mean()), 5),
        p1_cosine=round(float(np.percentile(cos, 1)), 5),
        threshold=MIN_COSINE,
        batch_drift=drift,
    )


def _usable(folder: Path) -> dict[str, Any] | None:
    """The manifest of a complete cache folder (whatever its verdict), or None to rebuild it."""
    try:
        manifest = read_manifest(folder)
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
    export: Exporter | Sequence[Exporter] = RECIPES,
    sentences: tuple[str, Sequence[str]] | None = None,
    threads: int = 1,
) -> Path:
    """The verified export folder for `source_dir`, built on first use; raises
    `OnnxUnavailable` if no recipe of `export` (one exporter or several, tried in order)
    exports and passes verification (then or before)."""
    exporters = [export] if callable(export) else list(export)
    cache = cache_dir or default_cache_dir()
    final = cache_entry(cache, name, source_digest(source_dir))
    with locked(cache, LOCK_FILE):
        manifest = _usable(final)
        if manifest is None:
            shutil.rmtree(final, ignore_errors=True)
            manifest = build_then_rename(
                final, lambda tmp: _build(source_dir, name, tmp, exporters, sentences, threads)
            )
    if not manifest.get("passed"):
        why = manifest.get("failure") or describe_verification(manifest)
        raise OnnxUnavailable(
            f"the {ONNX_VARIANT} export of {name} failed verification ({why}); "
            f"delete {final} to retry"
        )
    return final


def describe_verification(manifest: dict[str, Any]) -> str:
    """One line for messages: how the export compared with the torch model."""
    v = manifest.get("verification") or {}
    recipe = f"{manifest['recipe']}: " if manifest.get("recipe") else ""
    return (
        f"{recipe}cosine to the torch model on {v.get('sentences')} held sentences "
        f"({v.get('source')}): "
        f"min {v.get('min_cosine')} (needs >= {v.get('threshold')}), mean {v.get('mean_cosine')}; "
        f"in batches of {BATCH}: "
        + ("the same vectors" if manifest.get("batch_invariant") else "vectors move, run alone")
        + f" (largest difference {v.get('batch_drift')})"
    )


def _build(
    source_dir: Path,
    name: str,
    tmp: Path,
    exporters: Sequence[Exporter],
    sentences: tuple[str, Sequence[str]] | None,
    threads: int,
) -> dict[str, Any]:
    """Exports and verifies into the empty folder `tmp`, one recipe after another until one
    passes; returns the manifest written there. A failed export or verification is a verdict
    recorded in the manifest (the last attempt's, with every attempt under `attempts`), not an
    error."""
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
    attempts: list[dict[str, Any]] = []
    for export in exporters:
        attempt: dict[str, Any] = {"recipe": getattr(export, "name", _name_of(export))}
        (tmp / MODEL_FILE).unlink(missing_ok=True)
        try:
            export(source_dir, tmp / MODEL_FILE)
            source, texts = sentences or held_sentences()
            verification = verify_export(tmp, source_dir, texts, source=source, threads=threads)
            attempt["verification"] = asdict(verification)
            attempt["passed"] = verification.passed
            attempt["batch_invariant"] = verification.batch_invariant
        except Exception as exc:  # any failure to produce a usable export is a verdict too
            attempt["passed"] = False
            attempt["failure"] = f"{type(exc).__name__}: {exc}"[:500]
        attempts.append(attempt)
        if attempt["passed"]:
            break
    manifest.update(attempts[-1])
    manifest["attempts"] = attempts
    if (tmp / MODEL_FILE).is_file():
        manifest["onnx_sha256"] = sha256_file(tmp / MODEL_FILE)
        manifest["onnx_bytes"] = (tmp / MODEL_FILE).stat().st_size
    manifest["seconds"] = round(time.perf_counter() - started, 1)
    manifest["versions"] = _versions()
    (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2))
    return manifest


def _name_of(export: Exporter) -> str:
    return str(getattr(export, "__name__", type(export).__name__))


def _versions() -> dict[str, str]:
    from importlib import metadata

    out = {}
    for dist in ("torch", "transformers", "onnx", "onnxruntime", "tokenizers"):
        with contextlib.suppress(metadata.PackageNotFoundError):
            out[dist] = metadata.version(dist)
    return out
