"""Authentication as a server interceptor: one place turns call metadata into a caller.

Every MemoryService method is wrapped: the key is checked in the worker thread that runs
the call, an unknown or missing key ends the call with UNAUTHENTICATED before the servicer
runs, and the resolved `CallContext` is handed to the servicer through a context variable.
Health and reflection are left alone (they need no key).
"""

from __future__ import annotations

import contextvars
from typing import Any

import grpc

from service.api.interceptor import Behavior, UnaryInterceptor
from service.auth import Authenticator
from service.domain import CallContext
from service.errors import MemcueError
from service.wire import status_for

_CALLER: contextvars.ContextVar[CallContext] = contextvars.ContextVar("memcue_caller")


def current_caller() -> CallContext:
    """The authenticated caller of the RPC running in this thread."""
    return _CALLER.get()


class AuthInterceptor(UnaryInterceptor):
    def __init__(self, authenticator: Authenticator, service_name: str) -> None:
        super().__init__(service_name)
        self._auth = authenticator

    def wrap(self, inner: Behavior, details: grpc.HandlerCallDetails, method: str) -> Behavior:
        metadata = {k: v for k, v in details.invocation_metadata or () if isinstance(v, str)}

        def authenticated(request: Any, context: grpc.ServicerContext) -> Any:
            try:
                caller = self._auth.authenticate(metadata)
            except MemcueError as exc:
                context.abort(status_for(exc), exc.message)
            token = _CALLER.set(caller)
            try:
                return inner(request, context)
            finally:
                _CALLER.reset(token)

        return authenticated
