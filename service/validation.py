"""Input rules shared by every entry point (gRPC, CLI, scripts): one place, clear messages.

Each check raises `InvalidArgument` (malformed) or `ResourceExhausted` (too large) naming
the field and saying what would be valid.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime

from service.errors import InvalidArgument, ResourceExhausted
from service.settings import Limits

# `\Z`, not `$`: `$` also matches before a final newline, so "alice\n" passed as a peer id
# and became a partition of its own, and "fact\n" a kind no filter could name.
NAMESPACE_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}\Z")
PEER_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@+-]{0,127}\Z")
TOPIC_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/-]{0,127}\Z")
KIND_RE = re.compile(r"^[a-z][a-z0-9_-]{0,31}\Z")
EVENT_KIND_RE = re.compile(r"^[a-z][a-z0-9_.-]{0,63}\Z")
SCOPE_PROJECT_RE = re.compile(r"^project:[A-Za-z0-9._/-]{1,200}\Z")
ATTR_KEY_RE = re.compile(r"^[A-Za-z0-9_.-]{1,64}\Z")
ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}\Z")
# C0 controls except tab, newline, carriage return; DEL; Unicode non-characters.
_CONTROL_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")


def namespace(value: str) -> str:
    if not NAMESPACE_RE.match(value):
        raise InvalidArgument(
            f"namespace {value!r} is invalid: use 1-64 characters from a-z 0-9 _ - "
            "starting with a letter or digit",
            field="namespace",
        )
    return value


def peer_id(value: str, *, required: bool = False) -> str:
    if not value:
        if required:
            raise InvalidArgument("peer_id is required for this call", field="peer_id")
        return value
    if not PEER_RE.match(value):
        raise InvalidArgument(
            f"peer_id {value!r} is invalid: use 1-128 characters from A-Z a-z 0-9 . _ @ + - "
            "starting with a letter or digit (no spaces or colons)",
            field="peer_id",
        )
    return value


def memory_id(value: str, field: str = "id") -> str:
    if not value:
        raise InvalidArgument(f"{field} is required", field=field)
    if not ID_RE.match(value):
        raise InvalidArgument(
            f"{field} {value!r} is not a memory id (1-64 characters from A-Z a-z 0-9 _ -)",
            field=field,
        )
    return value


def expected_label(ns: str, peer: str) -> str:
    return f"{ns}:{peer}" if peer else ns


def label(value: str, *, ns: str, peer: str, limits: Limits, field: str = "label") -> str:
    """Labels are `<namespace>:<peer_id>[:<topic>]`; namespace-wide ones `<namespace>[::<topic>]`.

    A label naming another namespace or peer is refused rather than silently ignored: a client
    that sends one has a bug the operator needs to see.
    """
    base = expected_label(ns, peer)
    shape = f"'{base}' or '{base}:<topic>'" if peer else f"'{base}' or '{base}::<topic>'"
    if len(value.encode()) > limits.max_label_bytes:
        raise InvalidArgument(
            f"{field} is {len(value.encode())} bytes; the limit is {limits.max_label_bytes}",
            field=field,
        )
    parts = value.split(":")
    ok = False
    if peer:
        ok = parts[:2] == [ns, peer] and (
            len(parts) == 2 or (len(parts) == 3 and bool(TOPIC_RE.match(parts[2])))
        )
    else:
        ok = parts == [ns] or (
            len(parts) == 3 and parts[:2] == [ns, ""] and bool(TOPIC_RE.match(parts[2]))
        )
    if not ok:
        raise InvalidArgument(
            f"{field} {value!r} does not match this call: expected {shape} "
            f"(namespace {ns!r}, peer {peer or '(namespace-wide)'!r}; topic: A-Z a-z 0-9 . _ / -)",
            field=field,
        )
    return value


def label_prefix(value: str, *, ns: str, peer: str, limits: Limits) -> str:
    """A List filter that could match a label of this call: a start of its base label, or
    the base label and more. A prefix of another peer or namespace ("acme:bob" listing
    alice) matched nothing and said nothing, so the caller read "no such entries"."""
    field = "label_prefix"
    short(value, field=field, max_bytes=limits.max_label_bytes)
    base = expected_label(ns, peer)
    topics = f"{base}:" if peer else f"{base}::"
    if not (topics.startswith(value) or value.startswith(topics)):
        shape = f"'{base}' or '{topics}<topic>'"
        raise InvalidArgument(
            f"{field} {value!r} matches no label of this call: its labels are {shape} "
            f"(namespace {ns!r}, peer {peer or '(namespace-wide)'!r})",
            field=field,
        )
    return value


def project(value: str, *, field: str = "project") -> str:
    """`project:<path>` (a bare path reads the same), or "" for none: how a brief and a
    proposal name the project they are about."""
    if not value:
        return ""
    found = value if value.startswith("project:") else f"project:{value}"
    scope(found, peer="", field=field)
    return found


def scope(value: str, *, peer: str, field: str = "scope") -> str:
    if not value:
        return "peer" if peer else "global"
    if value == "peer":
        if not peer:
            raise InvalidArgument(
                f"{field} 'peer' needs a peer_id; use 'global' or 'project:<path>' "
                "for namespace-wide entries",
                field=field,
            )
        return value
    if value == "global" or SCOPE_PROJECT_RE.match(value):
        return value
    raise InvalidArgument(
        f"{field} {value!r} is invalid: use 'peer', 'global' or 'project:<path>' "
        "(path: A-Z a-z 0-9 . _ / -)",
        field=field,
    )


def kind(value: str, *, field: str = "kind") -> str:
    if not value:
        return "fact"
    if not KIND_RE.match(value):
        raise InvalidArgument(
            f"{field} {value!r} is invalid: use 1-32 characters from a-z 0-9 _ - starting "
            "with a letter (e.g. fact, preference, commitment, decision, turn)",
            field=field,
        )
    return value


def event_kind(value: str, *, field: str = "kind") -> str:
    if not EVENT_KIND_RE.match(value):
        raise InvalidArgument(
            f"{field} {value!r} is invalid: use 1-64 characters from a-z 0-9 _ . - starting "
            "with a letter (e.g. proposal_made, action_taken, proposal_dismissed)",
            field=field,
        )
    return value


# Zero-width spaces and joiners, BOM, word joiner, soft hyphen: a text of only these shows as
# nothing, like one of only spaces.
# Characters that render as nothing although their category says otherwise: Hangul fillers,
# the Mongolian vowel separator and the blank braille pattern. Besides them, every format
# character (Cf: zero-width and direction marks and isolates, word joiners, the BOM, soft
# hyphen, tag characters) and every combining mark (Mn, Me: alone it marks nothing; variation
# selectors, the combining grapheme joiner, Khmer's invisible vowels) is nothing to read.
_BLANK_LETTERS = frozenset("\u115f\u1160\u180e\u2800\u3164\uffa0")
_NOTHING_TO_READ = frozenset({"Cf", "Mn", "Me"})


def _readable(ch: str) -> bool:
    return not (
        ch.isspace() or ch in _BLANK_LETTERS or unicodedata.category(ch) in _NOTHING_TO_READ
    )


def readable(value: str) -> bool:
    """Whether the text has a character a reader sees (not only spaces or zero-width marks)."""
    return any(map(_readable, value))


def text(value: str, *, field: str, max_bytes: int, required: bool = True) -> str:
    if required and not readable(value):
        raise InvalidArgument(f"{field} is empty", field=field)
    size = len(value.encode("utf-8", errors="surrogatepass"))
    if size > max_bytes:
        raise ResourceExhausted(
            f"{field} is {size} bytes; the limit is {max_bytes} bytes", field=field
        )
    if (m := _CONTROL_RE.search(value)) is not None:
        raise InvalidArgument(
            f"{field} contains control character U+{ord(m.group()):04X} at offset {m.start()}",
            field=field,
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidArgument(f"{field} is not valid UTF-8 text", field=field) from exc
    return value


# The index keeps instants as microseconds and reads this one and later as "never" (no
# expiry): a memory dated at or after it could not be read back.
LATEST = datetime(3000, 1, 1, tzinfo=UTC)


def before_latest(value: datetime | None, *, field: str) -> datetime | None:
    if value is not None and value >= LATEST:
        raise InvalidArgument(
            f"{field} {value.isoformat()} is too far ahead: use a time before 3000-01-01",
            field=field,
        )
    return value


def composed(value: str) -> str:
    """Content in Unicode NFC: "tita\u0301n" and "tit\u00e1n" are one word to a reader, and must
    be one to the privacy rules, dedup and keyword search (decomposed accents split words)."""
    return unicodedata.normalize("NFC", value)


def unit_interval(value: float | None, *, field: str, default: float) -> float:
    if value is None:
        return default
    if math.isnan(value) or not 0.0 <= value <= 1.0:
        raise InvalidArgument(f"{field} {value} is out of range: use 0..1", field=field)
    return float(value)


# A request's ranking weights: finite, not negative; a half-life above 0; the archived
# factor a fraction (the bounds of the same settings in `RecallSettings`).
_WEIGHT_BOUNDS = {"half_life_days": (0.0, False, 36_500.0), "archived": (0.0, True, 1.0)}


def recall_weight(name: str, value: float | None) -> None:
    if value is None:
        return
    low, low_included, high = _WEIGHT_BOUNDS.get(name, (0.0, True, 1_000.0))
    inside = low <= value <= high if low_included else low < value <= high
    if not math.isfinite(value) or not inside:
        bound = f"{low}..{high}" if low_included else f"more than {low}, at most {high}"
        raise InvalidArgument(
            f"weights.{name} {value} is out of range: use {bound}", field=f"weights.{name}"
        )


def top_k(value: int, limits: Limits) -> int:
    if value == 0:
        return limits.default_top_k
    if not 1 <= value <= limits.max_top_k:
        raise InvalidArgument(
            f"top_k {value} is out of range: use 1..{limits.max_top_k} "
            f"(0 = default {limits.default_top_k})",
            field="top_k",
        )
    return value


def filter_values(values: Sequence[str], *, field: str, limits: Limits) -> None:
    """A read filters by a few kinds, labels or scopes; tens of thousands made SQLite refuse
    the query (too many variables) or ran one search per scope for a minute."""
    if len(values) > limits.max_filter_values:
        raise InvalidArgument(
            f"{field} has {len(values)} values; at most {limits.max_filter_values} are allowed",
            field=field,
        )
    if any(not value for value in values):
        raise InvalidArgument(
            f"{field} has an empty value: name what to keep, or leave {field} unset for all",
            field=field,
        )


def page_size(value: int, limits: Limits) -> int:
    if value == 0:
        return limits.default_page_size
    if not 1 <= value <= limits.max_page_size:
        raise InvalidArgument(
            f"page_size {value} is out of range: use 1..{limits.max_page_size} "
            f"(0 = default {limits.default_page_size})",
            field="page_size",
        )
    return value


def source_refs(
    values: Iterable[str], limits: Limits, field: str = "source_refs"
) -> tuple[str, ...]:
    refs = tuple(values)
    if len(refs) > limits.max_source_refs:
        raise ResourceExhausted(
            f"{field} has {len(refs)} entries; the limit is {limits.max_source_refs}", field=field
        )
    for ref in refs:
        text(ref, field=field, max_bytes=256)
        one_line(ref, field=field, max_bytes=256)
    return tuple(dict.fromkeys(refs))


def attributes(
    values: Mapping[str, str], limits: Limits, field: str = "attributes"
) -> dict[str, str]:
    size = 0
    for key, value in values.items():
        if not ATTR_KEY_RE.match(key):
            raise InvalidArgument(
                f"{field} key {key!r} is invalid: use 1-64 characters from A-Z a-z 0-9 _ . -",
                field=field,
            )
        text(value, field=f"{field}[{key}]", max_bytes=limits.max_attributes_bytes, required=False)
        size += len(key.encode()) + len(value.encode())
    if size > limits.max_attributes_bytes:
        raise ResourceExhausted(
            f"{field} total {size} bytes; the limit is {limits.max_attributes_bytes}", field=field
        )
    return dict(values)


def time_range(start: datetime | None, end: datetime | None, field: str) -> None:
    if start is not None and end is not None and start >= end:
        raise InvalidArgument(
            f"{field}: start {start.isoformat()} is not before end {end.isoformat()}",
            field=field,
        )


def short(value: str, *, field: str, max_bytes: int = 128) -> str:
    return text(value, field=field, max_bytes=max_bytes, required=False)


# Line and paragraph separators a client's file read or a copy-paste leaves on a name.
_LINE_BREAK_RE = re.compile("[\t\n\r\x85\u2028\u2029]")


def one_line(value: str, *, field: str, max_bytes: int = 128) -> str:
    """A name a client sends again later to mean the same thing (a session, a proposal, an
    idempotency key, a source ref): "s1\n" read from a file was another session than "s1",
    so a line break or tab in one is refused rather than kept."""
    short(value, field=field, max_bytes=max_bytes)
    if (m := _LINE_BREAK_RE.search(value)) is not None:
        raise InvalidArgument(
            f"{field} has a line break or tab (U+{ord(m.group()):04X} at offset {m.start()}): "
            "use one line",
            field=field,
        )
    return value
