"""Which service a client command talks to, and with which key.

The defaults come from the settings `serve` reads (env, memcue.toml or MEMCUE_CONFIG), read
once per command, so a shell next to a config file reaches the server that file configures
and finds the operator key in its data dir; the flags and MEMCUE_TARGET / MEMCUE_API_KEY
override them.
"""

from __future__ import annotations

import argparse
import json
import os
from dataclasses import dataclass
from pathlib import Path

from service.client import MemcueClient
from service.settings import Settings


@dataclass(frozen=True, slots=True)
class Local:
    """Where the configured service listens and where its operator key is."""

    target: str
    key_file: Path

    @classmethod
    def configured(cls) -> Local:
        try:
            settings: Settings | None = Settings()
        except (ValueError, OSError):  # a broken config: `serve` reports why
            settings = None
        host = settings.host if settings else "127.0.0.1"
        host = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host  # listening on all
        port = settings.port if settings else 50051
        data_dir = (
            settings.data_dir
            if settings
            else Path(os.environ.get("MEMCUE_DATA_DIR", "memcue-data"))
        )
        target = f"{host}:{port}"
        if port == 0:  # "any free port": the running service wrote which one it took
            target = _running_address(data_dir) or target
        return cls(os.environ.get("MEMCUE_TARGET") or target, data_dir / "operator.key")


def _running_address(data_dir: Path) -> str:
    """The address `memcue serve` wrote to `<data_dir>/runtime.json` (with port=0 the CLI
    aimed at 127.0.0.1:0)."""
    try:
        return str(json.loads((data_dir / "runtime.json").read_text())["address"])
    except (OSError, ValueError, KeyError, TypeError):
        return ""


def api_key(args: argparse.Namespace) -> str:
    """--api-key, else MEMCUE_API_KEY, else the local operator key `make run` created."""
    if args.api_key is not None:  # --api-key '' is no key, not the local operator's
        return str(args.api_key)
    if os.environ.get("MEMCUE_API_KEY"):
        return os.environ["MEMCUE_API_KEY"]
    key_file: Path = args.key_file
    return key_file.read_text().strip() if key_file.exists() else ""


def client(args: argparse.Namespace) -> MemcueClient:
    return MemcueClient(
        args.target, timeout=args.timeout, namespace=args.namespace or "", api_key=api_key(args)
    )


def missing_key_hint(args: argparse.Namespace) -> str:
    """What to say when the service refused a call made without --api-key: which key was
    sent, if any (a revoked local operator key was called "none was found")."""
    given = getattr(args, "api_key", None)
    if given == "":
        return "hint: --api-key '' sends no key; leave it out to use the local operator key"
    if given:
        return ""
    if os.environ.get("MEMCUE_API_KEY"):
        return "hint: the key in MEMCUE_API_KEY was refused (revoked, or another service's)"
    key_file: Path = args.key_file
    if key_file.exists():
        return (
            f"hint: the local operator key in {key_file} was refused (revoked?): mint one with "
            "`memcue keys create --namespace <ns> --role operator` and pass it with --api-key"
        )
    return (
        f"hint: no key was given and none was found in MEMCUE_API_KEY or {key_file}; "
        "pass --api-key or run where the service's data dir is"
    )
