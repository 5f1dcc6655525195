"""Fit the privacy guard's learned backstop (service/secret_backstop.py) and choose its threshold.

    python scripts/train_secret_backstop.py --data ../shared/data
    python scripts/train_secret_backstop.py --data ../shared/data --out /tmp/b.npz \
        --hold 194,196,198,200,202   # (--hold replaces the default list)

Learned from, one row per candidate token (a token with a digit, letters joined to a symbol, or
a run of spaced single digits):
- the blind privacy probes of tests/data/privacy_probes.jsonl.gz (a token inside a labelled
  secret is positive, every other candidate negative), except the held-out ones (`--hold`,
  196-202 by default, written after the model's text features; none was learned from, and
  they are what the backstop is measured on; 182-194 were held out of the first model);
- the generated secrets and look-alikes of tests/privacy_corpus.py;
- the reviewed look-alikes of tests/data/privacy_lookalikes.json (texts a reviewer wrote to
  trip the rules: "Order 4539 1488 ...", "Ghar ka pin 560034 hai"), all negatives;
- half of the MSC persona and LoCoMo texts (by a hash of the text), all negatives; the other
  half is where the false flags on ordinary text are counted.

The threshold: five folds of the training probes (each probe's rows in one fold) give every
training probe's candidates an out-of-fold score, and the reviewed look-alikes are split the
same way; the threshold is the lowest of the grid at which the out-of-fold flags of the
probes' look-alike items and of the reviewed look-alikes are each at most `--max-flagged`
(a share), and no lower than `--floor`. Deterministic; 10-20 s on 2 cores.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt
from scipy.sparse import csr_matrix  # type: ignore[import-untyped]
from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.datasets import locomo_conversations, msc_personas  # noqa: E402
from service.secret_backstop import (  # noqa: E402
    BITS,
    DEFAULT_PATH,
    Backstop,
    candidates,
    hashed,
    save,
)
from tests.privacy_corpus import look_alikes, secrets  # noqa: E402

PROBES = ROOT / "tests" / "data" / "privacy_probes.jsonl.gz"
LOOKALIKES = ROOT / "tests" / "data" / "privacy_lookalikes.json"
HELD_OUT = "196,198,200,202"
GRID = tuple(round(0.8 + 0.005 * k, 3) for k in range(39))  # 0.800, 0.805, ... 0.990
C = 0.5
POSITIVE_WEIGHT = 3.0  # a missed secret costs more than a redacted order number
FOLDS = 5


@dataclass(frozen=True, slots=True)
class Text:
    source: str  # a probe id, "corpus-secret", "corpus-lookalike", "reviewed", "ordinary"
    text: str
    secrets: tuple[str, ...]
    fold: int


def _fold(key: str) -> int:
    return int(hashlib.sha1(key.encode("utf-8")).hexdigest(), 16) % FOLDS


def _half(text: str) -> int:
    return int(hashlib.md5(text.encode("utf-8")).hexdigest(), 16) % 2


def load(data: Path, hold: set[str]) -> tuple[list[Text], list[Text], list[str]]:
    """(training texts, held-out probe texts, ordinary texts to count false flags on)."""
    train: list[Text] = []
    held: list[Text] = []
    for line in gzip.decompress(PROBES.read_bytes()).decode("utf-8").splitlines():
        x = json.loads(line)
        t = Text(x["probe"], x["text"], tuple(x["secrets"]), _fold(x["probe"]))
        (held if x["probe"] in hold else train).append(t)
    train += [Text("corpus-secret", text, (value,), _fold(text)) for _, text, value in secrets()]
    train += [Text("corpus-lookalike", text, (), _fold(text)) for text in look_alikes()]
    reviewed = json.loads(LOOKALIKES.read_text(encoding="utf-8"))
    train += [Text("reviewed", text, (), _fold(text)) for text in reviewed]
    msc = msc_personas(data / "msc" / "msc_personas_all.json")
    turns = [
        t.text for c in locomo_conversations(data / "locomo" / "locomo10.json") for t in c.turns
    ]
    ordinary = sorted({*msc, *turns})
    train += [Text("ordinary", t, (), _fold(t)) for t in ordinary if _half(t) == 0]
    return train, held, [t for t in ordinary if _half(t) == 1]


def rows(texts: Iterable[Text]) -> tuple[csr_matrix, npt.NDArray[np.bool_], list[int]]:
    """One row per candidate token: hashed binary features, the label, the text's index."""
    indptr, indices, labels, owner = [0], [], [], []
    for k, t in enumerate(texts):
        spans = [(i, i + len(s)) for s in t.secrets for i in _all(t.text, s)]
        for start, end, names in candidates(t.text):
            cols = np.unique(hashed(names))
            indices.extend(cols.tolist())
            indptr.append(len(indices))
            labels.append(any(start < e and s < end for s, e in spans))
            owner.append(k)
    data = np.ones(len(indices), dtype=np.float64)
    x = csr_matrix((data, indices, indptr), shape=(len(labels), 1 << BITS))
    return x, np.array(labels, dtype=bool), owner


