"""What the server's interceptors share: wrapping each unary method of one service.

Health and reflection are other services and pass through untouched; every MemoryService
method is unary, and a streaming one added later fails loudly here rather than going
unchecked. Subclasses say only what to do around a call (`wrap`).
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from typing import Any

import grpc

Behavior = Callable[[Any, grpc.ServicerContext], Any]


class UnaryInterceptor(grpc.ServerInterceptor, abc.ABC):
    def __init__(self, service_name: str) -> None:
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
        return grpc.unary_unary_rpc_method_handler(
            self.wrap(handler.unary_unary, details, details.method.removeprefix(self._prefix)),
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )

    @abc.abstractmethod
    def wrap(self, inner: Behavior, details: grpc.HandlerCallDetails, method: str) -> Behavior:
        """The call's behaviour with this interceptor's work around `inner`."""
