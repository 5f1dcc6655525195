"""Start-up benchmark: how long `memcue serve` takes to listen and to say SERVING.

    python scripts/bench_start.py [--runs 4] [--server-root /tmp/memcue-old] [--model M] [--out F]

Each round starts a real `memcue serve` on a fresh data dir (its own aw-server, embedded
Chroma, the default model or `--model`) once per variant, alternated so that a slow spell of
the machine falls on all of them: this code; this code with `MEMCUE_REGEX_CACHE=0` (the
privacy rules compiled at every start, as before the compiled-rules cache); and, with
`--server-root`, another copy of the code from the same virtualenv (`git worktree add
--detach /tmp/memcue-old <commit>`), the before of a before/after. The first round warms the
caches (the model export, the compiled rules) and is not counted. Prints medians and every
run, writes JSON.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.bench_scale import start  # noqa: E402
from scripts.benchkit import stop_memcue  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=4, help="counted rounds (after one warm-up)")
    parser.add_argument("--server-root", type=Path, default=None, help="another copy of the code")
    parser.add_argument(
        "--model", default="", help="MEMCUE_EMBEDDING_MODEL (static-64d...); empty: the default"
    )
    parser.add_argument("--out", type=Path, default=Path("results/bench_start.json"))
    args = parser.parse_args()
    if args.runs < 1:
        parser.error(f"--runs must be at least 1, got {args.runs}")
    model = {"MEMCUE_EMBEDDING_MODEL": args.model} if args.model else {}
    variants: dict[str, tuple[Path | None, dict[str, str]]] = {
        "this code": (None, model),
        "this code, MEMCUE_REGEX_CACHE=0": (None, {**model, "MEMCUE_REGEX_CACHE": "0"}),
    }
    if args.server_root is not None:
        variants[f"code at {args.server_root}"] = (args.server_root, model)
    times: dict[str, dict[str, list[float]]] = {
        name: {"listening_s": [], "serving_s": []} for name in variants
    }
    work = Path(tempfile.mkdtemp(prefix="memcue-bench-start-"))
    try:
        for round_ in range(args.runs + 1):
            for i, (name, (root, env)) in enumerate(variants.items()):
                data = work / f"round{round_}-variant{i}"
                data.mkdir()
                served, took = start(data, env, root)
                stop_memcue(served)
                if round_:  # (round 0 warms the caches)
                    times[name]["listening_s"].append(took["listening_s"])
                    times[name]["serving_s"].append(took["serving_s"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{'variant':<40}{'listening s':>12}{'SERVING s':>11}  runs (to SERVING)")
    for name, t in times.items():
        runs = ", ".join(f"{x:.2f}" for x in t["serving_s"])
        print(
            f"{name:<40}{statistics.median(t['listening_s']):>12.2f}"
            f"{statistics.median(t['serving_s']):>11.2f}  {runs}"
        )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(
        json.dumps({"runs": args.runs, "model": args.model, "variants": times}, indent=2)
    )
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
