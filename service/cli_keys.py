"""`memcue keys ...`: API keys, edited in the key file the running service re-reads (no
restart); and what `memcue serve` says of the local operator key."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Any

from service.auth import Keystore
from service.domain import Role, utcnow
from service.settings import Settings

SettingsOf = Callable[[argparse.Namespace], Settings]


def auth_banner(settings: Settings) -> str:
    """The banner's auth line; it names the local operator key only if that key works (a
    revoked one was still announced, and the CLI then failed with it)."""
    if settings.auth != "keys":
        return "OPEN (no keys; development only)"
    keys_file = settings.keys_file or settings.data_dir.resolve() / "keys.json"
    key_file = settings.data_dir.resolve() / "operator.key"
    token = key_file.read_text().strip() if key_file.exists() else ""
    if not token:
        local = "no local operator key"
    elif (record := Keystore(keys_file).lookup(token)) is None:
        local = f"the local operator key in {key_file} is revoked"
    elif record.expired(utcnow()):  # announced as working, and every CLI call then failed
        local = f"the local operator key in {key_file} expired at {_when(record.expires_at)}"
    else:
        local = f"local operator key in {key_file}"
    return f"keys ({keys_file}); {local}"


def _when(expires_at: str) -> str:
    """An expiry as create, list and the banner show it: minutes, UTC (stored in UTC)."""
    return f"{expires_at[:16].replace('T', ' ')} UTC"


def _expiry(text: str) -> datetime:
    """`90d`, `36h`, or an ISO 8601 date or instant (UTC when it names no zone)."""
    m = re.fullmatch(r"\s*(\d{1,5})\s*([dh])\s*", text)
    if m:
        amount = int(m.group(1))
        span = timedelta(days=amount) if m.group(2) == "d" else timedelta(hours=amount)
        if span <= timedelta(0):
            raise argparse.ArgumentTypeError(f"{text!r} is no time at all")
        return utcnow() + span
    try:
        at = datetime.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a duration or a date: use e.g. 90d, 12h or 2027-03-01"
        ) from None
    try:  # in UTC now: 9999-12-31T23:59-01:00 is past the last year Python can hold
        return (at if at.tzinfo is not None else at.replace(tzinfo=UTC)).astimezone(UTC)
    except OverflowError:
        raise argparse.ArgumentTypeError(f"{text!r} is past the year 9999") from None


def _keystore(settings_of: SettingsOf, args: argparse.Namespace) -> Keystore:
    settings = settings_of(args)
    return Keystore(settings.keys_file or settings.data_dir / "keys.json")


def _create(settings_of: SettingsOf, args: argparse.Namespace) -> int:
    store = _keystore(settings_of, args)
    record, token = store.create(
        args.namespace, Role(args.role), key_id=args.id or "", expires_at=args.expires
    )
    # the file named: run elsewhere without MEMCUE_DATA_DIR, the key went to a
    # ./memcue-data the running service never reads
    until = f", expires {_when(record.expires_at)}" if record.expires_at else ""
    print(
        f"created key {record.id} (namespace {record.namespace}, role {record.role}{until}) "
        f"in {store.path.resolve()}"
    )
    print(f"key (shown once, store it now): {token}")
    return 0


def _list(settings_of: SettingsOf, args: argparse.Namespace) -> int:
    store = _keystore(settings_of, args)
    if not store.records():
        print(f"no keys in {store.path.resolve()}", file=sys.stderr)
    now = utcnow()
    for r in store.records():
        until = ""
        if r.expires_at:
            until = f"  {'EXPIRED' if r.expired(now) else 'expires'} {_when(r.expires_at)}"
        print(f"{r.id:<28} {r.namespace:<20} {r.role:<9} created {r.created_at}{until}")
    return 0


def _revoke(settings_of: SettingsOf, args: argparse.Namespace) -> int:
    if not _keystore(settings_of, args).revoke(args.id):
        print(f"error: no key {args.id!r}", file=sys.stderr)
        return 2
    print(f"revoked {args.id}")
    return 0


def add_commands(sub: Any, settings_of: SettingsOf) -> None:
    """Registers `memcue keys create | list | revoke`."""
    keys = sub.add_parser("keys", help="manage API keys (edits the key file; no restart needed)")
    keys.add_argument("--data-dir", help="overrides MEMCUE_DATA_DIR")
    ksub = keys.add_subparsers(dest="keys_command", required=True)
    kc = ksub.add_parser("create", help="mint a key; prints it once")
    kc.add_argument("--namespace", required=True)
    kc.add_argument("--role", required=True, choices=[r.value for r in Role])
    kc.add_argument("--id", help="a name for the key (default: generated)")
    kc.add_argument(
        "--expires-in",
        dest="expires",
        type=_expiry,
        help="the key stops working after this long: 90d, 12h, or an ISO date (default never)",
    )
    kc.set_defaults(fn=partial(_create, settings_of))
    kl = ksub.add_parser("list", help="key ids, namespaces and roles")
    kl.set_defaults(fn=partial(_list, settings_of))
    kr = ksub.add_parser("revoke", help="remove a key")
    kr.add_argument("id")
    kr.set_defaults(fn=partial(_revoke, settings_of))
