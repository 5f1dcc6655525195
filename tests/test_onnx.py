"""The default embedder: MiniLM's int8 ONNX export, verified against the torch model, cached
per machine, falling back to torch (with one log line) when it cannot be had; the index records
the variant, and moving between variants goes through scripts/reembed.py."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest
import structlog

from embeddings import MINILM_MODEL_ID, MiniLMEmbedder, OnnxEmbedder, onnx_model_id
from embeddings.held_sentences import fixed_sentences, held_sentences
from embeddings.minilm import minilm_model_dir
from embeddings.onnx_int8 import (
    MANIFEST,
    MIN_COSINE,
    MODEL_FILE,
    RECIPES,
    Exporter,
    OnnxUnavailable,
    cache_entry,
    onnx_or_torch,
    prepare,
    source_digest,
)
from service.adapters.hybrid_index import index_siblings
from service.errors import IndexModelMismatch
from service.ports import Embedder
from tests.conftest import TEST_THREADS, connect

ROOT = Path(__file__).resolve().parent.parent
ONNX_ID = onnx_model_id(MINILM_MODEL_ID)


@pytest.fixture(scope="module")
def torch_minilm() -> MiniLMEmbedder:
    return MiniLMEmbedder(threads=TEST_THREADS)


def verified_folder() -> Path:
    """The export `make install` built (the default embedder uses it)."""
    return prepare(minilm_model_dir(), "all-MiniLM-L6-v2", threads=TEST_THREADS)


def test_the_default_embedder_is_the_verified_int8_export(embedder: Embedder) -> None:
    assert isinstance(embedder, OnnxEmbedder)
    assert embedder.model_id == ONNX_ID == "sentence-transformers/all-MiniLM-L6-v2-onnx-int8-rows"
    assert embedder.dimension == 384
    manifest = json.loads((verified_folder() / MANIFEST).read_text())
    check = manifest["verification"]
    assert manifest["passed"] and check["sentences"] == 1000
    assert check["min_cosine"] >= MIN_COSINE == 0.98


def test_onnx_vectors_are_within_0_98_of_torch(embedder: Embedder, torch_minilm) -> None:
    """Held sentences the export was not checked on when the shared data is present (the
    fixed list), alone and batched. One-word texts are the known weak spot of int8 (nothing
    to average the noise over): "Yes." 0.973, "ok" 0.976, "Thanks!" 0.962, so a lower floor."""
    texts = [*fixed_sentences(300)[::3], "I act.", "Alice is allergic to peanuts"]
    words = ["Yes.", "ok", "Thanks!"]
    batched = embedder.embed_documents(texts + words)
    alone = np.stack([embedder.embed_query(t) for t in texts + words])
    reference = torch_minilm.embed_documents(texts + words)
    assert np.allclose(np.linalg.norm(batched, axis=1), 1.0, atol=1e-4)
    for got in (batched, alone):
        cos = np.sum(got * reference, axis=1)
        assert cos[: len(texts)].min() >= 0.98, texts[int(cos[: len(texts)].argmin())]
        assert cos[len(texts) :].min() >= 0.95
    # Meaning survives: the paraphrase is nearer than an unrelated sentence.
    a, b, c = embedder.embed_documents(
        ["She can't eat peanuts", "Alice has a peanut allergy", "The train leaves at noon"]
    )
    assert float(a @ b) > float(a @ c) + 0.3


def test_held_sentences_are_1000_distinct_and_fixed_without_shared_data(tmp_path: Path) -> None:
    source, texts = held_sentences(data_dir=tmp_path)
    assert source == "fixed(1000)" and texts == fixed_sentences()
    assert len(set(texts)) == 1000


def corrupt_copy(good: Path) -> Exporter:
    """An exporter whose file loads and runs but is wrong: noise on the word embeddings."""

    def export(source_dir: Path, out_file: Path) -> None:
        del source_dir
        model = onnx.load(str(good / MODEL_FILE))
        biggest = max(model.graph.initializer, key=lambda t: len(t.raw_data))
        values = onnx.numpy_helper.to_array(biggest).copy()
        if values.dtype == np.float32:
            values += np.random.default_rng(0).normal(0, 0.2, values.shape).astype(np.float32)
        else:
            values = np.random.default_rng(0).integers(-127, 127, values.shape, dtype=values.dtype)
        biggest.CopyFrom(onnx.numpy_helper.from_array(values, biggest.name))
        onnx.save(model, str(out_file))

    return export


def test_a_failed_verification_falls_back_to_torch_with_one_log_line(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    sentences = ("test", fixed_sentences(60))
    built: list[str] = []

    def torch_model() -> Embedder:
        built.append("torch")
        return OnnxStub()

    with structlog.testing.capture_logs() as logs:
        got = onnx_or_torch(
            source_dir=minilm_model_dir(),
            name="all-MiniLM-L6-v2",
            model_id=MINILM_MODEL_ID,
            torch_embedder=torch_model,
            threads=TEST_THREADS,
            cache_dir=cache,
            export=corrupt_copy(verified_folder()),
            sentences=sentences,
        )
    assert built == ["torch"] and isinstance(got, OnnxStub)
    fallbacks = [e for e in logs if e["event"] == "embedder.onnx_fallback"]
    assert len(fallbacks) == 1 and fallbacks[0]["log_level"] == "warning"
    reason = fallbacks[0]["reason"]
    assert "failed verification" in reason and "needs >= 0.98" in reason and "delete" in reason
    # The verdict is recorded: the next start falls back at once, without exporting again.
    folder = cache_entry(cache, "all-MiniLM-L6-v2", source_digest(minilm_model_dir()))
    assert json.loads((folder / MANIFEST).read_text())["passed"] is False

    def never(source_dir: Path, out_file: Path) -> None:
        raise AssertionError("exported again")

    with pytest.raises(OnnxUnavailable, match="failed verification"):
        prepare(minilm_model_dir(), "all-MiniLM-L6-v2", cache_dir=cache, export=never)


def test_an_unloadable_export_falls_back_too(tmp_path: Path) -> None:
    def truncated(source_dir: Path, out_file: Path) -> None:
        out_file.write_bytes((verified_folder() / MODEL_FILE).read_bytes()[:100_000])

    with structlog.testing.capture_logs() as logs:
        got = onnx_or_torch(
            source_dir=minilm_model_dir(),
            name="all-MiniLM-L6-v2",
            model_id=MINILM_MODEL_ID,
            torch_embedder=lambda: OnnxStub(),
            cache_dir=tmp_path,
            export=truncated,
            sentences=("test", ["one sentence"]),
        )
    assert isinstance(got, OnnxStub)
    assert [e["event"] for e in logs] == ["embedder.onnx_fallback"]


def test_a_cached_export_edited_after_verification_is_built_again(tmp_path: Path) -> None:
    good = verified_folder()
    exported: list[Path] = []

    def copy(source_dir: Path, out_file: Path) -> None:
        exported.append(out_file)
        shutil.copyfile(good / MODEL_FILE, out_file)

    args = {"cache_dir": tmp_path, "export": copy, "sentences": ("test", fixed_sentences(20))}
    first = prepare(minilm_model_dir(), "all-MiniLM-L6-v2", **args)  # type: ignore[arg-type]
    assert len(exported) == 1 and not list(tmp_path.glob(".*tmp*"))
    assert prepare(minilm_model_dir(), "all-MiniLM-L6-v2", **args) == first  # type: ignore[arg-type]
    assert len(exported) == 1  # cached
    with (first / MODEL_FILE).open("r+b") as f:
        f.seek(5_000_000)
        f.write(b"\0" * 64)
    assert prepare(minilm_model_dir(), "all-MiniLM-L6-v2", **args) == first  # type: ignore[arg-type]
    assert len(exported) == 2  # the damaged file was not trusted


class OnnxStub:
    """Stands in for the torch model in fallback tests (loading torch MiniLM is not the point)."""

    model_id = MINILM_MODEL_ID
    dimension = 384

    def embed_documents(self, texts):
        return np.zeros((len(texts), 384), dtype=np.float32)

    def embed_query(self, text):
        return np.zeros(384, dtype=np.float32)

    def embed_queries(self, texts):
        return np.zeros((len(texts), 384), dtype=np.float32)


def test_switching_backend_needs_a_reembed_and_reembed_migrates(
    app_factory, server_factory, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    srv = server_factory(data, embedding_backend="torch")
    assert srv.app.embedder.model_id == MINILM_MODEL_ID
    with connect(srv) as mc:
        mc.remember("alice", "Alice is allergic to peanuts")
        mc.remember("alice", "Alice moved to Lisbon in 2023")
    srv.stop()
    # Started on the default (int8 ONNX) backend: the same message as any model change.
    with pytest.raises(IndexModelMismatch) as err:
        app_factory(data)
    message = err.value.message
    assert f"'{MINILM_MODEL_ID}'" in message and f"'{ONNX_ID}'" in message
    assert "scripts/reembed.py" in message
    proc = subprocess.run(
        [sys.executable, "scripts/reembed.py", "--data-dir", str(data), "--target", "chroma-int8"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert ONNX_ID in proc.stdout
    assert (data / "chroma").is_dir()  # still served until the restart
    migrated = server_factory(data)
    with connect(migrated) as mc:
        hits = mc.recall("alice", "what food should she avoid?", top_k=1)
        assert hits[0].memory.content == "Alice is allergic to peanuts"
        assert hits[0].memory.embedding_model == ONNX_ID
    # The old index held every peer's vectors: left in place, a Forget would not reach it.
    assert [p for p in (data / "chroma", *index_siblings(data / "chroma")) if p.exists()] == []


def test_a_vector_does_not_depend_on_its_batch_mates(embedder: Embedder) -> None:
    """A rebuild from the log re-embeds in other batches and must give the same answers, and a
    dedup decision must not hinge on what else was in the request. The export quantizes
    activations per token, so texts do run in batches (padded to the longest) and differ from
    themselves alone by float rounding only; with per-tensor scales they moved by up to 0.04."""
    assert isinstance(embedder, OnnxEmbedder) and embedder.batch > 1
    text = "Alice keeps bees on the roof of her flat in Porto"
    mates = ["ok", "A much longer sentence " * 12, "Bob collects stamps", "Carol", "Dan sings"]
    alone = embedder.embed_documents([text])[0]
    for batch in ([*mates, text], [text, *mates, *mates]):
        got = embedder.embed_documents(batch)
        assert np.abs(got[batch.index(text)] - alone).max() <= 1e-6
        assert np.abs(got[1] - embedder.embed_documents([batch[1]])[0]).max() <= 1e-6


def test_the_export_quantizes_per_token_and_verified_batches() -> None:
    """What verification recorded: every weight MatMul int8 (no fp32 ones left), within 0.99
    of torch on every held sentence, and batches that give the vectors texts get alone."""
    folder = verified_folder()
    manifest = json.loads((folder / MANIFEST).read_text())
    assert manifest["batch_invariant"] and manifest["verification"]["batch_drift"] <= 1e-4
    assert manifest["verification"]["min_cosine"] >= 0.99
    ops = [n.op_type for n in onnx.load(str(folder / MODEL_FILE)).graph.node]
    assert "MatMul" in ops  # attention's activation x activation products stay fp32
    assert ops.count("MatMulIntegerToFloat") == 36 and "DynamicQuantizeLinear" not in ops


def test_a_recipe_that_fails_verification_gives_way_to_the_next(tmp_path: Path) -> None:
    """On CPUs whose int8 kernels saturate (x86 without VNNI) the 8-bit recipe fails the check
    and the service would run on torch; the next recipe is tried and the one kept is named."""
    good = verified_folder()

    def fine(source_dir: Path, out_file: Path) -> None:
        shutil.copyfile(good / MODEL_FILE, out_file)

    folder = prepare(
        minilm_model_dir(),
        "all-MiniLM-L6-v2",
        cache_dir=tmp_path,
        export=[corrupt_copy(good), fine],
        sentences=("test", fixed_sentences(40)),
    )
    manifest = json.loads((folder / MANIFEST).read_text())
    assert manifest["passed"] and manifest["recipe"] == "fine"
    first, second = manifest["attempts"]
    assert not first["passed"] and first["verification"]["min_cosine"] < MIN_COSINE
    assert second["passed"] and second["verification"]["min_cosine"] >= MIN_COSINE
    assert OnnxEmbedder(folder, ONNX_ID).embed_query("hello").shape == (384,)


def test_the_shipped_recipes_end_with_7_bit_weights() -> None:
    """The last resort is the recipe that cannot saturate; the 8-bit one goes first."""
    assert [r.reduce_range for r in RECIPES] == [False, True]
    manifest = json.loads((verified_folder() / MANIFEST).read_text())
    assert manifest["recipe"] in {r.name for r in RECIPES}
