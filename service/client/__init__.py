"""The typed Python client: `from service.client import MemcueClient`."""

from service.client.client import BearerAuth, ItemFailure, MemcueClient
from service.client.tls import TLSConfig

__all__ = ["BearerAuth", "ItemFailure", "MemcueClient", "TLSConfig"]
