"""Request metrics as a server interceptor: every MemoryService call is counted and timed,
by method and final status code, including calls that authentication refuses.

It sits outside the auth interceptor (first in the server's list), so UNAUTHENTICATED and
PERMISSION_DENIED show up as what they are. Only the method name and the status code become
labels; nothing of the request does.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import grpc

from service.ports import Metrics


class MetricsInterceptor(grpc.ServerInterceptor):
    def __init__(self, metrics: Metrics, service_name: str) -> None:
        self._metrics = metrics
        self._prefix = f"/{service_name}/"

    def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], grpc.RpcMethodHandler[Any, Any] | None],
        details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        handler = continuation(details)
        if handler is None or not details.method.startswith(self._prefix):
            return handler
        if handler.unary_unary is None:
            raise TypeError(f"{details.method}: only unary methods are served")
        inner: Callable[[Any, grpc.ServicerContext], Any] = handler.unary_unary
        method = details.method.removeprefix(self._prefix)
        metrics = self._metrics

        def measured(request: Any, context: grpc.ServicerContext) -> Any:
            start = time.perf_counter()
            failed = True
            try:
                response = inner(request, context)
                failed = False
                return response
            finally:
                # context.abort (the servicer's and auth's way out) records its code first;
                # grpc's ServicerContext has code(), its type stubs do not know it yet.
                code_of = getattr(context, "code", None)
                code = code_of() if callable(code_of) else None
                if code is None:
                    code = grpc.StatusCode.UNKNOWN if failed else grpc.StatusCode.OK
                name = code.name if isinstance(code, grpc.StatusCode) else str(code)
                metrics.rpc(method, name, time.perf_counter() - start)

        return grpc.unary_unary_rpc_method_handler(
            measured,
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )
