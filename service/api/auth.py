"""Authentication as a server interceptor: one place turns call metadata into a caller.

Every MemoryService method is wrapped: the key is checked in the worker thread that runs
the call, an unknown or missing key ends the call with UNAUTHENTICATED before the servicer
runs, and the resolved `CallContext` is handed to the servicer through a context variable.
Health and reflection are left alone (they need no key).
"""

from __future__ import annotations

import contextvars
from collections.abc import Sequence
from typing import Any

import grpc

from service.api.interceptor import Behavior, UnaryInterceptor
from service.auth import Authenticator
from service.domain import CallContext
from service.errors import MemcueError, Unauthenticated
from service.wire import NAMESPACE_HEADER, status_for

_CALLER: contextvars.ContextVar[CallContext] = contextvars.ContextVar("memcue_caller")


def current_caller() -> CallContext:
    """The authenticated caller of the RPC running in this thread."""
    return _CALLER.get()


# Headers that say who calls: each may come once.
_ONCE = ("authorization", NAMESPACE_HEADER)


def credentials(pairs: Sequence[tuple[str, str | bytes]]) -> dict[str, str]:
    """The call's text metadata as one value per name. Two `authorization` headers (a proxy
    adding its key to the client's) made the call act with whichever came last, in that
    key's namespace and role; a caller that sends two is refused instead."""
    metadata: dict[str, str] = {}
    for name, value in pairs:
        if not isinstance(value, str):
            continue
        if name in _ONCE and name in metadata:
            count = sum(1 for other, _ in pairs if other == name)
            why = " (one key per call)" if name == "authorization" else ""
            raise Unauthenticated(f"metadata {name!r} was sent {count} times: send it once{why}")
        metadata[name] = value
    return metadata


class AuthInterceptor(UnaryInterceptor):
    def __init__(self, authenticator: Authenticator, service_name: str) -> None:
        super().__init__(service_name)
        self._auth = authenticator

    def wrap(self, inner: Behavior, details: grpc.HandlerCallDetails, method: str) -> Behavior:
        pairs = tuple(details.invocation_metadata or ())

        def authenticated(request: Any, context: grpc.ServicerContext) -> Any:
            try:
                caller = self._auth.authenticate(credentials(pairs))
            except MemcueError as exc:
                context.abort(status_for(exc), exc.message)
            token = _CALLER.set(caller)
            try:
                return inner(request, context)
            finally:
                _CALLER.reset(token)

        return authenticated
