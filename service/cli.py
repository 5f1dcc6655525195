"""The `memcue` command: run the service, or talk to a running one.

    memcue serve                                  # embedded Chroma + its own aw-server
    memcue remember --peer alice "Alice is allergic to peanuts" --kind fact
    memcue recall --peer alice "what can't she eat?"
    memcue get --peer alice m_0123...
    memcue list --peer alice
    memcue delete --peer alice m_0123...
    memcue ingest --peer alice --session s1 turns.json
    memcue brief --peer alice --budget 1000 --cue "plan the trip"
    memcue consolidate --peer alice --dry-run
    memcue mcp --peer alice                       # MCP tools for an agent host (stdio)
    memcue backup /backups/memcue-2026-12-07      # online; `memcue restore` puts it back

Client commands reach MEMCUE_TARGET (default: the configured host and port).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import textwrap
from collections.abc import Sequence

from pydantic import ValidationError

from service import (
    cli_backup,
    cli_export,
    cli_keys,
    cli_loop,
    cli_mcp,
    cli_serve,
    cli_target,
    codec,
)
from service.domain import Memory, Origin, Retention, WriteResult
from service.errors import (
    DeadlineExceeded,
    MemcueError,
    Unauthenticated,
    Unavailable,
)


def _seconds(text: str) -> float:
    """A deadline: 0, negative, inf or nan failed at once as DEADLINE_EXCEEDED."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 < value <= 86_400:
        raise argparse.ArgumentTypeError(f"{text} is not a deadline: use 0 < seconds <= 86400")
    return value


def _memory_line(m: Memory) -> str:
    """One line whatever the content: a memory with a newline printed a second, forged
    hit."""
    who = m.peer_id or "(namespace)"
    return f"{m.id}  [{who}] {m.kind}: {' '.join(m.content.split())}"


def _print_memory(m: Memory) -> None:
    rows = [
        ("id", m.id),
        ("namespace", m.namespace),
        ("peer", m.peer_id or "(namespace-wide)"),
        ("label", m.label),
        ("scope", m.scope),
        ("kind", m.kind),
        ("origin", m.origin.value),
        ("importance", f"{m.importance:.2f}"),
        ("confidence", f"{m.confidence:.2f}"),
        ("retention", m.retention.value),
        ("pinned", str(m.pinned)),
        ("occurred", m.occurred_at.isoformat()),
        ("created", m.created_at.isoformat()),
        ("updated", m.updated_at.isoformat()),
        ("expires", m.expires_at.isoformat() if m.expires_at else "never"),
        ("source refs", ", ".join(m.source_refs) or "-"),
        ("merged from", ", ".join(m.merged_from) or "-"),
        ("superseded by", m.superseded_by or "-"),
        ("model", m.embedding_model),
    ]
    width = max(len(k) for k, _ in rows)
    print(textwrap.fill(m.content, 88))
    for key, value in rows:
        print(f"  {key:<{width}}  {value}")


def _print_write(result: WriteResult) -> None:
    extra = f" (related: {result.related_id})" if result.related_id else ""
    print(f"{result.outcome.value}{extra}  {_memory_line(result.memory)}")


def _remember(args: argparse.Namespace) -> int:
    with cli_target.client(args) as mc:
        result = mc.remember(
            args.peer,
            args.content,
            kind=args.kind or "",
            label=args.label or "",
            scope=args.scope or "",
            origin=Origin(args.origin) if args.origin else None,
            importance=args.importance,
            retention=Retention(args.retention) if args.retention else None,
            pinned=args.pin,
            source_refs=args.source_ref or (),
            idempotency_key=args.idempotency_key or "",
        )
    if args.json:
        print(
            json.dumps(
                {
                    "outcome": result.outcome.value,
                    "related_id": result.related_id,
                    "memory": codec.to_record(result.memory),
                    "redactions": [{"field": x.field, "kind": x.kind} for x in result.redactions],
                },
                indent=2,
            )
        )
    else:
        _print_write(result)
    return 0


