"""Domain error <-> gRPC status code, one table used by the servicer and the client."""

from __future__ import annotations

import grpc

from service.errors import (
    FailedPrecondition,
    InvalidArgument,
    MemcueError,
    NotFound,
    PermissionDenied,
    ResourceExhausted,
    Unauthenticated,
    Unavailable,
)

STATUS: dict[type[MemcueError], grpc.StatusCode] = {
    InvalidArgument: grpc.StatusCode.INVALID_ARGUMENT,
    NotFound: grpc.StatusCode.NOT_FOUND,
    PermissionDenied: grpc.StatusCode.PERMISSION_DENIED,
    Unauthenticated: grpc.StatusCode.UNAUTHENTICATED,
    FailedPrecondition: grpc.StatusCode.FAILED_PRECONDITION,
    ResourceExhausted: grpc.StatusCode.RESOURCE_EXHAUSTED,
    Unavailable: grpc.StatusCode.UNAVAILABLE,
}
_ERROR = {code: cls for cls, code in STATUS.items()}


def status_for(exc: MemcueError) -> grpc.StatusCode:
    for cls in type(exc).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return grpc.StatusCode.UNKNOWN


def error_for(code: grpc.StatusCode, message: str) -> MemcueError:
    """The domain error a client raises for a status; unmapped codes become Unavailable-like."""
    cls = _ERROR.get(code, MemcueError)
    return cls(f"{code.name}: {message}")
