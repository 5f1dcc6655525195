"""Request metrics as a server interceptor: every MemoryService call is counted and timed,
by method and final status code, including calls that authentication refuses.

It sits outside the auth interceptor (first in the server's list), so UNAUTHENTICATED and
PERMISSION_DENIED show up as what they are. Only the method name and the status code become
labels; nothing of the request does.
"""

from __future__ import annotations

import time
from typing import Any

import grpc

from service.api.interceptor import Behavior, UnaryInterceptor
from service.ports import Metrics


class MetricsInterceptor(UnaryInterceptor):
    def __init__(self, metrics: Metrics, service_name: str) -> None:
        super().__init__(service_name)
        self._metrics = metrics

    def wrap(self, inner: Behavior, details: grpc.HandlerCallDetails, method: str) -> Behavior:
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

        return measured
