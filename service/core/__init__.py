"""The core: use-case rooms behind one facade, free of gRPC, HTTP and Chroma types."""

from service.core.service import MemoryService

__all__ = ["MemoryService"]
