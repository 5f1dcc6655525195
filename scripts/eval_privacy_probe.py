"""A labelled privacy probe through the guard, in process: secrets caught, partly caught,
missed, and look-alikes flagged.

    python scripts/eval_privacy_probe.py PROBE.json [PROBE.json ...] [--show] [--rules-only]
    python scripts/eval_privacy_probe.py tests/data/privacy_probes.jsonl.gz --only 182,184,186

A probe is what a helper that has not read the rules writes (the held-out check of the
privacy rules): a JSON list of {"id": "s01", "text": "...", "secrets": ["exact substring",
...]}, an empty list for a look-alike (a list of bare strings is all look-alikes, as
tests/data/privacy_lookalikes.json is); or JSON lines (gzipped or not) of such items with a
"probe" id each (tests/data/privacy_probes.jsonl.gz), reported probe by probe (`--only`
picks some). A secret is caught when none of its values is left in the cleaned text, partly
when some are. `--show` prints every miss and every flagged look-alike; `--rules-only` leaves
the learned backstop out (`service/secret_backstop.py`), to see what it adds.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from service.privacy import PrivacyGuard  # noqa: E402


@dataclass
class Score:
    caught: int = 0
    partly: int = 0
    missed: int = 0
    flagged: int = 0
    look_alikes: int = 0
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        secrets = self.caught + self.partly + self.missed
        return (
            f"secrets {secrets}: caught {self.caught} partly {self.partly} missed "
            f"{self.missed}; look-alikes {self.look_alikes}: flagged {self.flagged}"
        )


def score_case(score: Score, case: Mapping[str, Any], cleaned: str, redacted: bool) -> None:
    """One probe item into the tally (pure: tests/test_eval_privacy_probe.py)."""
    secrets = [str(s) for s in case.get("secrets") or []]
    if not secrets:
        score.look_alikes += 1
        if redacted:
            score.flagged += 1
            score.notes.append(f"FLAGGED {case['id']} {cleaned!r}")
        return
    left = [s for s in secrets if s in cleaned]
    if not left:
        score.caught += 1
    elif len(left) < len(secrets):
        score.partly += 1
        score.notes.append(f"PARTLY {case['id']} {cleaned!r}")
    else:
        score.missed += 1
        score.notes.append(f"MISSED {case['id']} {case['text']!r}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("probes", nargs="+", type=Path)
    parser.add_argument("--show", action="store_true", help="print every miss and flag")
    parser.add_argument("--only", default="", help="probe ids of a JSON-lines file, a,b,...")
    parser.add_argument("--rules-only", action="store_true", help="without the backstop")
    args = parser.parse_args(argv)
    guard = PrivacyGuard(learned=not args.rules_only)
    only = {p for p in args.only.split(",") if p}
    for name, cases in probes(args.probes, only):
        score = Score()
        for case in cases:
            cleaned, redactions = guard.clean(str(case["text"]), "content")
            score_case(score, case, cleaned, bool(redactions))
        if args.show:
            print("\n".join(score.notes))
        print(f"{name}: {score.line()}")
    return 0


def probes(paths: Sequence[Path], only: set[str]) -> list[tuple[str, list[dict[str, Any]]]]:
    """(name, items) per probe: a JSON list is one probe, JSON lines are grouped by "probe"."""
    out: list[tuple[str, list[dict[str, Any]]]] = []
    for path in paths:
        raw = path.read_bytes()
        text = (gzip.decompress(raw) if path.suffix == ".gz" else raw).decode("utf-8").strip()
        if text.startswith("["):
            items = json.loads(text)
            # a list of bare texts is a set of look-alikes (tests/data/privacy_lookalikes.json)
            cases = [
                {"id": f"l{i}", "text": t, "secrets": []} if isinstance(t, str) else t
                for i, t in enumerate(items)
            ]
            out.append((path.name, cases))
            continue
        groups: dict[str, list[dict[str, Any]]] = {}
        for line in text.splitlines():
            case = json.loads(line)
            if not only or case["probe"] in only:
                groups.setdefault(case["probe"], []).append(case)
        out += [(f"{path.name} probe {p}", cases) for p, cases in groups.items()]
    return out


if __name__ == "__main__":
    raise SystemExit(main())
