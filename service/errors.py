"""Domain errors. The core raises these; the gRPC layer maps each to one status code.

Every message is written for the caller: it names the field and says what would be valid.
"""

from __future__ import annotations

# A message quotes the value it refuses; a megabyte of it would pass gRPC's 8 KB metadata
# limit (a status message travels percent-encoded in a trailer, up to 12 characters a
# character), and the client would see RESOURCE_EXHAUSTED "Stream removed" instead.
MAX_MESSAGE_CHARS = 500
MAX_FIELD_CHARS = 120


def clipped(text: str, limit: int) -> str:
    """`text` whole, or its start and end around a note of how much was cut (the end of a
    message says what would be valid)."""
    if len(text) <= limit:
        return text
    tail = limit // 3
    cut = len(text) - (limit - tail)
    return f"{text[: limit - tail - tail]}... ({cut} characters cut) ...{text[-tail:]}"


class MemcueError(Exception):
    """Base of every error a client can cause or observe. `code`: the gRPC status's name
    when the error came from a call (a client can tell UNKNOWN from INTERNAL without
    reading the message)."""

    def __init__(self, message: str, *, field: str = "", code: str = "") -> None:
        message = clipped(message, MAX_MESSAGE_CHARS)
        super().__init__(message)
        self.message = message
        self.field = clipped(field, MAX_FIELD_CHARS)
        self.code = code


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


class DeadlineExceeded(MemcueError):
    """The call's deadline passed first. The server may still have done it: a write
    retried with the same idempotency key (or a transcript re-sent) does no harm."""


class IndexModelMismatch(FailedPrecondition):
    """The index on disk was built with another embedding model than the one configured."""

    def __init__(self, index_model: str, configured_model: str) -> None:
        message = (
            f"the index was built with embedding model {index_model!r} but the service is "
            f"configured with {configured_model!r}; re-embed the index from the log "
            "(scripts/reembed.py) or configure the original model"
        )
        if index_model.startswith(f"{configured_model}-onnx-"):
            # nobody configured torch: the int8 export failed its check and the service fell
            # back, and the message sent the user to a setting that does not exist (a
            # batch-jobs review)
            message = (
                f"the index was built with {index_model!r}, the int8 ONNX export, but that "
                "export could not be used at this start (the embedder.onnx_fallback line "
                "says why), so the model runs on torch, which this index does not take. Fix "
                "the export (remove its folder from the model cache, $MEMCUE_MODEL_CACHE or "
                "~/.cache/memcue/models, to export it again) and restart, or re-embed the "
                "index for torch (scripts/reembed.py --backend torch)"
            )
        super().__init__(message)
        self.index_model = index_model
        self.configured_model = configured_model
