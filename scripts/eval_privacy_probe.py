"""A labelled privacy probe through the guard, in process: secrets caught, partly caught,
missed, and look-alikes flagged.

    python scripts/eval_privacy_probe.py PROBE.json [PROBE.json ...] [--show]

A probe is what a helper that has not read the rules writes (the held-out check of the
privacy rules; the probe files stay out of the tree): a JSON list of
{"id": "s01", "text": "...", "secrets": ["exact substring", ...]}, an empty list for a
look-alike. A secret is caught when none of its values is left in the cleaned text, partly
when some are. `--show` prints every miss and every flagged look-alike.
"""

from __future__ import annotations

import argparse
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
    args = parser.parse_args(argv)
    guard = PrivacyGuard()
    for path in args.probes:
        score = Score()
        for case in json.loads(path.read_text()):
            cleaned, redactions = guard.clean(str(case["text"]), "content")
            score_case(score, case, cleaned, bool(redactions))
        if args.show:
            print("\n".join(score.notes))
        print(f"{path.name}: {score.line()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