def _all(text: str, value: str) -> Iterable[int]:
    start = 0
    while value and (i := text.find(value, start)) >= 0:
        yield i
        start = i + 1


def fit(x: csr_matrix, y: npt.NDArray[np.bool_]) -> LogisticRegression:
    return LogisticRegression(
        C=C, max_iter=3000, class_weight={True: POSITIVE_WEIGHT, False: 1.0}
    ).fit(x, y)


def text_flags(
    scores: npt.NDArray[np.float64], owner: list[int], n: int
) -> npt.NDArray[np.float64]:
    """Per text, its highest candidate score (0 with no candidate)."""
    best = np.zeros(n)
    np.maximum.at(best, np.array(owner, dtype=np.int64), scores)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    ap.add_argument("--out", type=Path, default=DEFAULT_PATH)
    ap.add_argument("--hold", default=HELD_OUT, help="probe ids left out (measured, not learned)")
    ap.add_argument("--max-flagged", type=float, default=0.01)
    ap.add_argument("--floor", type=float, default=0.85)
    args = ap.parse_args()
    started = time.perf_counter()
    train, held, ordinary = load(args.data, {h for h in args.hold.split(",") if h})
    x, y, owner = rows(train)
    fold = np.array([train[k].fold for k in owner])
    oof = np.zeros(len(y))
    for f in range(FOLDS):
        out = fold == f
        oof[out] = fit(x[~out], y[~out]).predict_proba(x[out])[:, 1]
    best = text_flags(oof, owner, len(train))
    probe_la = np.array([not t.secrets and t.source.isdigit() for t in train])
    reviewed = np.array([t.source == "reviewed" for t in train])
    threshold = 0.99
    print(f"{'threshold':>9} {'probe look-alikes':>18} {'reviewed':>9} {'secret tokens':>14}")
    for t in GRID:
        la_share = float(np.mean(best[probe_la] >= t))
        rv_share = float(np.mean(best[reviewed] >= t))
        recall = float(np.mean(oof[y] >= t))
        print(f"{t:>9.3f} {la_share:>18.3f} {rv_share:>9.3f} {recall:>14.3f}")
        if t >= args.floor and max(la_share, rv_share) <= args.max_flagged:
            threshold = min(threshold, t)
    final = fit(x, y)
    weights = np.zeros(1 << BITS)
    weights[:] = final.coef_[0]
    save(
        args.out,
        weights,
        float(final.intercept_[0]),
        threshold,
        {
            "script": "scripts/train_secret_backstop.py",
            "held_out": sorted(h for h in args.hold.split(",") if h),
            "rows": len(y),
            "positives": int(y.sum()),
            "C": C,
            "positive_weight": POSITIVE_WEIGHT,
            "max_flagged": args.max_flagged,
            "floor": args.floor,
        },
    )
    model = Backstop(
        weights.astype(np.float16).astype(np.float32), float(final.intercept_[0]), threshold
    )
    flagged = sum(1 for t in ordinary if next(model.spans(t), None) is not None)
    print(
        f"threshold {threshold}; {len(y)} candidate tokens ({int(y.sum())} in secrets) from "
        f"{len(train)} texts; ordinary texts held out flagged: {flagged} of {len(ordinary)}; "
        f"{len(held)} held-out probe texts left for scripts/eval_privacy_probe.py; "
        f"wrote {args.out} in {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