def _recall(args: argparse.Namespace) -> int:
    with cli_target.client(args) as mc:
        hits = mc.recall(args.peer, args.cue, top_k=args.top_k, kinds=args.kind or ())
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "score": h.score,
                        "relevance": h.relevance,
                        "components": dict(h.components),  # what the score is made of
                        "expanded_from": h.expanded_from,
                        "memory": codec.to_record(h.memory),
                    }
                    for h in hits
                ],
                indent=2,
            )
        )
        return 0
    if not hits:
        print("no memories match")
    for rank, hit in enumerate(hits, 1):
        print(f"{rank:>2}. {hit.score:.3f}  {_memory_line(hit.memory)}")
    return 0


def _get(args: argparse.Namespace) -> int:
    with cli_target.client(args) as mc:
        memory = mc.get(args.peer, args.id)
    if args.json:
        print(json.dumps(codec.to_record(memory), indent=2))
    else:
        _print_memory(memory)
    return 0


def _list(args: argparse.Namespace) -> int:
    with cli_target.client(args) as mc:
        page = mc.list(
            args.peer,
            label_prefix=args.label_prefix or "",
            kinds=args.kind or (),
            page_size=args.page_size,
            page_token=args.page_token or "",
        )
    if args.json:
        print(
            json.dumps(
                {
                    "memories": [codec.to_record(m) for m in page.memories],
                    "next_page_token": page.next_page_token,
                },
                indent=2,
            )
        )
        return 0
    if not page.memories:
        print("no memories")
    for m in page.memories:
        print(f"{m.created_at:%Y-%m-%d %H:%M}  {_memory_line(m)}")
    if page.next_page_token:
        print(f"more: --page-token {page.next_page_token}")
    return 0


def _forget(args: argparse.Namespace) -> int:
    if not args.peer:
        print("error: --peer is required", file=sys.stderr)
        return 2
    with cli_target.client(args) as mc:
        erased = mc.forget(args.peer)
    if args.json:
        print(json.dumps({"peer": args.peer, "erased": erased}))
    else:
        print(f"forgot peer {args.peer}: {erased} memories erased")
    return 0


def _status(args: argparse.Namespace) -> int:
    with cli_target.client(args) as mc:
        st = mc.status()
        health = mc.health()
    if args.json:
        fields = ("namespace", "role", "embedding_model", "version", "log_backlog", "log_error")
        print(json.dumps({"health": health} | {f: getattr(st, f) for f in fields}, indent=2))
        return 0
    print(f"health:          {health}")
    print(
        f"log backlog:     {st.log_backlog} events"
        + (f" (ActivityWatch: {st.log_error})" if st.log_error else "")
    )
    print(f"embedding model: {st.embedding_model}")
    print(f"version:         {st.version}")
    print(f"caller:          namespace {st.namespace}, role {st.role}")
    return 0


