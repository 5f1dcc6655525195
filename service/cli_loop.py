"""The memory loop's `memcue` commands: ingest a transcript, print a brief, consolidate.

memcue ingest --peer alice --session s1 turns.json     # [{"speaker", "text", ...}, ...]
memcue brief --peer alice --budget 1000 [--cue "..."] [--project memcue] [--confirm]
memcue consolidate --peer alice [--all] [--dry-run]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from service.client import MemcueClient
from service.errors import InvalidArgument
from service.loop_domain import Turn, TurnRole
from service.memory_loop.dates import zone

ClientFactory = Callable[[argparse.Namespace], MemcueClient]


# The names chat APIs give the two sides, read as ours.
_ROLES = {"peer": TurnRole.PEER, "user": TurnRole.PEER, "human": TurnRole.PEER}
_ROLES |= {"agent": TurnRole.AGENT, "assistant": TurnRole.AGENT, "ai": TurnRole.AGENT}


def _turns(path: str, start: int = 0, time_zone: str = "") -> list[Turn]:
    """Turns from a JSON file (or '-' for stdin): a list of objects with `text` and
    optionally `speaker`, `role` (peer or agent; user and assistant read the same), `time`
    (ISO 8601), `position` (an integer), `ref`. Positions default to the order in the file,
    from `start`.
    A file that is not that gets InvalidArgument naming the turn and field, not a traceback."""
    try:
        # utf-8-sig: a file an editor saved with a byte-order mark was refused
        raw = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8-sig")
        items: Any = json.loads(raw)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise InvalidArgument(f"cannot read {path} as JSON: {exc}", field="turns") from exc
    if not isinstance(items, list):
        raise InvalidArgument("the transcript file must hold a JSON list of turns", field="turns")
    turns: list[Turn] = []
    for i, item in enumerate(items):
        # a turn without a position follows the one before (the file's order gave "1 does
        # not follow 10" when only some turns had one)
        after = turns[-1].position if turns else None
        turns.append(_turn(i, item, start if after is None else after + 1, time_zone))
    return turns


def _turn(i: int, item: Any, default_position: int, time_zone: str = "") -> Turn:
    if not isinstance(item, dict) or "text" not in item:
        raise InvalidArgument(f"turns[{i}] needs a text", field=f"turns[{i}]")
    for name in ("text", "speaker", "ref"):
        # null and non-strings were stored as their Python text: a turn "None", "{'a': 1}"
        if name in item and not isinstance(item[name], str):
            raise InvalidArgument(
                f"turns[{i}].{name} must be a string, not {json.dumps(item[name])[:40]}",
                field=f"turns[{i}].{name}",
            )
    role = str(item.get("role", "peer")).lower()
    if role not in _ROLES:
        raise InvalidArgument(
            f"turns[{i}].role {role!r} is not known: use peer or agent (user, assistant)",
            field=f"turns[{i}].role",
        )
    when = item.get("time")
    try:
        time = datetime.fromisoformat(when) if when else None
    except (TypeError, ValueError) as exc:
        raise InvalidArgument(
            f"turns[{i}].time {when!r} is not an ISO 8601 time", field=f"turns[{i}].time"
        ) from exc
    found = zone(time_zone)
    if time is not None and time.tzinfo is None and found is not None:
        # a time without an offset is the speaker's wall clock, with --time-zone (it was
        # read in the client machine's zone, and "yesterday" pinned to another day)
        time = time.replace(tzinfo=found)
    position = item.get("position", default_position)
    if isinstance(position, bool) or not isinstance(position, int):
        raise InvalidArgument(
            f"turns[{i}].position {position!r} is not an integer", field=f"turns[{i}].position"
        )
    return Turn(
        text=str(item["text"]),
        position=position,
        speaker=str(item.get("speaker", "")),
        role=_ROLES[role],
        time=time,
        ref=str(item.get("ref", "")),
    )


def _ingest(args: argparse.Namespace, client: ClientFactory) -> int:
    with client(args) as mc:
        r = mc.ingest_transcript(
            args.peer,
            args.session,
            _turns(args.file, args.start, args.time_zone),
            scope=args.scope or "",
            time_zone=args.time_zone,
        )
    if args.json:
        out = {
            "new_turns": r.new_turns,
            "skipped_turns": r.skipped_turns,
            "extracted": r.extracted,
            "last_position": r.last_position,
            "empty_turns": r.empty_turns,
            "turn_ids": list(r.turn_ids),
            "extracted_ids": list(r.extracted_ids),
            "redactions": [{"field": x.field, "kind": x.kind} for x in r.redactions],
        }
        print(json.dumps(out, indent=2))
    else:
        print(
            f"session {args.session}: {r.new_turns} new, {r.skipped_turns} seen before, "
            + (f"{r.empty_turns} empty left out, " if r.empty_turns else "")
            + f"{r.extracted} memories extracted (cursor at {r.last_position})"
        )
    return 0


def _brief(args: argparse.Namespace, client: ClientFactory) -> int:
    with client(args) as mc:
        brief = mc.working_memory(
            args.peer,
            project=args.project or "",
            cue=args.cue or "",
            token_budget=args.budget,
            include_global=not args.no_global,
        )
        confirmed = mc.confirm_brief(args.peer, brief).confirmed if args.confirm else None
    if args.json:
        out = {
            "brief_id": brief.brief_id,
            "tokens": brief.tokens,
            "token_budget": brief.token_budget,
            "text": brief.text,
            "sections": [
                {
                    "name": s.section.value,
                    "lines": [
                        {
                            "memory_id": ln.memory_id,
                            "proposal_id": ln.proposal_id,
                            "tier": ln.tier.value if ln.tier else "",
                            "kind": ln.kind,
                            "scope": ln.scope,
                            "origin": ln.origin.value if ln.origin else "",
                            "text": ln.text,
                            "why": ln.why,
                        }
                        for ln in s.lines
                    ],
                }
                for s in brief.sections
            ],
            "confirmed": confirmed,
        }
        print(json.dumps(out, indent=2))
        return 0
    print(brief.text)
    if args.why:
        print()
        for s in brief.sections:
            for ln in s.lines:
                tier = ln.tier.value if ln.tier else "proposal"
                print(f"{ln.memory_id or ln.proposal_id}  {tier:<8} {ln.why}")
    print(
        f"\n[{brief.tokens}/{brief.token_budget} tokens; brief {brief.brief_id}"
        + (f"; confirmed, {confirmed} memories marked as used]" if args.confirm else "]"),
        file=sys.stderr,
    )
    return 0


def _consolidate(args: argparse.Namespace, client: ClientFactory) -> int:
    with client(args) as mc:
        r = mc.consolidate(args.peer, all_peers=args.all, dry_run=args.dry_run)
    if args.json:
        fields = ("partitions", "summaries", "gists", "archived", "dry_run")
        print(json.dumps({name: getattr(r, name) for name in fields}, indent=2))
        return 0
    verb = "would make" if r.dry_run else "made"
    print(
        f"{r.partitions} partition(s): {verb} {r.summaries} summaries and {r.gists} gists, "
        f"{'archiving' if not r.dry_run else 'replacing'} {r.archived} entries"
    )
    return 0


def add_commands(sub: Any, common: argparse.ArgumentParser, client: ClientFactory) -> None:
    """Registers the loop's subcommands on the `memcue` parser."""
    ing = sub.add_parser("ingest", parents=[common], help="send a session's turns (new ones kept)")
    ing.add_argument("file", help="JSON list of turns, or - for stdin")
    ing.add_argument("--session", required=True, help="session id (stays with one peer)")
    ing.add_argument("--scope", help="project:<path> (a tag with --peer, the scope without)")
    ing.add_argument(
        "--time-zone",
        default="",
        help="IANA zone the turns' 'yesterday' and 'next Friday' are read in (default UTC)",
    )
    ing.add_argument(
        "--start",
        type=int,
        default=0,
        help="position of the file's first turn when it gives none (to add turns to a session "
        "sent before: its last position + 1, printed as the cursor)",
    )
    ing.set_defaults(fn=lambda a: _ingest(a, client))

    br = sub.add_parser("brief", parents=[common], help="working memory to seed a session")
    br.add_argument("--budget", type=int, default=0, help="tokens (0 = server default)")
    br.add_argument("--cue", help="the current task")
    br.add_argument("--project", help="project:<path> (or the path)")
    br.add_argument("--no-global", action="store_true", help="leave global memories out")
    br.add_argument("--why", action="store_true", help="print why each line was chosen")
    br.add_argument("--confirm", action="store_true", help="confirm it seeded a session")
    br.set_defaults(fn=lambda a: _brief(a, client))

    con = sub.add_parser("consolidate", parents=[common], help="consolidate due entries now")
    con.add_argument("--all", action="store_true", help="every partition of the namespace")
    con.add_argument("--dry-run", action="store_true", help="report, change nothing")
    con.set_defaults(fn=lambda a: _consolidate(a, client))
