"""What a page is about (`View`) and the small formatting rules the templates share."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urlencode

from service.domain import LogEvent

HISTORY_OPS = ("remember", "merge", "supersede", "update", "consolidate")


def when(value: datetime | None) -> str:
    return value.strftime("%Y-%m-%d %H:%M UTC") if value else ""


def shown_importance(value: float) -> str:
    """Importance as the pages show it and the edit form sends it back (two decimals)."""
    return f"{value:.2f}"


@dataclass(frozen=True, slots=True)
class View:
    """Which memories a page is about: a peer, a project (namespace-wide, one scope), or all
    namespace-wide entries. Carried in the query string and in every form."""

    peer: str = ""
    project: str = ""
    namespace_wide: bool = False

    @classmethod
    def parse(cls, params: Mapping[str, str]) -> View:
        peer = params.get("peer", "").strip()
        project = params.get("project", "").strip()
        if project and not project.startswith("project:"):
            project = f"project:{project}"
        if peer:
            return cls(peer=peer)
        if project:
            return cls(project=project)
        return cls(namespace_wide=params.get("ns") == "1")

    @property
    def chosen(self) -> bool:
        return bool(self.peer or self.project or self.namespace_wide)

    @property
    def params(self) -> dict[str, str]:
        if self.peer:
            return {"peer": self.peer}
        if self.project:
            return {"project": self.project}
        return {"ns": "1"} if self.namespace_wide else {}

    @property
    def title(self) -> str:
        if self.peer:
            return f"peer {self.peer}"
        if self.project:
            return self.project
        return "namespace-wide entries"

    def url(self, **extra: str) -> str:
        query = urlencode({**self.params, **{k: v for k, v in extra.items() if v}})
        return "/" + (f"?{query}" if query else "")


def concerns(event: LogEvent, memory_id: str) -> bool:
    """Whether a log event is part of this memory's history (written, merged into,
    superseded by or superseding, updated, consolidated into)."""
    data = event.data
    record = data.get("memory")
    if isinstance(record, Mapping) and record.get("id") == memory_id:
        return True
    if data.get("by") == memory_id:
        return True
    absorbed = data.get("absorbed")
    return isinstance(absorbed, Mapping) and absorbed.get("id") == memory_id
