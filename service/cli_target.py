"""Which service a client command talks to, and with which key.

The defaults come from the settings `serve` reads (env, memcue.toml or MEMCUE_CONFIG), read
once per command, so a shell next to a config file reaches the server that file configures
and finds the operator key in its data dir; the flags and MEMCUE_TARGET / MEMCUE_API_KEY
override them.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
from dataclasses import dataclass
from pathlib import Path

from service.api.tls import local_client_tls
from service.client import MemcueClient, TLSConfig
from service.errors import MemcueError, Unauthenticated, Unavailable
from service.settings import Settings


@dataclass(frozen=True, slots=True)
class Local:
    """Where the configured service listens, where its operator key is, and the TLS a
    client here reaches it with (its own certificate trusted, when it has one)."""

    target: str
    key_file: Path
    tls: TLSConfig | None = None

    @classmethod
    def configured(cls) -> Local:
        try:
            settings: Settings | None = Settings()
        except (ValueError, OSError):  # a broken config: `serve` reports why
            settings = None
        host = settings.host if settings else "127.0.0.1"
        host = "127.0.0.1" if host in ("0.0.0.0", "[::]", "") else host  # listening on all
        port = settings.port if settings else 50051
        data_dir = (
            settings.data_dir
            if settings
            else Path(os.environ.get("MEMCUE_DATA_DIR", "memcue-data"))
        )
        target = f"{host}:{port}"
        if port == 0:  # "any free port": the running service wrote which one it took
            target = _running_address(data_dir) or target
        tls = local_client_tls(settings.tls, host) if settings else None
        chosen = os.environ.get("MEMCUE_TARGET") or target
        if chosen != target:  # another service: this one's certificate would not be its own
            tls = None
        return cls(chosen, data_dir / "operator.key", tls)


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


def add_tls_arguments(parser: argparse.ArgumentParser) -> None:
    """How a client command reaches a service with TLS (README "TLS")."""
    env = os.environ.get
    parser.add_argument("--tls", action="store_true", help="TLS trusting the system's CAs")
    parser.add_argument(
        "--tls-ca", default=env("MEMCUE_TLS_CA"), help="PEM CA to trust (implies TLS)"
    )
    parser.add_argument(
        "--tls-cert", default=env("MEMCUE_TLS_CERT"), help="PEM client certificate (mTLS)"
    )
    parser.add_argument("--tls-key", default=env("MEMCUE_TLS_KEY"), help="its PEM private key")
    parser.add_argument(
        "--tls-domain",
        default=env("MEMCUE_TLS_DOMAIN"),
        help="the name the server's certificate carries, when --target's host is not it",
    )


def tls_config(args: argparse.Namespace) -> TLSConfig | bool | None:
    """The flags' TLS; without flags, the configured local service's own (it is only
    the default for the default target: a --target elsewhere is plaintext unless told)."""
    local: Local = args.local
    base = local.tls if args.target == local.target else None
    explicit = (args.tls_ca, args.tls_cert, args.tls_key, args.tls_domain)
    if not any(explicit):
        return base if base is not None else (True if args.tls else None)
    given = TLSConfig.from_files(
        ca=args.tls_ca, cert=args.tls_cert, key=args.tls_key, domain=args.tls_domain
    )
    if base is None:
        return given
    return dataclasses.replace(
        given,
        server_root_ca_cert=given.server_root_ca_cert or base.server_root_ca_cert,
        domain=given.domain or base.domain,
    )


def client(args: argparse.Namespace) -> MemcueClient:
    return MemcueClient(
        args.target,
        timeout=args.timeout,
        namespace=args.namespace or "",
        api_key=api_key(args),
        tls=tls_config(args),
    )


def refused_hint(args: argparse.Namespace, exc: MemcueError) -> str:
    """The hint after an UNAVAILABLE or UNAUTHENTICATED call: a TLS handshake's, else the
    missing key's or the plaintext call's."""
    hint = tls_hint(args, exc.message) if getattr(args, "target", None) else ""
    if hint:
        return hint
    if isinstance(exc, Unauthenticated):
        return missing_key_hint(args)
    if isinstance(exc, Unavailable) and getattr(args, "target", None):
        return unavailable_hint(args)
    return ""


def unavailable_hint(args: argparse.Namespace) -> str:
    """A plaintext call to a TLS port fails as "Socket closed": say what to try."""
    if tls_config(args) is None:
        return (
            f"hint: if {args.target} serves TLS, pass --tls-ca <its CA or certificate> "
            "(or --tls for a public CA)"
        )
    return ""


def tls_hint(args: argparse.Namespace, message: str) -> str:
    """Which flag a refused TLS handshake asks for ("" when it was none): gRPC's words (an
    OpenSSL code, "Hostname Verification Check failed", a closed socket for a missing client
    certificate, UNAUTHENTICATED for a name only in the certificate's CN) do not say, and
    the last was followed by the hint about a refused API key."""
    if "CERTIFICATE_VERIFY_FAILED" in message:
        return (
            f"hint: the certificate {args.target} showed is not signed by a CA this command "
            "trusts: pass --tls-ca <its CA or certificate>"
        )
    if "Hostname Verification" in message or "does not match SSL server name" in message:
        return (
            f"hint: {args.target}'s host is not a name its certificate carries (in its "
            "subjectAltName): pass --tls-domain <a name it carries>"
        )
    if "WRONG_VERSION_NUMBER" in message:  # what a plaintext port answers a TLS client
        return (
            f"hint: {args.target} does not seem to serve TLS: leave out the --tls flags "
            "(and MEMCUE_TLS_*)"
        )
    if "Socket closed" not in message:
        return ""
    tls = tls_config(args)
    if tls is True or (isinstance(tls, TLSConfig) and tls.client_cert is None):
        return f"hint: if {args.target} requires client certificates, pass --tls-cert and --tls-key"
    return ""


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
