"""The typed Python client: `from service.client import MemcueClient`."""

from service.client.client import BearerAuth, ItemFailure, MemcueClient

__all__ = ["BearerAuth", "ItemFailure", "MemcueClient"]
