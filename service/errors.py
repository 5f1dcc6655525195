"""Domain errors. The core raises these; the gRPC layer maps each to one status code.

Every message is written for the caller: it names the field and says what would be valid.
"""

from __future__ import annotations


class MemcueError(Exception):
    """Base of every error a client can cause or observe."""

    def __init__(self, message: str, *, field: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class InvalidArgument(MemcueError):
    """The request is malformed; retrying it unchanged will fail again."""


class NotFound(MemcueError):
    """The entry does not exist in the caller's partition (or never existed at all)."""


class PermissionDenied(MemcueError):
    """The caller is known but its role does not allow the call."""


class Unauthenticated(MemcueError):
    """No or unknown credentials."""


class FailedPrecondition(MemcueError):
    """The system is in a state that refuses the call, e.g. an index built by another model."""


class ResourceExhausted(MemcueError):
    """Too large or too many: the client should shrink the request or slow down."""


class Unavailable(MemcueError):
    """A required backend is down; the call may succeed if retried later."""


class IndexModelMismatch(FailedPrecondition):
    """The index on disk was built with another embedding model than the one configured."""

    def __init__(self, index_model: str, configured_model: str) -> None:
        super().__init__(
            f"the index was built with embedding model {index_model!r} but the service is "
            f"configured with {configured_model!r}; re-embed the index from the log "
            "(scripts/reembed.py) or configure the original model"
        )
        self.index_model = index_model
        self.configured_model = configured_model