def _delete(args: argparse.Namespace) -> int:
    with cli_target.client(args) as mc:
        deleted = mc.delete(args.peer, args.id)
    print(json.dumps({"deleted": deleted}) if args.json else f"deleted {deleted}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="memcue", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the gRPC service")
    serve.add_argument("--data-dir", help="overrides MEMCUE_DATA_DIR")
    serve.add_argument("--host", help="overrides MEMCUE_HOST")
    serve.add_argument("--port", type=int, help="overrides MEMCUE_PORT (0 = any free port)")
    serve.set_defaults(fn=cli_serve.serve)

    local = cli_target.Local.configured()
    parser.set_defaults(key_file=local.key_file, local=local)
    default_target = local.target
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--target", default=default_target, help="host:port of the service")
    common.add_argument(
        "--namespace",
        default=os.environ.get("MEMCUE_NAMESPACE", ""),
        help="MEMCUE_AUTH=open only (default MEMCUE_NAMESPACE): a key acts in its own "
        "namespace, and naming another is refused",
    )
    common.add_argument("--timeout", type=_seconds, default=10.0, help="deadline in seconds")
    common.add_argument("--api-key", help="default: MEMCUE_API_KEY, then <data dir>/operator.key")
    common.add_argument(
        "--peer",
        help="peer id; --peer '' names the namespace-wide entries (remember needs one of "
        "the two: without --peer it wrote into every peer's brief)",
    )
    common.add_argument("--json", action="store_true", help="machine-readable output")
    cli_target.add_tls_arguments(common)

    rem = sub.add_parser("remember", parents=[common], help="store one memory")
    rem.add_argument("content")
    rem.add_argument("--kind")
    rem.add_argument("--label")
    rem.add_argument("--scope")
    rem.add_argument("--origin", choices=[o.value for o in Origin])
    rem.add_argument("--importance", type=float)
    rem.add_argument("--retention", choices=[r.value for r in Retention])
    rem.add_argument("--pin", action="store_true")
    rem.add_argument("--source-ref", action="append")
    rem.add_argument("--idempotency-key")
    rem.set_defaults(fn=_remember)

    rec = sub.add_parser("recall", parents=[common], help="memories that match a cue")
    rec.add_argument("cue")
    rec.add_argument("-k", "--top-k", type=int, default=0)
    rec.add_argument("--kind", action="append")
    rec.set_defaults(fn=_recall)

    get = sub.add_parser("get", parents=[common], help="one memory by id")
    get.add_argument("id")
    get.set_defaults(fn=_get)

    lst = sub.add_parser("list", parents=[common], help="a peer's memories, newest first")
    lst.add_argument("--label-prefix")
    lst.add_argument("--kind", action="append")
    lst.add_argument("--page-size", type=int, default=0)
    lst.add_argument("--page-token")
    lst.set_defaults(fn=_list)

    dele = sub.add_parser("delete", parents=[common], help="delete one memory")
    dele.add_argument("id")
    dele.set_defaults(fn=_delete)

    sub.add_parser("status", parents=[common], help="health and log backlog").set_defaults(
        fn=_status
    )

    cli_export.add_command(sub, common)
    fgt = sub.add_parser("forget", parents=[common], help="erase a peer everywhere (operator)")
    fgt.set_defaults(fn=_forget)

    cli_loop.add_commands(sub, common, cli_target.client)
    cli_mcp.add_command(sub, default_target=default_target, api_key=cli_target.api_key)

    cli_keys.add_commands(sub, cli_serve.settings_of)
    cli_backup.add_commands(sub, cli_serve.settings_of)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "peer", "") is None:
        if args.fn is _remember:
            print(
                "error: --peer is required: a peer id, or '' for a namespace-wide entry",
                file=sys.stderr,
            )
            return 2
        args.peer = ""
    try:
        return int(args.fn(args))
    except UnicodeEncodeError as exc:
        # an argument that is not UTF-8 (a Latin-1 terminal): a traceback before
        print(
            f"error: an argument is not UTF-8 text: {exc.object[exc.start : exc.end]!r}",
            file=sys.stderr,
        )
        return 2
    except OSError as exc:  # serve's port in use, a file it cannot write: one line
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except ValidationError as exc:  # a bad setting (env, memcue.toml): a traceback before
        for err in exc.errors():
            where = ".".join(str(p) for p in err["loc"]) or "settings"
            print(f"error: setting {where}: {err['msg']}", file=sys.stderr)
        return 2
    except MemcueError as exc:
        print(f"error: {exc.message}", file=sys.stderr)
        if isinstance(exc, DeadlineExceeded):
            # a 2,000-turn ingest takes longer than the default 10 s, and was stored
            print(
                "hint: the service may still have done it (re-sending an ingest or a write "
                "with its idempotency key is safe); give more --timeout",
                file=sys.stderr,
            )
        if isinstance(exc, Unauthenticated | Unavailable) and (
            hint := cli_target.refused_hint(args, exc)
        ):
            print(hint, file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
