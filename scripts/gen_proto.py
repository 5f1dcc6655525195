"""Generate the gRPC stubs under service/gen from proto/, or check they are current.

The stubs are committed so that running the service needs no protoc; `--check` (run by the
test suite) regenerates into a scratch dir and fails when the committed copy differs.
protoc emits absolute imports (`from memcue.v1 import ...`); we rewrite them to live under
`service.gen` so the generated package does not claim a top-level `memcue` name.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROTO_DIR = ROOT / "proto"
GEN_DIR = ROOT / "service" / "gen"
_IMPORT_RE = re.compile(r"^(from|import) memcue\.v1", re.MULTILINE)


def generate(out_dir: Path) -> list[Path]:
    """Run protoc (with the mypy plugins) over every .proto and return the files written."""
    from grpc_tools import protoc  # dev dependency: only needed to (re)generate

    protos = sorted(str(p.relative_to(PROTO_DIR)) for p in PROTO_DIR.rglob("*.proto"))
    include = Path(protoc.__file__).parent / "_proto"
    bin_dir = Path(sys.executable).parent
    args = [
        "protoc",
        f"-I{PROTO_DIR}",
        f"-I{include}",
        f"--plugin=protoc-gen-mypy={bin_dir / 'protoc-gen-mypy'}",
        f"--plugin=protoc-gen-mypy_grpc={bin_dir / 'protoc-gen-mypy_grpc'}",
        f"--python_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        f"--mypy_out={out_dir}",
        f"--mypy_grpc_out={out_dir}",
        *protos,
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    written = []
    for path in sorted(out_dir.rglob("*.py*")):
        text = _IMPORT_RE.sub(r"\1 service.gen.memcue.v1", path.read_text())
        path.write_text(text)
        written.append(path)
    for pkg in {p.parent for p in written} | {out_dir}:
        d = pkg
        while d != out_dir.parent:
            (d / "__init__.py").touch()
            d = d.parent
    return written


def _tree(root: Path) -> set[Path]:
    return {
        p.relative_to(root) for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts
    }


def check() -> int:
    """Exit status 1 and a diff summary when service/gen is stale against proto/."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / "gen"
        fresh.mkdir()
        generate(fresh)
        want, have = _tree(fresh), _tree(GEN_DIR)
        stale = sorted(str(p) for p in want ^ have)
        stale += sorted(
            str(p) for p in want & have if not filecmp.cmp(fresh / p, GEN_DIR / p, shallow=False)
        )
    if stale:
        print("stale generated stubs (run `make proto`):", *stale, sep="\n  ")
        return 1
    print("generated stubs are current")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if service/gen is stale")
    args = parser.parse_args()
    if args.check:
        return check()
    shutil.rmtree(GEN_DIR, ignore_errors=True)
    GEN_DIR.mkdir(parents=True)
    for path in generate(GEN_DIR):
        print("wrote", path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
