"""The HTTP side of Memcue: the memory web page and the listener that also serves metrics."""
