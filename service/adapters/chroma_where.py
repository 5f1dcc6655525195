"""Chroma `where` filters and paged reads: the query shapes ChromaIndex sends.

Timestamps are integer microseconds (`service.codec.micros`), so a time range is two
comparisons; "never expires" is a far-future instant, so the expiry filter is one.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from service.codec import micros
from service.domain import TimeRange


def build_where(
    *,
    kinds: Sequence[str] = (),
    scope: str = "",
    labels: Sequence[str] = (),
    occurred: TimeRange = TimeRange(),
    include_superseded: bool = False,
    now: datetime | None = None,
) -> dict[str, Any] | None:
    clauses: list[dict[str, Any]] = []
    if kinds:
        clauses.append({"kind": {"$in": list(kinds)}})
    if scope:
        clauses.append({"scope": scope})
    if labels:
        clauses.append({"label": {"$in": list(labels)}})
    if occurred.start is not None:
        clauses.append({"occurred_at": {"$gte": micros(occurred.start)}})
    if occurred.end is not None:
        clauses.append({"occurred_at": {"$lt": micros(occurred.end)}})
    if not include_superseded:
        clauses.append({"superseded": False})
    if now is not None:
        clauses.append({"expires_at": {"$gt": micros(now)}})
    if not clauses:
        return None
    return clauses[0] if len(clauses) == 1 else {"$and": clauses}


PAGE = 5_000


def get_all(col: Any, where: dict[str, Any] | None, include: list[str]) -> dict[str, list[Any]]:
    """`col.get` in pages: one call over a large collection exceeds SQLite's variable limit."""
    out: dict[str, list[Any]] = {"ids": [], **{k: [] for k in include}}
    offset = 0
    while True:
        got = col.get(where=where, include=include, limit=PAGE, offset=offset)
        out["ids"].extend(got["ids"])
        for k in include:
            out[k].extend(got[k])
        if len(got["ids"]) < PAGE:
            return out
        offset += PAGE


def expired_where(now: datetime) -> dict[str, Any]:
    """Unpinned entries whose expiry has passed (what the sweep deletes)."""
    return {"$and": [{"expires_at": {"$lte": micros(now)}}, {"pinned": False}]}
