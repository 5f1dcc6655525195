"""The change handlers: pin, edit, delete, forget. Each is a POST that needs a CSRF token
with a session (`WebBase._changing`), runs one core call, and redirects with the result
flashed (or, for a bearer script, answers with the HTTP status of the refusal)."""

from __future__ import annotations

import math
from collections.abc import Callable
from http import HTTPStatus
from urllib.parse import urlencode

from service.domain import CallContext, MemoryUpdate, Retention
from service.errors import InvalidArgument, MemcueError
from service.web.base import WebBase
from service.web.request import Request, Response
from service.web.views import View, shown_importance
from service.wire import http_status


class ChangeHandlers(WebBase):
    """POST handlers that change memories."""

    def _back(self, request: Request, view: View) -> str:
        """Where a change returns to: built here from the view, never taken from the form."""
        if request.form.get("back") == "detail" and request.form.get("id"):
            return "/memory?" + urlencode({**view.params, "id": request.form["id"]})
        return view.url()

    def _change(
        self,
        request: Request,
        action: Callable[[CallContext, View], str],
        *,
        back: Callable[[View], str] | None = None,
    ) -> Response:
        """Runs one change for the caller; its result or refusal is flashed on the next page
        (a reader's edit is refused by the core, with the core's message)."""
        caller = self._changing(request)
        view = View.parse(request.form)
        try:
            message = action(caller.ctx, view)
            level = "ok"
        except MemcueError as exc:
            message, level = exc.message, "error"
            if caller.session is None:  # a scripted client gets the status code
                return self._plain(http_status(exc), message)
        if caller.session is not None:
            caller.session.flash(level, message)
        target = back(view) if back and level == "ok" else self._back(request, view)
        return self._redirect(target)

    def _pin(self, request: Request) -> Response:
        value = request.form.get("pinned", "")
        pinned = value == "1"

        def run(ctx: CallContext, view: View) -> str:
            if value not in ("0", "1"):  # anything else used to unpin
                raise InvalidArgument(f"pinned {value!r} is not 0 or 1", field="pinned")
            memory_id = request.form.get("id", "")
            self._core.update(ctx, view.peer, memory_id, MemoryUpdate(pinned=pinned))
            return "pinned" if pinned else "unpinned"

        return self._change(request, run)

    def _edit(self, request: Request) -> Response:
        form = request.form

        def run(ctx: CallContext, view: View) -> str:
            current = self._core.get(ctx, view.peer, form.get("id", ""))
            content = form.get("content", "").replace("\r\n", "\n")
            retention = form.get("retention", "")
            importance_text = form.get("importance", "").strip()
            try:
                importance = float(importance_text) if importance_text else None
            except ValueError:
                importance = math.nan
            if importance is not None and not math.isfinite(importance):
                # ("nan" parsed as a float and was ignored without a word)
                raise InvalidArgument(
                    f"importance {importance_text!r} is not a number", field="importance"
                )
            try:
                new_retention = Retention(retention) if retention else None
            except ValueError as exc:
                raise InvalidArgument(
                    f"retention {retention!r} is not a retention class", field="retention"
                ) from exc
            change = MemoryUpdate(
                content=content if content and content != current.content else None,
                retention=new_retention if new_retention is not current.retention else None,
                # The form shows importance rounded (`shown_importance`): unchanged means
                # equal to that, or every save would round the stored value without asking.
                importance=importance
                if importance is not None
                and abs(importance - float(shown_importance(current.importance))) > 1e-9
                else None,
            )
            if change == MemoryUpdate():
                return "nothing changed"
            result = self._core.update(ctx, view.peer, current.id, change)
            if result.redactions:
                kinds = ", ".join(sorted({r.kind for r in result.redactions}))
                return f"saved; redacted: {kinds}"
            return "saved"

        return self._change(request, run)

    def _delete(self, request: Request) -> Response:
        def run(ctx: CallContext, view: View) -> str:
            deleted = self._core.delete(ctx, view.peer, request.form.get("id", ""))
            return f"deleted {deleted}"

        return self._change(request, run, back=lambda view: view.url())

    def _forget(self, request: Request) -> Response:
        def run(ctx: CallContext, view: View) -> str:
            if not view.peer:
                raise InvalidArgument("name the peer to forget", field="peer")
            if request.form.get("confirm", "") != view.peer:
                raise InvalidArgument(
                    "type the peer id exactly to confirm the erasure", field="confirm"
                )
            erased = self._core.forget(ctx, view.peer)
            return f"forgot peer {view.peer}: {erased} memories erased"

        caller = self._changing(request)
        view = View.parse(request.form)
        try:
            message = run(caller.ctx, view)
        except MemcueError as exc:
            if caller.session is None:
                return self._plain(http_status(exc), exc.message)
            caller.session.flash("error", exc.message)
            return self._redirect("/forget?" + urlencode(view.params))
        if caller.session is None:
            return self._plain(HTTPStatus.OK, message)
        caller.session.flash("ok", message)
        return self._redirect("/")
