"""How far can the dedup signals we have go? An optimistic ceiling on STS-B dev.

    python scripts/dedup_ceiling.py --data ../shared/data --pair-model models/pair-stsb

For each signal (cosine, the rules' logistic probability, the pair model, and their
combinations), with and without the hard vetoes, it picks the threshold **on dev itself** that
maximises recall at precision >= 0.95, and reports the best precision reachable at recall >=
0.50. Thresholds chosen on the split they are scored on flatter every signal, so these are
upper bounds, not estimates: if no row reaches recall 0.50 at precision 0.95 here, no
threshold on these signals will reach it on test. STS-B test is never read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from embeddings import MiniLMEmbedder  # noqa: E402
from embeddings.pair_model import CrossEncoderScorer, ScoreTable  # noqa: E402
from scripts.datasets import stsb_pairs  # noqa: E402
from scripts.eval_dedup import DUPLICATE_SCORE, HARMFUL_SCORE, pair_cosines  # noqa: E402
from service.dedup.overlap import probability, vetoes  # noqa: E402

TARGET_PRECISION = 0.95
TARGET_RECALL = 0.50


def ceiling(
    signal: np.ndarray, allowed: np.ndarray, positive: np.ndarray, harmful: np.ndarray
) -> dict[str, float | int | None]:
    """Best in-sample operating points of `signal >= t` among `allowed` pairs."""
    best_recall, best_recall_harm = 0.0, 0
    best_precision: float | None = None
    total = int(np.sum(positive))
    for t in np.unique(signal[allowed]):
        merged = allowed & (signal >= t)
        n = int(np.sum(merged))
        tp = int(np.sum(merged & positive))
        precision, recall = tp / n, tp / total
        if precision >= TARGET_PRECISION and n >= 10 and recall > best_recall:
            best_recall, best_recall_harm = recall, int(np.sum(merged & harmful))
        if recall >= TARGET_RECALL and (best_precision is None or precision > best_precision):
            best_precision = precision
    return {
        "recall_at_p95": best_recall,
        "harmful_there": best_recall_harm,
        "precision_at_r50": best_precision,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--pair-model", type=Path, default=ROOT / "models" / "pair-stsb")
    parser.add_argument("--out", type=Path, default=ROOT / "results" / "dedup_ceiling.json")
    args = parser.parse_args()
    dev_path = args.data / "stsbenchmark" / "sts-dev.csv"
    if not dev_path.exists():
        print(f"skipped: {dev_path} not found (pass --data PATH)")
        return 0
    rows = stsb_pairs(dev_path)
    pairs = [(a, b) for a, b, _ in rows]
    gold = np.array([s for _, _, s in rows])
    positive, harmful = gold >= DUPLICATE_SCORE, gold < HARMFUL_SCORE
    cos = pair_cosines(MiniLMEmbedder(), pairs)
    logit_p = np.array([probability(b, a, float(c)) for (a, b), c in zip(pairs, cos, strict=True)])
    no_veto = np.array([not vetoes(a, b) for a, b in pairs])
    signals: dict[str, np.ndarray] = {"cosine": cos, "rules' logistic p": logit_p}
    if (args.pair_model / "config.json").is_file():
        pair = np.array(ScoreTable(CrossEncoderScorer(args.pair_model), pairs).raw)
        combos: dict[str, Callable[[], np.ndarray]] = {
            "pair model": lambda: pair,
            "mean(pair, p)": lambda: (pair + logit_p) / 2,
            "min(pair, p)": lambda: np.minimum(pair, logit_p),
            "sqrt(pair * p)": lambda: np.sqrt(pair * logit_p),
            "mean(pair, cosine)": lambda: (pair + cos) / 2,
        }
        signals.update({name: make() for name, make in combos.items()})
    else:
        print(f"no pair model at {args.pair_model}: cosine and logistic p only")
    everything = np.ones_like(positive)
    report = []
    print(
        f"\n{'signal':<22}{'vetoes':>7}{'R @ P>=.95':>12}{'harmful':>9}{'P @ R>=.50':>12}"
        "   (thresholds tuned on dev itself)"
    )
    for name, signal in signals.items():
        for veto, allowed in (("no", everything), ("yes", no_veto)):
            c = ceiling(signal, allowed, positive, harmful)
            report.append({"signal": name, "vetoes": veto == "yes", **c})
            p50 = "-" if c["precision_at_r50"] is None else f"{c['precision_at_r50']:.3f}"
            print(f"{name:<22}{veto:>7}{c['recall_at_p95']:>12.3f}{c['harmful_there']:>9}{p50:>12}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"split": "sts-dev", "rows": report}, indent=2))
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
