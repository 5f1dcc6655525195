"""The read pages: a view's memories, search, decisions and brief; one memory with its
history; the forget confirmation. Reads only: nothing here changes a memory."""

from __future__ import annotations

import contextlib
from datetime import timedelta
from http import HTTPStatus

from service import validation as v
from service.domain import (
    CallContext,
    EventQuery,
    Hit,
    ListQuery,
    LogEvent,
    Memory,
    Proposal,
    RecallQuery,
    Retention,
    utcnow,
)
from service.errors import MemcueError
from service.loop_domain import Brief, BriefQuery
from service.web.base import WebBase
from service.web.request import Refused, Request, Response
from service.web.views import HISTORY_OPS, View, concerns
from service.wire import http_status


class ReadPages(WebBase):
    """GET handlers: each resolves the caller, asks the core, renders a template."""

    def _index(self, request: Request) -> Response:
        caller = self._caller(request)
        ctx = caller.ctx
        view = View.parse(request.query)
        peers = self._core.peers(ctx)
        if not view.chosen:
            return self._page(
                request,
                caller,
                "index.html",
                view=view,
                peers=peers,
                projects=self._projects(ctx),
            )
        peer = view.peer
        try:  # a malformed peer or project is a bad address, not an empty page
            v.peer_id(peer)
            v.scope(view.project, peer="")
        except MemcueError as exc:
            raise Refused(http_status(exc), exc.message) from exc
        cue = request.query.get("q", "").strip()
        include_superseded = request.query.get("all") == "1"
        errors: list[str] = []
        memories: list[Memory] = []
        next_page = ""
        try:
            page = self._core.list_memories(
                ctx,
                peer,
                ListQuery(
                    page_size=self._core.limits.max_page_size if view.project else 50,
                    page_token=request.query.get("page", ""),
                    include_superseded=include_superseded,
                ),
            )
            memories = [m for m in page.memories if not view.project or m.scope == view.project]
            next_page = page.next_page_token
        except MemcueError as exc:
            errors.append(exc.message)
        hits: list[Hit] = []
        if cue:
            try:
                hits = self._core.recall(
                    ctx,
                    peer,
                    RecallQuery(
                        cue=cue,
                        top_k=min(20, self._core.limits.max_top_k),
                        scope=view.project,
                        include_superseded=include_superseded,
                        expand_neighbors=0,
                        mark_access=False,  # browsing is not use: ranking stays the agent's
                    ),
                )
            except MemcueError as exc:
                errors.append(f"search: {exc.message}")
        proposals: list[Proposal] = []
        try:
            proposals = self._core.recent_proposals(ctx, peer, limit=20, max_age=timedelta(days=30))
        except MemcueError as exc:
            errors.append(f"decisions: {exc.message}")
        brief: Brief | None = None
        try:
            if peer or view.project:  # (the namespace-wide view has no brief: it always
                # showed "a brief is for a peer and/or a project" as an error)
                brief = self._core.working_memory(ctx, peer, BriefQuery(project=view.project))
        except MemcueError as exc:
            errors.append(f"working memory: {exc.message}")
        return self._page(
            request,
            caller,
            "index.html",
            view=view,
            peers=peers,
            projects=[],
            memories=memories,
            next_page=view.url(page=next_page, all="1" if include_superseded else "")
            if next_page
            else "",
            cue=cue,
            hits=hits,
            proposals=proposals,
            brief=brief,
            errors=errors,
            include_superseded=include_superseded,
            now=utcnow(),
            retentions=[r.value for r in Retention],
        )

    def _projects(self, ctx: CallContext) -> list[str]:
        """The project scopes the namespace-wide entries use (for the picker)."""
        try:
            page = self._core.list_memories(
                ctx, "", ListQuery(page_size=self._core.limits.max_page_size)
            )
        except MemcueError:
            return []
        return sorted({m.scope for m in page.memories if m.scope.startswith("project:")})

    def _memory(self, request: Request) -> Response:
        caller = self._caller(request)
        view = View.parse(request.query)
        memory_id = request.query.get("id", "")
        try:
            memory = self._core.get(caller.ctx, view.peer, memory_id)
        except MemcueError as exc:
            raise Refused(http_status(exc), exc.message) from exc
        history: list[LogEvent] = []
        history_error = ""
        try:
            events = self._core.query_events(
                caller.ctx,
                view.peer,
                EventQuery(kinds=HISTORY_OPS, page_size=self._core.limits.max_page_size),
            )
            history = [e for e in events.events if concerns(e, memory.id)]
        except MemcueError as exc:
            history_error = exc.message
        return self._page(
            request,
            caller,
            "memory.html",
            view=view,
            memory=memory,
            history=history,
            history_error=history_error,
            retentions=[r.value for r in Retention],
        )

    def _forget_form(self, request: Request) -> Response:
        caller = self._caller(request)
        view = View.parse(request.query)
        if not view.peer:
            raise Refused(HTTPStatus.BAD_REQUEST, "name the peer to forget")
        try:
            v.peer_id(view.peer)
        except MemcueError as exc:
            raise Refused(http_status(exc), exc.message) from exc
        count = 0
        with contextlib.suppress(MemcueError):  # the page still asks; Forget decides
            count = len(self._core.list_memories(caller.ctx, view.peer, ListQuery()).memories)
        return self._page(request, caller, "forget.html", view=view, count=count)
