"""`memcue export --peer alice`: everything the service holds about one peer, in plain text,
for a person who asks what is kept about them (the right of access that goes with the right
to erasure, `memcue forget`). JSON lines: a header, then every memory (superseded and
archived ones included, with their provenance), the agent's proposals and outcomes, then
every event of the peer's log (which still holds what deleted and expired memories said)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import IO, Any

from google.protobuf.json_format import MessageToDict

from service import cli_target, codec
from service.client import MemcueClient
from service.errors import InvalidArgument
from service.gen.memcue.v1 import memory_pb2 as pb

# RecentProposals reads at most a page; its age window is set wide enough to mean "all".
ALL_TIME_S = 100 * 365 * 86_400
PROPOSALS = 500  # limits.max_page_size's default


def add_command(sub: Any, common: argparse.ArgumentParser) -> None:
    ex = sub.add_parser(
        "export",
        parents=[common],
        help="all kept about a peer as JSON lines: memories, proposals, log (an access request)",
    )
    ex.add_argument("--out", help="a new file, readable by its owner only (default: stdout)")
    ex.set_defaults(fn=_export)


def _export(args: argparse.Namespace) -> int:
    if not args.peer:
        print("error: --peer is required: the peer whose data to export", file=sys.stderr)
        return 2
    out: IO[str] = sys.stdout
    if args.out:
        try:  # never over another file, and never readable by others: it is plain text
            fd = os.open(args.out, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except OSError as exc:
            print(f"error: cannot create {args.out}: {exc.strerror}", file=sys.stderr)
            return 2
        out = os.fdopen(fd, "w", encoding="utf-8")
    memories = proposals = events = 0
    try:
        with cli_target.client(args) as mc:
            status = mc.status()
            _line(out, {"type": "export", "peer": args.peer, "namespace": status.namespace,
                        "exported_at": datetime.now(UTC).isoformat()})  # fmt: skip
            for memory in mc.iter_all(args.peer, include_superseded=True):
                _line(out, {"type": "memory", **codec.to_record(memory)})
                memories += 1
            for p in _proposals(mc, args.peer):
                _line(
                    out, {"type": "proposal", **MessageToDict(p, preserving_proto_field_name=True)}
                )
                proposals += 1
            for event in _events(mc, args.peer):
                _line(out, event)
                events += 1
        if out is not sys.stdout:
            out.close()  # inside: a full disk fails the last write here
    except BaseException:
        if out is not sys.stdout:  # a wrong key, a lost service, Ctrl-C: no partial file
            with contextlib.suppress(OSError):  # that reads as the whole answer, and none
                out.close()  # that refuses the retry
            os.unlink(args.out)
        raise
    where = args.out or "stdout"
    print(
        f"exported {memories} memories, {proposals} proposals and {events} log events to {where}",
        file=sys.stderr,
    )
    if not memories + proposals + events:  # a typo'd id reads the same as a forgotten peer
        print(
            f"note: nothing is kept about peer {args.peer!r} in namespace {status.namespace!r} "
            "(peer ids are compared exactly: Alice and alice are two peers)",
            file=sys.stderr,
        )
    if proposals >= PROPOSALS:
        print(
            f"note: the newest {PROPOSALS} proposals are listed as such; every proposal is "
            "among the log events",
            file=sys.stderr,
        )
    return 0


def _events(mc: MemcueClient, peer: str) -> Iterator[dict[str, Any]]:
    """Every event of the peer's log, newest first: what a deleted or expired memory said
    stays there until the peer is forgotten (README "Privacy and erasure"), so an export
    without them would not be all that is kept. Pages of 500, or the service's default
    where its pages are smaller (as `iter_all` does: the export failed there)."""
    token, size = "", PROPOSALS
    while True:
        try:
            page = mc.query_events(peer, page_size=size, page_token=token)
        except InvalidArgument as exc:  # a service with smaller pages: its default page
            if size == 0 or "page_size" not in str(exc):
                raise
            size = 0
            continue
        for e in page.events:
            yield {
                "type": "event",
                "seq": e.seq,
                "kind": e.kind,
                "at": e.at.ToDatetime(tzinfo=UTC).isoformat(),
                "correlation_id": e.correlation_id,
                "payload": json.loads(e.payload_json or "{}"),
            }
        token = page.next_page_token
        if not token:
            return


def _proposals(mc: MemcueClient, peer: str) -> Sequence[pb.Proposal]:
    """The newest proposals of all time, as many as one page holds (500 by default; a
    service configured with smaller pages answers its default page instead)."""
    try:
        return mc.recent_proposals(peer, limit=PROPOSALS, max_age_seconds=ALL_TIME_S)
    except InvalidArgument:
        return mc.recent_proposals(peer, max_age_seconds=ALL_TIME_S)


def _line(out: IO[str], record: dict[str, Any]) -> None:
    out.write(json.dumps(record, ensure_ascii=False) + "\n")
